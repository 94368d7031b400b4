package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkStartup runs the built program as a referee's shell does, one
// process a command, side by side with two Go programs that do nothing:
//
//   - "bare" is a main that imports nothing;
//   - "deps" imports, blank, every package this program's own packages
//     import (the standard library's and the modules' alike: SQLite,
//     tcell and tview, fpdf, TOML, net/http...), so that it pays what
//     those libraries cost before main runs (their inits, the dynamic
//     loader the C resolver of net brings) and nothing of ours;
//   - "version" is `ogretable version`;
//   - "do" is `ogretable do 'note x'` on a quick game, the database copied
//     afresh before each run so that every run appends to the same game.
//
// Issue 31 asks do at most 2x version, version at most 2x a bare binary;
// what deps costs is out of this program's hands, hence version/deps. The
// four run in turn within each iteration, so that a machine busy with
// something else slows them alike; each is reported as its median wall
// time in ms (NAME-ms) and CPU time (NAME-cpu-ms), with the ratios of the medians, and the ratios again of the
// medians of the CPU time the processes took (user and system: the "cpu"
// ratios), which a machine shared with other work disturbs less.
//
// To compare with another build in the same run, name its binary in
// OGRETABLE_STARTUP_BASE (built from a worktree of the earlier commit):
// its version and do run in turn with the others, reported as
// base-version-ms and base-do-ms (and their -cpu-ms).
func BenchmarkStartup(b *testing.B) {
	dir := b.TempDir()
	prog := filepath.Join(dir, "ogretable")
	build(b, "", prog, ".")
	bare := filepath.Join(dir, "bare.bin")
	buildMain(b, filepath.Join(dir, "bare"), bare, "", "module bare\n", nil)
	deps := filepath.Join(dir, "deps.bin")
	buildMain(b, filepath.Join(dir, "deps"), deps, "../..", "", linkedImports(b))
	first := filepath.Join(dir, "first.db")
	run(b, prog, "new", "--db", first, "--seed", "1")
	game, err := os.ReadFile(first)
	if err != nil {
		b.Fatal(err)
	}
	dbPath := filepath.Join(dir, "games.db")

	type process struct {
		name string
		args []string
	}
	runs := []process{
		{"bare", []string{bare}},
		{"deps", []string{deps}},
		{"version", []string{prog, "version"}},
		{"do", []string{prog, "do", "--db", dbPath, "note x"}},
	}
	if base := os.Getenv("OGRETABLE_STARTUP_BASE"); base != "" {
		runs = append(runs, process{"base-version", []string{base, "version"}},
			process{"base-do", []string{base, "do", "--db", dbPath, "note x"}})
	}
	spent := make([][]time.Duration, len(runs))
	cpu := make([][]time.Duration, len(runs))
	b.ResetTimer()
	for b.Loop() {
		for i, r := range runs {
			if strings.HasSuffix(r.name, "do") {
				b.StopTimer()
				if err := os.WriteFile(dbPath, game, 0o644); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			start := time.Now()
			used := run(b, r.args[0], r.args[1:]...)
			spent[i] = append(spent[i], time.Since(start))
			cpu[i] = append(cpu[i], used)
		}
	}
	med := func(ds []time.Duration) float64 {
		slices.Sort(ds)
		return float64(ds[len(ds)/2].Microseconds()) / 1000
	}
	wall, used := make([]float64, len(runs)), make([]float64, len(runs))
	for i, r := range runs {
		wall[i], used[i] = med(spent[i]), med(cpu[i])
		b.ReportMetric(wall[i], r.name+"-ms")
		b.ReportMetric(used[i], r.name+"-cpu-ms")
	}
	const bareAt, depsAt, versionAt, doAt = 0, 1, 2, 3
	for _, m := range []struct {
		unit string
		of   []float64
	}{{"", wall}, {"-cpu", used}} {
		b.ReportMetric(m.of[versionAt]/m.of[bareAt], "version/bare"+m.unit)
		b.ReportMetric(m.of[depsAt]/m.of[bareAt], "deps/bare"+m.unit)
		b.ReportMetric(m.of[versionAt]/m.of[depsAt], "version/deps"+m.unit)
		b.ReportMetric(m.of[doAt]/m.of[versionAt], "do/version"+m.unit)
	}
	b.ReportMetric(0, "ns/op") // an iteration is four processes: see the ms
}

// linkedImports returns the packages outside this module that its own
// packages linked into the program import.
func linkedImports(b *testing.B) []string {
	b.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f",
		`{{if and (not .Standard) (eq .Module.Path "ogretable")}}{{join .Imports "\n"}}{{end}}`, ".").Output()
	if err != nil {
		b.Fatalf("go list: %v", err)
	}
	var pkgs []string
	for p := range strings.FieldsSeq(string(out)) {
		if p != "ogretable" && !strings.HasPrefix(p, "ogretable/") && p != "C" && !slices.Contains(pkgs, p) {
			pkgs = append(pkgs, p)
		}
	}
	return pkgs
}

// buildMain builds into out a main that does nothing but import pkgs,
// blank, in the folder dir: with the module file text, or, when it is "",
// with this module's go.mod and go.sum (from root, this package's way up
// to them) under another module name, so that the modules are the
// versions this program links.
func buildMain(b *testing.B, dir, out, root, gomod string, pkgs []string) {
	b.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	files := map[string]string{}
	if gomod == "" {
		mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
		if err != nil {
			b.Fatal(err)
		}
		sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
		if err != nil {
			b.Fatal(err)
		}
		gomod = strings.Replace(string(mod), "module ogretable\n", "module deps\n", 1)
		files["go.sum"] = string(sum)
	}
	files["go.mod"] = gomod
	var src strings.Builder
	src.WriteString("package main\n\n")
	for _, p := range pkgs {
		src.WriteString("import _ \"" + p + "\"\n")
	}
	src.WriteString("\nfunc main() {}\n")
	files["main.go"] = src.String()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	build(b, dir, out, ".")
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

// run runs prog with args and fails the benchmark when it fails; it
// returns the CPU time the process took, user and system.
func run(b *testing.B, prog string, args ...string) time.Duration {
	b.Helper()
	cmd := exec.Command(prog, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%s %v: %v\n%s", prog, args, err, out)
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}
