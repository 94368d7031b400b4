package present

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

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
	Game  int64              `json:"game"`
	Name  string             `json:"name"`
	Notes []string           `json:"notes"`
	Phase engine.Phase       `json:"phase"`
	Rules engine.Variant     `json:"rules"`
	Scale engine.Scale       `json:"scale"`
	Side  string             `json:"side"`
	Sides []string           `json:"sides"`
	Turn  int                `json:"turn"`
	Units []UnitState        `json:"units"`
	VP    map[string]float64 `json:"vp"`
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
	// StructurePoints is what a structure with structure points has left,
	// and StructureOf what it started with.
	StructurePoints *float64 `json:"structure_points,omitempty"`
	StructureOf     float64  `json:"structure_points_max,omitempty"`
}

// StateOf returns the game g, described by info, as "ogretable state
// --json" prints it.
func StateOf(info tracker.Info, g *engine.Game) State {
	units := make([]UnitState, 0, len(g.Units))
	for _, u := range g.Units {
		us := UnitState{Label: u.Label, Type: u.Type.Name, TypeID: u.Type.ID, Kind: string(u.Type.Kind), Side: u.Side,
			Status: string(u.Status), Recovers: u.Recovers(), Terrain: string(u.Terrain), Hulk: u.Hulk}
		if u.Timer != nil && u.Status != engine.StatusOK {
			us.Cause = string(u.Timer.Cause)
		}
		if u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia {
			us.Squads = u.Squads
		}
		if u.Type.StructurePoints > 0 {
			sp := u.StructurePoints
			us.StructurePoints, us.StructureOf = &sp, u.Type.StructurePoints
		}
		if u.IsOgre() {
			t, m := u.Treads, g.Scale.Distance(u.Movement())
			us.Treads, us.TreadsOf, us.Movement = &t, u.TreadsMax, &m
			us.Weapons = []WeaponState{}
			for _, w := range u.Weapons {
				ws := WeaponState{ID: w.ID, Kind: w.Type.Kind, Status: string(w.Status), Attack: w.Type.Attack, Range: g.Scale.Distance(w.Type.Range)}
				if w.Type.Kind == engine.WeaponRack {
					a := w.Ammo
					ws.Ammo = &a
				}
				us.Weapons = append(us.Weapons, ws)
			}
		}
		units = append(units, us)
	}
	return State{Game: info.ID, Name: info.Name, Rules: info.Variant, Scale: info.Scale,
		Turn: g.Turn, Side: g.CurrentSide(), Phase: g.Phase, Sides: g.Sides, VP: g.VP,
		Notes: g.Notes, Units: units}
}

// WriteState writes the game g, described by info, as "ogretable state"
// prints it: the game, the turn and the VP, then a table of the units.
func WriteState(w io.Writer, info tracker.Info, g *engine.Game) error {
	fmt.Fprintf(w, "Game %d: %s (%s rules, %s scale)\nTurn %d, the %s's %s phase. VP:", info.ID, info.Name,
		info.Variant, info.Scale, g.Turn, g.CurrentSide(), g.Phase)
	for _, s := range g.Sides {
		fmt.Fprintf(w, " %s %s", s, engine.FormatNumber(g.VP[s]))
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "label\ttype\tside\tstatus\tdetails")
	for _, u := range g.Units {
		var details []string
		if u.Squads > 1 {
			details = append(details, fmt.Sprintf("%d squads", u.Squads))
		}
		if u.IsOgre() {
			details = append(details, fmt.Sprintf("treads %d/%d, move %s", u.Treads, u.TreadsMax, g.Scale.Format(u.Movement())))
			var lost []string
			for _, w := range u.Weapons {
				if w.Status != engine.StatusOK {
					lost = append(lost, w.ID+" "+string(w.Status))
				}
			}
			if len(lost) > 0 {
				details = append(details, strings.Join(lost, ", "))
			}
			if racks := rackMissiles(u); racks != "" {
				details = append(details, racks)
			}
		}
		if u.Type.StructurePoints > 0 && u.Alive() {
			details = append(details, fmt.Sprintf("structure points %s/%s", engine.FormatNumber(u.StructurePoints), engine.FormatNumber(u.Type.StructurePoints)))
		}
		if u.Terrain != "" {
			details = append(details, "in "+string(u.Terrain))
		}
		if r := u.Recovers(); r != "" {
			details = append(details, r)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", u.Label, u.Type.Name, u.Side, u.Status, strings.Join(details, "; "))
	}
	return tw.Flush()
}

// rackMissiles says the missiles left in each of an Ogre's racks that is
// not destroyed ("missiles in racks: rack1 4, rack2 5"), or "" when it has
// none.
func rackMissiles(u *engine.Unit) string {
	var racks []string
	for _, w := range u.Weapons {
		if w.Type != nil && w.Type.Kind == engine.WeaponRack && w.Status == engine.StatusOK {
			racks = append(racks, fmt.Sprintf("%s %d", w.ID, w.Ammo))
		}
	}
	if len(racks) == 0 {
		return ""
	}
	return "missiles in racks: " + strings.Join(racks, ", ")
}

// LogText returns one log line as a referee reads it in "ogretable log":
// its number, turn, side and phase, its sentence, and whether its dice were
// typed in and whether it was undone.
func LogText(l tracker.LogLine) string {
	s := fmt.Sprintf("%4d  T%d %-8s %-15s %s", l.Seq, l.Turn, l.Side, l.Phase, l.Text)
	if l.Manual {
		s += " [dice typed in]"
	}
	if l.Voided {
		s += " [undone]"
	}
	if l.Refused != "" {
		s += " [refused: " + l.Refused + "]"
	}
	return s
}

// WriteLogText writes the log one LogText line a line.
func WriteLogText(w io.Writer, lines []tracker.LogLine) {
	for _, l := range lines {
		fmt.Fprintln(w, LogText(l))
	}
}

// WriteLogCSV writes the log as CSV, a heading row first: every field of
// each line, the time in UTC to the millisecond, the dice space-separated.
func WriteLogCSV(w io.Writer, lines []tracker.LogLine) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"seq", "command", "time", "turn", "side", "phase", "kind", "text", "dice", "manual", "voided"})
	for _, l := range lines {
		dice := make([]string, len(l.Dice))
		for i, d := range l.Dice {
			dice[i] = strconv.Itoa(d)
		}
		_ = cw.Write([]string{strconv.FormatInt(l.Seq, 10), strconv.FormatInt(l.Command, 10), l.Time.UTC().Format("2006-01-02T15:04:05.000Z"),
			strconv.Itoa(l.Turn), l.Side, l.Phase, l.Kind, refusedText(l), strings.Join(dice, " "), strconv.FormatBool(l.Manual), strconv.FormatBool(l.Voided)})
	}
	cw.Flush()
	return cw.Error()
}

// refusedText is a line's text, with the reason its command was left out
// of the game when it was: "[refused: ...]".
func refusedText(l tracker.LogLine) string {
	if l.Refused != "" {
		return l.Text + " [refused: " + l.Refused + "]"
	}
	return l.Text
}
