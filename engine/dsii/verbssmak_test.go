package dsii_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
)

// logOf resolves line in game g with seeded dice, applies its events and
// returns their log text, a line each; it returns the refusal, if any.
func logOf(t *testing.T, g *engine.Game, line string) (string, error) {
	t.Helper()
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return "", err
	}
	events, err := engine.Resolve(g, cmd, engine.NewSeeded(5, 1))
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, e := range events {
		if err := g.Apply(e); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		b.WriteString(e.Text + "\n")
	}
	return b.String(), nil
}

// TestSMAK: a SMAK round's homing die against the target EM's die now, its
// chits on a hit applied as hit applies them, an Ogre's missile once for
// each launched.
func TestSMAK(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  []string
		line    string
		refusal string
		text    []string
		check   func(t *testing.T, g *engine.Game)
	}{
		// 002 OGRE for DSII, Artillery fire against OGREs: "Enhanced ... d8"; "compared to the ECM
		// value of the target OGREs Electronics Module"; "If the attack roll excedes the ECM roll,
		// the rounds strike"; "Heavy pulls 4"; the example's "Red and Yellow valid". 3 + 2 points
		// against tread armour 5: Damaged; the M with it takes the 1 BMF for good (Tread Modules).
		{name: "a hit", line: "smak MK1.tread1 enhanced heavy red3,yellow2,green1,m by HT1 die 7 3",
			text: []string{"A SMAK-TM round (enhanced, of heavy artillery) fired by HT1 homes on MK1.tread1: d8 7 against MK1's ECM d6 3: it hits and pulls 4 chits, valid red,yellow",
				"The SMAK-TM round on MK1.tread1 (4 chits, valid red,yellow): MK1.tread1 is hit by HT1 (red3, yellow2, green1, m; valid red,yellow): 5 valid points against armour 5: Damaged; -1 BMF (4 left), no DMG marker, the BMF is lost for good."},
			check: func(t *testing.T, g *engine.Game) {
				if got := dsii.UnitOf(g.Unit("MK1")).Module("tread1").BMF; got != 4 {
					t.Errorf("MK1.tread1 has %d BMF, want 4", got)
				}
			}},
		{name: "equal dice miss", line: "smak MK1.tread1 enhanced heavy draw die 3 3",
			text: []string{"d8 3 against MK1's ECM d6 3: it misses (the attack die must be higher)."}},
		{name: "a miss pulls no chits", line: "smak MK1.tread1 enhanced heavy red3,red3,red3,red3 die 2 3", refusal: "misses (d8 2 against MK1's ECM d6 3): no chits are pulled"},
		{name: "a hit needs its chits", line: "smak MK1.tread1 superior light die 9 1", refusal: "hits (d10 9 against MK1's ECM d6 1): it pulls 2 chits"},
		{name: "the chits are counted", line: "smak MK1.tread1 basic medium red3 die 6 1", refusal: "3 chits are pulled, not 1"},
		{name: "valid as said", line: "smak MK1.tread1 basic light green3,green3 valid green die 6 1",
			text: []string{"6 valid points against armour 5: Knocked Out; -1 BMF (4 left)."}},
		// 002 OGRE for DSII, OGRE Missiles: "each missile is treated as a SMAK round ... using the
		// current effectiveness die of the OGREs Electronics Module" (MK1's Basic d6); "OGRE
		// missiles ... pull 6 chits".
		{name: "an Ogre's missile", before: []string{"tas MK1 x1 die 6", "launch MK1"},
			line: "smak MK5.main1 missile MK1 red3,red3,red3,yellow1,yellow1,boom die 6 2",
			text: []string{"MK1's missile, a SMAK-MB round on its EM's d6 homes on MK5.main1: d6 6 against MK5's ECM d10 2: it hits and pulls 6 chits",
				"MK5.main1 is hit by MK1 (red3, red3, red3, yellow1, yellow1, boom; valid red,yellow): 11 valid points against armour 7: Knocked Out; destroyed."},
			check: func(t *testing.T, g *engine.Game) {
				if err := try(g, "smak MK5.main2 missile MK1 die 1 2"); err == nil || !strings.Contains(err.Error(), "no missile launched this turn still to strike") {
					t.Errorf("a second round of MK1's one missile: %v", err)
				}
			}},
		{name: "no missile launched", line: "smak MK5.main1 missile MK1 draw", refusal: "MK1 has no missile launched this turn"},
		{name: "a missile by no Ogre", line: "smak MK5.main1 missile HT1 draw", refusal: "HT1 is no Ogre of modules"},
		{name: "a missile credited to its Ogre", line: "smak MK5.main1 missile MK1 draw by HT1", refusal: "leave out by"},
		{name: "a quality", line: "smak MK5.main1 elite heavy draw", refusal: "neither a SMAK round's quality"},
		{name: "a class", line: "smak MK5.main1 basic huge draw", refusal: "not a class of artillery"},
		{name: "a destroyed module", before: []string{"hit MK1.main1 ko"}, line: "smak MK1.main1 basic light draw", refusal: "fails to detonate"},
		// A module whose armour the design leaves blank takes the result read at the table, as hit.
		{name: "a blank armour", line: "smak MV.tread1 superior light ko die 9 1",
			text: []string{"MV.tread1 is hit (ko as read; valid red,yellow): Knocked Out; -1 BMF (3 left)."}},
		{name: "a blank armour drawn", line: "smak MV.tread1 superior light draw die 9 1", refusal: "type the result read at the table"},
		{name: "by no unit", line: "smak MK1.tread1 superior light draw by ZZ9", refusal: "ZZ9"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-v as MK5 side ogre", "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence", "add dsii-mark-v as MV side ogre")
			play(t, g, c.before...)
			text, err := logOf(t, g, c.line)
			switch {
			case c.refusal != "" && (err == nil || !strings.Contains(err.Error(), c.refusal)):
				t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
			case c.refusal != "":
				return
			case err != nil:
				t.Fatalf("%s: %v", c.line, err)
			}
			for _, want := range c.text {
				if !strings.Contains(text, want) {
					t.Errorf("the log lacks %q:\n%s", want, text)
				}
			}
			if c.check != nil {
				c.check(t, g)
			}
		})
	}
}

