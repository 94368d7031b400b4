package ffot

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"ogretable/engine"
)

// The syntax of FFOTigers' verbs, as the help and the refusals write them.
const (
	syntaxUnit    = "unit NAME LABEL[,...] quality green|average|veteran|elite [hq]"
	syntaxTerrain = "terrain LABEL TERRAIN [hull-down]"
	syntaxMove    = "move LABEL[,...] none|quarter|half|full [toward|away] [into TERRAIN] [die N...]"
	syntaxNext    = "next [die N...]"
)

// usage returns the refusal of a verb used with the wrong words, with its
// FFOTigers form (engine.Usage gives the first system's form of a verb two
// systems share).
func usage(syntax string) error { return engine.Refusef("write %q", syntax) }

// Verbs returns FFOTigers' verbs.
func (system) Verbs() []*engine.VerbDef { return verbs() }

// verbs makes FFOTigers' verbs once: the engine asks for them with every
// command, and their help sentences are long.
var verbs = sync.OnceValue(func() []*engine.VerbDef {
	return slices.Concat([]*engine.VerbDef{
		{Verb: "unit", Syntax: syntaxUnit, Parse: parseWords(syntaxUnit, 4, 5), Resolve: resolveUnit, Complete: completeUnit,
			Help: "form stands into a unit of a quality, a regimental or brigade HQ with hq (004 FFOTigers: \"Regimental or brigade hq unit, not hq stand\"); a stand in no unit cannot act"},
		{Verb: "terrain", Syntax: syntaxTerrain, Parse: parseWords(syntaxTerrain, 2, 3), Resolve: resolveTerrain, Complete: completeTerrain,
			Help: "say a stand's terrain (" + terrainNames() + "), hull down to the fire or not; it saves by it, and moves from it (" + TerrainTable + ")"},
		{Verb: "move", Syntax: syntaxMove, Parse: parseMove, Resolve: resolveMove, Complete: completeMove,
			Help: "stands of the side in its movement phase used none, a quarter, a half or all of their movement, toward the enemy or away, into a terrain, once a phase (" + NoteMoveOnce + "); a vehicle in or into swamp rolls to bog (tracked 1, wheeled 1-2, +1 a bogging; " + NoteBogEnds + "); pinned stands move only away, a quarter; suppressed a quarter toward, a half away; slopes up and fords cost double and triple, a road up a slope nothing more, a stand that starts on a slope pays its double even on the road, infantry go down slopes at their road rate, vehicles never onto a double slope, and no stand into a river (004 FFOTigers); hull down ends when the stand moves. " + NoteSlopeDown + " " + NoteDoubleSlope + " The terrains: " + terrainNames() + "; " + TerrainTable + "."},
		{Verb: "next", Syntax: syntaxNext, Parse: parseDiceWords(syntaxNext, 0, 0), Resolve: resolveNext,
			Help: "the next phase: command, movement, fire, barrage, then the other side's command; a side's command phase removes its suppressed markers and makes its pinned suppressed; ending a fire or barrage phase rolls the quality checks due (one a stand hit, a second when its unit's losses leave it at half strength or worse, two a turn at most: pass suppressed, fail removed; then a loss pins the unit's suppressed), and ending the turn each routed unit's check. " + NoteHalfStrength + " " + NoteLossPins},
	},
		// Command and rout, fire, overwatch, pivot and over-run
		// (verbs_command.go, verbs_fire.go).
		commandVerbs(), fireVerbs(),
		// The barrages' verbs (verbs_barrage.go).
		barrageVerbs(),
	)
})

// terrainNames lists the terrains for the help.
func terrainNames() string {
	names := make([]string, len(Terrains))
	for i, t := range Terrains {
		names[i] = string(t)
	}
	return strings.Join(names, ", ")
}

// parseWords keeps from min to max words after the verb, for its Resolve.
func parseWords(syntax string, min, max int) func(c *engine.Command, args []string, _ string) error {
	return func(c *engine.Command, args []string, _ string) error {
		if len(args) < min || len(args) > max {
			return usage(syntax)
		}
		c.Args = args
		return nil
	}
}

