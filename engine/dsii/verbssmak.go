package dsii

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// EventSMAK is a SMAK round's homing roll against an Ogre's module: the
// record of the dice; a hit's chits follow as an EventHit.
const EventSMAK engine.EventKind = "dsii smak"

// smakData is a SMAK round: the module it homes on, its load's code, the
// attack and ECM dice types, whether it hit, and the Ogre whose launched
// missile it was ("" for artillery).
type smakData struct {
	Module  string `json:"module"`
	Load    string `json:"load"`
	Attack  string `json:"attack"`
	ECM     string `json:"ecm"`
	Hit     bool   `json:"hit,omitempty"`
	Missile string `json:"missile,omitempty"`
}

// SMAKValid is the validity of a SMAK round's chits when the command gives
// none: red and yellow, as 002's example pulls them (ReadingSMAKValid).
var SMAKValid = Validity{Red: true, Yellow: true, Specials: true}

// ReadingSMAKValid: a SMAK round's chits count red and yellow.
var ReadingSMAKValid = Reading{
	Topic: "SMAK chit validity",
	Text: `002 gives it only in its example ("pull 4 chits, Red and Yellow valid to attempt to damage the ` +
		`Tread Module"): a SMAK round's chits count red and yellow, and the specials act, unless the referee says valid.`,
}

var smakVerb = &engine.VerbDef{Verb: "smak", Syntax: "smak OGRE.MODULE QUALITY CLASS [CHIT,...|draw] [valid COLOUR[,...]] [by UNIT] [die N...]",
	Forms: []string{"smak OGRE.MODULE missile OGRE [CHIT,...|draw] [valid COLOUR[,...]] [die N...]"},
	Help: "a SMAK round homes on a module of its load's type (EM, MB, SB, AP, MM, MR, TM) within its 2\" Beaten Zone, the module the referee names (with none of its type there it fails to detonate: enter nothing): " +
		"the homing die (basic d6, enhanced d8, superior d10; an Ogre's missile: its firing EM's die now) against the target EM's die now, a hit when higher; ADS and PDS have no effect; " +
		"a hit pulls the artillery's class + 1 chits (light 2, medium 3, heavy 4) or an Ogre missile's 6, typed or drawn (draw), valid red and yellow unless said (" + ReadingSMAKValid.Topic + "), applied as hit applies them (002 OGRE for DSII, Artillery fire against OGREs; OGRE Missiles); " +
		"a missile is one its Ogre launched this turn (launch); by: the artillery unit credited; typed dice: the homing die, then the ECM's, then a draw's"}

func init() {
	smakVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		args, dice, err := engine.TakeDice(args)
		if err != nil {
			return err
		}
		if args, c.Attackers, err = takeBy(args, smakVerb); err != nil {
			return err
		}
		if _, err := parseSMAK(args); err != nil {
			return err
		}
		label, module, _ := splitModule(args[0])
		c.Label, c.Target, c.Args, c.Dice = label, module, args, dice
		return nil
	}
	smakVerb.Resolve = resolveSMAK
	smakVerb.Complete = completeSMAK
}

// smakWords is a smak command read: the target, the round's quality and
// class or the Ogre whose missile it is, the chits ("draw", a list, "")
// and the validity ("" for SMAKValid).
type smakWords struct {
	target          string
	quality         Quality
	class           ArtilleryClass
	missile         string
	chits, validity string
}

// parseSMAK reads a smak command's words (by and the dice taken out).
func parseSMAK(args []string) (smakWords, error) {
	var w smakWords
	if len(args) < 3 {
		return w, smakUsage()
	}
	if _, _, ok := splitModule(args[0]); !ok {
		return w, smakUsage()
	}
	w.target = args[0]
	if strings.EqualFold(args[1], "missile") {
		w.missile = strings.ToUpper(args[2])
	} else {
		q, err := ParseQuality(args[1])
		if err != nil {
			return w, engine.Refusef("%q is neither a SMAK round's quality (basic, enhanced, superior) nor \"missile\"; write %q", args[1], smakVerb.Syntax)
		}
		a, err := ParseArtilleryClass(args[2])
		if err != nil {
			return w, refusal(err)
		}
		w.quality, w.class = q, a
	}
	rest := args[3:]
	if len(rest) > 0 && !strings.EqualFold(rest[0], "valid") {
		w.chits, rest = rest[0], rest[1:]
	}
	switch {
	case len(rest) == 2 && strings.EqualFold(rest[0], "valid"):
		w.validity = rest[1]
	case len(rest) != 0:
		return w, smakUsage()
	}
	return w, nil
}

