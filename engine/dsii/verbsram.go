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

// EventRammed records what a ram pulled against a unit that is no Ogre of
// modules (a vehicle, infantry), or a vehicle's Confidence Test before it
// rams an Ogre: the chits and their points, which the referee judges by
// DSII's own damage rules. An infantry unit run over is destroyed by an
// engine.EventDestroyed that follows.
const EventRammed engine.EventKind = "dsii rammed"

// rammedData is a ram's record against a unit that is no Ogre of modules:
// who pulled the chits (By: the Ogre, or its tread module) against whom
// (Against), the chits (drawn or typed), the valid points and specials
// among them; or a vehicle's Confidence Test failed (By the vehicle,
// Against the tread module it would have rammed).
type rammedData struct {
	By         string   `json:"by"`
	Against    string   `json:"against"`
	Chits      []string `json:"chits,omitempty"`
	Drawn      bool     `json:"drawn,omitempty"`
	Points     int      `json:"points,omitempty"`
	Specials   []string `json:"specials,omitempty"`
	Confidence string   `json:"confidence,omitempty"`
	// Tread is the ramming Ogre's tread module in an Ogre's ram of a
	// vehicle: the Ogre stops there while the vehicle survives (RamStop);
	// empty otherwise, and in a log before version 2.
	Tread string `json:"tread,omitempty"`
}

// ramSyntax is the ram verb's main form; ramForms are its others.
const ramSyntax = "ram OGRE.treadN OGRE.treadN [chits] CHIT,...|draw back CHIT,...|draw [die N...]"

var ramForms = []string{
	"ram OGRE.treadN VEHICLE size N [softskin] [chits] CHIT,...|draw back CHIT,...|draw [die N...]",
	"ram OGRE.treadN INFANTRY infantry militia|line|powered [chits] CHIT,...|draw [die N...]",
	"ram VEHICLE size N [softskin] OGRE.treadN confidence pass [chits] CHIT,...|draw back CHIT,...|draw [die N...]",
	"ram VEHICLE size N [softskin] OGRE.treadN confidence fail",
}

var ramVerb = &engine.VerbDef{Verb: "ram", Syntax: ramSyntax, Forms: ramForms,
	Help: "a ram with an Ogre's tread module (002 OGRE for DSII, OGREs and Ramming), the counts checked, \"draw\" pulling from the game's cup with the game's dice. " +
		"An Ogre rams with its currently activated tread module (activate MK5.tread1 first; OGREs ramming OGREs: \"the currently activated Tread Module\"); a vehicle's ram is its activation, marked as activate marks it; a ram is made against an enemy unit (\"override\" before the ram makes one the rules do not allow). " +
		"Ogre into Ogre: its tread size + its Threat Level in chits, all colours and specials, each M and BOOM taking 1 BMF more; the rammed Ogre pulls its tread size + its Threat Level back, red, yellow and specials; the rammer stops (OGREs ramming OGREs). " +
		"Ogre into a vehicle (its size given, softskin when it has 0 armour): its tread size, all colours and specials, logged against the vehicle, whose result DSII's damage rules give and the referee records (destroy VEHICLE by OGRE); the vehicle pulls its size back, green only, no specials; an Ogre stops unless the vehicle is destroyed (KO or BOOM). " +
		"Ogre over infantry: its tread size, no specials; 3 points kill militia, 4 line, 5 powered armour; nothing back; the Ogre moves on (Ramming resolution). " +
		"A vehicle into an Ogre, after its Confidence Test at the Ogre's Threat Level (pass or fail, as rolled): its size, red and yellow (a softskin: yellow), no specials; the Ogre pulls its tread size back, red, yellow and specials (a softskin: all) (Non-OGRE vehicles ramming OGREs). " +
		"A unit with [[dsii-element]] figures takes its size, softskin or class from them (one typed is checked), and a vehicle's result is judged by them, the kill credited"}

func init() {
	ramVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		w, err := parseRam(args)
		if err != nil {
			return err
		}
		c.Label, c.Target, c.Args, c.Dice = labelOf(w.rammer.word), w.target.word, args, dice
		return nil
	}
	ramVerb.Resolve = resolveRam
	ramVerb.Complete = completeRam
}

// ramParty is one party of a ram as the command words it: an Ogre's tread
// module (OGRE.treadN) or a unit, with a vehicle's size and whether it is a
// softskin, and infantry's class.
type ramParty struct {
	word     string
	size     int
	softskin bool
	infantry string
}

// ramWords is a ram command read: its two parties, the vehicle's
// Confidence Test, and the chits each way ("draw", a list, or "").
type ramWords struct {
	rammer, target ramParty
	confidence     string
	chits, back    string
}

