package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// What a rule system adds to the command line: its subcommands (its
// calculators), the options of "ogretable new" its games take, and its
// Ogres that are no unit of the catalog. Each system registers them from
// the init of a package of its own (cli/SYSTEMcmd), through the functions
// of this file; the command line itself names no system.

// Env is what a subcommand a rule system registers runs with: the
// program's streams, its templates folder and its game files.
type Env struct{ e *env }

// Stdout returns the stream a subcommand writes its answer to.
func (x *Env) Stdout() io.Writer { return x.e.stdout }

// Stderr returns the stream a subcommand writes its notes and errors to.
func (x *Env) Stderr() io.Writer { return x.e.stderr }

// Templates returns the referee's house-rules folder (--templates DIR or
// OGRETABLE_TEMPLATES), "" when none is given.
func (x *Env) Templates() string { return x.e.templates }

// Catalog loads the built-in catalog plus the referee's house rules.
func (x *Env) Catalog() (*engine.Catalog, error) { return x.e.loadCatalog() }

// Command is a subcommand a rule system adds: "ogretable NAME ARGS", its
// arguments and sentence for the help (its first sentence, up to ": " or
// ". ", is its line in the README's command table), and what runs it.
type Command struct {
	Name, Args, Help string
	// Forms are the usages of its own subcommands when it has some, each
	// written whole as its help writes it ("ffot hit --range D [--quality
	// Q]"): the shell completion offers a form's flags after its first
	// word. Nil when its Args say every flag.
	Forms []string
	// MakeHelp, when set, makes the help in Help's place when the help is
	// read: for a sentence built from the system's tables, which a run
	// that prints no help should not pay for.
	MakeHelp func() string
	Run      func(e *Env, args []string) error
}

// commandForms are the registered subcommands' Forms, by name.
var commandForms = map[string][]string{}

// RegisterCommand adds a subcommand to the command line, listed in the
// help before "help" (in the order of registration). A name already taken
// panics: it is a mistake in the program.
func RegisterCommand(c Command) {
	if slices.Contains(subcommandNames(), c.Name) {
		panic("cli: subcommand " + c.Name + " registered twice")
	}
	run := c.Run
	sub := subcommand{name: c.Name, args: c.Args, help: c.Help, run: func(e *env, args []string) error { return run(&Env{e}, args) }}
	subcommands = slices.Insert(subcommands, len(subcommands)-1, sub)
	commandForms[c.Name] = c.Forms
	if c.MakeHelp != nil {
		args := c.Args
		madeLater[c.Name] = struct{ args, help func() string }{func() string { return args }, c.MakeHelp}
	}
}

// NewFlag is one flag of "ogretable new" a rule system declares: "--Name
// Value" in the usage line, Usage in the flag's help.
type NewFlag struct {
	Name, Value, Usage string
}

// NewOptions is what a rule system adds to "ogretable new": its flags, a
// sentence on its variants for "help new", and the options a new game of
// it records.
type NewOptions struct {
	// System is the rule system's name (engine.System's Name).
	System string
	// Flags are its flags, given to games of that system only.
	Flags []NewFlag
	// Help says more of its games for "help new" (how its variants
	// differ, what a game needs), after the sentence every system gets:
	// its variants, title, scales and sides. Nil for nothing more.
	Help func() string
	// Options returns the options JSON of a new game of variant v of the
	// system, given the values of its flags (by name, "" for a flag left
	// out); nil for none. Its error is a mistake in the command line.
	Options func(v engine.Variant, values map[string]string) (json.RawMessage, error)
}

// newOptions are the registered systems' options of "new", by system.
var newOptions []NewOptions

// RegisterNewOptions declares a rule system's options of "ogretable new":
// its flags are then in "help new" and the shell completion.
func RegisterNewOptions(o NewOptions) {
	newOptions = append(newOptions, o)
}

// newArgs returns the arguments of "new" as the help writes them.
func newArgs() string {
	args := "[--name N] [--scenario ID] [--rules " + strings.Join(engine.VariantNames(), "|") + "] [--scale hex|inch] [--seed N]"
	for _, o := range newOptions {
		for _, f := range o.Flags {
			args += fmt.Sprintf(" [--%s %s]", f.Name, f.Value)
		}
	}
	return args + " [--db PATH] [--templates DIR] [--json]"
}

// newHelp returns the sentence of "help new": what it does, then each
// system's variants.
func newHelp() string {
	var b strings.Builder
	b.WriteString("create a game and print its id. The rules variant is kept for the game's life.")
	for _, sys := range engine.Systems() {
		fmt.Fprintf(&b, " %s: %s, a rule system of its own", strings.Join(engine.VariantsOf(sys), ", "), sys.Title())
		if engine.OpensEmpty(sys) {
			sides := engine.SidesOf(sys)
			fmt.Fprintf(&b, ", played in %s scale, its new game empty unless --scenario names one, the %s moving first", engine.OrList(scaleNames(sys)), sides[0])
		}
		b.WriteString(".")
		if i := slices.IndexFunc(newOptions, func(o NewOptions) bool { return o.System == sys.Name() }); i >= 0 {
			for _, f := range newOptions[i].Flags {
				fmt.Fprintf(&b, " --%s %s (%s games only): %s.", f.Name, f.Value, sys.Title(), f.Usage)
			}
			if newOptions[i].Help != nil {
				b.WriteString(" " + newOptions[i].Help())
			}
		}
	}
	return b.String()
}

