package cli

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/sheets"
	"ogretable/tracker"
)

// pdfFlags are the flags every PDF subcommand shares.
type pdfFlags struct {
	paper, scale, out *string
	force             *bool
}

// addPDFFlags adds --paper, --scale, -o and --force to fs.
func addPDFFlags(fs *flag.FlagSet) pdfFlags {
	return pdfFlags{
		paper: fs.String("paper", "letter", "letter or a4"),
		scale: fs.String("scale", "", "hex or inch (default: the game's, else hex)"),
		out:   fs.String("o", "", "the PDF file to write (default: a name from the game or the Ogre)"),
		force: fs.Bool("force", false, "write over an existing file"),
	}
}

// options returns the document options the flags ask for; scale is the
// scale to use when --scale is not given.
func (f pdfFlags) options(fs *flag.FlagSet, scale engine.Scale) (sheets.Options, error) {
	paper, err := sheets.ParsePaper(*f.paper)
	if err != nil {
		return sheets.Options{}, usagef("%v", err)
	}
	if FlagSet(fs, "scale") {
		s, err := engine.ParseScale(*f.scale)
		if err != nil {
			return sheets.Options{}, usagef("%s", engine.Sentence(err))
		}
		scale = s
	}
	if scale == "" {
		scale = engine.Hexes
	}
	return sheets.Options{Paper: paper, Scale: scale}, nil
}

// write writes doc to the -o file, or to def when -o is not given, and says
// where.
func (f pdfFlags) write(e *env, def string, doc *sheets.Doc) error {
	path := f.path(def)
	if err := outfile.Write(path, outfile.Options{Force: *f.force, Flags: true}, doc.Write); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "Wrote %s (%s).\n", path, engine.Counted(doc.Pages(), "page", "pages"))
	return nil
}

// path returns the -o file, or def when -o is not given.
func (f pdfFlags) path(def string) string {
	path := *f.out
	if path == "" {
		path = def
	}
	if !strings.HasSuffix(strings.ToLower(path), ".pdf") && *f.out == "" {
		path += ".pdf"
	}
	return path
}

// fileName returns parts as a PDF file name (sheets.FileName).
func fileName(parts ...string) string { return sheets.FileName(parts...) }

// withScale returns g, or a copy of it shown in scale s when that differs.
func withScale(g *engine.Game, s engine.Scale) *engine.Game {
	if g.Scale == s {
		return g
	}
	c := g.Clone()
	c.Scale = s
	return c
}

// runSheet prints record sheets and rosters ("ogretable sheet KIND|roster"):
// the kinds of unit sheet are the rule systems' (sheets.Sheets).
func runSheet(e *env, args []string) error {
	kinds := sheets.Sheets()
	if len(args) == 0 || IsHelpFlag(args[0]) {
		if len(args) > 0 {
			return &helpRequest{"sheet"}
		}
		var say []string
		for _, k := range kinds {
			say = append(say, fmt.Sprintf("%q", "ogretable sheet "+k.Kind+" NAME"))
		}
		say = append(say, fmt.Sprintf("%q", "ogretable sheet roster --game ID"))
		return usagef("say what to print: %s", engine.OrList(say))
	}
	if args[0] == "roster" {
		return runSheetRoster(e, args[1:])
	}
	if k := sheets.SheetKind(args[0]); k != nil {
		return runSheetUnit(e, k, args[1:])
	}
	var choose []string
	for _, k := range kinds {
		choose = append(choose, k.Kind)
	}
	return usagef("unknown sheet %q; choose %s", args[0], engine.OrList(append(choose, "roster")))
}

// sheetArgs returns the arguments of "ogretable sheet" for the help: each
// kind of unit sheet's, then the roster's.
func sheetArgs() string {
	var alts []string
	for _, k := range sheets.Sheets() {
		alts = append(alts, k.Usage)
	}
	alts = append(alts, "roster (--game ID | --scenario ID [--rules R]) [--with-sheets]")
	return strings.Join(alts, " | ") + " [--paper letter|a4] [--scale hex|inch] [--db PATH] [-o FILE.pdf] [--force]"
}

