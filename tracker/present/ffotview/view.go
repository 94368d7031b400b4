package ffotview

import (
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
	"ogretable/engine/ffot"
	"ogretable/tracker/present"
)

// ffotView is how games of FFOTigers are shown: each stand's quality,
// marker (a glyph and a tone beside its word), bog count and unit in the
// roster, and a panel of a stand's figures with the chances its rolls
// have, its side's command and the barrages. Every figure and chance is
// the engine's (ffot.Shot, ffot.CheckNeeded, ffot.BogsOn, ffot.CommandOf).
type ffotView struct{}

func init() {
	present.RegisterView(ffot.SystemName, ffotView{})
	present.RegisterASCIIGlyph('◒', 's') // GlyphSuppressed
	present.RegisterASCIIGlyph('◉', 'p') // GlyphPinned
}

// The glyphs of FFOTigers' markers, shown with their word.
const (
	GlyphSuppressed = "◒"
	GlyphPinned     = "◉"
)

// MarkerMark returns the glyph, the word and the tone that show a marker:
// none is shown blank.
func MarkerMark(m ffot.Marker) (glyph, word string, tone present.Tone) {
	switch m {
	case ffot.Suppressed:
		return GlyphSuppressed, m.String(), present.ToneDisabled
	case ffot.Pinned:
		return GlyphPinned, m.String(), present.ToneStuck
	}
	return "", "", present.ToneText
}

// Columns returns quality (Q), marker, bog and unit.
func (ffotView) Columns() []string { return []string{"Q", "Marker", "Bog", "Unit"} }

// NameColumns returns the column of the stand's unit, a name.
func (ffotView) NameColumns() []int { return []int{3} }

// Legend says what the columns stand for, the markers' glyphs and the
// glyph of a stand that fired in the phase.
func (ffotView) Legend(*engine.Game) string {
	return GlyphSuppressed + " suppressed " + GlyphPinned + " pinned " + present.GlyphFired + " fired, Bog: times bogged; inches"
}

// UnitCells returns a stand's quality, marker (none once it is out of
// play, ffot.MarkerOf), times bogged and unit, and its notes: a quality
// check due, its unit routed and checking at the end of the turn, its
// terrain (hull down), how much it moved, and the weapons it fired in the
// phase (FiredMark).
func (ffotView) UnitCells(g *engine.Game, u *engine.Unit) (cells, notes []string) {
	s := ffot.StandOf(u)
	if s == nil {
		return []string{"–", "", "", ""}, nil
	}
	q, unit := "–", "–"
	if s.Quality.Valid() {
		q = s.Quality.String()
	}
	if s.Unit != "" {
		unit = s.Unit
	}
	glyph, word, _ := MarkerMark(ffot.MarkerOf(u))
	marker := ""
	if glyph != "" || word != "" {
		marker = strings.TrimSpace(glyph + " " + word)
	}
	bog := ""
	if s.Bogged > 0 {
		bog = strconv.Itoa(s.Bogged)
	}
	notes = make([]string, 0, 3)
	notes = append(notes, standDue(g, u)...)
	notes = append(notes, "in "+string(s.Terrain))
	if s.HullDown {
		notes = append(notes, "hull down")
	}
	if s.Moved > ffot.MovedNone {
		notes = append(notes, "moved "+s.Moved.String())
	}
	if len(s.Fired) > 0 && u.Alive() {
		notes = append(notes, FiredMark(s.Fired))
	}
	return []string{q, marker, bog, unit}, notes
}

// FiredMark returns the roster's mark of a stand that fired in the phase:
// the fired glyph and the weapons, "○ fired gun" (ffot.FiredAlready).
func FiredMark(fired []string) string {
	return present.GlyphFired + " fired " + strings.Join(fired, ", ")
}

// standDue returns the short marks of what stand u owes, for its roster
// row: "check due" at the end of the phase, and "routed: +1 to be hit"
// and "checks at turn end" for its unit's rout (004 FFOTigers: "plus one
// to hit during the next enemy fire phase"; "At the end of the turn this
// unit must make a quality check again"); none once it is out of play.
func standDue(g *engine.Game, u *engine.Unit) []string {
	s := ffot.StandOf(u)
	if s == nil || !u.Alive() {
		return nil
	}
	var out []string
	f := ffot.GameOf(g).Formation(s.Unit)
	if s.CheckDue && (f == nil || !f.RoutCheck) {
		out = append(out, "check due")
	}
	if f != nil && f.Routed {
		out = append(out, "routed: +1 to be hit")
	}
	if f != nil && f.RoutCheck {
		if s.CheckDue {
			out = append(out, "checks at turn end, -1 with fire")
		} else {
			out = append(out, "checks at turn end")
		}
	}
	return out
}

