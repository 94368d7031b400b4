package dsii_test

import (
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
)

// TestLogWording: the log counts in the referee's words, "1 fast tread
// module", "1 abort asked", "1 valid point", "1 air target", and records
// a design's unit type without a CRT move it has not; a design's record
// names the armours it gives, so an update says what a house rule changed
// (issue 22, a referee's playtest).
func TestLogWording(t *testing.T) {
	for _, c := range []struct {
		name   string
		before []string
		line   string
		want   []string
		not    []string
	}{
		{name: "a design entering play", line: "add house-mark-i as MK1 side defence",
			want: []string{"The game records House Mark I as the templates give it: a unit type of its rule system, whose record follows.",
				"House Mark I: basic EM (armour 4), 1 fast tread module (size 3, armour 5), 2 batteries of 2 weapons modules (armour main 7, rack 5)."},
			not: []string{"move 0", "tread modules"}},
		{name: "one abort", before: []string{"add house-mark-i as MK1 side defence", "tas MK1 x1 die 6"}, line: "launch MK1 abort 1 die 2",
			want: []string{"; 1 abort asked, d6 2, 4+ each: 0 aborted"}},
		{name: "one valid point", before: []string{"add house-mark-i as MK1 side defence"}, line: "hit MK1.em green1",
			want: []string{": 1 valid point against armour 4"}},
		{name: "one air target", before: []string{"add dsii-mark-v as MK5 side ogre", "ads MK5.main1"}, line: "aa MK5.main1 orange die 4 4",
			want: []string{"at 1 air target (EM"}},
		{name: "two air targets", before: []string{"add dsii-mark-v as MK5 side ogre", "ads MK5.main1"}, line: "aa MK5.main1 green,blue die 8 6 3 8",
			want: []string{"at 2 air targets (EM"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, c.before...)
			text, err := logOf(t, g, c.line)
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("the log lacks %q:\n%s", w, text)
				}
			}
			for _, w := range c.not {
				if strings.Contains(text, w) {
					t.Errorf("the log says %q:\n%s", w, text)
				}
			}
		})
	}
}

// TestUpdateSaysArmour: "update" of a design whose house rule gives its
// treads' armour says the armour in the new record, so "(was ...)"
// differs from it (issue 22, a referee's playtest).
func TestUpdateSaysArmour(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add dsii-mark-v as MK5 side ogre")
	g.Catalog = houseCatalog(t, dsiitest.HouseMarkI+"\n[[dsii-ogre]]\nid = \"dsii-mark-v\"\ntreads = {count = 4, size = 5, armor = 7, speed = \"slow\"}\n")
	text, err := logOf(t, g, "update dsii-mark-v")
	if err != nil {
		t.Fatal(err)
	}
	if want := "4 slow tread modules (size 5, armour 7), 9 batteries of 30 weapons modules (was Mark V (DSII): superior EM, 4 slow tread modules (size 5), 9 batteries"; !strings.Contains(text, want) {
		t.Errorf("the update says %q, want %q", text, want)
	}
}
