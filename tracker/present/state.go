package present

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"ogretable/engine"
	"ogretable/tracker"
)

// This file is the game and its log as the command line prints them
// ("ogretable state", "ogretable log"), in text, CSV and the values that
// encode as JSON; a battle report reads the same.

// State is a game as it stands, as "ogretable state --json" prints it. Its
// fields are in the order of their JSON names, as the map the command
// printed before had them.
type State struct {
	Game  int64        `json:"game"`
	Name  string       `json:"name"`
	Notes []string     `json:"notes"`
	Phase engine.Phase `json:"phase"`
	// Result is who won and how: over once a game-ending condition is
	// met or the game is ended, the winner a side or null while none is
	// named, how a sentence.
	Result ResultState    `json:"result"`
	Rules  engine.Variant `json:"rules"`
	Scale  engine.Scale   `json:"scale"`
	Side   string         `json:"side"`
	Sides  []string       `json:"sides"`
	// Standing is how the game stands against its scenario; omitted when
	// there is nothing to say (a game without a scenario).
	Standing *StandingState     `json:"standing,omitempty"`
	Turn     int                `json:"turn"`
	Units    []UnitState        `json:"units"`
	VP       map[string]float64 `json:"vp"`
	// Ext is what the game's rule system keeps of the game, as its view
	// writes it (GameStater), by its key; written before the
	// fields above, nil for none.
	Ext map[string]any `json:"-"`
}

// MarshalJSON writes the game as "state --json" prints it: its rule
// system's part (Ext) under its key, then its fields.
func (s State) MarshalJSON() ([]byte, error) {
	type plain State
	b, err := json.Marshal(plain(s))
	if err != nil || len(s.Ext) == 0 {
		return b, err
	}
	ext, err := json.Marshal(s.Ext)
	if err != nil {
		return nil, err
	}
	out := append(ext[:len(ext)-1:len(ext)-1], ',')
	return append(out, b[1:]...), nil
}

// GameStater is a View whose system writes its own state of a game in
// "ogretable state": GameJSON returns the key and the value of
// the game's part of "state --json" (nil: none), StateLines the lines its
// text adds under the units.
type GameStater interface {
	GameJSON(g *engine.Game) (key string, value any)
	StateLines(g *engine.Game) []string
}

// StandingState is how a game stands against its scenario, in State: what
// each side is trying to do, each victory class judged, the conditions that
// end the game, the point pools, and how it ended.
type StandingState struct {
	Scenario string                `json:"scenario,omitempty"`
	Goals    []engine.Goal         `json:"goals,omitempty"`
	Victory  []VictoryClassState   `json:"victory,omitempty"`
	Ends     []engine.EndStatus    `json:"ends,omitempty"`
	Pools    []engine.PoolStanding `json:"pools,omitempty"`
	Ended    *engine.GameEnd       `json:"ended,omitempty"`
}

// VictoryClassState is one victory class of the scenario judged against the
// game: met, not met, or the referee decides, and why.
type VictoryClassState struct {
	Side      string `json:"side"`
	Class     string `json:"class"`
	Condition string `json:"condition"`
	State     string `json:"state"`
	Why       string `json:"why"`
}

// ResultState is a game's result in State.
type ResultState struct {
	Over   bool    `json:"over"`
	Winner *string `json:"winner"`
	How    string  `json:"how"`
}

// ResultOf returns the game's result as State holds it (engine.ResultOf).
func ResultOf(g *engine.Game) ResultState {
	r := engine.ResultOf(g)
	out := ResultState{Over: r.Over, How: r.How}
	if r.Winner != "" {
		w := r.Winner
		out.Winner = &w
	}
	return out
}

// ResultLines returns the game's result once it is over, as "ogretable
// state" and "ogretable do" print it: how it ended and who won, then the
// standing of each side's victory classes (ClassLines); nil while the game
// goes on.
func ResultLines(g *engine.Game) []string {
	st := engine.StandingOf(g)
	if !st.Result.Over {
		return nil
	}
	return append([]string{st.Result.How}, ClassLines(g, st)...)
}

