// Package templates is the unit catalog as files a referee can read and edit:
// every unit, Ogre, structure, weapon, table and scenario of the rules texts,
// written in TOML, embedded in the binary, and loaded into an engine.Catalog
// by a strict loader.
//
// The built-in files are in data/ and load in the order of their names. A
// folder of the referee's own .toml files (house rules) loads after them: an
// entry with the id of a built-in entry replaces the fields it gives and
// keeps the rest, a new id adds one. Every problem in a file is an *Error that names the file, the line,
// the entry and the field.
package templates

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/BurntSushi/toml"

	"ogretable/engine"
)

//go:embed data/*.toml
var embedded embed.FS

// Files returns the built-in template files, the *.toml files of data/, at
// the root of the returned file system.
func Files() fs.FS {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		panic(err) // "data" is a valid path: fs.Sub cannot fail here
	}
	return sub
}

// builtinJSON is the catalog of the built-in files as Load reads them, in the
// catalog's JSON (the form a game's snapshot keeps its records in), made by
// go generate (internal/mkbuiltin) whenever a file of data/ changes;
// TestBuiltinIsTheFiles fails until it is made again. Reading it takes a
// tenth of the time of reading and checking the TOML, which every command
// on a game pays (issue 31: "ogretable do" spent a third of its time there).
//
//go:generate go run ./internal/mkbuiltin
//go:embed builtin.json
var builtinJSON []byte

var defaultCatalog = sync.OnceValues(func() (*engine.Catalog, error) {
	return readBuiltin(builtinJSON)
})

// readBuiltin reads the built-in catalog's JSON b. Only when it does not
// read back are its tables looked at again, to say which one no package
// of this build registers (tablesLinked): reading them first, every time,
// took as long as reading the catalog.
func readBuiltin(b []byte) (*engine.Catalog, error) {
	var c engine.Catalog
	if err := json.Unmarshal(b, &c); err != nil {
		if lerr := tablesLinked(b); lerr != nil {
			return nil, lerr
		}
		return nil, fmt.Errorf("templates: the built-in catalog (builtin.json) does not read back (%v); run go generate ./templates", err)
	}
	return &c, nil
}

// UnlinkedTableError says that the built-in catalog holds entries of a rule
// system's own table that no package of this build registers (its
// system's package of the templates layer is not linked in, see
// RegisterTable): a build mistake, which Default reports rather than drop
// the entries.
type UnlinkedTableError struct {
	Table string
}

func (e *UnlinkedTableError) Error() string {
	return fmt.Sprintf("templates: the built-in catalog holds entries of the table [[%s]], which no package of this build registers: %s", e.Table, linkSystem)
}

// linkSystem says what to do of a built-in table no package registers.
const linkSystem = "link the rule system that keeps it (its bundle under systems/, or its package of the templates layer) into the program or test"

// tablesLinked returns an *UnlinkedTableError when the catalog's JSON b
// holds a system table whose kind is not registered here.
func tablesLinked(b []byte) error {
	var c struct {
		Tables map[string]json.RawMessage `json:"tables"`
	}
	if err := json.Unmarshal(b, &c); err != nil {
		return fmt.Errorf("templates: the built-in catalog (builtin.json) does not read back (%v); run go generate ./templates", err)
	}
	names := make([]string, 0, len(c.Tables))
	for name := range c.Tables {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if kindNamed(name) == nil {
			return &UnlinkedTableError{Table: name}
		}
	}
	return nil
}

// Default returns the catalog of the built-in files alone, as Load reads
// them, from builtin.json. It is read once and shared by every caller, who
// must treat it as read-only. It fails with an *UnlinkedTableError when
// the build does not link a rule system whose table the built-in files
// hold.
func Default() (*engine.Catalog, error) {
	return defaultCatalog()
}

