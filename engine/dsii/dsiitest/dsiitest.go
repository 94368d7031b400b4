// Package dsiitest holds the house data of OGRE for DSII that the tests of
// several packages play with, written once: a house Ogre design whose
// armour 002 OGRE for DSII leaves to the referee, and a cup of chits (002
// gives no mix). The numbers are the tests', as a referee's house rules
// give them.
//
// It imports nothing of the program, so that any test, the package dsii's
// own included, can import it; no package of the program links it.
package dsiitest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// MarkIDesign is a house design within 002's limits (a Mark I of "5 armor,
// 5 BMFs" tread modules, 002 OGRE for DSII, OGRE Ramming), every armour
// given: MK1's EM 4, tread 5, main battery 7 and missile rack 5.
const MarkIDesign = `[[dsii-ogre]]
id = "house-mark-i"
name = "House Mark I"
mark = "mark-i"
source = "house rule (a test's)"
electronics = {quality = "basic", armor = 4}
treads = {count = 1, size = 3, armor = 5, speed = "fast"}
batteries = [
  {kind = "main", count = 1, size = 4, armor = 7, weapon = "DFFG/6"},
  {kind = "rack", count = 1, size = 2, armor = 5},
]
`

// Red3Cup is a cup of 4 × red3 chits.
const Red3Cup = `[[dsii-chit]]
chit = "red3"
count = 4
`

// HouseMarkI is MarkIDesign and the cup Red3Cup.
const HouseMarkI = MarkIDesign + "\n" + Red3Cup

// TemplatesDir returns a new templates folder of tb's holding one house
// rules file, house.toml, whose text is texts joined; it fails tb if the
// file cannot be written.
func TemplatesDir(tb testing.TB, texts ...string) string {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "house.toml"), []byte(strings.Join(texts, "")), 0o644); err != nil {
		tb.Fatal(err)
	}
	return dir
}
