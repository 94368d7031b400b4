package sheets

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// Log is a game's log as the report reads it, from its first event, one
// event at a time: a Source of stored records (the database's streaming
// read), or Lines of the log lines a session gives (Session.EachLog). The
// report reads it more than once (its figures, then its timeline) and holds
// one event at a time, so a log that streams stays out of memory.
type Log interface {
	entries(each func(entry) error) error
}

// Source reads a game's log from its first event, calling each for every
// record in order with VoidedBy set, and stops at the first error each
// returns.
type Source func(each func(engine.LogEvent) error) error

// entries reads the records as the report's entries.
func (s Source) entries(each func(entry) error) error {
	return s(func(r engine.LogEvent) error {
		en, err := entryOf(r)
		if err != nil {
			return err
		}
		return each(en)
	})
}

// SourceAfter reads a game's log as a Source does, but from after the
// event after (0: from the first): a part of a long game's timeline reads
// only from where it begins (db.EachEvent).
type SourceAfter func(after int64, each func(engine.LogEvent) error) error

// entries reads the records from the first.
func (s SourceAfter) entries(each func(entry) error) error { return s.entriesAfter(0, each) }

// entriesAfter reads the records after the event after.
func (s SourceAfter) entriesAfter(after int64, each func(entry) error) error {
	return Source(func(fn func(engine.LogEvent) error) error { return s(after, fn) }).entries(each)
}

// Lines reads a game's log as a session's log lines
// ((*tracker.Session).EachLog), from its first event, calling each for
// every line in order, and stops at the first error each returns.
type Lines func(each func(tracker.LogLine) error) error

// entries reads the log lines as the report's entries.
func (l Lines) entries(each func(entry) error) error {
	return l(func(line tracker.LogLine) error {
		en := entry{seq: line.Seq, command: line.Command, turn: line.Turn, side: line.Side, phase: line.Phase,
			kind: line.Kind, voided: line.Voided, e: line.Event}
		if line.Kind == engine.MarkUndo || line.Kind == engine.MarkRedo {
			en.mark, en.e = true, engine.Event{Text: line.Text}
		}
		return each(en)
	})
}

// RecordsSource returns a Source over records held in memory.
func RecordsSource(recs []engine.LogEvent) Source {
	return func(each func(engine.LogEvent) error) error {
		for _, r := range recs {
			if err := each(r); err != nil {
				return err
			}
		}
		return nil
	}
}

// entry is one event of the log as the report reads it.
type entry struct {
	seq, command int64
	turn         int
	side, phase  string
	kind         string
	voided       bool
	mark         bool         // an undo or redo mark, not an engine event
	e            engine.Event // the event; for a mark, only its Text
}

// routine reports whether the entry only records what another line says
// (tracker.LogLine.Routine): a unit or weapon that fired, whose attack has
// its own line, or a unit type's values as it first enters play.
func (en entry) routine() bool {
	return !en.mark && tracker.LogLine{Kind: en.kind, Event: en.e}.Routine()
}

// sideStats are one side's dice.
type sideStats struct {
	dice, typed int
}

// credit is what one attacker (or group firing together) did.
type credit struct {
	who, side string
	what      []string
	vp        float64
}

// reportStats is what the report's first pass over the log gathers.
type reportStats struct {
	g       *engine.Game
	sides   map[string]*sideStats
	credits []*credit
	// noCredit says that the game's system credits no one with its
	// losses (present.CreditsNone).
	noCredit bool
	// creditNote is how the system's credit reads its rules
	// (present.CreditNoter), "" for none.
	creditNote string
	byWho      map[string]*credit // by side and who
	// turns is the number of points of the charts: the set-up's (point
	// 0), then the end of each turn (point i is the end of turn i).
	turns    int
	vp       map[string][]float64 // side → VP at set-up, then at the end of each turn
	events   int
	last     int64 // the last event's seq
	voided   int   // events undone
	commands int
	undone   int            // commands undone (their events voided)
	marks    int            // undo and redo marks
	added    map[string]int // side → units put in play
	part     ReportPart     // the system's sections
}