// scaleNames returns the scales the games of system sys are played in.
func scaleNames(sys engine.System) []string {
	var out []string
	if o, ok := sys.(engine.Opener); ok {
		for _, s := range o.Scales() {
			out = append(out, string(s))
		}
	}
	return out
}

// newFlags defines every registered system's flags of "new" on fs, and
// returns their values by name.
func newFlags(fs *flag.FlagSet) map[string]*string {
	values := map[string]*string{}
	for _, o := range newOptions {
		for _, f := range o.Flags {
			values[f.Name] = fs.String(f.Name, "", f.Usage)
		}
	}
	return values
}

// gameOptions returns the options of a new game of variant v, from the
// flags of new the systems declared (newFlags): a usage error for a flag
// of another system than the game's.
func gameOptions(fs *flag.FlagSet, v engine.Variant, values map[string]*string) (json.RawMessage, error) {
	sys := engine.SystemOf(v)
	var options json.RawMessage
	for _, o := range newOptions {
		given := map[string]string{}
		for _, f := range o.Flags {
			given[f.Name] = *values[f.Name]
			if o.System != sys.Name() && FlagSet(fs, f.Name) {
				i := slices.IndexFunc(engine.Systems(), func(s engine.System) bool { return s.Name() == o.System })
				if i < 0 {
					return nil, usagef("--%s is a switch of no rule system of this build; leave it out", f.Name)
				}
				return nil, usagef("--%s is a switch of games of %s; create the game with --rules %s, or leave --%s out",
					f.Name, engine.Systems()[i].Title(), engine.VariantsOf(engine.Systems()[i])[0], f.Name)
			}
		}
		if o.System != sys.Name() || o.Options == nil {
			continue
		}
		var err error
		if options, err = o.Options(v, given); err != nil {
			return nil, err
		}
	}
	return options, nil
}

// Designs are a rule system's Ogres that are no unit of the catalog but
// entries of a table of its own, for "ogretable units" and "ogretable
// ogre".
type Designs struct {
	// List returns its designs as "units" lists them (builtin is the
	// built-in catalog, to tell the referee's entries from it).
	List func(cat, builtin *engine.Catalog) []present.UnitEntry
	// Write prints the designs List returned, after the catalog's units.
	Write func(w io.Writer, cat *engine.Catalog, designs []present.UnitEntry)
	// Show prints the design named name as "ogretable ogre NAME" does
	// (fs holds the flags of "ogre", to refuse those that are not its);
	// found is false when the system has no design of that name.
	Show func(e *Env, fs *flag.FlagSet, cat *engine.Catalog, name string, asJSON bool) (found bool, err error)
	// NamedBy are the places of the command line that take one of List's
	// designs, each a subcommand and its first word ("dsii cost", as its
	// help writes "cost DESIGN"): the shell completion offers List's ids
	// after them.
	NamedBy []string
}

// designs are the registered systems' designs.
var designs []Designs

// RegisterDesigns adds a rule system's Ogres to "units" and "ogre"; a
// field left nil adds nothing there.
func RegisterDesigns(d Designs) { designs = append(designs, d) }

// Usagef returns a mistake in how the command was called, with the
// formatted sentence: the program exits 2.
func Usagef(format string, args ...any) error { return usagef(format, args...) }

// HelpRequest returns the error that prints subcommand name's help on the
// standard output (a subcommand's -h).
func HelpRequest(name string) error { return &helpRequest{name} }

// ParseFlags parses a subcommand's flags, which may come before, between
// or after its positional arguments, and returns the positionals; a
// mistake is a usage error that gives the subcommand's usage (fs's name's
// first word is the subcommand's name).
func ParseFlags(fs *flag.FlagSet, args []string) ([]string, error) { return parseFlags(fs, args) }

// FlagSet reports whether the flag name was given on the command line.
func FlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// WriteJSON writes v as indented JSON.
func WriteJSON(w io.Writer, v any) error { return writeJSON(w, v) }

// writeJSON writes v as indented JSON.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// DB is the --db flag of a subcommand that opens the game file.
type DB struct{ f dbFlags }

// DBFlag defines --db PATH on fs.
func DBFlag(fs *flag.FlagSet) DB { return DB{addDBFlags(fs, false)} }

// Open opens the game file --db names (the default one without it);
// create makes it when missing, readOnly opens it for reading only. When
// it brings the file's schema up to date, it says so on the error stream.
func (d DB) Open(e *Env, create, readOnly bool) (File, error) { return d.f.open(e.e, create, readOnly) }
