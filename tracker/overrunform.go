package tracker

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// This file is the overrun form: with no overrun being fought it starts one
// (attackers, defenders, a short explanation); while one is fought it shows
// the battle round by round and offers its actions: fire (the fire form,
// limited to the battle), end the fire round, ram, join, end the overrun.
// Every action is a command line sent through the session; the engine says
// who may do what, and its sentence is shown when it refuses.

// The presentation: pure functions from the state to rows.

// ShooterText returns what a shooter fires with, as the engine reckons it in
// an overrun: "4", "4×2=8" (infantry, Ogre weapons and walkers double),
// "4×½=2" (a disabled unit fires back at half), "4×2×½=4".
func ShooterText(s engine.Shooter) string {
	t := engine.FormatNumber(s.Base)
	if s.Doubled {
		t += "×2"
	}
	if s.Halved {
		t += "×½"
	}
	if s.Doubled || s.Halved {
		t += "=" + engine.FormatNumber(s.Strength)
	}
	return t
}

// shootersText returns the shooters of one unit, joined: "4×2=8", or a
// split-fire unit's guns "gun1 3 + gun2 3".
func shootersText(sh []engine.Shooter) string {
	if len(sh) == 1 {
		return ShooterText(sh[0])
	}
	parts := make([]string, len(sh))
	for i, s := range sh {
		parts[i] = s.Name() + " " + ShooterText(s)
	}
	return strings.Join(parts, " + ")
}

// overrunEnemies returns the targets the engine may be asked about for a
// unit of role r in the overrun: each unit of the other role still in play,
// an Ogre's treads and weapons one by one.
func overrunEnemies(g *engine.Game, r engine.Role) []string {
	var refs []string
	for _, l := range g.Overrun.Labels(r.Other()) {
		u := g.Unit(l)
		switch {
		case u == nil || !u.Alive():
		case u.IsOgre():
			refs = append(refs, OgreTargets(u)...)
		default:
			refs = append(refs, u.Label)
		}
	}
	return refs
}