// parseRam reads the words of a ram: the rammer and the target, each
// followed by its own words (size N, softskin, infantry CLASS), then
// "confidence pass|fail", the chits ("chits" before them optional) and
// "back" with the chits pulled back. It errors with the verb's forms.
func parseRam(args []string) (ramWords, error) {
	var w ramWords
	parties := 0
	party := func() *ramParty {
		if parties == 2 {
			return &w.target
		}
		return &w.rammer
	}
	for i := 0; i < len(args); i++ {
		word := strings.ToLower(args[i])
		next := func() (string, error) {
			if i+1 >= len(args) {
				return "", ramUsage(fmt.Sprintf("%q needs a word after it", word))
			}
			i++
			return args[i], nil
		}
		switch {
		case word == "size" && parties > 0:
			v, err := next()
			if err != nil {
				return w, err
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return w, engine.Refusef("%q is not a vehicle's size; give its size, 1 or more (size 3)", v)
			}
			party().size = n
		case word == "softskin" && parties > 0:
			party().softskin = true
		case word == "infantry" && parties > 0:
			v, err := next()
			if err != nil {
				return w, err
			}
			party().infantry = strings.ToLower(v)
		case word == "confidence" && parties == 2:
			v, err := next()
			if err != nil {
				return w, err
			}
			w.confidence = strings.ToLower(v)
		case word == "chits" && parties == 2:
			v, err := next()
			if err != nil {
				return w, err
			}
			w.chits = v
		case word == "back" && parties == 2:
			v, err := next()
			if err != nil {
				return w, err
			}
			w.back = v
		case parties < 2:
			parties++
			party().word = args[i]
		case w.chits == "":
			w.chits = args[i]
		default:
			return w, ramUsage(fmt.Sprintf("%q is more than a ram says", args[i]))
		}
	}
	if parties < 2 {
		return w, ramUsage("a ram names the rammer and what it rams")
	}
	return w, nil
}

// ramUsage returns the refusal of a ram written wrongly: why, and its
// forms.
func ramUsage(why string) error {
	return engine.Refusef("%s; write %s", why, engine.OrList(quoted(append([]string{ramSyntax}, ramForms...))))
}

// quoted returns each string in double quotes.
func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

// labelOf returns the unit label of a word "LABEL" or "LABEL.MODULE", in
// capitals.
func labelOf(word string) string {
	label, _, _ := strings.Cut(word, ".")
	return strings.ToUpper(label)
}

// resolveRam resolves a ram (002 OGRE for DSII, OGREs and Ramming): an Ogre
// ramming an Ogre, a vehicle or infantry, or a vehicle ramming an Ogre.
func resolveRam(r *engine.Resolver) error {
	w, err := parseRam(r.Command().Args)
	if err != nil {
		return err
	}
	if w, err = elementParties(r.Game(), w); err != nil {
		return err
	}
	if !strings.Contains(w.rammer.word, ".") {
		return resolveVehicleRam(r, w)
	}
	u, m, err := ramTread(r, w.rammer.word, "rams")
	if err != nil {
		return err
	}
	if w.rammer.size > 0 || w.rammer.softskin || w.rammer.infantry != "" {
		return engine.Refusef("%s is an Ogre: its tread modules' size is its design's; size, softskin and infantry describe what it rams", u.Label)
	}
	if w.confidence != "" {
		return engine.Refusef("an Ogre takes no Confidence Test (002 OGRE for DSII: it \"never requires a reaction test\"); leave out confidence")
	}
	if err := RamActivation(r.Game(), u, m.ID); err != nil && !r.Command().Override {
		return err
	}
	if err := RamStopped(r.Game(), u, m); err != nil && !r.Command().Override {
		return err
	}
	if strings.Contains(w.target.word, ".") {
		return resolveOgreRam(r, w, u, m)
	}
	return resolveOgreRamsUnit(r, w, u, m)
}

// RamOf returns the ram that a ram command's words make in game g (the
// words after "ram", as the ram verb takes them; the chits may be left
// out) and what it pulls (Ram.Resolve): an Ogre's tread module (OGRE.treadN)
// rams or is rammed with its design's tread size and mark, a vehicle with
// the size and softskin given, infantry with the class given. It errors when
// the words are not a ram's, when a party named as an Ogre's tread module
// is no Ogre in play with a design, or as Ram.Resolve does (a
// *RamInputError for a figure missing). The ram verb resolves its chits
// with the same figures, so a form shows them before the draw; the verb
// alone checks the rest (a unit alive, a tread module not destroyed).
func RamOf(g *engine.Game, args []string) (Ram, RamResult, error) {
	w, err := parseRam(args)
	if err != nil {
		return Ram{}, RamResult{}, err
	}
	if w, err = elementParties(g, w); err != nil {
		return Ram{}, RamResult{}, err
	}
	ram, err := ramOf(g, w)
	if err != nil {
		return ram, RamResult{}, err
	}
	res, err := ram.Resolve()
	return ram, res, err
}

// ramResult returns what the ram of words w in game g pulls, its errors
// as refusals (ramRefusal).
func ramResult(g *engine.Game, w ramWords) (RamResult, error) {
	ram, err := ramOf(g, w)
	if err != nil {
		return RamResult{}, err
	}
	res, err := ram.Resolve()
	if err != nil {
		return res, ramRefusal(err)
	}
	return res, nil
}

// ramOf returns the ram that words w make in game g: each party's kind,
// and an Ogre's mark and tread size from its design.
func ramOf(g *engine.Game, w ramWords) (Ram, error) {
	var ram Ram
	var err error
	if ram.Rammer, ram.Mark, ram.Size, _, err = ramPartyOf(g, w.rammer); err != nil {
		return ram, err
	}
	ram.Target, ram.TargetMark, ram.TargetSize, ram.Infantry, err = ramPartyOf(g, w.target)
	return ram, err
}

