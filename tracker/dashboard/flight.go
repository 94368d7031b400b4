package dashboard

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// flight is a command being carried out off the event loop: the session
// stores it while the screen stays live. The command bar shows it until it
// comes back or is given up.
type flight struct {
	line    string           // the command line run: the preview's, and the dice typed
	shown   *tracker.Preview // what the form or the bar showed of it
	words   string           // the dice typed after the preview's line ("die 3 4")
	then    func()           // after the command, or once it is given up or refused (nil: nothing)
	ctx     context.Context  // done once the command is given up; carries the wait notice
	cancel  context.CancelFunc
	fromBar bool // it was typed in the command bar
	waiting bool // the store waits for another program's lock
	givenUp bool // Esc was pressed
}

// inFlight are the actions of the key table that work while a command is
// in flight, when the command bar is empty: they write nothing and leave
// the session alone.
var inFlight = map[Action]bool{
	ActUp: true, ActDown: true, ActPageUp: true, ActPageDown: true,
	ActLogOlder: true, ActLogNewer: true, ActLogLatest: true, ActHelp: true, ActQuit: true,
}

// execute carries out the command a form or the command bar showed, p, with
// words after its line (the dice typed: "die 3 4"), off the event loop, and
// shows what happened when it comes back; then (when not nil) runs after
// that. It goes on only while what p showed holds (Session.DoPreview).
// While the command is in flight the screen stays live, the command bar
// shows it and takes what is typed, and Esc gives it up.
func (d *Dashboard) execute(p *tracker.Preview, words string, then func()) {
	f := d.takeOff(p, words, then)
	if f == nil {
		return
	}
	d.flights.Add(1)
	go func() {
		lines, err := d.carry(f)
		d.flights.Done()
		d.deliver(func() { d.landed(f, lines, err) })
	}()
}

// deliver runs fn on the event loop and draws: the way a command's result
// comes back. A benchmark, which runs no event loop, runs fn itself.
func (d *Dashboard) deliver(fn func()) {
	if d.delivered != nil {
		d.delivered <- fn
		return
	}
	d.app.QueueUpdateDraw(fn)
}

// takeOff starts a command's flight, or refuses it while another is in
// flight (nil).
func (d *Dashboard) takeOff(p *tracker.Preview, words string, then func()) *flight {
	if d.flying != nil {
		d.Refuse(d.stillFlying())
		return nil
	}
	line := p.Line
	if words != "" {
		line += " " + words
	}
	ctx, cancel := context.WithCancel(context.Background())
	f := &flight{line: line, shown: p, words: words, then: then, cancel: cancel, fromBar: d.fromBar}
	notice := func() {
		d.app.QueueUpdateDraw(func() {
			if d.flying == f {
				f.waiting = true
				d.showFlight()
			}
		})
	}
	f.ctx = engine.WithWaitNotice(ctx, notice)
	d.view = d.s.State()
	d.flying = f
	d.showFlight()
	return f
}

// carry runs the flight's command in the session, off the event loop: the
// session is the flight's until it comes back. While another program holds
// the database, it tries again each time the store gives up waiting, until
// the command goes in or the referee gives it up.
func (d *Dashboard) carry(f *flight) ([]tracker.LogLine, error) {
	defer f.cancel()
	same := func(now *engine.Game) bool { return sameShown(f.shown.Game, now, f.line) }
	for {
		lines, err := d.s.DoPreview(f.ctx, f.shown, f.words, same)
		if !errors.Is(err, engine.ErrLocked) || f.ctx.Err() != nil {
			return lines, err
		}
		// The store waited its busy timeout; a pause keeps a lock that
		// fails at once from spinning.
		select {
		case <-f.ctx.Done():
		case <-time.After(retryPause):
		}
	}
}

// retryPause is how long a command waits before it asks the store again
// for a lock another program holds.
const retryPause = 100 * time.Millisecond

