package crtview

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// PlanRows returns what the fire form shows before the die: the attack's
// strength against the defence, the odds column and the die modifier with
// its reasons, the result on each face of the die and the chance of each
// result, then the same for each unit stacked with the target that takes
// the spillover; or the engine's reason when the attack is illegal.
func PlanRows(p *crt.FirePlan, err error) []present.Row {
	if err != nil {
		return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: present.GlyphDestroyed + " " + present.Refusal(err), Tone: present.ToneError}}}}
	}
	if p == nil {
		return nil
	}
	names := make([]string, len(p.Shooters))
	for i, s := range p.Shooters {
		names[i] = s.Name()
	}
	a := p.Attack
	head := fmt.Sprintf("%s (%s) at %s", strings.Join(names, " + "), engine.FormatNumber(a.Strength), p.TargetName())
	if p.Treads {
		head += ": treads, always 1-1"
	} else {
		head += fmt.Sprintf(" (defence %s): %s", engine.FormatNumber(a.Defense), a.Odds())
	}
	if m := a.ModifierText(); m != "" {
		head += ", die " + m
	}
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: head, Tone: present.ToneBold}}}}
	if p.Round > 0 {
		// The overrun's factors, as the engine set them on each shooter.
		parts := make([]string, len(p.Shooters))
		for i, s := range p.Shooters {
			parts[i] = s.Name() + " " + s.StrengthText()
		}
		cells := []present.Cell{{Text: fmt.Sprintf("Overrun, fire round %d: ", p.Round), Tone: present.ToneDim}, {Text: strings.Join(parts, " + "), Tone: present.ToneText}}
		if p.Squad {
			cells = append(cells, present.Cell{Text: "; the target is one squad of " + p.Target.Label, Tone: present.ToneDim})
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: cells})
	}
	rows = append(rows, attackRows(a)...)
	if note := ogreNote(p); note != "" && a.NeedsDie() {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: note, Tone: present.ToneDim}}})
	}
	// Every unit stacked with the target that takes the spillover, with its
	// own odds and results (OFFICIAL-NOTES, Overrun and spillover).
	for _, sp := range p.Spill {
		sa := sp.Attack
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf("Spillover onto %s: half of %s is %s (defence %s): %s",
			sp.Target.Label, engine.FormatNumber(a.Strength), engine.FormatNumber(sa.Strength), engine.FormatNumber(sa.Defense), sa.Odds()), Tone: present.ToneBold}}})
		rows = append(rows, attackRows(sa)...)
	}
	return rows
}

// attackRows returns an attack's results before the die: the result on
// each face and the chance of each result, or that no die is rolled.
func attackRows(a crt.Attack) []present.Row {
	switch a.Odds() {
	case crt.ColumnNone:
		return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "No effect possible: no die is rolled.", Tone: present.ToneError}}}}
	case crt.ColumnAuto:
		return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf("Automatic %s: no die is rolled.", a.Resolve(1).Result), Tone: present.ToneOK}}}}
	}
	faces := []present.Cell{{Text: "Die ", Tone: present.ToneDim}}
	for d := 1; d <= 6; d++ {
		res := a.Resolve(d).Result
		faces = append(faces, present.Cell{Text: fmt.Sprintf("%d:", d), Tone: present.ToneDim}, present.Cell{Text: res.String() + " ", Tone: resultTone(res)})
	}
	chances := []present.Cell{{Text: "Chance ", Tone: present.ToneDim}}
	c := a.Chances()
	for _, r := range crt.Results {
		chances = append(chances, present.Cell{Text: fmt.Sprintf("%s %.0f%%  ", r, 100*c[r]), Tone: resultTone(r)})
	}
	return []present.Row{{Kind: present.RowText, Cells: faces}, {Kind: present.RowText, Cells: chances}}
}

// TargetFlag returns the flag the fire form's target list shows for a unit:
// the glyph of its condition, with its tone, when it is not in action (what
// a D does to it then is TargetNote's), else an empty cell.
func TargetFlag(u *engine.Unit) present.Cell {
	if u.Status == engine.StatusOK {
		return present.Cell{}
	}
	glyph, _, tone := present.StatusMark(u.Status)
	return present.Cell{Text: glyph, Tone: tone}
}

// TargetNote returns what the fire form says under the plan about a target
// not in action: its condition and what a D by side does to it now, in the
// engine's own sentences ("HVY2 is disabled already: a D destroys it. On a
// D: HVY2 is destroyed, leaving a hulk. The ogre scores 6 VP for HVY2.");
// nil for a unit in action.
func TargetNote(g *engine.Game, u *engine.Unit, side string) []present.Row {
	if u == nil || u.Status == engine.StatusOK || !u.Alive() {
		return nil
	}
	_, word, tone := present.StatusMark(u.Status)
	if u.Status == engine.StatusDisabled {
		word += " already"
	}
	evs := crt.ResultEvents(g, u, crt.D, side)
	head := u.Label + " is " + word
	switch {
	case destroyedBy(evs, u.Label):
		head += ": a D destroys it."
	case len(evs) == 0:
		head += ": a D does nothing to it."
	default:
		head += "."
	}
	texts := []string{head}
	if len(evs) > 0 {
		texts = append(texts, "On a D:")
		for _, e := range evs {
			if e.Text != "" {
				texts = append(texts, e.Text)
			}
		}
	}
	return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: strings.Join(texts, " "), Tone: tone}}}}
}

// destroyedBy reports whether events destroy the unit label.
func destroyedBy(evs []engine.Event, label string) bool {
	return slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Kind == engine.EventDestroyed && e.Unit == label })
}

// ogreNote says what the results mean against an Ogre's part, where a D does
// nothing (OFFICIAL-NOTES, Attacks on treads), or "" for another target.
func ogreNote(p *crt.FirePlan) string {
	return p.Effects()
}

// resultTone returns the tone of a combat result.
func resultTone(r crt.Result) present.Tone {
	switch r {
	case crt.D:
		return present.ToneDisabled
	case crt.X, crt.XX:
		return present.ToneDestroyed
	}
	return present.ToneText
}

// CommandExample returns an example command made from the game, for the
// command bar's placeholder (present.Exampler): a unit of the side to play firing at the
// first Ogre in play (at its treads), or that Ogre firing at a unit of the
// side to play's enemies when the Ogre's side is to play; "note TEXT" when
// the game has no one to name.
func (crtView) CommandExample(g *engine.Game) string {
	side := g.CurrentSide()
	var ogre, own, enemy *engine.Unit
	for _, u := range g.Units {
		if !u.Alive() {
			continue
		}
		switch {
		case crt.IsOgre(u) && ogre == nil:
			ogre = u
		case !crt.IsOgre(u) && u.Type.Attack > 0 && u.Side == side && own == nil:
			own = u
		case !crt.IsOgre(u) && u.Side != side && enemy == nil:
			enemy = u
		}
	}
	switch {
	case ogre != nil && ogre.Side != side && own != nil:
		return "fire " + own.Label + " at " + ogre.Label + ".treads"
	case ogre != nil && ogre.Side == side && enemy != nil:
		w := "main1"
		if len(crt.UnitOf(ogre).Weapons) > 0 {
			w = crt.UnitOf(ogre).Weapons[0].ID
		}
		return "fire " + ogre.Label + "." + w + " at " + enemy.Label
	case own != nil && enemy != nil:
		return "fire " + own.Label + " at " + enemy.Label
	}
	return "note TEXT"
}