// BuiltinJSON returns the built-in files loaded (Load) in the catalog's
// JSON, as builtin.json holds them: what go generate writes, and what
// TestBuiltinIsTheFiles compares it with.
func BuiltinJSON() ([]byte, error) {
	c, err := Load(Files(), "")
	if err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(c, "", "\t")
	if err != nil {
		return nil, fmt.Errorf("templates: the built-in catalog cannot be written as JSON: %w", err)
	}
	return append(b, '\n'), nil
}

// WeaponKinds lists the valid kinds of a [[weapon]].
var WeaponKinds = []string{"main", "secondary", "ap", "missile", "rack", "howitzer", "cruise", "gun", "laser"}

// VictoryClasses lists the valid classes of a scenario's victory line.
var VictoryClasses = []string{"S", "A", "B", "C", "D", "E"}

// maxErrors is the most errors Load reports at once.
const maxErrors = 25

// Error is one problem in a template file. Line is 0 when the line is not
// known; Entry names the entry (`unit "heavy-tank"`) and Field the field
// (`weapons[2].count`, lists counted from 1) when the problem has one.
type Error struct {
	File  string
	Line  int
	Entry string
	Field string
	Msg   string

	order int // the file's place in the load order, for sorting
}

// Error returns the problem as one line, for example
// `templates: 10-units.toml:42: unit "heavy-tank": missing field "defense"`.
func (e *Error) Error() string { return "templates: " + e.Sentence() }

