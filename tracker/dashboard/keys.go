package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"ogretable/engine"
	"ogretable/tracker/present"
)

// Action is something the dashboard does when a key is pressed on the main
// screen.
type Action string

// The dashboard's own actions, which every game offers; a rule system
// declares its own (System.Keys).
const (
	ActCommand     Action = "command"
	ActNext        Action = "next"
	ActUndo        Action = "undo"
	ActRedo        Action = "redo"
	ActNote        Action = "note"
	ActPrint       Action = "print"
	ActServe       Action = "players' view"
	ActFilter      Action = "filter"
	ActClearFilter Action = "clear filter"
	ActUp          Action = "up"
	ActDown        Action = "down"
	ActPageUp      Action = "page up"
	ActPageDown    Action = "page down"
	ActLogOlder    Action = "log older"
	ActLogNewer    Action = "log newer"
	ActLogLatest   Action = "log latest"
	ActHelp        Action = "help"
	ActQuit        Action = "quit"
)

// Key is one key: a rune (Code is tcell.KeyRune) or a special key.
type Key struct {
	Code tcell.Key
	Rune rune
}

// R returns the key of a rune.
func R(r rune) Key { return Key{Code: tcell.KeyRune, Rune: r} }

// K returns a special key.
func K(k tcell.Key) Key { return Key{Code: k} }

// String returns the key as the help writes it: "f", "Esc", "PgUp", "Ctrl-R".
func (k Key) String() string {
	if k.Code == tcell.KeyRune {
		if k.Rune == ' ' {
			return "Space"
		}
		return string(k.Rune)
	}
	switch k.Code {
	case tcell.KeyUp:
		return "↑"
	case tcell.KeyDown:
		return "↓"
	case tcell.KeyEscape:
		return "Esc"
	case tcell.KeyPgUp:
		return "PgUp"
	case tcell.KeyPgDn:
		return "PgDn"
	}
	if k.Code >= tcell.KeyCtrlA && k.Code <= tcell.KeyCtrlZ {
		return fmt.Sprintf("Ctrl-%c", 'A'+rune(k.Code-tcell.KeyCtrlA))
	}
	return tcell.KeyNames[k.Code]
}

// Matches reports whether the event is this key.
func (k Key) Matches(ev *tcell.EventKey) bool {
	if k.Code == tcell.KeyRune {
		return ev.Key() == tcell.KeyRune && ev.Rune() == k.Rune && ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) == 0
	}
	return ev.Key() == k.Code
}

// Binding ties keys to an action on the main screen, with the help's
// sentence and, for the keys shown in the hint line, a word; the action's
// verb and what it does are said here, once for every screen that asks.
type Binding struct {
	Keys   []Key
	Action Action
	Hint   string // the word in the hint line; empty to leave it out
	// Verb is the rule system's verb the action stands for: the key is
	// offered only in a game whose system has it (BindingsFor); "" for
	// an action of the dashboard's own.
	Verb engine.Verb
	Does Does
	Help string
}

// Does says what an action does beyond its own screen.
type Does uint8

const (
	// OpensForm: the action opens a form its rule system registered
	// (System.Forms); the key is offered only where the game's system
	// has that form.
	OpensForm Does = 1 << iota
	// Writes: the action writes a command to the log; on a read-only
	// database it says why it cannot, and nothing opens.
	Writes
	// EndedRefuses: an ended game refuses the action's command; there it
	// says so, and nothing opens.
	EndedRefuses
)

// actionDoes returns what each action of the key tables does
// (Binding.Does): the shared table's and every registered system's, made
// on first use, not by every run of the program, and anew once a system
// registers (RegisterSystem).
var actionDoes = newActionDoes()

// newActionDoes returns actionDoes, to be made on its first call.
func newActionDoes() func() map[Action]Does {
	return sync.OnceValue(func() map[Action]Does { return doesOf(allBindings()) })
}

// doesOf returns what each action of bindings does.
func doesOf(bindings []Binding) map[Action]Does {
	out := map[Action]Does{}
	for _, b := range bindings {
		out[b.Action] |= b.Does
	}
	return out
}

// does reports whether action a does what (one of Does's values).
func does(a Action, what Does) bool { return actionDoes()[a]&what != 0 }

// allBindings returns the shared key table, then the keys of every
// registered rule system, in the order they registered.
func allBindings() []Binding {
	out := slices.Clone(Bindings)
	for _, name := range systemNames {
		out = append(out, systems[name].Keys...)
	}
	return out
}

