package dsiipaper

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/sheets"
	"ogretable/tracker/present"
)

// The DSII sheet's boxes and columns, in millimetres.
const (
	dsiiBox      = 4.6  // a module's or a BMF's tick box
	dsiiUnitW    = 58.0 // the activation unit's name and figures
	dsiiCellW    = 20.0 // one module of an activation unit
	dsiiRowH     = 7.3  // one activation unit's row
	dsiiNoteSize = 5.8  // the readings' size, in points
)

// dsiiSheetReadings are the readings of 002 the sheet's figures rest on
// (its ladder, its repairs, its BMF boxes, its loads and its threat),
// printed in full as its notes; the others are named.
var dsiiSheetReadings = []dsii.Reading{
	dsii.ReadingEMQualityLevel, dsii.ReadingEMFloor, dsii.ReadingEMBOOMRepair,
	dsii.ReadingTreadOneBMF, dsii.ReadingRackLoads, dsii.ReadingMarksWithoutThreat,
}

// DSIIOgreSheet draws the record sheet of OGRE for DSII Ogre u of game g
// on a page of its own (002 OGRE for DSII): its electronics module with
// the die ladder and the repair rolls, its tread modules with a box per
// BMF, each activation unit with a box per module (and a missile's loads),
// the damage table, its threat and ram chits, and the readings the sheet
// relies on. A figure the design does not give is a blank to write in.
// With from set, u is in that game and its condition is marked (BMF lost
// and modules destroyed filled, loads spent crossed, each module's
// markers written, the EM's die now ringed); a blank sheet has from nil.
// It errors when u is no DSII Ogre or its design is unknown to g.
func (d doc) DSIIOgreSheet(g *engine.Game, u *engine.Unit, from *sheets.GameRef) error {
	st, ds := dsii.UnitOf(u), dsii.DesignOf(g, u)
	if st == nil || ds == nil {
		return fmt.Errorf("sheets: %s is no OGRE for DSII Ogre of a design the game knows", u.Label)
	}
	foot := "ogretable · " + ds.Name + " record sheet · OGRE for DSII · inches"
	if from != nil {
		foot = fmt.Sprintf("ogretable · game %d %s · %s (%s)", from.ID, from.Name, u.Label, ds.Name)
	}
	d.Page(foot)
	d.dsiiTitle(g, u, ds, from)
	d.dsiiEM(g, u, ds)
	d.dsiiTreads(u, ds)
	d.dsiiUnits(g, u, ds)
	d.dsiiDamageTable()
	d.dsiiRams(ds)
	d.dsiiNotes()
	return nil
}

// dsiiTitle writes the design's name, its mark and threat, and for a
// game's sheet what it is in the game and its condition now.
func (d doc) dsiiTitle(g *engine.Game, u *engine.Unit, ds *dsii.Design, from *sheets.GameRef) {
	d.Font(true, 22)
	name := ds.Name
	if from != nil {
		name = u.Label + " · " + ds.Name
	}
	d.Text(d.X0, d.Y+8, name)
	d.Font(true, 12)
	d.TextRight(d.X1, d.Y+8, "Threat "+dsiiThreat(ds.Mark))
	d.Y += 12
	d.Font(false, 10)
	mark := ds.Mark
	if mark == "" {
		mark = "mark not given"
	}
	d.Text(d.X0, d.Y, "OGRE for DSII record sheet · "+mark+" · distances in inches · 002 OGRE for DSII")
	d.Y += 5.5
	if from != nil {
		st := dsii.UnitOf(u)
		status := "in action"
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		d.Font(true, 10)
		d.Text(d.X0, d.Y, fmt.Sprintf("Game %d “%s” · %s side · %s · printed at turn %d, %s",
			from.ID, from.Name, u.Side, status, g.Turn, engine.PhaseOf(g, g.CurrentSide(), g.Phase)))
		d.Y += 5.5
		d.Font(false, 10)
		now, bought := st.BMF()
		d.Text(d.X0, d.Y, fmt.Sprintf("Now: EM %s · BMF %d of %d · impact markers placed %d · %s destroyed",
			dsiiDie(dsii.EMDie(g, u)), now, bought, st.ImpactMarkers, engine.Counted(dsiiDestroyed(st), "module", "modules")))
		d.Y += 5.5
	}
	d.Y += 1
}

