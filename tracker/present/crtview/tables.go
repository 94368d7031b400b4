package crtview

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// CRTQuery is a question to the combat results table: an attack against a
// defence multiplied by its terrain, read one way, with a modifier on the
// die and, when one was rolled, the die (0: none).
type CRTQuery struct {
	Attack     float64
	Defense    float64 // before the terrain multiplier
	Multiplier float64 // the terrain's defence multiplier, 1 for none
	Reading    crt.Reading
	Modifier   int
	OgreWeapon bool // the target is an Ogre weapon
	Die        int
}

// attack returns the query as the engine reads it.
func (q CRTQuery) attack() crt.Attack {
	return crt.Attack{Strength: q.Attack, Defense: q.Defense * q.Multiplier, Reading: q.Reading, Modifier: q.Modifier, OgreWeapon: q.OgreWeapon}
}

// NoDie says why the attack of q rolls no die ("10 against 2 is an
// automatic X"), or "" when it needs one (crt.Attack.NoDie).
func (q CRTQuery) NoDie() string { return q.attack().NoDie() }

// CRT is the answer to a CRTQuery as "ogretable crt --json" prints it: the
// odds column, the chance of each result, the result of each face of the
// die, and the result of the die rolled, or the result when it needs no die
// (an automatic X, no effect).
type CRT struct {
	Attack   float64            `json:"attack"`
	Defense  float64            `json:"defense"`
	Reading  string             `json:"reading"`
	Modifier int                `json:"modifier"`
	Column   string             `json:"column"`
	Die      int                `json:"die,omitempty"`
	Result   string             `json:"result,omitempty"`
	Chances  map[string]float64 `json:"chances"`
	Table    map[string]string  `json:"table"`
}

// CRTOf returns the answer to q.
func CRTOf(q CRTQuery) CRT {
	a := q.attack()
	out := CRT{Attack: q.Attack, Defense: a.Defense, Reading: q.Reading.String(), Modifier: q.Modifier, Column: a.Odds().String(),
		Chances: map[string]float64{}, Table: map[string]string{}}
	for r, p := range a.Chances() {
		out.Chances[r.String()] = p
	}
	for d := 1; d <= 6; d++ {
		out.Table[strconv.Itoa(d)] = a.Resolve(d).Result.String()
	}
	switch {
	case q.Die != 0:
		out.Die = q.Die
		out.Result = a.Resolve(q.Die).Result.String()
	case !a.NeedsDie():
		out.Result = a.Resolve(1).Result.String() // certain: no die is rolled
	}
	return out
}

