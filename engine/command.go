package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Verb is the first word of a command line.
type Verb string

// The verbs every system's command language shares (a system names its
// own: the Ogre CRT system's fire, ram, overrun... in engine/crt).
const (
	VerbAdd    Verb = "add"  // add TYPE [xN] [as LABEL] [side SIDE], and a system's words (Adder)
	VerbNext   Verb = "next" // next [die N...]: advance to the next phase (and turn)
	VerbUndo   Verb = "undo"
	VerbRedo   Verb = "redo"
	VerbNote   Verb = "note"   // note TEXT
	VerbUpdate Verb = "update" // update TYPE|all: bring the game's rules data up to date
)

// VerbDef is one verb of the command language, in one place: its syntax
// and help (read by the help screens, the README check and completion), how
// its words are parsed, how it is resolved into events, and what may be
// typed next (completion hints). A system's verbs and the shared ones are
// VerbDefs; adding a verb adds one.
type VerbDef struct {
	Verb   Verb
	Syntax string // the main form: "ram RAMMER TARGET [die N...]"
	// Forms are its other forms, for help and the README: "overrun end".
	Forms []string
	Help  string
	// Parse reads the words after the verb (and "override") into c; line is
	// the whole line as typed. It errors with the right form.
	Parse func(c *Command, args []string, line string) error
	// Resolve turns the command into events; nil for a verb the battle log
	// handles (undo, redo).
	Resolve func(r *Resolver) error
	// Complete returns the words that may follow args (the words after the
	// verb, the one being typed left out) in game g; nil for none.
	Complete func(g *Game, args []string) []string
	// Reads says what the verb reads of the house rules, for the refusal
	// when they are missing ("it reads the reinforcements table"); "" when
	// it reads none of them.
	Reads string
}

// addSyntax is the syntax of the shared "add", as help shows it; a
// system's own words follow it (addVerbOf).
const addSyntax = "add TYPE [xN] [as LABEL] [side SIDE]"

// addVerb puts catalog units in play, in every system; help lists it first.
var addVerb = &VerbDef{Verb: VerbAdd, Syntax: addSyntax, Help: "put units in play; labels are generated (HVY1, HVY2) unless given with \"as\": with xN, \"as LABEL\" is a prefix (x2 as T: T1, T2), refused when LABEL is itself a unit in play, or a word the commands read where a label stands (at, die, mcm...), or a count (X2)",
	Parse: parseAdd, Complete: completeAdd} // Resolve is set in init: add checks its labels against every verb's words, its own among them

// sharedVerbs are the verbs every system has: adding units, notes, and undo
// and redo, which the battle log handles.
var sharedVerbs = []*VerbDef{addVerb,
	{Verb: VerbUndo, Syntax: "undo", Help: "void the latest command", Parse: ParseBare},
	{Verb: VerbRedo, Syntax: "redo", Help: "restore what undo voided", Parse: ParseBare},
	{Verb: VerbUpdate, Syntax: "update TYPE|all", Help: "bring the game's record of a unit type (or of all) up to date with the templates loaded now; a game keeps the values its units entered play with",
		Parse: parseUpdate, Resolve: (*Resolver).update, Complete: completeUpdate},
	{Verb: VerbNote, Syntax: "note TEXT", Help: "write a note in the log", Parse: parseNote,
		Resolve: func(r *Resolver) error {
			r.Emit(Event{Kind: EventNote, Text: "Note: " + r.cmd.Text, Note: r.cmd.Text})
			return nil
		}},
}

func init() {
	addVerb.Resolve = (*Resolver).add
	for _, d := range sharedVerbs {
		syntaxOf[d.Verb] = d.Syntax
	}
}

// Command is one parsed command line. Override is set by the prefix
// "override": the referee overrules the phase and side checks, and the log
// says so.
type Command struct {
	Line     string
	Verb     Verb
	Override bool

	Type      string   // add
	Count     int      // add: xN
	Label     string   // add: as LABEL; terrain, enter, free: the unit
	Side      string   // add
	Attackers []string // fire: unit labels or LABEL.weapon; ram: the rammer; overrun: the attackers, or the units joining
	Target    string   // fire, ram
	Terrain   string   // terrain, enter
	Dice      []int    // typed dice
	Text      string   // note
	// Args are the words after the verb as typed, for a system's verbs that
	// read their own.
	Args []string
	// Own is what a system's parser reads of the command beyond the shared
	// fields, for its Resolve (the Ogre CRT system's spillover targets and
	// overrun defenders: crt.WordsOf); nil when it reads nothing more.
	Own any
	// RollRest says the typed dice are the first of the command's, and the
	// program rolls the rest: "die 9 3 roll" (ARCHITECTURE.md, Decisions, Dice).
	RollRest bool
}

