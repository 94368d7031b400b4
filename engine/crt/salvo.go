package crt

import (
	"fmt"
	"ogretable/engine"
	"slices"
	"strconv"
	"strings"
)

// This file plays the cruise missile: a salvo launched (000 FAQ, CRUISE
// MISSILE DETONATION: "the number of cruise missiles need to be announced
// before this interesting shoot-down mini-game"), each missile's flight and
// interceptions, the lucky blast of a missile hit, a dual warhead's split,
// and the blast. The numbers are missile.go's; the referee traces every
// path on the table and gives every distance in the game's scale.

// The verbs of the cruise missile.
const (
	VerbLaunch    engine.Verb = "launch"    // launch LAUNCHER[,LAUNCHER...] [xN] [TYPE] [and ...]; launch offboard SIDE [xN] [TYPE]
	VerbIntercept engine.Verb = "intercept" // intercept MISSILE by REF[,REF...] [flown D] [die N...]
	VerbLucky     engine.Verb = "lucky"     // lucky MISSILE [die N]: the owner's die for a missile hit
	VerbSplit     engine.Verb = "split"     // split MISSILE [flown D]: a dual warhead splits
	VerbBlast     engine.Verb = "blast"     // blast MISSILE [flown D] [at LABEL:DIST...] [hexes TERRAIN:DIST...] [caught M...] [lost M...] [die N...]
)

// The events of the cruise missile; their data is in Event.Missile.
const (
	EventSalvo     engine.EventKind = "salvo"        // the missiles fired together, announced first
	EventLaunched  engine.EventKind = "launched"     // one missile in flight
	EventBecame    engine.EventKind = "became"       // a unit changes type: the crawler that fired is the empty crawler
	EventIntercept engine.EventKind = "interception" // one interceptor's 2d6, or a blast that catches a missile
	EventLucky     engine.EventKind = "lucky blast"  // the owner's die for a missile hit
	EventSplit     engine.EventKind = "split"        // a dual warhead splits into two warheads
	EventBlast     engine.EventKind = "blast"        // a missile detonates (or a dummy arrives); its effects follow
	EventLost      engine.EventKind = "missile lost" // a missile lost to a minimissile's blast
)

// Missile is a cruise missile launched in the game, in flight or done.
// Flown is the last distance flown the referee gave, in the game's scale.
type Missile struct {
	ID       string        `json:"id"` // M1, M2...; a dual warhead's warheads M3A, M3B
	Type     MissileType   `json:"type"`
	Side     string        `json:"side"`
	From     string        `json:"from,omitempty"`   // the launcher's label; "" off the board
	Weapon   string        `json:"weapon,omitempty"` // the launcher's weapon it was, if any
	Offboard bool          `json:"offboard,omitempty"`
	Warhead  bool          `json:"warhead,omitempty"` // one of a dual warhead's two
	Salvo    int           `json:"salvo"`
	Turn     int           `json:"turn"`
	Flown    float64       `json:"flown,omitempty"`
	Tried    []string      `json:"tried,omitempty"` // the interceptors that have tried, once each
	Status   MissileStatus `json:"status"`
}

// Live reports whether the missile is still in the air: flying, hit and
// waiting for its owner's die, or about to blow up where it was hit.
func (m *Missile) Live() bool {
	return m.Status == MissileFlying || m.Status == MissileHit || m.Status == MissileDetonating
}

// Shown returns the missile's type as its enemy sees it: a dummy looks like
// a cruise missile until it arrives or falls (001 ARMOR!, 5.03: "it is to
// distract enemy fire").
func (m *Missile) Shown() MissileType {
	if m.Type == MissileDummy && m.Live() {
		return MissileStandard
	}
	return m.Type
}

// Name returns the missile for the log: "M1 (cruise missile)".
func (m *Missile) Name() string {
	what := m.Shown().Name()
	if m.Warhead {
		what = "warhead of a dual-warhead missile"
	}
	return fmt.Sprintf("%s (%s)", m.ID, what)
}

// Missile returns the missile with id (case does not matter), or nil.
func GameMissile(g *engine.Game, id string) *Missile {
	for _, m := range GameOf(g).Missiles {
		if strings.EqualFold(m.ID, id) {
			return m
		}
	}
	return nil
}

// InFlight returns the missiles still in the air, in launch order.
func InFlight(g *engine.Game) []*Missile {
	var out []*Missile
	for _, m := range GameOf(g).Missiles {
		if m.Live() {
			out = append(out, m)
		}
	}
	return out
}

func cloneMissiles(ms []*Missile) []*Missile {
	if ms == nil {
		return nil
	}
	out := make([]*Missile, len(ms))
	block := make([]Missile, len(ms))
	for i, m := range ms {
		block[i] = *m
		block[i].Tried = slices.Clone(m.Tried)
		out[i] = &block[i]
	}
	return out
}

// missileVerbs are the cruise missile's verbs, in help order.
var missileVerbs = []*engine.VerbDef{
	{Verb: VerbLaunch, Syntax: "launch LAUNCHER[,LAUNCHER...] [xN] [mini|dual|dummy] [and ...]",
		Forms: []string{"launch offboard SIDE [xN] [standard|mini|dual|dummy]"},
		Help: "fire a salvo of cruise missiles in the fire phase, all announced together: from an armed missile crawler (it becomes the empty crawler), " +
			"a Mark VII (at most half of its side's missiles), a crawler of ARMOR! minimissiles (up to 3), a superheavy towing one minimissile, or off the board; " +
			"the enemy scores 12 VP a missile; \"and\" joins launchers of other missile types",
		Parse: parseMissile, Resolve: launch, Complete: completeLaunch},
	{Verb: VerbIntercept, Syntax: "intercept MISSILE by REF[,REF...] [flown D] [die N...]",
		Help: "enemy units and Ogre weapons try to shoot a missile down, each once, on 2d6 in the order named, as a snap shot that costs them nothing (an Ogre missile is not spent); " +
			"flown: the distance it has flown, in the game's scale; the first hit stops it (then \"lucky\")",
		Parse: parseMissile, Resolve: intercept, Complete: completeIntercept},
	{Verb: VerbLucky, Syntax: "lucky MISSILE [die N]",
		Help:  "the owner rolls one die for a missile that was hit: on a 6 it detonates where it was hit (then \"blast\"), otherwise it falls harmlessly",
		Parse: parseMissile, Resolve: lucky, Complete: completeMissiles},
	{Verb: VerbSplit, Syntax: "split MISSILE [flown D]",
		Help:  "a dual-warhead missile splits, more than 6 hexes from both blast points, into two warheads (MISSILEA, MISSILEB), each a minimissile one hex closer",
		Parse: parseMissile, Resolve: split, Complete: completeMissiles},
	{Verb: VerbBlast, Syntax: "blast MISSILE [flown D] [at LABEL:DIST[:TERRAIN|:underwater][,...]] [hexes TERRAIN:DIST[,...]] [caught M[,...]] [lost M[,...]] [die N...]",
		Help: "a missile detonates: each unit named at its distance from ground zero (its terrain from the state, or as given) and each Ogre weapon attacked at the table's column, " +
			"Ogre treads lose their dice, each terrain hex named attacked as an Ogre weapon (rubble on an X), ground zero a crater; " +
			"caught: missiles within 6 hexes, treated as intercepted; lost: missiles a minimissile's blast knocks down; a dummy only arrives",
		Parse: parseMissile, Resolve: blast, Complete: completeBlast},
}

// missileSource is where the rules texts give the cruise missile.
const missileSource = "000 FAQ, CRUISE MISSILE DETONATION"

// parseMissile checks the words of a missile verb and keeps its typed
// dice; Resolve reads the words again from Args.
func parseMissile(c *engine.Command, args []string, _ string) error {
	rest, dice, err := engine.TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice, c.Args = dice, rest
	switch c.Verb {
	case VerbLaunch:
		_, err = parseLaunchArgs(rest)
	case VerbIntercept:
		_, err = parseInterceptArgs(rest)
	case VerbLucky:
		if len(rest) != 1 {
			return engine.Usage(c.Verb)
		}
	case VerbSplit:
		_, err = parseSplitArgs(rest)
	case VerbBlast:
		_, err = parseBlastArgs(rest)
	}
	if err != nil {
		return err
	}
	if c.Verb == VerbSplit && len(dice) > 0 {
		return engine.Refusef("a dual warhead splits with no die; leave out \"die\"")
	}
	if len(rest) > 0 {
		c.Target = strings.ToUpper(rest[0])
	}
	return nil
}

