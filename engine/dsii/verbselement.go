package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// EventElementHit is one attack on an element of the defence that has
// [[dsii-element]] figures: the markers it places; a kill follows as an
// engine.EventDestroyed credited to the attacker.
const EventElementHit engine.EventKind = "dsii element hit"

// elementHitData is what one attack changes on an element: the markers it
// adds, whether it kills it, the valid points, and the chits drawn from
// the cup ("draw N"; none when typed).
type elementHitData struct {
	Markers   []Marker `json:"markers,omitempty"`
	Destroyed bool     `json:"destroyed,omitempty"`
	Points    int      `json:"points"`
	Drawn     []string `json:"drawn,omitempty"`
}

// ElementTarget returns the kind of target element e is for a weapon's
// validity: TargetInfantry, TargetSoftskin or TargetVehicle.
func ElementTarget(e *Element) string {
	switch {
	case e.Infantry():
		return TargetInfantry
	case e.Softskin():
		return TargetSoftskin
	}
	return TargetVehicle
}

// resolveElementHit resolves "hit ELEMENT CHITS|draw N [valid V] [by
// UNIT]": one attack on an element of the defence, judged by its
// [[dsii-element]] figures (ElementDamage). from is refused: an element
// has no modules to hide.
func resolveElementHit(r *engine.Resolver, args []string, from string) error {
	c := r.Command()
	g := r.Game()
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	if IsOgre(u) {
		return engine.Refusef("%s is an Ogre of modules: a hit names the module it strikes (%s.em, %s.tread1; its modules are %s)", u.Label, u.Label, u.Label, moduleRanges(UnitOf(u).Modules))
	}
	if !u.Alive() {
		return engine.Refusef("%s is %s already", u.Label, u.Status)
	}
	e := ElementOf(g, u)
	if e == nil {
		return engine.Refusef("%s (%s) has no [[dsii-element]] figures, so the program cannot judge a hit on it: DSII's own rules judge it at the table (destroy %s by FIRER records a kill); or give its size and armour, or its infantry class, in the house rules (%s)",
			u.Label, u.Type.Name, u.Label, ReadingElementData.Topic)
	}
	if from != "" {
		return engine.Refusef("%s is no Ogre: \"from\" says which of an Ogre's sides the firer is on; leave it out", u.Label)
	}
	by, err := firerOf(r, c.Attackers, u)
	if err != nil {
		return err
	}
	draw := strings.EqualFold(args[0], "draw")
	if draw {
		args = args[1:]
	}
	valid, note, err := hitValidity(g, by, ElementTarget(e), args)
	if err != nil {
		return err
	}
	attack, dice, drawn, prefix, err := hitAttack(r, args[0], draw, valid)
	if err != nil {
		return err
	}
	st := UnitOf(u)
	var carried []Marker
	if st != nil {
		carried = st.Markers
	}
	o, err := ElementDamage(e, carried, attack)
	if err != nil {
		return refusal(err)
	}
	data, err := json.Marshal(elementHitData{Markers: o.Markers, Destroyed: o.Destroyed, Points: o.Points, Drawn: drawn})
	if err != nil {
		return err
	}
	ev := engine.Event{Kind: EventElementHit, Unit: u.Label, Data: data, Dice: dice,
		Text: prefix + elementHitText(u, e, attack, o, by, firerIsOgre(g, by)) + note}
	if by != "" {
		ev.Attackers = []string{by}
	}
	r.Emit(ev)
	if o.Destroyed {
		d := engine.Event{Kind: engine.EventDestroyed, Unit: u.Label, Text: fmt.Sprintf("%s is destroyed.", u.Label)}
		if by != "" {
			d.Attackers = []string{by}
			d.Text = fmt.Sprintf("%s is destroyed by %s.", u.Label, by)
		}
		r.Emit(d)
	}
	return nil
}

