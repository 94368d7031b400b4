package crt_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/internal/fuzzgame"
)

// FuzzCommand: no command line, parsed and resolved against a game, panics
// the engine, and whatever Resolve returns applies cleanly.
func FuzzCommand(f *testing.F) {
	for _, s := range []string{
		"fire HVY1 at MK3.treads die 5", "fire MK3.main1,MK3.secondary1 at HVY1", "ram MK3 HVY1 die 2",
		"add heavy tank x3 as H side defence", "add infantry squads 3", "enter HVY1 swamp die 1", "terrain INF1 town",
		"next die 4", "override fire HVY1 at HVY2", "overrun MK3 at INF1,HVY1", "overrun end", "note hello",
		"fire HVY1 at GEV1 with GEV2 die 1 2", "fire S.gun1 at HVY1", "free HVY1", "undo", `add "mark v"`, "fire , at",
	} {
		f.Add(s)
	}
	// The set-up is played once; every execution plays its line on a
	// copy of it (as a session copies its game for every command).
	cat := catalog(f)
	setup, err := engine.NewGame(cat, crt.Published, engine.Inches, nil)
	if err != nil {
		f.Fatal(err)
	}
	fuzzgame.SetUp(f, setup, fuzzgame.CRT)
	f.Fuzz(func(t *testing.T, line string) {
		g := setup.Clone()
		cmd, err := crt.ParseCommand(line)
		if err != nil {
			return
		}

		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(2, 2))
		if err != nil {
			return
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%q: Resolve made an event Apply refuses: %v", line, err)
			}
		}
	})
}
