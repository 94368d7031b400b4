package ffot

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The syntax of the fire verbs.
const (
	syntaxFire      = "fire STAND[.WEAPON] at TARGET range INCHES [side] [die N...]"
	syntaxOverwatch = "overwatch STAND[.WEAPON] at TARGET range INCHES [side] [die N...]"
	syntaxPivot     = "pivot STAND"
	syntaxOverrun   = "overrun STAND at STAND [die N...]"
)

// fireVerbs returns the verbs of direct fire: fire, overwatch, pivot and
// overrun.
func fireVerbs() []*engine.VerbDef {
	return []*engine.VerbDef{
		{Verb: "fire", Syntax: syntaxFire, Parse: parseFire(syntaxFire), Resolve: resolveFire(HowFire), Complete: completeFire,
			Help: "a stand of the side in its fire phase that moved less than half fires a weapon (its first when none is named; .crew for its crew's own arms) at an enemy stand so many inches away, at its side armour with side: to-hit dice (ROF + quality), a save per hit (terrain, hull down), effect dice per unsaved hit; a weapon with an INF number fires by it (004 FFOTigers); a stand fires once in the phase with one weapon, infantry each weapon they carry once, and a stand that placed a barrage this turn fires that (the readings in help ffot). " + NoteSuppressedFire},
		{Verb: "overwatch", Syntax: syntaxOverwatch, Parse: parseFire(syntaxOverwatch), Resolve: resolveFire(HowOverwatch), Complete: completeFire,
			Help: "in the enemy's movement phase, a stand that used no more than a quarter of its movement in its last turn fires at a moving enemy stand, as fire does (004 FFOTigers, step 9), once in each enemy movement phase (infantry each weapon once); suppressed stands may, pinned ones not"},
		{Verb: "pivot", Syntax: syntaxPivot, Parse: parseWords(syntaxPivot, 1, 1), Resolve: resolvePivot, Complete: completePivot,
			Help: "in the enemy's movement phase, a stand pivots its forward arc toward a moving stand, once in the enemy's turn (004 FFOTigers, step 10)"},
		{Verb: "overrun", Syntax: syntaxOverrun, Parse: parseDiceWords(syntaxOverrun, 3, 3), Resolve: resolveOverrun, Complete: completeOverrun,
			Help: "in its movement phase, a stand of the side enters an enemy stand's place: the enemy stand fires first, then the mover if it survives, each weapon with one die (004 FFOTigers, step 11: \"All weapons have a ROF of one during over-run combat\"); infantry fire every weapon they carry, each its own roll, any other stand its first; infantry fire at an over-running vehicle's side armour; a result that makes the mover check stops it. " + NoteOverrunWeapon},
	}
}

// How is the kind of a stand's direct fire.
type How string

// The kinds of direct fire: in the fire phase, in overwatch, in an
// over-run.
const (
	HowFire      How = "fire"
	HowOverwatch How = "overwatch"
	HowOverrun   How = "overrun"
)

// Fire is a stand's direct fire at a stand, as the referee gives it.
type Fire struct {
	Firer, Target *engine.Unit
	Weapon        StandWeapon
	Crew          bool    // the crew fires its own arms, by the weapon's crew INF
	Range         float64 // inches
	Side          bool    // at the target's side armour
	How           How
}

// FireOdds are the chances of a Fire before its dice: the to-hit odds and
// band, the target's save (0: none), and what one unsaved hit does (Effect
// is the zero EffectOdds for a soft target of INF fire, which checks and
// is pinned when hit and not saved).
type FireOdds struct {
	INF    bool
	Band   Band
	ToHit  Odds
	Save   int
	Armor  int // the armour fired at: its side's with Side
	Effect EffectOdds
}

