// Package dashboard is the referee's screen: the tview dashboard, its forms
// and its key table, drawn from the session's state and log through the
// presentation's rows. It holds no rules and writes nothing itself: every
// action is a command line sent through the tracker's session.
package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/web"
)

// Options are the dashboard's settings.
type Options struct {
	// NoColor draws without colour: weight, decoration, glyphs and words
	// only.
	NoColor bool
	// ReadOnly, when not empty, says why the game cannot be written ("…
	// cannot be written"): the dashboard shows the game and follows another
	// program's commands, the header says read-only, and the keys that
	// would write say why they cannot.
	ReadOnly string
	// ReadOnlyRemedy says what the referee can do to write, after a key
	// refused for ReadOnly ("Quit, and open it without --read-only to
	// play."); empty: the file cannot be written, and the remedy is a
	// copy that can be, or the file's permissions.
	ReadOnlyRemedy string
	// SaveWalker, when set, saves a walker design from the designer and
	// returns the sentence that says what was saved (the program fills it
	// with the database's); nil: the designer prices and checks but cannot
	// save.
	SaveWalker func(engine.Design) (string, error)
	// Print, when set, draws and writes the documents the print key offers
	// (the program fills it with sheets.Printer); nil: the print key says
	// that printing is not available.
	Print Printer
	// SavedWalker, when set, returns the saved design that saving one
	// named name would replace, and whether there is one: the designer
	// asks before replacing it. nil: the designer does not ask.
	SavedWalker func(name string) (engine.Design, bool, error)
	// Serve, when set, starts the players' view of the game (ogretable
	// serve) on a database handle of its own; the key V starts and stops
	// it, and quitting stops it. nil: the key says it is not available.
	Serve func() (*web.Server, error)
}

// Dashboard is the referee's live view of a game and the keys to run it. It
// holds no rules and writes nothing itself: every action is a command line
// sent through the session, and every panel is drawn from the session's
// state and log.
type Dashboard struct {
	s *tracker.Session
	// askPreview is the session's Preview: what a form shows of a command
	// line, asked once per edit (preview, PreviewOnce).
	askPreview func(line string) *tracker.Preview
	opt        Options
	th         *Theme
	// bindings are the keys this game offers (BindingsFor): its rule
	// system's verbs' keys, and the others.
	bindings []Binding
	app      *tview.Application
	// screen is the terminal's screen, with ASCII for the glyphs it
	// cannot display.
	screen *plainScreen

	root        *stack
	lay         *layout
	header      *lineView
	status      *lineView
	banner      *lineView
	hints       *lineView
	roster      *List
	ogre        *List
	log         *List
	cmdInput    *tview.InputField
	filterInput *tview.InputField
	filter      string
	ogreSel     string // the label of the Ogre or walker in the panel; "" for the first Ogre in play
	logLines    []tracker.LogLine
	// logRows makes the log panel's rows, again only for the lines that
	// changed.
	logRows    present.LogRowMaker
	latest     int64 // the latest command, whose log lines are marked
	dialogOpen bool
	// askedEnd is the game-ending conditions the referee was last asked
	// about, so that playing on does not ask again until they change.
	askedEnd  string
	inputOpen bool
	// view is the game as the screen shows it while a command is in
	// flight (see game).
	view *engine.Game
	// fromBar says that the command being started was typed in the bar.
	fromBar bool
	// barAsked says that ':' was typed while a command was in flight,
	// after the last line queued: the bar stays open when the command
	// comes back, and when the queued commands run meanwhile come back,
	// until a line is entered. queued are the lines typed and entered
	// meanwhile, in order: each runs once the one before it is carried
	// out.
	barAsked bool
	queued   []string
	// barHeld says that the command bar holds a line put back in it (a
	// refused or given up command), shown as selected: the first key
	// typed that is not an edit replaces it, and a ':' typed then starts
	// a new line instead of adding to it.
	barHeld bool
	// refusal is the status of the latest refusal, and refusedAt when it
	// was given: a command carried out at once after it says it too.
	refusal   []present.Cell
	refusedAt time.Time
	// seen is the latest event the referee has seen the game at, and
	// seenGame the game then: a command typed at a screen older than the
	// log goes on only when what its form showed is unchanged
	// (Session.DoAsShown, sameShown).
	seen     int64
	seenGame *engine.Game
	// flying is the command being carried out off the event loop, nil
	// when none; flights counts the goroutines carrying one out.
	flying  *flight
	flights sync.WaitGroup
	// delivered, when not nil, takes the results of commands instead of
	// the event loop (see deliver).
	delivered chan func()
	// landedAt is when the latest command in flight came back, and
	// dialogAt when the latest dialog opened: a key typed before a command
	// came back goes to the command bar, never to a dialog opened after.
	landedAt, dialogAt time.Time
	// sticky keeps a refusal in the status line until the referee presses
	// a key: another program's commands do not replace it.
	sticky bool
	// served is the players' view the dashboard started, nil when none.
	served *web.Server
	// stopPoll ends the watch for another program's commands.
	stopPoll  chan struct{}
	history   []string
	histPos   int
	cycle     []string // completions being cycled with Tab
	cycleIdx  int
	cycleBase string // the line before the word being completed
	cycleText string // the line as the last Tab left it
}

