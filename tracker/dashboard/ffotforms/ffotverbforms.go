package ffotforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker"
	"ogretable/tracker/present"
	"ogretable/tracker/present/ffotview"
)

// The forms of FFOTigers' verbs other than fire (ffotforms.go): move,
// rout, the army command roll, barrage, land, burst, unit and terrain,
// each showing the chance of its roll before the dice as engine/ffot
// counts it (issue 23: "chances in prompts").

// ffotForm is what FFOTigers' verb forms share: lists, a command line, the
// rows the form says before the engine's word (rows), and its own keys;
// the info ends with the engine's refusal, or the dice the line rolls.
type ffotForm struct {
	d    *dashboard.Dashboard
	f    *dashboard.Form
	lf   *dashboard.LineForm
	rows func(g *engine.Game) []present.Row
	keys func(ev *tcell.EventKey) bool
	// ready, when set, says what the referee has still to choose or type
	// before the engine is asked.
	ready func() error
	// override is whether o flips the form's override switch.
	override bool
	// overridden is what the form's line with "override" before it
	// would do, asked once per edit (mayOverride).
	overridden dashboard.Shown
}

// ffotList returns a selectable list titled title.
func ffotList(d *dashboard.Dashboard, title string) *dashboard.List {
	l := dashboard.NewList(d.Theme())
	l.Selectable = true
	l.Title = []present.Cell{{Text: title, Tone: present.ToneHeading}}
	return l
}

// openFFOTForm shows a form titled title of lists whose command is line;
// hint is the footer's word for its own keys (nil: none), and override
// whether o flips the override switch (a form that takes typed words
// leaves o to them).
func openFFOTForm(d *dashboard.Dashboard, fo *ffotForm, title string, line func() string, override bool, hint []present.Cell, lists ...*dashboard.List) {
	fo.d, fo.override = d, override
	fo.f = dashboard.NewForm(d.Theme(), title, lists...)
	fo.lf = d.NewLineForm(fo.f, line, nil)
	fo.lf.Ready = fo.ready
	fo.lf.Context = func() []present.Row {
		if fo.rows == nil {
			return nil
		}
		return fo.rows(d.Game())
	}
	fo.f.Info = fo.info
	fo.f.Keys = func(ev *tcell.EventKey) bool {
		if fo.keys != nil && fo.keys(ev) {
			return true
		}
		return override && fo.lf.Key(ev)
	}
	foot := []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim}}
	foot = append(foot, hint...)
	if override {
		foot = append(foot, present.Cell{Text: "o", Tone: present.ToneKey}, present.Cell{Text: " override  ", Tone: present.ToneDim})
	}
	fo.f.Footer = append(foot, present.Cell{Text: "Enter", Tone: present.ToneKey}, present.Cell{Text: " go  ", Tone: present.ToneDim},
		present.Cell{Text: "Esc", Tone: present.ToneKey}, present.Cell{Text: " cancel", Tone: present.ToneDim})
	size := dashboard.FormSize
	if len(lists) == 0 {
		// A form of no list (the army command roll) is its info alone.
		size = func(sw, sh int) (int, int) { w, h := dashboard.FormSize(sw, sh); return w, min(h, 16) }
	}
	d.ShowDialog(fo.f, size)
}

// info returns the line, the form's rows, then the engine's refusal or
// the dice the line rolls.
func (fo *ffotForm) info(int) []present.Row {
	out := []present.Row{{Cells: []present.Cell{{Text: fo.lf.Line(), Tone: present.ToneBold}}}}
	if fo.rows != nil {
		out = append(out, fo.rows(fo.d.Game())...)
	}
	if n, err := fo.lf.Check(); err != nil {
		out = append(out, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
		// The engine's refusal says to type "override"; a form says its
		// key too, when the override would let the line through.
		if fo.override && !fo.lf.Override && (fo.ready == nil || fo.ready() == nil) && fo.mayOverride() {
			out = append(out, dashboard.TextRow(present.ToneText, "In this form, press o for the override."))
		}
	} else if n > 0 {
		out = append(out, dashboard.TextRow(present.ToneOK, "Enter: it rolls "+dashboard.CountDice(n)+", typed from the table or rolled by the program."))
	} else {
		out = append(out, dashboard.TextRow(present.ToneOK, "Enter: it rolls no die."))
	}
	return out
}

// mayOverride reports whether the engine accepts the form's line with
// "override" before it.
func (fo *ffotForm) mayOverride() bool {
	return fo.d.PreviewOnce(&fo.overridden, "override "+fo.lf.Command()).Err == nil
}

// need returns a ready check: the sentence of the first list left empty
// (no row to choose), nil when each has a row chosen.
func need(pairs ...any) func() error {
	return func() error {
		for i := 0; i+1 < len(pairs); i += 2 {
			if pairs[i].(*dashboard.List).Selected().Label == "" {
				return tracker.Errorf("%s", pairs[i+1].(string))
			}
		}
		return nil
	}
}

// hintKey returns a footer's cells for a key and what it does.
func hintKey(key, does string) []present.Cell {
	return []present.Cell{{Text: key, Tone: present.ToneKey}, {Text: " " + does + "  ", Tone: present.ToneDim}}
}

// tickRows returns a list's rows of stands, each with its tick box (Space
// ticks several) and its notes.
func tickRows(us []*engine.Unit, ticked []string, note func(u *engine.Unit) string) []present.Row {
	var rows []present.Row
	for _, u := range us {
		box := "[ ]"
		if slices.Contains(ticked, u.Label) {
			box = "[x]"
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: box, Tone: present.ToneKey}, present.Cell{Text: u.Label, Tone: present.ToneBold},
			present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: note(u), Tone: present.ToneDim}))
	}
	return rows
}

