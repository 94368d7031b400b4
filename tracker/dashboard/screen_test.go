package dashboard

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/present/crtview"
)

// startDashboardCharset is startDashboard on a simulation screen of the

// TestDashboardASCIIGlyphs: on a terminal without UTF-8 (LANG=C) every
// glyph would be "?": the dashboard draws a distinct ASCII one instead, so
// ready, fired, destroyed and spent weapons, lost treads and the selection
// are still told apart (issue 11, a terminal that cannot show the glyphs).
func TestDashboardASCIIGlyphs(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	o := ogreOf(s)
	run(t, s, "override fire HVY1 at "+o+".treads die 6", "override fire HVY2 at "+o+".secondary1 die 6",
		"override fire "+o+".main1 at GEV1 die 4", "override fire "+o+".missile1 at HVY3 die 6")
	h := startDashboardCharset(t, NewDashboard(s, Options{}), "US-ASCII", 80, 24)
	screen := h.waitShown("the ASCII legend", func(s string) bool {
		return strings.Contains(s, "oready .fired xdestroyed -spent")
	})
	for _, want := range []string{
		"* M3 ###########____ 45-31", // the band now, tread units left and lost
		"secondary 3/2 D3 1x 2o 3o 4o",
		"main      4/3 D4 1.",
		"missile   6/5 D3 1- 2o (1 left)",
		"o MK3", "OGRE: 1 in play  * to play", "DEFENCE: 16 in play, 2 destroyed",
		"Quick game | Turn 1",
	} {
		if !strings.Contains(screen, want) {
			t.Errorf("the terminal does not show %q:\n%s", want, screen)
		}
	}
	// The only "?" left is the help key's.
	if rest := strings.NewReplacer("? help", "", "Press ? for", "").Replace(screen); strings.Contains(rest, "?") {
		t.Errorf("a glyph is drawn as \"?\":\n%s", screen)
	}
	// A destroyed unit.
	h.keys("/GEV1")
	h.key(tcell.KeyEnter)
	h.waitShown("the destroyed GEV1", func(s string) bool { return strings.Contains(s, "x GEV1 GEV") })
	h.key(tcell.KeyEscape)
	// A dialog's frame (tview's double lines when focused) too.
	h.keys("q")
	screen = h.waitShown("the quit question", func(s string) bool { return strings.Contains(s, "Quit the dashboard?") })
	if !strings.Contains(screen, "+ Quit ===") || !strings.Contains(screen, "| Quit the dashboard?") {
		t.Errorf("the dialog's frame is drawn as \"?\":\n%s", screen)
	}
	h.keys("n")
	// The same screen in UTF-8 keeps its glyphs.
	u := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	u.waitText(present.GlyphOK+"ready "+present.GlyphFired+"fired", present.GlyphSelected+" M3 "+crtview.GlyphTread)
}

// TestCommandExampleFromTheGame: the command bar's example names the game's
// own Ogre and a unit of the side to play, not a made-up MI1 (issue 11).
func TestCommandExampleFromTheGame(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	o := ogreOf(s)
	if got, want := present.CommandExample(s.State()), "fire "+o+".main1 at CP1"; got != want {
		t.Errorf("with the Ogre to play the example is %q, want %q", got, want)
	}
	run(t, s, nexts(4)...)
	if got, want := present.CommandExample(s.State()), "fire HVY1 at "+o+".treads"; got != want {
		t.Errorf("with the defence to play the example is %q, want %q", got, want)
	}
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	h.keys(":")
	screen := h.waitText("e.g. fire HVY1 at $O.treads")
	if strings.Contains(screen, "MI1") {
		t.Errorf("the example names MI1:\n%s", screen)
	}
}

// TestDashboardReadOnly: on a database that cannot be written the dashboard
// opens for browsing, says so in the header, and every key that would write
// says why it cannot, the missiles' m too (a playtest after issue 19 filled
// in a salvo before hearing it); nothing is written (issue 11, a read-only
// database).
func TestDashboardReadOnly(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	before, _ := st.Events(1)
	h := startDashboard(t, NewDashboard(s, Options{ReadOnly: "games.db cannot be written"}), 80, 24)
	screen := h.waitText("READ-ONLY", "Read-only: games.db cannot be written.")
	if !strings.HasPrefix(screen, "READ-ONLY │ Quick game") {
		t.Errorf("the header does not start with READ-ONLY:\n%s", screen)
	}
	for _, k := range []struct {
		key  string
		what Action
	}{{":", ActCommand}, {"f", ActFire}, {"r", ActRam}, {"o", ActOverrun}, {"t", ActTerrain},
		{"m", ActMissile}, {"n", ActNext}, {"u", ActUndo}, {"U", ActRedo}, {"w", ActNote}} {
		h.keys(k.key)
		h.waitText(fmt.Sprintf("so %s cannot be written", k.what))
		h.keys("j") // browsing still moves the selection
	}
	h.keys("?")
	h.waitText("Keys on the main screen")
	h.key(tcell.KeyEscape)
	h.waitGone("Keys on the main screen")
	after, _ := st.Events(1)
	if len(after) != len(before) {
		t.Errorf("%d events were written on a read-only game", len(after)-len(before))
	}
}

