package layout

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The rule (issue 32.1, a neutral core): package engine exports nothing that
// only one rule system uses. An exported name of engine's non-test files (a
// type, function, variable or constant, a method, a field of an exported
// struct) that the non-test files of one system's packages (perSystem) use,
// and no shared package's, belongs to that system: it moves to the
// system's package, which registers with the engine what shared code needs
// of it (engine.RegisterEventFields, RegisterUnitOwn, RegisterDefault...).
// Uses by engine itself, by tests and by the test-support packages (tests'
// code, which plays every system by name) are not counted.
//
// The test reads the files with go/parser, without types: a package uses a
// top-level name when it writes engine.Name (under the name it imports
// engine as); it uses a method or a field when it writes .Name after any
// value, or Name: in a composite literal, whatever the value's type, so a
// field or a method whose name another type has too may look more used than
// it is, never less; a package that declares a method uses the interface
// methods of that name (a system's Phases implements engine.System's).
//
// A name one system alone uses may stay in engine for a reason, written in
// ARCHITECTURE.md's decisions and listed in singleSystemKept with it.

// singleSystemKept are engine's exported names that one system alone uses
// and that stay in engine, with the reason (ARCHITECTURE.md, "Decisions":
// "What engine keeps that one system alone uses"). An entry whose name is
// used by shared code, or by more than one system, or no longer exported,
// is itself a failure, so that the list only shrinks.
var singleSystemKept = map[string]string{}

// The reasons of singleSystemKept, each shared by the names it keeps.
const (
	// keptSeam: the seam is for every system, whichever uses it today.
	keptSeam = "the seam: a registration hook, or an optional interface of engine.System and its methods, " +
		"that any system may use to say what it does; one system uses it today"
	// keptToolkit: a helper named for what it does, not for a rule.
	keptToolkit = "the core's toolkit for a system's verbs (parsing a command, resolving it, refusing it, " +
		"the game's labels, sides, turns, dice and records), which names no rule of a system; one system calls it today"
	// keptCatalog: the shared catalog's file format and vocabulary.
	keptCatalog = "the shared catalog's format: a field of the [[unit]] or [[weapon]] table (read and written by " +
		"the templates through its toml tags and by the engine's JSON), or a value of the vocabularies the " +
		"templates check every unit against (engine.Kinds, engine.Modes), which the built-in and the " +
		"referee's template files keep whatever systems are linked"
	// keptScenario: the shared scenario table and its verbs.
	keptScenario = "the shared [[scenario]] table's set-up, point pools and victory checks (the templates check a " +
		"scenario with engine.ParseVictoryCheck; the pools and the end are the shared game's), and the scenario " +
		"verbs any system may list among its own (engine.ScenarioVerbs); the Ogre CRT is the one system that offers them today"
	// keptUnitEnvelope: a type of a field of the shared unit.
	keptUnitEnvelope = "the type of a field of the shared unit (engine.Unit's Terrain, Timer), which the shared " +
		"views read and snapshots save; one system names the type itself"
)

