package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strconv"
	"strings"
)

// The referee's corrections: mistakes made at the table, not by the
// program (a tread not crossed off, a unit that was never on the table),
// set right by commands logged as corrections with the referee's reason,
// so the log still tells the truth.
const (
	VerbCorrect engine.Verb = "correct" // correct LABEL treads N|squads N|status STATUS because REASON; correct SIDE vp N because REASON
	VerbRemove  engine.Verb = "remove"  // remove LABEL because REASON
	VerbRestore engine.Verb = "restore" // restore LABEL because REASON
)

// EventCorrected is a referee's correction; its data is in Correction.
const EventCorrected engine.EventKind = "correction"

// The fields a correction sets.
const (
	CorrectTreads  = "treads"
	CorrectSquads  = "squads"
	CorrectStatus  = "status"
	CorrectVP      = "vp"
	CorrectRemove  = "remove"
	CorrectRestore = "restore"
)

// correctionVerbs are the referee's corrections, in help order.
var correctionVerbs = []*engine.VerbDef{
	{Verb: VerbCorrect, Syntax: "correct LABEL treads N because REASON",
		Forms: []string{"correct LABEL squads N because REASON",
			"correct LABEL status ok|disabled|disabled terrain|disabled until TURN|stuck|destroyed because REASON",
			"correct SIDE vp N because REASON"},
		Help:  "set right a mistake made at the table, logged as a correction with the reason: an Ogre's treads, a stack's squads, a unit's status (disabled: as by enemy fire now; terrain: rolls to recover; until TURN: back at the start of its side's turn TURN), a side's VP; a correction scores no VP",
		Parse: parseCorrect, Resolve: correct, Complete: completeCorrect},
	{Verb: VerbRemove, Syntax: "remove LABEL because REASON",
		Help:  "take out of play a unit that should not be in it (never on the table), logged as a correction; it is not destroyed and scores no VP",
		Parse: parseCorrect, Resolve: correct, Complete: completeCorrect},
	{Verb: VerbRestore, Syntax: "restore LABEL because REASON",
		Help:  "bring a removed or destroyed unit back into play, ok, logged as a correction; VP are not changed",
		Parse: parseCorrect, Resolve: correct, Complete: completeCorrect},
}

// correctForms is the refusal of a correction that does not say what it
// sets: its four forms.
func correctForms() error {
	return engine.Refusef("write %q, %q, %q or %q", "correct LABEL treads N because REASON", "correct LABEL squads N because REASON",
		"correct LABEL status STATUS because REASON", "correct SIDE vp N because REASON")
}

// parseCorrect reads the corrections: the words before "because" into
// Label, Action (the field) and Args' values, the reason into Text. The
// reason is required.
func parseCorrect(c *engine.Command, args []string, _ string) error {
	b := engine.IndexWord(args, "because")
	if b < 0 || b == len(args)-1 {
		// The example is the command given, with its reason to add.
		typed := args
		if b >= 0 {
			typed = args[:b]
		}
		example := engine.SyntaxOf(c.Verb)
		switch {
		case c.Verb == VerbCorrect && len(typed) < 3:
			return correctForms()
		case len(typed) > 0:
			example = string(c.Verb) + " " + strings.Join(typed, " ") + " because REASON"
		}
		return engine.Refusef("say why: end the correction with \"because REASON\", which the log keeps (write %q)", example)
	}
	c.Text = strings.Join(args[b+1:], " ")
	words := args[:b]
	switch c.Verb {
	case VerbRemove, VerbRestore:
		if len(words) != 1 {
			return engine.Usage(c.Verb)
		}
		c.Label, wordsTo(c).Action = strings.ToUpper(words[0]), string(c.Verb)
		return nil
	}
	if len(words) < 3 {
		return correctForms()
	}
	c.Label, wordsTo(c).Action = words[0], strings.ToLower(words[1])
	c.Args = words[2:]
	switch wordsTo(c).Action {
	case CorrectTreads, CorrectSquads, CorrectVP:
		if len(c.Args) != 1 {
			return engine.Refusef("after %q, write one number", wordsTo(c).Action)
		}
	case CorrectStatus:
	default:
		return engine.Refusef("a correction sets treads, squads, status or vp, not %q", words[1])
	}
	if wordsTo(c).Action != CorrectVP {
		c.Label = strings.ToUpper(c.Label)
	}
	return nil
}

// completeCorrect offers the labels in play (and the sides, for vp), then
// the fields, then "because".
func completeCorrect(g *engine.Game, args []string) []string {
	if len(args) > 0 && engine.IndexWord(args, "because") >= 0 {
		return nil
	}
	switch {
	case len(args) == 0:
		all := g.Labels()
		return append(all, g.Sides...)
	case len(args) == 1 && g.Unit(args[0]) != nil && !strings.EqualFold(args[0], "because"):
		return []string{"because", CorrectTreads, CorrectSquads, CorrectStatus}
	case len(args) == 1:
		return []string{CorrectVP, "because"}
	case len(args) == 2 && strings.EqualFold(args[1], CorrectStatus):
		return []string{string(engine.StatusOK), string(engine.StatusDisabled), string(engine.StatusStuck), string(engine.StatusDestroyed)}
	}
	return []string{"because"}
}

