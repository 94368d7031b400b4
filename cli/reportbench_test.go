package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkReport100k prints the battle report of the game of 100,000
// events ("ogretable report", issue 13: goal ≤ 60 MB peak), streamed from
// the database, its timeline in parts beside it. peak-MB and rss-MB are the
// resident memory of a child process that has just written the report and
// its timeline (VmHWM: everything the process held, SQLite included),
// child-cpu-ms the processor time it took, start-up included; files is how
// many PDFs it wrote.
func BenchmarkReport100k(b *testing.B) {
	path := bigGame(b, 100_000)
	dir := b.TempDir()
	args := []string{"report", "--db", path, "-o", filepath.Join(dir, "game-report.pdf"), "--force"}
	var out strings.Builder
	for b.Loop() {
		out.Reset()
		var errs strings.Builder
		if code := run(args, strings.NewReader(""), &out, &errs); code != 0 {
			b.Fatalf("%v: exit %d: %s", args, code, errs.String())
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(strings.Count(out.String(), "Wrote ")), "files")
	figs, err := childReport(path, filepath.Join(b.TempDir(), "game-report.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	for unit, v := range figs {
		b.ReportMetric(v, unit)
	}
}

// The report benchmark runs this test binary again as a child that prints
// the report of the big game; these variables tell the child which game and
// where.
const (
	reportChildPath = "OGRETABLE_REPORT_CHILD_PATH"
	reportChildOut  = "OGRETABLE_REPORT_CHILD_OUT"
)

// TestReportChild is not a test: run by BenchmarkReport100k as a child
// process, it prints the report of the game at
// $OGRETABLE_REPORT_CHILD_PATH to $OGRETABLE_REPORT_CHILD_OUT, then its
// memory figures, in MB, as "name value" lines.
func TestReportChild(t *testing.T) {
	path := os.Getenv(reportChildPath)
	if path == "" {
		t.Skip("run by BenchmarkReport100k")
	}
	var out, errs strings.Builder
	if code := run([]string{"report", "--db", path, "-o", os.Getenv(reportChildOut), "--force"}, strings.NewReader(""), &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	printMemory(t)
}

// childReport prints the report of the game at path to out in a child
// process and returns the memory figures it reports (none where /proc does
// not tell them).
func childReport(path, out string) (map[string]float64, error) {
	return runChild("TestReportChild", "the child that prints the report", reportChildPath+"="+path, reportChildOut+"="+out)
}