// ramPartyOf returns what party p of a ram is in game g: an Ogre's tread
// module (OGRE.treadN) is an Ogre of its design's mark and tread size;
// otherwise infantry of the class given, or a vehicle (a softskin) of the
// size given.
func ramPartyOf(g *engine.Game, p ramParty) (party RamParty, mark string, size int, infantry string, err error) {
	switch {
	case strings.Contains(p.word, "."):
		u := g.Unit(labelOf(p.word))
		if u == nil || !IsOgre(u) {
			return "", "", 0, "", engine.Refusef("%s is not an Ogre of modules in play; a ram names an Ogre's tread module as OGRE.treadN", strings.ToUpper(p.word))
		}
		d, err := ramDesign(g, u)
		if err != nil {
			return "", "", 0, "", err
		}
		return RamOgre, d.Mark, d.Treads.Size, "", nil
	case p.infantry != "":
		return RamInfantry, "", 0, p.infantry, nil
	case p.softskin:
		return RamSoftskin, "", p.size, "", nil
	}
	return RamVehicle, "", p.size, "", nil
}

// ramTread returns the Ogre and tread module word names (OGRE.treadN), or
// a refusal: no such Ogre or module, not a tread module, destroyed.
func ramTread(r *engine.Resolver, word, verb string) (*engine.Unit, *Module, error) {
	label, module, ok := splitModule(word)
	if !ok {
		return nil, nil, ramUsage(fmt.Sprintf("%q is not an Ogre's tread module (OGRE.treadN)", word))
	}
	u, m, err := ogreModule(r, label, module)
	if err != nil {
		return nil, nil, err
	}
	switch {
	case m.Kind != KindTread:
		return nil, nil, engine.Refusef("an Ogre %s with a tread module, and %s.%s is its %s module; name a tread module (%s.tread1)", verb, u.Label, m.ID, m.Kind, u.Label)
	case m.Status == engine.StatusDestroyed:
		return nil, nil, engine.Refusef("%s.%s is destroyed: a destroyed tread module neither rams nor is rammed", u.Label, m.ID)
	}
	return u, m, nil
}

// ramDesign returns the design of Ogre u, or a refusal when the game has
// none in play.
func ramDesign(g *engine.Game, u *engine.Unit) (*Design, error) {
	d := DesignOf(g, u)
	if d == nil {
		return nil, engine.Refusef("%s's design is not in play: neither the game's record nor the catalog holds %q; load the house rules that define it (ogretable --templates DIR) and open the game again", u.Label, UnitOf(u).Design)
	}
	return d, nil
}

// RamActivation returns nil when Ogre u's tread module id may ram in game
// g now: it is the Ogre's activation unit acting, the one it activated last
// this turn (CurrentActivation). This reads 002 OGRE for DSII, OGREs
// ramming OGREs: "The ramming OGRE must have sufficient BMFs in the
// currently activated Tread Module to impact the target OGRE", and Ramming
// resolution: "more rams provided that the OGRE has sufficient BMFs in the
// currently active Tread Module", for every ram an Ogre makes: a ram is
// made during a tread module's activation. Otherwise it returns a refusal
// saying to activate it first ("override" before the ram lets it stand).
func RamActivation(g *engine.Game, u *engine.Unit, id string) error {
	key := strings.ToLower(id)
	now := CurrentActivation(g, u.Label)
	switch {
	case now == key:
		return nil
	case Activated(g, u.Label, key):
		since := ActivationName(DesignOf(g, u), now)
		if strings.HasPrefix(now, "battery") {
			since += " battery"
		}
		return engine.Refusef("%s.%s activated this turn, but %s has activated its %s since: an Ogre rams with its currently activated tread module (002 OGRE for DSII, OGREs ramming OGREs); put \"override\" before the ram if it was made during %s's move",
			u.Label, key, u.Label, since, key)
	}
	return engine.Refusef("%s.%s has not activated this turn: an Ogre rams during a tread module's activation, with \"the currently activated Tread Module\" (002 OGRE for DSII, OGREs ramming OGREs); activate %s.%s first, then ram", u.Label, key, u.Label, key)
}

