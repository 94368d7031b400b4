package dsii

import (
	"slices"
	"strings"

	"ogretable/engine"
)

// The sides of an Ogre a firer may be on, as "hit ... from SIDE" names
// them (002 OGRE for DSII, Firing at OGREs).
var Sides = []string{"front", "rear", "left", "right"}

// opposite holds each side's opposite: what a firer on that side cannot
// see ("if a unit is on the right side of an OGRE, it cannot target any of
// the left side Weapons Modules"; "from the OGREs front, the rear Tread
// Modules and any rear Weapons Modules cannot be targeted").
var opposite = map[string]string{"front": "rear", "rear": "front", "left": "right", "right": "left"}

// ParseSide reads a side of an Ogre (front, rear, left, right) in any
// case; it errors on anything else.
func ParseSide(s string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	if slices.Contains(Sides, t) {
		return t, nil
	}
	return "", inputf("%q is not a side of an Ogre; say from front, rear, left or right", s)
}

// FacingOf returns the sides module m of an Ogre of design d faces, read
// from its battery's facing ("front-right": front and right); none for
// the electronics module and the tread modules, whose design gives no
// facing, for a battery without one, or for words that are no side.
func FacingOf(d *Design, m Module) []string {
	if d == nil || m.Battery < 1 || m.Battery > len(d.Batteries) {
		return nil
	}
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(d.Batteries[m.Battery-1].Facing), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if slices.Contains(Sides, w) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// SeenFrom returns nil when module m of an Ogre of design d can be seen,
// and so targeted, by a firer on the Ogre's side from ("" when not said:
// nothing is checked); else an *InputError with 002's sentence. A module
// is hidden from a side when it faces that side's opposite and not the
// side itself (a front-right module from the left or the rear); a module
// whose design gives no facing is seen from every side
// (ReadingFacingUnknown).
func SeenFrom(d *Design, m Module, from string) error {
	if from == "" {
		return nil
	}
	faces := FacingOf(d, m)
	if slices.Contains(faces, from) || !slices.Contains(faces, opposite[from]) {
		return nil
	}
	return inputf("faces %s and cannot be seen from the %s: \"Modules cannot be targeted from any facing from which it cannot be seen\" (002 OGRE for DSII, Firing at OGREs); name a module the firer can see, or put \"override\" before the hit",
		strings.Join(faces, "-"), from)
}

// takeFrom removes "from SIDE" from a command's words and returns the
// words left and the side (""); it refuses "from" without a side, twice,
// or with a word that is no side.
func takeFrom(args []string) ([]string, string, error) {
	from := ""
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		if !strings.EqualFold(args[i], "from") {
			out = append(out, args[i])
			continue
		}
		if i+1 >= len(args) || from != "" {
			return nil, "", engine.Refusef("\"from\" names the Ogre's side the firer is on, once: from front, rear, left or right")
		}
		s, err := ParseSide(args[i+1])
		if err != nil {
			return nil, "", refusal(err)
		}
		from = s
		i++
	}
	return out, from, nil
}

// splitFrom returns a hit's words without the "from SIDE" its parse put at
// their end, and the side ("" when none).
func splitFrom(args []string) ([]string, string) {
	if n := len(args); n >= 2 && args[n-2] == "from" {
		return args[:n-2], args[n-1]
	}
	return args, ""
}

// Signature returns a module's Effective Target Signature as 002 OGRE for
// DSII gives it: the electronics module's "Effective Target Signature is 1
// (D12)"; a tread or weapons module's "will be increased by 1" over a
// vehicle's of its size, by DSII's own rules.
func Signature(k Kind) string {
	if k == KindElectronics {
		return "1 (D12)"
	}
	return "+1"
}

// The readings of facings where 002 leaves a choice.
var (
	// ReadingFacingUnknown: modules without a facing.
	ReadingFacingUnknown = Reading{
		Topic: "Facings",
		Text: `"Modules cannot be targeted from any facing from which it cannot be seen": a module facing a side's ` +
			`opposite and not the side itself is hidden from it (a front-right module from the left or the rear); the EM, ` +
			`the tread modules and a battery whose design gives no facing are never refused, since the design does not say where they are.`,
	}
)
