package sheets

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ogretable/engine"
)

// SystemPaper is what a rule system prints of its games beside what every
// game prints: its unit record sheets, its roster's columns and condition
// cells, and its sections of the battle report. A system registers one
// (RegisterPaper) in an init of a package of its own (sheets/SYSTEMpaper);
// every field may be left out.
type SystemPaper struct {
	// sheets are its kinds of unit record sheet, in the order the command
	// line and the print menu list them.
	Sheets []*UnitSheet
	// roster draws its roster's columns; nil: the columns of its view
	// (present.ViewOf) and each unit's catalog VP.
	Roster RosterPaper
	// newReport returns a new follower of a game's log that draws its
	// sections of the battle report; nil: the report has none.
	NewReport func(g *engine.Game) ReportPart
	// removedIsLoss says that a unit of its games whose status is removed
	// was lost in play (say, a stand that failed its quality check),
	// not taken off by the referee as never on the table (the
	// shared remove correction): the roster and the casualties count it
	// as a loss.
	RemovedIsLoss bool
	// noVP, when set, says that its games score no victory points, and
	// why ("... scores no victory points"): the roster prints
	// no VP column and no side's VP, and the report says the sentence in
	// place of the VP, its kill credit names no VP and it draws no VP
	// chart, so that no paper shows a VP the rules never gave.
	NoVP string
	// noDisabled says that its rules never disable a unit (no verb of
	// its sets the disabled status): the roster prints no disabled
	// column, and its condition column takes that room; the report's
	// casualties table prints no "disabled at the end", and its other
	// columns take that room.
	NoDisabled bool
	// UnitWords are its rules' words for one unit and for many where they
	// name them otherwise ("stand", "stands"): the roster's headings count
	// them so. Empty: "unit", "units".
	UnitWords [2]string
	// Sections are the kinds of section of its battle report's timeline
	// (the CRT's overrun); nil: none.
	Sections []TimelineSection
	// Marked, when set, reports whether an event of its log is set in
	// bold in the timeline (the CRT's cruise missile attacks).
	Marked func(e engine.Event) bool
}

// TimelineSection is a kind of section of the battle report's timeline:
// the events from one that opens it to one that closes it, under a title,
// with a rule beside them. A section also ends with its turn, or when
// another opens.
type TimelineSection struct {
	Title string
	Open  engine.EventKind // the kind of event that opens it
	Close engine.EventKind // the kind that closes it (in the section); "" for none
	// Command: the section is the command that opened it, and ends with
	// it.
	Command bool
}

// noVP returns the sentence that says game g's system scores no victory
// points, "" when it scores them.
func noVP(g *engine.Game) string { return paperOf(g).NoVP }

// NeverPlayed reports whether unit u of game g was removed by the
// referee as never on the table: neither a unit of its side nor a loss.
func NeverPlayed(g *engine.Game, u *engine.Unit) bool {
	return u.Status == engine.StatusRemoved && !paperOf(g).RemovedIsLoss
}

// papers holds each rule system's paper, by the system's name, and
// systems their names in the order they registered.
var (
	papers  = map[string]*SystemPaper{}
	systems []string
)

// RegisterPaper makes p the paper of the games of the rule system named
// system. It panics when the system has one already, or when two of its
// unit sheets share a kind or a key, or a key is the print menu's r or p: a
// programming mistake found at start-up.
func RegisterPaper(system string, p SystemPaper) {
	if papers[system] != nil {
		panic("sheets: the paper of " + system + " is registered twice")
	}
	seen := map[string]bool{"roster": true}
	keys := map[rune]bool{'r': true, 'p': true}
	for _, s := range p.Sheets {
		if seen[s.Kind] || keys[s.Key] {
			panic(fmt.Sprintf("sheets: %s's %s sheet takes a kind or key already taken (%q, %q)", system, s.Kind, s.Kind, s.Key))
		}
		seen[s.Kind], keys[s.Key] = true, true
		s.system = system
	}
	papers[system] = &p
	systems = append(systems, system)
}

// paperOf returns the paper of game g's rule system; a system that
// registered none prints the generic roster and report.
func paperOf(g *engine.Game) *SystemPaper {
	if p := papers[g.System().Name()]; p != nil {
		return p
	}
	return &SystemPaper{}
}