// ReportPart is a rule system's share of the battle report: it follows the
// log as the report's first pass reads it, then draws its sections, its
// columns of the dice table, its luck and its lines over the turns. A
// system gives one in its paper (SystemPaper.NewReport); noReport is the
// share of a system that does not.
type ReportPart interface {
	// Before reads event e, rolled by side, with g the game before e is
	// applied.
	Before(g *engine.Game, side string, e engine.Event)
	// After reads event e with g the game after it is applied.
	After(g *engine.Game, e engine.Event)
	// TurnEnd reads g as it stands at the end of the set-up (before the
	// first event of play, settingUp), at the end of each turn, and at
	// the end of the log: a point of the charts over the turns.
	TurnEnd(g *engine.Game)
	// Losses draws its sections after the casualties (what each Ogre
	// lost).
	Losses(d *Doc, g *engine.Game)
	// DiceColumns returns its columns of the dice table, after the dice
	// each side rolled and typed: their titles and where each starts,
	// in millimetres from the left margin.
	DiceColumns() []ReportColumn
	// DiceCells returns side's cells under diceColumns.
	DiceCells(side string) []string
	// Luck draws what follows the dice table (a luck chart).
	Luck(d *Doc, g *engine.Game)
	// Tracks returns its figures over the turns, each drawn as a chart
	// (or a table, for fewer than two turns) after the VP's.
	Tracks() []TurnTrack
}

// ResultNoter is a ReportPart whose system adds to the report's Result
// line what its rules make of the result (a scenario whose best is a
// draw, say).
type ResultNoter interface {
	ResultNote(g *engine.Game) string
}

// SetUpReader is a ReportPart whose system sets a game up with events of
// its own kinds (units formed, stands placed in terrain),
// which the charts' first point takes in (settingUp).
type SetUpReader interface {
	SetsUp(e engine.Event) bool
}

// ReportColumn is a column of a report's table: its title, and where it
// starts in millimetres from the left margin.
type ReportColumn struct {
	Title string
	X     float64
}

// TurnTrack is a figure over the turns for a chart: its title and the
// name of its axis, the index in the charts' points of its first values
// (0: the set-up, i: the end of turn i), and its lines, each a value a
// point from that one on.
type TurnTrack struct {
	Title, Axis string
	First       int
	Lines       []Series
}

// NoReport is the report's share of a system that draws none of its own.
type NoReport struct{}

func (NoReport) Before(*engine.Game, string, engine.Event) {}
func (NoReport) After(*engine.Game, engine.Event)          {}
func (NoReport) TurnEnd(*engine.Game)                      {}
func (NoReport) Losses(*Doc, *engine.Game)                 {}
func (NoReport) DiceColumns() []ReportColumn               { return nil }
func (NoReport) DiceCells(string) []string                 { return nil }
func (NoReport) Luck(*Doc, *engine.Game)                   {}
func (NoReport) Tracks() []TurnTrack                       { return nil }

// entryOf returns a stored record as the report's entry.
func entryOf(r engine.LogEvent) (entry, error) {
	en := entry{seq: r.Seq, command: r.CommandSeq, turn: r.Turn, side: r.Side, phase: r.Phase, kind: r.Kind, voided: r.VoidedBy != 0}
	if r.IsMark() {
		var m struct {
			Text string `json:"text"`
		}
		_ = json.Unmarshal(r.Payload, &m)
		en.mark, en.e = true, engine.Event{Text: m.Text}
		return en, nil
	}
	if err := json.Unmarshal(r.Payload, &en.e); err != nil {
		return en, fmt.Errorf("sheets: event %d cannot be read: %w", r.Seq, err)
	}
	return en, nil
}

