package crt_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// The sections of the FAQ the walker cases cite (000_0634da6dd98f7da9.txt,
// "Walkers, Large Metal Robots With Guns").
const (
	faqBuying   = "000 FAQ, Walkers, 4.0 Buying Walkers"
	faqOptional = "000 FAQ, Walkers, 5.0 Optional Walker Rules"
	faqTerrain  = "000 FAQ, Walkers, 2.0 Movement and Terrain; MOVEMENT MODES, Walker Mode"
	faqCRT      = "000 FAQ, Walkers, 3.0 CRT And Overruns"
)

// TestWalkerCost prices and checks designs by the FAQ's numbers.
func TestWalkerCost(t *testing.T) {
	early := func(a, d, r, m int) crt.WalkerDesign {
		return crt.WalkerDesign{Name: "W", Generation: crt.GenerationEarly, Attack: a, Defense: d, Range: r, Move: m}
	}
	late := func(a, d, r, m int) crt.WalkerDesign {
		w := early(a, d, r, m)
		w.Generation = crt.GenerationLate
		return w
	}
	with := func(w crt.WalkerDesign, f func(*crt.WalkerDesign)) crt.WalkerDesign { f(&w); return w }
	cases := []struct {
		name, source string
		d            crt.WalkerDesign
		cost, budget float64
		problems     []string // a part of each problem, in order; none for a valid design
	}{
		{"early budget 12, attack and defence 0.5 a point, range and move 1 a hex", faqBuying + ": \"Each early generation walker costs 12 VP\"; 0.5 VP, 1.0 VP",
			early(6, 6, 3, 3), 12, 12, nil},
		{"late budget 18", faqBuying + ": \"These advance models cost 18 VP\"", late(8, 8, 5, 5), 18, 18, nil},
		{"over budget by how much", faqBuying, early(8, 6, 3, 3), 13, 12, []string{"over the 12 VP budget of an early generation walker by 1 VP"}},
		{"a half point over", faqBuying, early(7, 6, 3, 3), 12.5, 12, []string{"by 0.5 VP"}},
		{"attack below 1", faqBuying + ": \"attack, defence, range, and movement cannot be 0\"", early(0, 2, 2, 2), 5, 12, []string{"attack is 0"}},
		{"defence below 1", faqBuying, early(2, 0, 2, 2), 5, 12, []string{"defence is 0"}},
		{"range below 1", faqBuying, early(2, 2, 0, 2), 4, 12, []string{"range is 0"}},
		{"movement below 1", faqBuying, early(2, 2, 2, 0), 4, 12, []string{"movement is 0"}},
		{"no maximum", faqBuying + ": \"There is no maximum limit for any one statistic\"", early(1, 1, 1, 9), 11, 12, nil},
		{"jumpjets 1 VP early", faqOptional + ", Jumpjets: \"cost 1.0 VP ... early\"", with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Jumpjets = true }), 7, 12, nil},
		{"jumpjets 2 VP late", faqOptional + ", Jumpjets: \"cost 2.0 VP ... late\"", with(late(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Jumpjets = true }), 8, 18, nil},
		{"wheel mode 1 VP early", faqOptional + ", Wheel Mode", with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Wheels = true }), 7, 12, nil},
		{"wheel mode 2 VP late", faqOptional + ", Wheel Mode", with(late(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Wheels = true }), 8, 18, nil},
		{"land-air 3 VP early", faqOptional + ", Land/Air Transformation: \"Variable mode costs 3.0 VP\"", with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.LAT = true }), 9, 12, nil},
		{"land-air 6 VP late", faqOptional + ", Land/Air Transformation: \"6.0 VP in late\"", with(late(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.LAT = true }), 12, 18, nil},
		{"land-air excludes jumpjets", faqOptional + ", Land/Air Transformation: \"mutually exclusive to jumpjets and wheel mode\"",
			with(late(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.LAT, w.Jumpjets = true, true }), 14, 18, []string{"Land-air transformation and jumpjets exclude each other"}},
		{"land-air excludes wheel mode", faqOptional + ", Land/Air Transformation",
			with(late(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.LAT, w.Wheels = true, true }), 14, 18, []string{"Land-air transformation and wheel mode exclude each other"}},
		{"legs are free: chickenleg", faqOptional + ", Alternate Leg Assemblies: \"does not cost additional VP\"", with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs = crt.LegsChickenleg }), 6, 12, nil},
		{"legs are free: quad", faqOptional + ", Quadrupedal", with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs = crt.LegsQuad }), 6, 12, nil},
		{"GEV module: GEV-phase movement bought apart", faqBuying + ": \"Movement must be assigned separately\"; " + faqOptional + ", GEV Module",
			with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs, w.GEVMove = crt.LegsGEV, 2 }), 8, 12, nil},
		{"GEV module needs GEV-phase movement", faqOptional + ", GEV Module: \"need to have their normal movement and their GEV-phase movement paid for\"",
			with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs = crt.LegsGEV }), 6, 12, []string{"GEV-phase movement is 0"}},
		{"GEV-phase movement only with the module", faqBuying, with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.GEVMove = 1 }), 7, 12, []string{"only the GEV leg module uses"}},
		{"GEV module excludes jumpjets", faqOptional + ", GEV Module: \"GEV walkers may not take on jumpjets\"",
			with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs, w.GEVMove, w.Jumpjets = crt.LegsGEV, 1, true }), 8, 12, []string{"GEV leg module and jumpjets exclude each other"}},
		{"unknown legs", faqOptional, with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Legs = "tripod" }), 6, 12, []string{"legs must be biped, chickenleg, quad or gev"}},
		{"unknown generation", faqBuying, with(early(2, 2, 2, 2), func(w *crt.WalkerDesign) { w.Generation = "middle" }), 6, 0, []string{"generation must be early or late"}},
		{"several problems, each a sentence", faqBuying,
			with(early(9, 0, 3, 3), func(w *crt.WalkerDesign) { w.LAT, w.Jumpjets = true, true }), 14.5, 12,
			[]string{"defence is 0", "jumpjets exclude each other", "by 2.5 VP"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Logf("source: %s", c.source)
			if got := c.d.Cost(); got != c.cost {
				t.Errorf("Cost = %v, want %v", got, c.cost)
			}
			if got := c.d.Budget(); got != c.budget {
				t.Errorf("Budget = %v, want %v", got, c.budget)
			}
			got := c.d.Problems()
			if len(got) != len(c.problems) || c.d.Valid() != (len(c.problems) == 0) {
				t.Fatalf("Problems = %q, want %d like %q", got, len(c.problems), c.problems)
			}
			for i, p := range c.problems {
				if !strings.Contains(got[i], p) || !strings.HasSuffix(got[i], ".") {
					t.Errorf("problem %d = %q, want a sentence saying %q", i, got[i], p)
				}
			}
		})
	}
}

