package systemtest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/gamefile/gamefiletest"
	"ogretable/sheets/papertest"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
)

// drillSystem is a rule system that lives only in this test, outside
// engine/crt: units have a morale, kept in a state of their own; "rally
// LABEL" rolls a d6 (4 or more raises it by one), "waver LABEL" lowers it,
// "drill LABEL DRILL" raises it by the bonus of a [[test-drill]] entry, a
// table of the system's own that the referee's house rules fill; the game
// keeps a count of the drills. Its turn is two phases, orders then melee.
//
// Flags break it on purpose, to see that the conformance test catches a
// broken system: random makes its Apply add a random amount, shallow makes
// its units' state shared by every clone of the game.
type drillSystem struct {
	name    string
	random  bool
	shallow bool
}

// drillGame is the system's state of the game: how many drills were run.
type drillGame struct {
	Drills int `json:"drills"`
}

func (g *drillGame) CloneState() engine.SystemState { c := *g; return &c }

// drillUnit is the system's state of a unit: its morale and the drills it
// ran.
type drillUnit struct {
	Morale  int      `json:"morale"`
	Drilled []string `json:"drilled,omitempty"`
	shallow bool
}

func (u *drillUnit) CloneUnit() engine.UnitState {
	if u.shallow {
		return u
	}
	c := *u
	c.Drilled = slices.Clone(u.Drilled)
	return &c
}

// drill is an entry of the system's [[test-drill]] table; Units are the
// unit types that know the drill when they enter play.
type drill struct {
	ID     string   `toml:"id" json:"id"`
	Name   string   `toml:"name" json:"name"`
	Bonus  int      `toml:"bonus" json:"bonus"`
	Units  []string `toml:"units" json:"units,omitempty"`
	Source string   `toml:"source" json:"source,omitempty"`
}

func (d *drill) EntryKey() string  { return d.ID }
func (d *drill) EntryText() string { return fmt.Sprintf("%s, morale +%d", d.Name, d.Bonus) }

// moraleChange is the payload of the system's one event kind.
type moraleChange struct {
	Label  string `json:"label"`
	Change int    `json:"change"`
	Drill  string `json:"drill,omitempty"`
}

const eventMorale engine.EventKind = "drill-morale"

func (s drillSystem) Name() string               { return s.name }
func (s drillSystem) Title() string              { return "the " + s.name + " rules" }
func (s drillSystem) Variants() []engine.Variant { return []engine.Variant{engine.Variant(s.name)} }
func (drillSystem) Phases() []engine.Phase       { return []engine.Phase{"orders", "melee"} }
func (drillSystem) Keywords() []string           { return nil }
func (drillSystem) NewState() engine.SystemState { return &drillGame{} }
func (drillSystem) DecodeState(_ *engine.Game, data json.RawMessage) (engine.SystemState, error) {
	st := &drillGame{}
	if len(data) == 0 {
		return st, nil
	}
	return st, json.Unmarshal(data, st)
}
func (drillSystem) PrepareAdd(*engine.Game, *engine.UnitType, *engine.Event) error { return nil }
func (drillSystem) Retype(*engine.Game, *engine.Unit) error                        { return nil }
func (drillSystem) Check(*engine.Game, string) (bool, bool, string, error) {
	return false, false, "", fmt.Errorf("the drill test rules judge no checks")
}
func (drillSystem) Victory(*engine.Game, *engine.Scenario) []engine.VictoryStatus { return nil }
func (s drillSystem) NewUnit(*engine.Game, *engine.Unit, engine.Event) (engine.UnitState, error) {
	return &drillUnit{shallow: s.shallow}, nil
}
func (s drillSystem) DecodeUnit(_ *engine.Game, _ *engine.Unit, data json.RawMessage) (engine.UnitState, error) {
	u := &drillUnit{shallow: s.shallow}
	if len(data) == 0 {
		return u, nil
	}
	return u, json.Unmarshal(data, u)
}

func (s drillSystem) ApplyEvent(g *engine.Game, e engine.Event) (bool, error) {
	if e.Kind != eventMorale {
		return false, nil
	}
	var d moraleChange
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return true, err
	}
	u := g.Unit(d.Label).Ext.(*drillUnit)
	u.Morale += d.Change
	if s.random {
		u.Morale += rand.IntN(1000)
	}
	if d.Drill != "" {
		u.Drilled = append(u.Drilled, d.Drill)
		g.Ext.(*drillGame).Drills++
	}
	return true, nil
}

