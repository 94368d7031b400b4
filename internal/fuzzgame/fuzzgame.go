// Package fuzzgame holds the small games the fuzz targets play from, one a
// rule system, and the body of the targets that play command lines on
// them (Play): each target and its seeds play the same game, written once.
// The fuzz targets are (go test -run XXX -fuzz NAME -fuzztime 60s
// -parallel 1 ./PACKAGE, one at a time):
//
//	engine         FuzzMarkTarget        the target of an undo or redo mark
//	engine/crt     FuzzCommand           a command line of the Ogre CRT, on CRT's game
//	engine/crt     FuzzUnmarshalState    a unit's CRT state in a snapshot
//	engine/ffot    FuzzFFOTCommand       command lines of FFOTigers, on FFOT's game
//	engine/dsii    FuzzDSIICommand       command lines of OGRE for DSII, on DSII's game with its cup
//	tracker        FuzzSession           command lines through a session, on CRT's game
//	tracker        FuzzDecodeEvent       a stored event's JSON
//	templates      FuzzLoad              a house-rules file
//	cli            FuzzCommandLine       the calculators' command lines
//	cli/memfile    FuzzGameCommandLine   the game subcommands' command lines, on CRT's game
//
// TestFuzzTargetsListed (in this package) checks that this list names
// every fuzz target of the module and no other.
//
// It is a package of its own, imported by tests only, so that no package
// of the program links it.
package fuzzgame

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii/dsiitest"
)

// CRT is the set-up of the Ogre CRT's game (variant published, the
// built-in catalog): one unit of each kind the command language reaches
// (an Ogre, armour, infantry, a GEV, a superheavy), then the Ogre's
// movement phase.
var CRT = []string{
	"add mark-iii as MK3", "add heavy-tank x2 as HVY", "add infantry squads 3 as INF1",
	"add gev as GEV1", "add superheavy-tank as S", "next",
}

// FFOT is the set-up of FFOTigers' game (sides attacker and defender, the
// example stand figures of templates/examples): the attacker's veteran
// HQ unit 1st of two heavy tanks and a mobile howitzer's battery, and an
// infantry squad in unit 3rd; the defender's three infantry squads in
// unit 2nd, one in a forest, and a heavy tank in unit 4th; the attacker's
// barrage placed. It is the attacker's command phase of turn 1.
var FFOT = []string{
	"add heavy-tank x2 as HT side attacker", "add infantry-squad as AI1 side attacker", "add mobile-howitzer as ART side attacker",
	"add infantry-squad x3 as INF side defender", "add heavy-tank as DHT1 side defender",
	"unit 1st HT1,HT2 quality veteran hq", "unit 3rd AI1 quality average", "unit arty ART quality elite",
	"unit 2nd INF1,INF2,INF3 quality average", "unit 4th DHT1 quality average",
	"terrain INF1 forest", "barrage ART at the ford spotter HT1 range 30",
}

// FFOTSides are the sides of FFOTigers' game, the first moving first.
var FFOTSides = []string{"attacker", "defender"}

// DSII is the set-up of OGRE for DSII's game (in inches, the built-in
// catalog with DSIIHouse): the built-in Mark V on the ogre's side, the
// house Mark I with every armour given and two heavy tanks on the
// defence's, and an infantry squad.
var DSII = []string{
	"add dsii-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank x2 as HT side defence",
	"add infantry-squad as INF side defence",
}

// DSIISides are the sides of OGRE for DSII's game.
var DSIISides = []string{"ogre", "defence"}

// DSIIHouse is the house rules DSII's game is played with: a design whose
// modules' armour is given (002 OGRE for DSII leaves it to the referee),
// dsiitest.HouseMarkI, and its cup of red3 with more chits mixed in (002
// gives none), so that "draw N" draws chits of several kinds.
const DSIIHouse = dsiitest.HouseMarkI + `
[[dsii-chit]]
chit = "yellow1"
count = 3

[[dsii-chit]]
chit = "green2"
count = 2

[[dsii-chit]]
chit = "boom"
count = 1

[[dsii-chit]]
chit = "m"
count = 1
`

// MaxLines is the most command lines an execution of Play plays.
const MaxLines = 8

// SetUp plays the set-up lines on g, seeded; it fails tb on a line the
// game refuses.
func SetUp(tb testing.TB, g *engine.Game, lines []string) {
	tb.Helper()
	for i, line := range lines {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			tb.Fatalf("fuzz set-up: %q: %v", line, err)
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(1, uint64(i+1)))
		if err != nil {
			tb.Fatalf("fuzz set-up: %q: %v", line, err)
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				tb.Fatalf("fuzz set-up: %q: %v", line, err)
			}
		}
	}
}

// Play plays input, command lines one a line (at most MaxLines), on a
// clone of setUp, each parsed in the game's command language, resolved
// with seeded dice and its events applied. Nothing panics; Apply takes
// every event Resolve made; and at the end the game played is the game
// that the events, each written as the log stores it (JSON) and read back,
// make when folded into another clone of setUp: Apply is deterministic, a
// refused command changed nothing, and every event says in its JSON all
// that Apply reads of it.
func Play(t *testing.T, setUp *engine.Game, input string) {
	lines := strings.Split(input, "\n")
	if len(lines) > MaxLines {
		return
	}
	g := setUp.Clone()
	var log [][]byte
	for i, line := range lines {
		cmd, err := g.ParseCommand(line)
		if err != nil {
			continue
		}
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(2, uint64(i+1)))
		if err != nil {
			continue
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%q: Resolve made an event Apply refuses: %v\n%+v", line, err, e)
			}
			p, err := json.Marshal(e)
			if err != nil {
				t.Fatalf("%q: an event cannot be written: %v", line, err)
			}
			log = append(log, p)
		}
	}
	if len(log) == 0 {
		return
	}
	replay := setUp.Clone()
	for _, p := range log {
		var e engine.Event
		if err := json.Unmarshal(p, &e); err != nil {
			t.Fatalf("%q: an event written cannot be read back: %v\n%s", input, err, p)
		}
		if err := replay.Apply(e); err != nil {
			t.Fatalf("%q: an event read back does not apply: %v\n%s", input, err, p)
		}
	}
	played, err := g.Snapshot()
	if err != nil {
		t.Fatalf("%q: %v", input, err)
	}
	again, err := replay.Snapshot()
	if err != nil {
		t.Fatalf("%q: %v", input, err)
	}
	if !bytes.Equal(played, again) {
		t.Fatalf("%q: the game played is not the game its log replays:\nplayed %s\nreplay %s", input, played, again)
	}
}