// TestWalkerUnitType: a design is a unit type of kind walker, worth its
// budget, that splits its fire; quad legs do not double in an overrun and
// the GEV module moves as a GEV with its GEV-phase movement.
func TestWalkerUnitType(t *testing.T) {
	d := crt.WalkerDesign{Name: "Iron Duke", Generation: crt.GenerationLate, Attack: 6, Defense: 4, Range: 3, Move: 4, Jumpjets: true}
	u := d.UnitType()
	if u.ID != "walker:iron-duke" || u.Kind != engine.KindWalker || u.Mode != engine.ModeWalker || u.VP != 18 ||
		!u.Has(engine.SpecialSplitFire) || u.Has(crt.SpecialNoDouble) || crt.WalkerOf(u) == nil || !crt.WalkerOf(u).Jumpjets {
		t.Errorf("UnitType = %+v", u)
	}
	d.Jumpjets, d.Legs = false, crt.LegsQuad
	if q := d.UnitType(); !q.Has(crt.SpecialNoDouble) {
		t.Errorf("a quad walker doubles in an overrun (%s, Quadrupedal: \"do not get to double\")", faqOptional)
	}
	d.Legs, d.GEVMove = crt.LegsGEV, 2
	if g := d.UnitType(); g.Mode != engine.ModeGEV || g.Move2 != 2 {
		t.Errorf("GEV module: mode %s, move2 %v (%s, GEV Module: \"move as GEVs\")", g.Mode, g.Move2, faqOptional)
	}
}

