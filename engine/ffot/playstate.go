package ffot

import (
	"encoding/json"
	"maps"

	"ogretable/engine"
)

// CommandState is a side's army command roll of a turn: the turn, its
// rating and HQ units, the lowest face that keeps it in command, the die,
// and whether it is in command (004 FFOTigers: "A side whose army is out
// of command may only land a barrage on a roll of 4+").
type CommandState struct {
	Turn      int     `json:"turn"`
	Rating    Quality `json:"rating"`
	HQ        int     `json:"hq"`
	Needed    int     `json:"needed"`
	Die       int     `json:"die"`
	InCommand bool    `json:"in_command"`
}

// cloneCommand returns a copy of the command rolls.
func cloneCommand(m map[string]*CommandState) map[string]*CommandState {
	if m == nil {
		return nil
	}
	c := make(map[string]*CommandState, len(m))
	for k, v := range maps.All(m) {
		x := *v
		c[k] = &x
	}
	return c
}

// InCommand reports whether side's army is in command this turn, and
// whether its command roll of the turn is recorded (004 FFOTigers: "A side
// whose army is out of command may only land a barrage on a roll of 4+"):
// until it is, the side counts as in command, and a landing says no roll
// was recorded.
func InCommand(g *engine.Game, side string) (in, rolled bool) {
	c, rolled := CommandRolled(g, side)
	if !rolled {
		return true, false
	}
	return c.InCommand, true
}

// CommandRolled returns side's army command roll of this turn, as it was
// rolled (its rating, HQ units, the face it needed and the die), and
// whether one is recorded: a referee reads the result, not the rule (004
// FFOTigers: "A side whose army is out of command may only land a barrage
// on a roll of 4+").
func CommandRolled(g *engine.Game, side string) (CommandState, bool) {
	st := GameOf(g)
	if st == nil {
		return CommandState{}, false
	}
	c := st.Command[side]
	if c == nil || c.Turn != g.Turn {
		return CommandState{}, false
	}
	return *c, true
}

// BarrageCommand reports whether barrage b lands as its side in command,
// and whether the command roll that governs it is recorded: the side's roll
// of the turn b was placed, not of the turn it lands (004 FFOTigers, step
// 5: "Defender rolls for Command and places his artillery barrages", which
// land in step 4 of the next turn, before the defender rolls again;
// NoteOutOfCommand). Until a roll is recorded, the side counts as in
// command.
func BarrageCommand(g *engine.Game, b *Barrage) (in, rolled bool) {
	if b.Command != nil {
		return b.Command.InCommand, true
	}
	if st := GameOf(g); st != nil {
		if c := st.Command[b.Side]; c != nil && c.Turn == b.Turn {
			return c.InCommand, true
		}
	}
	return true, false
}

// The kinds of the events of command, fire, checks and routs.
const (
	EventCommand  engine.EventKind = "ffot command"  // a side's army command roll
	EventFire     engine.EventKind = "ffot fire"     // a stand's fire at a stand: its dice and their effect
	EventPivot    engine.EventKind = "ffot pivot"    // a stand pivoted toward a moving enemy
	EventCheck    engine.EventKind = "ffot check"    // a stand's quality check
	EventMarker   engine.EventKind = "ffot marker"   // a stand's marker changed (a loss pins the suppressed)
	EventRout     engine.EventKind = "ffot rout"     // a unit's roll to withdraw or rout
	EventRoutDone engine.EventKind = "ffot rout end" // a routed unit's check at the end of the turn
	EventOverrun  engine.EventKind = "ffot overrun"  // how an over-run ended: the mover stopped or not
)

// commandData is the payload of EventCommand.
type commandData struct {
	Side string `json:"side"`
	CommandState
}

// fireData is the payload of EventFire: what was fired, how, and what the
// dice did; the dice themselves are the event's.
type fireData struct {
	Weapon    string `json:"weapon"`
	Target    string `json:"target"`
	Range     string `json:"range"`
	How       string `json:"how"` // fire, overwatch or overrun
	INF       bool   `json:"inf,omitempty"`
	Band      string `json:"band"`
	Needed    int    `json:"needed"`
	Hits      int    `json:"hits"`
	Save      int    `json:"save,omitempty"`
	Saved     int    `json:"saved,omitempty"`
	PerHit    int    `json:"per_hit,omitempty"`
	Effect    Effect `json:"effect"`
	PinsCheck bool   `json:"pins_check,omitempty"` // a soft target of INF fire: checks, and is pinned
}