// OverrunShooters asks the engine what ref (a unit label or LABEL.weapon in
// the battle) fires with in the overrun now: it plans an attack by ref on
// each enemy in the battle in turn and returns the shooters of the first
// plan the engine accepts, doubled or halved as the engine says; else the
// engine's reason for the first refusal. With override the fire round is not
// checked, so it says what the unit fires with in its own round.
func OverrunShooters(g *engine.Game, ref string, override bool) ([]engine.Shooter, error) {
	o := g.Overrun
	if o == nil {
		return nil, fmt.Errorf("tracker: no overrun is being fought")
	}
	label, _, _ := strings.Cut(strings.SplitN(ref, ":", 2)[0], ".")
	role, in := o.RoleOf(label)
	if !in {
		return nil, fmt.Errorf("tracker: %s is not in the overrun", strings.ToUpper(label))
	}
	var first error
	for _, t := range overrunEnemies(g, role) {
		p, err := g.PlanFire([]string{ref}, t, override)
		if err == nil {
			return p.Shooters, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = fmt.Errorf("tracker: no enemy of %s is left in the overrun", strings.ToUpper(label))
	}
	return nil, first
}

// roundWho names who fires in a fire round: "the attackers (ogre)", "the
// defenders' walkers (defence)".
func roundWho(g *engine.Game, fr engine.FireRound) string {
	who := roleName(g, fr.Role)
	if fr.Walkers {
		who = strings.Replace(who, " (", "' walkers (", 1)
	}
	return who
}

// roleName names a role of the overrun with its sides: "the attackers
// (ogre)", "the defenders (defence)".
func roleName(g *engine.Game, r engine.Role) string {
	o := g.Overrun
	sides := []string{o.Side}
	word := "the attackers"
	if r == engine.RoleDefender {
		word, sides = "the defenders", nil
		for _, l := range o.Defenders {
			if u := g.Unit(l); u != nil && !slices.Contains(sides, u.Side) {
				sides = append(sides, u.Side)
			}
		}
	}
	if len(sides) == 0 {
		return word
	}
	return word + " (" + strings.Join(sides, ", ") + ")"
}

// OverrunRows returns the battle as the overrun form shows it: the fire
// round and who fires in it, then each side of the battle (the one firing
// marked) with its units: condition, squads or treads, and what each fires
// with in the overrun, doubled or halved as the engine reckons it (an Ogre
// weapon by weapon group, "×4" for four alike); nil when no overrun is being
// fought.
func OverrunRows(g *engine.Game) []Row {
	o := g.Overrun
	if o == nil {
		return nil
	}
	cur, started := o.Current()
	head := []Cell{{"Overrun by the " + o.Side, ToneBold}}
	if started {
		head = []Cell{{fmt.Sprintf("Fire round %d: ", cur.Number), ToneBold}, {roundWho(g, cur) + " fire", ToneBold}}
	}
	shots := "no shot yet"
	if o.Shots > 0 {
		shots = plural(o.Shots, "shot") + " so far"
	}
	head = append(head, Cell{"   " + shots, ToneDim})
	rows := []Row{{Kind: RowText, Cells: head}}
	labelW, typeW := 0, 0
	for _, l := range slices.Concat(o.Attackers, o.Defenders) {
		if u := g.Unit(l); u != nil {
			labelW, typeW = max(labelW, len([]rune(u.Label))), max(typeW, len([]rune(u.Type.Name)))
		}
	}
	for _, r := range []engine.Role{engine.RoleAttacker, engine.RoleDefender} {
		title := strings.TrimPrefix(roleName(g, r), "the ")
		title = strings.ToUpper(title[:1]) + title[1:]
		heading := []Cell{{"  ", ToneText}, {title, ToneHeading}}
		if started && r == cur.Role {
			heading = []Cell{{GlyphSelected + " ", ToneKey}, {title, ToneHeading}, {"  fire now", ToneBold}}
		}
		rows = append(rows, Row{Kind: RowText, Cells: heading})
		for _, l := range o.Labels(r) {
			if u := g.Unit(l); u != nil {
				rows = append(rows, overrunUnitRows(g, u, labelW, typeW)...)
			}
		}
	}
	return rows
}

// overrunUnitRows returns a unit's rows in the overrun form.
func overrunUnitRows(g *engine.Game, u *engine.Unit, labelW, typeW int) []Row {
	o := g.Overrun
	glyph, word, tone := StatusMark(u.Status)
	labelTone := ToneBold
	if !u.Alive() {
		labelTone = ToneDestroyed
	}
	cells := []Cell{
		{"  " + glyph + " ", tone},
		{fmt.Sprintf("%-*s ", labelW, u.Label), labelTone},
		{fmt.Sprintf("%-*s ", typeW, u.Type.Name), ToneText},
		{word, tone},
	}
	if !u.Alive() {
		return []Row{{Kind: RowText, Cells: cells}}
	}
	var notes []string
	switch {
	case u.IsOgre():
		notes = append(notes, fmt.Sprintf("treads %d/%d", u.Treads, u.TreadsMax))
	case u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia:
		notes = append(notes, plural(u.Squads, "squad"))
	}
	if u.Terrain != "" {
		notes = append(notes, "in "+string(u.Terrain))
	}
	if at, ok := o.Disarmed[u.Label]; ok {
		notes = append(notes, fmt.Sprintf("no weapons since round %d", at))
	}
	if slices.Contains(o.Rammed, u.Label) {
		notes = append(notes, "has rammed")
	}
	if len(notes) > 0 {
		cells = append(cells, Cell{"  " + strings.Join(notes, ", "), ToneText})
	}
	if u.IsOgre() {
		return []Row{{Kind: RowText, Cells: cells}, {Kind: RowText, Cells: ogreFireCells(g, u)}}
	}
	sh, err := OverrunShooters(g, u.Label, true)
	fired := o.Fired[u.Label] > 0
	switch {
	case err == nil:
		cells = append(cells, Cell{"  fires ", ToneDim}, Cell{shootersText(sh), ToneBold})
		if fired {
			cells = append(cells, Cell{" (" + GlyphFired + " has fired some)", ToneSpent})
		}
	case fired || firedSplit(o, u):
		cells = append(cells, Cell{"  " + GlyphFired + " fired this round", ToneSpent})
	default:
		cells = append(cells, Cell{"  cannot fire", ToneDim})
	}
	return []Row{{Kind: RowText, Cells: cells}}
}

// firedSplit reports whether a split-fire unit's guns fired in this round.
func firedSplit(o *engine.OverrunState, u *engine.Unit) bool {
	for _, w := range u.Weapons {
		if o.Fired[u.Label+"."+w.ID] > 0 {
			return true
		}
	}
	return false
}

// ogreFireCells returns what an Ogre in the overrun fires with, weapon group
// by weapon group: "main 4×2=8, secondary 3×2=6 ×3 (1 ○ fired)"; destroyed and
// spent weapons are left out.
func ogreFireCells(g *engine.Game, u *engine.Unit) []Cell {
	o := g.Overrun
	type group struct {
		name          string
		text          string
		ready, fired  int
		cannot        int
		cannotBecause string
	}
	var groups []*group
	for _, w := range u.Weapons {
		if w.Status != engine.StatusOK {
			continue
		}
		name := strings.TrimRight(w.ID, "0123456789")
		i := slices.IndexFunc(groups, func(gr *group) bool { return gr.name == name })
		if i < 0 {
			groups = append(groups, &group{name: name})
			i = len(groups) - 1
		}
		gr := groups[i]
		ref := u.Label + "." + w.ID
		sh, err := OverrunShooters(g, ref, true)
		switch {
		case err == nil:
			gr.ready++
			if gr.text == "" {
				gr.text = shootersText(sh)
			}
		case o.Fired[ref] > 0:
			gr.fired++
		default:
			gr.cannot++
		}
	}
	cells := []Cell{{"    fires ", ToneDim}}
	if len(groups) == 0 {
		return append(cells, Cell{"nothing: no weapons left", ToneDestroyed})
	}
	for i, gr := range groups {
		if i > 0 {
			cells = append(cells, Cell{", ", ToneDim})
		}
		switch {
		case gr.ready > 0:
			t := gr.name + " " + gr.text
			if gr.ready > 1 {
				t += fmt.Sprintf(" ×%d", gr.ready)
			}
			cells = append(cells, Cell{t, ToneBold})
		default:
			cells = append(cells, Cell{gr.name, ToneText})
		}
		var why []string
		if gr.fired > 0 {
			why = append(why, fmt.Sprintf("%d %s fired", gr.fired, GlyphFired))
		}
		if gr.cannot > 0 {
			n := ""
			if gr.ready+gr.fired > 0 {
				n = fmt.Sprintf("%d ", gr.cannot)
			}
			why = append(why, n+"cannot fire here")
		}
		if len(why) > 0 {
			cells = append(cells, Cell{" (" + strings.Join(why, ", ") + ")", ToneSpent})
		}
	}
	return cells
}

// OverrunStartRows returns what the overrun form shows before an overrun
// starts: the command it would run, a short explanation, and whether the
// engine accepts it (its reason when it does not).
func OverrunStartRows(line string, err error) []Row {
	rows := []Row{
		{Kind: RowText, Cells: []Cell{{line, ToneBold}}},
		{Kind: RowText, Cells: []Cell{{"The attackers move in on the defenders; fire rounds follow, the defenders first, until one side holds the field (000 FAQ, OVERRUN). Others may join before the first shot (j in the battle).", ToneDim}}},
	}
	if err != nil {
		return append(rows, Row{Kind: RowText, Cells: []Cell{{GlyphDestroyed + " " + Refusal(err), ToneError}}})
	}
	return append(rows, Row{Kind: RowText, Cells: []Cell{{"Enter starts it; the form then shows the battle round by round.", ToneOK}}})
}

// OverrunKeys returns the battle's footer: its actions, ram only when the
// engine allows one; when confirming the end of the overrun, that question.
func OverrunKeys(canRam, confirming bool) []Cell {
	if confirming {
		return []Cell{{"End the overrun now? ", ToneBold}, {"y", ToneKey}, {"/", ToneDim}, {"Enter", ToneKey}, {" end it  ", ToneDim},
			{"n", ToneKey}, {"/", ToneDim}, {"Esc", ToneKey}, {" keep fighting", ToneDim}}
	}
	cells := []Cell{{"f", ToneKey}, {" fire  ", ToneDim}, {"n", ToneKey}, {" end the round  ", ToneDim}}
	if canRam {
		cells = append(cells, Cell{"r", ToneKey}, Cell{" ram  ", ToneDim})
	}
	return append(cells, Cell{"j", ToneKey}, Cell{" join  ", ToneDim}, Cell{"e", ToneKey}, Cell{" end overrun  ", ToneDim},
		Cell{"Esc", ToneKey}, Cell{" close", ToneDim})
}

// The forms.

// openOverrun opens the overrun form: the battle when one is being fought,
// else the form that starts one.
func (d *Dashboard) openOverrun() {
	if d.s.State().Overrun != nil {
		d.newOverrunView().show()
		return
	}
	d.openOverrunStart()
}

// overrunStart is the form that starts an overrun: attackers and defenders,
// several of each.
type overrunStart struct {
	d                    *Dashboard
	f                    *form
	lf                   *lineForm
	attackers, defenders *rowView
	ticked               [2][]string
}

// openOverrunStart opens the form that starts an overrun; a unit selected
// in the roster is offered as an attacker when it is on the side to play,
// else as a defender.
func (d *Dashboard) openOverrunStart() {
	sf := &overrunStart{d: d, attackers: newRowView(d.th), defenders: newRowView(d.th)}
	sf.attackers.selectable, sf.defenders.selectable = true, true
	sf.attackers.title = []Cell{{"Attackers", ToneHeading}, {" (Space)", ToneDim}}
	sf.defenders.title = []Cell{{"Defenders", ToneHeading}, {" (Space)", ToneDim}}
	sf.f = newForm(d.th, "Overrun", sf.attackers, sf.defenders)
	sf.lf = d.newLineForm(sf.f, func() string {
		return "overrun " + strings.Join(sf.chosen(0), ",") + " at " + strings.Join(sf.chosen(1), ",")
	}, func() {
		if d.s.State().Overrun != nil {
			d.newOverrunView().reopen()
		}
	})
	sf.lf.ready = sf.ready
	sf.lf.changed = sf.rebuild
	sf.f.info = func(int) []Row {
		_, err := sf.lf.check()
		return OverrunStartRows(sf.lf.Line(), err)
	}
	sf.f.footer = []Cell{{"Tab", ToneKey}, {" list  ", ToneDim}, {"↑↓", ToneKey}, {" choose  ", ToneDim},
		{"Space", ToneKey}, {" tick  ", ToneDim}, {"o", ToneKey}, {" override  ", ToneDim},
		{"Enter", ToneKey}, {" start  ", ToneDim}, {"Esc", ToneKey}, {" cancel", ToneDim}}
	sf.f.moved = sf.rebuild
	sf.f.keys = func(ev *tcell.EventKey) bool {
		if isRune(ev, ' ') {
			sf.ticked[sf.f.focus] = toggled(sf.ticked[sf.f.focus], sf.f.Focused().Selected().Label)
			sf.rebuild()
			return true
		}
		return sf.lf.key(ev)
	}
	sf.rebuild()
	g := d.s.State()
	if u := g.Unit(d.roster.Selected().Label); u != nil && u.Alive() {
		if u.Side == g.CurrentSide() {
			sf.attackers.Select(u.Label)
		} else {
			sf.defenders.Select(u.Label)
		}
		sf.rebuild()
	}
	d.showDialog(sf.f, formSize)
}

// chosen returns the units chosen in list i: those ticked, or the one under
// the cursor.
func (sf *overrunStart) chosen(i int) []string {
	if len(sf.ticked[i]) > 0 {
		return sf.ticked[i]
	}
	if l := sf.f.lists[i].Selected().Label; l != "" {
		return []string{l}
	}
	return nil
}

// rebuild refills the lists: the units of the side to play that can move,
// and the enemies of the attackers.
func (sf *overrunStart) rebuild() {
	g := sf.d.s.State()
	box := func(i int, l string) Cell {
		if slices.Contains(sf.ticked[i], l) {
			return Cell{"[x]", ToneKey}
		}
		return Cell{"[ ]", ToneKey}
	}
	var rows []Row
	for _, u := range g.Units {
		if !u.Alive() || u.Movement() <= 0 || !sf.lf.override && u.Side != g.CurrentSide() {
			continue
		}
		rows = append(rows, listRow(u.Label, box(0, u.Label), Cell{u.Label, ToneBold}, Cell{u.Type.Name, ToneText},
			Cell{"M" + dist(g.Scale, u.Movement()), ToneText}, statusNote(u)))
	}
	sf.attackers.SetRows(rows)
	side := g.CurrentSide()
	if c := sf.chosen(0); len(c) > 0 {
		if u := g.Unit(c[0]); u != nil {
			side = u.Side
		}
	}
	rows = nil
	for _, u := range g.Units {
		if !u.Alive() || u.Side == side {
			continue
		}
		rows = append(rows, listRow(u.Label, box(1, u.Label), Cell{u.Label, ToneBold}, Cell{u.Type.Name, ToneText}, statusNote(u)))
	}
	sf.defenders.SetRows(rows)
}

// statusNote returns a unit's condition for a form's list: empty when ok,
// with its squads for infantry.
func statusNote(u *engine.Unit) Cell {
	var notes []string
	if u.Status != engine.StatusOK {
		_, word, _ := StatusMark(u.Status)
		notes = append(notes, word)
	}
	if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
		notes = append(notes, plural(u.Squads, "squad"))
	}
	_, _, tone := StatusMark(u.Status)
	return Cell{strings.Join(notes, ", "), tone}
}

