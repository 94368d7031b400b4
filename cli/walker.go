package cli

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

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/templates"
)

// walkerArgs is the walker subcommand's arguments, for the help and the
// README.
const walkerArgs = "cost|save|list|show|delete|export|import [NAME|ID|FILE] [--generation early|late] [--attack A] [--defense D] [--range R] [--move M] [--gev-move N] [--jumpjets] [--wheels] [--lat] [--legs biped|chickenleg|quad|gev] [--notes TEXT] [-o FILE] [--force] [--db PATH] [--json]"

func init() {
	// The walker subcommand goes before help, the last entry.
	w := subcommand{"walker", walkerArgs,
		"walker designs bought by points (000 FAQ, Walkers, 4.0 Buying Walkers): cost prices and checks a design; save, list, show and delete keep designs in the database (played with \"add walker:NAME\"; save replaces a saved design of the same name only with --force, and without it says what would change); export writes one to walker-NAME.toml in the templates folder (--templates or OGRETABLE_TEMPLATES; the current folder without one) unless -o names another file, import reads such a file",
		runWalker}
	subcommands = slices.Insert(subcommands, len(subcommands)-1, w)
}

// runWalker runs "ogretable walker ACTION ...".
func runWalker(e *env, args []string) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && IsHelpFlag(args[0]) {
			return &helpRequest{"walker"}
		}
		return usagef("write \"ogretable walker cost|save|list|show|delete|export|import ...\"")
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
	return usagef("no walker action %q; the actions are cost, save, list, show, delete, export and import", args[0])
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
func (f designFlags) design(name string) (engine.WalkerDesign, error) {
	gen := engine.Generation(strings.ToLower(*f.generation))
	if _, ok := engine.PricesOf(gen); !ok {
		return engine.WalkerDesign{}, usagef("--generation must be early or late, not %q", *f.generation)
	}
	legs := engine.Legs(strings.ToLower(*f.legs))
	if !slices.Contains(engine.AllLegs, legs) {
		choices := make([]string, len(engine.AllLegs))
		for i, l := range engine.AllLegs {
			choices[i] = string(l)
		}
		return engine.WalkerDesign{}, usagef("--legs must be %s, not %q", orList(choices), *f.legs)
	}
	return engine.WalkerDesign{Name: name, Generation: gen,
		Attack: *f.attack, Defense: *f.defense, Range: *f.rng, Move: *f.move, GEVMove: *f.gevMove,
		Jumpjets: *f.jumpjets, Wheels: *f.wheels, LAT: *f.lat, Legs: legs, Notes: *f.notes}, nil
}

