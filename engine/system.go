package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// System is a rule system behind the seam: the commands it accepts (its
// verbs), the events it folds beyond the shared ones, its turn structure,
// the state it keeps of its own, and its victory rules. A game records its
// rules variant at creation, and the variant names the system. What every
// system uses stays shared: the game envelope (sides, scale, seed, turn),
// dice, the event envelope, notes, undo and redo (the log's), VP, the
// catalog and the log. The Ogre CRT rules (published, classic, lite) are
// the first system; another is added by a file that calls RegisterSystem,
// without editing the Ogre rules' files.
type System interface {
	// Name returns the system's name: "ogre-crt".
	Name() string
	// Title returns the system's name for people: "the Ogre CRT rules".
	Title() string
	// Variants returns the rules variants the system plays, its default
	// first. A variant belongs to one system.
	Variants() []Variant
	// Verbs returns the system's own verbs; the shared verbs (note, undo,
	// redo) come with every system.
	Verbs() []*VerbDef
	// Keywords returns the words the system's parsers read where a label
	// may stand that no verb's syntax shows ("dice" for "die", another name
	// of a type), in lower case: no unit may be labelled with one.
	Keywords() []string
	// Phases returns the phases of a player-turn, in order; a game starts
	// in the first.
	Phases() []Phase
	// NewState returns the state the system keeps of its own for a new
	// game, nil when it keeps none beyond the shared units.
	NewState() SystemState
	// DecodeState reads the state NewState made back from a snapshot's
	// JSON, for game g, whose units are read back already; it errors when
	// the state does not fit them.
	DecodeState(g *Game, data json.RawMessage) (SystemState, error)
	// PrepareAdd checks that a unit of type t may enter game g, and
	// completes its entry event e with what the system records of it (the
	// weapons it carries, for example); it errors with a refusal when the
	// unit may not enter.
	PrepareAdd(g *Game, t *UnitType, e *Event) error
	// NewUnit returns the state the system keeps of unit u, which enters
	// play by event e (its Type, Side and Label are set), nil when it keeps
	// none; it errors when the event does not fit the unit's type.
	NewUnit(g *Game, u *Unit, e Event) (UnitState, error)
	// DecodeUnit reads the state NewUnit made back from a snapshot's JSON
	// (empty when the unit had none), for unit u of game g.
	DecodeUnit(g *Game, u *Unit, data json.RawMessage) (UnitState, error)
	// ApplyEvent folds an event whose kind the shared envelope does not
	// know, and sees every phase event before the game moves on (it
	// returns false for those). It returns false when the kind is not the
	// system's either.
	ApplyEvent(g *Game, e Event) (bool, error)
	// Victory returns each victory condition of scenario sc and whether it
	// holds in g, by the system's rules.
	Victory(g *Game, sc *Scenario) []VictoryStatus
	// Check judges one check of a scenario's end condition ("MK3
	// destroyed") in g: whether it holds, whether the program can judge it
	// (judged false: the referee's part), and why; it errors on a check
	// the system cannot read.
	Check(g *Game, check string) (holds, judged bool, why string, err error)
	// Retype gives unit u, whose type the game's record has just changed
	// (update), what its new type makes of the state the system keeps of
	// it (its weapons' values, for example).
	Retype(g *Game, u *Unit) error
}

// Adder is a system whose "add" and "buy" read words of their own after
// the unit type, each with a value (the Ogre CRT's "squads N" of an
// infantry stack), and that says how many squads a unit enters play with.
// A system that is not one adds infantry and militia as one squad each and
// every other unit in none (AddSquads), and its add reads no more words.
type Adder interface {
	// AddWords returns the words it reads, in lower case, each taking a
	// number after it (help shows "[squads N]").
	AddWords() []string
	// ReadAddWord reads the value v of word w (one of AddWords) into
	// c.Own, or refuses it.
	ReadAddWord(c *Command, w, v string) error
	// AddSquads returns the squads each unit of type t that command c
	// adds (or buys) enters play with, 0 for a unit not in squads; an
	// error refuses the command.
	AddSquads(t *UnitType, c Command) (int, error)
}