// shotParts returns what the fire rolls: direct fire's Attack, or INF
// fire's InfShot with the hit its hard target takes. It errors on a stand
// without figures or quality, a weapon without ranges, and a target out
// of range.
func (f Fire) shotParts(g *engine.Game) (a Attack, inf *InfShot, hit Hit, soft bool, err error) {
	fs, ts := StandOf(f.Firer), StandOf(f.Target)
	tf := FiguresOf(g, f.Target.TypeID)
	if fs == nil || ts == nil || tf == nil {
		return a, nil, hit, false, errorf("%s or %s has no FFOTigers figures", f.Firer.Label, f.Target.Label)
	}
	armor := tf.Armor
	if f.Side {
		armor = tf.ArmorSide
	}
	routed := false
	if u := GameOf(g).Formation(ts.Unit); u != nil {
		routed = u.Routed
	}
	ranges := Ranges{}
	if len(f.Weapon.Ranges) == 3 {
		ranges = Ranges(f.Weapon.Ranges)
	}
	shot := Shot{Range: f.Range, Ranges: ranges, Quality: fs.Quality, ROF: f.Weapon.ROF, Marker: fs.Marker, RoutedTarget: routed, Overrun: f.How == HowOverrun}
	band, _, _, err := shot.Roll()
	if err != nil {
		return a, nil, hit, false, err
	}
	if band == OutOfRange {
		return a, nil, hit, false, errorf("%s is out of range of %s's %s: %s inches, and its ranges are %s", f.Target.Label, f.Firer.Label, f.Weapon.Name, engine.FormatNumber(f.Range), ranges)
	}
	save := SaveNeeded(ts.Terrain, ts.HullDown)
	hit = Hit{Pen: f.Weapon.Pen, Armor: armor, Band: band, Quality: fs.Quality, Crew: f.Crew}
	n := f.Weapon.INF
	if f.Crew {
		n = f.Weapon.Crew
	}
	if n > 0 {
		s := InfShot{INF: n, ROF: f.Weapon.ROF, Quality: fs.Quality, Cover: CoverOf(ts.Terrain), Moving: ts.Moved > MovedNone,
			Marker: fs.Marker, Crew: f.Crew, Overrun: f.How == HowOverrun, RoutedTarget: routed}
		return Attack{Shot: shot, Pen: hit.Pen, Armor: armor, Save: save}, &s, hit, tf.Soft, nil
	}
	return Attack{Shot: shot, Pen: hit.Pen, Armor: armor, Save: save}, nil, hit, tf.Soft, nil
}

// Odds returns the fire's chances as game g stands: the same figures the
// fire verbs roll. It errors as the verbs refuse a shot that cannot be
// rolled.
func (f Fire) Odds(g *engine.Game) (FireOdds, error) {
	a, inf, hit, soft, err := f.shotParts(g)
	if err != nil {
		return FireOdds{}, err
	}
	o := FireOdds{Band: hit.Band, Save: a.Save, Armor: a.Armor}
	if inf != nil {
		o.INF = true
		if o.ToHit, err = inf.Odds(); err != nil {
			return FireOdds{}, err
		}
		if soft {
			return o, nil
		}
	} else {
		h, err := a.Shot.Odds()
		if err != nil {
			return FireOdds{}, err
		}
		o.ToHit = h.Odds
	}
	o.Effect, err = hit.Odds()
	return o, err
}

// Roll rolls the fire with d: its to-hit dice, a save for each hit, then
// the effect dice of each unsaved hit (a soft target of INF fire checks,
// and is pinned, when a hit is not saved). It errors as Odds does, and
// when d gives no dice.
func (f Fire) Roll(g *engine.Game, d engine.Dice) (Outcome, bool, error) {
	a, inf, hit, soft, err := f.shotParts(g)
	if err != nil {
		return Outcome{}, false, err
	}
	if inf == nil {
		o, err := a.Roll(d)
		return o, false, err
	}
	odds, err := inf.Odds()
	if err != nil {
		return Outcome{}, false, err
	}
	o := Outcome{Band: hit.Band}
	if o.ToHit, err = d.Throw(engine.D6(odds.Dice, needing(forToHit, odds.Needed))); err != nil {
		return Outcome{}, false, err
	}
	for _, die := range o.ToHit {
		if Passes(die.Value, odds.Needed) {
			o.Hits++
		}
	}
	if !soft {
		hit.Crew = f.Crew
		o, err = RollHits(d, o, a.Save, hit)
		return o, false, err
	}
	o, err = RollSaves(d, o, a.Save) // a soft target takes no effect dice
	if err != nil || o.Hits == o.Saved {
		return o, false, err
	}
	o.Worst = EffectCheck
	return o, true, nil
}

