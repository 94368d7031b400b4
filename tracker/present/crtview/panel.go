package crtview

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// WalkerModes returns what a walker is doing, in the roster's words: "on
// jets" (000 FAQ, Walkers, 5.0 Jumpjets), "flying" (5.0, Land/Air
// Transformation), "attack 2/6 spent" (3.0 CRT And Overruns: the attack
// points it has used this turn); nil for another unit or a walker doing
// none of it.
func WalkerModes(g *engine.Game, u *engine.Unit) []string {
	if u.Type.Kind != engine.KindWalker {
		return nil
	}
	var out []string
	if crt.UnitOf(u).Jets {
		out = append(out, "on jets")
	}
	if crt.UnitOf(u).Flying {
		out = append(out, "flying")
	}
	if spent := crt.AttackSpent(g, u); spent > 0 {
		out = append(out, fmt.Sprintf("attack %s/%s spent", engine.FormatNumber(spent), engine.FormatNumber(u.Type.Attack)))
	}
	return out
}

// WalkerPanel returns the panel of walker u: its condition, its design
// (generation, options, legs), its modes (on its jumpjets, flying), the
// attack points it has used this turn of its attack, and its terrain with
// the defence it gives.
func WalkerPanel(g *engine.Game, u *engine.Unit) []present.Row {
	glyph, word, tone := present.StatusMark(u.Status)
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{
		{Text: u.Label, Tone: present.ToneHeading}, {Text: " " + u.Type.Name + " ", Tone: present.ToneBold}, {Text: glyph + " " + word, Tone: tone},
	}}}
	text := func(s string, t present.Tone) {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: s, Tone: t}}})
	}
	if r := crt.Recovers(u); r != "" {
		text("↳ "+r, tone)
	}
	if d := crt.WalkerOf(u.Type); d != nil {
		text(strings.Join(append([]string{string(d.Generation) + " walker"}, d.Options()...), " · "), present.ToneText)
	} else if gen := crt.GenerationOf(u.Type); gen != "" {
		text(string(gen)+" walker", present.ToneText) // a catalog walker, by its VP (000 FAQ, Walkers, 4.0)
	}
	// The modes its design has, and only those: a walker without jumpjets
	// shows no "Jumpjets off", one without land-air transformation no
	// "Flying no" (5.0 Optional Walker Rules, Jumpjets and Land/Air
	// Transformation). A mode set by a correction shows whatever the
	// design.
	d := crt.WalkerOf(u.Type)
	var modes []present.Cell
	if w := crt.UnitOf(u); w.Jets || d != nil && d.Jumpjets {
		modes = append(modes, present.Cell{Text: "Jumpjets ", Tone: present.ToneText}, present.Cell{Text: map[bool]string{true: "ON", false: "off"}[w.Jets], Tone: present.ToneBold})
	}
	if w := crt.UnitOf(u); w.Flying || d != nil && d.LAT {
		if len(modes) > 0 {
			modes = append(modes, present.Cell{Text: "  ", Tone: present.ToneText})
		}
		modes = append(modes, present.Cell{Text: "Flying ", Tone: present.ToneText}, present.Cell{Text: map[bool]string{true: "YES", false: "no"}[w.Flying], Tone: present.ToneBold})
	}
	if len(modes) > 0 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: modes})
	}
	spent := crt.AttackSpent(g, u)
	rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "Attack spent this turn ", Tone: present.ToneText},
		{Text: engine.FormatNumber(spent) + " of " + engine.FormatNumber(u.Type.Attack), Tone: present.ToneBold}}})
	if u.Terrain != "" {
		line := "In " + string(u.Terrain) + ", defence " + engine.FormatNumber(crt.Defense(g, u, nil, false))
		if eff, ok := crt.UnitTerrain(g, u); ok && eff.Note != "" {
			line += ": " + eff.Note
		}
		text(line, present.ToneText)
	}
	return rows
}

// TreadBand is one movement band of an Ogre's tread track: the tread counts
// From..To (From the higher) give movement Move.
type TreadBand struct {
	Move     int
	From, To int
}

