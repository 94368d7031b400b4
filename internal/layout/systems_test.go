package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The rule (issue 32.2): a rule system lives in packages of its own, one
// per layer, and everything else, the shared packages, names no system.
//
//   - A per-system package is one of perSystem, by its path in the module.
//     A package whose path names a system (see systemWords) and that is not
//     listed there is a mistake: list it, or move its code.
//   - A shared package's non-test files import no per-system package (no
//     engine/crt, engine/dsii, engine/ffot, no cli/crtcmd, no systems/...),
//     except systems/systems.go, the one file that
//     imports the bundles (systems/SYSTEM) and so lists the systems linked
//     in, and the go generate tools listed in tools, which import the
//     bundles too and nothing else of a system.
//   - A shared package's non-test files carry no system's name in code or
//     strings: no identifier (of a declaration, a use, a field, a package)
//     and no string literal (struct tags and import paths included) holds,
//     in any case, one of systemWords: "crt", "dsii" or "ffot". So "CRT",
//     "crtRules", "OGRE for DSII", "dsii-ogre", "FFOTigers" and "ffot" are
//     all refused; comments are not read. The systems' variants' names
//     ("published", "classic", "lite") are words of English too and are not
//     checked; a shared file gets them from engine.VariantNames.
//   - A per-system package imports no other system's packages.
//
// Tests (_test.go files) are not checked: a shared package's external
// test imports the bundles to play every system. Nor are the test-support
// packages (testSupport): the packages the program does not link (outside
// the imports of cmd/ogretable, followed down) that a _test.go file of the
// module imports, or that a test-support package's non-test files import
// (internal/fuzzgame, tracker/internal/trackertest, tracker/systemtest).
// They are tests' code shared between packages, which Go can only do in
// a package of its own; like the tests, they play every system by name (a
// fuzz game of each, a small game to test the views on), and they reach
// no referee: adding a system still adds packages to the program and one
// line (systems/systems.go). A program that is not linked in and
// that no test imports (a go generate tool: templates/internal/mkbuiltin)
// is checked; such a tool may import package systems, as the program does,
// when it must see every system as the program does: it is listed in
// tools, with the reason.

// systemWords are the words that name a rule system, as they are found,
// in any case, in an identifier or a string.
var systemWords = []string{"crt", "dsii", "ffot"}

// perSystem are the per-system packages, by system: the rules
// (engine/SYSTEM), the views (tracker/present/SYSTEMview), the dashboard's
// forms (tracker/dashboard/SYSTEMforms), the paper (sheets/SYSTEMpaper),
// the command line's part (cli/SYSTEMcmd), and the bundle that links them
// in (systems/SYSTEM). A fourth system adds its own line of each.
var perSystem = map[string][]string{
	"crt": {"engine/crt", "tracker/present/crtview", "tracker/dashboard/crtforms", "sheets/crtpaper", "cli/crtcmd", "templates/crttables",
		"systems/crt"},
	"dsii": {"engine/dsii", "engine/dsii/dsiitest", "tracker/present/dsiiview", "tracker/dashboard/dsiiforms", "sheets/dsiipaper",
		"cli/dsiicmd", "templates/dsiitables", "systems/dsii"},
	"ffot": {"engine/ffot", "tracker/present/ffotview", "tracker/dashboard/ffotforms", "sheets/ffotpaper", "cli/ffotcmd",
		"templates/ffottables", "systems/ffot"},
}

// notYet are per-system packages that other branches of issue 32 create
// (views, dash): until they are merged they may be missing. The lead
// empties this list once they are.
var notYet = []string{}

// bundlesFile is the one file that imports the systems' bundles: package
// systems, which the program (cmd/ogretable/systems.go), the tools and the
// shared packages' tests import to link every system.
const bundlesFile = "systems/systems.go"

// tools are the other files that import the bundles, each a go generate
// tool that the program does not link (the test checks that it does not)
// and that must see every system as the program does, with the reason. Such
// a file imports nothing of a system but the bundles, and names no system
// elsewhere in its code or strings; it imports package systems, so that a
// fourth system edits bundlesFile alone.
var tools = map[string]string{
	"templates/internal/mkbuiltin/main.go": "writes builtin.json, the built-in files loaded as the program loads them: " +
		"a system's own tables (data/60-dsii.toml's [[dsii-ogre]]) load only when the system's templates package registers them, " +
		"and templates.Default fails on a table no linked package registers, so the tool links every system the program links",
}

// allowed are the shared files that still name a system, by path in the
// module, until the branches that move them are merged; the lead empties
// the list then. An entry whose file no longer offends is itself a
// failure, so that the list only shrinks.
var allowed = map[string]string{}