// elementHitText says one attack on an element in the log: the element and
// its figures, who attacked (by, "" when not said), the chits, the points
// against what they must reach, the result and the markers.
func elementHitText(u *engine.Unit, e *Element, a Attack, o ElementOutcome, by string, byOgre bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s) is hit", u.Label, e.Figures())
	if by != "" {
		fmt.Fprintf(&b, " by %s", by)
	}
	chits := chitWords(a.Chits)
	if a.ReadKO {
		chits = append([]string{"ko as read"}, chits...)
	}
	if a.ReadDMG {
		chits = append([]string{"dmg as read"}, chits...)
	}
	fmt.Fprintf(&b, " (%s", strings.Join(chits, ", "))
	if a.Valid != AllValid {
		fmt.Fprintf(&b, "; valid %s", a.Valid)
	}
	b.WriteString(")")
	if e.Infantry() {
		fmt.Fprintf(&b, ": %s, %d eliminate %s infantry: ", engine.Counted(o.Points, "valid point", "valid points"), InfantryKillPoints[e.Class], e.Class)
		if o.Destroyed {
			b.WriteString("eliminated.")
		} else {
			b.WriteString("it survives.")
		}
		if len(o.Ignored) > 0 {
			fmt.Fprintf(&b, " Specials (%s) have no effect on infantry (%s).", strings.Join(o.Ignored, ", "), ReadingElementInfantrySpecials.Topic)
		}
		return b.String()
	}
	if !a.ReadKO && !a.ReadDMG {
		fmt.Fprintf(&b, ": %s against %s", engine.Counted(o.Points, "valid point", "valid points"), pointsNeeded(e))
	}
	fmt.Fprintf(&b, ": %s.", elementEffects(o))
	switch {
	case o.FSD == 0:
	case byOgre:
		fmt.Fprintf(&b, " An FSD chit: ignored, %s being an Ogre (OGRE Main Batteries: \"Any Fire System Down chits pulled are ignored\").", labelOf(by))
	case by != "":
		fmt.Fprintf(&b, " An FSD chit: the firer's system is down, %s's, by DSII's rules.", by)
	default:
		b.WriteString(" An FSD chit: the firer's system is down, by DSII's rules.")
	}
	return b.String()
}

// elementEffects says what outcome o does to a vehicle, for the log:
// "Damaged; DMG marker", "killed; destroyed".
func elementEffects(o ElementOutcome) string {
	var b strings.Builder
	result := map[Marker]string{MarkerKO: "killed", MarkerDMG: "Damaged", "": "no KO or DMG"}[o.Result]
	b.WriteString(result)
	var effects []string
	switch {
	case o.Destroyed && o.Result != MarkerKO:
		effects = append(effects, "destroyed by the BOOM (\"destroyed (KO or BOOM! result)\")")
	case o.Destroyed:
		effects = append(effects, "destroyed")
	}
	for _, mk := range o.Markers {
		effects = append(effects, strings.ToUpper(string(mk))+" marker")
	}
	for _, mk := range o.Again {
		if mk == MarkerDMG {
			effects = append(effects, "Damaged again: it keeps one DMG marker, and DSII's own rules judge a second ("+ReadingElementSecondDMG.Topic+")")
			continue
		}
		effects = append(effects, "no second "+strings.ToUpper(string(mk))+" marker")
	}
	if len(effects) == 0 {
		effects = append(effects, "no effect")
	}
	fmt.Fprintf(&b, "; %s", strings.Join(effects, ", "))
	return b.String()
}

// judgeRammed judges the chits of a ram against vehicle tu by its
// [[dsii-element]] figures, as a hit is judged (ElementDamage: "Damage
// effects are handled normally. A tank with 4 armor must suffer 4 points to
// be Damaged, 5 to be killed, and/or suffer the effects of any special
// chits pulled", 002 OGRE for DSII, Ramming resolution): it returns what
// the ram's log line says of the result, in place of leaving it to the
// referee, and the events that place its markers and destroy it, credited
// to by. When the ram's rammer is the Ogre by, the line says whether it
// moves on ("If a rammed vehicle is not destroyed (KO or BOOM! result),
// the OGRE may not continue moving"). It returns "" and none for a unit
// without figures, or infantry.
func judgeRammed(r *engine.Resolver, by string, tu *engine.Unit, chits []Chit, valid Validity) (string, []engine.Event, error) {
	g := r.Game()
	e := ElementOf(g, tu)
	if e == nil || e.Infantry() {
		return "", nil, nil
	}
	var carried []Marker
	if st := UnitOf(tu); st != nil {
		carried = st.Markers
	}
	o, err := ElementDamage(e, carried, Attack{Chits: chits, Valid: valid})
	if err != nil {
		return "", nil, refusal(err)
	}
	text := fmt.Sprintf("By %s's [[dsii-element]] figures, %s: %s.", tu.Label, pointsNeeded(e), elementEffects(o))
	if rammer := g.Unit(labelOf(by)); rammer != nil && IsOgre(rammer) && rammer.Label == r.Command().Label {
		if o.Destroyed {
			text += fmt.Sprintf(" %s may move on, its tread module's BMF allowing (\"If the OGRE successfully destroys the impacted element, it may continue its movement\").", rammer.Label)
		} else {
			text += fmt.Sprintf(" %s is not destroyed (KO or BOOM!), so %s stops here (\"If it does not, it must stop where the impact occurred\").", tu.Label, rammer.Label)
		}
	}
	data, err := json.Marshal(elementHitData{Markers: o.Markers, Destroyed: o.Destroyed, Points: o.Points})
	if err != nil {
		return "", nil, err
	}
	marks := "no marker"
	if len(o.Markers) > 0 {
		marks = markerList(o.Markers) + " " + map[bool]string{true: "marker", false: "markers"}[len(o.Markers) == 1]
	}
	follow := []engine.Event{{Kind: EventElementHit, Unit: tu.Label, Data: data, Attackers: []string{by},
		Text: fmt.Sprintf("%s takes the ram's result: %s.", tu.Label, marks)}}
	if o.Destroyed {
		follow[0].Text = fmt.Sprintf("%s takes the ram's result: destroyed.", tu.Label)
		follow = append(follow, engine.Event{Kind: engine.EventDestroyed, Unit: tu.Label, Attackers: []string{by},
			Text: fmt.Sprintf("%s is destroyed by %s's ram.", tu.Label, by)})
	}
	return text, follow, nil
}

