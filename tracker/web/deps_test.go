package web_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNamesNoRuleSystem: the players' view is shared by every rule system:
// it imports none (engine/crt, engine/dsii, engine/ffot ...) and names none
// in its code, strings, style or script; each system's part of the page
// comes through the presentation (present.ViewOf) (issue 32, issue 33).
func TestNamesNoRuleSystem(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the imports are not checked", err)
	}
	out, err := exec.Command(goTool, "list", "-f", `{{join .Imports " "}}`, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, imp := range strings.Fields(string(out)) {
		if strings.HasPrefix(imp, "ogretable/engine/") {
			t.Errorf("tracker/web imports the rule system %s", imp)
		}
	}
	files, err := filepath.Glob("*")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ToLower(string(b))
		for _, name := range []string{"crt", "dsii", "ffot", "tigers"} {
			if strings.Contains(text, name) {
				t.Errorf("%s names the rule system %q", f, name)
			}
		}
	}
}
