package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// showDialog puts a dialog over the main screen and gives it the focus.
func (d *Dashboard) showDialog(p tview.Primitive, size func(sw, sh int) (int, int)) {
	ov := newOverlay(p, size)
	d.root.dialog = ov
	d.dialogOpen = true
	d.dialogAt = time.Now()
	d.app.SetFocus(ov)
}

// closeDialog takes the dialog away and gives the focus back to the input
// line at the bottom when one is open (the command bar keeps what was typed
// while a command was in flight), else to the roster.
func (d *Dashboard) closeDialog() {
	d.root.dialog = nil
	d.dialogOpen = false
	if d.inputOpen {
		d.app.SetFocus(d.lay.bottom)
		return
	}
	d.app.SetFocus(d.roster)
}

// fitDialog returns the size of a dialog of at most maxW columns: its rows
// wrapped, plus extra lines (the input, the footer, a spare line for a
// message) and its frame.
func fitDialog(d *dialog, maxW, extra int) func(sw, sh int) (int, int) {
	return func(sw, sh int) (int, int) {
		w := min(maxW, sw-2)
		n := 0
		for _, r := range d.rows(w - 4) {
			n += len(wrapCells(r.Cells, w-4, 2))
		}
		return w, min(n+extra+2, sh-2)
	}
}

// isRune reports whether the event is one of the runes.
func isRune(ev *tcell.EventKey, runes ...rune) bool {
	return ev.Key() == tcell.KeyRune && slices.Contains(runes, ev.Rune())
}

