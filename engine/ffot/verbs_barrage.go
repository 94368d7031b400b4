package ffot

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"ogretable/engine"
)

// The syntax of the barrages' verbs, as the help and the refusals write
// them.
const (
	syntaxBarrage = "barrage LABEL[,...] at POINT spotter LABEL [range INCHES] [he|ap]"
	syntaxLand    = "land BARRAGE [spotter ok|attacked|destroyed] [die N...]"
	syntaxBurst   = "burst BARRAGE [at LABEL[,...]] [feature NAME:KIND[:saved][,...]] [die N...]"
)

// barrageVerbs returns the verbs of the barrages, for Verbs.
func barrageVerbs() []*engine.VerbDef {
	return []*engine.VerbDef{
		{Verb: "barrage", Syntax: syntaxBarrage, Parse: parseWords(syntaxBarrage, 5, 16), Resolve: resolveBarrage, Complete: completeBarrage,
			Help: "in its command phase, the side aims stands with an indirect weapon (004 FFOTigers: \"Only howitzers, mortors, and rocket launchers can fire indirectly\") at a point, spotted by a stand; with a range, it is checked against each weapon's IFR and a rocket's short range (\"Rockets cannot fire below maximum short range\": at it, it fires); he (the default) or ap names its rounds: \"HE rounds fired have the burst value as listed, AP rounds have 1/2 the burst value listed or none if no burst value was listed\" (the burst radius still comes from the calibres); " + NoteAdjustment},
		{Verb: "land", Syntax: syntaxLand, Parse: parseDiceWords(syntaxLand, 1, 3), Resolve: resolveLand, Complete: completeLand,
			Help: "in the enemy's barrage phase a barrage lands: an accuracy roll of 1d6 + the spotter's level (green 1 ... elite 4) + the artillery's firing modifier + 1 an adjustment, -2 or -4 when the spotter was attacked or destroyed, hits on 10+; a miss scatters 1d6 for the direction (1 long, 2 right long, 3 right short, 4 short, 5 left short, 6 left long) and 1d6\" (2d6\" when the spotter was attacked or destroyed; a spotter out of play was destroyed); a barrage with no stand of it left in play is lifted and does not land; " + NoteOutOfCommand},
		{Verb: "burst", Syntax: syntaxBurst, Parse: parseDiceWords(syntaxBurst, 3, 5), Resolve: resolveBurst, Complete: completeBurst,
			Help: "a landed barrage bursts on the stands and terrain features under it: the burst radius by the stands' calibres, a die per stand and feature on the Artillery Hit Chart by the burst factors and the target, a stand hit rolls its terrain's save and owes a quality check; a feature hit loses its hit points (" + NoteFeatureSave + " " + NoteWalls + "); " + NoteBarrageHit},
	}
}

// parseDiceWords keeps from min to max words after the verb, and the typed
// dice, for its Resolve.
func parseDiceWords(syntax string, min, max int) func(c *engine.Command, args []string, _ string) error {
	return func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if len(args) < min || len(args) > max {
			return usage(syntax)
		}
		c.Args, c.Dice = args, dice
		return nil
	}
}

// IndirectWeapon returns the stand's first weapon that fires indirectly,
// false when it has none (004 FFOTigers: "Only howitzers, mortors, and
// rocket launchers can fire indirectly").
func (s *Stand) IndirectWeapon() (StandWeapon, bool) {
	for _, w := range s.Weapons {
		if w.Indirect {
			return w, true
		}
	}
	return StandWeapon{}, false
}

// IndirectRange returns how far the weapon fires indirectly: its IFR, or
// its long range when it lists none (004 FFOTigers: "this range is used
// instead of any other optics range values, if any, that are listed").
func (w StandWeapon) IndirectRange() float64 {
	if w.IFR > 0 {
		return w.IFR
	}
	if len(w.Ranges) == 3 {
		return w.Ranges[2]
	}
	return 0
}

// CheckIndirect returns a refusal of the weapon firing indirectly at d
// inches: beyond its IFR, or a rocket below its short range (004
// FFOTigers: "Rockets cannot fire below maximum short range": at the short
// range itself it fires); nil when it may.
func (w StandWeapon) CheckIndirect(d float64) error {
	if limit := w.IndirectRange(); d > limit {
		return errorf("%s fires indirectly out to %s\", not %s\"", w.Name, engine.FormatNumber(limit), engine.FormatNumber(d))
	}
	if short, ok := w.RocketShortRange(); ok && d < short {
		return errorf("%s is a rocket and cannot fire below its short range of %s\" (004 FFOTigers: \"Rockets cannot fire below maximum short range\")", w.Name, engine.FormatNumber(short))
	}
	return nil
}

