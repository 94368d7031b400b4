package ffotpaper

import (
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/sheets"
	"ogretable/tracker/present"
	"ogretable/tracker/present/ffotview"
)

// FFOTigers' paper: a roster whose columns are each stand's quality,
// marker, bog count and unit, followed by its units with their quality
// lines, each type of stand's figures and their source, the barrages, the
// seed's tables and the readings the program takes (ffot.Notes); and its
// share of the battle report (ffotreport.go): its luck and its charts over
// the turns. It prints no unit sheet.
func init() {
	// A stand removed by a failed quality check is a loss (004
	// FFOTigers: "Stands that fail their quality check are removed from
	// the board and count for 1/2 loss").
	// 004 FFOTigers names no victory points: its paper shows none.
	sheets.RegisterPaper(ffot.SystemName, sheets.SystemPaper{Roster: ffotRoster{}, NewReport: newFFOTReport, RemovedIsLoss: true, NoVP: ffotNoVP, NoDisabled: true,
		UnitWords: [2]string{"stand", "stands"}})
}

// ffotNoVP says why the paper of a game of FFOTigers shows no VP.
const ffotNoVP = "004 FFOTigers scores no victory points"

// ffotRoster fills the roster of a game of FFOTigers.
type ffotRoster struct{}

// Titles returns quality, marker, bog and unit.
func (ffotRoster) Titles(*engine.Game) []string {
	return []string{"quality", "marker", "bogged", "unit"}
}

// Cells returns the stand's quality, marker, times bogged and unit, in
// words (the screen's glyphs are not in the paper's font).
func (ffotRoster) Cells(_ *engine.Game, u *engine.Unit) []string {
	s := ffot.StandOf(u)
	if s == nil {
		return []string{"–", "–", "–", "–"}
	}
	q, unit, marker, bog := "–", "–", "–", "–"
	if s.Quality.Valid() {
		q = s.Quality.String()
	}
	if s.Unit != "" {
		unit = s.Unit
	}
	if m := ffot.MarkerOf(u); m != ffot.Unmarked {
		marker = m.String()
	}
	if s.Bogged > 0 {
		bog = strconv.Itoa(s.Bogged)
	}
	return []string{q, marker, bog, unit}
}

// Worth returns 0: 004 FFOTigers scores no VP, and its paper shows none
// (ffotNoVP).
func (ffotRoster) Worth(*engine.Game, *engine.Unit) float64 { return 0 }

// Scored returns 0: 004 FFOTigers scores no VP (ffotNoVP).
func (ffotRoster) Scored(*engine.Game, *engine.Unit, int) float64 { return 0 }

// Condition writes the stand's terrain and movement, as the screen's
// notes give them.
func (ffotRoster) Condition(d *sheets.Doc, g *engine.Game, u *engine.Unit, c sheets.RosterCell, _ int) {
	if ffot.StandOf(u) == nil {
		return
	}
	_, notes := present.ViewOf(g).UnitCells(g, u)
	if u.Status == engine.StatusRemoved {
		// 004 FFOTigers: "Stands that fail their quality check are
		// removed from the board and count for 1/2 loss".
		notes = append([]string{"removed: 1/2 loss"}, notes...)
	}
	d.FitText(c.X, c.Top, c.H, c.W, c.Base, strings.Join(notes, ", "), false, 8)
}

// Note says what the columns mean.
func (ffotRoster) Note() string {
	return "Quality, marker (suppressed or pinned), the times a vehicle has bogged in the swamp it is in, and its unit; condition: its terrain, hull down, how much of its movement it used, and the weapons it fired this phase. " +
		"No VP: " + ffotNoVP + ". The units, the stands' figures and the tables of 004 follow."
}

// More draws the units, the figures, the barrages, the seed's tables and
// the readings.
func (ffotRoster) More(d *sheets.Doc, g *engine.Game) {
	doc{d}.ffotUnits(g)
	doc{d}.ffotFigures(g)
	doc{d}.ffotBarrages(g)
	doc{d}.ffotTables(g)
	d.Heading("Readings of 004 FFOTigers", 12)
	for _, n := range ffot.Notes() {
		d.Para("• "+n, 7.5)
		d.Y += 0.8
	}
}

