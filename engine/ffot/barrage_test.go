package ffot_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
)

// play is a game of FFOTigers on the example figures, played line by line
// with typed dice.
type play struct {
	t *testing.T
	g *engine.Game
}

func newPlay(t *testing.T) *play {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	return &play{t, g}
}

// do resolves and applies one line with typed dice, returning its events.
func (p *play) do(line string, dice ...int) ([]engine.Event, error) {
	c, err := p.g.ParseCommand(line)
	if err != nil {
		return nil, err
	}
	d, err := engine.NewManual(dice...)
	if err != nil {
		p.t.Fatal(err)
	}
	evs, err := engine.Resolve(p.g, c, d)
	if err != nil {
		return nil, err
	}
	for _, e := range evs {
		if err := p.g.Apply(e); err != nil {
			p.t.Fatalf("%s: %v", line, err)
		}
	}
	return evs, nil
}

func (p *play) must(line string, dice ...int) []engine.Event {
	p.t.Helper()
	evs, err := p.do(line, dice...)
	if err != nil {
		p.t.Fatalf("%s: %v", line, err)
	}
	return evs
}

func (p *play) refused(line, says string, dice ...int) {
	p.t.Helper()
	if _, err := p.do(line, dice...); err == nil || !strings.Contains(engine.Sentence(err), says) {
		p.t.Errorf("%s: %v, want a refusal saying %q", line, err, says)
	}
}

// barrageGame sets up two howitzers of a veteran unit and an elite
// spotter for the attacker, and defending stands: a tank in the open and
// infantry in a forest.
func barrageGame(t *testing.T) *play {
	p := newPlay(t)
	for _, l := range []string{
		"add mobile-howitzer x2 as ART side attacker", "add heavy-tank as SPOT side attacker",
		"add heavy-tank as HT side defender", "add infantry-squad as INF side defender",
		"unit arty ART1,ART2 quality veteran", "unit recce SPOT quality elite",
		"unit tanks HT quality average", "unit foot INF quality green", "terrain INF forest",
	} {
		p.must(l)
	}
	return p
}

func TestBarragePlaced(t *testing.T) {
	p := barrageGame(t)
	// 004 FFOTigers: "Only howitzers, mortors, and rocket launchers can fire indirectly".
	p.refused("barrage SPOT at hill spotter SPOT", "SPOT has no weapon that fires indirectly")
	// 004 FFOTigers: "this range is used instead of any other optics range values" (IFR 60).
	p.refused("barrage ART1 at hill spotter SPOT range 61", "fires indirectly out to 60\"")
	p.refused("barrage ART1 at hill spotter HT", "cannot spot for the attacker")
	p.refused("barrage ART1 at the hill spotter", "write")
	evs := p.must("barrage ART1,ART2 at the crossroads spotter SPOT range 40")
	b := ffot.GameOf(p.g).Barrage("B1")
	if b == nil || len(b.Stands) != 2 || b.Spotter != "SPOT" || b.Point != "the crossroads" || b.Quality != ffot.Veteran || b.State != ffot.BarragePlaced {
		t.Fatalf("B1: %+v", b)
	}
	// 004 FFOTigers, ARTILLERY ACCURACY: elite spotter +4, veteran artillery +1: 5+ on 1d6.
	if !strings.Contains(evs[0].Text, "on 5+ on 1d6 (modifier +5)") {
		t.Errorf("the barrage says %q", evs[0].Text)
	}
	p.refused("barrage ART1 at hill spotter SPOT", "ART1 fires in the barrage B1 already")
	// 004 FFOTigers, step 4: the barrage lands in the enemy's barrage phase.
	p.refused("land B1", "only in the barrage phase")
	p.must("next")
	p.must("next")
	p.must("next") // the attacker's own barrage phase
	p.refused("land B1", "lands in the enemy's barrage phase")
}

