package crtcmd

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"

	"ogretable/cli"
	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/outfile"
	"ogretable/templates/crttables"
)

// walkerArgs is the walker subcommand's arguments, for the help and the
// README.
const walkerArgs = "cost|save|list|show|delete|export|import [NAME|ID|FILE] [--generation early|late] [--attack A] [--defense D] [--range R] [--move M] [--gev-move N] [--jumpjets] [--wheels] [--lat] [--legs biped|chickenleg|quad|gev] [--notes TEXT] [-o FILE] [--force] [--db PATH] [--json]"

// runWalker runs "ogretable walker ACTION ...".
func runWalker(e *cli.Env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && cli.IsHelpFlag(args[0]) {
			return cli.HelpRequest("walker")
		}
		return cli.Usagef("write \"ogretable walker cost|save|list|show|delete|export|import ...\"")
	}
	switch args[0] {
	case "cost":
		return runWalkerCost(e, args[1:])
	case "save":
		return runWalkerSave(e, args[1:])
	case "list":
		return runWalkerList(e, args[1:])
	case "show", "delete":
		return runWalkerShow(e, args[0], args[1:])
	case "export":
		return runWalkerExport(e, args[1:])
	case "import":
		return runWalkerImport(e, args[1:])
	}
	return cli.Usagef("no walker action %q; the actions are cost, save, list, show, delete, export and import", args[0])
}

// designFlags are the flags that describe a design.
type designFlags struct {
	generation, legs, notes             *string
	attack, defense, rng, move, gevMove *int
	jumpjets, wheels, lat               *bool
}

func addDesignFlags(fs *flag.FlagSet) designFlags {
	return designFlags{
		generation: fs.String("generation", "early", "early (12 VP) or late (18 VP)"),
		legs:       fs.String("legs", "biped", "biped, chickenleg, quad or gev"),
		notes:      fs.String("notes", "", "a note on the design"),
		attack:     fs.Int("attack", 0, "attack points (0.5 VP each)"),
		defense:    fs.Int("defense", 0, "defence points (0.5 VP each)"),
		rng:        fs.Int("range", 0, "range in hexes (1 VP each)"),
		move:       fs.Int("move", 0, "movement in hexes (1 VP each)"),
		gevMove:    fs.Int("gev-move", 0, "GEV-phase movement in hexes, with the GEV legs (1 VP each)"),
		jumpjets:   fs.Bool("jumpjets", false, "jumpjets (1 VP early, 2 late)"),
		wheels:     fs.Bool("wheels", false, "wheel mode (1 VP early, 2 late)"),
		lat:        fs.Bool("lat", false, "land-air transformation (3 VP early, 6 late)"),
	}
}

// design returns the design the flags describe, named name. A generation
// or leg assembly that is not one of the choices is a mistake in the
// command line, refused with the choices (exit 2), not a design to price.
func (f designFlags) design(name string) (crt.WalkerDesign, error) {
	gen := crt.Generation(strings.ToLower(*f.generation))
	if _, ok := crt.PricesOf(gen); !ok {
		return crt.WalkerDesign{}, cli.Usagef("--generation must be early or late, not %q", *f.generation)
	}
	legs := crt.Legs(strings.ToLower(*f.legs))
	if !slices.Contains(crt.AllLegs, legs) {
		choices := make([]string, len(crt.AllLegs))
		for i, l := range crt.AllLegs {
			choices[i] = string(l)
		}
		return crt.WalkerDesign{}, cli.Usagef("--legs must be %s, not %q", engine.OrList(choices), *f.legs)
	}
	return crt.WalkerDesign{Name: name, Generation: gen,
		Attack: *f.attack, Defense: *f.defense, Range: *f.rng, Move: *f.move, GEVMove: *f.gevMove,
		Jumpjets: *f.jumpjets, Wheels: *f.wheels, LAT: *f.lat, Legs: legs, Notes: *f.notes}, nil
}

// walkerCost is the JSON of "walker cost": exactly these fields.
type walkerCost struct {
	Cost     float64  `json:"cost"`
	Budget   float64  `json:"budget"`
	Valid    bool     `json:"valid"`
	Problems []string `json:"problems"`
}

// costOf prices and checks d; a design that is only unnamed is not a
// problem for the calculator.
func costOf(d crt.WalkerDesign) walkerCost {
	if d.Name == "" {
		d.Name = "Walker"
	}
	p := d.Problems()
	if p == nil {
		p = []string{}
	}
	return walkerCost{Cost: d.Cost(), Budget: d.Budget(), Valid: len(p) == 0, Problems: p}
}