// RamStopped returns nil when Ogre u's tread module m may move on to ram
// in game g: it has BMF left ("The ramming OGRE must have sufficient BMFs
// in the currently activated Tread Module", 002 OGRE for DSII, OGREs
// ramming OGREs; "provided that the OGRE has sufficient BMFs in the
// currently active Tread Module", Ramming resolution), and no ram during
// its activation stopped the Ogre (RamStop): a ram of an Ogre ("the OGRE is
// then finished moving for the current activation"), or of a vehicle that
// survives ("If it does not, it must stop where the impact occurred",
// OGREs ramming non-OGRE units). A vehicle destroyed since (destroy
// VEHICLE) lets it move on. Otherwise it returns a refusal that names what
// stopped it; "override" before the ram lets it stand.
func RamStopped(g *engine.Game, u *engine.Unit, m *Module) error {
	if m.BMF < 1 {
		return engine.Refusef("%s.%s has no BMF left, and a ram needs \"sufficient BMFs in the currently activated Tread Module\" (002 OGRE for DSII, OGREs ramming OGREs); activate a tread module with BMF left, or put \"override\" before the ram", u.Label, m.ID)
	}
	st := GameOf(g)
	if st == nil {
		return nil
	}
	s, ok := st.Stops[u.Label]
	if !ok || s.Tread != strings.ToLower(m.ID) {
		return nil
	}
	if s.Ogre {
		return engine.Refusef("%s rammed %s during %s.%s's activation and is finished moving for it (002 OGRE for DSII, OGREs ramming OGREs: \"The OGREs movement stops at the point of impact, and the OGRE is then finished moving for the current activation\"); put \"override\" before the ram if the referee allows it", u.Label, s.Against, u.Label, m.ID)
	}
	if t := g.Unit(s.Against); t != nil && t.Alive() {
		return engine.Refusef("%s rammed %s during %s.%s's activation and %s survives, so %s stopped where the impact occurred (002 OGRE for DSII, OGREs ramming non-OGRE units: \"If it does not, it must stop where the impact occurred\"); if the ram destroyed %s, record it first (destroy %s by %s), or put \"override\" before the ram", u.Label, s.Against, u.Label, m.ID, s.Against, u.Label, s.Against, s.Against, u.Label)
	}
	return nil
}

// RamEnemy returns nil when unit target is of another side than unit
// rammer, else a refusal: a ram is made against "an enemy unit" (002 OGRE
// for DSII, OGREs ramming non-OGRE units); "override" before the ram lets
// it stand.
func RamEnemy(rammer, target *engine.Unit) error {
	if rammer.Side != target.Side {
		return nil
	}
	return engine.Refusef("%s and %s are both on the %s side: a ram is made against an enemy unit (002 OGRE for DSII, OGREs ramming non-OGRE units); check the labels, or put \"override\" before the ram to make it anyway", rammer.Label, target.Label, rammer.Side)
}

// ramRefusal returns a ram's input error as a refusal naming the word of
// the command that gives the figure.
func ramRefusal(err error) error {
	var in *RamInputError
	if errors.As(err, &in) {
		return engine.Refusef("%s", in.Sentence())
	}
	return refusal(err)
}

// resolveOgreRam resolves an Ogre ramming an Ogre's tread module (002 OGRE
// for DSII, OGREs ramming OGREs): the rammer's chits against the target
// tread module, then the target's back against the rammer's, each as one
// attack in which each M and BOOM takes 1 BMF more.
func resolveOgreRam(r *engine.Resolver, w ramWords, u *engine.Unit, m *Module) error {
	g := r.Game()
	tu, tm, err := ramTread(r, w.target.word, "is rammed")
	if err != nil {
		return err
	}
	switch {
	case tu == u:
		return engine.Refusef("%s cannot ram itself", u.Label)
	case RamEnemy(u, tu) != nil && !r.Command().Override:
		return RamEnemy(u, tu)
	case w.target.size > 0 || w.target.softskin || w.target.infantry != "":
		return engine.Refusef("%s is an Ogre: its tread modules' size is its design's; leave out size, softskin and infantry", tu.Label)
	case w.chits == "" || w.back == "":
		return ramUsage("an Ogre ramming an Ogre gives its chits and those pulled back")
	}
	res, err := ramResult(g, w)
	if err != nil {
		return err
	}
	rule := "OGREs ramming OGREs: tread size + Threat Level"
	if err := ramHit(r, tu, tm, w.chits, res.Chits, res.Valid, true, u.Label, fmt.Sprintf("%s.%s rams %s.%s", u.Label, m.ID, tu.Label, tm.ID), rule, u.Label+"."+m.ID); err != nil {
		return err
	}
	return ramHit(r, u, m, w.back, res.BackChits, res.BackValid, true, tu.Label, fmt.Sprintf("%s's %s pulls back against %s.%s, which stops", tu.Label, tm.ID, u.Label, m.ID), rule, "")
}

// ramTarget returns the unit word names, which an Ogre rams or which rams
// an Ogre: in play, alive, no Ogre of modules (whose tread module the ram
// names).
func ramTarget(r *engine.Resolver, word string) (*engine.Unit, error) {
	u, err := r.Unit(word)
	if err != nil {
		return nil, err
	}
	switch {
	case IsOgre(u):
		return nil, engine.Refusef("%s is an Ogre of modules: a ram of an Ogre names its tread module (%s.tread1)", u.Label, u.Label)
	case !u.Alive():
		return nil, engine.Refusef("%s is %s", u.Label, u.Status)
	}
	return u, nil
}

// IsInfantry reports whether unit u is infantry by the catalog's kind
// (infantry or militia): what an Ogre runs over with "infantry CLASS" in a
// ram, and no vehicle that rams.
func IsInfantry(u *engine.Unit) bool {
	return u.Type.Kind == engine.KindInfantry || u.Type.Kind == engine.KindMilitia
}