// Bindings is the dashboard's key table: the main screen looks keys up in
// it, and the help screen and the hint line are made from it.
var Bindings = []Binding{
	{[]Key{R(':')}, ActCommand, "command", "", Writes, "type a command (Tab completes verbs, labels and targets)"},
	{[]Key{R('n')}, ActNext, "next", engine.VerbNext, Writes, "next phase"},
	{[]Key{R('u')}, ActUndo, "undo", "", Writes, "undo the latest command (says what, asks first)"},
	{[]Key{R('U'), K(tcell.KeyCtrlR)}, ActRedo, "", "", Writes, "redo what undo voided (says what, asks first)"},
	{[]Key{R('w')}, ActNote, "", "", Writes | EndedRefuses, "write a note in the log"},
	{[]Key{R('p')}, ActPrint, "", "", 0, "print to a PDF file in the current folder: r the roster, p the report, and each record sheet the game's rules print, under the key the menu shows"},
	{[]Key{R('V')}, ActServe, "", "", 0, "the players' view: start or stop serving the game read-only as a web page for the players' phones, live as it is played; shows its address and QR code (quitting stops it)"},
	{[]Key{R('/')}, ActFilter, "filter", "", 0, "filter the roster by label, type or status"},
	{[]Key{K(tcell.KeyEscape)}, ActClearFilter, "", "", 0, "clear the roster filter"},
	{[]Key{K(tcell.KeyUp), R('k')}, ActUp, "", "", 0, "select the unit above (an Ogre shows in the Ogre panel)"},
	{[]Key{K(tcell.KeyDown), R('j')}, ActDown, "", "", 0, "select the unit below"},
	{[]Key{R('[')}, ActPageUp, "", "", 0, "roster: a page up"},
	{[]Key{R(']')}, ActPageDown, "", "", 0, "roster: a page down"},
	{[]Key{K(tcell.KeyPgUp)}, ActLogOlder, "", "", 0, "log: scroll back to older events"},
	{[]Key{K(tcell.KeyPgDn)}, ActLogNewer, "", "", 0, "log: scroll on to newer events"},
	{[]Key{R('G')}, ActLogLatest, "", "", 0, "log: back to the latest event"},
	{[]Key{R('?')}, ActHelp, "help", "", 0, "this help"},
	{[]Key{R('q')}, ActQuit, "quit", "", 0, "quit (asks first; everything is already saved)"},
}

// BindingsFor returns the bindings of the key table that game g offers: a
// key that opens a form (OpensForm) only where the game's rule system
// registered that form, a key that stands for a verb (Binding.Verb) only
// where the system has the verb; the others always.
//
// The table is the shared key table (Bindings) with the keys of the game's
// rule system (System.Keys) after the command bar's: a system's key for an
// action of the shared table takes that binding's place.
func BindingsFor(g *engine.Game) []Binding {
	own := systemOf(g).Keys
	table := make([]Binding, 0, len(Bindings)+len(own))
	for i, b := range Bindings {
		if i == 1 {
			for _, k := range own {
				if !slices.ContainsFunc(Bindings, func(s Binding) bool { return s.Action == k.Action }) {
					table = append(table, k)
				}
			}
		}
		if j := slices.IndexFunc(own, func(k Binding) bool { return k.Action == b.Action }); j >= 0 {
			b = own[j]
		}
		table = append(table, b)
	}
	out := table[:0]
	for _, b := range table {
		if b.Verb != "" && g.Verb(b.Verb) == nil {
			continue
		}
		if b.Does&OpensForm != 0 && formOf(g, b.Action) == nil {
			continue
		}
		out = append(out, b)
	}
	return out
}

// formOf returns what action a opens in game g, nil when g's rule system
// has no such form.
func formOf(g *engine.Game, a Action) func(*Dashboard) {
	return systemOf(g).Forms[a]
}

// ActionFor returns the action bound to the key event in bindings.
func ActionFor(bindings []Binding, ev *tcell.EventKey) (Action, bool) {
	for _, b := range bindings {
		for _, k := range b.Keys {
			if k.Matches(ev) {
				return b.Action, true
			}
		}
	}
	return "", false
}

// keyNames returns a binding's keys as the help writes them: "U, Ctrl-R".
func keyNames(b Binding) string {
	names := make([]string, len(b.Keys))
	for i, k := range b.Keys {
		names[i] = k.String()
	}
	return strings.Join(names, ", ")
}

// HintCells returns the hint line: each binding that has a hint word, as
// "key word".
func HintCells(bindings []Binding) []present.Cell {
	var cells []present.Cell
	for _, b := range bindings {
		if b.Hint == "" {
			continue
		}
		if len(cells) > 0 {
			cells = append(cells, present.Cell{Text: "  ", Tone: present.ToneText})
		}
		cells = append(cells, present.Cell{Text: b.Keys[0].String(), Tone: present.ToneKey}, present.Cell{Text: " " + b.Hint, Tone: present.ToneDim})
	}
	return cells
}