// ClassLines returns the standing of each side's victory classes in one
// line a side: "Victory classes of the combine: A met; S, B for the
// referee; C, D, E not met." A scenario without classes says so, with the
// VP each side scored.
func ClassLines(g *engine.Game, st engine.Standing) []string {
	if len(st.Victory) == 0 {
		if st.Scenario == "" {
			return nil
		}
		vp := make([]string, len(g.Sides))
		for i, s := range g.Sides {
			vp[i] = s + " " + engine.FormatNumber(g.VP[s])
		}
		return []string{fmt.Sprintf("%s prints no victory classes; VP: %s.", st.Scenario, strings.Join(vp, ", "))}
	}
	var out []string
	for _, side := range g.Sides {
		by := map[engine.VictoryState][]string{}
		for _, v := range st.Victory {
			if v.Side == side {
				by[v.State] = append(by[v.State], v.Class)
			}
		}
		var parts []string
		for _, s := range []struct {
			state engine.VictoryState
			say   string
		}{{engine.VictoryMet, "met"}, {engine.VictoryReferee, "for the referee"}, {engine.VictoryNotMet, "not met"}} {
			if len(by[s.state]) > 0 {
				parts = append(parts, strings.Join(by[s.state], ", ")+" "+s.say)
			}
		}
		if len(parts) > 0 {
			out = append(out, fmt.Sprintf("Victory classes of the %s: %s.", side, strings.Join(parts, "; ")))
		}
	}
	return out
}

// StandingOf returns how the game stands against its scenario, nil when
// there is nothing to say.
func StandingOf(g *engine.Game) *StandingState {
	st := engine.StandingOf(g)
	if st.Empty() {
		return nil
	}
	out := &StandingState{Scenario: st.Scenario, Goals: st.Goals, Ends: st.Ends, Pools: st.Pools, Ended: st.Ended}
	for _, v := range st.Victory {
		out.Victory = append(out.Victory, VictoryClassState{Side: v.Side, Class: v.Class, Condition: v.Condition, State: string(v.State), Why: v.Why})
	}
	return out
}

// ResultLine returns the game's result once it is over, as "ogretable
// state" opens with it: the ended game's result with how to reopen it, or,
// once a game-ending condition is met and the game is not ended yet, the
// result with what the referee may do (EndingText). It is "" while the
// game is not over.
func ResultLine(g *engine.Game) string {
	st := engine.StandingOf(g)
	switch {
	case st.Ended != nil:
		return st.Result.How + " \"undo\" reopens it."
	case st.Result.Over:
		return EndingText(g)
	}
	return ""
}

// StandingLines returns how the game stands against its scenario as
// "ogretable state" prints it after the units, one sentence a line; nil
// when there is nothing to say. The result, once the game is over, is not
// among them: the state opens with it (ResultLine).
func StandingLines(g *engine.Game) []string {
	st := engine.StandingOf(g)
	if st.Empty() {
		return nil
	}
	var out []string
	for _, goal := range st.Goals {
		out = append(out, fmt.Sprintf("Goal of the %s: %s.", goal.Side, goal.Text))
	}
	for _, e := range st.Ends {
		state := "not yet"
		if e.Met {
			state = "MET"
		}
		out = append(out, fmt.Sprintf("The game ends when %s: %s (%s).", e.Condition, state, e.Why))
	}
	if len(st.Victory) > 0 {
		out = append(out, "Victory classes ("+st.Scenario+"):")
		for _, v := range st.Victory {
			out = append(out, fmt.Sprintf("  %s %s: %s. %s (%s)", v.Side, v.Class, v.State, v.Condition, v.Why))
		}
	}
	for _, p := range st.Pools {
		out = append(out, PoolText(p))
	}
	return out
}

// PoolText returns a point pool in a sentence: "Point pool of the
// paneuropean: 150 points of local forces, 140 left." or, not rolled yet,
// "Point pool of the combine: 10 + 1d6 × 10 points of ..., not rolled yet
// (\"roll points combine\")."
func PoolText(p engine.PoolStanding) string {
	what := ""
	if p.For != "" {
		what = " of " + p.For
	}
	if !p.Open {
		return fmt.Sprintf("Point pool of the %s: %s points%s, not rolled yet (\"roll points %s\").", p.Side, p.Formula, what, p.Side)
	}
	return fmt.Sprintf("Point pool of the %s: %s points%s, %s left.", p.Side, engine.FormatNumber(p.Points), what, engine.FormatNumber(p.Left))
}