// sheetHelp returns the sentence of "ogretable sheet" for the help: "print
// an Ogre's or a walker's record sheet, or a force roster, as a PDF".
func sheetHelp() string {
	var whose []string
	for _, k := range sheets.Sheets() {
		whose = append(whose, k.One+"'s")
	}
	if len(whose) == 0 {
		return "print a force roster as a PDF"
	}
	return "print " + engine.OrList(whose) + " record sheet, or a force roster, as a PDF"
}

// parseUnitSheet reads the flags of a unit's sheet of kind k: the PDF's and
// the database's flags, --unit, and the words that name it; inGame says
// that --game or --unit chose one in a game. Naming it both ways is a usage
// error.
func parseUnitSheet(args []string, k *sheets.UnitSheet) (fs *flag.FlagSet, pf pdfFlags, dbf dbFlags, label string, pos []string, inGame bool, err error) {
	fs = flag.NewFlagSet("sheet", flag.ContinueOnError)
	pf = addPDFFlags(fs)
	dbf = addDBFlags(fs, true)
	unit := fs.String("unit", "", "the "+k.Name+"'s label in the game (with --game)")
	if pos, err = parseFlags(fs, args); err != nil {
		return
	}
	label = *unit
	if inGame = FlagSet(fs, "game") || FlagSet(fs, "unit"); inGame && len(pos) > 0 {
		err = usagef("name the %s by --unit LABEL in a game, or by its %s without --game, not both", k.Name, k.By)
	}
	return
}

// runSheetUnit prints a unit's record sheet of kind k: blank, from the
// catalog (and for a kind that takes them, the database's designs, when
// there is a database), or with its condition from a game (--game, --unit).
func runSheetUnit(e *env, k *sheets.UnitSheet, args []string) error {
	fs, pf, dbf, label, pos, inGame, err := parseUnitSheet(args, k)
	if err != nil {
		return err
	}
	if inGame {
		return sheetInGame(e, k, fs, pf, dbf, label)
	}
	if len(pos) == 0 {
		return usagef("%s", k.Example)
	}
	opt, err := pf.options(fs, engine.Hexes)
	if err != nil {
		return err
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	if k.Designs {
		// The database's designs, when there is a database: a sheet of a
		// templates-folder design needs none.
		store, err := dbf.open(e, false, true)
		switch {
		case errors.Is(err, record.ErrNoDatabase):
		case err != nil:
			return err
		default:
			defer store.Close()
			if cat, err = withDesigns(cat, store); err != nil {
				return err
			}
		}
	}
	g, u, title, err := k.Blank(cat, strings.Join(pos, " "), opt.Scale)
	var refused *sheets.RefError
	if errors.As(err, &refused) {
		return &usageError{refused.Why}
	}
	if err != nil {
		return err
	}
	opt.Title = title
	doc := sheets.New(opt)
	if err := doc.DrawUnitSheet(k, g, u, nil); err != nil {
		return err
	}
	return pf.write(e, fileName(u.Type.ID), doc)
}

// sheetInGame prints the sheet of kind k of unit label in the game (the
// kind's first when label is ""), its condition marked.
func sheetInGame(e *env, k *sheets.UnitSheet, fs *flag.FlagSet, pf pdfFlags, dbf dbFlags, label string) error {
	sess, done, err := dbf.openSession(e, true)
	if err != nil {
		return err
	}
	defer done()
	g := sess.State()
	info := sess.Info()
	kind := sheets.SheetOf(g, k.Kind)
	if kind == nil {
		return usagef("game %d is played by the %s, which print no %s sheet", info.ID, g.System().Title(), k.Kind)
	}
	if label == "" {
		u := kind.First(g)
		if u == nil {
			return usagef("game %d has no %s", info.ID, kind.Name)
		}
		label = u.Label
	}
	u := g.Unit(label)
	if !kind.Has(u) {
		what := fmt.Sprintf("game %d has no unit %q", info.ID, label)
		if u != nil {
			what = fmt.Sprintf("%s is a %s, not %s", u.Label, u.Type.Name, kind.One)
		}
		units := kind.Units(g)
		if len(units) == 0 {
			return &usageError{fmt.Sprintf("%s; game %d has no %s", what, info.ID, kind.Name)}
		}
		return &usageError{fmt.Sprintf("%s; the %s of game %d are %s", what, kind.Plural, info.ID, strings.Join(units, ", "))}
	}
	opt, err := pf.options(fs, g.Scale)
	if err != nil {
		return err
	}
	opt.Date = info.Created
	opt.Title = fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)
	g = withScale(g, opt.Scale)
	doc := sheets.New(opt)
	if err := doc.DrawUnitSheet(kind, g, g.Unit(u.Label), &sheets.GameRef{ID: info.ID, Name: info.Name}); err != nil {
		return err
	}
	return pf.write(e, kind.File(g, info.ID, u), doc)
}