// CellTones returns the tones of a stand's cells: its marker's.
func (ffotView) CellTones(_ *engine.Game, u *engine.Unit) []present.Tone {
	s := ffot.StandOf(u)
	if s == nil {
		return nil
	}
	_, _, tone := MarkerMark(ffot.MarkerOf(u))
	return []present.Tone{present.ToneText, tone, present.ToneText, present.ToneText}
}

// Detail returns nothing: FFOTigers disables no stand for a time.
func (ffotView) Detail(*engine.Game, *engine.Unit) string { return "" }

// Paneled reports whether u is a stand: every unit of a game of FFOTigers.
func (ffotView) Paneled(u *engine.Unit) bool { return ffot.StandOf(u) != nil }

// FirstPaneled returns the first stand in play.
func (ffotView) FirstPaneled(g *engine.Game) *engine.Unit {
	for _, u := range g.Units {
		if ffot.StandOf(u) != nil && u.Alive() {
			return u
		}
	}
	return nil
}

// Panel returns a stand's panel (Panel).
func (ffotView) Panel(g *engine.Game, u *engine.Unit, _ int) []present.Row { return Panel(g, u) }

// NewCredit returns the kill credit of a game of FFOTigers
// (ffotcredit.go): each stand lost is credited to the stand that fired,
// or the barrage that burst, that destroyed it or made it check.
func (ffotView) NewCredit() present.Crediter { return newFFOTCredit() }

// UnitJSON returns a stand's part of "state --json", under "ffot": its
// unit, quality, marker, times bogged, movement and terrain, and the
// weapons it fired in the phase (an empty list when none).
func (ffotView) UnitJSON(_ *engine.Game, u *engine.Unit) (string, any) {
	if s := ffot.StandOf(u); s != nil {
		fired := s.Fired
		if fired == nil {
			fired = []string{}
		}
		return "ffot", struct {
			*ffot.UnitState
			Fired []string `json:"fired"`
		}{s, fired}
	}
	return "ffot", nil
}

// StateDetails returns a stand's details for "ogretable state".
func (v ffotView) StateDetails(g *engine.Game, u *engine.Unit) []string {
	s := ffot.StandOf(u)
	if s == nil {
		return nil
	}
	out := []string{}
	if s.Unit != "" {
		out = append(out, fmt.Sprintf("unit %s (%s)", s.Unit, s.Quality))
	}
	if m := ffot.MarkerOf(u); m != ffot.Unmarked {
		out = append(out, m.String())
	}
	if s.Bogged > 0 {
		out = append(out, fmt.Sprintf("bogged %d", s.Bogged))
	}
	_, notes := v.UnitCells(g, u)
	return append(out, notes...)
}

// State is the game's part of "state --json", under "ffot": each
// side's command, the units, the barrages.
type State struct {
	Command  map[string]Command `json:"command"`
	Units    []Unit             `json:"units"`
	Barrages []Barrage          `json:"barrages"`
	// AccuracyDice is the dice of the game's accuracy rolls, "1d6" or
	// "2d6", as it was created (new --accuracy).
	AccuracyDice string `json:"accuracy_dice"`
	// Readings is the edition of the readings of 004 the game plays, as it
	// was created: 2 since issue 29, 0 before (ffot.ReadingsOf).
	Readings int `json:"readings"`
}

// Command is a side's army command: its rating, the lowest face that
// keeps it in command, whether its roll of this turn kept it in command
// (null until it rolls: a playtest read true there as a roll made), and
// whether the side rolled for command this turn.
type Command struct {
	Rating    string `json:"rating"`
	Needed    int    `json:"needed"`
	InCommand *bool  `json:"in_command"`
	Rolled    bool   `json:"rolled"`
}

// Unit is an FFOTigers unit: its stands, and its losses in stands (a
// stand removed by a failed check is half a loss).
type Unit struct {
	Name    string   `json:"name"`
	Side    string   `json:"side"`
	Quality string   `json:"quality"`
	HQ      bool     `json:"hq"`
	Stands  []string `json:"stands"`
	Losses  float64  `json:"losses"`
	Routed  bool     `json:"routed"`
}

