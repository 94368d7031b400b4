package ffot

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// Infantry reports whether the stand is infantry, which fires each weapon
// it carries in a separate attack (004 FFOTigers: "Infantry can fire all
// weapons carried and the primary G1 weapon ... in two seperate attacks")
// and, over-run by a vehicle, at its side armour: a personnel stand.
func (s *Stand) Infantry() bool { return s.Class == ClassPersonnel }

// appendFired returns a new list of the weapons fired, with w after
// those of fired, which it leaves as they are: clones of a stand share its
// list (UnitState.CloneUnit).
func appendFired(fired []string, w string) []string {
	return append(slices.Clip(fired), w)
}

// overrideAgain says how the referee lets a stand fire past the limit.
const overrideAgain = "the referee lets it fire again with \"override\" before the command"

// firedWhen says when a stand's fire of the phase was: "in the attacker's
// fire phase" or "in overwatch in the defender's movement phase".
func firedWhen(g *engine.Game, how How) string {
	if how == HowOverwatch {
		return fmt.Sprintf("in overwatch in the %s's movement phase of turn %d", g.CurrentSide(), g.Turn)
	}
	return fmt.Sprintf("in the %s's fire phase of turn %d", g.CurrentSide(), g.Turn)
}

// weaponsFired writes the weapons a stand fired: "its gun", "its rifles
// and its LMG".
func weaponsFired(names []string) string {
	its := make([]string, len(names))
	for i, n := range names {
		its[i] = "its " + n
	}
	return engine.JoinAnd(its)
}

// FiredAlready returns the refusal of a fire of stand u, with weapon w
// ("" for any), as how says, in game g as it stands, when the stand has
// fired all the phase allows it (NoteFireOnce): a stand fires once in its
// side's fire phase and once in overwatch in each enemy movement phase,
// with one weapon (004 FFOTigers: "Roll dice equal to the firing stand's
// adjusted rate of fire (ROF)"); infantry fire each weapon they carry
// once, each a separate attack ("Infantry can fire all weapons carried
// ... in two seperate attacks"). An over-run's fire is not counted: "If
// neither side is effected then the attacker can spend more movement
// points, if any and over-run again", and both fire again. nil when the
// stand may fire.
func FiredAlready(g *engine.Game, u *engine.Unit, w string, how How) error {
	s, f := StandOf(u), FiguresOf(g, u.TypeID)
	if s == nil || f == nil || how == HowOverrun || len(s.Fired) == 0 {
		return nil
	}
	when := firedWhen(g, how)
	if !f.Infantry() {
		if how == HowOverwatch {
			return engine.Refusef("%s fired %s %s already: a stand fires in overwatch once in each enemy movement phase, with one weapon (004 gives overwatch no count: the reading of help ffot, as it fires once in its own fire phase); %s",
				u.Label, weaponsFired(s.Fired), when, overrideAgain)
		}
		return engine.Refusef("%s fired %s %s already: a stand fires once in its fire phase, with one weapon (004 FFOTigers: \"Roll dice equal to the firing stand's adjusted rate of fire\"); only infantry fire each weapon they carry (\"Infantry can fire all weapons carried\"); %s",
			u.Label, weaponsFired(s.Fired), when, overrideAgain)
	}
	if w != "" {
		if slices.ContainsFunc(s.Fired, func(n string) bool { return strings.EqualFold(n, w) }) {
			return engine.Refusef("%s fired %s %s already: infantry fire each weapon they carry once, each a separate attack (004 FFOTigers: \"Infantry can fire all weapons carried and the primary G1 weapon ... in two seperate attacks\")%s; %s",
				u.Label, weaponsFired([]string{w}), when, unfired(u.Label, f, s), overrideAgain)
		}
		return nil
	}
	if left := unfiredWeapons(f, s); len(left) == 0 {
		return engine.Refusef("%s fired every weapon it carries %s already (%s): infantry fire each once (004 FFOTigers: \"Infantry can fire all weapons carried\"); %s",
			u.Label, when, weaponsFired(s.Fired), overrideAgain)
	}
	return nil
}

// unfiredWeapons returns the names of the weapons of a stand (figures f,
// state s) it has not fired in the phase.
func unfiredWeapons(f *Stand, s *UnitState) []string {
	var out []string
	for _, w := range f.Weapons {
		if !slices.ContainsFunc(s.Fired, func(n string) bool { return strings.EqualFold(n, w.Name) }) {
			out = append(out, w.Name)
		}
	}
	return out
}

// unfired says what the infantry stand labelled label may still fire:
// "; it may still fire its lmg, named as in "AI1.lmg"", or nothing.
func unfired(label string, f *Stand, s *UnitState) string {
	if left := unfiredWeapons(f, s); len(left) > 0 {
		return fmt.Sprintf("; it may still fire %s, named as in %q", weaponsFired(left), label+"."+left[0])
	}
	return ""
}

// FiredBarrage returns the barrage stand u placed in game g's turn, nil
// when it placed none: its fire of the turn (004 FFOTigers, the turn
// sequence: "Attacker rolls for Command and places his artillery
// barrages", then "Attacker fires"; NoteBarrageFire).
func FiredBarrage(g *engine.Game, u *engine.Unit) *Barrage {
	st := GameOf(g)
	if st == nil {
		return nil
	}
	for _, b := range st.Barrages {
		if b.Turn == g.Turn && b.Side == u.Side && containsLabel(b.Stands, u.Label) {
			return b
		}
	}
	return nil
}

// barrageFired refuses a direct fire in the fire phase of a stand that
// placed a barrage in the turn (FiredBarrage, NoteBarrageFire).
func barrageFired(g *engine.Game, u *engine.Unit, how How) error {
	if how != HowFire {
		return nil
	}
	if b := FiredBarrage(g, u); b != nil {
		return engine.Refusef("%s fires in the barrage %s this turn, placed in the %s's command phase: that is its fire, and it does not also fire directly (004 FFOTigers: the side \"places his artillery barrages\" before \"Attacker fires\"); %s", u.Label, b.Name, b.Side, overrideAgain)
	}
	return nil
}
