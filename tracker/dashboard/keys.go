package dashboard

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/uniseg"

	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/tracker/present"
)

// Action is something the dashboard does when a key is pressed on the main
// screen.
type Action string

// The dashboard's actions.
const (
	ActCommand  Action = "command"
	ActFire     Action = "fire"
	ActRam      Action = "ram"
	ActOverrun  Action = "overrun"
	ActTerrain  Action = "terrain"
	ActMissile  Action = "missile"
	ActHit      Action = "hit"
	ActRepair   Action = "repair"
	ActActivate Action = "activate"
	ActTAS      Action = "tas"
	ActDestruct Action = "destruct"
	ActNuke     Action = "nuke"
	ActAir      Action = "air defence"
	ActReact    Action = "reaction test"
	// FFOTigers' verbs (ffotforms.go, ffotverbforms.go).
	ActMove        Action = "move"
	ActOverwatch   Action = "overwatch"
	ActRout        Action = "rout"
	ActArmyCommand Action = "army command roll"
	ActBarrage     Action = "barrage"
	ActLand        Action = "land"
	ActBurst       Action = "burst"
	ActFormUnit    Action = "form a unit"
	ActPivot       Action = "pivot"
	ActNext        Action = "next"
	ActUndo        Action = "undo"
	ActRedo        Action = "redo"
	ActNote        Action = "note"
	ActPrint       Action = "print"
	ActFilter      Action = "filter"
	ActClearFilter Action = "clear filter"
	ActUp          Action = "up"
	ActDown        Action = "down"
	ActPageUp      Action = "page up"
	ActPageDown    Action = "page down"
	ActLogOlder    Action = "log older"
	ActLogNewer    Action = "log newer"
	ActLogLatest   Action = "log latest"
	ActDesigner    Action = "walker designer"
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
	// (registerForms); the key is offered only where the game's system
	// has that form.
	OpensForm Does = 1 << iota
	// Writes: the action writes a command to the log; on a read-only
	// database it says why it cannot, and nothing opens.
	Writes
	// EndedRefuses: an ended game refuses the action's command; there it
	// says so, and nothing opens.
	EndedRefuses
)

// actionDoes holds what each action of the key table does (Binding.Does).
var actionDoes = func() map[Action]Does {
	out := map[Action]Does{}
	for _, b := range Bindings {
		out[b.Action] |= b.Does
	}
	return out
}()

// does reports whether action a does what (one of Does's values).
func does(a Action, what Does) bool { return actionDoes[a]&what != 0 }

