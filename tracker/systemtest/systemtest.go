// Package systemtest is the conformance test every rule system runs (issue
// 19, item 5): Run plays a script of commands of the system through a
// tracker.Session on a store in memory that keeps snapshots, and checks
// what the rest of the program takes for granted of a system, whatever its
// rules:
//
//   - its help: every verb has a syntax and a sentence, the dashboard's help
//     lists each, completion offers each, an unknown command names them all,
//     and the help's variants are the system's;
//   - its state clones deeply: a command never changes the state it was
//     resolved against (the session keeps it for undo and views);
//   - its Apply is deterministic: the same events folded into a clone of the
//     same state give the same state, and a replay of the log gives the
//     state played;
//   - undo and redo: each command undone gives the state before it, redone
//     the state after it;
//   - snapshots: the game saved and restored is the game, and a session
//     opened from the latest snapshot, or by replaying the whole log, holds
//     the state played;
//   - export and import: every event's payload reads back to the same JSON,
//     every event has a sentence for the log, and the game's commands,
//     resolved again in a fresh session (tracker.Verify, what import checks),
//     make the events recorded;
//   - its presentation, through the hook Config.Present;
//   - its paper: the roster, each kind of unit sheet its system registers
//     in package sheets, and the battle report printed and read back,
//     through the hook Config.Paper, which every conformance test sets to
//     sheets/papertest.Check (Run cannot call it: no package of
//     tracker/... links sheets, tracker/deps_test.go);
//   - its files: the game exported, read back, imported without
//     --as-recorded into a real SQLite database and opened there again,
//     through the hook Config.Files, which every conformance test sets to
//     gamefile/gamefiletest.Check (no package of tracker/... links db).
//
// Run reports through T, which *testing.T satisfies; a test of Run itself
// passes a T that records, to see that a broken system fails.
package systemtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/internal/cadence"
	"ogretable/tracker/internal/trackertest"
	"ogretable/tracker/present"
)

// T is what Run reports through: *testing.T and *testing.B satisfy it.
// Fatalf must not return (testing's calls runtime.Goexit).
type T interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Config is the system under test and the game Run plays.
type Config struct {
	// Info is the game played: its rules variant, whose system is the one
	// tested, its scale (hexes when ""), scenario, seed and options (the
	// walker rules); its ID and name are Run's.
	Info tracker.Info
	// Catalog is the catalog the game is played with; nil: the built-in
	// templates (templates.Default).
	Catalog *engine.Catalog
	// Script is the commands played, in order, each of which must be
	// accepted; "undo" and "redo" may be among them.
	Script []string
	// Present checks the system's presentation of the game the script
	// leaves (roster rows, unit panel); nil when the system has none.
	Present func(t T, s *tracker.Session)
	// Paper prints the paper of that game and reads it back: a call of
	// papertest.Check (package sheets/papertest) with the test's
	// *testing.T, and any checks of the system's own. Run fails without
	// it.
	Paper func(t T, s *tracker.Session)
	// Files exports that game and imports it again: a call of
	// gamefiletest.Check (package gamefile/gamefiletest) with the test's
	// *testing.T, given the text of each command and the log as Run's
	// store holds them. Run fails without it.
	Files func(t T, s *tracker.Session, texts []string, events []engine.LogEvent)
}

// gameID is the id of the game Run plays in its store.
const gameID = 1

