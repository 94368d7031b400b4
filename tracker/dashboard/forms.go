package dashboard

import (
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

// ShowDialog puts a dialog over the main screen and gives it the focus.
func (d *Dashboard) ShowDialog(p tview.Primitive, size func(sw, sh int) (int, int)) {
	ov := newOverlay(p, size)
	d.root.dialog = ov
	d.dialogOpen = true
	d.dialogAt = time.Now()
	d.app.SetFocus(ov)
}

// CloseDialog takes the dialog away and gives the focus back to the input
// line at the bottom when one is open (the command bar keeps what was typed
// while a command was in flight), else to the roster.
func (d *Dashboard) CloseDialog() {
	d.root.dialog = nil
	d.dialogOpen = false
	if d.inputOpen {
		d.app.SetFocus(d.lay.bottom)
		return
	}
	d.app.SetFocus(d.roster)
}

// FitDialog returns the size of a dialog of at most maxW columns: its rows
// wrapped, plus extra lines (the input, the footer, a spare line for a
// message) and its frame.
func FitDialog(d *Dialog, maxW, extra int) func(sw, sh int) (int, int) {
	return func(sw, sh int) (int, int) {
		w := min(maxW, sw-2)
		n := 0
		for _, r := range d.Rows(w - 4) {
			n += len(present.WrapCells(r.Cells, w-4, 2))
		}
		return w, min(n+extra+2, sh-2)
	}
}

// IsRune reports whether the event is one of the runes.
func IsRune(ev *tcell.EventKey, runes ...rune) bool {
	return ev.Key() == tcell.KeyRune && slices.Contains(runes, ev.Rune())
}

// CountDice says "1 die" or "N dice".
func CountDice(n int) string { return engine.Counted(n, "die", "dice") }

// DiceValues reads six-sided dice a referee typed (see DiceValuesFor).
func DiceValues(text string) ([]int, error) { return DiceValuesFor(text, nil) }

// DiceValuesFor reads the dice a referee typed for the rolls needs (nil: any
// number of d6): while every die has fewer than 10 faces, every digit is
// one die and spaces and commas are ignored; with a d10 or d12 among them,
// values are separated by spaces or commas. Each value is checked against
// its own die, in order ("7 is not on a d6 (the roll for the attack)"). It
// errors on anything else.
func DiceValuesFor(text string, needs []engine.Need) ([]int, error) {
	var dice []engine.Need // one a die, in order
	wide := false
	for _, n := range needs {
		for range n.Count {
			dice = append(dice, engine.Need{Count: 1, Sides: n.Sides, For: n.For})
		}
		wide = wide || n.Sides >= 10
	}
	var vals []int
	for _, f := range strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' }) {
		digits := []string{f}
		if !wide {
			digits = strings.Split(f, "")
		}
		for _, d := range digits {
			v := 0
			for _, r := range d {
				if r < '0' || r > '9' {
					return nil, tracker.Errorf("a die shows a number, not %q", d)
				}
				v = v*10 + int(r-'0')
			}
			i := len(vals)
			switch {
			case i < len(dice):
				if err := dice[i].Check(v); err != nil {
					return nil, err
				}
			case v < 1 || v > 6:
				if needs == nil {
					return nil, tracker.Errorf("a die shows 1 to 6, not %q", d)
				}
			}
			vals = append(vals, v)
		}
	}
	return vals, nil
}

// RunThen runs a command line like RunLine, asking first for the dice it
// rolls, and then calls then: after the command, and also when it is
// refused or its dice are cancelled (a form that comes back after each
// action, like the overrun's battle). With then nil it is RunLine.
func (d *Dashboard) RunThen(line string, context []present.Row, then func()) {
	d.RunPreview(d.Preview(line), context, then)
}

// Preview asks the session, once, for all a form or the command bar shows
// of a command line (Session.Preview), as of the game the screen showed:
// when the screen has not shown the session's latest events yet (a form or
// the bar open while another program wrote), the command goes on only
// while what the screen showed holds. While a command is in flight the
// session is the flight's: the line is refused, with why.
func (d *Dashboard) Preview(line string) *tracker.Preview {
	if d.flying != nil {
		return &tracker.Preview{Line: line, Game: d.view, Seen: d.seen, Err: d.stillFlying()}
	}
	p := d.askPreview(line)
	if d.seenGame != nil && d.seen < p.Seen {
		p.Seen, p.Game = d.seen, d.seenGame
	}
	return p
}