func init() {
	for reason, names := range map[string][]string{
		keptSeam: {"Adder", "Adder.AddSquads", "Adder.AddWords", "Adder.ReadAddWord", "DesignKind", "DesignKind.Decode",
			"EventFields.EventKeys", "EventOwn", "EventOwn.AppendEventFields", "FieldReader", "QuickStarter.QuickScenario",
			"RegisterDefault", "RegisterDesignKind", "RegisterEventFields", "RegisterUnitOwn", "Routiner.RoutineText",
			"SideToPlayer.HasSideToPlay", "SpecialRuler.SpecialRules", "UnitOwn.CloneUnitOwn", "UnitOwn.UnitKey",
			"UnitTyper.SystemUnits", "UnitsCloner.CloneUnits"},
		keptToolkit: {"Catalog.FindEntry", "CheckName", "Die.Faces", "Game.Find", "Game.FreeLabel", "Game.Labels",
			"Game.NextTurnOf", "Game.RecordedEntry", "Game.SideAfter", "Game.UnitByIDInPlay", "Game.WeaponTypes",
			"NewManual", "NewResolver", "ParseDiceOnly", "ParseLabel", "PlayerTurn", "QuoteWord", "Resolver.Define",
			"Resolver.DefineEntry", "RuleError", "SameName", "StatsText", "SyntaxOf", "Usage", "VerbAdd"},
		keptCatalog: {"KindVTOL", "Mode", "ModeGEV", "ModeHeavy", "ModeInfantry", "ModeMarine", "ModeMilitia", "ModeTank",
			"ModeVTOL", "ModeWalker", "ModeWheeled", "Mount", "UnitType.StructurePoints", "WeaponType.Shows",
		},
		keptScenario: {"CheckAlive", "CheckDestroyed", "CheckMobile", "CheckOut", "CompleteSides", "Pool.Spent",
			"PoolStanding.Spent", "ScenarioVerbs", "VerbBuy", "VerbEnd", "VictoryCheck", "VictoryCheck.AtLeast",
			"VictoryCheck.Quantity", "VictoryClass.Outcome"},
		keptUnitEnvelope: {"Cause", "Terrain", "Timer"},
	} {
		for _, n := range names {
			singleSystemKept[n] = reason
		}
	}
}

// TestEngineExportsNothingOneSystemAlone checks the rule above.
func TestEngineExportsNothingOneSystemAlone(t *testing.T) {
	pkgs := modulePackages(t)
	var engineDir string
	for _, p := range pkgs {
		if p.rel == "engine" {
			engineDir = p.Dir
		}
	}
	if engineDir == "" {
		t.Fatal("go list names no package engine")
	}
	exported := engineExports(t, engineDir)
	users := engineUsers(t, pkgs)
	listed := map[string]string{} // package -> its system
	for sys, ps := range perSystem {
		for _, p := range ps {
			listed[p] = sys
		}
	}
	var names []string
	for n := range exported {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		systems, shared := map[string]bool{}, []string{}
		for p := range users[exported[n].key()] {
			if sys, ok := listed[p]; ok {
				systems[sys] = true
			} else {
				shared = append(shared, p)
			}
		}
		only := len(systems) == 1 && len(shared) == 0
		why, kept := singleSystemKept[n]
		switch {
		case only && !kept:
			var sys string
			for s := range systems {
				sys = s
			}
			var in []string
			for p := range users[exported[n].key()] {
				in = append(in, p)
			}
			slices.Sort(in)
			t.Errorf("engine exports %s (%s), which only the %s system's packages use (%s): move it to that system's package (and register with the engine what shared code needs of it), or keep it with the reason in singleSystemKept and ARCHITECTURE.md's decisions",
				n, exported[n].where, sys, strings.Join(in, ", "))
		case kept && !only:
			t.Errorf("singleSystemKept lists %s (%s), but it is not a name of engine one system alone uses: take its line out", n, why)
		}
	}
	for n := range singleSystemKept {
		if _, ok := exported[n]; !ok {
			t.Errorf("singleSystemKept lists %s, which engine does not export: take its line out", n)
		}
	}
}

// export is one exported name of engine: a top-level name, or a method or
// a field (member) of a type.
type export struct {
	member bool
	name   string // the name as a use writes it: "Event" or, for a member, "Squads"
	where  string // file:line
}

// key is how engineUsers indexes the uses of e: "engine.Event" for a
// top-level name, ".Squads" for a member.
func (e export) key() string {
	if e.member {
		return "." + e.name
	}
	return "engine." + e.name
}