// TestParseWalkerRules reads the game switches.
func TestParseWalkerRules(t *testing.T) {
	w, err := crt.ParseWalkerRules("jumpjets, wheels,legs,LAT")
	if err != nil || w != (crt.WalkerRules{Jumpjets: true, Wheels: true, Legs: true, LAT: true}) {
		t.Errorf("ParseWalkerRules = %+v, %v", w, err)
	}
	if !slices.Equal(w.Names(), crt.WalkerRuleNames) {
		t.Errorf("Names = %v", w.Names())
	}
	if _, err := crt.ParseWalkerRules("jumpjets,vtol"); err == nil || !strings.Contains(err.Error(), `"vtol"`) {
		t.Errorf("an unknown rule: %v", err)
	}
}

// TestWalkerDesignJSON: the design a game records survives its log.
func TestWalkerDesignJSON(t *testing.T) {
	d := crt.WalkerDesign{Name: "Hop", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 2, Legs: crt.LegsQuad}
	b, err := json.Marshal(d.UnitType())
	if err != nil {
		t.Fatal(err)
	}
	var back engine.UnitType
	if err := json.Unmarshal(b, &back); err != nil || crt.WalkerOf(&back) == nil || *crt.WalkerOf(&back) != d {
		t.Errorf("read back %+v, %v", crt.WalkerOf(&back), err)
	}
}

// TestWalkerOptionDetails: every option a design has is described, in the
// order of Options, at its generation's price, with distances in the scale
// (000 FAQ, Walkers, 5.0 Optional Walker Rules).
func TestWalkerOptionDetails(t *testing.T) {
	d := crt.WalkerDesign{Name: "W", Generation: crt.GenerationLate, Attack: 2, Defense: 2, Range: 1, Move: 4, Wheels: true, LAT: true, Legs: crt.LegsQuad}
	got := d.OptionDetails(engine.Inches)
	var names []string
	for _, o := range got {
		names = append(names, o.Name)
		if o.Does == "" || !strings.HasPrefix(o.Source, faqOptional) {
			t.Errorf("%s: sentence %q, source %q", o.Name, o.Does, o.Source)
		}
	}
	if !slices.Equal(names, d.Options()) {
		t.Errorf("options %v, want %v", names, d.Options())
	}
	if got[0].Cost != 2 || got[1].Cost != 6 || got[2].Cost != 0 {
		t.Errorf("costs %v, %v, %v; want 2, 6, 0 (late wheels, lat, free legs)", got[0].Cost, got[1].Cost, got[2].Cost)
	}
	if !strings.Contains(got[0].Does, `road bonus of 4"`) || !strings.Contains(got[1].Does, `free GEV phase of 4"`) {
		t.Errorf("distances not in inches: %q; %q", got[0].Does, got[1].Does)
	}
	if n := len((crt.WalkerDesign{Generation: crt.GenerationEarly}).OptionDetails(engine.Hexes)); n != 0 {
		t.Errorf("a biped with no options has %d described", n)
	}
}

