package ffot

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

// StandTable is the name of FFOTigers' catalog table, [[ffot-stand]]: the
// figures of a catalog unit as a stand, which 004 does not give for Ogre
// units ("I have included a chart page for Ogre here" is not in its text),
// so each comes from the referee, with its source.
const StandTable = "ffot-stand"

// Stand is the figures of one catalog unit as an FFOTigers stand: an
// entry of the [[ffot-stand]] table, named by its unit.
type Stand struct {
	Unit      string        `toml:"unit" json:"unit"`     // the catalog unit it gives figures for
	Source    string        `toml:"source" json:"source"` // where the figures come from
	Class     string        `toml:"class" json:"class"`   // vehicle or personnel
	Recon     bool          `toml:"recon" json:"recon,omitempty"`
	Mode      Mode          `toml:"mode" json:"mode"`
	Move      string        `toml:"move" json:"move"` // road/cross-country inches, "6/4"
	Armor     int           `toml:"armor" json:"armor"`
	ArmorSide int           `toml:"armor_side" json:"armor_side"` // armor when left out (Complete)
	Soft      bool          `toml:"soft" json:"soft"`             // personnel when left out (Complete)
	Weapons   []StandWeapon `toml:"weapons" json:"weapons"`
}

// StandWeapon is one weapon of a stand (004 FFOTigers: "R1 3-6-9"; "The
// number to the right is the burst effect number ... The number to the
// left ... is the armor penitration factor").
type StandWeapon struct {
	Name     string    `toml:"name" json:"name"`
	ROF      int       `toml:"rof" json:"rof"`
	Ranges   []float64 `toml:"ranges" json:"ranges"`
	Pen      int       `toml:"pen" json:"pen,omitempty"`
	Burst    int       `toml:"burst" json:"burst,omitempty"`
	INF      int       `toml:"inf" json:"inf,omitempty"`   // fires by INF number when above 0
	Crew     int       `toml:"crew" json:"crew,omitempty"` // the INF of the crew's own arms
	Indirect bool      `toml:"indirect" json:"indirect,omitempty"`
	Rocket   bool      `toml:"rocket" json:"rocket,omitempty"`
	IFR      float64   `toml:"ifr" json:"ifr,omitempty"` // indirect firing range, inches
	Calibre  int       `toml:"calibre" json:"calibre,omitempty"`
}

// The classes of stand.
const (
	ClassVehicle   = "vehicle"
	ClassPersonnel = "personnel"
)

func init() {
	engine.RegisterTable(engine.TableDef{Name: StandTable, New: func() engine.Entry { return &Stand{} }})
}

// EntryKey returns the unit the figures are for.
func (s *Stand) EntryKey() string { return s.Unit }

// EntryText returns the stand's figures for the log: "heavy-tank: vehicle,
// tracked, move 6/4, armour 5; gun ROF 1 R 6-12-18 pen 5 burst 2 (our
// club's conversion)".
func (s *Stand) EntryText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", s.Unit, s.Class)
	if s.Recon {
		b.WriteString(" recon")
	}
	fmt.Fprintf(&b, ", %s, move %s, armour %d", s.Mode, s.Move, s.Armor)
	if s.ArmorSide != s.Armor {
		fmt.Fprintf(&b, "/%d side", s.ArmorSide)
	}
	for i, w := range s.Weapons {
		sep := "; "
		if i > 0 {
			sep = ", "
		}
		fmt.Fprintf(&b, "%s%s", sep, w.Text())
	}
	fmt.Fprintf(&b, " (%s)", s.Source)
	return b.String()
}

// Text returns the weapon's figures: "gun ROF 1 R 6-12-18 pen 5 burst 2".
func (w StandWeapon) Text() string {
	t := fmt.Sprintf("%s ROF %d", w.Name, w.ROF)
	if len(w.Ranges) == 3 {
		t += " R " + Ranges(w.Ranges).String()
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"pen", w.Pen}, {"burst", w.Burst}, {"INF", w.INF}, {"crew INF", w.Crew}, {"calibre", w.Calibre}} {
		if f.v != 0 {
			t += fmt.Sprintf(" %s %d", f.name, f.v)
		}
	}
	if w.Indirect {
		t += " indirect"
	}
	if w.Rocket {
		t += " rocket"
	}
	if w.IFR > 0 {
		t += " IFR " + engine.FormatNumber(w.IFR)
	}
	return t
}

