package layout

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The two blocks of ARCHITECTURE.md that name packages are checked against
// go list (issue 32.5), so that they stay true as packages come and go:
//
//   - the package list ("## The packages"): a fenced block whose lines
//     start with a package's path in the module ("cli/" or "cli"), its
//     description after it and on the indented lines that follow;
//   - the import graph (the fenced block after "What imports what"): one
//     line a package, "PACKAGE ──> IMPORT, IMPORT, ..." ("nothing" for
//     none), an indented line going on with the list; the imports are
//     the module's packages its non-test files import, in any order.
//
// Every package of the module is in both, and each graph line is exactly
// the package's imports.

// TestArchitecturePackages checks the package list and the import graph.
func TestArchitecturePackages(t *testing.T) {
	pkgs := modulePackages(t)
	b, err := os.ReadFile(filepath.Join("..", "..", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	list := fencedAfter(t, doc, "## The packages")
	graph := fencedAfter(t, doc, "What imports what")
	listed := map[string]bool{}
	for _, l := range list {
		if l == "" || strings.HasPrefix(l, " ") {
			continue
		}
		listed[strings.TrimSuffix(strings.Fields(l)[0], "/")] = true
	}
	edges := parseGraph(t, graph)
	have := map[string]bool{}
	for _, p := range pkgs {
		have[p.rel] = true
		if !listed[p.rel] {
			t.Errorf("ARCHITECTURE.md's package list (under \"## The packages\") lacks %s: add a line that starts with %s and says what it is", p.rel, p.rel)
		}
		var want []string
		for _, imp := range p.Imports {
			if strings.HasPrefix(imp, modulePath+"/") {
				want = append(want, strings.TrimPrefix(imp, modulePath+"/"))
			}
		}
		slices.Sort(want)
		got, ok := edges[p.rel]
		if !ok {
			t.Errorf("ARCHITECTURE.md's import graph lacks %s: add the line\n%s", p.rel, graphLine(p.rel, want))
			continue
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("ARCHITECTURE.md's import graph says %s imports %v, but its files import %v (go list): change its line to\n%s",
				p.rel, got, want, graphLine(p.rel, want))
		}
	}
	for p := range listed {
		// A folder of data (sheets/fonts) may be listed too.
		if _, err := os.Stat(filepath.Join("..", "..", p)); !have[p] && err != nil {
			t.Errorf("ARCHITECTURE.md's package list names %s, which is no package nor folder of the module: take its line out", p)
		}
	}
	for p := range edges {
		if !have[p] {
			t.Errorf("ARCHITECTURE.md's import graph names %s, which is no package of the module: take its line out", p)
		}
	}
}

// graphLine returns the import graph's line of package p importing imports.
func graphLine(p string, imports []string) string {
	to := "nothing"
	if len(imports) > 0 {
		to = strings.Join(imports, ", ")
	}
	return fmt.Sprintf("%-28s ──> %s", p, to)
}

// fencedAfter returns the lines of the first fenced block after the first
// line that contains heading.
func fencedAfter(t *testing.T, doc, heading string) []string {
	t.Helper()
	i := strings.Index(doc, heading)
	if i < 0 {
		t.Fatalf("ARCHITECTURE.md has no %q", heading)
	}
	rest := doc[i:]
	start := strings.Index(rest, "\n```\n")
	if start < 0 {
		t.Fatalf("ARCHITECTURE.md has no fenced block after %q", heading)
	}
	rest = rest[start+5:]
	end := strings.Index(rest, "\n```")
	if end < 0 {
		t.Fatalf("ARCHITECTURE.md's block after %q is not closed", heading)
	}
	return strings.Split(rest[:end], "\n")
}

// parseGraph reads the import graph's lines: each package's imports.
func parseGraph(t *testing.T, lines []string) map[string][]string {
	t.Helper()
	edges := map[string][]string{}
	last := ""
	add := func(p, list string) {
		for _, imp := range strings.Split(list, ",") {
			if imp = strings.TrimSpace(imp); imp != "" && imp != "nothing" {
				edges[p] = append(edges[p], imp)
			}
		}
	}
	for _, l := range lines {
		switch {
		case strings.TrimSpace(l) == "":
		case strings.HasPrefix(l, " "):
			if last == "" {
				t.Fatalf("ARCHITECTURE.md's import graph starts with an indented line: %q", l)
			}
			add(last, l)
		default:
			from, to, ok := strings.Cut(l, "──>")
			if !ok {
				t.Fatalf("ARCHITECTURE.md's import graph has a line without \"──>\": %q; write PACKAGE ──> IMPORT, IMPORT, ...", l)
			}
			last = strings.TrimSpace(from)
			if _, dup := edges[last]; dup {
				t.Errorf("ARCHITECTURE.md's import graph has two lines of %s", last)
			}
			edges[last] = []string{}
			add(last, to)
		}
	}
	return edges
}
