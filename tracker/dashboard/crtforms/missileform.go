package crtforms

import (
	"fmt"
	"ogretable/tracker/dashboard"
	"ogretable/tracker/present/crtview"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// This file is the missile flow: launch a salvo, then, while missiles are in
// the air, the flight form (interceptions, with the chance of getting
// through before any die, the lucky blast, the split) and the blast form
// (each unit's distance and terrain, with its odds and tread dice before
// the dice). Every step is a command, asked for its dice as any other.

// openMissile opens the launch form when no missile is in the air, the
// flight form when one is.
func openMissile(d *dashboard.Dashboard) {
	if len(crt.InFlight(d.Game())) == 0 {
		openLaunch(d)
		return
	}
	openFlight(d, "")
}

// missileTypes are the launch form's choices of missile.
var missileTypes = []crt.MissileType{crt.MissileStandard, crt.MissileMini, crt.MissileDual, crt.MissileDummy}

// openLaunch opens the launch form: the launchers of the side to play (Space
// ticks several for one salvo; digits set how many missiles from one) and
// the type of missile.
func openLaunch(d *dashboard.Dashboard) {
	launchers, types := dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	launchers.Selectable, types.Selectable = true, true
	launchers.Title = []present.Cell{{Text: "Launcher", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	types.Title = []present.Cell{{Text: "Missile", Tone: present.ToneHeading}}
	f := dashboard.NewForm(d.Theme(), "Launch a salvo", launchers, types)
	// A launcher's row says its name, its missiles or the bonus off the
	// board; a missile's, a word and its name: the launchers take two
	// thirds (issue 31.8: at 120 columns "Missile Crawler (armed) 1
	// cruise…" was cut).
	f.Weights = []int{2, 1}
	var ticked []string
	count := 1
	chosen := func() []string {
		if len(ticked) > 0 {
			return ticked
		}
		if l := launchers.Selected().Label; l != "" {
			return []string{l}
		}
		return nil
	}
	lf := d.NewLineForm(f, func() string {
		c := chosen()
		var words []string
		if len(c) == 1 && c[0] == "offboard" {
			words = []string{"launch offboard", d.Game().CurrentSide()}
		} else {
			words = []string{"launch", strings.Join(slices.DeleteFunc(slices.Clone(c), func(s string) bool { return s == "offboard" }), ",")}
		}
		if count > 1 && len(c) == 1 {
			words = append(words, fmt.Sprintf("x%d", count))
		}
		if t := types.Selected().Label; t != "" && t != string(crt.MissileStandard) {
			words = append(words, t)
		}
		return strings.Join(words, " ")
	}, nil)
	rebuild := func() {
		g := d.Game()
		var rows []present.Row
		for _, r := range crtview.LauncherRows(g, g.CurrentSide()) {
			box := "[ ]"
			if slices.Contains(ticked, r.Label) {
				box = "[x]"
			}
			r.Cells = append([]present.Cell{{Text: box, Tone: present.ToneKey}}, r.Cells...)
			rows = append(rows, r)
		}
		launchers.SetRows(rows)
	}
	var rows []present.Row
	for _, t := range missileTypes {
		rows = append(rows, dashboard.ListRow(string(t), present.Cell{Text: string(t), Tone: present.ToneBold}, present.Cell{Text: t.Name(), Tone: present.ToneDim}))
	}
	types.SetRows(rows)
	rebuild()
	f.Info = func(int) []present.Row {
		out := []present.Row{dashboard.TextRow(present.ToneBold, lf.Line())}
		if len(chosen()) == 1 {
			out = append(out, dashboard.TextRow(present.ToneDim, fmt.Sprintf("%s from it (digits 1-9 set how many); the enemy scores 12 VP a missile.", engine.Counted(count, "missile", "missiles"))))
		}
		if _, err := lf.Check(); err != nil {
			out = append(out, dashboard.TextRow(present.ToneError, present.GlyphDestroyed+" "+present.Refusal(err)))
		}
		return out
	}
	f.Footer = []present.Cell{{Text: "Tab", Tone: present.ToneKey}, {Text: " list  ", Tone: present.ToneDim}, {Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim},
		{Text: "1-9", Tone: present.ToneKey}, {Text: " how many  ", Tone: present.ToneDim}, {Text: "o", Tone: present.ToneKey}, {Text: " override  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " launch  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " cancel", Tone: present.ToneDim}}
	f.Keys = func(ev *tcell.EventKey) bool {
		switch {
		case dashboard.IsRune(ev, ' ') && f.FocusIndex() == 0:
			ticked = dashboard.Toggled(ticked, launchers.Selected().Label)
			rebuild()
		case ev.Key() == tcell.KeyRune && ev.Rune() >= '1' && ev.Rune() <= '9':
			count = int(ev.Rune() - '0')
		default:
			return lf.Key(ev)
		}
		return true
	}
	lf.Then = func() {
		if len(crt.InFlight(d.Game())) > 0 {
			openFlight(d, "")
		}
	}
	d.ShowDialog(f, dashboard.FormSize)
}

// flightForm is the form of the missiles in the air: the missiles (with
// the distance flown), and who may intercept the one chosen.
type flightForm struct {
	d                     *dashboard.Dashboard
	f                     *dashboard.Form
	missiles, interceptor *dashboard.List
	ticked                []string
	flown                 string // the distance typed, in the game's scale
}

// openFlight opens the flight form on missile id (the first in the air
// when "").
func openFlight(d *dashboard.Dashboard, id string) {
	ff := &flightForm{d: d}
	ff.missiles, ff.interceptor = dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	ff.missiles.Selectable, ff.interceptor.Selectable = true, true
	ff.missiles.Title = []present.Cell{{Text: "In the air", Tone: present.ToneHeading}}
	ff.interceptor.Title = []present.Cell{{Text: "May intercept", Tone: present.ToneHeading}, {Text: " (Space)", Tone: present.ToneDim}}
	ff.f = dashboard.NewForm(d.Theme(), "Cruise missiles", ff.missiles, ff.interceptor)
	ff.f.Info = ff.info
	ff.f.Footer = []present.Cell{{Text: "Space", Tone: present.ToneKey}, {Text: " tick  ", Tone: present.ToneDim}, {Text: "0-9.", Tone: present.ToneKey}, {Text: " flown  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " intercept/lucky  ", Tone: present.ToneDim}, {Text: "b", Tone: present.ToneKey}, {Text: " blast  ", Tone: present.ToneDim},
		{Text: "s", Tone: present.ToneKey}, {Text: " split  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " close", Tone: present.ToneDim}}
	ff.f.Cancel = d.CloseDialog
	ff.f.Submit = ff.submit
	ff.f.Moved = ff.rebuild
	ff.f.Keys = ff.keys
	ff.rebuild()
	g := d.Game()
	if m := crt.GameMissile(g, id); m == nil || !m.Live() {
		id = ""
		if live := crt.InFlight(g); len(live) > 0 {
			id = live[0].ID
		}
	}
	if id != "" {
		ff.missiles.Select(id)
	}
	ff.flown = ""
	if m := ff.missile(); m != nil && m.Flown > 0 {
		ff.flown = engine.FormatNumber(m.Flown)
	}
	ff.rebuild()
	d.ShowDialog(ff.f, dashboard.FormSize)
}

// missile returns the missile chosen.
func (ff *flightForm) missile() *crt.Missile {
	return crt.GameMissile(ff.d.Game(), ff.missiles.Selected().Label)
}

// flownValue returns the distance typed, or the missile's own.
func (ff *flightForm) flownValue(m *crt.Missile) float64 {
	if v, err := strconv.ParseFloat(ff.flown, 64); err == nil {
		return v
	}
	return m.Flown
}

func (ff *flightForm) rebuild() {
	g := ff.d.Game()
	sel := ff.missiles.Selected().Label
	ff.missiles.SetRows(crtview.MissileRows(g))
	if sel != "" {
		ff.missiles.Select(sel)
	}
	m := ff.missile()
	if m == nil || m.Status != crt.MissileFlying {
		ff.interceptor.SetRows([]present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "(not flying)", Tone: present.ToneDim}}}})
		return
	}
	ff.interceptor.SetRows(crtview.InterceptorRows(g, m, ff.flownValue(m), ff.ticked))
}

func (ff *flightForm) keys(ev *tcell.EventKey) bool {
	switch {
	case dashboard.IsRune(ev, ' ') && ff.f.FocusIndex() == 1:
		ff.ticked = dashboard.Toggled(ff.ticked, ff.interceptor.Selected().Label)
	case ev.Key() == tcell.KeyRune && (ev.Rune() >= '0' && ev.Rune() <= '9' || ev.Rune() == '.'):
		ff.flown += string(ev.Rune())
	case ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2:
		if ff.flown != "" {
			ff.flown = ff.flown[:len(ff.flown)-1]
		}
	case dashboard.IsRune(ev, 'b', 'B'):
		if m := ff.missile(); m != nil && (m.Status == crt.MissileFlying || m.Status == crt.MissileDetonating) {
			ff.d.CloseDialog()
			openBlast(ff.d, m.ID, ff.flownValue(m))
		}
		return true
	case dashboard.IsRune(ev, 's', 'S'):
		if m := ff.missile(); m != nil {
			line := "split " + m.ID
			if ff.flown != "" {
				line += " flown " + ff.flown
			}
			ff.d.CloseDialog()
			ff.d.RunThen(line, nil, ff.reopen(m.ID))
		}
		return true
	default:
		return false
	}
	ff.rebuild()
	return true
}

// reopen returns what runs after a step: the flight form again while a
// missile is in the air.
func (ff *flightForm) reopen(id string) func() {
	return func() {
		if len(crt.InFlight(ff.d.Game())) > 0 {
			openFlight(ff.d, id)
		}
	}
}

// info says what the missile chosen faces: the chance it gets through the
// interceptors ticked, and how it may detonate, before any die.
func (ff *flightForm) info(int) []present.Row {
	g := ff.d.Game()
	m := ff.missile()
	if m == nil {
		return []present.Row{dashboard.TextRow(present.ToneDim, "No missile is in the air.")}
	}
	switch m.Status {
	case crt.MissileHit:
		return []present.Row{dashboard.TextRow(present.ToneBold, m.ID+" was hit: Enter rolls its owner's die (6: it detonates where hit).")}
	case crt.MissileDetonating:
		return []present.Row{dashboard.TextRow(present.ToneBold, m.ID+" detonates where it was hit: b places the units in its blast.")}
	case crt.MissileFlying:
	default:
		return []present.Row{dashboard.TextRow(present.ToneDim, fmt.Sprintf("%s is %s.", m.ID, m.Status))}
	}
	flown := ff.flownValue(m)
	rows := crtview.InterceptSummary(g, m, flown, ff.ticked)
	rows = append(rows, dashboard.TextRow(present.ToneDim, fmt.Sprintf("Flown: %s (type the distance in %s); tick who is in reach, Enter rolls each in turn, b: it arrives.", orDash(ff.flown), present.ScaleName(g.Scale))))
	return rows
}

func orDash(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// submit rolls the lucky die of a missile hit, or the interceptions ticked,
// one command each in turn, until one hits.
func (ff *flightForm) submit() {
	m := ff.missile()
	if m == nil {
		return
	}
	d := ff.d
	if m.Status == crt.MissileHit {
		d.CloseDialog()
		d.RunThen("lucky "+m.ID, nil, ff.reopen(m.ID))
		return
	}
	if m.Status != crt.MissileFlying || len(ff.ticked) == 0 {
		return
	}
	refs := slices.Clone(ff.ticked)
	flown := ff.flown
	id := m.ID
	d.CloseDialog()
	var step func(i int)
	step = func(i int) {
		m := crt.GameMissile(d.Game(), id)
		switch {
		case m == nil:
			return
		case m.Status == crt.MissileHit:
			d.RunThen("lucky "+id, nil, ff.reopen(id))
			return
		case m.Status != crt.MissileFlying || i >= len(refs):
			ff.reopen(id)()
			return
		}
		line := "intercept " + id + " by " + refs[i]
		if flown != "" {
			line += " flown " + flown
		}
		through, lucky := crtview.InterceptChances(d.Game(), m, ff.flownValue(m), refs[i:])
		context := []present.Row{dashboard.TextRow(present.ToneDim, fmt.Sprintf("Through the %d left: %.1f%%; hit and detonates where hit: %.1f%%.", len(refs)-i, through*100, lucky*100))}
		d.RunThen(line, context, func() { step(i + 1) })
	}
	step(0)
}

// blastForm is the form of a blast: every unit in play, each given its
// distance from ground zero (digits), its terrain (t) and underwater (w);
// terrain hexes at distances; the other missiles in the air, caught (c) or
// lost (x).
type blastForm struct {
	d                   *dashboard.Dashboard
	f                   *dashboard.Form
	id                  string
	flown               float64
	units, hexes, other *dashboard.List
	dist                map[string]string // unit label or hex terrain -> distance(s) typed
	terrain             map[string]engine.Terrain
	underwater          map[string]bool
	caught, lost        []string
	shown               dashboard.Shown // what the form shows of its line: what Enter runs
}

// blastTerrains are the terrains t cycles through, after the unit's own.
var blastTerrains = []engine.Terrain{crt.TerrainClear, crt.TerrainForest, crt.TerrainTown, crt.TerrainSwamp, crt.TerrainRubble, crt.TerrainWater}

// hexTerrains are the terrain hexes the blast form offers.
var hexTerrains = []string{"forest", "town", "clear", "swamp", "rubble", "road", "bridge"}

// openBlast opens the blast form of missile id, flown flown.
func openBlast(d *dashboard.Dashboard, id string, flown float64) {
	bf := &blastForm{d: d, id: id, flown: flown, dist: map[string]string{}, terrain: map[string]engine.Terrain{}, underwater: map[string]bool{}}
	bf.units, bf.hexes, bf.other = dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme()), dashboard.NewList(d.Theme())
	for _, l := range []*dashboard.List{bf.units, bf.hexes, bf.other} {
		l.Selectable = true
	}
	bf.units.Title = []present.Cell{{Text: "Units: distance", Tone: present.ToneHeading}}
	bf.hexes.Title = []present.Cell{{Text: "Hexes", Tone: present.ToneHeading}}
	bf.other.Title = []present.Cell{{Text: "Missiles", Tone: present.ToneHeading}}
	bf.f = dashboard.NewForm(d.Theme(), "Blast of "+id, bf.units, bf.hexes, bf.other)
	bf.f.Info = bf.info
	bf.f.Footer = []present.Cell{{Text: "0-9.", Tone: present.ToneKey}, {Text: " distance  ", Tone: present.ToneDim}, {Text: "t", Tone: present.ToneKey}, {Text: " terrain  ", Tone: present.ToneDim},
		{Text: "w", Tone: present.ToneKey}, {Text: " underwater  ", Tone: present.ToneDim}, {Text: "c/x", Tone: present.ToneKey}, {Text: " caught/lost  ", Tone: present.ToneDim},
		{Text: "Enter", Tone: present.ToneKey}, {Text: " detonate  ", Tone: present.ToneDim}, {Text: "Esc", Tone: present.ToneKey}, {Text: " back", Tone: present.ToneDim}}
	bf.f.Cancel = func() { d.CloseDialog(); openFlight(d, id) }
	bf.f.Submit = bf.submit
	bf.f.Keys = bf.keys
	bf.rebuild()
	d.ShowDialog(bf.f, dashboard.FormSize)
}

// entries returns the units given a distance, in roster order.
func (bf *blastForm) entries() []crtview.BlastEntry {
	var out []crtview.BlastEntry
	for _, u := range bf.d.Game().Units {
		v, err := strconv.ParseFloat(bf.dist[u.Label], 64)
		if err != nil || !u.Alive() {
			continue
		}
		out = append(out, crtview.BlastEntry{Label: u.Label, Distance: v, Terrain: bf.terrain[u.Label], Underwater: bf.underwater[u.Label]})
	}
	return out
}

// hexList returns the terrain hexes given distances: "forest:2".
func (bf *blastForm) hexList() []string {
	var out []string
	for _, t := range hexTerrains {
		for _, v := range strings.Fields(bf.dist["hex:"+t]) {
			out = append(out, t+":"+v)
		}
	}
	return out
}

func (bf *blastForm) line() string {
	g := bf.d.Game()
	m := crt.GameMissile(g, bf.id)
	if m == nil {
		return ""
	}
	line := crtview.BlastLine(g, m, bf.entries(), bf.hexList(), bf.caught, bf.lost)
	if bf.flown > 0 {
		line = strings.Replace(line, "blast "+m.ID, "blast "+m.ID+" flown "+engine.FormatNumber(bf.flown), 1)
	}
	return line
}

func (bf *blastForm) rebuild() {
	g := bf.d.Game()
	var rows []present.Row
	for _, u := range g.Units {
		if !u.Alive() {
			continue
		}
		t := string(u.Terrain)
		if x := bf.terrain[u.Label]; x != "" {
			t = string(x) + "*"
		}
		if bf.underwater[u.Label] {
			t += " ~"
		}
		rows = append(rows, dashboard.ListRow(u.Label, present.Cell{Text: u.Label, Tone: present.ToneBold}, present.Cell{Text: orDash(bf.dist[u.Label]), Tone: present.ToneKey}, present.Cell{Text: t, Tone: present.ToneDim}))
	}
	bf.units.SetRows(rows)
	rows = nil
	for _, t := range hexTerrains {
		rows = append(rows, dashboard.ListRow("hex:"+t, present.Cell{Text: t, Tone: present.ToneText}, present.Cell{Text: orDash(bf.dist["hex:"+t]), Tone: present.ToneKey}))
	}
	bf.hexes.SetRows(rows)
	rows = nil
	for _, m := range crt.InFlight(g) {
		if m.ID == bf.id || m.Status != crt.MissileFlying {
			continue
		}
		mark := ""
		switch {
		case slices.Contains(bf.caught, m.ID):
			mark = "caught"
		case slices.Contains(bf.lost, m.ID):
			mark = "lost"
		}
		rows = append(rows, dashboard.ListRow(m.ID, present.Cell{Text: m.ID, Tone: present.ToneBold}, present.Cell{Text: mark, Tone: present.ToneDisabled}))
	}
	if len(rows) == 0 {
		rows = []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "(none other)", Tone: present.ToneDim}}}}
	}
	bf.other.SetRows(rows)
}