// Barrage is a barrage: its stands and spotter, where it was aimed,
// what became of it (ffot.BarrageStateOf: "lifted" when no stand of it is
// left to fire it), and whether its side was in command when it placed it
// (null: no roll recorded for that turn; ffot.BarrageCommand).
type Barrage struct {
	Name      string   `json:"name"`
	Side      string   `json:"side"`
	Stands    []string `json:"stands"`
	Spotter   string   `json:"spotter"`
	Point     string   `json:"point"`
	State     string   `json:"state"`
	Scatter   string   `json:"scatter,omitempty"`
	InCommand *bool    `json:"in_command"`
}

// StateOf returns game g's part of "state --json"; a side with no
// stand in a unit has no command yet.
func StateOf(g *engine.Game) State {
	out := State{Command: map[string]Command{}, Units: []Unit{}, Barrages: []Barrage{},
		AccuracyDice: ffot.AccuracyIn(g).Dice(), Readings: ffot.ReadingsOf(g)}
	for _, side := range g.Sides {
		roll, err := ffot.CommandOf(g, side)
		if err != nil {
			continue
		}
		c := Command{Rating: roll.Rating.String(), Needed: roll.Needed()}
		if in, rolled := ffot.InCommand(g, side); rolled {
			c.InCommand, c.Rolled = &in, true
		}
		out.Command[side] = c
	}
	st := ffot.GameOf(g)
	for _, f := range st.Units {
		out.Units = append(out.Units, Unit{Name: f.Name, Side: f.Side, Quality: f.Quality.String(), HQ: f.HQ,
			Stands: f.Stands, Losses: float64(f.LossesOf(g)) / 2, Routed: f.Routed})
	}
	for _, b := range st.Barrages {
		x := Barrage{Name: b.Name, Side: b.Side, Stands: b.Stands, Spotter: b.Spotter, Point: b.Point, State: ffot.BarrageStateOf(g, b), Scatter: b.Scatter}
		if in, rolled := ffot.BarrageCommand(g, b); rolled {
			x.InCommand = &in
		}
		out.Barrages = append(out.Barrages, x)
	}
	return out
}

// GameJSON returns the game's part of "state --json" (StateOf), under
// "ffot".
func (ffotView) GameJSON(g *engine.Game) (string, any) {
	if ffot.GameOf(g) == nil {
		return "ffot", nil
	}
	return "ffot", StateOf(g)
}

// Score returns what an FFOTigers game shows in place of VP, which 004
// scores none of: each side's losses in stands (a stand removed by a failed
// check half a loss, ffot.SideLosses) and its army command rating
// (ffot.CommandOf; "–" for a side with no stand in a unit), said out of
// command when its command roll of the turn, as the game stands after it
// (ffot.InCommand), failed. The short form says so in words after the
// ratings ("Losses 0/0 command green/veteran, attacker out of command"),
// so a referee reads at 120 columns which side is out of command.
func (ffotView) Score(g *engine.Game) (long, short string) {
	losses, ratings := make([]string, len(g.Sides)), make([]string, len(g.Sides))
	shortLosses, shortRatings := make([]string, len(g.Sides)), make([]string, len(g.Sides))
	var out []string
	for i, side := range g.Sides {
		n := engine.FormatNumber(float64(ffot.SideLosses(g, side)) / 2)
		r, rShort := "–", "–"
		if roll, err := ffot.CommandOf(g, side); err == nil {
			r, rShort = roll.Rating.String(), roll.Rating.String()
		}
		if in, rolled := ffot.InCommand(g, side); rolled && !in {
			r = r + " (out of command)"
			out = append(out, side)
		}
		losses[i], ratings[i] = side+" "+n, side+" "+r
		shortLosses[i], shortRatings[i] = n, rShort
	}
	short = "Losses " + strings.Join(shortLosses, "/") + " command " + strings.Join(shortRatings, "/")
	if len(out) > 0 {
		short += ", " + strings.Join(out, " and ") + " out of command"
	}
	return "Losses " + strings.Join(losses, ", ") + "; command " + strings.Join(ratings, ", "), short
}

// StateLines returns the command and barrage lines of "ogretable state".
func (ffotView) StateLines(g *engine.Game) []string {
	if ffot.GameOf(g) == nil {
		return nil
	}
	out := append(append(CommandLines(g), BarrageLines(g)...),
		fmt.Sprintf("Accuracy rolls on %s, as the game was created (new --accuracy; 004 names no dice).", ffot.AccuracyIn(g).Dice()))
	if ffot.ReadingsOf(g) < ffot.ReadingsNow {
		out = append(out, ffot.EarlierReadings)
	}
	return out
}

