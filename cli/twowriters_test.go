package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/engine"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The two-writer tests run this test binary again as a second program
// running "ogretable do" in a loop on a game.
const (
	doLoopDB    = "OGRETABLE_DO_LOOP_DB"
	doLoopCmd   = "OGRETABLE_DO_LOOP_CMD"
	doLoopTimes = "OGRETABLE_DO_LOOP_TIMES"
)

// TestDoLoopHelper is not a test: run as a child process, it runs
// "ogretable do CMD" on a database again and again, as a shell loop would,
// and fails on the first command that does not succeed.
func TestDoLoopHelper(t *testing.T) {
	path := os.Getenv(doLoopDB)
	if path == "" {
		t.Skip("the child process of the two-writer tests")
	}
	var n int
	fmt.Sscan(os.Getenv(doLoopTimes), &n)
	for i := 0; i < n; i++ {
		var out, errb bytes.Buffer
		if code := run([]string{"do", "--db", path, os.Getenv(doLoopCmd)}, strings.NewReader(""), &out, &errb); code != 0 {
			fmt.Fprintf(os.Stderr, "command %d: exit %d: %s", i+1, code, errb.String())
			os.Exit(3)
		}
	}
}

// doLoop starts a child process running cmd n times on the database.
func doLoop(t *testing.T, dbp, cmd string, n int) *exec.Cmd {
	t.Helper()
	c := exec.Command(os.Args[0], "-test.run=^TestDoLoopHelper$", "-test.count=1")
	c.Env = append(os.Environ(), doLoopDB+"="+dbp, doLoopCmd+"="+cmd, fmt.Sprintf("%s=%d", doLoopTimes, n))
	c.Stderr = &bytes.Buffer{}
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestTwoLoopsOfDo: two shell loops of "ogretable do 'add gev'" at once
// used to brick the game within four commands (both made the same label,
// and the log held an event that did not fit). Every command now goes in,
// each unit with its own label, and the game opens (issue 9, Two programs
// writing one game).
func TestTwoLoopsOfDo(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "5"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	const each = 12
	loops := []*exec.Cmd{doLoop(t, dbp, "add gev", each), doLoop(t, dbp, "add gev", each)}
	for _, c := range loops {
		if err := c.Wait(); err != nil {
			t.Errorf("a loop of do failed: %v: %s", err, c.Stderr)
		}
	}
	code, out, errs := runCmd(t, "state", "--db", dbp, "--json")
	if code != 0 {
		t.Fatalf("the game does not open: exit %d: %s", code, errs)
	}
	var st struct {
		Units []struct {
			Label string `json:"label"`
			Type  string `json:"type"`
		} `json:"units"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	seen, gevs := map[string]bool{}, 0
	for _, u := range st.Units {
		if seen[u.Label] {
			t.Errorf("label %s twice", u.Label)
		}
		seen[u.Label] = true
		if strings.HasPrefix(u.Label, "GEV") {
			gevs++
		}
	}
	if gevs != 4+2*each {
		t.Errorf("%d GEVs, want %d (the quick game's 4 and every add)", gevs, 4+2*each)
	}
	if code, _, errs := runCmd(t, "log", "--db", dbp); code != 0 {
		t.Errorf("log: exit %d: %s", code, errs)
	}
}

// TestSessionAndDoInAnotherProcess: a session held open in this process, as
// the dashboard holds one, and "ogretable do" in another. The session's add
// takes the next label; its next, typed at a screen that did not show the
// other program's, is refused with where the game is now; the game opens.
func TestSessionAndDoInAnotherProcess(t *testing.T) {
	dbp := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runCmd(t, "new", "--db", dbp, "--seed", "6"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	e := &env{stdin: strings.NewReader(""), stdout: &bytes.Buffer{}, stderr: &bytes.Buffer{}, files: dbFiles}
	f := dbFlags{path: &dbp, game: new(int64)}
	sess, closeDB, err := f.openSession(e, false)
	if err != nil {
		t.Fatal(err)
	}
	defer closeDB()
	other := func(cmd string) {
		t.Helper()
		if err := doLoop(t, dbp, cmd, 1).Wait(); err != nil {
			t.Fatalf("do %q in another process: %v", cmd, err)
		}
	}
	other("add heavy-tank")
	if _, err := sess.Do("add heavy-tank"); err != nil {
		t.Fatal(err)
	}
	if sess.State().Unit("HVY4") == nil || sess.State().Unit("HVY5") == nil {
		t.Errorf("units %v; want HVY4 from the other program and HVY5", sess.State().Labels())
	}
	seen := sess.LastEvent()
	other("next")
	if _, err := sess.DoAsSeen("next", seen); err == nil || !strings.Contains(err.Error(), "moved on in another program: it is now the ogre's movement phase") {
		t.Errorf("next at an old screen: %v", err)
	} else if !errors.Is(err, engine.ErrMovedOn) {
		t.Errorf("the refusal is not tracker's ErrMovedOn: %v", err)
	}
	if code, out, errs := runCmd(t, "state", "--db", dbp); code != 0 || !strings.Contains(out, "movement phase") {
		t.Errorf("state: exit %d %s %s", code, out, errs)
	}
}