// EntriesOf names the drills unit type t knows: the game records them when
// a unit of the type enters play (engine.EntryUser).
func (drillSystem) EntriesOf(g *engine.Game, t *engine.UnitType) []engine.EntryRef {
	var out []engine.EntryRef
	for _, e := range g.Catalog.Entries("test-drill") {
		if slices.Contains(e.(*drill).Units, t.ID) {
			out = append(out, engine.EntryRef{Table: "test-drill", Key: e.EntryKey()})
		}
	}
	return out
}

func moraleOf(g *engine.Game, label string) int { return g.Unit(label).Ext.(*drillUnit).Morale }

func (drillSystem) Verbs() []*engine.VerbDef {
	labelAnd := func(n int) func(c *engine.Command, args []string, _ string) error {
		return func(c *engine.Command, args []string, _ string) error {
			args, dice, err := engine.TakeDice(args)
			if err != nil {
				return err
			}
			if len(args) != n {
				return engine.Usage(c.Verb)
			}
			c.Label, c.Dice = strings.ToUpper(args[0]), dice
			if n == 2 {
				c.Type = args[1]
			}
			return nil
		}
	}
	change := func(r *engine.Resolver, d moraleChange, text string) {
		data, _ := json.Marshal(d)
		r.Emit(engine.Event{Kind: eventMorale, Unit: d.Label, Data: data, Text: text})
	}
	return []*engine.VerbDef{
		{Verb: "rally", Syntax: "rally LABEL [die N]", Help: "a unit rallies: 4+ on a d6 raises its morale", Parse: labelAnd(1),
			Resolve: func(r *engine.Resolver) error {
				u, err := r.Unit(r.Command().Label)
				if err != nil {
					return err
				}
				d, err := r.Throw(engine.Need{Count: 1, Sides: 6, For: "for " + u.Label + "'s rally: 4 or more raises its morale"})
				if err != nil {
					return err
				}
				up := 0
				if d[0].Value >= 4 {
					up = 1
				}
				change(r, moraleChange{Label: u.Label, Change: up}, fmt.Sprintf("%s rallies: d6 %d, morale %+d.", u.Label, d[0].Value, up))
				return nil
			}},
		{Verb: "drill", Syntax: "drill LABEL DRILL", Help: "a unit runs a drill of the house rules: its morale rises by the drill's bonus", Parse: labelAnd(2),
			Resolve: func(r *engine.Resolver) error {
				u, err := r.Unit(r.Command().Label)
				if err != nil {
					return err
				}
				e, err := r.DefineEntry("test-drill", r.Command().Type)
				if err != nil {
					return err
				}
				d := e.(*drill)
				r.NoRoll("for a drill")
				change(r, moraleChange{Label: u.Label, Change: d.Bonus, Drill: d.ID}, fmt.Sprintf("%s runs the %s: morale %+d.", u.Label, d.Name, d.Bonus))
				return nil
			}},
		{Verb: "waver", Syntax: "waver LABEL", Help: "a unit's morale falls", Parse: labelAnd(1),
			Resolve: func(r *engine.Resolver) error {
				if _, err := r.Unit(r.Command().Label); err != nil {
					return err
				}
				r.NoRoll("for a unit that wavers")
				change(r, moraleChange{Label: r.Command().Label, Change: -1}, r.Command().Label+" wavers.")
				return nil
			}},
		{Verb: "next", Syntax: "next", Help: "the next phase", Parse: engine.ParseBare, Resolve: func(r *engine.Resolver) error {
			g := r.Game()
			turn, side, phase := g.Turn, g.Side, engine.Phase("melee")
			if g.Phase == "melee" {
				phase, side = "orders", (g.Side+1)%len(g.Sides)
				if side == 0 {
					turn++
				}
			}
			r.NoRoll("for the next phase")
			r.Emit(engine.Event{Kind: engine.EventPhase, Turn: turn, SideIndex: side, Phase: phase,
				Text: fmt.Sprintf("The %s's %s phase, turn %d.", g.Sides[side], phase, turn)})
			return nil
		}},
	}
}