// stillFlying returns the refusal of a command given while another is in
// flight.
func (d *Dashboard) stillFlying() error {
	return tracker.Errorf("%q is still being carried out: wait for it, or press Esc to give it up", d.flying.line)
}

// RunPreview runs the command a form or the command bar showed, p, asking
// first for the dice it rolls, as RunThen does.
func (d *Dashboard) RunPreview(p *tracker.Preview, context []present.Row, then func()) {
	after := func() {
		if then != nil {
			then()
		}
	}
	if d.flying != nil {
		d.takeOff(p, "", nil) // refused, with why
		after()
		return
	}
	if !p.Parsed() {
		d.Refuse(keyWordHint(d.Game(), d.bindings, p.Line, p.Err))
		after()
		return
	}
	if len(p.Command.Dice) == 0 {
		// Dice typed in the line are the engine's to check, as it runs.
		if p.Err != nil {
			d.Refuse(p.Err)
			after()
			return
		}
		if len(p.Needs) > 0 {
			d.askDiceThen(p, context, then)
			return
		}
	}
	d.execute(p, "", then)
}

// keyWordHint adds to err, the refusal of a command line that is one
// character, the command the main screen's key of that character stands
// for: the dashboard's single-letter keys are the words the bar knows best
// ("n" is refused with "for the next phase, type \"next\""). Any other
// line's err comes back as it is.
func keyWordHint(g *engine.Game, bindings []Binding, line string, err error) error {
	line = strings.TrimSpace(line)
	if len([]rune(line)) != 1 || g.Verb(engine.Verb(strings.ToLower(line))) != nil {
		return err
	}
	act, ok := ActionFor(bindings, tcell.NewEventKey(tcell.KeyRune, []rune(line)[0], tcell.ModNone))
	if !ok {
		return err
	}
	word := ""
	for _, b := range bindings {
		if b.Action == act && b.Verb != "" && g.Verb(b.Verb) != nil {
			word = string(b.Verb)
		}
	}
	if word == "" && g.Verb(engine.Verb(act)) != nil {
		word = string(act)
	}
	if word == "" {
		return err
	}
	return tracker.Errorf("%s; %q is the main screen's key for %s: in the command bar, type %q", engine.Sentence(err), line, act, word)
}

