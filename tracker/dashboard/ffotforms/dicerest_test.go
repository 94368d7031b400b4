package ffotforms

import (
	"encoding/json"
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"

	"github.com/gdamore/tcell/v2"
)

// TestDashboardDiceRollKeepsTyped: Enter twice in a staged dice prompt rolls only the
// dice not typed; the typed ones are stored as typed (issue 22 playtest: a
// referee typed a SMAK's homing and ECM dice, pressed r for the chit draws,
// and the program rolled all the dice, throwing the typed two away). 004
// FFOTigers: HT1, veteran, at INF1 in forest at range 8 rolls 2 dice to hit
// on 3+; the hits typed roll saves, which the program rolls.
func TestDashboardDiceRollKeepsTyped(t *testing.T) {
	st, s, h := ffotStages(t, "terrain INF1 forest")
	for i := 0; i < 8 && s.State().Phase != ffot.PhaseFire; i++ {
		run(t, s, "next")
	}
	h.Keys("") // draw the game as it is now
	recs, _ := st.Events(1)
	before := len(recs)
	h.Keys(":fire HT1 at INF1 range 8")
	h.Key(tcell.KeyEnter)
	h.WaitText("Roll 2 dice: type the values from the table,", "or press Enter with none typed to let the program roll.")
	h.Keys("35")
	h.WaitText("2d6 to hit, 3+ each: typed 3 5", "or press Enter twice to let the program roll the dice not typed.")
	h.Key(tcell.KeyEnter)
	h.WaitText("press Enter again for the program to roll the dice not typed.")
	h.Key(tcell.KeyEnter)
	h.WaitFor("the fire stored", func(string) bool { return len(manualDice(t, st, before)) > 0 })
	if got := manualDice(t, st, before); !slices.Equal(got, []int{3, 5}) {
		t.Errorf("the fire stored the typed dice %v, want [3 5]", got)
	}
	recs, _ = st.Events(1)
	rolled := 0
	for _, r := range recs[before:] {
		var e struct{ Dice []engine.Die }
		if json.Unmarshal(r.Payload, &e) == nil {
			for _, d := range e.Dice {
				if !d.Manual {
					rolled++
				}
			}
		}
	}
	if rolled == 0 {
		t.Errorf("two hits roll saves, but the program rolled no die")
	}
	if got := st.Commands(1); got[len(got)-1] != "fire HT1 at INF1 range 8 die 3 5 roll" {
		t.Errorf("the log keeps the command as %q", got[len(got)-1])
	}
}