// CommandLines returns a line for each side's army command. Before its
// roll of the turn it gives the rule: "Command of the attacker: veteran,
// in command on 3+ (66.7%); no roll yet." After it, the result first, as
// the roll was recorded (ffot.CommandRolled): "Command of the attacker:
// out of command this turn (rolled 2, needed 4+): barrages it places this
// turn land only on 4+; rating green."
func CommandLines(g *engine.Game) []string {
	var out []string
	hqOf := func(n int) string {
		if n == 0 {
			return ""
		}
		return fmt.Sprintf(" with %s", engine.Counted(n, "HQ unit", "HQ units"))
	}
	for _, side := range g.Sides {
		if c, rolled := ffot.CommandRolled(g, side); rolled {
			result := fmt.Sprintf("in command this turn (rolled %d, needed %d+)", c.Die, c.Needed)
			if !c.InCommand {
				result = fmt.Sprintf("out of command this turn (rolled %d, needed %d+): barrages it places this turn land only on %d+",
					c.Die, c.Needed, ffot.OutOfCommandBarrage)
			}
			out = append(out, fmt.Sprintf("Command of the %s: %s; rating %s%s.", side, result, c.Rating, hqOf(c.HQ)))
			continue
		}
		roll, err := ffot.CommandOf(g, side)
		if err != nil {
			continue
		}
		out = append(out, fmt.Sprintf("Command of the %s: %s%s, in command on %d+ (%s); no roll yet.", side, roll.Rating, hqOf(roll.HQ),
			roll.Needed(), ffot.AtLeast(roll.Needed()).Percent()))
	}
	return out
}

// BarrageLines returns a line for each barrage not yet burst: "Barrage B1
// of the attacker: ART1, ART2 at the ford, spotted by HT1: placed", or
// lifted when no stand of it is left to fire it (ffot.Lifted).
func BarrageLines(g *engine.Game) []string {
	var out []string
	for _, b := range ffot.GameOf(g).Barrages {
		if b.State == ffot.BarrageDone || b.State == ffot.BarrageNot {
			continue
		}
		line := fmt.Sprintf("Barrage %s of the %s: %s at %s, spotted by %s: %s", b.Name, b.Side, strings.Join(b.Stands, ", "), b.Point, b.Spotter, ffot.BarrageStateOf(g, b))
		if ffot.Lifted(g, b) {
			line += ": no stand of it is left to fire it, and it does not land"
		}
		if b.Scatter != "" {
			line += " " + b.Scatter + " of it"
		}
		if in, rolled := ffot.BarrageCommand(g, b); rolled && !in && b.State == ffot.BarragePlaced && !ffot.Lifted(g, b) {
			line += fmt.Sprintf(" (placed out of command: lands only on %d+)", ffot.OutOfCommandBarrage)
		}
		out = append(out, line+".")
	}
	return out
}