// parseFire keeps the words of a fire or overwatch and its typed dice:
// STAND[.WEAPON] at TARGET range INCHES [side].
func parseFire(syntax string) func(c *engine.Command, args []string, _ string) error {
	return func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) < 5 || len(args) > 6 || !strings.EqualFold(args[1], "at") || !strings.EqualFold(args[3], "range") ||
			(len(args) == 6 && !strings.EqualFold(args[5], "side")) {
			return usage(syntax)
		}
		c.Args, c.Dice = args, dice
		return nil
	}
}

// weaponOf returns the weapon of stand u that name names (its first when
// name is ""; "crew" its first with a crew INF), and whether the crew
// fires; it refuses a name the stand has no weapon of.
func weaponOf(g *engine.Game, u *engine.Unit, name string) (StandWeapon, bool, error) {
	f := FiguresOf(g, u.TypeID)
	if f == nil || len(f.Weapons) == 0 {
		return StandWeapon{}, false, engine.Refusef("%s has no weapon in its [[%s]] figures", u.Label, StandTable)
	}
	if name == "" {
		return f.Weapons[0], false, nil
	}
	names := make([]string, 0, len(f.Weapons))
	for _, w := range f.Weapons {
		if strings.EqualFold(w.Name, name) {
			return w, false, nil
		}
		names = append(names, w.Name)
	}
	if strings.EqualFold(name, "crew") {
		for _, w := range f.Weapons {
			if w.Crew > 0 {
				return w, true, nil
			}
		}
	}
	return StandWeapon{}, false, engine.Refusef("%s has no weapon %q; its weapons are %s", u.Label, name, engine.JoinAnd(names))
}

// mayAct refuses a stand in no unit (issue 23: "a stand in no unit cannot
// act").
func mayAct(u *engine.Unit) error {
	if StandOf(u).Unit == "" {
		return engine.Refusef("%s is in no unit and cannot act; form one with %q", u.Label, "unit NAME "+u.Label+" quality Q")
	}
	return nil
}

// standMayFire refuses a fire of stand u (its state s) that its movement
// or its marker forbids: in the fire phase a stand that moved half or more
// (004 FFOTigers: "stands that did not move or moved less than half
// during the phasing turn may fire"), in overwatch one that used more than
// a quarter (step 9), and a marker's (Marker.MayFire).
func standMayFire(u *engine.Unit, s *UnitState, how How) error {
	switch {
	case how == HowFire && !s.Moved.MayFire():
		return engine.Refusef("%s moved %s of its movement and may not fire: only stands that moved less than half may (004 FFOTigers)", u.Label, movedWords(s.Moved))
	case how == HowOverwatch && !s.Moved.MayOverwatch():
		return engine.Refusef("%s used %s of its movement in its last turn and may not fire in overwatch: no more than a quarter (004 FFOTigers, step 9)", u.Label, movedWords(s.Moved))
	case !s.Marker.MayFire(how == HowOverwatch, how == HowOverrun):
		return engine.Refusef("%s is %s and may not fire in %s (004 FFOTigers; %s)", u.Label, s.Marker, how, NoteSuppressedFire)
	}
	return nil
}

// MayFire returns nil when stand u may fire as how says in game g as it
// stands, and else the refusal the fire verbs give without override: in
// the fire phase a stand of the side to play (004 FFOTigers, step 6), in
// overwatch one of the side that is not moving, in the moving side's
// movement phase (step 9: "Non phasing stands ... may fire at any moving
// enemy stand"), each in a unit and as its movement and marker allow, that
// has not fired all the phase allows (FiredAlready) nor, in the fire
// phase, placed a barrage in the turn (FiredBarrage). An over-run is
// fought in the mover's movement phase by both stands.
func MayFire(g *engine.Game, u *engine.Unit, how How) error {
	s := StandOf(u)
	if s == nil || !u.Alive() {
		return engine.Refusef("%s is not a FFOTigers stand in play", u.Label)
	}
	if err := mayAct(u); err != nil {
		return err
	}
	switch how {
	case HowFire:
		if g.Phase != PhaseFire || u.Side != g.CurrentSide() {
			return engine.Refusef("%s fires only in the %s's fire phase, and this is the %s's %s phase", u.Label, u.Side, g.CurrentSide(), g.Phase)
		}
	case HowOverwatch:
		if g.Phase != PhaseMovement || u.Side == g.CurrentSide() {
			return engine.Refusef("%s fires in overwatch only in the enemy's movement phase, at a moving stand, and this is the %s's %s phase", u.Label, g.CurrentSide(), g.Phase)
		}
	}
	if err := standMayFire(u, s, how); err != nil {
		return err
	}
	if err := barrageFired(g, u, how); err != nil {
		return err
	}
	return FiredAlready(g, u, "", how)
}