// NewDashboard returns a dashboard on a session. Run or RunOn shows it.
func NewDashboard(s *tracker.Session, opt Options) *Dashboard {
	d := &Dashboard{s: s, askPreview: s.Preview, opt: opt, th: NewTheme(opt.NoColor), app: tview.NewApplication()}
	d.markSeen()
	defer d.saySkipped()
	if opt.ReadOnly == "" {
		// A game whose end condition was met in another program, or
		// before it was closed, asks its question at once.
		defer d.askEnd()
	}
	d.header = newLineView(d.th)
	d.header.bar = true
	d.header.make = func(w int) []present.Cell {
		if d.opt.ReadOnly == "" {
			return present.HeaderText(d.s.Info(), d.Game(), w)
		}
		mark := present.Cell{Text: "READ-ONLY │ ", Tone: present.ToneBold}
		return append([]present.Cell{mark}, present.HeaderText(d.s.Info(), d.Game(), w-present.CellsWidth([]present.Cell{mark}))...)
	}
	d.status = newLineView(d.th)
	d.banner = newLineView(d.th)
	d.banner.make = func(int) []present.Cell { return present.Banner(d.Game()) }
	d.hints = newLineView(d.th)
	d.bindings = BindingsFor(d.Game())
	d.hints.cells = HintCells(d.bindings)

	d.roster = NewList(d.th)
	d.roster.Selectable = true
	d.roster.flexCol = 2
	d.roster.details = true
	d.roster.changed = d.rosterMoved

	d.ogre = NewList(d.th)
	d.ogre.build = func(w int) []present.Row {
		g := d.Game()
		if u := d.paneled(); u != nil {
			return present.ViewOf(g).Panel(g, u, w)
		}
		return nil
	}

	d.log = NewList(d.th)
	d.log.follow = true

	d.cmdInput = d.newInput(": ")
	d.cmdInput.SetPlaceholder(d.commandPlaceholder())
	d.cmdInput.SetInputCapture(d.commandKey)
	d.cmdInput.SetDoneFunc(d.commandDone)

	d.filterInput = d.newInput("/")
	d.filterInput.SetPlaceholder("label, type or status   (Enter keeps, Esc clears)")
	d.filterInput.SetChangedFunc(func(text string) {
		d.filter = text
		d.refreshRoster()
	})
	d.filterInput.SetDoneFunc(d.filterDone)

	d.lay = &layout{Box: tview.NewBox(), th: d.th, header: d.header, status: d.status, banner: d.banner,
		roster: d.roster, ogre: d.ogre, log: d.log, bottom: d.hints, wideAt: 150}
	d.root = &stack{Box: tview.NewBox(), main: d.lay}
	d.app.SetRoot(d.root, true).SetFocus(d.roster)
	d.app.SetInputCapture(d.capture)

	d.logLines = s.Recent(logKeep)
	if n := len(d.logLines); n > 0 {
		d.latest = d.logLines[n-1].Command
	}
	d.refresh()
	d.SetStatus(present.ToneDim, welcome(d.Game(), d.hinted()))
	if opt.ReadOnly != "" {
		d.SetStatus(present.ToneBold, "Read-only: "+opt.ReadOnly+". Browse the game (↑ ↓ [ ] PgUp PgDn, ? help, q quit); commands cannot be written.")
	} else if p := s.HouseRulesProblem(); p != nil {
		d.SetStatus(present.ToneBold, tracker.Refusal(p)+"; play goes on with what the game has recorded, and a command that needs them is refused.")
	}
	return d
}