// Sentence returns the problem for a person, without the package prefix:
// `10-units.toml:42: unit "heavy-tank": missing field "defense"`.
func (e *Error) Sentence() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":")
		b.WriteString(strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Entry != "" {
		b.WriteString(e.Entry)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// source is one file being loaded.
type source struct {
	name  string // as errors print it: the name in fsys, or the path of a house-rules file
	user  bool
	order int
}

// entry is one decoded entry with what is needed to report on it.
type entry[T any] struct {
	v     T
	raw   map[string]any // the generic decoding: which keys are present
	at    loc
	src   *source
	label string
	kind  *kind
	// told is set once the entry's first missing field said what a new
	// entry needs.
	told bool
}

func (e *entry[T]) has(key string) bool {
	_, ok := e.raw[key]
	return ok
}

func (e *entry[T]) where() string {
	if e.at.line > 0 {
		return fmt.Sprintf("%s:%d", e.src.name, e.at.line)
	}
	return e.src.name
}

type loader struct {
	errs []*Error
	// entries counts the entries each file holds, by its name as errors
	// print it, then by table.
	entries map[string]map[string]int
	// broken is set when a file could not be read, parsed or decoded: its
	// entries are missing, so references to them are not checked.
	broken bool
	// tables holds the merged entries of each kind, by its TOML name.
	tables map[string]merged
}

// Load reads every *.toml file at the root of fsys in name order, then,
// when userDir is not "", every *.toml file of that folder in name order,
// and returns the catalog they make. Entries keep the order of the files and
// of the entries in them; an entry of userDir whose id (size, or roll) is
// already known replaces that entry in its place. fsys may be nil to load
// userDir alone.
//
// A problem in any file fails the whole load: the error is an *Error, or
// several joined with errors.Join, each naming its file, line and field.
func Load(fsys fs.FS, userDir string) (*engine.Catalog, error) {
	l, err := readFiles(fsys, userDir)
	if err != nil {
		return nil, err
	}
	if err := l.err(); err != nil {
		return nil, err
	}
	return l.catalog(), nil
}

// readFiles reads the files as Load does and returns the loader, its problems
// not yet joined (loader.err); the error is one that stops the reading
// (the folder cannot be read).
func readFiles(fsys fs.FS, userDir string) (*loader, error) {
	l := newLoader()
	order := 0
	if fsys != nil {
		names, err := fs.Glob(fsys, "*.toml")
		if err != nil {
			return nil, fmt.Errorf("templates: %w", err)
		}
		sort.Strings(names)
		for _, name := range names {
			src := &source{name: name, order: order}
			order++
			b, err := fs.ReadFile(fsys, name)
			if err != nil {
				l.fail(src, 0, err.Error())
				continue
			}
			l.file(src, b)
		}
	}
	if userDir != "" {
		des, err := os.ReadDir(userDir)
		if err != nil {
			return nil, &FolderError{Dir: userDir, Err: err}
		}
		for _, de := range des {
			if de.IsDir() || !strings.HasSuffix(de.Name(), ".toml") {
				continue
			}
			path := filepath.Join(userDir, de.Name())
			src := &source{name: path, user: true, order: order}
			order++
			b, err := os.ReadFile(path)
			if err != nil {
				l.fail(src, 0, err.Error())
				continue
			}
			l.file(src, b)
		}
	}
	if !l.broken {
		l.crossCheck()
	}
	return l, nil
}

// newLoader returns a loader with an empty table of every kind.
func newLoader() *loader {
	l := &loader{tables: make(map[string]merged, len(kinds))}
	for _, k := range kinds {
		l.tables[k.name] = k.newTable(k)
	}
	return l
}

func (l *loader) add(e *Error) {
	l.errs = append(l.errs, e)
}

func (l *loader) fail(src *source, line int, msg string) {
	l.broken = true
	l.add(&Error{File: src.name, Line: line, Msg: msg, order: src.order})
}

// report adds a problem of entry e's field at line.
func report[T any](l *loader, e *entry[T], line int, field, format string, args ...any) {
	l.add(&Error{File: e.src.name, Line: line, Entry: e.label, Field: field, Msg: fmt.Sprintf(format, args...), order: e.src.order})
}

// err returns the problems found, sorted by file and line, or nil.
func (l *loader) err() error {
	if len(l.errs) == 0 {
		return nil
	}
	sort.SliceStable(l.errs, func(i, j int) bool {
		a, b := l.errs[i], l.errs[j]
		if a.order != b.order {
			return a.order < b.order
		}
		return a.Line < b.Line
	})
	if len(l.errs) == 1 {
		return l.errs[0]
	}
	errs := make([]error, 0, maxErrors+1)
	for i, e := range l.errs {
		if i == maxErrors {
			errs = append(errs, &moreErrors{first: e, n: len(l.errs) - maxErrors})
			break
		}
		errs = append(errs, e)
	}
	return errors.Join(errs...)
}

// moreErrors ends a list of problems cut short: how many were not shown,
// from the place of the first of them, in the format of the problems
// ("u.toml:47: and 15 more problems not shown").
type moreErrors struct {
	first *Error
	n     int
}

func (m *moreErrors) Error() string { return "templates: " + m.Sentence() }

// Sentence returns the line for a person, without the package prefix.
func (m *moreErrors) Sentence() string {
	at := m.first.File
	if m.first.Line > 0 {
		at += ":" + strconv.Itoa(m.first.Line)
	}
	return fmt.Sprintf("%s: and %d more problems not shown", at, m.n)
}

// file loads one file: parse, check the types, decode, check each entry and
// merge it. The text is parsed once; each top-level value is kept as a
// toml.Primitive and decoded twice, generically for the checks and into the
// engine's types.
func (l *loader) file(src *source, b []byte) {
	text := string(b)
	var top map[string]toml.Primitive
	md, err := toml.Decode(text, &top)
	if err != nil {
		l.decodeError(src, err)
		return
	}
	raw := make(map[string]any, len(top))
	for k, p := range top {
		var v any
		if err := md.PrimitiveDecode(p, &v); err != nil {
			l.decodeError(src, err)
			return
		}
		raw[k] = v
	}
	counts := map[string]int{}
	for _, k := range kinds {
		if items, ok := asTables(raw[k.name]); ok && len(items) > 0 {
			counts[k.name] = len(items)
		}
	}
	if l.entries == nil {
		l.entries = map[string]map[string]int{}
	}
	l.entries[src.name] = counts
	lay := scan(text)
	ck := &checker{l: l, src: src, lay: lay}
	ck.document(raw)
	if ck.fatal {
		// A value of the wrong type, or a table of the wrong shape: the
		// entries cannot be decoded, so they are not checked further.
		l.broken = true
		return
	}
	// An unknown field alone is ignored by the decoding: the entries are
	// whole and are checked too, so that every problem of the file is
	// reported at once (issue 11).
	var checks []func(*loader, *source, *layout, map[string]any)
	for _, k := range kinds {
		p, ok := top[k.name]
		if !ok {
			continue
		}
		check, err := l.tables[k.name].decode(md, p)
		if err != nil {
			l.decodeError(src, err)
			return
		}
		checks = append(checks, check)
	}
	if und := md.Undecoded(); len(und) > 0 && !ck.unknowns {
		// The checker reports unknown fields with their entry; this is for
		// one it did not see.
		for _, k := range und {
			l.fail(src, lay.find(k), fmt.Sprintf("unknown field %q", k.String()))
		}
		return
	}
	for _, check := range checks {
		check(l, src, lay, raw)
	}
}

func newEntry[T any](src *source, lay *layout, raw map[string]any, kind string, i int, v T) *entry[T] {
	items, _ := asTables(raw[kind])
	var m map[string]any
	if i < len(items) {
		m = items[i]
	}
	return &entry[T]{v: v, raw: m, at: locAt(lay.entriesOf(kind), i, lay.topLine(kind)), src: src, label: label(kind, m, i), kind: kindNamed(kind)}
}

// decodeError reports an error of the TOML library.
func (l *loader) decodeError(src *source, err error) {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		l.fail(src, pe.Position.Line, "not valid TOML: "+oneLine(pe.Message))
		return
	}
	l.fail(src, 0, oneLine(strings.TrimPrefix(err.Error(), "toml: ")))
}

// oneLine escapes the control characters of a message of the TOML library,
// which quotes the bad text as it is, newline and all: an error is one line.
func oneLine(s string) string {
	if !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if unicode.IsControl(r) {
			b.WriteString(strings.Trim(strconv.QuoteRune(r), "'"))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// merge adds e to t under key, or replaces the entry with that key when e is
// a house rule overriding a built-in entry. Two entries with one key in the
// built-in files, or in the house rules, are an error naming both places.
func merge[T any](l *loader, t *table[T], e *entry[*T], key, field string) {
	if key == "" {
		return // reported as a missing field
	}
	if t.at == nil {
		t.at = map[string]int{}
	}
	if i, ok := t.at[key]; ok {
		old := t.list[i]
		if old.src.user == e.src.user {
			report(l, e, e.at.at(field), field, "duplicate %s %q: already defined at %s", field, key, old.where())
			return
		}
		t.list[i] = e
		return
	}
	t.at[key] = len(t.list)
	t.list = append(t.list, e)
}

// idPattern is an entry's id: compiled on its first use.
var idPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`) })

// missing reports that entry e lacks field, with what more says after the
// field's name. A new entry of a house-rules file is told, at its first
// missing field, every field its kind needs, and that an entry overriding
// a built-in one needs only what it changes: the referee who wrote half an
// entry learns both ways at once.
func missing[T any](l *loader, e *entry[T], field, more string) {
	msg := fmt.Sprintf("missing field %q%s", field, more)
	if e.src.user && e.kind != nil && e.kind.required != "" && !e.told {
		msg += fmt.Sprintf("; a new %s needs %s", e.kind.name, e.kind.required)
		if !e.kind.noneBuiltIn {
			msg += fmt.Sprintf("; an entry with the %s of a built-in %s gives only the fields it changes", e.kind.key, e.kind.name)
		}
		e.told = true
	}
	report(l, e, e.at.line, field, "%s", msg)
}

// requireText checks that a text field is present and not blank.
func requireText[T any](l *loader, e *entry[T], field, value string) bool {
	if !e.has(field) {
		missing(l, e, field, "")
		return false
	}
	if strings.TrimSpace(value) == "" {
		report(l, e, e.at.at(field), field, "field %q must not be empty", field)
		return false
	}
	return true
}

// requireID checks the id field: present, lower-case words joined by hyphens.
func requireID[T any](l *loader, e *entry[T], id string) { requireKey(l, e, "id", id) }

// requireKey checks the field that names an entry, its value key: present,
// lower-case words joined by hyphens.
func requireKey[T any](l *loader, e *entry[T], field, key string) {
	if requireText(l, e, field, key) && !idPattern().MatchString(key) {
		report(l, e, e.at.at(field), field, "field %q must be lower-case letters and digits joined by hyphens, like \"heavy-tank\" (got %q)", field, key)
	}
}

func oneOf[S ~string](values []S) string {
	s := make([]string, len(values))
	for i, v := range values {
		s[i] = string(v)
	}
	return strings.Join(s, ", ")
}

func (l *loader) checkUnit(e *entry[*engine.UnitType]) {
	u := e.v
	requireID(l, e, u.ID)
	requireText(l, e, "name", u.Name)
	requireText(l, e, "source", u.Source)
	if !e.has("kind") {
		missing(l, e, "kind", "")
	} else if !slices.Contains(engine.Kinds, u.Kind) {
		report(l, e, e.at.at("kind"), "kind", "field \"kind\": unknown kind %q; use one of %s", u.Kind, oneOf(engine.Kinds))
	}
	switch {
	case e.has("mode") && !slices.Contains(engine.Modes, u.Mode):
		report(l, e, e.at.at("mode"), "mode", "field \"mode\": unknown movement mode %q; use one of %s", u.Mode, oneOf(engine.Modes))
	case !e.has("mode") && u.Kind == engine.KindStructure:
		u.Mode = engine.ModeNone
	case !e.has("mode"):
		missing(l, e, "mode", "")
	}
	switch u.Kind {
	case engine.KindOgre:
		if u.Treads <= 0 {
			report(l, e, e.at.at("treads"), "treads", "field \"treads\": an Ogre needs more than 0 treads")
		}
		if u.Move <= 0 {
			report(l, e, e.at.at("move"), "move", "field \"move\": an Ogre needs a movement of more than 0")
		}
	case engine.KindStructure:
		if !e.has("defense") && !e.has("structure_points") {
			missing(l, e, "defense", ` (or "structure_points")`)
		}
	default:
		if !e.has("defense") {
			missing(l, e, "defense", "")
		}
	}
	if len(u.Split) > 0 {
		sum := 0.0
		for _, s := range u.Split {
			sum += s
		}
		if math.Abs(sum-u.Attack) > 1e-9 {
			report(l, e, e.at.at("split"), "split", "field \"split\": the separate attacks add up to %v, not the attack %v", sum, u.Attack)
		}
	}
	// The special rules a [[unit]] may carry are those the registered rule
	// systems read (engine.SpecialRules; the CRT's say what each does and
	// whether the engine applies it in play). Any other rule is refused.
	specials := engine.SpecialRules()
	for i, s := range u.Special {
		if !slices.Contains(specials, s) {
			field := fmt.Sprintf("special[%d]", i+1)
			report(l, e, e.at.sub("special", i).line, field, "field %q: unknown special rule %q; use one of %s", field, s, oneOf(specials))
		}
	}
	if u.Has(engine.SpecialSplitFire) && len(u.Split) == 0 && u.Kind != engine.KindWalker {
		// The engine splits fire by the guns of split, or a walker's attack.
		i := slices.Index(u.Special, engine.SpecialSplitFire)
		report(l, e, e.at.sub("special", i).line, fmt.Sprintf("special[%d]", i+1),
			"special rule %q needs the separate attacks in field \"split\" (like split = [3, 3]), or kind \"walker\"; without them the program would fire the unit whole", engine.SpecialSplitFire)
	}
	if u.Has(engine.SpecialImmobile) && u.Move != 0 {
		report(l, e, e.at.at("move"), "move", "field \"move\": an immobile unit has a movement of 0 (got %v)", u.Move)
	}
	for i, a := range u.Aliases {
		if engine.NormalName(a) == "" {
			field := fmt.Sprintf("aliases[%d]", i+1)
			report(l, e, e.at.sub("aliases", i).line, field, "field %q must not be empty", field)
		}
	}
	items, _ := asTables(e.raw["weapons"])
	for i, m := range u.Weapons {
		at := e.at.sub("weapons", i)
		field := fmt.Sprintf("weapons[%d]", i+1)
		if i < len(items) {
			if _, ok := items[i]["weapon"]; !ok {
				report(l, e, at.line, field+".weapon", "missing field %q", field+".weapon")
			}
		}
		if m.Count < 1 {
			report(l, e, at.at("count"), field+".count", "field %q must be at least 1 (got %d)", field+".count", m.Count)
		}
	}
}

func (l *loader) checkWeapon(e *entry[*engine.WeaponType]) {
	w := e.v
	requireID(l, e, w.ID)
	requireText(l, e, "name", w.Name)
	requireText(l, e, "source", w.Source)
	if !e.has("kind") {
		missing(l, e, "kind", "")
	} else if !slices.Contains(WeaponKinds, w.Kind) {
		report(l, e, e.at.at("kind"), "kind", "field \"kind\": unknown weapon kind %q; use one of %s", w.Kind, oneOf(WeaponKinds))
	}
	if !e.has("defense") {
		missing(l, e, "defense", "")
	}
}

func (l *loader) checkSize(e *entry[*engine.SizeClass]) {
	s := e.v
	if !e.has("size") {
		missing(l, e, "size", "")
	} else if s.Size < 1 {
		report(l, e, e.at.at("size"), "size", "field \"size\" must be at least 1 (got %d)", s.Size)
	}
	if len(s.Units) == 0 {
		report(l, e, e.at.at("units"), "units", "field \"units\" must list at least one unit id")
	}
}

// checkCounts checks a list of {type, count, side}: type present, count at
// least 1, and, when sides is not nil, side one of them.
func checkCounts[T any](l *loader, e *entry[T], key string, counts []engine.Count, sides []string) {
	items, _ := asTables(e.raw[key])
	for i, c := range counts {
		at := e.at.sub(key, i)
		field := fmt.Sprintf("%s[%d]", key, i+1)
		var m map[string]any
		if i < len(items) {
			m = items[i]
		}
		if _, ok := m["type"]; !ok {
			report(l, e, at.line, field+".type", "missing field %q", field+".type")
		}
		if c.Count < 1 {
			report(l, e, at.at("count"), field+".count", "field %q must be at least 1 (got %d)", field+".count", c.Count)
		}
		if sides == nil {
			continue
		}
		if _, ok := m["side"]; !ok {
			report(l, e, at.line, field+".side", "missing field %q", field+".side")
		} else if !slices.Contains(sides, c.Side) {
			report(l, e, at.at("side"), field+".side", "field %q: side %q is not one of the scenario's sides (%s)", field+".side", c.Side, strings.Join(sides, ", "))
		}
	}
}

func (l *loader) checkScenario(e *entry[*engine.Scenario]) {
	s := e.v
	requireID(l, e, s.ID)
	requireText(l, e, "name", s.Name)
	requireText(l, e, "source", s.Source)
	if len(s.Sides) == 0 {
		report(l, e, e.at.at("sides"), "sides", "field \"sides\" must list the sides in turn order, like [\"ogre\", \"defence\"]")
	}
	for i, side := range s.Sides {
		field := fmt.Sprintf("sides[%d]", i+1)
		if strings.TrimSpace(side) == "" {
			report(l, e, e.at.sub("sides", i).line, field, "field %q must not be empty", field)
		} else if slices.Index(s.Sides, side) < i {
			report(l, e, e.at.sub("sides", i).line, field, "field %q: side %q is listed twice", field, side)
		}
	}
	checkCounts(l, e, "forces", s.Forces, s.Sides)
	items, _ := asTables(e.raw["victory"])
	for i, v := range s.Victory {
		at := e.at.sub("victory", i)
		field := fmt.Sprintf("victory[%d]", i+1)
		var m map[string]any
		if i < len(items) {
			m = items[i]
		}
		if !slices.Contains(s.Sides, v.Side) {
			report(l, e, at.at("side"), field+".side", "field %q: side %q is not one of the scenario's sides (%s)", field+".side", v.Side, strings.Join(s.Sides, ", "))
		}
		if _, ok := m["class"]; !ok {
			report(l, e, at.line, field+".class", "missing field %q", field+".class")
		} else if !slices.Contains(VictoryClasses, v.Class) {
			report(l, e, at.at("class"), field+".class", "field %q: class %q is not one of %s", field+".class", v.Class, strings.Join(VictoryClasses, ", "))
		}
		if strings.TrimSpace(v.Condition) == "" {
			report(l, e, at.at("condition"), field+".condition", "field %q must say the condition", field+".condition")
		}
		for j, text := range v.Checks {
			cf := fmt.Sprintf("%s.checks[%d]", field, j+1)
			c, err := engine.ParseVictoryCheck(text)
			switch {
			case err != nil:
				report(l, e, at.sub("checks", j).line, cf, "field %q: %s", cf, engine.Sentence(err))
			case c.Referee == "" && !slices.Contains(s.Sides, c.Side):
				report(l, e, at.sub("checks", j).line, cf, "field %q: side %q is not one of the scenario's sides (%s)", cf, c.Side, strings.Join(s.Sides, ", "))
			}
		}
	}
	for i, end := range s.Ends {
		if end.Winner != "" && !slices.Contains(s.Sides, end.Winner) {
			field := fmt.Sprintf("ends[%d].winner", i+1)
			report(l, e, e.at.sub("ends", i).line, field, "field %q: side %q is not one of the scenario's sides (%s)", field, end.Winner, strings.Join(s.Sides, ", "))
		}
	}
}

// crossCheck checks what refers to other entries, on the merged catalog,
// kind by kind: weapons of units, unit ids of the tables and scenarios, and
// names and aliases that would make a unit name ambiguous.
func (l *loader) crossCheck() {
	for _, k := range kinds {
		l.tables[k.name].crossCheck(l)
	}
}

// unitIDs returns the ids of the merged units, for suggestions.
func (l *loader) unitIDs() []string { return l.tables["unit"].ids() }

// knownUnit reports whether id is a merged unit's id.
func (l *loader) knownUnit(id string) bool {
	_, ok := l.tables["unit"].keys()[id]
	return ok
}

func (l *loader) crossUnits(units []*entry[*engine.UnitType]) {
	weapons := tableOf[engine.WeaponType](l, "weapon")
	weaponIDs := weapons.ids()

	type owner struct {
		e     *entry[*engine.UnitType]
		field string
		text  string
		line  int
	}
	names := map[string]owner{}
	for _, e := range units {
		u := e.v
		for i, m := range u.Weapons {
			at := e.at.sub("weapons", i)
			field := fmt.Sprintf("weapons[%d]", i+1)
			wi, ok := weapons.at[m.Weapon]
			if !ok {
				if m.Weapon != "" {
					report(l, e, at.at("weapon"), field+".weapon", "field %q: unknown weapon %q%s", field+".weapon", m.Weapon, didYouMean(m.Weapon, weaponIDs))
				}
				continue
			}
			if w := weapons.list[wi].v; m.Ammo > 0 && w.Kind != "rack" {
				report(l, e, at.at("ammo"), field+".ammo", "field %q: only a missile rack holds ammo; %q is a %s", field+".ammo", m.Weapon, w.Kind)
			}
		}
		texts := []owner{{e, "id", u.ID, e.at.at("id")}, {e, "name", u.Name, e.at.at("name")}}
		for i, a := range u.Aliases {
			texts = append(texts, owner{e, fmt.Sprintf("aliases[%d]", i+1), a, e.at.sub("aliases", i).line})
		}
		for _, t := range texts {
			n := engine.NormalName(t.text)
			if n == "" {
				continue
			}
			prev, ok := names[n]
			if !ok {
				names[n] = t
				continue
			}
			if prev.e == e {
				continue
			}
			report(l, e, t.line, t.field, "%s %q is already the %s of %s (%s); a unit name must be unambiguous", t.field, t.text, prev.field, prev.e.label, prev.e.where())
		}
	}
}

func (l *loader) crossSize(sizes []*entry[*engine.SizeClass]) {
	for _, e := range sizes {
		for i, id := range e.v.Units {
			if !l.knownUnit(id) {
				field := fmt.Sprintf("units[%d]", i+1)
				report(l, e, e.at.sub("units", i).line, field, "field %q: unknown unit %q%s", field, id, didYouMean(id, l.unitIDs()))
			}
		}
	}
}

func (l *loader) crossScenario(scen []*entry[*engine.Scenario]) {
	for _, e := range scen {
		checkTypes(l, e, "forces", e.v.Forces)
		for i, v := range e.v.Victory {
			for j, text := range v.Checks {
				c, err := engine.ParseVictoryCheck(text)
				if err != nil || c.What == "" || c.What == "ogres" {
					continue
				}
				if !l.knownUnit(c.What) {
					cf := fmt.Sprintf("victory[%d].checks[%d]", i+1, j+1)
					report(l, e, e.at.sub("victory", i).sub("checks", j).line, cf, "field %q: unknown unit %q%s", cf, c.What, didYouMean(c.What, l.unitIDs()))
				}
			}
		}
	}
}

func checkTypes[T any](l *loader, e *entry[T], key string, counts []engine.Count) {
	for i, c := range counts {
		if c.Type == "" || l.knownUnit(c.Type) {
			continue
		}
		field := fmt.Sprintf("%s[%d].type", key, i+1)
		report(l, e, e.at.sub(key, i).at("type"), field, "field %q: unknown unit %q%s", field, c.Type, didYouMean(c.Type, l.unitIDs()))
	}
}
func didYouMean(name string, known []string) string {
	c := engine.Closest(name, known, 3)
	if len(c) == 0 {
		return ""
	}
	q := make([]string, len(c))
	for i, s := range c {
		q[i] = strconv.Quote(s)
	}
	return "; did you mean " + strings.Join(q, ", ") + "?"
}

// catalog builds the catalog from the merged entries.
func (l *loader) catalog() *engine.Catalog {
	c := &engine.Catalog{}
	for _, k := range kinds {
		l.tables[k.name].build(c)
	}
	c.IndexNames() // before Default shares it between goroutines
	return c
}

// FolderError says that the house-rules folder cannot be read.
type FolderError struct {
	Dir string
	Err error
}

// Error returns the sentence with the package prefix.
func (e *FolderError) Error() string { return "templates: " + e.Sentence() }

// Sentence says what is wrong with the folder and what to do.
func (e *FolderError) Sentence() string {
	if errors.Is(e.Err, fs.ErrNotExist) {
		return fmt.Sprintf("the house-rules folder %s does not exist; give the folder that holds your .toml files with --templates (or OGRETABLE_TEMPLATES), or leave it out for the built-in rules", e.Dir)
	}
	return fmt.Sprintf("the house-rules folder %s cannot be read (%v); check it, or leave out --templates for the built-in rules", e.Dir, e.Err)
}

// Unwrap returns why the folder cannot be read.
func (e *FolderError) Unwrap() error { return e.Err }
