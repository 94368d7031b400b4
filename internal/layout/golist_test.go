package layout

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// modulePath is the module's path, the prefix of its packages' paths.
const modulePath = "ogretable"

// modPkg is a package of the module, as go list describes it.
type modPkg struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
	// TestImports and XTestImports are what its tests import, those of
	// the package and those of its external test package.
	TestImports  []string
	XTestImports []string
	// rel is ImportPath without the module's path ("engine/crt").
	rel string
}

// modulePackages returns the module's packages, from go list.
func modulePackages(t *testing.T) []modPkg {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the layout is not checked", err)
	}
	cmd := exec.Command(goTool, "list", "-json", "./...")
	cmd.Dir = filepath.Join("..", "..")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -json ./...: %v", err)
	}
	var pkgs []modPkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p modPkg
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		p.rel = strings.TrimPrefix(p.ImportPath, modulePath+"/")
		pkgs = append(pkgs, p)
	}
	return pkgs
}
