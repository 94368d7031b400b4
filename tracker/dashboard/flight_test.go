package dashboard

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
)

// TestKeysTypedInFlightGoToTheBar: keys typed while a command is in flight
// go to the command bar, and so does a key typed then but read once a dice
// prompt has opened after the command came back: it never rolls (issue 20,
// item 10: "r" of "enter..." rolled a terrain check).
func TestKeysTypedInFlightGoToTheBar(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	// The command takes off on the event loop, as a key would start it;
	// it is carried out below, off the loop, as execute does.
	var f *flight
	h.d.app.QueueUpdateDraw(func() {
		f = h.d.takeOff(h.d.Preview("note first"), "", func() { h.d.RunThen(sub(s, "override fire HVY1 at $O.treads"), nil, nil) })
	})
	h.keys("ente")
	h.waitText("⧗ note first  : ente")
	early := tcell.NewEventKey(tcell.KeyRune, 'r', tcell.ModNone) // typed now, read below
	lines, err := h.d.carry(f)
	h.d.app.QueueUpdateDraw(func() { h.d.landed(f, lines, err) })
	h.waitText("✓ Note: first", "Roll 1 die")
	if err := h.scr.PostEvent(early); err != nil {
		t.Fatal(err)
	}
	h.waitText(": enter", "Roll 1 die")
	if log := logText(t, st); strings.Contains(log, "fires") {
		t.Fatalf("a key typed before the dice prompt rolled the dice:\n%s", log)
	}
	// Keys typed once the prompt is on the screen are its own.
	h.keys("5")
	h.key(tcell.KeyEnter)
	h.waitText(sub(s, "HVY1 (4) fires at $O.treads at 1-1, die 5: X. [typed]"), ": enter")
}

// logText returns game 1's log in st, one line an event, read again from
// the store.
func logText(t *testing.T, st *memStore) string {
	t.Helper()
	s, err := tracker.Open(st, catalog(t), trackertest.QuickInfo(engine.Hexes))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, l := range s.Recent(1000) {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

// TestFormAfterAnotherProgramsWrite: a write by another program that does
// not touch what the fire form shows leaves the form's command to go on;
// one that does (a hit on the Ogre's treads the form fires at) shows the
// command again on the game as it is now, with its new odds, and nothing is
// written until one key confirms it (issue 20, item 11).
func TestFormAfterAnotherProgramsWrite(t *testing.T) {
	cases := []struct {
		name  string
		other string // the other program's command while the form is open
		asked bool
		after string // on the screen once the command is in
	}{
		{"a note leaves the form as it is", "note the other laptop", false, "VP lost 4"},
		{"a hit on the Ogre's treads changes its odds' part", "fire GEV1 at $O.treads die 5", true, "VP lost 6"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := newMemStore()
			s := openQuick(t, st, engine.Hexes)
			run(t, s, nexts(6)...)
			other, err := tracker.Open(st, catalog(t), s.Info())
			if err != nil {
				t.Fatal(err)
			}
			h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
			h.keys("f")
			h.waitText("fire HVY1 at $O.treads", "HVY1 (4) at $O.treads: treads, always 1-1")
			run(t, other, c.other)
			h.waitText("From another program:")
			h.key(tcell.KeyEnter)
			h.waitText("Roll 1 die")
			h.keys("5")
			h.key(tcell.KeyEnter)
			if c.asked {
				h.waitText("The game moved on", "fire HVY1 at $O.treads die 5", "HVY1 (4) at $O.treads", "Nothing was written yet.")
				if log := logText(t, st); strings.Contains(log, "HVY1 (4) fires") {
					t.Fatalf("the command was written before it was confirmed:\n%s", log)
				}
				h.keys("y")
			}
			h.waitText("HVY1 (4) fires at $O.treads at 1-1, die 5: X. [typed]", c.after)
			if !c.asked && strings.Contains(h.text(), "The game moved on") {
				t.Error("a write that did not touch the form asked again")
			}
		})
	}
}

// TestSameShown: what the screen showed for a command is the same on two
// games when the turn and phase, the units it names and its odds are; undo
// and redo never are, as they name the latest command.
func TestSameShown(t *testing.T) {
	cases := []struct {
		name  string
		then  []string // commands run after was
		line  string
		equal bool
	}{
		{"nothing happened", nil, "fire HVY1 at $O.treads", true},
		{"a note", []string{"note x"}, "fire HVY1 at $O.treads", true},
		{"another unit fired and missed", []string{"fire GEV1 at $O.main1 die 1"}, "fire HVY1 at $O.treads", true},
		{"the target was hit", []string{"fire GEV1 at $O.treads die 5"}, "fire HVY1 at $O.treads", false},
		{"the attacker fired", []string{"fire HVY1 at $O.main1 die 1"}, "fire HVY1 at $O.treads", false},
		{"the phase moved on", []string{"next"}, "note mine", false},
		{"undo", nil, "undo", false},
		{"a unit added under the label typed", []string{"add heavy-tank as HVY9"}, "fire HVY9 at $O.treads", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := newMemStore()
			s := openQuick(t, st, engine.Hexes)
			run(t, s, nexts(6)...)
			was := s.State()
			run(t, s, c.then...)
			if got := sameShown(was, s.State(), sub(s, c.line)); got != c.equal {
				t.Errorf("sameShown(%q) after %v = %v, want %v", c.line, c.then, got, c.equal)
			}
		})
	}
}