// countDice says "1 die" or "N dice".
func countDice(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

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

// runThen runs a command line like runLine, asking first for the dice it
// rolls, and then calls then: after the command, and also when it is
// refused or its dice are cancelled (a form that comes back after each
// action, like the overrun's battle). With then nil it is runLine.
func (d *Dashboard) runThen(line string, context []present.Row, then func()) {
	after := func() {
		if then != nil {
			then()
		}
	}
	if d.flying != nil {
		d.takeOff(line, nil) // refused, with why
		after()
		return
	}
	cmd, err := d.game().ParseCommand(line)
	if err != nil {
		d.refuse(keyWordHint(d.game(), d.bindings, line, err))
		after()
		return
	}
	if len(cmd.Dice) == 0 && cmd.Verb != engine.VerbUndo && cmd.Verb != engine.VerbRedo {
		needs, err := d.s.DiceNeeds(line)
		if err != nil {
			d.refuse(err)
			after()
			return
		}
		if len(needs) > 0 {
			d.askDiceThen(line, needs, context, then)
			return
		}
	}
	d.execute(line, then)
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
// nothing is written. The prompt takes digits, Backspace, Enter and Esc
// only: a letter is said in the prompt, never acted on, and the Enter after
// one (a command line typed into the prompt by mistake) rolls nothing. Where later rolls depend on the dice
// of earlier ones (FFOTigers' saves per hit, effect dice per unsaved hit),
// it asks stage by stage: the rolls shown are those the dice typed so far
// lead to, found again as each die is typed. It calls then (when not nil)
// once the command ran or was cancelled.
func (d *Dashboard) askDiceThen(line string, needs []engine.Need, context []present.Row, then func()) {
	after := func() {
		if then != nil {
			then()
		}
	}
	known, more := needs, false
	if n, m, err := d.s.DiceNeedsAfter(line, nil); err == nil {
		known, more = n, m
	}
	var typed []int
	var problem string
	// strayed holds the letters typed since the last Enter, which are not
	// dice; armed says the last key was an Enter that asked whether the
	// program should roll the dice not typed.
	var strayed string
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
	dl := newDialog(d.th, "Dice")
	in := d.newInput("Dice: ")
	in.SetAcceptanceFunc(func(text string, r rune) bool { return r == 0 || strings.ContainsRune("0123456789 ,", r) })
	dl.input = in
	in.SetChangedFunc(func(text string) {
		// A die that is not on its die is said at once, as it is typed.
		problem = ""
		if _, err := stage(text); err != nil {
			problem = present.Refusal(err)
		}
	})
	dl.rows = func(int) []present.Row {
		n := total()
		rows := []present.Row{{Cells: []present.Cell{{Text: line, Tone: present.ToneBold}}}}
		rows = append(rows, context...)
		rows = append(rows,
			present.Row{Cells: []present.Cell{{Text: fmt.Sprintf("Roll %s: type %s from the table,", countDice(n), map[bool]string{true: "the value", false: "the values"}[n == 1 && !more]), Tone: present.ToneBold}}},
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
	dl.footer = []present.Cell{{Text: "digits", Tone: present.ToneKey}, {Text: " the dice  ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " use them (none: the program rolls)  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.keys = func(ev *tcell.EventKey) bool {
		wasArmed := armed
		armed = false
		switch {
		case ev.Key() == tcell.KeyRune && (strayed != "" || !strings.ContainsRune("0123456789 ,", ev.Rune())):
			// A letter is not a die, and no letter is a key here: a
			// command typed into the prompt by mistake acts on nothing.
			// What follows a letter up to Enter is taken with it (the
			// digits of "HVY1" are no dice).
			strayed += string(ev.Rune())
			problem = fmt.Sprintf("%q is not dice: digits only; Enter with none typed for the program's roll, Esc to cancel.", strings.TrimSpace(strayed))
		case ev.Key() == tcell.KeyEscape:
			d.closeDialog()
			d.setStatus(present.ToneDim, "Cancelled: nothing was written.")
			after()
		case ev.Key() == tcell.KeyEnter && strayed != "":
			// The Enter that ends a line typed by mistake rolls nothing.
			problem = fmt.Sprintf("Nothing rolled: %q is not dice. Type the values from the table, or press Enter with none typed for the program's roll.", strings.TrimSpace(strayed))
			strayed = ""
		case ev.Key() == tcell.KeyEnter:
			vals, err := stage(in.GetText())
			n := total()
			switch {
			case err != nil:
				problem = present.Refusal(err)
			case len(vals) == 0:
				d.closeDialog()
				d.execute(line, then)
			case (more || len(vals) < n) && wasArmed:
				// The dice typed so far stay; the program rolls the others.
				d.closeDialog()
				d.execute(line+" die "+diceWords(vals)+" "+engine.RollRestWord, then)
			case more:
				armed = true
				problem = fmt.Sprintf("This needs %s so far, then more as they fall; %d typed. Type the rest, or press Enter again for the program to roll the dice not typed.", countDice(n), len(vals))
			case len(vals) < n:
				armed = true
				problem = fmt.Sprintf("This needs %s; %d typed. Type the rest, or press Enter again for the program to roll the dice not typed.", countDice(n), len(vals))
			case len(vals) != n:
				problem = fmt.Sprintf("This needs %s; %d typed.", countDice(n), len(vals))
			default:
				d.closeDialog()
				d.execute(line+" die "+diceWords(vals), then)
			}
		default:
			return false
		}
		return true
	}
	d.showDialog(dl, fitDialog(dl, 76, 3))
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
	d.confirmOr(title, rows, yes, no, true, onYes, nil)
}

// confirmOr asks a yes-or-no question: y runs onYes, and so does Enter
// when enterYes is set; n or Esc runs onNo (when not nil).
func (d *Dashboard) confirmOr(title string, rows []present.Row, yes, no string, enterYes bool, onYes, onNo func()) {
	dl := newDialog(d.th, title)
	dl.guard = true
	dl.rows = func(int) []present.Row { return rows }
	dl.footer = []present.Cell{{Text: "y", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " " + yes + "   ", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " " + no, Tone: present.ToneDim}}
	if !enterYes {
		dl.footer = []present.Cell{{Text: "y", Tone: present.ToneKey}, {Text: " " + yes + "   ", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}, {Text: " or ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " " + no, Tone: present.ToneDim}}
	}
	dl.keys = func(ev *tcell.EventKey) bool {
		switch {
		case isRune(ev, 'y', 'Y') || enterYes && ev.Key() == tcell.KeyEnter:
			d.closeDialog()
			onYes()
		case isRune(ev, 'n', 'N') || ev.Key() == tcell.KeyEscape:
			d.closeDialog()
			if onNo != nil {
				onNo()
			}
		}
		return true
	}
	d.showDialog(dl, fitDialog(dl, 72, 2))
}

// confirmUndo says what undo would void and asks first.
func (d *Dashboard) confirmUndo() {
	_, text, err := d.s.UndoTarget()
	if err != nil {
		d.refuse(err)
		return
	}
	d.confirm("Undo", []present.Row{
		{Cells: []present.Cell{{Text: "Undo this command? It stays in the log, marked [undone].", Tone: present.ToneText}}},
		{Cells: []present.Cell{{Text: "  " + text, Tone: present.ToneBold}}},
	}, "undo it", "keep it", func() { d.execute("undo", nil) })
}

// confirmRedo says what redo would restore and asks first.
func (d *Dashboard) confirmRedo() {
	_, text, err := d.s.RedoTarget()
	if err != nil {
		d.refuse(err)
		return
	}
	d.confirm("Redo", []present.Row{
		{Cells: []present.Cell{{Text: "Redo this command?", Tone: present.ToneText}}},
		{Cells: []present.Cell{{Text: "  " + text, Tone: present.ToneBold}}},
	}, "redo it", "leave it undone", func() { d.execute("redo", nil) })
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
	dl := newDialog(d.th, "Help")
	dl.rows = func(w int) []present.Row {
		return append(HelpRows(d.bindings, d.game().VerbsOf(), w), VariantRows(d.s.Info().Variant, w)...)
	}
	dl.footer = []present.Cell{{Text: "↑ ↓", Tone: present.ToneKey}, {Text: " scroll  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " close", Tone: present.ToneDim}}
	dl.keys = func(ev *tcell.EventKey) bool {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || isRune(ev, '?', 'q') {
			d.closeDialog()
			return true
		}
		return false
	}
	d.showDialog(dl, fitDialog(dl, 100, 1))
}

// openNote asks for a note and writes it in the log.
func (d *Dashboard) openNote() {
	dl := newDialog(d.th, "Note")
	in := d.newInput("Note: ")
	dl.input = in
	dl.rows = func(int) []present.Row {
		return []present.Row{{Cells: []present.Cell{{Text: "A note for the log: a ruling, a position, anything to remember.", Tone: present.ToneText}}}}
	}
	dl.footer = []present.Cell{{Text: "Enter", Tone: present.ToneKey}, {Text: " write it  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	dl.keys = func(ev *tcell.EventKey) bool {
		switch ev.Key() {
		case tcell.KeyEnter:
			text := strings.TrimSpace(in.GetText())
			d.closeDialog()
			if text != "" {
				d.runLine("note "+text, nil)
			}
		case tcell.KeyEscape:
			d.closeDialog()
		default:
			return false
		}
		return true
	}
	d.showDialog(dl, fitDialog(dl, 76, 2))
}

// lineForm is what the forms that build one command line share: the
// override switch (o), and Enter, which runs the line (asking for its dice)
// once the engine accepts it; a line the engine refuses stays on the form,
// whose info says why. then, when not nil, runs after the command, or when
// the form is cancelled.
type lineForm struct {
	d        *Dashboard
	override bool
	line     func() string        // the command, without "override"
	ready    func() error         // when set, what is missing before the engine is asked
	changed  func()               // when set, runs after the override switch flips
	context  func() []present.Row // when set, what the dice prompt shows (the chances)
	then     func()
	// ask says that a line rolling no die is said in full and asked about
	// before it runs (a ram that destroys with no die).
	ask bool
	// draws, when set, says whether the line's dice are the program's
	// draw of chits from the game's cup (a DSII "draw N"): it runs without
	// asking for them, the game's seeded dice drawing; the referee who
	// drew at the table types the chits instead.
	draws func() bool
}

// newLineForm returns the lineForm of f, whose command line is line, and
// makes f's Enter run it and Esc cancel.
func (d *Dashboard) newLineForm(f *form, line func() string, then func()) *lineForm {
	lf := &lineForm{d: d, line: line, then: then}
	f.submit = lf.submit
	f.cancel = func() {
		d.closeDialog()
		if then != nil {
			then()
		}
	}
	return lf
}

// prefix puts "override " before line when the override switch is on.
func (lf *lineForm) prefix(line string) string {
	if lf.override {
		return "override " + line
	}
	return line
}

// Line returns the command line the form would run.
func (lf *lineForm) Line() string { return lf.prefix(lf.line()) }

// key flips the override switch on o; it reports whether it did.
func (lf *lineForm) key(ev *tcell.EventKey) bool {
	if !isRune(ev, 'o', 'O') {
		return false
	}
	lf.override = !lf.override
	if lf.changed != nil {
		lf.changed()
	}
	return true
}

// check asks the engine whether it accepts the line, and how many dice it
// rolls.
func (lf *lineForm) check() (int, error) {
	if lf.ready != nil {
		if err := lf.ready(); err != nil {
			return 0, err
		}
	}
	return lf.d.s.DiceNeeded(lf.Line())
}

// submit runs the line when the engine accepts it.
func (lf *lineForm) submit() {
	n, err := lf.check()
	if err != nil {
		return // the reason is on the form already
	}
	line := lf.Line()
	lf.d.closeDialog()
	if lf.draws != nil && lf.draws() {
		lf.d.execute(line, lf.then)
		return
	}
	if lf.ask && n == 0 {
		lf.d.askCertain(line, []present.Row{{Cells: []present.Cell{{Text: line, Tone: present.ToneBold}}}}, lf.then)
		return
	}
	var context []present.Row
	if lf.context != nil {
		context = lf.context()
	}
	lf.d.runThen(line, context, lf.then)
}

// toggled returns ticked with label added, or taken out when it is there.
func toggled(ticked []string, label string) []string {
	if label == "" {
		return ticked
	}
	if i := slices.Index(ticked, label); i >= 0 {
		return slices.Delete(ticked, i, i+1)
	}
	return append(ticked, label)
}

// formSize is the size of the fire, ram and terrain forms.
func formSize(sw, sh int) (int, int) {
	return min(max(sw*9/10, 60), 110, sw), min(max(sh*4/5, 20), 36, sh)
}

// listRow returns a form list's row for a choice.
func listRow(label string, cells ...present.Cell) present.Row {
	return present.Row{Kind: present.RowUnit, Label: label, Cells: cells}
}

// fireForm is the fire dialog: attackers (several), a target and, for an
// Ogre target, its treads or one weapon, with the odds shown before the die.
// While an overrun is fought it offers only the battle: the units of the
// role whose fire round it is, at the enemy units in the battle, with their
// overrun strength.
//
// The target list starts with no target chosen, unless the roster's
// selection named one: Enter fires only at a target the referee chose. For
// a target that is not an Ogre the third list offers the units stacked with
// it, to tick for the spillover ("with A,B").
type fireForm struct {
	d                         *Dashboard
	f                         *form
	attackers, targets, parts *rowView
	ticked                    []string
	spill                     []string // ticked in the third list: units stacked with the target
	override                  bool
	targetWanted              string
	then                      func() // after the attack or on cancel (nil: nothing)
}

// openFire opens the fire form; a unit selected in the roster is offered
// as the attacker when it can be one, else as the target.
func (d *Dashboard) openFire() { d.openFireThen(nil) }

// openFireThen opens the fire form; then, when not nil, runs after the
// attack or when the form is cancelled.
func (d *Dashboard) openFireThen(then func()) {
	ff := &fireForm{d: d, then: then}
	ff.attackers, ff.targets, ff.parts = newRowView(d.th), newRowView(d.th), newRowView(d.th)
	for _, l := range []*rowView{ff.attackers, ff.targets, ff.parts} {
		l.selectable = true
	}
	ff.attackers.title = []present.Cell{{Text: "Attackers", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	ff.targets.title = []present.Cell{{Text: "Target", Tone: present.ToneHeading}}
	ff.parts.title = []present.Cell{{Text: "Ogre part", Tone: present.ToneHeading}}
	title := "Fire"
	if o := crt.GameOf(d.game()).Overrun; o != nil {
		if fr, ok := o.Current(); ok {
			title = fmt.Sprintf("Fire: overrun, round %d", fr.Number)
		}
	}
	ff.f = newForm(d.th, title, ff.attackers, ff.targets, ff.parts)
	ff.f.info = ff.info
	ff.f.footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " fire  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	ff.f.cancel = func() {
		d.closeDialog()
		if ff.then != nil {
			ff.then()
		}
	}
	ff.f.submit = ff.submit
	ff.f.moved = ff.rebuild
	ff.f.keys = func(ev *tcell.EventKey) bool {
		switch {
		case isRune(ev, ' ') && ff.f.focus == 0:
			ff.ticked = toggled(ff.ticked, ff.attackers.Selected().Label)
		case isRune(ev, ' ') && ff.f.focus == 2 && !ff.ogreTarget():
			ff.spill = toggled(ff.spill, ff.parts.Selected().Label)
		case isRune(ev, 'o', 'O'):
			ff.override = !ff.override
		default:
			return false
		}
		ff.rebuild()
		return true
	}
	g := d.game()
	if u := g.Unit(d.roster.Selected().Label); u != nil && u.Alive() {
		if crt.MayOffer(g, u, ff.override) {
			ff.rebuild()
			ff.attackers.Select(firstRef(u))
		} else if crt.MayTarget(g, u, g.CurrentSide(), ff.chosen()) {
			ff.targetWanted = u.Label
		}
	}
	ff.rebuild()
	if ff.targetWanted != "" {
		ff.targets.Select(ff.targetWanted)
		ff.rebuild()
	}
	d.showDialog(ff.f, formSize)
}

// firstRef returns what names a unit as an attacker: its label, or its
// first working weapon for an Ogre.
func firstRef(u *engine.Unit) string {
	if crt.IsOgre(u) {
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status == engine.StatusOK {
				return u.Label + "." + w.ID
			}
		}
	}
	return u.Label
}

// chosen returns the attackers: those ticked, or the one under the cursor.
func (ff *fireForm) chosen() []string {
	if len(ff.ticked) > 0 {
		return ff.ticked
	}
	if l := ff.attackers.Selected().Label; l != "" {
		return []string{l}
	}
	return nil
}

// target returns the target as the command language writes it, "" while
// none is chosen.
func (ff *fireForm) target() string {
	t := ff.targets.Selected().Label
	if t == "" {
		return ""
	}
	if p := ff.parts.Selected().Label; p != "" && ff.ogreTarget() {
		return t + "." + p
	}
	return t
}

// ogreTarget reports whether the target chosen is an Ogre, whose part the
// third list chooses.
func (ff *fireForm) ogreTarget() bool {
	u := ff.d.game().Unit(ff.targets.Selected().Label)
	return u != nil && crt.IsOgre(u)
}

// stacked returns the units ticked as stacked with the target that are
// still offered, in the order ticked.
func (ff *fireForm) stacked() []string {
	if ff.ogreTarget() {
		return nil
	}
	var out []string
	for _, l := range ff.spill {
		for _, r := range ff.parts.rows {
			if r.Kind == present.RowUnit && r.Label == l {
				out = append(out, l)
			}
		}
	}
	return out
}

// rebuild refills the lists from the state and the choices so far.
func (ff *fireForm) rebuild() {
	g := ff.d.game()
	o := crt.GameOf(g).Overrun
	var rows []present.Row
	for _, f := range crt.Firers(g, ff.override) {
		box := "[ ]"
		if slices.Contains(ff.ticked, f.Ref) {
			box = "[x]"
		}
		var note []string
		if f.Fired && o == nil {
			note = append(note, present.GlyphFired+" fired")
		}
		if f.Unit.Status != engine.StatusOK {
			note = append(note, string(f.Unit.Status))
		}
		if f.Fired && o != nil {
			note = append(note, present.GlyphFired+" fired")
		}
		rows = append(rows, listRow(f.Ref, present.Cell{Text: box, Tone: present.ToneKey}, present.Cell{Text: f.Ref, Tone: present.ToneBold},
			present.Cell{Text: engine.FormatNumber(f.Strength), Tone: present.ToneText}, present.Cell{Text: strings.Join(note, ", "), Tone: present.ToneSpent}))
	}
	ff.attackers.SetRows(rows)
	// Targets: the enemies of the attackers' side, after a first row that
	// chooses none, where the list starts unless a target was named.
	side := crt.AttackingSide(g, ff.chosen())
	// A unit not in action is flagged with its glyph before its type's
	// name, which costs no column; the info says what a D does to it.
	rows = []present.Row{listRow("", present.Cell{Text: "–", Tone: present.ToneDim}, present.Cell{Text: "none", Tone: present.ToneDim})}
	for _, u := range crt.Targets(g, side, ff.chosen()) {
		def := "D" + ff.defense(u.Label, crt.Defense(g, u, nil, false))
		if crt.IsOgre(u) {
			def = fmt.Sprintf("%d treads", crt.UnitOf(u).Treads)
		}
		kind := present.Cell{Text: u.Type.Name, Tone: present.ToneText}
		if flag := present.TargetFlag(u); flag.Text != "" {
			kind = present.Cell{Text: flag.Text + " " + u.Type.Name, Tone: flag.Tone}
		}
		rows = append(rows, listRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, kind, present.Cell{Text: def, Tone: present.ToneText}))
	}
	ff.targets.SetRows(rows)
	rows = nil
	ff.parts.title = []present.Cell{{Text: "Ogre part", Tone: present.ToneHeading}}
	if u := g.Unit(ff.targets.Selected().Label); u != nil && crt.IsOgre(u) {
		for _, ref := range crt.OgreTargets(u) {
			_, part, _ := strings.Cut(ref, ".")
			what := fmt.Sprintf("%d left (1-1)", crt.UnitOf(u).Treads)
			if w := crt.UnitWeapon(u, part); w != nil {
				what = "D" + ff.defense(ref, crt.Defense(g, u, w, false))
			}
			rows = append(rows, listRow(part, present.Cell{Text: part, Tone: present.ToneBold}, present.Cell{Text: what, Tone: present.ToneText}))
		}
	} else if u != nil && crt.GameOf(g).Overrun == nil {
		// The units that may be stacked with the target: the referee says
		// which are, by ticking them; they take the spillover.
		ff.parts.title = []present.Cell{{Text: "Stacked", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
		for _, o := range g.Units {
			if o == u || !o.Alive() || crt.IsOgre(o) || o.Side != u.Side {
				continue
			}
			box := "[ ]"
			if slices.Contains(ff.spill, o.Label) {
				box = "[x]"
			}
			rows = append(rows, listRow(o.Label, present.Cell{Text: box, Tone: present.ToneKey}, present.Cell{Text: o.Label, Tone: present.ToneBold},
				present.Cell{Text: "D" + engine.FormatNumber(crt.Defense(g, o, nil, false)), Tone: present.ToneText}))
		}
		if len(rows) == 0 {
			rows = []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "(no unit beside it)", Tone: present.ToneDim}}}}
		}
	} else {
		rows = []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "(not an Ogre)", Tone: present.ToneDim}}}}
	}
	ff.parts.SetRows(rows)
}

// defense returns the defence of a target as the list shows it: outside an
// overrun the unit's, given; in an overrun, the one the engine would use
// against the chosen attackers (a squad's for infantry), "–" when it cannot
// say.
func (ff *fireForm) defense(ref string, given float64) string {
	g := ff.d.game()
	if crt.GameOf(g).Overrun == nil {
		return engine.FormatNumber(given)
	}
	c := ff.chosen()
	if len(c) == 0 {
		return "–"
	}
	p, err := crt.PlanFire(ff.d.s.State(), c, ref, true)
	if err != nil {
		return "–"
	}
	return engine.FormatNumber(p.Attack.Defense)
}

// line returns the fire command the form would run.
func (ff *fireForm) line() string {
	l := "fire " + strings.Join(ff.chosen(), ",") + " at " + ff.target()
	if st := ff.stacked(); len(st) > 0 {
		l += " with " + strings.Join(st, ",")
	}
	if ff.override {
		l = "override " + l
	}
	return l
}

// plan checks the attack as chosen.
func (ff *fireForm) plan() (*crt.FirePlan, error) {
	g := ff.d.game()
	if len(ff.chosen()) == 0 {
		if o := crt.GameOf(g).Overrun; o != nil {
			return nil, tracker.Errorf("no unit in the overrun can fire in this round; end it with n in the overrun form, or press o to override")
		}
		return nil, tracker.Errorf("no unit of the %s can fire; press o to override", g.CurrentSide())
	}
	if ff.target() == "" {
		if len(ff.targets.rows) <= 1 {
			return nil, tracker.Errorf("there is no target")
		}
		return nil, tracker.Errorf("choose a target: Tab to the target list, then ↑↓")
	}
	return crt.PlanFire(g, ff.chosen(), ff.target(), ff.override, ff.stacked()...)
}

// info returns the rows under the lists: the command, the odds and the
// chances, or the reason it is refused.
func (ff *fireForm) info(int) []present.Row {
	head := []present.Cell{{Text: ff.line(), Tone: present.ToneBold}}
	if ff.override {
		head = append(head, present.Cell{Text: "  (override: the phase and turn checks are skipped)", Tone: present.ToneDisabled})
	}
	if len(ff.ticked) == 0 {
		head = append(head, present.Cell{Text: "  (Space ticks more attackers)", Tone: present.ToneDim})
	}
	p, err := ff.plan()
	rows := append([]present.Row{{Cells: head}}, present.PlanRows(p, err)...)
	if err == nil {
		rows = append(rows, present.TargetNote(ff.d.game(), p.Target, p.Shooters[0].Unit.Side)...)
	}
	return rows
}

// submit fires when the attack is legal, asking for the die; an attack
// that rolls none (an automatic X, a certain result) is said in full and
// asked about first.
func (ff *fireForm) submit() {
	p, err := ff.plan()
	if err != nil {
		return // the reason is on the form already
	}
	line := ff.line()
	context := present.PlanRows(p, nil)
	if n, err := ff.d.s.DiceNeeded(line); err == nil && n == 0 {
		ff.d.closeDialog()
		ff.d.askCertain(line, context, ff.then)
		return
	}
	ff.d.closeDialog()
	ff.d.runThen(line, context, ff.then)
}

// askCertain asks before a command that rolls no die is applied: the
// attack as planned (context) and what the engine says it does; y runs it,
// n or Esc cancels. Enter alone does not apply it. then, when not nil,
// runs after the command or when it is cancelled.
func (d *Dashboard) askCertain(line string, context []present.Row, then func()) {
	rows := slices.Clone(context)
	if texts := d.preview(line); len(texts) > 0 {
		rows = append(rows, present.Row{Cells: []present.Cell{{Text: "If applied: " + strings.Join(texts, " "), Tone: present.ToneBold}}})
	}
	rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Apply it? ", Tone: present.ToneBold}, {Text: "y", Tone: present.ToneKey}, {Text: "/", Tone: present.ToneDim}, {Text: "n", Tone: present.ToneKey}}})
	after := func() {
		if then != nil {
			then()
		}
	}
	d.confirmOr("Apply without a die?", rows, "apply it", "cancel", false, func() {
		d.execute(line, then)
	}, func() {
		d.setStatus(present.ToneDim, "Cancelled: nothing was written.")
		after()
	})
}

// preview returns the sentences the engine would log for a command that
// rolls no die, without writing anything; nil when it cannot say.
func (d *Dashboard) preview(line string) []string {
	g := d.game()
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return nil
	}
	// No die is rolled: the dice given are never asked.
	evs, err := engine.Resolve(g, cmd, engine.NewSeeded(0, 0))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range evs {
		if e.Text != "" && e.Kind != engine.EventOverride {
			out = append(out, e.Text)
		}
	}
	return out
}

// ramCost returns what ramming with line costs rammer, as the engine
// resolves it: the sentences of the tread units it loses. It is the same
// whatever the n dice show (the engine is asked with every die a 1, then
// every die a 6), else nil, as it is when the ram costs it nothing.
func (d *Dashboard) ramCost(line, rammer string, n int) []string {
	g := d.game()
	cmd, err := g.ParseCommand(line)
	if err != nil {
		return nil
	}
	var runs [2][]string
	for i, face := range []int{1, 6} {
		dice, err := engine.NewManual(slices.Repeat([]int{face}, n)...)
		if err != nil {
			return nil
		}
		evs, err := engine.Resolve(g, cmd, dice)
		if err != nil {
			return nil
		}
		for _, e := range evs {
			if e.Kind == crt.EventTreadsLost && e.Unit == rammer {
				runs[i] = append(runs[i], e.Text)
			}
		}
	}
	if !slices.Equal(runs[0], runs[1]) {
		return nil
	}
	return runs[0]
}

// openRam opens the ram form: the rammer and its target.
func (d *Dashboard) openRam() { d.openRamThen(d.roster.Selected().Label, "", nil) }

// openRamThen opens the ram form with rammer and target chosen when they
// are listed; then, when not nil, runs after the ram or when the form is
// cancelled. While an overrun is fought it lists only the battle: rammers
// of the side to play in it or that the engine lets ram, targets of the
// other side of it.
//
// The form opens on a target the engine lets the rammer ram (target, when
// it does), and moves to one when another rammer is chosen. When there is
// none, it says nothing against a target until the referee chooses one:
// the first in the list is only where the cursor starts.
func (d *Dashboard) openRamThen(rammer, target string, then func()) {
	rammers, targets := newRowView(d.th), newRowView(d.th)
	rammers.selectable, targets.selectable = true, true
	rammers.title = []present.Cell{{Text: "Rammer", Tone: present.ToneHeading}}
	targets.title = []present.Cell{{Text: "Rammed", Tone: present.ToneHeading}}
	f := newForm(d.th, "Ram", rammers, targets)
	ramLine := func(r, t string) string { return "ram " + r + " " + t }
	lf := d.newLineForm(f, func() string { return ramLine(rammers.Selected().Label, targets.Selected().Label) }, then)
	lf.ask = true // a ram on a disabled or immobile unit destroys it with no die
	accepts := func(r, t string) bool {
		_, err := d.s.DiceNeeded(lf.prefix(ramLine(r, t)))
		return err == nil
	}
	// picked says that the referee chose the target: only then does the
	// form say why the engine refuses it.
	picked := false
	// inBattle reports whether u is listed during an overrun, and its role.
	inBattle := func(g *engine.Game, u *engine.Unit) (crt.Role, bool) {
		if crt.GameOf(g).Overrun == nil || lf.override {
			return "", true
		}
		return crt.GameOf(g).Overrun.RoleOf(u.Label)
	}
	// ramsSomeone reports whether the engine lets u ram a unit of the
	// battle (asked only in an overrun, where the units are few).
	ramsSomeone := func(g *engine.Game, u *engine.Unit) bool {
		o := crt.GameOf(g).Overrun
		role, in := o.RoleOf(u.Label)
		if !in {
			return false
		}
		for _, t := range o.Labels(role.Other()) {
			if accepts(u.Label, t) {
				return true
			}
		}
		return false
	}
	rebuild := func() {
		g := d.game()
		var rows []present.Row
		for _, u := range g.Units {
			if _, in := inBattle(g, u); !in || !u.Alive() {
				continue
			}
			if lf.override || u.Side == g.CurrentSide() || crt.GameOf(g).Overrun != nil && ramsSomeone(g, u) {
				rows = append(rows, listRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: "M" + present.Dist(g.Scale, crt.Movement(u)), Tone: present.ToneText}))
			}
		}
		rammers.SetRows(rows)
		// The targets are those the engine lets the rammer ram as far as
		// the target goes (no infantry, none of its side; in an overrun,
		// the other side of the battle); why the rammer may not ram now the
		// form says once one is chosen.
		rows = nil
		if u := g.Unit(rammers.Selected().Label); u != nil {
			for _, t := range crt.RamTargets(g, u) {
				if _, in := inBattle(g, t); in {
					rows = append(rows, listRow(t.Label, present.Cell{Text: t.Label, Tone: present.ToneBold}, present.Cell{Text: t.Type.Name, Tone: present.ToneText}))
				}
			}
		}
		targets.SetRows(rows)
	}
	// aim moves the target to one the engine lets the rammer ram, unless
	// the target chosen is one.
	aim := func() {
		r := rammers.Selected().Label
		if r == "" || accepts(r, targets.Selected().Label) {
			return
		}
		for _, row := range targets.rows {
			if row.Kind == present.RowUnit && accepts(r, row.Label) {
				targets.Select(row.Label)
				return
			}
		}
	}
	lf.ready = func() error {
		if rammers.Selected().Label == "" || targets.Selected().Label == "" {
			return tracker.Errorf("choose a rammer and a unit to ram")
		}
		return nil
	}
	lf.changed = func() {
		rebuild()
		aim()
	}
	f.info = func(int) []present.Row {
		rows := []present.Row{{Cells: []present.Cell{{Text: lf.Line(), Tone: present.ToneBold}}}}
		n, err := lf.check()
		if err != nil && !picked && lf.ready() == nil {
			return append(rows, present.Row{Cells: []present.Cell{{Text: "The rules let " + rammers.Selected().Label +
				" ram none of these now. Choose the unit to ram (Tab, ↑↓) to see why.", Tone: present.ToneDim}}})
		}
		if err != nil {
			return append(rows, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		}
		if n == 0 {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Legal; no die is rolled: Enter asks before it is applied.", Tone: present.ToneOK}}})
		} else {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "Legal; it rolls " + countDice(n) + ":", Tone: present.ToneOK}}})
			// What each die does, in the engine's words (the dice prompt's).
			if needs, err := d.s.DiceNeeds(lf.Line()); err == nil {
				for _, nd := range needs {
					rows = append(rows, present.Row{Cells: []present.Cell{{Text: "  " + nd.Dice(), Tone: present.ToneKey}, {Text: " " + nd.For, Tone: present.ToneText}}})
				}
			}
		}
		// What the ram costs the rammer, whatever the dice show (000 FAQ,
		// RAMMING; OFFICIAL-NOTES, Ramming).
		for _, c := range d.ramCost(lf.Line(), rammers.Selected().Label, n) {
			rows = append(rows, present.Row{Cells: []present.Cell{{Text: "It costs the rammer: ", Tone: present.ToneBold}, {Text: c, Tone: present.ToneText}}})
		}
		return rows
	}
	f.footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim}, {Text: "Enter", Tone: present.ToneKey}, {Text: " ram  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.moved = func() {
		rebuild()
		if f.focus == 1 {
			picked = true
			return
		}
		aim()
	}
	f.keys = func(ev *tcell.EventKey) bool {
		if ev.Key() == tcell.KeyEnter {
			picked = true // the referee goes on with this target
		}
		return lf.key(ev)
	}
	rebuild()
	if u := d.game().Unit(rammer); u != nil {
		rammers.Select(u.Label)
		rebuild()
	}
	if target != "" {
		targets.Select(target)
	}
	aim()
	d.showDialog(f, formSize)
}

