package dsii_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/engine/dsii/dsiitest"
)

// TestDraw: chits leave the cup as they are drawn (the cup is full again
// only for the next draw), each pick a place among the chits left.
func TestDraw(t *testing.T) {
	red3, _ := dsii.ParseChit("red3")
	boom, _ := dsii.ParseChit("boom")
	cup := []dsii.CupChit{{Chit: red3, Count: 2}, {Chit: boom, Count: 1}}
	for _, c := range []struct {
		name  string
		picks []int
		want  []dsii.Chit
		err   string
	}{
		// ReadingCupRefilled: without replacement within a draw.
		{name: "the first place twice takes both red3", picks: []int{1, 1}, want: []dsii.Chit{red3, red3}},
		{name: "the last place first takes the boom", picks: []int{3, 2, 1}, want: []dsii.Chit{boom, red3, red3}},
		{name: "a chit drawn is not drawn again", picks: []int{3, 3}, err: "pick 3 is not among the 2 chits left"},
		{name: "no place 0", picks: []int{0}, err: "pick 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := dsii.Draw(cup, c.picks)
			switch {
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("Draw(%v) = %v, %v; want an error saying %q", c.picks, got, err, c.err)
			case c.err == "" && (err != nil || !reflect.DeepEqual(got, c.want)):
				t.Fatalf("Draw(%v) = %v, %v; want %v", c.picks, got, err, c.want)
			}
		})
	}
}

// houseCup is dsiitest.HouseMarkI with a cup of mixed chits, the mix this test's
// own (002 gives none).
const houseCup = dsiitest.HouseMarkI + `
[[dsii-chit]]
chit = "yellow1"
count = 3

[[dsii-chit]]
chit = "boom"
count = 1
`

// TestHitDraw: "hit ... draw N" draws N chits from the game's cup with the
// game's dice and resolves them as the same chits typed would.
func TestHitDraw(t *testing.T) {
	for _, c := range []struct {
		name, house, line, refusal string
		n                          int
	}{
		// 002 OGRE for DSII, Damage and Special Damage against OGRE modules.
		{name: "two chits on the EM", house: houseCup, line: "hit MK1.em draw 2", n: 2},
		{name: "the whole cup on a tread module, red only valid", house: houseCup, line: "hit MK1.tread1 draw 8 valid red", n: 8},
		{name: "more chits than the cup holds", house: houseCup, line: "hit MK1.em draw 9", refusal: "draw 1 to 8 chits: the cup holds 4 × red3, 3 × yellow1, 1 × boom (8 chits)"},
		{name: "no chit", house: houseCup, line: "hit MK1.em draw 0", refusal: "draw 1 to 8"},
		{name: "not a number", house: houseCup, line: "hit MK1.em draw two", refusal: `"two" is not a number of chits`},
		{name: "no cup", house: dsiitest.MarkIDesign, line: "hit MK1.em draw 2", refusal: "the game has no cup to draw from"},
		// The seed's Mark V gives no armour: points cannot count.
		{name: "a module without armour", house: houseCup, line: "hit MK5.em draw 2", refusal: "armour is not given"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, c.house), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence", "add dsii-mark-v as MK5 side ogre")
			cmd, err := g.ParseCommand(c.line)
			if err != nil {
				t.Fatal(err)
			}
			events, err := engine.Resolve(g, cmd, engine.NewSeeded(7, 3))
			if c.refusal != "" {
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			hit := events[len(events)-1]
			if hit.Kind != dsii.EventHit || len(hit.Dice) != c.n {
				t.Fatalf("%s: the last event is %s with %d dice, want a hit with %d", c.line, hit.Kind, len(hit.Dice), c.n)
			}
			cup, err := dsii.Cup(g)
			if err != nil {
				t.Fatal(err)
			}
			picks := make([]int, len(hit.Dice))
			for i, d := range hit.Dice {
				// One die a chit, as many faces as chits are left.
				if d.Faces() != dsii.CupSize(cup)-i {
					t.Errorf("die %d has %d faces, want %d", i+1, d.Faces(), dsii.CupSize(cup)-i)
				}
				picks[i] = d.Value
			}
			drawn, err := dsii.Draw(cup, picks)
			if err != nil {
				t.Fatal(err)
			}
			var data struct {
				Drawn []string `json:"drawn"`
			}
			if err := json.Unmarshal(hit.Data, &data); err != nil {
				t.Fatal(err)
			}
			typed := make([]string, len(drawn))
			for i, ch := range drawn {
				typed[i] = ch.String()
				if data.Drawn[i] != typed[i] {
					t.Errorf("the event's chit %d is %s, the dice draw %s", i+1, data.Drawn[i], typed[i])
				}
			}
			// The same chits typed give the same event text after the draw's preface.
			words := strings.Fields(c.line)
			words[2] = strings.Join(typed, ",")
			words = append(words[:3], words[4:]...)
			tcmd, err := g.ParseCommand(strings.Join(words, " "))
			if err != nil {
				t.Fatal(err)
			}
			tev, err := engine.Resolve(g, tcmd, engine.NewSeeded(7, 3))
			if err != nil {
				t.Fatal(err)
			}
			if want := tev[len(tev)-1].Text; !strings.HasSuffix(hit.Text, want) || !strings.Contains(hit.Text, "refilled for each draw") {
				t.Errorf("%s logs %q; want the typed hit's %q after the cup", c.line, hit.Text, want)
			}
			if g.RecordedEntry(dsii.TableChit, "red3") != nil {
				t.Errorf("resolving recorded the cup before its events applied")
			}
			for _, e := range events {
				if err := g.Apply(e); err != nil {
					t.Fatal(err)
				}
			}
			if g.RecordedEntry(dsii.TableChit, "boom") == nil {
				t.Errorf("the draw did not record the cup's entries in the game")
			}
		})
	}
}