// chosenLabels returns the ticked labels, or the selected one when none is
// ticked.
func chosenLabels(l *dashboard.List, ticked []string) []string {
	if len(ticked) > 0 {
		return ticked
	}
	if s := l.Selected().Label; s != "" {
		return []string{s}
	}
	return nil
}

// standsOf returns the stands in play of game g that keep, in the roster's
// order.
func standsOf(g *engine.Game, keep func(u *engine.Unit, s *ffot.UnitState) bool) []*engine.Unit {
	var out []*engine.Unit
	for _, u := range g.Units {
		if s := ffot.StandOf(u); s != nil && u.Alive() && keep(u, s) {
			out = append(out, u)
		}
	}
	return out
}

// standNote returns a stand's note in a form's list: its unit, marker and
// terrain.
func standNote(u *engine.Unit) string {
	s := ffot.StandOf(u)
	var w []string
	if s.Unit == "" {
		w = append(w, "no unit")
	} else {
		w = append(w, s.Unit)
	}
	if glyph, word, _ := ffotview.MarkerMark(s.Marker); word != "" {
		w = append(w, glyph+" "+word)
	}
	return strings.Join(append(w, string(s.Terrain)), " ")
}

// ffotTicking makes Space tick or untick the selected row of list l in
// ticked, when l has the focus of form f (list i).
func ffotTicking(f **dashboard.Form, i int, l *dashboard.List, ticked *[]string, then func()) func(ev *tcell.EventKey) bool {
	return func(ev *tcell.EventKey) bool {
		if !dashboard.IsRune(ev, ' ') || (*f).FocusIndex() != i {
			return false
		}
		*ticked = dashboard.Toggled(*ticked, l.Selected().Label)
		then()
		return true
	}
}

// isCommandWord reports whether word is a verb of the game's command
// language, or override: the first word of a command line, which a form's
// typed field takes as one typed into the form by mistake (typedField).
func isCommandWord(d *dashboard.Dashboard, word string) bool {
	return strings.EqualFold(word, "override") || d.Game().Verb(engine.Verb(strings.ToLower(word))) != nil
}

// openFFOTMove opens the move form: the stands of the side to play (Space
// ticks several), the part of their movement, the terrain they move into
// (a: toward or away); for each stand it shows the inches that allows
// there (ffot.MovedInGame), its marker's limit (ffot.MarkerMove) and, in or
// into swamp, the bog roll's chance (ffot.BogsOn).
func openFFOTMove(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	stands, amounts, terrains := ffotList(d, "Stands (Space)"), ffotList(d, "Part of its move"), ffotList(d, "Into")
	var ticked []string
	dir := ffot.Toward
	g := d.Game()
	own := standsOf(g, func(u *engine.Unit, _ *ffot.UnitState) bool { return u.Side == g.CurrentSide() })
	refill := func() {
		l := stands.Selected().Label
		stands.SetRows(tickRows(own, ticked, standNote))
		stands.Select(l)
	}
	refill()
	var rows []present.Row
	for _, m := range []ffot.Moved{ffot.MovedQuarter, ffot.MovedHalf, ffot.MovedFull, ffot.MovedNone} {
		rows = append(rows, dashboard.ListRow(m.String(), present.Cell{Text: m.String(), Tone: present.ToneText}))
	}
	amounts.SetRows(rows)
	rows = []present.Row{dashboard.ListRow("", present.Cell{Text: "where it is", Tone: present.ToneDim})}
	for _, t := range ffot.Terrains {
		rows = append(rows, dashboard.ListRow(string(t), present.Cell{Text: string(t), Tone: present.ToneText}))
	}
	terrains.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil {
		stands.Select(u.Label)
	}
	line := func() string {
		l := fmt.Sprintf("move %s %s", strings.Join(chosenLabels(stands, ticked), ","), amounts.Selected().Label)
		if dir == ffot.Away {
			l += " away"
		}
		if t := terrains.Selected().Label; t != "" {
			l += " into " + t
		}
		return l
	}
	fo.rows = func(g *engine.Game) []present.Row {
		moved, err := ffot.ParseMoved(amounts.Selected().Label)
		if err != nil {
			return nil
		}
		out := []present.Row{dashboard.TextRow(present.ToneDim, fmt.Sprintf("%s the enemy (a: %s).", map[ffot.Direction]string{ffot.Toward: "Toward", ffot.Away: "Away from"}[dir],
			map[ffot.Direction]string{ffot.Toward: "away", ffot.Away: "toward"}[dir]))}
		for _, l := range chosenLabels(stands, ticked) {
			if u := g.Unit(l); u != nil {
				out = append(out, ffotMoveRows(g, u, moved, dir, ffot.Terrain(terrains.Selected().Label))...)
			}
		}
		return out
	}
	fo.keys = func(ev *tcell.EventKey) bool {
		if dashboard.IsRune(ev, 'a', 'A') {
			dir = map[ffot.Direction]ffot.Direction{ffot.Toward: ffot.Away, ffot.Away: ffot.Toward}[dir]
			return true
		}
		return ffotTicking(&fo.f, 0, stands, &ticked, refill)(ev)
	}
	fo.ready = need(stands, fmt.Sprintf("the %s has no stand in play to move", g.CurrentSide()))
	openFFOTForm(d, fo, "Move", line, true, slices.Concat(hintKey("Space", "tick"), hintKey("a", "toward/away")), stands, amounts, terrains)
}