// ParseCommand reads one command line in the command language of the game's
// rule system: its verbs and the shared ones. It errors with a sentence
// that says what is wrong and shows the right form.
func (g *Game) ParseCommand(line string) (Command, error) {
	c := Command{Line: strings.TrimSpace(line)}
	if !utf8.ValidString(line) {
		// The log stores text as JSON, which would change the bad bytes:
		// the game replayed would not be the game played. (Such a line is
		// never empty: a bad byte is no space.)
		return c, Refusef("the command %q holds bytes that are not UTF-8 text; type it again (is the terminal set to UTF-8?)", line)
	}
	words := splitWords(line)
	if len(words) == 0 {
		return c, Refusef("the command is empty; type a command such as %q", "fire HVY1 at MK3.treads")
	}
	if strings.EqualFold(words[0], "override") {
		c.Override = true
		words = words[1:]
		if len(words) == 0 {
			return c, Refusef("override what? write the command after it, e.g. %q", "override fire HVY1 at GEV2")
		}
	}
	c.Verb = Verb(strings.ToLower(words[0]))
	args := words[1:]
	d := g.Verb(c.Verb)
	if d == nil {
		defs := g.VerbsOf()
		names := make([]string, len(defs))
		for i, v := range defs {
			names[i] = string(v.Verb)
		}
		msg := fmt.Sprintf("unknown command %q", words[0])
		if cl := Closest(words[0], names, 2); len(cl) > 0 {
			msg += "; did you mean " + strings.Join(quoteAll(cl), " or ") + "?"
		}
		return c, Refusef("%s (commands: %s)", msg, strings.Join(names, ", "))
	}
	rest := rollRestTail(args)
	if rest {
		args = args[:len(args)-1]
	}
	c.Args = args
	if c.Verb == VerbAdd || c.Verb == VerbBuy {
		var err error
		if args, err = g.readAddWords(&c, args); err != nil {
			return c, err
		}
	}
	if err := d.Parse(&c, args, line); err != nil {
		return c, err
	}
	// A verb that reads its text as typed (note, end) took "roll" as a word.
	c.RollRest = rest && len(c.Dice) > 0
	return c, nil
}

// RollRestWord is the word after typed dice that lets the program roll the
// dice not typed: "die 9 3 roll".
const RollRestWord = "roll"

// rollRestTail reports whether args end in typed dice followed by the word
// "roll": "die 9 3 roll", "dice 9,3 roll".
func rollRestTail(args []string) bool {
	n := len(args)
	if n < 3 || !strings.EqualFold(args[n-1], RollRestWord) {
		return false
	}
	for i := n - 2; i >= 0; i-- {
		a := strings.ToLower(args[i])
		if a == "die" || a == "dice" {
			return i < n-2
		}
		if strings.Trim(a, "0123456789,") != "" {
			return false
		}
	}
	return false
}