// ffotCaption writes a table's caption, on the page that has keep
// millimetres for the table under it.
func (d doc) ffotCaption(s string, keep float64) {
	d.Room(keep)
	d.Font(true, 9) // after room: a new page chooses the footer's font
	d.Text(d.X0, d.Y+3.5, s)
	d.Y += 5
}

// ffotTable draws a table of a header row and rows, its columns of the
// given widths in millimetres, at size points, and moves down. A cell too
// long for its column is wrapped onto more lines, its row made taller,
// never cut nor shrunk past reading (a unit of ten stands lists them all).
func (d doc) ffotTable(header []string, rows [][]string, widths []float64, size float64) {
	lh := size * 0.3528 * 1.25
	pad := size * 0.3528 * 0.45
	row := func(cells []string, bold bool) {
		d.Font(bold, size)
		lines := make([][]string, len(cells))
		n := 1
		for i, c := range cells {
			if i < len(widths) {
				lines[i] = d.Face.Split(c, widths[i]-1.5)
				n = max(n, len(lines[i]))
			}
		}
		rh := float64(n)*lh + pad
		d.Room(rh)
		d.Font(bold, size) // after room: a new page chooses the footer's font
		x := d.X0
		for i := range cells {
			if i < len(widths) {
				for j, l := range lines[i] {
					d.Text(x, d.Y+float64(j+1)*lh-0.2, l)
				}
				x += widths[i]
			}
		}
		d.Y += rh
		d.PDF.SetLineWidth(0.1)
		d.PDF.Line(d.X0, d.Y, x, d.Y)
		d.PDF.SetLineWidth(0.3)
	}
	row(header, true)
	for _, r := range rows {
		row(r, false)
	}
	d.Y += 2
}

// ffotUnits draws each unit: side, quality and its quality line, HQ,
// stands, losses and whether it routed, and each side's command.
func (d doc) ffotUnits(g *engine.Game) {
	st := ffot.GameOf(g)
	if st == nil {
		return
	}
	d.Heading("Units", 14)
	if len(st.Units) == 0 {
		d.Para("No unit is formed yet: a stand in no unit cannot act (\"unit NAME LABEL,... quality Q [hq]\").", 8)
	} else {
		var rows [][]string
		for _, f := range st.Units {
			q := f.Quality
			hq := ""
			if f.HQ {
				hq = "HQ"
			}
			state := "in play"
			switch {
			case !f.InPlay(g):
				state = "lost" // no stand of it in play
			case f.Routed:
				state = "routed"
			}
			rows = append(rows, []string{f.Name, f.Side, q.String(), hq,
				fmt.Sprintf("save %d+, fire %+d, ROF %+d, command %d+, cohesion %s\"", q.SavingThrow(), q.FiringModifier(), q.ROFModifier(), q.CommandNeeded(), sheets.Num(q.Cohesion())),
				strings.Join(f.Stands, ", "), sheets.Num(float64(f.LossesOf(g)) / 2), state})
		}
		d.ffotTable([]string{"unit", "side", "quality", "HQ", "quality line", "stands", "losses", "state"}, rows, []float64{16, 15, 15, 9, 72, 30, 13, 13}, 8)
	}
	for _, l := range ffotview.CommandLines(g) {
		d.Para(l, 8)
	}
	d.Y += 2
}

