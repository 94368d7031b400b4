package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// activation is the data of an EventActivated: the activation unit.
type activation struct {
	Unit string `json:"unit"`
}

// ActivationUnit returns the activation unit module m belongs to (002 OGRE
// for DSII, OGRE activation): "em" for the electronics module, the tread
// module's own id ("tread2": each is a Motion Unit), "battery3" for a
// weapons module of the design's third battery.
func ActivationUnit(m Module) string {
	if m.Battery > 0 {
		return fmt.Sprintf("battery%d", m.Battery)
	}
	return m.ID
}

// ActivationName returns activation unit key of an Ogre of design d as the
// referee reads it: "electronics module", "tread2", "secondary (right)".
func ActivationName(d *Design, key string) string {
	var n int
	if _, err := fmt.Sscanf(key, "battery%d", &n); err == nil && d != nil && n >= 1 && n <= len(d.Batteries) {
		return d.Batteries[n-1].Name()
	}
	if key == moduleEM {
		return "electronics module"
	}
	return key
}

// UnitActivation is the activation key of a unit that is no Ogre of
// modules: the whole unit activates, once a turn (see activateVerb).
const UnitActivation = "unit"

// UnitActivated reports whether unit label, no Ogre of modules, has
// activated this turn in game g ("activate UNIT").
func UnitActivated(g *engine.Game, label string) bool {
	return Activated(g, label, UnitActivation)
}

// Activated reports whether Ogre label's activation unit key has activated
// this turn in game g.
func Activated(g *engine.Game, label, key string) bool {
	st := GameOf(g)
	return st != nil && slices.Contains(st.Activated[strings.ToUpper(label)], key)
}

// CurrentActivation returns the key of the activation unit Ogre label
// activated last this turn in game g ("tread2", "battery3", "em"): the one
// acting now, as 002 OGRE for DSII reads "the currently activated Tread
// Module" (OGREs ramming OGREs). It returns "" when none has activated this
// turn.
func CurrentActivation(g *engine.Game, label string) string {
	st := GameOf(g)
	if st == nil {
		return ""
	}
	keys := st.Activated[strings.ToUpper(label)]
	if len(keys) == 0 {
		return ""
	}
	return keys[len(keys)-1]
}

// LastEnemyActivated returns the label of the unit of a side other than
// side whose activation is the last this turn in game g (an Ogre's
// activation unit, or a unit that is no Ogre of modules): the firer, most
// likely, of an attack on a unit of side entered now. It returns "" when no
// unit of another side has activated this turn.
func LastEnemyActivated(g *engine.Game, side string) string {
	st := GameOf(g)
	if st == nil {
		return ""
	}
	for i := len(st.Order) - 1; i >= 0; i-- {
		if u := g.Unit(st.Order[i]); u != nil && u.Side != side {
			return u.Label
		}
	}
	return ""
}

