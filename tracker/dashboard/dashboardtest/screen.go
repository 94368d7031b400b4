// Package dashboardtest is for tests: it runs a dashboard on a simulation
// screen, presses keys and waits for what the screen shows. The shared
// dashboard's tests and each rule system's forms' tests share it; it
// imports no package of the program, so that the dashboard's own tests can.
package dashboardtest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// Dashboard is what the harness runs: a *dashboard.Dashboard.
type Dashboard interface {
	// RunOn shows the dashboard on screen until Stop is called.
	RunOn(screen tcell.Screen) error
	// Stop ends RunOn.
	Stop()
	// QueueUpdate runs f on the dashboard's event loop.
	QueueUpdate(f func())
}

// Screen runs a dashboard on a simulation screen.
type Screen struct {
	t *testing.T
	// Sub, when set, writes what a test's text names ("$O" for the
	// quick game's Ogre) as the game has it, in the keys pressed and the
	// texts waited for.
	Sub  func(string) string
	Scr  tcell.SimulationScreen
	d    Dashboard
	done chan error
}

// Start runs d on a w×h simulation screen of UTF-8 and waits for its first
// drawing at that size; the test's end stops it.
func Start(t *testing.T, d Dashboard, w, h int) *Screen {
	t.Helper()
	return StartCharset(t, d, "UTF-8", w, h)
}

// StartCharset is Start on a screen of charset.
func StartCharset(t *testing.T, d Dashboard, charset string, w, h int) *Screen {
	t.Helper()
	scr := tcell.NewSimulationScreen(charset)
	hs := &Screen{t: t, Scr: scr, d: d, done: make(chan error, 1)}
	go func() { hs.done <- d.RunOn(scr) }()
	// RunOn's SetScreen resets the size to 80×25: wait for the first
	// drawing, then set the size and tell the application.
	hs.WaitFor("the first drawing", func(s string) bool { return strings.Contains(s, "Roster") })
	d.QueueUpdate(func() { scr.SetSize(w, h) })
	if err := scr.PostEvent(tcell.NewEventResize(w, h)); err != nil {
		t.Fatal(err)
	}
	hs.WaitFor(fmt.Sprintf("a drawing at %d×%d", w, h), func(s string) bool {
		lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
		return len(lines) == h && len([]rune(lines[0])) == w && strings.Contains(s, "Roster")
	})
	t.Cleanup(func() {
		d.Stop()
		select {
		case <-hs.done:
		case <-time.After(5 * time.Second):
			t.Error("the dashboard did not stop")
		}
	})
	return hs
}

// sub writes text as the game has it (Sub).
func (h *Screen) sub(text string) string {
	if h.Sub == nil {
		return text
	}
	return h.Sub(text)
}

// Contents copies the screen's cells on the application's goroutine: the
// simulation screen writes them there while it draws. It gives up after a
// second when the application is not running.
func (h *Screen) Contents() ([]tcell.SimCell, int, int) {
	var (
		cells []tcell.SimCell
		w, ht int
	)
	done := make(chan struct{})
	go func() {
		h.d.QueueUpdate(func() {
			c, cw, ch := h.Scr.GetContents()
			cells, w, ht = slices.Clone(c), cw, ch
		})
		close(done)
	}()
	select {
	case <-done:
		return cells, w, ht
	case <-time.After(time.Second):
		return nil, 0, 0
	}
}

// Text returns the screen as lines of text.
func (h *Screen) Text() string {
	cells, w, ht := h.Contents()
	if len(cells) < w*ht {
		return "" // the screen is being set up
	}
	var b strings.Builder
	for y := 0; y < ht; y++ {
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Runes) == 0 {
				b.WriteByte(' ')
				continue
			}
			b.WriteString(string(c.Runes))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Shown returns the screen as the terminal shows it: the bytes each cell
// sends in the screen's charset ("?" where the charset has no character).
func (h *Screen) Shown() string {
	cells, w, ht := h.Contents()
	if len(cells) < w*ht {
		return ""
	}
	var b strings.Builder
	for y := 0; y < ht; y++ {
		for x := 0; x < w; x++ {
			c := cells[y*w+x]
			if len(c.Bytes) == 0 {
				b.WriteByte(' ')
				continue
			}
			b.Write(c.Bytes)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// WaitFor polls the screen until cond holds, failing after a deadline.
func (h *Screen) WaitFor(what string, cond func(screen string) bool) string {
	h.t.Helper()
	return h.wait(what, "screen", h.Text, cond)
}

// WaitShown polls what the terminal shows until cond holds.
func (h *Screen) WaitShown(what string, cond func(string) bool) string {
	h.t.Helper()
	return h.wait(what, "terminal", h.Shown, cond)
}

// wait polls read until cond holds, failing after a deadline.
func (h *Screen) wait(what, where string, read func() string, cond func(string) bool) string {
	h.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		s := read()
		if cond(s) {
			return s
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("waiting for %s; the %s shows:\n%s", what, where, s)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// WaitText waits until the screen shows every one of texts.
func (h *Screen) WaitText(texts ...string) string {
	h.t.Helper()
	for i, x := range texts {
		texts[i] = h.sub(x)
	}
	return h.WaitFor(fmt.Sprintf("%q", texts), func(s string) bool {
		for _, x := range texts {
			if !strings.Contains(s, x) {
				return false
			}
		}
		return true
	})
}

// WaitGone waits until the screen no longer shows text.
func (h *Screen) WaitGone(text string) string {
	h.t.Helper()
	text = h.sub(text)
	return h.WaitFor(fmt.Sprintf("%q to go", text), func(s string) bool { return !strings.Contains(s, text) })
}

// Keys presses runes one by one.
func (h *Screen) Keys(s string) {
	for _, r := range h.sub(s) {
		h.Scr.InjectKey(tcell.KeyRune, r, tcell.ModNone)
	}
}

// Key presses a special key.
func (h *Screen) Key(k tcell.Key) {
	h.Scr.InjectKey(k, 0, tcell.ModNone)
}

// Done receives what the dashboard's RunOn returned, once it returns (the
// referee quit); a test that receives it sends it back, for the cleanup.
func (h *Screen) Done() chan error { return h.done }