// showFlight says what the command in flight is doing: in the status line,
// and in the command bar, which shows the command and takes what is typed
// meanwhile. The bar opens for a command typed in it, once the command
// waits, or with the first key typed meanwhile: a command that comes back
// at once does not flash it.
func (d *Dashboard) showFlight() {
	f := d.flying
	switch {
	case f.givenUp:
		d.SetStatus(present.ToneBold, fmt.Sprintf("⧗ Giving up %q…", f.line))
	case f.waiting:
		d.status.cells = []present.Cell{{Text: "⧗ ", Tone: present.ToneBold}, {Text: f.line, Tone: present.ToneKey},
			{Text: ": waiting for the database (another program holds it)... ", Tone: present.ToneBold},
			{Text: "Esc", Tone: present.ToneKey}, {Text: " gives up", Tone: present.ToneBold}}
	default:
		d.SetStatus(present.ToneDim, fmt.Sprintf("⧗ %s…", f.line))
	}
	d.cmdInput.SetLabel("⧗ " + f.line + "  : ")
	// The label names the command: the placeholder does not repeat it.
	d.cmdInput.SetPlaceholder("what you type now waits here; Esc gives it up")
	if d.lay.bottom != d.cmdInput && (d.fromBar || f.waiting || f.givenUp) {
		d.openBar()
	}
	if !d.dialogOpen && d.lay.bottom == d.cmdInput {
		d.app.SetFocus(d.cmdInput)
	}
}

// openBar puts the command bar, empty, at the bottom, in the place of the
// hints or another input line (the filter), without the focus.
func (d *Dashboard) openBar() {
	if d.lay.bottom != d.cmdInput {
		if d.inputOpen {
			// Another input line (the filter) gives way to the bar.
			d.closeInput()
		}
		d.cmdInput.SetText("")
		d.lay.bottom = d.cmdInput
		d.inputOpen = true
	}
}

// flightKey handles a key while a command is in flight: Esc gives it up;
// with the bar empty, the keys that only look (scroll, help, quit) work;
// everything else goes to the command bar, to be run once the command is
// back. Enter does not run what is typed until then.
func (d *Dashboard) flightKey(ev *tcell.EventKey) *tcell.EventKey {
	if d.dialogOpen {
		return ev // help, or the question to quit
	}
	switch ev.Key() {
	case tcell.KeyEscape:
		if f := d.flying; !f.givenUp {
			f.givenUp = true
			f.cancel()
			d.showFlight()
		}
		return nil
	case tcell.KeyEnter:
		line := strings.TrimSpace(d.cmdInput.GetText())
		if line == "" {
			return nil
		}
		if d.flying.waiting {
			// While the database is held by another program, nothing
			// typed runs: the line stays in the bar, and runs with an
			// Enter pressed once the wait is over (issue 31.7: a "next"
			// typed during a wait ran when it ended).
			d.showFlight()
			d.status.cells = append(d.status.cells, present.Cell{Text: fmt.Sprintf("; %q waits in the bar: Enter runs it once the wait is over", line), Tone: present.ToneBold})
			return nil
		}
		// The command typed ahead runs once the one in flight is back
		// and carried out; not if it is refused or given up. The bar
		// takes the next.
		d.queued = append(d.queued, line)
		d.cmdInput.SetText("")
		// A ':' typed before the line was for it: the bar is asked for
		// again only by a ':' typed after.
		d.barAsked = false
		d.SetStatus(present.ToneBold, fmt.Sprintf("⧗ %s… then %s, each once the one before is carried out (Esc gives up)", d.flying.line, quotedList(d.queued)))
		return nil
	case tcell.KeyPgUp, tcell.KeyPgDn:
		act, _ := ActionFor(d.bindings, ev)
		d.act(act)
		return nil
	}
	if d.cmdInput.GetText() == "" {
		if act, ok := ActionFor(d.bindings, ev); ok && inFlight[act] {
			d.act(act)
			return nil
		}
		if IsRune(ev, ':') {
			// The referee asks for the bar: it stays open when the
			// command comes back, for what follows the ':'.
			d.barAsked = true
			d.openBar()
			d.app.SetFocus(d.cmdInput)
			return nil
		}
	}
	if d.lay.bottom != d.cmdInput {
		d.openBar()
		d.app.SetFocus(d.cmdInput)
	}
	return ev
}