// ffotMoveRows returns what a move of stand u shows before its die: the
// inches the part of its movement allows where it goes, its marker's
// limit, and in or into swamp its bog roll's chance.
func ffotMoveRows(g *engine.Game, u *engine.Unit, moved ffot.Moved, dir ffot.Direction, into ffot.Terrain) []present.Row {
	s, f := ffot.StandOf(u), ffot.FiguresOf(g, u.TypeID)
	if s == nil || f == nil {
		return nil
	}
	to := s.Terrain
	if into != "" {
		to = into
	}
	rate, err := f.Rate()
	if err != nil {
		return []present.Row{dashboard.TextRow(present.ToneError, fmt.Sprintf("%s: %s", u.Label, present.Refusal(err)))}
	}
	line := fmt.Sprintf("%s (%s, move %s, in %s): %s", u.Label, f.Mode, f.Move, s.Terrain, ffot.MovedInGame(g, rate, f.Mode, s.Terrain, to, moved).Words(to))
	if glyph, word, _ := ffotview.MarkerMark(s.Marker); word != "" {
		limit := ffot.MarkerMove(s.Marker, dir)
		line += fmt.Sprintf("; %s %s: at most %s of its movement %s the enemy", glyph, word, movePart(limit), dir)
	}
	out := []present.Row{dashboard.TextRow(present.ToneText, line+".")}
	if !moved.MayFire() && !moved.MayOverwatch() {
		// 004 FFOTigers: "stands that did not move or moved less than half
		// during the phasing turn may fire"; overwatch after a quarter.
		out = append(out, dashboard.TextRow(present.ToneDim, fmt.Sprintf("  Having moved %s, %s may not fire in its fire phase, nor in overwatch in the enemy's turn.", moved, u.Label)))
	}
	if f.Mode.Vehicle() && moved > ffot.MovedNone && (s.Terrain == ffot.Swamp || to == ffot.Swamp) {
		on := ffot.BogsOn(f.Mode, s.Bogged)
		out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("  It rolls to bog (%s, bogged %s before): %d or less bogs it down: %s; it goes on %s.",
			f.Mode, engine.Counted(s.Bogged, "time", "times"), on, ffot.AtMost(on).Percent(), ffot.AtMost(on).Not().Percent())))
	}
	return out
}

// movePart says a part of a stand's movement, as MarkerMove gives it.
func movePart(x float64) string {
	switch x {
	case 0:
		return "none"
	case 0.25:
		return "a quarter"
	case 0.5:
		return "half"
	}
	return "all"
}

// openFFOTOverwatch opens the fire form set to overwatch.
func openFFOTOverwatch(d *dashboard.Dashboard) { openFFOTFireAs(d, true) }

// openFFOTRout opens the rout form: a unit of the side to play, its roll
// to withdraw with its modifiers and the chance (ffot.RoutRollOf), and
// what passing and failing do.
func openFFOTRout(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	units := ffotList(d, "Unit")
	g := d.Game()
	var rows []present.Row
	for _, f := range ffot.GameOf(g).Units {
		if f.Side == g.CurrentSide() && f.InPlay(g) {
			rows = append(rows, dashboard.ListRow(f.Name, present.Cell{Text: f.Name, Tone: present.ToneBold}, present.Cell{Text: f.Quality.String(), Tone: present.ToneText},
				present.Cell{Text: strings.Join(f.StandsInPlay(g), ","), Tone: present.ToneDim}))
		}
	}
	units.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil && ffot.StandOf(u) != nil {
		units.Select(ffot.StandOf(u).Unit)
	}
	fo.rows = func(g *engine.Game) []present.Row {
		f := ffot.GameOf(g).Formation(units.Selected().Label)
		if f == nil {
			return nil // ready says why
		}
		return ffotRoutRows(ffot.RoutRollOf(g, f, false), f.Name)
	}
	fo.ready = need(units, fmt.Sprintf("the %s has no unit in play; form its stands into units with F", g.CurrentSide()))
	openFFOTForm(d, fo, "Withdraw or rout", func() string { return "rout " + engine.QuoteWord(units.Selected().Label) }, true, nil, units)
}