// smakUsage returns the refusal of a smak written wrongly: its forms.
func smakUsage() error {
	return engine.Refusef("write %q or %q", smakVerb.Syntax, smakVerb.Forms[0])
}

// SMAKTargetOf returns the SMAK load that homes on modules of kind k
// (SMAKTargets), false for none.
func SMAKTargetOf(k Kind) (SMAKTarget, bool) {
	for _, t := range SMAKTargets {
		if t.Kind == string(k) {
			return t, true
		}
	}
	return SMAKTarget{}, false
}

// resolveSMAK resolves a SMAK round on an Ogre's module (002 OGRE for DSII,
// Artillery fire against OGREs; OGRE Missiles): the homing roll against
// the target EM's die now, and on a hit the chits, applied as hit applies
// them.
func resolveSMAK(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	w, err := parseSMAK(c.Args)
	if err != nil {
		return err
	}
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	load, ok := SMAKTargetOf(m.Kind)
	if !ok {
		return engine.Refusef("no SMAK load homes on %s.%s, a module of kind %s", u.Label, m.ID, m.Kind)
	}
	if m.Status == engine.StatusDestroyed {
		return engine.Refusef("%s.%s is destroyed: a SMAK-%s round homes on a module of its type within its Beaten Zone that is not; with none there it fails to detonate, and nothing is entered", u.Label, m.ID, load.Code)
	}
	ecm := EMDie(g, u)
	if ecm == 0 {
		return engine.Refusef("%s's design in play gives its electronics module no quality, so its ECM has no die", u.Label)
	}
	var shot SMAKShot
	var by, round string
	if w.missile != "" {
		if len(c.Attackers) > 0 {
			return engine.Refusef("a missile is credited to the Ogre that launched it; leave out by")
		}
		fu, err := r.Unit(w.missile)
		if err != nil {
			return err
		}
		if !IsOgre(fu) {
			return engine.Refusef("%s is no Ogre of modules, and only an Ogre's missiles act as SMAK rounds; artillery gives its quality and class (%s)", fu.Label, smakVerb.Syntax)
		}
		if fu == u {
			return engine.Refusef("%s's missile cannot strike %s itself", fu.Label, u.Label)
		}
		if GameOf(g).Missiles[fu.Label] < 1 {
			return engine.Refusef("%s has no missile launched this turn still to strike; its missile unit launches them first (launch %s)", fu.Label, fu.Label)
		}
		if shot, err = MissileSMAK(EMDie(g, fu), ecm); err != nil {
			return refusal(err)
		}
		by = fu.Label
		round = fmt.Sprintf("%s's missile, a SMAK-%s round on its EM's %s", fu.Label, load.Code, shot.Attack)
	} else {
		if by, err = attackerOf(r, c.Attackers, u); err != nil {
			return err
		}
		if shot, err = SMAK(w.quality, w.class, ecm); err != nil {
			return refusal(err)
		}
		round = fmt.Sprintf("A SMAK-%s round (%s, of %s artillery)", load.Code, w.quality, w.class)
		if by != "" {
			round += " fired by " + by
		}
	}
	valid := SMAKValid
	if w.validity != "" {
		if valid, err = ParseValidity(w.validity); err != nil {
			return refusal(err)
		}
	}
	a, err := r.Throw(engine.Need{Count: 1, Sides: int(shot.Attack), For: fmt.Sprintf("for the SMAK round's homing (%s)", shot.Attack)})
	if err != nil {
		return err
	}
	e, err := r.Throw(engine.Need{Count: 1, Sides: int(ecm), For: fmt.Sprintf("for %s's ECM (%s): the round hits when its die is higher", u.Label, ecm)})
	if err != nil {
		return err
	}
	hit := a[0].Value > e[0].Value
	roll := fmt.Sprintf("%s %d against %s's ECM %s %d", shot.Attack, a[0].Value, u.Label, ecm, e[0].Value)
	switch {
	case hit && w.chits == "":
		return engine.Refusef("the round hits (%s): it pulls %d chits; give them (CHIT,...) or draw", roll, shot.Chits)
	case !hit && w.chits != "" && !strings.EqualFold(w.chits, "draw"):
		return engine.Refusef("the round misses (%s): no chits are pulled; leave them out", roll)
	}
	sd := smakData{Module: m.ID, Load: load.Code, Attack: shot.Attack.String(), ECM: ecm.String(), Hit: hit}
	if w.missile != "" {
		sd.Missile = by
	}
	data, err := json.Marshal(sd)
	if err != nil {
		return err
	}
	text := fmt.Sprintf("%s homes on %s.%s: %s: ", round, u.Label, m.ID, roll)
	if hit {
		text += fmt.Sprintf("it hits and pulls %d chits, valid %s (ADS and PDS have no effect).", shot.Chits, valid)
	} else {
		text += "it misses (the attack die must be higher)."
	}
	ev := engine.Event{Kind: EventSMAK, Unit: u.Label, Data: data, Dice: []engine.Die{a[0], e[0]}, Text: text}
	if by != "" {
		ev.Attackers = []string{by}
	}
	r.Emit(ev)
	if !hit {
		return nil
	}
	what := fmt.Sprintf("The SMAK-%s round on %s.%s", load.Code, u.Label, m.ID)
	rule := "Artillery fire against OGREs: the class of the firing artillery + 1"
	if w.missile != "" {
		rule = "OGRE Missiles: 6 chits in SMAK mode"
	}
	armor := ArmorOf(DesignOf(g, u), *m)
	if armor == ArmourBlank {
		if strings.EqualFold(w.chits, "draw") {
			return engine.Refusef("%s.%s's armour is not given by its design, so drawn chits' points cannot count; type the result read at the table (ko or dmg, with any specials)", u.Label, m.ID)
		}
		attack, err := ParseAttack(w.chits, valid)
		if err != nil {
			return refusal(err)
		}
		if err := CheckTyped(g, attack.Chits); err != nil && !r.Command().Override {
			return refusal(err)
		}
		r.NoRoll("for chits drawn at the table")
		return emitHit(r, u, m, armor, attack, nil, nil, what+" (the result read at the table; the armour is not given): ", by)
	}
	chits, dice, drawn, prefix, err := pullChits(r, w.chits, shot.Chits, valid, what, rule)
	if err != nil {
		return err
	}
	var words []string
	if drawn {
		words = chitWords(chits)
	}
	return emitHit(r, u, m, armor, Attack{Chits: chits, Valid: valid}, dice, words, prefix, by)
}