// checkData is the payload of EventCheck.
type checkData struct {
	Needed int  `json:"needed"`
	Die    int  `json:"die"`
	Passed bool `json:"passed"`
	Pin    bool `json:"pin,omitempty"`
}

// markerData is the payload of EventMarker.
type markerData struct {
	Marker Marker `json:"marker"`
}

// routData is the payload of EventRout and EventRoutDone.
type routData struct {
	Unit   string `json:"unit"`
	Needed int    `json:"needed"`
	Die    int    `json:"die"`
	Passed bool   `json:"passed"`
}

// MarshalText writes the effect by its name, as a fire event holds it.
func (e Effect) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads an effect by its name.
func (e *Effect) UnmarshalText(b []byte) error {
	if i, ok := indexOf(effectNames, string(b)); ok {
		*e = Effect(i)
		return nil
	}
	return errorf("%q is not an effect", b)
}

// applyPlayEvent folds the events of command, fire, checks and routs, and
// ends what a phase change ends; it reports whether e was one of them
// (a phase change is not: applyEvent sees it too).
func applyPlayEvent(g *engine.Game, st *GameState, e engine.Event) (bool, error) {
	stand := func() (*engine.Unit, *UnitState, error) {
		u := g.Unit(e.Unit)
		if u == nil || StandOf(u) == nil {
			return nil, nil, engine.Misfitf("a FFOTigers event of %q, which is no stand in play", e.Unit)
		}
		return u, StandOf(u), nil
	}
	read := func(v any) error {
		if err := json.Unmarshal(e.Data, v); err != nil {
			return engine.Misfitf("a FFOTigers %s event that cannot be read: %v", e.Kind, err)
		}
		return nil
	}
	lose := func(u *engine.Unit, status engine.Status) {
		u.Status = status
		// Off the table, it carries no marker and owes no check (MarkerOf).
		s := StandOf(u)
		s.Marker, s.CheckDue, s.PinOnCheck = Unmarked, false, false
		if f := st.Formation(s.Unit); f != nil {
			f.Lost = true
		}
	}
	switch e.Kind {
	case engine.EventPhase:
		endPhase(g, st, e)
		return false, nil
	case EventCommand:
		var d commandData
		if err := read(&d); err != nil {
			return true, err
		}
		if st.Command == nil {
			st.Command = map[string]*CommandState{}
		}
		c := d.CommandState
		st.Command[d.Side] = &c
		// A barrage placed before the roll in the same command phase is
		// governed by it (BarrageCommand).
		for _, b := range st.Barrages {
			if b.Side == d.Side && b.Turn == c.Turn {
				x := c
				b.Command = &x
			}
		}
		return true, nil
	case EventFire:
		var d fireData
		if err := read(&d); err != nil {
			return true, err
		}
		t := g.Unit(d.Target)
		if t == nil || StandOf(t) == nil {
			return true, engine.Misfitf("a FFOTigers fire at %q, which is no stand in play", d.Target)
		}
		if f := g.Unit(e.Unit); f != nil && StandOf(f) != nil && d.How != string(HowOverrun) {
			fs := StandOf(f)
			fs.Fired = appendFired(fs.Fired, d.Weapon) // FiredAlready
		}
		s := StandOf(t)
		switch d.Effect {
		case EffectDestroyed:
			lose(t, engine.StatusDestroyed)
		case EffectCheck:
			s.CheckDue, s.PinOnCheck = true, s.PinOnCheck || d.PinsCheck
		case EffectSuppressed:
			s.Marker = max(s.Marker, Suppressed)
		}
		return true, nil
	case EventOverrun:
		return true, nil
	case EventBurst:
		// A stand hit and not saved owes a check "like one of the fire
		// phase" (NoteBarrageHit); the barrage's own fold follows.
		var d burstData
		if err := read(&d); err != nil {
			return true, err
		}
		for _, l := range d.Unsaved {
			if u := g.Unit(l); u != nil && StandOf(u) != nil {
				StandOf(u).CheckDue = true
			}
		}
		return false, nil
	case EventPivot:
		_, s, err := stand()
		if err != nil {
			return true, err
		}
		s.Pivoted = true
		return true, nil
	case EventCheck:
		var d checkData
		u, s, err := stand()
		if err != nil {
			return true, err
		}
		if err := read(&d); err != nil {
			return true, err
		}
		s.Checks++
		s.CheckDue, s.PinOnCheck = false, false
		m, stays := AfterCheck(s.Marker, d.Passed)
		if d.Pin && stays {
			m = Pinned
		}
		s.Marker = m
		if !stays {
			lose(u, engine.StatusRemoved)
		}
		return true, nil
	case EventMarker:
		var d markerData
		_, s, err := stand()
		if err != nil {
			return true, err
		}
		if err := read(&d); err != nil {
			return true, err
		}
		s.Marker = d.Marker
		return true, nil
	case EventRout, EventRoutDone:
		var d routData
		if err := read(&d); err != nil {
			return true, err
		}
		f := st.Formation(d.Unit)
		if f == nil {
			return true, engine.Misfitf("a FFOTigers rout of %q, which is no unit", d.Unit)
		}
		for _, l := range f.Stands {
			u := g.Unit(l)
			if u == nil || !u.Alive() || StandOf(u) == nil {
				continue
			}
			s := StandOf(u)
			if e.Kind == EventRout {
				// Pass or fail, the unit goes "their full movement away
				// from the enemy": a move, which every rule that reads a
				// stand's movement sees (it may not fire, it is a moving
				// target).
				s.Moved, s.MoveMade = MovedFull, true
			}
			switch {
			case e.Kind == EventRout && d.Passed:
				s.Marker = Unmarked // "all unit stands are no longer pinned or suppressed"
			case e.Kind == EventRoutDone && !d.Passed:
				lose(u, engine.StatusDestroyed) // "the unit is eliminated from play"
			case e.Kind == EventRoutDone:
				if s.CheckDue { // one roll for both (NoteRoutEnd)
					s.Marker = max(s.Marker, Suppressed)
					if s.PinOnCheck {
						s.Marker = Pinned // "Soft targets are always pinned when they have to make a quality check"
					}
				}
				s.CheckDue, s.PinOnCheck = false, false
			}
		}
		if e.Kind == EventRout {
			f.Routed, f.RoutCheck = !d.Passed, !d.Passed
		} else {
			f.RoutCheck = false
		}
		return true, nil
	}
	return false, nil
}

