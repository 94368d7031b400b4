package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// TestDashboardAsksToEndTheGame: when the quick game's command post is
// destroyed the dashboard says so at once and asks whether to end the game;
// ending it is logged, an ended game refuses commands, and undo reopens it
// without asking again (issue 10).
func TestDashboardAsksToEndTheGame(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 30)
	h.keys(":override fire $O.main1 at CP1")
	h.key(tcell.KeyEnter)
	h.waitText("Game over?", "A game-ending condition is met:", "the command post is destroyed", "End the game? It is logged; undo reopens it.")
	h.keys("y")
	h.waitText("GAME OVER: the command post is destroyed", "The game ends in turn 1: the command post is destroyed.")
	if e := s.State().Ended; e == nil || e.Reason != "the command post is destroyed" {
		t.Fatalf("ended %+v", e)
	}
	h.keys(":next")
	h.key(tcell.KeyEnter)
	h.waitText("The game ended in turn 1")
	h.keys("u")
	h.waitText("Undo this command?")
	h.keys("y")
	screen := h.waitText("GAME ENDS: the command post is destroyed (end?)")
	if s.State().Ended != nil || strings.Contains(screen, "Game over?") {
		t.Errorf("undo of end: ended %+v\n%s", s.State().Ended, screen)
	}
	h.keys(":next")
	h.key(tcell.KeyEnter)
	screen = h.waitText("OGRE movement phase")
	if strings.Contains(screen, "Game over?") {
		t.Errorf("asked again after undo and play on:\n%s", screen)
	}
}

// TestDashboardPlayOnAfterTheEndQuestion: "n" plays on; the dashboard does
// not ask again while the same conditions hold.
func TestDashboardPlayOnAfterTheEndQuestion(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 30)
	h.keys(":override fire $O.main1 at CP1")
	h.key(tcell.KeyEnter)
	h.waitText("Game over?")
	h.keys("n")
	h.waitGone("Game over?")
	h.keys(":next")
	h.key(tcell.KeyEnter)
	screen := h.waitText("OGRE movement phase")
	if strings.Contains(screen, "Game over?") || s.State().Ended != nil {
		t.Errorf("asked again, or ended, after play on:\n%s", screen)
	}
}