func runWalkerCost(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("walker cost", flag.ContinueOnError)
	f := addDesignFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("walker cost takes only flags, not %q", strings.Join(pos, " "))
	}
	d, err := f.design("")
	if err != nil {
		return err
	}
	c := costOf(d)
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), c)
	}
	writeCost(e.Stdout(), c)
	return nil
}

// writeCost prints a priced design for people.
func writeCost(w io.Writer, c walkerCost) {
	fmt.Fprintf(w, "Cost %s VP of a budget of %s VP (%s left).\n", engine.FormatNumber(c.Cost), engine.FormatNumber(c.Budget), engine.FormatNumber(c.Budget-c.Cost))
	if c.Valid {
		fmt.Fprintln(w, "The design is valid.")
	}
	for _, p := range c.Problems {
		fmt.Fprintln(w, "Problem: "+p)
	}
}

func runWalkerSave(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("walker save", flag.ContinueOnError)
	f := addDesignFlags(fs)
	force := fs.Bool("force", false, "replace a saved design of the same name")
	asJSON := fs.Bool("json", false, "print JSON")
	df := cli.DBFlag(fs)
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cli.Usagef("write \"ogretable walker save NAME --generation early|late --attack A --defense D --range R --move M ...\"")
	}
	d, err := f.design(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	if p := d.Problems(); len(p) > 0 {
		return fmt.Errorf("the design %q was not saved: %s", d.Name, strings.Join(p, " "))
	}
	store, err := df.Open(e, true, false)
	if err != nil {
		return err
	}
	defer store.Close()
	old, found, err := cli.SavedDesign(store, d.Name)
	if err != nil {
		return err
	}
	if found && !*force {
		changes := walkerOf(old).Changes(d)
		if len(changes) == 0 {
			// The same design again: nothing to replace, nothing written.
			return writeDesign(e.Stdout(), old, *asJSON, "Saved already, unchanged")
		}
		return fmt.Errorf("the design %q was not saved: %s is saved already (%s, design %d), and this one would change %s; add --force to replace it, or save this one under another name",
			d.Name, walkerOf(old).Name, old.TypeID(), old.ID, strings.Join(changes, ", "))
	}
	saved, err := store.SaveWalker(d)
	if err != nil {
		return err
	}
	return writeDesign(e.Stdout(), saved, *asJSON, "Saved")
}