// TestWalkerDesignChanges: what saving one design over another changes,
// as the designer and "walker save" say it before replacing a design.
func TestWalkerDesignChanges(t *testing.T) {
	plod := crt.WalkerDesign{Name: "Plod", Generation: crt.GenerationEarly, Attack: 4, Defense: 4, Range: 2, Move: 2}
	with := func(f func(*crt.WalkerDesign)) crt.WalkerDesign { w := plod; f(&w); return w }
	cases := []struct {
		name string
		to   crt.WalkerDesign
		want []string
	}{
		{"the same design changes nothing", plod, nil},
		{"biped given or left out is the same", with(func(w *crt.WalkerDesign) { w.Legs = crt.LegsBiped }), nil},
		{"numbers and options, in the designer's order", with(func(w *crt.WalkerDesign) { w.Attack, w.Move, w.Jumpjets = 5, 1, true }),
			[]string{"attack 4 → 5", "move 2 → 1", "jumpjets no → yes"}},
		{"generation, legs and notes", with(func(w *crt.WalkerDesign) {
			w.Generation, w.Legs, w.Notes = crt.GenerationLate, crt.LegsQuad, "slow"
		}), []string{"generation early → late", "legs biped → quad", "the notes"}},
		{"the name's spelling", with(func(w *crt.WalkerDesign) { w.Name = "PLOD" }), []string{"name Plod → PLOD"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := plod.Changes(c.to); !slices.Equal(got, c.want) {
				t.Errorf("Changes = %q, want %q", got, c.want)
			}
		})
	}
}

// TestCatalogWithUnits: a design saved while a game is open joins a copy
// of its catalog: a new id after the others, a known one in its place; the
// catalog it came from keeps what it had.
func TestCatalogWithUnits(t *testing.T) {
	cat := &engine.Catalog{Units: []*engine.UnitType{{ID: "heavy-tank"}, {ID: "walker:plod", Name: "Plod"}}}
	plod := crt.WalkerDesign{Name: "Plod", Generation: crt.GenerationEarly, Attack: 5, Defense: 4, Range: 1, Move: 1}.UnitType()
	hop := crt.WalkerDesign{Name: "Hopper", Generation: crt.GenerationEarly, Attack: 4, Defense: 4, Range: 2, Move: 2}.UnitType()
	got := cat.WithUnits(plod, hop)
	var ids []string
	for _, u := range got.Units {
		ids = append(ids, u.ID)
	}
	if !slices.Equal(ids, []string{"heavy-tank", "walker:plod", "walker:hopper"}) || got.Units[1] != plod {
		t.Errorf("WithUnits: %q", ids)
	}
	if len(cat.Units) != 2 || crt.WalkerOf(cat.Units[1]) != nil {
		t.Errorf("the catalog it came from changed: %+v", cat.Units)
	}
	if u, err := got.Unit("walker:hopper"); err != nil || u != hop {
		t.Errorf("Unit(walker:hopper) = %v, %v", u, err)
	}
}

// TestWalkerDesignJSONBytes: a unit type writes its design last, under
// "walker", as the field it was before the design was the system's own
// (engine.UnitType.Own): the logs and databases written then read the
// same, and an encoder that leaves <, > and & as they are (an export)
// finds them so in the design too.
func TestWalkerDesignJSONBytes(t *testing.T) {
	d := crt.WalkerDesign{Name: "Hop", Generation: crt.GenerationEarly, Attack: 2, Defense: 2, Range: 2, Move: 2, Notes: "A & B <c>"}
	u := d.UnitType()
	u.Aliases = []string{"walker:1"}
	const want = `{"id":"walker:hop","name":"Hop","aliases":["walker:1"],"kind":"walker","attack":2,"range":2,"defense":2,"move":2,"mode":"walker","vp":12,"special":["split-fire"],"source":"000 FAQ, Walkers, 4.0 Buying Walkers","notes":"A & B <c>",` +
		`"walker":{"name":"Hop","generation":"early","attack":2,"defense":2,"range":2,"move":2,"notes":"A & B <c>"}}`
	for _, escape := range []bool{true, false} {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(escape)
		if err := enc.Encode(struct {
			Unit *engine.UnitType `json:"unit"`
		}{u}); err != nil {
			t.Fatal(err)
		}
		w := `{"unit":` + want + "}\n"
		if escape {
			w = strings.NewReplacer("&", `\u0026`, "<", `\u003c`, ">", `\u003e`).Replace(w)
		}
		if b.String() != w {
			t.Errorf("escape %v:\n got %s\nwant %s", escape, b.String(), w)
		}
	}
}
