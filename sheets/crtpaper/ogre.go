package crtpaper

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// The tread track's boxes, in millimetres: big enough to tick with a pencil.
const (
	treadBox   = 5.6
	treadPitch = 6.6
	bandLabelW = 24.0
	weaponBox  = 6.0
	weaponGap  = 2.0 // between two weapon boxes
	// minScale is the smallest an Ogre's boxes are drawn to keep its sheet
	// on one page: 0.6 of full size, a 3.4 mm tread box.
	minScale = 0.6
)

// ogreLayout is the size an Ogre sheet's boxes are drawn at: full size,
// or smaller for an Ogre whose sheet would not fit its page at full size
// (the Mark VII (GURPS): 72 treads and 30 rack missiles). The labels and
// the text keep their size.
type ogreLayout struct {
	scale float64 // 1 at full size
}

// treadBox, treadPitch, weaponBox and weaponPitch are the layout's box
// sides and pitches.
func (l ogreLayout) treadBox() float64    { return treadBox * l.scale }
func (l ogreLayout) treadPitch() float64  { return treadPitch * l.scale }
func (l ogreLayout) weaponBox() float64   { return weaponBox * l.scale }
func (l ogreLayout) weaponPitch() float64 { return (weaponBox + weaponGap) * l.scale }

// ogreLayoutFor returns the largest layout, in steps of 5% down to
// minScale, whose sheet of u fits one page of d: every catalog Ogre fits,
// on Letter and A4, blank or from a game.
func (d doc) ogreLayoutFor(g *engine.Game, u, fresh *engine.Unit, from *sheets.GameRef) ogreLayout {
	room := d.Y1 - d.Y0
	fixed := d.ogreTitleHeight(from) + partsVPHeight + d.quickReferenceHeight(g)
	l := ogreLayout{scale: 1}
	for ; l.scale > minScale; l.scale = math.Round((l.scale-0.05)*100) / 100 {
		if fixed+d.treadTrackHeight(u, l)+d.weaponLinesHeight(u, fresh, l) <= room {
			break
		}
	}
	return l
}

// OgreSheet draws the record sheet of Ogre u of game g on a page of its
// own: its tread track in movement bands, a line per weapon type with a box
// per weapon (and a rack's ammunition), the VP of each part and a
// quick-reference block. With from set, u is an Ogre in that game and its
// damage is marked (lost treads and destroyed weapons filled, spent ones
// crossed, lines all gone struck through) with the turn it was printed; a
// blank sheet has from nil and u fresh (see FreshOgre).
func (d doc) OgreSheet(g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
	t := u.Type
	if t.Kind != engine.KindOgre {
		return fmt.Errorf("sheets: %s is not an Ogre", t.Name)
	}
	_, fresh, err := sheets.FreshOgre(g.Catalog, t, g)
	if err != nil {
		return err
	}
	foot := "ogretable · " + t.Name + " record sheet · " + present.ScaleName(g.Scale)
	if from != nil {
		foot = fmt.Sprintf("ogretable · game %d %s · %s (%s)", from.ID, from.Name, u.Label, t.Name)
	}
	d.Page(foot)
	l := d.ogreLayoutFor(g, u, fresh, from)
	d.ogreTitle(g, u, from)
	d.treadTrack(g, u, l, from != nil)
	d.weaponLines(g, u, fresh, l, from != nil)
	d.partsVP(g, u)
	d.quickReference(g)
	return nil
}

// ogreTitle writes the Ogre's name, size, movement and treads, and for a
// game's sheet what it is in the game and when it was printed.
func (d doc) ogreTitle(g *engine.Game, u *engine.Unit, from *sheets.GameRef) {
	t := u.Type
	d.Font(true, 26)
	name := t.Name
	if from != nil {
		name = u.Label + " · " + t.Name
	}
	d.Text(d.X0, d.Y+9, name)
	d.Font(true, 13)
	d.TextRight(d.X1, d.Y+9, "Size "+strconv.Itoa(t.Size))
	d.Y += 15
	d.Font(false, 11)
	sub := fmt.Sprintf("Ogre record sheet · movement %s · %d tread units · distances in %s",
		g.Scale.Format(t.Move), t.Treads, present.ScaleName(g.Scale))
	d.Text(d.X0, d.Y, sub)
	d.Y += 6
	if from != nil {
		d.Font(true, 11)
		status := "in action"
		// The word alone: the embedded font has no glyph for every state
		// mark (◐ printed as an empty box).
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		d.Text(d.X0, d.Y, fmt.Sprintf("Game %d “%s” · %s side · %s · printed at turn %d, the %s's %s phase",
			from.ID, from.Name, u.Side, status, g.Turn, g.CurrentSide(), g.Phase))
		d.Y += 6
		d.Font(false, 11)
		wv, tv := crt.VPLost(g, u)
		d.Text(d.X0, d.Y, fmt.Sprintf("Now: %d of %d treads, movement %s; VP given up so far: %s (weapons %s, treads %s)",
			crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, g.Scale.Format(crt.Movement(u)), sheets.Num(wv+tv), sheets.Num(wv), sheets.Num(tv)))
		d.Y += 6
	}
	d.Y += 1
}

