package ffot_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/internal/fuzzgame"
	"ogretable/templates"
)

// FuzzFFOTCommand: no command lines of FFOTigers (at most
// fuzzgame.MaxLines, one a line), parsed in the game's command language,
// resolved and applied on a small game (fuzzgame.FFOT, the example
// figures), panic the engine; Apply takes whatever Resolve made; and the
// game played is the game its log, written and read back, replays
// (fuzzgame.Play). An input is several lines so that a command that needs
// its phase ("next", then "fire ...") is reached.
func FuzzFFOTCommand(f *testing.F) {
	for _, s := range []string{
		"command die 4", "next\nnext\nfire HT1 at INF1 range 8 die 3 5 4 2 1 2 3 1",
		"next\nnext\nfire HT1 at INF2 range 4", "next\nnext\nfire AI1 at INF3 range 2\nnext die 1",
		"next\nmove HT1 quarter\noverwatch INF1 at HT1 range 2", "next\nmove HT1,HT2 half toward into forest die 2",
		"next\noverrun HT1 at INF2", "pivot DHT1", "rout 2nd die 1", "terrain DHT1 open hull-down",
		"next\nnext\nnext\nland B1 die 6\nburst B1 at INF1,INF2 die 6 1\nnext die 1", "burst B1 feature bridge:bridge:saved",
		"unit 5th INF3 quality green", "add heavy-tank as X side defender", "note hello", "undo", "redo", "fire , at",
		"override fire HT2 at DHT1 range 4 side die 2 1 6", "next die 1 1 1 1 1 1", "fire HT1.crew at INF1 range 0",
	} {
		f.Add(s)
	}
	cat, err := templates.Load(templates.Files(), "../../templates/examples")
	if err != nil {
		f.Fatal(err)
	}
	setUp, err := engine.NewGame(cat, ffot.Variant, engine.Inches, fuzzgame.FFOTSides)
	if err != nil {
		f.Fatal(err)
	}
	fuzzgame.SetUp(f, setUp, fuzzgame.FFOT)
	f.Fuzz(func(t *testing.T, input string) { fuzzgame.Play(t, setUp, input) })
}
