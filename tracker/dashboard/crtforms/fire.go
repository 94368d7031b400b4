package crtforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/present/crtview"
	"slices"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

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
	d                         *dashboard.Dashboard
	f                         *dashboard.Form
	attackers, targets, parts *dashboard.List
	ticked                    []string
	spill                     []string // ticked in the third list: units stacked with the target
	override                  bool
	targetWanted              string
	then                      func()          // after the attack or on cancel (nil: nothing)
	shown                     dashboard.Shown // what the form shows of its line: what Enter runs
}

// openFire opens the fire form; a unit selected in the roster is offered
// as the attacker when it can be one, else as the target.
func openFire(d *dashboard.Dashboard) { openFireThen(d, nil) }

// openFireThen opens the fire form; then, when not nil, runs after the
// attack or when the form is cancelled.
func openFireThen(d *dashboard.Dashboard, then func()) {
	ff := &fireForm{d: d, then: then}
	ff.attackers, ff.targets, ff.parts = dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	for _, l := range []*dashboard.List{ff.attackers, ff.targets, ff.parts} {
		l.Selectable = true
	}
	ff.attackers.Title = []present.Cell{{Text: "Attackers", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	ff.targets.Title = []present.Cell{{Text: "Target", Tone: present.ToneHeading}}
	ff.parts.Title = []present.Cell{{Text: "Ogre part", Tone: present.ToneHeading}}
	title := "Fire"
	if o := crt.GameOf(d.Game()).Overrun; o != nil {
		if fr, ok := o.Current(); ok {
			title = fmt.Sprintf("Fire: overrun, round %d", fr.Number)
		}
	}
	ff.f = dashboard.NewForm(d.Theme(), title, ff.attackers, ff.targets, ff.parts)
	ff.f.Info = ff.info
	ff.f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " fire  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	ff.f.Cancel = func() {
		d.CloseDialog()
		if ff.then != nil {
			ff.then()
		}
	}
	ff.f.Submit = ff.submit
	ff.f.Moved = ff.rebuild
	ff.f.Keys = func(ev *tcell.EventKey) bool {
		switch {
		case dashboard.IsRune(ev, ' ') && ff.f.FocusIndex() == 0:
			ff.ticked = dashboard.Toggled(ff.ticked, ff.attackers.Selected().Label)
		case dashboard.IsRune(ev, ' ') && ff.f.FocusIndex() == 2 && !ff.ogreTarget():
			ff.spill = dashboard.Toggled(ff.spill, ff.parts.Selected().Label)
		case dashboard.IsRune(ev, 'o', 'O'):
			ff.override = !ff.override
		default:
			return false
		}
		ff.rebuild()
		return true
	}
	g := d.Game()
	if u := g.Unit(d.SelectedUnit()); u != nil && u.Alive() {
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
	d.ShowDialog(ff.f, dashboard.FormSize)
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
	u := ff.d.Game().Unit(ff.targets.Selected().Label)
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
		for _, r := range ff.parts.Rows() {
			if r.Kind == present.RowUnit && r.Label == l {
				out = append(out, l)
			}
		}
	}
	return out
}

// rebuild refills the lists from the state and the choices so far.
func (ff *fireForm) rebuild() {
	g := ff.d.Game()
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
		rows = append(rows, dashboard.ListRow(f.Ref, present.Cell{Text: box, Tone: present.ToneKey}, present.Cell{Text: f.Ref, Tone: present.ToneBold},
			present.Cell{Text: engine.FormatNumber(f.Strength), Tone: present.ToneText}, present.Cell{Text: strings.Join(note, ", "), Tone: present.ToneSpent}))
	}
	ff.attackers.SetRows(rows)
	// Targets: the enemies of the attackers' side, after a first row that
	// chooses none, where the list starts unless a target was named.
	side := crt.AttackingSide(g, ff.chosen())
	// A unit not in action is flagged with its glyph before its type's
	// name, which costs no column; the info says what a D does to it.
	rows = []present.Row{dashboard.ListRow("", present.Cell{Text: "–", Tone: present.ToneDim}, present.Cell{Text: "none", Tone: present.ToneDim})}
	for _, u := range crt.Targets(g, side, ff.chosen()) {
		def := "D" + ff.defense(u.Label, crt.Defense(g, u, nil, false))
		if crt.IsOgre(u) {
			def = fmt.Sprintf("%d treads", crt.UnitOf(u).Treads)
		}
		kind := present.Cell{Text: u.Type.Name, Tone: present.ToneText}
		if flag := crtview.TargetFlag(u); flag.Text != "" {
			kind = present.Cell{Text: flag.Text + " " + u.Type.Name, Tone: flag.Tone}
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, kind, present.Cell{Text: def, Tone: present.ToneText}))
	}
	ff.targets.SetRows(rows)
	rows = nil
	ff.parts.Title = []present.Cell{{Text: "Ogre part", Tone: present.ToneHeading}}
	if u := g.Unit(ff.targets.Selected().Label); u != nil && crt.IsOgre(u) {
		for _, ref := range crt.OgreTargets(u) {
			_, part, _ := strings.Cut(ref, ".")
			what := fmt.Sprintf("%d left (1-1)", crt.UnitOf(u).Treads)
			if w := crt.UnitWeapon(u, part); w != nil {
				what = "D" + ff.defense(ref, crt.Defense(g, u, w, false))
			}
			rows = append(rows, dashboard.ListRow(part, present.Cell{Text: part, Tone: present.ToneBold}, present.Cell{Text: what, Tone: present.ToneText}))
		}
	} else if u != nil && crt.GameOf(g).Overrun == nil {
		// The units that may be stacked with the target: the referee says
		// which are, by ticking them; they take the spillover.
		ff.parts.Title = []present.Cell{{Text: "Stacked", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
		for _, o := range g.Units {
			if o == u || !o.Alive() || crt.IsOgre(o) || o.Side != u.Side {
				continue
			}
			box := "[ ]"
			if slices.Contains(ff.spill, o.Label) {
				box = "[x]"
			}
			rows = append(rows, dashboard.ListRow(o.Label, present.Cell{Text: box, Tone: present.ToneKey}, present.Cell{Text: o.Label, Tone: present.ToneBold},
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
	g := ff.d.Game()
	if crt.GameOf(g).Overrun == nil {
		return engine.FormatNumber(given)
	}
	c := ff.chosen()
	if len(c) == 0 {
		return "–"
	}
	p, err := crt.PlanFire(ff.d.Session().State(), c, ref, true)
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
	g := ff.d.Game()
	if len(ff.chosen()) == 0 {
		if o := crt.GameOf(g).Overrun; o != nil {
			return nil, tracker.Errorf("no unit in the overrun can fire in this round; end it with n in the overrun form, or press o to override")
		}
		return nil, tracker.Errorf("no unit of the %s can fire; press o to override", g.CurrentSide())
	}
	if ff.target() == "" {
		if len(ff.targets.Rows()) <= 1 {
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
	rows := append([]present.Row{{Cells: head}}, crtview.PlanRows(p, err)...)
	if err == nil {
		rows = append(rows, crtview.TargetNote(ff.d.Game(), p.Target, p.Shooters[0].Unit.Side)...)
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
	shown := ff.d.PreviewOnce(&ff.shown, ff.line())
	context := crtview.PlanRows(p, nil)
	if shown.Err == nil && shown.Dice() == 0 {
		ff.d.CloseDialog()
		ff.d.AskCertain(shown, context, ff.then)
		return
	}
	ff.d.CloseDialog()
	ff.d.RunPreview(shown, context, ff.then)
}