// RocketShortRange returns the short range a rocket does not fire below
// indirectly (004 FFOTigers: "Rockets cannot fire below maximum short
// range"), false for a weapon that is no rocket or lists no ranges.
func (w StandWeapon) RocketShortRange() (float64, bool) {
	if w.Rocket && len(w.Ranges) == 3 {
		return w.Ranges[0], true
	}
	return 0, false
}

// ArtilleryTargetOf returns the column of the Artillery Hit Chart a stand
// with figures f in terrain t is hit on: a vehicle on "AFV or bunkers",
// personnel in a trench or a terrain that covers them on "Personnel in
// cover or trenches" (CoverOf, NoteCover), else "Personnel in open".
func ArtilleryTargetOf(f *Stand, t Terrain) ArtilleryTarget {
	switch {
	case f.Class == ClassVehicle:
		return TargetAFV
	case t == Trench:
		return TargetTrench
	case CoverOf(t) != NoCover:
		return TargetPersonnelCover
	}
	return TargetPersonnelOpen
}

// ArtilleryTarget returns the column of the Artillery Hit Chart a feature
// is hit on: trees on "Stone Bld or woods", a stone wall with the stone
// buildings and a wooden wall on "Wood Building walls" (NoteWalls).
func (f Feature) ArtilleryTarget() ArtilleryTarget {
	switch f {
	case Trees:
		return TargetWoods
	case Bunker:
		return TargetBunker
	case StoneBuilding, StoneWall:
		return TargetStoneBuilding
	case TrenchFeature:
		return TargetTrench
	}
	return TargetWoodBuilding
}

// emitDice emits an FFOTigers event with its payload and every die it
// rolled.
func emitDice(r *engine.Resolver, kind engine.EventKind, data any, dice []engine.Die, text string) {
	emitUnitDice(r, kind, "", data, text, dice)
}

// signed writes a modifier with its sign: "+2", "-1", "+0".
func signed(n int) string { return fmt.Sprintf("%+d", n) }

