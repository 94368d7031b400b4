package main

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/engine/crt"
	"ogretable/outfile"
	"ogretable/sheets"
	"ogretable/tracker"
	"ogretable/tracker/present"
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
	if flagSet(fs, "scale") {
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
	fmt.Fprintf(e.stdout, "Wrote %s (%s).\n", path, present.Plural(doc.Pages(), "page"))
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

// runSheet prints record sheets and rosters ("ogretable sheet ogre|roster").
func runSheet(e *env, args []string) error {
	if len(args) == 0 || isHelpFlag(args[0]) {
		if len(args) > 0 {
			return &helpRequest{"sheet"}
		}
		return usagef("say what to print: \"ogretable sheet ogre NAME\", \"ogretable sheet walker NAME\" or \"ogretable sheet roster --game ID\"")
	}
	switch args[0] {
	case "ogre":
		return runSheetOgre(e, args[1:])
	case "walker":
		return runSheetWalker(e, args[1:])
	case "roster":
		return runSheetRoster(e, args[1:])
	}
	return usagef("unknown sheet %q; choose ogre, walker or roster", args[0])
}

// parseUnitSheet reads the flags of a unit's sheet (what: "Ogre",
// "walker"; by: what names it without a game, "type" or "design"): the
// PDF's and the database's flags, --unit, and the words that name it;
// inGame says that --game or --unit chose one in a game. Naming it both
// ways is a usage error.
func parseUnitSheet(args []string, what, by string) (fs *flag.FlagSet, pf pdfFlags, dbf dbFlags, label string, pos []string, inGame bool, err error) {
	fs = flag.NewFlagSet("sheet", flag.ContinueOnError)
	pf = addPDFFlags(fs)
	dbf = addDBFlags(fs, true)
	unit := fs.String("unit", "", "the "+what+"'s label in the game (with --game)")
	if pos, err = parseFlags(fs, args); err != nil {
		return
	}
	label = *unit
	if inGame = flagSet(fs, "game") || flagSet(fs, "unit"); inGame && len(pos) > 0 {
		err = usagef("name the %s by --unit LABEL in a game, or by its %s without --game, not both", what, by)
	}
	return
}

// runSheetOgre prints an Ogre's record sheet: blank from the catalog, or
// with its damage from a game (--game, --unit).
func runSheetOgre(e *env, args []string) error {
	fs, pf, dbf, label, pos, inGame, err := parseUnitSheet(args, "Ogre", "type")
	if err != nil {
		return err
	}
	if inGame {
		return sheetOgreInGame(e, fs, pf, dbf, label)
	}
	if len(pos) == 0 {
		return usagef("name an Ogre, e.g. \"ogretable sheet ogre 'mark v'\", or one in a game with --game ID --unit LABEL")
	}
	opt, err := pf.options(fs, engine.Hexes)
	if err != nil {
		return err
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	t, err := cat.Unit(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	if t.Kind != engine.KindOgre {
		return usagef("%s is not an Ogre; \"ogretable units --kind ogre\" lists them", t.Name)
	}
	g, u, err := sheets.FreshOgre(cat, t, nil)
	if err != nil {
		return err
	}
	g = withScale(g, opt.Scale)
	opt.Title = t.Name + " record sheet"
	doc := sheets.New(opt)
	if err := doc.OgreSheet(g, u, nil); err != nil {
		return err
	}
	return pf.write(e, fileName(t.ID), doc)
}

// sheetOgreInGame prints the sheet of Ogre label in the game, damage marked.
func sheetOgreInGame(e *env, fs *flag.FlagSet, pf pdfFlags, dbf dbFlags, label string) error {
	sess, done, err := dbf.openSession(e, true)
	if err != nil {
		return err
	}
	defer done()
	g := sess.State()
	info := sess.Info()
	if label == "" {
		if u := crt.FirstOgre(g); u != nil {
			label = u.Label
		} else {
			return usagef("game %d has no Ogre", info.ID)
		}
	}
	u := g.Unit(label)
	if u == nil || !crt.IsOgre(u) {
		var ogres []string
		for _, x := range g.Units {
			if crt.IsOgre(x) {
				ogres = append(ogres, x.Label)
			}
		}
		what := fmt.Sprintf("game %d has no unit %q", info.ID, label)
		if u != nil {
			what = fmt.Sprintf("%s is a %s, not an Ogre", u.Label, u.Type.Name)
		}
		return &usageError{fmt.Sprintf("%s; the Ogres of game %d are %s", what, info.ID, strings.Join(ogres, ", "))}
	}
	opt, err := pf.options(fs, g.Scale)
	if err != nil {
		return err
	}
	opt.Date = info.Created
	opt.Title = fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)
	g = withScale(g, opt.Scale)
	doc := sheets.New(opt)
	if err := doc.OgreSheet(g, g.Unit(u.Label), &sheets.GameRef{ID: info.ID, Name: info.Name}); err != nil {
		return err
	}
	return pf.write(e, sheets.OgreFile(g, info.ID, u), doc)
}

// runSheetRoster prints the force roster of a game or a scenario, with
// --with-sheets the record sheet of each of its Ogres after it.
func runSheetRoster(e *env, args []string) error {
	fs := flag.NewFlagSet("sheet", flag.ContinueOnError)
	pf := addPDFFlags(fs)
	dbf := addDBFlags(fs, true)
	scenario := fs.String("scenario", "", "a scenario's set-up instead of a game")
	rules := fs.String("rules", "published", "with --scenario: published, classic or lite")
	withSheets := fs.Bool("with-sheets", false, "add the record sheet of every Ogre in it, then of every walker")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("unexpected %q; the roster is of --game ID or --scenario ID", strings.Join(pos, " "))
	}
	if flagSet(fs, "scenario") == flagSet(fs, "game") {
		return usagef("print the roster of a game (--game ID) or of a scenario (--scenario ID), one of them")
	}
	var (
		g    *engine.Game
		of   sheets.RosterOf
		def  string
		opt  sheets.Options
		from *sheets.GameRef
	)
	if flagSet(fs, "scenario") {
		cat, err := e.loadCatalog()
		if err != nil {
			return err
		}
		sc, err := cat.Scenario(*scenario)
		if err != nil {
			return &usageError{scenarioError(cat, err).Error()}
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
		for _, u := range g.Units {
			if crt.IsOgre(u) {
				if err := doc.OgreSheet(g, u, from); err != nil {
					return err
				}
			}
		}
		// Each walker's sheet after the Ogres', its condition marked
		// when the roster is a game's.
		for _, u := range g.Units {
			if u.Type.Kind == engine.KindWalker {
				if err := doc.WalkerSheet(g, u, from); err != nil {
					return err
				}
			}
		}
	}
	return pf.write(e, filepath.Clean(def), doc)
}

// runSheetWalker prints a walker's record sheet: blank from a design (the
// database's, or a templates folder's [[walker]] entry, as "add
// walker:NAME" finds it; or a catalog walker), or with its condition from
// a game (--game, --unit).
func runSheetWalker(e *env, args []string) error {
	fs, pf, dbf, label, pos, inGame, err := parseUnitSheet(args, "walker", "design")
	if err != nil {
		return err
	}
	if inGame {
		return sheetWalkerInGame(e, fs, pf, dbf, label)
	}
	if len(pos) == 0 {
		return usagef("name a walker design, e.g. \"ogretable sheet walker hoplite\" (\"ogretable walker list\" lists them), or one in a game with --game ID --unit LABEL")
	}
	opt, err := pf.options(fs, engine.Hexes)
	if err != nil {
		return err
	}
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	// The database's designs, when there is a database: a sheet of a
	// templates-folder design needs none.
	store, err := dbf.open(e, false, true)
	switch {
	case errors.Is(err, db.ErrNoDatabase):
	case err != nil:
		return err
	default:
		defer store.Close()
		if cat, err = withDesigns(cat, store); err != nil {
			return err
		}
	}
	t, err := walkerType(cat, strings.Join(pos, " "))
	if err != nil {
		return err
	}
	g, u, err := sheets.BlankWalker(cat, t, engine.Published, opt.Scale)
	if err != nil {
		return err
	}
	opt.Title = t.Name + " walker record sheet"
	doc := sheets.New(opt)
	if err := doc.WalkerSheet(g, u, nil); err != nil {
		return err
	}
	return pf.write(e, fileName(t.ID), doc)
}

// walkerType returns the walker of cat that ref names, as "add" finds it:
// a design by its name, its id "walker:NAME" or its number, or a catalog
// walker by its name ("early walker"). Anything else is a usage error that
// lists the walkers there are.
func walkerType(cat *engine.Catalog, ref string) (*engine.UnitType, error) {
	tries := []string{ref}
	if !strings.HasPrefix(strings.ToLower(ref), engine.WalkerIDPrefix) {
		tries = []string{engine.WalkerID(ref), engine.WalkerIDPrefix + strings.TrimSpace(ref), ref}
	}
	for _, r := range tries {
		if t, err := cat.Unit(r); err == nil && t.Kind == engine.KindWalker {
			return t, nil
		}
	}
	var names []string
	for _, t := range cat.Units {
		if t.Kind == engine.KindWalker {
			names = append(names, t.ID)
		}
	}
	return nil, usagef("no walker %q; the walkers are %s (\"ogretable walker list\" lists the saved designs)", ref, strings.Join(names, ", "))
}

// sheetWalkerInGame prints the sheet of walker label in the game, its
// condition marked.
func sheetWalkerInGame(e *env, fs *flag.FlagSet, pf pdfFlags, dbf dbFlags, label string) error {
	sess, done, err := dbf.openSession(e, true)
	if err != nil {
		return err
	}
	defer done()
	g := sess.State()
	info := sess.Info()
	var walkers []string
	for _, x := range g.Units {
		if x.Type.Kind == engine.KindWalker {
			walkers = append(walkers, x.Label)
		}
	}
	if label == "" {
		if len(walkers) == 0 {
			return usagef("game %d has no walker", info.ID)
		}
		label = walkers[0]
	}
	u := g.Unit(label)
	if u == nil || u.Type.Kind != engine.KindWalker {
		what := fmt.Sprintf("game %d has no unit %q", info.ID, label)
		if u != nil {
			what = fmt.Sprintf("%s is a %s, not a walker", u.Label, u.Type.Name)
		}
		if len(walkers) == 0 {
			return &usageError{fmt.Sprintf("%s; game %d has no walker", what, info.ID)}
		}
		return &usageError{fmt.Sprintf("%s; the walkers of game %d are %s", what, info.ID, strings.Join(walkers, ", "))}
	}
	opt, err := pf.options(fs, g.Scale)
	if err != nil {
		return err
	}
	opt.Date = info.Created
	opt.Title = fmt.Sprintf("Game %d: %s record sheet", info.ID, u.Label)
	g = withScale(g, opt.Scale)
	doc := sheets.New(opt)
	if err := doc.WalkerSheet(g, g.Unit(u.Label), &sheets.GameRef{ID: info.ID, Name: info.Name}); err != nil {
		return err
	}
	return pf.write(e, sheets.WalkerFile(info.ID, u), doc)
}
