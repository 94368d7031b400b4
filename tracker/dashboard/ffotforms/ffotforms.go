// Package ffotforms is the dashboard of FFOTigers games: their keys, the
// forms they open and what the shared screens say of them. It registers
// with dashboard.RegisterSystem.
package ffotforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"slices"
	"strconv"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// FFOTigers' actions.
const (
	ActFire        dashboard.Action = "fire"
	ActOverrun     dashboard.Action = "overrun"
	ActTerrain     dashboard.Action = "terrain"
	ActMove        dashboard.Action = "move"
	ActOverwatch   dashboard.Action = "overwatch"
	ActRout        dashboard.Action = "rout"
	ActArmyCommand dashboard.Action = "army command roll"
	ActBarrage     dashboard.Action = "barrage"
	ActLand        dashboard.Action = "land"
	ActBurst       dashboard.Action = "burst"
	ActFormUnit    dashboard.Action = "form a unit"
	ActPivot       dashboard.Action = "pivot"
)

// forms is what FFOTigers games offer on the dashboard: a stand's fire, or
// overwatch, with its chances before the dice (issue 23: "chances in
// prompts"), and the forms of its verbs (ffotverbforms.go,
// ffotoverrunforms.go).
var forms = dashboard.System{
	Keys: []dashboard.Binding{
		{Keys: []dashboard.Key{dashboard.R('f')}, Action: ActFire, Hint: "fire", Verb: engine.Verb("fire"), Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "fire: the firing stand, its weapon, the target, the chances before the dice"},
		{Keys: []dashboard.Key{dashboard.R('o')}, Action: ActOverrun, Hint: "", Verb: engine.Verb("overrun"), Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "overrun: in FFOTigers a stand over-runs an enemy stand, both fires' chances before the dice"},
		{Keys: []dashboard.Key{dashboard.R('t')}, Action: ActTerrain, Hint: "terrain", Verb: engine.Verb("terrain"), Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "terrain: say where a unit is (its FFOTigers save)"},
		{Keys: []dashboard.Key{dashboard.R('M')}, Action: ActMove, Hint: "move", Verb: "move", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "move stands (FFOTigers): the part of their movement, toward or away, into a terrain, with the inches it allows, the limit of a marker and the bog chance before the die"},
		{Keys: []dashboard.Key{dashboard.R('O')}, Action: ActOverwatch, Hint: "", Verb: "overwatch", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "overwatch (FFOTigers): the fire form set to fire at a moving enemy stand, the chances before the dice"},
		{Keys: []dashboard.Key{dashboard.R('W')}, Action: ActRout, Hint: "", Verb: "rout", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "withdraw or rout a unit (FFOTigers): the roll needed, its modifiers and the chance before the die"},
		{Keys: []dashboard.Key{dashboard.R('c')}, Action: ActArmyCommand, Hint: "", Verb: "command", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "the side's army command roll (FFOTigers): its rating, HQ units, the roll needed and the chance before the die"},
		{Keys: []dashboard.Key{dashboard.R('b')}, Action: ActBarrage, Hint: "", Verb: "barrage", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "place a barrage (FFOTigers): artillery stands, the spotter and the point, with each weapon's indirect range and the accuracy chance"},
		{Keys: []dashboard.Key{dashboard.R('l')}, Action: ActLand, Hint: "", Verb: "land", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "land a barrage (FFOTigers): what became of the spotter, the command roll and the accuracy needed, and the chance, before the dice"},
		{Keys: []dashboard.Key{dashboard.R('B')}, Action: ActBurst, Hint: "", Verb: "burst", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "burst a landed barrage (FFOTigers) on stands: the radius, the burst factor, each stand's row of the Artillery Hit Chart, its chance and its save"},
		{Keys: []dashboard.Key{dashboard.R('v')}, Action: ActPivot, Hint: "", Verb: "pivot", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "pivot a stand of the side not moving toward a moving stand (FFOTigers): once a turn, and whether it may then fire in overwatch"},
		{Keys: []dashboard.Key{dashboard.R('F')}, Action: ActFormUnit, Hint: "", Verb: "unit", Does: dashboard.OpensForm | dashboard.Writes | dashboard.EndedRefuses, Help: "form stands into a unit (FFOTigers): a name, the quality with its figures, HQ or not"},
		{Keys: []dashboard.Key{dashboard.R('n')}, Action: dashboard.ActNext, Hint: "next", Verb: engine.VerbNext, Does: dashboard.Writes, Help: "next phase; shows the quality checks due with their chances"},
	},
	Forms: map[dashboard.Action]func(*dashboard.Dashboard){
		ActFire:           openFFOTFire,
		ActOverwatch:      openFFOTOverwatch,
		ActMove:           openFFOTMove,
		ActRout:           openFFOTRout,
		ActArmyCommand:    openFFOTCommand,
		ActBarrage:        openFFOTBarrage,
		ActLand:           openFFOTLand,
		ActBurst:          openFFOTBurst,
		ActFormUnit:       openFFOTUnit,
		ActTerrain:        openFFOTTerrain,
		dashboard.ActNext: ffotNext,
		ActOverrun:        openFFOTOverrun,
		ActPivot:          openFFOTPivot,
	},
	Welcome: map[dashboard.Action]string{ActFire: "f to fire"},
}

