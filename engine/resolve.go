package engine

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Resolve checks a command against the game and the rules and returns the
// events it causes, with every die it used inside them. It never changes g.
// Typed dice in the command are used when given (and must be exactly the
// dice the command rolls, or, with RollRest, its first dice: roll gives the
// rest); otherwise roll gives them. It errors with a
// sentence that says why when the command breaks a rule; then nothing
// happened. Undo and redo concern the log, not the rules: Resolve refuses them.
func Resolve(g *Game, cmd Command, roll Dice) ([]Event, error) {
	r := &Resolver{g: g.Clone(), dice: roll, cmd: cmd}
	var manual *Manual
	if len(cmd.Dice) > 0 {
		m, err := NewTyped(cmd.Dice...)
		if err != nil {
			return nil, err
		}
		manual, r.dice = m, m
		if cmd.RollRest && roll != nil {
			r.dice = &typedThenRolled{m: m, other: roll}
		}
	}
	if r.dice == nil {
		return nil, Refusef("no dice to roll with")
	}
	if err := g.EndedRefusal(); err != nil {
		return nil, err
	}
	if cmd.Override {
		r.emit(Event{Kind: EventOverride, Text: "Referee override: " + strings.TrimSpace(strings.TrimPrefix(cmd.Line, "override"))})
	}
	var err error
	switch d := g.Verb(cmd.Verb); {
	case d == nil:
		err = Refusef("%q is not a command of the %s rules (commands: %s)", cmd.Verb, g.Variant, verbNames(g.VerbsOf()))
	case d.Resolve == nil:
		err = Refusef("%s is handled by the battle log, not the rules", cmd.Verb)
	default:
		err = d.Resolve(r)
	}
	if err == nil {
		err = r.err
	}
	if err == nil && manual != nil {
		err = r.diceDone(manual)
	}
	if err != nil {
		return nil, err
	}
	return r.events, nil
}

// EndedRefusal returns the refusal of a command given to an ended game:
// when and why it ended, who won (ResultOf), and that "undo" reopens it;
// nil while the game goes on. A screen asks it before opening a form whose
// command the game would refuse.
func (g *Game) EndedRefusal() error {
	e := g.Ended
	if e == nil {
		return nil
	}
	return Refusef("the game ended in turn %d: %s. %s \"undo\" reopens it", e.Turn, strings.TrimSuffix(e.Reason, "."), ResultOf(g).Says)
}

// Resolver resolves one command: it works on a copy of the game, applying
// each event as it is made so that later rules see earlier effects. A
// system's verbs resolve through its exported methods.
type Resolver struct {
	g      *Game
	dice   Dice
	cmd    Command
	events []Event
	err    error
	// noDice says, for each step of the command that rolled no die,
	// why not ("for this attack: 6 against 1 is an automatic X"), so that
	// typed dice left over are refused with the reason.
	noDice []string
}

func (r *Resolver) noRoll(why string) {
	if !slices.Contains(r.noDice, why) { // said once: a move of two stands is one reason
		r.noDice = append(r.noDice, why)
	}
}

// diceDone checks that the command used every typed die (ARCHITECTURE.md, Decisions, Errors
// and bad input: a wrong die count is refused), saying why no die was rolled
// where the command knows it.
func (r *Resolver) diceDone(m *Manual) error {
	err := m.Done()
	if err == nil || len(r.noDice) == 0 {
		return err
	}
	if m.used == 0 {
		return Refusef("no die is rolled %s; leave out \"die\"", strings.Join(r.noDice, ", nor "))
	}
	sentence, _ := Refusal(err)
	return &RuleError{Reason: fmt.Sprintf("%s; no die is rolled %s", sentence, strings.Join(r.noDice, ", nor ")), Err: err}
}

// Game returns the game as the command has changed it so far.
func (r *Resolver) Game() *Game { return r.g }

// Command returns the command being resolved.
func (r *Resolver) Command() Command { return r.cmd }

// Emit applies event e to the game being resolved and keeps it among the
// command's events; after an event that does not fit, it does nothing and
// the command fails.
func (r *Resolver) Emit(e Event) { r.emit(e) }

// Throw rolls the dice of need: the typed ones when the command has them.
func (r *Resolver) Throw(need Need) ([]Die, error) { return r.throw(need) }

