package ffot

import (
	"encoding/json"
	"fmt"
	"strings"

	"ogretable/engine"
)

// The syntax of the command and rout verbs.
const (
	syntaxCommand = "command [die N]"
	syntaxRout    = "rout UNIT [die N]"
)

// commandVerbs returns the verbs of command and routs.
func commandVerbs() []*engine.VerbDef {
	return []*engine.VerbDef{
		{Verb: "command", Syntax: syntaxCommand, Parse: parseDiceWords(syntaxCommand, 0, 0), Resolve: resolveCommand,
			Help: "the side's army command roll, once in its command phase: its rating is the average quality of its stands in units, rounded up, and each regimental or brigade HQ unit in play adds one (004 FFOTigers); out of command, its barrages land only on 4+. " + NoteAverage},
		{Verb: "rout", Syntax: syntaxRout, Parse: parseDiceWords(syntaxRout, 1, 1), Resolve: resolveRout, Complete: completeRout,
			Help: "a unit of the side in its movement phase rolls to withdraw (its quality check, -1 if a stand is suppressed, -2 if one is pinned): it passes and withdraws, its markers cleared, or fails and routs, either way all of its stands' movement away from the enemy (they may not fire this turn and are moving targets), +1 to be hit in the next enemy fire phase, overwatch included, and checks again at the end of the turn (fail: eliminated). " + NoteRoutModifiers + " " + NoteRoutEnd + " " + NoteRoutEndCheck},
	}
}

func resolveCommand(r *engine.Resolver) error {
	g := r.Game()
	side := g.CurrentSide()
	if err := r.CheckTurn(nil, "the army command roll", PhaseCommand); err != nil {
		return err
	}
	if _, rolled := InCommand(g, side); rolled {
		return engine.Refusef("the %s rolled for command this turn already", side)
	}
	roll, err := CommandOf(g, side)
	if err != nil {
		return engine.Refusef("%s; form its stands into units with %q first", engine.Sentence(err), syntaxUnit)
	}
	needed := roll.Needed()
	dice, err := r.Throw(engine.D6(1, fmt.Sprintf("for the %s's army command roll: %d+ keeps it in command", side, needed)))
	if err != nil {
		return err
	}
	d := commandData{Side: side, CommandState: CommandState{Turn: g.Turn, Rating: roll.Rating, HQ: roll.HQ, Needed: needed, Die: dice[0].Value, InCommand: Passes(dice[0].Value, needed)}}
	text := fmt.Sprintf("The %s's army command roll: rating %s", side, roll.Rating)
	if roll.HQ > 0 {
		text += fmt.Sprintf(", +%d for HQ units", roll.HQ)
	}
	text += fmt.Sprintf(", %d+ needed, die %d: ", needed, dice[0].Value)
	if d.InCommand {
		text += "in command."
	} else {
		text += fmt.Sprintf("out of command; its barrages land only on %d+.", OutOfCommandBarrage)
	}
	emitUnitDice(r, EventCommand, "", d, text, dice)
	return nil
}

// RoutRollOf returns unit f's roll to withdraw or rout, or its check at the
// end of the turn after it routed: its quality, whether a stand of it in
// play is suppressed or pinned, and withFire when it also checks for the
// effects of fire (004 FFOTigers: "only roll once for both but modify it
// -1").
func RoutRollOf(g *engine.Game, f *Formation, withFire bool) RoutRoll {
	r := RoutRoll{Quality: f.Quality, WithFire: withFire}
	for _, l := range f.Stands {
		u := g.Unit(l)
		if u == nil || !u.Alive() || StandOf(u) == nil {
			continue
		}
		switch StandOf(u).Marker {
		case Suppressed:
			r.Suppressed = true
		case Pinned:
			r.Pinned = true
		}
	}
	return r
}

func resolveRout(r *engine.Resolver) error {
	g := r.Game()
	f := GameOf(g).Formation(r.Command().Args[0])
	if f == nil {
		return engine.Refusef("there is no unit named %s; the units are formed with %q", r.Command().Args[0], syntaxUnit)
	}
	if err := r.CheckTurn(nil, "a unit routs or withdraws", PhaseMovement); err != nil {
		return err
	}
	if f.Side != g.CurrentSide() && !r.Command().Override {
		return engine.Refusef("it is the %s's turn, and the unit %s is the %s's", g.CurrentSide(), f.Name, f.Side)
	}
	if !f.InPlay(g) {
		return engine.Refusef("the unit %s has no stand in play", f.Name)
	}
	if f.Routed || f.RoutCheck {
		return engine.Refusef("the unit %s routed this turn already", f.Name)
	}
	return rollRout(r, f, false, EventRout, "rolls to withdraw", RoutPassed, RoutFailed)
}

