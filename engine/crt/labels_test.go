package crt_test

import (
	"slices"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// parserWords are the words the parsers of the command language compare
// where a label may stand, read from the parsers by hand (command.go,
// salvo.go, correct.go, scenario.go, walkerplay.go, missile.go), so that
// LabelKeywords, which reads them from the verbs' syntax, is checked
// against a list it was not made from.
var parserWords = []string{
	"at", "with", "through", "die", "dice", // fire, ram, enter, next
	"far", "forced", // enter
	"join", "end", // overrun
	"as", "side", "squads", // add, buy
	"and", "offboard", "off-board", // launch
	"standard", "cruise", "cm", "mini", "minimissile", "mcm", "dual", "dwcm", "dummy", "dm", // ParseMissileType
	"by", "flown", "hexes", "caught", "lost", "underwater", // intercept, blast
	"because", "treads", "status", "vp", "until", // correct
	"on", "off", "air", "land", // jets, form
	"points", "all", // roll points, update all
}

// TestLabelThatIsAKeywordIsRefused is a regression case (issue 20, item
// 5): "add missile-crawler-mcm as MCM" was accepted, and "launch MCM" then
// read MCM as the minimissile type. A label that is a word of the command
// language, or that reads as a count (X2), is refused when it is given,
// with a sentence, in any case it is typed.
func TestLabelThatIsAKeywordIsRefused(t *testing.T) {
	g := play(t, crt.Published)
	kw := g.LabelKeywords()
	for _, w := range parserWords {
		if !slices.Contains(kw, w) {
			t.Errorf("LabelKeywords leaves out %q, a word a parser reads", w)
		}
	}
	labels := []string{"X2", "x10"}
	for _, w := range kw {
		labels = append(labels, strings.ToUpper(w), w)
	}
	for _, l := range labels {
		if len(l) > 12 {
			continue // too long for a label anyway
		}
		g := play(t, crt.Published)
		run(t, g, "!add heavy-tank as "+l+"|cannot be a label")
		if len(g.Units) != 0 {
			t.Errorf("add heavy-tank as %s put %d units in play", l, len(g.Units))
		}
	}
	// The repro, and the label it suggests.
	g = play(t, crt.Published)
	run(t, g, "!add missile-crawler-mcm as MCM side defence|choose another label, such as MCM1")
	// With xN, "as" is a prefix: X makes X1, X2, counts.
	run(t, g, "!add heavy-tank x2 as X|reads as a count")
}

// TestAcceptedLabelIsReadByEveryCommand: a label the program accepts, even
// one that starts like a keyword (MCM1, AT1, DIE2, XA), is read as the
// label in every place a command names a unit (issue 20, item 5: "A label
// the program accepts is a label every command accepts").
func TestAcceptedLabelIsReadByEveryCommand(t *testing.T) {
	g := play(t, crt.Published)
	var labels []string
	for _, w := range g.LabelKeywords() {
		if l := strings.ToUpper(w) + "1"; len(l) <= 12 {
			labels = append(labels, l)
		}
	}
	labels = append(labels, "X", "XA", "X2A", "M1")
	type read func(c engine.Command) []string
	forms := []struct {
		line string
		read read
	}{
		{"fire LBL at MK3", func(c engine.Command) []string { return c.Attackers }},
		{"fire H,LBL at MK3 die 4", func(c engine.Command) []string { return c.Attackers[1:] }},
		{"fire MK3.main1 at LBL", func(c engine.Command) []string { return []string{c.Target} }},
		{"fire MK3.main1 at H with LBL die 4 4", func(c engine.Command) []string { return crt.WordsOf(c).Spill }},
		{"fire MK3.main1 at LBL through forest with H", func(c engine.Command) []string { return []string{c.Target} }},
		{"ram LBL MK3 die 3", func(c engine.Command) []string { return c.Attackers }},
		{"ram MK3 LBL", func(c engine.Command) []string { return []string{c.Target} }},
		{"overrun LBL at H", func(c engine.Command) []string { return c.Attackers }},
		{"overrun MK3 at H,LBL", func(c engine.Command) []string { return crt.WordsOf(c).Defenders[1:] }},
		{"overrun join LBL", func(c engine.Command) []string { return c.Attackers }},
		{"enter LBL forest far forced die 2", func(c engine.Command) []string { return []string{c.Label} }},
		{"terrain LBL town", func(c engine.Command) []string { return []string{c.Label} }},
		{"free LBL", func(c engine.Command) []string { return []string{c.Label} }},
		{"jets LBL on", func(c engine.Command) []string { return []string{c.Label} }},
		{"form LBL air", func(c engine.Command) []string { return []string{c.Label} }},
		{"correct LBL treads 3 because miscounted", func(c engine.Command) []string { return []string{c.Label} }},
		{"remove LBL because never there", func(c engine.Command) []string { return []string{c.Label} }},
	}
	for _, l := range labels {
		if err := g.CheckLabel(l); err != nil {
			t.Errorf("CheckLabel(%s) = %v; a label that only starts like a keyword is a label", l, err)
			continue
		}
		for _, f := range forms {
			line := strings.ReplaceAll(f.line, "LBL", l)
			c, err := crt.ParseCommand(strings.ToLower(line))
			if err != nil {
				t.Errorf("%q: %v", line, err)
				continue
			}
			if got := f.read(c); !slices.Equal(got, []string{l}) {
				t.Errorf("%q reads the label as %q, want [%s]", line, got, l)
			}
		}
		// The missile verbs read their words when they resolve: a
		// minimissile crawler with the label launches, and the missile
		// flies (000 FAQ, CRUISE MISSILE DETONATION).
		_, evs := missileGame(t, engine.Hexes, "add missile-crawler-mcm as "+l+" side ogre", "add heavy-tank as H", "next", "next", "launch "+strings.ToLower(l)+" x2")
		if n := len(textsOf(evs, crt.EventLaunched)); n != 2 {
			t.Errorf("launch %s x2: %d missiles launched, want 2", l, n)
		}
	}
}

// TestGeneratedLabelsAreLabels: every label the program makes for a catalog
// type (HVY1, MK3, MCM1) passes the check a given label passes.
func TestGeneratedLabelsAreLabels(t *testing.T) {
	g := play(t, crt.Published)
	for _, ut := range catalog(t).Units {
		a := engine.Abbrev(ut)
		l := a + "1"
		if last := a[len(a)-1]; last >= '0' && last <= '9' {
			l = a
		}
		if err := g.CheckLabel(l); err != nil {
			t.Errorf("%s: the generated label %s is refused: %v", ut.ID, l, err)
		}
	}
}
