package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strings"
)

// VerbEMP fires an EMP tank's pulse: emp EMP at LABEL[,LABEL...].
const VerbEMP engine.Verb = "emp"

// EventEMP records an EMP tank's pulse: the tank (Unit), the units the
// referee named within 2 hexes (Defenders), and in its text what the pulse
// did not affect and why; the disablements follow as events of their own.
const EventEMP engine.EventKind = "emp"

// empSource is where the rules texts give the EMP tank's pulse.
const empSource = "000 FAQ, The EMP Tank, Design Notes"

// empVerb is the EMP tank's pulse. The program keeps no positions, so the
// referee names every unit within 2 hexes of the tank.
var empVerb = &engine.VerbDef{Verb: VerbEMP, Syntax: "emp EMP at LABEL[,LABEL...]",
	Help:  "an EMP tank fires its pulse, once a turn in its fire phase: name every unit within 2 hexes; each vehicle, friend or foe, is disabled with no die, never destroyed; Ogres, their weapons, infantry and structures are not affected",
	Parse: parseEMP, Resolve: emp, Complete: completeEMP}

// parseEMP reads "emp EMP at LABEL[,LABEL...]". Typed dice are kept, to be
// refused with the reason: the pulse rolls none.
func parseEMP(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	at := engine.IndexWord(args, "at")
	if at != 1 || at == len(args)-1 {
		return engine.Usage(c.Verb)
	}
	c.Attackers, wordsTo(c).Defenders = engine.LabelList(args[:1]), engine.LabelList(args[2:])
	if len(c.Attackers) != 1 || len(wordsTo(c).Defenders) == 0 {
		return engine.Usage(c.Verb)
	}
	return nil
}

// completeEMP offers the EMP tanks in play, then "at", then the units in
// play (either side's: the pulse hits friend and foe).
func completeEMP(g *engine.Game, args []string) []string {
	switch {
	case len(args) == 0:
		return LabelsWhere(g, func(u *engine.Unit) bool { return u.Alive() && u.Type.Has(SpecialDisable) })
	case len(args) == 1:
		return []string{"at"}
	}
	return LabelsWhere(g, func(u *engine.Unit) bool { return u.Alive() && !u.Type.Has(SpecialDisable) })
}

// EMPImmune returns why an EMP pulse does not affect unit u, "" when it
// does: it disables vehicles only, and "does not affect cybertanks or Ogre
// weapon systems" (000 FAQ, The EMP Tank, Design Notes). Infantry and
// militia are not vehicles, nor are structures; armour and walkers are.
func EMPImmune(u *engine.Unit) string {
	switch u.Type.Kind {
	case engine.KindOgre:
		return "an EMP does not affect cybertanks or Ogre weapon systems"
	case engine.KindInfantry, engine.KindMilitia:
		return "infantry are not vehicles, and an EMP disables vehicles only"
	case engine.KindStructure:
		return "a structure is not a vehicle, and an EMP disables vehicles only"
	}
	return ""
}