// MayOverrun returns nil when stand u may over-run an enemy stand in game
// g as it stands, and else the refusal the overrun verb gives without
// override: a stand in a unit, of the side to play, in its movement phase
// (004 FFOTigers, step 11: "Units may attempt to enter enemy locations"),
// not pinned ("pinned may only retreat away from the enemy").
func MayOverrun(g *engine.Game, u *engine.Unit) error {
	s := StandOf(u)
	if s == nil || !u.Alive() {
		return engine.Refusef("%s is not a FFOTigers stand in play", u.Label)
	}
	if err := mayAct(u); err != nil {
		return err
	}
	if g.Phase != PhaseMovement || u.Side != g.CurrentSide() {
		return engine.Refusef("%s over-runs only in the %s's movement phase, and this is the %s's %s phase", u.Label, u.Side, g.CurrentSide(), g.Phase)
	}
	return overrunMarker(u, s)
}

// overrunMarker refuses an over-run by a pinned stand.
func overrunMarker(u *engine.Unit, s *UnitState) error {
	if s.Marker == Pinned {
		return engine.Refusef("%s is pinned and may not move toward the enemy (004 FFOTigers)", u.Label)
	}
	return nil
}

// MayPivot returns nil when stand u may pivot in game g as it stands, and
// else the refusal the pivot verb gives without override: a stand in a
// unit, of the side that is not moving, in the moving side's movement
// phase, that has not pivoted in this turn (004 FFOTigers, step 10: "This
// may only be done once per non phasing stand").
func MayPivot(g *engine.Game, u *engine.Unit) error {
	s := StandOf(u)
	if s == nil || !u.Alive() {
		return engine.Refusef("%s is not a FFOTigers stand in play", u.Label)
	}
	if err := mayAct(u); err != nil {
		return err
	}
	if g.Phase != PhaseMovement || u.Side == g.CurrentSide() {
		return engine.Refusef("only the non-phasing side's stands pivot, in the moving side's movement phase, and this is the %s's %s phase (004 FFOTigers, step 10)", g.CurrentSide(), g.Phase)
	}
	return pivotedAlready(u, s)
}

// pivotedAlready refuses a second pivot in a turn.
func pivotedAlready(u *engine.Unit, s *UnitState) error {
	if s.Pivoted {
		return engine.Refusef("%s pivoted in this turn already: \"This may only be done once per non phasing stand\" (004 FFOTigers)", u.Label)
	}
	return nil
}

// Stands returns the stands in play of game g for which may returns nil
// (MayFire, MayOverrun, MayPivot), in the roster's order.
func Stands(g *engine.Game, may func(*engine.Game, *engine.Unit) error) []*engine.Unit {
	var out []*engine.Unit
	for _, u := range g.Units {
		if StandOf(u) != nil && u.Alive() && may(g, u) == nil {
			out = append(out, u)
		}
	}
	return out
}

// Firers returns the stands of game g that may fire as how says
// (MayFire), in the roster's order.
func Firers(g *engine.Game, how How) []*engine.Unit {
	return Stands(g, func(g *engine.Game, u *engine.Unit) error { return MayFire(g, u, how) })
}