// launchGroup is one group of a launch: launchers (or off the board, a
// side), how many missiles, and of what type.
type launchGroup struct {
	Launchers []string
	Offboard  string // the side, off the board
	Count     int    // 0: one a launcher
	Type      MissileType
	Typed     bool // the type was named
}

// parseLaunchArgs reads "L[,L...] [xN] [TYPE]" groups joined by "and", and
// "offboard SIDE [xN] [TYPE]".
func parseLaunchArgs(args []string) ([]launchGroup, error) {
	var groups []launchGroup
	var words []string
	flush := func() error {
		if len(words) == 0 {
			return engine.Refusef("write %q or %q", engine.SyntaxOf(VerbLaunch), "launch offboard SIDE [xN] [TYPE]")
		}
		var g launchGroup
		var names []string
		for i := 0; i < len(words); i++ {
			w := words[i]
			lw := strings.ToLower(w)
			switch {
			case lw == "offboard" || lw == "off-board":
				if i+1 >= len(words) {
					return engine.Refusef("after \"offboard\", name the side that fires from off the board")
				}
				g.Offboard = engine.NormalName(words[i+1])
				i++
			case len(lw) > 1 && lw[0] == 'x' && engine.IsDigits(lw[1:]):
				n, _ := strconv.Atoi(lw[1:])
				if n < 1 || n > 99 {
					return engine.Refusef("launch 1 to 99 missiles at a time, not %d", n)
				}
				g.Count = n
			default:
				if t, err := ParseMissileType(w); err == nil && w != "" {
					g.Type, g.Typed = t, true
					continue
				}
				names = append(names, w)
			}
		}
		g.Launchers = engine.LabelList(names)
		if !g.Typed {
			g.Type = MissileStandard
		}
		if g.Offboard != "" && len(g.Launchers) > 0 {
			return engine.Refusef("a missile from off the board has no launcher on the table; write %q", "launch offboard SIDE [xN] [TYPE]")
		}
		if g.Offboard == "" && len(g.Launchers) == 0 {
			return engine.Refusef("name the launcher: write %q", engine.SyntaxOf(VerbLaunch))
		}
		if g.Count > 0 && len(g.Launchers) > 1 {
			return engine.Refusef("\"x%d\" fires several missiles from one launcher; for several launchers, name each (one missile each), or join groups with \"and\"", g.Count)
		}
		groups = append(groups, g)
		words = nil
		return nil
	}
	for _, a := range args {
		if strings.EqualFold(a, "and") {
			if err := flush(); err != nil {
				return nil, err
			}
			continue
		}
		words = append(words, a)
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return groups, nil
}

// interceptArgs are the words of an interception.
type interceptArgs struct {
	Missile string
	By      []string
	Flown   float64
	HasFlow bool
}

// takeFlown removes "flown D" from words.
func takeFlown(words []string) ([]string, float64, bool, error) {
	i := engine.IndexWord(words, "flown")
	if i < 0 {
		return words, 0, false, nil
	}
	if i+1 >= len(words) {
		return nil, 0, false, engine.Refusef("after \"flown\", give the distance the missile has flown, in the game's scale")
	}
	d, err := parseDistance(words[i+1])
	if err != nil {
		return nil, 0, false, err
	}
	return append(slices.Clone(words[:i]), words[i+2:]...), d, true, nil
}

// parseDistance reads a distance the referee measured: a number, 0 or more
// (a trailing " or "in" is allowed).
func parseDistance(s string) (float64, error) {
	t := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(s), "\""), "in")
	d, err := strconv.ParseFloat(t, 64)
	if err != nil || d < 0 || d > 10000 {
		return 0, engine.Refusef("a distance is a number, 0 or more, not %q", s)
	}
	return d, nil
}

func parseInterceptArgs(args []string) (interceptArgs, error) {
	var a interceptArgs
	words, d, has, err := takeFlown(args)
	if err != nil {
		return a, err
	}
	a.Flown, a.HasFlow = d, has
	by := engine.IndexWord(words, "by")
	if by != 1 || by == len(words)-1 {
		return a, engine.Usage(VerbIntercept)
	}
	a.Missile = strings.ToUpper(words[0])
	a.By = engine.LabelList(words[2:])
	return a, nil
}

type splitArgs struct {
	Missile string
	Flown   float64
	HasFlow bool
}

func parseSplitArgs(args []string) (splitArgs, error) {
	words, d, has, err := takeFlown(args)
	if err != nil {
		return splitArgs{}, err
	}
	if len(words) != 1 {
		return splitArgs{}, engine.Usage(VerbSplit)
	}
	return splitArgs{Missile: strings.ToUpper(words[0]), Flown: d, HasFlow: has}, nil
}

// BlastTarget is one unit the referee names in a blast: its distance from
// ground zero in the game's scale, and its terrain when the referee gives
// it ("" keeps the unit's own), underwater or not.
type BlastTarget struct {
	Label      string
	Distance   float64
	Terrain    engine.Terrain
	Underwater bool
}

// BlastHex is one terrain hex the referee names in a blast, at its distance.
type BlastHex struct {
	Terrain  string // a terrain name, or "bridge" or "railroad"
	Distance float64
}

// blastArgs are the words of a blast.
type blastArgs struct {
	Missile string
	Flown   float64
	HasFlow bool
	At      []BlastTarget
	Hexes   []BlastHex
	Caught  []string
	Lost    []string
}

func parseBlastArgs(args []string) (blastArgs, error) {
	var a blastArgs
	words, d, has, err := takeFlown(args)
	if err != nil {
		return a, err
	}
	a.Flown, a.HasFlow = d, has
	if len(words) == 0 {
		return a, engine.Usage(VerbBlast)
	}
	a.Missile = strings.ToUpper(words[0])
	section := ""
	lists := map[string][]string{}
	for _, w := range words[1:] {
		switch lw := strings.ToLower(w); lw {
		case "at", "hexes", "caught", "lost":
			if _, seen := lists[lw]; seen {
				return a, engine.Refusef("%q is written twice; name everything after it once", lw)
			}
			section = lw
			lists[lw] = nil
			continue
		}
		if section == "" {
			return a, engine.Usage(VerbBlast)
		}
		lists[section] = append(lists[section], w)
	}
	for sec, ws := range lists {
		if len(ws) == 0 {
			return a, engine.Refusef("after %q, name what it concerns; write %q", sec, engine.SyntaxOf(VerbBlast))
		}
	}
	for _, item := range splitList(lists["at"]) {
		parts := strings.Split(item, ":")
		if len(parts) < 2 || len(parts) > 3 || parts[0] == "" {
			return a, engine.Refusef("name each unit in the blast as LABEL:DIST (LABEL:DIST:TERRAIN, LABEL:DIST:underwater), not %q", item)
		}
		t := BlastTarget{Label: strings.ToUpper(parts[0])}
		if t.Distance, err = parseDistance(parts[1]); err != nil {
			return a, err
		}
		if len(parts) == 3 {
			if engine.NormalName(parts[2]) == "underwater" {
				t.Underwater = true
			} else if t.Terrain, err = ParseTerrain(parts[2]); err != nil {
				return a, err
			}
		}
		a.At = append(a.At, t)
	}
	for _, item := range splitList(lists["hexes"]) {
		name, dist, ok := strings.Cut(item, ":")
		if !ok || name == "" {
			return a, engine.Refusef("name each terrain hex in the blast as TERRAIN:DIST (forest:2), not %q", item)
		}
		h := BlastHex{Terrain: engine.NormalName(name)}
		if h.Distance, err = parseDistance(dist); err != nil {
			return a, err
		}
		if _, ok := hexClass(h.Terrain); !ok {
			if _, err := ParseTerrain(name); err != nil {
				return a, engine.Refusef("unknown terrain %q in the blast; choose %s, bridge or railroad", name, terrainChoices())
			}
			t, _ := ParseTerrain(name)
			h.Terrain = string(t)
		}
		a.Hexes = append(a.Hexes, h)
	}
	a.Caught = engine.LabelList(lists["caught"])
	a.Lost = engine.LabelList(lists["lost"])
	return a, nil
}

