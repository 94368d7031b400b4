package crt

import (
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The rules variants of the Ogre CRT system. A game records one when it is
// created; Published is the system's default, and the program's (the
// variant of a game that names none: SystemOf("")).
const (
	// Published is the published rules where OFFICIAL-NOTES settles a
	// point, the fan texts elsewhere.
	Published engine.Variant = "published"
	// Classic is the FAQ as written, with its G.E.V., Shockwave and
	// Miniatures additions.
	Classic engine.Variant = "classic"
	// Lite is Ogre Lite (2002).
	Lite engine.Variant = "lite"
)

// The kinds of the Ogre CRT system's events, beside the shared envelope's
// (engine.EventAdded, engine.EventDestroyed, engine.EventPhase...). The
// names are those its logs have always written.
const (
	EventAttack       engine.EventKind = "attack"        // an attack resolved on the CRT (the roll, no effect by itself)
	EventFired        engine.EventKind = "fired"         // a unit or weapon used its fire this turn (in an overrun: this fire round)
	EventDisabled     engine.EventKind = "disabled"      // a unit disabled, with its timer
	EventStuck        engine.EventKind = "stuck"         // a unit stuck by terrain until freed
	EventRecovered    engine.EventKind = "recovered"     // a disabled or stuck unit back in action
	EventSquadsLost   engine.EventKind = "squads lost"   // infantry squads lost
	EventTreadsLost   engine.EventKind = "treads lost"   // tread units lost
	EventWeaponLost   engine.EventKind = "weapon lost"   // an Ogre weapon destroyed
	EventStructureHit engine.EventKind = "structure hit" // structure points lost
	EventTerrain      engine.EventKind = "terrain"       // a unit's terrain, as the referee says
	EventCheck        engine.EventKind = "terrain check" // a terrain check or recovery roll (the roll, no effect by itself)
	EventRamRoll      engine.EventKind = "ram roll"      // the die of a ram on armour (the roll, no effect by itself); logs before it call it a terrain check
	EventRam          engine.EventKind = "ram"           // a ram (the record; its effects follow)
	EventOverrunStart engine.EventKind = "overrun"       // an overrun begins: its attackers and defenders
	EventOverrunJoin  engine.EventKind = "overrun join"  // a unit moves into the overrun
	EventFireRound    engine.EventKind = "fire round"    // an overrun's next fire round begins
	EventDisarmed     engine.EventKind = "disarmed"      // an Ogre in an overrun has lost all its weapons
	EventOverrunEnd   engine.EventKind = "overrun end"   // the overrun is over: who holds the field
	EventReinforced   engine.EventKind = "reinforcement" // a roll on the reinforcements table (the roll; the units follow)
)

// The Ogre CRT system's verbs beside the shared ones (engine.VerbAdd,
// engine.VerbNext...).
const (
	VerbFire      engine.Verb = "fire"      // fire ATTACKER[,ATTACKER...] at TARGET [with LABEL[,LABEL...]] [die N...]
	VerbRam       engine.Verb = "ram"       // ram RAMMER TARGET [die N...]
	VerbOverrun   engine.Verb = "overrun"   // overrun ATTACKER[,...] at DEFENDER[,...]; overrun join LABEL[,...]; overrun end
	VerbTerrain   engine.Verb = "terrain"   // terrain LABEL TERRAIN: where a unit is now
	VerbEnter     engine.Verb = "enter"     // enter LABEL TERRAIN [far] [forced] [die N]: a unit moved into terrain; checks it
	VerbFree      engine.Verb = "free"      // free LABEL: the referee frees a stuck unit
	VerbReinforce engine.Verb = "reinforce" // reinforce [side SIDE] [die N N]
)

// The actions of the overrun command.
const (
	OverrunStart = "start" // overrun A[,B...] at D[,E...]
	OverrunJoin  = "join"  // overrun join L[,M...]
	OverrunEnd   = "end"   // overrun end
)

// ParseCommand reads one command line in the command language of the Ogre
// CRT system's default variant (Published). It errors with a sentence that
// says what is wrong and shows the right form.
func ParseCommand(line string) (engine.Command, error) { return publishedGame.ParseCommand(line) }

// publishedGame stands for a game of the published rules, for parsing.
var publishedGame = &engine.Game{Variant: Published}

// reinforceVerb rolls on the Raid reinforcements table of the catalog.
var reinforceVerb = &engine.VerbDef{Verb: VerbReinforce, Syntax: "reinforce [side SIDE] [die N N]", Help: "roll 2d6 on the Raid reinforcements table and put the units it gives in play (for the last side unless told)",
	Reads: "it reads the reinforcements table",
	Parse: parseReinforce, Resolve: reinforce, Complete: func(g *engine.Game, args []string) []string {
		if len(args) == 0 {
			return []string{"side", "die"}
		}
		return engine.CompleteSides(g, args[1:])
	}}

func parseReinforce(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	switch {
	case len(args) == 0:
	case len(args) == 2 && strings.EqualFold(args[0], "side"):
		c.Side = engine.NormalName(args[1])
	default:
		return engine.Usage(c.Verb)
	}
	return nil
}

// reinforce rolls 2d6 on the catalog's Raid reinforcements table and puts
// the units of its line in play, for the side named or the last side.
func reinforce(r *engine.Resolver) error {
	g := r.Game()
	table := Reinforcements(g.Catalog)
	if len(table) == 0 {
		return engine.Refusef("the catalog has no reinforcements table")
	}
	side, err := r.Side(g.Sides[len(g.Sides)-1])
	if err != nil {
		return err
	}
	dice, err := r.Throw(engine.D6(2, "for the Raid reinforcements table"))
	if err != nil {
		return err
	}
	roll := engine.Sum(dice)
	var line *Reinforcement
	for _, l := range table {
		if l.Roll == roll {
			line = l
		}
	}
	if line == nil {
		return engine.Refusef("the reinforcements table has no line for %d", roll)
	}
	r.Emit(engine.Event{Kind: EventReinforced, Side: side, Dice: dice,
		Text: fmt.Sprintf("Reinforcements (Raid table), 2d6 = %d: %s, for the %s.", roll, line.Text, side)})
	for _, u := range line.Units {
		t, err := g.UnitType(u.Type)
		if err != nil {
			return err
		}
		n := max(1, u.Count)
		add := engine.Command{Verb: engine.VerbAdd, Type: t.ID, Side: side}
		if t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia {
			// Squads stack three to a stack (000 FAQ, Infantry).
			for n > 0 {
				add.Count, add.Own = 1, &Words{Squads: min(3, n)}
				if err := r.Add(add); err != nil {
					return err
				}
				n -= 3
			}
			continue
		}
		add.Count = n
		if err := r.Add(add); err != nil {
			return err
		}
	}
	return nil
}

// Words is what the Ogre CRT system's parsers read of a command beyond the
// shared fields of engine.Command, kept in its Own: its Resolve reads them
// with WordsOf.
type Words struct {
	// Spill is, for fire, the units stacked with the target that take
	// spillover, in dice order.
	Spill []string
	// Through is, for fire, the terrain the line of fire crosses, as the
	// referee says (the laser rules read it).
	Through string
	// Defenders is, for an overrun, the enemy units in the place; for an
	// EMP, the units in its blast.
	Defenders []string
	// Action is, for an overrun, OverrunStart, OverrunJoin or OverrunEnd;
	// for a correction, the field corrected.
	Action string
	// Far is, for enter, that the unit moved more than 1 hex through the
	// terrain; Forced that it was forced in.
	Far, Forced bool
	// Squads is, for add and buy, the squads of each infantry stack added
	// ("squads N"), 0 when not given.
	Squads int
}

// SquadsWord is the word of "add" and "buy" that gives an infantry
// stack's squads: "add infantry squads 3".
const SquadsWord = "squads"

// AddWords returns the words the CRT's add and buy read beyond the shared
// ones: "squads N".
func (ogreCRT) AddWords() []string { return []string{SquadsWord} }

// ReadAddWord reads the squads of "squads N", 1 to 3 (000 FAQ, Infantry:
// squads stack three to a stack).
func (ogreCRT) ReadAddWord(c *engine.Command, _, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 3 {
		return engine.Refusef("an infantry stack holds 1 to 3 squads, not %q", v)
	}
	wordsTo(c).Squads = n
	return nil
}

// AddSquads returns the squads of each infantry or militia stack command
// c adds, one when it names none, and refuses squads for any other unit.
func (ogreCRT) AddSquads(t *engine.UnitType, c engine.Command) (int, error) {
	n := WordsOf(c).Squads
	if t.Kind == engine.KindInfantry || t.Kind == engine.KindMilitia {
		return max(1, n), nil
	}
	if n > 0 {
		return 0, engine.Refusef("only infantry come in squads, and %s is not infantry", t.Name)
	}
	return 0, nil
}

// WordsOf returns what the system's parser read of command c beyond the
// shared fields (the zero Words for a command it read nothing more of).
func WordsOf(c engine.Command) Words {
	if w, ok := c.Own.(*Words); ok && w != nil {
		return *w
	}
	return Words{}
}

// wordsTo returns the Words of command c, being parsed, to fill in; it
// gives c one when it has none.
func wordsTo(c *engine.Command) *Words {
	if w, ok := c.Own.(*Words); ok && w != nil {
		return w
	}
	w := &Words{}
	c.Own = w
	return w
}

// RoutineText returns the sentence of a "fired" record logged without one
// (the attack's line names who fired): "MK3.main1 has fired."
func (ogreCRT) RoutineText(e engine.Event) (string, bool) {
	if e.Kind != EventFired || e.Text != "" {
		return "", false
	}
	name := e.Unit
	if e.Weapon != "" {
		name += "." + e.Weapon
	}
	return name + " has fired.", true
}

// StepOf names the overrun fire round that a fire round event moves the
// game on to, or for undo back to: "fire round 2 of the overrun".
func (ogreCRT) StepOf(e engine.Event, undo bool) (string, bool) {
	if e.Kind != EventFireRound {
		return "", false
	}
	round := EventOf(e).Round
	if undo {
		round--
	}
	if round < 1 {
		return "", false
	}
	return fmt.Sprintf("fire round %d of the overrun", round), true
}

// Scales returns the scales the system's games are played in: hexes, the
// default, or inches (OFFICIAL-NOTES, Miniatures scale).
func (ogreCRT) Scales() []engine.Scale { return []engine.Scale{engine.Hexes, engine.Inches} }

// QuickScenario returns the scenario a new game is set up as when the
// referee names none: the catalog's quick game.
func (ogreCRT) QuickScenario() string { return "quick" }