// parseMove keeps the words of a move and its typed dice.
func parseMove(c *engine.Command, args []string, _ string) error {
	args, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	if len(args) < 2 {
		return usage(syntaxMove)
	}
	c.Args, c.Dice = args, dice
	return nil
}

// stands returns the stands a list of labels names, refusing a label that
// is no stand in play.
func stands(r *engine.Resolver, list string) ([]*engine.Unit, error) {
	var out []*engine.Unit
	for _, l := range engine.LabelList([]string{list}) {
		u, err := r.Unit(l)
		if err != nil {
			return nil, err
		}
		if !u.Alive() {
			return nil, engine.Refusef("%s is %s", u.Label, u.Status)
		}
		out = append(out, u)
	}
	return out, nil
}

// emit emits an FFOTigers event of stand label with its payload.
func emit(r *engine.Resolver, kind engine.EventKind, label string, data any, text string) {
	b, _ := json.Marshal(data)
	r.Emit(engine.Event{Kind: kind, Unit: label, Data: b, Text: text})
}

func resolveUnit(r *engine.Resolver) error {
	a := r.Command().Args
	if !strings.EqualFold(a[2], "quality") || (len(a) == 5 && !strings.EqualFold(a[4], "hq")) {
		return usage(syntaxUnit)
	}
	name := a[0]
	if err := engine.CheckName("a unit's name", name); err != nil {
		return err
	}
	q, err := ParseQuality(a[3])
	if err != nil {
		return engine.Refusef("%s", engine.Sentence(err))
	}
	st := GameOf(r.Game())
	if st.Formation(name) != nil {
		return engine.Refusef("there is a unit named %s already; give the new one another name", name)
	}
	us, err := stands(r, a[1])
	if err != nil {
		return err
	}
	d := unitData{Name: name, Side: us[0].Side, Quality: q, HQ: len(a) == 5}
	for _, u := range us {
		if u.Side != d.Side {
			return engine.Refusef("a unit's stands are of one side, and %s is the %s's, %s the %s's", us[0].Label, us[0].Side, u.Label, u.Side)
		}
		if in := StandOf(u).Unit; in != "" {
			return engine.Refusef("%s is in the unit %s already", u.Label, in)
		}
		if slices.Contains(d.Stands, u.Label) {
			return engine.Refusef("%s is named twice", u.Label)
		}
		d.Stands = append(d.Stands, u.Label)
	}
	r.NoRoll("to form a unit")
	hq := ""
	if d.HQ {
		hq = ", a regimental or brigade HQ"
	}
	emit(r, EventUnit, "", d, fmt.Sprintf("The %s forms the %s unit %s%s: %s.", d.Side, q, name, hq, engine.JoinAnd(d.Stands)))
	return nil
}

func resolveTerrain(r *engine.Resolver) error {
	a := r.Command().Args
	u, err := r.Unit(strings.ToUpper(a[0]))
	if err != nil {
		return err
	}
	t, err := ParseTerrain(a[1])
	if err != nil {
		return engine.Refusef("%s", engine.Sentence(err))
	}
	hull := len(a) == 3
	if hull && !strings.EqualFold(a[2], "hull-down") {
		return usage(syntaxTerrain)
	}
	r.NoRoll("for a stand's terrain")
	text := fmt.Sprintf("%s is in %s", u.Label, t)
	if hull {
		text += ", hull down"
	}
	if n := SaveNeeded(t, hull); n > 0 {
		text += fmt.Sprintf("; it saves on %d+", n)
	}
	emit(r, EventTerrain, u.Label, terrainData{Terrain: t, HullDown: hull}, text+".")
	return nil
}

