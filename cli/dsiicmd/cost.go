package dsiicmd

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"ogretable/cli"
	"ogretable/engine/dsii"
)

// runDSIICost is "dsii cost DESIGN": the design's price by every formula
// of 002 OGRE for DSII over the base costs of the referee's house data
// (dsii.Design.Cost), each line and the total; what the data lacks is
// named, and the total then not given.
func runDSIICost(e *cli.Env, args []string) error {
	fs, asJSON := dsiiFlags("cost")
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cli.Usagef("dsii cost names a design: \"ogretable dsii cost dsii-mark-v\" (\"ogretable units --kind ogre\" lists them)")
	}
	cat, err := e.Catalog()
	if err != nil {
		return err
	}
	entry, err := cat.FindEntry(dsii.TableOgre, strings.Join(pos, " "))
	if err != nil {
		return cli.Usagef("%s", strings.Replace(err.Error(), dsii.TableOgre, "design", 1))
	}
	d, ok := entry.(*dsii.Design)
	if !ok {
		return fmt.Errorf("cli: the catalog's %s table holds no design", dsii.TableOgre)
	}
	c := d.Cost()
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), c)
	}
	w := e.Stdout()
	fmt.Fprintf(w, "%s (%s): its price by 002 OGRE for DSII's formulas", d.Name, d.ID)
	if c.Source != "" {
		fmt.Fprintf(w, ", over the base costs of %s", c.Source)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "part\thow\tpoints")
	for _, l := range c.Lines {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", l.What, l.Formula, points(l.Points))
	}
	tw.Flush()
	if c.Total != nil {
		fmt.Fprintf(w, "BPV of its modules: %s\nTotal: %s points\n", points(c.BPV), points(*c.Total))
	} else {
		fmt.Fprintf(w, "No total: 002 lists no base costs of DSII, and the referee's house data lacks:\n")
		for _, m := range c.Missing {
			fmt.Fprintf(w, "  - %s\n", m)
		}
		fmt.Fprintln(w, "Give them as costs = {...} in the design's [[dsii-ogre]], and its batteries' weapons (a house rule with the design's id gives only what it changes).")
	}
	writeReadings(w, dsii.ReadingCostFCS, dsii.ReadingCostTreads)
	return nil
}

// points writes points without a needless decimal: "1240", "496.5".
func points(p float64) string { return fmt.Sprint(p) }