func init() { dashboard.RegisterSystem(ffot.SystemName, forms) }

// ffotCrew is the weapon list's row for the crew's own arms ("STAND.crew").
const ffotCrew = "crew"

// ffotFireForm is the fire form of a FFOTigers game: the firing stand, its
// weapon, the target, the range in inches typed in digits, the side shot
// (s) and overwatch (w). Its info shows the chances of the shot as the
// engine counts them (ffot.Fire.Odds) before the dice; Enter runs the fire
// or overwatch line.
type ffotFireForm struct {
	d                        *dashboard.Dashboard
	f                        *dashboard.Form
	lf                       *dashboard.LineForm
	firers, weapons, targets *dashboard.List
	inches                   string // as typed
	side, overwatch          bool
}

// openFFOTFire opens the fire form of a FFOTigers game; a stand selected in
// the roster is offered as the firer.
func openFFOTFire(d *dashboard.Dashboard) { openFFOTFireAs(d, false) }

// openFFOTFireAs opens the fire form, set to overwatch when overwatch is
// true.
func openFFOTFireAs(d *dashboard.Dashboard, overwatch bool) {
	ff := &ffotFireForm{d: d, overwatch: overwatch, firers: dashboard.NewList(d.Theme()), weapons: dashboard.NewList(d.Theme()), targets: dashboard.NewList(d.Theme())}
	for _, l := range []*dashboard.List{ff.firers, ff.weapons, ff.targets} {
		l.Selectable = true
	}
	ff.firers.Title = []present.Cell{{Text: "Firing stand", Tone: present.ToneHeading}}
	ff.weapons.Title = []present.Cell{{Text: "Weapon", Tone: present.ToneHeading}}
	ff.targets.Title = []present.Cell{{Text: "Target", Tone: present.ToneHeading}}
	ff.f = dashboard.NewForm(d.Theme(), "Fire", ff.firers, ff.weapons, ff.targets)
	ff.lf = d.NewLineForm(ff.f, ff.line, nil)
	ff.lf.Ready = ff.ready
	ff.lf.Context = ff.odds
	ff.lf.Changed = ff.fillFirers
	ff.fillFirers()
	if u := d.Game().Unit(d.SelectedUnit()); u != nil {
		ff.firers.Select(u.Label)
		ff.firerChanged()
	}
	ff.f.Moved = func() {
		if ff.f.FocusIndex() == 0 {
			ff.firerChanged()
		}
	}
	ff.f.Info = ff.info
	ff.f.Keys = ff.keys
	ff.f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "↑↓", Tone: present.ToneKey}, {Text: " choose  ", Tone: present.ToneDim},
		{Text: "0-9.", Tone: present.ToneKey}, {Text: " range  ", Tone: present.ToneDim}, {Text: "s", Tone: present.ToneKey}, {Text: " side  ", Tone: present.ToneDim},
		{Text: "w", Tone: present.ToneKey}, {Text: " overwatch  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " fire  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	d.ShowDialog(ff.f, dashboard.FormSize)
}

// fillFirers lists the stands that may fire as the form's mode says, as
// the engine counts them (ffot.Firers): in fire the side to play's stands
// that moved less than half, in overwatch the stands of the side that is
// not moving that used no more than a quarter (004 FFOTigers, step 9),
// neither pinned; with override, every stand in play. It keeps the chosen
// firer when it is still listed.
func (ff *ffotFireForm) fillFirers() {
	g := ff.d.Game()
	us := ffot.Firers(g, ff.verb())
	if ff.lf.Override {
		us = standsOf(g, func(*engine.Unit, *ffot.UnitState) bool { return true })
	}
	chosen := ff.firers.Selected().Label
	var rows []present.Row
	for _, u := range us {
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold},
			present.Cell{Text: u.Type.Name, Tone: present.ToneText}, present.Cell{Text: u.Side, Tone: present.ToneDim}))
	}
	ff.firers.SetRows(rows)
	if chosen != "" {
		ff.firers.Select(chosen)
	}
	ff.firerChanged()
}

