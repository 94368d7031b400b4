package crtview

import (
	"bytes"
	"strings"
	"testing"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/internal/trackertest"
)

// TestCruiseMissilePrintsItsWord: a weapon whose rules text gives no
// attack, range or defence (the cruise missile: 000 FAQ's OFFICIAL UNITS
// LIST prints "special .... see notes", and the Mark VII's are those, The
// Biggest Ogre Ever Made) shows the text's word and its note, never the
// catalog's 0s: in "ogretable ogre" (WriteOgre) and in the dashboard's
// Ogre panel, as the record sheet prints it.
func TestCruiseMissilePrintsItsWord(t *testing.T) {
	cat := trackertest.Catalog(t)
	vii, err := cat.Unit("mark-vii")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteOgre(&b, cat, vii, 48, engine.Hexes); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"Cruise Missile  2      special  special  special  12", "Cruise Missile: 000 FAQ prints"} {
		if !strings.Contains(text, want) {
			t.Errorf("ogre mark-vii lacks %q:\n%s", want, text)
		}
	}
	s, err := tracker.Open(newMemStore(), cat, tracker.Info{ID: 1, Name: "VII", Variant: crt.Published, Scale: engine.Hexes, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	run(t, s, "add mark-vii as MK7")
	panel := rowsText(OgrePanel(s.State(), crt.FirstOgre(s.State()), 60))
	if !strings.Contains(panel, "cruise-missile special") || strings.Contains(panel, "0/0") {
		t.Errorf("the Mark VII's panel does not show its cruise missiles as special:\n%s", panel)
	}
}