// TestHitDrawTypedDice: the dice of "hit ... draw N" may be typed from the
// table ("die 8 1"), each the place of a chit among those left, as the
// dashboard's dice dialog and the command bar give them, and the log says
// them as it says every die, faces and value; dice a hit with typed chits
// does not roll are refused.
func TestHitDrawTypedDice(t *testing.T) {
	for _, c := range []struct {
		name, line, refusal string
		drawn               []string
		text                string // what the log says of the draw
	}{
		// The cup is 4 × red3, 3 × yellow1, 1 × boom: the 8th chit is the
		// boom, then the 1st of the 7 left a red3 (ReadingCupRefilled).
		{name: "two typed dice draw two chits", line: "hit MK1.em draw 2 die 8 1", drawn: []string{"boom", "red3"},
			text: "2 chits drawn from the cup (8 chits), refilled for each draw, on d8 8, d7 1: MK1.em is hit (boom, red3)"},
		{name: "with a validity", line: "hit MK1.em draw 1 valid red die 5", drawn: []string{"yellow1"}},
		{name: "a die past the chits left", line: "hit MK1.em draw 2 die 8 8", refusal: "8 is not on a d7"},
		{name: "typed chits roll no die", line: "hit MK1.em red3 die 4", refusal: "no die is rolled for a hit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil)
			if err != nil {
				t.Fatal(err)
			}
			play(t, g, "add house-mark-i as MK1 side defence")
			events, err := func() ([]engine.Event, error) {
				cmd, err := g.ParseCommand(c.line)
				if err != nil {
					return nil, err
				}
				return engine.Resolve(g, cmd, engine.NewSeeded(7, 3))
			}()
			if c.refusal != "" {
				if err == nil || !strings.Contains(err.Error(), c.refusal) {
					t.Fatalf("%s: %v, want a refusal saying %q", c.line, err, c.refusal)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: %v", c.line, err)
			}
			var data struct {
				Drawn []string `json:"drawn"`
			}
			if err := json.Unmarshal(events[len(events)-1].Data, &data); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(data.Drawn, c.drawn) {
				t.Errorf("%s draws %v, want %v", c.line, data.Drawn, c.drawn)
			}
			if got := events[len(events)-1].Text; !strings.Contains(got, c.text) {
				t.Errorf("%s logs %q, want %q", c.line, got, c.text)
			}
		})
	}
}

// TestHitDrawWithoutANumber: "hit OGRE.MODULE draw" names no number of
// chits and is refused with the form to write; the fuzz target found it
// read as a draw and panicking (002 OGRE for DSII, Damage and Special
// Damage against OGRE modules: an attack "pulls chits").
func TestHitDrawWithoutANumber(t *testing.T) {
	g, err := engine.NewGame(houseCatalog(t, houseCup), dsii.Variant, engine.Inches, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, g, "add house-mark-i as MK1 side defence")
	for _, line := range []string{"hit MK1.em draw", "hit MK1.em drAw", "hit MK1.em draw die 3", "hit MK1.em draw by MK1.main1"} {
		_, err := g.ParseCommand(line)
		if err == nil || !strings.Contains(engine.Sentence(err), `say how many chits to draw: "hit MK1.em draw N"`) {
			t.Errorf("%s: %v, want a refusal asking how many chits", line, err)
		}
	}
}