// dsiiThreat returns the Threat Level of a mark as the sheet writes it
// ("+3"), or a blank when 002 gives the mark none (ReadingMarksWithoutThreat).
func dsiiThreat(mark string) string {
	t, err := dsii.Threat(mark)
	if mark == "" || err != nil {
		return "____"
	}
	return "+" + strconv.Itoa(t)
}

// dsiiDie returns a die as the sheet writes it ("D10"), a blank for none.
func dsiiDie(t dsii.DieType) string {
	if t == 0 {
		return "____"
	}
	return strings.ToUpper(t.String())
}

// dsiiDestroyed returns how many of the Ogre's modules are destroyed.
func dsiiDestroyed(st *dsii.UnitState) int {
	n := 0
	for _, m := range st.Modules {
		if m.Status == engine.StatusDestroyed {
			n++
		}
	}
	return n
}

// dsiiFigure returns a figure of the design, or a blank to write it in
// when the design does not give it (0).
func dsiiFigure(n int) string {
	if n <= 0 {
		return "____"
	}
	return strconv.Itoa(n)
}

// dsiiSub writes a sub-heading in bold at size 10 and moves down.
func (d doc) dsiiSub(s string) {
	d.Y += 1
	d.FitFont(s, true, 10, d.Width())
	d.Text(d.X0, d.Y+3.5, s)
	d.PDF.SetLineWidth(0.4)
	d.PDF.Line(d.X0, d.Y+4.8, d.X1, d.Y+4.8)
	d.PDF.SetLineWidth(0.3)
	d.Y += 6
}

// dsiiMarkers returns a module's markers as the sheet writes them: "DMG
// SD", "" when it carries none.
func dsiiMarkers(m dsii.Module) string {
	var w []string
	for _, mk := range m.Markers {
		w = append(w, strings.ToUpper(string(mk)))
	}
	return strings.Join(w, " ")
}