// emp resolves an EMP tank's pulse (000 FAQ, The EMP Tank, Design Notes):
// every vehicle the referee names, friend or foe, is disabled with no die;
// a unit disabled already stays disabled, never destroyed; Ogres (and
// their weapons), infantry and structures are named in the record as not
// affected. The tank fires it as its attack, once a turn, in its own fire
// phase ("override" lifts the phase and side checks). The disablement
// recovers as one by enemy fire does (OFFICIAL-NOTES, Disabled units): the
// text gives the pulse no recovery of its own, so an enemy unit stays
// disabled through its own next turn, and a friendly one, disabled in its
// own turn, recovers at the start of its side's next turn. It scores no VP.
func emp(r *engine.Resolver) error {
	g := r.Game()
	u, err := r.Unit(r.Command().Attackers[0])
	if err != nil {
		return err
	}
	if !u.Type.Has(SpecialDisable) {
		return engine.Refusef("%s (%s) is not an EMP tank: only a unit with the special rule %q fires a pulse; fire it with \"fire\"", u.Label, u.Type.Name, SpecialDisable)
	}
	if GameOf(g).Overrun != nil {
		return engine.Refusef("an overrun is being fought; the EMP tank fires its pulse in the fire phase, not in an overrun's fire rounds (\"overrun end\" ends it)")
	}
	if err := r.CheckTurn(u, u.Label+" fires its pulse", PhaseFire); err != nil {
		return err
	}
	switch {
	case !u.Alive():
		return engine.Refusef("%s is %s and cannot fire", u.Label, u.Status)
	case u.Status != engine.StatusOK:
		why := ""
		if rec := Recovers(u); rec != "" {
			why = "; it " + rec
		}
		return engine.Refusef("%s is %s and cannot fire its pulse%s", u.Label, u.Status, why)
	case UnitOf(u).FiredTurn == g.Turn:
		return engine.Refusef("%s has already fired its pulse this turn: an EMP tank fires once a turn, as its attack", u.Label)
	}
	var refs, named, hit, notes []string
	for _, ref := range WordsOf(r.Command()).Defenders {
		label, part, _ := strings.Cut(ref, ".")
		t, err := r.Unit(label)
		if err != nil {
			return err
		}
		switch {
		case slices.Contains(refs, ref):
			return engine.Refusef("%s is named twice; name each unit within 2 hexes once", ref)
		case t == u:
			return engine.Refusef("an EMP tank does not disable itself (%s: \"any vehicle (except itself)\"); name the other units within 2 hexes", empSource)
		case !t.Alive():
			return engine.Refusef("%s is %s; name only the units in play within 2 hexes of %s", t.Label, t.Status, u.Label)
		case part != "" && !IsOgre(t):
			return engine.Refusef("name the unit %s, not a part of it: the pulse disables a vehicle whole", t.Label)
		}
		refs = append(refs, ref)
		if !slices.Contains(named, t.Label) {
			named = append(named, t.Label)
		}
		if why := EMPImmune(t); why != "" {
			notes = append(notes, fmt.Sprintf("%s is not affected: %s", ref, why))
			continue
		}
		hit = append(hit, t.Label)
	}
	var disables []engine.Event
	for _, label := range hit {
		e, stays := empDisable(r, u, g.Unit(label))
		if stays != "" {
			notes = append(notes, stays)
			continue
		}
		disables = append(disables, e)
	}
	text := fmt.Sprintf("%s fires its pulse at %s, with no die (%s)", u.Label, engine.JoinAnd(WordsOf(r.Command()).Defenders), empSource)
	if len(notes) > 0 {
		text += "; " + strings.Join(notes, "; ")
	}
	if len(disables) == 0 {
		text += "; no unit is disabled by it"
	}
	r.Emit(With(engine.Event{Kind: EventEMP, Unit: u.Label, Text: text + "."}, Record{Defenders: named}))
	r.Emit(engine.Event{Kind: EventFired, Unit: u.Label, Target: string(VerbEMP)})
	r.NoRoll("for an EMP pulse: it disables with no die (" + empSource + ")")
	for _, e := range disables {
		r.Emit(e)
	}
	return nil
}

// empDisable returns the event that disables t by u's pulse, or, when t
// stays as it is, the sentence that says so. A unit in action is disabled
// as by enemy fire; one disabled already stays disabled (the pulse never
// destroys), kept down until the pulse's recovery when that is later than
// its own; one stuck or disabled by terrain stays as it is, to recover as
// its terrain says.
func empDisable(r *engine.Resolver, u, t *engine.Unit) (engine.Event, string) {
	timer := recoveryTimerOf(r.Game(), t, CauseEMP)
	when := fmt.Sprintf("it recovers at the start of the %s's turn %d", timer.Side, timer.Turn)
	switch {
	case t.Status == engine.StatusOK:
		return With(engine.Event{Kind: EventDisabled, Unit: t.Label, Text: fmt.Sprintf("%s is disabled by %s's pulse; %s.", t.Label, u.Label, when)}, Record{Timer: timer}), ""
	case t.Status == engine.StatusStuck || t.Timer == nil || t.Timer.Roll:
		return engine.Event{}, fmt.Sprintf("%s is %s already and stays so, as an EMP never destroys%s", t.Label, t.Status, recoversAside(t))
	case t.Timer.Turn < timer.Turn:
		return With(engine.Event{Kind: EventDisabled, Unit: t.Label, Text: fmt.Sprintf("%s is disabled already and stays disabled, as an EMP never destroys; %s's pulse keeps it down: %s.", t.Label, u.Label, when)}, Record{Timer: timer}), ""
	}
	return engine.Event{}, fmt.Sprintf("%s is disabled already and stays disabled, as an EMP never destroys%s", t.Label, recoversAside(t))
}

// recoversAside returns " (it recovers ...)" for a disabled or stuck unit,
// "" when it has no recovery to tell.
func recoversAside(u *engine.Unit) string {
	if rec := Recovers(u); rec != "" {
		return " (it " + rec + ")"
	}
	return ""
}
