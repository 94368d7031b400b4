package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoDatabase: the command line and the export format link no database:
// the program's SQLite files come from cmd/ogretable (Files), so that the
// command line can be built and fuzzed over a store in memory, whose
// executions do not pay for SQLite's coverage counters (issue 21). It asks
// the go tool for each package's dependencies.
func TestNoDatabase(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the dependencies are not checked", err)
	}
	for _, pkg := range []string{".", "../gamefile"} {
		out, err := exec.Command(goTool, "list", "-deps", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
		}
		for _, dep := range strings.Fields(string(out)) {
			if dep == "ogretable/db" || dep == "modernc.org/sqlite" || strings.HasPrefix(dep, "modernc.org/sqlite/") {
				t.Errorf("%s depends on %s", pkg, dep)
			}
		}
	}
}