// ogreTitleHeight is the height ogreTitle takes.
func (d doc) ogreTitleHeight(from *sheets.GameRef) float64 {
	if from != nil {
		return 15 + 6 + 12 + 1
	}
	return 15 + 6 + 1
}

// bandBlock is one movement band of the tread track as drawn: its boxes
// in rows, and its height.
type bandBlock struct {
	band    crt.Band
	n, rows int
	h       float64
}

// treadBlocks returns the tread track's bands as laid out in l, and the
// boxes a row holds.
func (d doc) treadBlocks(u *engine.Unit, l ogreLayout) ([]bandBlock, int) {
	perRow := max(int((d.Width()-bandLabelW)/l.treadPitch()), 1)
	var out []bandBlock
	for _, b := range crt.TreadBands(crt.UnitOf(u).TreadsMax, int(u.Type.Move)) {
		n := b.From - b.To + 1
		rows := (n + perRow - 1) / perRow
		out = append(out, bandBlock{band: b, n: n, rows: rows, h: max(float64(rows)*(l.treadPitch()+2.2)+1, 9)})
	}
	return out, perRow
}

// treadTrackHeight is the height treadTrack takes in l.
func (d doc) treadTrackHeight(u *engine.Unit, l ogreLayout) float64 {
	h := sheets.HeadingHeight + 2
	bs, _ := d.treadBlocks(u, l)
	for _, b := range bs {
		h += b.h
	}
	return h
}

// treadTrack draws the tread track: a block of boxes for each movement band
// of crt.TreadBands, highest first, with the movement it gives. Lost
// treads (marked) are filled, from the top of the track down.
func (d doc) treadTrack(g *engine.Game, u *engine.Unit, l ogreLayout, marked bool) {
	blocks, perRow := d.treadBlocks(u, l)
	first := 0.0 // the first band's boxes go with the heading
	if len(blocks) > 0 {
		first = blocks[0].h
	}
	d.Heading("Treads: tick a box per unit lost (big figure: movement, "+g.Scale.Unit()+")", first)
	for _, bb := range blocks {
		b, n, h := bb.band, bb.n, bb.h
		d.Room(h)
		top := d.Y
		d.Font(true, 20)
		d.Text(d.X0, top+7.5, sheets.Num(g.Scale.Distance(float64(b.Movement))))
		d.Font(false, 7)
		d.Text(d.X0+11, top+3.5, "treads")
		d.Text(d.X0+11, top+7.2, fmt.Sprintf("%d–%d", b.From, b.To))
		for i := 0; i < n; i++ {
			tread := b.From - i
			r, c := i/perRow, i%perRow
			x := d.X0 + bandLabelW + float64(c)*l.treadPitch()
			y := top + 2.2 + float64(r)*(l.treadPitch()+2.2)
			if tread%5 == 0 || i == 0 {
				d.Font(false, 5.5)
				d.TextCenter(x+l.treadBox()/2, y-0.5, strconv.Itoa(tread))
			}
			mark := sheets.BoxEmpty
			if marked && tread > crt.UnitOf(u).Treads {
				mark = sheets.BoxFilled
			}
			d.Box(x, y, l.treadBox(), mark)
		}
		d.Y = top + h
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(d.X0, d.Y-0.5, d.X1, d.Y-0.5)
		d.PDF.SetLineWidth(0.3)
	}
	d.Y += 2
}

// weaponGroup is the weapons of one type on an Ogre, in their order.
type weaponGroup struct {
	typ     *engine.WeaponType
	weapons []*crt.Weapon
}

// groups returns u's weapons by type, in the order they first appear.
func groups(u *engine.Unit) []weaponGroup {
	var out []weaponGroup
	for _, w := range crt.UnitOf(u).Weapons {
		if w.Type == nil {
			continue
		}
		if n := len(out); n > 0 && out[n-1].typ.ID == w.Type.ID {
			out[n-1].weapons = append(out[n-1].weapons, w)
			continue
		}
		out = append(out, weaponGroup{typ: w.Type, weapons: []*crt.Weapon{w}})
	}
	return out
}