// WeaponState is an Ogre weapon in State.
type WeaponState struct {
	ID     string  `json:"id"`
	Kind   string  `json:"kind"`
	Status string  `json:"status"`
	Ammo   *int    `json:"ammo,omitempty"`
	Attack float64 `json:"attack"`
	Range  float64 `json:"range"`
}

// UnitState is a unit in State: ranges and movement in the game's scale.
type UnitState struct {
	Label    string        `json:"label"`
	Type     string        `json:"type"`
	TypeID   string        `json:"type_id"`
	Kind     string        `json:"kind"`
	Side     string        `json:"side"`
	Status   string        `json:"status"`
	Recovers string        `json:"recovers,omitempty"`
	Cause    string        `json:"cause,omitempty"` // why it is disabled or stuck
	Squads   int           `json:"squads,omitempty"`
	Terrain  string        `json:"terrain,omitempty"`
	Treads   *int          `json:"treads,omitempty"`
	TreadsOf int           `json:"treads_max,omitempty"`
	Movement *float64      `json:"movement,omitempty"`
	Weapons  []WeaponState `json:"weapons,omitempty"`
	Hulk     bool          `json:"hulk,omitempty"`
	// Jets, Flying and AttackSpent are a walker's modes and the attack
	// points it has used this turn; nil for other units.
	Jets        *bool    `json:"jets,omitempty"`
	Flying      *bool    `json:"flying,omitempty"`
	AttackSpent *float64 `json:"attack_spent,omitempty"`
	// StructurePoints is what a structure with structure points has left,
	// and StructureOf what it started with.
	StructurePoints *float64 `json:"structure_points,omitempty"`
	StructureOf     float64  `json:"structure_points_max,omitempty"`
	// Ext is what the game's rule system keeps of the unit, as its view
	// writes it (UnitStater), by the key it is written under;
	// written after the fields above, nil for none.
	Ext map[string]any `json:"-"`
}

// MarshalJSON writes the unit as "state --json" prints it: its fields,
// then its rule system's part (Ext) under its key.
func (u UnitState) MarshalJSON() ([]byte, error) {
	type plain UnitState
	b, err := json.Marshal(plain(u))
	if err != nil || len(u.Ext) == 0 {
		return b, err
	}
	ext, err := json.Marshal(u.Ext)
	if err != nil {
		return nil, err
	}
	if string(b) == "{}" {
		return ext, nil
	}
	out := append(b[:len(b)-1:len(b)-1], ',')
	return append(out, ext[1:]...), nil
}

// UnitStater is a View whose system writes its own state of a unit in
// "ogretable state": UnitJSON returns the key and the value of
// unit u's part of "state --json" (nil: none), StateDetails the details
// its text line gives before the unit's terrain and the line under its
// roster row (View.Detail).
type UnitStater interface {
	UnitJSON(g *engine.Game, u *engine.Unit) (key string, value any)
	StateDetails(g *engine.Game, u *engine.Unit) []string
}

// UnitFiller is a View whose system writes its units' state in the shared
// fields of UnitState (squads, treads, weapons, a walker's modes,
// structure points, a hulk): FillState fills them, StateLine returns all
// the details of the unit's text line, in the system's order (its terrain
// and the line under its roster row among them).
type UnitFiller interface {
	FillState(g *engine.Game, u *engine.Unit, us *UnitState)
	StateLine(g *engine.Game, u *engine.Unit) []string
}

