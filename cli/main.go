// Package cli is ogretable's command line: with no arguments it opens the
// dashboard on the latest game; its subcommands are quick calculators and
// script-friendly access to the battle log. It keeps its games in the Files
// it is given (cmd/ogretable gives db's) and links no database itself. It
// names no rule system: each system adds its subcommands, its options of
// "new" and its Ogre designs from a package of its own (cli/crtcmd,
// cli/dsiicmd, cli/ffotcmd) through RegisterCommand, RegisterNewOptions and
// RegisterDesigns.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker/present"
)

// Exit codes: 0 done, 1 refused or failed, 2 bad usage or an unknown name.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// usageError is a mistake in how the command was called; it exits 2.
type usageError struct{ msg string }

// Error returns the sentence that says what is wrong.
func (e *usageError) Error() string { return e.msg }

// usagef returns a usageError with the formatted sentence.
func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// saidError is an error the command already said on the error stream: it
// exits 1 and is not said again.
type saidError struct{ err error }

func (s *saidError) Error() string { return s.err.Error() }
func (s *saidError) Unwrap() error { return s.err }

// helpRequest is a subcommand's -h or --help: its usage goes to stdout.
type helpRequest struct{ name string }

// Error returns the subcommand's usage line.
func (h *helpRequest) Error() string { return "usage: ogretable " + h.name + " " + argsOf(h.name) }

// env is what a subcommand runs with.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	templates      string // a user folder of house-rule templates
	files          Files  // where the games are kept
	// screen, when set, is where the dashboard draws instead of the
	// terminal (tests use a tcell simulation screen).
	screen tcell.Screen
	// houseRulesNote is what the command says, once it is done, of house
	// rules that did not load (catalogForGame, sayHouseRules).
	houseRulesNote []string
}

// subcommand is one word of "ogretable WORD": its arguments and sentence
// for the help, and what runs it.
type subcommand struct {
	name, args, help string
	run              func(e *env, args []string) error
}

// madeLater are the subcommands whose arguments and help are made when
// the table is read (table), from what the rule systems registered, which
// they do after this package's init: by name, the functions that make
// them.
var madeLater = map[string]struct{ args, help func() string }{
	"new":       {newArgs, newHelp},
	"sheet":     {sheetArgs, sheetHelp},
	"templates": {func() string { return templatesArgs }, templatesHelp},
}

// subcommands are the program's subcommands, in the help's order.
var subcommands []subcommand

// table returns the subcommands, in the help's order, their arguments
// and help made from what is registered now.
func table() []subcommand {
	out := slices.Clone(subcommands)
	for i, c := range out {
		if m, ok := madeLater[c.name]; ok {
			out[i].args, out[i].help = m.args(), m.help()
		}
	}
	return out
}