// landed shows what came of a command once it is back from its flight.
func (d *Dashboard) landed(f *flight, lines []tracker.LogLine, err error) {
	d.flying = nil
	d.landedAt = time.Now()
	d.cmdInput.SetLabel(": ")
	d.cmdInput.SetPlaceholder(d.commandPlaceholder())
	queued := d.queued
	d.queued = nil
	asked := d.barAsked
	d.barAsked = false
	typed := strings.TrimSpace(d.cmdInput.GetText()) != "" || asked || len(queued) > 0
	if f.waiting && len(queued) > 0 {
		// Lines typed ahead of a command that then waited for the
		// database do not run when the wait is over: the referee may
		// have typed them for a game that moved on meanwhile. The first
		// waits in the bar for Enter.
		if strings.TrimSpace(d.cmdInput.GetText()) == "" {
			d.cmdInput.SetText(queued[0])
		}
		defer func(queued []string) {
			d.status.cells = append(d.status.cells, present.Cell{Text: fmt.Sprintf(" Typed during the wait, not run: %s; Enter runs what is in the bar.", quotedList(queued)), Tone: present.ToneBold})
		}(queued)
		queued = nil
	}
	notRun := func() {
		// What was typed after a command that did not go in is not run:
		// the first waits in the bar for Enter.
		if len(queued) == 0 {
			return
		}
		if strings.TrimSpace(d.cmdInput.GetText()) == "" {
			d.cmdInput.SetText(queued[0])
		}
		d.status.cells = append(d.status.cells, present.Cell{Text: fmt.Sprintf(" Typed after it, not run: %s.", quotedList(queued)), Tone: present.ToneError})
	}
	after := func() {
		if f.then != nil {
			f.then()
		}
	}
	switch {
	case errors.Is(err, engine.ErrGivenUp):
		// Enter runs what the bar holds: the command given up, unless
		// the referee typed another during the wait, which the message
		// names then (a playtest: it named the one given up).
		if bar := strings.TrimSpace(d.cmdInput.GetText()); bar == "" {
			d.Refuse(tracker.Errorf("given up: %q was not written. Enter runs it again; Esc closes the bar", f.line))
			d.holdInBar(f.line)
			typed = true
		} else {
			d.Refuse(tracker.Errorf("given up: %q was not written. Enter runs %q, typed during the wait; Esc closes the bar", f.line, bar))
		}
		notRun()
	case errors.Is(err, engine.ErrMovedOn):
		// Another program changed what the referee saw for the command:
		// show the game as it is, and the command on it, to confirm.
		d.logLines = d.s.Recent(logKeep)
		d.refresh()
		d.markSeen()
		d.keepBar(typed)
		notRun()
		d.askAgain(f)
		return
	case err != nil:
		d.Refuse(err)
		if !typed && f.fromBar {
			// A refused command typed in the bar stays there to be
			// mended.
			d.holdInBar(f.line)
			typed = true
		}
		notRun()
	default:
		d.applied(lines)
	}
	d.keepBar(typed)
	after()
	if err == nil && len(queued) > 0 {
		if d.flying != nil || d.dialogOpen {
			d.queued = append(queued, d.queued...) // run after what opened
		} else {
			d.runTyped(queued[0])
			d.queued = append(queued[1:], d.queued...)
		}
		if d.flying != nil {
			// A ':' typed after the last line queued asked for the bar
			// for what follows it: the bar stays open when this next
			// command comes back too, even when it comes back before
			// the key after the ':' is read (a loaded machine).
			d.barAsked = asked
		}
	}
}

// runTyped runs a line typed in the command bar, as Enter does there.
func (d *Dashboard) runTyped(line string) {
	if n := len(d.history); n == 0 || d.history[n-1] != line {
		d.history = append(d.history, line)
	}
	d.histPos = len(d.history)
	d.fromBar = true
	p := d.Preview(line)
	d.RunPreview(p, d.planFor(p), nil)
	d.fromBar = false
}

// quotedList quotes lines and joins them with commas.
func quotedList(lines []string) string {
	q := make([]string, len(lines))
	for i, l := range lines {
		q[i] = fmt.Sprintf("%q", l)
	}
	return strings.Join(q, ", ")
}

// keepBar leaves the command bar open, with the focus unless a dialog has
// it, when something is typed in it; else closes it.
func (d *Dashboard) keepBar(typed bool) {
	if d.lay.bottom != d.cmdInput {
		return
	}
	if !typed {
		d.closeInput()
		return
	}
	if !d.dialogOpen {
		d.app.SetFocus(d.cmdInput)
	}
}

// typedBeforeDialog reports whether a key was typed while a command was in
// flight and the dialog open now opened once it was back: such a key goes
// to the command bar, never to a dialog the referee had not seen.
func (d *Dashboard) typedBeforeDialog(ev *tcell.EventKey) bool {
	return !d.landedAt.IsZero() && !ev.When().After(d.landedAt) && !d.dialogAt.Before(d.landedAt)
}

// typeAhead puts a key typed ahead of a dialog into the command bar: a
// letter or a deletion; Enter, Esc and the other keys are dropped, so that
// nothing typed ahead runs a command or closes the dialog.
func (d *Dashboard) typeAhead(ev *tcell.EventKey) {
	switch ev.Key() {
	case tcell.KeyRune, tcell.KeyBackspace, tcell.KeyBackspace2:
	default:
		return
	}
	d.openBar()
	if h := d.cmdInput.InputHandler(); h != nil {
		h(ev, func(tview.Primitive) {})
	}
}

