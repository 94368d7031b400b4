package dsii

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// TableElement is the catalog table of the defence's elements of OGRE for
// DSII ([[dsii-element]]): the DSII figures of a catalog unit, keyed by its
// unit as FFOTigers' [[ffot-stand]] is. None is built in: 002 gives the
// rules an element's figures enter (a size, an armour, an infantry class)
// but no element's figures, so every entry is the referee's, with its
// source.
const TableElement = "dsii-element"

// Element is the DSII figures of one catalog unit as an element of the
// defence: its size ("Each rammed vehicle pulls 1 chit for each size
// point it has"), its armour, 0 for a softskin ("softskins (vehicles with
// 0 armor)"), an infantry element's class (militia, line or powered: "3
// for militia, 4 for line elements, 5 for powered armor"), all from 002
// OGRE for DSII, OGREs and Ramming; and the chit validity of its weapon
// (Valid), which 002 does not give: the referee's.
type Element struct {
	Unit   string       `toml:"unit" json:"unit"`
	Source string       `toml:"source" json:"source"`
	Size   int          `toml:"size" json:"size,omitempty"`
	Armor  int          `toml:"armor" json:"armor"`
	Class  string       `toml:"class" json:"class,omitempty"`
	Valid  ChitValidity `toml:"valid" json:"valid,omitzero"`
	Notes  string       `toml:"notes" json:"notes,omitempty"`
}

// EntryKey returns the unit the figures are for.
func (e *Element) EntryKey() string { return e.Unit }

// EntryText returns the figures for the log: "heavy-tank: size 3, armour
// 4 (our club's conversion)", "infantry: line infantry (...)".
func (e *Element) EntryText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", e.Unit, e.Figures())
	if e.Valid != (ChitValidity{}) {
		fmt.Fprintf(&b, "; valid %s", e.Valid)
	}
	if e.Source != "" {
		fmt.Fprintf(&b, " (%s)", e.Source)
	}
	return b.String()
}

// Infantry reports whether the figures are an infantry element's: they
// give its class.
func (e *Element) Infantry() bool { return e.Class != "" }

// Softskin reports whether the element is a vehicle of 0 armour.
func (e *Element) Softskin() bool { return !e.Infantry() && e.Armor == 0 }

// Figures returns the element's figures in words: "size 3, armour 4",
// "size 2, softskin", "line infantry".
func (e *Element) Figures() string {
	if e.Infantry() {
		return e.Class + " infantry"
	}
	if e.Softskin() {
		return fmt.Sprintf("size %d, softskin", e.Size)
	}
	return fmt.Sprintf("size %d, armour %d", e.Size, e.Armor)
}

// ElementProblem is one way an element's figures break 002: the field and
// why.
type ElementProblem struct {
	Field, Msg string
}

// Problems returns every way the figures break 002 OGRE for DSII, OGREs
// and Ramming, for infantry when infantry is true (the catalog unit is
// infantry or militia); none for figures that keep it.
func (e *Element) Problems(infantry bool) []ElementProblem {
	var out []ElementProblem
	add := func(field, format string, args ...any) {
		out = append(out, ElementProblem{field, fmt.Sprintf(format, args...)})
	}
	switch {
	case infantry && e.Class == "":
		add("class", "an infantry element gives its class, militia, line or powered (002 OGRE for DSII, Ramming resolution: \"3 for militia, 4 for line elements, 5 for powered armor\")")
	case infantry && InfantryKillPoints[e.Class] == 0:
		add("class", "class %q is none of militia, line or powered (002 OGRE for DSII, Ramming resolution)", e.Class)
	case !infantry && e.Class != "":
		add("class", "class %q is an infantry element's, and %s is a vehicle in the catalog: give its size and armour", e.Class, e.Unit)
	}
	if infantry {
		if e.Size != 0 || e.Armor != 0 {
			add("size", "an infantry element is eliminated by its class's points and has no size or armour in 002's rules (\"Infantry are eliminated by suffering the same number of damage points as are needed in an Infantry firefight\"); leave them out")
		}
	} else {
		if e.Size < 1 {
			add("size", "size %d: a vehicle's size is 1 or more (002 OGRE for DSII: \"1 chit for each size point it has\")", e.Size)
		}
		if e.Armor < 0 {
			add("armor", "armor %d is below 0; a softskin has 0 (002 OGRE for DSII: \"softskins (vehicles with 0 armor)\")", e.Armor)
		}
	}
	if e.Valid != (ChitValidity{}) {
		for _, p := range e.Valid.Problems() {
			add("valid", "%s", p)
		}
	}
	return out
}

// ElementOf returns the figures game g plays unit u with (its record, else
// the catalog's [[dsii-element]] of its type), nil for a unit without
// them, or an Ogre of modules.
func ElementOf(g *engine.Game, u *engine.Unit) *Element {
	if u == nil || IsOgre(u) || u.Type == nil {
		return nil
	}
	e, _ := g.EntryInPlay(TableElement, u.Type.ID).(*Element)
	return e
}

