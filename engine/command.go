package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Verb is the first word of a command line.
type Verb string

// The verbs of the command language.
const (
	VerbAdd     Verb = "add"     // add TYPE [xN] [as LABEL] [side SIDE] [squads N]
	VerbFire    Verb = "fire"    // fire ATTACKER[,ATTACKER...] at TARGET [with LABEL[,LABEL...]] [die N...]
	VerbRam     Verb = "ram"     // ram RAMMER TARGET [die N...]
	VerbOverrun Verb = "overrun" // overrun ATTACKER[,...] at DEFENDER[,...]; overrun join LABEL[,...]; overrun end
	VerbTerrain Verb = "terrain" // terrain LABEL TERRAIN: where a unit is now
	VerbEnter   Verb = "enter"   // enter LABEL TERRAIN [far] [forced] [die N]: a unit moved into terrain; checks it
	VerbFree    Verb = "free"    // free LABEL: the referee frees a stuck unit
	VerbNext    Verb = "next"    // next [die N...]: advance to the next phase (and turn)
	VerbUndo    Verb = "undo"
	VerbRedo    Verb = "redo"
	VerbNote    Verb = "note" // note TEXT
)

// Verbs lists the verbs with their syntax, for help and completion.
var Verbs = []struct {
	Verb   Verb
	Syntax string
	Help   string
}{
	{VerbAdd, "add TYPE [xN] [as LABEL] [side SIDE] [squads N]", "put units in play"},
	{VerbFire, "fire ATTACKER[,ATTACKER...] at TARGET [with LABEL[,LABEL...]] [die N...]",
		"resolve an attack (OGRE.main1, OGRE.treads; WALKER:2 fires part of a walker's attack, INF:1 one squad in an overrun); with: units stacked with the target take spillover, a die each after the attack's"},
	{VerbRam, "ram RAMMER TARGET [die N...]", "an Ogre or a unit rams another"},
	{VerbOverrun, "overrun ATTACKER[,...] at DEFENDER[,...]",
		"start an overrun, fought by fire rounds: \"next\" ends a round, \"overrun join LABEL[,...]\" moves units in, \"overrun end\" stops it"},
	{VerbTerrain, "terrain LABEL TERRAIN", "say where a unit is (no check)"},
	{VerbEnter, "enter LABEL TERRAIN [far] [forced] [die N]",
		"a unit moved into terrain: terrain check (far: more than 1 hex there, for wheeled units in clear; forced: forced in)"},
	{VerbFree, "free LABEL", "free a stuck unit"},
	{VerbNext, "next [die N...]", "advance to the next phase"},
	{VerbUndo, "undo", "void the latest command"},
	{VerbRedo, "redo", "restore what undo voided"},
	{VerbNote, "note TEXT", "write a note in the log"},
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
	Squads    int      // add: infantry squads in the stack
	Attackers []string // fire: unit labels or LABEL.weapon; ram: the rammer; overrun: the attackers, or the units joining
	Target    string   // fire, ram
	Spill     []string // fire: units stacked with the target that take spillover, in dice order
	Defenders []string // overrun: the enemy units in the place
	Action    string   // overrun: OverrunStart, OverrunJoin or OverrunEnd
	Terrain   string   // terrain, enter
	Far       bool     // enter: the unit moved more than 1 hex through the terrain
	Forced    bool     // enter: the unit was forced in
	Dice      []int    // typed dice
	Text      string   // note
}

// The actions of the overrun command.
const (
	OverrunStart = "start" // overrun A[,B...] at D[,E...]
	OverrunJoin  = "join"  // overrun join L[,M...]
	OverrunEnd   = "end"   // overrun end
)

