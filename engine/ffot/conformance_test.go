package ffot_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/gamefile/gamefiletest"
	"ogretable/sheets/papertest"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/systemtest"

	// FFOTigers' paper, registered from a package of its own.
	_ "ogretable/sheets/ffotpaper"
)

// TestFFOTConformance runs the conformance test every rule system runs
// (tracker/systemtest) on FFOTigers, with the example figures as house
// rules: stands enter play, form units, take their terrain and move (a
// tracked stand bogging in a swamp), and the phases go round both sides;
// the generic roster and report print, and the game exports and imports.
func TestFFOTConformance(t *testing.T) {
	conformance(t, 7, []string{
		"add heavy-tank x2 as HT side attacker", "add infantry-squad x2 as INF side defender",
		"unit 1st HT1,HT2 quality veteran hq", "unit 2nd INF1,INF2 quality green",
		"terrain HT2 swamp", "terrain INF1 forest hull-down",
		"next", "move HT1 half toward into light-woods", "move HT2 quarter die 1",
		"next", "next", "next", "next", "move INF1,INF2 full", "note the defence moved",
		"undo", "redo",
		// barrages: placed in the side's command phase, landed and burst in the enemy's barrage phase
		"add mobile-howitzer as ART side attacker", "unit arty ART quality veteran",
		"next", "next", "next", "barrage ART at the ford spotter HT1", "next", "move HT2 full away die 5", "next", "next",
		"next", "next", "next", "next", "land B1 die 6", "burst B1 at INF1,INF2 feature copse:trees",
	})
}

// conformance runs the conformance test on FFOTigers with the example
// figures as house rules: script played with dice of seed, its paper
// printed, the game exported and imported.
func conformance(t *testing.T, seed int64, script []string) {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	systemtest.Run(t, systemtest.Config{
		Info:    tracker.Info{Variant: ffot.Variant, Scale: engine.Inches, Seed: seed},
		Catalog: cat,
		Script:  script,
		Paper:   func(_ systemtest.T, s *tracker.Session) { papertest.Check(t, s) },
		Files: func(_ systemtest.T, s *tracker.Session, texts []string, events []engine.LogEvent) {
			gamefiletest.Check(t, s, texts, events)
		},
	})
}

// TestFFOTGame: a game of FFOTigers refuses what 004 refuses, and keeps
// each stand's unit, quality, marker, bogging, movement and terrain.
func TestFFOTGame(t *testing.T) {
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.NewGame(cat, ffot.Variant, engine.Inches, []string{"attacker", "defender"})
	if err != nil {
		t.Fatal(err)
	}
	do := func(line string, dice ...int) error {
		t.Helper()
		c, err := g.ParseCommand(line)
		if err != nil {
			return err
		}
		d, err := engine.NewManual(dice...)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := engine.Resolve(g, c, d)
		if err != nil {
			return err
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
		}
		return nil
	}
	must := func(line string, dice ...int) {
		t.Helper()
		if err := do(line, dice...); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	refused := func(line, says string, dice ...int) {
		t.Helper()
		if err := do(line, dice...); err == nil || !strings.Contains(engine.Sentence(err), says) {
			t.Errorf("%s: %v, want a refusal saying %q", line, err, says)
		}
	}
	// issue 23: a unit without figures is refused, saying where to give them.
	refused("add mark-iii as MK3 side attacker", "FFOTigers has no figures for Mark III: 004 FFOTigers gives none for Ogre units, so give its stand's figures in an [[ffot-stand]] entry of your templates folder (ogretable --templates DIR): \"ogretable templates example ffot -o DIR/ffot-stands.toml\" writes an example to start from, and \"ogretable help templates\" says every field")
	must("add heavy-tank x2 as HT side attacker")
	must("add infantry-squad as INF1 side defender")
	// issue 23: "a stand in no unit cannot act".
	must("next")
	refused("move HT1 full", "in no unit and cannot act")
	must("unit 1st HT1,HT2 quality veteran")
	refused("unit 2nd HT1 quality green", "HT1 is in the unit 1st already")
	refused("unit 1st INF1 quality green", "named 1st already")
	refused("unit 3rd INF1,HT2 quality green", "of one side")
	// 004 FFOTigers: "Woods and swamps ... Swamp may cause a stand to get bogged down";
	// tracked "1", -1 to the roll per bogging (NoteBogEnds).
	must("terrain HT2 swamp")
	must("move HT2 full die 1")
	s := ffot.StandOf(g.Unit("HT2"))
	if s.Bogged != 1 || s.Moved != ffot.MovedNone || s.Terrain != ffot.Swamp || s.Quality != ffot.Veteran || s.Unit != "1st" {
		t.Errorf("HT2 after bogging: %+v", s)
	}
	// "On the next turn the stand rolls for bog" (NoteMoveOnce): not again
	// this phase.
	refused("move HT2 full into open die 3", "HT2 bogged down in the swamp this phase and tries again next turn")
	refused("move INF1 full", "it is the attacker's turn")
	// 004 FFOTigers, step 5: the side's command phase removes suppressed
	// markers and makes pinned suppressed; a stand moved none then.
	must("next")
	must("next")
	must("next")
	if g.Phase != ffot.PhaseCommand || g.CurrentSide() != "defender" {
		t.Errorf("after the barrage phase: %s's %s", g.CurrentSide(), g.Phase)
	}
	for range 5 {
		must("next")
	}
	must("move HT2 full into open die 3") // bogs on 2 or less now: 3 frees it
	if s = ffot.StandOf(g.Unit("HT2")); s.Bogged != 0 || s.Moved != ffot.MovedFull || s.Terrain != ffot.Open {
		t.Errorf("HT2 after leaving the swamp: %+v", s)
	}
	st := ffot.GameOf(g)
	if len(st.Units) != 1 || st.Units[0].Name != "1st" || st.Units[0].Quality != ffot.Veteran {
		t.Errorf("units: %+v", st.Units)
	}
}