// addSquads returns the squads each unit of type t that command c adds to
// game g enters play with: the system's count (Adder), else one squad for
// infantry and militia and none for any other unit.
func (g *Game) addSquads(t *UnitType, c Command) (int, error) {
	if a, ok := g.System().(Adder); ok {
		return a.AddSquads(t, c)
	}
	if t.Kind == KindInfantry || t.Kind == KindMilitia {
		return 1, nil
	}
	return 0, nil
}

// addWords returns the words game g's system reads in "add" and "buy"
// (Adder), none when it reads no more than the shared ones.
func (g *Game) addWords() []string {
	if a, ok := g.System().(Adder); ok {
		return a.AddWords()
	}
	return nil
}

// readAddWords reads, for an add or buy command c of game g, the words of
// its system (Adder) with their values out of args, into c.Own, and
// returns the rest for the shared parser; the values of "as" and "side"
// are passed over, so a label or side may be such a word.
func (g *Game) readAddWords(c *Command, args []string) ([]string, error) {
	a, ok := g.System().(Adder)
	if !ok {
		return args, nil
	}
	words := a.AddWords()
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		w := strings.ToLower(args[i])
		switch {
		case (w == "as" || w == "side") && i+1 < len(args):
			out = append(out, args[i], args[i+1])
			i++
		case slices.Contains(words, w) && i+1 < len(args):
			if err := a.ReadAddWord(c, w, args[i+1]); err != nil {
				return nil, err
			}
			i++
		case slices.Contains(words, w):
			return nil, Refusef("%q needs a value after it; write %q", w, addVerbOf(g.System()).Syntax)
		default:
			out = append(out, args[i])
		}
	}
	return out, nil
}

// Configurer is a rule system that reads the options a game was created
// with (the CRT's optional walker rules). Configure applies options, the
// game's options as recorded (JSON, nil for none), to g, a new game of the
// system; it errors on options it cannot read.
type Configurer interface {
	Configure(g *Game, options json.RawMessage) error
}

// UnitTyper is a rule system whose games play unit types of their own
// beside the catalog's (OGRE for DSII: an Ogre of each design of its
// table). SystemUnits returns those game g may put in play, each with an
// id of its own; "add" finds them after the game's records and the
// catalog, and the games of other systems never see them.
type UnitTyper interface {
	SystemUnits(g *Game) []*UnitType
}

// Opener is a rule system that names the scales its games are played in
// (OGRE for DSII and FFOTigers: inches; the Ogre CRT system: hexes or
// inches). A system that names none plays in any scale, hexes by default.
type Opener interface {
	// Scales returns the scales the system's games are played in, the
	// default first.
	Scales() []Scale
}

// ScaleOf returns the scale a new game of system s is played in when the
// referee asks for scale asked ("" for none): asked, or the default, hexes
// (an Opener's first scale). It refuses a scale an Opener's games are not
// played in.
func ScaleOf(s System, asked Scale) (Scale, error) {
	o, ok := s.(Opener)
	switch {
	case !ok && asked == "":
		return Hexes, nil
	case !ok:
		return asked, nil
	case asked == "":
		return o.Scales()[0], nil
	case slices.Contains(o.Scales(), asked):
		return asked, nil
	}
	names := make([]string, len(o.Scales()))
	for i, sc := range o.Scales() {
		names[i] = string(sc)
	}
	return "", Refusef("%s is played in %s scale, not %s; leave out the scale", s.Title(), OrList(names), asked)
}

// QuickStarter is a rule system whose new game, when the referee names no
// scenario, is set up as one of the catalog's scenarios (the Ogre CRT
// system's quick game) rather than empty. QuickScenario returns its id.
type QuickStarter interface {
	QuickScenario() string
}

