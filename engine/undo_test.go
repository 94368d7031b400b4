package engine

import (
	"maps"
	"testing"
)

func TestVoided(t *testing.T) {
	// undo and redo build the marks of one command each, with the command
	// seq as the event seq plus 100 so that the two cannot be confused.
	undo := func(cmd, target int64) Mark { return Mark{Seq: cmd + 100, Command: cmd, Undo: true, Target: target} }
	redo := func(cmd, target int64) Mark { return Mark{Seq: cmd + 100, Command: cmd, Target: target} }
	tests := []struct {
		name  string
		marks []Mark
		want  map[int64]int64
	}{
		{"no marks", nil, nil},
		{"an undo voids its command", []Mark{undo(4, 2)}, map[int64]int64{2: 104}},
		{"a redo restores it", []Mark{undo(4, 2), redo(5, 2)}, nil},
		{"an undo after a redo voids it again", []Mark{undo(4, 2), redo(5, 2), undo(6, 2)}, map[int64]int64{2: 106}},
		{"a second undo of a voided command changes nothing",
			[]Mark{undo(4, 2), undo(5, 2)}, map[int64]int64{2: 104}},
		{"a redo restores a command whatever the undos before it",
			[]Mark{undo(4, 2), undo(5, 2), redo(6, 2)}, nil},
		{"a redo of a standing command changes nothing", []Mark{redo(4, 2)}, nil},
		{"a redo before any undo does not stop a later one", []Mark{redo(4, 2), undo(5, 2)}, map[int64]int64{2: 105}},
		{"an undo of an undo is ignored", []Mark{undo(4, 2), undo(5, 4)}, map[int64]int64{2: 104}},
		{"a redo of an undo is ignored", []Mark{undo(4, 2), redo(5, 4)}, map[int64]int64{2: 104}},
		{"an undo of a command holding an ignored mark is ignored",
			[]Mark{undo(4, 99), undo(5, 4)}, nil},
		{"an undo of itself is ignored", []Mark{undo(4, 4)}, nil},
		{"an undo of a later command is ignored", []Mark{undo(4, 9)}, nil},
		{"an undo naming no command is ignored", []Mark{undo(4, 0)}, nil},
		{"an undo of a negative command is ignored", []Mark{undo(4, -1)}, nil},
		{"one command undoing two", []Mark{
			{Seq: 10, Command: 5, Undo: true, Target: 2},
			{Seq: 11, Command: 5, Undo: true, Target: 3},
		}, map[int64]int64{2: 10, 3: 11}},
		{"one command's undo and redo of the same command, in order", []Mark{
			{Seq: 10, Command: 5, Undo: true, Target: 2},
			{Seq: 11, Command: 5, Target: 2},
		}, nil},
		{"one command's redo and undo of the same command, in order", []Mark{
			{Seq: 10, Command: 5, Target: 2},
			{Seq: 11, Command: 5, Undo: true, Target: 2},
		}, map[int64]int64{2: 11}},
		{"commands voided and restored apart", []Mark{
			undo(4, 1), undo(5, 2), undo(6, 3), redo(7, 2), undo(8, 1), redo(9, 3),
		}, map[int64]int64{1: 104}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			marks := append([]Mark(nil), tt.marks...)
			got := Voided(marks)
			if !maps.Equal(got, tt.want) {
				t.Errorf("Voided(%v) = %v, want %v", tt.marks, got, tt.want)
			}
			if tt.want == nil && got != nil {
				t.Errorf("Voided(%v) = %v, want nil", tt.marks, got)
			}
			for i := range marks {
				if marks[i] != tt.marks[i] {
					t.Errorf("Voided changed mark %d: %v, was %v", i, marks[i], tt.marks[i])
				}
			}
		})
	}
}

// TestMarkTarget: the command a mark's payload names, read as SQLite's
// json_type and json_extract read it for the event_log view (the first
// "command" key, exactly, an integer only); the quick reading of the
// payloads the program writes gives what the decoder gives.
func TestMarkTarget(t *testing.T) {
	for payload, want := range map[string]int64{
		`{"command":3}`:                    3,
		` { "command" : 12 } `:             12,
		`{"a":{"command":5},"command":4}`:  4,
		`{"command":-2}`:                   -2,
		`{"command":3,"command":5}`:        3,
		`{"command":"3"}`:                  0,
		`{"command":3.0}`:                  0,
		`{"command":3e0}`:                  0,
		`{"command":99999999999999999999}`: 0,
		`{"Command":3}`:                    0,
		`{"command":null}`:                 0,
		`[3]`:                              0,
		`3`:                                0,
		`{}`:                               0,
		`{"command":12,"text":"Undone: fire HVY1 at MK3"}`: 12,
		`{"command":0}`:                   0,
		`{"command":-0}`:                  0,
		`{"command":012}`:                 0,
		`{"command":12 }`:                 12,
		`{"command":12,`:                  12,
		`{"command":-}`:                   0,
		`{"command":1.5,"command":2}`:     0,
		`{"command":9223372036854775807}`: 9223372036854775807,
		`{"command":9223372036854775808}`: 0,
	} {
		got, ok := MarkTarget([]byte(payload))
		if !ok {
			got = 0
		}
		if got != want {
			t.Errorf("MarkTarget(%s) = %d, %v; want %d", payload, got, ok, want)
		}
		checkMarkTarget(t, []byte(payload))
	}
}

// FuzzMarkTarget checks the quick reading of MarkTarget against the
// decoder's on any bytes.
func FuzzMarkTarget(f *testing.F) {
	for _, s := range []string{`{"command":3}`, `{"command":12,"text":"x"}`, `{"command":-0}`, `{"command":01}`, `{}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(checkMarkTarget)
}

// checkMarkTarget fails unless MarkTarget and markTargetDecoded agree on p.
func checkMarkTarget(t *testing.T, p []byte) {
	n, ok := MarkTarget(p)
	m, ok2 := markTargetDecoded(p)
	if ok != ok2 || ok && n != m {
		t.Errorf("%q: MarkTarget = %d, %v; the decoder %d, %v", p, n, ok, m, ok2)
	}
}