// vehicleParty returns what a vehicle is in a ram, vehicle or softskin,
// checking that the command gave its size and that the unit is no
// infantry.
func vehicleParty(u *engine.Unit, p ramParty) (RamParty, error) {
	switch {
	case IsInfantry(u):
		return "", engine.Refusef("%s is infantry: infantry do not ram, and an Ogre runs infantry over with \"infantry militia|line|powered\" in place of size", u.Label)
	case p.infantry != "":
		return "", engine.Refusef("%s is %s in the catalog, not infantry: give its size (size N) as a vehicle's", u.Label, u.Type.Kind)
	case p.size < 1:
		return "", engine.Refusef("give %s's size, as DSII gives a vehicle's (size 3), for the chits it pulls (002 OGRE for DSII: \"1 chit for each size point\"); softskin when it has 0 armour", u.Label)
	case p.softskin:
		return RamSoftskin, nil
	}
	return RamVehicle, nil
}

// resolveOgreRamsUnit resolves an Ogre's tread module ramming a vehicle or
// running over infantry (002 OGRE for DSII, Ramming resolution).
func resolveOgreRamsUnit(r *engine.Resolver, w ramWords, u *engine.Unit, m *Module) error {
	g := r.Game()
	tu, err := ramTarget(r, w.target.word)
	if err != nil {
		return err
	}
	if err := RamEnemy(u, tu); err != nil && !r.Command().Override {
		return err
	}
	if _, err := ramDesign(g, u); err != nil {
		return err
	}
	if w.chits == "" {
		return ramUsage(fmt.Sprintf("give the chits %s pulls, or draw", u.Label))
	}
	rammer := fmt.Sprintf("%s.%s", u.Label, m.ID)
	if w.target.infantry != "" || (IsInfantry(tu) && w.target.size == 0) {
		return resolveRunOver(r, w, u, m, tu)
	}
	party, err := vehicleParty(tu, w.target)
	if err != nil {
		return err
	}
	if w.back == "" {
		return ramUsage(fmt.Sprintf("%s pulls %d chits back against %s (\"Each rammed vehicle pulls 1 chit for each size point it has\"): give them after back, or back draw", tu.Label, w.target.size, rammer))
	}
	res, err := ramResult(g, w)
	if err != nil {
		return err
	}
	what := fmt.Sprintf("%s rams %s (size %d%s)", rammer, tu.Label, w.target.size, softskinWord(party))
	if err := ramAgainstUnit(r, u.Label, tu, w.chits, res.Chits, res.Valid, what, "Ramming resolution: one chit for each size point of the OGREs Tread Modules",
		fmt.Sprintf("A vehicle of armour A is Damaged by A points and killed by A+1, and the specials act, by DSII's damage rules (002, Ramming resolution); the referee records the result (destroy %s by %s). Unless %s is destroyed (KO or BOOM), %s stops here (\"If a rammed vehicle is not destroyed ... the OGRE may not continue moving\").",
			tu.Label, u.Label, tu.Label, u.Label), m.ID); err != nil {
		return err
	}
	return ramHit(r, u, m, w.back, res.BackChits, res.BackValid, false, tu.Label, fmt.Sprintf("%s pulls back against %s", tu.Label, rammer), "Ramming resolution: 1 chit for each size point of the rammed vehicle", "")
}

// softskinWord returns ", softskin" for a softskin party, else "".
func softskinWord(p RamParty) string {
	if p == RamSoftskin {
		return ", softskin"
	}
	return ""
}

// resolveRunOver resolves an Ogre running infantry over (002 OGRE for
// DSII, Ramming resolution): its tread size in chits, no specials; the
// infantry are eliminated by 3, 4 or 5 points (militia, line, powered);
// nothing is pulled back, and the Ogre moves on either way.
func resolveRunOver(r *engine.Resolver, w ramWords, u *engine.Unit, m *Module, tu *engine.Unit) error {
	switch {
	case !IsInfantry(tu):
		return engine.Refusef("%s is %s in the catalog, not infantry: give its size (size N) to ram it as a vehicle", tu.Label, tu.Type.Kind)
	case w.target.infantry == "":
		return engine.Refusef("give %s's class: infantry militia, line or powered (3, 4 or 5 points eliminate it)", tu.Label)
	case w.target.size > 0 || w.target.softskin:
		return engine.Refusef("%s is infantry: give its class (infantry militia|line|powered), not a vehicle's size", tu.Label)
	case w.back != "":
		return engine.Refusef("infantry pull nothing back (\"Infantry cannot damage an OGREs treads by being run over\"); leave out back")
	}
	res, err := ramResult(r.Game(), w)
	if err != nil {
		return err
	}
	rammer := fmt.Sprintf("%s.%s", u.Label, m.ID)
	chits, dice, drawn, prefix, err := pullChits(r, w.chits, res.Chits, res.Valid, fmt.Sprintf("%s runs over %s (%s infantry)", rammer, tu.Label, w.target.infantry),
		"Ramming resolution: one chit for each size point of the OGREs Tread Modules")
	if err != nil {
		return err
	}
	points, specials := tally(chits, res.Valid)
	killed := points >= res.KillPoints
	data, err := json.Marshal(rammedData{By: rammer, Against: tu.Label, Chits: chitWords(chits), Drawn: drawn, Points: points, Specials: specials})
	if err != nil {
		return err
	}
	result := fmt.Sprintf("%s, %d eliminate %s infantry: ", engine.Counted(points, "valid point", "valid points"), res.KillPoints, w.target.infantry)
	if killed {
		result += tu.Label + " is eliminated"
	} else {
		result += tu.Label + " survives"
	}
	r.Emit(engine.Event{Kind: EventRammed, Unit: tu.Label, Data: data, Dice: dice, Attackers: []string{u.Label},
		Text: fmt.Sprintf("%s%s; specials have no effect on infantry, and infantry pull nothing back. %s. %s moves on, its tread module's BMF allowing (\"regardless of whether the impacted infantry element(s) is destroyed\").",
			prefix, chitList(chits), result, u.Label)})
	if killed {
		r.Emit(engine.Event{Kind: engine.EventDestroyed, Unit: tu.Label, Attackers: []string{u.Label},
			Text: fmt.Sprintf("%s is destroyed, run over by %s.", tu.Label, u.Label)})
	}
	return nil
}