// TestCommandsGoOnWhileAnotherProgramWrites: with another program writing
// notes continuously, the dashboard's commands go in (a note changes
// nothing a command shows), and a refusal stays in the status line over
// the other program's lines until the referee presses a key (issue 21:
// every command was refused as "moved on", and its "✗" line replaced
// within half a second).
func TestCommandsGoOnWhileAnotherProgramWrites(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	other, err := tracker.Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	stop, stopped := make(chan struct{}), make(chan error, 1)
	go func() {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for i := 0; ; i++ {
			select {
			case <-stop:
				stopped <- nil
				return
			case <-tick.C:
				if _, err := other.Do(fmt.Sprintf("note tick %d", i)); err != nil {
					stopped <- err
					return
				}
			}
		}
	}()
	defer func() {
		close(stop)
		if err := <-stopped; err != nil {
			t.Errorf("the other program: %v", err)
		}
	}()
	h.runKeys("nn")
	h.waitText("OGRE to play, fire phase")
	// A refusal stays while the other program's lines come in.
	h.keys(":fire HVY1 at $O.treads")
	h.key(tcell.KeyEnter)
	refusal := refusalIn(h.waitText("✗ "))
	mark := lastTick(h.text())
	h.waitFor("the other program's later notes in the log", func(s string) bool { return lastTick(s) > mark+2 })
	if screen := h.text(); refusalIn(screen) != refusal {
		t.Fatalf("another program's lines replaced the refusal %q:\n%s", refusal, screen)
	}
	h.keys("j")
	h.waitGone(refusal)
}

