package dsiiview

import (
	"fmt"
	"strings"

	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present"
)

// dsiiView is how games of OGRE for DSII are shown: an Ogre's EM die now
// and its BMF in the roster, its damaged modules and the activations of
// the turn among its notes, and its panel of modules by activation unit
// (markers, BMF, missile loads, which units have activated). Every value
// is the engine's (dsii.EMDie, UnitState.BMF, dsii.Activated); a value the
// design does not give is shown blank.
type dsiiView struct{}

func init() { present.RegisterView(dsii.SystemName, dsiiView{}) }

// Columns returns the EM's die now and the BMF (now/as bought).
func (dsiiView) Columns() []string { return []string{"EM", "BMF"} }

// UnitCells returns an Ogre's EM die and BMF and its notes: the modules
// destroyed or carrying markers, how many of its units have activated this
// turn, and what its next activation must be: the launch at its impact
// markers, or the attempt of its announced Final Option (002 OGRE for
// DSII, OGRE Missiles and The Final Option); a unit of another kind has
// neither, and its notes say when it has activated this turn
// (dsii.UnitActivated).
func (dsiiView) UnitCells(g *engine.Game, u *engine.Unit) (cells, notes []string) {
	if !dsii.IsOgre(u) {
		if u.Terrain != "" {
			notes = append(notes, "in "+string(u.Terrain))
		}
		if dsii.UnitActivated(g, u.Label) {
			notes = append(notes, "activated")
		}
		return []string{"–", "–"}, append(notes, elementNotes(g, u)...)
	}
	st := dsii.UnitOf(u)
	now, bought := st.BMF()
	var destroyed, marked int
	for _, m := range st.Modules {
		switch {
		case m.Status == engine.StatusDestroyed:
			destroyed++
		case len(m.Markers) > 0:
			marked++
		}
	}
	if destroyed > 0 {
		notes = append(notes, engine.Counted(destroyed, "module", "modules")+" destroyed")
	}
	if marked > 0 {
		notes = append(notes, engine.Counted(marked, "module", "modules")+" marked")
	}
	if done := activatedCount(g, u); done > 0 {
		notes = append(notes, fmt.Sprintf("%d/%d activated", done, len(dsii.ActivationUnits(u))))
	}
	if st.ImpactMarkers > 0 {
		notes = append(notes, engine.Counted(st.ImpactMarkers, "impact marker", "impact markers")+": launch next")
	}
	switch {
	case dsii.TookFinalOption(u):
		notes = append(notes, "self-destructed (its Final Option)")
	case st.SelfDestruct:
		notes = append(notes, "Final Option announced")
	}
	return []string{dieText(dsii.EMDie(g, u)), fmt.Sprintf("%d/%d", now, bought)}, notes
}

// Detail returns nothing: no DSII rule here disables a unit for a time.
func (dsiiView) Detail(*engine.Game, *engine.Unit) string { return "" }

// Paneled reports whether u is an Ogre of modules.
func (dsiiView) Paneled(u *engine.Unit) bool { return dsii.IsOgre(u) }

// FirstPaneled returns the first Ogre of modules still in play.
func (dsiiView) FirstPaneled(g *engine.Game) *engine.Unit {
	for _, u := range g.Units {
		if dsii.IsOgre(u) && u.Alive() {
			return u
		}
	}
	return nil
}

// Panel returns the Ogre's panel (Panel).
func (dsiiView) Panel(g *engine.Game, u *engine.Unit, width int) []present.Row {
	return Panel(g, u, width)
}

// NewCredit returns DSII's kill credit (Credit).
func (dsiiView) NewCredit() present.Crediter { return Credit{} }

// Credit is the kill credit of a DSII game: each loss an event records
// (dsii.Loss: a module destroyed, BMF a tread module lost, a unit
// destroyed) is credited to the attacker the command named (hit, smak,
// destroy ... by UNIT; a ram's rammer; a missile's Ogre), on the attacker's
// side; an Ogre's self-destruct to its own Final Option (002 OGRE for DSII,
// The Final Option); a loss whose command named no attacker is credited to
// no one (Uncredited).
type Credit struct{}