func (bf *blastForm) keys(ev *tcell.EventKey) bool {
	list := bf.f.Focused()
	label := list.Selected().Label
	switch {
	case ev.Key() == tcell.KeyRune && (ev.Rune() >= '0' && ev.Rune() <= '9' || ev.Rune() == '.') && bf.f.FocusIndex() < 2:
		bf.dist[label] += string(ev.Rune())
	case dashboard.IsRune(ev, ' ') && bf.f.FocusIndex() == 1:
		if bf.dist[label] != "" && !strings.HasSuffix(bf.dist[label], " ") {
			bf.dist[label] += " "
		}
	case (ev.Key() == tcell.KeyBackspace || ev.Key() == tcell.KeyBackspace2) && bf.f.FocusIndex() < 2:
		if v := bf.dist[label]; v != "" {
			bf.dist[label] = v[:len(v)-1]
		}
	case dashboard.IsRune(ev, 't', 'T') && bf.f.FocusIndex() == 0:
		u := bf.d.Game().Unit(label)
		if u == nil {
			return true
		}
		own := u.Terrain
		if own == "" {
			own = crt.TerrainClear
		}
		now := bf.terrain[label]
		if now == "" {
			now = own
		}
		next := blastTerrains[(slices.Index(blastTerrains, now)+1)%len(blastTerrains)]
		bf.terrain[label] = next
		if next == own {
			delete(bf.terrain, label)
		}
	case dashboard.IsRune(ev, 'w', 'W') && bf.f.FocusIndex() == 0:
		bf.underwater[label] = !bf.underwater[label]
	case dashboard.IsRune(ev, 'c', 'C') && bf.f.FocusIndex() == 2 && label != "":
		bf.lost = slices.DeleteFunc(bf.lost, func(s string) bool { return s == label })
		bf.caught = dashboard.Toggled(bf.caught, label)
	case dashboard.IsRune(ev, 'x', 'X') && bf.f.FocusIndex() == 2 && label != "":
		bf.caught = slices.DeleteFunc(bf.caught, func(s string) bool { return s == label })
		bf.lost = dashboard.Toggled(bf.lost, label)
	default:
		return false
	}
	bf.rebuild()
	return true
}