// ffotFigures draws the figures of each type of stand in the game, with
// their source: 004 gives none for Ogre units, so each is the referee's.
func (d doc) ffotFigures(g *engine.Game) {
	seen := map[string]bool{}
	var stands []*ffot.Stand
	names := map[*ffot.Stand]string{}
	for _, u := range g.Units {
		if f := ffot.FiguresOf(g, u.TypeID); f != nil && !seen[u.TypeID] {
			seen[u.TypeID] = true
			stands = append(stands, f)
			names[f] = u.Type.Name
		}
	}
	if len(stands) == 0 {
		return
	}
	d.Heading("Stands' figures", 16)
	for _, f := range stands {
		kind := f.Class
		if f.Recon {
			kind += " recon"
		}
		armour := fmt.Sprintf("armour %d", f.Armor)
		if f.ArmorSide != f.Armor {
			armour += fmt.Sprintf(", side %d", f.ArmorSide)
		}
		if f.Soft {
			armour += ", soft"
		}
		d.Room(22) // the figures' line with their table's header and first weapon
		d.RunIn(fmt.Sprintf("%s (%s): ", names[f], f.Unit), fmt.Sprintf("%s, %s, move %s\", %s. Source: %s.", kind, f.Mode, f.Move, armour, f.Source), 8.5)
		var rows [][]string
		for _, w := range f.Weapons {
			rng := "–"
			if len(w.Ranges) == 3 {
				rng = ffot.Ranges(w.Ranges).String()
			}
			ammo := "–"
			if w.Calibre > 0 {
				ammo = sheets.Num(ffot.AmmoCargo(w.Calibre))
			}
			rows = append(rows, []string{w.Name, strconv.Itoa(w.ROF), rng, blankZero(w.Pen), blankZero(w.Burst), blankZero(w.INF), blankZero(w.Crew),
				indirectText(w), blankZero(w.Calibre), ammo})
		}
		d.ffotTable([]string{"weapon", "ROF", "ranges", "pen", "burst", "INF", "crew INF", "indirect", "calibre (mm)", "ammo cargo"}, rows, []float64{30, 10, 20, 11, 11, 11, 15, 30, 20, 18}, 8)
	}
}

// blankZero writes n, or "–" for 0.
func blankZero(n int) string {
	if n == 0 {
		return "–"
	}
	return strconv.Itoa(n)
}

// indirectText says how a weapon fires indirectly: its IFR, a rocket.
func indirectText(w ffot.StandWeapon) string {
	if !w.Indirect {
		return "–"
	}
	t := "IFR " + sheets.Num(w.IndirectRange()) + "\""
	if w.Rocket {
		t += ", rocket"
	}
	return t
}

// ffotBarrages draws the barrages not yet burst, and the damaged features.
func (d doc) ffotBarrages(g *engine.Game) {
	st := ffot.GameOf(g)
	lines := ffotview.BarrageLines(g)
	if st == nil || (len(lines) == 0 && len(st.Features) == 0) {
		return
	}
	d.Heading("Barrages and terrain features", 10)
	for _, l := range lines {
		d.Para(l, 8)
	}
	for _, f := range st.Features {
		t := fmt.Sprintf("The %s %s: %s of %d hit points lost", f.Kind, f.Name, sheets.Num(f.Damage), f.Kind.HitPoints())
		if f.Burning {
			t += ", burning"
		}
		d.Para(t+".", 8)
	}
	d.Y += 2
}