// resolveVehicleRam resolves a vehicle ramming an Ogre's tread module
// (002 OGRE for DSII, Non-OGRE vehicles ramming OGREs): its Confidence
// Test at the Ogre's Threat Level first, as the referee enters it; then
// its size in chits against the tread module, red and yellow (a softskin:
// yellow), no specials; and the Ogre's tread size back, red, yellow and
// specials (against a softskin: all).
func resolveVehicleRam(r *engine.Resolver, w ramWords) error {
	g := r.Game()
	vu, err := ramTarget(r, w.rammer.word)
	if err != nil {
		return err
	}
	if !strings.Contains(w.target.word, ".") {
		return ramUsage(fmt.Sprintf("a ram is made with or into an Ogre's tread module, and neither %s nor %s is one", vu.Label, strings.ToUpper(w.target.word)))
	}
	party, err := vehicleParty(vu, w.rammer)
	if err != nil {
		return err
	}
	u, m, err := ramTread(r, w.target.word, "is rammed")
	if err != nil {
		return err
	}
	if w.target.size > 0 || w.target.softskin || w.target.infantry != "" {
		return engine.Refusef("%s is an Ogre: its tread modules' size is its design's; give size and softskin after the vehicle", u.Label)
	}
	if err := RamEnemy(vu, u); err != nil && !r.Command().Override {
		return err
	}
	if UnitActivated(g, vu.Label) && !r.Command().Override {
		return engine.Refusef("%s has activated this turn already, and a vehicle's ram is its activation (002 OGRE for DSII, OGRE activation: a unit activates once a turn); it rams in a later turn, or put \"override\" before the ram where DSII's rules let it act again", vu.Label)
	}
	res, err := ramResult(g, w)
	if err != nil {
		return err
	}
	target := fmt.Sprintf("%s.%s", u.Label, m.ID)
	// A vehicle's ram is its activation's (002 OGRE for DSII, OGRE
	// activation: units activate once a turn, see resolveUnitActivation):
	// unless it has activated this turn already, the ram marks it.
	activated := func() error {
		if UnitActivated(g, vu.Label) {
			return nil
		}
		data, err := json.Marshal(activation{Unit: UnitActivation})
		if err != nil {
			return err
		}
		r.Emit(engine.Event{Kind: EventActivated, Unit: vu.Label, Data: data,
			Text: fmt.Sprintf("%s activates to ram %s, marked until turn %d ends.", vu.Label, target, g.Turn)})
		return nil
	}
	test := fmt.Sprintf("%s takes its Confidence Test at %s's Threat Level +%d", vu.Label, u.Label, res.Threat)
	switch w.confidence {
	case "pass", "passed":
	case "fail", "failed":
		if w.chits != "" || w.back != "" {
			return engine.Refusef("%s failed its Confidence Test, so it does not ram: leave out the chits", vu.Label)
		}
		data, err := json.Marshal(rammedData{By: vu.Label, Against: target, Confidence: "fail"})
		if err != nil {
			return err
		}
		r.NoRoll("for a Confidence Test: the referee rolls it by DSII's rules")
		if err := activated(); err != nil {
			return err
		}
		r.Emit(engine.Event{Kind: EventRammed, Unit: vu.Label, Data: data,
			Text: fmt.Sprintf("%s and fails: it does not ram %s (002 OGRE for DSII: \"they must pass a Confidence Test\").", test, target)})
		return nil
	case "":
		return engine.Refusef("a vehicle rams an Ogre only after a Confidence Test at the Ogre's Threat Level (+%d for %s): add confidence pass or confidence fail, as it was rolled", res.Threat, u.Label)
	default:
		return engine.Refusef("%q is not a Confidence Test's result; say confidence pass or confidence fail", w.confidence)
	}
	if w.chits == "" || w.back == "" {
		return ramUsage(fmt.Sprintf("%s pulls %d chits and %s %d back: give both (or draw)", vu.Label, res.Chits, u.Label, res.BackChits))
	}
	what := fmt.Sprintf("%s and passes; it rams %s (size %d%s)", test, target, w.rammer.size, softskinWord(party))
	if err := activated(); err != nil {
		return err
	}
	if err := ramHit(r, u, m, w.chits, res.Chits, res.Valid, false, vu.Label, what, "Non-OGRE vehicles ramming OGREs: 1 chit for each size point of the vehicle", ""); err != nil {
		return err
	}
	return ramAgainstUnit(r, u.Label, vu, w.back, res.BackChits, res.BackValid, fmt.Sprintf("%s pulls back against %s", target, vu.Label),
		"Non-OGRE vehicles ramming OGREs: one chit for each size point of its Tread Modules",
		fmt.Sprintf("DSII's damage rules give the result against %s, and the referee records it (destroy %s by %s).", vu.Label, vu.Label, u.Label), "")
}