func init() {
	subcommands = []subcommand{
		{"play", "[--game ID] [--db PATH] [--templates DIR] [--no-color] [--read-only] [--addr HOST:PORT]", "open the dashboard (the default with no subcommand): the last played game when --game is left out; --read-only, or a file that cannot be written, opens it for browsing: no commands, said in its header", runPlay},
		{"ogre", "NAME [--treads N] [--scale hex|inch] [--json]", "an Ogre's record: treads, movement now and weapons", runOgre},
		{"units", "[--scale hex|inch] [--kind KIND] [--json]", "every unit of the catalog", runUnits},
		{"new", "", "", runNew},
		{"serve", serveArgs, serveHelp, runServe},
		{"do", "[--game ID] [--db PATH] [--templates DIR] [--json] 'COMMAND'", "apply one command to a game and print what happened: the latest game when --game is left out; once a game-ending condition of the scenario is met (the quick game's command post or Ogre destroyed), it says which and why, and that end ends the game (--json: ending), until the game is ended", runDo},
		{"state", "[--game ID] [--db PATH] [--templates DIR] [--json]", "the game as it stands: turn, phase and every unit, then the scenario's goals, victory classes, game-ending conditions and point pools", runState},
		{"end", "[--game ID] [--db PATH] [--json] [REASON]", "end the game, logged (\"do undo\" reopens it): the same as do 'end REASON'", runEnd},
		{"log", "[--game ID] [--db PATH] [--format text|csv|json] [--json]", "every event of a game in order: undone ones marked (--json is --format json)", runLog},
		{"games", "[--db PATH] [--json]", "the games, newest first: with when each was last played; * marks the last played, the one do, state, log, export and the dashboard act on when --game is left out", runGames},
		{"export", "[--game ID] [--db PATH] [-o FILE] [--force] [--json]", "write a game to a JSON Lines file: the latest when --game is left out, to game-ID.jsonl in the current folder unless -o names another (- for standard output); an existing file is replaced only with --force", runExport},
		{"import", "FILE [--as-recorded] [--db PATH] [--json]", "read a game written by export into the database as a new game: once every line is checked, the game replays and every command, resolved again, makes the events the file records (--as-recorded: accept its events as they are, for a game played under older rules); nothing is written if anything is wrong", runImport},
		{"templates", templatesArgs, "", runTemplates},
		{"backup", "[--db PATH] [-o FILE] [--force] [--json]", "write a copy of the database: consistent while a dashboard is writing to it, and checked whole (PRAGMA integrity_check) before it gets its name, it is games-backup-DATE-TIME.db in the current folder unless -o names another; an existing file is replaced only with --force. To restore it, with no ogretable running, copy it over the database and delete the database's -wal and -shm files", runBackup},
		{"completion", "bash|zsh|fish", "a shell completion script: subcommands, their flags and values, Ogre names after ogre, unit types after sheet KIND and do add, designs after the systems' commands that take one, the commands after do, also inside the quotes of do 'add hea in bash and zsh (made from the help and the catalog, house rules included); load it with source <(ogretable completion bash) (or zsh), or ogretable completion fish | source", runCompletion},
		{"version", "[--json]", "the version, and the database schema it writes (also --version)", runVersion},
		{"sheet", "", "", runSheet},
		{"report", "[--game ID] [--db PATH] [--paper letter|a4] [--scale hex|inch] [-o FILE.pdf] [--force]", "print a game's battle report as a PDF", runReport},
		{"help", "[SUBCOMMAND]", "this help", nil},
	}
}

// Run runs the command line args with the process's settings, keeping the
// games in files, and returns the exit code: 0 done, 1 refused or failed,
// 2 bad usage or an unknown name.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer, files Files) int {
	return runWith(&env{stdin: stdin, stdout: stdout, stderr: stderr, templates: os.Getenv("OGRETABLE_TEMPLATES"), files: files}, args)
}

// runWith runs the command line args in e and returns the exit code.
func runWith(e *env, args []string) int {
	stdout, stderr := e.stdout, e.stderr
	// --templates DIR applies to every subcommand, before it or after it.
	args, dir, err := globalFlags(args)
	if err != nil {
		fmt.Fprintln(stderr, "ogretable: "+err.Error())
		return exitUsage
	}
	if dir != nil {
		e.templates = *dir
	}
	// "ogretable -h" is the whole help, not the dashboard's flags.
	if len(args) > 0 && IsHelpFlag(args[0]) {
		printHelp(stdout, nil)
		return exitOK
	}
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version" || args[0] == "-v") {
		args = append([]string{"version"}, args[1:]...)
	}
	args = dbFirst(args)
	name := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		name, args = args[0], args[1:]
	}
	if name == "help" {
		if len(args) > 0 && slices.Contains(templateTableNames(), strings.Trim(args[0], "[]")) {
			// "help ffot-stand": one table of the templates files.
			fmt.Fprintf(stdout, "The [[%s]] table of a templates file (\"ogretable help templates\": every table):\n", strings.Trim(args[0], "[]"))
			printTemplatesReference(stdout, strings.Trim(args[0], "[]"))
			return exitOK
		}
		if len(args) > 0 && !slices.Contains(subcommandNames(), args[0]) {
			fmt.Fprintln(stderr, unknownCommand(args[0]))
			return report(stderr, nil, exitUsage)
		}
		printHelp(stdout, args)
		return exitOK
	}
	if wantsJSON(args) {
		// A script that asked for JSON gets its errors as JSON too, on
		// standard output, with the same exit status.
		stderr = &jsonErrors{w: stdout, plain: stderr}
	}
	// The subcommand runs from the table as registered: its help and
	// arguments, made from the catalog's reference for some, are left
	// unmade (table makes them for the help).
	for _, c := range subcommands {
		if c.name == name && c.run != nil {
			err := c.run(e, args)
			e.sayHouseRules(err)
			var h *helpRequest
			if errors.As(err, &h) {
				printHelp(stdout, []string{h.name})
				return exitOK
			}
			return report(stderr, err)
		}
	}
	fmt.Fprintln(stderr, unknownCommand(name))
	return report(stderr, nil, exitUsage)
}