// correct resolves a correction. It checks the value against the unit
// (treads up to the Ogre's starting treads, 1 to 3 squads, a status it
// is not in already), and emits one EventCorrected, with the weapons a
// stack can no longer carry lost after it. A correction is the referee's
// word: no phase or turn is checked, and no VP are scored: the referee
// sets a side's VP with "correct SIDE vp N" when the score was wrong too.
func correct(r *engine.Resolver) error {
	g := r.Game()
	c := r.Command()
	w := WordsOf(c)
	reason := c.Text
	if w.Action == CorrectVP {
		side := engine.NormalName(c.Label)
		if !slices.Contains(g.Sides, side) {
			return engine.Refusef("there is no side %q in this game; the sides are %s", c.Label, strings.Join(g.Sides, " and "))
		}
		n, err := strconv.ParseFloat(c.Args[0], 64)
		if err != nil || n < 0 {
			return engine.Refusef("VP are a number from 0 up, not %q", c.Args[0])
		}
		r.Emit(With(engine.Event{Kind: EventCorrected, Side: side, Text: fmt.Sprintf("Correction: the %s has %s VP, not %s, because %s.", side, engine.FormatNumber(n), engine.FormatNumber(g.VP[side]), reason)}, Record{Correction: &Correction{Field: CorrectVP, Value: n, Was: engine.FormatNumber(g.VP[side]), Reason: reason}}))
		return nil
	}
	u, err := r.Unit(c.Label)
	if err != nil {
		return err
	}
	noVP := "; VP are not changed (\"correct SIDE vp N because ...\" sets them)"
	if w.Action != CorrectRestore && u.Status == engine.StatusRemoved {
		return engine.Refusef("%s is removed from play; bring it back with \"restore %s because ...\" first", u.Label, u.Label)
	}
	if o := GameOf(g).Overrun; o != nil && (w.Action == CorrectStatus || w.Action == CorrectRemove || w.Action == CorrectRestore) {
		if _, in := o.RoleOf(u.Label); in {
			return engine.Refusef("%s is in the overrun being fought; correct its status once the overrun ends (\"overrun end\")", u.Label)
		}
	}
	e := engine.Event{Kind: EventCorrected, Unit: u.Label}
	cr := &Correction{Field: w.Action, Reason: reason}
	switch w.Action {
	case CorrectTreads:
		n, err := strconv.Atoi(c.Args[0])
		switch {
		case UnitOf(u).TreadsMax <= 0:
			return engine.Refusef("%s (%s) has no treads to correct; only Ogres have tread units", u.Label, u.Type.Name)
		case err != nil || n < 0 || n > UnitOf(u).TreadsMax:
			return engine.Refusef("%s has 0 to %d treads, not %q", u.Label, UnitOf(u).TreadsMax, c.Args[0])
		case n == UnitOf(u).Treads:
			return engine.Refusef("%s has %d treads already; there is nothing to correct", u.Label, n)
		}
		cr.Value, cr.Was = float64(n), strconv.Itoa(UnitOf(u).Treads)
		e.Text = fmt.Sprintf("Correction: %s has %s, not %d (movement %d), because %s%s.",
			u.Label, count(n, "tread"), UnitOf(u).Treads, TreadMovement(n, UnitOf(u).TreadsMax, int(u.Type.Move)), reason, noVP)
	case CorrectSquads:
		n, err := strconv.Atoi(c.Args[0])
		switch {
		case !isInfantry(u):
			return engine.Refusef("%s (%s) is not infantry and has no squads", u.Label, u.Type.Name)
		case err != nil || n < 1 || n > 3:
			return engine.Refusef("an infantry stack holds 1 to 3 squads, not %q; a stack with none is destroyed (\"correct %s status destroyed because ...\")", c.Args[0], u.Label)
		case n == UnitOf(u).Squads:
			return engine.Refusef("%s has %d squads already; there is nothing to correct", u.Label, n)
		}
		cr.Value, cr.Was = float64(n), strconv.Itoa(UnitOf(u).Squads)
		e.Text = fmt.Sprintf("Correction: %s has %s, not %d, because %s%s.", u.Label, count(n, "squad"), UnitOf(u).Squads, reason, noVP)
	case CorrectStatus:
		if err := correctStatus(r, u, cr); err != nil {
			return err
		}
		was := string(u.Status)
		if rec := Recovers(u); rec != "" {
			was += ", " + rec
		}
		now := string(cr.Status)
		tmp := engine.Unit{Status: cr.Status, Timer: cr.Timer, Type: u.Type, Terrain: u.Terrain}
		if rec := Recovers(&tmp); rec != "" {
			now += "; it " + rec
		}
		cr.Was = string(u.Status)
		e.Text = fmt.Sprintf("Correction: %s is %s (it was %s), because %s%s.", u.Label, now, was, reason, noVP)
	case CorrectRemove:
		cr.Status, cr.Was = engine.StatusRemoved, string(u.Status)
		e.Text = fmt.Sprintf("Correction: %s is removed from play (it was %s; not destroyed), because %s%s.", u.Label, u.Status, reason, noVP)
	case CorrectRestore:
		if u.Alive() {
			return engine.Refusef("%s is in play (%s); correct its status with \"correct %s status STATUS because ...\"", u.Label, u.Status, u.Label)
		}
		cr.Status, cr.Was = engine.StatusOK, string(u.Status)
		e.Text = fmt.Sprintf("Correction: %s is back in play, ok (it was %s), because %s%s.", u.Label, u.Status, reason, noVP)
	}
	RecordTo(&e).Correction = cr
	r.Emit(e)
	if w.Action == CorrectSquads {
		squadWeaponsLost(r, u) // a weapon a squad: those of squads gone are lost
	}
	return nil
}