func resolveBarrage(r *engine.Resolver) error {
	a := r.Command().Args
	g, st := r.Game(), GameOf(r.Game())
	at, sp := engine.IndexWord(a, "at"), engine.IndexWord(a, "spotter")
	if at != 1 || sp < 3 || sp+1 >= len(a) {
		return usage(syntaxBarrage)
	}
	point := strings.Join(a[at+1:sp], " ")
	rng, round := -1.0, ""
	for rest := a[sp+2:]; len(rest) > 0; {
		switch w := strings.ToLower(rest[0]); {
		case w == "range" && len(rest) >= 2 && rng < 0:
			v, err := strconv.ParseFloat(rest[1], 64)
			if err != nil || !(v > 0) || math.IsInf(v, 0) {
				return engine.Refusef("%q is not a range in inches; give a number above 0", rest[1])
			}
			rng, rest = v, rest[2:]
		case (w == RoundAP || w == RoundHE) && round == "":
			round, rest = w, rest[1:]
		default:
			return usage(syntaxBarrage)
		}
	}
	us, err := stands(r, a[0])
	if err != nil {
		return err
	}
	spotter, err := r.Unit(strings.ToUpper(a[sp+1]))
	if err != nil {
		return err
	}
	if !spotter.Alive() {
		return engine.Refusef("%s is %s and spots for no barrage", spotter.Label, spotter.Status)
	}
	if StandOf(spotter) == nil || StandOf(spotter).Unit == "" {
		return engine.Refusef("%s is in no unit and cannot act; form one with %q", spotter.Label, "unit NAME "+spotter.Label+" quality Q")
	}
	b := Barrage{Name: barrageName(g, st), Side: us[0].Side, Turn: g.Turn, Spotter: spotter.Label, Point: point, State: BarragePlaced, AP: round == RoundAP}
	if spotter.Side != b.Side {
		return engine.Refusef("%s is the %s's and cannot spot for the %s", spotter.Label, spotter.Side, b.Side)
	}
	var ranges []string
	for _, u := range us {
		if err := r.CheckTurn(u, "a barrage is placed", PhaseCommand); err != nil {
			return err
		}
		s := StandOf(u)
		if s.Unit == "" {
			return engine.Refusef("%s is in no unit and cannot act; form one with %q", u.Label, "unit NAME "+u.Label+" quality Q")
		}
		w, ok := FiguresOf(g, u.TypeID).IndirectWeapon()
		if !ok {
			return engine.Refusef("%s has no weapon that fires indirectly (004 FFOTigers: \"Only howitzers, mortors, and rocket launchers can fire indirectly\")", u.Label)
		}
		if !s.Marker.MayFire(false, false) {
			return engine.Refusef("%s is %s and cannot fire a barrage (%s)", u.Label, s.Marker, NoteSuppressedFire)
		}
		if b.Quality != 0 && s.Quality != b.Quality {
			return engine.Refusef("a barrage's stands roll one accuracy roll with their quality, and %s is %s, %s %s: place one barrage for each quality", us[0].Label, b.Quality, u.Label, s.Quality)
		}
		b.Quality = s.Quality
		for _, o := range st.Barrages {
			if (o.State == BarragePlaced || o.Landed()) && containsLabel(o.Stands, u.Label) {
				return engine.Refusef("%s fires in the barrage %s already", u.Label, o.Name)
			}
		}
		if containsLabel(b.Stands, u.Label) {
			return engine.Refusef("%s is named twice", u.Label)
		}
		if rng >= 0 {
			if err := w.CheckIndirect(rng); err != nil {
				return engine.Refusef("%s: %s", u.Label, engine.Sentence(err))
			}
		}
		ranges = append(ranges, fmt.Sprintf("%s's %s %s\"", u.Label, w.Name, engine.FormatNumber(w.IndirectRange())))
		b.Stands = append(b.Stands, u.Label)
	}
	b.Adjustments = Adjustments(st, b)
	r.NoRoll("to place a barrage")
	acc := AccuracyOf(g, &b, ObserverOK)
	text := fmt.Sprintf("The %s's barrage %s: %s (%s) at %s, spotted by %s (%s)", b.Side, b.Name, engine.JoinAnd(b.Stands), b.Quality, point, spotter.Label, acc.Spotter)
	if rng >= 0 {
		text += fmt.Sprintf("; at %s\", within %s", engine.FormatNumber(rng), engine.JoinAnd(ranges))
	} else {
		text += fmt.Sprintf("; the referee checks the range: %s", engine.JoinAnd(ranges))
	}
	if b.Adjustments > 0 {
		text += fmt.Sprintf("; %d %s", b.Adjustments, engine.Plural(b.Adjustments, "adjustment", "adjustments"))
	}
	if b.AP {
		// A sentence only AP barrages have: an HE one reads as it did.
		text += "; AP rounds, half the listed burst value (004 FFOTigers: \"AP rounds have 1/2 the burst value listed\")"
	}
	text += fmt.Sprintf(". It lands in the enemy's barrage phase on %d+ on %s (modifier %s), %s with the spotter unharmed.", acc.Needed(), acc.Dice(), signed(acc.Modifier()), acc.Chance().Percent())
	emitDice(r, EventBarrage, b, nil, text)
	return nil
}

// Adjustments returns the adjustments a barrage has: one for each barrage
// of its side that came down at the same point, spotted by the same stand,
// in an earlier turn (004 FFOTigers: "Each adjustment in later turns adds
// one to this roll"; NoteAdjustment).
func Adjustments(st *GameState, b Barrage) int {
	n := 0
	for _, o := range st.Barrages {
		if o.Side == b.Side && o.Turn < b.Turn && strings.EqualFold(o.Point, b.Point) && o.Spotter == b.Spotter &&
			(o.Landed() || o.State == BarrageDone) {
			n++
		}
	}
	return n
}

// containsLabel reports whether labels has label.
func containsLabel(labels []string, label string) bool {
	for _, l := range labels {
		if l == label {
			return true
		}
	}
	return false
}

// barrageOf returns the barrage a verb names, refusing a name that is none.
func barrageOf(r *engine.Resolver, name string) (*Barrage, error) {
	st := GameOf(r.Game())
	b := st.Barrage(name)
	if b == nil {
		var names []string
		for _, o := range st.Barrages {
			names = append(names, o.Name)
		}
		if len(names) == 0 {
			return nil, engine.Refusef("there is no barrage %s: none is placed; place one with %q", name, syntaxBarrage)
		}
		return nil, engine.Refusef("there is no barrage %s; the barrages are %s", name, engine.JoinAnd(names))
	}
	return b, nil
}