// What a unit's roll to withdraw does, passed and failed, as the log and
// the rout form say it (004 FFOTigers: "If successful the unit may
// withdraw their full movement away from the enemy and all unit stands are
// no longer pinned or suppressed"; "If they fail this roll then they rout
// away from the enemy their full movement and are plus one to hit during
// the next enemy fire phase ... At the end of the turn this unit must make
// a quality check again").
const (
	RoutPassed = "it withdraws its full movement away from the enemy, its stands no longer pinned or suppressed."
	RoutFailed = "it routs its full movement away from the enemy, +1 to be hit in the next enemy fire phase, and checks again at the end of the turn."
)

// rollRout rolls unit f's roll to withdraw or rout, or its check at the
// end of the turn (RoutRollOf), and emits it as an event of kind: the unit
// "rolls to withdraw", or whatever what says, and pass or fail.
func rollRout(r *engine.Resolver, f *Formation, withFire bool, kind engine.EventKind, what, pass, fail string) error {
	return rollRoutWith(r, f, RoutRollOf(r.Game(), f, withFire), kind, what, pass, fail)
}

// rollRoutWith rolls roll for unit f, as rollRout says.
func rollRoutWith(r *engine.Resolver, f *Formation, roll RoutRoll, kind engine.EventKind, what, pass, fail string) error {
	needed := roll.Needed()
	dice, err := r.Throw(engine.D6(1, fmt.Sprintf("for the unit %s, which %s: %s", f.Name, what, roll.Passes())))
	if err != nil {
		return err
	}
	d := routData{Unit: f.Name, Needed: needed, Die: dice[0].Value, Passed: Passes(dice[0].Value, needed)}
	text := fmt.Sprintf("The unit %s %s: %d+ needed%s, die %d: ", f.Name, what, needed, modifierWords(roll), d.Die)
	if d.Passed {
		text += pass
	} else {
		text += fail
	}
	emitUnitDice(r, kind, "", d, text, dice)
	return nil
}

// modifierWords says a rout roll's modifiers: " (-1 suppressed, -2
// pinned)", "" for none.
func modifierWords(r RoutRoll) string {
	if m := r.Modifiers(); m != "" {
		return " (" + m + ")"
	}
	return ""
}

// Passes says what passes roll r, with its modifiers, for a dice prompt:
// "6+ passes (-1 suppressed)", or "no face passes (7+ needed: -2
// pinned)" when none does.
func (r RoutRoll) Passes() string {
	n, m := r.Needed(), r.Modifiers()
	switch {
	case n > 6 && m != "":
		return fmt.Sprintf("no face passes (%d+ needed: %s)", n, m)
	case n > 6:
		return fmt.Sprintf("no face passes (%d+ needed)", n)
	case m != "":
		return fmt.Sprintf("%d+ passes (%s)", n, m)
	}
	return fmt.Sprintf("%d+ passes", n)
}

// Modifiers says roll r's modifiers, as the log and the prompts write
// them: "-1 suppressed, -2 pinned, -1 with its check for fire"; "" for
// none.
func (r RoutRoll) Modifiers() string {
	var w []string
	if r.Suppressed {
		w = append(w, "-1 suppressed")
	}
	if r.Pinned {
		w = append(w, "-2 pinned")
	}
	if r.WithFire {
		w = append(w, "-1 with its check for fire")
	}
	return strings.Join(w, ", ")
}

// emitUnitDice emits an FFOTigers event of stand label ("" for none) with
// its payload and the dice it rolled, so the log shows each die.
func emitUnitDice(r *engine.Resolver, kind engine.EventKind, label string, data any, text string, dice []engine.Die) {
	b, _ := json.Marshal(data)
	r.Emit(engine.Event{Kind: kind, Unit: label, Data: b, Text: text, Dice: dice})
}