// correctStatus reads the status a correction sets into cr: ok, disabled
// (recovering as from enemy fire now, OFFICIAL-NOTES, Disabled units),
// disabled terrain (rolling to recover), disabled until TURN (back at the
// start of its side's turn TURN), stuck or destroyed (leaving a hulk,
// infantry none).
func correctStatus(r *engine.Resolver, u *engine.Unit, cr *Correction) error {
	g := r.Game()
	words := r.Command().Args
	st := engine.Status(strings.ToLower(words[0]))
	switch st {
	case engine.StatusOK, engine.StatusStuck, engine.StatusDestroyed:
		if len(words) != 1 {
			return engine.Refusef("write %q", "correct LABEL status "+string(st)+" because REASON")
		}
	case engine.StatusDisabled:
	default:
		return engine.Refusef("a unit's status is ok, disabled, stuck or destroyed, not %q (remove takes a unit out of play)", words[0])
	}
	cr.Status = st
	switch {
	case st == engine.StatusOK:
	case st == engine.StatusStuck:
		cr.Timer = &engine.Timer{Cause: CauseTerrain, Side: u.Side}
	case st == engine.StatusDestroyed:
		cr.Hulk = !isInfantry(u)
	case st == engine.StatusDisabled && len(words) == 1:
		cr.Timer = RecoveryTimer(g, u.Side, CauseEnemyFire)
	case st == engine.StatusDisabled && len(words) == 2 && strings.EqualFold(words[1], string(CauseTerrain)):
		cr.Timer = RecoveryTimer(g, u.Side, CauseTerrain)
	case st == engine.StatusDisabled && len(words) == 3 && strings.EqualFold(words[1], "until"):
		n, err := strconv.Atoi(words[2])
		if next := g.NextTurnOf(u.Side); err != nil || n < next {
			return engine.Refusef("%s recovers at the start of one of its side's turns to come (turn %d or later), not %q", u.Label, next, words[2])
		}
		cr.Timer = &engine.Timer{Cause: CauseEnemyFire, Turn: n, Side: u.Side}
	default:
		return engine.Refusef("write %q, %q or %q", "correct LABEL status disabled because REASON",
			"correct LABEL status disabled terrain because REASON", "correct LABEL status disabled until TURN because REASON")
	}
	if st == u.Status && (st != engine.StatusDisabled || u.Timer != nil && *u.Timer == *cr.Timer) {
		return engine.Refusef("%s is %s already; there is nothing to correct", u.Label, st)
	}
	return nil
}

// applyCorrection folds a referee's correction into the game.
func applyCorrection(g *engine.Game, u *engine.Unit, e engine.Event) error {
	c := EventOf(e).Correction
	if c == nil {
		return engine.Misfitf("a correction without its data")
	}
	if c.Field == CorrectVP {
		if !slices.Contains(g.Sides, e.Side) {
			return engine.Misfitf("a VP correction for side %q, which is not in the game", e.Side)
		}
		g.VP[e.Side] = c.Value
		return nil
	}
	if u == nil {
		return engine.Misfitf("a correction of %s names no unit", c.Field)
	}
	switch c.Field {
	case CorrectTreads:
		UnitOf(u).Treads = int(c.Value)
	case CorrectSquads:
		UnitOf(u).Squads = int(c.Value)
	case CorrectStatus, CorrectRemove, CorrectRestore:
		u.Status = c.Status
		u.Timer = nil
		if c.Timer != nil {
			t := *c.Timer
			u.Timer = &t
		}
		UnitOf(u).Hulk = c.Status == engine.StatusDestroyed && c.Hulk
	default:
		return engine.Misfitf("a correction of %q, which the program does not know", c.Field)
	}
	return nil
}