// dsiiLoss returns the loss event e records (dsii.Loss), whether it is an
// Ogre's Final Option carried out, and whether e records a loss; an event
// whose data cannot be read is a loss credited to no one, saying so.
func dsiiLoss(e engine.Event) (what string, finalOption, ok bool) {
	what, ok, err := dsii.Loss(e)
	if err == nil {
		finalOption, err = dsii.FinalOptionTaken(e)
	}
	if err != nil {
		return fmt.Sprintf("an event of %s whose record cannot be read (%v)", e.Unit, err), false, true
	}
	return what, finalOption, ok
}

// Next returns what event e credits, with g the game before e is applied.
func (Credit) Next(g *engine.Game, _ int64, e engine.Event) (present.Effect, bool) {
	what, finalOption, ok := dsiiLoss(e)
	if ok && finalOption {
		return present.Effect{By: present.Party{Who: e.Unit + "'s Final Option", Side: present.UnitSide(g, e.Unit)}, What: what}, true
	}
	if !ok || len(e.Attackers) == 0 {
		return present.Effect{}, false
	}
	by := present.Party{Who: strings.Join(e.Attackers, " + "), Side: present.UnitSide(g, e.Attackers[0])}
	return present.Effect{By: by, What: what, Own: by.Side != "" && by.Side == present.UnitSide(g, e.Unit)}, true
}

// Uncredited returns the loss event e records that Next credits to no one,
// its command naming no attacker (by UNIT) and it being no Final Option,
// or whose record cannot be read; false when e records none such.
func (Credit) Uncredited(e engine.Event) (string, bool) {
	what, finalOption, ok := dsiiLoss(e)
	if !ok || finalOption {
		return "", false
	}
	if _, _, err := dsii.Loss(e); err == nil && len(e.Attackers) > 0 {
		return "", false
	}
	return what, true
}

// Panel returns the panel of DSII Ogre u: its name and condition, its
// EM's die now and quality now (emQuality), its BMF, the missiles it may launch
// now (dsii.MissilesReady), the impact markers placed and its Final Option
// once announced; then each activation unit on a line (002 OGRE for DSII,
// OGRE activation), marked when it has activated this turn, with what the
// design gives of it (a battery's weapon and armour, a tread module's size
// and armour, the EM's armour: moduleSpec) and its modules: each one's
// markers, a tread module's BMF, a missile module's loads, a destroyed one
// struck out. A value the design does not give is shown blank ("–").
func Panel(g *engine.Game, u *engine.Unit, width int) []present.Row {
	if u == nil || !dsii.IsOgre(u) {
		return []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "No Ogre of modules in play.", Tone: present.ToneDim}}}}
	}
	st, d := dsii.UnitOf(u), dsii.DesignOf(g, u)
	glyph, word, tone := present.StatusMark(u.Status)
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: u.Label, Tone: present.ToneHeading}, {Text: " " + u.Type.Name + " ", Tone: present.ToneBold}, {Text: glyph + " " + word, Tone: tone}}}}
	quality := emQuality(g, u)
	now, bought := st.BMF()
	rows = append(rows, wrapCells([]present.Cell{
		{Text: "EM ", Tone: present.ToneText}, {Text: dieText(dsii.EMDie(g, u)), Tone: present.ToneBold}, {Text: quality, Tone: present.ToneDim},
		{Text: "  BMF ", Tone: present.ToneText}, {Text: fmt.Sprintf("%d/%d", now, bought), Tone: present.ToneBold},
		{Text: "  Missiles ready ", Tone: present.ToneText}, {Text: fmt.Sprint(len(dsii.MissilesReady(u))), Tone: present.ToneBold},
		{Text: "  Impact markers ", Tone: present.ToneText}, {Text: fmt.Sprint(st.ImpactMarkers), Tone: present.ToneBold},
	}, width)...)
	switch {
	case dsii.TookFinalOption(u):
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: present.GlyphDestroyed + " self-destructed: it took its Final Option", Tone: present.ToneError}}})
	case st.SelfDestruct:
		rows = append(rows, wrapCells([]present.Cell{{Text: present.GlyphDestroyed + " Final Option announced:", Tone: present.ToneError},
			{Text: " its next activation is the attempt", Tone: present.ToneError}, {Text: " (destruct " + u.Label + ")", Tone: present.ToneError}}, width)...)
	}
	for _, key := range dsii.ActivationUnits(u) {
		mark, mt := "  ", present.ToneText
		if dsii.Activated(g, u.Label, key) {
			mark, mt = present.GlyphFired+" ", present.ToneSpent
		}
		line := []present.Cell{{Text: mark, Tone: mt}}
		var first *dsii.Module
		for i, m := range st.Modules {
			if dsii.ActivationUnit(m) == key {
				first = &st.Modules[i]
				break
			}
		}
		spec := present.Cell{Text: " [" + moduleSpec(d, *first) + "]", Tone: present.ToneDim}
		name := dsii.ActivationName(d, key)
		if name != key {
			line = append(line, present.Cell{Text: name, Tone: present.ToneBold}, spec, present.Cell{Text: ":", Tone: present.ToneBold})
		}
		for _, m := range st.Modules {
			if dsii.ActivationUnit(m) != key {
				continue
			}
			line = append(line, moduleCells(m)...)
		}
		if name == key { // a tread module is a unit of its own, named by its id
			line = append(line, spec)
		}
		rows = append(rows, wrapCells(line, width)...)
	}
	if done := activatedCount(g, u); done > 0 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf("%s activated this turn: %d of %d units", present.GlyphFired, done, len(dsii.ActivationUnits(u))), Tone: present.ToneDim}}})
	}
	return rows
}

