package dsii

import (
	"fmt"
	"strconv"
	"strings"
)

// InputError is a word or a number this package cannot read or a case its
// rules refuse, said as a sentence for the referee. Callers decide by the
// type (errors.As), never by the text.
type InputError struct{ Reason string }

// Error returns the reason with the package's name: "dsii: ...".
func (e *InputError) Error() string { return "dsii: " + e.Reason }

// Sentence returns the reason alone, for a person.
func (e *InputError) Sentence() string { return e.Reason }

// inputf returns an *InputError with the formatted reason.
func inputf(format string, args ...any) error {
	return &InputError{Reason: fmt.Sprintf(format, args...)}
}

// parseNamed returns the key of names whose name is s, in any case and
// without surrounding spaces, and false when none is.
func parseNamed[T comparable](s string, names map[T]string) (T, bool) {
	for k, name := range names {
		if strings.EqualFold(strings.TrimSpace(s), name) {
			return k, true
		}
	}
	var zero T
	return zero, false
}

// Colour is the colour of a chit with points: red, yellow or green. A
// weapon's chit validity says which colours count against a target.
type Colour int

// The colours of the chits with points.
const (
	Red Colour = iota + 1
	Yellow
	Green
)

// Colours lists the colours, as the referee names them in a validity.
var Colours = []Colour{Red, Yellow, Green}

// colourNames holds each colour's name, lower case, by its value.
var colourNames = [...]string{Red: "red", Yellow: "yellow", Green: "green"}

// String returns the colour's name, lower case: "red"; "" for no colour.
func (c Colour) String() string {
	if c < 0 || int(c) >= len(colourNames) {
		return ""
	}
	return colourNames[c]
}

// Special is a special chit: Mobility, BOOM, Target System Down or Firer
// System Down (002 OGRE for DSII, Damage and Special Damage against OGRE
// modules; OGRE Main Batteries).
type Special int

// The special chits.
const (
	SpecialM    Special = iota + 1 // Mobility: "m"
	SpecialBOOM                    // BOOM!: "boom"
	SpecialTSD                     // Target System Down: "tsd" (or "sd")
	SpecialFSD                     // Firer System Down: "fsd"
)

// specialNames holds each special chit's name as the referee types it.
var specialNames = map[Special]string{SpecialM: "m", SpecialBOOM: "boom", SpecialTSD: "tsd", SpecialFSD: "fsd"}

// String returns the special chit's name: "m", "boom", "tsd", "fsd".
func (s Special) String() string { return specialNames[s] }

// Chit is one chit drawn from the cup: a colour and its points ("red3"),
// or a special chit ("boom"). The cup's mix is the referee's
// (`[[dsii-chit]]` entries): 002 gives none.
type Chit struct {
	Colour  Colour  // red, yellow, green; 0 for a special
	Points  int     // the points of a coloured chit
	Special Special // the special chit; 0 for a coloured one
}

// String returns the chit as the referee types it: "red3", "m", "boom".
func (c Chit) String() string {
	if c.Special != 0 {
		return c.Special.String()
	}
	return c.Colour.String() + strconv.Itoa(c.Points)
}

// maxChitPoints bounds the digits a chit's points are read with; it is
// no rule (the points of the referee's chits are theirs), only a check
// that "red12345678901" is a typing mistake.
const maxChitPoints = 99

// ParseChit reads one chit: a colour and its points ("red3", "yellow1",
// "green0"), or a special ("m" or "mobility", "boom", "tsd" or "sd",
// "fsd"), in any case. It errors on anything else, naming what it takes.
func ParseChit(s string) (Chit, error) {
	t := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "!")))
	switch t {
	case "m", "mobility":
		return Chit{Special: SpecialM}, nil
	case "boom":
		return Chit{Special: SpecialBOOM}, nil
	case "tsd", "sd":
		return Chit{Special: SpecialTSD}, nil
	case "fsd":
		return Chit{Special: SpecialFSD}, nil
	}
	for _, c := range Colours {
		name := c.String()
		if !strings.HasPrefix(t, name) {
			continue
		}
		digits := t[len(name):]
		n, err := strconv.Atoi(digits)
		if err != nil || digits == "" || digits[0] == '+' || digits[0] == '-' || n > maxChitPoints {
			return Chit{}, inputf("%q is not a chit: a %s chit has its points after the colour, 0 to %d, such as %s3", s, name, maxChitPoints, name)
		}
		return Chit{Colour: c, Points: n}, nil
	}
	return Chit{}, inputf("%q is not a chit; say a colour and its points (red3, yellow1, green0) or a special (m, boom, tsd, fsd)", s)
}