// ffotTables draws the seed's tables, each figure read from the engine:
// the quality table, the terrain saves, the burst radius by calibre, the
// Artillery Hit Chart and the features' hit points.
func (d doc) ffotTables(g *engine.Game) {
	d.Heading("The tables of 004 FFOTigers", 40)
	var rows [][]string
	for _, q := range ffot.Qualities {
		rows = append(rows, []string{q.String(), strconv.Itoa(q.SavingThrow()) + "+", fmt.Sprintf("%+d", q.FiringModifier()),
			fmt.Sprintf("%+d", q.ROFModifier()), strconv.Itoa(q.CommandNeeded()) + "+", sheets.Num(q.Cohesion()) + "\"", fmt.Sprintf("+%d", q.Level())})
	}
	d.ffotCaption("Quality table", 30)
	d.ffotTable([]string{"quality", "saving throw", "firing", "ROF", "army command", "cohesion", "as spotter"}, rows, []float64{22, 22, 16, 14, 24, 18, 20}, 8)

	rows = nil
	for _, t := range ffot.Terrains {
		if n := ffot.SaveNeeded(t, false); n > 0 {
			rows = append(rows, []string{string(t), strconv.Itoa(n) + "+"})
		}
	}
	rows = append(rows, []string{"hull down", strconv.Itoa(ffot.HullDownSave) + "+"})
	d.ffotCaption("Saves", 30)
	d.ffotTable([]string{"terrain", "saves on"}, rows, []float64{30, 18}, 8)

	d.ffotMovement()
	d.ffotSpotting()

	rows = nil
	for _, c := range []struct {
		name string
		mm   int
	}{{"75 mm or less", 75}, {"76-100 mm", 100}, {"101-149 mm", 149}, {"150-200 mm", 200}, {"201 mm +", 201}} {
		rows = append(rows, []string{c.name, sheets.Num(ffot.BurstPerStand(c.mm)) + "\""})
	}
	d.ffotCaption("Burst radius per stand firing (combined fires average it, times the stands)", 30)
	d.ffotTable([]string{"calibre", "radius"}, rows, []float64{30, 18}, 8)

	cols := []struct {
		name string
		t    ffot.ArtilleryTarget
	}{{"Stone Bld or woods", ffot.TargetStoneBuilding}, {"Wood Building walls", ffot.TargetWoodBuilding}, {"AFV or bunkers", ffot.TargetAFV},
		{"Personnel in cover or trenches", ffot.TargetPersonnelCover}, {"Personnel in open", ffot.TargetPersonnelOpen}}
	header := []string{"Burst Factors / 2"}
	for _, c := range cols {
		header = append(header, c.name)
	}
	rows = nil
	for i := range 5 {
		factor := float64(2 * (2*i + 1)) // halved: 1, 3, 5, 7, 9, the first of each row
		var row []string
		for j, c := range cols {
			name, needed, err := ffot.ArtilleryHit(factor, c.t)
			if err != nil {
				continue
			}
			if j == 0 {
				row = append(row, name)
			}
			row = append(row, strconv.Itoa(needed)+"+")
		}
		rows = append(rows, row)
	}
	d.ffotCaption("Artillery Hit Chart", 35)
	d.ffotTable(header, rows, []float64{26, 30, 30, 28, 44, 28}, 8)

	var dirs []string
	for i, dir := range ffot.ScatterDirections {
		dirs = append(dirs, fmt.Sprintf("%d %s", i+1, dir))
	}
	d.Para(fmt.Sprintf("Accuracy: %s (this game's dice, chosen at new --accuracy; 004 names none) + the spotter's level (green +1 to elite +4) + the artillery's firing modifier + 1 an adjustment, %d if the spotter was attacked, %d if destroyed; %d+ lands on target; out of command, a barrage lands only on %d+. A miss scatters by a die: %s; 1d6\" (2d6\" when the spotter was attacked or destroyed).",
		ffot.AccuracyIn(g).Dice(), ffot.Accuracy{Observer: ffot.ObserverAttacked}.Modifier(), ffot.Accuracy{Observer: ffot.ObserverDestroyed}.Modifier(), ffot.AccuracyHits, ffot.OutOfCommandBarrage, strings.Join(dirs, ", ")), 8)
	d.Y += 2

	rows = nil
	for _, f := range []ffot.Feature{ffot.Trees, ffot.Bunker, ffot.StoneBuilding, ffot.TrenchFeature, ffot.WoodBuilding, ffot.StoneWall, ffot.WoodWall} {
		rows = append(rows, []string{string(f), strconv.Itoa(f.HitPoints())})
	}
	d.ffotCaption("Terrain features' hit points (full burst unsaved, half saved; unsaved over half: fire)", 35)
	d.ffotTable([]string{"feature", "hit points"}, rows, []float64{30, 18}, 8)

	d.ffotCargo()
}

