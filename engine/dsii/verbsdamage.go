package dsii

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The event kinds of damage and repairs, folded by ApplyEvent.
const (
	// EventHit is one attack on one module: the change it makes.
	EventHit engine.EventKind = "dsii hit"
	// EventRepair is an EM activation that rolls to clear one marker.
	EventRepair engine.EventKind = "dsii repair"
)

// hitData is what one attack changes on one module, as Resolve reckoned
// it: the markers it adds, the BMF a tread module loses, whether a weapons
// module is destroyed, and whether the EM uses a D4 for the rest of the
// turn.
type hitData struct {
	Module    string   `json:"module"`
	Markers   []Marker `json:"markers,omitempty"`
	BMFLost   int      `json:"bmf_lost,omitempty"`
	Destroyed bool     `json:"destroyed,omitempty"`
	BOOMNow   bool     `json:"boom_now,omitempty"`
	// Drawn lists the chits drawn from the cup by "hit ... draw N", in the
	// order drawn; empty for chits typed from the table.
	Drawn []string `json:"drawn,omitempty"`
	// Ram is the tread module (OGRE.treadN) whose ram of an Ogre this
	// attack is, which ends that Ogre's move for the activation (RamStop);
	// empty for any other attack, and in a log before version 2.
	Ram string `json:"ram,omitempty"`
}

// repairData is an EM's repair: the module and marker it rolls for, and
// whether the roll clears it.
type repairData struct {
	Module   string `json:"module"`
	Marker   Marker `json:"marker"`
	Repaired bool   `json:"repaired,omitempty"`
}

var hitVerb = &engine.VerbDef{Verb: "hit", Syntax: "hit OGRE.MODULE|ELEMENT CHIT[,...]|draw N [valid COLOUR[,...]] [by UNIT] [from SIDE] [die N...]",
	Help: "one attack on one of an Ogre's modules, with the chits drawn at the table (red3, yellow1, green0, m, boom, tsd, fsd; ko or dmg as read, with the specials, on a module whose armour the design leaves blank), or \"draw N\": N chits drawn from the game's cup ([[dsii-chit]] house entries) with the game's dice, without replacement, the cup full again for each draw; valid: the colours that count (default: the firer's house validity when by names one whose data gives it, else all; no-specials when the specials do not act); by: the unit (or OGRE.MODULE) that attacked, credited in the battle report with what the hit destroys, a weapons module Systems Down or destroyed refused as its activation is (\"cannot be used until a successful repair is done by the Electronics Module\"; override lets it through); from front|rear|left|right: the Ogre's side the firer is on, checked against the module's facing (\"Modules cannot be targeted from any facing from which it cannot be seen\"). Valid points equal to the armour Damage it, more Knock it Out (002 OGRE for DSII, Damage and Special Damage against OGRE modules). " +
		"On an element of the defence with [[dsii-element]] house data (hit HVY2 red3,yellow1): a vehicle of armour A is Damaged by A points, killed by A+1 or a BOOM, an M or TSD marks it; infantry are eliminated by 3, 4 or 5 points (militia, line, powered) (002, Ramming resolution)"}

var repairVerb = &engine.VerbDef{Verb: "repair", Syntax: "repair OGRE.MODULE [ko|dmg|sd|boom] [N+] [die N]",
	Help: "the Ogre's EM activates to repair one marker, rolling its die now: 6+ clears a DMG or the EM's KO, 4+ a Systems Down (002 OGRE for DSII, Electronics Module); the EM's own BOOM on the roll the referee gives, as 002 gives none: the design's house data (electronics boom_repair) or N+ said here; the EM activates once a turn; a roll its die cannot make now (5+ on the d4 of a BOOM's turn) is refused before the activation is spent (override lets it through)"}