// ramHit pulls one side's chits of a ram, spec "draw" or typed, count of
// them checked, against Ogre u's tread module m as one attack (ogreRam: an
// Ogre's ram of an Ogre, each M and BOOM 1 BMF more), credited to by;
// rammer is the ramming tread module (OGRE.treadN) when the attack is the
// ram of an Ogre, which ends its move (RamStop), else "". A
// tread module whose armour the design leaves blank cannot count points:
// an Ogre's ram of an Ogre is refused (hit cannot take its extra BMF), and
// a vehicle's chits are logged for the referee to read the result and
// enter it with hit.
func ramHit(r *engine.Resolver, u *engine.Unit, m *Module, spec string, count int, valid Validity, ogreRam bool, by, what, rule, rammer string) error {
	armor := ArmorOf(DesignOf(r.Game(), u), *m)
	if armor == ArmourBlank && ogreRam {
		return engine.Refusef("%s.%s's armour is not given by its design, so a ram's chits cannot count against it; give the design's tread armour as a house rule", u.Label, m.ID)
	}
	chits, dice, drawn, prefix, err := pullChits(r, spec, count, valid, what, rule)
	if err != nil {
		return err
	}
	if armor == ArmourBlank {
		points, specials := tally(chits, valid)
		data, err := json.Marshal(rammedData{By: by, Against: u.Label + "." + m.ID, Chits: chitWords(chits), Drawn: drawn, Points: points, Specials: specials})
		if err != nil {
			return err
		}
		r.Emit(engine.Event{Kind: EventRammed, Unit: u.Label, Data: data, Dice: dice, Attackers: []string{by},
			Text: fmt.Sprintf("%s%s: %s against %s.%s, whose armour its design does not give: read the result at the table and enter it (hit %s.%s ko|dmg|m... by %s).",
				prefix, chitList(chits), engine.Counted(points, "valid point", "valid points"), u.Label, m.ID, u.Label, m.ID, by)})
		return nil
	}
	var words []string
	if drawn {
		words = chitWords(chits)
	}
	return emitHitWith(r, u, m, armor, Attack{Chits: chits, Valid: valid, OgreRam: ogreRam}, dice, words, prefix, by, "", rammer)
}

// ramAgainstUnit pulls one side's chits of a ram against unit tu, which is
// no Ogre of modules, and logs them with their valid points and specials
// (EventRammed), credited to by, and then what the referee is to judge
// (after); tread is the ramming Ogre's tread module when the Ogre rams the
// unit, where it stops while the unit survives (RamStop), else "".
func ramAgainstUnit(r *engine.Resolver, by string, tu *engine.Unit, spec string, count int, valid Validity, what, rule, after, tread string) error {
	chits, dice, drawn, prefix, err := pullChits(r, spec, count, valid, what, rule)
	if err != nil {
		return err
	}
	points, specials := tally(chits, valid)
	data, err := json.Marshal(rammedData{By: by, Against: tu.Label, Chits: chitWords(chits), Drawn: drawn, Points: points, Specials: specials, Tread: tread})
	if err != nil {
		return err
	}
	sp := ramSpecials(specials, firerIsOgre(r.Game(), by), by)
	// A vehicle with [[dsii-element]] figures is judged by them.
	judged, follow, err := judgeRammed(r, by, tu, chits, valid)
	if err != nil {
		return err
	}
	if judged != "" {
		after = judged
	}
	r.Emit(engine.Event{Kind: EventRammed, Unit: tu.Label, Data: data, Dice: dice, Attackers: []string{by},
		Text: fmt.Sprintf("%s%s: %s against %s, %s. %s", prefix, chitList(chits), engine.Counted(points, "valid point", "valid points"), tu.Label, sp, after)})
	for _, e := range follow {
		r.Emit(e)
	}
	return nil
}

// fsdIgnored is what the log says after an Ogre's ram's specials when
// it pulled an FSD: 002 OGRE for DSII, OGRE Main Batteries, "Any Fire
// System Down chits pulled are ignored" by an Ogre's weapons (as hit says).
const fsdIgnored = `; an FSD ignored, %s being an Ogre (OGRE Main Batteries: "Any Fire System Down chits pulled are ignored")`