// logKeep is how many of the latest log lines the dashboard holds for its
// log panel: neither opening a long game nor redrawing goes through the
// whole log (ogretable log prints it all).
const logKeep = 500

// Run shows the dashboard on the terminal until the referee quits.
func (d *Dashboard) Run() error {
	if d.screen == nil {
		scr, err := tcell.NewScreen()
		if err != nil {
			return tracker.Errorf("the dashboard needs a terminal: %w", err)
		}
		d.screen = newPlainScreen(scr)
		d.app.SetScreen(d.screen)
	}
	d.stopPoll = make(chan struct{})
	go d.watch(d.stopPoll)
	defer close(d.stopPoll)
	err := d.app.Run()
	// A command still waiting for the database is given up, and nothing
	// of it is written once Run returns (the caller closes the database).
	if d.flying != nil {
		d.flying.cancel()
	}
	d.flights.Wait()
	d.stopServing()
	if err != nil {
		return tracker.Errorf("the dashboard stopped: %w", err)
	}
	return nil
}

// Game returns the game as the screen shows it: the session's state, and
// while a command is in flight, when the session is the command's, the
// state as it was when the command took off.
func (d *Dashboard) Game() *engine.Game {
	if d.flying != nil {
		return d.view
	}
	return d.s.State()
}

// markSeen records that the referee now sees the game as the session has
// it.
func (d *Dashboard) markSeen() {
	d.seen, d.seenGame = d.s.LastEvent(), d.s.State()
}

// RunOn shows the dashboard on screen (a tcell.SimulationScreen in tests)
// until Stop is called or the referee quits.
func (d *Dashboard) RunOn(screen tcell.Screen) error {
	d.screen = newPlainScreen(screen)
	d.app.SetScreen(d.screen)
	return d.Run()
}

// Stop closes the dashboard. Nothing is lost: every command is stored as
// it runs.
func (d *Dashboard) Stop() { d.app.Stop() }

// newInput returns an input line in the theme's styles.
func (d *Dashboard) newInput(label string) *tview.InputField {
	in := tview.NewInputField().SetLabel(label)
	in.SetLabelStyle(d.th.Style(present.ToneKey)).SetFieldStyle(d.th.Input).
		SetPlaceholderStyle(d.th.Input.Dim(true)).SetBackgroundColor(tcell.ColorDefault)
	return in
}

// paneled returns the unit of the panel: the one selected in the roster
// when its system's view gives it a panel, or else the view's first (a
// game's first Ogre); nil for none.
func (d *Dashboard) paneled() *engine.Unit {
	g := d.Game()
	view := present.ViewOf(g)
	if u := g.Unit(d.ogreSel); u != nil && view.Paneled(u) {
		return u
	}
	return view.FirstPaneled(g)
}

// rosterMoved shows a selected Ogre or walker in the panel.
func (d *Dashboard) rosterMoved(r present.Row) {
	if u := d.Game().Unit(r.Label); u != nil && present.ViewOf(d.Game()).Paneled(u) && d.ogreSel != u.Label {
		d.ogreSel = u.Label
		d.ogre.dirty = true
	}
}

// refresh redraws every panel's rows from the session. It is not called
// while a command is in flight.
func (d *Dashboard) refresh() {
	d.refreshRoster()
	d.ogre.dirty = true
	d.lay.showOgre = present.ViewOf(d.Game()).FirstPaneled(d.Game()) != nil
	d.log.SetRows(d.logRows.Rows(d.logLines, d.latest))
	d.hints.cells = HintCells(d.hinted())
}

// hinted returns the bindings the hint line names: the game's, less, once
// the game has ended, the keys whose forms it refuses.
func (d *Dashboard) hinted() []Binding {
	if d.Game().Ended == nil {
		return d.bindings
	}
	var out []Binding
	for _, b := range d.bindings {
		if !does(b.Action, EndedRefuses) && b.Action != ActNext {
			out = append(out, b)
		}
	}
	return out
}