func resolveLand(r *engine.Resolver) error {
	a := r.Command().Args
	g := r.Game()
	var obs Observer
	switch {
	case len(a) == 3 && strings.EqualFold(a[1], "spotter"):
		o, err := ParseObserver(a[2])
		if err != nil {
			return engine.Refusef("%s", engine.Sentence(err))
		}
		obs = o
	case len(a) != 1:
		return usage(syntaxLand)
	}
	b, err := barrageOf(r, a[0])
	if err != nil {
		return err
	}
	// The roll is the landing the land form shows (LandingOf).
	landing, err := LandingOf(g, b, obs)
	if err != nil {
		return err
	}
	if err := r.CheckTurn(nil, "a barrage lands", PhaseBarrage); err != nil {
		return err
	}
	if side := g.CurrentSide(); side == b.Side && !r.Command().Override {
		return engine.Refusef("the %s's barrage %s lands in the enemy's barrage phase (004 FFOTigers, steps 4 and 8), not in the %s's", b.Side, b.Name, side)
	}
	var dice []engine.Die
	var text []string
	d := landData{Barrage: b.Name}
	in, rolled := landing.InCommand, landing.Rolled
	if !in {
		ds, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s: the %s was out of command in turn %d, when it placed it, and lands it on %d+", b.Name, b.Side, b.Turn, OutOfCommandBarrage)))
		if err != nil {
			return err
		}
		dice = append(dice, ds...)
		if ds[0].Value < OutOfCommandBarrage {
			d.State = BarrageNot
			emitDice(r, EventLand, d, dice, fmt.Sprintf("The %s was out of command in turn %d, when it placed the barrage %s: it does not land (die %d, %d+ needed).", b.Side, b.Turn, b.Name, ds[0].Value, OutOfCommandBarrage))
			return nil
		}
		text = append(text, fmt.Sprintf("The %s was out of command in turn %d, when it placed the barrage %s, and lands it on die %d (%d+).", b.Side, b.Turn, b.Name, ds[0].Value, OutOfCommandBarrage))
	} else if !rolled {
		text = append(text, fmt.Sprintf("No command roll of the %s is recorded for turn %d, when it placed %s: it lands as in command.", b.Side, b.Turn, b.Name))
	}
	acc := landing.Accuracy
	ds, err := r.Throw(engine.D6(AccuracyDiceOf(g), fmt.Sprintf("for %s's accuracy on %s: %d+ hits (modifier %s, %s)", b.Name, acc.Dice(), acc.Needed(), signed(acc.Modifier()), acc.Chance().Percent())))
	if err != nil {
		return err
	}
	dice = append(dice, ds...)
	total := engine.Sum(ds)
	if total >= acc.Needed() {
		d.State = BarrageOn
		text = append(text, fmt.Sprintf("The barrage %s lands on target at %s: accuracy %s %s = %d, 10+ hits.", b.Name, b.Point, acc.Rolled(ds), signed(acc.Modifier()), total+acc.Modifier()))
		emitDice(r, EventLand, d, dice, strings.Join(text, " "))
		return nil
	}
	dir, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s's scatter direction: 1 long, 2 right long, 3 right short, 4 short, 5 left short, 6 left long", b.Name)))
	if err != nil {
		return err
	}
	n := landing.ScatterDice
	dist, err := r.Throw(engine.D6(n, fmt.Sprintf("for %s's scatter in inches", b.Name)))
	if err != nil {
		return err
	}
	dice = append(append(dice, dir...), dist...)
	d.State, d.Scatter = BarrageScatter, fmt.Sprintf("%d\" %s", engine.Sum(dist), ScatterDirections[dir[0].Value-1])
	text = append(text, fmt.Sprintf("The barrage %s misses %s (accuracy %s %s = %d, 10+ hits) and scatters %s of it (direction die %d, %dd6 %d).",
		b.Name, b.Point, acc.Rolled(ds), signed(acc.Modifier()), total+acc.Modifier(), d.Scatter, dir[0].Value, n, engine.Sum(dist)))
	emitDice(r, EventLand, d, dice, strings.Join(text, " "))
	return nil
}

