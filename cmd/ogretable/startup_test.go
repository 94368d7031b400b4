package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkStartup runs the built program as a referee's shell does, one
// process a command, side by side with a Go program that does nothing:
// "bare" is that program, "version" is `ogretable version`, "do" is
// `ogretable do 'note x'` on a quick game (issue 31: do at most 2x version,
// version at most 2x a bare binary). The three are run in turn within each
// iteration, so that a machine busy with something else slows them alike;
// each is reported in ms a run, with the two ratios.
func BenchmarkStartup(b *testing.B) {
	dir := b.TempDir()
	prog := filepath.Join(dir, "ogretable")
	build(b, "", prog, ".")
	bareDir := filepath.Join(dir, "bare")
	if err := os.MkdirAll(bareDir, 0o755); err != nil {
		b.Fatal(err)
	}
	for name, text := range map[string]string{
		"go.mod":  "module bare\n",
		"main.go": "package main\n\nfunc main() {}\n",
	} {
		if err := os.WriteFile(filepath.Join(bareDir, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	bare := filepath.Join(dir, "bare.bin")
	build(b, bareDir, bare, ".")
	dbPath := filepath.Join(dir, "games.db")
	run(b, prog, "new", "--db", dbPath, "--seed", "1")

	runs := []struct {
		name string
		args []string
	}{
		{"bare", []string{bare}},
		{"version", []string{prog, "version"}},
		{"do", []string{prog, "do", "--db", dbPath, "note x"}},
	}
	spent := make([]time.Duration, len(runs))
	b.ResetTimer()
	for b.Loop() {
		for i, r := range runs {
			start := time.Now()
			run(b, r.args[0], r.args[1:]...)
			spent[i] += time.Since(start)
		}
	}
	ms := func(i int) float64 { return float64(spent[i].Microseconds()) / 1000 / float64(b.N) }
	for i, r := range runs {
		b.ReportMetric(ms(i), r.name+"-ms")
	}
	b.ReportMetric(ms(1)/ms(0), "version/bare")
	b.ReportMetric(ms(2)/ms(1), "do/version")
}

// build compiles the package pkg of the folder dir (the test's own when
// empty) into out.
func build(b testing.TB, dir, out, pkg string) {
	b.Helper()
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = dir
	if text, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("go build %s: %v\n%s", pkg, err, text)
	}
}

// run runs prog with args and fails the benchmark when it fails.
func run(b *testing.B, prog string, args ...string) {
	b.Helper()
	if out, err := exec.Command(prog, args...).CombinedOutput(); err != nil {
		b.Fatalf("%s %v: %v\n%s", prog, args, err, out)
	}
}