// NoRoll records that a step of the command rolls no die, and why, so that
// typed dice left over are refused with the reason: a phrase that follows
// "no die is rolled", such as "for this attack: 6 against 1 is an automatic X".
func (r *Resolver) NoRoll(why string) { r.noRoll(why) }

// Unit returns the unit with the label, or a refusal naming the closest.
func (r *Resolver) Unit(label string) (*Unit, error) { return r.unit(label) }

// CheckTurn refuses an action outside phases, or by unit u when it is not
// its side's turn (u nil: any side), unless the referee overrides; what
// names the action: "MK3 rams".
func (r *Resolver) CheckTurn(u *Unit, what string, phases ...Phase) error {
	return r.checkTurn(u, what, phases...)
}

// VP scores points for side, for what ("HVY1", "a squad of INF1").
func (r *Resolver) VP(side string, points float64, what string) { r.vp(side, points, what) }

// NewResolver returns a resolver of command cmd on game g itself, not a
// copy, rolling dice (nil: none): for a view that asks what a step of a
// command would do, on a clone of its own.
func NewResolver(g *Game, cmd Command, dice Dice) *Resolver {
	return &Resolver{g: g, dice: dice, cmd: cmd}
}

// Events returns the events emitted so far, in order.
func (r *Resolver) Events() []Event { return r.events }

// Err returns the error that stopped the command, nil while none has: an
// event that did not fit the game, after which Emit emits nothing.
func (r *Resolver) Err() error { return r.err }

func (r *Resolver) emit(e Event) {
	if r.err != nil {
		return
	}
	if err := r.g.Apply(e); err != nil {
		r.err = err
		return
	}
	r.events = append(r.events, e)
}

// throw rolls the dice of need, from the typed dice when the command has
// them.
func (r *Resolver) throw(need Need) ([]Die, error) {
	return r.dice.Throw(need)
}

// checkTurn refuses an action outside the given phases, or by unit u when
// its side's turn it is not (u nil: any side), unless the referee overrides.
// what names the action for the record: "MK3 rams", "an overrun is fought".
func (r *Resolver) checkTurn(u *Unit, what string, phases ...Phase) error {
	if r.cmd.Override {
		return nil
	}
	if !slices.Contains(phases, r.g.Phase) {
		names := make([]string, len(phases))
		for i, p := range phases {
			names[i] = string(p)
		}
		return Refusef("%s only in the %s phase, and this is the %s phase; type \"next\" to move on, or \"override\" before the command",
			what, strings.Join(names, " or "), r.g.Phase)
	}
	if u != nil && u.Side != r.g.CurrentSide() {
		return Refusef("it is the %s's turn, and %s belongs to the %s; put \"override\" before the command to allow it", r.g.CurrentSide(), u.Label, u.Side)
	}
	return nil
}