// unknownCommand returns what "ogretable NAME" and "ogretable help NAME"
// say of a NAME that is no subcommand: the same sentence, with the
// subcommands and a guess.
func unknownCommand(name string) string {
	return clipLines(fmt.Sprintf("ogretable: unknown command %q%s (subcommands: %s; see \"ogretable help\")",
		name, didYouMean(name), strings.Join(subcommandNames(), ", ")))
}

// globalFlags takes the flags every subcommand shares out of args, before
// the subcommand or after it (up to a "--"): --templates DIR (or
// -templates, =DIR). It returns the other arguments, in order, and the
// folder, nil when none was given; the last one given counts.
func globalFlags(args []string) (rest []string, templatesDir *string, err error) {
	rest = make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "templates" {
			rest = append(rest, a)
			continue
		}
		if !hasValue {
			if i+1 >= len(args) {
				return nil, nil, errors.New("--templates needs a folder")
			}
			i++
			value = args[i]
		}
		templatesDir = &value
	}
	return rest, templatesDir, nil
}

// dbFirst returns args with a --db PATH (or -db, =PATH) given before the
// subcommand's word moved after it, where the subcommand reads it:
// "ogretable --db games.db sheet roster --game 2" is "ogretable sheet
// roster --game 2 --db games.db". Without a subcommand word after the
// leading flags (the dashboard: "ogretable --db games.db"), or when that
// subcommand takes no --db, args are returned as they are. Before a "--"
// among the subcommand's arguments, so the path stays a flag.
func dbFirst(args []string) []string {
	var lead []string
	i := 0
	for i < len(args) {
		name, _, hasValue := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		if !strings.HasPrefix(args[i], "-") || name != "db" {
			break
		}
		if hasValue {
			lead = append(lead, args[i])
			i++
			continue
		}
		if i+1 >= len(args) {
			return args
		}
		lead = append(lead, args[i], args[i+1])
		i += 2
	}
	if len(lead) == 0 || i >= len(args) || !slices.Contains(subcommandNames(), args[i]) ||
		!strings.Contains(argsOf(args[i]), "--db") {
		return args
	}
	rest := args[i+1:]
	end := len(rest)
	if k := slices.Index(rest, "--"); k >= 0 {
		end = k
	}
	out := append([]string{args[i]}, rest[:end]...)
	out = append(out, lead...)
	return append(out, rest[end:]...)
}

// subcommandNames returns the subcommands' names, in the help's order.
func subcommandNames() []string {
	names := make([]string, 0, len(subcommands))
	for _, c := range subcommands {
		names = append(names, c.name)
	}
	return names
}

// didYouMean returns "; did you mean X?" naming the subcommands closest to
// name, or "" when none is close.
func didYouMean(name string) string {
	if cl := engine.Closest(name, subcommandNames(), 2); len(cl) > 0 {
		return "; did you mean " + strings.Join(cl, " or ") + "?"
	}
	return ""
}

// wantsJSON reports whether a subcommand's arguments ask for JSON: --json
// (or -json, --json=true) before any "--", or --format json.
func wantsJSON(args []string) bool {
	for i, a := range args {
		switch {
		case a == "--":
			return false
		case a == "--json" || a == "-json" || a == "--json=true" || a == "-json=true":
			return true
		case a == "--format=json" || a == "-format=json":
			return true
		case (a == "--format" || a == "-format") && i+1 < len(args) && args[i+1] == "json":
			return true
		}
	}
	return false
}

// jsonErrors is the error stream of a command run with --json: it holds
// the message written to it, and report writes it out as one JSON object
// with the exit status.
type jsonErrors struct {
	w   io.Writer
	msg strings.Builder
	// plain is the standard error: where the message goes, as text, when
	// it cannot be written to w (a full disk, standard output closed).
	plain io.Writer
}

func (j *jsonErrors) Write(p []byte) (int, error) { return j.msg.Write(p) }

// flush writes the held message as {"error": "...", "exit": N}.
func (j *jsonErrors) flush(code int) {
	msg := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(j.msg.String()), "ogretable: "))
	err := writeJSON(j.w, struct {
		Error string `json:"error"`
		Exit  int    `json:"exit"`
	}{msg, code})
	if err != nil && j.plain != nil {
		fmt.Fprintf(j.plain, "ogretable: %s\n(this message could not be written to the standard output as JSON: %v)\n", msg, err)
	}
}