// Panel returns the panel of stand u: its condition, unit and quality
// line, marker, terrain with its save, bogging with its chance, its
// figures and source, each weapon with its chances to hit by band, its
// quality check, then its side's command and the barrages.
func Panel(g *engine.Game, u *engine.Unit) []present.Row {
	s, f := ffot.StandOf(u), ffot.FiguresOf(g, u.TypeID)
	glyph, word, tone := present.StatusMark(u.Status)
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: u.Label, Tone: present.ToneHeading}, {Text: " " + u.Type.Name + " ", Tone: present.ToneBold}, {Text: glyph + " " + word, Tone: tone}}}}
	text := func(t present.Tone, format string, args ...any) {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: fmt.Sprintf(format, args...), Tone: t}}})
	}
	if s == nil || f == nil {
		text(present.ToneDim, "No FFOTigers figures for this unit.")
		return rows
	}
	if s.Unit == "" {
		text(present.ToneDim, "In no unit: it cannot act until \"unit NAME %s quality Q\".", u.Label)
	} else {
		q := s.Quality
		text(present.ToneText, "Unit %s, %s: save %d+, fire %+d, ROF %+d, command %d+, cohesion %s\"", s.Unit, q,
			q.SavingThrow(), q.FiringModifier(), q.ROFModifier(), q.CommandNeeded(), engine.FormatNumber(q.Cohesion()))
	}
	rows = append(rows, formationRows(g, s.Unit)...)
	if mg, mw, mt := MarkerMark(ffot.MarkerOf(u)); mw != "" {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: mg + " " + mw, Tone: mt},
			{Text: fmt.Sprintf(": %+d to hit", s.Marker.FireModifier()), Tone: present.ToneText}}})
	}
	terrain := "In " + string(s.Terrain)
	if s.HullDown {
		terrain += ", hull down"
	}
	if n := ffot.SaveNeeded(s.Terrain, s.HullDown); n > 0 {
		terrain += fmt.Sprintf(": saves on %d+ (%s)", n, ffot.SaveChance(n).Percent())
	} else {
		terrain += ": no save"
	}
	text(present.ToneText, "%s; moved %s.", terrain, s.Moved)
	if f.Mode.Vehicle() && (s.Terrain == ffot.Swamp || s.Bogged > 0) {
		on := ffot.BogsOn(f.Mode, s.Bogged)
		bogged := "Not bogged yet"
		if s.Bogged > 0 {
			bogged = "Bogged " + engine.Counted(s.Bogged, "time", "times")
		}
		text(present.ToneText, "%s: bogs on %d or less (%s).", bogged, on, ffot.AtMost(on).Percent())
	}
	armour := fmt.Sprintf("armour %d", f.Armor)
	if f.ArmorSide != f.Armor {
		armour += fmt.Sprintf("/%d side", f.ArmorSide)
	}
	kind := f.Class
	if f.Recon {
		kind += " recon"
	}
	text(present.ToneText, "%s, %s, move %s, %s.", kind, f.Mode, f.Move, armour)
	text(present.ToneDim, "Figures: %s.", f.Source)
	for _, w := range f.Weapons {
		text(present.ToneBold, "%s", w.Text())
		if line := weaponChances(s, w); line != "" {
			text(present.ToneText, "  %s", line)
		}
	}
	if s.Quality.Valid() {
		n := ffot.CheckNeeded(s.Quality, 0)
		due := ""
		if s.CheckDue && u.Alive() {
			due = "; one is due at the end of the phase"
			if fm := ffot.GameOf(g).Formation(s.Unit); fm != nil && fm.RoutCheck {
				due = "; one is due, rolled with its unit's check at the end of the turn at -1"
			}
		}
		text(present.ToneText, "Quality check: %d+ (%s)%s.", n, ffot.AtLeast(n).Percent(), due)
	}
	for _, l := range CommandLines(g) {
		if strings.Contains(l, "the "+u.Side+":") {
			text(present.ToneDim, "%s", l)
		}
	}
	for _, l := range BarrageLines(g) {
		text(present.ToneDim, "%s", l)
	}
	return rows
}

// formationRows returns the panel's rows of the stand's unit named name:
// its losses, in stands (a stand removed by a failed check is half a
// loss, ffot.Formation.LossesOf), whether they leave it at half strength
// or worse (ffot.HalfStrength), and whether it routed.
func formationRows(g *engine.Game, name string) []present.Row {
	f := ffot.GameOf(g).Formation(name)
	if f == nil {
		return nil
	}
	var rows []present.Row
	if l := f.LossesOf(g); l > 0 {
		line := fmt.Sprintf("Losses: %s of %s", engine.FormatNumber(float64(l)/2), engine.Counted(len(f.Stands), "stand", "stands"))
		if ffot.HalfStrength(len(f.Stands), l) {
			line += ", at half strength or worse"
		}
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: line + ".", Tone: present.ToneText}}})
	}
	if f.Routed {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "Routed", Tone: present.ToneStuck}, {Text: ": +1 to be hit until the end of the enemy's next fire phase; it checks again at the end of the turn.", Tone: present.ToneText}}})
	}
	return rows
}

// weaponChances returns a weapon's chance to hit at each band's longest
// range, as the stand is now (ffot.Shot): "short 3+ (2 dice, any 88.9%),
// ..."; "" for an INF weapon or a stand without quality.
func weaponChances(s *ffot.UnitState, w ffot.StandWeapon) string {
	if w.INF > 0 || len(w.Ranges) != 3 || !s.Quality.Valid() {
		return ""
	}
	var parts []string
	for i, band := range []string{"short", "medium", "long"} {
		o, err := ffot.Shot{Range: w.Ranges[i], Ranges: ffot.Ranges(w.Ranges), Quality: s.Quality, ROF: w.ROF, Marker: s.Marker}.Odds()
		if err != nil {
			return ""
		}
		parts = append(parts, fmt.Sprintf("%s %d+ (%s)", band, o.Needed, o.ChanceAny.Percent()))
	}
	dice := ffot.ROFDice(w.ROF, s.Quality, false)
	return fmt.Sprintf("to hit, %s: %s", map[bool]string{true: "1 die", false: fmt.Sprintf("%d dice", dice)}[dice == 1], strings.Join(parts, ", "))
}
