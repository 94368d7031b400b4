package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The event kinds of an Ogre's missiles, folded by ApplyEvent.
const (
	// EventTAS is the EM's TAS activation: the impact markers it placed.
	EventTAS engine.EventKind = "dsii tas"
	// EventLaunch is the missile unit's activation that launches at the
	// impact markers: the loads it fires and the markers aborted.
	EventLaunch engine.EventKind = "dsii launch"
)

// tasData is what a TAS activation placed.
type tasData struct {
	Placed int `json:"placed"`
}

// launchData is a launch: the module each launched missile's load came
// from (one entry a missile), the impact markers aborted, and the
// activation units that activated.
type launchData struct {
	Loads     []string `json:"loads,omitempty"`
	Aborted   int      `json:"aborted,omitempty"`
	Batteries []string `json:"batteries"`
}

var tasVerb = &engine.VerbDef{Verb: "tas", Syntax: "tas OGRE xN [die N...]",
	Help: "the EM activates its Target Acquisition System for N of the Ogre's missiles: each roll of 4+ on its die now places an impact marker within 60\"; the Ogre's next activation is its missile unit launching them (002 OGRE for DSII, OGRE Missiles)"}

var launchVerb = &engine.VerbDef{Verb: "launch", Syntax: "launch OGRE [xN] [abort N] [die N...]",
	Help: "the Ogre's missile unit activates and launches a missile at each impact marker, one load each, in module order; xN: the most loads a missile rack fires in this launch, the referee's (002 gives \"5 internal loads\" and no rate), asked for when a rack would fire more than one; abort N rolls 4+ on the EM's die for each of N markers to cancel it (002 OGRE for DSII, OGRE Missiles)"}

func init() {
	tasVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) != 2 || !strings.HasPrefix(strings.ToLower(args[1]), "x") {
			return usage(tasVerb)
		}
		n, err := strconv.Atoi(args[1][1:])
		if err != nil || n < 1 {
			return usage(tasVerb)
		}
		c.Label, c.Count, c.Dice = strings.ToUpper(args[0]), n, dice
		return nil
	}
	tasVerb.Resolve = resolveTAS
	launchVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		// "xN", a rack's rate, may stand anywhere after the Ogre, the dice
		// too: a log's command of an earlier version is read with it after
		// its dice (rackRateSaid). It is the command's one Arg.
		c.Args = nil
		for i := 1; i < len(args); i++ {
			a := strings.ToLower(args[i])
			if !strings.HasPrefix(a, "x") || !engine.IsDigits(a[1:]) || len(c.Args) > 0 {
				continue
			}
			if n, err := strconv.Atoi(a[1:]); err != nil || n < 1 {
				return engine.Refusef("%q: a rack fires at least 1 load a launch; write %q", args[i], launchVerb.Syntax)
			}
			c.Args = []string{a}
			args = slices.Delete(slices.Clone(args), i, i+1)
			break
		}
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		switch {
		case len(args) == 1:
		case len(args) == 3 && strings.EqualFold(args[1], "abort") && engine.IsDigits(args[2]):
			c.Count, _ = strconv.Atoi(args[2])
		default:
			return usage(launchVerb)
		}
		c.Label, c.Dice = strings.ToUpper(args[0]), dice
		return nil
	}
	launchVerb.Resolve = resolveLaunch
}

// MissilesReady returns the modules of Ogre u that may launch a missile
// now, a module once for each load it has left: missile modules and racks
// neither destroyed nor Systems Down, in the order of its modules.
func MissilesReady(u *engine.Unit) []string {
	var out []string
	for _, m := range UnitOf(u).Modules {
		if !m.Kind.Loaded() || m.Status == engine.StatusDestroyed || slices.Contains(m.Markers, MarkerSD) {
			continue
		}
		for range m.Loads {
			out = append(out, m.ID)
		}
	}
	return out
}

// nextActivation refuses an activation of Ogre u when its next one is
// bound: its missile unit's launch while its TAS's impact markers wait
// (002 OGRE for DSII, OGRE Missiles: "On the following OGRE activation, the
// OGRE must activate its Missile Unit in order to launch its missiles"),
// its self-destruct once it is announced (The Final Option: "On the OGREs
// following activation ... the OGRE must attempt to self-destruct").
func nextActivation(u *engine.Unit) error {
	st := UnitOf(u)
	if st.SelfDestruct {
		return engine.Refusef("%s has announced its Final Option: its next activation is its self-destruct (destruct %s)", u.Label, u.Label)
	}
	if n := st.ImpactMarkers; n > 0 {
		return engine.Refusef("%s's TAS has placed %s: its next activation is its missile unit launching them (launch %s)", u.Label, engine.Counted(n, "impact marker", "impact markers"), u.Label)
	}
	return nil
}

