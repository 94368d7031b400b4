package layout

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// mdCited finds a Markdown file's name cited in a text: "ARCHITECTURE.md",
// "rules/OFFICIAL-NOTES.md".
var mdCited = regexp.MustCompile(`[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b`)

// outside are the documents the code may cite that the repository does
// not hold: the rules texts, which are the referee's (000 FAQ ... 004
// FFOTigers, and OFFICIAL-NOTES.md), in the shared rules folder.
var outside = []string{"OFFICIAL-NOTES.md"}

// TestCitedDocumentsExist: every Markdown document a Go file or a
// document of the repository cites is in the repository (issue 32.5: 19
// files cited a design document it did not have), found by its name.
func TestCitedDocumentsExist(t *testing.T) {
	root := filepath.Join("..", "..")
	have := map[string]bool{}
	var texts []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != root || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".md") {
			have[d.Name()] = true
		}
		if strings.HasSuffix(path, ".go") || strings.HasSuffix(path, ".md") {
			texts = append(texts, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range texts {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, cited := range mdCited.FindAllString(string(b), -1) {
			name := filepath.Base(cited)
			if have[name] || strings.Contains(strings.Join(outside, " "), name) {
				continue
			}
			rel, _ := filepath.Rel(root, path)
			t.Errorf("%s cites %s, which the repository does not hold: cite the section of ARCHITECTURE.md or README.md that says it (moving the text there if it is missing)", rel, cited)
		}
	}
}