// QuickScenarioOf returns the scenario a new game of system s is set up as
// when the referee names none (a QuickStarter's), "" when it opens empty.
func QuickScenarioOf(s System) string {
	if q, ok := s.(QuickStarter); ok {
		return q.QuickScenario()
	}
	return ""
}

// OpensEmpty reports whether a new game of system s is empty when the
// referee names no scenario: that of any system but a QuickStarter.
func OpensEmpty(s System) bool { return QuickScenarioOf(s) == "" }

// Sider is a rule system whose games without a scenario have sides of
// their own (FFOTigers: the attacker, who moves first, and the defender).
// Sides returns them in turn order.
type Sider interface {
	Sides() []string
}

// SidesOf returns the sides of a game of system s without a scenario: a
// Sider's, or DefaultSides.
func SidesOf(s System) []string {
	if st, ok := s.(Sider); ok {
		return st.Sides()
	}
	return DefaultSides
}

// EventSider is a rule system whose log names, for each event, the side
// that acted in it rather than the side whose player-turn it is: OGRE for
// DSII, whose units of both sides activate in one turn of one phase.
// EventSide returns that side for event e of game g, or "" when the event
// names none.
type EventSider interface {
	EventSide(g *Game, e Event) string
}

// SideToPlayer is an EventSider whose player-turns are still one side's,
// so that the header and the roster name the side to play: FFOTigers,
// whose log names the side whose stand, unit or barrage rolled (an enemy
// stand's check, overwatch, a barrage landing in the enemy's phase).
// HasSideToPlay reports that it has one.
type SideToPlayer interface {
	EventSider
	HasSideToPlay() bool
}

// EverySideActs reports whether the units of every side of g act in each
// phase, so that no side is to play: a game of an EventSider that is not a
// SideToPlayer with a side to play (OGRE for DSII).
func EverySideActs(g *Game) bool {
	if _, ok := g.System().(EventSider); !ok {
		return false
	}
	sp, ok := g.System().(SideToPlayer)
	return !ok || !sp.HasSideToPlay()
}

// LoggedSide returns the side the log records event e on, where the
// system names side (the side to play, or ActingSides'): a unit put in
// play is its own side's, whichever side's phase the referee added it in.
func LoggedSide(e Event, side string) string {
	if e.Kind == EventAdded && e.Side != "" {
		return e.Side
	}
	return side
}

// ActingSides returns, in a game of an EventSider, the side the log records
// with each of one command's events (g: the game as the last of them left
// it): the side that acted in the event, else the side that acted in the
// first of the command's events that names one. When no event of the
// command names a side (a note, a turn's end), the command is no side's
// where every side acts in each phase (EverySideActs: each side is ""),
// and the side to play's where there is one (nil). It returns nil in a game
// of any other system, whose log records the side to play.
func ActingSides(g *Game, events []Event) []string {
	es, ok := g.System().(EventSider)
	if !ok {
		return nil
	}
	sides := make([]string, len(events))
	for i, e := range events {
		sides[i] = es.EventSide(g, e)
	}
	first := slices.IndexFunc(sides, func(s string) bool { return s != "" })
	if first < 0 {
		if EverySideActs(g) {
			return sides
		}
		return nil
	}
	for i := range sides {
		if sides[i] == "" {
			sides[i] = sides[first]
		}
	}
	return sides
}

// PhaseOf names the phase of game g that side plays, as the referee reads
// it: "the ogre's movement phase"; in a game where every side acts in each
// phase (EverySideActs), whose log records the side that acted rather than
// the side to play, no one side's: "both sides' activation phase" ("all
// sides'" with more than two).
func PhaseOf(g *Game, side string, phase Phase) string {
	if !EverySideActs(g) {
		return fmt.Sprintf("the %s's %s phase", side, phase)
	}
	if len(g.Sides) == 2 {
		return fmt.Sprintf("both sides' %s phase", phase)
	}
	return fmt.Sprintf("all sides' %s phase", phase)
}