// Run plays c.Script in a new game of c.Info's variant and checks the
// system's conformance, reporting every failure through t. It makes the
// sessions save a snapshot after every command while it runs (a setting
// every session shares): a test that calls it must not run in parallel
// with other sessions' tests.
func Run(t T, c Config) {
	t.Helper()
	sys := engine.SystemOf(c.Info.Variant)
	if sys == nil {
		t.Fatalf("systemtest: no rule system plays the variant %q; register it (engine.RegisterSystem)", c.Info.Variant)
	}
	cat := c.Catalog
	if cat == nil {
		var err error
		if cat, err = templates.Default(); err != nil {
			t.Fatalf("systemtest: the built-in templates: %v", err)
		}
	}
	info := c.Info
	info.ID, info.Name = gameID, "conformance"
	if info.Scale == "" {
		info.Scale = engine.Hexes
	}

	// A snapshot after every command, so that reopening reads one.
	old := cadence.SnapshotEvery
	cadence.SnapshotEvery = 1
	defer func() { cadence.SnapshotEvery = old }()

	store := trackertest.NewStore()
	s, err := tracker.Open(store, cat, info)
	if err != nil {
		t.Fatalf("systemtest: a new game of %s: %v", info.Variant, err)
	}
	checkHelp(t, sys, s)
	for i, line := range c.Script {
		play(t, s, store, fmt.Sprintf("command %d, %q", i+1, line), line)
	}
	// The referee's override is the core's, in every system's game.
	play(t, s, store, "a referee's override", "override note systemtest: a referee's override")
	if last := s.State().Notes; len(last) == 0 || !strings.Contains(last[len(last)-1], "a referee's override") {
		t.Errorf("systemtest: the note after override is not in the game: %q", last)
	}
	checkReopened(t, s, store, cat, info)
	checkRecords(t, s, store, cat, info)
	if c.Present != nil {
		c.Present(t, s)
	}
	if c.Paper == nil {
		t.Errorf("systemtest: Config.Paper is not set: the system's paper is not printed; set it to a call of papertest.Check (package sheets/papertest)")
	} else {
		c.Paper(t, s)
	}
	if c.Files == nil {
		t.Errorf("systemtest: Config.Files is not set: the game is not exported and imported; set it to a call of gamefiletest.Check (package gamefile/gamefiletest)")
	} else if events, err := store.Events(gameID); err != nil {
		t.Errorf("systemtest: the log of the game: %v", err)
	} else {
		c.Files(t, s, store.Commands(gameID), events)
	}
}

// checkHelp checks that the help, the completion and the refusal of an
// unknown command name every verb of the system, and the help its variants.
func checkHelp(t T, sys engine.System, s *tracker.Session) {
	t.Helper()
	g := s.State()
	verbs := engine.VerbsOfSystem(sys)
	help := rowsText(dashboard.HelpRows(dashboard.Bindings, g.VerbsOf(), 0))
	_, offered := tracker.Complete(g, "")
	_, unknown := g.ParseCommand("zzzz-no-such-verb")
	for _, d := range verbs {
		v := string(d.Verb)
		if first, _, _ := strings.Cut(d.Syntax, " "); first != v {
			t.Errorf("systemtest: help: verb %q's syntax %q does not start with the verb", v, d.Syntax)
		}
		if strings.TrimSpace(d.Help) == "" {
			t.Errorf("systemtest: help: verb %q says nothing of what it does (Help)", v)
		}
		if !strings.Contains(help, d.Syntax) {
			t.Errorf("systemtest: help: the dashboard's help does not list %q", d.Syntax)
		}
		if !slices.Contains(offered, v) {
			t.Errorf("systemtest: help: completion does not offer %q (offers %v)", v, offered)
		}
		if unknown == nil || !strings.Contains(unknown.Error(), v) {
			t.Errorf("systemtest: help: an unknown command's refusal does not name %q: %v", v, unknown)
		}
	}
	variants := rowsText(dashboard.VariantRows(g.Variant, 0))
	for _, v := range engine.VariantsOf(sys) {
		if !strings.Contains(variants, v) {
			t.Errorf("systemtest: help: the help's rules variants do not list %q", v)
		}
		if strings.Contains(variants, v+": .") {
			t.Errorf("systemtest: help: the help says nothing of the variant %q:\n%s", v, variants)
		}
	}
}