// refreshRoster rebuilds the roster's rows and title.
func (d *Dashboard) refreshRoster() {
	title := []present.Cell{{Text: "Roster", Tone: present.ToneHeading}, {Text: "  " + present.LegendOf(d.Game()), Tone: present.ToneDim}}
	if d.filter != "" {
		title = []present.Cell{{Text: "Roster", Tone: present.ToneHeading}, {Text: "  filter: " + d.filter, Tone: present.ToneKey}, {Text: "  Esc clears", Tone: present.ToneDim}}
	}
	d.roster.Title = title
	d.roster.nameCols = present.RosterNameColumns(d.Game())
	d.roster.SetRows(present.RosterRows(d.Game(), d.filter))
	d.log.Title = []present.Cell{{Text: "Log", Tone: present.ToneHeading}, {Text: "  PgUp/PgDn scroll", Tone: present.ToneDim}}
}

// SetStatus shows a message in the status line.
func (d *Dashboard) SetStatus(tone present.Tone, msg string) {
	d.status.cells = []present.Cell{{Text: msg, Tone: tone}}
}

// Refuse shows why a command was refused; nothing else changes. The
// refusal stays until the referee presses a key.
func (d *Dashboard) Refuse(err error) {
	d.status.cells = []present.Cell{{Text: present.GlyphDestroyed + " ", Tone: present.ToneError}, {Text: present.Refusal(err), Tone: present.ToneError}}
	d.sticky = true
	d.refusal, d.refusedAt = slices.Clone(d.status.cells), time.Now()
}

// refusalKept is how long after a refusal a command carried out says it
// too: a command typed at once after one refused (typed ahead) would
// otherwise hide the refusal before the referee read it.
const refusalKept = 2 * time.Second

// refuseReadOnly says why an action that would write is not done.
func (d *Dashboard) refuseReadOnly(a Action) {
	d.status.cells = []present.Cell{{Text: present.GlyphDestroyed + " ", Tone: present.ToneError},
		{Text: fmt.Sprintf("Read-only: %s, so %s cannot be written. %s", d.opt.ReadOnly, a, d.readOnlyRemedy()), Tone: present.ToneError}}
}

// readOnlyRemedy says what the referee can do to write to the game.
func (d *Dashboard) readOnlyRemedy() string {
	if d.opt.ReadOnlyRemedy != "" {
		return d.opt.ReadOnlyRemedy
	}
	return "Run ogretable on a copy you can write, or fix the file's permissions."
}

// capture handles the main screen's keys through the key table; dialogs
// and input lines get their keys unseen.
func (d *Dashboard) capture(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyRune && ev.Modifiers()&tcell.ModAlt != 0 {
		// The terminal sends Esc then a key typed at once after it (a
		// form closed and ':' typed) as one Alt+key; the dashboard binds
		// no Alt key, so it is both: the Esc, to whatever has the focus,
		// then the key (a playtest's Esc then ":note" ran "next" on the
		// 'n').
		if esc := d.capture(tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone)); esc != nil {
			if h := d.root.InputHandler(); h != nil {
				h(esc, func(p tview.Primitive) { d.app.SetFocus(p) })
			}
		}
		ev = tcell.NewEventKey(tcell.KeyRune, ev.Rune(), ev.Modifiers()&^tcell.ModAlt)
	}
	d.sticky = false
	if d.flying != nil {
		return d.flightKey(ev)
	}
	if d.dialogOpen && d.typedBeforeDialog(ev) {
		d.typeAhead(ev)
		return nil
	}
	if d.dialogOpen || d.inputOpen {
		return ev
	}
	act, ok := ActionFor(d.bindings, ev)
	if !ok {
		if msg, ok := notOffered(d.Game(), ev); ok {
			d.SetStatus(present.ToneError, msg)
			return nil
		}
		return ev
	}
	d.act(act)
	return nil
}