func init() {
	hitVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		// "draw N" rolls a die a chit: the referee may type them ("die 3 1"),
		// as the dashboard's forms and the command bar ask.
		// "by" and "die" come in either order: by is taken out first.
		args, by, err := takeBy(args, hitVerb)
		if err != nil {
			return err
		}
		c.Attackers = by
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		args, from, err := takeFrom(args)
		if err != nil {
			return err
		}
		if len(args) < 2 {
			return usage(hitVerb)
		}
		rest := args[1:]
		if strings.EqualFold(args[1], "draw") {
			if len(args) < 3 {
				// "draw" names no number of chits (the fuzz target found
				// "hit MK1.em draw" read as a draw of none).
				return engine.Refusef("say how many chits to draw: %q", "hit "+args[0]+" draw N")
			}
			rest = args[2:]
		}
		if len(rest) != 1 && (len(rest) != 3 || !strings.EqualFold(rest[1], "valid")) {
			return usage(hitVerb)
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			// An element of the defence: a unit's label alone.
			if strings.Contains(args[0], ".") || args[0] == "" {
				return usage(hitVerb)
			}
			label, module = strings.ToUpper(args[0]), ""
		}
		c.Label, c.Target, c.Dice, c.Args = label, module, dice, args[1:]
		if from != "" {
			c.Args = append(c.Args, "from", from)
		}
		return nil
	}
	hitVerb.Resolve = resolveHit
	hitVerb.Complete = completeHit
	repairVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		// "N+", the roll the referee gives, is taken out first: a log's
		// command of an earlier version is read with it after its dice
		// (repairBOOMSaid).
		args, roll, err := takeRoll(args)
		if err != nil {
			return err
		}
		c.Count = roll
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) < 1 || len(args) > 2 {
			return usage(repairVerb)
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			return usage(repairVerb)
		}
		c.Label, c.Target, c.Dice, c.Args = label, module, dice, args[1:]
		return nil
	}
	repairVerb.Resolve = resolveRepair
	repairVerb.Complete = completeModules
}

// refusal returns err as a refusal: this package's input errors keep their
// sentence.
func refusal(err error) error {
	var in *InputError
	if errors.As(err, &in) {
		return engine.Refusef("%s", in.Sentence())
	}
	return err
}

// ArmorOf returns the armour of module m of an Ogre of design d, and
// ArmourBlank when the design does not give it (0).
func ArmorOf(d *Design, m Module) int {
	a := 0
	switch {
	case d == nil:
	case m.Kind == KindElectronics:
		a = d.Electronics.Armor
	case m.Kind == KindTread:
		a = d.Treads.Armor
	case m.Battery >= 1 && m.Battery <= len(d.Batteries):
		a = d.Batteries[m.Battery-1].Armor
	}
	if a == 0 {
		return ArmourBlank
	}
	return a
}

// Change returns what outcome o of one attack changes on module m: the
// markers it adds (a DMG or a Systems Down the module carries already adds
// nothing, nor does its BMF: ReadingEMDMGNotCumulative,
// ReadingEMSecondSD), the BMF a tread module loses (never below 0), and
// whether a weapons module is destroyed.
func Change(m Module, o Outcome) (markers []Marker, bmfLost int, destroyed bool) {
	repairable := o.BMFLost - o.BMFForGood
	for _, mk := range o.Markers {
		if (mk == MarkerDMG || mk == MarkerSD) && (slices.Contains(m.Markers, mk) || slices.Contains(markers, mk)) {
			if mk == MarkerDMG {
				repairable = 0 // not cumulative: the DMG already carried took its BMF
			}
			continue
		}
		markers = append(markers, mk)
	}
	return markers, min(o.BMFForGood+repairable, m.BMF), o.Destroyed
}