// play runs one command and checks the state it was resolved against is
// unchanged, the same events folded into a clone of it give the same
// state, and, for a command other than undo and redo, that undoing it
// gives the state before and redoing it the state after.
func play(t T, s *tracker.Session, store *trackertest.Store, what, line string) {
	t.Helper()
	before := s.State()
	was := snapshot(t, before, what+", before")
	if _, err := s.Do(line); err != nil {
		t.Fatalf("systemtest: %s is refused: %v", what, err)
	}
	now := snapshot(t, s.State(), what)
	if got := snapshot(t, before, what+", the state before"); !bytes.Equal(got, was) {
		t.Errorf("systemtest: %s changed the state it was resolved against, which the session keeps: the system's state does not clone deeply (CloneState, CloneUnit): %s", what, diff(was, got))
	}
	verb := strings.ToLower(strings.Fields(line)[0])
	if verb == "undo" || verb == "redo" {
		return
	}
	// The same events folded into another clone of the same state.
	again := before.Clone()
	for _, e := range lastEvents(t, store, what) {
		if err := again.Apply(e); err != nil {
			t.Fatalf("systemtest: %s: its event %q does not fold into the state it was resolved against: %v", what, e.Kind, err)
		}
	}
	if got := snapshot(t, again, what+", folded again"); !bytes.Equal(got, now) {
		t.Errorf("systemtest: %s: its events folded again into the state before give another state: Apply is not deterministic: %s", what, diff(now, got))
	}
	if got := snapshot(t, before, what+", the state before"); !bytes.Equal(got, was) {
		t.Errorf("systemtest: %s: folding its events into a clone changed the state cloned: the system's state does not clone deeply (CloneState, CloneUnit): %s", what, diff(was, got))
	}
	if _, err := s.Do("undo"); err != nil {
		t.Fatalf("systemtest: %s cannot be undone: %v", what, err)
	}
	if got := snapshot(t, s.State(), what+", undone"); !bytes.Equal(got, was) {
		t.Errorf("systemtest: %s undone does not give the state before it: %s", what, diff(was, got))
	}
	if _, err := s.Do("redo"); err != nil {
		t.Fatalf("systemtest: %s cannot be redone: %v", what, err)
	}
	if got := snapshot(t, s.State(), what+", redone"); !bytes.Equal(got, now) {
		t.Errorf("systemtest: %s redone does not give the state after it: %s", what, diff(now, got))
	}
}

// lastEvents returns the events of the game's last command, as stored.
func lastEvents(t T, store *trackertest.Store, what string) []engine.Event {
	t.Helper()
	recs, err := store.Events(gameID)
	if err != nil || len(recs) == 0 {
		t.Fatalf("systemtest: %s: the store has no events (%v)", what, err)
	}
	last := recs[len(recs)-1].CommandSeq
	var out []engine.Event
	for _, r := range recs {
		if r.CommandSeq != last {
			continue
		}
		var e engine.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			t.Fatalf("systemtest: %s: event %d does not read back: %v", what, r.Seq, err)
		}
		out = append(out, e)
	}
	return out
}

// checkReopened checks that the game saved and restored, a session opened
// from the latest snapshot and one that replays the whole log all hold the
// state played.
func checkReopened(t T, s *tracker.Session, store *trackertest.Store, cat *engine.Catalog, info tracker.Info) {
	t.Helper()
	played := snapshot(t, s.State(), "the game played")
	restored, err := engine.RestoreGame(cat, played)
	if err != nil {
		t.Fatalf("systemtest: the game's snapshot does not restore: %v", err)
	}
	if got := snapshot(t, restored, "the game restored"); !bytes.Equal(got, played) {
		t.Errorf("systemtest: the game saved and restored is another game (Snapshot, DecodeState, DecodeUnit): %s", diff(played, got))
	}
	if _, ok, _ := store.LatestSnapshot(gameID); !ok {
		t.Errorf("systemtest: the session saved no snapshot of the game")
	}
	fromSnap, err := tracker.Open(store, cat, info)
	if err != nil {
		t.Fatalf("systemtest: the game opened again from its snapshot: %v", err)
	}
	if got := snapshot(t, fromSnap.State(), "opened from its snapshot"); !bytes.Equal(got, played) {
		t.Errorf("systemtest: the game opened from its latest snapshot is not the game played: %s", diff(played, got))
	}
	replayed, err := tracker.Open(logOnly{store}, cat, info)
	if err != nil {
		t.Fatalf("systemtest: the game replayed from its log: %v", err)
	}
	if got := snapshot(t, replayed.State(), "replayed"); !bytes.Equal(got, played) {
		t.Errorf("systemtest: a replay of the log is not the game played: Apply is not deterministic, or a state is lost: %s", diff(played, got))
	}
	if sk := replayed.Skipped(); len(sk) > 0 {
		t.Errorf("systemtest: the replay skipped commands: %v", sk)
	}
}

