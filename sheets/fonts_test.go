package sheets

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"

	"ogretable/sheets/sheetstest"
)

// TestEncodingWidths: every character of fonts/ogretable.map is as wide
// in the single-byte fonts as in the UTF-8 ones, regular and bold, so a
// text is laid out the same whichever sets it (the definitions were made
// from the same fonts with the same map).
func TestEncodingWidths(t *testing.T) {
	face := newTypeface(fpdf.New("P", "mm", "A4", ""))
	n := 0
	for _, bold := range []bool{false, true} {
		for b, r := range encoding().runeOf {
			if r == 0 || r < ' ' {
				continue
			}
			n++
			face.choose(bold, 10)
			enc := face.Width(string(r))
			if face.set.family != fontBytes {
				t.Fatalf("%q (byte %#x) was not set in the single-byte font", r, b)
			}
			face.selectFont(fontBody)
			utf := face.pdf.GetStringWidth(string(r))
			if math.Abs(enc-utf) > 0.02 {
				t.Errorf("%q (byte %#x, bold %v): %.3f mm single-byte, %.3f mm UTF-8", r, b, bold, enc, utf)
			}
		}
	}
	if n < 2*200 {
		t.Errorf("only %d characters in the map", n/2)
	}
}

// TestEncodeDecode: a text of the map's characters is encoded one rune
// per byte and decoded back to itself; a text with any other character
// is not encoded.
func TestEncodeDecode(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{"Mark V", true},
		{"Ogre Main Gun ×2 · 1–2 → 3 − 1 ≤ 4 ≥ ½ “é” …", true},
		{"line\nbreak\ttab", true},
		{"", true},
		{"Танк", false},
		{"Ωmega", false},
		{"MK5 ✓", false},
	} {
		e, ok := encoding().encode(c.in)
		if ok != c.ok {
			t.Errorf("encode(%q): ok %v, want %v", c.in, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		for _, r := range e {
			if r > 255 {
				t.Errorf("encode(%q) has rune %U", c.in, r)
			}
		}
		if got := encoding().decode(e); got != c.in {
			t.Errorf("decode(encode(%q)) = %q", c.in, got)
		}
		if b := bytesOf(e); len(b) != utf8.RuneCountInString(c.in) {
			t.Errorf("bytesOf(encode(%q)) is %d bytes, want one per character", c.in, len(b))
		}
	}
}

// TestTextOutsideEncoding: a text the single-byte fonts cannot set (a
// unit named in Cyrillic, a Greek letter, a tick) is set in the UTF-8
// fonts, added to that document only, and reads back whole beside the
// rest; a document without such text embeds only the two single-byte
// fonts.
func TestTextOutsideEncoding(t *testing.T) {
	draw := func(heading, body string) string {
		d := New(Options{})
		d.Page("footer")
		d.Heading(heading, 0)
		d.Para(body, 10)
		d.RunIn("Ramming: ", body, 9)
		var b strings.Builder
		if err := d.Write(&b); err != nil {
			t.Fatal(err)
		}
		return sheetstest.Saved(t, []byte(b.String()))
	}
	fonts := func(path string) string {
		out, err := exec.Command(sheetstest.Tool(t, "pdffonts"), path).CombinedOutput()
		if err != nil {
			t.Fatalf("pdffonts: %v\n%s", err, out)
		}
		return string(out)
	}

	latin := draw("Mark V → 3", "Size 8 · 60 tread units − 1 ≤ 2")
	if f := fonts(latin); strings.Contains(f, "CID") || !strings.Contains(f, "GoRegular") || !strings.Contains(f, "Go-Bold") {
		t.Errorf("a document of the map's characters embeds:\n%s", f)
	}
	if text := sheetstest.PDFText(t, latin); !strings.Contains(text, "MARK V → 3") || !strings.Contains(text, "60 tread units − 1 ≤ 2") {
		t.Errorf("the text reads back as:\n%s", text)
	}

	other := draw("Танк Ω", "Тяжёлый танк Ωmega ✓ beside Mark V → 3")
	if f := fonts(other); !strings.Contains(f, "CID TrueType") {
		t.Errorf("a document of Cyrillic and Greek embeds no UTF-8 font:\n%s", f)
	}
	text := sheetstest.PDFText(t, other)
	for _, want := range []string{"ТАНК Ω", "Тяжёлый танк Ωmega", "Ramming: Тяжёлый"} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	sheetstest.QPDFCheck(t, other)
}

// TestTextOnlyThroughTypeface: no file but fonts.go sets or measures text
// with fpdf's own methods, which would measure a text in whichever
// encoding was chosen last (Doc's text, width and split methods choose it).
func TestTextOnlyThroughTypeface(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	direct := regexp.MustCompile(`\.(GetStringWidth|SplitText|Text|Write|SetFont|CellFormat|MultiCell|Cell)\(`)
	for _, f := range files {
		if f == "fonts.go" || strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if strings.Contains(line, "pdf.") && direct.MatchString(line) {
				t.Errorf("%s:%d sets text with fpdf directly (use d.text, d.face.width, d.face.split): %s", f, i+1, strings.TrimSpace(line))
			}
		}
	}
}