// ready says what is missing before the engine is asked about the overrun.
func (sf *overrunStart) ready() error {
	switch {
	case len(sf.chosen(0)) == 0:
		return fmt.Errorf("tracker: no unit of the %s can move in; press o to override", sf.d.s.State().CurrentSide())
	case len(sf.chosen(1)) == 0:
		return fmt.Errorf("tracker: there is no enemy unit to overrun")
	}
	return nil
}

// overrunView is the battle: the round, each side's units, and the
// actions. It comes back after each action while the overrun goes on.
type overrunView struct {
	d          *Dashboard
	dl         *dialog
	msg        []Cell // what the last action did, or why it was refused
	confirming bool   // asking whether to end the overrun
	// The rows and the rams the engine allows, for the state they were
	// made from.
	cached *engine.Game
	rows   []Row
	rams   [][2]string
}

// newOverrunView returns the battle view.
func (d *Dashboard) newOverrunView() *overrunView {
	v := &overrunView{d: d, dl: newDialog(d.th, "Overrun")}
	v.dl.rows = func(int) []Row {
		v.update()
		rows := slices.Clone(v.rows)
		if len(v.msg) > 0 {
			rows = append(rows, Row{Kind: RowText}, Row{Kind: RowText, Cells: v.msg})
		}
		return rows
	}
	v.dl.keys = v.key
	return v
}