// resolveFire returns the Resolve of fire or overwatch.
func resolveFire(how How) func(r *engine.Resolver) error {
	return func(r *engine.Resolver) error {
		g, a := r.Game(), r.Command().Args
		label, wname, _ := strings.Cut(a[0], ".")
		us, err := stands(r, label)
		if err != nil {
			return err
		}
		ts, err := stands(r, a[2])
		if err != nil {
			return err
		}
		if len(us) != 1 || len(ts) != 1 {
			return engine.Refusef("one stand fires at one stand: write %q", map[How]string{HowFire: syntaxFire, HowOverwatch: syntaxOverwatch}[how])
		}
		u, t := us[0], ts[0]
		inches, err := strconv.ParseFloat(a[4], 64)
		if err != nil {
			return engine.Refusef("the range %q is not a number of inches", a[4])
		}
		if err := mayAct(u); err != nil {
			return err
		}
		s := StandOf(u)
		if t.Side == u.Side {
			return engine.Refusef("%s and %s are both the %s's", u.Label, t.Label, u.Side)
		}
		switch how {
		case HowFire:
			if err := r.CheckTurn(u, u.Label+" fires", PhaseFire); err != nil {
				return err
			}
		case HowOverwatch:
			if err := r.CheckTurn(nil, u.Label+" fires in overwatch at a moving stand", PhaseMovement); err != nil {
				return err
			}
			// The firer is at fault, not its target: overwatch is the
			// enemy's fire at the moving side's stands.
			if side := g.CurrentSide(); u.Side == side && !r.Command().Override {
				return engine.Refusef("%s is the %s's, and this is the %s's movement phase: overwatch is fired by the other side's stands at the %s's moving stands (004 FFOTigers, step 9: \"Non Phasing player may fire at moving stands\"); %s fires with \"fire\" in the %s's fire phase", u.Label, u.Side, side, side, u.Label, side)
			}
			if err := r.CheckTurn(t, u.Label+" fires in overwatch at a moving stand", PhaseMovement); err != nil {
				return err
			}
		}
		if err := standMayFire(u, s, how); err != nil && !r.Command().Override {
			return err
		}
		if err := barrageFired(g, u, how); err != nil && !r.Command().Override {
			return err
		}
		w, crew, err := weaponOf(g, u, wname)
		if err != nil {
			return err
		}
		if err := FiredAlready(g, u, w.Name, how); err != nil && !r.Command().Override {
			return err
		}
		_, err = shoot(r, Fire{Firer: u, Target: t, Weapon: w, Crew: crew, Range: inches, Side: len(a) == 6, How: how})
		return err
	}
}

// shoot rolls a Fire and emits its event; it returns the effect on the
// target.
func shoot(r *engine.Resolver, f Fire) (Effect, error) {
	o, pins, err := f.Roll(r.Game(), r)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			return NoEffect, engine.Refusef("%s", e.Sentence())
		}
		return NoEffect, err
	}
	odds, _ := f.Odds(r.Game())
	d := fireData{Weapon: f.Weapon.Name, Target: f.Target.Label, Range: engine.FormatNumber(f.Range), How: string(f.How), INF: odds.INF,
		Band: o.Band.String(), Needed: odds.ToHit.Needed, Hits: o.Hits, Save: odds.Save, Saved: o.Saved, PerHit: o.PerHit, Effect: o.Worst, PinsCheck: pins}
	weapon := f.Weapon.Name
	if f.Crew {
		weapon += "'s crew"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s fires its %s", f.Firer.Label, weapon)
	if f.How != HowFire {
		fmt.Fprintf(&b, " in %s", f.How)
	}
	fmt.Fprintf(&b, " at %s, %s inches (%s", f.Target.Label, d.Range, o.Band)
	if odds.INF {
		b.WriteString(", by INF")
	}
	fmt.Fprintf(&b, ", %d+ hits): %s, %d %s", d.Needed, dieList(o.ToHit), o.Hits, engine.Plural(o.Hits, "hit", "hits"))
	if len(o.Saves) > 0 {
		fmt.Fprintf(&b, "; saves on %d+: %s, %d saved", d.Save, dieList(o.Saves), o.Saved)
	}
	if len(o.Effects) > 0 {
		fmt.Fprintf(&b, "; effects, %d %s a hit: %s", o.PerHit, engine.Plural(o.PerHit, "die", "dice"), adjustedList(o.Effects, o.EffectModifier))
	}
	switch o.Worst {
	case EffectDestroyed:
		fmt.Fprintf(&b, " — %s is destroyed.", f.Target.Label)
	case EffectCheck:
		if s := StandOf(f.Target); s != nil && GameOf(r.Game()).routChecking(s.Unit) {
			// NoteRoutEnd: "only roll once for both but modify it -1".
			fmt.Fprintf(&b, " — %s's unit routed: its check waits for the unit's check at the end of the turn, one roll for both at -1", f.Target.Label)
		} else {
			fmt.Fprintf(&b, " — %s checks its quality at the end of the fire phase", f.Target.Label)
		}
		if pins {
			b.WriteString(", and is pinned when it does (a soft target)")
		}
		b.WriteString(".")
	case EffectSuppressed:
		fmt.Fprintf(&b, " — %s is suppressed.", f.Target.Label)
	default:
		b.WriteString(" — no effect.")
	}
	if len(o.Effects) > 0 && !odds.Effect.CanKill {
		b.WriteString(" " + CannotKill(f.Weapon, f.Target.Label, odds))
	}
	dice := append(append(append([]engine.Die{}, o.ToHit...), o.Saves...), o.Effects...)
	emitUnitDice(r, EventFire, f.Firer.Label, d, b.String(), dice)
	return o.Worst, nil
}