// dsiiEM draws the electronics module: its size, armour and quality, the
// die ladder with the die now ringed, its markers, and the rolls on its
// die (repairs, TAS, aborts, the Final Option) with their chances now.
func (d doc) dsiiEM(g *engine.Game, u *engine.Unit, ds *dsii.Design) {
	st := dsii.UnitOf(u)
	now := dsii.EMDie(g, u)
	d.dsiiSub("Electronics module (one activation unit: TAS, repairs or the Final Option)")
	d.Font(false, 9)
	quality := ds.Electronics.Quality
	if quality == "" {
		quality = "____"
	}
	em := st.EM()
	markers := ""
	if em != nil {
		markers = dsiiMarkers(*em)
	}
	// "Effective Target Signature is 1 (D12)" (002 OGRE for DSII, OGRE Modules).
	head := fmt.Sprintf("Size %d · armour %s · quality %s · signature %s · markers: ", dsii.EMSize, dsiiFigure(ds.Electronics.Armor), quality, dsii.Signature(dsii.KindElectronics))
	d.Text(d.X0, d.Y+3, head+markers)
	if markers == "" {
		d.PDF.Line(d.X0+d.Face.Width(head), d.Y+3.4, d.X0+150, d.Y+3.4)
	}
	d.Y += 5
	// The ladder: "Superior D10, Enhanced D8, Basic D6" (OGRE Modules), D4
	// in a BOOM's turn only (BOOM).
	ladder := []struct {
		name string
		die  dsii.DieType
	}{
		{"Superior", dsii.Superior.Die()}, {"Enhanced", dsii.Enhanced.Die()}, {"Basic", dsii.Basic.Die()},
		{"BOOM's turn", dsii.EMBOOMDie},
	}
	x := d.X0
	d.Font(false, 8)
	d.Text(x, d.Y+4, "Die now:")
	x += 14
	for _, l := range ladder {
		label := l.name + " " + dsiiDie(l.die)
		d.Font(l.die == now, 9)
		w := d.Face.Width(label) + 4
		if l.die == now {
			d.PDF.SetLineWidth(0.6)
			d.PDF.Ellipse(x+w/2, d.Y+2.9, w/2+0.5, 3, 0, "D")
			d.PDF.SetLineWidth(0.3)
		}
		d.Text(x+2, d.Y+4, label)
		x += w + 4
		if l.die != dsii.EMBOOMDie {
			d.Font(false, 9)
			d.Text(x-3.2, d.Y+4, "›")
		}
	}
	d.Y += 7
	d.Font(false, 7.5)
	lines := []string{
		fmt.Sprintf("Repairs (an activation, one roll on the die now): %d+ clears a DMG on any module or a KO on the EM; %d+ a Systems Down. "+
			"KO, M and BOOM on treads and weapons are for good. TAS (%d points): %d+ per impact marker, %d\" all round; each abort %d+.",
			dsii.RepairDMG, dsii.RepairSD, dsii.TASCost, dsii.TASNeeded, dsii.TASRange, dsii.AbortNeeded),
		fmt.Sprintf("The Final Option: announced on an activation, the next rolls %d+ for an %d\" nuke, else it destroys only itself. The EM never falls below %s but in a BOOM's turn.",
			dsii.SelfDestructNeeded, dsii.SelfDestructRadius, dsiiDie(dsii.EMFloor)),
	}
	if n, _ := dsii.RepairRoll(ds, dsii.ClassEM, dsii.MarkerBOOM); n > 0 {
		lines[0] = strings.Replace(lines[0], "a Systems Down. ", fmt.Sprintf("a Systems Down; %d+ the EM's own BOOM (the referee's roll, the design's house data: 002 gives none). ", n), 1)
	} else {
		lines[0] = strings.Replace(lines[0], "a Systems Down. ", "a Systems Down; the EM's own BOOM on the referee's roll (002 gives none): ____+. ", 1)
	}
	if now != 0 {
		_, dmg, _ := dsii.RepairChance(dsii.ClassEM, dsii.MarkerDMG, now)
		_, sd, _ := dsii.RepairChance(dsii.ClassEM, dsii.MarkerSD, now)
		lines = append(lines, fmt.Sprintf("On %s: %d+ is %s, %d+ is %s.", dsiiDie(now), dsii.RepairDMG, dmg, dsii.RepairSD, sd))
	}
	for _, l := range lines {
		for _, s := range d.Face.Split(l, d.Width()) {
			d.Text(d.X0, d.Y+2.8, s)
			d.Y += 3.3
		}
	}
}

// dsiiTreads draws the tread modules, each an activation unit moving its
// BMF: a box per BMF bought, those lost filled, and its markers.
func (d doc) dsiiTreads(u *engine.Unit, ds *dsii.Design) {
	st := dsii.UnitOf(u)
	now, bought := st.BMF()
	d.dsiiSub(fmt.Sprintf("Tread modules: %d %s, size %s, armour %s, signature %s · BMF %d of %d · a module moves its BMF and fires nothing",
		ds.Treads.Count, ds.Treads.Speed, dsiiFigure(ds.Treads.Size), dsiiFigure(ds.Treads.Armor), dsii.Signature(dsii.KindTread), now, bought))
	x := d.X0
	w := d.Width() / 2
	col := 0
	for _, m := range st.Modules {
		if m.Kind != dsii.KindTread {
			continue
		}
		d.Font(true, 9)
		d.Text(x, d.Y+3.6, m.ID)
		bx := x + 14
		for i := range m.BMFMax {
			mark := sheets.BoxEmpty
			if i >= m.BMF {
				mark = sheets.BoxFilled
			}
			d.Box(bx, d.Y, dsiiBox, mark)
			bx += dsiiBox + 1.2
		}
		d.Font(false, 8)
		d.Text(bx+1, d.Y+3.6, dsiiMarkers(m))
		col++
		if col%2 == 0 {
			x = d.X0
			d.Y += dsiiBox + 1.5
		} else {
			x += w
		}
	}
	if col%2 == 1 {
		d.Y += dsiiBox + 1.5
	}
}