// splitList splits words at commas and spaces, dropping empty items.
func splitList(words []string) []string {
	var out []string
	for _, s := range strings.Split(strings.Join(words, ","), ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// hexClass returns the minimissile class of a terrain hex (001 ARMOR!,
// 5.018: "Town or Forest Hex"; "Road, Railroad, Bridge"), false for a hex
// the table does not name.
func hexClass(t string) (MiniClass, bool) {
	switch t {
	case string(TerrainTown), string(TerrainForest):
		return MiniTownForest, true
	case string(TerrainRoad), string(TerrainSecondaryRoad), "bridge", "railroad":
		return MiniRoad, true
	}
	return "", false
}

// ---- launch

// launchSpec is one missile to launch: from launcher u's weapon w (both nil
// off the board), of type t.
type launchSpec struct {
	u    *engine.Unit
	w    *Weapon
	side string
	t    MissileType
}

// isMiniWeapon reports whether a launcher's weapon holds an ARMOR!
// minimissile (001 ARMOR!, 5.012) rather than a cruise missile.
func isMiniWeapon(w *Weapon) bool { return w.Type != nil && w.Type.ID == idMinimissile }

// idMinimissile is the catalog id of ARMOR!'s minimissile as a weapon.
const idMinimissile = "minimissile"

// cruiseWeapons returns u's cruise missiles not yet fired.
func cruiseWeapons(u *engine.Unit) []*Weapon {
	var out []*Weapon
	for _, w := range UnitOf(u).Weapons {
		if w.Status == engine.StatusOK && w.Type != nil && w.Type.Kind == WeaponCruise {
			out = append(out, w)
		}
	}
	return out
}

// CanLaunch reports whether unit u may launch a missile now (its weapons
// or a towed minimissile), for the dashboard's list; why says why not.
func CanLaunch(g *engine.Game, u *engine.Unit) (ok bool, why string) {
	switch {
	case !u.Alive():
		return false, fmt.Sprintf("%s is %s", u.Label, u.Status)
	case u.Status != engine.StatusOK:
		return false, fmt.Sprintf("%s is %s", u.Label, u.Status)
	case len(cruiseWeapons(u)) > 0:
		return true, ""
	case u.Type.ID == idSuperheavy && !towedFired(g, u):
		return true, "" // 001 ARMOR!, 5.013: it may tow one minimissile
	}
	return false, fmt.Sprintf("%s carries no cruise missile", u.Label)
}

// towedFired reports whether superheavy u has launched its towed
// minimissile already.
func towedFired(g *engine.Game, u *engine.Unit) bool {
	return slices.ContainsFunc(GameOf(g).Missiles, func(m *Missile) bool { return m.From == u.Label && m.Weapon == "" })
}

// launch resolves a salvo: every launcher checked, the salvo announced with
// its number of missiles, then each missile launched, its launcher spent
// (a crawler that fired its last becomes the empty crawler), and 12 VP to
// the enemy a missile (000 FAQ, CRUISE MISSILE DETONATION: "When a cruise
// missile is fired, the opponent scores 12 VP"). A dummy scores them too:
// it "is treated as a Cruise Missile in all respects, except it cannot blow
// up" (001 ARMOR!, 5.03), and the VP would give it away otherwise.
func launch(r *engine.Resolver) error {
	g := r.Game()
	groups, err := parseLaunchArgs(r.Command().Args)
	if err != nil {
		return err
	}
	if GameOf(g).Overrun != nil {
		return engine.Refusef("an overrun is being fought; cruise missiles are launched in the fire phase, not in an overrun's fire rounds (\"overrun end\" ends it)")
	}
	var specs []launchSpec
	used := map[*Weapon]bool{}
	for _, gr := range groups {
		if gr.Offboard != "" {
			if !slices.Contains(g.Sides, gr.Offboard) {
				return engine.Refusef("there is no side %q in this game; the sides are %s", gr.Offboard, engine.JoinAnd(g.Sides))
			}
			if err := r.CheckTurn(nil, "cruise missiles are launched", PhaseFire); err != nil {
				return err
			}
			if !r.Command().Override && gr.Offboard != g.CurrentSide() {
				return engine.Refusef("it is the %s's turn, and the %s fires its missiles in its own fire phase; put \"override\" before the command to allow it", g.CurrentSide(), gr.Offboard)
			}
			for range max(gr.Count, 1) {
				specs = append(specs, launchSpec{side: gr.Offboard, t: gr.Type})
			}
			continue
		}
		for _, label := range gr.Launchers {
			u, err := r.Unit(label)
			if err != nil {
				return err
			}
			if err := r.CheckTurn(u, u.Label+" launches", PhaseFire); err != nil {
				return err
			}
			if ok, why := CanLaunch(g, u); !ok {
				return engine.Refusef("%s cannot launch: %s (%s; 001 ARMOR!, 5.01)", u.Label, why, missileSource)
			}
			n := max(gr.Count, 1)
			ws := cruiseWeapons(u)
			if len(ws) == 0 { // a superheavy's towed minimissile
				if gr.Typed && gr.Type != MissileMini {
					return engine.Refusef("%s tows only a minimissile (001 ARMOR!, 5.013: \"A Super heavy Tank may tow a single MCM\"), not a %s", u.Label, gr.Type.Name())
				}
				if n > 1 {
					return engine.Refusef("%s tows a single minimissile (001 ARMOR!, 5.013), not %d", u.Label, n)
				}
				specs = append(specs, launchSpec{u: u, side: u.Side, t: MissileMini})
				continue
			}
			var free []*Weapon
			for _, w := range ws {
				if !used[w] {
					free = append(free, w)
				}
			}
			if n > len(free) {
				return engine.Refusef("%s carries %s, not %d", u.Label, count(len(free), "missile"), n)
			}
			for _, w := range free[:n] {
				t := gr.Type
				switch {
				case isMiniWeapon(w) && gr.Typed && t != MissileMini:
					return engine.Refusef("%s carries minimissiles (001 ARMOR!, 5.012), not a %s", u.Label, t.Name())
				case isMiniWeapon(w):
					t = MissileMini
				case t == MissileMini:
					return engine.Refusef("%s carries a cruise missile, not minimissiles: a minimissile flies from a crawler carrying them, towed by a superheavy, or from off the board (001 ARMOR!, 5.011)", u.Label)
				}
				used[w] = true
				specs = append(specs, launchSpec{u: u, w: w, side: u.Side, t: t})
			}
		}
	}
	if err := checkMarkVII(r, specs); err != nil {
		return err
	}
	salvo := 1
	next := 1
	for _, m := range GameOf(g).Missiles {
		salvo = max(salvo, m.Salvo+1)
		if !m.Warhead {
			if n, err := strconv.Atoi(strings.TrimPrefix(m.ID, "M")); err == nil {
				next = max(next, n+1)
			}
		}
	}
	ids := make([]string, len(specs))
	for i := range specs {
		ids[i] = fmt.Sprintf("M%d", next+i)
	}
	text := fmt.Sprintf("Salvo %d: %s fired together, announced before any interception (%s): %s.", salvo, count(len(specs), "cruise missile"), missileSource, engine.JoinAnd(ids))
	r.Emit(With(engine.Event{Kind: EventSalvo, Text: text}, Record{Missile: &MissileRecord{ID: ids[0], Salvo: salvo, Missiles: ids}}))
	for i, s := range specs {
		rec := &MissileRecord{ID: ids[i], Type: s.t, Side: s.side, Salvo: salvo, Status: MissileFlying}
		shown := s.t
		if shown == MissileDummy {
			shown = MissileStandard // only its owner knows (001 ARMOR!, 5.03)
		}
		from := "from off the board (+3 to every interception)"
		if s.u != nil {
			rec.From = s.u.Label
			from = "from " + s.u.Label
			if s.w != nil {
				rec.Weapon = s.w.ID
			} else {
				from += ", which towed it"
			}
		} else {
			rec.Offboard = true
		}
		r.Emit(With(engine.Event{Kind: EventLaunched, Unit: rec.From, Side: s.side, Text: fmt.Sprintf("%s, a %s, is launched %s by the %s.", ids[i], shown.Name(), from, s.side)}, Record{Missile: rec}))
		if s.w != nil {
			r.Emit(engine.Event{Kind: EventFired, Unit: s.u.Label, Weapon: s.w.ID, Target: ids[i],
				Text: fmt.Sprintf("%s.%s is spent.", s.u.Label, s.w.ID)})
		}
		if foe := soleEnemy(g, s.side); foe != "" {
			r.VP(foe, cruiseVP, fmt.Sprintf("%s, a %s fired (%s)", ids[i], shown.Name(), missileSource))
		}
	}
	for _, s := range specs {
		if s.u != nil && s.w != nil {
			if err := emptied(r, s.u); err != nil {
				return err
			}
		}
	}
	r.NoRoll("for a launch: the dice come with the interceptions")
	return nil
}

// cruiseVP is what a cruise missile fired scores for the enemy (000 FAQ,
// CRUISE MISSILE DETONATION; OFFICIAL-NOTES, Victory points).
const cruiseVP = 12

// emptyOf maps a launcher's type to the type it becomes once it has fired
// every missile it carried: "Once the missile is fired it becomes
// missile-crawler-empty" (the catalog's notes; 000 FAQ, OFFICIAL UNITS LIST).
// A type not listed becomes ID+"-empty" when the catalog has that, and
// otherwise stays as it is with its missiles spent (the Mark VII).
var emptyOf = map[string]string{
	"missile-crawler":     "missile-crawler-empty",
	"missile-crawler-mcm": "missile-crawler-empty",
}

// emptied changes a launcher that has fired its last missile into its
// empty type, recording that type first when the game has no record of it.
func emptied(r *engine.Resolver, u *engine.Unit) error {
	if len(cruiseWeapons(u)) > 0 || IsOgre(u) {
		return nil
	}
	id, ok := emptyOf[u.Type.ID]
	if !ok {
		id = u.Type.ID + "-empty"
	}
	t := r.Game().UnitByIDInPlay(id)
	if t == nil {
		return nil
	}
	if err := r.Define(t); err != nil {
		return err
	}
	r.Emit(With(engine.Event{Kind: EventBecame, Unit: u.Label, Type: t.ID, Text: fmt.Sprintf("%s has fired its missiles: it is now a %s (%s).", u.Label, t.Name, engine.StatsText(t))}, Record{Missile: &MissileRecord{ID: "", Type2: u.Type.ID}}))
	return nil
}

// checkMarkVII refuses a launch that would fire more than half of a side's
// cruise missiles from Mark VIIs (000 FAQ, The Biggest Ogre Ever Made: "No
// more than half the cruise missiles can be launched from the Mark VII").
// A side's missiles are those it has launched and those its units in play
// still carry.
func checkMarkVII(r *engine.Resolver, specs []launchSpec) error {
	if r.Command().Override {
		return nil
	}
	g := r.Game()
	for _, side := range g.Sides {
		fromMk7, now := 0, 0
		for _, s := range specs {
			if s.side == side && s.u != nil && isMarkVII(s.u) {
				now++
			}
		}
		if now == 0 {
			continue
		}
		total := 0
		for _, m := range GameOf(g).Missiles {
			if m.Side != side || m.Warhead {
				continue
			}
			total++
			if u := g.Unit(m.From); u != nil && isMarkVII(u) {
				fromMk7++
			}
		}
		for _, u := range g.Units {
			if u.Side == side && u.Alive() {
				total += len(cruiseWeapons(u))
			}
		}
		for _, s := range specs {
			if s.side == side && s.u == nil {
				total++ // off the board, in this salvo
			}
		}
		if 2*(fromMk7+now) > total {
			return engine.Refusef("no more than half of the %s's cruise missiles may be launched from a Mark VII (000 FAQ, The Biggest Ogre Ever Made): "+
				"it has %s in all, %d launched from a Mark VII already; put \"override\" before the command if the scenario rules otherwise",
				side, count(total, "missile"), fromMk7)
		}
	}
	return nil
}

// isMarkVII reports whether u is a Mark VII, the Ogre cruise missile carrier.
func isMarkVII(u *engine.Unit) bool { return IsOgre(u) && u.Type.ID == "mark-vii" }

// missilesDown refuses to end a phase while a missile is in the air: time
// stops while its path is traced (000 FAQ, CRUISE MISSILE DETONATION),
// unless the referee overrides.
func missilesDown(r *engine.Resolver) error {
	live := InFlight(r.Game())
	if len(live) == 0 || r.Command().Override {
		return nil
	}
	ids := make([]string, len(live))
	for i, m := range live {
		ids[i] = m.ID
	}
	return engine.Refusef("time stops while a cruise missile flies (%s): %s %s still in the air; intercept, \"lucky\" or \"blast\" each first, or put \"override\" before \"next\"",
		missileSource, engine.JoinAnd(ids), map[bool]string{true: "is", false: "are"}[len(ids) == 1])
}

// ---- interception

// InterceptRef is one unit, Ogre weapon or infantry squad that may try to
// intercept a missile: its reference ("HVY1", "MK3.main1", "INF1:2"), its
// kind and the 2d6 total it needs.
type InterceptRef struct {
	Ref    string
	Unit   *engine.Unit
	Weapon *Weapon
	Kind   Interceptor
	Needed int
}

// Interceptors returns everything that may still try to intercept missile
// m flown flown (in the game's scale): each enemy unit in action, each
// working Ogre weapon but AP guns, each infantry squad alone, not tried
// yet; a laser that fired in the previous player-turn may not (000 FAQ,
// CRUISE MISSILE DETONATION; OFFICIAL-NOTES, Cruise missiles). Its type as
// the enemy sees it decides the numbers (a dummy looks like a cruise
// missile).
func GameInterceptors(g *engine.Game, m *Missile, flown float64) []InterceptRef {
	var out []InterceptRef
	for _, u := range g.Units {
		if u.Side == m.Side || !u.Alive() {
			continue
		}
		for _, ref := range interceptRefs(g, u) {
			if slices.Contains(m.Tried, ref.Ref) || interceptRefusal(g, u, ref.Weapon) != "" {
				continue
			}
			ref.Needed = InterceptNeeded(ref.Kind, m.Shown(), flown, g.Scale, m.Offboard)
			out = append(out, ref)
		}
	}
	return out
}

// interceptRefs returns the interceptors of unit u: an Ogre's weapons that
// may intercept, each squad of an infantry stack, or the unit itself.
func interceptRefs(g *engine.Game, u *engine.Unit) []InterceptRef {
	var out []InterceptRef
	switch {
	case IsOgre(u):
		for _, w := range UnitOf(u).Weapons {
			if k, ok := InterceptorOf(u.Type, w.Type); ok && w.Status == engine.StatusOK {
				out = append(out, InterceptRef{Ref: u.Label + "." + w.ID, Unit: u, Weapon: w, Kind: k})
			}
		}
	case isInfantry(u):
		for i := 1; i <= max(UnitOf(u).Squads, 1); i++ {
			out = append(out, InterceptRef{Ref: fmt.Sprintf("%s:%d", u.Label, i), Unit: u, Kind: InterceptInfantry})
		}
	default:
		if k, ok := InterceptorOf(u.Type, nil); ok {
			out = append(out, InterceptRef{Ref: u.Label, Unit: u, Kind: k})
		}
	}
	return out
}

// interceptRefusal returns why u (or its weapon w) may not intercept now,
// "" when it may.
func interceptRefusal(g *engine.Game, u *engine.Unit, w *Weapon) string {
	switch {
	case !u.Alive():
		return fmt.Sprintf("%s is %s", u.Label, u.Status)
	case u.Status != engine.StatusOK:
		return fmt.Sprintf("%s is %s, and disabled units cannot intercept (OFFICIAL-NOTES, Cruise missiles)", u.Label, u.Status)
	case w != nil && w.Status != engine.StatusOK:
		return fmt.Sprintf("%s.%s is %s", u.Label, w.ID, w.Status)
	case u.Type.Has(SpecialLaser) && firedLastPlayerTurn(g, u):
		return fmt.Sprintf("%s is a laser that fired in the previous player-turn, and may not intercept (%s: \"Lasers that fired on the previous turn ... may not intercept\")", u.Label, missileSource)
	}
	return ""
}

// firedLastPlayerTurn reports whether u fired in the player-turn before
// this one: its side's, in the game turn that was.
func firedLastPlayerTurn(g *engine.Game, u *engine.Unit) bool {
	side, turn := g.Side-1, g.Turn
	if side < 0 {
		side, turn = len(g.Sides)-1, turn-1
	}
	return g.Sides[side] == u.Side && UnitOf(u).FiredTurn == turn && turn > 0
}

// refsNamed returns the interceptors the referee named: a label stands for
// every interceptor of the unit (each of an Ogre's weapons, each squad of a
// stack), LABEL.weapon for one weapon, LABEL:N for one squad.
func refsNamed(r *engine.Resolver, m *Missile, names []string) ([]InterceptRef, error) {
	g := r.Game()
	var out []InterceptRef
	for _, name := range names {
		label, part, _ := strings.Cut(name, ".")
		label, squad, _ := strings.Cut(label, ":")
		u, err := r.Unit(label)
		if err != nil {
			return nil, err
		}
		if u.Side == m.Side {
			return nil, engine.Refusef("%s belongs to the %s, who launched %s: only enemy units intercept a missile (%s)", u.Label, u.Side, m.ID, missileSource)
		}
		all := interceptRefs(g, u)
		if len(all) == 0 {
			why := "it has no attack"
			switch {
			case IsOgre(u):
				why = "an Ogre intercepts with its guns and missiles, and it has none in working order"
			case u.Type.Has(SpecialAP):
				why = "AP guns cannot intercept (OFFICIAL-NOTES, Cruise missiles)"
			case u.Type.Kind == engine.KindStructure:
				why = "of the structures, only battlefield lasers intercept"
			}
			return nil, engine.Refusef("%s (%s) cannot intercept: %s (%s)", u.Label, u.Type.Name, why, missileSource)
		}
		var picked []InterceptRef
		switch {
		case part != "":
			w := UnitWeapon(u, part)
			if w == nil {
				return nil, engine.Refusef("%s has no weapon %s", u.Label, part)
			}
			if _, ok := InterceptorOf(u.Type, w.Type); !ok {
				return nil, engine.Refusef("%s.%s cannot intercept: AP guns cannot (OFFICIAL-NOTES, Cruise missiles), nor can any but guns and missiles", u.Label, w.ID)
			}
			for _, ref := range all {
				if ref.Weapon == w {
					picked = append(picked, ref)
				}
			}
			if len(picked) == 0 {
				return nil, engine.Refusef("%s.%s is %s and cannot intercept", u.Label, w.ID, w.Status)
			}
		case squad != "":
			n, err := strconv.Atoi(squad)
			if err != nil || !isInfantry(u) || n < 1 || n > max(UnitOf(u).Squads, 1) {
				return nil, engine.Refusef("%s:N names one squad of an infantry stack; %s has %s", u.Label, u.Label, count(max(UnitOf(u).Squads, 1), "squad"))
			}
			picked = []InterceptRef{all[n-1]}
		default:
			for _, ref := range all {
				if !slices.Contains(m.Tried, ref.Ref) {
					picked = append(picked, ref)
				}
			}
			if len(picked) == 0 {
				return nil, engine.Refusef("every interceptor of %s has tried to intercept %s already: each may try once per missile (%s)", u.Label, m.ID, missileSource)
			}
		}
		for _, ref := range picked {
			if why := interceptRefusal(g, u, ref.Weapon); why != "" {
				return nil, engine.Refusef("%s cannot intercept: %s", ref.Ref, why)
			}
			if slices.Contains(m.Tried, ref.Ref) {
				return nil, engine.Refusef("%s has tried to intercept %s already: each unit and Ogre weapon may try once per missile (%s)", ref.Ref, m.ID, missileSource)
			}
			if slices.ContainsFunc(out, func(x InterceptRef) bool { return x.Ref == ref.Ref }) {
				return nil, engine.Refusef("%s is named twice; each tries once", ref.Ref)
			}
			out = append(out, ref)
		}
	}
	return out, nil
}

// liveMissile returns the missile named id, refusing one that is not in the
// air.
func liveMissile(r *engine.Resolver, id string) (*Missile, error) {
	m := GameMissile(r.Game(), id)
	if m == nil {
		var ids []string
		for _, x := range InFlight(r.Game()) {
			ids = append(ids, x.ID)
		}
		if len(ids) == 0 {
			return nil, engine.Refusef("no missile %s; no missile is in flight (\"launch\" fires one)", id)
		}
		return nil, engine.Refusef("no missile %s; in flight: %s", id, engine.JoinAnd(ids))
	}
	if !m.Live() {
		return nil, engine.Refusef("%s is %s, no longer in the air", m.ID, m.Status)
	}
	return m, nil
}

// intercept resolves interceptions of one missile, in the order named: each
// rolls 2d6 against its total (000 FAQ, CRUISE MISSILE DETONATION, with the
// flight bonus and ARMOR!'s -1 for a minimissile or a dual warhead, 5.017
// and 5.021); the first hit stops the missile and the rest do not roll. The
// owner's die for a missile hit is "lucky"; a dummy hit just falls.
func intercept(r *engine.Resolver) error {
	g := r.Game()
	a, err := parseInterceptArgs(r.Command().Args)
	if err != nil {
		return err
	}
	m, err := liveMissile(r, a.Missile)
	if err != nil {
		return err
	}
	switch m.Status {
	case MissileHit:
		return engine.Refusef("%s has been hit; its owner rolls for its lucky blast first (\"lucky %s\")", m.ID, m.ID)
	case MissileDetonating:
		return engine.Refusef("%s has been hit and detonates where it was hit (\"blast %s at ...\")", m.ID, m.ID)
	}
	flown := m.Flown
	if a.HasFlow {
		flown = a.Flown
	}
	refs, err := refsNamed(r, m, a.By)
	if err != nil {
		return err
	}
	bonus := FlightBonus(flown, g.Scale, m.Offboard)
	for i, ref := range refs {
		needed := InterceptNeeded(ref.Kind, m.Shown(), flown, g.Scale, m.Offboard)
		rec := &MissileRecord{ID: m.ID, By: ref.Ref, Needed: needed, Flown: flown}
		mods := interceptMods(bonus, m)
		if needed > 12 {
			r.Emit(With(engine.Event{Kind: EventIntercept, Text: fmt.Sprintf("%s (%s) cannot intercept %s: it needs %d%s, which 2d6 cannot roll.", ref.Ref, ref.Kind, m.Name(), needed, mods)}, Record{Missile: rec}))
			r.NoRoll(fmt.Sprintf("for %s: it needs %d on 2d6", ref.Ref, needed))
			continue
		}
		d, err := r.Throw(engine.Need{Count: 2, For: fmt.Sprintf("for %s to intercept %s: %d+", ref.Ref, m.ID, needed)})
		if err != nil {
			return err
		}
		sum := engine.Sum(d)
		rec.Hit = sum >= needed
		at := fmt.Sprintf(" after %s", given(g.Scale, flown))
		kept := ""
		if ref.Kind == InterceptOgreMissile {
			kept = " " + ogreMissileKept(ref.Ref)
		}
		if rec.Hit {
			rec.Status = MissileHit
			text := fmt.Sprintf("%s (%s) intercepts %s%s: 2d6 %d, needs %d%s: hit.", ref.Ref, ref.Kind, m.Name(), at, sum, needed, mods)
			if m.Type == MissileDummy {
				rec.Status = MissileDown
				text += fmt.Sprintf(" %s was a dummy missile: it has no warhead and falls, with no die (001 ARMOR!, 5.03).", m.ID)
			} else {
				text += fmt.Sprintf(" Its owner rolls a die: on a 6 it detonates where it was hit (\"lucky %s\").", m.ID)
			}
			if len(refs) > i+1 {
				names := make([]string, 0, len(refs)-i-1)
				for _, rest := range refs[i+1:] {
					names = append(names, rest.Ref)
					r.NoRoll(fmt.Sprintf("for %s: %s was hit first", rest.Ref, m.ID))
				}
				text += fmt.Sprintf(" %s need not try, and may try again if it flies on.", engine.JoinAnd(names))
			}
			r.Emit(With(engine.Event{Kind: EventIntercept, Dice: d, Text: text + kept}, Record{Missile: rec}))
			return nil
		}
		r.Emit(With(engine.Event{Kind: EventIntercept, Dice: d, Text: fmt.Sprintf("%s (%s) tries to intercept %s%s: 2d6 %d, needs %d%s: missed.", ref.Ref, ref.Kind, m.Name(), at, sum, needed, mods) + kept}, Record{Missile: rec}))
	}
	return nil
}

// ogreMissileKept says, in an Ogre missile's interception line, the
// reading this program takes where the texts leave it open: an Ogre
// missile (or a rack's) that tries to intercept a cruise missile is not
// spent. The FAQ lists "each Ogre missile" among the interceptors and
// says the snap shot "does not impede that unit's ability to move and fire
// on its own turn" (000 FAQ, CRUISE MISSILE DETONATION); spending a
// one-shot missile would impede it, so the snap shot costs it nothing, as
// it costs a gun nothing.
func ogreMissileKept(ref string) string {
	return fmt.Sprintf("The snap shot does not spend %s: it may still fire on its own turn (%s: the snap shot \"does not impede that unit's ability to move and fire on its own turn\").", ref, missileSource)
}

// interceptMods returns the modifiers of an interception for the record:
// " (+2 for the flight, -1 for a minimissile)".
func interceptMods(bonus int, m *Missile) string {
	var parts []string
	if bonus > 0 {
		what := "for the flight"
		if m.Offboard {
			what = "fired from off the board"
		}
		parts = append(parts, fmt.Sprintf("+%d %s", bonus, what))
	}
	if p := missilePenalty(m.Shown()); p > 0 {
		parts = append(parts, fmt.Sprintf("-%d for a %s (001 ARMOR!, 5.017, 5.021)", p, m.Shown().Name()))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// given returns a distance given in the scale's unit as text: "12 hexes",
// `34"`.
func given(s engine.Scale, d float64) string {
	if s == engine.Inches {
		return engine.FormatNumber(d) + `"`
	}
	return s.Format(d)
}

// lucky resolves the owner's die for a missile hit in flight: on a 6 it
// detonates where it was hit, otherwise it falls harmlessly (000 FAQ,
// CRUISE MISSILE DETONATION; a minimissile alike, 001 ARMOR!, 5.016).
func lucky(r *engine.Resolver) error {
	m, err := liveMissile(r, strings.ToUpper(r.Command().Args[0]))
	if err != nil {
		return err
	}
	if m.Status != MissileHit {
		return engine.Refusef("%s has not been hit: the owner rolls for a lucky blast only when an interception hits (or a blast catches it)", m.ID)
	}
	if m.Type == MissileDummy {
		r.Emit(With(engine.Event{Kind: EventLucky, Text: fmt.Sprintf("%s was a dummy missile: it has no warhead and falls harmlessly (001 ARMOR!, 5.03).", m.ID)}, Record{Missile: &MissileRecord{ID: m.ID, Status: MissileDown}}))
		r.NoRoll("for a dummy missile: it cannot blow up (001 ARMOR!, 5.03)")
		return nil
	}
	d, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s's lucky blast: 6 detonates where hit", m.ID)))
	if err != nil {
		return err
	}
	if d[0].Value == 6 {
		r.Emit(With(engine.Event{Kind: EventLucky, Dice: d, Text: fmt.Sprintf("%s's owner rolls 6: %s detonates where it was hit (\"blast %s at ...\") (%s).", m.ID, m.Name(), m.ID, missileSource)}, Record{Missile: &MissileRecord{ID: m.ID, Status: MissileDetonating}}))
		return nil
	}
	r.Emit(With(engine.Event{Kind: EventLucky, Dice: d, Text: fmt.Sprintf("%s's owner rolls %d: %s is shot down and falls harmlessly (%s).", m.ID, d[0].Value, m.Name(), missileSource)}, Record{Missile: &MissileRecord{ID: m.ID, Status: MissileDown}}))
	return nil
}

// split resolves a dual warhead's split into two warheads (001 ARMOR!,
// 5.02: "The split must happen more than 6 hexes away from either explosion
// sites", which the referee measures).
func split(r *engine.Resolver) error {
	a, err := parseSplitArgs(r.Command().Args)
	if err != nil {
		return err
	}
	m, err := liveMissile(r, a.Missile)
	if err != nil {
		return err
	}
	switch {
	case m.Type != MissileDual && m.Type != MissileDummy || m.Warhead:
		return engine.Refusef("%s is a %s; only a dual-warhead missile splits (001 ARMOR!, 5.02)", m.ID, m.Shown().Name())
	case m.Type == MissileDummy:
		return engine.Refusef("%s is a dummy missile, which has no warhead at all, let alone two (001 ARMOR!, 5.03)", m.ID)
	case m.Status != MissileFlying:
		return engine.Refusef("%s is %s; only a missile flying on may split", m.ID, m.Status)
	}
	flown := m.Flown
	if a.HasFlow {
		flown = a.Flown
	}
	ids := []string{m.ID + "A", m.ID + "B"}
	r.Emit(With(engine.Event{Kind: EventSplit, Text: fmt.Sprintf("%s splits after %s, more than 6 hexes from both blast points, into two warheads, %s: each strikes as a minimissile, one hex closer (001 ARMOR!, 5.02, 5.022).",
		m.Name(), given(r.Game().Scale, flown), engine.JoinAnd(ids))}, Record{Missile: &MissileRecord{ID: m.ID, Flown: flown, Status: MissileSplit, Missiles: ids}}))
	r.NoRoll("for a split: it rolls no die")
	return nil
}

// ---- blast

// BlastOnUnit returns the blast of missile m on unit u at dist from ground
// zero in the game's scale, in terrain t (the unit's own when empty),
// underwater or not.
func BlastOnUnit(g *engine.Game, m *Missile, u *engine.Unit, dist float64, t engine.Terrain, underwater bool) Blast {
	if t == "" {
		t = u.Terrain
	}
	if u.Type.Has(SpecialNoTerrain) {
		t = ""
	}
	return BlastOn(m.Type, u.Type, t, underwater, HexesOf(dist, g.Scale))
}

// blast resolves a missile's detonation (000 FAQ, CRUISE MISSILE
// DETONATION; 001 ARMOR!, 5.018, 5.022): ground zero becomes a crater;
// each unit named is destroyed, attacked at the table's column (each Ogre
// weapon and each infantry squad alone, a die each; an Ogre's treads lose
// their dice) or unaffected; each terrain hex named is attacked as an Ogre
// weapon and becomes rubble on an X; the missiles caught within 6 hexes are
// treated as intercepted; after a minimissile's blast, the missiles it
// knocks down are lost (001 ARMOR!, 5.015). A dummy arrives and does
// nothing, and the log says it was one. The VP of a loss go to the unit's
// enemy.
func blast(r *engine.Resolver) error {
	g := r.Game()
	a, err := parseBlastArgs(r.Command().Args)
	if err != nil {
		return err
	}
	m, err := liveMissile(r, a.Missile)
	if err != nil {
		return err
	}
	if m.Status == MissileHit {
		return engine.Refusef("%s has been hit; its owner rolls for its lucky blast first (\"lucky %s\")", m.ID, m.ID)
	}
	flown := m.Flown
	if a.HasFlow {
		flown = a.Flown
	}
	// Check every name before anything happens.
	var targets []*engine.Unit
	for _, t := range a.At {
		u, err := r.Unit(t.Label)
		if err != nil {
			return err
		}
		if !u.Alive() {
			return engine.Refusef("%s is %s; name only the units in play near ground zero", u.Label, u.Status)
		}
		if slices.Contains(targets, u) {
			return engine.Refusef("%s is named twice; give each unit's distance once", u.Label)
		}
		targets = append(targets, u)
	}
	var others []*Missile
	for _, id := range append(slices.Clone(a.Caught), a.Lost...) {
		o, err := liveMissile(r, id)
		if err != nil {
			return err
		}
		switch {
		case o == m:
			return engine.Refusef("%s is the missile that detonates; name the others within reach of its blast", m.ID)
		case slices.Contains(others, o):
			return engine.Refusef("%s is named twice; a missile is caught or lost, once", o.ID)
		case o.Status != MissileFlying:
			return engine.Refusef("%s is %s already", o.ID, o.Status)
		}
		others = append(others, o)
	}
	if len(a.Lost) > 0 && m.Type != MissileMini && m.Type != MissileDual {
		return engine.Refusef("only a minimissile's blast knocks missiles down outright (001 ARMOR!, 5.015); %s's blast catches those within 6 hexes, which roll for a lucky blast: name them after \"caught\"", m.ID)
	}
	if m.Type == MissileDummy {
		if len(a.Caught)+len(a.Lost) > 0 || len(a.Hexes) > 0 {
			return engine.Refusef("%s has no warhead: a dummy never explodes (001 ARMOR!, 5.03), so it catches no missile and hits no hex; write \"blast %s\"", m.ID, m.ID)
		}
		text := fmt.Sprintf("%s arrives after %s: it was a dummy missile all along, with no warhead, and nothing happens (001 ARMOR!, 5.03: \"it cannot blow up\"); the 12 VP for its launch stand, as a dummy is treated as a cruise missile in all respects but that.", m.ID, given(g.Scale, flown))
		if len(targets) > 0 {
			text += " " + engine.JoinAnd(labelsOf(targets)) + " " + map[bool]string{true: "is", false: "are"}[len(targets) == 1] + " unaffected."
		}
		r.Emit(With(engine.Event{Kind: EventBlast, Text: text}, Record{Missile: &MissileRecord{ID: m.ID, Flown: flown, Status: MissileDud}}))
		r.NoRoll("for a dummy missile: it cannot blow up (001 ARMOR!, 5.03)")
		return nil
	}
	table := "the CRUISE MISSILE DETONATION table"
	if m.Type == MissileMini {
		table = "the minimissile's table (001 ARMOR!, 5.018)"
	} else if m.Type == MissileDual {
		table = "the minimissile's table, one hex closer (001 ARMOR!, 5.022)"
	}
	where := "at its target"
	if m.Status == MissileDetonating {
		where = "where it was hit"
	}
	r.Emit(With(engine.Event{Kind: EventBlast, Text: fmt.Sprintf("%s detonates %s after %s, by %s; the hex of ground zero becomes an impassable crater (%s).", m.Name(), where, given(g.Scale, flown), table, missileSource)}, Record{Missile: &MissileRecord{ID: m.ID, Flown: flown, Status: MissileDetonated}}))
	hits := 0
	for i, u := range targets {
		t := a.At[i]
		if t.Terrain != "" && t.Terrain != u.Terrain {
			r.Emit(With(engine.Event{Kind: EventTerrain, Unit: u.Label, Text: fmt.Sprintf("%s is in %s.", u.Label, t.Terrain)}, Record{Terrain: t.Terrain}))
		}
		n, err := blastUnit(r, m, u, t)
		if err != nil {
			return err
		}
		hits += n
	}
	for _, h := range a.Hexes {
		n, err := blastHex(r, m, h)
		if err != nil {
			return err
		}
		hits += n
	}
	if hits == 0 {
		r.NoRoll(fmt.Sprintf("for %s's blast: nothing named is attacked at a column that needs a die", m.ID))
	}
	for _, id := range a.Caught {
		o := GameMissile(g, id)
		r.Emit(With(engine.Event{Kind: EventIntercept, Text: fmt.Sprintf("%s is within 6 hexes of %s's blast and is treated as intercepted: its owner rolls for its lucky blast (\"lucky %s\") (%s).", o.Name(), m.ID, o.ID, missileSource)}, Record{Missile: &MissileRecord{ID: o.ID, By: m.ID + "'s blast", Hit: true, Flown: o.Flown, Status: MissileHit}}))
	}
	for _, id := range a.Lost {
		o := GameMissile(g, id)
		r.Emit(With(engine.Event{Kind: EventLost, Text: fmt.Sprintf("%s is lost: it was aimed, or passed, within 3 hexes of %s's blast (001 ARMOR!, 5.015).", o.Name(), m.ID)}, Record{Missile: &MissileRecord{ID: o.ID, Status: MissileLost}}))
	}
	return nil
}

// scorer returns the side that scores the VP of u's losses in a blast by
// m: its sole enemy; in a game of more sides, the missile's owner when u is
// not its own.
func scorer(g *engine.Game, m *Missile, u *engine.Unit) string {
	if foe := soleEnemy(g, u.Side); foe != "" {
		return foe
	}
	if u.Side != m.Side {
		return m.Side
	}
	return ""
}

// blastUnit applies a blast to one unit and returns how many dice it
// rolled.
func blastUnit(r *engine.Resolver, m *Missile, u *engine.Unit, t BlastTarget) (int, error) {
	g := r.Game()
	b := BlastOnUnit(g, m, u, t.Distance, t.Terrain, t.Underwater)
	side := scorer(g, m, u)
	at := fmt.Sprintf("%s from ground zero", given(g.Scale, t.Distance))
	if b.Distance != HexesOf(t.Distance, g.Scale) {
		at += fmt.Sprintf(", %d hexes with its defensive hexes", b.Distance)
	}
	if t.Underwater {
		at += ", underwater"
	}
	switch b.Effect {
	case BlastNone:
		r.Emit(engine.Event{Kind: EventAttack, Attackers: []string{m.ID}, Target: u.Label, Text: fmt.Sprintf("%s is %s: unaffected by %s's blast.", u.Label, at, m.ID)})
		return 0, nil
	case BlastDestroyed:
		r.Emit(With(engine.Event{Kind: EventAttack, Attackers: []string{m.ID}, Target: u.Label, Text: fmt.Sprintf("%s is %s: destroyed by %s's blast, with no die.", u.Label, at, m.ID)}, Record{Roll: &Roll{Column: ColumnAuto, Result: XX}}))
		if IsOgre(u) {
			for _, w := range UnitOf(u).Weapons {
				if w.Status == engine.StatusOK {
					result(r, side, u, w, false, XX, 0, false)
				}
			}
			loseTreads(r, u, UnitOf(u).Treads, side)
			return 0, nil
		}
		destroy(r, side, u, false)
		return 0, nil
	}
	col := b.Column
	attack := Attack{Column: &col, OgreWeapon: IsOgre(u)}
	dice := 0
	roll := func(target, what string) (Roll, []engine.Die, error) {
		d, err := r.Throw(engine.D6(1, fmt.Sprintf("for %s in %s's blast: %s", what, m.ID, col)))
		if err != nil {
			return Roll{}, nil, err
		}
		dice++
		return attack.Resolve(d[0].Value), d, nil
	}
	switch {
	case IsOgre(u):
		for _, w := range UnitOf(u).Weapons {
			if w.Status != engine.StatusOK {
				continue
			}
			ref := u.Label + "." + w.ID
			res, d, err := roll(ref, ref)
			if err != nil {
				return dice, err
			}
			r.Emit(With(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{m.ID}, Target: ref, Text: fmt.Sprintf("%s is %s: attacked at %s, die %d: %s.", ref, at, col, d[0].Value, res.Result)}, Record{Roll: &res}))
			result(r, side, u, w, false, res.Result, 0, false)
		}
		if b.TreadDice > 0 && UnitOf(u).Treads > 0 {
			sides := b.TreadSides
			if sides == 6 {
				sides = 0
			}
			d, err := r.Throw(engine.Need{Count: b.TreadDice, Sides: sides, For: fmt.Sprintf("for %s's treads in %s's blast", u.Label, m.ID)})
			if err != nil {
				return dice, err
			}
			dice++
			lost := min(engine.Sum(d), UnitOf(u).Treads)
			r.Emit(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{m.ID}, Target: u.Label + ".treads",
				Text: fmt.Sprintf("%s's treads are %s: they lose %s = %d.", u.Label, at, b.TreadText(), engine.Sum(d))})
			loseTreads(r, u, lost, side)
		}
	case isInfantry(u):
		// Each squad is attacked alone (001 ARMOR!, 5.018: "Infantry (each
		// squad)"; the FAQ's table attacks "units", and a squad is one).
		for i := max(UnitOf(u).Squads, 1); i >= 1 && u.Alive(); i-- {
			what := fmt.Sprintf("a squad of %s", u.Label)
			res, d, err := roll(u.Label, what)
			if err != nil {
				return dice, err
			}
			r.Emit(With(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{m.ID}, Target: u.Label, Text: fmt.Sprintf("A squad of %s is %s: attacked at %s, die %d: %s.", u.Label, at, col, d[0].Value, res.Result)}, Record{Roll: &res}))
			result(r, side, u, nil, false, res.Result, 0, true)
		}
	default:
		res, d, err := roll(u.Label, u.Label)
		if err != nil {
			return dice, err
		}
		r.Emit(With(engine.Event{Kind: EventAttack, Dice: d, Attackers: []string{m.ID}, Target: u.Label, Text: fmt.Sprintf("%s is %s: attacked at %s, die %d: %s.", u.Label, at, col, d[0].Value, res.Result)}, Record{Roll: &res}))
		// A structure's X is its end: the blast has no strength to count
		// off its structure points.
		result(r, side, u, nil, false, res.Result, UnitOf(u).StructurePoints, false)
	}
	return dice, nil
}

// blastHex attacks a terrain hex the referee names as an Ogre weapon: an X
// turns it into rubble (000 FAQ, CRUISE MISSILE DETONATION: "Any terrain
// hex caught in the range of the explosion should be treated as an Ogre
// weapon -- turned into rubble with an X result"); a minimissile reads its
// own rows for town or forest and for roads and bridges (001 ARMOR!,
// 5.018), and leaves other hexes be.
func blastHex(r *engine.Resolver, m *Missile, h BlastHex) (int, error) {
	g := r.Game()
	d := HexesOf(h.Distance, g.Scale)
	var b Blast
	if m.Type == MissileMini || m.Type == MissileDual {
		c, ok := hexClass(h.Terrain)
		if m.Type == MissileDual {
			d = max(d-1, 0)
		}
		if !ok {
			r.Emit(engine.Event{Kind: EventAttack, Attackers: []string{m.ID}, Target: h.Terrain + " hex", Text: fmt.Sprintf("The %s hex %s away is unaffected: the minimissile's table names only town, forest, roads, railroads and bridges (001 ARMOR!, 5.018).", h.Terrain, given(g.Scale, h.Distance))})
			return 0, nil
		}
		b = MiniBlast(c, d)
	} else {
		b = StandardBlast(d)
	}
	what := fmt.Sprintf("The %s hex %s away", h.Terrain, given(g.Scale, h.Distance))
	becomes := "becomes rubble"
	if h.Terrain == string(TerrainRubble) {
		becomes = "was rubble already and just accrues more radiation"
	}
	if c, ok := hexClass(h.Terrain); ok && c == MiniRoad {
		becomes = "is destroyed"
	}
	switch b.Effect {
	case BlastNone:
		r.Emit(engine.Event{Kind: EventAttack, Attackers: []string{m.ID}, Target: h.Terrain + " hex", Text: what + " is unaffected."})
		return 0, nil
	case BlastDestroyed:
		r.Emit(With(engine.Event{Kind: EventAttack, Attackers: []string{m.ID}, Target: h.Terrain + " hex", Text: fmt.Sprintf("%s %s, with no die.", what, becomes)}, Record{Roll: &Roll{Column: ColumnAuto, Result: X}}))
		return 0, nil
	}
	col := b.Column
	dice, err := r.Throw(engine.D6(1, fmt.Sprintf("for the %s hex in %s's blast: %s", h.Terrain, m.ID, col)))
	if err != nil {
		return 0, err
	}
	res := Attack{Column: &col, OgreWeapon: true}.Resolve(dice[0].Value)
	text := fmt.Sprintf("%s is attacked as an Ogre weapon at %s, die %d: %s", what, col, dice[0].Value, res.Result)
	if res.Result >= X {
		text += "; it " + becomes
	}
	r.Emit(With(engine.Event{Kind: EventAttack, Dice: dice, Attackers: []string{m.ID}, Target: h.Terrain + " hex", Text: text + "."}, Record{Roll: &res}))
	return 1, nil
}

// applyMissile folds the cruise missile's events; false for another kind.
func applyMissile(g *engine.Game, e engine.Event) (bool, error) {
	switch e.Kind {
	case EventSalvo, EventLaunched, EventBecame, EventIntercept, EventLucky, EventSplit, EventBlast, EventLost:
	default:
		return false, nil
	}
	rec := EventOf(e).Missile
	if rec == nil {
		return true, engine.Misfitf("a %q event without its missile", e.Kind)
	}
	switch e.Kind {
	case EventSalvo:
		return true, nil
	case EventLaunched:
		if GameMissile(g, rec.ID) != nil {
			return true, engine.Misfitf("missile %s is launched twice", rec.ID)
		}
		GameOf(g).Missiles = append(GameOf(g).Missiles, &Missile{ID: rec.ID, Type: rec.Type, Side: rec.Side, From: rec.From, Weapon: rec.Weapon,
			Offboard: rec.Offboard, Salvo: rec.Salvo, Turn: g.Turn, Status: MissileFlying})
		return true, nil
	case EventBecame:
		u := g.Unit(e.Unit)
		t := g.UnitByIDInPlay(e.Type)
		if u == nil || t == nil {
			return true, engine.Misfitf("unit %s cannot become %q", e.Unit, e.Type)
		}
		ws, err := newWeapons(g.WeaponTypes(), t, t.Weapons)
		if err != nil {
			return true, err
		}
		u.Type, u.TypeID, UnitOf(u).Weapons = t, t.ID, ws
		return true, nil
	}
	m := GameMissile(g, rec.ID)
	if m == nil {
		return true, engine.Misfitf("event %q names missile %s, which was never launched", e.Kind, rec.ID)
	}
	switch e.Kind {
	case EventIntercept:
		m.Flown = rec.Flown
		if !strings.HasSuffix(rec.By, "'s blast") {
			m.Tried = append(m.Tried, rec.By)
		}
		if rec.Status != "" {
			m.Status = rec.Status
		}
	case EventSplit:
		m.Flown, m.Status = rec.Flown, MissileSplit
		for _, id := range rec.Missiles {
			GameOf(g).Missiles = append(GameOf(g).Missiles, &Missile{ID: id, Type: m.Type, Side: m.Side, From: m.From, Offboard: m.Offboard,
				Warhead: true, Salvo: m.Salvo, Turn: m.Turn, Flown: rec.Flown, Status: MissileFlying})
		}
	case EventBlast:
		m.Flown, m.Status = rec.Flown, rec.Status
	case EventLucky, EventLost:
		m.Status = rec.Status
	}
	return true, nil
}

// completeMissiles offers the missiles in the air.
func completeMissiles(g *engine.Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	var out []string
	for _, m := range InFlight(g) {
		out = append(out, m.ID)
	}
	return out
}

// completeLaunch offers the launchers of the side whose turn it is, and
// "offboard", then the missile types.
func completeLaunch(g *engine.Game, args []string) []string {
	if len(args) == 0 || strings.EqualFold(args[len(args)-1], "and") {
		out := LabelsWhere(g, func(u *engine.Unit) bool { ok, _ := CanLaunch(g, u); return ok && u.Side == g.CurrentSide() })
		return append(out, "offboard")
	}
	if strings.EqualFold(args[len(args)-1], "offboard") {
		return slices.Clone(g.Sides)
	}
	return []string{"x2", string(MissileMini), string(MissileDual), string(MissileDummy), "and"}
}

// completeIntercept offers the missiles, "by", then the interceptors.
func completeIntercept(g *engine.Game, args []string) []string {
	switch len(args) {
	case 0:
		return completeMissiles(g, nil)
	case 1:
		return []string{"by"}
	}
	m := GameMissile(g, args[0])
	if m == nil {
		return nil
	}
	if engine.IndexWord(args, "by") == len(args)-1 {
		var out []string
		for _, ref := range GameInterceptors(g, m, m.Flown) {
			out = append(out, ref.Ref)
		}
		return out
	}
	return []string{"flown", "die"}
}

// completeBlast offers the missiles, then the sections, then the labels.
func completeBlast(g *engine.Game, args []string) []string {
	if len(args) == 0 {
		return completeMissiles(g, nil)
	}
	switch strings.ToLower(args[len(args)-1]) {
	case "at":
		return LabelsWhere(g, alive)
	case "caught", "lost":
		return completeMissiles(g, nil)
	}
	return []string{"flown", "at", "hexes", "caught", "lost", "die"}
}