// firerChanged lists the chosen firer's weapons (and its crew's arms, when
// a weapon has a crew INF), each it fired in the phase marked (an
// infantry stand fires each once, ffot.FiredAlready), and the enemy stands
// it may fire at.
func (ff *ffotFireForm) firerChanged() {
	g := ff.d.Game()
	u := g.Unit(ff.firers.Selected().Label)
	var weapons, targets []present.Row
	if u != nil {
		if f := ffot.FiguresOf(g, u.TypeID); f != nil {
			crew := false
			fired := ffot.StandOf(u).Fired
			for _, w := range f.Weapons {
				cells := []present.Cell{{Text: w.Text(), Tone: present.ToneText}}
				if slices.Contains(fired, w.Name) {
					// First, where a long weapon line leaves it room.
					cells = append([]present.Cell{{Text: present.GlyphFired + " fired", Tone: present.ToneSpent}}, cells...)
				}
				weapons = append(weapons, dashboard.ListRow(w.Name, cells...))
				crew = crew || w.Crew > 0
			}
			if crew {
				weapons = append(weapons, dashboard.ListRow(ffotCrew, present.Cell{Text: ffotCrew, Tone: present.ToneBold}, present.Cell{Text: "the crew's own arms", Tone: present.ToneDim}))
			}
		}
		for _, t := range g.Units {
			if t.Alive() && t.Side != u.Side && ffot.StandOf(t) != nil {
				targets = append(targets, dashboard.ListRow(t.Label, present.Cell{Text: t.Label, Tone: present.ToneBold},
					present.Cell{Text: t.Type.Name, Tone: present.ToneText}, present.Cell{Text: string(ffot.StandOf(t).Terrain), Tone: present.ToneDim}))
			}
		}
	}
	target := ff.targets.Selected().Label
	ff.weapons.SetRows(weapons)
	ff.targets.SetRows(targets)
	if target != "" {
		ff.targets.Select(target)
	}
}

// verb returns the fire verb the form runs: fire, or overwatch.
func (ff *ffotFireForm) verb() ffot.How {
	if ff.overwatch {
		return ffot.HowOverwatch
	}
	return ffot.HowFire
}

// line returns the command: "fire STAND.WEAPON at TARGET range INCHES [side]".
func (ff *ffotFireForm) line() string {
	l := fmt.Sprintf("%s %s.%s at %s range %s", ff.verb(), ff.firers.Selected().Label, ff.weapons.Selected().Label, ff.targets.Selected().Label, ff.inches)
	if ff.side {
		l += " side"
	}
	return l
}

// ready says what the referee has still to give before the engine is
// asked.
func (ff *ffotFireForm) ready() error {
	switch {
	case len(ff.firers.Rows()) == 0 && ff.overwatch:
		return tracker.Errorf("no stand may fire in overwatch now: only in a movement phase, a stand of the side not moving, in a unit, that used no more than a quarter of its movement in its last turn, is not pinned and has not fired in overwatch in this phase (004 FFOTigers, step 9); press o to override")
	case len(ff.firers.Rows()) == 0:
		return tracker.Errorf("no stand of the %s may fire now: only in its fire phase, a stand in a unit that moved less than half, is neither suppressed nor pinned, and has not fired in this phase nor placed a barrage this turn (004 FFOTigers); press o to override", ff.d.Game().CurrentSide())
	case ff.firers.Selected().Label == "":
		return tracker.Errorf("choose the firing stand")
	case ff.weapons.Selected().Label == "":
		return tracker.Errorf("the firing stand has no weapon in its figures")
	case ff.targets.Selected().Label == "":
		return tracker.Errorf("choose the target")
	case ff.inches == "":
		return tracker.Errorf("type the range in inches")
	}
	if _, err := strconv.ParseFloat(ff.inches, 64); err != nil {
		return tracker.Errorf("the range %q is not a number of inches", ff.inches)
	}
	return nil
}

// fire returns the shot as the form describes it, for its odds.
func (ff *ffotFireForm) fire() (ffot.Fire, error) {
	if err := ff.ready(); err != nil {
		return ffot.Fire{}, err
	}
	g := ff.d.Game()
	u, t := g.Unit(ff.firers.Selected().Label), g.Unit(ff.targets.Selected().Label)
	if u == nil || t == nil {
		return ffot.Fire{}, tracker.Errorf("choose the firing stand and the target")
	}
	w, crew, err := ffot.WeaponOf(g, u, ff.weapons.Selected().Label)
	if err != nil {
		return ffot.Fire{}, err
	}
	inches, _ := strconv.ParseFloat(ff.inches, 64) // ready checked it
	return ffot.Fire{Firer: u, Target: t, Weapon: w, Crew: crew, Range: inches, Side: ff.side, How: ff.verb()}, nil
}