// resolveTAS resolves an EM activation of the TAS: one roll on the EM's
// die now for each missile to be launched, each 4+ placing an impact
// marker (002 OGRE for DSII, OGRE Missiles: "will need to roll a 4 or
// greater in order to place each Impact Marker"; every Ogre has its TAS:
// "The OGRE is equipped with a Target Acquisition System").
func resolveTAS(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, err := liveOgre(r, c.Label)
	if err != nil {
		return err
	}
	if err := nextActivation(u); err != nil {
		return err
	}
	if Activated(g, u.Label, moduleEM) {
		return engine.Refusef("%s's electronics module has activated this turn already; the TAS activates with it (\"next\" ends the turn)", u.Label)
	}
	ready := len(MissilesReady(u))
	if c.Count > ready {
		return engine.Refusef("%s has %s ready to launch, not %d (a missile module or rack destroyed or Systems Down launches none)", u.Label, engine.Counted(ready, "missile", "missiles"), c.Count)
	}
	die := EMDie(g, u)
	dice, err := r.Throw(engine.Need{Count: c.Count, Sides: int(die), For: fmt.Sprintf("for %s's TAS: each %d+ places an impact marker", u.Label, TASNeeded)})
	if err != nil {
		return err
	}
	placed := 0
	rolls := make([]string, len(dice))
	for i, d := range dice {
		rolls[i] = strconv.Itoa(d.Value)
		if d.Value >= TASNeeded {
			placed++
		}
	}
	data, err := json.Marshal(tasData{Placed: placed})
	if err != nil {
		return err
	}
	text := fmt.Sprintf("%s's electronics module activates its TAS for %s: %s %s, %d+ each: %s placed within %d\"",
		u.Label, engine.Counted(c.Count, "missile", "missiles"), die, strings.Join(rolls, ", "), TASNeeded, engine.Counted(placed, "impact marker", "impact markers"), TASRange)
	if placed > 0 {
		text += fmt.Sprintf("; its next activation is its missile unit launching them (launch %s)", u.Label)
	}
	r.Emit(engine.Event{Kind: EventTAS, Unit: u.Label, Data: data, Dice: dice, Text: text + "."})
	return nil
}

// resolveLaunch resolves the missile unit's activation that launches at
// the TAS's impact markers: each abort asked rolls 4+ on the EM's die now
// to cancel one marker ("Note that the OGRE must roll separately for EACH
// missile that it wishes to abort"); each marker left takes one load of a
// ready missile module or rack, in module order (002 OGRE for DSII, OGRE
// Missiles).
func resolveLaunch(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, err := liveOgre(r, c.Label)
	if err != nil {
		return err
	}
	markers := UnitOf(u).ImpactMarkers
	if markers == 0 {
		return engine.Refusef("%s has no impact marker placed; its TAS places them first (tas %s xN)", u.Label, u.Label)
	}
	if c.Count > markers {
		return engine.Refusef("%s has %s to abort, not %d", u.Label, engine.Counted(markers, "impact marker", "impact markers"), c.Count)
	}
	rate := 0
	if len(c.Args) > 0 {
		rate, _ = strconv.Atoi(c.Args[0][1:])
	} else if _, rack := LaunchLoads(u, markers, 0); rack != "" {
		return engine.Refusef("%s would fire more than one of its loads at %s in one launch, and 002 gives no rate (\"5 internal loads\"): say the most loads a rack fires in this launch, the referee's (launch %s x1 to x%d)",
			rack, engine.Counted(markers, "impact marker", "impact markers"), u.Label, RackLoads)
	}
	aborted, abortText := 0, ""
	var dice []engine.Die
	if c.Count > 0 {
		die := EMDie(g, u)
		if dice, err = r.Throw(engine.Need{Count: c.Count, Sides: int(die), For: fmt.Sprintf("for %s's aborts: each %d+ cancels a missile", u.Label, AbortNeeded)}); err != nil {
			return err
		}
		rolls := make([]string, len(dice))
		for i, d := range dice {
			rolls[i] = strconv.Itoa(d.Value)
			if d.Value >= AbortNeeded {
				aborted++
			}
		}
		abortText = fmt.Sprintf("; %s asked, %s %s, %d+ each: %d aborted", engine.Counted(c.Count, "abort", "aborts"), die, strings.Join(rolls, ", "), AbortNeeded, aborted)
	} else {
		r.NoRoll("for a launch without aborts")
	}
	e, err := launchEvent(u, markers, aborted, rate, abortText, dice)
	if err != nil {
		return err
	}
	r.Emit(e)
	return nil
}

