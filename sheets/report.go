package sheets

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// Source reads a game's log from its first event, calling each for every
// record in order with VoidedBy set, and stops at the first error each
// returns. The report reads it twice (its figures, then its timeline) and
// holds only one record at a time, so a source that streams from the
// database keeps a long game's log out of memory.
type Source func(each func(tracker.Record) error) error

// RecordsSource returns a Source over records held in memory.
func RecordsSource(recs []tracker.Record) Source {
	return func(each func(tracker.Record) error) error {
		for _, r := range recs {
			if err := each(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// sideStats are one side's dice and luck.
type sideStats struct {
	dice, typed int
	attacks     int
	// expX and gotX: the destroying results (X or XX) expected before the
	// rolls (engine Attack.Chances) and got; expD and gotD the same for
	// any effect (D or better).
	expX, expD float64
	gotX, gotD int
}

// credit is what one attacker (or group firing together) did.
type credit struct {
	who, side string
	what      []string
	vp        float64
}

// turnPoint is the game at the end of one turn, for the charts.
type turnPoint struct {
	vp     map[string]float64
	treads map[string]int // Ogre label → treads
	armed  map[string]int // Ogre label → working weapons
}

// reportStats is what the report's first pass over the log gathers.
type reportStats struct {
	g        *engine.Game
	sides    map[string]*sideStats
	credits  []*credit
	byWho    map[string]*credit
	turns    []turnPoint
	events   int
	voided   int
	commands int
	added    map[string]int // side → units put in play
	ogres    []string       // Ogre labels, in play order
}

// unitSide returns the side of the unit a reference names ("MK3.main1",
// "W1:2", "HVY1"), or "".
func unitSide(g *engine.Game, ref string) string {
	if i := strings.IndexAny(ref, ".:"); i >= 0 {
		ref = ref[:i]
	}
	if u := g.Unit(ref); u != nil {
		return u.Side
	}
	return ""
}

// decode returns a record's engine event; ok is false for an undo or redo
// mark.
func decode(r tracker.Record) (e engine.Event, ok bool, err error) {
	if r.Kind == tracker.KindUndo || r.Kind == tracker.KindRedo {
		var m struct {
			Text string `json:"text"`
		}
		_ = json.Unmarshal(r.Payload, &m)
		return engine.Event{Text: m.Text}, false, nil
	}
	if err := json.Unmarshal(r.Payload, &e); err != nil {
		return e, false, fmt.Errorf("sheets: event %d cannot be read: %w", r.Seq, err)
	}
	return e, true, nil
}

// gather replays the log through engine.Apply, one event at a time, and
// gathers the report's figures.
func gather(info tracker.Info, cat *engine.Catalog, src Source) (*reportStats, error) {
	g, err := engine.NewGame(cat, info.Variant, info.Scale, tracker.Sides(cat, info.Scenario))
	if err != nil {
		return nil, err
	}
	g.Scenario = info.Scenario
	st := &reportStats{g: g, sides: map[string]*sideStats{}, byWho: map[string]*credit{}, added: map[string]int{}}
	for _, s := range g.Sides {
		st.sides[s] = &sideStats{}
	}
	var cur *credit
	var curCommand, lastCommand int64
	turn := 1
	err = src(func(r tracker.Record) error {
		st.events++
		if r.CommandSeq != lastCommand {
			st.commands++
			lastCommand = r.CommandSeq
		}
		e, ok, err := decode(r)
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if r.VoidedBy != 0 {
			st.voided++
			return nil
		}
		for r.Turn > turn {
			st.turns = append(st.turns, st.point())
			turn++
		}
		if r.CommandSeq != curCommand {
			cur, curCommand = nil, r.CommandSeq
		}
		side := r.Side
		switch e.Kind {
		case engine.EventAttack:
			who := strings.Join(e.Attackers, " + ")
			if len(e.Attackers) > 0 {
				side = unitSide(g, e.Attackers[0])
			}
			cur = st.creditOf(who, side)
			if e.Roll != nil {
				st.luck(g, side, e)
			}
		case engine.EventRam:
			side = unitSide(g, e.Unit)
			cur = st.creditOf(e.Unit, side)
		default:
			if s := unitSide(g, e.Unit); s != "" && len(e.Dice) > 0 {
				side = s
			}
		}
		if ss := st.sides[side]; ss != nil {
			ss.dice += len(e.Dice)
			for _, d := range e.Dice {
				if d.Manual {
					ss.typed++
				}
			}
		}
		if cur != nil {
			switch e.Kind {
			case engine.EventDestroyed:
				cur.what = append(cur.what, e.Unit+" destroyed")
			case engine.EventWeaponLost:
				cur.what = append(cur.what, e.Unit+"."+e.Weapon)
			case engine.EventTreadsLost:
				cur.what = append(cur.what, fmt.Sprintf("%d treads of %s", e.Treads, e.Unit))
			case engine.EventSquadsLost:
				cur.what = append(cur.what, fmt.Sprintf("%s of %s", present.Plural(e.Squads, "squad"), e.Unit))
			case engine.EventDisabled:
				cur.what = append(cur.what, e.Unit+" disabled")
			case engine.EventVP:
				if e.Side == cur.side {
					cur.vp += e.Points
				}
			}
		}
		if err := g.Apply(e); err != nil {
			return fmt.Errorf("sheets: event %d of game %d does not fit the game: %w", r.Seq, info.ID, err)
		}
		if e.Kind == engine.EventAdded {
			if u := g.Unit(e.Unit); u != nil {
				st.added[u.Side]++
				if u.IsOgre() {
					st.ogres = append(st.ogres, u.Label)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	st.turns = append(st.turns, st.point())
	return st, nil
}

// creditOf returns the credit of who, made on first use.
func (st *reportStats) creditOf(who, side string) *credit {
	c := st.byWho[who]
	if c == nil {
		c = &credit{who: who, side: side}
		st.byWho[who] = c
		st.credits = append(st.credits, c)
	}
	return c
}

// luck adds an attack's chances before its roll, asked of the engine, and
// its result to the attacking side's luck.
func (st *reportStats) luck(g *engine.Game, side string, e engine.Event) {
	ss := st.sides[side]
	if ss == nil {
		return
	}
	col := e.Roll.Column
	ogreWeapon := false
	if i := strings.IndexByte(e.Target, '.'); i >= 0 {
		if u := g.Unit(e.Target[:i]); u != nil && u.IsOgre() && u.Weapon(e.Target[i+1:]) != nil {
			ogreWeapon = true
		}
	}
	a := engine.Attack{Strength: e.Strength, Defense: e.Defense, Reading: e.Roll.Reading, Modifier: e.Roll.Modifier,
		OgreWeapon: ogreWeapon, Column: &col}
	ch := a.Chances()
	ss.attacks++
	ss.expX += ch[engine.X] + ch[engine.XX]
	ss.expD += ch[engine.D] + ch[engine.X] + ch[engine.XX]
	if e.Roll.Result >= engine.X {
		ss.gotX++
	}
	if e.Roll.Result >= engine.D {
		ss.gotD++
	}
}

// point returns the game as it stands, for the charts.
func (st *reportStats) point() turnPoint {
	p := turnPoint{vp: map[string]float64{}, treads: map[string]int{}, armed: map[string]int{}}
	for s, v := range st.g.VP {
		p.vp[s] = v
	}
	for _, l := range st.ogres {
		u := st.g.Unit(l)
		p.treads[l] = u.Treads
		for _, w := range u.Weapons {
			if w.Status == engine.StatusOK {
				p.armed[l]++
			}
		}
	}
	return p
}

// Report draws the battle report of a game from its log: the summary and
// the victory classes (engine.Victory), casualties, what each Ogre lost,
// kill credit, dice and luck, charts over the turns, and the timeline of
// every event. It reads src twice and never holds the log.
func (d *Doc) Report(info tracker.Info, cat *engine.Catalog, src Source) error {
	st, err := gather(info, cat, src)
	if err != nil {
		return err
	}
	g := st.g
	if d.opt.Scale != "" && d.opt.Scale != g.Scale {
		g.Scale = d.opt.Scale
	}
	d.page(fmt.Sprintf("ogretable · game %d %s · battle report", info.ID, info.Name))
	d.font(true, 22)
	d.text(d.x0, d.y+8, fmt.Sprintf("Battle report · game %d “%s”", info.ID, info.Name))
	d.y += 13
	d.reportSummary(info, cat, st)
	d.reportCasualties(st)
	d.reportOgres(st)
	d.reportCredit(st)
	d.reportDice(st)
	d.reportCharts(st)
	return d.timeline(src)
}

// kv writes one "key: value" line of the summary.
func (d *Doc) kv(k, v string) {
	d.room(5.5)
	d.font(true, 10)
	d.text(d.x0, d.y+4, k)
	d.font(false, 10)
	lines := d.pdf.SplitText(v, d.width()-38)
	for i, l := range lines {
		if i > 0 {
			d.room(4.5)
		}
		d.text(d.x0+38, d.y+4, l)
		d.y += 4.6
	}
	d.y += 0.9
}

// reportSummary writes the scenario, sides, rules, scale, turns, the
// result against the victory classes and the VP.
func (d *Doc) reportSummary(info tracker.Info, cat *engine.Catalog, st *reportStats) {
	g := st.g
	d.heading("Summary")
	scName := info.Scenario
	sc, err := cat.Scenario(info.Scenario)
	if err == nil {
		scName = sc.Name + " (" + sc.ID + ")"
	} else {
		sc = nil
	}
	d.kv("Scenario", scName)
	d.kv("Sides", strings.Join(g.Sides, ", ")+" (in turn order)")
	d.kv("Rules", string(g.Variant))
	d.kv("Scale", present.ScaleName(g.Scale))
	d.kv("Turns played", fmt.Sprintf("%d; the log ends in the %s's %s phase of turn %d", g.Turn, g.CurrentSide(), g.Phase, g.Turn))
	d.kv("Log", fmt.Sprintf("%d events of %d commands, %d of them undone", st.events, st.commands, st.voided))
	var vp []string
	for _, s := range g.Sides {
		vp = append(vp, fmt.Sprintf("%s %s", s, num(g.VP[s])))
	}
	d.kv("VP", strings.Join(vp, " · "))
	vs := engine.Victory(g, sc)
	if len(vs) == 0 {
		d.kv("Result", "the scenario names no victory classes: the referee judges it")
		return
	}
	for i, v := range vs {
		k := ""
		if i == 0 {
			k = "Result"
		}
		mark := "☐"
		if v.State == engine.VictoryMet {
			mark = "☒"
		}
		d.kv(k, fmt.Sprintf("%s %s class %s, %s: %s — %s", mark, v.Side, v.Class, v.State, v.Condition, v.Why))
	}
}

// reportCasualties writes each side's units destroyed, disabled at the
// end, survivors and the share left.
func (d *Doc) reportCasualties(st *reportStats) {
	g := st.g
	d.heading("Casualties")
	cols := []float64{0, 40, 65, 92, 132, 160}
	d.font(true, 9)
	for i, h := range []string{"side", "units", "destroyed", "disabled at the end", "survivors", "share left"} {
		d.text(d.x0+cols[i], d.y+3, h)
	}
	d.y += 5
	for _, s := range g.Sides {
		total, dead, dis := 0, 0, 0
		var lost []string
		for _, u := range g.Units {
			if u.Side != s {
				continue
			}
			total++
			switch {
			case !u.Alive():
				dead++
				lost = append(lost, u.Label)
			case u.Status == engine.StatusDisabled || u.Status == engine.StatusStuck:
				dis++
			}
		}
		share := 0.0
		if total > 0 {
			share = float64(total-dead) / float64(total) * 100
		}
		d.room(6)
		d.font(true, 10)
		d.text(d.x0, d.y+4, s)
		d.font(false, 10)
		for i, v := range []string{fmt.Sprint(total), fmt.Sprint(dead), fmt.Sprint(dis), fmt.Sprint(total - dead), fmt.Sprintf("%.0f%%", share)} {
			d.text(d.x0+cols[i+1], d.y+4, v)
		}
		d.y += 5.5
		if len(lost) > 0 {
			d.para("  destroyed: "+strings.Join(lost, ", "), 8)
		}
	}
}

// reportOgres writes what each Ogre lost: treads, each weapon, missiles.
func (d *Doc) reportOgres(st *reportStats) {
	g := st.g
	if len(st.ogres) == 0 {
		return
	}
	d.heading("What each Ogre lost")
	for _, l := range st.ogres {
		u := g.Unit(l)
		wv, tv := g.VPLost(u)
		var gone, spent []string
		for _, w := range u.Weapons {
			switch w.Status {
			case engine.StatusDestroyed:
				gone = append(gone, w.ID)
			case engine.StatusSpent:
				spent = append(spent, w.ID)
			}
		}
		status := "in action"
		if _, word, _ := present.StatusMark(u.Status); word != "" {
			status = word
		}
		d.room(6)
		d.font(true, 10)
		d.text(d.x0, d.y+4, fmt.Sprintf("%s (%s, %s): %s", u.Label, u.Type.Name, u.Side, status))
		d.y += 5.5
		s := fmt.Sprintf("Treads lost %d of %d (%d left, movement %s). Weapons destroyed: %s. Missiles spent: %s. VP given up: %s.",
			u.TreadsMax-u.Treads, u.TreadsMax, u.Treads, g.Scale.Format(u.Movement()), listOrNone(gone), listOrNone(spent), num(wv+tv))
		d.para(s, 9)
		d.y += 1
	}
}

// listOrNone returns the items joined, or "none".
func listOrNone(l []string) string {
	if len(l) == 0 {
		return "none"
	}
	return strings.Join(l, ", ")
}

// reportCredit writes which unit or weapon destroyed what, and the VP it
// scored, most first.
func (d *Doc) reportCredit(st *reportStats) {
	d.heading("Kill credit")
	cs := make([]*credit, 0, len(st.credits))
	for _, c := range st.credits {
		if len(c.what) > 0 || c.vp > 0 {
			cs = append(cs, c)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].vp > cs[j].vp })
	if len(cs) == 0 {
		d.para("No attack had an effect.", 9)
		return
	}
	for _, c := range cs {
		what := c.what
		if len(what) > 12 {
			what = append(what[:12:12], fmt.Sprintf("and %d more", len(c.what)-12))
		}
		d.room(5)
		d.font(true, 9)
		head := fmt.Sprintf("%s (%s) · %s VP:", c.who, c.side, num(c.vp))
		d.text(d.x0, d.y+3.8, head)
		w := d.pdf.GetStringWidth(head) + 2
		d.font(false, 9)
		lines := d.pdf.SplitText(strings.Join(what, ", "), d.width()-w)
		for i, l := range lines {
			if i > 0 {
				d.room(4.4)
			}
			d.text(d.x0+w, d.y+3.8, l)
			d.y += 4.4
		}
		d.y += 0.6
	}
}

// reportDice writes the dice each side rolled and typed, and its luck:
// destroying results expected before the rolls against those got.
func (d *Doc) reportDice(st *reportStats) {
	g := st.g
	d.heading("Dice and luck")
	cols := []float64{0, 30, 52, 74, 96, 134}
	d.font(true, 8.5)
	for i, h := range []string{"side", "dice rolled", "typed in", "attacks", "X or XX: expected / got", "any effect: expected / got"} {
		d.text(d.x0+cols[i], d.y+3, h)
	}
	d.y += 5
	var pairs []barPair
	for _, s := range g.Sides {
		ss := st.sides[s]
		d.room(5.5)
		d.font(true, 10)
		d.text(d.x0, d.y+4, s)
		d.font(false, 10)
		vals := []string{fmt.Sprint(ss.dice), fmt.Sprint(ss.typed), fmt.Sprint(ss.attacks),
			fmt.Sprintf("%.1f / %d", ss.expX, ss.gotX), fmt.Sprintf("%.1f / %d", ss.expD, ss.gotD)}
		for i, v := range vals {
			d.text(d.x0+cols[i+1], d.y+4, v)
		}
		d.y += 5.5
		pairs = append(pairs, barPair{name: s, a: ss.expX, b: float64(ss.gotX)})
	}
	d.y += 2
	d.pairChart("Luck: destroying results (X or XX) expected before the rolls, and got", "expected", "got", d.width()*0.6, 50, pairs)
}

// reportCharts draws VP per side, and each Ogre's treads and weapons, over
// the turns.
func (d *Doc) reportCharts(st *reportStats) {
	g := st.g
	d.room(75) // the heading with its first chart
	d.heading("Over the turns")
	var vp []series
	for _, s := range g.Sides {
		v := make([]float64, len(st.turns))
		for i, p := range st.turns {
			v[i] = p.vp[s]
		}
		vp = append(vp, series{name: s + " VP", values: v})
	}
	d.lineChart("VP per side", "VP", d.width(), 55, vp)
	d.y += 3
	for _, l := range st.ogres {
		t := make([]float64, len(st.turns))
		a := make([]float64, len(st.turns))
		for i, p := range st.turns {
			t[i], a[i] = float64(p.treads[l]), float64(p.armed[l])
		}
		d.lineChart(l+": treads and working weapons", "count", d.width(), 55,
			[]series{{name: l + " treads", values: t}, {name: l + " working weapons", values: a}})
		d.y += 3
	}
}

// timeline writes every event of the log as a sentence, a section a turn
// and an overrun; typed dice marked, undone commands struck through. It
// reads the log again, one record at a time.
func (d *Doc) timeline(src Source) error {
	d.page(d.footer)
	d.heading("Timeline: every event of the log")
	d.para("Struck through: undone by the referee (it stays in the log). [typed d] marks dice typed at the table, [rolled d] dice the program rolled.", 8)
	const size, lh = 7.5, 3.5
	turn := 0
	return src(func(r tracker.Record) error {
		e, ok, err := decode(r)
		if err != nil {
			return err
		}
		if r.Turn != turn {
			turn = r.Turn
			d.room(10)
			d.y += 1.5
			d.font(true, 10)
			d.text(d.x0, d.y+4, fmt.Sprintf("Turn %d", turn))
			d.pdf.SetLineWidth(0.2)
			d.pdf.Line(d.x0, d.y+5.2, d.x1, d.y+5.2)
			d.y += 6.5
		}
		text := e.Text
		if text == "" && e.Kind == engine.EventFired {
			text = e.Unit
			if e.Weapon != "" {
				text += "." + e.Weapon
			}
			text += " has fired."
		}
		if ok && e.Kind == engine.EventOverrunStart {
			d.room(lh * 3)
			d.y += 1
			d.font(true, 8.5)
			d.text(d.x0, d.y+lh*0.8, "Overrun")
			d.y += lh + 0.5
		}
		if len(e.Dice) > 0 {
			typed, vals := false, make([]string, len(e.Dice))
			for i, dd := range e.Dice {
				vals[i] = fmt.Sprint(dd.Value)
				typed = typed || dd.Manual
			}
			how := "rolled"
			if typed {
				how = "typed"
			}
			text += " [" + how + " " + strings.Join(vals, " ") + "]"
		}
		bold := ok && (e.Kind == engine.EventAttack && strings.Contains(strings.Join(e.Attackers, ","), ".missile") ||
			e.Kind == engine.EventOverrunStart || e.Kind == engine.EventOverrunEnd)
		d.font(bold, size)
		tag := fmt.Sprintf("%d", r.Seq)
		lines := d.pdf.SplitText(text, d.width()-34)
		for i, l := range lines {
			d.room(lh)
			if i == 0 {
				d.font(false, 6.5)
				d.textRight(d.x0+9, d.y+lh*0.8, tag)
				d.text(d.x0+11, d.y+lh*0.8, d.fit(r.Side+" · "+r.Phase, 22))
				d.font(bold, size)
			}
			d.text(d.x0+34, d.y+lh*0.8, l)
			if r.VoidedBy != 0 {
				d.strike(d.x0+34, d.y+lh*0.8, d.pdf.GetStringWidth(l), size)
			}
			d.y += lh
		}
		return nil
	})
}
