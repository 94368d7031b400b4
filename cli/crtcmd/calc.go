package crtcmd

import (
	"flag"
	"math"
	"strconv"
	"strings"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present/crtview"
)

// parseStrength reads an attack or defence strength, which may be
// fractional ("1.5") but not negative.
func parseStrength(what, s string) (float64, error) {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, parseStrengthErr(what, s)
	}
	return v, nil
}

// parseStrengthErr is the mistake of a strength s that is not a number of 0
// or more.
func parseStrengthErr(what, s string) error {
	return cli.Usagef("%s must be a number of 0 or more, such as 4 or 1.5, not %q", what, s)
}

// negativeArg finds a negative number among the positional arguments of
// args ("crt -1 2"), which the flag parser would take for an unknown flag:
// it returns it and its place among the positionals. A value after a flag
// that takes one ("--modifier -1") is not positional.
func negativeArg(fs *flag.FlagSet, args []string) (string, int, bool) {
	n := 0
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			n++
			continue
		}
		if _, err := strconv.ParseFloat(a, 64); err == nil {
			return a, n, true
		}
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil {
			if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
				i++ // the flag's value
			}
		}
	}
	return "", 0, false
}

// runCRT reads the combat results table ("ogretable crt"): the odds, the
// result of each face of the die and the chance of each result.
func runCRT(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("crt", flag.ContinueOnError)
	die := fs.Int("die", 0, "the die rolled, 1 to 6")
	reading := fs.String("reading", "regular", "regular, overrun or spillover")
	mod := fs.Int("modifier", 0, "added to the die (the Ninja's ECM: -1)")
	mult := fs.Float64("multiplier", 1, "the defence multiplier of the target's terrain (infantry in town: 3)")
	ogreWeapon := fs.Bool("ogre-weapon", false, "the target is an Ogre weapon (an overrun's D stays D)")
	asJSON := fs.Bool("json", false, "print JSON")
	if a, i, ok := negativeArg(fs, args); ok {
		// "crt -1 2": the flag parser would take -1 for a flag.
		return parseStrengthErr([]string{"the attack", "the defence"}[min(i, 1)], a)
	}
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return cli.Usagef("give the attack and the defence, e.g. \"ogretable crt 4 2 --die 3\"")
	}
	att, err := parseStrength("the attack", pos[0])
	if err != nil {
		return err
	}
	def, err := parseStrength("the defence", pos[1])
	if err != nil {
		return err
	}
	rd, err := crt.ParseReading(*reading)
	if err != nil {
		return cli.Usagef("%s", engine.Sentence(err))
	}
	if *die != 0 && (*die < 1 || *die > 6) {
		return cli.Usagef("--die must be 1 to 6, not %d", *die)
	}
	if *mult <= 0 || math.IsInf(*mult, 0) || math.IsNaN(*mult) {
		return cli.Usagef("--multiplier must be more than 0")
	}
	if *mod < -6 || *mod > 6 {
		return cli.Usagef("--modifier must be between -6 and 6")
	}
	q := crtview.CRTQuery{Attack: att, Defense: def, Multiplier: *mult, Reading: rd, Modifier: *mod, OgreWeapon: *ogreWeapon, Die: *die}
	if why := q.NoDie(); why != "" && *die != 0 {
		// The rule "do 'fire …'" applies (crt.Attack.NoDie).
		return cli.Usagef("no die is rolled for this attack: %s; leave out --die", why)
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), crtview.CRTOf(q))
	}
	crtview.WriteCRT(e.Stdout(), q)
	return nil
}