// StateOf returns the game g, described by info, as "ogretable state
// --json" prints it.
func StateOf(info tracker.Info, g *engine.Game) State {
	view := ViewOf(g)
	stater, _ := view.(UnitStater)
	filler, _ := view.(UnitFiller)
	units := make([]UnitState, 0, len(g.Units))
	for _, u := range g.Units {
		us := UnitState{Label: u.Label, Type: u.Type.Name, TypeID: u.Type.ID, Kind: string(u.Type.Kind), Side: u.Side,
			Status: string(u.Status), Recovers: view.Detail(g, u), Terrain: string(u.Terrain)}
		if u.Timer != nil && u.Status != engine.StatusOK {
			us.Cause = string(u.Timer.Cause)
		}
		if stater != nil {
			if key, v := stater.UnitJSON(g, u); v != nil {
				us.Ext = map[string]any{key: v}
			}
		}
		if filler != nil {
			filler.FillState(g, u, &us)
		}
		units = append(units, us)
	}
	return State{Game: info.ID, Name: info.Name, Rules: info.Variant, Scale: info.Scale, Result: ResultOf(g),
		Turn: g.Turn, Side: g.CurrentSide(), Phase: g.Phase, Sides: g.Sides, VP: g.VP,
		Notes: g.Notes, Units: units, Standing: StandingOf(g), Ext: gameExt(g)}
}

// gameExt returns the game's rule system's part of "state --json", nil
// when its view writes none.
func gameExt(g *engine.Game) map[string]any {
	if st, ok := ViewOf(g).(GameStater); ok {
		if key, v := st.GameJSON(g); v != nil {
			return map[string]any{key: v}
		}
	}
	return nil
}