// refusalIn returns the line of the screen that shows a refusal ("✗ ...").
func refusalIn(screen string) string {
	for _, l := range strings.Split(screen, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "✗ ") {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// lastTick returns the greatest n of the "Note: tick n" lines on the
// screen, -1 for none.
func lastTick(screen string) int {
	n := -1
	for _, l := range strings.Split(screen, "\n") {
		if _, after, ok := strings.Cut(l, "Note: tick "); ok {
			var v int
			if _, err := fmt.Sscan(after, &v); err == nil {
				n = max(n, v)
			}
		}
	}
	return n
}

// TestTypedAheadCommandRunsAfter: a referee who types ":note two" and Enter
// while "note one" is in flight gets both notes, in order, and nothing
// else; a ':' typed in flight keeps the bar open once the command is back,
// so that the "n" of "note three" typed after it never reads as the next
// phase key (issue 20, item 10: a playtest's burst advanced the phase and
// logged "Note: t4:note s5").
func TestTypedAheadCommandRunsAfter(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	phase := s.State().Phase
	fly := func(line string) *flight {
		var f *flight
		done := make(chan struct{})
		h.d.app.QueueUpdateDraw(func() {
			h.d.fromBar = true
			f = h.d.takeOff(h.d.Preview(line), "", nil)
			h.d.fromBar = false
			close(done)
		})
		<-done
		return f
	}
	land := func(f *flight) {
		lines, err := h.d.carry(f)
		h.d.app.QueueUpdateDraw(func() { h.d.landed(f, lines, err) })
	}
	f := fly("note one")
	h.keys(":note two")
	h.key(tcell.KeyEnter)
	h.waitText(`then "note two"`)
	land(f)
	h.waitText("✓ Note: two")
	if log := logText(t, st); !strings.Contains(log, "Note: one\nNote: two\n") {
		t.Fatalf("the notes are not both in the log, in order:\n%s", log)
	}
	f = fly("note three")
	h.keys(":")
	land(f)
	h.waitText("✓ Note: three")
	h.keys("note four")
	h.key(tcell.KeyEnter)
	h.waitText("✓ Note: four")
	if s.State().Phase != phase {
		t.Errorf("the phase moved on from %s to %s: a key typed for the bar acted as a main-screen key", phase, s.State().Phase)
	}
}

// TestBarAskedStaysOpenThroughTheQueue: a ':' typed after a command was
// queued, while the one before it is in flight, opens the bar for the line
// that follows it; the command in flight comes back and the queued one runs
// and comes back too, both before the next key is read (a loaded machine):
// the bar is still open, so the "n" and "o" of "note three" go to the bar,
// not to the next phase and the overrun form (issue 20, item 10: a burst on
// a loaded machine opened the overrun form and lost the last note).
func TestBarAskedStaysOpenThroughTheQueue(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	phase := s.State().Phase
	var f *flight
	h.d.app.QueueUpdateDraw(func() {
		h.d.fromBar = true
		f = h.d.takeOff(h.d.Preview("note one"), "", nil)
		h.d.fromBar = false
	})
	// The keys and the landing take turns on the event loop in the order
	// below: on a loaded machine the terminal's keys can wait that long.
	h.keysInLoop(":note two\r:")
	lines, err := h.d.carry(f)
	h.d.app.QueueUpdateDraw(func() { h.d.landed(f, lines, err) })
	h.waitText("✓ Note: two")
	h.keysInLoop("note three\r")
	h.waitText("✓ Note: three")
	if log := logText(t, st); !strings.Contains(log, "Note: one\nNote: two\nNote: three\n") {
		t.Errorf("the notes are not the three typed, in order:\n%s", log)
	}
	if s.State().Phase != phase {
		t.Errorf("the phase moved on from %s to %s: a key typed for the bar acted as a main-screen key", phase, s.State().Phase)
	}
	if strings.Contains(h.text(), "Tab list") {
		t.Errorf("a form opened from a key typed for the bar:\n%s", h.text())
	}
}

// TestBarAfterAClosedFormSeesTheGameAsDrawn: another program's next phase
// that came in while a form was open, and is on the main screen once the
// form is closed, is what a note typed in the bar afterwards is checked
// against: the note goes in, with no "The game moved on" (a playtest
// found the note asked again about a phase already on the screen; issue
// 20, item 11).
func TestBarAfterAClosedFormSeesTheGameAsDrawn(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, nexts(6)...)
	other, err := tracker.Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	h.keys("f")
	h.waitText("fire HVY1 at $O.treads")
	run(t, other, "next")
	h.waitText("From another program:")
	h.key(tcell.KeyEscape)
	h.keys(":note V inside")
	h.key(tcell.KeyEnter)
	h.waitText("✓ Note: V inside")
	if strings.Contains(h.text(), "The game moved on") {
		t.Error("a note after the form was closed asked again about a phase already on the screen")
	}
}

// TestABurstOfTypedCommands: ten notes typed in one burst, each ":note X"
// and Enter, faster than the commands are carried out, are logged each
// once, whole and in order, and no key of them acts on the main screen (a
// playtest's burst logged "Note: s2:not" and opened the terrain form on a
// "t"; issue 20, item 10).
func TestABurstOfTypedCommands(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	phase := s.State().Phase
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	var want strings.Builder
	for i := 1; i <= 5; i++ {
		for _, w := range []string{"s", "t"} {
			h.keys(fmt.Sprintf(":note %s%d", w, i))
			h.key(tcell.KeyEnter)
			fmt.Fprintf(&want, "Note: %s%d\n", w, i)
		}
	}
	h.waitText("✓ Note: t5")
	log := logText(t, st)
	if i := strings.Index(log, "Note: s1\n"); i < 0 || log[i:] != want.String() {
		t.Errorf("the log's notes are not the ten typed, each once and in order:\n%s", log)
	}
	if s.State().Phase != phase {
		t.Errorf("the phase moved on from %s to %s", phase, s.State().Phase)
	}
	if strings.Contains(h.text(), "Tab list") {
		t.Errorf("a form opened from a key typed for the bar:\n%s", h.text())
	}
}

// TestWaitingLineNamesTheCommandOnce: the command bar of a command in
// flight names the command in its label, and its placeholder says what
// typing does without repeating it (the referee's playtest: "⧗ note while
// locked  : what you type now waits here; Esc gives up note while locked").
func TestWaitingLineNamesTheCommandOnce(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 120, 30)
	var f *flight
	h.d.app.QueueUpdateDraw(func() { f = h.d.takeOff(h.d.Preview("note while locked"), "", nil) })
	h.keys(":")
	screen := h.waitText("⧗ note while locked  : what you type now waits here; Esc gives it up")
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, "waits here") && strings.Count(l, "note while locked") != 1 {
			t.Errorf("the waiting line names the command %d times: %q", strings.Count(l, "note while locked"), strings.TrimSpace(l))
		}
	}
	lines, err := h.d.carry(f)
	h.d.app.QueueUpdateDraw(func() { h.d.landed(f, lines, err) })
	h.waitText("Note: while locked")
}

