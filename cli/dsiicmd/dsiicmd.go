// Package dsiicmd is OGRE for DSII's part of the command line: its
// calculators ("ogretable dsii"), and its Ogre designs ([[dsii-ogre]]) in
// "ogretable units" and "ogretable ogre", registered with package cli from
// its init.
package dsiicmd

import (
	"flag"
	"fmt"

	"ogretable/cli"
	"ogretable/engine"
	"ogretable/engine/dsii"
	"ogretable/tracker/present/dsiiview"
)

func init() {
	cli.RegisterCommand(cli.Command{Name: "dsii", Args: dsiiArgs, Help: dsiiHelp, Run: runDSII})
	cli.RegisterDesigns(cli.Designs{
		List:    dsiiview.DesignEntries,
		Write:   dsiiview.WriteDesigns,
		NamedBy: []string{"dsii cost"},
		Show: func(e *cli.Env, fs *flag.FlagSet, cat *engine.Catalog, name string, asJSON bool) (bool, error) {
			// An OGRE for DSII design is no unit of the catalog, but an
			// Ogre.
			entry, err := cat.FindEntry(dsii.TableOgre, name)
			if err != nil {
				return false, nil
			}
			return true, writeDesign(e, fs, entry, asJSON)
		},
	})
}

// writeDesign prints an OGRE for DSII design ("ogretable ogre
// dsii-mark-v"), entry of the catalog's [[dsii-ogre]]: its modules and
// what the design gives of them; --treads and --scale, a CRT Ogre's, are
// refused.
func writeDesign(e *cli.Env, fs *flag.FlagSet, entry engine.Entry, asJSON bool) error {
	d, ok := entry.(*dsii.Design)
	if !ok {
		return fmt.Errorf("dsiicmd: the catalog's %s table holds no design", dsii.TableOgre)
	}
	if cli.FlagSet(fs, "treads") || cli.FlagSet(fs, "scale") {
		return cli.Usagef("%s is an OGRE for DSII design of modules, played in inches: --treads and --scale are a CRT Ogre's; leave them out", d.Name)
	}
	if asJSON {
		return cli.WriteJSON(e.Stdout(), dsiiview.DesignOf(d))
	}
	dsiiview.WriteDesign(e.Stdout(), d)
	return nil
}