// LabelKeywords returns the words of the game's command language that a
// command reads where labels stand, in lower case and sorted: every
// lower-case word of its verbs' syntax and forms after the verb ("at",
// "with", "die", "and", the missile types, "on", "off"...) and the words
// the parsers read that the syntax does not show (System.Keywords). A unit
// label may not be one of them (CheckLabel); a verb may, as it is read
// only as a command's first word.
func (g *Game) LabelKeywords() []string {
	seen := map[string]bool{}
	for _, w := range g.System().Keywords() {
		seen[w] = true
	}
	for _, d := range g.VerbsOf() {
		for _, form := range append([]string{d.Syntax}, d.Forms...) {
			// The verb is read only as the first word, where no label
			// stands ("emp EMP at GEV1" is read right).
			_, rest, _ := strings.Cut(form, " ")
			for _, w := range strings.FieldsFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
				if w == strings.ToLower(w) && strings.Trim(w, "-") != "" {
					seen[w] = true
				}
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	slices.Sort(out)
	return out
}

// CheckLabel returns an error when label cannot be a unit's label in game
// g, with a sentence saying why: it is not a letter then up to 11 letters,
// digits or hyphens; it is a word of the command language (LabelKeywords),
// which a command would read as that word ("launch MCM" reads MCM as the
// minimissile type); or it reads as a count "xN" (X2). A label the program
// accepts is one every command reads as a label.
func (g *Game) CheckLabel(label string) error {
	if !labelPattern().MatchString(label) {
		return Refusef("a label is a letter then up to 11 letters, digits or hyphens, not %q", label)
	}
	lw := strings.ToLower(label)
	if slices.Contains(g.LabelKeywords(), lw) {
		return Refusef("%s cannot be a label: %q is a word of the command language, and a command would read it as that word; choose another label, such as %s1", label, lw, label)
	}
	if len(lw) > 1 && lw[0] == 'x' && IsDigits(lw[1:]) {
		return Refusef("%s cannot be a label: it reads as a count (\"x%s\" is %s units or missiles); choose another label, such as %s-%s", label, lw[1:], lw[1:], label[:1], label[1:])
	}
	return nil
}

// ParseBare reads a verb that takes no words (undo, redo).
func ParseBare(c *Command, args []string, _ string) error {
	if len(args) > 0 {
		return Usage(c.Verb)
	}
	return nil
}

// parseNote reads "note TEXT": the text as typed, spaces kept.
func parseNote(c *Command, args []string, line string) error {
	l := strings.TrimSpace(line)
	if c.Override {
		l = strings.TrimSpace(l[len("override"):])
	}
	c.Text = strings.TrimSpace(l[min(len(l), len(c.Verb)):])
	if c.Text == "" {
		return Usage(c.Verb)
	}
	return nil
}

// parseUpdate reads "update TYPE" and "update all".
func parseUpdate(c *Command, args []string, _ string) error {
	if len(args) == 0 {
		return Usage(c.Verb)
	}
	c.Type = strings.Join(args, " ")
	return nil
}

// completeUpdate offers "all", the types and the system tables' entries
// the game has recorded.
func completeUpdate(g *Game, args []string) []string {
	if len(args) > 0 {
		return nil
	}
	all := []string{"all"}
	if g.Defs != nil {
		for _, u := range g.Defs.Units {
			all = append(all, u.ID)
		}
	}
	for _, te := range g.Defs.recordedEntryKeys() {
		all = append(all, te.Key)
	}
	return all
}

// ParseLabel reads a verb followed by one unit label (free LABEL).
func ParseLabel(c *Command, args []string, _ string) error {
	if len(args) != 1 {
		return Usage(c.Verb)
	}
	c.Label = strings.ToUpper(args[0])
	return nil
}

// ParseDiceOnly reads a verb that takes only typed dice (next [die N...]).
func ParseDiceOnly(c *Command, args []string, _ string) error {
	args, dice, err := TakeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	if len(args) > 0 {
		return Usage(c.Verb)
	}
	return nil
}

// Usage returns the error for a verb used with the wrong words.
func Usage(v Verb) error {
	if s, ok := syntaxOf[v]; ok {
		return Refusef("write %q", s)
	}
	return Refusef("bad use of %q", v)
}

// SyntaxOf returns the syntax of verb v as help gives it, "" for an unknown
// verb; a verb two systems share has the default system's (the Ogre CRT's),
// else the first registered system's.
func SyntaxOf(v Verb) string { return syntaxOf[v] }

// syntaxOf holds the syntax of the shared and the Ogre CRT verbs, whose
// parsers share the usage message; filled at start-up.
var syntaxOf = map[Verb]string{}

func parseAdd(c *Command, args []string, _ string) error {
	c.Count = 1
	var typ []string
	for i := 0; i < len(args); i++ {
		a := strings.ToLower(args[i])
		switch {
		case len(a) > 1 && a[0] == 'x' && IsDigits(a[1:]):
			n, _ := strconv.Atoi(a[1:])
			if n < 1 || n > 99 {
				return Refusef("add 1 to 99 units at a time, not %d", n)
			}
			c.Count = n
		case (a == "as" || a == "side") && i+1 < len(args):
			v := args[i+1]
			i++
			if a == "as" {
				c.Label = strings.ToUpper(v)
			} else {
				c.Side = NormalName(v)
			}
		case a == "as" || a == "side":
			return Refusef("%q needs a value after it; write %q", a, SyntaxOf(VerbAdd))
		default:
			typ = append(typ, args[i])
		}
	}
	c.Type = strings.Join(typ, " ")
	if c.Type == "" {
		return Usage(VerbAdd)
	}
	return nil
}

// IndexWord returns the index of the first of words equal to w (case does
// not matter), or -1.
func IndexWord(words []string, w string) int {
	for i, a := range words {
		if strings.EqualFold(a, w) {
			return i
		}
	}
	return -1
}

// LabelList reads labels separated by commas or spaces, in upper case.
func LabelList(words []string) []string {
	var out []string
	for _, a := range strings.Split(strings.Join(words, ","), ",") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, strings.ToUpper(a))
		}
	}
	return out
}