// dsiiUnits draws each weapons battery, an activation unit: its name,
// weapon, size and armour (blanks where the design gives none), and a box
// per module with its id and markers, a missile's loads beside it.
func (d doc) dsiiUnits(g *engine.Game, u *engine.Unit, ds *dsii.Design) {
	st := dsii.UnitOf(u)
	d.dsiiSub("Weapons: signature " + dsii.Signature(dsii.KindMain) + " · one activation unit a line, once a turn, firing on the EM's die · box filled: destroyed")
	for _, key := range dsii.ActivationUnits(u) {
		var mods []dsii.Module
		for _, m := range st.Modules {
			if dsii.ActivationUnit(m) == key && m.Battery > 0 {
				mods = append(mods, m)
			}
		}
		if len(mods) == 0 {
			continue
		}
		b := ds.Batteries[mods[0].Battery-1]
		perRow := int((d.Width() - dsiiUnitW) / dsiiCellW)
		rows := (len(mods) + perRow - 1) / perRow
		h := dsiiRowH * float64(rows)
		top := d.Y
		d.Font(true, 9)
		name := dsii.ActivationName(ds, key)
		if dsii.Activated(g, u.Label, key) {
			name += " (activated)"
		}
		d.Text(d.X0, top+3.6, name)
		weapon := b.Weapon
		if weapon == "" {
			weapon = "____"
		}
		d.Font(false, 7.5)
		d.Text(d.X0, top+6.4, fmt.Sprintf("weapon %s · size %s · armour %s", weapon, dsiiFigure(b.Size), dsiiFigure(b.Armor)))
		for i, m := range mods {
			cx := d.X0 + dsiiUnitW + float64(i%perRow)*dsiiCellW
			cy := top + float64(i/perRow)*dsiiRowH
			mark := sheets.BoxEmpty
			if m.Status == engine.StatusDestroyed {
				mark = sheets.BoxFilled
			}
			d.Box(cx, cy+0.5, dsiiBox, mark)
			d.Font(false, 7)
			d.Text(cx+dsiiBox+1, cy+3.9, m.ID)
			mx := cx + dsiiBox + 1
			if m.Kind.Loaded() {
				lx := cx + dsiiBox + 1
				for l := range b.LoadsEach() {
					lm := sheets.BoxEmpty
					if l >= m.Loads {
						lm = sheets.BoxCrossed
					}
					d.Box(lx, cy+4.8, 2.2, lm)
					lx += 3
				}
				mx = lx + 0.5
			}
			if mk := dsiiMarkers(m); mk != "" {
				d.Font(true, 6.5)
				d.Text(mx, cy+6.6, mk)
			}
		}
		d.Y = top + h
		d.PDF.SetLineWidth(0.1)
		d.PDF.Line(d.X0, d.Y-0.2, d.X1, d.Y-0.2)
		d.PDF.SetLineWidth(0.3)
	}
}

// dsiiDamageTable draws the damage table of 002, a row per result, a
// column per class of module, from dsii.DamageTable, with the rule of
// valid points above it.
func (d doc) dsiiDamageTable() {
	d.dsiiSub("Damage: valid chit points equal to the armour DMG, more KO · one attack takes at most 1 BMF from a tread module")
	names := map[dsii.Marker]string{dsii.MarkerKO: "KO", dsii.MarkerDMG: "DMG", dsii.MarkerSD: "Systems Down", dsii.MarkerMobility: "Mobility", dsii.MarkerBOOM: "BOOM"}
	classes := []dsii.Class{dsii.ClassTread, dsii.ClassWeapon, dsii.ClassEM}
	header := []string{"", "Tread module", "Weapons module", "Electronics module"}
	rest := (d.Width() - 18) / 3
	widths := []float64{18, rest, rest, rest}
	rows := [][]string{header}
	for _, mk := range dsii.Markers {
		r := []string{names[mk]}
		for _, c := range classes {
			r = append(r, dsii.DamageTable[c][mk].Text)
		}
		rows = append(rows, r)
	}
	const size = 7
	lh := size * 0.3528 * 1.2
	for i, r := range rows {
		d.Font(i == 0, size)
		n := 1
		for j, c := range r {
			n = max(n, len(d.Face.Split(c, widths[j]-1.5)))
		}
		x := d.X0
		for j, c := range r {
			d.Font(i == 0 || j == 0, size)
			for k, line := range d.Face.Split(c, widths[j]-1.5) {
				d.Text(x, d.Y+lh*(float64(k)+0.85), line)
			}
			x += widths[j]
		}
		d.Y += float64(n)*lh + 0.6
		d.PDF.SetLineWidth(0.1)
		d.PDF.Line(d.X0, d.Y-0.3, d.X1, d.Y-0.3)
		d.PDF.SetLineWidth(0.3)
	}
}