// report prints err, if any, and returns the exit code for it; with no
// error, code (a message already written) or 0. On a --json command's error
// stream, the message goes out as one JSON object.
func report(stderr io.Writer, err error, code ...int) int {
	exit := exitOK
	if len(code) > 0 {
		exit = code[0]
	}
	var said *saidError
	if errors.As(err, &said) {
		return exitFail
	}
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		prefix := "ogretable: "
		var te *templates.Error
		if errors.As(err, &te) {
			// A bad template file: every problem on its own line in one
			// format, FILE:LINE first, as compilers write them.
			prefix = ""
		}
		fmt.Fprintln(stderr, clipLines(prefix+engine.Sentence(err)))
		var ue *usageError
		var un *engine.UnknownNameError
		exit = exitFail
		if errors.As(err, &ue) || errors.As(err, &un) {
			exit = exitUsage
		}
	}
	if j, ok := stderr.(*jsonErrors); ok && exit != exitOK {
		j.flush(exit)
	}
	return exit
}

// maxLineRunes is the longest line of an error message: a message that
// quotes what was typed (an 80 KB command line) is cut to it, and the
// longest sentence of the program's own fits in it whole: a damaged file's,
// about 830 characters and the file's path five times in the commands it
// gives to recover, with a path of up to 230 characters (a fault test found
// the 800 of before cut its last step, how to restore a backup, from a path
// of 37).
const maxLineRunes = 2000

// clipLines cuts each line of an error message longer than maxLineRunes in
// its middle, keeping its start (what is wrong) and its end (what to do),
// and says how much was left out. Every error the program prints goes
// through it.
func clipLines(msg string) string {
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		r := []rune(l)
		if len(r) <= maxLineRunes {
			continue
		}
		head, tail := maxLineRunes*2/3, maxLineRunes/4
		lines[i] = fmt.Sprintf("%s … (%d characters left out) … %s", string(r[:head]), len(r)-head-tail, string(r[len(r)-tail:]))
	}
	return strings.Join(lines, "\n")
}

// IsHelpFlag reports whether arg asks for help as the subcommands' flags
// read it: -h, --h, -help or --help (and the same with =VALUE), the
// arguments the flag package answers with flag.ErrHelp. The program asks
// it wherever a word may ask for help, and tests that check what a command
// line did ask it too, so that "new --h" is help to both.
func IsHelpFlag(arg string) bool {
	if !strings.HasPrefix(arg, "-") {
		return false
	}
	fs := flag.NewFlagSet("help", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return errors.Is(fs.Parse([]string{arg}), flag.ErrHelp)
}

// printHelp prints the help of the subcommand args names, or the whole
// help.
func printHelp(w io.Writer, args []string) {
	for _, c := range table() {
		if len(args) > 0 && args[0] == c.name {
			fmt.Fprintf(w, "ogretable %s %s\n", c.name, c.args)
			for _, l := range WrapWords(c.help, 80-2) {
				fmt.Fprintf(w, "  %s\n", l)
			}
			if c.name == "do" {
				fmt.Fprintln(w)
				printLanguage(w)
			}
			if c.name == "templates" {
				fmt.Fprintln(w, "\nThe tables a templates file may hold, and their fields:")
				printTemplatesReference(w, "")
			}
			return
		}
	}
	fmt.Fprintln(w, "ogretable: the referee's companion for Ogre and G.E.V. miniatures")
	fmt.Fprintln(w, "\nUsage: ogretable [--templates DIR] [SUBCOMMAND] [ARGS] (--templates, a folder of")
	fmt.Fprintln(w, "house-rule files, may also come after the subcommand; -v is --version)")
	fmt.Fprintln(w, "\nSubcommands:")
	for _, c := range table() {
		fmt.Fprintf(w, "  %-6s %s\n", c.name, c.args)
		for _, l := range WrapWords(c.help, 80-9) {
			fmt.Fprintf(w, "         %s\n", l)
		}
	}
	fmt.Fprintln(w)
	printLanguage(w)
	fmt.Fprintln(w, "\nIn the dashboard, press ? for its keys. --no-color, or NO_COLOR set, draws")
	fmt.Fprintln(w, "without colour.")
	fmt.Fprintln(w, "\nExit status: 0 done; 1 refused: a command the rules refuse or that does not")
	fmt.Fprintln(w, "parse (an unknown unit label among them), an unknown game id, a database fault;")
	fmt.Fprintln(w, "2 a mistake in the command line, or an unknown unit type, Ogre, scenario or kind")
	fmt.Fprintln(w, "name.")
}

// oneLine returns the first clause of a subcommand's help, its line in
// the README's command table: up to the first ": ", "; " or ". " outside
// parentheses. "ogretable help NAME" prints the whole text.
func oneLine(help string) string {
	depth := 0
	for i, r := range help {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ':', ';', '.':
			if depth == 0 && strings.HasPrefix(help[i+1:], " ") {
				return help[:i]
			}
		}
	}
	return strings.TrimSuffix(help, ".")
}