// moduleSpec returns what design d gives of module m's activation unit, as
// the panel shows it: a battery's weapon and armour ("DFFG/6, armour 7"), a
// tread module's size and armour, the electronics module's armour; "–" for
// a value the design leaves blank (dsii.ArmorOf).
func moduleSpec(d *dsii.Design, m dsii.Module) string {
	armor := "armour –"
	if a := dsii.ArmorOf(d, m); a != dsii.ArmourBlank {
		armor = fmt.Sprintf("armour %d", a)
	}
	switch {
	case m.Kind == dsii.KindTread:
		size := "size –"
		if d != nil && d.Treads.Size > 0 {
			size = fmt.Sprintf("size %d", d.Treads.Size)
		}
		return size + ", " + armor
	case m.Battery > 0:
		weapon := "weapon –"
		if w := d.Weapon(m); w != "" {
			weapon = w
		}
		return weapon + ", " + armor
	}
	return armor
}

// moduleCells returns a module as the panel shows it: " secondary4", its
// markers in brackets, a tread module's BMF, a missile module's loads; a
// destroyed module in the destroyed tone.
func moduleCells(m dsii.Module) []present.Cell {
	text := " " + m.ID
	var extra []string
	switch {
	case m.Kind == dsii.KindTread:
		extra = append(extra, fmt.Sprintf("BMF %d/%d", m.BMF, m.BMFMax))
	case m.Kind.Loaded():
		extra = append(extra, engine.Counted(m.Loads, "load", "loads"))
	}
	for _, mk := range m.Markers {
		extra = append(extra, strings.ToUpper(string(mk)))
	}
	if len(extra) > 0 {
		text += " (" + strings.Join(extra, ", ") + ")"
	}
	tone := present.ToneText
	switch {
	case m.Status == engine.StatusDestroyed:
		text, tone = " "+present.GlyphDestroyed+m.ID, present.ToneDestroyed
	case len(m.Markers) > 0:
		tone = present.ToneDisabled
	}
	return []present.Cell{{Text: text, Tone: tone}}
}

// wrapCells lays a line of cells out in rows at most width columns wide
// (0: one row), the rows after the first indented.
func wrapCells(cells []present.Cell, width int) []present.Row {
	if width <= 0 {
		return []present.Row{{Kind: present.RowText, Cells: cells}}
	}
	var rows []present.Row
	var line []present.Cell
	n := 0
	for _, c := range cells {
		w := len([]rune(c.Text))
		if n > 0 && n+w > width {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: line})
			line, n = []present.Cell{{Text: "    ", Tone: present.ToneText}}, 4
		}
		line = append(line, c)
		n += w
	}
	return append(rows, present.Row{Kind: present.RowText, Cells: line})
}

// activatedCount returns how many of Ogre u's activation units have
// activated this turn.
func activatedCount(g *engine.Game, u *engine.Unit) int {
	n := 0
	for _, k := range dsii.ActivationUnits(u) {
		if dsii.Activated(g, u.Label, k) {
			n++
		}
	}
	return n
}

