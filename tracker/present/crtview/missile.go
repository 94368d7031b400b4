package crtview

import (
	"fmt"
	"io"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
)

// InterceptOf is what "ogretable cm intercept" says: the 2d6 total an
// interceptor needs against a cruise missile, after every modifier (13 or
// more: it cannot hit), and the exact chance it hits.
type InterceptOf struct {
	By       string  `json:"by"`
	Missile  string  `json:"missile"`
	Flown    float64 `json:"flown"`
	Scale    string  `json:"scale"`
	Offboard bool    `json:"offboard"`
	Needed   int     `json:"needed"`
	Chance   float64 `json:"chance"`
}

// Intercept returns the interception of a missile of type m that has flown
// flown in scale s by an interceptor of kind k.
func Intercept(k crt.Interceptor, m crt.MissileType, flown float64, s engine.Scale, offboard bool) InterceptOf {
	n := crt.InterceptNeeded(k, m, flown, s, offboard)
	return InterceptOf{By: string(k), Missile: string(m), Flown: flown, Scale: string(s), Offboard: offboard, Needed: n, Chance: crt.Chance2d6(n)}
}

// WriteIntercept writes an interception for people: "armor needs 10+ on
// 2d6 (17%) against a standard cruise missile that has flown 12 hexes".
func WriteIntercept(w io.Writer, i InterceptOf, s engine.Scale) {
	fmt.Fprintf(w, "%s needs %s against a %s that has flown %s%s.\n",
		i.By, neededText(i.Needed, i.Chance), crt.MissileType(i.Missile).Name(), s.Format(hexes(i.Flown, s)), map[bool]string{true: ", fired from off the board", false: ""}[i.Offboard])
}

// neededText returns a 2d6 total needed with its chance: "10+ on 2d6
// (17%)", "12 on 2d6 (3%)", "13 or more: impossible".
func neededText(n int, chance float64) string {
	switch {
	case n > 12:
		return fmt.Sprintf("%d or more on 2d6: impossible", n)
	case n == 12:
		return fmt.Sprintf("12 on 2d6 (%s)", percent(chance))
	case n <= 2:
		return "any roll (100%)"
	}
	return fmt.Sprintf("%d+ on 2d6 (%s)", n, percent(chance))
}

// hexes returns a distance given in the scale in hexes, for Scale.Format.
func hexes(d float64, s engine.Scale) float64 {
	if s == engine.Inches {
		return d / 2
	}
	return d
}

// ThroughOf is what "ogretable cm through" says: the exact chance that a
// missile gets through every listed interceptor, each trying once, and the
// chance that it is hit and explodes where hit.
type ThroughOf struct {
	By               []string `json:"by"`
	Needed           []int    `json:"needed"`
	Missile          string   `json:"missile"`
	ChanceThrough    float64  `json:"chance_through"`
	ChanceLuckyBlast float64  `json:"chance_lucky_blast"`
}

// Through returns the chances of a missile of type m against interceptors
// of kinds ks.
func Through(ks []crt.Interceptor, m crt.MissileType, flown float64, s engine.Scale, offboard bool) ThroughOf {
	t := ThroughOf{Missile: string(m), By: []string{}, Needed: []int{}}
	for _, k := range ks {
		t.By = append(t.By, string(k))
		t.Needed = append(t.Needed, crt.InterceptNeeded(k, m, flown, s, offboard))
	}
	t.ChanceThrough, t.ChanceLuckyBlast = crt.ChanceThrough(t.Needed, m)
	return t
}

// WriteThrough writes the chances for people.
func WriteThrough(w io.Writer, t ThroughOf) {
	for i, k := range t.By {
		fmt.Fprintf(w, "  %-15s %s\n", k, neededText(t.Needed[i], crt.Chance2d6(t.Needed[i])))
	}
	fmt.Fprintf(w, "The %s gets through all %d: %s. It is hit and explodes where hit: %s.\n",
		crt.MissileType(t.Missile).Name(), len(t.By), percent(t.ChanceThrough), percent(t.ChanceLuckyBlast))
}

// BlastOf is what "ogretable cm blast" says of a target at a distance
// from ground zero: the effective distance in hexes after the defensive
// hexes, the effect (destroyed, attack or none), the odds column of the
// attack, and the dice an Ogre's treads lose.
type BlastOf struct {
	Target    string `json:"target"`
	Missile   string `json:"missile"`
	Distance  int    `json:"distance"`
	Effect    string `json:"effect"`
	Column    string `json:"column,omitempty"`
	TreadDice string `json:"tread_dice"`
}

// BlastAt returns a blast's effect on unit type t (nil: a unit that is not
// infantry or militia, whose tread dice are an Ogre's) in terrain, d in the
// scale from ground zero.
func BlastAt(m crt.MissileType, t *engine.UnitType, terrain engine.Terrain, underwater bool, d float64, s engine.Scale) BlastOf {
	name, treads := "a unit", true
	if t == nil {
		t = &engine.UnitType{Kind: engine.KindArmour, Defense: 3}
	} else {
		name, treads = t.Name, t.Kind == engine.KindOgre
	}
	b := crt.BlastOn(m, t, terrain, underwater, crt.HexesOf(d, s))
	out := BlastOf{Target: name, Missile: string(m), Distance: b.Distance, Effect: string(b.Effect)}
	if b.Effect == crt.BlastAttack {
		out.Column = b.Column.String()
	}
	if treads && m == crt.MissileStandard {
		// Only the standard table takes treads off an Ogre (000 FAQ,
		// CRUISE MISSILE DETONATION); ARMOR!'s attacks each component.
		out.TreadDice = b.TreadText()
	}
	return out
}

// WriteBlast writes a blast's effect for people.
func WriteBlast(w io.Writer, b BlastOf) {
	var what string
	switch crt.BlastEffect(b.Effect) {
	case crt.BlastDestroyed:
		what = "destroyed, no roll"
	case crt.BlastAttack:
		what = "attacked at " + b.Column
	default:
		what = "unaffected"
	}
	target := strings.ToUpper(b.Target[:1]) + b.Target[1:]
	line := fmt.Sprintf("%s is %d %s from ground zero as the %s's blast counts it: %s", target, b.Distance, engine.Plural(b.Distance, "hex", "hexes"), crt.MissileType(b.Missile).Name(), what)
	if b.TreadDice != "" {
		line += "; an Ogre's treads lose " + b.TreadDice
	}
	fmt.Fprintln(w, line+".")
}

// InterceptorNames lists the interceptor kinds for help: "light-armor,
// armor, ...".
func InterceptorNames() string {
	names := make([]string, len(crt.Interceptors))
	for i, k := range crt.Interceptors {
		names[i] = string(k)
	}
	return strings.Join(names, ", ")
}