// PhaseEndsChecks reports whether leaving game g's phase ends its checks
// due and its losses: a fire or a barrage phase's, once its quality checks
// are rolled (004 FFOTigers: "Stands that are hit must make saving throw if
// applicable, then a quality check"), but for a routed unit's stands,
// whose checks wait for its check at the end of the turn (NoteRoutEnd).
func PhaseEndsChecks(g *engine.Game) bool { return g.Phase == PhaseFire || g.Phase == PhaseBarrage }

// endPhase ends what the phase that e leaves ends: the checks due and the
// losses of a fire or barrage phase, once its quality checks are rolled; a
// routed unit's +1 to be hit once an enemy fire phase is over; the checks
// of a turn when a new turn begins; a side's pivots when the enemy's turn
// begins; and every stand's fire of the phase (FiredAlready).
func endPhase(g *engine.Game, st *GameState, e engine.Event) {
	for _, u := range g.Units {
		if s := StandOf(u); s != nil {
			s.Fired = nil // a stand fires once a phase (FiredAlready)
		}
	}
	if PhaseEndsChecks(g) {
		for _, u := range g.Units {
			// The checks of a routed unit's stands wait for its check at
			// the end of the turn (NoteRoutEnd).
			if s := StandOf(u); s != nil && !st.routChecking(s.Unit) {
				s.CheckDue, s.PinOnCheck = false, false
			}
		}
		for _, f := range st.Units {
			f.Lost = false
			if g.Phase == PhaseFire && f.Side != g.CurrentSide() {
				f.Routed = false // NoteRouted: "during the next enemy fire phase"
			}
		}
	}
	if e.Phase != PhaseCommand || e.SideIndex >= len(g.Sides) {
		return
	}
	side := g.Sides[e.SideIndex]
	for _, u := range g.Units {
		s := StandOf(u)
		if s == nil {
			continue
		}
		if e.SideIndex == 0 {
			s.Checks = 0 // "The most quality checks that a unit has to make in a turn, however is two"
		}
		if u.Side != side {
			s.Pivoted = false // "only be done once per non phasing stand"
		}
	}
}