// weaponCols are the weapon lines' columns: name, attack, range,
// defence, VP and the boxes, from the left margin.
var weaponCols = []float64{0, 52, 66, 84, 100, 116}

// weaponBlock is one line of the weapon lines as drawn: its weapons, the
// starting ammunition of its racks, its boxes and its height.
type weaponBlock struct {
	weaponGroup
	ammo []int // each rack's internal missiles at the start
	n    int   // the boxes, with the gap before a rack's missiles
	h    float64
}

// weaponBlocks returns the weapon lines as laid out in l, and the boxes a
// row holds.
func (d doc) weaponBlocks(u, fresh *engine.Unit, l ogreLayout) ([]weaponBlock, int) {
	boxX := d.X0 + weaponCols[5]
	perRow := max(int((d.X1-boxX+weaponGap*l.scale)/l.weaponPitch()), 1)
	var out []weaponBlock
	for _, gr := range groups(u) {
		b := weaponBlock{weaponGroup: gr, n: len(gr.weapons)}
		missiles := 0
		if gr.typ.Kind == crt.WeaponRack {
			for _, w := range gr.weapons {
				start := w.Ammo
				if fw := crt.UnitWeapon(fresh, w.ID); fw != nil {
					start = fw.Ammo
				}
				b.ammo = append(b.ammo, start)
				missiles += start
			}
		}
		b.n += missiles
		if missiles > 0 {
			b.n++ // the gap between the racks and their missiles
		}
		rows := (b.n + perRow - 1) / perRow
		minH := 8.0 // the name
		if gr.typ.OneShot || gr.typ.Kind == crt.WeaponRack {
			minH = 11 // and the note under it
		}
		b.h = max(float64(rows)*(l.weaponBox()+3.6)+1.6, minH)
		out = append(out, b)
	}
	return out, perRow
}

// weaponLinesHeight is the height weaponLines takes in l.
func (d doc) weaponLinesHeight(u, fresh *engine.Unit, l ogreLayout) float64 {
	h := sheets.HeadingHeight + 5 + 2
	bs, _ := d.weaponBlocks(u, fresh, l)
	for _, b := range bs {
		h += b.h
	}
	if notes := weaponNotes(bs); len(notes) > 0 {
		for _, n := range notes {
			h += d.ParaHeight(n, weaponNoteSize)
		}
		h += weaponNotesGap
	}
	return h
}