// LaunchLoads returns the loads Ogre u's launch fires at markers impact
// markers, one a marker, in module order (MissilesReady), a missile rack
// at most rate of its loads (0: as many as the markers take); and the
// first rack (OGRE.MODULE) that fires more than one, "" when none does.
func LaunchLoads(u *engine.Unit, markers, rate int) (fired []string, rackMore string) {
	from := map[string]int{}
	for _, id := range MissilesReady(u) {
		if len(fired) == markers {
			break
		}
		if m := UnitOf(u).Module(id); m.Kind == KindRack && rate > 0 && from[id] == rate {
			continue
		}
		fired = append(fired, id)
		if from[id]++; from[id] == 2 && rackMore == "" {
			rackMore = u.Label + "." + id
		}
	}
	return fired, rackMore
}

// launchEvent returns the launch of Ogre u at markers impact markers, of
// which aborted were cancelled, a missile rack firing at most rate loads
// (0: unsaid): the loads it fires, in module order, and the activation
// units that activate (those of the loads fired; with none, the first that
// holds a missile module or rack).
func launchEvent(u *engine.Unit, markers, aborted, rate int, abortText string, dice []engine.Die) (engine.Event, error) {
	fired, _ := LaunchLoads(u, markers-aborted, rate)
	var batteries []string
	for _, id := range fired {
		if k := ActivationUnit(*UnitOf(u).Module(id)); !slices.Contains(batteries, k) {
			batteries = append(batteries, k)
		}
	}
	if len(batteries) == 0 {
		for _, m := range UnitOf(u).Modules {
			if m.Kind.Loaded() {
				batteries = []string{ActivationUnit(m)}
				break
			}
		}
	}
	data, err := json.Marshal(launchData{Loads: fired, Aborted: aborted, Batteries: batteries})
	if err != nil {
		return engine.Event{}, err
	}
	text := fmt.Sprintf("%s's missile unit launches %s at its impact markers", u.Label, engine.Counted(len(fired), "missile", "missiles"))
	if len(fired) > 0 {
		text += " (" + strings.Join(fired, ", ") + ")"
	}
	if rate > 0 {
		text += fmt.Sprintf(rackRateText, engine.Counted(rate, "load", "loads"))
		if left := markers - aborted - len(fired); left > 0 {
			text += fmt.Sprintf(", %s without a missile", engine.Counted(left, "impact marker", "impact markers"))
		}
	}
	text += abortText + ". Each impacts with a 2\" Beaten Zone; against an Ogre, a SMAK round on the firing EM's die"
	if len(fired) > 0 {
		text += fmt.Sprintf(" (smak OGRE.MODULE missile %s)", u.Label)
	}
	text += "."
	return engine.Event{Kind: EventLaunch, Unit: u.Label, Data: data, Dice: dice, Text: text}, nil
}

// rackRateText is what a launch's log line says of the rate the referee
// gave a rack ("launch OGRE xN"), with the number of loads.
const rackRateText = ", a rack firing at most %s, the referee's rate (002 gives none)"

// ReadingRackRate: the referee says how many loads a rack fires in one
// launch.
var ReadingRackRate = Reading{
	Topic: "Rack loads a launch",
	Text: `002 gives a rack "5 internal loads" and no rate of fire ("used identically to the normal OGRE ` +
		`Missile"): each impact marker takes one load, in module order, and a launch in which a rack would fire ` +
		`more than one of its loads asks the referee for the most it fires (launch OGRE xN); markers a rack's rate ` +
		`leaves without a load get no missile. A game logged before log version 2 fired one load a marker, and keeps it.`,
}

// applyTAS folds an EventTAS into Ogre u: the EM has activated, and the
// markers placed wait for the launch.
func applyTAS(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d tasData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a TAS activation whose data cannot be read: %v", err)
	}
	activate(g, u, moduleEM)
	UnitOf(u).ImpactMarkers += d.Placed
	return nil
}

// applyLaunch folds an EventLaunch into Ogre u: each load fired leaves its
// module, the impact markers are spent, and the missile unit has
// activated.
func applyLaunch(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d launchData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a launch whose data cannot be read: %v", err)
	}
	for _, id := range d.Loads {
		m := UnitOf(u).Module(id)
		if m == nil || m.Loads == 0 {
			return engine.Misfitf("a launch from %s.%s, which has no load left", u.Label, id)
		}
		m.Loads--
	}
	UnitOf(u).ImpactMarkers = 0
	if len(d.Loads) > 0 {
		st := GameOf(g)
		if st.Missiles == nil {
			st.Missiles = map[string]int{}
		}
		st.Missiles[u.Label] += len(d.Loads)
	}
	for _, k := range d.Batteries {
		activate(g, u, k)
	}
	return nil
}