// printLanguage prints the command language of "do" and the dashboard's
// command bar, for each registered rule system: every verb's forms and
// what it does.
func printLanguage(w io.Writer) {
	for i, sys := range engine.Systems() {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "Commands for \"do\" and the dashboard's command bar in games of %s\n", sys.Title())
		fmt.Fprintf(w, "(new --rules %s; \"override\" first overrules a check):\n",
			strings.Join(engine.VariantsOf(sys), ", "))
		for _, v := range engine.VerbsOfSystem(sys) {
			fmt.Fprintf(w, "  %s\n", v.Syntax)
			for _, f := range v.Forms {
				fmt.Fprintf(w, "  %s\n", f)
			}
			for _, l := range WrapWords(v.Help, 80-6) {
				fmt.Fprintf(w, "      %s\n", l)
			}
		}
	}
}

// WrapWords cuts text into lines of at most width characters, at spaces
// (present.WrapCells). A word longer than width (a flag's list of
// choices) is a line of its own, whole, rather than cut.
func WrapWords(text string, width int) []string {
	var lines, run []string
	flush := func() {
		if len(run) == 0 {
			return
		}
		for _, l := range present.WrapCells([]present.Cell{{Text: strings.Join(run, " ")}}, width, 0) {
			var b strings.Builder
			for _, c := range l {
				b.WriteString(c.Text)
			}
			lines = append(lines, strings.TrimRight(b.String(), " "))
		}
		run = nil
	}
	for _, w := range strings.Fields(text) {
		if present.TextWidth(w) > width {
			flush()
			lines = append(lines, w)
			continue
		}
		run = append(run, w)
	}
	flush()
	if len(lines) == 0 {
		return []string{""}
	}
	return lines
}

// parseFlags parses flags that may come before, between or after the
// positional arguments, and returns the positionals. It refuses a flag of
// flagLimits given a value outside its limits.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	fs.VisitAll(func(f *flag.Flag) {
		if _, ok := f.Value.(saysWhatIsWrong); !ok {
			f.Value = saysWhatIsWrong{f.Value}
		}
	})
	// A subcommand's own words ("walker cost") are the start of its name.
	name, _, _ := strings.Cut(fs.Name(), " ")
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, &helpRequest{name}
			}
			return nil, usagef("%v (usage: ogretable %s %s)", err, name, argsOf(name))
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		if args[0] == "--" {
			pos = append(pos, args[1:]...)
			break
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
	var err error
	fs.Visit(func(f *flag.Flag) {
		if l, ok := flagLimits[f.Name]; ok && err == nil {
			if v, perr := strconv.ParseInt(f.Value.String(), 10, 64); perr == nil && (v < l.min || v > l.max) {
				err = usagef("--%s must be %s, not %d; %s", f.Name, l.want, v, l.unset)
			}
		}
	})
	return pos, err
}

// saysWhatIsWrong is a flag's value whose refusal of a bad value says
// what is wanted ("a whole number is needed") rather than the flag
// package's "parse error".
type saysWhatIsWrong struct{ flag.Value }

// Set sets the value, or says what kind of value the flag takes.
func (v saysWhatIsWrong) Set(s string) error {
	err := v.Value.Set(s)
	if err == nil {
		return nil
	}
	g, ok := v.Value.(flag.Getter)
	if !ok {
		return err
	}
	switch g.Get().(type) {
	case int, int64, uint, uint64:
		return errors.New("a whole number is needed, like 4")
	case float64:
		return errors.New("a number is needed, like 4 or 1.5")
	case bool:
		return errors.New("it is a switch: give it alone, or =true or =false")
	}
	return err
}