// update remakes the rows and asks the engine which rams it allows, when
// the state changed.
func (v *overrunView) update() {
	g := v.d.s.State()
	if g == v.cached {
		return
	}
	v.cached, v.rows = g, OverrunRows(g)
	v.rams = nil
	v.dl.footer = OverrunKeys(false, v.confirming)
	o := g.Overrun
	if o == nil {
		return
	}
	// Every unit in the battle against every enemy in it: the engine says
	// which may ram (an Ogre, once, after its first fire round).
	for _, r := range []engine.Role{engine.RoleAttacker, engine.RoleDefender} {
		for _, rl := range o.Labels(r) {
			if ru := g.Unit(rl); ru == nil || !ru.Alive() {
				continue
			}
			for _, tl := range o.Labels(r.Other()) {
				if tu := g.Unit(tl); tu == nil || !tu.Alive() {
					continue
				}
				if _, err := v.d.s.DiceNeeded("ram " + rl + " " + tl); err == nil {
					v.rams = append(v.rams, [2]string{rl, tl})
				}
			}
		}
	}
	v.dl.footer = OverrunKeys(len(v.rams) > 0, v.confirming)
}

// size fits the battle view to its rows.
func (v *overrunView) size(sw, sh int) (int, int) {
	return fitDialog(v.dl, 90, 1)(sw, sh)
}