// orList joins choices as a sentence says them: "a, b or c".
func orList(choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	return strings.Join(choices[:len(choices)-1], ", ") + " or " + choices[len(choices)-1]
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
func costOf(d engine.WalkerDesign) walkerCost {
	if d.Name == "" {
		d.Name = "Walker"
	}
	p := d.Problems()
	if p == nil {
		p = []string{}
	}
	return walkerCost{Cost: d.Cost(), Budget: d.Budget(), Valid: len(p) == 0, Problems: p}
}

func runWalkerCost(e *env, args []string) error {
	fs := flag.NewFlagSet("walker cost", flag.ContinueOnError)
	f := addDesignFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("walker cost takes only flags, not %q", strings.Join(pos, " "))
	}
	d, err := f.design("")
	if err != nil {
		return err
	}
	c := costOf(d)
	if *asJSON {
		return writeJSON(e.stdout, c)
	}
	writeCost(e.stdout, c)
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

func runWalkerSave(e *env, args []string) error {
	fs := flag.NewFlagSet("walker save", flag.ContinueOnError)
	f := addDesignFlags(fs)
	force := fs.Bool("force", false, "replace a saved design of the same name")
	asJSON := fs.Bool("json", false, "print JSON")
	df := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("write \"ogretable walker save NAME --generation early|late --attack A --defense D --range R --move M ...\"")
	}
	d, err := f.design(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	if p := d.Problems(); len(p) > 0 {
		return fmt.Errorf("the design %q was not saved: %s", d.Name, strings.Join(p, " "))
	}
	store, err := df.open(e, true, false)
	if err != nil {
		return err
	}
	defer store.Close()
	old, found, err := savedDesign(store, d.Name)
	if err != nil {
		return err
	}
	if found && !*force {
		changes := old.Design.Changes(d)
		if len(changes) == 0 {
			// The same design again: nothing to replace, nothing written.
			return writeDesign(e.stdout, old, *asJSON, "Saved already, unchanged")
		}
		return fmt.Errorf("the design %q was not saved: %s is saved already (%s, design %d), and this one would change %s; add --force to replace it, or save this one under another name",
			d.Name, old.Design.Name, old.TypeID(), old.ID, strings.Join(changes, ", "))
	}
	saved, err := store.SaveWalker(d)
	if err != nil {
		return err
	}
	return writeDesign(e.stdout, saved, *asJSON, "Saved")
}

// savedDesign returns the design stored in d that saving a design named
// name would replace (the same unit type id, however it is capitalised),
// and whether there is one.
func savedDesign(d File, name string) (record.WalkerDesign, bool, error) {
	all, err := d.Walkers()
	if err != nil {
		return record.WalkerDesign{}, false, err
	}
	for _, w := range all {
		if w.TypeID() == engine.WalkerID(name) {
			return w, true, nil
		}
	}
	return record.WalkerDesign{}, false, nil
}

func runWalkerList(e *env, args []string) error {
	fs := flag.NewFlagSet("walker list", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("walker list takes no arguments")
	}
	store, err := df.open(e, false, true)
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
		return writeJSON(e.stdout, out)
	}
	if len(all) == 0 {
		fmt.Fprintln(e.stdout, "No walker designs yet: save one with \"ogretable walker save NAME ...\".")
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tname\tunit type\tdesign")
	for _, w := range all {
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", w.ID, w.Design.Name, w.TypeID(), summary(w.Design))
	}
	return tw.Flush()
}

func runWalkerShow(e *env, action string, args []string) error {
	fs := flag.NewFlagSet("walker "+action, flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("write \"ogretable walker %s NAME|ID\"", action)
	}
	store, err := df.open(e, false, action == "show")
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
		return writeDesign(e.stdout, w, *asJSON, "Deleted (games that fielded it keep their record)")
	}
	w, err := store.Walker(ref)
	if err != nil {
		return err
	}
	return writeDesign(e.stdout, w, *asJSON, "")
}

// designJSON is a stored design as the walker subcommands print it.
type designJSON struct {
	ID       int64               `json:"id"`
	TypeID   string              `json:"type_id"`
	Design   engine.WalkerDesign `json:"design"`
	Cost     float64             `json:"cost"`
	Budget   float64             `json:"budget"`
	Options  []string            `json:"options"`
	Problems []string            `json:"problems"`
}

func jsonOf(w record.WalkerDesign) designJSON {
	c := costOf(w.Design)
	o := w.Design.Options()
	if o == nil {
		o = []string{}
	}
	return designJSON{ID: w.ID, TypeID: w.TypeID(), Design: w.Design, Cost: c.Cost, Budget: c.Budget, Options: o, Problems: c.Problems}
}

// summary is a design on one line: "early, attack 4, defence 4, range 2,
// move 4, 12 of 12 VP; jumpjets".
func summary(d engine.WalkerDesign) string {
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
		return writeJSON(w, jsonOf(d))
	}
	if verb != "" {
		fmt.Fprintf(w, "%s: ", verb)
	}
	fmt.Fprintf(w, "%s (%s, design %d): %s.\n", d.Design.Name, d.TypeID(), d.ID, summary(d.Design))
	if n := strings.TrimSpace(d.Design.Notes); n != "" {
		fmt.Fprintf(w, "Notes: %s\n", n)
	}
	for _, p := range d.Design.Problems() {
		fmt.Fprintf(w, "Problem: %s\n", p)
	}
	fmt.Fprintf(w, "Add it to a game with: ogretable do 'add %s'\n", d.TypeID())
	return nil
}

