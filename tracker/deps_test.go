package tracker

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoTerminalLibrary: the session (tracker) and the presentation
// (tracker/present) link neither tview nor tcell, so that the PDF sheets and
// the command line can use them without a terminal; only tracker/dashboard
// does. It asks the go tool for each package's dependencies.
func TestNoTerminalLibrary(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the dependencies are not checked", err)
	}
	for _, pkg := range []string{".", "./present"} {
		out, err := exec.Command(goTool, "list", "-deps", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, banned := range []string{"github.com/rivo/tview", "github.com/gdamore/tcell"} {
				if dep == banned || strings.HasPrefix(dep, banned+"/") {
					t.Errorf("%s depends on %s", strings.Replace(pkg, ".", "ogretable/tracker", 1), dep)
				}
			}
		}
	}
}

// TestNoSheets: no package of the live game links the PDF sheets: the
// dashboard gets printing from the program (dashboard.Options.Print, filled
// with sheets.Printer), as it gets SaveWalker, so sheets can draw from the
// tracker's presentation without the tracker drawing on paper itself.
func TestNoSheets(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the dependencies are not checked", err)
	}
	out, err := exec.Command(goTool, "list", "-deps", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps ./...: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "ogretable/sheets" || strings.HasPrefix(dep, "ogretable/sheets/") {
			t.Errorf("a package of ogretable/tracker/... depends on %s", dep)
		}
	}
}

// TestNoRuleSystem: the session holds no rules and knows no rule system:
// it links package engine, never a system under it (engine/crt ...), so a
// new system plays through it unchanged (ARCHITECTURE.md, the rule-system
// seam).
func TestNoRuleSystem(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the dependencies are not checked", err)
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps .: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "ogretable/engine/") {
			t.Errorf("ogretable/tracker depends on the rule system %s", dep)
		}
	}
}