// show puts the battle view up.
func (v *overrunView) show() {
	v.d.showDialog(v.dl, v.size)
}

// reopen puts the battle view up again after an action, with what the
// dashboard said about it, while the overrun goes on; when it has ended the
// dashboard's status line says how.
func (v *overrunView) reopen() {
	v.msg = slices.Clone(v.d.status.cells)
	v.setConfirming(false)
	if v.d.s.State().Overrun != nil {
		v.show()
	}
}

// setConfirming asks, or stops asking, whether to end the overrun.
func (v *overrunView) setConfirming(on bool) {
	v.confirming = on
	v.dl.footer = OverrunKeys(len(v.rams) > 0, on)
}

// refuse shows why an action was refused; the view stays.
func (v *overrunView) refuse(err error) {
	v.msg = []Cell{{GlyphDestroyed + " ", ToneError}, {Refusal(err), ToneError}}
}

// firstOgre returns the first Ogre still in the battle, of the side to
// play when it has one; "" when there is none.
func (v *overrunView) firstOgre() string {
	g := v.d.s.State()
	first := ""
	for _, r := range []engine.Role{engine.RoleAttacker, engine.RoleDefender} {
		for _, l := range g.Overrun.Labels(r) {
			if u := g.Unit(l); u != nil && u.Alive() && u.IsOgre() {
				if u.Side == g.CurrentSide() {
					return l
				}
				first = cmp.Or(first, l)
			}
		}
	}
	return first
}