// applyElementHit folds an EventElementHit into element u: the markers it
// places (a kill follows as its own event).
func applyElementHit(g *engine.Game, e engine.Event) error {
	u := g.Unit(e.Unit)
	if u == nil || IsOgre(u) || UnitOf(u) == nil {
		return engine.Misfitf("a hit on the element %s, which is no element of a DSII game in play", e.Unit)
	}
	var d elementHitData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a hit on %s whose data cannot be read: %v", e.Unit, err)
	}
	st := UnitOf(u)
	for _, m := range d.Markers {
		if !slices.Contains(st.Markers, m) {
			st.Markers = append(st.Markers, m)
		}
	}
	return nil
}

// elementParties returns ram words w with the size, softskin and infantry
// class of each party that is an element with [[dsii-element]] figures
// taken from them (002 OGRE for DSII, Ramming resolution: "1 chit for
// each size point it has"; "softskins (vehicles with 0 armor)"; "3 for
// militia, 4 for line elements, 5 for powered armor"). A figure typed is
// checked against the data and refused when it differs; a party without
// figures keeps what was typed.
func elementParties(g *engine.Game, w ramWords) (ramWords, error) {
	for _, p := range []*ramParty{&w.rammer, &w.target} {
		if p.word == "" || strings.Contains(p.word, ".") {
			continue
		}
		u := g.Unit(labelOf(p.word))
		e := ElementOf(g, u)
		if e == nil {
			continue
		}
		data := fmt.Sprintf("%s is %s by its [[dsii-element]] figures (%s)", u.Label, e.Figures(), e.Source)
		if e.Infantry() {
			if p.infantry != "" && p.infantry != e.Class {
				return w, engine.Refusef("%s, not %s infantry; leave out infantry, which the figures give", data, p.infantry)
			}
			if p.size == 0 && !p.softskin {
				p.infantry = e.Class
			}
			continue
		}
		switch {
		case p.infantry != "":
			continue // refused as a vehicle given a class
		case p.size > 0 && p.size != e.Size:
			return w, engine.Refusef("%s, not size %d; leave out size, which the figures give", data, p.size)
		case p.softskin && !e.Softskin():
			return w, engine.Refusef("%s, not a softskin; leave out softskin, which the figures give", data)
		}
		p.size, p.softskin = e.Size, e.Softskin()
	}
	return w, nil
}

// completeHit offers what a hit strikes: the Ogres' modules
// (completeModules), then the live elements with [[dsii-element]]
// figures; after them, "from" and the sides of an Ogre.
func completeHit(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		if strings.EqualFold(args[len(args)-1], "from") {
			return Sides
		}
		return nil
	}
	out := completeModules(g, args)
	for _, u := range g.Units {
		if u.Alive() && ElementOf(g, u) != nil {
			out = append(out, u.Label)
		}
	}
	return out
}

// pointsNeeded says what a vehicle's armour asks of the valid points:
// "armour 4 (4 Damage, 5 kill)", "armour 0, a softskin (1 kills)".
func pointsNeeded(e *Element) string {
	if e.Softskin() {
		return "armour 0, a softskin (1 kills)"
	}
	return fmt.Sprintf("armour %d (%d Damage, %d kill)", e.Armor, e.Armor, e.Armor+1)
}
