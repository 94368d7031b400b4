// Command ogretable is the referee's companion for Ogre and G.E.V. played
// with miniatures: with no arguments it opens the dashboard on the latest
// game; its subcommands are quick calculators and script-friendly access to
// the battle log.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/templates"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes: 0 done, 1 refused or failed, 2 bad usage or an unknown name.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// usageError is a mistake in how the command was called; it exits 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// env is what a subcommand runs with.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	templates      string // a user folder of house-rule templates
	// screen, when set, is where the dashboard draws instead of the
	// terminal (tests use a tcell simulation screen).
	screen tcell.Screen
}

type subcommand struct {
	name, args, help string
	run              func(e *env, args []string) error
}

var subcommands []subcommand

func init() {
	subcommands = []subcommand{
		{"play", "[--game ID] [--db PATH] [--no-color]", "open the dashboard (the default with no subcommand)", runPlay},
		{"crt", "ATTACK DEFENSE [--die N] [--reading regular|overrun|spillover] [--modifier N] [--multiplier X] [--ogre-weapon] [--json]", "the odds column, the chance of each result, and the result of a die", runCRT},
		{"ogre", "NAME [--treads N] [--scale hex|inch] [--json]", "an Ogre's record: treads, movement now and weapons", runOgre},
		{"units", "[--scale hex|inch] [--kind KIND] [--json]", "every unit of the catalog", runUnits},
		{"new", "[--name N] [--scenario ID] [--rules published|classic|lite] [--scale hex|inch] [--seed N] [--db PATH] [--json]", "create a game and print its id", runNew},
		{"do", "[--game ID] [--db PATH] [--json] 'COMMAND'", "apply one command to a game and print what happened", runDo},
		{"state", "[--game ID] [--db PATH] [--json]", "the game as it stands: turn, phase and every unit", runState},
		{"log", "[--game ID] [--db PATH] [--format text|csv|json]", "every event of a game in order", runLog},
		{"games", "[--db PATH] [--json]", "the games, newest first", runGames},
		{"help", "[SUBCOMMAND]", "this help", nil},
	}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runWith(&env{stdin: stdin, stdout: stdout, stderr: stderr, templates: os.Getenv("OGRETABLE_TEMPLATES")}, args)
}

// runWith runs the command line args in e and returns the exit code.
func runWith(e *env, args []string) int {
	stdout, stderr := e.stdout, e.stderr
	// A leading --templates DIR applies to every subcommand.
	for len(args) > 0 && strings.HasPrefix(args[0], "--templates") {
		if v, ok := strings.CutPrefix(args[0], "--templates="); ok {
			e.templates, args = v, args[1:]
		} else if len(args) > 1 {
			e.templates, args = args[1], args[2:]
		} else {
			fmt.Fprintln(stderr, "ogretable: --templates needs a folder")
			return exitUsage
		}
	}
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	if name == "help" || name == "-h" || name == "--help" {
		printHelp(stdout, args)
		return exitOK
	}
	for _, c := range subcommands {
		if c.name == name && c.run != nil {
			return report(stderr, c.run(e, args))
		}
	}
	names := make([]string, 0, len(subcommands))
	for _, c := range subcommands {
		names = append(names, c.name)
	}
	msg := fmt.Sprintf("ogretable: unknown command %q", name)
	if cl := engine.Closest(name, names, 2); len(cl) > 0 {
		msg += "; did you mean " + strings.Join(cl, " or ") + "?"
	}
	fmt.Fprintln(stderr, msg+` (see "ogretable help")`)
	return exitUsage
}

// report prints err, if any, and returns the exit code for it.
func report(stderr io.Writer, err error) int {
	if err == nil {
		return exitOK
	}
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	fmt.Fprintln(stderr, "ogretable: "+trimPackage(err.Error()))
	var ue *usageError
	var un *engine.UnknownNameError
	if errors.As(err, &ue) || errors.As(err, &un) {
		return exitUsage
	}
	return exitFail
}

// trimPackage drops a package prefix ("engine: ") from a message meant for a
// person at the table.
func trimPackage(msg string) string {
	for _, p := range []string{"engine: ", "tracker: ", "db: ", "templates: "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg
}

func printHelp(w io.Writer, args []string) {
	for _, c := range subcommands {
		if len(args) > 0 && args[0] == c.name {
			fmt.Fprintf(w, "ogretable %s %s\n  %s\n", c.name, c.args, c.help)
			return
		}
	}
	fmt.Fprintln(w, "ogretable: the referee's companion for Ogre and G.E.V. miniatures")
	fmt.Fprintln(w, "\nUsage: ogretable [--templates DIR] [SUBCOMMAND] [ARGS]")
	fmt.Fprintln(w, "\nSubcommands:")
	for _, c := range subcommands {
		fmt.Fprintf(w, "  %-6s %s\n         %s\n", c.name, c.args, c.help)
	}
	fmt.Fprintln(w, "\nCommands for \"do\" and the dashboard's command bar:")
	for _, v := range engine.Verbs {
		fmt.Fprintf(w, "  %-50s %s\n", v.Syntax, v.Help)
	}
}

// parseFlags parses flags that may come before, between or after the
// positional arguments, and returns the positionals.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, usagef("usage: ogretable %s %s", fs.Name(), argsOf(fs.Name()))
			}
			return nil, usagef("%v (usage: ogretable %s %s)", err, fs.Name(), argsOf(fs.Name()))
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func argsOf(name string) string {
	for _, c := range subcommands {
		if c.name == name {
			return c.args
		}
	}
	return ""
}

// loadCatalog loads the embedded catalog plus the user's house-rule folder.
func (e *env) loadCatalog() (*engine.Catalog, error) {
	if e.templates == "" {
		return templates.Default()
	}
	return templates.Load(templates.Files(), e.templates)
}

// noColorEnv reports whether the NO_COLOR convention asks for no colour.
func noColorEnv() bool {
	_, set := os.LookupEnv("NO_COLOR")
	return set
}
