package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
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

var nukeVerb = &engine.VerbDef{Verb: "nuke", Syntax: "nuke OGRE[,OGRE...] inner|middle|outer [draw|MODULE:CHIT[,...] ...] [by UNIT] [die N...]",
	Help: "a nuclear blast catches the Ogres named: in the inner zone every module takes a Systems Down (the EMP), and every module is attacked, all colours valid, with 3 chits inner, 2 middle, 1 outer (002 OGRE for DSII, OGREs and Nukes). " +
		"draw: each module's chits drawn from the game's cup, the cup full again for each module; MODULE:CHITS (em:red3,yellow1,green0 tread1:m,red2,green0 ...; OGRE.MODULE:CHITS when several Ogres are named): the chits drawn at the table, every module not destroyed given, each its zone's count. " +
		"Without either, the blast is announced and the referee enters each module's chits with hit. by: the unit whose nuke it is (an Ogre's Final Option, artillery), for the hits to name"}

// nukeDraw is the word of the nuke verb that draws every module's chits
// from the cup.
const nukeDraw = "draw"

func init() {
	nukeVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, by, err := takeBy(args, nukeVerb)
		if err != nil {
			return err
		}
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) < 2 {
			return usage(nukeVerb)
		}
		ogres := strings.Split(strings.ToUpper(args[0]), ",")
		c.Label, c.Terrain, c.Attackers, c.Dice = ogres[0], strings.ToLower(args[1]), by, dice
		c.Args = append([]string{strings.Join(ogres, ",")}, args[2:]...)
		return nil
	}
	nukeVerb.Resolve = resolveNuke
}

// nukeCaught is one Ogre a blast catches, and the attack on each of its
// modules: by module, typed (nil for every module drawn, or for a blast
// only announced).
type nukeCaught struct {
	u     *engine.Unit
	typed map[string]Attack
}

// resolveNuke resolves a blast on the Ogres named (002 OGRE for DSII,
// OGREs and Nukes): for each, the zone's record and, in the inner zone, a
// Systems Down on every module not destroyed as the damage table reads it
// for its class (a tread module: no effect); then, when the command draws
// or gives the chits, the attack on every module not destroyed, with the
// zone's count of chits, all colours valid. Every chit typed is checked
// before anything is drawn or logged.
func resolveNuke(r *engine.Resolver) error {
	c := r.Command()
	zone, err := NukeZoneOf(c.Terrain)
	if err != nil {
		return refusal(err)
	}
	var caught []*nukeCaught
	for _, label := range strings.Split(c.Args[0], ",") {
		u, err := liveOgre(r, label)
		if err != nil {
			return err
		}
		if slices.ContainsFunc(caught, func(n *nukeCaught) bool { return n.u == u }) {
			return engine.Refusef("%s is named twice; name each Ogre the blast catches once", u.Label)
		}
		caught = append(caught, &nukeCaught{u: u})
	}
	var by string
	for _, n := range caught {
		if by, err = firerOf(r, c.Attackers, n.u); err != nil {
			return err
		}
	}
	rest := c.Args[1:]
	draw := len(rest) == 1 && strings.EqualFold(rest[0], nukeDraw)
	switch {
	case draw:
		if err := nukeDrawable(r.Game(), caught); err != nil {
			return err
		}
	case len(rest) > 0:
		if err := nukeTyped(r.Game(), caught, zone, rest, c.Override); err != nil {
			return err
		}
	default:
		r.NoRoll("for a nuclear blast: its chits are drawn at the table")
	}
	if !draw && len(rest) > 0 {
		r.NoRoll("for a nuclear blast's chits typed as drawn at the table")
	}
	for _, n := range caught {
		if err := emitNuke(r, n, zone, by, draw, len(rest) > 0); err != nil {
			return err
		}
	}
	return nil
}

// nukeModules returns the modules of Ogre u a blast attacks: every one not
// destroyed, in the order of its modules.
func nukeModules(u *engine.Unit) []*Module {
	var out []*Module
	st := UnitOf(u)
	for i := range st.Modules {
		if st.Modules[i].Status != engine.StatusDestroyed {
			out = append(out, &st.Modules[i])
		}
	}
	return out
}

// nukeDrawable refuses a draw for a blast on an Ogre one of whose modules'
// armour its design leaves blank: drawn chits' points cannot count there.
func nukeDrawable(g *engine.Game, caught []*nukeCaught) error {
	for _, n := range caught {
		var blank []string
		for _, m := range nukeModules(n.u) {
			if ArmorOf(DesignOf(g, n.u), *m) == ArmourBlank {
				blank = append(blank, m.ID)
			}
		}
		if len(blank) > 0 {
			return engine.Refusef("%s's design gives no armour for %s, so drawn chits' points cannot count; type each module's chits as read at the table (MODULE:ko or dmg with the specials), or give the armour in the design",
				n.u.Label, strings.Join(blank, ", "))
		}
	}
	return nil
}