func init() {
	engine.RegisterSystem(drillSystem{name: "drill-test"})
	engine.RegisterSystem(drillSystem{name: "drill-random", random: true})
	engine.RegisterSystem(drillSystem{name: "drill-shallow", shallow: true})
	engine.RegisterTable(engine.TableDef{Name: "test-drill", New: func() engine.Entry { return &drill{} }})
	templates.RegisterTable[drill](templates.SystemTable[drill]{
		Name: "test-drill", Required: `"id", "name" and "bonus"`,
		Check: func(c *templates.Check, d *drill) {
			for _, f := range []string{"name", "bonus"} {
				if !c.Has(f) {
					c.Missing(f)
				}
			}
			if d.Bonus < 0 {
				c.Problem("bonus", "a drill's bonus is 0 or more (got %d)", d.Bonus)
			}
		},
		Cross: func(c *templates.Check, d *drill) {
			for i, id := range d.Units {
				if !c.KnownUnit(id) {
					c.UnknownUnit(fmt.Sprintf("units[%d]", i+1), id)
				}
			}
		},
	})
}

// houseCatalog returns the built-in catalog with a house-rules folder that
// gives the drills, the assault drill's bonus bonus.
func houseCatalog(t *testing.T, bonus int) *engine.Catalog {
	t.Helper()
	dir := t.TempDir()
	text := fmt.Sprintf("[[test-drill]]\nid = \"assault\"\nname = \"assault drill\"\nbonus = %d\nsource = \"house rule\"\n\n"+
		"[[test-drill]]\nid = \"parade\"\nname = \"parade drill\"\nbonus = 0\nunits = [\"gev\"]\n", bonus)
	if err := os.WriteFile(filepath.Join(dir, "drills.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := templates.Load(templates.Files(), dir)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// drillScript plays the drill system: units added, rallies rolled and
// typed, drills of the house rules, a note, phases, undo and redo.
var drillScript = []string{
	"add heavy-tank as A", "add gev as B side defence",
	"drill A assault", "rally A die 5", "rally B", "waver B", "note halfway",
	"next", "drill B assault", "drill B parade", "undo", "redo", "waver A", "undo",
	"next", "rally A",
}

// TestSmallSystemConforms runs the conformance test on the system of this
// file, with its house-rule drills.
func TestSmallSystemConforms(t *testing.T) {
	Run(t, Config{Info: tracker.Info{Variant: "drill-test", Seed: 7}, Catalog: houseCatalog(t, 1), Script: drillScript,
		Paper: func(_ T, s *tracker.Session) { papertest.Check(t, s) },
		Files: func(_ T, s *tracker.Session, texts []string, events []engine.LogEvent) {
			gamefiletest.Check(t, s, texts, events)
		}})
}

// recorder is a T that keeps what Run reports, for the tests of Run itself.
type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

// runRecorded runs Run with a recorder and returns what it reported.
func runRecorded(c Config) []string {
	r := &recorder{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Run(r, c)
	}()
	<-done
	return r.errs
}

// TestBrokenSystemsFail: the conformance test fails a system whose Apply
// is not deterministic, and one whose state clones share, and passes the
// same system whole.
func TestBrokenSystemsFail(t *testing.T) {
	cat := houseCatalog(t, 1)
	for _, tc := range []struct {
		variant engine.Variant
		want    string // what a report must say; "" for none at all
	}{
		{"drill-test", ""},
		{"drill-random", "Apply is not deterministic"},
		{"drill-shallow", "does not clone deeply"},
	} {
		t.Run(string(tc.variant), func(t *testing.T) {
			errs := runRecorded(Config{Info: tracker.Info{Variant: tc.variant, Seed: 7}, Catalog: cat, Script: drillScript,
				Paper: func(_ T, s *tracker.Session) { papertest.Check(t, s) },
				Files: func(_ T, s *tracker.Session, texts []string, events []engine.LogEvent) {
					gamefiletest.Check(t, s, texts, events)
				}})
			all := strings.Join(errs, "\n")
			t.Logf("reported:\n%s", all)
			switch {
			case tc.want == "" && len(errs) > 0:
				t.Errorf("the whole system fails:\n%s", all)
			case tc.want != "" && !strings.Contains(all, tc.want):
				t.Errorf("the conformance test does not say %q of %s; it says:\n%s", tc.want, tc.variant, all)
			}
		})
	}
}

// TestSystemTableRecordedAndUpdated: a drill of the house rules is
// recorded in the game when it enters play, the game plays it as recorded
// when the house rules change, and "update" brings the record up to date
// (issue 19, item 4), as a unit type's.
func TestSystemTableRecordedAndUpdated(t *testing.T) {
	store := trackertest.NewStore()
	info := tracker.Info{ID: 1, Name: "drills", Variant: "drill-test", Scale: engine.Hexes, Seed: 3}
	s, err := tracker.Open(store, houseCatalog(t, 1), info)
	if err != nil {
		t.Fatal(err)
	}
	trackertest.Run(t, s, "add heavy-tank as A")
	if s.State().RecordedEntry("test-drill", "parade") != nil {
		t.Error("a heavy tank entering play recorded the parade drill, which only GEVs know")
	}
	trackertest.Run(t, s, "add gev as B side defence")
	if s.State().RecordedEntry("test-drill", "parade") == nil {
		t.Error("a GEV entering play did not record the parade drill it knows")
	}
	trackertest.Run(t, s, "drill A assault")
	lines, err := s.Log()
	if err != nil {
		t.Fatal(err)
	}
	recorded := slices.IndexFunc(lines, func(l tracker.LogLine) bool {
		return l.Kind == string(engine.EventDefined) && l.Event.Def != nil && l.Event.Def.Table == "test-drill" && l.Event.Type == "assault"
	})
	if recorded < 0 || lines[recorded].Text != "The game records assault as the templates give it: assault drill, morale +1." {
		var texts []string
		for _, l := range lines {
			texts = append(texts, l.Text)
		}
		t.Fatalf("the assault drill's record is not in the log:\n%s", strings.Join(texts, "\n"))
	}
	if _, err := s.Do("update assault"); err == nil || !strings.Contains(err.Error(), "already matches") {
		t.Errorf("update with the same house rules: %v; want a refusal that the record matches", err)
	}

	// The house rules change: the game plays the drill as recorded, until
	// the referee updates it.
	changed := houseCatalog(t, 3)
	s, err = tracker.Open(store, changed, info)
	if err != nil {
		t.Fatal(err)
	}
	trackertest.Run(t, s, "drill A assault")
	if got := moraleOf(s.State(), "A"); got != 2 {
		t.Errorf("after a second drill on changed house rules, A's morale is %d, want 2 (the recorded +1 twice)", got)
	}
	_, offered := tracker.Complete(s.State(), "update ")
	if !slices.Contains(offered, "assault") {
		t.Errorf("update completes %v, without the recorded drill", offered)
	}
	out, err := s.Do("update assault")
	if err != nil || len(out) != 1 || out[0].Text != "The referee brings assault up to date with the templates: assault drill, morale +3 (was assault drill, morale +1)." {
		t.Fatalf("update assault: %+v, %v", out, err)
	}
	trackertest.Run(t, s, "drill A assault")
	if got := moraleOf(s.State(), "A"); got != 5 {
		t.Errorf("after the update, A's morale is %d, want 5", got)
	}
	if _, err := s.Do("update all"); err == nil || !strings.Contains(err.Error(), "already matches") {
		t.Errorf("update all after the update: %v; want a refusal that the records match", err)
	}
	// Opened again on the first house rules, the game keeps its record.
	again, err := tracker.Open(store, houseCatalog(t, 1), info)
	if err != nil {
		t.Fatal(err)
	}
	if d, ok := again.State().RecordedEntry("test-drill", "assault").(*drill); !ok || d.Bonus != 3 || moraleOf(again.State(), "A") != 5 {
		t.Errorf("opened on other house rules, the record is %+v and A's morale %d; want bonus 3 and 5", d, moraleOf(again.State(), "A"))
	}
	// The game's commands resolved again on house rules other than those
	// it was played with make the events recorded (what an import checks):
	// its records are put over the catalog.
	d, err := tracker.Verify(houseCatalog(t, 2), info, recordedCommands(t, store))
	if err != nil {
		t.Fatal(err)
	}
	if d != nil {
		t.Errorf("the game verified on other house rules: %q, event %d %s; it %s", d.Command.Text, d.Event, d.What, d.Now)
	}
	// A drill neither recorded nor in the house rules is refused.
	if _, err := again.Do("drill A bayonet"); err == nil || !strings.Contains(err.Error(), `no test-drill named "bayonet"`) {
		t.Errorf("drill A bayonet: %v", err)
	}
	// Without the house rules (a broken file), the refusal says the drill
	// may be theirs.
	again.WithoutHouseRules(errors.New("drills.toml:3: a broken line"))
	if _, err := again.Do("drill A bayonet"); err == nil || !strings.Contains(err.Error(), `it names a test-drill they may define: no test-drill named "bayonet"`) {
		t.Errorf("drill A bayonet without the house rules: %v", err)
	}
}