// Complete gives the figures a file leaves out their values: the side
// armour its armour, and soft a personnel stand (issue 23: "armor_side =
// armor, soft = personnel if left out"; 004 FFOTigers: "Soft targets must
// make a quality check if hit ... Hard targets may be hurt"). hasSide and
// hasSoft say whether the file gives armor_side and soft.
func (s *Stand) Complete(hasSide, hasSoft bool) {
	if !hasSide {
		s.ArmorSide = s.Armor
	}
	if !hasSoft {
		s.Soft = s.Class == ClassPersonnel
	}
}

// Problem is one thing wrong with a stand's figures: the field, and what is
// wrong with it. Weapon is the weapon's place from 1, 0 for the stand's
// own fields.
type Problem struct {
	Weapon int
	Field  string
	Reason string
}

// Problems returns what is wrong with the stand's figures, field by field;
// none when they can be played. It does not check that the unit is in the
// catalog, nor which fields a file gives.
func (s *Stand) Problems() []Problem {
	var ps []Problem
	add := func(w int, field, format string, args ...any) {
		ps = append(ps, Problem{w, field, fmt.Sprintf(format, args...)})
	}
	if strings.TrimSpace(s.Source) == "" {
		add(0, "source", "say where the figures come from: 004 gives none for Ogre units")
	}
	if s.Class != ClassVehicle && s.Class != ClassPersonnel {
		add(0, "class", "say vehicle or personnel, not %q", s.Class)
	}
	if _, err := ParseMode(string(s.Mode)); err != nil {
		add(0, "mode", "say tracked, wheeled or foot, not %q", s.Mode)
	}
	if _, err := ParseMoveRate(s.Move); err != nil {
		add(0, "move", "%s", engine.Sentence(err))
	}
	if s.Armor < 0 {
		add(0, "armor", "an armour is 0 or more, not %d", s.Armor)
	}
	if s.ArmorSide < 0 {
		add(0, "armor_side", "an armour is 0 or more, not %d", s.ArmorSide)
	}
	for i, w := range s.Weapons {
		for _, p := range w.problems() {
			add(i+1, p.Field, "%s", p.Reason)
		}
	}
	return ps
}

// problems returns what is wrong with the weapon's figures.
func (w StandWeapon) problems() []Problem {
	var ps []Problem
	add := func(field, format string, args ...any) {
		ps = append(ps, Problem{0, field, fmt.Sprintf(format, args...)})
	}
	if strings.TrimSpace(w.Name) == "" {
		add("name", "a weapon needs a name")
	}
	if w.ROF < 1 {
		add("rof", "a rate of fire is 1 or more, not %d", w.ROF)
	}
	if len(w.Ranges) != 3 {
		add("ranges", "give three ranges in inches that increase, such as [3, 6, 9]")
	} else if err := Ranges(w.Ranges).Check(); err != nil {
		add("ranges", "%s", engine.Sentence(err))
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"pen", w.Pen}, {"burst", w.Burst}, {"inf", w.INF}, {"crew", w.Crew}, {"calibre", w.Calibre}} {
		if f.v < 0 {
			add(f.name, "is 0 or more, not %d", f.v)
		}
	}
	if w.IFR < 0 {
		add("ifr", "an indirect firing range is 0 or more")
	}
	if w.IFR > 0 && !w.Indirect {
		add("ifr", "only a weapon that fires indirectly has an IFR; add indirect = true")
	}
	if w.Indirect && w.Calibre == 0 {
		add("calibre", "a weapon that fires indirectly needs its calibre in mm, for its burst radius")
	}
	return ps
}