// Bindings is the dashboard's key table: the main screen looks keys up in
// it, and the help screen and the hint line are made from it.
var Bindings = []Binding{
	{[]Key{R(':')}, ActCommand, "command", "", Writes, "type a command (Tab completes verbs, labels and targets)"},
	{[]Key{R('f')}, ActFire, "fire", crt.VerbFire, OpensForm | Writes | EndedRefuses, "fire: the attackers or firing stand, the target, the odds or chances before the dice"},
	{[]Key{R('r')}, ActRam, "ram", crt.VerbRam, OpensForm | Writes | EndedRefuses, "ram: an Ogre or a unit rams another"},
	{[]Key{R('o')}, ActOverrun, "", crt.VerbOverrun, OpensForm | Writes | EndedRefuses, "overrun: start one, or fight the one going on, round by round; in FFOTigers a stand over-runs an enemy stand, both fires' chances before the dice"},
	{[]Key{R('t')}, ActTerrain, "terrain", crt.VerbTerrain, OpensForm | Writes | EndedRefuses, "terrain: say where a unit is (its FFOTigers save), or, in the Ogre CRT rules, enter with a terrain check"},
	{[]Key{R('m')}, ActMissile, "", crt.VerbLaunch, OpensForm | Writes | EndedRefuses, "missiles: the Ogre CRT's cruise missiles: launch a salvo, or fly the one in the air: interceptions with the chance through, lucky blasts, the blast; OGRE for DSII: an Ogre's missile unit launches at its impact markers, with each abort's chance before the dice"},
	{[]Key{R('a')}, ActActivate, "activate", "activate", OpensForm | Writes | EndedRefuses, "activate an Ogre's activation unit (OGRE for DSII): what it fires or moves on the EM's die now, the units activated this turn marked"},
	{[]Key{R('h')}, ActHit, "hit", "", OpensForm | Writes | EndedRefuses, "hit an Ogre's module (OGRE for DSII): chits typed or drawn from the cup, with the armour, the points for DMG and KO and the cup's chits shown before the draw"},
	{[]Key{R('R')}, ActRepair, "", "", OpensForm | Writes | EndedRefuses, "repair a marker on an Ogre's module (OGRE for DSII): the EM's die now, the roll needed and the chance before the die"},
	{[]Key{R('T')}, ActTAS, "", "tas", OpensForm | Writes | EndedRefuses, "an Ogre's TAS places impact markers (OGRE for DSII): the missiles ready, the EM's die now and each marker's chance before the dice"},
	{[]Key{R('A')}, ActAir, "", "ads", OpensForm | Writes | EndedRefuses, "air defence (OGRE for DSII): a battery enters Air Defense Mode, or shoots at the pilots typed, with each target's dice and chances of hit, abort and miss"},
	{[]Key{R('e')}, ActReact, "", "react", OpensForm | Writes | EndedRefuses, "a unit's Reaction Test against an Ogre (OGRE for DSII): the Ogre's Threat Level; the referee enters pass or fail"},
	{[]Key{R('N')}, ActNuke, "", "nuke", OpensForm | Writes | EndedRefuses, "a nuclear blast on Ogres (OGRE for DSII): the zone, every module's chits drawn from the cup or typed as drawn at the table, each its zone's count"},
	{[]Key{R('X')}, ActDestruct, "", "destruct", OpensForm | Writes | EndedRefuses, "the Final Option (OGRE for DSII): the announcement, then the attempt with its chance on the EM's die now"},
	{[]Key{R('M')}, ActMove, "move", "move", OpensForm | Writes | EndedRefuses, "move stands (FFOTigers): the part of their movement, toward or away, into a terrain, with the inches it allows, the limit of a marker and the bog chance before the die"},
	{[]Key{R('O')}, ActOverwatch, "", "overwatch", OpensForm | Writes | EndedRefuses, "overwatch (FFOTigers): the fire form set to fire at a moving enemy stand, the chances before the dice"},
	{[]Key{R('W')}, ActRout, "", "rout", OpensForm | Writes | EndedRefuses, "withdraw or rout a unit (FFOTigers): the roll needed, its modifiers and the chance before the die"},
	{[]Key{R('c')}, ActArmyCommand, "", "command", OpensForm | Writes | EndedRefuses, "the side's army command roll (FFOTigers): its rating, HQ units, the roll needed and the chance before the die"},
	{[]Key{R('b')}, ActBarrage, "", "barrage", OpensForm | Writes | EndedRefuses, "place a barrage (FFOTigers): artillery stands, the spotter and the point, with each weapon's indirect range and the accuracy chance"},
	{[]Key{R('l')}, ActLand, "", "land", OpensForm | Writes | EndedRefuses, "land a barrage (FFOTigers): what became of the spotter, the command roll and the accuracy needed, and the chance, before the dice"},
	{[]Key{R('B')}, ActBurst, "", "burst", OpensForm | Writes | EndedRefuses, "burst a landed barrage (FFOTigers) on stands: the radius, the burst factor, each stand's row of the Artillery Hit Chart, its chance and its save"},
	{[]Key{R('v')}, ActPivot, "", "pivot", OpensForm | Writes | EndedRefuses, "pivot a stand of the side not moving toward a moving stand (FFOTigers): once a turn, and whether it may then fire in overwatch"},
	{[]Key{R('F')}, ActFormUnit, "", "unit", OpensForm | Writes | EndedRefuses, "form stands into a unit (FFOTigers): a name, the quality with its figures, HQ or not"},
	{[]Key{R('n')}, ActNext, "next", engine.VerbNext, Writes, "next phase; shows who recovered, or, in FFOTigers, the quality checks due with their chances"},
	{[]Key{R('u')}, ActUndo, "undo", "", Writes, "undo the latest command (says what, asks first)"},
	{[]Key{R('U'), K(tcell.KeyCtrlR)}, ActRedo, "", "", Writes, "redo what undo voided (says what, asks first)"},
	{[]Key{R('w')}, ActNote, "", "", Writes | EndedRefuses, "write a note in the log"},
	{[]Key{R('p')}, ActPrint, "", "", 0, "print to a PDF file in the current folder: r the roster, p the report, and each record sheet the game's rules print, under the key the menu shows (o an Ogre's, w a walker's in the Ogre CRT rules)"},
	{[]Key{R('/')}, ActFilter, "filter", "", 0, "filter the roster by label, type or status"},
	{[]Key{K(tcell.KeyEscape)}, ActClearFilter, "", "", 0, "clear the roster filter"},
	{[]Key{K(tcell.KeyUp), R('k')}, ActUp, "", "", 0, "select the unit above (an Ogre shows in the Ogre panel)"},
	{[]Key{K(tcell.KeyDown), R('j')}, ActDown, "", "", 0, "select the unit below"},
	{[]Key{R('[')}, ActPageUp, "", "", 0, "roster: a page up"},
	{[]Key{R(']')}, ActPageDown, "", "", 0, "roster: a page down"},
	{[]Key{K(tcell.KeyPgUp)}, ActLogOlder, "", "", 0, "log: scroll back to older events"},
	{[]Key{K(tcell.KeyPgDn)}, ActLogNewer, "", "", 0, "log: scroll on to newer events"},
	{[]Key{R('G')}, ActLogLatest, "", "", 0, "log: back to the latest event"},
	{[]Key{R('D')}, ActDesigner, "", "", OpensForm, "the walker designer: statistics and options, the cost and budget left, every problem; Enter saves the design"},
	{[]Key{R('?')}, ActHelp, "help", "", 0, "this help"},
	{[]Key{R('q')}, ActQuit, "quit", "", 0, "quit (asks first; everything is already saved)"},
}