// ffotRoutRows returns a unit's rout roll before its die: the face needed
// with its modifiers, the chance, and what passing and failing do.
func ffotRoutRows(r ffot.RoutRoll, name string) []present.Row {
	why := ""
	if m := r.Modifiers(); m != "" {
		why = " (" + m + ")"
	}
	n := r.Needed()
	return []present.Row{
		dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s, %s: its quality check, %s%s: passes %s, fails %s.", name, r.Quality, ffotFace(n), why,
			ffot.AtLeast(n).Percent(), ffot.AtLeast(n).Not().Percent())),
		dashboard.TextRow(present.ToneText, "Pass: "+ffot.RoutPassed),
		dashboard.TextRow(present.ToneText, "Fail: "+strings.TrimSuffix(ffot.RoutFailed, ".")+" (fail: eliminated)."),
	}
}

// openFFOTCommand opens the army command roll's form: the side's rating,
// its HQ units, the face needed and the chance (ffot.CommandOf).
func openFFOTCommand(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	fo.rows = ffotCommandRows
	openFFOTForm(d, fo, "Army command roll", func() string { return "command" }, true, nil)
}

// ffotCommandRows returns the side to play's army command roll before its
// die.
func ffotCommandRows(g *engine.Game) []present.Row {
	side := g.CurrentSide()
	roll, err := ffot.CommandOf(g, side)
	if err != nil {
		return nil // the engine's refusal says why
	}
	hq := ""
	if roll.HQ > 0 {
		hq = fmt.Sprintf(", +%d for %s", roll.HQ, engine.Counted(roll.HQ, "HQ unit", "HQ units"))
	}
	n := roll.Needed()
	return []present.Row{
		dashboard.TextRow(present.ToneOK, fmt.Sprintf("The %s: rating %s%s: %s keeps it in command (%s).", side, roll.Rating, hq, ffotFace(n), ffot.AtLeast(n).Percent())),
		dashboard.TextRow(present.ToneDim, ffot.NoteAverage),
		dashboard.TextRow(present.ToneText, fmt.Sprintf("Out of command, its barrages land only on %d+.", ffot.OutOfCommandBarrage)),
	}
}

// openFFOTBarrage opens the barrage form: the side's stands with an
// indirect weapon (Space ticks several), the spotter, and the point typed
// in words; it shows each weapon's indirect range and the accuracy chance
// in the enemy's barrage phase (ffot.Accuracy).
func openFFOTBarrage(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	guns, spotters := ffotList(d, "Artillery (Space)"), ffotList(d, "Spotter")
	var ticked []string
	point := &dashboard.TypedField{Spaces: true, Also: "-_'.", IsVerb: func(w string) bool { return isCommandWord(d, w) }}
	g := d.Game()
	side := g.CurrentSide()
	arty := standsOf(g, func(u *engine.Unit, _ *ffot.UnitState) bool {
		_, ok := ffot.FiguresOf(g, u.TypeID).IndirectWeapon()
		return u.Side == side && ok
	})
	refill := func() { l := guns.Selected().Label; guns.SetRows(tickRows(arty, ticked, standNote)); guns.Select(l) }
	refill()
	var rows []present.Row
	for _, u := range standsOf(g, func(u *engine.Unit, s *ffot.UnitState) bool { return u.Side == side && s.Unit != "" }) {
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText},
			present.Cell{Text: ffot.StandOf(u).Quality.String(), Tone: present.ToneDim}))
	}
	spotters.SetRows(rows)
	line := func() string {
		p := "POINT"
		if w := strings.Fields(point.Text); len(w) > 0 {
			// A word with an apostrophe (Smith's) is quoted, to be read back.
			for i := range w {
				w[i] = engine.QuoteWord(w[i])
			}
			p = strings.Join(w, " ")
		}
		return fmt.Sprintf("barrage %s at %s spotter %s", strings.Join(chosenLabels(guns, ticked), ","), p, spotters.Selected().Label)
	}
	fo.rows = func(g *engine.Game) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneDim, "Point: "+point.Text+"_   (type where it is aimed, in words; Space after a word is a space)")}
		var q ffot.Quality
		for _, l := range chosenLabels(guns, ticked) {
			u := g.Unit(l)
			if u == nil {
				continue
			}
			w, _ := ffot.FiguresOf(g, u.TypeID).IndirectWeapon()
			r := fmt.Sprintf("%s's %s fires indirectly out to %s\"", u.Label, w.Name, engine.FormatNumber(w.IndirectRange()))
			if short, ok := w.RocketShortRange(); ok {
				r += fmt.Sprintf(", a rocket: not below %s\"", engine.FormatNumber(short))
			}
			out = append(out, dashboard.TextRow(present.ToneText, r+"."))
			q = ffot.StandOf(u).Quality
		}
		sp := g.Unit(spotters.Selected().Label)
		if sp == nil || !q.Valid() || strings.TrimSpace(point.Text) == "" {
			return out
		}
		b := ffot.Barrage{Side: side, Turn: g.Turn, Spotter: sp.Label, Point: strings.TrimSpace(point.Text), Quality: q}
		b.Adjustments = ffot.Adjustments(ffot.GameOf(g), b)
		return append(out, ffotAccuracyRows(ffot.AccuracyOf(g, &b, ffot.ObserverOK))...)
	}
	fo.keys = func(ev *tcell.EventKey) bool {
		// While the point is typed, Space is a space in it ("the ford");
		// else it ticks a gun.
		if !point.Typing() && ffotTicking(&fo.f, 0, guns, &ticked, refill)(ev) {
			return true
		}
		return point.Key(fo.f, ev)
	}
	fo.ready = func() error {
		if err := need(guns, fmt.Sprintf("the %s has no stand with an indirect weapon (004 FFOTigers: \"Only howitzers, mortors, and rocket launchers can fire indirectly\")", side),
			spotters, fmt.Sprintf("the %s has no stand in a unit to spot", side))(); err != nil {
			return err
		}
		if strings.TrimSpace(point.Text) == "" {
			return tracker.Errorf("type the point the barrage is aimed at, in words (the ford, hill 3)")
		}
		return nil
	}
	openFFOTForm(d, fo, "Barrage", line, false, slices.Concat(hintKey("Space", "tick, or a space in the point"), hintKey("letters", "the point")), guns, spotters)
}