// TreadBands returns an Ogre's tread track cut into its movement bands, the
// highest movement first, by crt.TreadMovement.
func TreadBands(max, move int) []TreadBand {
	var bands []TreadBand
	for _, b := range crt.TreadBands(max, move) {
		bands = append(bands, TreadBand{Move: b.Movement, From: b.From, To: b.To})
	}
	return bands
}

// OgrePanel returns the Ogre panel for u, laid out for width columns: its
// condition and the VP it has lost so far (the VP of its destroyed weapons
// and one a tread unit lost), its tread track drawn in its movement bands
// (treads left, movement now, where the next band starts), and every weapon
// with its state, with missiles and rack ammunition left.
func OgrePanel(g *engine.Game, u *engine.Unit, width int) []present.Row {
	if u == nil {
		return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "No Ogre in play.", Tone: present.ToneDim}}}}
	}
	width = max(width, 20)
	glyph, word, tone := present.StatusMark(u.Status)
	wvp, tvp := crt.VPLost(g, u)
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{
		{Text: u.Label, Tone: present.ToneHeading}, {Text: " " + u.Type.Name + " ", Tone: present.ToneBold}, {Text: glyph + " " + word, Tone: tone},
		{Text: "  VP lost ", Tone: present.ToneText}, {Text: engine.FormatNumber(wvp + tvp), Tone: present.ToneBold},
	}}}
	if r := crt.Recovers(u); r != "" {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "↳ " + r, Tone: tone}}})
	}
	if u.Terrain != "" {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "In " + string(u.Terrain), Tone: present.ToneText}}})
	}
	rows = append(rows, treadRows(g, u, width)...)
	rows = append(rows, weaponRows(g, u, width)...)
	return rows
}

// treadRows returns the tread track of an Ogre.
func treadRows(g *engine.Game, u *engine.Unit, width int) []present.Row {
	move := int(u.Type.Move)
	now := crt.TreadMovement(crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, move)
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{
		{Text: "Treads ", Tone: present.ToneText}, {Text: fmt.Sprintf("%d/%d", crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax), Tone: present.ToneBold},
		{Text: ", move ", Tone: present.ToneText}, {Text: g.Scale.Format(float64(now)), Tone: present.ToneBold},
	}}}
	if at, to, ok := crt.NextBand(crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, move); ok {
		what := "move " + g.Scale.Format(float64(to))
		if to == 0 {
			what = "it cannot move"
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf("At %d (%d more lost): %s", at, crt.UnitOf(u).Treads-at, what), Tone: present.ToneText}}})
	} else if crt.UnitOf(u).TreadsMax > 0 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "No treads left: it cannot move", Tone: present.ToneDestroyed}}})
	}
	bands := TreadBands(crt.UnitOf(u).TreadsMax, move)
	labelW := 0
	for _, b := range bands {
		labelW = max(labelW, len(bandLabel(g.Scale, b.Move)))
	}
	for _, b := range bands {
		size := b.From - b.To + 1
		left := min(max(crt.UnitOf(u).Treads-b.To+1, 0), size)
		// One cell per tread unit when it fits, else each cell stands for
		// several (rounded up, so a part-full cell still shows).
		room := max(width-labelW-2-len(fmt.Sprintf(" %d-%d", b.From, b.To))-1, 4)
		cells, per := size, 1
		if size > room {
			per = (size + room - 1) / room
			cells = (size + per - 1) / per
		}
		full := (left + per - 1) / per
		mark, mtone := "  ", present.ToneText
		if b.Move == now && crt.UnitOf(u).Treads > 0 {
			mark, mtone = present.GlyphSelected+" ", present.ToneBold
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{
			{Text: mark, Tone: mtone},
			{Text: fmt.Sprintf("%-*s ", labelW, bandLabel(g.Scale, b.Move)), Tone: present.ToneDim},
			{Text: strings.Repeat(GlyphTread, full), Tone: present.ToneOK},
			{Text: strings.Repeat(GlyphTreadLost, cells-full), Tone: present.ToneDestroyed},
			{Text: fmt.Sprintf(" %d-%d", b.From, b.To), Tone: present.ToneDim},
		}})
	}
	return rows
}

// bandLabel names a band by its movement in the scale: "M3", `M6"`.
func bandLabel(s engine.Scale, move int) string {
	l := "M" + engine.FormatNumber(s.Distance(float64(move)))
	if s == engine.Inches {
		l += `"`
	}
	return l
}