// ParseChits reads a list of chits separated by commas ("red3,yellow1,m");
// it errors on an empty list or on the first chit it cannot read.
func ParseChits(s string) ([]Chit, error) {
	if strings.TrimSpace(s) == "" {
		return nil, inputf("no chits given; list them with commas, such as red3,yellow1,m")
	}
	var out []Chit
	for _, f := range strings.Split(s, ",") {
		c, err := ParseChit(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Validity is which chits count against a target: the colours whose points
// count, and whether the special chits act.
type Validity struct {
	Red, Yellow, Green bool
	Specials           bool
}

// AllValid is every colour and the specials: "All chit colors are valid,
// including specials" (002 OGRE for DSII, Ramming resolution), and the
// default of an attack whose validity is not given.
var AllValid = Validity{Red: true, Yellow: true, Green: true, Specials: true}

// Counts reports whether chit c counts under v.
func (v Validity) Counts(c Chit) bool {
	switch {
	case c.Special != 0:
		return v.Specials
	case c.Colour == Red:
		return v.Red
	case c.Colour == Yellow:
		return v.Yellow
	case c.Colour == Green:
		return v.Green
	}
	return false
}

// String returns the validity as ParseValidity reads it: "all",
// "red,yellow", "red,yellow,no-specials", "green,no-specials".
func (v Validity) String() string {
	if v == AllValid {
		return "all"
	}
	var w []string
	for _, c := range Colours {
		if v.Counts(Chit{Colour: c}) {
			w = append(w, c.String())
		}
	}
	if !v.Specials {
		w = append(w, "no-specials")
	}
	return strings.Join(w, ",")
}

// ColourNames returns the names of the colours v counts, in the order of
// Colours ("red", "yellow"), never nil.
func (v Validity) ColourNames() []string {
	out := []string{}
	for _, c := range Colours {
		if v.Counts(Chit{Colour: c}) {
			out = append(out, c.String())
		}
	}
	return out
}

// Text returns v in words, as a person reads it: "red, yellow and
// specials", "green, no specials".
func (v Validity) Text() string {
	s := strings.Join(v.ColourNames(), ", ")
	if v.Specials {
		return s + " and specials"
	}
	return s + ", no specials"
}

// ParseValidity reads a validity: "all", or colours separated by commas
// ("red,yellow"), to which "no-specials" adds that the special chits do
// not act. The specials act unless it is said (see ReadingSpecialsAct). It
// errors on an unknown word or on no colour at all.
func ParseValidity(s string) (Validity, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "all" {
		return AllValid, nil
	}
	v := Validity{Specials: true}
	colours := 0
	for _, f := range strings.Split(t, ",") {
		switch strings.TrimSpace(f) {
		case "red":
			v.Red = true
		case "yellow":
			v.Yellow = true
		case "green":
			v.Green = true
		case "no-specials":
			v.Specials = false
			continue
		case "all":
			v.Red, v.Yellow, v.Green = true, true, true
		default:
			return Validity{}, inputf("%q is not a validity: list colours with commas (red,yellow,green or all), and no-specials when the specials do not act", s)
		}
		colours++
	}
	if colours == 0 {
		return Validity{}, inputf("%q names no colour: list red, yellow, green or all", s)
	}
	return v, nil
}

// ReadingSpecialsAct: where 002 does not say whether specials act, they do.
var ReadingSpecialsAct = Reading{
	Topic: "Specials and validity",
	Text: `a validity names colours; the special chits act too unless the rule says they do not, ` +
		`as 002 does where they differ ("Specials do not count"; "Special chits are also valid").`,
}