// ffotAccuracyRows returns a barrage's accuracy roll before its die: the
// modifier with its parts, the face needed and the chance.
func ffotAccuracyRows(a ffot.Accuracy) []present.Row {
	parts := a.Modifiers()
	n := a.Needed()
	dice, top := a.Dice(), 6
	if a.TwoDice {
		top = 12
	}
	say := fmt.Sprintf("Accuracy: %s %+d (%s), %d+ hits: %s needs %d+, %s on target.", dice, a.Modifier(), parts, ffot.AccuracyHits, dice, max(n, 1), a.Chance().Percent())
	if n > top {
		say = fmt.Sprintf("Accuracy: %s %+d (%s), %d+ hits: no roll of %s reaches it, so the barrage scatters.", dice, a.Modifier(), parts, ffot.AccuracyHits, dice)
	}
	return []present.Row{dashboard.TextRow(present.ToneOK, say),
		dashboard.TextRow(present.ToneDim, fmt.Sprintf("This game rolls accuracy on %s, as it was created (new --accuracy). %s", dice, ffot.NoteAccuracyDice))}
}

// openFFOTLand opens the land form: a barrage placed that has a stand left
// to fire it, what became of its spotter (only destroyed once it is out of
// play, ffot.SpotterChoices); it shows the roll of a side out of command,
// the accuracy needed and its chance, and the scatter dice of a miss, all
// from ffot.LandingOf on the line the form sends, as the land verb rolls
// them.
func openFFOTLand(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	barrages, observers := ffotList(d, "Barrage"), ffotList(d, "Spotter")
	g := d.Game()
	var rows []present.Row
	for _, b := range ffot.GameOf(g).Barrages {
		if b.State == ffot.BarragePlaced && !ffot.Lifted(g, b) {
			rows = append(rows, dashboard.ListRow(b.Name, present.Cell{Text: b.Name, Tone: present.ToneBold}, present.Cell{Text: b.Side, Tone: present.ToneText},
				present.Cell{Text: "at " + b.Point, Tone: present.ToneDim}))
		}
	}
	barrages.SetRows(rows)
	fillObservers := func() {
		g := d.Game()
		b := ffot.GameOf(g).Barrage(barrages.Selected().Label)
		chosen := observers.Selected().Label
		var rows []present.Row
		if b != nil {
			for _, o := range ffot.SpotterChoices(g, b) {
				rows = append(rows, dashboard.ListRow(string(o), present.Cell{Text: string(o), Tone: present.ToneText}))
			}
		}
		observers.SetRows(rows)
		if chosen != "" {
			observers.Select(chosen)
		}
	}
	fillObservers()
	// said is what the line says of the spotter: nothing for ok.
	said := func() ffot.Observer {
		if o := ffot.Observer(observers.Selected().Label); o != ffot.ObserverOK {
			return o
		}
		return ""
	}
	line := func() string {
		l := "land " + barrages.Selected().Label
		if o := said(); o != "" {
			l += " spotter " + string(o)
		}
		return l
	}
	fo.rows = func(g *engine.Game) []present.Row {
		b := ffot.GameOf(g).Barrage(barrages.Selected().Label)
		if b == nil {
			return nil // ready says why
		}
		l, err := ffot.LandingOf(g, b, said())
		if err != nil {
			return []present.Row{dashboard.TextRow(present.ToneError, present.Refusal(err))}
		}
		var out []present.Row
		if !l.Rolled {
			out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("No command roll of the %s is recorded for turn %d, when it placed %s: it lands as in command.", b.Side, b.Turn, b.Name)))
		} else if !l.InCommand {
			out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("The %s was out of command in turn %d, when it placed %s: first 1d6, %d+ lands it (%s); else it does not land.",
				b.Side, b.Turn, b.Name, ffot.OutOfCommandBarrage, ffot.AtLeast(ffot.OutOfCommandBarrage).Percent())))
		}
		if sp := g.Unit(b.Spotter); sp == nil || !sp.Alive() {
			out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("The spotter %s is out of play: it was destroyed.", b.Spotter)))
		}
		out = append(out, ffotAccuracyRows(l.Accuracy)...)
		return append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("A miss scatters: 1d6 for the direction (%s), %dd6 inches.",
			ffotDirections(), l.ScatterDice)))
	}
	fo.ready = need(barrages, "no barrage waits to land: place one with b in its side's command phase (a barrage with no stand left to fire it is lifted)")
	openFFOTForm(d, fo, "Land a barrage", line, true, nil, barrages, observers)
	fo.f.Moved = func() {
		if fo.f.FocusIndex() == 0 {
			fillObservers()
		}
	}
}