// nukeTyped reads the chits typed for a blast (MODULE:CHITS, or
// OGRE.MODULE:CHITS) into the Ogres caught, and refuses a word it cannot
// read, an Ogre or module not caught, a module destroyed or given twice,
// a count other than the zone's (a result read at the table, ko or dmg,
// comes with at most the zone's count of specials), a chit the game's cup
// cannot hold (unless overridden), and a module left out.
func nukeTyped(g *engine.Game, caught []*nukeCaught, zone NukeZone, words []string, override bool) error {
	for _, w := range words {
		key, chits, ok := strings.Cut(w, ":")
		if !ok || key == "" {
			return engine.Refusef("%q gives no module's chits; write MODULE:CHITS, such as em:red3,yellow1,green0, for every module (or draw)", w)
		}
		n, id := caught[0], strings.ToLower(key)
		if ogre, module, isFull := strings.Cut(key, "."); isFull {
			i := slices.IndexFunc(caught, func(n *nukeCaught) bool { return strings.EqualFold(n.u.Label, ogre) })
			if i < 0 {
				return engine.Refusef("%s is not named in this blast (%s): name the Ogres it catches first", strings.ToUpper(ogre), c2s(caught))
			}
			n, id = caught[i], strings.ToLower(module)
		} else if len(caught) > 1 {
			return engine.Refusef("%q names no Ogre, and the blast catches %s: write OGRE.MODULE:CHITS", w, c2s(caught))
		}
		m := UnitOf(n.u).Module(id)
		switch {
		case m == nil:
			return engine.Refusef("%s has no module %q", n.u.Label, id)
		case m.Status == engine.StatusDestroyed:
			return engine.Refusef("%s.%s is destroyed already: leave it out", n.u.Label, m.ID)
		}
		if _, twice := n.typed[m.ID]; twice {
			return engine.Refusef("%s.%s is given twice; give each module its chits once", n.u.Label, m.ID)
		}
		a, err := ParseAttack(chits, AllValid)
		if err != nil {
			return engine.Refusef("%s.%s: %s", n.u.Label, m.ID, engine.Sentence(refusal(err)))
		}
		read := a.ReadKO || a.ReadDMG
		if len(a.Chits) != zone.Chits && (!read || len(a.Chits) > zone.Chits) {
			return engine.Refusef("%s.%s is given %s; in the %s zone every module is attacked with %s (002 OGRE for DSII, OGREs and Nukes)",
				n.u.Label, m.ID, engine.Counted(len(a.Chits), "chit", "chits"), zone.Name, engine.Counted(zone.Chits, "chit", "chits"))
		}
		if err := CheckTyped(g, a.Chits); err != nil && !override {
			return engine.Refusef("%s.%s: %s", n.u.Label, m.ID, engine.Sentence(refusal(err)))
		}
		if _, err := Damage(m.Kind.Class(), ArmorOf(DesignOf(g, n.u), *m), a); err != nil {
			return engine.Refusef("%s.%s: %s", n.u.Label, m.ID, engine.Sentence(refusal(err)))
		}
		if n.typed == nil {
			n.typed = map[string]Attack{}
		}
		n.typed[m.ID] = a
	}
	for _, n := range caught {
		var missing []string
		for _, m := range nukeModules(n.u) {
			if _, ok := n.typed[m.ID]; !ok {
				missing = append(missing, m.ID)
			}
		}
		if len(missing) > 0 {
			return engine.Refusef("%s's %s %s no chits; every module of an Ogre the blast catches is attacked with %s (002 OGRE for DSII, OGREs and Nukes): give MODULE:CHITS for each",
				n.u.Label, strings.Join(missing, ", "), map[bool]string{true: "is given", false: "are given"}[len(missing) == 1], engine.Counted(zone.Chits, "chit", "chits"))
		}
	}
	return nil
}

// c2s names the Ogres a blast catches: "MK5, MK1".
func c2s(caught []*nukeCaught) string {
	out := make([]string, len(caught))
	for i, n := range caught {
		out[i] = n.u.Label
	}
	return strings.Join(out, ", ")
}

// emitNuke emits a blast on the Ogre n in zone, by the attacker by ("" for
// none): the blast's record, the EMP's Systems Down of the inner zone,
// then, when attacked (the chits drawn or typed), one hit a module not
// destroyed, drawn from the cup when draw, else as typed.
func emitNuke(r *engine.Resolver, n *nukeCaught, zone NukeZone, by string, draw, attacked bool) error {
	u := n.u
	var attackers []string
	enter, whose := "enter each with hit", ""
	if by != "" {
		attackers = []string{by}
		enter, whose = fmt.Sprintf("enter each with hit ... by %s", by), " of "+by
	}
	switch {
	case draw:
		enter = "each module's drawn from the cup"
	case attacked:
		enter = "each module's as drawn at the table"
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
		whose, u.Label, zone.Name, emp, engine.Counted(zone.Chits, "chit", "chits"), enter)
	r.Emit(engine.Event{Kind: EventNuke, Unit: u.Label, Data: data, Text: text, Attackers: attackers})
	if zone.SystemsDown {
		sd := Attack{Chits: []Chit{{Special: SpecialTSD}}, Valid: AllValid}
		for _, m := range nukeModules(u) {
			o, err := Damage(m.Kind.Class(), ArmourBlank, sd)
			if err != nil {
				return refusal(err)
			}
			markers, lost, destroyed := Change(*m, o)
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
	}
	if !attacked {
		return nil
	}
	for _, m := range nukeModules(u) {
		armor := ArmorOf(DesignOf(r.Game(), u), *m)
		if !draw {
			if err := emitHit(r, u, m, armor, n.typed[m.ID], nil, nil, "", by); err != nil {
				return err
			}
			continue
		}
		chits, dice, cup, err := drawChits(r, zone.Chits)
		if err != nil {
			return err
		}
		drawn := make([]string, len(chits))
		for i, ch := range chits {
			drawn[i] = ch.String()
		}
		prefix := "The blast's " + DrawText(zone.Chits, cup, dice) + ": "
		if err := emitHit(r, u, m, armor, Attack{Chits: chits, Valid: AllValid}, dice, drawn, prefix, by); err != nil {
			return err
		}
	}
	return nil
}