func TestBarrageLands(t *testing.T) {
	for _, c := range []struct {
		name    string
		spotter string
		dice    []int
		state   string
		scatter string
	}{
		// 004 FFOTigers: "Any modified result of 10+ hits": 5 +5.
		{"on target", "", []int{5}, ffot.BarrageOn, ""},
		// a miss: "1 is long, 2 is right long ... up to 1 die in inches".
		{"scatters", "", []int{4, 2, 3}, ffot.BarrageScatter, "3\" right long"},
		// "If the spotting unit is attacked or destroyed subtract 2 and 4":
		// 5 +1 misses; "2 dice in inches if the observer was attacked or eliminated".
		{"spotter destroyed", "spotter destroyed", []int{5, 6, 2, 5}, ffot.BarrageScatter, "7\" left long"},
		// attacked: 6 +3 = 9 misses.
		{"spotter attacked", "spotter attacked", []int{6, 4, 1, 1}, ffot.BarrageScatter, "2\" short"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := barrageGame(t)
			p.must("barrage ART1,ART2 at hill spotter SPOT")
			for range 7 { // to the defender's barrage phase
				p.must("next")
			}
			evs := p.must(strings.TrimSpace("land B1 "+c.spotter), c.dice...)
			b := ffot.GameOf(p.g).Barrage("B1")
			if b.State != c.state || b.Scatter != c.scatter {
				t.Errorf("B1 is %q %q, want %q %q", b.State, b.Scatter, c.state, c.scatter)
			}
			if len(evs[0].Dice) != len(c.dice) {
				t.Errorf("the event keeps %d dice, want %d", len(evs[0].Dice), len(c.dice))
			}
			p.refused("land B1", "has landed already")
		})
	}
}

func TestBarrageBurst(t *testing.T) {
	p := barrageGame(t)
	p.must("barrage ART1,ART2 at hill spotter SPOT")
	p.refused("burst B1 at HT", "has not landed")
	for range 7 {
		p.must("next")
	}
	p.must("land B1", 6)
	// Burst factor 4+4 = 8: "Burst Factors / 2" 4 is the "3-4" row: AFV
	// 5+, personnel in cover 5+, stone building 6+ (004 FFOTigers,
	// Artillery Hit Chart). HT hit on 5 (no save in the open); INF hit on
	// 6, its forest save fails on 3; the church hit on 6, not saved: 8 of
	// its 15 hit points, over half: it catches fire.
	evs := p.must("burst B1 at HT,INF feature church:stone-building", 5, 6, 3, 6)
	if !strings.Contains(evs[0].Text, "radius 2.5\" (1.25\" a stand, 2 stands)") {
		t.Errorf("the burst says %q", evs[0].Text)
	}
	st := ffot.GameOf(p.g)
	b := st.Barrage("B1")
	if b.State != ffot.BarrageDone || strings.Join(b.Unsaved, ",") != "HT,INF" {
		t.Errorf("B1 after its burst: %+v", b)
	}
	f := st.Feature("church")
	if f == nil || f.Damage != 8 || !f.Burning {
		t.Errorf("the church: %+v", f)
	}
	if len(evs[0].Dice) != 4 {
		t.Errorf("the burst keeps %d dice, want 4", len(evs[0].Dice))
	}
	p.refused("burst B1 at HT", "has burst already")
}

func TestCheckIndirect(t *testing.T) {
	howitzer := ffot.StandWeapon{Name: "howitzer", Ranges: []float64{12, 24, 36}, Indirect: true, IFR: 60, Calibre: 155}
	mortar := ffot.StandWeapon{Name: "mortar", Ranges: []float64{6, 12, 18}, Indirect: true, Calibre: 81}
	rocket := ffot.StandWeapon{Name: "rockets", Ranges: []float64{10, 20, 30}, Indirect: true, Rocket: true, IFR: 50, Calibre: 150}
	for _, c := range []struct {
		name  string
		w     ffot.StandWeapon
		rng   float64
		says  string // "" when it may fire
		reach float64
	}{
		// 004 FFOTigers: "this range is used instead of any other optics range values".
		{"howitzer within its IFR", howitzer, 60, "", 60},
		{"howitzer beyond its IFR", howitzer, 60.5, "out to 60\"", 60},
		// no IFR listed: its long range (IndirectRange).
		{"mortar at its long range", mortar, 18, "", 18},
		{"mortar beyond it", mortar, 19, "out to 18\"", 18},
		// "Rockets cannot fire below maximum short range."
		{"rocket below its short range", rocket, 9.5, "cannot fire below its short range of 10\"", 50},
		{"rocket at its short range", rocket, 10, "", 50}, // issue 29: "below", not at
		{"rocket beyond its short range", rocket, 10.5, "", 50},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.w.IndirectRange(); got != c.reach {
				t.Errorf("IndirectRange = %v, want %v", got, c.reach)
			}
			err := c.w.CheckIndirect(c.rng)
			if (err == nil) != (c.says == "") || (err != nil && !strings.Contains(engine.Sentence(err), c.says)) {
				t.Errorf("CheckIndirect(%v) = %v, want %q", c.rng, err, c.says)
			}
		})
	}
}