// dsiiRams writes the chits this Ogre's rams pull (dsii.Ram.Resolve, from
// its tread modules' size and its mark), a blank where the design lacks
// the size or 002 the mark's threat.
func (d doc) dsiiRams(ds *dsii.Design) {
	d.dsiiSub("Ramming (002, OGREs and Ramming): chits pulled and valid")
	size := ds.Treads.Size
	say := func(r dsii.Ram, what string) string {
		if size <= 0 {
			return what + ": ____ chits (the tread modules' size is not given)"
		}
		res, err := r.Resolve()
		if err != nil {
			var why interface{ Sentence() string }
			if errors.As(err, &why) {
				return what + ": ____ chits (" + why.Sentence() + ")"
			}
			return what + ": ____ chits"
		}
		return fmt.Sprintf("%s: %d chits, %s", what, res.Chits, res.Valid)
	}
	lines := []string{
		say(dsii.Ram{Rammer: dsii.RamOgre, Target: dsii.RamVehicle, Size: size, TargetSize: 1}, "It rams a vehicle") +
			"; the vehicle pulls its size back, green only; it moves on only past a vehicle destroyed.",
		say(dsii.Ram{Rammer: dsii.RamOgre, Target: dsii.RamInfantry, Size: size, Infantry: "line"}, "It runs over infantry") +
			fmt.Sprintf("; dead at %d/%d/%d points (militia/line/powered); nothing back.", dsii.InfantryKillPoints["militia"], dsii.InfantryKillPoints["line"], dsii.InfantryKillPoints["powered"]),
		say(dsii.Ram{Rammer: dsii.RamOgre, Target: dsii.RamOgre, Size: size, Mark: ds.Mark, TargetSize: 1, TargetMark: ds.Mark}, "It rams an Ogre (tread size + threat)") +
			"; each M and BOOM takes 1 BMF more; it stops.",
		fmt.Sprintf("A vehicle rams it after a Confidence Test at threat %s: the vehicle's size, red and yellow (softskin: yellow); it pulls %s back, red and yellow (softskin: all) and specials.",
			dsiiThreat(ds.Mark), dsiiFigure(size)),
	}
	d.Font(false, 7)
	for _, l := range lines {
		for _, s := range d.Face.Split(l, d.Width()) {
			d.Text(d.X0, d.Y+2.7, s)
			d.Y += 3.1
		}
	}
}

// dsiiNotes writes the readings of 002 the sheet's figures rest on, in
// two columns, and names the program's other readings (dsii.Readings).
func (d doc) dsiiNotes() {
	d.dsiiSub("Readings the program takes where 002 is silent or ambiguous")
	lh := dsiiNoteSize * 0.3528 * 1.25
	colW := (d.Width() - 4) / 2
	d.Font(false, dsiiNoteSize)
	var lines [][]string
	total := 0
	for _, r := range dsiiSheetReadings {
		l := d.Face.Split(r.String(), colW)
		lines = append(lines, l)
		total += len(l)
	}
	top, y, x := d.Y, d.Y, d.X0
	done, bottom := 0, d.Y
	for _, l := range lines {
		if done > 0 && done >= (total+1)/2 && x == d.X0 {
			x, y = d.X0+colW+4, top
		}
		for _, s := range l {
			d.Text(x, y+lh*0.8, s)
			y += lh
		}
		y += 0.6
		done += len(l)
		bottom = max(bottom, y)
	}
	d.Y = bottom
	var others []string
	for _, r := range dsii.Readings() {
		if !slices.Contains(dsiiSheetReadings, r) {
			others = append(others, r.Topic)
		}
	}
	for _, s := range d.Face.Split("Its other readings of 002: "+strings.Join(others, "; ")+".", d.Width()) {
		d.Text(d.X0, d.Y+lh*0.8, s)
		d.Y += lh
	}
}