// TestCompleteSMAK: smak's completion offers the Ogres' modules, the
// qualities and "missile", the classes or the Ogres with missiles
// launched this turn, then the words after; destroy's the units and by.
func TestCompleteSMAK(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseMarkV), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence", "add heavy-tank as HT1 side defence", "tas MK1 x1 die 6", "launch MK1")
	for _, c := range []struct {
		verb string
		args []string
		want []string
	}{
		{"smak", nil, []string{"MK1.em", "MK1.tread1", "MK1.main1", "MK1.rack1"}},
		{"smak", []string{"MK1.em"}, []string{"basic", "enhanced", "superior", "missile"}},
		{"smak", []string{"MK1.em", "basic"}, []string{"light", "medium", "heavy"}},
		{"smak", []string{"MK1.em", "missile"}, []string{"MK1"}},
		{"smak", []string{"MK1.em", "basic", "heavy"}, []string{"draw", "valid", "by"}},
		{"smak", []string{"MK1.em", "basic", "heavy", "draw", "by"}, []string{"MK1", "HT1"}},
		{"destroy", nil, []string{"MK1", "HT1"}},
		{"destroy", []string{"HT1"}, []string{"by"}},
		{"assault", nil, []string{"MK1"}},
	} {
		if got := g.Verb(engine.Verb(c.verb)).Complete(g, c.args); !slices.Equal(got, c.want) {
			t.Errorf("%s %s: %q, want %q", c.verb, strings.Join(c.args, " "), got, c.want)
		}
	}
}
