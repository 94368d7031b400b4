package dsii_test

import (
	"testing"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/internal/fuzzgame"
)

// FuzzDSIICommand: no command lines of OGRE for DSII (at most
// fuzzgame.MaxLines, one a line), parsed in the game's command language,
// resolved and applied on a small game with a cup (fuzzgame.DSII and
// fuzzgame.DSIIHouse), panic the engine; Apply takes whatever Resolve
// made; and the game played is the game its log, written and read back,
// replays (fuzzgame.Play).
func FuzzDSIICommand(f *testing.F) {
	for _, s := range []string{
		"activate MK5.tread1", "activate MK1.rack1\nhit MK1.tread1 red3,yellow2", "hit MK5.em dmg,boom", "hit MK5.secondary2 ko",
		"hit MK1.main1 draw 3 valid red,no-specials", "hit MK1.em draw 11 die 11 10 9 8 7 6 5 4 3 2 1", "hit MK1.tread1 draw 2 by HT1 die 1 1",
		"next\nrepair MK5.em dmg die 6", "repair MK1.tread1", "ads MK5.main1\naa MK5.main1 green,blue", "react HT1 MK5 pass",
		"tas MK5 x3 die 6 5 1\nlaunch MK5 abort 1 die 2\nsmak MK1.tread1 missile MK5 draw",
		"smak MK1.main1 superior medium draw by HT1", "activate MK5.tread2\nram MK5.tread2 INF infantry line draw",
		"assault MK5", "nuke MK1 inner by MK5", "hit MK1.em red3,yellow1,green2 by MK5.main2", "nuke MK5 outer",
		"destruct MK1 die 5", "activate MK5.tread1\nram MK5.tread1 HT2 size 3 draw back draw", "destroy HT2 by MK5",
		"override activate HT1\nram HT1 size 3 softskin MK5.tread3 confidence pass draw back draw",
		"ram HT1 size 3 MK5.tread4 confidence fail", "add dsii-mark-v as MV side defence\nactivate MK5.tread1\nram MK5.tread1 MV.tread2 draw back draw",
		"note hello", "undo", "redo", "hit , draw",
	} {
		f.Add(s)
	}
	setUp, err := engine.NewGame(houseCatalog(f, fuzzgame.DSIIHouse), dsii.Variant, engine.Inches, fuzzgame.DSIISides)
	if err != nil {
		f.Fatal(err)
	}
	fuzzgame.SetUp(f, setUp, fuzzgame.DSII)
	f.Fuzz(func(t *testing.T, input string) { fuzzgame.Play(t, setUp, input) })
}
