package cli

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkLog100k prints the battle log of a game of 100,000 events
// ("ogretable log", issue 9: goal ≤ 0.5 s for text, ≤ 40 MB peak in every
// format), to /dev/null. peak-MB and rss-MB are the resident memory of a
// child process that has just printed the whole log, child-cpu-ms the
// processor time it took, start-up included.
func BenchmarkLog100k(b *testing.B) {
	path := bigGame(b, 100_000)
	for _, format := range []string{"text", "csv", "json"} {
		b.Run(format, func(b *testing.B) {
			null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
			if err != nil {
				b.Fatal(err)
			}
			defer null.Close()
			args := []string{"log", "--db", path, "--format", format}
			for b.Loop() {
				var errs strings.Builder
				if code := run(args, strings.NewReader(""), null, &errs); code != 0 {
					b.Fatalf("%v: exit %d: %s", args, code, errs.String())
				}
			}
			b.StopTimer()
			figs, err := childLog(path, format)
			if err != nil {
				b.Fatal(err)
			}
			for unit, v := range figs {
				b.ReportMetric(v, unit)
			}
		})
	}
}

// The log benchmark runs this test binary again as a child that prints the
// log of the big game; these variables tell the child which game and how.
const (
	logChildPath   = "OGRETABLE_LOG_CHILD_PATH"
	logChildFormat = "OGRETABLE_LOG_CHILD_FORMAT"
)

// TestLogChild is not a test: run by BenchmarkLog100k as a child process,
// it prints the log of the game at $OGRETABLE_LOG_CHILD_PATH to /dev/null
// in $OGRETABLE_LOG_CHILD_FORMAT, then its memory figures, in MB, as "name
// value" lines.
func TestLogChild(t *testing.T) {
	path := os.Getenv(logChildPath)
	if path == "" {
		t.Skip("run by BenchmarkLog100k")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	var errs strings.Builder
	if code := run([]string{"log", "--db", path, "--format", os.Getenv(logChildFormat)}, strings.NewReader(""), null, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	printMemory(t)
}

// childLog prints the log of the game at path in format in a child process
// and returns the memory figures it reports (none where /proc does not tell
// them).
func childLog(path, format string) (map[string]float64, error) {
	return runChild("TestLogChild", "the child that prints the log", logChildPath+"="+path, logChildFormat+"="+format)
}

// printMemory prints, in a child process, its resident and peak memory in
// MB as "name value" lines for runChild; it skips where /proc does not say.
func printMemory(t *testing.T) {
	status, err := os.ReadFile("/proc/self/status") // Linux only
	if err != nil {
		t.Skip("no /proc/self/status")
	}
	for _, l := range strings.Split(string(status), "\n") {
		for field, name := range map[string]string{"VmRSS:": "rss-MB", "VmHWM:": "peak-MB"} {
			if v, ok := strings.CutPrefix(l, field); ok {
				kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 64)
				fmt.Printf("%s %.1f\n", name, kb/1024)
			}
		}
	}
}

// runChild runs the test named test of this binary as a child process with
// env added, and returns its processor time and the memory figures it
// printed with printMemory; what names the child in an error.
func runChild(test, what string, env ...string) (map[string]float64, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^"+test+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", what, err, out)
	}
	figs := map[string]float64{"child-cpu-ms": childCPU(cmd)}
	for _, l := range strings.Split(string(out), "\n") {
		if name, v, ok := strings.Cut(l, " "); ok && strings.HasSuffix(name, "-MB") {
			figs[name], _ = strconv.ParseFloat(v, 64)
		}
	}
	return figs, nil
}