// ffotDirections lists the scatter directions by the die's face: "1 long,
// 2 right long, ...".
func ffotDirections() string {
	var w []string
	for i, s := range ffot.ScatterDirections {
		w = append(w, fmt.Sprintf("%d %s", i+1, s))
	}
	return strings.Join(w, ", ")
}

// openFFOTBurst opens the burst form: a landed barrage and the stands
// under it (Space ticks several); it shows the burst's radius and factor
// (ffot.BurstOf) and each stand's row of the Artillery Hit Chart, the face
// that hits, its chance and its save.
func openFFOTBurst(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	barrages, targets, features := ffotList(d, "Barrage"), ffotList(d, "Stands under it (Space)"), ffotList(d, "Feature (type its name)")
	var ticked []string
	fname, fsaved := &dashboard.TypedField{Also: "-_.", IsVerb: func(w string) bool { return isCommandWord(d, w) }}, false
	frows := []present.Row{dashboard.ListRow("", present.Cell{Text: "none", Tone: present.ToneDim})}
	for _, k := range ffot.FeatureKinds {
		frows = append(frows, dashboard.ListRow(string(k), present.Cell{Text: string(k), Tone: present.ToneText},
			present.Cell{Text: fmt.Sprintf("%d hp", k.HitPoints()), Tone: present.ToneDim}))
	}
	features.SetRows(frows)
	g := d.Game()
	var rows []present.Row
	for _, b := range ffot.GameOf(g).Barrages {
		if b.Landed() {
			at := "on target at " + b.Point
			if b.Scatter != "" {
				at = b.Scatter + " of " + b.Point
			}
			rows = append(rows, dashboard.ListRow(b.Name, present.Cell{Text: b.Name, Tone: present.ToneBold}, present.Cell{Text: at, Tone: present.ToneDim}))
		}
	}
	barrages.SetRows(rows)
	all := standsOf(g, func(*engine.Unit, *ffot.UnitState) bool { return true })
	refill := func() {
		l := targets.Selected().Label
		targets.SetRows(tickRows(all, ticked, standNote))
		targets.Select(l)
	}
	refill()
	line := func() string {
		l := fmt.Sprintf("burst %s at %s", barrages.Selected().Label, strings.Join(chosenLabels(targets, ticked), ","))
		if k := features.Selected().Label; k != "" {
			n := fname.Text
			if n == "" {
				n = "NAME"
			}
			l += fmt.Sprintf(" feature %s:%s", n, k)
			if fsaved {
				l += ":saved"
			}
		}
		return l
	}
	fo.rows = func(g *engine.Game) []present.Row {
		b := ffot.GameOf(g).Barrage(barrages.Selected().Label)
		if b == nil {
			return nil // ready says why
		}
		bu, err := ffot.BurstOf(g, b)
		if err != nil {
			return nil // the engine's refusal says why
		}
		out := []present.Row{dashboard.TextRow(present.ToneText, fmt.Sprintf("Radius %s\" (%s\" a stand, %s), burst factor %s (HE, as listed).",
			engine.FormatNumber(bu.Radius), engine.FormatNumber(bu.PerStand), engine.Counted(bu.Stands, "stand", "stands"), engine.FormatNumber(bu.Factor)))}
		for _, l := range chosenLabels(targets, ticked) {
			if u := g.Unit(l); u != nil {
				out = append(out, ffotBurstRow(g, u, bu.Factor))
			}
		}
		if k := features.Selected().Label; k != "" {
			out = append(out, ffotFeatureRows(g, fname.Text, ffot.Feature(k), fsaved, bu.Factor)...)
		}
		return out
	}
	fo.keys = func(ev *tcell.EventKey) bool {
		if fo.f.FocusIndex() != 2 {
			return ffotTicking(&fo.f, 1, targets, &ticked, refill)(ev)
		}
		// On the feature list: Space says whether it saved, letters its name.
		if fname.Key(fo.f, ev) {
			return true
		}
		if dashboard.IsRune(ev, ' ') {
			fsaved = !fsaved
			return true
		}
		return false
	}
	fo.ready = func() error {
		if err := need(barrages, "no barrage has landed: land one with l in the enemy's barrage phase", targets, "choose a stand under the burst")(); err != nil {
			return err
		}
		if features.Selected().Label != "" && fname.Text == "" {
			return tracker.Errorf("type the feature's name on its list (church, wood-2), or choose none")
		}
		return nil
	}
	openFFOTForm(d, fo, "Burst", line, true, slices.Concat(hintKey("Space", "tick, or a feature saved"), hintKey("letters", "a feature's name")), barrages, targets, features)
}