// ramSpecials says the valid specials of a ram's chits against a unit
// that is no Ogre of modules: "valid specials m, boom" or "no valid
// special"; an Ogre's (byOgre, by naming it) FSD is said to be ignored,
// not valid.
func ramSpecials(specials []string, byOgre bool, by string) string {
	var kept []string
	fsd := false
	for _, sp := range specials {
		if byOgre && sp == SpecialFSD.String() {
			fsd = true
			continue
		}
		kept = append(kept, sp)
	}
	out := "no valid special"
	if len(kept) > 0 {
		out = "valid specials " + strings.Join(kept, ", ")
	}
	if fsd {
		out += fmt.Sprintf(fsdIgnored, labelOf(by))
	}
	return out
}

// pullChits returns the chits of one side of a ram: "draw" pulls count
// from the game's cup with the game's dice; otherwise the chits typed,
// which must be count. It returns the dice of a draw, whether the chits
// were drawn, and the log's words before them ("what (N chits, valid V):
// "). It refuses a count that is not the rule's, naming it.
func pullChits(r *engine.Resolver, spec string, count int, valid Validity, what, rule string) ([]Chit, []engine.Die, bool, string, error) {
	if strings.EqualFold(spec, "draw") {
		chits, dice, cup, err := drawChits(r, count)
		if err != nil {
			return nil, nil, false, "", err
		}
		return chits, dice, true, fmt.Sprintf("%s (%s; valid %s): ", what, DrawText(count, cup, dice), valid), nil
	}
	chits, err := ParseChits(spec)
	if err != nil {
		return nil, nil, false, "", refusal(err)
	}
	if err := CheckTyped(r.Game(), chits); err != nil && !r.Command().Override {
		return nil, nil, false, "", refusal(err)
	}
	if len(chits) != count {
		return nil, nil, false, "", engine.Refusef("%s: %d chits are pulled, not %d (002 OGRE for DSII, %s); give %d", what, count, len(chits), rule, count)
	}
	r.NoRoll("for chits drawn at the table")
	return chits, nil, false, fmt.Sprintf("%s (%d chits, valid %s): ", what, count, valid), nil
}

// tally returns the points of the valid coloured chits and the valid
// specials among chits.
func tally(chits []Chit, v Validity) (points int, specials []string) {
	for _, c := range chits {
		switch {
		case !v.Counts(c):
		case c.Special != 0:
			specials = append(specials, c.String())
		default:
			points += c.Points
		}
	}
	return points, specials
}

// chitWords returns the chits as the referee types them.
func chitWords(chits []Chit) []string {
	out := make([]string, len(chits))
	for i, c := range chits {
		out[i] = c.String()
	}
	return out
}

// chitList returns the chits for the log: "red3, yellow1, m".
func chitList(chits []Chit) string { return strings.Join(chitWords(chits), ", ") }

// applyRammed checks an EventRammed: a record of the chits against a unit
// in play; the referee records what they did.
func applyRammed(g *engine.Game, e engine.Event) error {
	var d rammedData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a ram whose data cannot be read: %v", err)
	}
	if g.Unit(labelOf(d.By)) == nil || g.Unit(labelOf(d.Against)) == nil {
		return engine.Misfitf("a ram's chits of %s against %s, which are not both in play", d.By, d.Against)
	}
	if d.Tread != "" {
		stop(g, labelOf(d.By), RamStop{Tread: strings.ToLower(d.Tread), Against: d.Against})
	}
	return nil
}

// completeRam offers, for the rammer, the Ogres' tread modules and the
// vehicles in play; for the target, what the rammer may ram; then the
// words the ram still lacks: a vehicle's size, infantry's class, the
// Confidence Test, the chits and those pulled back.
func completeRam(g *engine.Game, args []string) []string {
	var treads, vehicles, infantry []string
	for _, u := range g.Units {
		switch {
		case !u.Alive():
		case IsOgre(u):
			for _, m := range UnitOf(u).Modules {
				if m.Kind == KindTread && m.Status != engine.StatusDestroyed {
					treads = append(treads, u.Label+"."+m.ID)
				}
			}
		case IsInfantry(u):
			infantry = append(infantry, u.Label)
		default:
			vehicles = append(vehicles, u.Label)
		}
	}
	if len(args) > 0 {
		switch strings.ToLower(args[len(args)-1]) {
		case "infantry":
			return []string{"militia", "line", "powered"}
		case "confidence":
			return []string{"pass", "fail"}
		case "back", "chits":
			return []string{"draw"}
		case "size":
			return nil
		}
	}
	w, err := parseRam(args)
	if err != nil {
		switch {
		case len(args) == 0:
			return append(treads, vehicles...)
		case strings.Contains(args[0], "."):
			return slices.Concat(treads, vehicles, infantry)
		case len(args) == 1:
			return []string{"size"}
		}
		return treads
	}
	ogre := strings.Contains(w.rammer.word, ".")
	switch {
	case w.chits == "":
		var out []string
		switch {
		case !ogre && w.confidence == "":
			out = append(out, "confidence")
		case ogre && !strings.Contains(w.target.word, ".") && w.target.size == 0 && w.target.infantry == "":
			out = append(out, "size", "infantry")
		}
		return append(out, "draw")
	case w.back == "" && w.target.infantry == "" && w.confidence != "fail":
		return []string{"back"}
	}
	return nil
}