// BindingsFor returns the bindings of the key table that game g offers: a
// key that opens a form (OpensForm) only where the game's rule system
// registered that form, a key that stands for a verb (Binding.Verb) only
// where the system has the verb; the others always.
func BindingsFor(g *engine.Game) []Binding {
	out := make([]Binding, 0, len(Bindings))
	for _, b := range Bindings {
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

// systemForms holds the forms each rule system's games offer, by the
// system's name: what each form action opens.
var systemForms = map[string]map[Action]func(*Dashboard){}

// registerForms makes forms the forms of the games of the rule system named
// system, in a file of the system's own. It panics when the system has
// forms already, a programming mistake found at start-up.
func registerForms(system string, forms map[Action]func(*Dashboard)) {
	if systemForms[system] != nil {
		panic("dashboard: the forms of " + system + " are registered twice")
	}
	systemForms[system] = forms
}

// formOf returns what action a opens in game g, nil when g's rule system
// has no such form.
func formOf(g *engine.Game, a Action) func(*Dashboard) {
	return systemForms[g.System().Name()][a]
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
// changes and what the others would (crt.VariantNotes), wrapped to
// width (0: not cut).
func VariantRows(v engine.Variant, width int) []present.Row {
	if v == "" {
		v = crt.Published
	}
	rows := []present.Row{{Kind: present.RowText}}
	head := []present.Cell{{Text: "Rules variants (this game: " + string(v) + ", chosen at ogretable new --rules)", Tone: present.ToneHeading}}
	if width <= 0 {
		rows = append(rows, present.Row{Kind: present.RowText, Cells: head})
	} else {
		for _, l := range wrapCells(head, width, 2) {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: l})
		}
	}
	sys := engine.SystemOf(v)
	for _, name := range engine.VariantsOf(sys) {
		o := engine.Variant(name)
		tone := present.ToneDim
		name := "  " + string(o) + ": "
		if o == v {
			tone, name = present.ToneText, present.GlyphSelected+" "+string(o)+": "
		}
		notes := crt.VariantNotes(o)
		if len(notes) == 0 {
			// A system of its own, whose variant changes nothing of the CRT's.
			notes = []string{sys.Title() + ", a rule system of its own"}
		}
		cells := []present.Cell{{Text: name, Tone: present.ToneKey}, {Text: strings.Join(notes, "; ") + ".", Tone: tone}}
		if width <= 0 {
			rows = append(rows, present.Row{Kind: present.RowText, Cells: cells})
			continue
		}
		for _, l := range wrapCells(cells, width, 4) {
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
		for _, l := range wrapCells(cells, width, indent) {
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