// askDiceThen asks for the dice a command rolls: the values typed from the
// table are added to the line as "die a b ..."; Enter with none typed lets
// the program roll, and Enter pressed twice with some typed lets it roll
// the dice not typed ("die a b roll": the typed ones stay); Esc cancels and
// nothing is written. The prompt reads digits, Backspace, Enter and Esc
// only: a letter shows in the prompt as typed, said not to be dice, never
// acted on, and the Enter after one (a command line typed into the prompt
// by mistake) rolls nothing and drops it. Where later rolls depend on the dice
// of earlier ones (saves per hit, effect dice per unsaved hit),
// it asks stage by stage: the rolls shown are those the dice typed so far
// lead to, found again as each die is typed. It calls then (when not nil)
// once the command ran or was cancelled.
func (d *Dashboard) askDiceThen(p *tracker.Preview, context []present.Row, then func()) {
	after := func() {
		if then != nil {
			then()
		}
	}
	line := p.Line
	known, more := p.Needs, p.More
	var typed []int
	var problem string
	// armed says the last key was an Enter that asked whether the program
	// should roll the dice not typed.
	armed := false
	// stage reads the values typed and finds the rolls they lead to; it
	// returns the values, or an error saying what is wrong with them.
	stage := func(text string) ([]int, error) {
		vals, err := DiceValuesFor(text, known)
		if err != nil {
			return nil, err
		}
		n, m, err := d.s.DiceNeedsAfter(line, vals)
		if err != nil {
			return nil, err
		}
		known, more, typed = n, m, vals
		// A later roll of a d10 or d12 reads the text in values, not digits.
		return DiceValuesFor(text, known)
	}
	total := func() int {
		n := 0
		for _, nd := range known {
			n += nd.Count
		}
		return n
	}
	dl := NewDialog(d.th, "Dice")
	in := d.newInput("Dice: ")
	// A letter typed (or pasted) shows in the prompt where it was typed, and
	// is said not to be dice; it is never a key here. What follows it up to
	// Enter goes with it (the digits of "HVY1" are no dice).
	in.SetAcceptanceFunc(func(text string, r rune) bool { return r == 0 || unicode.IsPrint(r) })
	dl.input = in
	in.SetChangedFunc(func(text string) {
		// A die that is not on its die is said at once, as it is typed;
		// letters are said on the prompt's own line too, which a short
		// screen shows whatever rows it has no room for.
		problem = ""
		in.SetLabel(map[bool]string{true: "Dice (letters are not dice): ", false: "Dice: "}[hasStray(text)])
		if _, stray := strayOf(text); stray != "" {
			problem = fmt.Sprintf("%q is not dice: digits only. Backspace it, or press Enter to drop it (nothing is rolled); Esc cancels.", stray)
			return
		}
		if _, err := stage(text); err != nil {
			problem = present.Refusal(err)
		}
	})
	dl.Rows = func(int) []present.Row {
		n := total()
		rows := []present.Row{{Cells: []present.Cell{{Text: line, Tone: present.ToneBold}}}}
		rows = append(rows, context...)
		rows = append(rows,
			present.Row{Cells: []present.Cell{{Text: fmt.Sprintf("Roll %s: type %s from the table,", CountDice(n), map[bool]string{true: "the value", false: "the values"}[n == 1 && !more]), Tone: present.ToneBold}}},
			present.Row{Cells: []present.Cell{{Text: "or press ", Tone: present.ToneText}, {Text: "Enter", Tone: present.ToneKey}, {Text: map[bool]string{true: " twice to let the program roll the dice not typed.", false: " with none typed to let the program roll."}[len(typed) > 0], Tone: present.ToneText}}})
		at := 0
		for i, nd := range known {
			cells := []present.Cell{{Text: "  " + nd.Dice(), Tone: present.ToneKey}, {Text: " " + nd.For, Tone: present.ToneText}}
			if i > 0 && (more || len(typed) > 0) {
				cells[0].Text = " " + nd.Dice()
				cells = append([]present.Cell{{Text: "  then", Tone: present.ToneDim}}, cells...)
			}
			if at < len(typed) {
				got := typed[at:min(at+nd.Count, len(typed))]
				words := make([]string, len(got))
				for j, v := range got {
					words[j] = fmt.Sprint(v)
				}
				cells = append(cells, present.Cell{Text: fmt.Sprintf(": typed %s", strings.Join(words, " ")), Tone: present.ToneDim})
			}
			at += nd.Count
			rows = append(rows, present.Row{Cells: cells})
		}
		if more {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  then more dice: how many, the dice typed decide; asked for once these are typed.", Tone: present.ToneDim}}})
		}
		if problem != "" {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + problem, Tone: present.ToneError}}})
		}
		return rows
	}
	dl.Footer = []present.Cell{{Text: "digits", Tone: present.ToneKey}, {Text: " the dice  ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " use them (none: the program rolls)  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.Keys = func(ev *tcell.EventKey) bool {
		wasArmed := armed
		armed = false
		switch {
		case ev.Key() == tcell.KeyEscape:
			d.CloseDialog()
			d.SetStatus(present.ToneDim, "Cancelled: nothing was written.")
			after()
		case ev.Key() == tcell.KeyEnter && hasStray(in.GetText()):
			// The Enter that ends a line typed by mistake rolls nothing:
			// it drops the letters and what follows them, the dice typed
			// before them stay.
			dice, stray := strayOf(in.GetText())
			in.SetText(dice)
			problem = fmt.Sprintf("Nothing rolled: %q is not dice. Type the values from the table, or press Enter with none typed for the program's roll.", stray)
		case ev.Key() == tcell.KeyEnter:
			vals, err := stage(in.GetText())
			n := total()
			switch {
			case err != nil:
				problem = present.Refusal(err)
			case len(vals) == 0:
				d.CloseDialog()
				d.execute(p, "", then)
			case (more || len(vals) < n) && wasArmed:
				// The dice typed so far stay; the program rolls the others.
				d.CloseDialog()
				d.execute(p, "die "+diceWords(vals)+" "+engine.RollRestWord, then)
			case more:
				armed = true
				problem = fmt.Sprintf("This needs %s so far, then more as they fall; %d typed. Type the rest, or press Enter again for the program to roll the dice not typed.", CountDice(n), len(vals))
			case len(vals) < n:
				armed = true
				problem = fmt.Sprintf("This needs %s; %d typed. Type the rest, or press Enter again for the program to roll the dice not typed.", CountDice(n), len(vals))
			case len(vals) != n:
				problem = fmt.Sprintf("This needs %s; %d typed.", CountDice(n), len(vals))
			default:
				d.CloseDialog()
				d.execute(p, "die "+diceWords(vals), then)
			}
		default:
			return false
		}
		return true
	}
	d.ShowDialog(dl, FitDialog(dl, 76, 3))
}

// diceKeys are what the dice prompt reads as dice: digits, and the spaces
// and commas between them.
const diceKeys = "0123456789 ,"

// hasStray reports whether text typed into the dice prompt holds anything
// that is not dice (a letter).
func hasStray(text string) bool {
	return strings.IndexFunc(text, func(r rune) bool { return !strings.ContainsRune(diceKeys, r) }) >= 0
}

// strayOf splits text typed into the dice prompt at its first character
// that is not dice: the dice typed before it (trailing spaces dropped), and
// the rest, which is no dice, trimmed; "" when all of text is dice.
func strayOf(text string) (dice, stray string) {
	i := strings.IndexFunc(text, func(r rune) bool { return !strings.ContainsRune(diceKeys, r) })
	if i < 0 {
		return text, ""
	}
	return strings.TrimRight(text[:i], " ,"), strings.TrimSpace(text[i:])
}

// diceWords returns dice values as the words of a command line: "9 3".
func diceWords(vals []int) string {
	words := make([]string, len(vals))
	for i, v := range vals {
		words[i] = fmt.Sprint(v)
	}
	return strings.Join(words, " ")
}

// confirm asks a yes-or-no question; yes (y or Enter) runs onYes.
func (d *Dashboard) confirm(title string, rows []present.Row, yes, no string, onYes func()) {
	d.ConfirmOr(title, rows, yes, no, true, onYes, nil)
}

// ConfirmOr asks a yes-or-no question: y runs onYes, and so does Enter
// when enterYes is set; n or Esc runs onNo (when not nil).
func (d *Dashboard) ConfirmOr(title string, rows []present.Row, yes, no string, enterYes bool, onYes, onNo func()) {
	dl := NewDialog(d.th, title)
	dl.guard = true
	dl.Rows = func(int) []present.Row { return rows }
	dl.Footer = []present.Cell{{Text: "y", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " " + yes + "   ", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " " + no, Tone: present.ToneDim}}
	if !enterYes {
		dl.Footer = []present.Cell{{Text: "y", Tone: present.ToneKey}, {Text: " " + yes + "   ", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " " + no, Tone: present.ToneDim}}
	}
	dl.Keys = func(ev *tcell.EventKey) bool {
		switch {
		case IsRune(ev, 'y', 'Y') || enterYes && ev.Key() == tcell.KeyEnter:
			d.CloseDialog()
			onYes()
		case IsRune(ev, 'n', 'N') || ev.Key() == tcell.KeyEscape:
			d.CloseDialog()
			if onNo != nil {
				onNo()
			}
		}
		return true
	}
	d.ShowDialog(dl, FitDialog(dl, 72, 2))
}

// confirmUndo says what undo would void and asks first.
func (d *Dashboard) confirmUndo() {
	_, text, err := d.s.UndoTarget()
	if err != nil {
		d.Refuse(err)
		return
	}
	p := d.Preview("undo")
	d.confirm("Undo", []present.Row{
		{Cells: []present.Cell{{Text: "Undo this command? It stays in the log, marked [undone].", Tone: present.ToneText}}},
		{Cells: []present.Cell{{Text: "  " + text, Tone: present.ToneBold}}},
	}, "undo it", "keep it", func() { d.execute(p, "", nil) })
}

// confirmRedo says what redo would restore and asks first.
func (d *Dashboard) confirmRedo() {
	_, text, err := d.s.RedoTarget()
	if err != nil {
		d.Refuse(err)
		return
	}
	p := d.Preview("redo")
	d.confirm("Redo", []present.Row{
		{Cells: []present.Cell{{Text: "Redo this command?", Tone: present.ToneText}}},
		{Cells: []present.Cell{{Text: "  " + text, Tone: present.ToneBold}}},
	}, "redo it", "leave it undone", func() { d.execute(p, "", nil) })
}

// confirmQuit asks before closing the dashboard.
func (d *Dashboard) confirmQuit() {
	d.confirm("Quit", []present.Row{
		{Cells: []present.Cell{{Text: "Quit the dashboard?", Tone: present.ToneBold}}},
		{Cells: []present.Cell{{Text: "Nothing is lost: every command is already saved.", Tone: present.ToneText}}},
	}, "quit", "stay", d.Stop)
}

// openHelp shows the help made from the key table.
func (d *Dashboard) openHelp() {
	dl := NewDialog(d.th, "Help")
	dl.Rows = func(w int) []present.Row {
		return append(HelpRows(d.bindings, d.Game().VerbsOf(), w), VariantRows(d.s.Info().Variant, w)...)
	}
	dl.Footer = []present.Cell{{Text: "↑ ↓", Tone: present.ToneKey}, {Text: " scroll  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " close", Tone: present.ToneDim}}
	dl.Keys = func(ev *tcell.EventKey) bool {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || IsRune(ev, '?', 'q') {
			d.CloseDialog()
			return true
		}
		return false
	}
	d.ShowDialog(dl, FitDialog(dl, 100, 1))
}

// openNote asks for a note and writes it in the log.
func (d *Dashboard) openNote() {
	dl := NewDialog(d.th, "Note")
	in := d.newInput("Note: ")
	dl.input = in
	dl.Rows = func(int) []present.Row {
		return []present.Row{{Cells: []present.Cell{{Text: "A note for the log: a ruling, a position, anything to remember.", Tone: present.ToneText}}}}
	}
	dl.Footer = []present.Cell{{Text: "Enter", Tone: present.ToneKey}, {Text: " write it  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.Keys = func(ev *tcell.EventKey) bool {
		switch ev.Key() {
		case tcell.KeyEnter:
			text := strings.TrimSpace(in.GetText())
			d.CloseDialog()
			if text != "" {
				d.RunLine("note "+text, nil)
			}
		case tcell.KeyEscape:
			d.CloseDialog()
		default:
			return false
		}
		return true
	}
	d.ShowDialog(dl, FitDialog(dl, 76, 2))
}

// LineForm is what the forms that build one command line share: the
// override switch (o), and Enter, which runs the line (asking for its dice)
// once the engine accepts it; a line the engine refuses stays on the form,
// whose info says why. then, when not nil, runs after the command, or when
// the form is cancelled.
type LineForm struct {
	d        *Dashboard
	Override bool
	line     func() string        // the command, without "override"
	Ready    func() error         // when set, what is missing before the engine is asked
	Changed  func()               // when set, runs after the override switch flips
	Context  func() []present.Row // when set, what the dice prompt shows (the chances)
	Then     func()
	// ask says that a line rolling no die is said in full and asked about
	// before it runs (a ram that destroys with no die).
	Ask bool
	// draws, when set, says whether the line's dice are the program's
	// draw of chits from the game's cup ("draw N"): it runs without
	// asking for them, the game's seeded dice drawing; the referee who
	// drew at the table types the chits instead.
	Draws func() bool
	// shown is what the form shows of its line: what Enter runs.
	shown Shown
}

// Shown keeps what a form shows of its command line, asked of the
// session once per edit (PreviewOnce).
type Shown struct {
	p  *tracker.Preview
	at int64 // the session's latest event when p was asked for
}

// PreviewOnce returns what a form shows of line, kept in shown: asked of
// the session (preview) once per edit of the line, and again only when
// the session's game changed (a command carried out, another program's).
func (d *Dashboard) PreviewOnce(shown *Shown, line string) *tracker.Preview {
	if shown.p != nil && shown.p.Line == line && shown.at == d.s.LastEvent() && d.flying == nil {
		return shown.p
	}
	p := d.Preview(line)
	if d.flying == nil {
		*shown = Shown{p: p, at: d.s.LastEvent()}
	}
	return p
}

// NewLineForm returns the LineForm of f, whose command line is line, and
// makes f's Enter run it and Esc cancel.
func (d *Dashboard) NewLineForm(f *Form, line func() string, then func()) *LineForm {
	lf := &LineForm{d: d, line: line, Then: then}
	f.Submit = lf.submit
	f.Cancel = func() {
		d.CloseDialog()
		if then != nil {
			then()
		}
	}
	return lf
}

// Prefix puts "override " before line when the override switch is on.
func (lf *LineForm) Prefix(line string) string {
	if lf.Override {
		return "override " + line
	}
	return line
}

// Line returns the command line the form would run.
func (lf *LineForm) Line() string { return lf.Prefix(lf.line()) }

// Key flips the override switch on o; it reports whether it did.
func (lf *LineForm) Key(ev *tcell.EventKey) bool {
	if !IsRune(ev, 'o', 'O') {
		return false
	}
	lf.Override = !lf.Override
	if lf.Changed != nil {
		lf.Changed()
	}
	return true
}

// Preview returns what the form shows of its line (PreviewOnce).
func (lf *LineForm) Preview() *tracker.Preview { return lf.d.PreviewOnce(&lf.shown, lf.Line()) }

// Check says whether the engine accepts the line, and how many dice it
// rolls, as the form's preview has it.
func (lf *LineForm) Check() (int, error) {
	if lf.Ready != nil {
		if err := lf.Ready(); err != nil {
			return 0, err
		}
	}
	p := lf.Preview()
	return p.Dice(), p.Err
}

// submit runs the line the form shows when the engine accepts it.
func (lf *LineForm) submit() {
	n, err := lf.Check()
	if err != nil {
		return // the reason is on the form already
	}
	p := lf.Preview()
	lf.d.CloseDialog()
	if lf.Draws != nil && lf.Draws() {
		lf.d.execute(p, "", lf.Then)
		return
	}
	if lf.Ask && n == 0 {
		lf.d.AskCertain(p, []present.Row{{Cells: []present.Cell{{Text: p.Line, Tone: present.ToneBold}}}}, lf.Then)
		return
	}
	var context []present.Row
	if lf.Context != nil {
		context = lf.Context()
	}
	lf.d.RunPreview(p, context, lf.Then)
}

// Toggled returns ticked with label added, or taken out when it is there.
func Toggled(ticked []string, label string) []string {
	if label == "" {
		return ticked
	}
	if i := slices.Index(ticked, label); i >= 0 {
		return slices.Delete(ticked, i, i+1)
	}
	return append(ticked, label)
}

// FormSize is the size of the fire, ram and terrain forms.
func FormSize(sw, sh int) (int, int) {
	return min(max(sw*9/10, 60), 110, sw), min(max(sh*4/5, 20), 36, sh)
}

// ListRow returns a form list's row for a choice.
func ListRow(label string, cells ...present.Cell) present.Row {
	return present.Row{Kind: present.RowUnit, Label: label, Cells: cells}
}

// AskCertain asks before a previewed command that rolls no die is applied:
// the attack as planned (context) and what the engine says it does; y runs
// it, n or Esc cancels. Enter alone does not apply it. then, when not nil,
// runs after the command or when it is cancelled.
func (d *Dashboard) AskCertain(p *tracker.Preview, context []present.Row, then func()) {
	rows := slices.Clone(context)
	if texts := appliedTexts(p); len(texts) > 0 {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "If applied: " + strings.Join(texts, " "), Tone: present.ToneBold}}})
	}
	rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Apply it? ", Tone: present.ToneBold}, {Text: "y", Tone: present.ToneKey}, {Text: "/", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}}})
	after := func() {
		if then != nil {
			then()
		}
	}
	d.ConfirmOr("Apply without a die?", rows, "apply it", "cancel", false, func() {
		d.execute(p, "", then)
	}, func() {
		d.SetStatus(present.ToneDim, "Cancelled: nothing was written.")
		after()
	})
}

// appliedTexts returns the sentences the engine would log for a previewed
// command that rolls no die; nil when it cannot say.
func appliedTexts(p *tracker.Preview) []string {
	var out []string
	for _, e := range p.Events {
		if e.Text != "" && e.Kind != engine.EventOverride {
			out = append(out, e.Text)
		}
	}
	return out
}

// TextRow returns a row of one text cell in a tone.
func TextRow(tone present.Tone, s string) present.Row {
	return present.Row{Cells: []present.Cell{{Text: s, Tone: tone}}}
}