// WriteCRT writes the answer to q as "ogretable crt" prints it: the odds,
// the result of each face of the die (or why none is rolled), the chances,
// what the results mean against an Ogre weapon, and the die rolled.
func WriteCRT(w io.Writer, q CRTQuery) {
	a := q.attack()
	col := a.Odds()
	out := CRTOf(q)
	fmt.Fprintf(w, "Attack %s against defence %s", engine.FormatNumber(q.Attack), engine.FormatNumber(a.Defense))
	if q.Multiplier != 1 {
		fmt.Fprintf(w, " (%s × %s for terrain)", engine.FormatNumber(q.Defense), engine.FormatNumber(q.Multiplier))
	}
	fmt.Fprintf(w, ": odds %s, %s reading", col, q.Reading)
	if q.Modifier != 0 {
		fmt.Fprintf(w, ", die %+d", q.Modifier)
	}
	fmt.Fprintln(w, ".")
	switch col {
	case crt.ColumnNone:
		fmt.Fprintln(w, "Worse than 1-2: the attack has no effect; no die is rolled.")
	case crt.ColumnAuto:
		fmt.Fprintf(w, "5-1 or better, or defence 0: an automatic X (read as %s); no die is rolled.\n", a.Resolve(1).Result)
	default:
		fmt.Fprint(w, "  die    ")
		for d := 1; d <= 6; d++ {
			fmt.Fprintf(w, "%-4d", d)
		}
		fmt.Fprint(w, "\n  result ")
		for d := 1; d <= 6; d++ {
			fmt.Fprintf(w, "%-4s", a.Resolve(d).Result)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "Chances:")
	for _, r := range crt.Results {
		fmt.Fprintf(w, "  %s %s", r, percent(out.Chances[r.String()]))
	}
	fmt.Fprintln(w)
	if q.OgreWeapon && q.Reading != crt.Spillover {
		fmt.Fprintln(w, crt.OgreWeaponEffects)
	}
	if q.Die != 0 {
		fmt.Fprintf(w, "Die %d: %s\n", q.Die, out.Result)
	}
}

// percent writes a chance as a percentage: "33.3%".
func percent(p float64) string {
	return strconv.FormatFloat(p*100, 'f', 1, 64) + "%"
}

// OgreWeapon is one kind of weapon an Ogre mounts, in an OgreRecord.
type OgreWeapon struct {
	Kind    string  `json:"kind"`
	Name    string  `json:"name"`
	Count   int     `json:"count"`
	Attack  float64 `json:"attack"`
	Range   float64 `json:"range"`
	Defense float64 `json:"defense"`
	VP      float64 `json:"vp"`
	Ammo    int     `json:"ammo,omitempty"`
	OneShot bool    `json:"one_shot,omitempty"`
	// Printed is the word the rules text prints in place of attack, range
	// and defence, which are then 0 and not figures (a cruise missile's
	// "special": engine.WeaponType.Printed).
	Printed string `json:"printed,omitempty"`
	// Notes is, for a weapon with Printed, what its text says in place of
	// the figures (engine.WeaponType.Notes).
	Notes string `json:"notes,omitempty"`
}

// OgreRecord is an Ogre's record as "ogretable ogre --json" prints it: its
// treads, its movement now and where it next drops, and its weapons, with
// distances in the scale.
type OgreRecord struct {
	ID        string       `json:"id"`
	Name      string       `json:"name"`
	TreadsMax int          `json:"treads_max"`
	Treads    int          `json:"treads"`
	Movement  float64      `json:"movement"`
	MoveMax   float64      `json:"movement_max"`
	NextBand  *NextBand    `json:"next_band,omitempty"`
	Scale     string       `json:"scale"`
	Size      int          `json:"size"`
	Cost      float64      `json:"cost,omitempty"`
	Special   []string     `json:"special,omitempty"`
	Weapons   []OgreWeapon `json:"weapons"`
	Source    string       `json:"source"`
	Notes     string       `json:"notes,omitempty"`
}

// NextBand is where an Ogre's movement next drops: at Treads tread units
// left it moves Movement, in the scale.
type NextBand struct {
	Treads   int     `json:"treads"`
	Movement float64 `json:"movement"`
}

// OgreRecordOf returns the record of the Ogre t of the catalog cat with
// treads tread units left, in the scale; an error when t mounts a weapon
// the catalog lacks.
func OgreRecordOf(cat *engine.Catalog, t *engine.UnitType, treads int, scale engine.Scale) (OgreRecord, error) {
	move := crt.TreadMovement(treads, t.Treads, int(t.Move))
	out := OgreRecord{ID: t.ID, Name: t.Name, TreadsMax: t.Treads, Treads: treads, Movement: scale.Distance(float64(move)),
		MoveMax: scale.Distance(t.Move), Scale: string(scale), Size: t.Size, Cost: t.Cost, Special: t.Special,
		Source: t.Source, Notes: t.Notes, Weapons: []OgreWeapon{}}
	if at, to, ok := crt.NextBand(treads, t.Treads, int(t.Move)); ok {
		out.NextBand = &NextBand{Treads: at, Movement: scale.Distance(float64(to))}
	}
	for _, m := range t.Weapons {
		wt := cat.Weapon(m.Weapon)
		if wt == nil {
			return OgreRecord{}, fmt.Errorf("templates: %s mounts unknown weapon %q", t.ID, m.Weapon)
		}
		out.Weapons = append(out.Weapons, OgreWeapon{Kind: wt.Kind, Name: wt.Name, Count: m.Count, Attack: wt.Attack,
			Range: scale.Distance(wt.Range), Defense: wt.Defense, VP: wt.VP, Ammo: m.Ammo, OneShot: wt.OneShot, Printed: wt.Printed})
		if wt.Printed != "" {
			out.Weapons[len(out.Weapons)-1].Notes = wt.Notes
		}
	}
	return out, nil
}

// WriteOgre writes the record of the Ogre t of the catalog cat with treads
// tread units left as "ogretable ogre" prints it: its size and cost, its
// treads and movement, its movement bands, a table of its weapons, its
// notes and its source.
func WriteOgre(w io.Writer, cat *engine.Catalog, t *engine.UnitType, treads int, scale engine.Scale) error {
	out, err := OgreRecordOf(cat, t, treads, scale)
	if err != nil {
		return err
	}
	move := crt.TreadMovement(treads, t.Treads, int(t.Move))
	fmt.Fprintf(w, "%s (size %d", t.Name, t.Size)
	if t.Cost > 0 {
		fmt.Fprintf(w, ", cost %s", engine.FormatNumber(t.Cost))
	}
	fmt.Fprintf(w, ")\nTreads %d of %d: movement %s (of %s)", treads, t.Treads, scale.Format(float64(move)), scale.Format(t.Move))
	if out.NextBand != nil {
		fmt.Fprintf(w, "; at %d treads it drops to %s", out.NextBand.Treads, scale.Format(float64(crt.TreadMovement(out.NextBand.Treads, t.Treads, int(t.Move)))))
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Bands: %s\n", bands(t, scale))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "weapon\tcount\tattack\trange\tdefence\tVP each\tnotes\n")
	for i, x := range out.Weapons {
		wt := cat.Weapon(t.Weapons[i].Weapon) // OgreRecordOf found each
		notes := ""
		if x.OneShot {
			notes = "one shot"
		}
		if x.Ammo > 0 {
			notes = fmt.Sprintf("%d missiles in the racks, one a turn each", x.Ammo)
		}
		// The text's word for a figure it does not give, and its note below.
		attack, rng, defense := wt.Figure(x.Attack, engine.FormatNumber(x.Attack)),
			wt.Figure(wt.Range, scale.Format(x.Range/scale.Distance(1))), wt.Figure(x.Defense, engine.FormatNumber(x.Defense))
		if x.Printed != "" {
			notes = "see its note below"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\n", x.Name, x.Count, attack, rng, defense, engine.FormatNumber(x.VP), notes)
	}
	tw.Flush()
	for _, x := range out.Weapons {
		if x.Printed != "" {
			fmt.Fprintf(w, "%s: %s\n", x.Name, x.Notes)
		}
	}
	if t.Notes != "" {
		fmt.Fprintf(w, "Notes: %s\n", t.Notes)
	}
	fmt.Fprintf(w, "Source: %s\n", t.Source)
	return nil
}

// bands describes an Ogre's movement bands: "60-41 → 3 hexes, 40-21 → 2 ...".
func bands(t *engine.UnitType, scale engine.Scale) string {
	var parts []string
	for _, b := range crt.TreadBands(t.Treads, int(t.Move)) {
		parts = append(parts, fmt.Sprintf("%d-%d → %s", b.From, b.To, scale.Format(float64(b.Movement))))
	}
	return strings.Join(parts, ", ") + ", 0 → stopped"
}