// weaponLines draws a line per weapon type: its name, attack, range in the
// scale, defence and VP, and a box per weapon numbered as the command
// language names it; a missile rack's internal missiles follow it as a box
// each. Marked, destroyed weapons are filled, spent ones and fired rack
// missiles crossed, and a line with nothing left struck through. A name
// too long for its column is set smaller, never cut. A weapon whose rules
// text gives no figures prints the text's word in their place (a cruise
// missile's "special"), and its catalog notes under the lines.
func (d doc) weaponLines(g *engine.Game, u, fresh *engine.Unit, l ogreLayout, marked bool) {
	blocks, perRow := d.weaponBlocks(u, fresh, l)
	first := 0.0 // the column titles and the first weapon line go with the heading
	if len(blocks) > 0 {
		first = blocks[0].h
	}
	d.Heading("Weapons: one box per weapon", 5+first)
	cols := weaponCols
	d.Font(true, 8)
	for i, h := range []string{"weapon", "attack", "range (" + g.Scale.Unit() + ")", "defence", "VP each", "boxes"} {
		d.Text(d.X0+cols[i], d.Y+3, h)
	}
	d.Y += 5
	boxX := d.X0 + cols[5]
	for _, b := range blocks {
		wt := b.typ
		var ammo []sheets.BoxMark // a rack's internal missiles
		gone := 0
		var marks []sheets.BoxMark
		for i, w := range b.weapons {
			m := sheets.BoxEmpty
			if marked {
				switch w.Status {
				case engine.StatusDestroyed:
					m = sheets.BoxFilled
				case crt.StatusSpent:
					m = sheets.BoxCrossed
				}
			}
			if m != sheets.BoxEmpty {
				gone++
			}
			marks = append(marks, m)
			if i < len(b.ammo) {
				for k := 0; k < b.ammo[i]; k++ {
					am := sheets.BoxEmpty
					if marked && k >= w.Ammo {
						am = sheets.BoxCrossed
					}
					ammo = append(ammo, am)
				}
			}
		}
		h := b.h
		d.Room(h)
		top := d.Y
		base := top + 6
		name := wt.Name
		if len(b.weapons) > 1 {
			name = fmt.Sprintf("%s ×%d", wt.Name, len(b.weapons))
		}
		d.FitFont(name, true, 12, cols[1]-2)
		d.Text(d.X0, base, name)
		if marked && gone == len(b.weapons) {
			d.Strike(d.X0, base, cols[5]-4, 12)
		}
		d.Font(false, 12)
		if wt.ShowsNone() {
			// The text gives no figures: its word, over the three columns,
			// and what it says instead in the note under the weapons.
			s := wt.Printed + " · see the note below"
			d.FitFont(s, false, 12, cols[4]-cols[1]-2)
			d.Text(d.X0+cols[1], base, s)
			d.Font(false, 12)
		} else {
			// Each figure a house rule gave, and the text's word for the
			// others (WeaponType.Shows).
			attack := sheets.Num(wt.Attack)
			if wt.AP {
				attack += " AP"
			}
			d.Text(d.X0+cols[1], base, wt.Figure(wt.Attack, attack))
			d.Text(d.X0+cols[2], base, wt.Figure(wt.Range, sheets.Num(g.Scale.Distance(wt.Range))))
			d.Text(d.X0+cols[3], base, wt.Figure(wt.Defense, sheets.Num(wt.Defense)))
		}
		d.Text(d.X0+cols[4], base, sheets.Num(crt.WeaponVP(g, b.weapons[0])))
		d.Font(false, 7)
		if wt.OneShot {
			d.Text(d.X0, base+3.6, "one shot each")
		}
		if wt.Kind == crt.WeaponRack {
			d.Text(d.X0, base+3.6, "fires one internal missile a turn")
		}
		slot := 0
		put := func(m sheets.BoxMark, label string) {
			r, c := slot/perRow, slot%perRow
			x := boxX + float64(c)*l.weaponPitch()
			y := top + 1 + float64(r)*(l.weaponBox()+3.6)
			d.Box(x, y, l.weaponBox(), m)
			if label != "" {
				d.Font(false, 6)
				d.TextCenter(x+l.weaponBox()/2, y+l.weaponBox()+2.6, label)
			}
			slot++
		}
		for i, m := range marks {
			put(m, strings.TrimPrefix(b.weapons[i].ID, wt.ID))
		}
		if len(ammo) > 0 {
			slot++
			for i, m := range ammo {
				put(m, "m"+strconv.Itoa(i+1))
			}
		}
		d.Y = top + h
		d.PDF.SetLineWidth(0.15)
		d.PDF.Line(d.X0, d.Y-0.5, d.X1, d.Y-0.5)
		d.PDF.SetLineWidth(0.3)
	}
	d.Y += 2
	if notes := weaponNotes(blocks); len(notes) > 0 {
		for _, n := range notes {
			d.Para(n, weaponNoteSize)
		}
		d.Y += weaponNotesGap
	}
}

// weaponNotesGap is the space under the notes of the weapon lines.
const weaponNotesGap = 1.5

// weaponNoteSize is the size of the notes under the weapon lines.
const weaponNoteSize = 8

// weaponNotes returns the notes under the weapon lines: for each weapon
// type whose rules text gives no figures (WeaponType.Printed), its name
// and its catalog notes, which say what the text gives instead.
func weaponNotes(blocks []weaponBlock) []string {
	var out []string
	for _, b := range blocks {
		if b.typ.Printed != "" {
			out = append(out, b.typ.Name+": "+b.typ.Notes)
		}
	}
	return out
}

// partsVPHeight is the height partsVP takes.
const partsVPHeight = 8.0

// partsVP writes the size and what each part is worth in VP, as the engine
// counts it (g.WeaponVP, g.VPLost).
func (d doc) partsVP(g *engine.Game, u *engine.Unit) {
	// One tread lost, as VPLost counts it.
	_, perTread := crt.VPLost(g, &engine.Unit{Type: u.Type, Ext: &crt.UnitState{TreadsMax: 1}})
	all := 0.0
	for _, w := range crt.UnitOf(u).Weapons {
		all += crt.WeaponVP(g, w)
	}
	all += perTread * float64(crt.UnitOf(u).TreadsMax)
	d.Room(partsVPHeight)
	d.Font(false, 10)
	d.Text(d.X0, d.Y+4, fmt.Sprintf("Size %d. VP to the enemy: each weapon as its line says, %s a tread unit; every part: %s VP (%s rules).",
		u.Type.Size, sheets.Num(perTread), sheets.Num(all), g.Variant))
	d.Y += partsVPHeight
}

