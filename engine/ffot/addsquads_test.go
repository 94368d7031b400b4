package ffot_test

import (
	"testing"

	"ogretable/engine"
)

// TestAddReadsNoSquads checks that FFOTigers' "add" reads no words of the
// Ogre CRT's ("squads N": the text plays stands, never squads, 004
// FFOTigers, turn sequence: "moves any and all stands") and shows none in
// help, and that an infantry stand still enters
// play as one squad, as its logs have always recorded it.
func TestAddReadsNoSquads(t *testing.T) {
	p := newPlay(t)
	if got, want := p.g.Verb(engine.VerbAdd).Syntax, "add TYPE [xN] [as LABEL] [side SIDE]"; got != want {
		t.Errorf("add's syntax = %q, want %q", got, want)
	}
	for _, l := range p.g.LabelKeywords() {
		if l == "squads" {
			t.Errorf("the label words include %q, a word FFOTigers' commands do not read", l)
		}
	}
	p.refused("add infantry-squad as INF side defender squads 2", "infantry-squad squads 2")
	for _, e := range p.must("add infantry-squad as INF side defender") {
		if e.Kind == engine.EventAdded && (e.Squads != 1 || e.Text != "INF (Infantry Squad) joins the defender.") {
			t.Errorf("added %q with %d squads, want one squad, as the logs have it", e.Text, e.Squads)
		}
	}
}
