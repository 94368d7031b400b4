package crtview

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// This file is the missile flow's presentation: the missiles in the air,
// who may intercept one and the chance it gets through them, and what a
// blast will do to each unit before the dice. A dummy shows as the cruise
// missile it pretends to be until it falls or arrives (001 ARMOR!, 5.03).

// MissileRows returns the missiles in the air, then those of the latest
// salvo that are done: each with its name as the enemy sees it, where it
// was launched from, the distance flown and its state.
func MissileRows(g *engine.Game) []present.Row {
	latest := 0
	for _, m := range crt.GameOf(g).Missiles {
		latest = max(latest, m.Salvo)
	}
	var rows []present.Row
	for _, m := range crt.GameOf(g).Missiles {
		if !m.Live() && m.Salvo != latest {
			continue
		}
		from := "offboard"
		if m.From != "" {
			from = m.From
		}
		what := shortMissile[m.Shown()]
		if m.Warhead {
			what = "warhead"
		}
		tone := present.ToneOK
		switch m.Status {
		case crt.MissileHit, crt.MissileDetonating:
			tone = present.ToneDisabled
		case crt.MissileFlying:
		default:
			tone = present.ToneDestroyed
		}
		rows = append(rows, present.Row{Kind: present.RowUnit, Label: m.ID, Cells: []present.Cell{
			{Text: m.ID, Tone: present.ToneBold}, {Text: what, Tone: present.ToneText}, {Text: from, Tone: present.ToneDim},
			{Text: g.Scale.Format(hexes(m.Flown, g.Scale)), Tone: present.ToneText}, {Text: string(m.Status), Tone: tone}}})
	}
	return rows
}

// MissileText returns the banner line for the missiles in the air, for the
// main screen: "MISSILES IN THE AIR: M1 CM from CMC1, flown 12 hexes; M2
// ... (m to fly them)"; nil when none is. A dummy shows as what it pretends
// to be.
func MissileText(g *engine.Game) []present.Cell {
	var parts []string
	for _, m := range crt.GameOf(g).Missiles {
		if !m.Live() {
			continue
		}
		from := "off the board"
		if m.From != "" {
			from = "from " + m.From
		}
		what := shortMissile[m.Shown()]
		if m.Warhead {
			what = "warhead"
		}
		p := fmt.Sprintf("%s %s %s, flown %s", m.ID, what, from, g.Scale.Format(hexes(m.Flown, g.Scale)))
		if m.Status != crt.MissileFlying {
			p += " (" + string(m.Status) + ")"
		}
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return nil
	}
	return []present.Cell{{Text: "MISSILES IN THE AIR", Tone: present.ToneError}, {Text: ": " + strings.Join(parts, "; "), Tone: present.ToneBold},
		{Text: " (m to fly them)", Tone: present.ToneDim}}
}

// shortMissile is each missile's short name, as ARMOR! abbreviates them
// (a dummy shows as the cruise missile it pretends to be).
var shortMissile = map[crt.MissileType]string{crt.MissileStandard: "CM", crt.MissileMini: "MCM", crt.MissileDual: "DWCM", crt.MissileDummy: "DM"}

// InterceptorRows returns everything that may still try to intercept m at
// flown (in the game's scale): a row each, its reference as the label,
// with a box ticked when it is among ticked, its kind, the total it needs
// and its chance.
func InterceptorRows(g *engine.Game, m *crt.Missile, flown float64, ticked []string) []present.Row {
	var rows []present.Row
	for _, ref := range crt.GameInterceptors(g, m, flown) {
		box := "[ ]"
		if slices.Contains(ticked, ref.Ref) {
			box = "[x]"
		}
		rows = append(rows, present.Row{Kind: present.RowUnit, Label: ref.Ref, Cells: []present.Cell{
			{Text: box, Tone: present.ToneKey}, {Text: ref.Ref, Tone: present.ToneBold}, {Text: shortNeeded(ref.Needed), Tone: present.ToneText},
			{Text: percent(crt.Chance2d6(ref.Needed)), Tone: present.ToneText}, {Text: string(ref.Kind), Tone: present.ToneDim}}})
	}
	return rows
}

// shortNeeded returns a 2d6 total needed as a list shows it: "11+", "12",
// "13: no".
func shortNeeded(n int) string {
	switch {
	case n > 12:
		return fmt.Sprintf("%d: no", n)
	case n == 12:
		return "12"
	case n <= 2:
		return "any"
	}
	return fmt.Sprintf("%d+", n)
}

// InterceptChances returns the exact chance that m gets through the
// interceptors refs at flown, each trying once, and the chance that one of
// them hits it and it detonates where hit; refs not among those that may
// try are left out.
func InterceptChances(g *engine.Game, m *crt.Missile, flown float64, refs []string) (through, lucky float64) {
	var needed []int
	for _, ref := range crt.GameInterceptors(g, m, flown) {
		if slices.Contains(refs, ref.Ref) {
			needed = append(needed, ref.Needed)
		}
	}
	return crt.ChanceThrough(needed, m.Shown())
}