// ElementOutcome is what one attack does to an element.
type ElementOutcome struct {
	Points int // the points of the valid chits
	// Result is MarkerKO (killed: more points than the armour, or as many
	// as infantry's class needs), MarkerDMG (as many as the armour), or ""
	// (fewer).
	Result Marker
	// Destroyed: a KO, a valid BOOM (a vehicle "not destroyed (KO or BOOM!
	// result)"), or infantry eliminated.
	Destroyed bool
	// Markers are the markers the element carries after the attack: DMG,
	// M, SD, each once, those it carries already left out.
	Markers []Marker
	// Again are the markers the attack gave that the element carried
	// already (a second DMG), which DSII's own rules judge.
	Again []Marker
	// Ignored counts the valid specials that do nothing: an infantry
	// element's ("specials have no effect"), and FSD, the firer's.
	Ignored []string
	FSD     int
}

// ElementDamage returns what attack a does to an element of figures e
// carrying markers: a vehicle of armour A is Damaged by A valid points and
// killed by A+1 ("A tank with 4 armor must suffer 4 points to be Damaged,
// 5 to be killed, and/or suffer the effects of any special chits pulled
// (M, BOOM!, etc.)"), a BOOM destroys it ("destroyed (KO or BOOM!
// result)"), an M or a TSD places its marker; infantry are eliminated by
// the points of their class ("3 for militia, 4 for line elements, 5 for
// powered armor"), and specials do nothing to them
// (ReadingElementInfantrySpecials); all 002 OGRE for DSII, Ramming
// resolution. Results read at the table (ko, dmg) stand for the points.
func ElementDamage(e *Element, carried []Marker, a Attack) (ElementOutcome, error) {
	var o ElementOutcome
	if e == nil {
		return o, inputf("the element has no [[dsii-element]] figures")
	}
	var specials []Chit
	for _, ch := range a.Chits {
		if !a.Valid.Counts(ch) {
			continue
		}
		if ch.Special == 0 {
			o.Points += ch.Points
			continue
		}
		specials = append(specials, ch)
	}
	if e.Infantry() {
		if a.ReadDMG {
			return o, inputf("infantry are eliminated or not: give the chits, or ko as read")
		}
		kill := InfantryKillPoints[e.Class]
		if kill == 0 {
			return o, inputf("infantry class %q is none of militia, line or powered", e.Class)
		}
		if a.ReadKO || o.Points >= kill {
			o.Result, o.Destroyed = MarkerKO, true
		}
		for _, ch := range specials {
			o.Ignored = append(o.Ignored, ch.String())
		}
		return o, nil
	}
	switch {
	case a.ReadKO || o.Points >= e.Armor+1:
		o.Result, o.Destroyed = MarkerKO, true
	case a.ReadDMG || (o.Points > 0 && o.Points >= e.Armor):
		o.Result = MarkerDMG
	}
	add := func(m Marker) {
		switch {
		case slices.Contains(carried, m):
			if !slices.Contains(o.Again, m) {
				o.Again = append(o.Again, m)
			}
		case !slices.Contains(o.Markers, m):
			o.Markers = append(o.Markers, m)
		}
	}
	if o.Result == MarkerDMG {
		add(MarkerDMG)
	}
	for _, ch := range specials {
		switch ch.Special {
		case SpecialBOOM:
			o.Destroyed = true
		case SpecialM:
			add(MarkerMobility)
		case SpecialTSD:
			add(MarkerSD)
		case SpecialFSD:
			o.FSD++
		}
	}
	if o.Destroyed {
		o.Markers, o.Again = nil, nil
	}
	return o, nil
}

// The readings of the defence's elements where 002 leaves a choice.
var (
	// ReadingElementInfantrySpecials: specials against infantry.
	ReadingElementInfantrySpecials = Reading{
		Topic: "Specials against infantry",
		Text: `002 says "when infantry are rammed (run over), specials have no effect"; a hit on an infantry ` +
			`element is read alike: only the points count, against its class's 3, 4 or 5.`,
	}
	// ReadingElementSecondDMG: a vehicle Damaged twice.
	ReadingElementSecondDMG = Reading{
		Topic: "An element Damaged again",
		Text: `"Damage effects are handled normally": 002 gives no second DMG, so a vehicle keeps one DMG ` +
			`marker and the log says it was Damaged again; what that does is DSII's own rule, and the referee ` +
			`records it (destroy UNIT by FIRER).`,
	}
	// ReadingElementData: the figures are the referee's.
	ReadingElementData = Reading{
		Topic: "The defence's elements",
		Text: `002 gives the rules of a size ("1 chit for each size point it has"), an armour ("A tank with 4 armor") ` +
			`and an infantry class ("3 for militia, 4 for line elements, 5 for powered armor") but no element's figures: ` +
			`they are the referee's [[dsii-element]] house data, and so is any weapon's chit validity; an ` +
			`element without them is judged at the table.`,
	}
)

func init() {
	engine.RegisterTable(engine.TableDef{Name: TableElement, New: func() engine.Entry { return &Element{} }})
}