// engineExports returns engine's exported names, by "Name" for a top-level
// one and "Type.Name" for a method or a field of an exported type.
func engineExports(t *testing.T, dir string) map[string]export {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]export{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		file := parseFile(t, filepath.Join(dir, e.Name()))
		at := func(p token.Pos) string {
			return e.Name() + ":" + strconv.Itoa(file.fset.Position(p).Line)
		}
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				if d.Recv == nil {
					out[d.Name.Name] = export{name: d.Name.Name, where: at(d.Pos())}
					continue
				}
				recv := receiverName(d.Recv.List[0].Type)
				if ast.IsExported(recv) {
					out[recv+"."+d.Name.Name] = export{member: true, name: d.Name.Name, where: at(d.Pos())}
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						out[s.Name.Name] = export{name: s.Name.Name, where: at(s.Pos())}
						members(s.Name.Name, s.Type, func(n *ast.Ident) {
							out[s.Name.Name+"."+n.Name] = export{member: true, name: n.Name, where: at(n.Pos())}
						})
					case *ast.ValueSpec:
						for _, n := range s.Names {
							if n.IsExported() {
								out[n.Name] = export{name: n.Name, where: at(n.Pos())}
							}
						}
					}
				}
			}
		}
	}
	return out
}

// members calls f with every exported field of a struct type and method of
// an interface type typ (embedded ones are named by their type, which is
// listed itself).
func members(_ string, typ ast.Expr, f func(*ast.Ident)) {
	var list *ast.FieldList
	switch x := typ.(type) {
	case *ast.StructType:
		list = x.Fields
	case *ast.InterfaceType:
		list = x.Methods
	default:
		return
	}
	for _, fld := range list.List {
		for _, n := range fld.Names {
			if n.IsExported() {
				f(n)
			}
		}
	}
}

// receiverName returns the name of a method's receiver type: "Game" of
// (g *Game) or of (s Set[T]).
func receiverName(x ast.Expr) string {
	for {
		switch y := x.(type) {
		case *ast.StarExpr:
			x = y.X
		case *ast.IndexExpr:
			x = y.X
		case *ast.IndexListExpr:
			x = y.X
		case *ast.Ident:
			return y.Name
		default:
			return ""
		}
	}
}

// engineUsers returns, for each use of a name engine may export, the
// packages (by path in the module) whose non-test files use it: by
// "engine.Name" a top-level name written with engine's package name, by
// ".Name" a member written after a value or as a composite literal's key.
// Engine itself and the test-support packages are left out.
func engineUsers(t *testing.T, pkgs []modPkg) map[string]map[string]bool {
	t.Helper()
	support := testSupport(pkgs)
	out := map[string]map[string]bool{}
	use := func(key, pkg string) {
		if out[key] == nil {
			out[key] = map[string]bool{}
		}
		out[key][pkg] = true
	}
	for _, p := range pkgs {
		if p.rel == "engine" || support[p.rel] {
			continue
		}
		for _, f := range p.GoFiles {
			file := parseFile(t, filepath.Join(p.Dir, f))
			engineAs := ""
			imported := map[string]bool{} // the names the file's imports take
			for _, imp := range file.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				n := path[strings.LastIndex(path, "/")+1:]
				if imp.Name != nil {
					n = imp.Name.Name
				}
				imported[n] = true
				if path == modulePath+"/engine" {
					engineAs = n
				}
			}
			ast.Inspect(file.File, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.FuncDecl:
					// A method implements an interface's method of that
					// name (a system's Phases implements engine.System's).
					if x.Recv != nil {
						use("."+x.Name.Name, p.rel)
					}
				case *ast.SelectorExpr:
					if id, ok := x.X.(*ast.Ident); ok && imported[id.Name] {
						if id.Name == engineAs {
							use("engine."+x.Sel.Name, p.rel)
						}
						return true
					}
					use("."+x.Sel.Name, p.rel)
				case *ast.KeyValueExpr:
					if id, ok := x.Key.(*ast.Ident); ok {
						use("."+id.Name, p.rel)
					}
				}
				return true
			})
		}
	}
	return out
}