// ActivationUnits returns the keys of the activation units of Ogre u, in
// the order of its modules: "em", "tread1"..., "battery1"...
func ActivationUnits(u *engine.Unit) []string {
	var out []string
	for _, m := range UnitOf(u).Modules {
		if k := ActivationUnit(m); !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// splitModule reads "OGRE.MODULE" into the label and the module's id.
func splitModule(word string) (label, module string, ok bool) {
	label, module, ok = strings.Cut(word, ".")
	return strings.ToUpper(label), strings.ToLower(module), ok && label != "" && module != ""
}

// liveOgre returns the DSII Ogre labelled label, or a refusal when no unit
// is, or it is no Ogre of modules, or it is destroyed.
func liveOgre(r *engine.Resolver, label string) (*engine.Unit, error) {
	u, err := r.Unit(label)
	if err != nil {
		return nil, err
	}
	if !IsOgre(u) {
		return nil, engine.Refusef("%s is no Ogre of modules (%s); only a DSII Ogre has modules and activation units", u.Label, u.Type.Name)
	}
	if !u.Alive() {
		return nil, engine.Refusef("%s is %s", u.Label, u.Status)
	}
	return u, nil
}

// ogreModule returns the DSII Ogre labelled label and its module id, or a
// refusal that names the Ogre's modules.
func ogreModule(r *engine.Resolver, label, id string) (*engine.Unit, *Module, error) {
	u, err := liveOgre(r, label)
	if err != nil {
		return nil, nil, err
	}
	m := UnitOf(u).Module(id)
	if m == nil {
		return nil, nil, engine.Refusef("%s has no module %q; its modules are %s", u.Label, id, moduleRanges(UnitOf(u).Modules))
	}
	return u, m, nil
}

// moduleRanges names modules by kind, as ranges: "em, tread1-tread4,
// main1-main2".
func moduleRanges(ms []Module) string {
	var parts []string
	for i := 0; i < len(ms); {
		j := i
		for j+1 < len(ms) && ms[j+1].Kind == ms[i].Kind {
			j++
		}
		if i == j {
			parts = append(parts, ms[i].ID)
		} else {
			parts = append(parts, ms[i].ID+"-"+ms[j].ID)
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// verbs are the system's own verbs, in help order.
var verbs = []*engine.VerbDef{activateVerb, hitVerb, repairVerb, tasVerb, launchVerb, smakVerb, nukeVerb, destructVerb, ramVerb, assaultVerb, destroyVerb, adsVerb, aaVerb, reactVerb, nextVerb}

var activateVerb = &engine.VerbDef{Verb: "activate", Syntax: "activate OGRE.MODULE|UNIT",
	Help: "an Ogre's activation unit acts, once a turn: the module's battery fires on the EM's die, a tread module moves the Ogre its BMF (firing nothing), the EM directs missiles, repairs or self-destructs (002 OGRE for DSII, OGRE activation). " +
		"A unit that is no Ogre (activate GEV1) is marked activated until the turn ends, once a turn as an Ogre's units are (its units activate \"just as if it were any other unit in the game\"; air defence takes weapons \"which have not previously been activated during the current turn\"); what it does is DSII's, at the table; \"override\" lets it activate again"}

var nextVerb = &engine.VerbDef{Verb: engine.VerbNext, Syntax: "next",
	Help: "end the turn: every unit may activate again"}

func init() {
	activateVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		if len(args) != 1 {
			return usage(activateVerb)
		}
		if !strings.Contains(args[0], ".") {
			c.Label = strings.ToUpper(args[0])
			return nil
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			return usage(activateVerb)
		}
		c.Label, c.Target = label, module
		return nil
	}
	activateVerb.Resolve = resolveActivate
	activateVerb.Complete = completeActivate
	nextVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		if len(args) > 0 {
			return usage(nextVerb)
		}
		return nil
	}
	nextVerb.Resolve = resolveNext
}

// resolveActivate activates the activation unit of an Ogre's module, once
// a turn (002 OGRE for DSII, OGRE activation: "14 "units" to activate"; a
// unit of DSII activates once in a turn).
func resolveActivate(r *engine.Resolver) error {
	c := r.Command()
	if c.Target == "" {
		return resolveUnitActivation(r)
	}
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	if err := nextActivation(u); err != nil {
		return err
	}
	g, d := r.Game(), DesignOf(r.Game(), u)
	key := ActivationUnit(*m)
	name := ActivationName(d, key)
	if Activated(g, u.Label, key) {
		return engine.Refusef("%s's %s has activated this turn already; each of an Ogre's units activates once a turn (\"next\" ends the turn)", u.Label, name)
	}
	mods := ModulesOfUnit(u, key)
	if len(mods.Fire)+len(mods.Down) == 0 {
		return engine.Refusef("%s's %s has nothing left to activate: %s destroyed", u.Label, name, engine.JoinAnd(mods.Destroyed))
	}
	data, err := json.Marshal(activation{Unit: key})
	if err != nil {
		return err
	}
	r.NoRoll("for an activation")
	r.Emit(engine.Event{Kind: EventActivated, Unit: u.Label, Data: data, Text: ActivationText(g, u, *m)})
	return nil
}

// ActivationText says what the activation unit of module m of Ogre u does
// when it activates now in game g, as the log writes it and the activate
// form shows it before (002 OGRE for DSII, OGRE activation): the EM directs
// missiles, repairs or self-destructs on its die; a tread module moves the
// Ogre its BMF and fires nothing; a battery's weapons modules fire on the
// EM's die (batteryText).
func ActivationText(g *engine.Game, u *engine.Unit, m Module) string {
	switch m.Kind {
	case KindElectronics:
		return fmt.Sprintf("%s's electronics module activates, on its %s: to direct missiles, repair or self-destruct.", u.Label, EMDie(g, u))
	case KindTread:
		return fmt.Sprintf("%s's %s activates: the Ogre moves its %d BMF and fires nothing.", u.Label, m.ID, m.BMF)
	}
	d, key := DesignOf(g, u), ActivationUnit(m)
	return batteryText(u.Label, ActivationName(d, key), d.Weapon(m), EMDie(g, u), ModulesOfUnit(u, key))
}

// resolveUnitActivation marks a unit that is no Ogre of modules activated
// this turn. 002 gives no rule of its own for such a unit's activation;
// this reads it as an Ogre's units are read, once a turn (002 OGRE for
// DSII, OGRE activation: an Ogre's unit "selects targets and fires, just as
// if it were any other unit in the game"; Air defence: weapons "which have
// not previously been activated during the current turn"). What the unit
// does is DSII's, at the table; "override" lets it activate again, where
// DSII's own rules allow.
func resolveUnitActivation(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	switch {
	case IsOgre(u):
		return engine.Refusef("%s is an Ogre of modules: it activates by its units, one at a time; name one of its modules (activate %s.tread1); its modules are %s", u.Label, u.Label, moduleRanges(UnitOf(u).Modules))
	case !u.Alive():
		return engine.Refusef("%s is %s", u.Label, u.Status)
	case UnitActivated(g, u.Label) && !c.Override:
		return engine.Refusef("%s has activated this turn already; a unit activates once a turn, as an Ogre's units do (\"next\" ends the turn; put \"override\" before the command where DSII's rules let it act again)", u.Label)
	}
	data, err := json.Marshal(activation{Unit: UnitActivation})
	if err != nil {
		return err
	}
	r.NoRoll("for an activation")
	r.Emit(engine.Event{Kind: EventActivated, Unit: u.Label, Data: data,
		Text: fmt.Sprintf("%s activates, marked until turn %d ends: what it does is DSII's, at the table (002 OGRE for DSII: a unit activates once a turn, as an Ogre's units do).", u.Label, g.Turn)})
	return nil
}

// applyActivated folds an EventActivated: the activation unit of a DSII
// Ogre, or a unit that is no Ogre of modules (UnitActivation), has
// activated this turn.
func applyActivated(g *engine.Game, e engine.Event) error {
	u := g.Unit(e.Unit)
	if u == nil {
		return engine.Misfitf("an activation of %s, which is not in play", e.Unit)
	}
	var d activation
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("an activation whose data cannot be read: %v", err)
	}
	if IsOgre(u) == (d.Unit == UnitActivation) {
		return engine.Misfitf("an activation of %s's %q, which it has not", u.Label, d.Unit)
	}
	activate(g, u, d.Unit)
	return nil
}

// batteryText says a battery's activation in the log, its weapon named
// when the design gives one: the weapons modules
// that fire on the EM's die, those Damaged firing as if one range band
// longer, and those Systems Down, which cannot (002 OGRE for DSII, Damage
// and Special Damage against OGRE modules).
func batteryText(label, name, weapon string, die DieType, mods UnitModules) string {
	fire, down, longer := mods.Fire, mods.Down, mods.Longer
	var b strings.Builder
	fmt.Fprintf(&b, "%s's %s battery", label, name)
	if weapon != "" {
		fmt.Fprintf(&b, " (%s)", weapon)
	}
	b.WriteString(" activates: ")
	if len(fire) > 0 {
		verb := "fire"
		if len(fire) == 1 {
			verb = "fires"
		}
		fmt.Fprintf(&b, "%s %s on the EM's %s", engine.JoinAnd(fire), verb, die)
		if len(longer) > 0 {
			fmt.Fprintf(&b, ", %s as if at the next longer range band (DMG)", engine.JoinAnd(longer))
		}
	} else {
		b.WriteString("nothing fires")
	}
	if len(down) > 0 {
		fmt.Fprintf(&b, "; %s cannot fire until repaired (Systems Down)", engine.JoinAnd(down))
	}
	b.WriteString(".")
	return b.String()
}

// resolveNext ends the turn: the next begins, in its one phase.
func resolveNext(r *engine.Resolver) error {
	g := r.Game()
	r.NoRoll("for the end of a turn")
	r.Emit(engine.Event{Kind: engine.EventPhase, Turn: g.Turn + 1, SideIndex: 0, Phase: PhaseActivation,
		Text: fmt.Sprintf("Turn %d ends; turn %d begins: every unit may activate again.", g.Turn, g.Turn+1)})
	return nil
}

// completeActivate offers the modules of the Ogres in play, OGRE.MODULE,
// then the other units in play.
func completeActivate(g *engine.Game, args []string) []string {
	out := completeModules(g, args)
	if len(args) > 0 {
		return out
	}
	for _, u := range g.Units {
		if u.Alive() && !IsOgre(u) {
			out = append(out, u.Label)
		}
	}
	return out
}

// completeModules offers the modules of the Ogres in play, OGRE.MODULE.
func completeModules(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	var out []string
	for _, u := range g.Units {
		if !IsOgre(u) || !u.Alive() {
			continue
		}
		for _, m := range UnitOf(u).Modules {
			out = append(out, u.Label+"."+m.ID)
		}
	}
	return out
}