// sheetPlurals names what the registered unit sheets are of, in their
// order: "Ogres, walkers".
func sheetPlurals() string {
	var names []string
	for _, k := range sheets.Sheets() {
		names = append(names, k.Plural)
	}
	return strings.Join(names, ", ")
}

// runSheetRoster prints the force roster of a game or a scenario, with
// --with-sheets the record sheet of each unit that has one after it.
func runSheetRoster(e *env, args []string) error {
	fs := flag.NewFlagSet("sheet", flag.ContinueOnError)
	pf := addPDFFlags(fs)
	dbf := addDBFlags(fs, true)
	scenario := fs.String("scenario", "", "a scenario's set-up instead of a game")
	rules := fs.String("rules", "published", "with --scenario: "+engine.OrList(engine.VariantNames()))
	withSheets := fs.Bool("with-sheets", false, "add the record sheet of every unit in it that has one, by kind ("+sheetPlurals()+")")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected %q; the roster is of --game ID or --scenario ID", strings.Join(pos, " "))
	}
	if FlagSet(fs, "scenario") == FlagSet(fs, "game") {
		return usagef("print the roster of a game (--game ID) or of a scenario (--scenario ID), one of them")
	}
	var (
		g    *engine.Game
		of   sheets.RosterOf
		def  string
		opt  sheets.Options
		from *sheets.GameRef
	)
	if FlagSet(fs, "scenario") {
		cat, err := e.loadCatalog()
		if err != nil {
			return err
		}
		sc, err := cat.Scenario(*scenario)
		if err != nil {
			return usagef("%s", engine.Sentence(scenarioError(cat, err)))
		}
		v, err := engine.ParseVariant(*rules)
		if err != nil {
			return usagef("%s", engine.Sentence(err))
		}
		if opt, err = pf.options(fs, engine.Hexes); err != nil {
			return err
		}
		lines, err := tracker.SetupCommands(cat, sc.ID)
		if err != nil {
			return err
		}
		if g, err = sheets.Setup(cat, v, opt.Scale, tracker.Sides(cat, sc.ID), lines); err != nil {
			return err
		}
		g.Scenario = sc.ID
		of = sheets.RosterOf{Name: sc.Name, Scenario: sc.ID}
		def = fileName(sc.ID, "roster")
		opt.Title = sc.Name + " force roster"
	} else {
		sess, done, err := dbf.openSession(e, true)
		if err != nil {
			return err
		}
		defer done()
		info := sess.Info()
		if opt, err = pf.options(fs, sess.State().Scale); err != nil {
			return err
		}
		g = withScale(sess.State(), opt.Scale)
		squads, err := sheets.SquadsAtStart(sheets.Lines(sess.EachLog))
		if err != nil {
			return err
		}
		of = sheets.RosterOf{ID: info.ID, Name: info.Name, Scenario: info.Scenario, Squads: squads}
		from = &sheets.GameRef{ID: info.ID, Name: info.Name}
		def = fileName("game", fmt.Sprint(info.ID), "roster")
		opt.Date = info.Created
		opt.Title = fmt.Sprintf("Game %d force roster", info.ID)
	}
	doc := sheets.New(opt)
	doc.Roster(g, of)
	if *withSheets {
		// Each kind's sheets in its system's order (the CRT's: every
		// Ogre's, then every walker's), their condition marked when the
		// roster is a game's.
		for _, k := range sheets.SheetsOf(g) {
			for _, u := range g.Units {
				if k.Has(u) {
					if err := doc.DrawUnitSheet(k, g, u, from); err != nil {
						return err
					}
				}
			}
		}
	}
	return pf.write(e, filepath.Clean(def), doc)
}