func TestArtilleryTargetOf(t *testing.T) {
	tank := &ffot.Stand{Class: ffot.ClassVehicle}
	foot := &ffot.Stand{Class: ffot.ClassPersonnel}
	for _, c := range []struct {
		name    string
		f       *ffot.Stand
		terrain ffot.Terrain
		want    ffot.ArtilleryTarget
	}{
		// 004 FFOTigers, Artillery Hit Chart: "AFV or bunkers", "Personnel in
		// cover or trenches", "Personnel in open".
		{"a vehicle anywhere", tank, ffot.Forest, ffot.TargetAFV},
		{"personnel in a trench", foot, ffot.Trench, ffot.TargetTrench},
		{"personnel in light woods (soft cover)", foot, ffot.LightWoods, ffot.TargetPersonnelCover},
		{"personnel in town (hard cover)", foot, ffot.Town, ffot.TargetPersonnelCover},
		{"personnel in the open", foot, ffot.Open, ffot.TargetPersonnelOpen},
		{"personnel on a road", foot, ffot.Road, ffot.TargetPersonnelOpen},
	} {
		if got := ffot.ArtilleryTargetOf(c.f, c.terrain); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		f    ffot.Feature
		want ffot.ArtilleryTarget
	}{
		// "Stone Bld or woods", "Wood Building walls", "AFV or bunkers"; walls: NoteWalls.
		{ffot.Trees, ffot.TargetWoods}, {ffot.Bunker, ffot.TargetBunker}, {ffot.StoneBuilding, ffot.TargetStoneBuilding},
		{ffot.StoneWall, ffot.TargetStoneBuilding}, {ffot.WoodBuilding, ffot.TargetWoodBuilding}, {ffot.WoodWall, ffot.TargetWoodBuilding},
		{ffot.TrenchFeature, ffot.TargetTrench},
	} {
		if got := c.f.ArtilleryTarget(); got != c.want {
			t.Errorf("%s: %s, want %s", c.f, got, c.want)
		}
	}
}

// TestBarrageOutOfTurn: a barrage is placed only in its side's command
// phase and by stands of one quality (one accuracy roll, 004 FFOTigers:
// "The quality of the artillery stand is then added"); it lands only in
// the enemy's barrage phase (steps 4 and 8).
func TestBarrageOutOfTurn(t *testing.T) {
	p := barrageGame(t)
	p.must("add mobile-howitzer as GRN side attacker")
	p.must("unit raw GRN quality green")
	p.refused("barrage ART1,GRN at hill spotter SPOT", "place one barrage for each quality")
	p.must("next")
	p.refused("barrage ART1 at hill spotter SPOT", "only in the command phase")
	p.must("next")
	p.must("next")
	p.must("next") // the defender's command phase
	p.refused("barrage ART1 at hill spotter SPOT", "it is the defender's turn")
	p.refused("land B9", "none is placed")
}