// TakeDice removes a trailing "die N [N...]" (or "dice N N") from args and
// returns the rest and the values; a value that is not a whole number from 1
// to 99 is an error. Each value is checked against its own die when the
// command throws it (Need.Check).
func TakeDice(args []string) ([]string, []int, error) {
	for i, a := range args {
		a = strings.ToLower(a)
		if a != "die" && a != "dice" {
			continue
		}
		if i == len(args)-1 {
			return nil, nil, Refusef("%q needs the value rolled after it, e.g. %q", a, "die 4")
		}
		var vals []int
		for _, v := range args[i+1:] {
			for _, p := range strings.Split(v, ",") {
				if p == "" {
					continue
				}
				if strings.EqualFold(p, RollRestWord) {
					return nil, nil, Refusef("%q comes last, after the dice typed (%q); to let the program roll every die, leave out %q", RollRestWord, a+" 4 "+RollRestWord, a)
				}
				n, err := strconv.Atoi(p)
				if err != nil || n < 1 || n > 99 {
					return nil, nil, Refusef("a die shows a whole number from 1 up, not %q", p)
				}
				vals = append(vals, n)
			}
		}
		return args[:i], vals, nil
	}
	return args, nil, nil
}

// IsDigits reports whether s is one or more ASCII digits.
func IsDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// QuoteWord returns s written as one word of a command line, as
// splitWords reads it back: as it is when it has no space or quote, else
// in double quotes (single quotes when it holds a double one). A form that
// writes a name the referee typed ("1st Tank") writes it so. A command line
// has no escape: a name holding both kinds of quote (O'Neil "Red") is not
// read back as one word, so the verbs that take a name the referee types
// refuse one with a quote character (CheckName), and a form lets none be
// typed.
func QuoteWord(s string) string {
	if s != "" && !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == '"' || r == '\'' }) {
		return s
	}
	if strings.ContainsRune(s, '"') {
		return "'" + s + "'"
	}
	return `"` + s + `"`
}

// CheckName returns an error when name, a name the referee gives (what:
// "a unit's name"), holds a quote character, ' or ", saying so: a command
// line reads a quote as the start or end of a quoted word and has no
// escape, so such a name would not be read back as itself (QuoteWord).
func CheckName(what, name string) error {
	if !strings.ContainsAny(name, `'"`) {
		return nil
	}
	plain := strings.Join(strings.Fields(strings.NewReplacer(`'`, "", `"`, " ").Replace(name)), " ")
	if plain == "" {
		return Refusef("%s cannot be quote characters alone (%s); give it letters or digits", what, name)
	}
	return Refusef("%s cannot hold a quote character, ' or \" (%s): a command could not read it back; write it without, such as %s", what, name, QuoteWord(plain))
}

// splitWords splits a line into words at any Unicode space (a no-break
// space pasted from a document among them); double or single quotes group
// words.
func splitWords(line string) []string {
	var words []string
	var cur strings.Builder
	var quote rune
	in := false
	for _, r := range line {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case r == '"' || r == '\'':
			quote, in = r, true
		case unicode.IsSpace(r): // a no-break space too
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words
}

func completeAdd(g *Game, args []string) []string {
	last := ""
	if len(args) > 0 {
		last = strings.ToLower(args[len(args)-1])
	}
	switch {
	case last == "side":
		return slices.Clone(g.Sides)
	case last == "as" || slices.Contains(g.addWords(), last):
		return nil
	case len(args) == 0:
		var all []string
		if g.Catalog != nil {
			for _, t := range g.Catalog.Units {
				all = append(all, t.ID)
			}
		}
		if own := g.systemUnits(); own != nil {
			for _, t := range own.Units {
				all = append(all, t.ID)
			}
		}
		return all
	}
	return append([]string{"as", "side"}, g.addWords()...)
}
