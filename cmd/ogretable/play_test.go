package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// readyScreen is a simulation screen that says when the dashboard has
// initialised it, so keys can be sent without racing its set-up.
type readyScreen struct {
	tcell.SimulationScreen
	ready chan struct{}
}

func (s *readyScreen) Init() error {
	err := s.SimulationScreen.Init()
	close(s.ready)
	return err
}

// playAndQuit runs "ogretable --db path" on a simulation screen, quits with
// q and y once the screen is up, and returns the exit code and stderr.
func playAndQuit(t *testing.T, path string) (int, string) {
	t.Helper()
	scr := &readyScreen{SimulationScreen: tcell.NewSimulationScreen("UTF-8"), ready: make(chan struct{})}
	var out, errb bytes.Buffer
	e := &env{stdout: &out, stderr: &errb, screen: scr}
	done := make(chan int, 1)
	go func() { done <- runWith(e, []string{"--db", path}) }()
	select {
	case <-scr.ready:
	case code := <-done:
		t.Fatalf("exit %d before the dashboard started: %s", code, errb.String())
	case <-time.After(10 * time.Second):
		t.Fatal("the dashboard never started")
	}
	for _, r := range "qy" {
		scr.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
	select {
	case code := <-done:
		return code, errb.String()
	case <-time.After(10 * time.Second):
		t.Fatal("the dashboard did not quit on q, y")
	}
	return 0, ""
}

// TestPlayFirstRun: on a first run the dashboard creates the quick game, and
// the next start resumes it rather than making another (issue 5, Start).
func TestPlayFirstRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "games.db")
	for i := 0; i < 2; i++ {
		if code, errs := playAndQuit(t, path); code != 0 {
			t.Fatalf("run %d: exit %d: %s", i+1, code, errs)
		}
		_, out, _ := runCmd(t, "games", "--db", path)
		if strings.Count(out, "Quick game") != 1 {
			t.Fatalf("after run %d the games are:\n%s", i+1, out)
		}
	}
}