// paperOfVariant returns the paper of the system that plays variant v, an
// empty one when it registered none.
func paperOfVariant(v engine.Variant) *SystemPaper {
	if s := engine.SystemOf(v); s != nil && papers[s.Name()] != nil {
		return papers[s.Name()]
	}
	return &SystemPaper{}
}

// UnitSheet is a kind of unit record sheet a rule system prints: an
// "ogre" or a "walker" sheet. Its fields say how the command line
// ("ogretable sheet KIND") and the dashboard's print menu offer it; its
// methods which units have one and how one is drawn.
type UnitSheet struct {
	// Kind is the word of "ogretable sheet KIND": "ogre".
	Kind string
	// Key is its key in the dashboard's print menu: 'o'.
	Key rune
	// Name, One and Plural say what it is a sheet of: "Ogre", "an Ogre",
	// "Ogres".
	Name, One, Plural string
	// By is what names one without a game: "type", "design".
	By string
	// Marked says what a sheet of a unit in a game marks: "damage marked".
	Marked string
	// Usage is its arguments in the help: "ogre NAME | ogre --game ID
	// --unit LABEL".
	Usage string
	// Example is the sentence that asks for a name when none is given.
	Example string
	// Designs says that a blank sheet may name a walker design saved in
	// the database, which the caller adds to the catalog it passes Blank.
	Designs bool

	// system is the name of the rule system that registered it.
	system string

	HasUnit   func(u *engine.Unit) bool
	FirstUnit func(g *engine.Game) *engine.Unit
	// offer is the unit the print menu offers when none with a sheet is
	// selected; nil: first.
	OfferUnit func(g *engine.Game) *engine.Unit
	FileName  func(g *engine.Game, id int64, u *engine.Unit) string
	Draw      func(d *Doc, g *engine.Game, u *engine.Unit, from *GameRef) error
	// blank returns the game and unit a blank sheet of the unit named ref
	// is drawn from, and its title.
	BlankUnit func(cat *engine.Catalog, ref string, s engine.Scale) (*engine.Game, *engine.Unit, string, error)
}

// Has reports whether unit u has a sheet of this kind.
func (k *UnitSheet) Has(u *engine.Unit) bool { return u != nil && k.HasUnit(u) }

// Units returns the labels of the units of game g that have a sheet of
// this kind, in play order.
func (k *UnitSheet) Units(g *engine.Game) []string {
	var out []string
	for _, u := range g.Units {
		if k.Has(u) {
			out = append(out, u.Label)
		}
	}
	return out
}

// First returns the unit of game g whose sheet is printed when none is
// named, nil when no unit has one.
func (k *UnitSheet) First(g *engine.Game) *engine.Unit { return k.FirstUnit(g) }

// Offer returns the unit of game g whose sheet the print menu offers:
// selected when it has one, else the kind's choice; nil when there is none.
func (k *UnitSheet) Offer(g *engine.Game, selected *engine.Unit) *engine.Unit {
	if k.Has(selected) {
		return selected
	}
	if k.OfferUnit != nil {
		return k.OfferUnit(g)
	}
	return k.FirstUnit(g)
}

// File returns the default file name of the sheet of unit u of game id.
func (k *UnitSheet) File(g *engine.Game, id int64, u *engine.Unit) string {
	return k.FileName(g, id, u)
}

// DrawUnitSheet draws the sheet of kind k of unit u of game g on a page of
// its own: with from set, u is in that game and its condition is marked; with from nil,
// u is as Blank returns it. The sheet is the one g's rule system prints of
// kind k's name (Blank may have found u in another system than k's). It
// errors when u has no sheet of this kind.
func (d *Doc) DrawUnitSheet(k *UnitSheet, g *engine.Game, u *engine.Unit, from *GameRef) error {
	if own := SheetOf(g, k.Kind); own != nil {
		k = own
	}
	if !k.Has(u) {
		return fmt.Errorf("sheets: %s has no %s sheet", u.Label, k.Name)
	}
	return k.Draw(d, g, u, from)
}