// IsBoolFlag tells the flag package whether the flag takes no value.
func (v saysWhatIsWrong) IsBoolFlag() bool {
	b, ok := v.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// Get returns the value, as the flag package's own values do.
func (v saysWhatIsWrong) Get() any {
	if g, ok := v.Value.(flag.Getter); ok {
		return g.Get()
	}
	return v.Value.String()
}

// flagLimits are the limits of the whole-number flags whose default means
// "not given" (--die 0: no die; --game 0: the latest game; --seed -1: a
// random seed), so that the default given on purpose, or any value outside
// the limits, is refused rather than quietly taken for "not given".
var flagLimits = map[string]struct {
	min, max    int64
	want, unset string
}{
	"die":  {1, 6, "1 to 6", "leave it out for the table without a die"},
	"game": {1, math.MaxInt64, "a game id, 1 or more", "leave it out for the latest game (\"ogretable games\" lists them)"},
	"seed": {0, math.MaxInt64, "0 or more", "leave it out for a random seed"},
}

// argsOf returns a subcommand's arguments as the help writes them.
func argsOf(name string) string {
	for _, c := range subcommands {
		if c.name != name {
			continue
		}
		if m, ok := madeLater[name]; ok {
			return m.args()
		}
		return c.args
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

// catalogForGame loads the catalog for a game's session: as loadCatalog,
// but a house-rules file with a problem does not stop the game.
// Its problems are printed on e's error stream once each, with its file
// and line: the first in a sentence saying what goes on, the others on the
// lines after it; the catalog returned is the
// built-in one, and missing says in one sentence why the house rules are
// not in it, for the session to refuse the commands that need them
// (tracker.Session.WithoutHouseRules). missing is nil when they loaded.
func (e *env) catalogForGame() (cat *engine.Catalog, missing error, err error) {
	cat, err = e.loadCatalog()
	var fe *templates.FolderError
	if err == nil || e.templates == "" || errors.As(err, &fe) {
		// A folder that is not there is a mistake in the command line
		// (a misspelt --templates), not a file to fix.
		return cat, nil, err
	}
	builtin, berr := templates.Default()
	if berr != nil {
		return nil, nil, err
	}
	// Each problem is said once: the first in the sentence, the others
	// on the lines after it (issue 31.10: the first was printed on a line
	// of its own, then again in the sentence).
	// A command refused because it needs them says it in its refusal,
	// so the note is said once the command is done, and only when its
	// error does not (sayHouseRules).
	problems := strings.Split(engine.Sentence(err), "\n")
	missing = &houseRulesError{dir: e.templates, first: problems[0], more: len(problems) - 1, err: err}
	e.houseRulesNote = []string{clipLines("ogretable: " + engine.Sentence(missing) + "; this command goes on without them, with what the game has recorded, and a command that needs them is refused until they load")}
	for _, p := range problems[1:] {
		e.houseRulesNote = append(e.houseRulesNote, clipLines("  "+p))
	}
	return builtin, missing, nil
}

// sayHouseRules prints, once the command is done, why the house rules are
// not loaded (catalogForGame), unless err, the command's error, says it.
func (e *env) sayHouseRules(err error) {
	var h *houseRulesError
	if len(e.houseRulesNote) == 0 || errors.As(err, &h) {
		return
	}
	for _, l := range e.houseRulesNote {
		fmt.Fprintln(e.stderr, l)
	}
	e.houseRulesNote = nil
}

// houseRulesError says in one sentence why the house rules are not
// loaded: the first problem, and how many more there are.
type houseRulesError struct {
	dir   string
	first string
	more  int
	err   error
}

// Error returns the sentence with the program's name.
func (h *houseRulesError) Error() string { return "ogretable: " + h.Sentence() }

// Sentence says which house rules are not loaded, and the first problem.
func (h *houseRulesError) Sentence() string {
	more := ""
	if h.more > 0 {
		more = fmt.Sprintf(", and %d more", h.more)
	}
	return fmt.Sprintf("the house rules in %s are not loaded (%s%s)", h.dir, h.first, more)
}

// Unwrap returns the loader's error.
func (h *houseRulesError) Unwrap() error { return h.err }

// noColorEnv reports whether the NO_COLOR convention asks for no colour.
func noColorEnv() bool {
	_, set := os.LookupEnv("NO_COLOR")
	return set
}
