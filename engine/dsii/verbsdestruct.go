package dsii

import (
	"encoding/json"
	"fmt"
	"strings"

	"ogretable/engine"
)

// EventDestruct is the Final Option: its announcement, an EM activation,
// or the attempt that destroys the Ogre, in a nuke or not.
const EventDestruct engine.EventKind = "dsii destruct"

// destructData is an announcement (Announce) or an attempt, which made a
// nuke (Nuke) or not.
type destructData struct {
	Announce bool `json:"announce,omitempty"`
	Nuke     bool `json:"nuke,omitempty"`
}

var destructVerb = &engine.VerbDef{Verb: "destruct", Syntax: "destruct OGRE [die N]",
	Help: "the Final Option: first the EM activates to announce it (a nuke marker on the Ogre); the Ogre's next activation is the attempt, 4+ on the EM's die now: an 18\" nuke, else it destroys only itself; either way the Ogre is destroyed, and its side draws at best (002 OGRE for DSII, The Final Option)"}

func init() {
	destructVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) != 1 {
			return usage(destructVerb)
		}
		c.Label, c.Dice = strings.ToUpper(args[0]), dice
		return nil
	}
	destructVerb.Resolve = resolveDestruct
}

// resolveDestruct resolves the Final Option (002 OGRE for DSII, The Final
// Option): announced by an EM activation ("This is treated as an
// activation by the Electronics Module"), then tried on the Ogre's next
// activation ("must roll a 4 or greater (4+) using the Electronics Modules
// current effectiveness die"): a success is "a standard DSII Nuke (18"
// radius Beaten Zone)", a failure "effectively destroying itself".
func resolveDestruct(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, err := liveOgre(r, c.Label)
	if err != nil {
		return err
	}
	st := UnitOf(u)
	if !st.SelfDestruct {
		if err := nextActivation(u); err != nil {
			return err
		}
		if Activated(g, u.Label, moduleEM) {
			return engine.Refusef("%s's electronics module has activated this turn already; it announces the Final Option on its next activation (\"next\" ends the turn)", u.Label)
		}
		data, err := json.Marshal(destructData{Announce: true})
		if err != nil {
			return err
		}
		r.NoRoll("for the Final Option's announcement: the attempt rolls on the Ogre's next activation")
		r.Emit(engine.Event{Kind: EventDestruct, Unit: u.Label, Data: data,
			Text: fmt.Sprintf("%s's electronics module announces the Final Option: a nuke marker is placed on it; its next activation is the attempt, %d+ on its EM's die (destruct %s).", u.Label, SelfDestructNeeded, u.Label)})
		return nil
	}
	die := EMDie(g, u)
	dice, err := r.Throw(engine.Need{Count: 1, Sides: int(die), For: fmt.Sprintf("for %s's self-destruct: %d+ is an %d\" nuke", u.Label, SelfDestructNeeded, SelfDestructRadius)})
	if err != nil {
		return err
	}
	nuke := dice[0].Value >= SelfDestructNeeded
	data, err := json.Marshal(destructData{Nuke: nuke})
	if err != nil {
		return err
	}
	text := fmt.Sprintf("%s tries to self-destruct: %s %d, %d+ needed: ", u.Label, die, dice[0].Value, SelfDestructNeeded)
	if nuke {
		text += fmt.Sprintf("it is the centre of a nuclear explosion, a standard DSII nuke (%d\" radius Beaten Zone), and is destroyed.", SelfDestructRadius)
	} else {
		text += "it overloads all its modules and systems, and is destroyed."
	}
	r.Emit(engine.Event{Kind: EventDestruct, Unit: u.Label, Data: data, Dice: dice,
		Text: text + " Its side draws at best in an objective scenario (\"the best that it can achieve is a draw\")."})
	return nil
}

// FinalOptionTaken reports whether event e is an Ogre's Final Option
// carried out, the attempt that destroys it, in a nuke or not (002 OGRE for
// DSII, The Final Option: "effectively destroying itself"): the battle
// report credits the loss to the Ogre's own Final Option. It errors when
// e is a Final Option whose data cannot be read.
func FinalOptionTaken(e engine.Event) (bool, error) {
	if e.Kind != EventDestruct {
		return false, nil
	}
	var d destructData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return false, fmt.Errorf("dsii: a Final Option of %s whose data cannot be read: %v", e.Unit, err)
	}
	return !d.Announce, nil
}

// TookFinalOption reports whether Ogre u was destroyed by its own Final
// Option (002 OGRE for DSII, The Final Option: "effectively destroying
// itself"): it may still be credited with its blast's hits.
func TookFinalOption(u *engine.Unit) bool {
	return IsOgre(u) && !u.Alive() && UnitOf(u).SelfDestruct
}

// FinalOptionResult returns what the Final Options carried out in game g
// do to its result, a sentence for each Ogre that took one: "MK1 took the
// Final Option: the defence draws at best (002 OGRE for DSII, The Final
// Option: "the best that it can achieve is a draw")."; "" when none did.
func FinalOptionResult(g *engine.Game) string {
	var out []string
	for _, u := range g.Units {
		if TookFinalOption(u) {
			out = append(out, fmt.Sprintf("%s took the Final Option: the %s draws at best (002 OGRE for DSII, The Final Option: \"the best that it can achieve is a draw\").", u.Label, u.Side))
		}
	}
	return strings.Join(out, " ")
}

// applyDestruct folds an EventDestruct into Ogre u: an announcement
// activates its EM and places the marker; an attempt destroys it.
func applyDestruct(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d destructData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a Final Option whose data cannot be read: %v", err)
	}
	st := UnitOf(u)
	if d.Announce {
		activate(g, u, moduleEM)
		st.SelfDestruct = true
		return nil
	}
	if !st.SelfDestruct {
		return engine.Misfitf("a self-destruct of %s, which announced none", u.Label)
	}
	u.Status = engine.StatusDestroyed
	return nil
}
