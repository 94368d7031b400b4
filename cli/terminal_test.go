//go:build linux

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ogretable/sheets/sheetstest"
)

// tmuxTerminal is the built program running in a real terminal: a tmux
// session of its own, on a socket of the test's.
type tmuxTerminal struct {
	t    *testing.T
	sock string
}

// startInTmux runs the built program with args in a 120×40 tmux session.
// Without tmux it skips the test, or fails it under CI (.ci/run installs
// tmux).
func startInTmux(t *testing.T, args ...string) *tmuxTerminal {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if sheetstest.InCI(os.Getenv("CI")) {
			t.Fatal("tmux is not installed (apt-get install tmux; .ci/run does), and CI is set: the keys must be typed in a real terminal")
		}
		t.Skip("tmux is not installed (apt-get install tmux): the keys are not typed in a real terminal")
	}
	bin := program(t)
	tt := &tmuxTerminal{t: t, sock: filepath.Join(t.TempDir(), "tmux.sock")}
	cmd := append([]string{"env", "TERM=screen-256color", bin}, args...)
	tt.tmux(append([]string{"-f", "/dev/null", "new-session", "-d", "-s", "ot", "-x", "120", "-y", "40"}, cmd...)...)
	t.Cleanup(func() { exec.Command("tmux", "-S", tt.sock, "kill-server").Run() })
	return tt
}

// tmux runs a tmux command on the test's server.
func (tt *tmuxTerminal) tmux(args ...string) string {
	tt.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", tt.sock}, args...)...).CombinedOutput()
	if err != nil {
		tt.t.Fatalf("tmux %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// typeText types text as keys, literally.
func (tt *tmuxTerminal) typeText(text string) { tt.tmux("send-keys", "-t", "ot", "-l", text) }

// press presses named keys: Enter, Escape.
func (tt *tmuxTerminal) press(keys ...string) {
	tt.tmux(append([]string{"send-keys", "-t", "ot"}, keys...)...)
}

// typeLine types a whole command line and Enter.
func (tt *tmuxTerminal) typeLine(line string) {
	tt.typeText(line)
	tt.press("Enter")
}

// screen returns what the terminal shows.
func (tt *tmuxTerminal) screen() string { return tt.tmux("capture-pane", "-p", "-t", "ot") }

// waitFor waits until the terminal shows every one of texts.
func (tt *tmuxTerminal) waitFor(texts ...string) string {
	tt.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		s := tt.screen()
		all := true
		for _, x := range texts {
			all = all && strings.Contains(strings.Join(strings.Fields(s), " "), x)
		}
		if all {
			return s
		}
		if time.Now().After(deadline) {
			tt.t.Fatalf("waiting for %q; the terminal shows:\n%s", texts, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestKeysTypedBehindAPromptInARealTerminal: in a real terminal, whole
// command lines typed into an open dice prompt, an open form and a wait
// for the database act on nothing: no die is rolled, no form opens, no
// phase passes, and the log holds only the command that waited (issue
// 31.7; issue 29.12).
func TestKeysTypedBehindAPromptInARealTerminal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	if code, _, errs := runProgram(t, "new", "--db", path, "--seed", "1"); code != 0 {
		t.Fatalf("new: %d %s", code, errs)
	}
	for range 6 {
		if code, _, errs := runProgram(t, "do", "--db", path, "next"); code != 0 {
			t.Fatalf("next: %d %s", code, errs)
		}
	}
	before := logOf(t, path)
	tt := startInTmux(t, "--db", path)
	tt.waitFor("Roster", "DEFENCE to play, fire phase")

	// A dice prompt: letters are no dice and no keys.
	tt.typeLine(":fire HVY2 at MK3.treads")
	tt.waitFor("Roll 1 die")
	tt.typeLine("fire HVY1 at MK3.treads")
	tt.typeLine("terrain HVY1 forest")
	tt.typeLine("next")
	tt.waitFor(`Nothing rolled: "next" is not dice.`, "Roll 1 die")
	tt.press("Escape")
	tt.waitFor("Cancelled: nothing was written.")

	// A form: the words go to none of its keys, the Enter submits nothing.
	tt.typeText("f")
	tt.waitFor("Tab list")
	tt.typeLine("fire HVY1 at MK3.treads")
	tt.typeLine("next")
	tt.waitFor(`Nothing done: "next" was typed here, not in the command bar.`, "Tab list")
	tt.press("Escape")
	time.Sleep(100 * time.Millisecond) // an Esc and the key after it at once read as Alt+key

	// A wait for the database: ":next" and Enter typed meanwhile do not
	// run when it is over.
	release := holdLock(t, path)
	tt.typeLine(":note while locked")
	tt.waitFor("waiting for the database")
	tt.typeLine(":next")
	tt.waitFor(`"next" waits in the bar: Enter runs it once the wait is over`)
	release()
	tt.waitFor("Note: while locked", ": next")
	time.Sleep(200 * time.Millisecond) // what would run, given the time to

	after := logOf(t, path)
	if added := strings.TrimPrefix(after, before); !strings.HasPrefix(after, before) || strings.Count(added, "\n") != 1 || !strings.Contains(added, "while locked") {
		t.Errorf("the log gained more than the note:\n%s", strings.TrimPrefix(after, before))
	}
	tt.typeText("")
	tt.press("Escape")
	time.Sleep(100 * time.Millisecond)
	tt.typeText("q")
	tt.waitFor("Quit the dashboard?")
	tt.typeText("y")
}