// act carries out an action of the key table.
func (d *Dashboard) act(a Action) {
	if d.opt.ReadOnly != "" && does(a, Writes) {
		d.refuseReadOnly(a)
		return
	}
	if err := d.Game().EndedRefusal(); err != nil && does(a, EndedRefuses) {
		// A form whose command the game refuses does not open: the
		// refusal says when and why it ended, who won, and that undo
		// reopens it.
		d.Refuse(err)
		return
	}
	if does(a, Writes) && !d.dialogOpen && !d.inputOpen && d.flying == nil {
		// The form, the bar or the command starts from the main screen,
		// which shows the game as it is: another program's write already
		// drawn there (while a form was open, say) is seen.
		d.markSeen()
	}
	switch a {
	case ActCommand:
		d.openInput(d.cmdInput, "")
	case ActFilter:
		d.filterInput.SetText(d.filter)
		d.openInput(d.filterInput, "")
	case ActClearFilter:
		if d.filter != "" {
			d.filter = ""
			d.refreshRoster()
			d.SetStatus(present.ToneDim, "Filter cleared.")
		}
	case ActNext:
		if open := formOf(d.Game(), ActNext); open != nil {
			open(d) // a system's next, with what its dice prompt shows
			return
		}
		d.RunLine("next", nil)
	case ActUndo:
		d.confirmUndo()
	case ActRedo:
		d.confirmRedo()
	case ActNote:
		d.openNote()
	case ActPrint:
		d.openPrint()
	case ActServe:
		d.toggleServe()
	case ActUp:
		d.roster.Move(-1)
	case ActDown:
		d.roster.Move(1)
	case ActPageUp:
		d.roster.Move(-d.roster.Page())
	case ActPageDown:
		d.roster.Move(d.roster.Page())
	case ActLogOlder:
		d.log.offset = min(d.log.offset+max(d.log.height/2, 1), max(len(d.log.rows)-1, 0))
	case ActLogNewer:
		d.log.offset = max(d.log.offset-max(d.log.height/2, 1), 0)
	case ActLogLatest:
		d.log.offset = 0
	case ActHelp:
		d.openHelp()
	case ActQuit:
		d.confirmQuit()
	default:
		// The forms a rule system registers (OpensForm).
		if open := formOf(d.Game(), a); does(a, OpensForm) && open != nil {
			open(d)
		}
	}
}

// openInput puts an input line at the bottom and gives it the focus.
func (d *Dashboard) openInput(in *tview.InputField, text string) {
	if text != "" || in == d.cmdInput {
		in.SetText(text)
	}
	if in == d.cmdInput {
		d.cmdInput.SetPlaceholder(d.commandPlaceholder())
	}
	d.lay.bottom = in
	d.inputOpen = true
	d.app.SetFocus(in)
}

// commandPlaceholder is the command bar's placeholder: an example made
// from the game as it stands (its Ogre, a unit of the side to play).
func (d *Dashboard) commandPlaceholder() string {
	return "a command, e.g. " + present.CommandExample(d.Game()) + "   (Tab completes, Enter runs, Esc closes)"
}

// closeInput puts the hints back and the focus on the roster.
func (d *Dashboard) closeInput() {
	d.lay.bottom = d.hints
	d.inputOpen = false
	d.cycle = nil
	d.app.SetFocus(d.roster)
}

// holdInBar puts a line back in the command bar, selected (barHeld):
// Enter runs it again, an edit key (←, →, Home, End, Backspace) mends it,
// and anything typed replaces it.
func (d *Dashboard) holdInBar(line string) {
	d.cmdInput.SetText(line)
	d.barHeld = true
	d.cmdInput.SetFieldStyle(d.th.Input.Reverse(true))
}

// releaseBar ends the selection of a line held in the bar.
func (d *Dashboard) releaseBar() {
	if d.barHeld {
		d.barHeld = false
		d.cmdInput.SetFieldStyle(d.th.Input)
	}
}

// commandKey handles Tab completion and the history in the command bar.
func (d *Dashboard) commandKey(ev *tcell.EventKey) *tcell.EventKey {
	if d.barHeld {
		d.releaseBar()
		if ev.Key() == tcell.KeyRune {
			// A refused line is replaced by what is typed; a ':' asks for
			// a new line (issue 29.12: ":note x" typed after a refusal
			// was added to the refused line).
			d.cmdInput.SetText("")
			if ev.Rune() == ':' {
				return nil
			}
		}
	}
	switch ev.Key() {
	case tcell.KeyTab:
		d.completeTab()
		return nil
	case tcell.KeyUp, tcell.KeyDown:
		if len(d.history) == 0 {
			return nil
		}
		if ev.Key() == tcell.KeyUp {
			d.histPos = max(d.histPos-1, 0)
		} else {
			d.histPos = min(d.histPos+1, len(d.history))
		}
		text := ""
		if d.histPos < len(d.history) {
			text = d.history[d.histPos]
		}
		d.cmdInput.SetText(text)
		return nil
	case tcell.KeyBacktab:
		return nil
	}
	d.cycle = nil
	return ev
}

