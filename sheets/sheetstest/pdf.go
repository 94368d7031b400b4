package sheetstest

import (
	"bytes"
	"compress/zlib"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Saved writes pdf to a temporary file and returns its path.
func Saved(t *testing.T, pdf []byte) string {
	p := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(p, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// PDFText returns the PDF's text as pdftotext -layout reads it.
func PDFText(t *testing.T, path string) string {
	out, err := exec.Command(Tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// PDFRaw returns the PDF's text in the order it is drawn (pdftotext
// -raw), its whitespace runs made single spaces: a cell wrapped on two
// lines reads as its text whole.
func PDFRaw(t *testing.T, path string) string {
	out, err := exec.Command(Tool(t, "pdftotext"), "-raw", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return strings.Join(strings.Fields(string(out)), " ")
}

// PDFInfo returns pdfinfo's fields.
func PDFInfo(t *testing.T, path string) map[string]string {
	out, err := exec.Command(Tool(t, "pdfinfo"), path).CombinedOutput()
	if err != nil {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	m := map[string]string{}
	for _, l := range strings.Split(string(out), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			m[k] = strings.TrimSpace(v)
		}
	}
	return m
}

// QPDFCheck validates the file's structure with qpdf --check.
func QPDFCheck(t *testing.T, path string) {
	out, err := exec.Command(Tool(t, "qpdf"), "--check", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "No syntax or stream encoding errors") {
		t.Errorf("qpdf --check: %v\n%s", err, out)
	}
}

// Rect is one rectangle drawn in a page's content stream, in points, with
// its painting operator (S: stroked; B: filled and stroked; f: filled).
type Rect struct {
	X, Y, W, H float64
	Op         string
}

var (
	streamRe = regexp.MustCompile(`/Length (\d+)>>\r?\nstream\r?\n`)
	rectRe   = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) ([\d.]+) (-?[\d.]+) re (S|B|f)\b`)
)

// Rects returns every rectangle the PDF's content streams draw, per
// stream: it inflates each stream and reads its "re" operators, so a test
// counts the boxes actually drawn, not a label about them.
func Rects(t *testing.T, pdf []byte) [][]Rect {
	var out [][]Rect
	for _, data := range Streams(pdf) {
		if !bytes.Contains(data, []byte(" re ")) {
			continue
		}
		var rs []Rect
		for _, r := range rectRe.FindAllSubmatch(data, -1) {
			f := func(i int) float64 { v, _ := strconv.ParseFloat(string(r[i]), 64); return v }
			rs = append(rs, Rect{f(1), f(2), f(3), -f(4), string(r[5])})
		}
		out = append(out, rs)
	}
	return out
}

// Near reports whether a and b are the same length within a hundredth of
// a point.
func Near(a, b float64) bool { return a-b < 0.01 && b-a < 0.01 }

// Streams returns the inflated content streams of pdf.
func Streams(pdf []byte) [][]byte {
	var out [][]byte
	for _, m := range streamRe.FindAllSubmatchIndex(pdf, -1) {
		// The stream's bytes as its /Length counts them: compressed data
		// may end in a byte a line ending would be read as.
		n, _ := strconv.Atoi(string(pdf[m[2]:m[3]]))
		if m[1]+n > len(pdf) {
			continue
		}
		zr, err := zlib.NewReader(bytes.NewReader(pdf[m[1] : m[1]+n]))
		if err != nil {
			continue
		}
		if data, err := io.ReadAll(zr); err == nil {
			out = append(out, data)
		}
	}
	return out
}