func resolveMove(r *engine.Resolver) error {
	a := r.Command().Args
	moved, err := ParseMoved(a[1])
	if err != nil {
		return engine.Refusef("%s; write %q", engine.Sentence(err), syntaxMove)
	}
	dir, into := Toward, Terrain("")
	for i := 2; i < len(a); i++ {
		switch w := strings.ToLower(a[i]); {
		case w == "toward" || w == "away":
			dir = Direction(w)
		case w == "into" && i+1 < len(a):
			if into, err = ParseTerrain(a[i+1]); err != nil {
				return engine.Refusef("%s", engine.Sentence(err))
			}
			i++
		default:
			return usage(syntaxMove)
		}
	}
	us, err := stands(r, a[0])
	if err != nil {
		return err
	}
	for _, u := range us {
		if err := r.CheckTurn(u, u.Label+" moves", PhaseMovement); err != nil {
			return err
		}
		if err := moveStand(r, u, moved, dir, into); err != nil {
			return err
		}
	}
	return nil
}

// moveStand moves one stand, or refuses: a stand in no unit cannot act,
// and its marker limits how far and which way it moves.
func moveStand(r *engine.Resolver, u *engine.Unit, moved Moved, dir Direction, into Terrain) error {
	s := StandOf(u)
	if s.Unit == "" {
		return engine.Refusef("%s is in no unit and cannot act; form one with %q", u.Label, "unit NAME "+u.Label+" quality Q")
	}
	if s.MoveMade && !r.Command().Override {
		return engine.Refusef("%s %s; undo that move to change it, or put \"override\" before the command", u.Label, movedAlready(s))
	}
	if limit := MarkerMove(s.Marker, dir); moved > MovedNone && (limit == 0 || (limit < 0.5 && moved > MovedQuarter) || (limit < 1 && moved > MovedHalf)) {
		return engine.Refusef("%s is %s and may move %s the enemy at most %s of its movement (004 FFOTigers)", u.Label, s.Marker, map[Direction]string{Toward: "toward", Away: "away from"}[dir], fraction(limit))
	}
	f := FiguresOf(r.Game(), u.TypeID)
	to := s.Terrain
	if into != "" && moved > MovedNone {
		to = into
	}
	if moved > MovedNone && into != "" {
		if c, ok := Cost(f.Mode, into); !ok || c == 0 {
			return engine.Refusef("%s cannot go into %s: %s", u.Label, into, noWayWhy(into))
		}
	}
	d := moveData{Moved: moved, Terrain: to, Bogged: s.Bogged}
	var dice []engine.Die
	text := fmt.Sprintf("%s moves %s of its movement %s the enemy", u.Label, movedWords(moved), map[Direction]string{Toward: "toward", Away: "away from"}[dir])
	if moved > MovedNone && f.Mode.Vehicle() && (s.Terrain == Swamp || to == Swamp) {
		on := BogsOn(f.Mode, s.Bogged)
		var err error
		dice, err = r.Throw(engine.D6(1, fmt.Sprintf("for %s's bog roll: %d or less bogs it down", u.Label, on)))
		if err != nil {
			return err
		}
		if Bogs(dice[0].Value, f.Mode, s.Bogged) {
			d = moveData{Moved: MovedNone, Terrain: s.Terrain, Bogged: s.Bogged + 1}
			if s.Terrain != Swamp {
				d.Terrain = Swamp // it bogs in the swamp it drove into
			}
			text = fmt.Sprintf("%s bogs down in the swamp (die %d, %d or less): it does not move", u.Label, dice[0].Value, on)
		} else {
			text += fmt.Sprintf(" (bog roll %d, over %d)", dice[0].Value, on)
		}
	} else {
		r.NoRoll("for this move: only a vehicle moving in or into a swamp rolls, to bog down (004 FFOTigers)")
	}
	if d.Terrain != Swamp {
		d.Bogged = 0 // NoteBogEnds: the count ends when it leaves the swamp
	}
	if d.Moved > MovedNone && to != s.Terrain {
		text += ", into " + string(to)
	}
	if rate, err := f.Rate(); err == nil && d.Moved > MovedNone {
		// The inches it may go, in the terrain it moves into (its own when
		// none is named): issue 23, a move that did not say its inches.
		text += ": " + MovedInGame(r.Game(), rate, f.Mode, s.Terrain, to, moved).Words(to)
	}
	if s.HullDown && d.Moved > MovedNone && HullDownEnds(r.Game(), s.Terrain, d.Terrain) && ReadingsOf(r.Game()) >= ReadingsNow {
		// Said in games of issue 29's readings only: an earlier game's
		// move reads as it was logged.
		text += "; it is no longer hull down (" + NoteHullDownMoves + ")"
	}
	// The bog die is the event's, as every verb's dice are, so the log and
	// the report show it typed or rolled.
	emitUnitDice(r, EventMove, u.Label, d, text+".", dice)
	return nil
}

