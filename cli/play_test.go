package cli

import (
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// readyScreen is a simulation screen that says when the dashboard has
// initialised it, so keys can be sent without racing its set-up.
type readyScreen struct {
	tcell.SimulationScreen
	ready chan struct{}
	// shown is the text of the last drawing, copied on the dashboard's
	// goroutine as it shows it, for tests to read without a race.
	mu    sync.Mutex
	shown string
}

// Show shows the drawing and keeps its text.
func (s *readyScreen) Show() {
	s.SimulationScreen.Show()
	s.keep()
}

// Sync shows the whole drawing and keeps its text.
func (s *readyScreen) Sync() {
	s.SimulationScreen.Sync()
	s.keep()
}

// keep copies the screen's text.
func (s *readyScreen) keep() {
	cells, w, h := s.GetContents()
	var b strings.Builder
	for i := 0; i < w*h && i < len(cells); i++ {
		b.WriteString(string(cells[i].Runes))
		if i%w == w-1 {
			b.WriteByte('\n')
		}
	}
	s.mu.Lock()
	s.shown = b.String()
	s.mu.Unlock()
}

// text returns the text of the last drawing.
func (s *readyScreen) text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.shown
}

func (s *readyScreen) Init() error {
	err := s.SimulationScreen.Init()
	close(s.ready)
	return err
}

// waitFor waits until the screen shows text.
func waitFor(t *testing.T, scr *readyScreen, text string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(scr.text(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("the screen never showed %q:\n%s", text, scr.text())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// playAndQuit runs "ogretable --db path" on a simulation screen, quits with
// q and y once the screen is up, and returns the exit code and stderr.
func playAndQuit(t *testing.T, path string) (int, string) {
	t.Helper()
	scr, done, errb := startDashboardOn(t, path)
	// q, then y once the question is on the screen: a question takes no
	// answer typed before it was shown (issue 11).
	scr.InjectKey(tcell.KeyRune, 'q', tcell.ModNone)
	waitFor(t, scr, "Quit the dashboard?")
	scr.InjectKey(tcell.KeyRune, 'y', tcell.ModNone)
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