// ParseCommand reads one command line. It errors with a sentence that says
// what is wrong and shows the right form.
func ParseCommand(line string) (Command, error) {
	words := splitWords(line)
	c := Command{Line: strings.TrimSpace(line)}
	if len(words) == 0 {
		return c, fmt.Errorf("engine: the command is empty; type a command such as %q", "fire HVY1 at MK3.treads")
	}
	if strings.EqualFold(words[0], "override") {
		c.Override = true
		words = words[1:]
		if len(words) == 0 {
			return c, fmt.Errorf("engine: override what? write the command after it, e.g. %q", "override fire HVY1 at GEV2")
		}
	}
	c.Verb = Verb(strings.ToLower(words[0]))
	args := words[1:]
	var err error
	switch c.Verb {
	case VerbAdd:
		err = c.parseAdd(args)
	case VerbFire:
		err = c.parseFire(args)
	case VerbRam:
		args, c.Dice, err = takeDice(args)
		if err == nil && len(args) != 2 {
			err = usage(c.Verb)
		}
		if err == nil {
			c.Attackers, c.Target = []string{strings.ToUpper(args[0])}, strings.ToUpper(args[1])
		}
	case VerbOverrun:
		err = c.parseOverrun(args)
	case VerbTerrain, VerbEnter:
		args, c.Dice, err = takeDice(args)
		if err == nil && c.Verb == VerbEnter {
			args = c.takeFlags(args)
		}
		if err == nil && (len(args) < 2 || (c.Verb == VerbTerrain && len(c.Dice) > 0)) {
			err = usage(c.Verb)
		}
		if err == nil {
			c.Label, c.Terrain = strings.ToUpper(args[0]), strings.Join(args[1:], " ")
		}
	case VerbFree:
		if len(args) != 1 {
			err = usage(c.Verb)
		} else {
			c.Label = strings.ToUpper(args[0])
		}
	case VerbNext:
		args, c.Dice, err = takeDice(args)
		if err == nil && len(args) > 0 {
			err = usage(c.Verb)
		}
	case VerbUndo, VerbRedo:
		if len(args) > 0 {
			err = usage(c.Verb)
		}
	case VerbNote:
		l := strings.TrimSpace(line)
		if c.Override {
			l = strings.TrimSpace(l[len("override"):])
		}
		c.Text = strings.TrimSpace(l[min(len(l), len(words[0])):])
		if c.Text == "" {
			err = usage(c.Verb)
		}
	default:
		names := make([]string, len(Verbs))
		for i, v := range Verbs {
			names[i] = string(v.Verb)
		}
		msg := fmt.Sprintf("engine: unknown command %q", words[0])
		if cl := Closest(words[0], names, 2); len(cl) > 0 {
			msg += "; did you mean " + strings.Join(quoteAll(cl), " or ") + "?"
		}
		err = fmt.Errorf("%s (commands: %s)", msg, strings.Join(names, ", "))
	}
	return c, err
}

// usage returns the error for a verb used with the wrong words.
func usage(v Verb) error {
	for _, x := range Verbs {
		if x.Verb == v {
			return fmt.Errorf("engine: write %q", x.Syntax)
		}
	}
	return fmt.Errorf("engine: bad use of %q", v)
}

func (c *Command) parseAdd(args []string) error {
	c.Count = 1
	var typ []string
	for i := 0; i < len(args); i++ {
		a := strings.ToLower(args[i])
		switch {
		case len(a) > 1 && a[0] == 'x' && isDigits(a[1:]):
			n, _ := strconv.Atoi(a[1:])
			if n < 1 || n > 99 {
				return fmt.Errorf("engine: add 1 to 99 units at a time, not %d", n)
			}
			c.Count = n
		case (a == "as" || a == "side" || a == "squads") && i+1 < len(args):
			v := args[i+1]
			i++
			switch a {
			case "as":
				c.Label = strings.ToUpper(v)
			case "side":
				c.Side = NormalName(v)
			case "squads":
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 || n > 3 {
					return fmt.Errorf("engine: an infantry stack holds 1 to 3 squads, not %q", v)
				}
				c.Squads = n
			}
		case a == "as" || a == "side" || a == "squads":
			return fmt.Errorf("engine: %q needs a value after it; write %q", a, "add TYPE [xN] [as LABEL] [side SIDE] [squads N]")
		default:
			typ = append(typ, args[i])
		}
	}
	c.Type = strings.Join(typ, " ")
	if c.Type == "" {
		return usage(VerbAdd)
	}
	return nil
}

