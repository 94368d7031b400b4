package memfile_test

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"ogretable/cli"
	"ogretable/cli/memfile"
	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/internal/fuzzgame"
	_ "ogretable/systems" // the systems as the program links them
	"ogretable/templates"
	"ogretable/tracker"
)

// FuzzGameCommandLine: no command line of a subcommand that makes, reads
// or writes a game (new, do, end, state, log, games) panics the program;
// every one ends with exit 0, 1 or 2; one that fails writes nothing (no
// event in any game, no game made: a new game is whole or absent, issue
// 21); state, log and games never write; and a new game that is made holds
// its scenario's whole set-up. Each execution runs on a game file in memory
// (memfile) holding two games, the played game (fuzzPlayed) and one as the
// set-up left it: state and log read the played one, do and end write to
// the other, unless the input names a game (--game, the later flag wins).
//
// It is here, and not beside the command line, so that its test binary
// links no SQLite: the fuzzer reads every coverage counter of the binary
// after each execution, and SQLite's cost more than the rest of an
// execution (issue 21: the target ran 422 executions a second on SQLite).
// The subcommands run as the program runs them, through cli.Run; the
// file's own SQL is db's, tested there (faults, kills, two writers).
//
// An input is a subcommand (its number in gameSubcommands, modulo their
// count) and the rest of the command line, so that every execution runs
// one of them: an input whose first word is no subcommand would cost the
// fuzzer an execution and try nothing.
func FuzzGameCommandLine(f *testing.F) {
	for _, s := range gameCommandLineSeeds {
		sub, rest, _ := strings.Cut(s, " ")
		i := slices.Index(gameSubcommands, sub)
		if i < 0 {
			f.Fatalf("seed %q: %s is not a subcommand of gameSubcommands", s, sub)
		}
		f.Add(uint8(i), rest)
	}
	fc := newFuzzCommandLine(f)
	f.Fuzz(func(t *testing.T, sub uint8, rest string) {
		if len(rest) > maxFuzzLine {
			return
		}
		fc.play(t, gameSubcommands[int(sub)%len(gameSubcommands)]+" "+rest)
	})
}

// maxFuzzLine is the longest rest of a command line FuzzGameCommandLine
// runs. The fuzzer shortens each input that finds something new, trying
// to leave out every run of its bytes: a time that grows as the square of
// its length, during which it runs nothing new (a line of a thousand bytes
// held it a minute). A line longer than a referee types is TestLongInputClipped's
// (cli): its message is clipped, whatever the subcommand.
const maxFuzzLine = 256

// gameSubcommands are the subcommands FuzzGameCommandLine runs.
var gameSubcommands = []string{"do", "end", "new", "state", "log", "games"}

// gameCommandLineSeeds are FuzzGameCommandLine's seed corpus, and its
// benchmark's inputs: each a subcommand of gameSubcommands and the rest.
var gameCommandLineSeeds = []string{
	"do -- --json", "do --db /elsewhere.db --game 1 note hi", "do fire MK3.main1 at HVY1 die 4",
	"do --game 1 note on the played game", "do --json 'fire HVY1,HVY2 at MK3.treads die 5 6'", "do next die 4",
	"do undo", "end the Ogre fled", "games --json", "log --format csv", "log --json --format text",
	"new --rules dsii --json", "new --rules ffot", "new --scenario quick --seed 3", "new --scenario nowhere",
	"state --json", "state --game 99", "do next", "do override fire HVY1 at MK3.treads die 6", "end",
	"new --rules ffot --accuracy 3d6", "new --walkers all --name walkers", "log --game 2 --format json",
	"new -h", "new --h", // the help, exit 0, and no game: found by the fuzzer
}

// fuzzPlayed is what is played after the set-up in the game that state and
// log read: the Ogre fires, a note, the defence fires, an undo and a redo.
var fuzzPlayed = []string{
	"next", "fire MK3.main1 at HVY1 die 4", "fire MK3.secondary1 at GEV1 die 3", "note the GEV hid in the forest",
	"next", "next", "next", "next", "fire HVY2 at MK3.treads die 5", "undo", "redo", "next",
}

// fuzzCommandLine is the file every execution starts from, a copy of it
// each time, so that an input that fails fails again on its own.
type fuzzCommandLine struct {
	cat      *engine.Catalog // the built-in catalog, as new loads it
	template *memfile.File
	played   int64 // the game state and log read
	setUp    int64 // the game as the set-up left it, which do and end write to
}

// fuzzGame is the game record of both games.
var fuzzGame = record.Game{Name: "fuzz", Rules: string(crt.Published), Scale: string(engine.Inches), Scenario: "quick", Seed: 7}

