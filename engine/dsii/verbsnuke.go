package dsii

import (
	"encoding/json"
	"fmt"
	"strings"

	"ogretable/engine"
)

// EventNuke records that a nuclear blast caught an Ogre in one of its
// zones; the Systems Down of the inner zone follow as hits.
const EventNuke engine.EventKind = "dsii nuke"

// nukeData is the zone an Ogre was caught in.
type nukeData struct {
	Zone string `json:"zone"`
}

var nukeVerb = &engine.VerbDef{Verb: "nuke", Syntax: "nuke OGRE inner|middle|outer [by UNIT]",
	Help: "a nuclear blast catches the Ogre: in the inner zone every module takes a Systems Down (the EMP); then the referee enters each module's chits with hit, all colours valid: 3 a module inner, 2 middle, 1 outer (002 OGRE for DSII, OGREs and Nukes); by: the unit whose nuke it is (an Ogre's Final Option, artillery), for the hits to name"}

func init() {
	nukeVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, by, err := takeBy(args, nukeVerb)
		if err != nil {
			return err
		}
		if len(args) != 2 {
			return usage(nukeVerb)
		}
		c.Label, c.Terrain, c.Attackers = strings.ToUpper(args[0]), strings.ToLower(args[1]), by
		return nil
	}
	nukeVerb.Resolve = resolveNuke
}

// resolveNuke resolves a blast on an Ogre: the zone's record, then, in the
// inner zone, a Systems Down on every module not destroyed, as the damage
// table reads it for its class (a tread module: no effect).
func resolveNuke(r *engine.Resolver) error {
	c := r.Command()
	u, err := liveOgre(r, c.Label)
	if err != nil {
		return err
	}
	zone, err := NukeZoneOf(c.Terrain)
	if err != nil {
		return refusal(err)
	}
	by, err := attackerOf(r, c.Attackers, u)
	if err != nil {
		return err
	}
	var attackers []string
	enter, whose := "enter each with hit", ""
	if by != "" {
		attackers = []string{by}
		enter, whose = fmt.Sprintf("enter each with hit ... by %s", by), " of "+by
	}
	data, err := json.Marshal(nukeData{Zone: zone.Name})
	if err != nil {
		return err
	}
	emp := ""
	if zone.SystemsDown {
		emp = "the EMP puts every module Systems Down (a tread module: no effect); "
	}
	text := fmt.Sprintf("A nuclear blast%s catches %s in its %s zone: %severy module is attacked with %s, all colours valid: %s.",
		whose, u.Label, zone.Name, emp, plural(zone.Chits, "chit"), enter)
	r.NoRoll("for a nuclear blast: its chits are drawn at the table")
	r.Emit(engine.Event{Kind: EventNuke, Unit: u.Label, Data: data, Text: text, Attackers: attackers})
	if !zone.SystemsDown {
		return nil
	}
	sd := Attack{Chits: []Chit{{Special: SpecialTSD}}, Valid: AllValid}
	for _, m := range UnitOf(u).Modules {
		if m.Status == engine.StatusDestroyed {
			continue
		}
		o, err := Damage(m.Kind.Class(), ArmourBlank, sd)
		if err != nil {
			return refusal(err)
		}
		markers, lost, destroyed := Change(m, o)
		if len(markers) == 0 && lost == 0 && !destroyed {
			continue // a tread module, or one down already
		}
		hd, err := json.Marshal(hitData{Module: m.ID, Markers: markers, BMFLost: lost, Destroyed: destroyed})
		if err != nil {
			return err
		}
		r.Emit(engine.Event{Kind: EventHit, Unit: u.Label, Data: hd, Attackers: attackers,
			Text: fmt.Sprintf("%s.%s takes the EMP's Systems Down: SD marker.", u.Label, m.ID)})
	}
	return nil
}
