package fuzzgame

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFuzzTargetsListed: the list of fuzz targets in the package's doc
// (fuzzgame.go) names every fuzz target of the module, by package, and no
// other, so that a run of them all (each 60 s on a fresh corpus) misses
// none.
func TestFuzzTargetsListed(t *testing.T) {
	doc, err := os.ReadFile("fuzzgame.go")
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, m := range regexp.MustCompile(`(?m)^//\t(\S+)\s+(Fuzz\w+)`).FindAllStringSubmatch(string(doc), -1) {
		listed = append(listed, m[1]+" "+m[2])
	}
	root := filepath.Join("..", "..")
	def := regexp.MustCompile(`(?m)^func (Fuzz\w+)\(`)
	var found []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		pkg, _ := filepath.Rel(root, filepath.Dir(path))
		for _, m := range def.FindAllStringSubmatch(string(src), -1) {
			found = append(found, filepath.ToSlash(pkg)+" "+m[1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(listed)
	slices.Sort(found)
	if len(found) == 0 || !slices.Equal(listed, found) {
		t.Errorf("fuzzgame.go lists the fuzz targets\n%s\nthe module has\n%s", strings.Join(listed, "\n"), strings.Join(found, "\n"))
	}
}