// formKeys are the keys of the forms and prompts, for the help: the keys
// as the help writes them, and what they do.
var formKeys = [][2]string{
	{"Tab, ←, →", "the next list, or the one before"},
	{"↑, ↓", "choose in the list"},
	{"Space", "tick one more attacker or unit (several fire together)"},
	{"o", "override: skip the turn and phase checks (logged)"},
	{"Enter", "go: fire, ram, start, join"},
	{"Esc", "cancel; nothing is written"},
	{"1 to 6", "dice: type the values rolled at the table, then Enter"},
	{"Enter", "dice: with none typed, let the program roll; pressed twice with some typed, it rolls the rest"},
}

// VariantRows returns, for the help screen, what the game's rules variant
// changes and what the others would (System.VariantNotes), wrapped to
// width (0: not cut).
func VariantRows(v engine.Variant, width int) []present.Row {
	sys := engine.SystemOf(v)
	if v == "" {
		v = engine.Variant(engine.VariantsOf(sys)[0])
	}
	rows := []present.Row{{Kind: present.RowText}}
	head := []present.Cell{{Text: "Rules variants (this game: " + string(v) + ", chosen at ogretable new --rules)", Tone: present.ToneHeading}}
	if width <= 0 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: head})
	} else {
		for _, l := range present.WrapCells(head, width, 2) {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: l})
		}
	}
	var variantNotes func(engine.Variant) []string
	if s := systems[sys.Name()]; s != nil {
		variantNotes = s.VariantNotes
	}
	for _, name := range engine.VariantsOf(sys) {
		o := engine.Variant(name)
		tone := present.ToneDim
		name := "  " + string(o) + ": "
		if o == v {
			tone, name = present.ToneText, present.GlyphSelected+" "+string(o)+": "
		}
		var notes []string
		if variantNotes != nil {
			notes = variantNotes(o)
		}
		if len(notes) == 0 {
			// A system of its own, whose variant changes nothing of another's.
			notes = []string{sys.Title() + ", a rule system of its own"}
		}
		cells := []present.Cell{{Text: name, Tone: present.ToneKey}, {Text: strings.Join(notes, "; ") + ".", Tone: tone}}
		if width <= 0 {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: cells})
			continue
		}
		for _, l := range present.WrapCells(cells, width, 4) {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: l})
		}
	}
	return rows
}

// HelpRows returns the help screen, width columns wide (0: lines are not
// cut): every binding of the key table with its keys and sentence, the keys
// of the forms, then the command language's verbs with their syntax and
// what they do (verbs, the game's: engine.Game.VerbsOf). A sentence too
// long for its line goes on under its own start, never under the keys, so
// every row keeps its columns.
func HelpRows(bindings []Binding, verbs []*engine.VerbDef, width int) []present.Row {
	keyW := 0
	for _, b := range bindings {
		keyW = max(keyW, uniseg.StringWidth(keyNames(b)))
	}
	for _, k := range formKeys {
		keyW = max(keyW, uniseg.StringWidth(k[0]))
	}
	// lines wraps one row of cells, going on under indent.
	lines := func(indent int, cells ...present.Cell) []present.Row {
		if width <= 0 {
			return []present.Row{{Kind: present.RowText, Cells: cells}}
		}
		var rows []present.Row
		for _, l := range present.WrapCells(cells, width, indent) {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: l})
		}
		return rows
	}
	keyRow := func(keys, help string) []present.Row {
		pad := strings.Repeat(" ", keyW-uniseg.StringWidth(keys)+2)
		return lines(keyW+4, present.Cell{Text: "  " + keys + pad, Tone: present.ToneKey}, present.Cell{Text: help, Tone: present.ToneText})
	}
	rows := []present.Row{{Kind: present.RowText, Cells: []present.Cell{{Text: "Keys on the main screen", Tone: present.ToneHeading}}}}
	for _, b := range bindings {
		rows = append(rows, keyRow(keyNames(b), b.Help)...)
	}
	rows = append(rows, present.Row{Kind: present.RowText}, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "In forms and prompts", Tone: present.ToneHeading}}})
	for _, k := range formKeys {
		rows = append(rows, keyRow(k[0], k[1])...)
	}
	rows = append(rows, present.Row{Kind: present.RowText}, present.Row{Kind: present.RowText, Cells: []present.Cell{{Text: "Commands (after :)", Tone: present.ToneHeading}}})
	rows = append(rows, lines(2, present.Cell{Text: "  Put \"override\" first to overrule a turn or phase check.", Tone: present.ToneDim})...)
	for _, v := range verbs {
		rows = append(rows, lines(6, present.Cell{Text: "  " + v.Syntax, Tone: present.ToneKey})...)
		rows = append(rows, lines(6, present.Cell{Text: "      " + v.Help, Tone: present.ToneDim})...)
	}
	return rows
}