// CannotKill says why a hit of weapon w on the stand labelled target, with
// the odds o, cannot destroy it or make it check: its pen, 0 when it lists
// none (NoteNoPen), is 3 or more below the armour after range (004
// FFOTigers: "If the firing player's penitration is 3 or more less than
// the defender's armor after range effects, then the defender cannot be
// destroyed or forced to make a quality check").
func CannotKill(w StandWeapon, target string, o FireOdds) string {
	pen := o.Effect.Difference + o.Armor
	head := fmt.Sprintf("The %s's pen %d at %s range", w.Name, pen, o.Band)
	if w.Pen == 0 {
		head = fmt.Sprintf("No pen is listed for the %s, read as pen 0 at a hard target (\"Compare the penitration numbers with the armor\"): %d at %s range", w.Name, pen, o.Band)
	}
	return fmt.Sprintf("%s is 3 or more below %s's armour %d, so %s cannot be destroyed or made to check, only suppressed on a six (004 FFOTigers).", head, target, o.Armor, target)
}

// dieList writes dice as the log shows them: "dice 3, 5".
func dieList(ds []engine.Die) string {
	vs := make([]string, len(ds))
	for i, d := range ds {
		vs[i] = strconv.Itoa(d.Value)
	}
	return engine.Plural(len(ds), "die", "dice") + " " + strings.Join(vs, ", ")
}

// adjustedList writes effect dice with the modifier that adjusts them, as
// the log shows other modified rolls ("accuracy 6 +2 = 8"): "dice 4, 6 +1
// = 5, 7"; "dice 4, 6" when the modifier is 0.
func adjustedList(ds []engine.Die, mod int) string {
	if mod == 0 {
		return dieList(ds)
	}
	vs := make([]string, len(ds))
	for i, d := range ds {
		vs[i] = strconv.Itoa(d.Value + mod)
	}
	return dieList(ds) + " " + signed(mod) + " = " + strings.Join(vs, ", ")
}

func resolvePivot(r *engine.Resolver) error {
	us, err := stands(r, r.Command().Args[0])
	if err != nil {
		return err
	}
	if len(us) != 1 {
		return usage(syntaxPivot)
	}
	u := us[0]
	if err := mayAct(u); err != nil {
		return err
	}
	g := r.Game()
	if err := r.CheckTurn(nil, u.Label+" pivots", PhaseMovement); err != nil {
		return err
	}
	if u.Side == g.CurrentSide() && !r.Command().Override {
		return engine.Refusef("only the non-phasing side's stands pivot, and %s is the %s's (004 FFOTigers, step 10)", u.Label, u.Side)
	}
	s := StandOf(u)
	if err := pivotedAlready(u, s); err != nil {
		return err
	}
	r.NoRoll("for a pivot")
	text := fmt.Sprintf("%s pivots its forward arc toward a moving stand", u.Label)
	if s.Moved.MayOverwatch() {
		text += "; it may fire in overwatch"
	}
	emit(r, EventPivot, u.Label, struct{}{}, text+".")
	return nil
}

