package crtpaper

import (
	"strings"
	"testing"

	"ogretable/sheets"
	"ogretable/sheets/papertest"
	"ogretable/sheets/sheetstest"
)

// accented is a house-rule unit name in letters of Latin-1 and Latin
// Extended-A, as a player might type it.
const accented = "Ørnen Müller-Peñá Łódź Ğöç éèêë ÆØÅ ßœŒ"

// TestAccentedName: an Ogre of a house rule named in Latin-1 and Latin
// Extended-A letters has its name printed (in bold, large) and read back.
func TestAccentedName(t *testing.T) {
	cat := papertest.Catalog(t)
	ty, err := cat.Unit("mark v")
	if err != nil {
		t.Fatal(err)
	}
	g, u, err := sheets.FreshOgre(cat, ty, nil)
	if err != nil {
		t.Fatal(err)
	}
	named := *u.Type
	named.Name = accented
	u.Type = &named
	pdf := papertest.Render(t, sheets.Options{}, func(d *sheets.Doc) error {
		if err := (doc{d}).OgreSheet(g, u, nil); err != nil {
			return err
		}
		d.Heading(accented, 0)
		d.Para(accented, 9)
		return nil
	})
	text := sheetstest.PDFText(t, sheetstest.Saved(t, pdf))
	for _, want := range []string{accented, strings.ToUpper(accented)} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, accented); n < 2 {
		t.Errorf("%q read back %d times, want the name and the paragraph:\n%s", accented, n, text)
	}
}
