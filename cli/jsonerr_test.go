package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestJSONErrors: with --json, an error is a JSON object on standard output
// ({"error": ..., "exit": N}) with the same exit status, and nothing on
// standard error; log --json is log --format json (issue 9, Scripts).
func TestJSONErrors(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "g.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "3"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	cases := []struct {
		args []string
		exit int
		says string
	}{
		{[]string{"do", "--db", dbp, "--json", "fire NOPE at HVY1"}, 1, "no unit NOPE in play"},
		{[]string{"do", "--db", dbp, "--json", "fire at"}, 1, "fire ATTACKER"},
		{[]string{"crt", "4", "2", "--die", "9", "--json"}, 2, "--die must be 1 to 6, not 9"},
		{[]string{"state", "--db", dbp, "--game", "99", "--json"}, 1, "99"},
		{[]string{"units", "--kind", "boat", "--json"}, 2, "boat"},
		{[]string{"log", "--db", dbp, "--format", "json", "--bogus"}, 2, "bogus"},
		{[]string{"log", "--db", dbp, "--json", "--format", "csv"}, 2, "--json is --format json"},
		{[]string{"ogre", "mark vv", "--json"}, 2, "mark vv"},
	}
	for _, c := range cases {
		code, out, errs := runCmd(t, c.args...)
		var got struct {
			Error string `json:"error"`
			Exit  int    `json:"exit"`
		}
		err := json.Unmarshal([]byte(out), &got)
		if code != c.exit || err != nil || got.Exit != c.exit || !strings.Contains(got.Error, c.says) || errs != "" ||
			strings.HasPrefix(got.Error, "ogretable: ") {
			t.Errorf("%v: exit %d, stdout %q (%v), stderr %q; want exit %d and a JSON error saying %q",
				c.args, code, out, err, errs, c.exit, c.says)
		}
	}
	// Without --json, errors stay on standard error as a sentence.
	if code, out, errs := runCmd(t, "do", "--db", dbp, "fire NOPE at HVY1"); code != 1 || out != "" || !strings.HasPrefix(errs, "ogretable: no unit NOPE") {
		t.Errorf("do without --json: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	_, want, _ := runCmd(t, "log", "--db", dbp, "--format", "json")
	if code, got, errs := runCmd(t, "log", "--db", dbp, "--json"); code != 0 || got != want {
		t.Errorf("log --json: exit %d, %s; want the output of --format json", code, errs)
	}
}

// fullWriter is a standard output on a full disk: every write fails.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// TestJSONErrorToAFullOutput: a --json command whose error cannot be
// written to standard output (a full disk) says it on standard error, as
// text, and still exits 1 (issue 21, a fault test: "export --json -o - >
// /dev/full" exited 1 saying nothing).
func TestJSONErrorToAFullOutput(t *testing.T) {
	var errb bytes.Buffer
	code := run([]string{"state", "--json", "--db", filepath.Join(t.TempDir(), "none.db")}, strings.NewReader(""), fullWriter{}, &errb)
	if code != 1 || !strings.Contains(errb.String(), "ogretable: no database at") || !strings.Contains(errb.String(), "could not be written to the standard output") {
		t.Errorf("exit %d, standard error %q", code, errb.String())
	}
}