// completeTab completes the word being typed: a single completion is
// written out; several are completed to their common start and listed in
// the status line, and further Tabs cycle through them.
func (d *Dashboard) completeTab() {
	text := d.cmdInput.GetText()
	if len(d.cycle) > 0 && text == d.cycleText {
		d.cycleIdx = (d.cycleIdx + 1) % len(d.cycle)
		d.cycleText = d.cycleBase + d.cycle[d.cycleIdx]
		d.cmdInput.SetText(d.cycleText)
		return
	}
	d.cycle = nil
	start, cands := tracker.Complete(d.Game(), text)
	word := text[start:]
	switch len(cands) {
	case 0:
		d.SetStatus(present.ToneDim, "Nothing to complete here.")
		return
	case 1:
		d.cmdInput.SetText(text[:start] + cands[0] + " ")
		return
	}
	shown := cands
	if len(shown) > 40 {
		shown = append(shown[:40:40], fmt.Sprintf("… %d more", len(cands)-40))
	}
	d.SetStatus(present.ToneDim, "Tab again to cycle: "+strings.Join(shown, "  "))
	if p := tracker.CommonPrefix(cands); len(p) > len(word) {
		d.cmdInput.SetText(text[:start] + p)
		return
	}
	d.cycle, d.cycleIdx, d.cycleBase = cands, 0, text[:start]
	d.cycleText = d.cycleBase + cands[0]
	d.cmdInput.SetText(d.cycleText)
}

// commandDone runs the command bar's line on Enter, closes it on Esc.
func (d *Dashboard) commandDone(key tcell.Key) {
	switch key {
	case tcell.KeyEnter:
		d.releaseBar()
		line := strings.TrimSpace(d.cmdInput.GetText())
		d.closeInput()
		if line == "" {
			return
		}
		d.runTyped(line)
	case tcell.KeyEscape:
		d.releaseBar()
		d.closeInput()
	}
}

// planFor returns what the dice prompt shows of a previewed command before
// the dice, as the game's rule system says (System.Plan): an attack's odds.
func (d *Dashboard) planFor(p *tracker.Preview) []present.Row {
	if plan := systemOf(p.Game).Plan; plan != nil {
		return plan(p)
	}
	return nil
}

// filterDone keeps the filter on Enter and clears it on Esc.
func (d *Dashboard) filterDone(key tcell.Key) {
	if key == tcell.KeyEscape {
		d.filter = ""
		d.refreshRoster()
	}
	d.closeInput()
}

// RunLine runs a command line, asking first for the dice it rolls: the
// referee types them from the table or lets the program roll. context is
// shown in the dice prompt (the odds of an attack).
func (d *Dashboard) RunLine(line string, context []present.Row) { d.RunThen(line, context, nil) }

// saySkipped tells the referee, once, at the start, what the replay of the
// game left out (see Session.Skipped).
func (d *Dashboard) saySkipped() {
	if sk := d.s.Skipped(); len(sk) > 0 {
		d.status.cells = []present.Cell{{Text: present.GlyphDestroyed + " ", Tone: present.ToneError},
			{Text: "The log holds what does not fit the game, left out and marked refused in the log: " + strings.Join(sk, "; "), Tone: present.ToneError}}
	}
}

// pollEvery is how often the dashboard looks for another program's
// commands in the log.
const pollEvery = 400 * time.Millisecond

// watch asks, every pollEvery until stop is closed, for the dashboard to
// look for another program's commands; the look runs in the event loop.
func (d *Dashboard) watch(stop chan struct{}) {
	t := time.NewTicker(pollEvery)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			select {
			case <-stop:
				return
			default:
				d.app.QueueUpdateDraw(d.poll)
			}
		}
	}
}