// ffotMovement draws what each terrain costs a stand of each mode, read
// from the engine (ffot.Cost), the bog rolls (ffot.BogsOn) and how far a
// marked stand may move (ffot.MarkerMove).
func (d doc) ffotMovement() {
	modes := []ffot.Mode{ffot.Tracked, ffot.Wheeled, ffot.Foot}
	var rows [][]string
	for _, t := range ffot.Terrains {
		row := []string{string(t)}
		for _, m := range modes {
			c, ok := ffot.Cost(m, t)
			switch {
			case !ok:
				row = append(row, "may not")
			case c == 1:
				row = append(row, "–")
			default:
				row = append(row, fmt.Sprintf("x%d", c))
			}
		}
		rows = append(rows, row)
	}
	d.ffotCaption("Movement: inches of movement an inch of terrain costs", 40)
	d.ffotTable([]string{"terrain", string(ffot.Tracked), string(ffot.Wheeled), string(ffot.Foot)}, rows, []float64{30, 20, 20, 20}, 8)
	quarter := func(f float64) string {
		switch f {
		case 0:
			return "none"
		case 1:
			return "all"
		}
		return "1/" + strconv.Itoa(int(1/f+0.5))
	}
	d.Para(fmt.Sprintf("Bog in a swamp: a tracked stand bogs on %d, a wheeled one on %d or less, one face more for each time it bogged before; a bogged stand does not move. Pinned: %s of its movement toward the enemy, %s away; suppressed: %s toward, %s away.",
		ffot.BogsOn(ffot.Tracked, 0), ffot.BogsOn(ffot.Wheeled, 0),
		quarter(ffot.MarkerMove(ffot.Pinned, ffot.Toward)), quarter(ffot.MarkerMove(ffot.Pinned, ffot.Away)),
		quarter(ffot.MarkerMove(ffot.Suppressed, ffot.Toward)), quarter(ffot.MarkerMove(ffot.Suppressed, ffot.Away))), 8)
	d.Y += 2
}

// ffotSpotting draws 004's spotting table, read from the engine
// (ffot.SpotRange): how far each spotter sees a target, by what the target
// does.
func (d doc) ffotSpotting() {
	seen := []ffot.Seen{ffot.MovingOpen, ffot.MovingCover, ffot.StationaryCover, ffot.StationaryOpen}
	header := []string{"spotting stand"}
	for _, target := range []string{"vehicle", "personnel/gun"} {
		for _, s := range []string{"moving in open or firing", "moving in cover", "stationary in cover", "stationary in open"} {
			header = append(header, target+": "+s)
		}
	}
	var rows [][]string
	for _, q := range []ffot.Quality{ffot.Green, ffot.Average, ffot.Veteran} {
		name := q.String()
		if q == ffot.Veteran {
			name = "veteran/elite"
		}
		for _, k := range ffot.Spotters {
			row := []string{name + " " + string(k)}
			for _, vehicle := range []bool{true, false} {
				for _, s := range seen {
					auto, in, err := ffot.SpotRange(k, q, vehicle, s)
					switch {
					case err != nil:
						row = append(row, "–")
					case auto:
						row = append(row, "auto")
					default:
						row = append(row, sheets.Num(in)+"\"")
					}
				}
			}
			rows = append(rows, row)
		}
	}
	d.ffotCaption("Spotting: out to what range a stand spots a target (auto: at any range)", 45)
	d.ffotTable(header, rows, []float64{40, 17.5, 17.5, 17.5, 17.5, 17.5, 17.5, 17.5, 17.5}, 7.5)
}

// ffotCargo draws 004's cargo figures (ffot.CargoLoads, ffot.CargoCarriers,
// ffot.AmmoCargo): what a load takes up and what a carrier carries.
func (d doc) ffotCargo() {
	var rows [][]string
	for _, c := range ffot.CargoLoads {
		rows = append(rows, []string{c.What, sheets.Num(c.Points)})
	}
	rows = append(rows, []string{"ammunition, per 50 mm of calibre, rounded up (the figures' ammo cargo)", sheets.Num(ffot.AmmoCargo(50))})
	d.ffotCaption("Cargo points a load takes up", 30)
	d.ffotTable([]string{"load", "cargo"}, rows, []float64{110, 18}, 8)
	rows = nil
	for _, c := range ffot.CargoCarriers {
		rows = append(rows, []string{c.What, sheets.Num(c.Points)})
	}
	d.ffotCaption("Cargo points a carrier carries", 30)
	d.ffotTable([]string{"carrier", "cargo"}, rows, []float64{110, 18}, 8)
}

// doc is a document FFOTigers' paper draws on, with its own pieces (its
// tables and captions) beside the shared ones.
type doc struct{ *sheets.Doc }