// Blank returns the game and the unit a blank sheet of the unit that ref
// names in cat is drawn from (DrawUnitSheet with from nil), in scale s,
// and the document's title. When other rule systems print a sheet of the
// same kind (two systems' "ogre"), it asks each in
// turn, k's system first, and the first that finds ref draws it. When
// none does, it returns k's system's refusal as it is, unless every
// system knows no such name: then a *RefError saying each system's
// refusal. A ref that names no unit of this kind is a *RefError; a
// catalog that cannot make a game is the engine's error.
func (k *UnitSheet) Blank(cat *engine.Catalog, ref string, s engine.Scale) (*engine.Game, *engine.Unit, string, error) {
	g, u, title, err := k.BlankUnit(cat, ref, s)
	if err == nil {
		return g, u, title, nil
	}
	first := err
	why := []string{upperFirst(systemTitle(k.system)) + ": " + refusal(err)}
	unknown := unknownRef(err)
	for _, o := range k.alike() {
		g, u, title, err := o.BlankUnit(cat, ref, s)
		if err == nil {
			return g, u, title, nil
		}
		why = append(why, upperFirst(systemTitle(o.system))+": "+refusal(err))
		unknown = unknown && unknownRef(err)
	}
	if len(why) == 1 || !unknown {
		return nil, nil, "", first
	}
	return nil, nil, "", &RefError{Kind: k.Kind, Ref: ref, Unknown: true,
		Why: fmt.Sprintf("no %s %q in any rule system. %s.", k.Name, ref, strings.Join(why, ". "))}
}

// alike returns the other systems' kinds of unit sheet of k's name, in
// the order the systems registered.
func (k *UnitSheet) alike() []*UnitSheet {
	var out []*UnitSheet
	for _, name := range systems {
		for _, o := range papers[name].Sheets {
			if o != k && o.Kind == k.Kind {
				out = append(out, o)
			}
		}
	}
	return out
}

// systemTitle returns the title of the rule system named name, the name
// itself when none is registered by it.
func systemTitle(name string) string {
	for _, s := range engine.Systems() {
		if s.Name() == name {
			return s.Title()
		}
	}
	return name
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// unknownRef reports whether err refuses a name no catalog table knows:
// the engine's *UnknownNameError or a *RefError marked Unknown.
func unknownRef(err error) bool {
	var un *engine.UnknownNameError
	var re *RefError
	return errors.As(err, &un) || (errors.As(err, &re) && re.Unknown)
}

// refusal returns err's sentence for a person, without a package's name.
func refusal(err error) string {
	var re *RefError
	if errors.As(err, &re) {
		return re.Why
	}
	var un *engine.UnknownNameError
	if errors.As(err, &un) {
		return un.Sentence()
	}
	return err.Error()
}

// RefError is the refusal of the name of a blank sheet's unit: it names no
// unit of the sheet's kind. Why says so in a sentence, and what to name
// instead; Unknown is set when the name is of nothing the catalog holds
// (not, say, a tank named for an Ogre sheet).
type RefError struct {
	Kind, Ref, Why string
	Unknown        bool
}

// Error returns the sentence, after the package's name.
func (e *RefError) Error() string { return "sheets: " + e.Why }

// SheetsOf returns the kinds of unit sheet game g's rule system prints, in
// its order; none for a system that registered none.
func SheetsOf(g *engine.Game) []*UnitSheet { return paperOf(g).Sheets }

// Sheets returns every registered system's kinds of unit sheet: the
// default system's first (engine.SystemOf(""), RegisterDefault), then the
// others' in the order they registered. A kind two systems print is
// listed once, the first's, whose Blank asks the others too.
func Sheets() []*UnitSheet {
	order := slices.Clone(systems)
	if def := engine.SystemOf(""); def != nil {
		if i := slices.Index(order, def.Name()); i > 0 {
			order = append([]string{def.Name()}, slices.Delete(order, i, i+1)...)
		}
	}
	var out []*UnitSheet
	kinds := map[string]bool{}
	for _, s := range order {
		for _, k := range papers[s].Sheets {
			if !kinds[k.Kind] {
				kinds[k.Kind] = true
				out = append(out, k)
			}
		}
	}
	return out
}

// SheetKind returns the kind of unit sheet named kind (Sheets), nil when no
// system prints one.
func SheetKind(kind string) *UnitSheet {
	for _, k := range Sheets() {
		if k.Kind == kind {
			return k
		}
	}
	return nil
}

// SheetOf returns game g's kind of unit sheet named kind, nil when its
// system prints none.
func SheetOf(g *engine.Game, kind string) *UnitSheet {
	for _, k := range SheetsOf(g) {
		if k.Kind == kind {
			return k
		}
	}
	return nil
}