// TestDashboardDialogsAreDrawn: a confirmation opened by a key is on the
// screen before any further key, every time, also while another program
// writes the game and the dashboard redraws from its watch (issue 11:
// dialogs sometimes not drawn until a resize). Each round waits for the
// question, then answers it and waits for it to go.
func TestDashboardDialogsAreDrawn(t *testing.T) {
	st := newMemStore()
	s := openQuick(t, st, engine.Hexes)
	run(t, s, "note something to undo")
	other, err := tracker.Open(st, catalog(t), s.Info())
	if err != nil {
		t.Fatal(err)
	}
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	stop := make(chan struct{})
	wrote := make(chan struct{})
	go func() {
		defer close(wrote)
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(15 * time.Millisecond):
			}
			if i%10 == 0 {
				_, _ = other.Do(fmt.Sprintf("note from the other program %d", i))
			}
		}
	}()
	defer func() { close(stop); <-wrote }()
	for i := 0; i < 60; i++ {
		switch i % 3 {
		case 0:
			h.keys("q")
			h.waitText("Quit the dashboard?", "n or Esc stay")
			h.keys("n")
			h.waitGone("Quit the dashboard?")
		case 1:
			h.keys("u")
			h.waitText("Undo this command?", "n or Esc keep it")
			h.key(tcell.KeyEscape)
			h.waitGone("Undo this command?")
		case 2:
			h.keys("?")
			h.waitText("Keys on the main screen")
			h.key(tcell.KeyEscape)
			h.waitGone("Keys on the main screen")
		}
	}
}

// TestDashboard80x24CutsNoEssentialMidWord: at 80×24, with an Ogre that has
// lost treads and weapons and a unit disabled in forest, the essentials are
// whole: the header, every roster row's label, type, status word and timer,
// the Ogre panel's tread count and movement and its missiles left, and the
// status line. A column too narrow ends at a whole word with "…", and the
// selected row says in full on a line below what its columns cut (issue 11,
// 80 columns).
func TestDashboard80x24CutsNoEssentialMidWord(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	o := ogreOf(s)
	run(t, s, "override fire HVY1 at "+o+".treads die 6", "override fire HVY2 at "+o+".secondary1 die 6",
		"override fire "+o+".missile1 at HVY3 die 6", "override fire "+o+".main1 at MSL1 die 3",
		"override terrain MSL1 forest", "override fire "+o+".secondary2 at GEV1 die 3", "override terrain GEV1 swamp")
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	screen := h.waitText("Treads 41/45, move 3 hexes", "(1 left)", "Press ? for help, : for a command, f to fire, n for the next phase.")
	lines := strings.Split(screen, "\n")
	if strings.Contains(lines[0], "…") || !strings.Contains(lines[0], "Quick game │ Turn 1 │ OGRE recovery phase │") ||
		!strings.Contains(lines[0], "VP ogre 6 defence 8") {
		t.Errorf("the header is cut: %q", lines[0])
	}
	// The roster's part of the screen: left of the Ogre panel.
	var left []string
	for _, l := range lines[1:] {
		if i := strings.Index(l, "│"); i > 0 {
			left = append(left, l[:i])
		}
	}
	roster := strings.Join(left, "\n")
	// Every word of the full rows, for telling a whole word from a part.
	whole := map[string]bool{}
	g := s.State()
	rows := present.RosterRows(g, "")
	for _, r := range rows {
		for _, w := range strings.FieldsFunc(r.Text(), func(r rune) bool { return r == ' ' || r == ',' || r == ';' }) {
			whole[w] = true
		}
	}
	for _, w := range strings.Fields(roster) {
		if !strings.HasSuffix(w, "…") {
			continue
		}
		stem := strings.TrimRight(strings.TrimSuffix(w, "…"), ",;")
		if stem != "" && !whole[stem] {
			t.Errorf("%q is cut mid-word in the roster:\n%s", w, roster)
		}
	}
	for _, l := range left {
		if strings.Contains(l, "more ") && strings.TrimSpace(l[:strings.Index(l, "↓")]) != "" {
			t.Errorf("the \"more\" note covers a row: %q", l)
		}
	}
	flat := strings.Join(strings.Fields(roster), " ")
	for _, u := range g.Units {
		if !strings.Contains(roster, u.Label+" ") {
			continue // scrolled out of view
		}
		want := u.Label + " " + strings.Join(strings.Fields(u.Type.Name), " ")
		if !strings.Contains(flat, want) {
			t.Errorf("%s's row does not show %q:\n%s", u.Label, want, roster)
		}
		if u.Status == engine.StatusDisabled {
			if !strings.Contains(flat, "disabled") || !strings.Contains(flat, crt.Recovers(u)) {
				t.Errorf("%s's status or timer is cut (%q):\n%s", u.Label, crt.Recovers(u), roster)
			}
		}
	}
	// The selected row (the Ogre) says its notes in full below it.
	if !strings.Contains(roster, present.GlyphDetail+" treads 41/45") {
		t.Errorf("the selected row's cut notes are not said in full:\n%s", roster)
	}
	if strings.Contains(screen, "treads 4…") || strings.Contains(screen, "(1…") {
		t.Errorf("a count is cut mid-word:\n%s", screen)
	}
}