// TestBarrageSpotterLost: a barrage whose spotter is out of play lands as
// with a destroyed spotter (004 FFOTigers: "If the spotting unit is
// attacked or destroyed subtract 2 and 4"), and bursts with its stands in
// play alone ("the number of stands landing fire on target").
func TestBarrageSpotterLost(t *testing.T) {
	p := barrageGame(t)
	p.must("barrage ART1,ART2 at hill spotter SPOT")
	for range 7 {
		p.must("next")
	}
	p.g.Unit("SPOT").Status = engine.StatusDestroyed // as a fire verb leaves it
	p.g.Unit("ART2").Status = engine.StatusDestroyed
	p.refused("land B1 spotter ok", "say \"spotter destroyed\"", 6)
	// elite +4, veteran +1, destroyed -4: 6 +1 = 7 misses; 2d6 scatter.
	evs := p.must("land B1", 6, 1, 2, 2)
	if b := ffot.GameOf(p.g).Barrage("B1"); b.Scatter != "4\" long" {
		t.Errorf("B1 scatters %q, want 4\" long (%s)", b.Scatter, evs[0].Text)
	}
	// ART1 alone: 155 mm, 1.25" a stand; burst factor 4 is the "1-2" row: AFV 6+.
	evs = p.must("burst B1 at HT", 5)
	if !strings.Contains(evs[0].Text, "radius 1.25\" (1.25\" a stand, 1 stand), burst factor 4") || !strings.Contains(evs[0].Text, "HT (afv) is missed: 5, 6+ hits") {
		t.Errorf("the burst says %q", evs[0].Text)
	}
}

// TestBarrageNameIsNoUnits: a barrage is named B and a number that names
// no unit of the game (a playtest's barrage B1 was logged beside the
// defender's unit B1).
func TestBarrageNameIsNoUnits(t *testing.T) {
	p := barrageGame(t)
	p.must("add heavy-tank as B1 side defender")
	p.must("barrage ART1 at the crossroads spotter SPOT")
	st := ffot.GameOf(p.g)
	if len(st.Barrages) != 1 || st.Barrages[0].Name != "B2" {
		t.Errorf("the barrage beside unit B1 is named %q, want B2", st.Barrages[0].Name)
	}
}

// TestBarrageRounds: a barrage fires HE rounds at the burst value listed,
// or AP rounds at half of it, its radius the calibres' either way (004
// FFOTigers: "HE rounds fired have the burst value as listed, AP rounds
// have 1/2 the burst value listed or none if no burst value was listed";
// "The burst radius of a round is determined by the number of stands
// landing fire on target and their caliber"). Two howitzers list 4 each:
// HE 8, "Burst Factors / 2" 4, the "3-4" row, AFV 5+; AP 4, the "1-2"
// row, AFV 6+.
func TestBarrageRounds(t *testing.T) {
	for _, c := range []struct {
		name, words, placed, burst string
		factor                     float64
		hitOn5                     bool
	}{
		{"HE when unsaid", "", "", "burst factor 8 (HE, as listed)", 8, true},
		{"HE said", " he", "", "burst factor 8 (HE, as listed)", 8, true},
		{"AP", " ap", "AP rounds, half the listed burst value", "burst factor 4 (AP, half the listed burst value)", 4, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := barrageGame(t)
			evs := p.must("barrage ART1,ART2 at hill spotter SPOT range 30" + c.words)
			if c.placed != "" && !strings.Contains(evs[0].Text, c.placed) {
				t.Errorf("the barrage says %q, want %q", evs[0].Text, c.placed)
			}
			if c.placed == "" && strings.Contains(evs[0].Text, "AP") {
				t.Errorf("an HE barrage says %q", evs[0].Text)
			}
			for range 7 {
				p.must("next")
			}
			p.must("land B1", 6)
			bu, err := ffot.BurstOf(p.g, ffot.GameOf(p.g).Barrage("B1"))
			if err != nil || bu.Factor != c.factor || bu.Radius != 2.5 {
				t.Fatalf("BurstOf = %+v, %v; want factor %v, radius 2.5", bu, err, c.factor)
			}
			evs = p.must("burst B1 at HT", 5)
			if !strings.Contains(evs[0].Text, c.burst) {
				t.Errorf("the burst says %q, want %q", evs[0].Text, c.burst)
			}
			if hit := strings.Contains(evs[0].Text, "HT (afv) is hit"); hit != c.hitOn5 {
				t.Errorf("HT on a 5: hit %v, want %v: %q", hit, c.hitOn5, evs[0].Text)
			}
		})
	}
	p := barrageGame(t)
	p.refused("barrage ART1 at hill spotter SPOT ap ap", "write")
	p.refused("barrage ART1 at hill spotter SPOT canister", "write")
}
