package dsii

import (
	"fmt"
	"strings"

	"ogretable/engine"
)

var ramVerb = &engine.VerbDef{Verb: "ram", Syntax: "ram OGRE.treadN OGRE.treadN chits CHIT,...|draw back CHIT,...|draw",
	Help: "an Ogre rams another Ogre's tread module: it pulls its tread modules' size + its Threat Level in chits, all colours and specials, each M and BOOM taking 1 BMF more; the rammed Ogre pulls its tread size + its Threat Level back against the rammer's tread module, red, yellow and specials; the rammer stops (002 OGRE for DSII, OGREs ramming OGREs); the counts are checked; draw: from the game's cup with the game's dice"}

func init() {
	ramVerb.Parse = func(c *engine.Command, args []string, _ string) error {
		// ram A.treadN B.treadN (chits X|draw) back (X|draw)
		var words []string
		for i := 2; i < len(args); i++ {
			switch strings.ToLower(args[i]) {
			case "chits":
				continue
			case "back":
				words = append(words, "back")
			default:
				words = append(words, args[i])
			}
		}
		if len(args) < 5 || len(words) != 3 || words[1] != "back" {
			return usage(ramVerb)
		}
		label, module, ok := splitModule(args[0])
		if !ok {
			return usage(ramVerb)
		}
		c.Label, c.Target, c.Args = label, module, []string{strings.ToUpper(args[1]), words[0], words[2]}
		return nil
	}
	ramVerb.Resolve = resolveRam
	ramVerb.Complete = completeModules
}

// resolveRam resolves an Ogre ramming an Ogre's tread module (002 OGRE for
// DSII, OGREs ramming OGREs): the rammer's chits against the target tread
// module, then the target's back against the rammer's, each as one attack
// in which each M and BOOM takes 1 BMF more.
func resolveRam(r *engine.Resolver) error {
	c, g := r.Command(), r.Game()
	u, m, err := ogreModule(r, c.Label, c.Target)
	if err != nil {
		return err
	}
	tlabel, tmodule, ok := splitModule(c.Args[0])
	if !ok {
		return engine.Refusef("%s is not an Ogre's tread module; this program resolves Ogres ramming Ogres (OGRE.treadN); a ram of a vehicle or infantry is resolved at the table with the \"dsii ram\" calculator", c.Args[0])
	}
	tu, tm, err := ogreModule(r, tlabel, tmodule)
	if err != nil {
		return err
	}
	switch {
	case tu == u:
		return engine.Refusef("%s cannot ram itself", u.Label)
	case m.Kind != KindTread || tm.Kind != KindTread:
		return engine.Refusef("an Ogre rams with a tread module into a tread module: write %q", ramVerb.Syntax)
	case m.Status == engine.StatusDestroyed || tm.Status == engine.StatusDestroyed:
		return engine.Refusef("a destroyed tread module neither rams nor is rammed")
	}
	d, td := DesignOf(g, u), DesignOf(g, tu)
	if d == nil || td == nil {
		return engine.Refusef("%s or %s has no design in play", u.Label, tu.Label)
	}
	res, err := Ram{Rammer: RamOgre, Target: RamOgre, Mark: d.Mark, TargetMark: td.Mark, Size: d.Treads.Size, TargetSize: td.Treads.Size}.Resolve()
	if err != nil {
		return refusal(err)
	}
	rammed := func(who *engine.Unit, mod *Module, arg string, count int, valid Validity, side string) error {
		armor := ArmorOf(DesignOf(g, who), *mod)
		if armor == ArmourBlank {
			return engine.Refusef("%s.%s's armour is not given by its design, so a ram's chits cannot count against it; give the design's tread armour as a house rule", who.Label, mod.ID)
		}
		var a Attack
		var dice []engine.Die
		var drawn []string
		prefix := fmt.Sprintf("%s (%d chits, valid %s): ", side, count, valid)
		if strings.EqualFold(arg, "draw") {
			chits, ds, cup, err := drawChits(r, count)
			if err != nil {
				return err
			}
			a, dice = Attack{Chits: chits}, ds
			for _, ch := range chits {
				drawn = append(drawn, ch.String())
			}
			prefix = fmt.Sprintf("%s (%d chits drawn from the cup of %s, refilled for each draw; valid %s): ", side, count, CupText(cup), valid)
		} else {
			chits, err := ParseChits(arg)
			if err != nil {
				return refusal(err)
			}
			if len(chits) != count {
				return engine.Refusef("%s pulls %d chits, not %d (002 OGRE for DSII, OGREs ramming OGREs: tread size + Threat Level); give %d", side, count, len(chits), count)
			}
			a.Chits = chits
		}
		a.Valid, a.OgreRam = valid, true
		return emitHit(r, who, mod, armor, a, dice, drawn, prefix)
	}
	if err := rammed(tu, tm, c.Args[1], res.Chits, res.Valid, fmt.Sprintf("%s.%s rams %s.%s", u.Label, m.ID, tu.Label, tm.ID)); err != nil {
		return err
	}
	return rammed(u, m, c.Args[2], res.BackChits, res.BackValid, fmt.Sprintf("%s's %s pulls back against %s.%s, which stops", tu.Label, tm.ID, u.Label, m.ID))
}