// Routiner is a rule system whose log keeps some events without a
// sentence, as routine records that another event's sentence tells (the
// Ogre CRT system's "fired": the attack's line names who fired).
// RoutineText returns the sentence the log shows for such an event e, and
// false for every other event.
type Routiner interface {
	RoutineText(e Event) (string, bool)
}

// RoutineText returns the sentence the log shows for e when it is a
// routine record of a registered system (Routiner), and false when it is
// none.
func RoutineText(e Event) (string, bool) {
	for _, s := range systems {
		if r, ok := s.(Routiner); ok {
			if t, ok := r.RoutineText(e); ok {
				return t, true
			}
		}
	}
	return "", false
}

// Stepper is a rule system some of whose events move a game on to a step
// within a phase, as a phase event moves it on to a phase (the Ogre CRT
// system's overrun fire rounds). StepOf names the step that event e moved
// the game on to ("fire round 2 of the overrun"), or, for undo, the step it
// goes back to; it returns false for an event that is no step, or when
// undo goes back to no step.
type Stepper interface {
	StepOf(e Event, undo bool) (string, bool)
}

// SpecialRuler is a rule system whose unit types may carry special rules
// of its own (a [[unit]]'s special = [...]). SpecialRules returns their
// names.
type SpecialRuler interface {
	SpecialRules() []string
}

