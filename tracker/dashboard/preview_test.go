package dashboard

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/tracker"
)

// TestOnePreviewPerEdit: a form asks the session once per edit of its line
// for everything it shows (the command, its dice, the refusal), however
// often it is drawn, and Enter runs that very preview, asking nothing more;
// when the game moved on in another program between the edit and Enter,
// the command is shown again on the game as it is now, with one more
// preview, and nothing is written until it is confirmed (issue 32, item 3).
func TestOnePreviewPerEdit(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, nexts(6)...)
	other, err := tracker.Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	d := NewDashboard(s, Options{})
	d.delivered = make(chan func(), 1) // no event loop: the command comes back here
	var asked []string
	d.askPreview = func(line string) *tracker.Preview {
		asked = append(asked, line)
		return s.Preview(line)
	}
	line := sub(s, "fire HVY1 at $O.treads")
	f := NewForm(d.th, "Test", NewList(d.th))
	lf := d.NewLineForm(f, func() string { return line }, nil)
	draw := func(times int) {
		for range times {
			if _, err := lf.Check(); err != nil {
				t.Fatalf("%q refused: %v", lf.Line(), err)
			}
		}
	}

	draw(5)
	if len(asked) != 1 {
		t.Fatalf("five drawings of one line asked %d previews, want 1: %q", len(asked), asked)
	}
	if n, _ := lf.Check(); n != 1 {
		t.Errorf("the form shows %d dice for %q, want 1", n, line)
	}
	line += " die 5" // an edit: the die typed in the line
	draw(3)
	lf.Key(tcell.NewEventKey(tcell.KeyRune, 'o', tcell.ModNone)) // another: the override
	draw(3)
	if want := []string{sub(s, "fire HVY1 at $O.treads"), sub(s, "fire HVY1 at $O.treads die 5"), sub(s, "override fire HVY1 at $O.treads die 5")}; strings.Join(asked, "|") != strings.Join(want, "|") {
		t.Fatalf("the previews asked were %q, want one an edit: %q", asked, want)
	}
	shown := lf.Preview()

	// Another program hits the treads the form fires at: what the form
	// showed no longer holds.
	run(t, other, sub(s, "fire GEV1 at $O.treads die 5"))
	draw(2) // the session has not read the other program's write yet
	lf.submit()
	if d.flying == nil || d.flying.shown != shown {
		t.Fatalf("Enter runs %v, want the preview the form showed (%q)", d.flying, shown.Line)
	}
	if len(asked) != 3 {
		t.Fatalf("Enter asked %d more previews (%q), want none", len(asked)-3, asked[3:])
	}
	(<-d.delivered)()
	if log := logText(t, st); strings.Contains(log, "HVY1 (4) fires") {
		t.Fatalf("the command was written though the game moved on:\n%s", log)
	}
	if len(asked) != 4 || asked[3] != shown.Line {
		t.Fatalf("the command moved on was previewed %q, want once more, %q", asked[3:], shown.Line)
	}
	ov, ok := d.root.dialog.(*overlay)
	if !ok {
		t.Fatal("the command that moved on is not shown again")
	}
	again := ov.inner.(*Dialog)
	text := rowsText(again.Rows(80))
	for _, want := range []string{"Another program wrote while this was on the screen:", "On the game as it is now, the command is:", shown.Line, "Nothing was written yet."} {
		if !strings.Contains(text, want) {
			t.Errorf("the command shown again lacks %q:\n%s", want, text)
		}
	}
	// y runs what is shown now.
	now := s.LastEvent()
	again.Keys(tcell.NewEventKey(tcell.KeyRune, 'y', tcell.ModNone))
	if d.flying == nil || d.flying.shown.Seen != now {
		t.Fatalf("y runs %v, not the command as shown again", d.flying)
	}
	(<-d.delivered)()
	if log := logText(t, st); !strings.Contains(log, "HVY1 (4) fires at "+sub(s, "$O.treads")) {
		t.Errorf("the command confirmed was not written:\n%s", log)
	}
}