// keys takes the range's digits, the side and overwatch switches and the
// override switch.
func (ff *ffotFireForm) keys(ev *tcell.EventKey) bool {
	switch {
	case ev.Key() == tcell.KeyRune && (ev.Rune() >= '0' && ev.Rune() <= '9' || ev.Rune() == '.'):
		ff.inches += string(ev.Rune())
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if ff.inches != "" {
			ff.inches = ff.inches[:len(ff.inches)-1]
		}
	case dashboard.IsRune(ev, 's', 'S'):
		ff.side = !ff.side
	case dashboard.IsRune(ev, 'w', 'W'):
		ff.overwatch = !ff.overwatch
		ff.fillFirers()
	default:
		return ff.lf.Key(ev)
	}
	return true
}

// info returns the form's rows: the line, the switches, the chances of the
// shot before the dice (ffot.Fire.Odds), and why the engine refuses the
// line when it does.
func (ff *ffotFireForm) info(int) []present.Row {
	mode, armour := "fire (w: overwatch)", "front armour (s: side)"
	if ff.overwatch {
		mode = "overwatch, at a moving stand (w: fire)"
	}
	if ff.side {
		armour = "side armour (s: front)"
	}
	inches := ff.inches
	if inches == "" {
		inches = "?"
	}
	out := []present.Row{
		{Cells: []present.Cell{{Text: ff.lf.Line(), Tone: present.ToneBold}}},
		{Cells: []present.Cell{{Text: "Mode: ", Tone: present.ToneDim}, {Text: mode, Tone: present.ToneText}, {Text: "   At: ", Tone: present.ToneDim}, {Text: armour, Tone: present.ToneText},
			{Text: "   Range: ", Tone: present.ToneDim}, {Text: inches + " inches", Tone: present.ToneText}}},
	}
	f, err := ff.fire()
	if err == nil {
		var o ffot.FireOdds
		if o, err = f.Odds(ff.d.Game()); err == nil {
			out = append(out, ffotOddsRows(f, o)...)
		}
	}
	if err == nil {
		_, err = ff.lf.Check()
	}
	if err != nil {
		out = append(out, present.Row{Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}})
	}
	return out
}

// odds returns the shot's chances for the dice prompt, nil when the form
// does not yet describe a shot the engine counts.
func (ff *ffotFireForm) odds() []present.Row {
	f, err := ff.fire()
	if err != nil {
		return nil
	}
	o, err := f.Odds(ff.d.Game())
	if err != nil {
		return nil
	}
	return ffotOddsRows(f, o)
}

// ffotOddsRows returns the rows of a shot's chances o: the band, the face
// each die needs, the dice, the chance of a hit and of at least one, the
// target's save, and what an unsaved hit does.
func ffotOddsRows(f ffot.Fire, o ffot.FireOdds) []present.Row {
	by := "direct fire"
	if o.INF {
		by = "INF fire"
	}
	h := o.ToHit
	out := []present.Row{dashboard.TextRow(present.ToneOK, fmt.Sprintf("%s, %s range: hits on %s with each of %s: %s a die, %s at least one hit.",
		by, o.Band, ffotFace(h.Needed), dashboard.CountDice(h.Dice), h.Chance.Percent(), h.ChanceAny.Percent()))}
	if o.Save > 0 {
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("%s saves each hit on %d+ (%s).", f.Target.Label, o.Save, ffot.SaveChance(o.Save).Percent())))
	} else {
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("%s has no save where it is.", f.Target.Label)))
	}
	e := o.Effect
	switch {
	case o.INF && e.Dice == 0:
		out = append(out, dashboard.TextRow(present.ToneText, "Each unsaved hit makes the soft target take a quality check, and pins it."))
	case !e.CanKill:
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("Each unsaved hit: pen − armour %d, %s, can only suppress: suppressed %s.",
			e.Difference, dashboard.CountDice(e.Dice)+" of effect", e.Suppressed.Percent())),
			dashboard.TextRow(present.ToneDim, ffot.CannotKill(f.Weapon, f.Target.Label, o)))
	default:
		out = append(out, dashboard.TextRow(present.ToneText, fmt.Sprintf("Each unsaved hit: pen − armour %d, %s: destroyed %s, quality check %s.",
			e.Difference, dashboard.CountDice(e.Dice)+" of effect", e.Destroyed.Percent(), e.Check.Percent())))
	}
	return out
}

// ffotFace returns the face a die needs: "4+", or "no face" when none
// hits.
func ffotFace(needed int) string {
	if needed > 6 {
		return "no face"
	}
	return strconv.Itoa(needed) + "+"
}
