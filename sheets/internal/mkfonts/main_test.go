package main

import (
	"bytes"
	"compress/zlib"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFontsUpToDate: the definitions sheets embeds are what mkfonts makes
// of the map and the fonts now, so a changed map, Go font or fpdf is not
// left ungenerated (run "go generate" in sheets).
func TestFontsUpToDate(t *testing.T) {
	dir := t.TempDir()
	committed := filepath.Join("..", "..", "fonts")
	m, err := os.ReadFile(filepath.Join(committed, "ogretable.map"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "ogretable.map"), m, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := run(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"goregular.json", "goregular.z", "gobold.json", "gobold.z"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join(committed, name))
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, ".z") {
			// The font files as compressed: the same font, whatever
			// compress/flate's version writes.
			got, want = inflate(t, got), inflate(t, want)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("sheets/fonts/%s is not what mkfonts makes now: run go generate in sheets", name)
		}
	}
}

// inflate returns b zlib-decompressed.
func inflate(t *testing.T, b []byte) []byte {
	r, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