// resolveHit resolves one attack on one module with the chits the referee
// drew (002 OGRE for DSII, Damage and Special Damage against OGRE modules).
func resolveHit(r *engine.Resolver) error {
	c := r.Command()
	args, from := splitFrom(c.Args)
	if c.Target == "" {
		return resolveElementHit(r, args, from)
	}
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	if m.Status == engine.StatusDestroyed {
		return engine.Refusef("%s.%s is destroyed already", u.Label, m.ID)
	}
	by, err := firerOf(r, c.Attackers, u)
	if err != nil {
		return err
	}
	if err := SeenFrom(DesignOf(r.Game(), u), *m, from); err != nil && !c.Override {
		return engine.Refusef("%s.%s %s", u.Label, m.ID, engine.Sentence(err))
	}
	draw := strings.EqualFold(args[0], "draw")
	if draw {
		args = args[1:]
	}
	valid, note, err := hitValidity(r.Game(), by, TargetOgre, args)
	if err != nil {
		return err
	}
	armor := ArmorOf(DesignOf(r.Game(), u), *m)
	if draw && armor == ArmourBlank {
		return engine.Refusef("%s.%s's armour is not given by its design, so drawn chits' points cannot count; type the result read at the table (ko or dmg, with any specials)", u.Label, m.ID)
	}
	attack, dice, drawn, prefix, err := hitAttack(r, args[0], draw, valid)
	if err != nil {
		return err
	}
	return emitHitWith(r, u, m, armor, attack, dice, drawn, prefix, by, note, "")
}

// hitAttack returns the attack of a hit with validity valid, on a module
// or an element: with draw, word is N, the chits drawn from the cup with
// their dice, their words and what the log says before the hit; else the
// chits typed at the table, refused when the game could not have drawn
// them (CheckTyped) unless the referee overrides.
func hitAttack(r *engine.Resolver, word string, draw bool, valid Validity) (attack Attack, dice []engine.Die, drawn []string, prefix string, err error) {
	if !draw {
		if attack, err = ParseAttack(word, valid); err != nil {
			return attack, nil, nil, "", refusal(err)
		}
		if err := CheckTyped(r.Game(), attack.Chits); err != nil && !r.Command().Override {
			return attack, nil, nil, "", refusal(err)
		}
		r.NoRoll("for a hit: its chits are drawn at the table")
		return attack, nil, nil, "", nil
	}
	n, err := strconv.Atoi(word)
	if err != nil {
		return attack, nil, nil, "", engine.Refusef("%q is not a number of chits; write %q", word, hitVerb.Syntax)
	}
	chits, dice, cup, err := drawChits(r, n)
	if err != nil {
		return attack, nil, nil, "", err
	}
	return Attack{Chits: chits, Valid: valid}, dice, chitWords(chits), DrawText(n, cup, dice) + ": ", nil
}

// hitValidity returns the validity of a hit whose chit words are args
// (CHITS or N, then "valid V" when typed), fired by by against a target of
// kind target in game g: the typed one, else the firer's house validity
// (FirerValidity), else AllValid; and what the log says of it
// (validityNote).
func hitValidity(g *engine.Game, by, target string, args []string) (Validity, string, error) {
	house, hasHouse := FirerValidity(g, by, target)
	if len(args) == 3 {
		v, err := ParseValidity(args[2])
		if err != nil {
			return v, "", refusal(err)
		}
		return v, validityNote(by, house, hasHouse, true, v), nil
	}
	if hasHouse {
		return house, validityNote(by, house, true, false, house), nil
	}
	return AllValid, "", nil
}

// emitHit emits the EventHit of attack on module m of Ogre u, whose
// armour is armor: dice and drawn are the cup's draw (none for typed
// chits), prefix what the log says before the hit, by the attacker it is
// credited to ("" for none). It refuses what Damage refuses.
func emitHit(r *engine.Resolver, u *engine.Unit, m *Module, armor int, attack Attack, dice []engine.Die, drawn []string, prefix, by string) error {
	return emitHitWith(r, u, m, armor, attack, dice, drawn, prefix, by, "", "")
}

// emitHitWith is emitHit with note, the words the log adds after the hit's
// sentence ("" for none: the sentence is emitHit's), and ram, the tread
// module (OGRE.treadN) whose ram of an Ogre the attack is, which the event
// records (hitData.Ram; "" for any other attack).
func emitHitWith(r *engine.Resolver, u *engine.Unit, m *Module, armor int, attack Attack, dice []engine.Die, drawn []string, prefix, by, note, ram string) error {
	o, err := Damage(m.Kind.Class(), armor, attack)
	if err != nil {
		return refusal(err)
	}
	markers, lost, destroyed := Change(*m, o)
	data, err := json.Marshal(hitData{Module: m.ID, Markers: markers, BMFLost: lost, Destroyed: destroyed, BOOMNow: o.BOOMNow, Drawn: drawn, Ram: ram})
	if err != nil {
		return err
	}
	e := engine.Event{Kind: EventHit, Unit: u.Label, Data: data, Dice: dice, Text: prefix + hitText(u, *m, armor, attack, o, markers, lost, by, firerIsOgre(r.Game(), by)) + note}
	if by != "" {
		e.Attackers = []string{by}
	}
	r.Emit(e)
	return nil
}

