package memstore

import (
	"context"
	"encoding/json"
	"errors"
	"ogretable/engine/crt"
	"testing"

	"ogretable/engine"
)

// ev is an event of kind with payload.
func ev(kind, payload string) engine.LogEvent {
	return engine.LogEvent{Kind: kind, Payload: json.RawMessage(payload)}
}

// TestAppendsAsTheDatabaseDoes: an append numbers its command and events
// on from the log's end, only where the caller read the log to; a refused
// append (moved on, an event with no kind, the Check, a context done)
// stores nothing.
func TestAppendsAsTheDatabaseDoes(t *testing.T) {
	m := New()
	seq, stored, err := m.Append(1, 0, "note a", []engine.LogEvent{ev("note", `{"text":"a"}`), ev("note", `{}`)})
	if err != nil || seq != 1 || len(stored) != 2 || stored[1].Seq != 2 || stored[1].CommandSeq != 1 || stored[0].Time.IsZero() {
		t.Fatalf("first append: %d %+v %v", seq, stored, err)
	}
	refused := errors.New("refused by the check")
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		name  string
		ctx   context.Context
		after int64
		evs   []engine.LogEvent
		check error
		is    error
	}{
		{"moved on", context.Background(), 1, []engine.LogEvent{ev("note", `{}`)}, nil, engine.ErrMovedOn},
		{"no kind", context.Background(), 2, []engine.LogEvent{{}}, nil, nil},
		{"checked", context.Background(), 2, []engine.LogEvent{ev("note", `{}`)}, refused, refused},
		{"given up", done, 2, []engine.LogEvent{ev("note", `{}`)}, nil, context.Canceled},
	} {
		m.Check = func(int64, []Command, []engine.LogEvent) error { return c.check }
		_, _, err := m.AppendContext(c.ctx, 1, c.after, "note b", c.evs)
		if err == nil || c.is != nil && !errors.Is(err, c.is) {
			t.Errorf("%s: %v, want a refusal matching %v", c.name, err, c.is)
		}
		if cmds, evs := m.Log(1); len(cmds) != 1 || len(evs) != 2 {
			t.Errorf("%s: the log holds %d commands and %d events after the refusal, want 1 and 2", c.name, len(cmds), len(evs))
		}
	}
	m.Check = nil
	if seq, _, err := m.Append(1, -1, "note c", []engine.LogEvent{ev("note", `{}`)}); err != nil || seq != 2 {
		t.Errorf("an append wherever the log ends: %d, %v", seq, err)
	}
	if got := m.Commands(1); len(got) != 2 || got[1] != "note c" {
		t.Errorf("Commands = %q", got)
	}
}

// TestEventsAfterVoidsOverTheTail: the events after a seq have VoidedBy
// set over them alone, as db.EventsAfter sets it, and the whole log's by
// every mark.
func TestEventsAfterVoidsOverTheTail(t *testing.T) {
	m := New()
	m.Append(1, -1, "note a", []engine.LogEvent{ev("note", `{}`)})
	m.Append(1, -1, "note b", []engine.LogEvent{ev("note", `{}`)})
	m.Append(1, -1, "undo", []engine.LogEvent{ev(engine.MarkUndo, `{"command":1}`)})
	all, _ := m.Events(1)
	if all[0].VoidedBy != 3 || all[1].VoidedBy != 0 {
		t.Errorf("the whole log: VoidedBy %d %d, want 3 0", all[0].VoidedBy, all[1].VoidedBy)
	}
	tail, _ := m.EventsAfter(1, 1)
	if len(tail) != 2 || tail[0].Seq != 2 || tail[0].VoidedBy != 0 {
		t.Errorf("the tail after event 1: %+v", tail)
	}
	var seen []int64
	m.FailEach, m.FailEachAfter = errors.New("the disk went away"), 2
	err := m.EachEvent(1, 0, func(e engine.LogEvent) error { seen = append(seen, e.Seq); return nil })
	if err == nil || len(seen) != 2 {
		t.Errorf("EachEvent failing after 2 events: saw %v, %v", seen, err)
	}
	if full, tail, n := m.Counts(); full != 2 || tail != 1 || n != 8 {
		t.Errorf("Counts = %d %d %d, want 2 full reads, 1 tail read, 8 events", full, tail, n)
	}
}

// TestSnapshotsOnlyAfterACommand: a snapshot is kept only right after the
// last event of its command, and a later one stays the latest.
func TestSnapshotsOnlyAfterACommand(t *testing.T) {
	m := New()
	m.Append(1, -1, "add", []engine.LogEvent{ev("add", `{}`), ev("add", `{}`)})
	m.Append(1, -1, "note", []engine.LogEvent{ev("note", `{}`)})
	if err := m.SaveSnapshot(1, 1, 1, json.RawMessage(`{}`)); err == nil {
		t.Error("a snapshot inside a command was kept")
	}
	if err := m.SaveSnapshot(1, 2, 1, json.RawMessage(`not json`)); err == nil {
		t.Error("a snapshot that is not JSON was kept")
	}
	if err := m.SaveSnapshot(1, 3, 2, json.RawMessage(`{"at":3}`)); err != nil {
		t.Fatal(err)
	}
	if err := m.SaveSnapshot(1, 2, 1, json.RawMessage(`{"at":2}`)); err != nil {
		t.Fatal(err)
	}
	if s, ok, _ := m.LatestSnapshot(1); !ok || s.EventSeq != 3 || string(s.State) != `{"at":3}` {
		t.Errorf("the latest snapshot is %+v (%v), want the one at event 3", s, ok)
	}
	if got := m.Saves(); len(got) != 2 {
		t.Errorf("Saves = %v, want two", got)
	}
	c := m.Clone()
	c.Append(1, -1, "note", []engine.LogEvent{ev("note", `{}`)})
	if _, evs := m.Log(1); len(evs) != 3 {
		t.Errorf("an append to the clone reached the store: %d events", len(evs))
	}
}

// TestDesigns: a save replaces the design of its unit type id, however
// capitalised, and WalkerTypes gives them in the order first saved.
func TestDesigns(t *testing.T) {
	m := New(crt.WalkerDesign{Name: "Plod"})
	m.Save(crt.WalkerDesign{Name: "Strider"})
	m.Save(crt.WalkerDesign{Name: "plod", Attack: 2})
	if d, ok, _ := m.Saved("PLOD"); !ok || d.(crt.WalkerDesign).Attack != 2 {
		t.Errorf("Saved(PLOD) = %+v, %v", d, ok)
	}
	types, _ := m.WalkerTypes()
	if len(types) != 2 || types[0].ID != crt.WalkerID("plod") || types[1].ID != crt.WalkerID("Strider") {
		t.Errorf("WalkerTypes = %v", types)
	}
}
