package cli

import (
	"bytes"
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"ogretable/db"
)

// holdLock holds the write lock of the database at path from a second
// connection, as another program in "BEGIN EXCLUSIVE" does, until the
// returned function is called.
func holdLock(t *testing.T, path string) (release func()) {
	t.Helper()
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(1000)")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := other.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(context.Background(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	released := false
	release = func() {
		if released {
			return
		}
		released = true
		if _, err := conn.ExecContext(context.Background(), "ROLLBACK"); err != nil {
			t.Error(err)
		}
		conn.Close()
		other.Close()
	}
	t.Cleanup(release)
	return release
}

// startPlay runs "ogretable --db path" on a simulation screen and waits
// for the roster; done gives the exit code.
func startPlay(t *testing.T, path string) (*readyScreen, chan int) {
	t.Helper()
	scr, done, _ := startDashboardOn(t, path)
	waitFor(t, scr, "Roster")
	return scr, done
}

// startDashboardOn runs "ogretable --db path" on a simulation screen and
// waits until the dashboard has started; done gives the exit code, errb
// what it wrote to standard error.
func startDashboardOn(t *testing.T, path string) (scr *readyScreen, done chan int, errb *bytes.Buffer) {
	t.Helper()
	scr = &readyScreen{SimulationScreen: tcell.NewSimulationScreen("UTF-8"), ready: make(chan struct{})}
	var out bytes.Buffer
	errb = &bytes.Buffer{}
	e := &env{stdout: &out, stderr: errb, screen: scr, files: dbFiles}
	done = make(chan int, 1)
	go func() { done <- runWith(e, []string{"--db", path}) }()
	select {
	case <-scr.ready:
	case code := <-done:
		t.Fatalf("exit %d before the dashboard started: %s", code, errb.String())
	case <-time.After(10 * time.Second):
		t.Fatal("the dashboard never started")
	}
	return scr, done, errb
}

// press types runes, then the special keys.
func press(scr *readyScreen, runes string, keys ...tcell.Key) {
	for _, r := range runes {
		scr.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
	for _, k := range keys {
		scr.InjectKey(k, 0, tcell.ModNone)
	}
}

// logOf returns "ogretable log" of the database.
func logOf(t *testing.T, path string) string {
	t.Helper()
	code, out, errs := runCmd(t, "log", "--db", path)
	if code != 0 {
		t.Fatalf("log: exit %d: %s", code, errs)
	}
	return out
}

// TestDashboardWhileAnotherProgramHoldsTheLock: with a second connection
// holding the database in BEGIN EXCLUSIVE, a command waits off the event
// loop: the screen says so and stays live (help opens and closes), keys
// typed meanwhile go to the command bar, and the command goes in once the
// lock is released, past the busy timeout; a command given up with Esc
// writes nothing and stays in the bar, and the message names what Enter
// runs when another was typed during the wait; quitting while one waits
// writes nothing (issue 20, items 9 and 10).
func TestDashboardWhileAnotherProgramHoldsTheLock(t *testing.T) {
	path := t.TempDir() + "/games.db"
	if code, _, errs := runCmd(t, "new", "--db", path, "--seed", "5"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	scr, done := startPlay(t, path)

	release := holdLock(t, path)
	press(scr, "n")
	waitFor(t, scr, "waiting for the database (another program holds it)... Esc gives up")
	press(scr, "?")
	waitFor(t, scr, "Keys on the main screen")
	press(scr, "", tcell.KeyEscape)
	waitGone(t, scr, "Keys on the main screen")
	press(scr, "note typed ahead")
	waitFor(t, scr, "⧗ next  : note typed ahead")
	// Past the busy timeout the command still waits: it is watched for
	// that long, and a second more.
	deadline := time.Now().Add(db.DefaultBusyTimeout + time.Second)
	for time.Now().Before(deadline) {
		if strings.Contains(scr.text(), "locked") {
			t.Fatalf("the command was refused while it waited:\n%s", scr.text())
		}
		time.Sleep(50 * time.Millisecond)
	}
	waitFor(t, scr, "waiting for the database")
	release()
	waitFor(t, scr, "✓ The ogre's movement phase, turn 1.")
	waitFor(t, scr, ": note typed ahead")
	if log := logOf(t, path); strings.Count(log, "movement phase, turn 1") != 1 || strings.Contains(log, "typed ahead") {
		t.Fatalf("after the lock was released the log is:\n%s", log)
	}

	// Given up: nothing is written, and the command is back in the bar.
	release = holdLock(t, path)
	press(scr, "", tcell.KeyEnter)
	waitFor(t, scr, "⧗ note typed ahead")
	waitFor(t, scr, "waiting for the database")
	press(scr, "", tcell.KeyEscape)
	waitFor(t, scr, `Given up: "note typed ahead" was not written`)
	waitFor(t, scr, ": note typed ahead")
	release()
	if log := logOf(t, path); strings.Contains(log, "typed ahead") {
		t.Fatalf("a command given up was written:\n%s", log)
	}

	press(scr, "", tcell.KeyEscape)
	waitGone(t, scr, ": note typed ahead")

	// Given up with another command typed during the wait: the message
	// names the command Enter runs, the one in the bar (a playtest: it
	// named the one given up).
	release = holdLock(t, path)
	press(scr, "n")
	waitFor(t, scr, "waiting for the database")
	press(scr, "note hi")
	waitFor(t, scr, ": note hi")
	press(scr, "", tcell.KeyEscape)
	waitFor(t, scr, `Given up: "next" was not written. Enter runs "note hi", typed during the wait`)
	release()
	press(scr, "", tcell.KeyEscape)
	waitGone(t, scr, ": note hi")
	if log := logOf(t, path); strings.Contains(log, "note hi") || strings.Contains(log, "fire phase") {
		t.Fatalf("a command given up, or one typed during its wait, was written:\n%s", log)
	}

	// Quit while a command waits: nothing of it is written.
	release = holdLock(t, path)
	press(scr, "n")
	waitFor(t, scr, "waiting for the database")
	press(scr, "q")
	waitFor(t, scr, "Quit the dashboard?")
	press(scr, "y")
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the dashboard did not quit while a command waited")
	}
	release()
	if log := logOf(t, path); strings.Contains(log, "fire phase") {
		t.Errorf("the command waiting when the dashboard quit was written:\n%s", log)
	}
}

// waitGone waits until the screen no longer shows text.
func waitGone(t *testing.T, scr *readyScreen, text string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for strings.Contains(scr.text(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("the screen still shows %q:\n%s", text, scr.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestDoWhileAnotherProgramHoldsTheLock: "ogretable do" on a database
// another program holds says so in one sentence, after the busy timeout,
// and writes nothing.
func TestDoWhileAnotherProgramHoldsTheLock(t *testing.T) {
	path := t.TempDir() + "/games.db"
	if code, _, errs := runCmd(t, "new", "--db", path, "--seed", "5"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	before := logOf(t, path)
	release := holdLock(t, path)
	code, _, errs := runCmd(t, "do", "--db", path, "note while locked")
	release()
	if code == 0 || strings.Count(errs, "locked by another program") != 1 || strings.Contains(errs, "held by another program") {
		t.Errorf("do while locked: exit %d, stderr %q", code, errs)
	}
	if after := logOf(t, path); after != before {
		t.Errorf("do while locked wrote:\n%s", after)
	}
}
