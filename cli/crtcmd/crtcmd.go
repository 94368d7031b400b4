// Package crtcmd is the Ogre CRT rule system's part of the command line:
// its calculators ("ogretable crt", "ogretable cm"), its walker designs
// ("ogretable walker") and its options of "ogretable new" (the optional
// walker rules, and what its variants change for "help new"), registered
// with package cli from its init.
package crtcmd

import (
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present/crtview"
)

func init() {
	cli.RegisterCommand(cli.Command{Name: "crt",
		Args: "ATTACK DEFENSE [--die N] [--reading regular|overrun|spillover] [--modifier N] [--multiplier X] [--ogre-weapon] [--json]",
		Help: "the odds column, the chance of each result, and the result of a die", Run: runCRT})
	cli.RegisterCommand(cli.Command{Name: "cm",
		Args: "intercept|through|blast [--by KIND[,KIND...]] [--flown D] [--offboard] [--distance D] [--target UNIT] [--terrain T] [--underwater] [--missile standard|mini|dual|dummy] [--scale hex|inch] [--json]",
		Help: "the cruise missile calculator: the 2d6 total an interceptor needs and its chance (intercept), the chance a missile gets through every interceptor and explodes where hit (through), a blast's effect at a distance (blast)", Run: runCM})
	cli.RegisterCommand(cli.Command{Name: "walker", Args: walkerArgs,
		Help: "walker designs bought by points (000 FAQ, Walkers, 4.0 Buying Walkers): cost prices and checks a design; save, list, show and delete keep designs in the database (played with \"add walker:NAME\"; save replaces a saved design of the same name only with --force, and without it says what would change); export writes one to walker-NAME.toml in the templates folder (--templates or OGRETABLE_TEMPLATES; the current folder without one) unless -o names another file, import reads such a file",
		Run:  runWalker})
	cli.RegisterDesigns(cli.Designs{Show: showOgre})
	cli.RegisterNewOptions(cli.NewOptions{
		System: crt.SystemName,
		Flags:  []cli.NewFlag{{Name: "walkers", Value: "RULES", Usage: "the optional walker rules, a list of jumpjets, wheels, legs and lat, or all (jumpjets,wheels)"}},
		Help:   variantHelp,
		Options: func(_ engine.Variant, values map[string]string) (json.RawMessage, error) {
			options, err := walkerOptions(values["walkers"])
			if err != nil {
				return nil, cli.Usagef("--walkers: %s", engine.Sentence(err))
			}
			return options, nil
		},
	})
}

// variantHelp says what each of the CRT's rules variants changes, for
// "help new".
func variantHelp() string {
	var b strings.Builder
	b.WriteString("Its variants differ in:")
	for _, v := range []engine.Variant{crt.Published, crt.Classic, crt.Lite} {
		fmt.Fprintf(&b, " %s (", v)
		if v == crt.Published {
			b.WriteString("the default, ")
		}
		fmt.Fprintf(&b, "%s).", strings.Join(crt.VariantNotes(v), "; "))
	}
	return b.String()
}

// showOgre prints a catalog Ogre's record as "ogretable ogre NAME" shows it:
// treads (--treads: how many are left), movement now and its bands, weapons,
// in the scale --scale names. found is false when name is no Ogre of the
// catalog, so that another system may show it.
func showOgre(e *cli.Env, fs *flag.FlagSet, cat *engine.Catalog, name string, asJSON bool) (found bool, err error) {
	t, err := cat.Unit(name)
	if err != nil || t.Kind != engine.KindOgre {
		return false, nil
	}
	scale, err := engine.ParseScale(fs.Lookup("scale").Value.String())
	if err != nil {
		return true, cli.Usagef("%s", engine.Sentence(err))
	}
	n := t.Treads
	if cli.FlagSet(fs, "treads") {
		if n, err = strconv.Atoi(fs.Lookup("treads").Value.String()); err != nil {
			return true, cli.Usagef("--treads: %s", engine.Sentence(err))
		}
	}
	if n < 0 || n > t.Treads {
		return true, cli.Usagef("the %s has %d tread units, so --treads must be 0 to %d, not %d", t.Name, t.Treads, t.Treads, n)
	}
	if asJSON {
		out, err := crtview.OgreRecordOf(cat, t, n, scale)
		if err != nil {
			return true, err
		}
		return true, cli.WriteJSON(e.Stdout(), out)
	}
	return true, crtview.WriteOgre(e.Stdout(), cat, t, n, scale)
}
