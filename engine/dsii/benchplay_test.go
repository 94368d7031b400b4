package dsii_test

import (
	"fmt"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// benchTurn is one scripted DSII turn of ten commands, each valid in every
// turn: a Mark V and a Mark I activate, hit and repair one another (a DMG
// made and repaired, chits drawn from the cup), a Reaction Test, and the
// turn's end.
var benchTurn = []string{
	"activate MV.tread1", "activate MI.tread1", "activate MV.main1",
	"hit MI.main1 red3,red3,red1", "activate MI.main1", "hit MV.main2 yellow1",
	"repair MI.main1 die 6", "hit MV.tread2 draw 2 valid green,no-specials",
	"react HT MV pass", "next",
}

// benchCommands is how many commands the benchmarks play (issue 22: 1,000
// scripted commands).
const benchCommands = 1000

// benchGame returns a DSII game of the house Mark V (MV), Mark I (MI) and
// a heavy tank (HT), and the commands of benchCommands scripted turns'
// worth, parsed.
func benchGame(b *testing.B) (*engine.Game, []engine.Command) {
	b.Helper()
	g, err := engine.NewGame(houseCatalog(b, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range []string{"add house-mark-v as MV side ogre", "add house-mark-i as MI side defence", "add heavy-tank as HT side defence"} {
		if err := resolveApply(g, line, 0); err != nil {
			b.Fatal(err)
		}
	}
	var cmds []engine.Command
	for i := range benchCommands {
		c, err := g.ParseCommand(benchTurn[i%len(benchTurn)])
		if err != nil {
			b.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	return g, cmds
}

// resolveApply resolves line in g with the seeded dice of command n and
// applies its events.
func resolveApply(g *engine.Game, line string, n int) error {
	c, err := g.ParseCommand(line)
	if err != nil {
		return err
	}
	events, err := engine.Resolve(g, c, engine.NewSeeded(22, uint64(n)))
	if err != nil {
		return fmt.Errorf("%s: %w", line, err)
	}
	for _, e := range events {
		if err := g.Apply(e); err != nil {
			return fmt.Errorf("%s: %w", line, err)
		}
	}
	return nil
}

// BenchmarkDSIIResolve1000 resolves 1,000 scripted DSII commands, each on
// the game the ones before left, their events applied in turn (issue 22:
// ≤ 40 ms; Apply alone is BenchmarkDSIIApply1000).
func BenchmarkDSIIResolve1000(b *testing.B) {
	start, cmds := benchGame(b)
	for b.Loop() {
		g := start.Clone()
		for i, c := range cmds {
			events, err := engine.Resolve(g, c, engine.NewSeeded(22, uint64(i)))
			if err != nil {
				b.Fatalf("%s: %v", c.Line, err)
			}
			for _, e := range events {
				if err := g.Apply(e); err != nil {
					b.Fatalf("%s: %v", c.Line, err)
				}
			}
		}
	}
}

// BenchmarkDSIIApply1000 applies the events of 1,000 scripted DSII
// commands to the game they were resolved on (issue 22: ≤ 5 ms).
func BenchmarkDSIIApply1000(b *testing.B) {
	start, cmds := benchGame(b)
	g := start.Clone()
	var events []engine.Event
	for i, c := range cmds {
		es, err := engine.Resolve(g, c, engine.NewSeeded(22, uint64(i)))
		if err != nil {
			b.Fatalf("%s: %v", c.Line, err)
		}
		for _, e := range es {
			if err := g.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
		events = append(events, es...)
	}
	b.ReportMetric(float64(len(events)), "events")
	for b.Loop() {
		g := start.Clone()
		for _, e := range events {
			if err := g.Apply(e); err != nil {
				b.Fatal(err)
			}
		}
	}
}