// hitText says one attack in the log: who made it (by, "" when not
// said), the chits, the points against the armour, the result, and what it
// changed.
func hitText(u *engine.Unit, m Module, armor int, a Attack, o Outcome, markers []Marker, lost int, by string, byOgre bool) string {
	chits := make([]string, 0, len(a.Chits)+1)
	if a.ReadKO {
		chits = append(chits, "ko as read")
	}
	if a.ReadDMG {
		chits = append(chits, "dmg as read")
	}
	for _, ch := range a.Chits {
		chits = append(chits, ch.String())
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s.%s is hit", u.Label, m.ID)
	if by != "" {
		fmt.Fprintf(&b, " by %s", by)
	}
	fmt.Fprintf(&b, " (%s", strings.Join(chits, ", "))
	if a.Valid != AllValid {
		fmt.Fprintf(&b, "; valid %s", a.Valid)
	}
	b.WriteString(")")
	if armor != ArmourBlank && !a.ReadKO && !a.ReadDMG {
		fmt.Fprintf(&b, ": %s against armour %d", engine.Counted(o.Points, "valid point", "valid points"), armor)
	}
	result := map[Marker]string{MarkerKO: "Knocked Out", MarkerDMG: "Damaged", "": "no KO or DMG"}[o.Result]
	fmt.Fprintf(&b, ": %s", result)
	var effects []string
	switch {
	case o.Destroyed:
		effects = append(effects, "destroyed")
	case lost > 0:
		effects = append(effects, fmt.Sprintf("-%d BMF (%d left)", lost, m.BMF-lost))
	}
	for _, mk := range markers {
		effects = append(effects, strings.ToUpper(string(mk))+" marker")
	}
	if o.BOOMNow {
		effects = append(effects, "its systems use a D4 for the rest of the turn")
	}
	forGood := TreadDMGForGood(m.Kind.Class(), a, o)
	if forGood {
		effects = append(effects, "no DMG marker, the BMF is lost for good")
	}
	for _, mk := range []Marker{MarkerDMG, MarkerSD} {
		if slices.Contains(o.Markers, mk) && !slices.Contains(markers, mk) {
			effects = append(effects, fmt.Sprintf("no second %s marker (%s)", strings.ToUpper(string(mk)), notCumulative[mk]))
		}
	}
	if len(effects) == 0 {
		effects = append(effects, "no effect")
	}
	fmt.Fprintf(&b, "; %s.", strings.Join(effects, ", "))
	if forGood {
		b.WriteString(" " + ReadingTreadOneBMF.String())
	}
	const ignored = "(OGRE Main Batteries: \"Any Fire System Down chits pulled are ignored\")"
	switch {
	case o.FSD == 0:
	case byOgre:
		fmt.Fprintf(&b, " An FSD chit: ignored, %s being an Ogre %s.", labelOf(by), ignored)
	case by != "":
		fmt.Fprintf(&b, " An FSD chit: the firer's system is down, %s's, by DSII's rules.", by)
	default:
		b.WriteString(" An FSD chit: the firer's system is down, unless the firer is an Ogre " + ignored + ".")
	}
	return b.String()
}

// firerIsOgre reports whether by, the attacker a hit names (UNIT or
// OGRE.MODULE), is an Ogre of modules in game g.
func firerIsOgre(g *engine.Game, by string) bool {
	if by == "" {
		return false
	}
	u := g.Unit(labelOf(by))
	return u != nil && IsOgre(u)
}

// notCumulative says, for the log, why a DMG or a Systems Down carried
// already is not placed again (ReadingEMDMGNotCumulative,
// ReadingEMSecondSD).
var notCumulative = map[Marker]string{
	MarkerDMG: `"DAMAGED results are not cumulative in any way"`,
	MarkerSD:  "a module is down or not",
}

// resolveRepair resolves an EM's activation to repair one marker, rolling
// its die now (002 OGRE for DSII, Electronics Module; one marker an
// activation, ReadingRepairPerActivation).
func resolveRepair(r *engine.Resolver) error {
	c := r.Command()
	g := r.Game()
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	if err := nextActivation(u); err != nil {
		return err
	}
	if Activated(g, u.Label, moduleEM) {
		return engine.Refusef("%s's electronics module has activated this turn already; it repairs on its next activation (\"next\" ends the turn)", u.Label)
	}
	marker, err := repairMarker(u, *m, c.Args)
	if err != nil {
		return err
	}
	needed, ok := RepairRoll(DesignOf(g, u), m.Kind.Class(), marker)
	if !ok {
		return engine.Refusef("the EM cannot repair %s.%s's %s: it is not repairable by the Electronics Module", u.Label, m.ID, strings.ToUpper(string(marker)))
	}
	n002, _ := RepairNeeded(m.Kind.Class(), marker)
	given, referees := needed, ""
	if n002 == 0 {
		referees = boomRepairReferees
	}
	switch said := c.Count; {
	case said == 0 && needed == 0:
		return engine.Refusef("%s", RepairRollUnknown)
	case said == 0:
	case n002 != 0:
		return engine.Refusef("002 gives %d+ for %s.%s's %s; leave out %d+ (a roll is said only where 002 gives none: the EM's own BOOM)", needed, u.Label, m.ID, strings.ToUpper(string(marker)), said)
	case said > int(D12):
		return engine.Refusef("%d+ is no roll on the EM's die (d4 to d12): say 1+ to 12+", said)
	case given != 0 && said != given && !c.Override:
		return engine.Refusef("%s's design gives %d+ for the EM's BOOM repair (its house data), not %d+: leave out %d+, or override", u.Label, given, said, said)
	default:
		needed = said
	}
	die := EMDie(g, u)
	if needed > int(die) && !c.Override {
		why := ""
		if st := UnitOf(u); st.BOOMTurn > 0 && st.BOOMTurn == g.Turn {
			why = " (a BOOM this turn: \"D4 for all systems for the rest of the turn\", 002 OGRE for DSII, BOOM, Electronics Module)"
		}
		return engine.Refusef("%s's electronics module rolls a %s now%s, which cannot make %d+: the repair of %s's %s cannot succeed, and the EM's activation would be spent on it; repair it on a later activation, or put \"override\" before the command", u.Label, die, why, needed, m.ID, strings.ToUpper(string(marker)))
	}
	dice, err := r.Throw(engine.Need{Count: 1, Sides: int(die), For: fmt.Sprintf("for %s's repair of %s's %s: %d+ clears it", u.Label, m.ID, strings.ToUpper(string(marker)), needed)})
	if err != nil {
		return err
	}
	ok = dice[0].Value >= needed
	word := "stays"
	if ok {
		word = "is cleared"
	}
	data, err := json.Marshal(repairData{Module: m.ID, Marker: marker, Repaired: ok})
	if err != nil {
		return err
	}
	r.Emit(engine.Event{Kind: EventRepair, Unit: u.Label, Data: data, Dice: dice,
		Text: fmt.Sprintf("%s's electronics module activates to repair %s's %s: %s %d, %d+ needed%s: the marker %s.",
			u.Label, m.ID, strings.ToUpper(string(marker)), die, dice[0].Value, needed, referees, word)})
	return nil
}

// takeRoll takes "N+", a roll the referee gives, out of a command's
// words: the words left and N, 0 when none is said. It refuses two.
func takeRoll(args []string) ([]string, int, error) {
	out, roll := make([]string, 0, len(args)), 0
	for _, a := range args {
		n, err := strconv.Atoi(strings.TrimSuffix(a, "+"))
		if !strings.HasSuffix(a, "+") || err != nil {
			out = append(out, a)
			continue
		}
		if roll != 0 || n < 1 {
			return nil, 0, engine.Refusef("say one roll, 1+ to 12+: write %q", repairVerb.Syntax)
		}
		roll = n
	}
	return out, roll, nil
}

// repairMarker returns the marker a repair of module m is for: the one
// named (args), else the module's only marker; it refuses a marker the
// module does not carry, or none named when it carries several.
func repairMarker(u *engine.Unit, m Module, args []string) (Marker, error) {
	if len(m.Markers) == 0 {
		return "", engine.Refusef("%s.%s carries no marker to repair", u.Label, m.ID)
	}
	if len(args) == 0 {
		first := m.Markers[0]
		for _, x := range m.Markers {
			if x != first {
				return "", engine.Refusef("%s.%s carries %s: name the one to repair (%s)", u.Label, m.ID, markerList(m.Markers), repairVerb.Syntax)
			}
		}
		return first, nil
	}
	mk, err := ParseMarker(args[0])
	if err != nil {
		return "", engine.Refusef("%q is not a marker; say ko, dmg, sd or boom", args[0])
	}
	if !slices.Contains(m.Markers, mk) {
		return "", engine.Refusef("%s.%s carries no %s marker (it carries %s)", u.Label, m.ID, strings.ToUpper(string(mk)), markerList(m.Markers))
	}
	return mk, nil
}

// markerList names markers in capitals: "KO, DMG".
func markerList(ms []Marker) string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = strings.ToUpper(string(m))
	}
	return strings.Join(out, ", ")
}