// ffotFeatureRows returns a terrain feature's chance under a burst of
// factor: its row of the Artillery Hit Chart and the face that hits, the
// hit points a hit takes (half when it saves, the referee's word:
// NoteFeatureSave), what it has lost before, and whether a hit sets it on
// fire (ffot.CatchesFire).
func ffotFeatureRows(g *engine.Game, name string, kind ffot.Feature, saved bool, factor float64) []present.Row {
	row, n, err := ffot.ArtilleryHit(factor, kind.ArtilleryTarget())
	if err != nil {
		return []present.Row{dashboard.TextRow(present.ToneError, present.Refusal(err))}
	}
	before := 0.0
	if f := ffot.GameOf(g).Feature(name); f != nil && name != "" {
		before = f.Damage
	}
	this := ffot.FeatureDamage(factor, saved)
	how := "not saved (Space: saved)"
	if saved {
		how = "saved, half (Space: not saved)"
	}
	hp := kind.HitPoints()
	say := fmt.Sprintf("The %s %s (%d hit points, %s lost before; row %s): hit on %s, %s; %s: %s hit points, %s of %d lost",
		kind, name, hp, engine.FormatNumber(before), row, ffotFace(n), ffot.AtLeast(n).Percent(), how, engine.FormatNumber(this), engine.FormatNumber(before+this), hp)
	if ffot.CatchesFire(hp, before, this, saved) {
		say += "; it catches fire"
	}
	return []present.Row{dashboard.TextRow(present.ToneOK, say+"."), dashboard.TextRow(present.ToneDim, ffot.NoteFeatureSave)}
}

// ffotBurstRow returns a stand's chance under a burst of factor: its
// column and row of the Artillery Hit Chart, the face that hits and its
// chance, and its save.
func ffotBurstRow(g *engine.Game, u *engine.Unit, factor float64) present.Row {
	s, f := ffot.StandOf(u), ffot.FiguresOf(g, u.TypeID)
	target := ffot.ArtilleryTargetOf(f, s.Terrain)
	row, n, err := ffot.ArtilleryHit(factor, target)
	if err != nil {
		return dashboard.TextRow(present.ToneError, fmt.Sprintf("%s: %s", u.Label, present.Refusal(err)))
	}
	save := "no save: a hit owes a quality check"
	if sv := ffot.SaveNeeded(s.Terrain, s.HullDown); sv > 0 {
		save = fmt.Sprintf("saves on %d+ (%s), unsaved it owes a quality check", sv, ffot.SaveChance(sv).Percent())
	}
	return dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s (%s, row %s): hit on %s, %s; %s.", u.Label, target, row, ffotFace(n), ffot.AtLeast(n).Percent(), save))
}

// openFFOTUnit opens the unit form: stands in no unit (Space ticks
// several), the quality with its line of the quality table, HQ or not, and
// the name typed.
func openFFOTUnit(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	stands, qualities, hq := ffotList(d, "Stands (Space)"), ffotList(d, "Quality"), ffotList(d, "HQ")
	var ticked []string
	name := &dashboard.TypedField{Spaces: true, Also: "-_.", IsVerb: func(w string) bool { return isCommandWord(d, w) }}
	g := d.Game()
	free := standsOf(g, func(_ *engine.Unit, s *ffot.UnitState) bool { return s.Unit == "" })
	refill := func() {
		l := stands.Selected().Label
		stands.SetRows(tickRows(free, ticked, func(u *engine.Unit) string { return u.Side }))
		stands.Select(l)
	}
	refill()
	var rows []present.Row
	for _, q := range []ffot.Quality{ffot.Green, ffot.Average, ffot.Veteran, ffot.Elite} {
		rows = append(rows, dashboard.ListRow(q.String(), present.Cell{Text: q.String(), Tone: present.ToneText}))
	}
	qualities.SetRows(rows)
	hq.SetRows([]present.Row{dashboard.ListRow("", present.Cell{Text: "not an HQ", Tone: present.ToneText}),
		dashboard.ListRow("hq", present.Cell{Text: "regimental or brigade HQ", Tone: present.ToneText})})
	if u := g.Unit(d.SelectedUnit()); u != nil {
		stands.Select(u.Label)
	}
	line := func() string {
		n := "NAME"
		if t := strings.TrimSpace(name.Text); t != "" {
			n = engine.QuoteWord(t)
		}
		l := fmt.Sprintf("unit %s %s quality %s", n, strings.Join(chosenLabels(stands, ticked), ","), qualities.Selected().Label)
		if hq.Selected().Label != "" {
			l += " hq"
		}
		return l
	}
	fo.rows = func(*engine.Game) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneDim, "Name: "+name.Text+"_   (type it; Space after a word is a space, else it ticks a stand in Stands)")}
		if q, err := ffot.ParseQuality(qualities.Selected().Label); err == nil {
			out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("%s: save %d+, fire %+d, ROF %+d, command %d+, cohesion %s\", quality check %s (%s).", q,
				q.SavingThrow(), q.FiringModifier(), q.ROFModifier(), q.CommandNeeded(), engine.FormatNumber(q.Cohesion()),
				ffotFace(ffot.CheckNeeded(q, 0)), ffot.AtLeast(ffot.CheckNeeded(q, 0)).Percent())))
		}
		return out
	}
	fo.keys = func(ev *tcell.EventKey) bool {
		// While the name is typed, Space is a space in it ("2nd Bn");
		// else it ticks a stand in Stands, and out of that list it is
		// the name's, as the playtest that could not type one asked.
		if !name.Typing() && ffotTicking(&fo.f, 0, stands, &ticked, refill)(ev) {
			return true
		}
		return name.Key(fo.f, ev)
	}
	fo.ready = func() error {
		if err := need(stands, "every stand is in a unit already")(); err != nil {
			return err
		}
		if strings.TrimSpace(name.Text) == "" {
			return tracker.Errorf("type the unit's name (1st, recce)")
		}
		return nil
	}
	openFFOTForm(d, fo, "Form a unit", line, false, slices.Concat(hintKey("Space", "tick in Stands, a space in the name after a word"), hintKey("letters", "the name")), stands, qualities, hq)
}

