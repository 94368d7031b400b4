package crtcmd

import (
	"flag"
	"strings"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present/crtview"
)

// runCM is the cruise missile calculator ("ogretable cm intercept|blast|
// through"): the numbers of 000 FAQ, CRUISE MISSILE DETONATION and 001
// ARMOR! 5.00, without a game.
func runCM(e *cli.Env, args []string) error {
	if len(args) == 0 || cli.IsHelpFlag(args[0]) {
		return cli.HelpRequest("cm")
	}
	switch args[0] {
	case "intercept":
		return runCMIntercept(e, args[1:])
	case "through":
		return runCMThrough(e, args[1:])
	case "blast":
		return runCMBlast(e, args[1:])
	}
	return cli.Usagef("cm %q: choose intercept, through or blast (\"ogretable help cm\")", args[0])
}

// missileFlags are the flags the cm calculators share.
type missileFlags struct {
	flown    *float64
	offboard *bool
	missile  *string
	scale    *string
	asJSON   *bool
}

func addMissileFlags(fs *flag.FlagSet, flight bool) missileFlags {
	f := missileFlags{missile: fs.String("missile", "standard", "standard, mini, dual or dummy"),
		scale: fs.String("scale", "hex", "hex or inch"), asJSON: fs.Bool("json", false, "print JSON")}
	if flight {
		f.flown = fs.Float64("flown", 0, "how far the missile has flown from its launch, in the scale")
		f.offboard = fs.Bool("offboard", false, "the missile was fired from off the board")
	}
	return f
}

// parse returns the missile type and the scale, or a usage error.
func (f missileFlags) parse() (crt.MissileType, engine.Scale, error) {
	m, err := crt.ParseMissileType(*f.missile)
	if err != nil {
		return "", "", cli.Usagef("%s", engine.Sentence(err))
	}
	s, err := engine.ParseScale(*f.scale)
	if err != nil {
		return "", "", cli.Usagef("%s", engine.Sentence(err))
	}
	if f.flown != nil && *f.flown < 0 {
		return "", "", cli.Usagef("--flown is a distance, 0 or more, not %s", engine.FormatNumber(*f.flown))
	}
	return m, s, nil
}

// interceptor returns the interceptor kind named name, or of the catalog's
// unit of that name.
func interceptor(e *cli.Env, name string) (crt.Interceptor, error) {
	if k, err := crt.ParseInterceptor(name); err == nil {
		return k, nil
	}
	cat, err := e.Catalog()
	if err != nil {
		return "", err
	}
	t, err := cat.Unit(name)
	if err != nil {
		return "", cli.Usagef("%q is neither an interceptor (%s) nor a unit: %s", name, crtview.InterceptorNames(), engine.Sentence(err))
	}
	if t.Kind == engine.KindOgre {
		return "", cli.Usagef("an Ogre intercepts with each of its guns and missiles: give ogre-main, ogre-secondary or ogre-missile")
	}
	k, ok := crt.InterceptorOf(t, nil)
	if !ok {
		return "", cli.Usagef("a %s cannot intercept a cruise missile (000 FAQ, CRUISE MISSILE DETONATION)", t.Name)
	}
	return k, nil
}

func runCMIntercept(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("cm intercept", flag.ContinueOnError)
	by := fs.String("by", "", "the interceptor: "+crtview.InterceptorNames()+", or a unit name")
	f := addMissileFlags(fs, true)
	if pos, err := cli.ParseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 || *by == "" {
		return cli.Usagef("write \"ogretable cm intercept --by KIND [--flown D] [--offboard] [--missile standard|mini|dual|dummy]\"")
	}
	m, s, err := f.parse()
	if err != nil {
		return err
	}
	k, err := interceptor(e, *by)
	if err != nil {
		return err
	}
	i := crtview.Intercept(k, m, *f.flown, s, *f.offboard)
	if *f.asJSON {
		return cli.WriteJSON(e.Stdout(), i)
	}
	crtview.WriteIntercept(e.Stdout(), i, s)
	return nil
}

func runCMThrough(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("cm through", flag.ContinueOnError)
	by := fs.String("by", "", "the interceptors, separated by commas")
	f := addMissileFlags(fs, true)
	if pos, err := cli.ParseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 || *by == "" {
		return cli.Usagef("write \"ogretable cm through --by KIND[,KIND...] [--flown D] [--offboard] [--missile ...]\"")
	}
	m, s, err := f.parse()
	if err != nil {
		return err
	}
	var ks []crt.Interceptor
	for _, name := range strings.Split(*by, ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		k, err := interceptor(e, name)
		if err != nil {
			return err
		}
		ks = append(ks, k)
	}
	t := crtview.Through(ks, m, *f.flown, s, *f.offboard)
	if *f.asJSON {
		return cli.WriteJSON(e.Stdout(), t)
	}
	crtview.WriteThrough(e.Stdout(), t)
	return nil
}

func runCMBlast(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("cm blast", flag.ContinueOnError)
	dist := fs.Float64("distance", -1, "the distance from ground zero, in the scale")
	target := fs.String("target", "", "the unit (default: a unit that is not infantry, whose tread dice are an Ogre's)")
	terrain := fs.String("terrain", "clear", "the target's terrain")
	underwater := fs.Bool("underwater", false, "the target is underwater")
	f := addMissileFlags(fs, false)
	if pos, err := cli.ParseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 || *dist < 0 {
		return cli.Usagef("write \"ogretable cm blast --distance D [--target UNIT] [--terrain T] [--underwater] [--missile ...]\" (--distance 0 or more)")
	}
	m, s, err := f.parse()
	if err != nil {
		return err
	}
	t, err := crt.ParseTerrain(*terrain)
	if err != nil {
		return cli.Usagef("%s", engine.Sentence(err))
	}
	var ut *engine.UnitType
	if *target != "" {
		cat, err := e.Catalog()
		if err != nil {
			return err
		}
		if ut, err = cat.Unit(*target); err != nil {
			return err
		}
	}
	b := crtview.BlastAt(m, ut, t, *underwater, *dist, s)
	if *f.asJSON {
		return cli.WriteJSON(e.Stdout(), b)
	}
	crtview.WriteBlast(e.Stdout(), b)
	return nil
}