// run sends a command line through the session, asking for its dice; the
// view comes back after it.
func (v *overrunView) run(line string) {
	if _, err := v.d.s.DiceNeeded(line); err != nil {
		v.refuse(err)
		return
	}
	v.d.closeDialog()
	v.d.runThen(line, nil, v.reopen)
}

// key handles the battle view's keys.
func (v *overrunView) key(ev *tcell.EventKey) bool {
	v.update()
	if v.confirming {
		switch {
		case isRune(ev, 'y', 'Y') || ev.Key() == tcell.KeyEnter:
			v.run("overrun end")
		case isRune(ev, 'n', 'N') || ev.Key() == tcell.KeyEscape:
			v.setConfirming(false)
		}
		return true
	}
	switch {
	case isRune(ev, 'f', 'F'):
		v.d.closeDialog()
		v.d.openFireThen(v.reopen)
	case isRune(ev, 'n', 'N'):
		v.run("next")
	case isRune(ev, 'r', 'R'):
		// The ram form opens on a ram the engine allows; when there is
		// none, on the battle's first Ogre, and the referee chooses the
		// unit to ram to see why not.
		rammer, target := v.firstOgre(), ""
		if len(v.rams) > 0 {
			rammer, target = v.rams[0][0], v.rams[0][1]
		}
		v.d.closeDialog()
		v.d.openRamThen(rammer, target, v.reopen)
	case isRune(ev, 'j', 'J'):
		v.d.closeDialog()
		v.d.openJoin(v.reopen)
	case isRune(ev, 'e', 'E'):
		v.setConfirming(true)
	case ev.Key() == tcell.KeyEscape || isRune(ev, 'o', 'q'):
		v.d.closeDialog()
	default:
		return false // the dialog scrolls
	}
	return true
}

// openJoin opens the form that moves units into the overrun being fought
// ("overrun join"); then runs after it, also when cancelled.
func (d *Dashboard) openJoin(then func()) {
	units := newRowView(d.th)
	units.selectable = true
	units.title = []Cell{{"Units that join", ToneHeading}, {" (Space)", ToneDim}}
	f := newForm(d.th, "Join the overrun", units)
	var ticked []string
	chosen := func() []string {
		if len(ticked) > 0 {
			return ticked
		}
		if l := units.Selected().Label; l != "" {
			return []string{l}
		}
		return nil
	}
	lf := d.newLineForm(f, func() string { return "overrun join " + strings.Join(chosen(), ",") }, then)
	lf.ready = func() error {
		if len(chosen()) == 0 {
			return fmt.Errorf("tracker: every unit in play is in the overrun already")
		}
		return nil
	}
	rebuild := func() {
		g := d.s.State()
		var rows []Row
		for _, u := range g.Units {
			if !u.Alive() || g.Overrun == nil {
				continue
			}
			if _, in := g.Overrun.RoleOf(u.Label); in {
				continue
			}
			box := Cell{"[ ]", ToneKey}
			if slices.Contains(ticked, u.Label) {
				box = Cell{"[x]", ToneKey}
			}
			rows = append(rows, listRow(u.Label, box, Cell{u.Label, ToneBold}, Cell{u.Type.Name, ToneText},
				Cell{u.Side, ToneText}, Cell{"M" + dist(g.Scale, u.Movement()), ToneText}, statusNote(u)))
		}
		units.SetRows(rows)
	}
	lf.changed = rebuild
	f.info = func(int) []Row {
		rows := []Row{{Cells: []Cell{{lf.Line(), ToneBold}}},
			{Cells: []Cell{{"A unit of the attackers' side joins the attackers, any other the defenders.", ToneDim}}}}
		if _, err := lf.check(); err != nil {
			return append(rows, Row{Cells: []Cell{{GlyphDestroyed + " " + Refusal(err), ToneError}}})
		}
		return append(rows, Row{Cells: []Cell{{"Enter: they join the battle.", ToneOK}}})
	}
	f.footer = []Cell{{"↑↓", ToneKey}, {" choose  ", ToneDim}, {"Space", ToneKey}, {" tick  ", ToneDim},
		{"o", ToneKey}, {" override  ", ToneDim}, {"Enter", ToneKey}, {" join  ", ToneDim}, {"Esc", ToneKey}, {" back", ToneDim}}
	f.keys = func(ev *tcell.EventKey) bool {
		if isRune(ev, ' ') {
			ticked = toggled(ticked, units.Selected().Label)
			rebuild()
			return true
		}
		return lf.key(ev)
	}
	rebuild()
	d.showDialog(f, formSize)
}