// logOnly is a store without snapshots: a session on it replays the log.
type logOnly struct{ tracker.Store }

// checkRecords checks what an export and an import rely on: each event's
// payload reads back to the same JSON and has a sentence for the log, and
// the commands resolved again make the events recorded.
func checkRecords(t T, s *tracker.Session, store *trackertest.Store, cat *engine.Catalog, info tracker.Info) {
	t.Helper()
	recs, err := store.Events(gameID)
	if err != nil {
		t.Fatalf("systemtest: the log: %v", err)
	}
	for _, r := range recs {
		if r.IsMark() {
			continue
		}
		var e engine.Event
		if err := json.Unmarshal(r.Payload, &e); err != nil {
			t.Errorf("systemtest: event %d (%s) does not read back: %v", r.Seq, r.Kind, err)
			continue
		}
		again, err := json.Marshal(e)
		if err != nil || !jsonEqual(again, r.Payload) {
			t.Errorf("systemtest: event %d (%s) reads back as another event: %s, was %s (%v)", r.Seq, r.Kind, again, r.Payload, err)
		}
	}
	lines, err := s.Log()
	if err != nil {
		t.Fatalf("systemtest: the log: %v", err)
	}
	for _, l := range lines {
		if strings.TrimSpace(l.Text) == "" {
			t.Errorf("systemtest: event %d (%s) has no sentence for the log", l.Seq, l.Kind)
		}
	}
	d, err := tracker.Verify(cat, info, recordedCommands(t, store))
	if err != nil {
		t.Fatalf("systemtest: the game's commands resolved again: %v", err)
	}
	if d != nil {
		t.Errorf("systemtest: command %d, %q, resolved again, %s: event %d %s, and it %s (an import would refuse the game)", d.Command.Seq, d.Command.Text, map[bool]string{true: "is refused", false: "differs"}[d.Refused], d.Event, d.What, d.Now)
	}
}

// recordedCommands returns the game's commands with their events, as an
// export file holds them.
func recordedCommands(t T, store *trackertest.Store) []tracker.Recorded {
	t.Helper()
	recs, err := store.Events(gameID)
	if err != nil {
		t.Fatalf("systemtest: the log: %v", err)
	}
	texts := store.Commands(gameID)
	var cmds []tracker.Recorded
	for _, r := range recs {
		if len(cmds) == 0 || cmds[len(cmds)-1].Seq != r.CommandSeq {
			if r.CommandSeq < 1 || int(r.CommandSeq) > len(texts) {
				t.Fatalf("systemtest: event %d names command %d, of %d", r.Seq, r.CommandSeq, len(texts))
			}
			cmds = append(cmds, tracker.Recorded{Seq: r.CommandSeq, Text: texts[r.CommandSeq-1]})
		}
		cmds[len(cmds)-1].Events = append(cmds[len(cmds)-1].Events, r)
	}
	return cmds
}

// snapshot returns g's snapshot, failing when it cannot be taken.
func snapshot(t T, g *engine.Game, what string) []byte {
	t.Helper()
	b, err := g.Snapshot()
	if err != nil {
		t.Fatalf("systemtest: %s: the game cannot be saved: %v", what, err)
	}
	return b
}

// jsonEqual reports whether a and b hold the same JSON value.
func jsonEqual(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	xa, _ := json.Marshal(x)
	ya, _ := json.Marshal(y)
	return bytes.Equal(xa, ya)
}

// diff shows where two snapshots first differ.
func diff(want, got []byte) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := max(0, i-40)
	cut := func(b []byte) string { return string(b[from:min(len(b), i+40)]) }
	return fmt.Sprintf("at byte %d, want …%s…, got …%s…", i, cut(want), cut(got))
}

// rowsText returns rows as text, one a line.
func rowsText(rows []present.Row) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(r.Text())
		b.WriteByte('\n')
	}
	return b.String()
}