func runWalkerList(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("walker list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := cli.DBFlag(fs)
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return cli.Usagef("walker list takes no arguments")
	}
	store, err := df.Open(e, false, true)
	if errors.Is(err, record.ErrNoDatabase) {
		store = nil
	} else if err != nil {
		return err
	}
	var all []record.WalkerDesign
	if store != nil {
		defer store.Close()
		if all, err = store.Walkers(); err != nil {
			return err
		}
	}
	if *asJSON {
		out := make([]designJSON, len(all))
		for i, w := range all {
			out[i] = jsonOf(w)
		}
		return cli.WriteJSON(e.Stdout(), out)
	}
	if len(all) == 0 {
		fmt.Fprintln(e.Stdout(), "No walker designs yet: save one with \"ogretable walker save NAME ...\".")
		return nil
	}
	tw := tabwriter.NewWriter(e.Stdout(), 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tname\tunit type\tdesign")
	for _, w := range all {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", w.ID, walkerOf(w).Name, w.TypeID(), summary(walkerOf(w)))
	}
	return tw.Flush()
}

func runWalkerShow(e *cli.Env, action string, args []string) error {
	fs := flag.NewFlagSet("walker "+action, flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := cli.DBFlag(fs)
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cli.Usagef("write \"ogretable walker %s NAME|ID\"", action)
	}
	store, err := df.Open(e, false, action == "show")
	if err != nil {
		return err
	}
	defer store.Close()
	ref := strings.Join(pos, " ")
	if action == "delete" {
		w, err := store.DeleteWalker(ref)
		if err != nil {
			return err
		}
		return writeDesign(e.Stdout(), w, *asJSON, "Deleted (games that fielded it keep their record)")
	}
	w, err := store.Walker(ref)
	if err != nil {
		return err
	}
	return writeDesign(e.Stdout(), w, *asJSON, "")
}

// designJSON is a stored design as the walker subcommands print it.
type designJSON struct {
	ID       int64            `json:"id"`
	TypeID   string           `json:"type_id"`
	Design   crt.WalkerDesign `json:"design"`
	Cost     float64          `json:"cost"`
	Budget   float64          `json:"budget"`
	Options  []string         `json:"options"`
	Problems []string         `json:"problems"`
}

func jsonOf(w record.WalkerDesign) designJSON {
	c := costOf(walkerOf(w))
	o := walkerOf(w).Options()
	if o == nil {
		o = []string{}
	}
	return designJSON{ID: w.ID, TypeID: w.TypeID(), Design: walkerOf(w), Cost: c.Cost, Budget: c.Budget, Options: o, Problems: c.Problems}
}

// summary is a design on one line: "early, attack 4, defence 4, range 2,
// move 4, 12 of 12 VP; jumpjets".
func summary(d crt.WalkerDesign) string {
	s := fmt.Sprintf("%s, attack %d, defence %d, range %d, move %d", d.Generation, d.Attack, d.Defense, d.Range, d.Move)
	if d.GEVMove > 0 {
		s += fmt.Sprintf(", GEV move %d", d.GEVMove)
	}
	s += fmt.Sprintf(", %s of %s VP", engine.FormatNumber(d.Cost()), engine.FormatNumber(d.Budget()))
	if o := d.Options(); len(o) > 0 {
		s += "; " + strings.Join(o, ", ")
	}
	return s
}

func writeDesign(w io.Writer, d record.WalkerDesign, asJSON bool, verb string) error {
	if asJSON {
		return cli.WriteJSON(w, jsonOf(d))
	}
	if verb != "" {
		fmt.Fprintf(w, "%s: ", verb)
	}
	fmt.Fprintf(w, "%s (%s, design %d): %s.\n", walkerOf(d).Name, d.TypeID(), d.ID, summary(walkerOf(d)))
	if n := strings.TrimSpace(walkerOf(d).Notes); n != "" {
		fmt.Fprintf(w, "Notes: %s\n", n)
	}
	for _, p := range walkerOf(d).Problems() {
		fmt.Fprintf(w, "Problem: %s\n", p)
	}
	fmt.Fprintf(w, "Add it to a game with: ogretable do 'add %s'\n", d.TypeID())
	return nil
}

func runWalkerExport(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("walker export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: walker-NAME.toml in the templates folder of --templates or OGRETABLE_TEMPLATES, or in the current folder without one)")
	force := fs.Bool("force", false, "replace the file if it exists")
	asJSON := fs.Bool("json", false, "print JSON")
	df := cli.DBFlag(fs)
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return cli.Usagef("write \"ogretable walker export NAME|ID [-o FILE]\"")
	}
	store, err := df.Open(e, false, true)
	if err != nil {
		return err
	}
	defer store.Close()
	w, err := store.Walker(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	path := *out
	if path == "" {
		path = filepath.Join(e.Templates(), strings.ReplaceAll(w.TypeID(), ":", "-")+".toml")
	}
	body, err := crttables.WriteWalkers(walkerOf(w))
	if err != nil {
		return err
	}
	if err := outfile.Write(path, outfile.Options{Force: *force, Flags: true}, func(f io.Writer) error { _, err := f.Write(body); return err }); err != nil {
		return err
	}
	if *asJSON {
		return cli.WriteJSON(e.Stdout(), map[string]any{"file": path, "type_id": w.TypeID()})
	}
	fmt.Fprintf(e.Stdout(), "Wrote %s to %s.\n", walkerOf(w).Name, path)
	return nil
}

func runWalkerImport(e *cli.Env, args []string) error {
	fs := flag.NewFlagSet("walker import", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := cli.DBFlag(fs)
	pos, err := cli.ParseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return cli.Usagef("write \"ogretable walker import FILE\"")
	}
	body, err := os.ReadFile(pos[0])
	if err != nil {
		return fmt.Errorf("cannot read %s: %v", pos[0], err)
	}
	designs, err := crttables.ReadWalkers(pos[0], body)
	if err != nil {
		return err
	}
	store, err := df.Open(e, true, false)
	if err != nil {
		return err
	}
	defer store.Close()
	all := make([]engine.Design, len(designs))
	for i, d := range designs {
		all[i] = d
	}
	saved, err := store.SaveWalkers(all...)
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]designJSON, len(saved))
		for i, w := range saved {
			out[i] = jsonOf(w)
		}
		return cli.WriteJSON(e.Stdout(), out)
	}
	for _, w := range saved {
		if err := writeDesign(e.Stdout(), w, false, "Imported"); err != nil {
			return err
		}
	}
	return nil
}

// walkerOptions returns the options JSON of a game created with the
// optional walker rules list ("jumpjets,wheels,legs,lat"), nil for none.
func walkerOptions(list string) (json.RawMessage, error) {
	w, err := crt.ParseWalkerRules(list)
	if err != nil || w == (crt.WalkerRules{}) {
		return nil, err
	}
	return json.Marshal(map[string]any{"walkers": w})
}

// walkerOf returns the walker design w keeps; the zero design for none.
func walkerOf(w record.WalkerDesign) crt.WalkerDesign {
	d, _ := w.Design.(crt.WalkerDesign)
	return d
}
