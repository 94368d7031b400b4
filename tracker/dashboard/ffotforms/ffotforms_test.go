package ffotforms

import (
	"ogretable/tracker/dashboard"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/templates"
	"ogretable/tracker"
)

// openFFOT opens a game of FFOTigers with the example figures and runs
// lines on it.
func openFFOT(t *testing.T, lines ...string) *tracker.Session {
	t.Helper()
	cat, err := templates.Load(templates.Files(), "../../../templates/examples")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "Kursk", Variant: ffot.Variant, Scale: engine.Inches, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, lines...)
	return s
}

// ffotFireSetup is a veteran heavy tank of the attacker's, in its fire
// phase, and a green infantry squad of the defender's in light woods.
var ffotFireSetup = []string{
	"add heavy-tank as HT side attacker", "add infantry-squad as INF side defender",
	"unit 1st HT quality veteran", "unit foot INF quality green", "terrain INF light-woods", "next", "next",
}

// TestFFOTFireKeyIsOffered: f is offered in a game of FFOTigers, whose
// system registers a fire form (issue 23: "chances in prompts").
func TestFFOTFireKeyIsOffered(t *testing.T) {
	s := openFFOT(t)
	offered := false
	for _, b := range dashboard.BindingsFor(s.State()) {
		offered = offered || b.Action == ActFire
	}
	if !offered {
		t.Error("a game of FFOTigers does not offer the fire form")
	}
}

// TestFFOTFireFormShowsChancesThenFires fills the fire form of a game of
// FFOTigers, sees the chances before the dice, and fires: the log keeps
// the command.
func TestFFOTFireFormShowsChancesThenFires(t *testing.T) {
	s := openFFOT(t, ffotFireSetup...)
	h := startDashboard(t, dashboard.NewDashboard(s, dashboard.Options{}), 120, 40)
	h.Keys("f")
	h.WaitText("Firing stand", "Weapon", "Target", "Type the range in inches")
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyTab)
	h.Key(tcell.KeyDown)
	h.Keys("8")
	h.WaitText("fire HT.gun at INF range 8",
		// 004 FFOTigers: medium range hits on a modified 4+, veteran +1
		// to hit and ROF +1: 3+ on each of 2 dice.
		"direct fire, medium range: hits on 3+ with each of 2 dice: 66.7% a die, 88.9% at least one hit.",
		// 004 FFOTigers, Saving Throws: light woods 5+.
		"INF saves each hit on 5+ (33.3%).",
		// 004 FFOTigers, effects: pen 5 at medium less armour 0 is 5, so
		// 4 dice; veteran +1: 6 destroys from a 5, 4-5 checks from a 3.
		"Each unsaved hit: pen − armour 5, 4 dice of effect: destroyed 80.2%, quality check 18.5%.")
	// A side shot and overwatch change the line; in the fire phase no
	// stand may fire in overwatch (004 FFOTigers, step 9: "Non Phasing
	// player may fire at moving stands"), and the form says so.
	h.Keys("sw")
	h.WaitText("overwatch, at a moving stand", "No stand may fire in overwatch now")
	h.Keys("ws")
	h.Key(tcell.KeyBackspace2)
	h.Keys("20")
	// 004 FFOTigers: beyond the third number is out of range.
	h.WaitText("fire HT.gun at INF range 20", "INF is out of range of HT's gun")
	h.Key(tcell.KeyEnter)
	h.WaitText("fire HT.gun at INF range 20") // refused: the form stays
	h.Key(tcell.KeyBackspace2)
	h.Key(tcell.KeyBackspace2)
	h.Keys("8")
	h.WaitText("fire HT.gun at INF range 8", "88.9% at least one hit")
	h.Key(tcell.KeyEnter)
	h.WaitText("fire HT.gun at INF range 8", "2d6 to hit", "or press Enter with none typed to let the program roll.",
		"direct fire, medium range: hits on 3+ with each of 2 dice") // the form's chances, kept in the dice prompt
	h.Key(tcell.KeyEnter)
	h.WaitGone("2d6 to hit")
	// The band and the needed face the log gives are those the form showed
	// (waited for: the prompt closes before the line is logged).
	waitLog(t, h, s, "HT fires its gun at INF, 8 inches (medium, 3+ hits)")
}

// TestFireFormFollowsTheSystem: f opens the CRT's fire form in a game of
// the Ogre CRT rules, and the FFOTigers form in a game of FFOTigers.
func TestFireFormFollowsTheSystem(t *testing.T) {
	for _, tc := range []struct {
		name      string
		open      func(t *testing.T) *tracker.Session
		want, not string
	}{
		{"ogre crt", func(t *testing.T) *tracker.Session { return openQuick(t, newMemStore(), engine.Hexes) }, "Attackers", "Firing stand"},
		{"ffotigers", func(t *testing.T) *tracker.Session { return openFFOT(t, ffotFireSetup...) }, "Firing stand", "Attackers"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := startDashboard(t, dashboard.NewDashboard(tc.open(t), dashboard.Options{}), 120, 40)
			h.Keys("f")
			if screen := h.WaitText(tc.want); strings.Contains(screen, tc.not) {
				t.Errorf("the fire form shows %q:\n%s", tc.not, screen)
			}
		})
	}
}