// MovedInGame returns how far a stand of rate r and mode m that starts in
// terrain from goes into terrain to in game g when it uses the amount
// moved of its movement: MovedFrom, or as a game created before issue 29
// reads it (ReadingsOf). The move's log line and the dashboard's move form
// both ask it.
func MovedInGame(g *engine.Game, r MoveRate, m Mode, from, to Terrain, moved Moved) Movement {
	if ReadingsOf(g) < ReadingsNow {
		return movedBefore29(r, m, to, moved)
	}
	return MovedFrom(r, m, from, to, moved)
}

// noWayWhy says why no stand or no vehicle goes into terrain t, with the
// words of 004 FFOTigers.
func noWayWhy(t Terrain) string {
	if t == River {
		return "rivers can be crossed only at bridges or fords (004 FFOTigers); say ford, or road for a bridge"
	}
	return "double slopes cannot be driven up or down by vehicles (004 FFOTigers)"
}

// HullDownEnds reports whether a stand hull down in terrain from that moves
// into terrain to in game g is no longer hull down: whenever it moves
// (NoteHullDownMoves), and in a game created before issue 29 only when
// the terrain changes (ReadingsOf).
func HullDownEnds(g *engine.Game, from, to Terrain) bool {
	return ReadingsOf(g) >= ReadingsNow || from != to
}

// movedAlready says how stand s used its move of the phase: "moved a
// quarter of its movement this phase already", "bogged down in the swamp
// this phase: it tries again next turn".
func movedAlready(s *UnitState) string {
	if s.Moved == MovedNone && s.Bogged > 0 && s.Terrain == Swamp {
		return "bogged down in the swamp this phase and tries again next turn (004 FFOTigers: \"On the next turn the stand rolls for bog\")"
	}
	return fmt.Sprintf("moved %s of its movement this phase already, and a stand moves once in its side's movement phase (004 FFOTigers)", movedWords(s.Moved))
}

// movedWords says how much of its movement a stand used: "none", "a
// quarter", "half", "all".
func movedWords(m Moved) string {
	return map[Moved]string{MovedNone: "none", MovedQuarter: "a quarter", MovedHalf: "half", MovedFull: "all"}[m]
}

// fraction says a part of a stand's movement: "a quarter", "a half".
func fraction(x float64) string {
	switch x {
	case 0.25:
		return "a quarter"
	case 0.5:
		return "a half"
	case 0:
		return "none"
	}
	return "all"
}

func resolveNext(r *engine.Resolver) error {
	g := r.Game()
	i := slices.Index(phases, g.Phase)
	turn, side, phase := g.Turn, g.Side, phases[(i+1)%len(phases)]
	if i == len(phases)-1 {
		side = (g.Side + 1) % len(g.Sides)
		if side == 0 {
			turn++
		}
	}
	notRolled, err := rollChecks(r)
	if err != nil {
		return err
	}
	text := fmt.Sprintf("The %s's %s phase, turn %d.", g.Sides[side], phase, turn)
	if g.Phase == PhaseCommand {
		if _, rolled := InCommand(g, g.CurrentSide()); !rolled {
			// 004 FFOTigers, step 1: "Attacker rolls for Command"; a
			// side that leaves its command phase without the roll is
			// said to, so that a referee who forgot it sees it.
			text = fmt.Sprintf("The %s leaves its command phase without a command roll: it counts as in command this turn (its barrages land without the 4+). %s", g.CurrentSide(), text)
		}
	}
	r.Emit(engine.Event{Kind: engine.EventPhase, Turn: turn, SideIndex: side, Phase: phase, Text: notRolled + text})
	return nil
}