// poll catches the session up with another program's commands and shows
// them: the log, the panels, and a status line saying what came in. While
// a form or the command bar is open, what the referee sees there stays as
// it was, so a command from it is refused if the game moved on.
func (d *Dashboard) poll() {
	if d.flying != nil {
		return // the session is the command's until it comes back
	}
	lines, err := d.s.Refresh()
	if err != nil {
		d.Refuse(err)
		return
	}
	if len(lines) == 0 {
		return
	}
	d.logLines = d.s.Recent(logKeep)
	if !d.dialogOpen && !d.inputOpen {
		d.markSeen()
	}
	d.refresh()
	var said []string
	for _, l := range lines {
		if !l.Routine() {
			said = append(said, l.Text)
		}
	}
	if !d.sticky {
		// A refusal stays until the referee acts: the other program's
		// lines are in the log panel.
		d.status.cells = []present.Cell{{Text: "⇄ ", Tone: present.ToneBold}, {Text: "From another program: " + strings.Join(said, " "), Tone: present.ToneText}}
	}
	if !d.inputOpen {
		d.askEnd()
	}
}

// applied updates the panels after a command and says what it did.
func (d *Dashboard) applied(lines []tracker.LogLine) {
	reload := false
	for _, l := range lines {
		if l.Kind == engine.MarkUndo || l.Kind == engine.MarkRedo {
			reload = true
		}
	}
	if reload {
		d.logLines = d.s.Recent(logKeep)
	} else {
		d.logLines = append(d.logLines, lines...)
		if n := len(d.logLines); n > logKeep {
			copy(d.logLines, d.logLines[n-logKeep:])
			clear(d.logLines[logKeep:])
			d.logLines = d.logLines[:logKeep]
		}
	}
	if len(lines) > 0 {
		d.latest = lines[0].Command
	}
	d.markSeen()
	d.log.offset = 0
	d.refresh()
	var said []string
	for _, l := range lines {
		if !l.Routine() {
			said = append(said, l.Text)
		}
	}
	if applied := systemOf(d.Game()).Applied; applied != nil {
		if s := applied(d.Game(), lines); s != "" {
			said = append(said, s)
		}
	}
	msg := strings.Join(said, " ")
	d.status.cells = []present.Cell{{Text: "✓ ", Tone: present.ToneOK}, {Text: msg, Tone: present.ToneText}}
	if d.refusal != nil && time.Since(d.refusedAt) < refusalKept {
		d.status.cells = append(append(d.status.cells, present.Cell{Text: "  · before it: ", Tone: present.ToneDim}), d.refusal...)
	}
	d.refusal = nil
	d.askEnd()
}

// askEnd asks, as soon as a game-ending condition of the scenario is met
// (the quick game's command post destroyed, the Ogre destroyed, the turn
// limit), whether to end the game; once for each set of conditions met.
func (d *Dashboard) askEnd() {
	if d.Game().Ended != nil {
		return // ended: undo reopens it without asking again
	}
	over := engine.GameOver(d.Game())
	var conds []string
	for _, e := range over {
		conds = append(conds, e.Condition)
	}
	key := strings.Join(conds, "; ")
	if key == d.askedEnd || d.dialogOpen {
		if key == "" {
			d.askedEnd = ""
		}
		return
	}
	d.askedEnd = key
	if key == "" {
		return
	}
	rows := []present.Row{{Cells: []present.Cell{{Text: "A game-ending condition is met:", Tone: present.ToneBold}}}}
	for _, e := range over {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  " + e.Condition, Tone: present.ToneBold}, {Text: " (" + e.Why + ")", Tone: present.ToneText}}})
	}
	// Who wins, and how each side's victory classes stand.
	if res := present.ResultLines(d.s.State()); len(res) > 0 {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: engine.ResultOf(d.s.State()).Says, Tone: present.ToneBold}}})
		for _, l := range res[1:] {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: l, Tone: present.ToneText}}})
		}
	}
	rows = append(rows, present.Row{Cells: []present.Cell{{Text: "End the game? It is logged; undo reopens it.", Tone: present.ToneText}}})
	p := d.Preview("end")
	d.confirm("Game over?", rows, "end the game", "play on", func() { d.execute(p, "", nil) })
}

// welcome returns the status line a dashboard of game g opens with: the
// help, the command bar, and the keys of the game's own first acts among
// bindings, as its rule system says them (System.Welcome: "f to fire"),
// then the next phase.
func welcome(g *engine.Game, bindings []Binding) string {
	text := "Press ? for help, : for a command"
	says := systemOf(g).Welcome
	for _, b := range bindings {
		if s := says[b.Action]; s != "" {
			text += ", " + s
		}
	}
	if slices.ContainsFunc(bindings, func(b Binding) bool { return b.Action == ActNext }) {
		text += ", n for the next phase"
	}
	return text + "."
}