// openTerrain opens the terrain form: a unit and a terrain, either said
// (terrain) or entered with its terrain check (enter).
func (d *Dashboard) openTerrain() {
	units, terrains := newRowView(d.th), newRowView(d.th)
	units.selectable, terrains.selectable = true, true
	units.title = []present.Cell{{Text: "Unit", Tone: present.ToneHeading}}
	terrains.title = []present.Cell{{Text: "Terrain", Tone: present.ToneHeading}}
	f := newForm(d.th, "Terrain", units, terrains)
	enter := false
	lf := d.newLineForm(f, func() string {
		verb := "terrain"
		if enter {
			verb = "enter"
		}
		return verb + " " + units.Selected().Label + " " + terrains.Selected().Label
	}, nil)
	g := d.game()
	var rows []present.Row
	for _, u := range g.Units {
		if u.Alive() {
			t := string(u.Terrain)
			if t != "" {
				t = "in " + t
			}
			rows = append(rows, listRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: t, Tone: present.ToneDim}))
		}
	}
	units.SetRows(rows)
	rows = nil
	for _, t := range crt.Terrains {
		rows = append(rows, listRow(string(t), present.Cell{Text: string(t), Tone: present.ToneText}))
	}
	terrains.SetRows(rows)
	f.info = func(int) []present.Row {
		mode := []present.Cell{{Text: "Mode: ", Tone: present.ToneDim}, {Text: "say where it is (no check)", Tone: present.ToneBold}, {Text: "   c: enter with a terrain check", Tone: present.ToneDim}}
		if enter {
			mode = []present.Cell{{Text: "Mode: ", Tone: present.ToneDim}, {Text: "enter with a terrain check", Tone: present.ToneBold}, {Text: "   c: just say where it is", Tone: present.ToneDim}}
		}
		out := []present.Row{{Cells: []present.Cell{{Text: lf.Line(), Tone: present.ToneBold}}}, {Cells: mode}}
		g := d.game()
		u := g.Unit(units.Selected().Label)
		if u == nil {
			return out
		}
		if eff, err := crt.TerrainFor(u.Type.Mode, engine.Terrain(terrains.Selected().Label), g.Variant); err == nil {
			s := fmt.Sprintf("%s (%s) in %s: moves %s", u.Label, u.Type.Mode, eff.Terrain, eff.Enter)
			if eff.Check != nil {
				s += "; check " + eff.Check.String()
			}
			if def := eff.Defense(u.Type.Defense); def != u.Type.Defense {
				s += fmt.Sprintf("; defence %s", engine.FormatNumber(def))
			}
			if eff.Note != "" {
				s += ". " + eff.Note
			}
			out = append(out, present.Row{Cells: []present.Cell{{Text: s, Tone: present.ToneText}}})
		}
		if n, err := lf.check(); err != nil {
			out = append(out, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		} else if n > 0 {
			out = append(out, present.Row{Cells: []present.Cell{{Text: "It rolls " + countDice(n) + ".", Tone: present.ToneOK}}})
		}
		return out
	}
	f.footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "c", Tone: present.ToneKey}, {Text: " check or not  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " go  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.keys = func(ev *tcell.EventKey) bool {
		if isRune(ev, 'c', 'C') {
			enter = !enter
			return true
		}
		return lf.key(ev)
	}
	if u := g.Unit(d.roster.Selected().Label); u != nil {
		units.Select(u.Label)
		if u.Terrain != "" {
			terrains.Select(string(u.Terrain))
		}
	}
	d.showDialog(f, formSize)
}