// crtColumns are the CRT's columns as the quick reference prints them.
var crtColumns = []crt.Column{crt.Column1to2, crt.Column1to1, crt.Column2to1, crt.Column3to1, crt.Column4to1, crt.ColumnAuto}

// columnName returns a column's heading.
func columnName(c crt.Column) string {
	if c == crt.ColumnAuto {
		return "5-1+"
	}
	return c.String()
}

// quickReference draws the CRT in its three readings (asking the engine for
// every cell) and the tread-attack and ramming rules.
func (d doc) quickReference(g *engine.Game) {
	rh := 4.6
	d.Heading("Quick reference", rh*8+2) // with the CRT's three tables
	readings := []struct {
		r    crt.Reading
		name string
	}{{crt.Regular, "CRT, regular fire"}, {crt.Overrun, "overrun (an Ogre weapon's D stays D)"}, {crt.Spillover, "spillover"}}
	gap := 5.0
	tw := (d.Width() - 2*gap) / 3
	cw := tw / float64(len(crtColumns)+1)
	top := d.Y
	for i, rd := range readings {
		x := d.X0 + float64(i)*(tw+gap)
		d.Font(true, 8)
		d.Text(x, top+3, rd.name)
		y := top + 4.5
		d.PDF.SetFillColor(220, 220, 220)
		d.PDF.Rect(x, y, tw, rh, "F")
		d.Font(true, 8)
		d.TextCenter(x+cw/2, y+rh-1.2, "die")
		for c, col := range crtColumns {
			d.TextCenter(x+cw*float64(c+1)+cw/2, y+rh-1.2, columnName(col))
		}
		for die := 1; die <= 6; die++ {
			yy := y + float64(die)*rh
			d.Font(true, 8)
			d.TextCenter(x+cw/2, yy+rh-1.2, strconv.Itoa(die))
			d.Font(false, 8)
			for c, col := range crtColumns {
				res := crt.Attack{Column: &col, Reading: rd.r}.Resolve(die).Result
				d.TextCenter(x+cw*float64(c+1)+cw/2, yy+rh-1.2, res.String())
			}
		}
		d.PDF.SetLineWidth(0.2)
		d.PDF.Rect(x, y, tw, 7*rh, "D")
		d.PDF.Line(x+cw, y, x+cw, y+7*rh)
		d.PDF.SetLineWidth(0.3)
	}
	d.Y = top + 4.5 + 7*rh + 3
	d.Para(crtNote, 8)
	d.Y += 1
	d.Room(5) // a page break resets the font: choose it after
	d.Font(true, 9)
	d.Text(d.X0, d.Y+3.5, "Attacks on treads")
	d.Y += 4.5
	d.Para(treadNote, 8)
	d.Y += 1
	d.Room(5)
	d.Font(true, 9)
	d.Text(d.X0, d.Y+3.5, "Ramming ("+string(g.Variant)+" rules)")
	d.Y += 4.5
	d.Para(ramNote(g), 8)
}

// quickReferenceHeight is the height quickReference takes.
func (d doc) quickReferenceHeight(g *engine.Game) float64 {
	return sheets.HeadingHeight + 4.5 + 7*4.6 + 3 + d.ParaHeight(crtNote, 8) + 1 + 4.5 + d.ParaHeight(treadNote, 8) + 1 + 4.5 + d.ParaHeight(ramNote(g), 8)
}

// The quick reference's notes.
const (
	crtNote   = "Odds are rounded in the defender's favour; worse than 1-2 has no effect; 5-1 or better, or any attack on defence 0, is an automatic X. NE: no effect. D: disabled (no effect on an Ogre). X: destroyed. XX: destroyed, no hulk."
	treadNote = "Each attack on treads is made by one unit alone, always at 1-1, never combined. Only an X (die 5 or 6; XX counts the same) removes treads: as many as the attacker's strength (a heavy tank's hit removes 4). A D has no effect on an Ogre."
)

// ramNote returns the ramming rules of g's variant for the quick
// reference, as the CRT system says them (crt.RamRules), written once for
// the sheet, the help and the rules code alike.
func ramNote(g *engine.Game) string {
	return strings.Join(crt.RamRules(g.Variant), " ")
}