// gather replays the log through engine.Apply, one event at a time, and
// gathers the report's figures.
func gather(info tracker.Info, cat *engine.Catalog, src Log) (*reportStats, error) {
	g, err := engine.NewGame(cat, info.Variant, info.Scale, tracker.Sides(cat, info.Scenario))
	if err != nil {
		return nil, err
	}
	g.Scenario = info.Scenario
	st := &reportStats{g: g, sides: map[string]*sideStats{}, byWho: map[string]*credit{}, added: map[string]int{},
		vp: map[string][]float64{}, part: NoReport{}}
	if newReport := paperOf(g).NewReport; newReport != nil {
		st.part = newReport(g)
	}
	for _, s := range g.Sides {
		st.sides[s] = &sideStats{}
	}
	kills := present.ViewOf(g).NewCredit()
	st.noCredit = present.CreditsNone(kills)
	if n, ok := kills.(present.CreditNoter); ok {
		st.creditNote = n.CreditNote()
	}
	var lastCommand int64
	var lastUndone int64 // the last command undone: a command's events are voided together
	turn := 1
	setUp := false // the set-up's point is taken
	err = src.entries(func(r entry) error {
		st.events++
		st.last = max(st.last, r.seq)
		if r.command != lastCommand {
			st.commands++
			lastCommand = r.command
		}
		if r.mark {
			st.marks++
			return nil
		}
		e := r.e
		if r.voided {
			st.voided++
			if r.command != lastUndone {
				lastUndone = r.command
				st.undone++
			}
			return nil
		}
		if !setUp && !settingUp(st.part, e) {
			// The charts start at the start: the game as set up, before
			// the first event of play.
			st.point()
			setUp = true
		}
		for r.turn > turn {
			st.point()
			turn++
		}
		side := present.RolledBy(g, e, r.side)
		st.part.Before(g, side, e)
		if ss := st.sides[side]; ss != nil {
			ss.dice += len(e.Dice)
			for _, d := range e.Dice {
				if d.Manual {
					ss.typed++
				}
			}
		}
		if ef, ok := kills.Next(g, r.command, e); ok {
			c := st.creditOf(ef.By.Who, ef.By.Side)
			switch {
			case ef.What != "" && ef.Own:
				c.what = append(c.what, ef.What+" (own unit)")
			case ef.What != "":
				c.what = append(c.what, ef.What)
			}
			c.vp += ef.VP
		}
		if err := g.Apply(e); err != nil {
			return fmt.Errorf("sheets: event %d of game %d does not fit the game: %w", r.seq, info.ID, err)
		}
		if e.Kind == engine.EventAdded {
			if u := g.Unit(e.Unit); u != nil {
				st.added[u.Side]++
			}
		}
		st.part.After(g, e)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !setUp {
		st.point() // nothing but the set-up: it is also the end of turn 1
	}
	st.point()
	return st, nil
}

// settingUp reports whether event e sets the game up rather than plays it:
// a unit put in play, a catalog entry recorded, a note, a side's point pool opened or spent, or an event the system's
// share of the report (part) says sets up (setUpReader). The set-up is
// the events of the log before the first that does not, whatever their
// turn; the charts over the turns start with the game as it stands then.
func settingUp(part ReportPart, e engine.Event) bool {
	switch e.Kind {
	case engine.EventAdded, engine.EventDefined, engine.EventNote, engine.EventPool, engine.EventSpent:
		return true
	}
	if r, ok := part.(SetUpReader); ok {
		return r.SetsUp(e)
	}
	return false
}

// creditOf returns the credit of who of side, made on first use.
func (st *reportStats) creditOf(who, side string) *credit {
	key := side + "\x00" + who
	c := st.byWho[key]
	if c == nil {
		c = &credit{who: who, side: side}
		st.byWho[key] = c
		st.credits = append(st.credits, c)
	}
	return c
}

// point adds the game as it stands, at the end of the set-up or of a
// turn, to the charts: each side's VP, and the system's figures
// (ReportPart.turnEnd).
func (st *reportStats) point() {
	for _, s := range st.g.Sides {
		st.vp[s] = append(st.vp[s], st.g.VP[s])
	}
	st.part.TurnEnd(st.g)
	st.turns++
}

// Report draws the battle report of a game from its log: the summary and
// the victory classes (the system's Victory), casualties, the system's
// sections (say, what each Ogre lost), kill credit (its view's,
// present.View.NewCredit), dice and the system's luck, charts over the
// turns, and the timeline of the log. It reads src twice and never holds the log. The report of a game
// of more than TimelinePart events leaves its timeline to documents of its
// own (TimelineParts, DrawTimelinePart) and names their files, from
// Options.File (WriteReport writes them all).
func (d *Doc) Report(info tracker.Info, cat *engine.Catalog, src Log) error {
	st, err := gather(info, cat, src)
	if err != nil {
		return err
	}
	d.events = st.last
	g := st.g
	if d.opt.Scale != "" && d.opt.Scale != g.Scale {
		g.Scale = d.opt.Scale
	}
	d.Page(reportFooter(info))
	d.Font(true, 22)
	d.Text(d.X0, d.Y+8, fmt.Sprintf("Battle report · game %d “%s”", info.ID, info.Name))
	d.Y += 13
	d.reportSummary(info, cat, st)
	d.reportCasualties(st)
	st.part.Losses(d, g)
	d.reportCredit(st)
	d.reportDice(st)
	d.reportCharts(st)
	if n := TimelineParts(st.last); n > 0 {
		d.Page(d.footer)
		d.Heading("Timeline", 10)
		files := TimelineFiles(d.reportFile(info), n)
		d.Para(fmt.Sprintf("This game's log has %d events: its timeline, every event as a sentence, is printed in %d documents of its own, of %d events each at most, beside this report: %s.",
			st.last, n, TimelinePart, strings.Join(files, ", ")), 10)
		d.Para(fmt.Sprintf("ogretable log --game %d prints the same log as text, CSV or JSON.", info.ID), 10)
		return nil
	}
	return d.timeline(info, src, 0, st.last, "Timeline: every event of the log")
}

// reportFooter is the footer of a report's pages.
func reportFooter(info tracker.Info) string {
	return fmt.Sprintf("ogretable · game %d %s · battle report", info.ID, info.Name)
}

// reportFile returns the name of the file the report is written to:
// Options.File, or the default name of a game's report.
func (d *Doc) reportFile(info tracker.Info) string {
	if d.opt.File != "" {
		return filepath.Base(d.opt.File)
	}
	return ReportFile(info.ID)
}

// ReportFile is the default file name of a game's report:
// "game-12-report.pdf".
func ReportFile(id int64) string { return fmt.Sprintf("game-%d-report.pdf", id) }

// TimelinePart is the most events the timeline of one document holds. fpdf
// keeps every page of a document in memory until it writes the file (about
// 0.6 KB an event of the timeline), so the timeline of a 100,000-event game
// in one document would hold some 60 MB of pages, and the heap twice that
// while the collector catches up. A longer game's report leaves its
// timeline to documents of its own, each of at most TimelinePart events
// (about 60 pages), drawn and written one after the other: a report holds
// at most one of them, whatever the length of the game.
const TimelinePart = 5_000

// TimelineParts returns the number of documents of their own the timeline
// of a log whose last event is last takes: 0 when the report holds it.
func TimelineParts(last int64) int {
	if last <= TimelinePart {
		return 0
	}
	return int((last + TimelinePart - 1) / TimelinePart)
}

// TimelineFiles returns the file names of the n parts of the timeline of
// the report written to report: "game-12-report-timeline-1.pdf", ...
func TimelineFiles(report string, n int) []string {
	files := make([]string, n)
	for i := range files {
		files[i] = timelineFile(report, i+1)
	}
	return files
}

// timelineFile returns the name of part i of the timeline of the report
// file report.
func timelineFile(report string, i int) string {
	return fmt.Sprintf("%s-timeline-%d.pdf", strings.TrimSuffix(report, filepath.Ext(report)), i)
}

// DrawTimelinePart draws part (1 to parts) of the timeline of a long game:
// the events from (part-1)·TimelinePart+1 to part·TimelinePart, reading
// src once.
func (d *Doc) DrawTimelinePart(info tracker.Info, src Log, part, parts int) error {
	from := int64(part-1) * TimelinePart
	d.Page(fmt.Sprintf("%s · timeline %d of %d", reportFooter(info), part, parts))
	d.Font(true, 16)
	d.Text(d.X0, d.Y+6, fmt.Sprintf("Battle report · game %d “%s” · timeline, part %d of %d", info.ID, info.Name, part, parts))
	d.Y += 10
	return d.timeline(info, src, from, from+TimelinePart, fmt.Sprintf("Timeline: events %d to %d", from+1, from+TimelinePart))
}

// kv writes one "key: value" line of the summary.
func (d *Doc) kv(k, v string) {
	d.Room(5.5)
	d.Font(true, 10)
	d.Text(d.X0, d.Y+4, k)
	d.Font(false, 10)
	lines := d.Face.Split(v, d.Width()-38)
	if len(lines) == 0 {
		lines = []string{""} // an empty value still takes its line
	}
	for i, l := range lines {
		if i > 0 {
			d.Room(4.5)
		}
		d.Text(d.X0+38, d.Y+4, l)
		d.Y += 4.6
	}
	d.Y += 0.9
}

// reportSummary writes the result (who won, how the game ended), the
// scenario, sides, rules, scale, turns, the VP and the victory classes.
func (d *Doc) reportSummary(info tracker.Info, cat *engine.Catalog, st *reportStats) {
	g := st.g
	d.Heading("Summary", 5.5) // with the result
	how := engine.ResultOf(g).How
	if n, ok := st.part.(ResultNoter); ok {
		how = strings.TrimSpace(how + " " + n.ResultNote(g))
	}
	d.kv("Result", how) // who won and how the game ended, first
	scName := info.Scenario
	sc, err := cat.Scenario(info.Scenario)
	if err == nil {
		scName = sc.Name + " (" + sc.ID + ")"
	} else {
		sc = nil
	}
	if scName == "" {
		scName = "none: the game began empty"
	}
	d.kv("Scenario", scName)
	d.kv("Sides", strings.Join(g.Sides, ", ")+" (in turn order)")
	d.kv("Rules", string(g.Variant))
	d.kv("Scale", present.ScaleName(g.Scale))
	d.kv("Turns played", fmt.Sprintf("%d; the log ends in %s of turn %d", g.Turn, engine.PhaseOf(g, g.CurrentSide(), g.Phase), g.Turn))
	d.kv("Log", logSummary(st))
	var vp []string
	for _, s := range g.Sides {
		vp = append(vp, fmt.Sprintf("%s %s", s, Num(g.VP[s])))
	}
	if no := noVP(g); no != "" {
		vp = []string{"none: " + no}
	}
	d.kv("VP", strings.Join(vp, " · "))
	vs := g.System().Victory(g, sc)
	if len(vs) == 0 {
		d.kv("Victory classes", "the scenario names none")
		return
	}
	for i, v := range vs {
		k := ""
		if i == 0 {
			k = "Victory classes"
		}
		mark := "☐"
		if v.State == engine.VictoryMet {
			mark = "☒"
		}
		d.kv(k, fmt.Sprintf("%s %s class %s, %s: %s — %s", mark, v.Side, v.Class, v.State, v.Condition, v.Why))
	}
}

// logSummary says how long the log is and what was undone, in commands:
// "84 events of 41 commands (6 of them undo or redo); 6 commands undone,
// their 12 events struck through in the timeline".
func logSummary(st *reportStats) string {
	s := fmt.Sprintf("%s of %s", engine.Counted(st.events, "event", "events"), engine.Counted(st.commands, "command", "commands"))
	if st.marks > 0 {
		s += fmt.Sprintf(" (%d of them undo or redo)", st.marks)
	}
	if st.undone == 0 {
		return s + "; none undone"
	}
	their := "their"
	if st.undone == 1 {
		their = "its"
	}
	return s + fmt.Sprintf("; %s undone, %s %s struck through in the timeline",
		engine.Counted(st.undone, "command", "commands"), their, engine.Counted(st.voided, "event", "events"))
}

// reportCasualties writes each side's units destroyed, disabled at the
// end (for a system that disables units: SystemPaper.noDisabled),
// survivors and the share left.
func (d *Doc) reportCasualties(st *reportStats) {
	g := st.g
	d.Heading("Casualties", 5+5.5*float64(min(len(g.Sides), 2))) // with the column titles and the first sides
	cols := []float64{0, 40, 65, 92, 132, 160}
	titles := []string{"side", "units", "destroyed", "disabled at the end", "survivors", "share left"}
	noDisabled := paperOf(g).NoDisabled
	if noDisabled {
		// A system that never disables a unit has no disabled column;
		// the others take its room.
		cols, titles = []float64{0, 50, 82, 116, 150}, slices.Delete(titles, 3, 4)
	}
	d.Font(true, 9)
	for i, h := range titles {
		d.Text(d.X0+cols[i], d.Y+3, h)
	}
	d.Y += 5
	for _, s := range g.Sides {
		total, dead, dis := 0, 0, 0
		var lost, removed []string
		for _, u := range g.Units {
			if u.Side != s {
				continue
			}
			if NeverPlayed(g, u) {
				// The referee removed it: it was never on the table, so
				// it is neither a unit of the side nor a loss.
				removed = append(removed, u.Label)
				continue
			}
			total++
			switch {
			case u.Status == engine.StatusRemoved:
				// Lost in play, as the system reads removed.
				dead++
				lost = append(lost, u.Label+" (removed)")
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
		d.Room(6)
		d.Font(true, 10)
		d.Text(d.X0, d.Y+4, s)
		d.Font(false, 10)
		cells := []string{fmt.Sprint(total), fmt.Sprint(dead), fmt.Sprint(dis), fmt.Sprint(total - dead), fmt.Sprintf("%.0f%%", share)}
		if noDisabled {
			cells = slices.Delete(cells, 2, 3)
		}
		for i, v := range cells {
			d.Text(d.X0+cols[i+1], d.Y+4, v)
		}
		d.Y += 5.5
		if len(lost) > 0 {
			d.Para("  destroyed: "+strings.Join(lost, ", "), 8)
		}
		if len(removed) > 0 {
			d.Para("  removed by the referee, never on the table, not counted: "+strings.Join(removed, ", "), 8)
		}
	}
}

// sidePhase returns the timeline's column of an event: its side and
// phase ("defence · movement"), or the phase alone for an event of no
// side (a note in a game where every side acts).
func sidePhase(side, phase string) string {
	if side == "" {
		return phase
	}
	return side + " · " + phase
}

// ListOrNone returns the items joined, or "none".
func ListOrNone(l []string) string {
	if len(l) == 0 {
		return "none"
	}
	return strings.Join(l, ", ")
}

// reportCredit writes which unit or weapon destroyed what, and the VP it
// scored, most first.
func (d *Doc) reportCredit(st *reportStats) {
	d.Heading("Kill credit", 2*4.4) // with two lines
	cs := make([]*credit, 0, len(st.credits))
	for _, c := range st.credits {
		if len(c.what) > 0 || c.vp > 0 {
			cs = append(cs, c)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].vp > cs[j].vp })
	switch {
	case st.noCredit:
		d.Para(fmt.Sprintf("The report of a game of %s credits no one with its losses: the timeline and the log say what each command did.", st.g.System().Title()), 9)
		return
	case len(cs) == 0:
		d.Para("No loss was credited to an attacker.", 9)
		d.creditNote(st)
		return
	}
	defer d.creditNote(st)
	for _, c := range cs {
		what := c.what
		if len(what) > 12 {
			what = append(what[:12:12], fmt.Sprintf("and %d more", len(c.what)-12))
		}
		d.Room(5)
		d.Font(true, 9)
		head := fmt.Sprintf("%s (%s) · %s VP:", c.who, c.side, Num(c.vp))
		if noVP(st.g) != "" {
			head = fmt.Sprintf("%s (%s):", c.who, c.side)
		}
		d.Text(d.X0, d.Y+3.8, head)
		w := d.Face.Width(head) + 2
		d.Font(false, 9)
		lines := d.Face.Split(strings.Join(what, ", "), d.Width()-w)
		for i, l := range lines {
			if i > 0 {
				d.Room(4.4)
			}
			d.Text(d.X0+w, d.Y+3.8, l)
			d.Y += 4.4
		}
		d.Y += 0.6
	}
}

// creditNote writes how the system's credit reads its rules, if it says.
func (d *Doc) creditNote(st *reportStats) {
	if st.creditNote != "" {
		d.Y += 1
		d.Para(st.creditNote, 7.5)
	}
}

// reportDice writes the dice each side rolled and typed, then the
// system's columns (say, its luck: destroying results expected
// before the rolls against those got) and what follows them.
func (d *Doc) reportDice(st *reportStats) {
	g := st.g
	title, more := "Dice and luck", st.part.DiceColumns()
	if len(more) == 0 {
		title = "Dice"
	}
	d.Heading(title, 5+5.5*float64(min(len(g.Sides), 2))) // with the column titles and the first sides
	cols := append([]ReportColumn{{"side", 0}, {"dice rolled", 30}, {"typed in", 52}}, more...)
	d.Font(true, 8.5)
	for _, c := range cols {
		d.Text(d.X0+c.X, d.Y+3, c.Title)
	}
	d.Y += 5
	for _, s := range g.Sides {
		ss := st.sides[s]
		d.Room(5.5)
		d.Font(true, 10)
		d.Text(d.X0, d.Y+4, s)
		d.Font(false, 10)
		vals := append([]string{fmt.Sprint(ss.dice), fmt.Sprint(ss.typed)}, st.part.DiceCells(s)...)
		for i, v := range vals[:min(len(vals), len(cols)-1)] {
			d.Text(d.X0+cols[i+1].X, d.Y+4, v)
		}
		d.Y += 5.5
	}
	d.Y += 2
	st.part.Luck(d, g)
}

// reportCharts draws VP per side, and the system's figures (each Ogre's
// treads and weapons), over the turns. A line needs two turns: a figure of
// fewer (a one-turn game, an Ogre that entered play in the last turn) is
// given in a table instead of as a lone dot.
func (d *Doc) reportCharts(st *reportStats) {
	g := st.g
	var vp []Series
	for _, s := range g.Sides {
		vp = append(vp, Series{Name: s + " VP", Values: st.vp[s]})
	}
	scoresVP := noVP(g) == ""
	tracks := st.part.Tracks()
	if !scoresVP && len(tracks) == 0 {
		return // no VP, and no figure of the system's
	}
	var short []tableSeries // the figures of fewer than two turns
	if st.turns < 2 && scoresVP {
		short = append(short, tableSeries{first: 0, ss: vp})
	}
	for _, tr := range tracks {
		if tr.turns() < 2 {
			short = append(short, tableSeries{first: tr.First, ss: tr.Lines})
		}
	}
	keep := 65.0 // the first chart
	if len(short) > 0 {
		keep = 19 // the table's note and first lines
	}
	d.Heading("Over the turns", keep)
	if len(short) > 0 {
		d.turnTable(short)
	}
	if st.turns >= 2 && scoresVP {
		d.lineChart("VP per side", "VP", d.Width(), 55, 0, vp)
		d.Y += 3
	}
	for _, tr := range tracks {
		if tr.turns() < 2 {
			continue
		}
		d.lineChart(tr.Title, tr.Axis, d.Width(), 55, tr.First, tr.Lines)
		d.Y += 3
	}
}

// turns returns the number of turns the track has a value of.
func (tr TurnTrack) turns() int {
	if len(tr.Lines) == 0 {
		return 0
	}
	return len(tr.Lines[0].Values)
}

// pointName names point i of the charts over the turns: "set-up" for 0,
// "turn 3" for the end of turn 3.
func pointName(i int) string {
	if i == 0 {
		return "set-up"
	}
	return fmt.Sprintf("turn %d", i)
}

// tableSeries are series given as a table: values[i] at point first+i
// (pointName).
type tableSeries struct {
	first int
	ss    []Series
}

// turnTable writes figures too short for a chart as a table: a line a
// series, its value at set-up and at the end of each turn it has.
func (d *Doc) turnTable(ts []tableSeries) {
	d.Para("Fewer than two points to draw a line through: the figures at set-up and at the end of each turn.", 8)
	d.Y += 1
	for _, t := range ts {
		for _, s := range t.ss {
			d.Room(5)
			d.Font(true, 9)
			d.Text(d.X0, d.Y+3.8, s.Name)
			d.Font(false, 9)
			var vals []string
			for i, v := range s.Values {
				vals = append(vals, pointName(t.first+i)+": "+Num(v))
			}
			d.Text(d.X0+55, d.Y+3.8, strings.Join(vals, " · "))
			d.Y += 4.8
		}
	}
	d.Y += 2
}

// sectionOf returns the section of the timeline an event opens among
// sections, or nil.
func sectionOf(sections []TimelineSection, e engine.Event) *TimelineSection {
	for i := range sections {
		if sections[i].Open == e.Kind {
			return &sections[i]
		}
	}
	return nil
}

// timelineState is where the timeline is: its turn and its open section.
type timelineState struct {
	paper   *SystemPaper // the game's system's: its sections, its marked events
	turn    int
	sec     *TimelineSection
	command int64 // the command that opened the section
}

// step moves the state on past en: it returns whether en opens a
// section, and whether en is in a section (the one it opens or closes
// among them).
func (ts *timelineState) step(en entry) (opens, in bool) {
	if ts.sec != nil && (en.turn != ts.turn || ts.sec.Command && en.command != ts.command) {
		ts.sec = nil
	}
	ts.turn = en.turn
	if en.mark {
		return false, ts.sec != nil
	}
	if s := sectionOf(ts.paper.Sections, en.e); s != nil {
		ts.sec, ts.command = s, en.command
		return true, true
	}
	in = ts.sec != nil
	if in && ts.sec.Close != "" && en.e.Kind == ts.sec.Close {
		ts.sec = nil
	}
	return false, in
}

// timeline writes the events of the log after from up to to as
// sentences, a section a turn and an overrun; typed dice marked, undone
// commands struck through, routine lines (entry.routine) left out. It
// reads the log again, one event at a time.
func (d *Doc) timeline(info tracker.Info, src Log, from, to int64, title string) error {
	d.Page(d.footer)
	d.Heading(title, 0)
	d.Para("Struck through: undone by the referee (it stays in the log). [typed d] marks dice typed at the table, [rolled d] dice the program rolled. "+
		"Left out: the lines that only say a unit or weapon fired (its attack has a line of its own) and a unit type's values as it enters play.", 8)
	const size, lh = 7.5, 3.5
	ts := timelineState{paper: paperOfVariant(info.Variant)}
	turn := 0
	read := src.entries
	if sa, ok := src.(interface {
		entriesAfter(int64, func(entry) error) error
	}); ok && from > 0 {
		// Read from the part's first event; an overrun going on across
		// the part's start shows as a section from the next one.
		read = func(each func(entry) error) error { return sa.entriesAfter(from, each) }
	}
	err := read(func(r entry) error {
		if r.seq > to {
			return errPartDone
		}
		opens, in := ts.step(r)
		if r.seq <= from || r.routine() {
			return nil
		}
		e := r.e
		if r.turn != turn {
			turn = r.turn
			d.Room(1.5 + 6.5 + 2*lh) // with its first event's two lines
			d.Y += 1.5
			d.Font(true, 10)
			d.Text(d.X0, d.Y+4, fmt.Sprintf("Turn %d", turn))
			d.PDF.SetLineWidth(0.2)
			d.PDF.Line(d.X0, d.Y+5.2, d.X1, d.Y+5.2)
			d.Y += 6.5
		}
		x := d.X0 + 34 // where the sentence starts
		if in {
			x += 3
		}
		if opens {
			d.Room(1 + lh + 0.5 + 2*lh) // with its first event's two lines
			d.Y += 1
			d.Font(true, 8.5)
			d.Text(d.X0+34, d.Y+lh*0.8, ts.sec.Title)
			d.Y += lh + 0.5
		}
		text := e.Text
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
		bold := !r.mark && (ts.paper.Marked != nil && ts.paper.Marked(e) ||
			sectionOf(ts.paper.Sections, e) != nil || in && ts.sec == nil)
		d.Font(bold, size)
		tag := fmt.Sprintf("%d", r.seq)
		lines := d.Face.Split(text, d.X1-x)
		// The side and phase, wrapped in their column ("defence · second
		// movement" was cut): the event takes as many lines as the longer.
		when := splitApart(sidePhase(r.side, r.phase), 6.5, 22)
		for len(lines) < len(when) {
			lines = append(lines, "")
		}
		for i, l := range lines {
			if i == 0 {
				// The whole of the side and phase on this page, drawn
				// together so that a text reader reads them whole.
				d.Room(lh * float64(len(when)))
				d.Font(false, 6.5)
				d.TextRight(d.X0+9, d.Y+lh*0.8, tag)
				for k, w := range when {
					d.Text(d.X0+11, d.Y+lh*(float64(k)+0.8), w)
				}
				d.Font(bold, size)
			} else {
				d.Room(lh)
			}
			if in {
				d.PDF.SetLineWidth(0.6)
				d.PDF.Line(d.X0+34.5, d.Y, d.X0+34.5, d.Y+lh)
				d.PDF.SetLineWidth(0.3)
			}
			if l != "" {
				d.Text(x, d.Y+lh*0.8, l)
			}
			if r.voided {
				d.Strike(x, d.Y+lh*0.8, d.Face.Width(l), size)
			}
			d.Y += lh
		}
		if in && ts.sec == nil {
			d.Y += 1 // the section is over
		}
		return nil
	})
	if errors.Is(err, errPartDone) {
		return nil
	}
	return err
}

// errPartDone stops the reading of the log at the end of a part of the
// timeline.
var errPartDone = errors.New("sheets: the part of the timeline is drawn")