// SpecialRules returns the names of the special rules a unit type may
// carry: those of every registered system that reads any (SpecialRuler),
// in the order the systems were registered, each name once.
func SpecialRules() []string {
	var out []string
	for _, s := range systems {
		if r, ok := s.(SpecialRuler); ok {
			for _, n := range r.SpecialRules() {
				if !slices.Contains(out, n) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// SystemState is the part of a game's state that a rule system keeps apart
// from the shared units: it is copied with the game and saved in snapshots
// as JSON.
type SystemState interface {
	// CloneState returns a deep copy.
	CloneState() SystemState
}

// systems holds every registered system; variants maps each variant to
// its system.
var (
	systems  []System
	variants = map[Variant]System{}
)

// RegisterSystem adds a rule system: its variants become choices for new
// games and its verbs join the command language. It panics when a variant
// is taken already or the system names a verb twice (or a shared verb), a
// programming mistake found at start-up.
func RegisterSystem(s System) {
	for _, v := range s.Variants() {
		if variants[v] != nil {
			panic(fmt.Sprintf("engine: rules variant %q is registered twice", v))
		}
		variants[v] = s
	}
	seen := map[Verb]bool{}
	for _, d := range s.Verbs() {
		if seen[d.Verb] || slices.ContainsFunc(sharedVerbs, func(x *VerbDef) bool { return x.Verb == d.Verb }) {
			panic(fmt.Sprintf("engine: system %s names verb %q twice, or a shared verb", s.Name(), d.Verb))
		}
		seen[d.Verb] = true
		// For Usage: the default system's syntax of a verb systems share
		// (RegisterDefault), else the first system's.
		if _, ok := syntaxOf[d.Verb]; !ok || slices.Contains(s.Variants(), defaultVariant) {
			syntaxOf[d.Verb] = d.Syntax
		}
	}
	// The same for "add", whose syntax shows the words of the system's
	// own (Adder).
	if _, ok := s.(Adder); ok && (!addSyntaxOwned || slices.Contains(s.Variants(), defaultVariant)) {
		syntaxOf[VerbAdd], addSyntaxOwned = addVerbOf(s).Syntax, true
	}
	systems = append(systems, s)
}

// addSyntaxOwned is whether Usage gives the syntax of a system's "add"
// (RegisterSystem), not the shared one.
var addSyntaxOwned bool

// addVerbOf returns the "add" of system s: the shared one, its syntax
// followed by the words the system's own add reads (Adder), as "[squads
// N]".
func addVerbOf(s System) *VerbDef {
	a, ok := s.(Adder)
	if !ok {
		return addVerb
	}
	d := *addVerb
	for _, w := range a.AddWords() {
		d.Syntax += " [" + w + " N]"
	}
	return &d
}

// defaultVariant is the variant a game that names none plays
// (RegisterDefault), "" while no system has claimed it.
var defaultVariant Variant

// RegisterDefault makes variant v, of a system registered or about to be,
// the default: the variant of a game that names none (`ogretable new`
// without --rules, ParseVariant("")). The program has one default, which a
// system claims in its init (the Ogre CRT system, for its published
// rules); it panics when another has claimed it, a programming mistake
// found at start-up. With no default, a game must name its variant.
func RegisterDefault(v Variant) {
	if defaultVariant != "" && defaultVariant != v {
		panic(fmt.Sprintf("engine: the default rules variant is %q already, not %q", defaultVariant, v))
	}
	defaultVariant = v
}

// DefaultVariant returns the variant a game that names none plays
// (RegisterDefault), "" when no system claimed it.
func DefaultVariant() Variant { return defaultVariant }

// SystemOf returns the system that plays variant v, nil when none does. The
// empty variant is the default (RegisterDefault).
func SystemOf(v Variant) System {
	if v == "" {
		v = defaultVariant
	}
	return variants[v]
}

// VariantNames returns every registered variant, the first system's first.
func VariantNames() []string {
	var names []string
	for _, s := range systems {
		for _, v := range s.Variants() {
			names = append(names, string(v))
		}
	}
	return names
}

// System returns the rule system of the game's variant; for a variant no
// system plays (a game built by hand with none), the default's
// (RegisterDefault), else the first registered.
func (g *Game) System() System {
	if s := SystemOf(g.Variant); s != nil {
		return s
	}
	if s := variants[defaultVariant]; s != nil {
		return s
	}
	return systems[0]
}

// Verb returns the verb definition for v in the game's system: its own
// verbs and the shared ones; nil when the game's system has no such verb.
func (g *Game) Verb(v Verb) *VerbDef {
	if v == VerbAdd {
		return addVerbOf(g.System())
	}
	for _, d := range sharedVerbs {
		if d.Verb == v {
			return d
		}
	}
	for _, d := range g.System().Verbs() {
		if d.Verb == v {
			return d
		}
	}
	return nil
}

// VerbsOf returns the verbs of game g's command language in help order:
// add, the system's own, then notes, undo and redo.
func (g *Game) VerbsOf() []*VerbDef { return VerbsOfSystem(g.System()) }

// VerbsOfSystem returns the command language of games of system s in help
// order: add, the system's own verbs, then notes, undo and redo.
func VerbsOfSystem(s System) []*VerbDef {
	out := []*VerbDef{addVerbOf(s)}
	out = append(out, s.Verbs()...)
	for _, d := range sharedVerbs {
		if d != addVerb {
			out = append(out, d)
		}
	}
	return out
}

// Systems returns every registered rule system, in the order registered
// (the Ogre CRT rules first).
func Systems() []System { return slices.Clone(systems) }

// ParseVariant returns the variant named s, or an error listing the choices.
// The empty name is the default (RegisterDefault), refused when there is
// none.
func ParseVariant(s string) (Variant, error) {
	n := NormalName(s)
	if n == "" && defaultVariant != "" {
		return defaultVariant, nil
	}
	// Matched folded, as the referee types it: a variant registered as
	// "ogre-dsii" is "ogre dsii" or "OGRE_DSII" too, and is returned as
	// registered.
	for _, sys := range systems {
		for _, v := range sys.Variants() {
			if NormalName(string(v)) == n {
				return v, nil
			}
		}
	}
	names := VariantNames()
	return "", Refusef("unknown rules variant %q; choose %s", s, OrList(names))
}

// VariantsOf returns the names of system s's variants, its default first.
func VariantsOf(s System) []string {
	names := make([]string, len(s.Variants()))
	for i, v := range s.Variants() {
		names[i] = string(v)
	}
	return names
}

// OrList joins names as "a, b or c".
func OrList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// JoinAnd joins words as a sentence lists them: "A", "A and B", "A, B and C".
func JoinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