// TestCutWords: a column ends at a whole word with "…", a single word too
// long is cut where it must.
func TestCutWords(t *testing.T) {
	for _, c := range []struct {
		in   string
		w    int
		want string
	}{
		{"treads 35/45, in forest", 30, "treads 35/45, in forest"},
		{"treads 35/45, in forest", 13, "treads 35/45…"},
		{"treads 35/45, in forest", 12, "treads…"},
		{"disabled, in forest", 13, "disabled, in…"},
		{"disabled, in forest", 10, "disabled…"},
		{"Superheavy", 6, "Super…"},
	} {
		if got, _ := cutWords(c.in, c.w); got != c.want {
			t.Errorf("cutWords(%q, %d) = %q, want %q", c.in, c.w, got, c.want)
		}
	}
}

// TestVariantRowsOnTheHelpScreen: the ? screen says what each variant
// changes, the game's own marked (issue 11).
func TestVariantRowsOnTheHelpScreen(t *testing.T) {
	text := rowsText(VariantRows(crt.Classic, 0))
	for _, want := range []string{"this game: classic", present.GlyphSelected + " classic: only Ogres and the superheavy tank ram",
		"  published: ", "  lite: only Ogres ram"} {
		if !strings.Contains(text, want) {
			t.Errorf("the variant rows lack %q:\n%s", want, text)
		}
	}
	for _, r := range VariantRows(crt.Published, 40) {
		if w := len([]rune(strings.TrimRight(r.Text(), " "))); w > 40 {
			t.Errorf("a variant row is %d wide at 40: %q", w, r.Text())
		}
	}
}

// TestDashboardQuestionTakesNoAnswerTypedBeforeIt: the cause of the
// questions "not drawn" (issue 11): while the event loop is held up (a
// command waiting on another program's lock on the database, up to its
// busy timeout), q shows nothing, and a y typed then would answer the
// question the moment it opens, before anyone saw it. A key typed before
// the question was on the screen is not taken; the question says so and
// waits for an answer.
func TestDashboardQuestionTakesNoAnswerTypedBeforeIt(t *testing.T) {
	s := openQuick(t, newMemStore(), engine.Hexes)
	h := startDashboard(t, NewDashboard(s, Options{}), 80, 24)
	held := make(chan struct{})
	go h.d.app.QueueUpdate(func() {
		close(held)
		time.Sleep(300 * time.Millisecond) // as a command waiting on a lock
	})
	<-held
	h.keys("qy")
	h.waitText("Quit the dashboard?", "A key typed before this question was shown was not taken.")
	select {
	case err := <-h.Done():
		h.Done() <- err
		t.Fatal("y typed before the question was shown quit the dashboard")
	case <-time.After(100 * time.Millisecond):
	}
	h.keys("y")
	select {
	case err := <-h.Done():
		h.Done() <- err
	case <-time.After(5 * time.Second):
		t.Fatal("y once the question was shown did not quit")
	}
}