// dieText returns a die as the roster shows it, blank for none.
func dieText(d dsii.DieType) string {
	if d == 0 {
		return ""
	}
	return d.String()
}

// ModuleState is a module of a DSII Ogre in "state --json": its id,
// kind, status and markers (what a repair clears), a tread module's BMF now
// and as bought, a missile module's or rack's loads left.
type ModuleState struct {
	ID      string   `json:"id"`
	Kind    string   `json:"kind"`
	Status  string   `json:"status"`
	Markers []string `json:"markers"`
	BMF     *int     `json:"bmf,omitempty"`
	BMFMax  *int     `json:"bmf_max,omitempty"`
	Loads   *int     `json:"loads,omitempty"`
}

// UnitState is a DSII Ogre in "state --json", under "dsii": its EM's
// die now, its BMF now and as bought, the impact markers placed, and its
// modules.
type UnitState struct {
	EMDie         string        `json:"em_die"`
	BMF           int           `json:"bmf"`
	BMFMax        int           `json:"bmf_max"`
	ImpactMarkers int           `json:"impact_markers"`
	Modules       []ModuleState `json:"modules"`
}

// UnitJSON returns a DSII Ogre's part of "state --json", under "dsii", or
// an element's with [[dsii-element]] figures (ElementState); nil for
// any other unit.
func (dsiiView) UnitJSON(g *engine.Game, u *engine.Unit) (string, any) {
	if !dsii.IsOgre(u) {
		if e := dsii.ElementOf(g, u); e != nil {
			return "dsii", ElementStateOf(u, e)
		}
		return "", nil
	}
	st := dsii.UnitOf(u)
	now, bought := st.BMF()
	out := UnitState{EMDie: dieText(dsii.EMDie(g, u)), BMF: now, BMFMax: bought, ImpactMarkers: st.ImpactMarkers,
		Modules: make([]ModuleState, len(st.Modules))}
	for i, m := range st.Modules {
		ms := ModuleState{ID: m.ID, Kind: string(m.Kind), Status: string(m.Status), Markers: make([]string, len(m.Markers))}
		for j, mk := range m.Markers {
			ms.Markers[j] = string(mk)
		}
		if m.Kind == dsii.KindTread {
			b, bm := m.BMF, m.BMFMax
			ms.BMF, ms.BMFMax = &b, &bm
		}
		if m.Kind.Loaded() {
			l := m.Loads
			ms.Loads = &l
		}
		out.Modules[i] = ms
	}
	return "dsii", out
}

// StateDetails returns a DSII Ogre's details for "ogretable state": its EM
// die and quality now (emQuality), BMF, the modules destroyed or marked, and the impact markers.
func (v dsiiView) StateDetails(g *engine.Game, u *engine.Unit) []string {
	if !dsii.IsOgre(u) {
		return elementNotes(g, u)
	}
	st := dsii.UnitOf(u)
	now, bought := st.BMF()
	out := []string{fmt.Sprintf("EM %s%s, BMF %d/%d", dieText(dsii.EMDie(g, u)), emQuality(g, u), now, bought)}
	var hurt []string
	for _, m := range st.Modules {
		switch {
		case m.Status == engine.StatusDestroyed:
			hurt = append(hurt, m.ID+" destroyed")
		case len(m.Markers) > 0:
			ms := make([]string, len(m.Markers))
			for i, mk := range m.Markers {
				ms[i] = string(mk)
			}
			hurt = append(hurt, m.ID+" "+strings.Join(ms, "+"))
		}
	}
	if len(hurt) > 0 {
		out = append(out, strings.Join(hurt, ", "))
	}
	if st.ImpactMarkers > 0 {
		out = append(out, engine.Counted(st.ImpactMarkers, "impact marker", "impact markers"))
	}
	return out
}

// emQuality returns " (quality)", the quality level Ogre u's electronics
// module has now (dsii.EMQuality), with its quality as bought when a KO or
// Systems Down took it lower: " (enhanced, bought superior)"; "" when its
// design names no quality.
func emQuality(g *engine.Game, u *engine.Unit) string {
	em := dsii.EMOf(g, u)
	now := em.QualityNow()
	switch {
	case now == 0:
		return ""
	case now != em.Quality:
		return fmt.Sprintf(" (%s, bought %s)", now, em.Quality)
	}
	return " (" + now.String() + ")"
}