// openFFOTTerrain opens the terrain form: a stand and its terrain (h: hull
// down or not), with the save it gives (ffot.SaveNeeded) and what moving
// there costs the stand (ffot.Cost).
func openFFOTTerrain(d *dashboard.Dashboard) {
	fo := &ffotForm{}
	stands, terrains := ffotList(d, "Stand"), ffotList(d, "Terrain")
	hull := false
	g := d.Game()
	var rows []present.Row
	for _, u := range standsOf(g, func(*engine.Unit, *ffot.UnitState) bool { return true }) {
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: u.Type.Name, Tone: present.ToneText},
			present.Cell{Text: string(ffot.StandOf(u).Terrain), Tone: present.ToneDim}))
	}
	stands.SetRows(rows)
	rows = nil
	for _, t := range ffot.Terrains {
		rows = append(rows, dashboard.ListRow(string(t), present.Cell{Text: string(t), Tone: present.ToneText}))
	}
	terrains.SetRows(rows)
	if u := g.Unit(d.SelectedUnit()); u != nil && ffot.StandOf(u) != nil {
		stands.Select(u.Label)
		terrains.Select(string(ffot.StandOf(u).Terrain))
	}
	line := func() string {
		l := "terrain " + stands.Selected().Label + " " + terrains.Selected().Label
		if hull {
			l += " hull-down"
		}
		return l
	}
	fo.rows = func(g *engine.Game) []present.Row {
		u, t := g.Unit(stands.Selected().Label), ffot.Terrain(terrains.Selected().Label)
		if u == nil || ffot.FiguresOf(g, u.TypeID) == nil {
			return nil
		}
		save := "no save there"
		if n := ffot.SaveNeeded(t, hull); n > 0 {
			save = fmt.Sprintf("saves each hit on %d+ (%s)", n, ffot.SaveChance(n).Percent())
		}
		f := ffot.FiguresOf(g, u.TypeID)
		cost := "may not go there"
		if c, ok := ffot.Cost(f.Mode, t); ok && c > 0 {
			cost = fmt.Sprintf("moving there costs ×%d", c)
		}
		return []present.Row{dashboard.TextRow(present.ToneText, fmt.Sprintf("%s in %s%s: %s; %s (%s).", u.Label, t,
			map[bool]string{true: ", hull down", false: ""}[hull], save, cost, f.Mode))}
	}
	fo.keys = func(ev *tcell.EventKey) bool {
		if dashboard.IsRune(ev, 'h', 'H') {
			hull = !hull
			return true
		}
		return false
	}
	fo.ready = need(stands, "no stand is in play")
	openFFOTForm(d, fo, "Terrain", line, false, hintKey("h", "hull down"), stands, terrains)
}

// ffotNext runs next, its dice prompt showing the quality checks due as
// the phase ends (ffotNextRows).
func ffotNext(d *dashboard.Dashboard) { d.RunLine("next", ffotNextRows(d.Game())) }

// ffotNextRows returns the quality checks ending the phase rolls, each
// with the face that passes and its chance (ffot.ChecksDue, ffot.CheckOf),
// and the routed units' checks at the end of the turn (ffot.RoutChecksDue,
// ffot.RoutEndRollOf); nil when none is due.
func ffotNextRows(g *engine.Game) []present.Row {
	var out []present.Row
	for _, u := range ffot.ChecksDue(g) {
		n := ffot.CheckOf(u)
		out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s (%s) checks its quality: %s passes, %s, and it %s; else removed (half a loss).",
			u.Label, ffot.StandOf(u).Quality, ffotFace(n), ffot.AtLeast(n).Percent(), ffot.AfterPassWords(ffot.StandOf(u)))))
	}
	for _, f := range ffot.RoutChecksDue(g) {
		r := ffot.RoutEndRollOf(g, f)
		out = append(out, dashboard.TextRow(present.ToneOK, fmt.Sprintf("The routed unit %s checks at the end of the turn: %s, %s; else it is eliminated.",
			f.Name, r.Passes(), ffot.AtLeast(r.Needed()).Percent())))
	}
	if len(out) > 0 {
		out = append(out, dashboard.TextRow(present.ToneDim, "A unit whose losses leave it at half strength or worse then checks again ("+strings.TrimSuffix(ffot.NoteHalfStrength, ".")+")."))
	}
	return out
}