// applySMAK folds an EventSMAK: a missile's round spends one of the
// missiles its Ogre launched this turn.
func applySMAK(g *engine.Game, e engine.Event) error {
	var d smakData
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return engine.Misfitf("a SMAK round whose data cannot be read: %v", err)
	}
	if d.Missile == "" {
		return nil
	}
	st := GameOf(g)
	if st.Missiles[d.Missile] < 1 {
		return engine.Misfitf("a SMAK round of %s's missile, which has none launched still to strike", d.Missile)
	}
	st.Missiles[d.Missile]--
	if st.Missiles[d.Missile] == 0 {
		delete(st.Missiles, d.Missile)
	}
	return nil
}

// completeSMAK offers the Ogres' modules, then the qualities and
// "missile", the classes or the Ogres that launched, then the words after.
func completeSMAK(g *engine.Game, args []string) []string {
	switch len(args) {
	case 0:
		return completeModules(g, nil)
	case 1:
		return []string{"basic", "enhanced", "superior", "missile"}
	case 2:
		if strings.EqualFold(args[1], "missile") {
			var out []string
			for label, n := range GameOf(g).Missiles {
				if n > 0 {
					out = append(out, label)
				}
			}
			slices.Sort(out)
			return out
		}
		return []string{"light", "medium", "heavy"}
	}
	if strings.EqualFold(args[len(args)-1], "by") {
		return completeUnits(g, nil)
	}
	return []string{"draw", "valid", "by"}
}
