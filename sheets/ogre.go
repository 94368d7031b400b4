package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// GameRef names the game a sheet is printed from.
type GameRef struct {
	ID   int64
	Name string
}

// The tread track's boxes, in millimetres: big enough to tick with a pencil.
const (
	treadBox   = 5.6
	treadPitch = 6.6
	bandLabelW = 24.0
	weaponBox  = 6.0
)

// OgreSheet draws the record sheet of Ogre u of game g on a page of its
// own: its tread track in movement bands, a line per weapon type with a box
// per weapon (and a rack's ammunition), the VP of each part and a
// quick-reference block. With from set, u is an Ogre in that game and its
// damage is marked (lost treads and destroyed weapons filled, spent ones
// crossed, lines all gone struck through) with the turn it was printed; a
// blank sheet has from nil and u fresh (see FreshOgre).
func (d *Doc) OgreSheet(g *engine.Game, u *engine.Unit, from *GameRef) error {
	t := u.Type
	if t.Kind != engine.KindOgre {
		return fmt.Errorf("sheets: %s is not an Ogre", t.Name)
	}
	_, fresh, err := FreshOgre(g.Catalog, t, g)
	if err != nil {
		return err
	}
	foot := "ogretable · " + t.Name + " record sheet · " + present.ScaleName(g.Scale)
	if from != nil {
		foot = fmt.Sprintf("ogretable · game %d %s · %s (%s)", from.ID, from.Name, u.Label, t.Name)
	}
	d.page(foot)
	d.ogreTitle(g, u, from)
	d.treadTrack(g, u, from != nil)
	d.weaponLines(g, u, fresh, from != nil)
	d.partsVP(g, u)
	d.quickReference(g)
	return nil
}

// ogreTitle writes the Ogre's name, size, movement and treads, and for a
// game's sheet what it is in the game and when it was printed.
func (d *Doc) ogreTitle(g *engine.Game, u *engine.Unit, from *GameRef) {
	t := u.Type
	d.font(true, 26)
	name := t.Name
	if from != nil {
		name = u.Label + " · " + t.Name
	}
	d.text(d.x0, d.y+9, name)
	d.font(true, 13)
	d.textRight(d.x1, d.y+9, "Size "+strconv.Itoa(t.Size))
	d.y += 15
	d.font(false, 11)
	sub := fmt.Sprintf("Ogre record sheet · movement %s · %d tread units · distances in %s",
		g.Scale.Format(t.Move), t.Treads, present.ScaleName(g.Scale))
	d.text(d.x0, d.y, sub)
	d.y += 6
	if from != nil {
		d.font(true, 11)
		status := "in action"
		// The word alone: the embedded font has no glyph for every state
		// mark (◐ printed as an empty box).
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		d.text(d.x0, d.y, fmt.Sprintf("Game %d “%s” · %s side · %s · printed at turn %d, the %s's %s phase",
			from.ID, from.Name, u.Side, status, g.Turn, g.CurrentSide(), g.Phase))
		d.y += 6
		d.font(false, 11)
		wv, tv := crt.VPLost(g, u)
		d.text(d.x0, d.y, fmt.Sprintf("Now: %d of %d treads, movement %s; VP given up so far: %s (weapons %s, treads %s)",
			crt.UnitOf(u).Treads, crt.UnitOf(u).TreadsMax, g.Scale.Format(crt.Movement(u)), num(wv+tv), num(wv), num(tv)))
		d.y += 6
	}
	d.y += 1
}