// WriteState writes the game g, described by info, as "ogretable state"
// prints it: the result first once the game is over (ResultLine), the
// game, the turn and the VP, a table of the units, then how the game stands
// against its scenario (StandingLines).
func WriteState(w io.Writer, info tracker.Info, g *engine.Game) error {
	if r := ResultLine(g); r != "" {
		fmt.Fprintln(w, r)
	}
	fmt.Fprintf(w, "Game %d: %s (%s rules, %s scale)\nTurn %d, %s.", info.ID, info.Name,
		info.Variant, info.Scale, g.Turn, engine.PhaseOf(g, g.CurrentSide(), g.Phase))
	if _, ok := ViewOf(g).(Scorer); ok {
		score, _ := ScoreOf(g)
		fmt.Fprintf(w, " %s.", score)
	} else {
		// The VP, as every build wrote them.
		fmt.Fprint(w, " VP:")
		for _, s := range g.Sides {
			fmt.Fprintf(w, " %s %s", s, engine.FormatNumber(g.VP[s]))
		}
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "label\ttype\tside\tstatus\tdetails")
	view := ViewOf(g)
	stater, _ := view.(UnitStater)
	filler, _ := view.(UnitFiller)
	for _, u := range g.Units {
		var details []string
		if filler != nil {
			details = filler.StateLine(g, u)
		} else {
			if stater != nil {
				details = append(details, stater.StateDetails(g, u)...)
			}
			if u.Terrain != "" {
				details = append(details, "in "+string(u.Terrain))
			}
			if r := view.Detail(g, u); r != "" {
				details = append(details, r)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", u.Label, u.Type.Name, u.Side, u.Status, strings.Join(details, "; "))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if st, ok := ViewOf(g).(GameStater); ok {
		for _, l := range st.StateLines(g) {
			fmt.Fprintln(w, l)
		}
	}
	// The standing comes after the units, so the lines before it read as
	// they did before it was shown.
	if lines := StandingLines(g); len(lines) > 0 {
		fmt.Fprintln(w)
		for _, l := range lines {
			fmt.Fprintln(w, l)
		}
	}
	return nil
}

// LogText returns one log line as a referee reads it in "ogretable log":
// its number, turn, side and phase, its sentence, and whether its dice were
// typed in and whether it was undone.
//
// A text of several lines (a note typed with line breaks) keeps the
// columns: each further line is indented to the text's column; other
// control characters (a tab, an escape) are written as Go escapes ("\t"),
// so that a note cannot move the cursor of the terminal reading the log.
func LogText(l tracker.LogLine) string {
	head := fmt.Sprintf("%4d  T%d %-8s %-15s ", l.Seq, l.Turn, l.Side, l.Phase)
	lines := strings.Split(strings.ReplaceAll(l.Text, "\r\n", "\n"), "\n")
	for i, t := range lines {
		lines[i] = escapeControls(t)
	}
	s := head + strings.Join(lines, "\n"+strings.Repeat(" ", utf8.RuneCountInString(head)))
	if l.Manual {
		s += " " + TypedMark
	}
	if l.Voided {
		s += " [undone]"
	}
	if l.Refused != "" {
		s += " [refused: " + l.Refused + "]"
	}
	return s
}

// escapeControls writes the control characters of s (a line, so no
// newline) as Go escapes, and leaves the rest as it is.
func escapeControls(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// WriteLogText writes the log one LogText line a line.
func WriteLogText(w io.Writer, lines []tracker.LogLine) {
	_ = writeLog(w, "text", lines)
}

// WriteLogCSV writes the log as CSV, a heading row first: every field of
// each line, the time in UTC to the millisecond, the dice space-separated.
func WriteLogCSV(w io.Writer, lines []tracker.LogLine) error {
	return writeLog(w, "csv", lines)
}

// writeLog writes lines through a LogWriter in format.
func writeLog(w io.Writer, format string, lines []tracker.LogLine) error {
	lw, err := NewLogWriter(w, format)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if err := lw.Write(l); err != nil {
			return err
		}
	}
	return lw.Close()
}

// LogFormats are the formats of "ogretable log" that a LogWriter writes.
var LogFormats = []string{"text", "csv", "json"}

// LogWriter writes the battle log one line at a time, as "ogretable log"
// prints it, so that a long log is printed without holding it all: "text"
// as WriteLogText, "csv" as WriteLogCSV, and "json" as an indented JSON
// array of the lines, byte for byte what a json.Encoder with the indent
// "  " writes of the whole slice. Close writes what ends the log and
// flushes; nothing may be written after it.
type LogWriter struct {
	out    *bufio.Writer
	format string
	csv    *csv.Writer
	lines  int
}

// NewLogWriter returns a LogWriter of format (one of LogFormats) on w, or
// an error naming the formats.
func NewLogWriter(w io.Writer, format string) (*LogWriter, error) {
	lw := &LogWriter{out: bufio.NewWriterSize(w, 64<<10), format: format}
	switch format {
	case "text", "json":
	case "csv":
		lw.csv = csv.NewWriter(lw.out)
		if err := lw.csv.Write([]string{"seq", "command", "time", "turn", "side", "phase", "kind", "text", "dice", "manual", "voided"}); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("present: the log's format must be one of %s, not %q", strings.Join(LogFormats, ", "), format)
	}
	return lw, nil
}

// Write writes one line of the log.
func (lw *LogWriter) Write(l tracker.LogLine) error {
	lw.lines++
	switch lw.format {
	case "csv":
		dice := make([]string, len(l.Dice))
		for i, d := range l.Dice {
			dice[i] = strconv.Itoa(d)
		}
		return lw.csv.Write([]string{strconv.FormatInt(l.Seq, 10), strconv.FormatInt(l.Command, 10), l.Time.UTC().Format("2006-01-02T15:04:05.000Z"),
			strconv.Itoa(l.Turn), l.Side, l.Phase, l.Kind, refusedText(l), strings.Join(dice, " "), strconv.FormatBool(l.Manual), strconv.FormatBool(l.Voided)})
	case "json":
		b, err := json.MarshalIndent(l, "  ", "  ")
		if err != nil {
			return err
		}
		sep := ",\n  "
		if lw.lines == 1 {
			sep = "[\n  "
		}
		lw.out.WriteString(sep)
		_, err = lw.out.Write(b)
		return err
	}
	lw.out.WriteString(LogText(l))
	return lw.out.WriteByte('\n')
}

// Close writes what ends the log (the end of the JSON array) and flushes
// everything to the writer underneath.
func (lw *LogWriter) Close() error {
	switch lw.format {
	case "csv":
		lw.csv.Flush()
		if err := lw.csv.Error(); err != nil {
			return err
		}
	case "json":
		if lw.lines == 0 {
			lw.out.WriteString("[]\n")
		} else {
			lw.out.WriteString("\n]\n")
		}
	}
	return lw.out.Flush()
}

// refusedText is a line's text, with the reason its command was left out
// of the game when it was: "[refused: ...]".
func refusedText(l tracker.LogLine) string {
	if l.Refused != "" {
		return l.Text + " [refused: " + l.Refused + "]"
	}
	return l.Text
}