// info shows the command and, for each unit placed, its effective distance,
// its odds and its tread dice, before the dice.
func (bf *blastForm) info(int) []present.Row {
	g := bf.d.Game()
	m := crt.GameMissile(g, bf.id)
	if m == nil {
		return nil
	}
	rows := []present.Row{dashboard.TextRow(present.ToneBold, bf.line())}
	for _, r := range crtview.BlastRows(g, m, bf.entries()) {
		r.Kind = present.RowText
		for i := range r.Cells {
			if i > 0 {
				r.Cells[i].Text = "  " + r.Cells[i].Text
			}
		}
		rows = append(rows, r)
	}
	if p := bf.d.PreviewOnce(&bf.shown, bf.line()); p.Err != nil {
		rows = append(rows, dashboard.TextRow(present.ToneError, present.GlyphDestroyed+" "+present.Refusal(p.Err)))
	}
	return rows
}

// submit detonates the missile as placed, asking for the dice.
func (bf *blastForm) submit() {
	p := bf.d.PreviewOnce(&bf.shown, bf.line())
	if p.Err != nil {
		return // the reason is on the form already
	}
	d := bf.d
	id := bf.id
	d.CloseDialog()
	d.RunPreview(p, nil, func() {
		if len(crt.InFlight(d.Game())) > 0 {
			openFlight(d, id)
		}
	})
}