// OverrunFires returns the fires of an over-run of stand d by stand m in
// game g, in their order: d's at m first, then m's at d if it survives
// (004 FFOTigers, step 11: "Non Phasing stand fires first followed by
// moving stand, if it survives"), each with one die ("All weapons have a
// ROF of one during over-run combat"). Infantry fire every weapon they
// carry, each its own roll ("They can also fire any and all weapons
// carried"; NoteOverrunWeapon), any other stand its first weapon; infantry
// fire at an over-running vehicle's side armour ("get the side/rear armor
// facing to target from"). It errors on a stand without figures or weapon.
func OverrunFires(g *engine.Game, m, d *engine.Unit) (first, then []Fire, err error) {
	mf, df := FiguresOf(g, m.TypeID), FiguresOf(g, d.TypeID)
	if mf == nil || df == nil {
		return nil, nil, engine.Refusef("%s or %s has no FFOTigers figures", m.Label, d.Label)
	}
	fires := func(firer, target *engine.Unit, f *Stand, side bool) ([]Fire, error) {
		w, _, err := weaponOf(g, firer, "")
		if err != nil {
			return nil, err
		}
		ws := []StandWeapon{w}
		if f.Infantry() {
			ws = f.Weapons
		}
		out := make([]Fire, len(ws))
		for i, w := range ws {
			out[i] = Fire{Firer: firer, Target: target, Weapon: w, How: HowOverrun, Side: side}
		}
		return out, nil
	}
	if first, err = fires(d, m, df, df.Infantry() && mf.Mode.Vehicle()); err != nil {
		return nil, nil, err
	}
	if then, err = fires(m, d, mf, false); err != nil {
		return nil, nil, err
	}
	return first, then, nil
}

// shootAll rolls fires in turn until one destroys its target, and returns
// the worst effect on the target.
func shootAll(r *engine.Resolver, fs []Fire) (Effect, error) {
	worst := NoEffect
	for _, f := range fs {
		e, err := shoot(r, f)
		if err != nil {
			return worst, err
		}
		if worst = max(worst, e); worst == EffectDestroyed {
			break
		}
	}
	return worst, nil
}

func resolveOverrun(r *engine.Resolver) error {
	a := r.Command().Args
	if !strings.EqualFold(a[1], "at") {
		return usage(syntaxOverrun)
	}
	g := r.Game()
	movers, err := stands(r, a[0])
	if err != nil {
		return err
	}
	defs, err := stands(r, a[2])
	if err != nil {
		return err
	}
	if len(movers) != 1 || len(defs) != 1 {
		return usage(syntaxOverrun)
	}
	m, d := movers[0], defs[0]
	for _, u := range []*engine.Unit{m, d} {
		if err := mayAct(u); err != nil {
			return err
		}
	}
	if err := r.CheckTurn(m, m.Label+" over-runs", PhaseMovement); err != nil {
		return err
	}
	if d.Side == m.Side {
		return engine.Refusef("%s and %s are both the %s's", m.Label, d.Label, m.Side)
	}
	if err := overrunMarker(m, StandOf(m)); err != nil && !r.Command().Override {
		return err
	}
	first, then, err := OverrunFires(g, m, d)
	if err != nil {
		return err
	}
	onMover, err := shootAll(r, first)
	if err != nil {
		return err
	}
	if onMover == EffectDestroyed {
		return nil
	}
	onDefender, err := shootAll(r, then)
	if err != nil {
		return err
	}
	var text string
	switch {
	case onMover == EffectCheck:
		text = fmt.Sprintf("%s must check its quality, which stops its movement (004 FFOTigers, step 11).", m.Label)
	case onDefender == EffectDestroyed:
		text = fmt.Sprintf("%s destroyed %s and may move on.", m.Label, d.Label)
	case onMover == NoEffect && onDefender == NoEffect:
		text = fmt.Sprintf("Neither stand is affected: %s may spend more movement and over-run again.", m.Label)
	default:
		text = fmt.Sprintf("%s may move on if it has movement left.", m.Label)
	}
	emit(r, EventOverrun, m.Label, struct {
		Stopped bool `json:"stopped"`
	}{onMover == EffectCheck}, text)
	return nil
}