// Burst is what a landed barrage bursts with: the burst factor of its
// rounds (HE as listed, AP half: BurstFactor), its burst radius a stand and in all, and the
// stands that land fire on target.
type Burst struct {
	Factor, PerStand, Radius float64
	Stands                   int
}

// BurstOf returns barrage b's burst in game g: the stands "landing fire on
// target" are those of it still in play, each adding its indirect
// weapon's burst factor and its calibre's radius (BurstRadius). It errors
// when no stand of it is in play, a calibre is missing, or no weapon lists
// a burst value (004 FFOTigers: "or none if no burst value was listed").
func BurstOf(g *engine.Game, b *Barrage) (Burst, error) {
	factor, calibres := 0.0, []int{}
	for _, l := range b.Stands {
		if u := g.Unit(l); u != nil && u.Alive() {
			if w, ok := FiguresOf(g, u.TypeID).IndirectWeapon(); ok {
				factor += BurstFactor(w.Burst, b.AP)
				calibres = append(calibres, w.Calibre)
			}
		}
	}
	if len(calibres) == 0 {
		return Burst{}, errorf("no stand of the barrage %s is in play to land fire on target (%s)", b.Name, engine.JoinAnd(b.Stands))
	}
	per, radius, err := BurstRadius(calibres)
	if err != nil {
		return Burst{}, err
	}
	if factor <= 0 {
		return Burst{}, errorf("the weapons of %s list no burst value, so its burst hits nothing (004 FFOTigers: \"or none if no burst value was listed\")", b.Name)
	}
	return Burst{Factor: factor, PerStand: per, Radius: radius, Stands: len(calibres)}, nil
}

// featureWord is a terrain feature as burst names it: NAME:KIND[:saved].
type featureWord struct {
	name  string
	kind  Feature
	saved bool
}

// parseFeatures reads the features of a burst.
func parseFeatures(list string) ([]featureWord, error) {
	var out []featureWord
	for _, w := range strings.Split(list, ",") {
		p := strings.Split(w, ":")
		if len(p) < 2 || len(p) > 3 || p[0] == "" || (len(p) == 3 && !strings.EqualFold(p[2], "saved")) {
			return nil, engine.Refusef("%q is not a feature; write NAME:KIND or NAME:KIND:saved, such as church:stone-building", w)
		}
		if err := engine.CheckName("a feature's name", p[0]); err != nil {
			return nil, err
		}
		k, err := ParseFeature(p[1])
		if err != nil {
			return nil, engine.Refusef("%s", engine.Sentence(err))
		}
		out = append(out, featureWord{name: p[0], kind: k, saved: len(p) == 3})
	}
	return out, nil
}

