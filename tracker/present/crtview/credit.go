package crtview

import (
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// Credit follows a game's events, each asked of it before it is applied,
// and says who is credited with each loss and each VP. An attack credits
// its attackers, a ram the rammer and the unit rammed, until the next
// attack or ram or the end of the command. A loss is credited to the party
// of another side than the unit lost (after "ram HVY3 MK3", HVY3's
// destruction is MK3's, the treads of MK3 are HVY3's), VP to the party of
// the side scoring them.
type Credit struct {
	parties []present.Party
	command int64
	// launched is the missile the command launched last, until the VP
	// its launch gives the enemy; lost is the side of the command's last
	// loss, and loss that loss, until a VP for it no party won.
	launched *crt.MissileRecord
	lost     string
	loss     string
}

// Next reads event e of the command numbered command, with g the game
// before e is applied, and returns what e credits and whether it credits
// anything.
func (c *Credit) Next(g *engine.Game, command int64, e engine.Event) (present.Effect, bool) {
	if command != c.command {
		*c = Credit{command: command}
	}
	switch e.Kind {
	case crt.EventAttack:
		c.parties = []present.Party{attackParty(g, e.Attackers)}
		return present.Effect{}, false
	case crt.EventRam:
		c.parties = []present.Party{{Who: e.Unit, Side: present.UnitSide(g, e.Unit)}, {Who: e.Target, Side: present.UnitSide(g, e.Target)}}
		return present.Effect{}, false
	case crt.EventLaunched:
		c.launched = crt.EventOf(e).Missile
		return present.Effect{}, false
	case engine.EventVP:
		return c.vp(e), true
	}
	what := lossText(e)
	if what == "" {
		return present.Effect{}, false
	}
	lost := present.UnitSide(g, e.Unit)
	c.lost, c.loss = lost, what
	if len(c.parties) == 0 {
		return present.Effect{}, false
	}
	for _, p := range c.parties {
		if p.Side != lost {
			return present.Effect{By: p, What: what}, true
		}
	}
	return present.Effect{By: c.parties[0], What: what, Own: true}, true
}

// vp returns the credit of the VP of event e, so that every VP a side
// scored is credited: to the party of the scoring side the command's
// attack or ram names; the 12 VP of a missile fired to the missiles its
// launcher's side fired, named with the missile ("When a cruise missile is
// fired, the opponent scores 12 VP", 000 FAQ, CRUISE MISSILE DETONATION);
// any other, which no party of the scoring side won (a blast on the
// launcher's own units, a unit forced into terrain it cannot enter), to the
// losing side's own losses, with the loss that scored them.
func (c *Credit) vp(e engine.Event) present.Effect {
	for _, p := range c.parties {
		if p.Side == e.Side {
			return present.Effect{By: p, VP: e.Points}
		}
	}
	if m := c.launched; m != nil && m.Side != e.Side {
		c.launched = nil
		what := m.ID + " fired"
		switch {
		case m.From != "":
			what = fmt.Sprintf("%s fired by %s", m.ID, m.From)
		case m.Offboard:
			what = m.ID + " fired from off the board"
		}
		return present.Effect{By: present.Party{Who: fmt.Sprintf("Missiles the %s fired", m.Side), Side: e.Side}, What: what, VP: e.Points}
	}
	who := "No attacker"
	if c.lost != "" && c.lost != e.Side {
		who = fmt.Sprintf("The %s's own losses", c.lost)
	}
	what := c.loss
	c.loss = ""
	return present.Effect{By: present.Party{Who: who, Side: e.Side}, What: what, VP: e.Points}
}

// lossText returns the loss e records for the credit, or "" when e is no
// loss.
func lossText(e engine.Event) string {
	switch e.Kind {
	case engine.EventDestroyed:
		return e.Unit + " destroyed"
	case crt.EventWeaponLost:
		return e.Unit + "." + e.Weapon
	case crt.EventTreadsLost:
		return fmt.Sprintf("%s of %s", engine.Counted(crt.EventOf(e).Treads, "tread", "treads"), e.Unit)
	case crt.EventSquadsLost:
		return fmt.Sprintf("%s of %s", engine.Counted(e.Squads, "squad", "squads"), e.Unit)
	case crt.EventDisabled:
		return e.Unit + " disabled"
	}
	return ""
}

// attackParty returns who an attack credits: its attackers by unit (an
// infantry stack's squads, "INF4:1 + INF4:2", are INF4) or Ogre weapon,
// or the missile that blasted, with its launcher, on its owner's side.
func attackParty(g *engine.Game, attackers []string) present.Party {
	var who []string
	side := ""
	for _, a := range attackers {
		if m := blastingMissile(g, a); m != nil {
			return present.Party{Who: missileWho(m), Side: m.Side}
		}
		if i := strings.IndexByte(a, ':'); i >= 0 {
			a = a[:i]
		}
		if !slices.Contains(who, a) {
			who = append(who, a)
		}
		if side == "" {
			side = present.UnitSide(g, a)
		}
	}
	return present.Party{Who: strings.Join(who, " + "), Side: side}
}

// blastingMissile returns the missile an attacker names, when it names a
// missile and no unit, or nil.
func blastingMissile(g *engine.Game, ref string) *crt.Missile {
	if present.UnitOfRef(g, ref) != nil {
		return nil
	}
	return crt.GameMissile(g, ref)
}

// missileWho names a missile for the credit: "CM1's missile M1", or
// "missile M1 (off the board)".
func missileWho(m *crt.Missile) string {
	if m.From != "" {
		return fmt.Sprintf("%s's missile %s", m.From, m.ID)
	}
	return fmt.Sprintf("missile %s (off the board)", m.ID)
}

// RolledBy returns the side that rolled e's dice where the CRT's log does
// not name it (present.DiceRoller): an interception's 2d6 are the
// interceptor's side's, a lucky blast's die and a blast's dice the
// missile's owner's, an attack's dice the attackers', a ram's die the side
// whose turn it is (the rammer's), each else the side whose turn it is;
// "" for any other event, whose die the shared reading gives the side of
// the attackers the event names (a rammer's draw), else of the unit it
// names, else the side whose turn it is.
func (crtView) RolledBy(g *engine.Game, e engine.Event, turn string) string {
	switch e.Kind {
	case crt.EventIntercept:
		if crt.EventOf(e).Missile != nil {
			if s := present.UnitSide(g, crt.EventOf(e).Missile.By); s != "" {
				return s
			}
		}
		return turn
	case crt.EventLucky:
		if crt.EventOf(e).Missile != nil {
			if m := crt.GameMissile(g, crt.EventOf(e).Missile.ID); m != nil {
				return m.Side
			}
		}
		return turn
	case crt.EventAttack:
		if s := attackParty(g, e.Attackers).Side; s != "" {
			return s
		}
		return turn
	case crt.EventRam:
		if s := present.UnitSide(g, e.Unit); s != "" {
			return s
		}
		return turn
	case crt.EventRamRoll:
		// The die of a ram on armour names the rammed unit; the rammer
		// rolls it, in its own movement phase (OFFICIAL-NOTES, Ramming).
		return turn
	}
	return ""
}