// newFuzzCommandLine makes the template: both games set up through the
// command line, then the played one played.
func newFuzzCommandLine(tb testing.TB) *fuzzCommandLine {
	tb.Helper()
	cat, err := templates.Default()
	if err != nil {
		tb.Fatal(err)
	}
	fc := &fuzzCommandLine{cat: cat, template: memfile.New("fuzz.db")}
	for _, id := range []*int64{&fc.played, &fc.setUp} {
		g, err := fc.template.CreateGame(fuzzGame)
		if err != nil {
			tb.Fatal(err)
		}
		*id = g.ID
		for _, line := range fuzzgame.CRT {
			mustDo(tb, fc.template, g.ID, line)
		}
	}
	for _, line := range fuzzPlayed {
		mustDo(tb, fc.template, fc.played, line)
	}
	return fc
}

// mustDo runs "ogretable do --game id line" on f, which must carry it out.
func mustDo(tb testing.TB, f *memfile.File, id int64, line string) {
	tb.Helper()
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"do", "--game", strconv.FormatInt(id, 10), line}, strings.NewReader(""), &out, &errb, memfile.Files(f, 0)); code != 0 {
		tb.Fatalf("fuzz set-up: do %q: exit %d: %s", line, code, errb.String())
	}
}

// play is one execution: the input's subcommand on a copy of the template.
func (fc *fuzzCommandLine) play(t testing.TB, line string) {
	args := strings.Fields(line)
	if len(args) == 0 {
		return
	}
	writes := false
	switch args[0] {
	case "do", "end":
		writes = true
		args = slices.Insert(args, 1, "--game", strconv.FormatInt(fc.setUp, 10))
	case "new":
		writes = true
	case "state", "log":
		args = slices.Insert(args, 1, "--game", strconv.FormatInt(fc.played, 10))
	case "games":
	default:
		t.Fatalf("%q: not a subcommand of FuzzGameCommandLine's", line)
	}
	f := fc.template.Clone()
	before := logs(t, f)
	var out, errb bytes.Buffer
	code := cli.Run(args, strings.NewReader(""), &out, &errb, memfile.Files(f, 0))
	if code != 0 && code != 1 && code != 2 {
		t.Fatalf("%q: exit %d", args, code)
	}
	after := logs(t, f)
	switch {
	case (!writes || code != 0) && after != before:
		t.Fatalf("%q (exit %d: %s) wrote to the file:\nbefore %s\nafter  %s", args, code, errb.String()+out.String(), before, after)
	case args[0] == "new" && code == 0:
		fc.checkNewGame(t, f, args)
	}
}

// logs says what f holds: each game with its commands, events and latest
// snapshot, and the walker designs.
func logs(t testing.TB, f *memfile.File) string {
	games, err := f.Games()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, g := range games {
		evs, err := f.Events(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		snap, _, err := f.LatestSnapshot(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "[game %d: %d commands, %d events, snapshot at %d]", g.ID, g.Commands, len(evs), snap.EventSeq)
	}
	designs, err := f.Walkers()
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(&b, "[%d walker designs]", len(designs))
	return b.String()
}

// checkNewGame checks the game that new made: it is the only one made (none
// when new printed its help), and it holds its scenario's set-up whole:
// every command of the set-up (tracker.SetupCommands), the last with its
// events.
func (fc *fuzzCommandLine) checkNewGame(t testing.TB, f *memfile.File, args []string) {
	games, err := f.Games()
	// A word that asks for help, as the program reads one (cli.IsHelpFlag:
	// "new --h" too), before any "--".
	flags := args
	if i := slices.Index(args, "--"); i >= 0 {
		flags = args[:i]
	}
	help := slices.ContainsFunc(flags, cli.IsHelpFlag)
	switch {
	case err != nil:
		t.Fatal(err)
	case help && len(games) == 2:
		return
	case len(games) != 3:
		t.Fatalf("%q: %d games after a new game, want 3", args, len(games))
	}
	g := games[0]
	evs, err := f.Events(g.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	if g.Scenario != "" {
		setup, err := tracker.SetupCommands(fc.cat, g.Scenario)
		if err != nil {
			t.Fatalf("%q made game %d of scenario %q: %v", args, g.ID, g.Scenario, err)
		}
		want = len(setup)
	}
	if g.Commands != want || want > 0 && (len(evs) == 0 || evs[len(evs)-1].CommandSeq != int64(want)) {
		t.Fatalf("%q made game %d of scenario %q with %d commands and %d events, its set-up %d commands: it is not whole",
			args, g.ID, g.Scenario, g.Commands, len(evs), want)
	}
}

// BenchmarkFuzzGameCommandLine is one execution of FuzzGameCommandLine a
// loop, over its seed corpus in turn: where an execution's time goes
// (-cpuprofile).
func BenchmarkFuzzGameCommandLine(b *testing.B) {
	fc := newFuzzCommandLine(b)
	for i := 0; b.Loop(); i++ {
		fc.play(b, gameCommandLineSeeds[i%len(gameCommandLineSeeds)])
	}
}