func resolveBurst(r *engine.Resolver) error {
	a := r.Command().Args
	g, st := r.Game(), GameOf(r.Game())
	var targets []*engine.Unit
	var features []featureWord
	for i := 1; i < len(a); i += 2 {
		if i+1 >= len(a) {
			return usage(syntaxBurst)
		}
		var err error
		switch strings.ToLower(a[i]) {
		case "at":
			targets, err = stands(r, a[i+1])
		case "feature":
			features, err = parseFeatures(a[i+1])
		default:
			return usage(syntaxBurst)
		}
		if err != nil {
			return err
		}
	}
	if len(targets) == 0 && len(features) == 0 {
		return usage(syntaxBurst)
	}
	b, err := barrageOf(r, a[0])
	if err != nil {
		return err
	}
	switch {
	case b.State == BarrageDone:
		return engine.Refusef("the barrage %s has burst already, and a barrage bursts once; to roll its burst again, undo it first", b.Name)
	case b.State == BarrageNot:
		return engine.Refusef("the barrage %s did not land (its side was out of command and missed its %d+), so it has no burst", b.Name, OutOfCommandBarrage)
	case !b.Landed():
		return engine.Refusef("the barrage %s has not landed yet; land it first with %q", b.Name, "land "+b.Name)
	}
	if err := r.CheckTurn(nil, "a barrage bursts", PhaseBarrage); err != nil {
		return err
	}
	bu, err := BurstOf(g, b)
	if err != nil {
		return engine.Refusef("%s", engine.Sentence(err))
	}
	factor := bu.Factor
	d := burstData{Barrage: b.Name, Unsaved: []string{}}
	var dice []engine.Die
	text := []string{fmt.Sprintf("The barrage %s bursts, radius %s\" (%s\" a stand, %d %s), burst factor %s (%s).",
		b.Name, engine.FormatNumber(bu.Radius), engine.FormatNumber(bu.PerStand), bu.Stands, engine.Plural(bu.Stands, "stand", "stands"), engine.FormatNumber(factor), b.RoundWords())}
	for _, u := range targets {
		s, f := StandOf(u), FiguresOf(g, u.TypeID)
		target := ArtilleryTargetOf(f, s.Terrain)
		row, needed, err := ArtilleryHit(factor, target)
		if err != nil {
			return engine.Refusef("%s", engine.Sentence(err))
		}
		hit, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s under %s (%s, row %s): %d+ hits", u.Label, b.Name, target, row, needed)))
		if err != nil {
			return err
		}
		dice = append(dice, hit...)
		if hit[0].Value < needed {
			text = append(text, fmt.Sprintf("%s (%s) is missed: %d, %d+ hits.", u.Label, target, hit[0].Value, needed))
			continue
		}
		save := SaveNeeded(s.Terrain, s.HullDown)
		if save == 0 {
			d.Unsaved = append(d.Unsaved, u.Label)
			text = append(text, fmt.Sprintf("%s (%s) is hit: %d, %d+ hits; no save in %s, it owes a quality check.", u.Label, target, hit[0].Value, needed, s.Terrain))
			continue
		}
		sv, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s's save in %s: %d+ saves", u.Label, s.Terrain, save)))
		if err != nil {
			return err
		}
		dice = append(dice, sv...)
		if sv[0].Value >= save {
			text = append(text, fmt.Sprintf("%s (%s) is hit: %d, %d+ hits; it saves, %d (%d+).", u.Label, target, hit[0].Value, needed, sv[0].Value, save))
			continue
		}
		d.Unsaved = append(d.Unsaved, u.Label)
		text = append(text, fmt.Sprintf("%s (%s) is hit: %d, %d+ hits; its save fails, %d (%d+): it owes a quality check.", u.Label, target, hit[0].Value, needed, sv[0].Value, save))
	}
	for _, fw := range features {
		target := fw.kind.ArtilleryTarget()
		row, needed, err := ArtilleryHit(factor, target)
		if err != nil {
			return engine.Refusef("%s", engine.Sentence(err))
		}
		hit, err := r.Throw(engine.D6(1, fmt.Sprintf("for the %s %s under %s (row %s): %d+ hits", fw.kind, fw.name, b.Name, row, needed)))
		if err != nil {
			return err
		}
		dice = append(dice, hit...)
		fs := FeatureState{Name: fw.name, Kind: fw.kind}
		if x := st.Feature(fw.name); x != nil {
			if x.Kind != fw.kind {
				return engine.Refusef("%s is a %s, not a %s", x.Name, x.Kind, fw.kind)
			}
			fs = *x
		}
		if hit[0].Value < needed {
			text = append(text, fmt.Sprintf("The %s %s is missed: %d, %d+ hits.", fw.kind, fw.name, hit[0].Value, needed))
			continue
		}
		this := FeatureDamage(factor, fw.saved)
		fire := CatchesFire(fw.kind.HitPoints(), fs.Damage, this, fw.saved)
		fs.Damage += this
		fs.Burning = fs.Burning || fire
		how := "fails its save (the referee's word)"
		if fw.saved {
			how = "saves (the referee's word), half"
		}
		line := fmt.Sprintf("The %s %s is hit: %d, %d+ hits; it %s: %s hit points, %s of %d lost.", fw.kind, fw.name, hit[0].Value, needed, how,
			engine.FormatNumber(this), engine.FormatNumber(fs.Damage), fw.kind.HitPoints())
		if fire {
			line += " It catches fire."
		}
		text = append(text, line)
		d.Features = append(d.Features, fs)
	}
	emitDice(r, EventBurst, d, dice, strings.Join(text, " "))
	return nil
}

// barrageName returns the name of game g's next barrage: B and its number,
// the next number that names neither a barrage nor a unit of the game (a
// playtest's first barrage was B1 beside the defender's unit B1, and the
// log spoke of both).
func barrageName(g *engine.Game, st *GameState) string {
	for n := len(st.Barrages) + 1; ; n++ {
		name := fmt.Sprintf("B%d", n)
		if g.Unit(name) == nil && st.Barrage(name) == nil {
			return name
		}
	}
}