// askAgain shows a command that another program's write changed what the
// referee saw for, on the game as it is now, with what was written, and
// runs it on one key; n or Esc drops it.
func (d *Dashboard) askAgain(f *flight) {
	after := func() {
		if f.then != nil {
			f.then()
		}
	}
	rows := []present.Row{{Cells: []present.Cell{{Text: "Another program wrote while this was on the screen:", Tone: present.ToneBold}}}}
	var theirs []string
	for _, l := range d.logLines {
		if l.Seq > f.shown.Seen && !l.Routine() {
			theirs = append(theirs, l.Text)
		}
	}
	if n := len(theirs); n > 4 {
		theirs = append([]string{fmt.Sprintf("… and %d before", n-4)}, theirs[n-4:]...)
	}
	for _, t := range theirs {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  ⇄ " + t, Tone: present.ToneText}}})
	}
	line := f.line
	// The command as it is now: what this shows, and what runs.
	p := d.Preview(line)
	cmd := p.Command
	if undoing := cmd.Verb == engine.VerbUndo || cmd.Verb == engine.VerbRedo; undoing {
		target := d.s.UndoTarget
		if cmd.Verb == engine.VerbRedo {
			target = d.s.RedoTarget
		}
		_, text, terr := target()
		if terr != nil {
			d.Refuse(terr)
			after()
			return
		}
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: fmt.Sprintf("On the game as it is now, %s would apply to:", cmd.Verb), Tone: present.ToneBold}}},
			present.Row{Cells: []present.Cell{{Text: "  " + text, Tone: present.ToneBold}}})
	} else {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "On the game as it is now, the command is:", Tone: present.ToneBold}}},
			present.Row{Cells: []present.Cell{{Text: "  " + line, Tone: present.ToneBold}}})
		rows = append(rows, d.planFor(p)...)
		if texts := appliedTexts(p); len(texts) > 0 && len(cmd.Dice) == 0 {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "If applied: " + strings.Join(texts, " "), Tone: present.ToneText}}})
		}
	}
	rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Nothing was written yet.", Tone: present.ToneDim}}})
	d.status.cells = []present.Cell{{Text: "⇄ ", Tone: present.ToneBold}, {Text: fmt.Sprintf("The game moved on in another program: %q is shown again on the game as it is now.", line), Tone: present.ToneText}}
	d.ConfirmOr("The game moved on", rows, "run it now", "drop it", false, func() {
		d.execute(p, "", f.then)
	}, func() {
		d.SetStatus(present.ToneDim, fmt.Sprintf("Dropped %q: nothing was written.", line))
		after()
	})
}

// sameShown reports whether what the screen showed for a command line is
// the same on the game now as on the game was: the turn, side and phase,
// the overrun or missiles being played, every unit the line names (its
// roster row, and an Ogre's panel), and for an attack its odds. Undo and
// redo name the latest command, which is not in the game: for them it is
// never the same.
func sameShown(was, now *engine.Game, line string) bool {
	if was == nil || now == nil {
		return false
	}
	if cmd, err := now.ParseCommand(line); err == nil && (cmd.Verb == engine.VerbUndo || cmd.Verb == engine.VerbRedo) {
		return false
	}
	labels := slices.Concat(namedUnits(was, line), namedUnits(now, line))
	slices.Sort(labels)
	labels = slices.Compact(labels)
	return shownFor(was, line, labels) == shownFor(now, line, labels)
}

// namedUnits returns the labels of the units of g that the words of a
// command line name ("MK3.treads" and "INF4:1" name MK3 and INF4).
func namedUnits(g *engine.Game, line string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '_' }) {
		if u := g.Unit(w); u != nil {
			out = append(out, u.Label)
		}
	}
	return out
}

// shownFor is the text of what a form or the command bar shows of g for a
// command line naming the units labels (see sameShown).
func shownFor(g *engine.Game, line string, labels []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d, %s, %s, ended %t\n", g.Turn, g.CurrentSide(), g.Phase, g.Ended != nil)
	for _, r := range present.RosterRows(g, "") {
		if r.Label != "" && slices.Contains(labels, r.Label) {
			b.WriteString(r.Text() + "\n")
		}
	}
	if _, err := g.ParseCommand(line); err != nil {
		b.WriteString(engine.Sentence(err))
		return b.String()
	}
	if shown := systemOf(g).Shown; shown != nil {
		b.WriteString(shown(g, line, labels))
	}
	return b.String()
}