func runWalkerExport(e *env, args []string) error {
	fs := flag.NewFlagSet("walker export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: walker-NAME.toml in the templates folder of --templates or OGRETABLE_TEMPLATES, or in the current folder without one)")
	force := fs.Bool("force", false, "replace the file if it exists")
	asJSON := fs.Bool("json", false, "print JSON")
	df := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("write \"ogretable walker export NAME|ID [-o FILE]\"")
	}
	store, err := df.open(e, false, true)
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
		path = filepath.Join(e.templates, strings.ReplaceAll(w.TypeID(), ":", "-")+".toml")
	}
	body, err := templates.WriteWalkers(w.Design)
	if err != nil {
		return err
	}
	if err := outfile.Write(path, outfile.Options{Force: *force, Flags: true}, func(f io.Writer) error { _, err := f.Write(body); return err }); err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"file": path, "type_id": w.TypeID()})
	}
	fmt.Fprintf(e.stdout, "Wrote %s to %s.\n", w.Design.Name, path)
	return nil
}

func runWalkerImport(e *env, args []string) error {
	fs := flag.NewFlagSet("walker import", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	df := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("write \"ogretable walker import FILE\"")
	}
	body, err := os.ReadFile(pos[0])
	if err != nil {
		return fmt.Errorf("cannot read %s: %v", pos[0], err)
	}
	designs, err := templates.ReadWalkers(pos[0], body)
	if err != nil {
		return err
	}
	store, err := df.open(e, true, false)
	if err != nil {
		return err
	}
	defer store.Close()
	saved, err := store.SaveWalkers(designs...)
	if err != nil {
		return err
	}
	if *asJSON {
		out := make([]designJSON, len(saved))
		for i, w := range saved {
			out[i] = jsonOf(w)
		}
		return writeJSON(e.stdout, out)
	}
	for _, w := range saved {
		if err := writeDesign(e.stdout, w, false, "Imported"); err != nil {
			return err
		}
	}
	return nil
}

// withDesigns returns cat with the designs stored in d as unit types
// (File.WalkerTypes); a stored design replaces a templates-folder design of the
// same id. cat is not changed.
func withDesigns(cat *engine.Catalog, d File) (*engine.Catalog, error) {
	types, err := d.WalkerTypes()
	if err != nil || len(types) == 0 {
		return cat, err
	}
	return cat.WithUnits(types...), nil
}

// walkerOptions returns the options JSON of a game created with the
// optional walker rules list ("jumpjets,wheels,legs,lat"), nil for none.
func walkerOptions(list string) (json.RawMessage, error) {
	w, err := engine.ParseWalkerRules(list)
	if err != nil || w == (engine.WalkerRules{}) {
		return nil, err
	}
	return json.Marshal(map[string]any{"walkers": w})
}

// saveWalkerTo returns the dashboard designer's save: into d, saying what
// was saved (the designer says how to add it).
func saveWalkerTo(d File) func(engine.WalkerDesign) (string, error) {
	return func(w engine.WalkerDesign) (string, error) {
		s, err := d.SaveWalker(w)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("Saved %s as design %d (%s).", w.Name, s.ID, s.TypeID()), nil
	}
}

// savedWalkerIn returns the dashboard designer's look-up of the design a
// save would replace: the one stored in d (savedDesign).
func savedWalkerIn(d File) func(string) (engine.WalkerDesign, bool, error) {
	return func(name string) (engine.WalkerDesign, bool, error) {
		w, found, err := savedDesign(d, name)
		return w.Design, found, err
	}
}