// weaponRows returns an Ogre's weapons, one group a line (wrapped), each
// weapon with its number and state glyph; a group of missiles says how many
// are left, a group of racks how much ammunition.
func weaponRows(g *engine.Game, u *engine.Unit, width int) []present.Row {
	legend := []present.Cell{{Text: present.GlyphOK + "ready " + present.GlyphFired + "fired " + present.GlyphDestroyed + "destroyed " + present.GlyphSpent + "spent", Tone: present.ToneDim}}
	if width >= present.CellsWidth(legend)+len("Weapons ") {
		legend = append([]present.Cell{{Text: "Weapons ", Tone: present.ToneHeading}}, legend...)
	}
	rows := []present.Row{{Kind: present.RowText, Cells: legend}}
	type group struct {
		name string
		wt   *engine.WeaponType
		ws   []*crt.Weapon
	}
	var groups []*group
	for _, w := range crt.UnitOf(u).Weapons {
		name := strings.TrimRight(w.ID, "0123456789")
		var gr *group
		for _, x := range groups {
			if x.name == name {
				gr = x
			}
		}
		if gr == nil {
			gr = &group{name: name, wt: w.Type}
			groups = append(groups, gr)
		}
		gr.ws = append(gr.ws, w)
	}
	nameW, statW := 0, 0
	stats := make([]string, len(groups))
	for i, gr := range groups {
		nameW = max(nameW, len(gr.name))
		switch wt := gr.wt; {
		case wt != nil && wt.ShowsNone():
			stats[i] = wt.Printed // the text gives no figures
		case wt != nil:
			stats[i] = fmt.Sprintf("%s/%s D%s", wt.Figure(wt.Attack, engine.FormatNumber(wt.Attack)),
				wt.Figure(wt.Range, present.Dist(g.Scale, wt.Range)), wt.Figure(wt.Defense, engine.FormatNumber(wt.Defense)))
		}
		statW = max(statW, len(stats[i]))
	}
	for i, gr := range groups {
		indent := nameW + statW + 2
		line := []present.Cell{{Text: fmt.Sprintf("%-*s %-*s ", nameW, gr.name, statW, stats[i]), Tone: present.ToneText}}
		used := indent
		add := func(tok string, tone present.Tone) {
			tw := present.TextWidth(tok) + 1
			if used+tw > width && used > indent {
				rows = append(rows, present.Row{Kind: present.RowText, Cells: line})
				line = []present.Cell{{Text: strings.Repeat(" ", indent), Tone: present.ToneText}}
				used = indent
			}
			line = append(line, present.Cell{Text: tok, Tone: tone}, present.Cell{Text: " ", Tone: present.ToneText})
			used += tw
		}
		left, ammo, oneShot, rack := 0, 0, false, false
		for _, w := range gr.ws {
			add(weaponToken(g, u, w))
			if w.Type != nil && w.Type.OneShot {
				oneShot = true
				if w.Status == engine.StatusOK {
					left++
				}
			}
			if w.Type != nil && w.Type.Kind == crt.WeaponRack {
				rack = true
				if w.Status == engine.StatusOK {
					ammo += w.Ammo
				}
			}
		}
		switch {
		case oneShot:
			add(fmt.Sprintf("(%d left)", left), present.ToneBold)
		case rack:
			add(fmt.Sprintf("(ammo %d)", ammo), present.ToneBold)
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: line})
	}
	return rows
}

// weaponToken returns one weapon as the Ogre panel shows it: its number,
// its state glyph, and for a rack its ammunition left ("2●(5)").
func weaponToken(g *engine.Game, u *engine.Unit, w *crt.Weapon) (string, present.Tone) {
	num := strings.TrimLeft(w.ID, "abcdefghijklmnopqrstuvwxyz-_")
	glyph, _, tone := present.StatusMark(w.Status)
	if w.Status == engine.StatusOK && crt.WeaponFired(g, u, w) {
		glyph, tone = present.GlyphFired, present.ToneSpent
	}
	tok := num + glyph
	if w.Type != nil && w.Type.Kind == crt.WeaponRack {
		tok += fmt.Sprintf("(%d)", w.Ammo)
	}
	return tok, tone
}
