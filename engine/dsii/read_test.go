package dsii_test

import (
	"slices"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// TestDrawOf: the chits a hit drew from the cup are read back from its
// event with the cup they came from; chits typed from the table are no
// draw (002 OGRE for DSII gives no mix: ReadingCupRefilled, the cup full
// again for each draw).
func TestDrawOf(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence")
	for _, c := range []struct {
		line  string
		drawn int // chits drawn; 0: typed, no draw
	}{
		{"hit MK1.em draw 3", 3},
		{"hit MK1.em red3,yellow1", 0},
	} {
		cmd, err := g.ParseCommand(c.line)
		if err != nil {
			t.Fatal(err)
		}
		before := g.Clone()
		evs, err := engine.Resolve(g, cmd, engine.NewSeeded(7, 3))
		if err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		hit := evs[len(evs)-1]
		for _, e := range evs[:len(evs)-1] {
			if err := before.Apply(e); err != nil { // the cup's entries recorded as it is first drawn from
				t.Fatal(err)
			}
		}
		drawn, cup, ok := dsii.DrawOf(before, hit)
		if ok != (c.drawn > 0) || len(drawn) != c.drawn {
			t.Errorf("%s: DrawOf = %v, %v, want %d chits drawn", c.line, drawn, ok, c.drawn)
		}
		if ok && dsii.CupSize(cup) != 8 {
			t.Errorf("%s: the cup %s, want its 8 chits", c.line, dsii.CupText(cup))
		}
		for _, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, _, ok := dsii.DrawOf(g, engine.Event{Kind: engine.EventNote}); ok {
		t.Error("a note is a draw")
	}
}

// TestColourShares: each colour's share of the cup, in the colours'
// order, specials last: the cup of 4 red3, 3 yellow1 and a boom.
func TestColourShares(t *testing.T) {
	red3, _ := dsii.ParseChit("red3")
	yellow1, _ := dsii.ParseChit("yellow1")
	boom, _ := dsii.ParseChit("boom")
	m, _ := dsii.ParseChit("m")
	got := dsii.ColourShares([]dsii.CupChit{{Chit: boom, Count: 1}, {Chit: red3, Count: 4}, {Chit: yellow1, Count: 2}, {Chit: m, Count: 1}})
	want := []dsii.ColourShare{{Colour: "red", Share: dsii.Chance{Num: 4, Den: 8}}, {Colour: "yellow", Share: dsii.Chance{Num: 2, Den: 8}},
		{Colour: dsii.ColourSpecial, Share: dsii.Chance{Num: 2, Den: 8}}}
	if !slices.Equal(got, want) {
		t.Errorf("ColourShares = %v, want %v", got, want)
	}
	if dsii.ColourShares(nil) != nil {
		t.Error("an empty cup has shares")
	}
}
