package tracker

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"

	"ogretable/engine"
)

// Action is something the dashboard does when a key is pressed on the main
// screen.
type Action string

// The dashboard's actions.
const (
	ActCommand     Action = "command"
	ActFire        Action = "fire"
	ActRam         Action = "ram"
	ActOverrun     Action = "overrun"
	ActTerrain     Action = "terrain"
	ActNext        Action = "next"
	ActUndo        Action = "undo"
	ActRedo        Action = "redo"
	ActNote        Action = "note"
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
// sentence and, for the keys shown in the hint line, a word.
type Binding struct {
	Keys   []Key
	Action Action
	Hint   string // the word in the hint line; empty to leave it out
	Help   string
}

// Bindings is the dashboard's key table: the main screen looks keys up in
// it, and the help screen and the hint line are made from it.
var Bindings = []Binding{
	{[]Key{R(':')}, ActCommand, "command", "type a command (Tab completes verbs, labels and targets)"},
	{[]Key{R('f')}, ActFire, "fire", "fire: attackers, target, the odds before the die"},
	{[]Key{R('r')}, ActRam, "ram", "ram: an Ogre or a unit rams another"},
	{[]Key{R('o')}, ActOverrun, "", "overrun: start one, or the battle being fought, round by round (fire, next round, ram, join, end)"},
	{[]Key{R('t')}, ActTerrain, "terrain", "terrain: say where a unit is, or enter with a terrain check"},
	{[]Key{R('n')}, ActNext, "next", "next phase; shows who recovered"},
	{[]Key{R('u')}, ActUndo, "undo", "undo the latest command (says what, asks first)"},
	{[]Key{R('U'), K(tcell.KeyCtrlR)}, ActRedo, "", "redo what undo voided (says what, asks first)"},
	{[]Key{R('w')}, ActNote, "", "write a note in the log"},
	{[]Key{R('/')}, ActFilter, "filter", "filter the roster by label, type or status"},
	{[]Key{K(tcell.KeyEscape)}, ActClearFilter, "", "clear the roster filter"},
	{[]Key{K(tcell.KeyUp), R('k')}, ActUp, "", "select the unit above (an Ogre shows in the Ogre panel)"},
	{[]Key{K(tcell.KeyDown), R('j')}, ActDown, "", "select the unit below"},
	{[]Key{R('[')}, ActPageUp, "", "roster: a page up"},
	{[]Key{R(']')}, ActPageDown, "", "roster: a page down"},
	{[]Key{K(tcell.KeyPgUp)}, ActLogOlder, "", "log: scroll back to older events"},
	{[]Key{K(tcell.KeyPgDn)}, ActLogNewer, "", "log: scroll on to newer events"},
	{[]Key{R('G')}, ActLogLatest, "", "log: back to the latest event"},
	{[]Key{R('?')}, ActHelp, "help", "this help"},
	{[]Key{R('q')}, ActQuit, "quit", "quit (asks first; everything is already saved)"},
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
func HintCells(bindings []Binding) []Cell {
	var cells []Cell
	for _, b := range bindings {
		if b.Hint == "" {
			continue
		}
		if len(cells) > 0 {
			cells = append(cells, Cell{"  ", RoleText})
		}
		cells = append(cells, Cell{b.Keys[0].String(), RoleKey}, Cell{" " + b.Hint, RoleDim})
	}
	return cells
}

// HelpRows returns the help screen: every binding of the key table with its
// keys and sentence, then the command language's verbs with their syntax.
func HelpRows(bindings []Binding) []Row {
	w := 0
	for _, b := range bindings {
		w = max(w, len([]rune(keyNames(b))))
	}
	rows := []Row{{Kind: RowText, Cells: []Cell{{"Keys on the main screen", RoleHeading}}}}
	for _, b := range bindings {
		k := keyNames(b)
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{
			{"  " + k + strings.Repeat(" ", w-len([]rune(k))+2), RoleKey}, {b.Help, RoleText},
		}})
	}
	rows = append(rows,
		Row{Kind: RowText},
		Row{Kind: RowText, Cells: []Cell{{"In forms and prompts", RoleHeading}}},
		Row{Kind: RowText, Cells: []Cell{{"  Tab ← →  next list   ↑ ↓  choose   Space  pick attackers   Enter  go   Esc  cancel", RoleText}}},
		Row{Kind: RowText, Cells: []Cell{{"  Dice: type the values rolled at the table and Enter, or r to let the program roll", RoleText}}},
		Row{Kind: RowText},
		Row{Kind: RowText, Cells: []Cell{{"Commands (after :)   put \"override\" first to overrule a turn or phase check", RoleHeading}}},
	)
	for _, v := range engine.Verbs {
		rows = append(rows, Row{Kind: RowText, Cells: []Cell{{"  " + v.Syntax, RoleKey}, {"  " + v.Help, RoleDim}}})
	}
	return rows
}
