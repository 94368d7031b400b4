package tracker

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// TestLeftOutIsTyped: a command whose event does not fit the game (the same
// unit added twice, as two programs writing at once could log it) is left
// out of the replay, and the session says so with a NotFitError that
// carries the game, the command and the event as numbers, so that a caller
// (import, naming the file's line) never reads them back from the text.
func TestLeftOutIsTyped(t *testing.T) {
	st := newMemStore()
	s, err := Open(st, catalog(t), Info{ID: 3, Name: "Bare", Variant: crt.Published, Scale: engine.Hexes, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add heavy-tank as HVY1", "note before")
	evs, _ := st.Events(3)
	var added engine.LogEvent
	for _, e := range evs {
		if e.Kind == string(engine.EventAdded) {
			added = e
		}
	}
	if added.Seq == 0 {
		t.Fatalf("no added event in %v", evs)
	}
	cmd, stored, err := st.Append(3, -1, "add heavy-tank as HVY1", []engine.LogEvent{added})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := st.Append(3, -1, "note after", []engine.LogEvent{{Kind: string(engine.EventNote), Payload: []byte(`{"kind":"note","text":"after"}`)}}); err != nil {
		t.Fatal(err)
	}
	again, err := Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatalf("a log with a command that does not fit does not open: %v", err)
	}
	out := again.LeftOut()
	if len(out) != 1 {
		t.Fatalf("LeftOut = %v, want the one command %d", out, cmd)
	}
	nf := out[0]
	if nf.Game != 3 || nf.Command != cmd || nf.Event != stored[0].Seq {
		t.Errorf("LeftOut says game %d, command %d, event %d; want game 3, command %d, event %d", nf.Game, nf.Command, nf.Event, cmd, stored[0].Seq)
	}
	if _, ok := engine.Refusal(nf); !ok && !errors.As(nf, new(*engine.MisfitError)) {
		t.Errorf("the reason %v wraps no engine error", nf.Err)
	}
	if want := fmt.Sprintf("event %d of game 3", stored[0].Seq) + " does not fit the game: "; !strings.HasPrefix(nf.Sentence(), want) {
		t.Errorf("the sentence %q does not start %q", nf.Sentence(), want)
	}
	if sk := again.Skipped(); len(sk) != 1 || sk[0] != fmt.Sprintf("command %d was left out: %s", cmd, nf.Sentence()) {
		t.Errorf("Skipped = %q", sk)
	}
}