// TestEscThenAKeyAtOnce: the terminal sends an Esc and a key typed at once
// after it as one Alt+key; the dashboard reads it as both. Esc closes the
// fire form and ":note Q" Enter writes a note, with no key of it acting on
// the form or the main screen (a playtest's Esc then ":note q" ran "next"
// on the 'n').
func TestEscThenAKeyAtOnce(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	phase := s.State().Phase
	h := startDashboard(t, NewDashboard(s, Options{}), 100, 30)
	for _, c := range []struct {
		name string
		open string
	}{{"on the main screen", ""}, {"in the fire form", "f"}} {
		if c.open != "" {
			h.keys(c.open)
			h.waitText("Tab list")
		}
		if err := h.scr.PostEvent(tcell.NewEventKey(tcell.KeyRune, ':', tcell.ModAlt)); err != nil {
			t.Fatal(err)
		}
		h.keys("note Q " + c.name)
		h.key(tcell.KeyEnter)
		h.waitText("✓ Note: Q " + c.name)
	}
	if s.State().Phase != phase {
		t.Errorf("the phase moved on from %s to %s", phase, s.State().Phase)
	}
}

// TestARefusalTypedAheadStaysSaid: a command refused and one typed at once
// after it that is carried out: the status line says both, so the refusal
// is not hidden before the referee read it (a playtest's ":frobnicate",
// Enter, ":note after-wrong", Enter showed only the note).
func TestARefusalTypedAheadStaysSaid(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 160, 30)
	h.keys(":frobnicate")
	h.key(tcell.KeyEnter)
	h.keys(":note after-wrong")
	h.key(tcell.KeyEnter)
	h.waitText("✓ Note: after-wrong", "before it:", "frobnicate")
}
