package papertest

import (
	"bytes"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/templates"
	"ogretable/tracker"
)

// Render returns the PDF bytes of a document drawn by draw.
func Render(t testing.TB, o sheets.Options, draw func(d *sheets.Doc) error) []byte {
	d := sheets.New(o)
	if err := draw(d); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := d.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Catalog returns the built-in catalog.
func Catalog(t testing.TB) *engine.Catalog {
	cat, err := templates.Default()
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// DamagedGame returns the built-in catalog's quick game, published rules,
// in which MK3 lost 6 treads and its main battery, and fired a missile.
func DamagedGame(t testing.TB) *engine.Game {
	cat := Catalog(t)
	lines, err := tracker.SetupCommands(cat, "quick")
	if err != nil {
		t.Fatal(err)
	}
	lines = append(lines, "next", "next", "fire MK3.missile1 at GEV1 die 2", "next", "next", "next", "next",
		"fire HVY2,HVY3 at MK3.main1 die 6", "fire HWZ1 at MK3.treads die 6")
	g, err := sheets.Setup(cat, crt.Published, engine.Hexes, tracker.Sides(cat, "quick"), lines)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