// TestSharedNamesNoSystem checks the rule above on every package of the
// module.
func TestSharedNamesNoSystem(t *testing.T) {
	pkgs := modulePackages(t)
	listed := map[string]string{} // package -> its system
	for sys, ps := range perSystem {
		for _, p := range ps {
			listed[p] = sys
		}
	}
	have := map[string]bool{}
	offends := map[string]bool{}
	support := testSupport(pkgs)
	for _, p := range pkgs {
		have[p.rel] = true
		sys, own := listed[p.rel]
		if !own {
			for _, w := range systemWords {
				if strings.Contains(strings.ToLower(p.rel), w) {
					t.Errorf("package %s names a system (%q) but is not one of the per-system packages: add it to perSystem in internal/layout/systems_test.go, or give it a shared name", p.rel, w)
				}
			}
		}
		if !own && support[p.rel] {
			continue
		}
		for _, f := range p.GoFiles {
			rel := filepath.ToSlash(filepath.Join(p.rel, f))
			file := parseFile(t, filepath.Join(p.Dir, f))
			for _, imp := range file.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				to, isSys := listed[strings.TrimPrefix(path, modulePath+"/")]
				switch {
				case !isSys:
				case own && to != sys:
					t.Errorf("%s (a package of %s) imports %s, a package of %s: no rule system imports another", rel, sys, path, to)
				case !own && (rel == bundlesFile || tools[rel] != "") && strings.HasPrefix(path, modulePath+"/systems/"):
				case !own:
					offends[rel] = true
					if _, ok := allowed[rel]; !ok {
						t.Errorf("%s imports %s: a shared file imports no system's package (a system registers itself through the shared package's exported functions; only %s, and the go generate tools listed in tools, import the bundles)", rel, path, bundlesFile)
					}
				}
				if own && strings.HasPrefix(path, modulePath+"/systems/") {
					t.Errorf("%s imports the bundle %s: only %s does", rel, path, bundlesFile)
				}
			}
			if own || rel == bundlesFile {
				continue
			}
			if names := systemNames(file, tools[rel] != ""); len(names) > 0 {
				offends[rel] = true
				if _, ok := allowed[rel]; !ok {
					t.Errorf("%s: %s names a rule system (at %s; %d such names in the file); a shared file names none: move it to the system's package of this layer, or ask the system through the layer's registry", rel, names[0].what, names[0].pos, len(names))
				}
			}
		}
	}
	linked := programLinks(pkgs)
	for rel := range tools {
		if linked[modulePath+"/"+filepath.ToSlash(filepath.Dir(rel))] {
			t.Errorf("%s is one of the tools allowed to import the bundles, but the program links it: only %s imports them in the program", rel, bundlesFile)
		}
	}
	for rel, why := range allowed {
		if !offends[rel] {
			t.Errorf("%s is on the allowlist (%s) of internal/layout/systems_test.go, but names no system any more: remove its line", rel, why)
		}
	}
	for p := range listed {
		if !have[p] && !slices.Contains(notYet, p) {
			t.Errorf("the per-system package %s is missing: create it, or take it off perSystem in internal/layout/systems_test.go", p)
		}
		if have[p] && slices.Contains(notYet, p) {
			t.Errorf("the per-system package %s exists now: take it off notYet in internal/layout/systems_test.go", p)
		}
	}
}

// name is an identifier or string that names a system, and where.
type name struct{ what, pos string }

// systemNames returns the identifiers and string literals of file that
// hold one of systemWords, in any case; with skipImports, not the paths of
// its imports (a tool's imports of the bundles).
func systemNames(file *parsedFile, skipImports bool) []name {
	var out []name
	imports := map[*ast.BasicLit]bool{}
	if skipImports {
		for _, imp := range file.Imports {
			imports[imp.Path] = true
		}
	}
	names := func(text string) bool {
		low := strings.ToLower(text)
		for _, w := range systemWords {
			if strings.Contains(low, w) {
				return true
			}
		}
		return false
	}
	ast.Inspect(file.File, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			if names(x.Name) {
				out = append(out, name{"the identifier " + x.Name, position(file, x.Pos())})
			}
		case *ast.BasicLit:
			if x.Kind == token.STRING && !imports[x] && names(x.Value) {
				v := x.Value
				if r := []rune(v); len(r) > 60 {
					v = string(r[:60]) + "…"
				}
				out = append(out, name{"the string " + v, position(file, x.Pos())})
			}
		}
		return true
	})
	return out
}

// position returns the line and column of p in file.
func position(file *parsedFile, p token.Pos) string {
	pos := file.fset.Position(p)
	return strconv.Itoa(pos.Line) + ":" + strconv.Itoa(pos.Column)
}

// parsedFile is a Go file parsed, with its file set for positions.
type parsedFile struct {
	*ast.File
	fset *token.FileSet
}

// parseFile parses the Go file at path.
func parseFile(t *testing.T, path string) *parsedFile {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	return &parsedFile{f, fset}
}

// programPath is the package of the program: what it links is the
// imports of its non-test files, followed down.
const programPath = modulePath + "/cmd/ogretable"

// programLinks returns the packages of pkgs the program links, by import
// path: the imports of its non-test files, followed down.
func programLinks(pkgs []modPkg) map[string]bool {
	byPath := map[string]modPkg{}
	for _, p := range pkgs {
		byPath[p.ImportPath] = p
	}
	linked := map[string]bool{}
	for next := []string{programPath}; len(next) > 0; {
		path := next[len(next)-1]
		next = next[:len(next)-1]
		if p, ok := byPath[path]; ok && !linked[path] {
			linked[path] = true
			next = append(next, p.Imports...)
		}
	}
	return linked
}

// testSupport returns the test-support packages of pkgs, by path in the
// module: those the program does not link that a _test.go file imports,
// or that the non-test files of a test-support package import.
func testSupport(pkgs []modPkg) map[string]bool {
	byPath := map[string]modPkg{}
	for _, p := range pkgs {
		byPath[p.ImportPath] = p
	}
	linked := programLinks(pkgs)
	support := map[string]bool{}
	var next []string
	for _, p := range pkgs {
		next = append(append(next, p.TestImports...), p.XTestImports...)
	}
	for len(next) > 0 {
		path := next[len(next)-1]
		next = next[:len(next)-1]
		p, ok := byPath[path]
		if !ok || linked[path] || support[p.rel] {
			continue
		}
		support[p.rel] = true
		next = append(next, p.Imports...)
	}
	return support
}
