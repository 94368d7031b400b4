package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoDatabase: the command line and the export format link no database,
// nor does the test binary of the command line's fuzz target (cli/memfile):
// the program's SQLite files come from cmd/ogretable (Files), so that the
// command line can be built and fuzzed over a store in memory, whose
// executions do not pay for SQLite's coverage counters (issue 21). It asks
// the go tool for each package's dependencies.
func TestNoDatabase(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go tool is not on the PATH (%v): the dependencies are not checked", err)
	}
	// The fuzz target's test binary too (-test): it is why the rest is so.
	for _, pkg := range []string{".", "../gamefile", "-test ./memfile"} {
		out, err := exec.Command(goTool, append([]string{"list", "-deps"}, strings.Fields(pkg)...)...).CombinedOutput()
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
