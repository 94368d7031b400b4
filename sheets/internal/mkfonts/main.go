// Command mkfonts writes the single-byte font definitions sheets embeds
// (sheets/fonts/goregular.json and .z, gobold.json and .z): the Go fonts
// of golang.org/x/image/font/gofont, encoded by sheets/fonts/ogretable.map
// (Windows-1252 with the arrows, the minus sign and ≤ ≥ in its five unused
// places), made by fpdf's own MakeFont. Run it from the sheets folder with
// "go generate", after changing the map or updating either module.
//
// MakeFont writes the difference of the encoding from Windows-1252 into
// the definition, reading fpdf's cp1252.map beside the map it is given: the
// command finds fpdf's module folder with "go list" and copies both maps
// into a temporary folder with the fonts.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	if err := run("fonts"); err != nil {
		fmt.Fprintln(os.Stderr, "mkfonts:", err)
		os.Exit(1)
	}
}

// run writes the definitions into dir, which holds ogretable.map.
func run(dir string) error {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "codeberg.org/go-pdf/fpdf").Output()
	if err != nil {
		return fmt.Errorf("finding fpdf's module folder: %w", err)
	}
	tmp, err := os.MkdirTemp("", "mkfonts")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	ref, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "font", "cp1252.map"))
	if err != nil {
		return err
	}
	enc, err := os.ReadFile(filepath.Join(dir, "ogretable.map"))
	if err != nil {
		return err
	}
	files := map[string][]byte{"cp1252.map": ref, "ogretable.map": enc, "goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(tmp, name), b, 0o644); err != nil {
			return err
		}
	}
	for _, font := range []string{"goregular", "gobold"} {
		if err := fpdf.MakeFont(filepath.Join(tmp, font+".ttf"), filepath.Join(tmp, "ogretable.map"), tmp, nil, true); err != nil {
			return fmt.Errorf("%s: %w", font, err)
		}
		for _, ext := range []string{".json", ".z"} {
			b, err := os.ReadFile(filepath.Join(tmp, font+ext))
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, font+ext), b, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