// labelPattern is a unit's label: compiled on its first use.
var labelPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[A-Z][A-Z0-9-]{0,11}$`) })

// Add puts units in play as the command "add" c (its Type, Count, Label,
// Side and Own, the words its system reads: Adder) would, as a step of the
// command being resolved: a system's verb that brings units into play (the
// Ogre CRT system's reinforcements) adds them so.
func (r *Resolver) Add(c Command) error {
	saved := r.cmd
	r.cmd.Type, r.cmd.Count, r.cmd.Label, r.cmd.Side, r.cmd.Own = c.Type, c.Count, c.Label, c.Side, c.Own
	err := r.add()
	r.cmd = saved
	return err
}

func (r *Resolver) add() error {
	g := r.g
	t, err := g.UnitType(r.cmd.Type)
	if err != nil {
		return err
	}
	side := r.cmd.Side
	if side == "" {
		side = g.Sides[len(g.Sides)-1]
		if t.Kind == KindOgre {
			side = g.Sides[0]
		}
	}
	if !slices.Contains(g.Sides, side) {
		return Refusef("there is no side %q in this game; the sides are %s", side, strings.Join(g.Sides, " and "))
	}
	squads, err := g.addSquads(t, r.cmd)
	if err != nil {
		return err
	}
	if err := r.Define(t); err != nil {
		return err
	}
	if r.cmd.Count > 1 && r.cmd.Label != "" && g.Unit(r.cmd.Label) != nil {
		// With xN, "as" gives a prefix; one that is itself a unit in play
		// would read as that unit's (HVY1 then HVY11, HVY12).
		l := r.cmd.Label
		return Refusef("with x%d, \"as %s\" is a prefix (%s1 to %s%d), and %s is a unit in play; choose a prefix that is not a label, or leave out \"as\" for the next free labels",
			r.cmd.Count, l, l, l, r.cmd.Count, l)
	}
	for i := 1; i <= r.cmd.Count; i++ {
		label := r.cmd.Label
		switch {
		case label == "":
			label = g.FreeLabel(Abbrev(t))
		case r.cmd.Count > 1:
			label = fmt.Sprintf("%s%d", r.cmd.Label, i)
		}
		if err := g.CheckLabel(label); err != nil {
			return err
		}
		if g.Unit(label) != nil {
			if r.cmd.Count > 1 && r.cmd.Label != "" {
				return Refusef("the label %s is taken; choose another prefix with \"as\"", label)
			}
			return Refusef("the label %s is taken; choose another with \"as LABEL\"", label)
		}
		text := fmt.Sprintf("%s (%s) joins the %s.", label, t.Name, side)
		if squads > 1 {
			text = fmt.Sprintf("%s (%s, %d squads) joins the %s.", label, t.Name, squads, side)
		}
		e := Event{Kind: EventAdded, Text: text, Unit: label, Type: t.ID, Side: side, Squads: squads}
		if err := g.System().PrepareAdd(g, t, &e); err != nil {
			return err
		}
		r.emit(e)
	}
	return nil
}

// Abbrev returns the short name used to label units of type t: its name or
// first alias of up to five capitals and digits ("GEV", "HVY", "MK3"), else
// the initials of its name.
func Abbrev(t *UnitType) string {
	for _, a := range append([]string{t.Name}, t.Aliases...) {
		if len(a) <= 5 && labelPattern().MatchString(a) && !strings.ContainsRune(a, '-') {
			return a
		}
	}
	var b strings.Builder
	for _, w := range strings.FieldsFunc(t.Name, func(r rune) bool { return r == ' ' || r == '-' || r == '(' || r == ')' }) {
		r := []rune(strings.ToUpper(w))[0]
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "U"
	}
	return b.String()
}

// FreeLabel returns the first free label for abbrev: abbrev followed by the
// lowest free number ("HVY1", "HVY2"); an abbrev that ends in a digit
// ("MK3") stands alone for the first unit, then takes letters ("MK3B").
func (g *Game) FreeLabel(abbrev string) string {
	if last := abbrev[len(abbrev)-1]; last >= '0' && last <= '9' {
		if g.Unit(abbrev) == nil {
			return abbrev
		}
		for c := 'B'; c <= 'Z'; c++ {
			if l := abbrev + string(c); g.Unit(l) == nil {
				return l
			}
		}
		abbrev += "-"
	}
	for n := 1; ; n++ {
		l := fmt.Sprintf("%s%d", abbrev, n)
		if g.Unit(l) == nil {
			return l
		}
	}
}

func (r *Resolver) unit(label string) (*Unit, error) { return r.g.Find(label) }

// Find returns the unit with the given label, or an error that names the
// closest labels in play.
func (g *Game) Find(label string) (*Unit, error) {
	u := g.Unit(label)
	if u == nil {
		msg := fmt.Sprintf("no unit %s in play", label)
		if cl := Closest(label, g.Labels(), 3); len(cl) > 0 {
			msg += "; did you mean " + strings.Join(cl, ", ") + "?"
		}
		return nil, &RuleError{Reason: msg}
	}
	return u, nil
}

// verbNames returns the verbs' names joined by commas.
func verbNames(defs []*VerbDef) string {
	names := make([]string, len(defs))
	for i, d := range defs {
		names[i] = string(d.Verb)
	}
	return strings.Join(names, ", ")
}

// vp scores points for side.
func (r *Resolver) vp(side string, points float64, what string) {
	if points <= 0 {
		return
	}
	r.emit(Event{Kind: EventVP, Side: side, Points: points,
		Text: fmt.Sprintf("The %s scores %s VP for %s.", side, FormatNumber(points), what)})
}
