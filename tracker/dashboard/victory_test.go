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
	// Issue 20, item 7: the question names the winner and how the victory
	// classes stand (the quick game prints none: VP).
	h.waitText("Game over?", "A game-ending condition is met:", "the command post is destroyed", "The ogre wins (the command post is destroyed).",
		"Quick game prints no victory classes; VP: ogre 0, defence 0.", "End the game? It is logged; undo reopens it.")
	h.keys("y")
	h.waitText("GAME OVER: the command post is destroyed, ogre wins", "The game ends in turn 1: the command post is destroyed. The ogre wins.")
	if e := s.State().Ended; e == nil || e.Reason != "the command post is destroyed" {
		t.Fatalf("ended %+v", e)
	}
	h.keys(":next")
	h.key(tcell.KeyEnter)
	h.waitText("The game ended in turn 1")
	h.keys("u")
	h.waitText("Undo this command?")
	h.keys("y")
	screen := h.waitText("GAME ENDS: the command post is destroyed, ogre wins (end?)")
	if s.State().Ended != nil || strings.Contains(screen, "Game over?") {
		t.Errorf("undo of end: ended %+v\n%s", s.State().Ended, screen)
	}
	h.keys(":next")
	h.key(tcell.KeyEnter)
	screen = h.waitText("OGRE movement")
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
	screen := h.waitText("OGRE movement")
	if strings.Contains(screen, "Game over?") || s.State().Ended != nil {
		t.Errorf("asked again, or ended, after play on:\n%s", screen)
	}
}

// TestDashboardRefereeVerdict: where the scenario leaves the result to the
// referee, ":end SIDE wins: REASON" records it, logged; the header shows it
// and undo takes it back (issue 20, item 7).
func TestDashboardRefereeVerdict(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 30)
	h.keys(":end defence wins: the Ogre left the map")
	h.key(tcell.KeyEnter)
	h.waitText("GAME OVER: the Ogre left the map, defence wins", "The game ends in turn 1: the Ogre left the map. The defence wins (the referee's verdict).")
	if r := engine.ResultOf(s.State()); !r.Over || r.Winner != "defence" {
		t.Fatalf("result %+v", r)
	}
	h.keys("u")
	h.waitText("Undo this command?")
	h.keys("y")
	screen := h.waitGone("GAME OVER")
	if header, _, _ := strings.Cut(screen, "\n"); strings.Contains(header, "defence wins") {
		t.Errorf("after undo the header names a winner: %q", header)
	}
	if r := engine.ResultOf(s.State()); r.Over || r.Winner != "" {
		t.Errorf("after undo: result %+v", r)
	}
}

// TestEndedGameOpensNoForm: in an ended game the keys that open a form
// whose command the game refuses (fire, ram, overrun, terrain, missiles,
// note) open nothing and say that the game has ended, who won, and that
// "undo" reopens it (the referee's playtest: o still opened the overrun
// form).
func TestEndedGameOpensNoForm(t *testing.T) {
	for _, key := range []string{"f", "r", "o", "t", "m", "w"} {
		t.Run(key, func(t *testing.T) {
			s := openQuick(t, newMemStore(), engine.Hexes)
			run(t, s, "override fire "+ogreOf(s)+".main1 at CP1", "end")
			h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
			h.keys(key)
			screen := h.waitText(`The game ended in turn 1: the command post is destroyed. The ogre wins (the command post is destroyed). "undo" reopens it`)
			open := false
			h.d.app.QueueUpdate(func() { open = h.d.dialogOpen })
			if open {
				t.Errorf("%s opened a form in an ended game:\n%s", key, screen)
			}
		})
	}
}

// TestEndedGameHintsNoForm: the hint line of an ended game names none of
// the keys whose forms it refuses, nor next; an open one names them (the
// second playtest: the ended game's key bar still offered them).
func TestEndedGameHintsNoForm(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
	h.waitText("f fire", "n next")
	ended := openQuick(t, newMemStore(), engine.Hexes)
	run(t, ended, "override fire "+ogreOf(ended)+".main1 at CP1", "end")
	h2 := startDashboard(t, NewDashboard(ended, Options{}), 160, 30)
	screen := h2.waitText(": command", "? help")
	for _, hint := range []string{"f fire", "r ram", "t terrain", "n next"} {
		if strings.Contains(screen, hint) {
			t.Errorf("the ended game's hint line names %q:\n%s", hint, screen)
		}
	}
	// The status line offers them no more than the footer (issue 31.5).
	h2.waitText("Press ? for help, : for a command.")
	for _, offer := range []string{"f to fire", "for the next phase"} {
		if strings.Contains(screen, offer) {
			t.Errorf("the ended game's status line offers %q:\n%s", offer, screen)
		}
	}
}

// TestOpenOnAMetEndAsksAtOnce: a dashboard opened on a game whose
// game-ending condition was met before (in another program, or before it
// was closed) asks its question at once, not after the next command (the
// second playtest saw only "(end?)" in the header).
func TestOpenOnAMetEndAsksAtOnce(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	run(t, s, "override fire "+ogreOf(s)+".main1 at CP1")
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
	h.waitText("Game over?", "A game-ending condition is met:", "The ogre wins")
}