// treadTrack draws the tread track: a block of boxes for each movement band
// of engine.TreadBands, highest first, with the movement it gives. Lost
// treads (marked) are filled, from the top of the track down.
func (d *Doc) treadTrack(g *engine.Game, u *engine.Unit, marked bool) {
	d.heading("Treads: tick a box per unit lost (big figure: movement, " + g.Scale.Unit() + ")")
	perRow := max(int((d.width()-bandLabelW)/treadPitch), 1)
	for _, b := range crt.TreadBands(crt.UnitOf(u).TreadsMax, int(u.Type.Move)) {
		n := b.From - b.To + 1
		rows := (n + perRow - 1) / perRow
		h := float64(rows)*(treadPitch+2.2) + 1
		d.room(h)
		top := d.y
		d.font(true, 20)
		d.text(d.x0, top+7.5, num(g.Scale.Distance(float64(b.Movement))))
		d.font(false, 7)
		d.text(d.x0+11, top+3.5, "treads")
		d.text(d.x0+11, top+7.2, fmt.Sprintf("%d–%d", b.From, b.To))
		for i := 0; i < n; i++ {
			tread := b.From - i
			r, c := i/perRow, i%perRow
			x := d.x0 + bandLabelW + float64(c)*treadPitch
			y := top + 2.2 + float64(r)*(treadPitch+2.2)
			if tread%5 == 0 || i == 0 {
				d.font(false, 5.5)
				d.textCenter(x+treadBox/2, y-0.5, strconv.Itoa(tread))
			}
			mark := boxEmpty
			if marked && tread > crt.UnitOf(u).Treads {
				mark = boxFilled
			}
			d.box(x, y, treadBox, mark)
		}
		d.y = top + h
		d.pdf.SetLineWidth(0.15)
		d.pdf.Line(d.x0, d.y-0.5, d.x1, d.y-0.5)
		d.pdf.SetLineWidth(0.3)
	}
	d.y += 2
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

// weaponLines draws a line per weapon type: its name, attack, range in the
// scale, defence and VP, and a box per weapon numbered as the command
// language names it; a missile rack's internal missiles follow it as a box
// each. Marked, destroyed weapons are filled, spent ones and fired rack
// missiles crossed, and a line with nothing left struck through.
func (d *Doc) weaponLines(g *engine.Game, u, fresh *engine.Unit, marked bool) {
	d.heading("Weapons: one box per weapon")
	cols := []float64{0, 52, 66, 84, 100, 116}
	d.font(true, 8)
	for i, h := range []string{"weapon", "attack", "range (" + g.Scale.Unit() + ")", "defence", "VP each", "boxes"} {
		d.text(d.x0+cols[i], d.y+3, h)
	}
	d.y += 5
	boxX := d.x0 + cols[5]
	perRow := max(int((d.x1-boxX+2)/(weaponBox+2)), 1)
	for _, gr := range groups(u) {
		wt := gr.typ
		var ammo []boxMark // a rack's internal missiles
		gone := 0
		var marks []boxMark
		for _, w := range gr.weapons {
			m := boxEmpty
			if marked {
				switch w.Status {
				case engine.StatusDestroyed:
					m = boxFilled
				case crt.StatusSpent:
					m = boxCrossed
				}
			}
			if m != boxEmpty {
				gone++
			}
			marks = append(marks, m)
			if wt.Kind == crt.WeaponRack {
				start := w.Ammo
				if fw := crt.UnitWeapon(fresh, w.ID); fw != nil {
					start = fw.Ammo
				}
				for k := 0; k < start; k++ {
					am := boxEmpty
					if marked && k >= w.Ammo {
						am = boxCrossed
					}
					ammo = append(ammo, am)
				}
			}
		}
		n := len(marks) + len(ammo)
		if len(ammo) > 0 {
			n++ // the gap between the racks and their missiles
		}
		rows := (n + perRow - 1) / perRow
		h := float64(rows)*(weaponBox+3.6) + 1.6
		d.room(h)
		top := d.y
		base := top + 6
		d.font(true, 12)
		name := wt.Name
		if len(gr.weapons) > 1 {
			name = fmt.Sprintf("%s ×%d", wt.Name, len(gr.weapons))
		}
		d.text(d.x0, base, d.fit(name, cols[1]-2))
		if marked && gone == len(gr.weapons) {
			d.strike(d.x0, base, cols[5]-4, 12)
		}
		d.font(false, 12)
		attack := num(wt.Attack)
		if wt.AP {
			attack += " AP"
		}
		rng := num(g.Scale.Distance(wt.Range))
		d.text(d.x0+cols[1], base, attack)
		d.text(d.x0+cols[2], base, rng)
		d.text(d.x0+cols[3], base, num(wt.Defense))
		d.text(d.x0+cols[4], base, num(crt.WeaponVP(g, gr.weapons[0])))
		d.font(false, 7)
		if wt.OneShot {
			d.text(d.x0, base+3.6, "one shot each")
		}
		if wt.Kind == crt.WeaponRack {
			d.text(d.x0, base+3.6, "fires one internal missile a turn")
		}
		slot := 0
		put := func(m boxMark, label string) {
			r, c := slot/perRow, slot%perRow
			x := boxX + float64(c)*(weaponBox+2)
			y := top + 1 + float64(r)*(weaponBox+3.6)
			d.box(x, y, weaponBox, m)
			if label != "" {
				d.font(false, 6)
				d.textCenter(x+weaponBox/2, y+weaponBox+2.6, label)
			}
			slot++
		}
		for i, m := range marks {
			put(m, strings.TrimPrefix(gr.weapons[i].ID, wt.ID))
		}
		if len(ammo) > 0 {
			slot++
			for i, m := range ammo {
				put(m, "m"+strconv.Itoa(i+1))
			}
		}
		d.y = top + h
		d.pdf.SetLineWidth(0.15)
		d.pdf.Line(d.x0, d.y-0.5, d.x1, d.y-0.5)
		d.pdf.SetLineWidth(0.3)
	}
	d.y += 2
}

// partsVP writes the size and what each part is worth in VP, as the engine
// counts it (g.WeaponVP, g.VPLost).
func (d *Doc) partsVP(g *engine.Game, u *engine.Unit) {
	// One tread lost, as VPLost counts it.
	_, perTread := crt.VPLost(g, &engine.Unit{Type: u.Type, Ext: &crt.UnitState{TreadsMax: 1}})
	all := 0.0
	for _, w := range crt.UnitOf(u).Weapons {
		all += crt.WeaponVP(g, w)
	}
	all += perTread * float64(crt.UnitOf(u).TreadsMax)
	d.room(8)
	d.font(false, 10)
	d.text(d.x0, d.y+4, fmt.Sprintf("Size %d. VP to the enemy: each weapon as its line says, %s a tread unit; every part: %s VP (%s rules).",
		u.Type.Size, num(perTread), num(all), g.Variant))
	d.y += 8
}

// crtColumns are the CRT's columns as the quick reference prints them.
var crtColumns = []engine.Column{engine.Column1to2, engine.Column1to1, engine.Column2to1, engine.Column3to1, engine.Column4to1, engine.ColumnAuto}

// columnName returns a column's heading.
func columnName(c engine.Column) string {
	if c == engine.ColumnAuto {
		return "5-1+"
	}
	return c.String()
}

// quickReference draws the CRT in its three readings (asking the engine for
// every cell) and the tread-attack and ramming rules.
func (d *Doc) quickReference(g *engine.Game) {
	d.heading("Quick reference")
	readings := []struct {
		r    engine.Reading
		name string
	}{{engine.Regular, "CRT, regular fire"}, {engine.Overrun, "overrun (an Ogre weapon's D stays D)"}, {engine.Spillover, "spillover"}}
	gap := 5.0
	tw := (d.width() - 2*gap) / 3
	cw := tw / float64(len(crtColumns)+1)
	rh := 4.6
	d.room(rh*8 + 2)
	top := d.y
	for i, rd := range readings {
		x := d.x0 + float64(i)*(tw+gap)
		d.font(true, 8)
		d.text(x, top+3, rd.name)
		y := top + 4.5
		d.pdf.SetFillColor(220, 220, 220)
		d.pdf.Rect(x, y, tw, rh, "F")
		d.font(true, 8)
		d.textCenter(x+cw/2, y+rh-1.2, "die")
		for c, col := range crtColumns {
			d.textCenter(x+cw*float64(c+1)+cw/2, y+rh-1.2, columnName(col))
		}
		for die := 1; die <= 6; die++ {
			yy := y + float64(die)*rh
			d.font(true, 8)
			d.textCenter(x+cw/2, yy+rh-1.2, strconv.Itoa(die))
			d.font(false, 8)
			for c, col := range crtColumns {
				res := crt.Attack{Column: &col, Reading: rd.r}.Resolve(die).Result
				d.textCenter(x+cw*float64(c+1)+cw/2, yy+rh-1.2, res.String())
			}
		}
		d.pdf.SetLineWidth(0.2)
		d.pdf.Rect(x, y, tw, 7*rh, "D")
		d.pdf.Line(x+cw, y, x+cw, y+7*rh)
		d.pdf.SetLineWidth(0.3)
	}
	d.y = top + 4.5 + 7*rh + 3
	d.para("Odds are rounded in the defender's favour; worse than 1-2 has no effect; 5-1 or better, or any attack on defence 0, is an automatic X. NE: no effect. D: disabled (no effect on an Ogre). X: destroyed. XX: destroyed, no hulk.", 8)
	d.y += 1
	d.room(5) // a page break resets the font: choose it after
	d.font(true, 9)
	d.text(d.x0, d.y+3.5, "Attacks on treads")
	d.y += 4.5
	d.para("Each attack on treads is made by one unit alone, always at 1-1, never combined. Only an X (die 5 or 6; XX counts the same) removes treads: as many as the attacker's strength (a heavy tank's hit removes 4). A D has no effect on an Ogre.", 8)
	d.y += 1
	d.room(5)
	d.font(true, 9)
	d.text(d.x0, d.y+3.5, "Ramming ("+string(g.Variant)+" rules)")
	d.y += 4.5
	ram := "At most two rams a turn, or one enemy Ogre. Immobile or disabled armour rammed: destroyed; other armour: disabled on 1-3, destroyed on 4-6. The Ogre loses 2 treads for a heavy tank or mobile howitzer, 1 for other armour; a superheavy instead takes a 1-1 attack and the Ogre loses 3. Ogre against Ogre: the rammer rolls dice by its size (5-6: 1 die, 7: 2, 8: 4, 9: 6) and the total comes off the target's treads; the rammer loses 5 treads against a larger Ogre, otherwise 3. Armour ramming an Ogre is destroyed; the Ogre loses 1 tread (2 for a heavy tank)."
	if g.Variant == engine.Classic {
		ram = "The classic rules (000 FAQ, RAMMING) differ from the published ones: see the FAQ. " + ram + " (published)"
	}
	d.para(ram, 8)
}
