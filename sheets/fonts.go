package sheets

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// This file is the type the sheets are set in: the Go fonts, regular and
// bold, in two encodings. A text whose every character is in
// fonts/ogretable.map (Windows-1252 with → ← − ≤ ≥) is set in the
// single-byte fonts, whose definitions go:generate made once (mkfonts); any
// other text, a unit named in Greek or Cyrillic say, in the same fonts
// added as UTF-8 the first time a document needs them. The two set the same
// glyphs at the same widths. A UTF-8 font costs each document its parse, an
// identifier made of its 65,536 widths, a subset and a compressed glyph map:
// most of a sheet's time when every sheet paid it twice. A single-byte font
// is embedded whole, as it was compressed once.

//go:generate go run ./internal/mkfonts

var (
	//go:embed fonts/ogretable.map
	encodingMap []byte
	//go:embed fonts/goregular.json
	regularDef []byte
	//go:embed fonts/goregular.z
	regularFile []byte
	//go:embed fonts/gobold.json
	boldDef []byte
	//go:embed fonts/gobold.z
	boldFile []byte
)

// The font families a document holds: the single-byte fonts, added to every
// document, and the UTF-8 ones, added when a text needs them.
const (
	fontBody  = "go"     // UTF-8
	fontBytes = "go-enc" // single-byte, fonts/ogretable.map
)

// encoding returns fonts/ogretable.map read: the byte of each character it
// encodes, and the character of each byte. It is read when a document first
// sets text, not when the package loads: most runs of the program print
// nothing.
var encoding = sync.OnceValue(func() *charMap { m := readEncoding(encodingMap); return &m })

// charMap is a single-byte encoding both ways.
type charMap struct {
	byteOf map[rune]byte
	runeOf [256]rune
}

// readEncoding returns the encoding of a map in fpdf's format ("!3F U+003F
// question"), the places marked .notdef left out but for the tab, line
// feed and carriage return, which stand for themselves. A malformed map is a
// mistake in the program's own data: it panics when first read.
func readEncoding(b []byte) charMap {
	m := charMap{byteOf: map[rune]byte{}}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		var pos, r int
		var name string
		if _, err := fmt.Sscanf(sc.Text(), "!%x U+%x %s", &pos, &r, &name); err != nil || pos > 255 {
			panic(fmt.Sprintf("sheets: fonts/ogretable.map: %q: %v", sc.Text(), err))
		}
		if name == ".notdef" {
			if pos == '\t' || pos == '\n' || pos == '\r' {
				m.byteOf[rune(pos)] = byte(pos)
				m.runeOf[pos] = rune(pos)
			}
			continue
		}
		m.byteOf[rune(r)] = byte(pos)
		m.runeOf[pos] = rune(r)
	}
	return m
}

// encode returns s in the single-byte encoding, one rune per byte (each
// rune below 256, as fpdf measures and wraps a single-byte font's text),
// and whether every character of s is in it.
func (m *charMap) encode(s string) (string, bool) {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		c, ok := m.byteOf[r]
		if !ok {
			return "", false
		}
		b.WriteRune(rune(c))
	}
	return b.String(), true
}

// bytesOf returns e, a text encode returned, as the bytes fpdf writes for
// a single-byte font.
func bytesOf(e string) string {
	b := make([]byte, 0, len(e))
	for _, r := range e {
		b = append(b, byte(r))
	}
	return string(b)
}

// decode returns e, a text encode returned (or a part of one), as UTF-8.
func (m *charMap) decode(e string) string {
	var b strings.Builder
	for _, r := range e {
		b.WriteRune(m.runeOf[r])
	}
	return b.String()
}

// typeface sets text on one fpdf document in the fonts of this file: the
// size and weight chosen, and the UTF-8 fonts added to it so far.
type typeface struct {
	pdf  *fpdf.Fpdf
	bold bool
	size float64
	utf8 [2]bool // the UTF-8 regular and bold fonts are added
	// set is the font last selected on pdf: fpdf writes a font change into
	// the page at every SetFont, so a font is selected again only when it
	// changes.
	set struct {
		family string
		bold   bool
		size   float64
	}
}

// newTypeface adds the single-byte fonts to pdf and returns its typeface.
func newTypeface(pdf *fpdf.Fpdf) *typeface {
	pdf.AddFontFromBytes(fontBytes, "", regularDef, regularFile)
	pdf.AddFontFromBytes(fontBytes, "B", boldDef, boldFile)
	return &typeface{pdf: pdf}
}

// choose makes bold at size points the font of the text that follows.
func (t *typeface) choose(bold bool, size float64) {
	t.bold, t.size = bold, size
	t.selectFont(fontBytes)
}

// style returns fpdf's style of the weight chosen.
func (t *typeface) style() string {
	if t.bold {
		return "B"
	}
	return ""
}

// selectFont selects family at the weight and size chosen.
func (t *typeface) selectFont(family string) {
	if t.set.family == family && t.set.bold == t.bold && t.set.size == t.size {
		return
	}
	if family == fontBody {
		w := 0
		if t.bold {
			w = 1
		}
		if !t.utf8[w] {
			ttf := goregular.TTF
			if t.bold {
				ttf = gobold.TTF
			}
			t.pdf.AddUTF8FontFromBytes(fontBody, t.style(), ttf)
			t.utf8[w] = true
		}
	}
	t.pdf.SetFont(family, t.style(), t.size)
	t.set.family, t.set.bold, t.set.size = family, t.bold, t.size
}

// use selects the font that sets s and returns s as fpdf takes it in that
// font: encoded (one rune per byte) for the single-byte font, whether it
// is, and s itself for the UTF-8 one.
func (t *typeface) use(s string) (string, bool) {
	if e, ok := encoding().encode(s); ok {
		t.selectFont(fontBytes)
		return e, true
	}
	t.selectFont(fontBody)
	return s, false
}

// text writes s with its baseline at y, starting at x.
func (t *typeface) text(x, y float64, s string) {
	e, enc := t.use(s)
	if enc {
		e = bytesOf(e)
	}
	t.pdf.Text(x, y, e)
}

// write writes s as flowing text in lines of height lh, from where the
// last text ended (fpdf's Write).
func (t *typeface) write(lh float64, s string) {
	e, enc := t.use(s)
	if enc {
		e = bytesOf(e)
	}
	t.pdf.Write(lh, e)
}

// Width returns the width of s in the font chosen.
func (t *typeface) Width(s string) float64 {
	e, enc := t.use(s)
	if enc {
		e = bytesOf(e)
	}
	return t.pdf.GetStringWidth(e)
}

// Split returns s split into lines of width w in the font chosen, as
// fpdf's SplitText splits it.
func (t *typeface) Split(s string, w float64) []string {
	e, enc := t.use(s)
	lines := t.pdf.SplitText(e, w)
	if enc {
		for i, l := range lines {
			lines[i] = encoding().decode(l)
		}
	}
	return lines
}