// InterceptSummary returns the rows that say, before any die, what the
// interceptors refs give against m: how many try, the chance it gets
// through all of them, and the chance it detonates where it is hit.
func InterceptSummary(g *engine.Game, m *crt.Missile, flown float64, refs []string) []present.Row {
	through, lucky := InterceptChances(g, m, flown, refs)
	n := 0
	for _, ref := range crt.GameInterceptors(g, m, flown) {
		if slices.Contains(refs, ref.Ref) {
			n++
		}
	}
	bonus := crt.FlightBonus(flown, g.Scale, m.Offboard)
	head := fmt.Sprintf("%s after %s", m.ID, g.Scale.Format(hexes(flown, g.Scale)))
	if bonus > 0 {
		head += fmt.Sprintf(" (+%d to intercept)", bonus)
	}
	return []present.Row{
		{Cells: []present.Cell{{Text: head, Tone: present.ToneBold}}},
		{Cells: []present.Cell{{Text: fmt.Sprintf("%s: gets through %s, hit and detonates where hit %s, shot down %s.",
			engine.Counted(n, "interceptor", "interceptors"), percent(through), percent(lucky), percent(1-through-lucky)), Tone: present.ToneText}}},
	}
}

// BlastEntry is one unit the referee places in a blast: its distance from
// ground zero in the game's scale, and its terrain when given ("" keeps
// the unit's own).
type BlastEntry struct {
	Label      string
	Distance   float64
	Terrain    engine.Terrain
	Underwater bool
}

// BlastRows returns what m's blast will do to each unit of entries, before
// the dice: its distance and terrain, the effective distance with its
// defensive hexes, and the result: destroyed, the column it is attacked at
// (each Ogre weapon, each squad) with an Ogre's tread dice, or unaffected.
// A dummy in the air is shown as the cruise missile it pretends to be.
func BlastRows(g *engine.Game, m *crt.Missile, entries []BlastEntry) []present.Row {
	shown := *m
	shown.Type = m.Shown()
	var rows []present.Row
	for _, e := range entries {
		u := g.Unit(e.Label)
		if u == nil {
			continue
		}
		t := e.Terrain
		if t == "" {
			t = u.Terrain
		}
		where := string(t)
		if where == "" {
			where = "clear"
		}
		if e.Underwater {
			where += ", underwater"
		}
		b := crt.BlastOnUnit(g, &shown, u, e.Distance, e.Terrain, e.Underwater)
		var effect string
		tone := present.ToneText
		switch b.Effect {
		case crt.BlastDestroyed:
			effect, tone = "destroyed, no die", present.ToneDestroyed
		case crt.BlastNone:
			effect, tone = "unaffected", present.ToneDim
		default:
			effect = "attacked at " + b.Column.String()
			switch {
			case crt.IsOgre(u):
				effect += " (each weapon)"
				if b.TreadDice > 0 {
					effect += ", treads " + b.TreadText()
				}
			case u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia:
				effect += " (each squad)"
			}
			tone = present.ToneDisabled
		}
		rows = append(rows, present.Row{Kind: present.RowUnit, Label: u.Label, Cells: []present.Cell{
			{Text: u.Label, Tone: present.ToneBold}, {Text: g.Scale.Format(hexes(e.Distance, g.Scale)), Tone: present.ToneText},
			{Text: where, Tone: present.ToneDim}, {Text: fmt.Sprintf("eff %d", b.Distance), Tone: present.ToneText}, {Text: effect, Tone: tone}}})
	}
	return rows
}

// LauncherRows returns what side may launch from now: each of its units
// that carries a missile it may fire, with what it carries, then off the
// board (the label "offboard").
func LauncherRows(g *engine.Game, side string) []present.Row {
	var rows []present.Row
	for _, u := range g.Units {
		if u.Side != side {
			continue
		}
		if ok, _ := crt.CanLaunch(g, u); !ok {
			continue
		}
		n, mini := 0, false
		for _, w := range crt.UnitOf(u).Weapons {
			if w.Status == engine.StatusOK && w.Type != nil && w.Type.Kind == crt.WeaponCruise {
				n++
				mini = mini || w.Type.ID == "minimissile"
			}
		}
		what := engine.Counted(n, "cruise missile", "cruise missiles")
		switch {
		case n == 0:
			what = "tows a minimissile"
		case mini:
			what = engine.Counted(n, "minimissile", "minimissiles")
		}
		rows = append(rows, present.Row{Kind: present.RowUnit, Label: u.Label, Cells: []present.Cell{{Text: u.Label, Tone: present.ToneBold}, {Text: u.Type.Name, Tone: present.ToneText}, {Text: what, Tone: present.ToneDim}}})
	}
	return append(rows, present.Row{Kind: present.RowUnit, Label: "offboard", Cells: []present.Cell{{Text: "offboard", Tone: present.ToneBold}, {Text: "off the board", Tone: present.ToneText}, {Text: "+3 to intercept", Tone: present.ToneDim}}})
}

// BlastLine returns the blast command for m with entries, the terrain hexes
// (each "forest:2"), and the missiles caught and lost.
func BlastLine(g *engine.Game, m *crt.Missile, entries []BlastEntry, hexList, caught, lost []string) string {
	line := "blast " + m.ID
	if len(entries) > 0 {
		parts := make([]string, len(entries))
		for i, e := range entries {
			parts[i] = e.Label + ":" + engine.FormatNumber(e.Distance)
			switch {
			case e.Underwater:
				parts[i] += ":underwater"
			case e.Terrain != "":
				parts[i] += ":" + strings.ReplaceAll(string(e.Terrain), " ", "-")
			}
		}
		line += " at " + strings.Join(parts, ",")
	}
	if len(hexList) > 0 {
		line += " hexes " + strings.Join(hexList, ",")
	}
	if len(caught) > 0 {
		line += " caught " + strings.Join(caught, ",")
	}
	if len(lost) > 0 {
		line += " lost " + strings.Join(lost, ",")
	}
	return line
}