func (c *Command) parseFire(args []string) error {
	args, dice, err := takeDice(args)
	if err != nil {
		return err
	}
	c.Dice = dice
	at := indexWord(args, "at")
	with := indexWord(args, "with")
	end := len(args)
	if with >= 0 {
		if with != at+2 || with == len(args)-1 {
			return usage(VerbFire)
		}
		c.Spill = labelList(args[with+1:])
		end = with
	}
	if at < 1 || at != end-2 {
		return usage(VerbFire)
	}
	c.Attackers = labelList(args[:at])
	if len(c.Attackers) == 0 || (with >= 0 && len(c.Spill) == 0) {
		return usage(VerbFire)
	}
	c.Target = strings.ToUpper(args[at+1])
	return nil
}

// parseOverrun reads "A[,B] at D[,E]", "join L[,M]" or "end".
func (c *Command) parseOverrun(args []string) error {
	at := indexWord(args, "at")
	switch {
	case at >= 0:
		c.Action = OverrunStart
		c.Attackers, c.Defenders = labelList(args[:at]), labelList(args[at+1:])
		if len(c.Attackers) == 0 || len(c.Defenders) == 0 {
			return usage(VerbOverrun)
		}
	case len(args) > 1 && strings.EqualFold(args[0], OverrunJoin):
		c.Action = OverrunJoin
		c.Attackers = labelList(args[1:])
	case len(args) == 1 && strings.EqualFold(args[0], OverrunEnd):
		c.Action = OverrunEnd
	default:
		return fmt.Errorf("engine: write %q, %q or %q", "overrun ATTACKER[,ATTACKER...] at DEFENDER[,DEFENDER...]", "overrun join LABEL[,LABEL...]", "overrun end")
	}
	return nil
}

// takeFlags removes the words "far" and "forced" from the end of an enter
// command's words and sets them.
func (c *Command) takeFlags(args []string) []string {
	for len(args) > 2 {
		switch strings.ToLower(args[len(args)-1]) {
		case "far":
			c.Far = true
		case "forced":
			c.Forced = true
		default:
			return args
		}
		args = args[:len(args)-1]
	}
	return args
}

// indexWord returns the index of the first of words equal to w (case does
// not matter), or -1.
func indexWord(words []string, w string) int {
	for i, a := range words {
		if strings.EqualFold(a, w) {
			return i
		}
	}
	return -1
}

// labelList reads labels separated by commas or spaces, in upper case.
func labelList(words []string) []string {
	var out []string
	for _, a := range strings.Split(strings.Join(words, ","), ",") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, strings.ToUpper(a))
		}
	}
	return out
}

// takeDice removes a trailing "die N [N...]" (or "dice N N") from args and
// returns the rest and the values; a value that is not 1 to 6 is an error.
func takeDice(args []string) ([]string, []int, error) {
	for i, a := range args {
		a = strings.ToLower(a)
		if a != "die" && a != "dice" {
			continue
		}
		if i == len(args)-1 {
			return nil, nil, fmt.Errorf("engine: %q needs the value rolled after it, e.g. %q", a, "die 4")
		}
		var vals []int
		for _, v := range args[i+1:] {
			for _, p := range strings.Split(v, ",") {
				if p == "" {
					continue
				}
				n, err := strconv.Atoi(p)
				if err != nil || n < 1 || n > 6 {
					return nil, nil, fmt.Errorf("engine: a die shows 1 to 6, not %q", p)
				}
				vals = append(vals, n)
			}
		}
		return args[:i], vals, nil
	}
	return args, nil, nil
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// splitWords splits a line into words; double or single quotes group words.
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
		case r == ' ' || r == '\t' || r == '\n' || r == '\r':
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