// applyHit folds an EventHit into Ogre u of game g.
func applyHit(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d hitData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a hit whose data cannot be read: %v", err)
	}
	m := UnitOf(u).Module(d.Module)
	if m == nil || m.Status == engine.StatusDestroyed || d.BMFLost > m.BMF {
		return engine.Misfitf("a hit on %s.%s, which has no such module, or it is destroyed, or has less BMF", u.Label, d.Module)
	}
	m.BMF -= d.BMFLost
	if d.Destroyed {
		m.Status, m.Markers = engine.StatusDestroyed, nil
	} else {
		m.Markers = append(m.Markers, d.Markers...)
	}
	if d.BOOMNow {
		UnitOf(u).BOOMTurn = g.Turn
	}
	if d.Ram != "" {
		rammer, tread, _ := splitModule(d.Ram)
		stop(g, rammer, RamStop{Tread: tread, Against: u.Label, Ogre: true})
	}
	return nil
}

// stop records in game g that a ram stopped Ogre label's move (RamStop).
func stop(g *engine.Game, label string, s RamStop) {
	st := GameOf(g)
	if st.Stops == nil {
		st.Stops = map[string]RamStop{}
	}
	st.Stops[label] = s
}

// applyRepair folds an EventRepair into Ogre u of game g: the EM has
// activated, and a cleared marker goes (a tread module's DMG gives its BMF
// back).
func applyRepair(g *engine.Game, u *engine.Unit, e engine.Event) error {
	var d repairData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a repair whose data cannot be read: %v", err)
	}
	m := UnitOf(u).Module(d.Module)
	if m == nil || !slices.Contains(m.Markers, d.Marker) {
		return engine.Misfitf("a repair of %s.%s's %s, which it does not carry", u.Label, d.Module, d.Marker)
	}
	activate(g, u, moduleEM)
	if !d.Repaired {
		return nil
	}
	i := slices.Index(m.Markers, d.Marker)
	m.Markers = slices.Delete(slices.Clone(m.Markers), i, i+1)
	if m.Kind == KindTread && d.Marker == MarkerDMG {
		m.BMF = min(m.BMF+1, m.BMFMax)
	}
	return nil
}

// activate records that Ogre u's activation unit key has activated this
// turn.
func activate(g *engine.Game, u *engine.Unit, key string) {
	st := GameOf(g)
	if st.Activated == nil {
		st.Activated = map[string][]string{}
	}
	st.Activated[u.Label] = append(st.Activated[u.Label], key)
	st.Order = append(st.Order, u.Label)
}
