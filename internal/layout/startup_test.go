package layout

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoExpressionCompiledAtStartup: no package linked into the program
// compiles a regular expression in a package variable's initializer,
// which every run pays for, "ogretable version" included (issue 31:
// "Nothing done at start-up that the command does not use"); such an
// expression is compiled on its first use (sync.OnceValue, or
// engine.Rewrites for a log change).
func TestNoExpressionCompiledAtStartup(t *testing.T) {
	linked := linkedPackages(t)
	fset := token.NewFileSet()
	for _, p := range modulePackages(t) {
		if !linked[p.ImportPath] {
			continue
		}
		for _, name := range p.GoFiles {
			path := filepath.Join(p.Dir, name)
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok || g.Tok != token.VAR {
					continue
				}
				for _, s := range g.Specs {
					for _, v := range s.(*ast.ValueSpec).Values {
						if call := compiledAtInit(v); call != "" {
							t.Errorf("%s: a package variable calls %s when the program starts; compile it on first use (sync.OnceValue)",
								fset.Position(v.Pos()), call)
						}
					}
				}
			}
		}
	}
}

// compiledAtInit returns the regexp compiling call that expression e
// makes when it is evaluated ("regexp.MustCompile"), "" when none: a
// function literal's body runs later and is not looked into.
func compiledAtInit(e ast.Expr) string {
	found := ""
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "regexp" && strings.Contains(sel.Sel.Name, "Compile") {
					found = "regexp." + sel.Sel.Name
				}
			}
		}
		return found == ""
	})
	return found
}

// linkedPackages returns the import paths of the packages linked into the
// program (cmd/ogretable), from go list.
func linkedPackages(t *testing.T) map[string]bool {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the layout is not checked", err)
	}
	cmd := exec.Command(goTool, "list", "-deps", "./cmd/ogretable")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps ./cmd/ogretable: %v", err)
	}
	linked := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		linked[p] = true
	}
	return linked
}
