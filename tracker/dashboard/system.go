package dashboard

import (
	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// System is what a rule system's games offer on the dashboard beyond the
// shared screen: its keys, the forms they open, and what the shared screens
// say of it. A system declares it in a package of its own (one per system,
// tracker/dashboard/<system>forms) and registers it from its init with
// RegisterSystem; the shared files name no system.
type System struct {
	// Keys are the system's keys on the main screen, in the order the
	// help and the hint line list them, after the command bar's key. A
	// key of an action of the shared table (ActNext, ActPrint) takes the
	// shared binding's place, with the system's hint and sentence.
	Keys []Binding
	// Forms are what the system's actions open (Binding.Does has
	// OpensForm), by action; a form for ActNext is the system's next
	// phase, with what its dice prompt shows.
	Forms map[Action]func(*Dashboard)
	// Welcome says, for an action among the game's keys, what the status
	// line a game opens with says of it ("f to fire").
	Welcome map[Action]string
	// Instead says, for the action of a key another system offers and
	// this one does not, what a referee uses in its place ("use a to
	// activate a battery, h for a hit").
	Instead map[Action]string
	// VariantNotes, when set, returns what a rules variant of the
	// system changes, for the help; nil or empty: the variant is a rule
	// system of its own.
	VariantNotes func(engine.Variant) []string
	// Plan, when set, returns what the dice prompt shows of a previewed
	// command before the dice (an attack's odds), nil for nothing.
	Plan func(p *tracker.Preview) []present.Row
	// Shown, when set, returns the text of what the screen shows of game
	// g for a command line that names the units labels, beyond the turn,
	// the phase and their roster rows (an Ogre's panel, an attack's
	// odds): a command typed at a screen older than the log goes on only
	// when it is the same on the game now (sameShown).
	Shown func(g *engine.Game, line string, labels []string) string
	// Applied, when set, returns what the status line adds after a
	// command whose new log lines are lines ("Nobody recovers."), "" for
	// nothing.
	Applied func(g *engine.Game, lines []tracker.LogLine) string
}

// systems holds each rule system's dashboard, by the system's name, and
// systemNames their names in the order they registered.
var (
	systems     = map[string]*System{}
	systemNames []string
)

// RegisterSystem makes s what the games of the rule system named name offer
// on the dashboard; a system's package calls it from its init. It panics
// when the system is registered already, a programming mistake found at
// start-up.
func RegisterSystem(name string, s System) {
	if systems[name] != nil {
		panic("dashboard: the forms of " + name + " are registered twice")
	}
	systems[name] = &s
	systemNames = append(systemNames, name)
	actionDoes = newActionDoes()
}

// systemOf returns what game g's rule system registered; a system that
// registered nothing offers the shared keys only.
func systemOf(g *engine.Game) *System {
	if s := systems[g.System().Name()]; s != nil {
		return s
	}
	return &System{}
}
