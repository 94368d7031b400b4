package cli

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/templates"
	"ogretable/tracker"
	"ogretable/tracker/present"
)

// dbFlags are the flags every game subcommand shares.
type dbFlags struct {
	path *string
	game *int64
}

// addDBFlags adds --db, and --game when withGame, to fs.
func addDBFlags(fs *flag.FlagSet, withGame bool) dbFlags {
	f := dbFlags{path: fs.String("db", "", "the database file (default: $XDG_DATA_HOME/ogretable/games.db)")}
	if withGame {
		f.game = fs.Int64("game", 0, "the game id (default: the latest game)")
	}
	return f
}

// open opens the database; create makes it when missing. When it brings
// the file's schema up to date, it says so on e's error stream, with where
// the copy of the file as it was is kept.
func (f dbFlags) open(e *env, create, readOnly bool) (File, error) {
	path := *f.path
	if path == "" {
		p, err := record.DefaultPath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	d, err := e.files.Open(path, record.Options{Create: create, ReadOnly: readOnly})
	if err != nil {
		return nil, err
	}
	if u, ok := d.Upgraded(); ok {
		fmt.Fprintf(e.stderr, "ogretable: %s was upgraded from schema %d to %d for this build; a copy of it as it was is kept at %s (for an older ogretable)\n",
			d.Path(), u.From, u.To, u.Copy)
	}
	return d, nil
}

// gameIn returns the game --game names in d, the latest played when it is
// left out; an unknown game's error lists the games.
func (f dbFlags) gameIn(d File) (record.Game, error) {
	var g record.Game
	var err error
	if f.game == nil || *f.game == 0 {
		// The latest game's refusal says there is none yet and how to make
		// one: the list of games would say it again.
		return d.LatestGame()
	}
	g, err = d.Game(*f.game)
	if errors.Is(err, record.ErrNoGame) {
		return g, noGameError(d, err)
	}
	return g, err
}

// session opens the game the flags name (the latest by default) on d.
func (f dbFlags) session(e *env, d File) (*tracker.Session, error) {
	g, err := f.gameIn(d)
	if err != nil {
		return nil, err
	}
	cat, missing, err := e.catalogForGame()
	if err != nil {
		return nil, err
	}
	if cat, err = withDesigns(cat, d); err != nil {
		return nil, err
	}
	sess, err := tracker.Open(d, cat, infoOf(g))
	if errors.Is(err, tracker.ErrDamaged) {
		return nil, d.Damaged(engine.Sentence(err), err)
	}
	if err != nil {
		return nil, err
	}
	if missing != nil {
		sess.WithoutHouseRules(missing)
	}
	// A log that holds commands that do not fit (written by two programs at
	// once, by an older build) still opens; the referee is told what the
	// replay left out.
	for _, w := range sess.Skipped() {
		fmt.Fprintf(e.stderr, "ogretable: game %d: %s; it stays in the log, marked refused\n", g.ID, w)
	}
	return sess, nil
}

// openSession opens the database (which must exist) and the game the flags
// name; the caller closes the database with the returned function.
func (f dbFlags) openSession(e *env, readOnly bool) (*tracker.Session, func(), error) {
	if e.templates == "" {
		// The built-in catalog is read while the database opens: each
		// takes milliseconds, the session needs both, and Default reads
		// the files once whoever asks first.
		go templates.Default()
	}
	d, err := f.open(e, false, readOnly)
	if err != nil {
		return nil, nil, err
	}
	sess, err := f.session(e, d)
	if err != nil {
		d.Close()
		return nil, nil, err
	}
	return sess, func() { d.Close() }, nil
}

// noGameError explains a missing game and lists the games there are.
func noGameError(d File, err error) error {
	games, lerr := d.Games()
	if lerr != nil || len(games) == 0 {
		return fmt.Errorf("%w; there are no games in %s yet: create one with \"ogretable new\"", err, d.Path())
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the games in %s are:", d.Path())
	for _, g := range games {
		fmt.Fprintf(&b, "\n  %d  %s (%s, %s)", g.ID, g.Name, g.Scenario, g.Created.Local().Format("2006-01-02 15:04"))
	}
	return fmt.Errorf("%w; %s", err, b.String())
}

// infoOf returns what a session needs to know of a stored game.
func infoOf(g record.Game) tracker.Info {
	return tracker.Info{ID: g.ID, Name: g.Name, Variant: engine.Variant(g.Rules), Scale: engine.Scale(g.Scale),
		Scenario: g.Scenario, Seed: g.Seed, Created: g.Created, Options: g.Options}
}

// createGame makes a game in d and plays its scenario's set-up commands.
func createGame(e *env, d File, name, scenario string, v engine.Variant, s engine.Scale, seed int64) (*tracker.Session, error) {
	return createGameWith(e, d, name, scenario, v, s, seed, nil)
}

// createGameWith is createGame with the game's options (JSON, nil for
// none): the optional walker rules, for one.
func createGameWith(e *env, d File, name, scenario string, v engine.Variant, s engine.Scale, seed int64, options json.RawMessage) (*tracker.Session, error) {
	cat, err := e.loadCatalog()
	if err != nil {
		return nil, err
	}
	if cat, err = withDesigns(cat, d); err != nil {
		return nil, err
	}
	// No scenario: an empty game (a rule system that opens empty).
	sc := &engine.Scenario{Name: engine.SystemOf(v).Title() + " game"}
	var setup []string
	if scenario != "" {
		if sc, err = cat.Scenario(scenario); err != nil {
			return nil, scenarioError(cat, err)
		}
		if setup, err = tracker.SetupCommands(cat, sc.ID); err != nil {
			return nil, err
		}
	}
	if name == "" {
		name = sc.Name
	}
	// The set-up is resolved first, in memory, then stored with the game
	// in one transaction: a game is whole or absent.
	g := record.Game{Name: name, Rules: string(v), Scale: string(s), Scenario: sc.ID, Seed: seed, Options: options,
		Created: time.Now().UTC().Truncate(time.Millisecond)}
	cmds, err := tracker.ResolveSetup(cat, infoOf(g), setup)
	if err != nil {
		return nil, setupError(sc.ID, err)
	}
	rows := make([]record.Setup, len(cmds))
	for i, c := range cmds {
		rows[i] = record.Setup{Text: c.Text, Events: c.Records}
	}
	if g, err = d.CreateGame(g, rows...); err != nil {
		return nil, err
	}
	sess, err := tracker.Open(d, cat, infoOf(g))
	if errors.Is(err, tracker.ErrDamaged) {
		return nil, d.Damaged(engine.Sentence(err), err)
	}
	if err != nil {
		return nil, err
	}
	return sess, nil
}

// setupError says why a scenario's set-up (or, for scenario "", a game's
// creation) is refused: data the referee must add as house rules
// (engine.MissingDataError: FFOTigers' figures) says itself whole, as does
// a game the system refuses outright; any other refusal is the scenario
// template's.
func setupError(scenario string, err error) error {
	var missing *engine.MissingDataError
	if errors.As(err, &missing) {
		return missing
	}
	if scenario == "" {
		return err
	}
	return fmt.Errorf("templates: the %s scenario cannot be set up: %s; check the scenario's forces in its template",
		scenario, engine.Sentence(err))
}

// setsUp reports whether a game of variant v, scale s and options sets up
// the catalog's scenario id: whether its set-up is refused nothing.
func setsUp(cat *engine.Catalog, v engine.Variant, s engine.Scale, options json.RawMessage, id string) bool {
	setup, err := tracker.SetupCommands(cat, id)
	if err != nil {
		return false
	}
	_, err = tracker.ResolveSetup(cat, tracker.Info{Variant: v, Scale: s, Scenario: id, Options: options}, setup)
	return err == nil
}

// foreignScenario returns the mistake of a new game of variant v (scale s,
// options) asked to set up scenario id, whose set-up v's rule system
// refuses while another system's set it up (the Ogre CRT's quick game in
// an OGRE for DSII game): that the scenario is not one of the system's,
// with the ones it has. It returns nil when no other system sets it up
// either: the template is wrong, as setupError says.
func foreignScenario(cat *engine.Catalog, v engine.Variant, s engine.Scale, options json.RawMessage, id string) error {
	sys := engine.SystemOf(v)
	var others []string
	for _, o := range engine.Systems() {
		if o.Name() == sys.Name() {
			continue
		}
		os, err := engine.ScaleOf(o, "")
		if err == nil && setsUp(cat, o.Variants()[0], os, nil, id) {
			others = append(others, o.Title())
		}
	}
	if len(others) == 0 {
		return nil
	}
	var own []string
	for _, sc := range cat.Scenarios {
		if sc.ID != id && setsUp(cat, v, s, options, sc.ID) {
			own = append(own, fmt.Sprintf("%s (%s)", sc.ID, sc.Name))
		}
	}
	has := sys.Title() + " has none in the catalog"
	if len(own) > 0 {
		has = sys.Title() + "'s scenarios are " + strings.Join(own, ", ")
	}
	if engine.OpensEmpty(sys) {
		has += "; leave --scenario out for an empty game"
	}
	return usagef("the %s scenario is not one of %s's: it sets up a game of %s. %s",
		id, sys.Title(), engine.OrList(others), has)
}

// scenarioError adds the catalog's scenarios, ids and names, to an unknown
// scenario's error.
func scenarioError(cat *engine.Catalog, err error) error {
	var un *engine.UnknownNameError
	if !errors.As(err, &un) {
		return err
	}
	names := make([]string, len(cat.Scenarios))
	for i, sc := range cat.Scenarios {
		names[i] = fmt.Sprintf("%s (%s)", sc.ID, sc.Name)
	}
	sep := "; the scenarios are "
	if strings.HasSuffix(err.Error(), "?") {
		sep = " The scenarios are "
	}
	return fmt.Errorf("%w%s%s", err, sep, strings.Join(names, ", "))
}

// randomSeed returns a dice seed from the system's random source.
func randomSeed() int64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return int64(binary.LittleEndian.Uint64(b[:]) >> 1)
}

// runNew creates a game ("ogretable new") and prints its id.
func runNew(e *env, args []string) error {
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	name := fs.String("name", "", "the game's name (default: the scenario's)")
	scenario := fs.String("scenario", "", "quick, hare-and-hounds or gang-bang (default: quick; none, an empty game, for a rule system that opens empty)")
	rules := fs.String("rules", engine.VariantNames()[0], engine.OrList(engine.VariantNames()))
	scaleName := fs.String("scale", "", "hex or inch (default: the rule system's first)")
	seed := fs.Int64("seed", -1, "the dice seed (default: random)")
	systemFlags := newFlags(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, false)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("new takes no arguments; name the game with --name %q", strings.Join(pos, " "))
	}
	v, err := engine.ParseVariant(*rules)
	if err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	var asked engine.Scale
	if *scaleName != "" {
		if asked, err = engine.ParseScale(*scaleName); err != nil {
			return usagef("%s", engine.Sentence(err))
		}
	}
	s, err := engine.ScaleOf(engine.SystemOf(v), asked)
	if err != nil {
		return usagef("%s", engine.Sentence(err))
	}
	if *scenario == "" {
		*scenario = engine.QuickScenarioOf(engine.SystemOf(v))
	}
	if *seed < 0 {
		*seed = randomSeed()
	}
	// The game's options: what its system's flags of new say.
	options, err := gameOptions(fs, v, systemFlags)
	if err != nil {
		return err
	}
	// An unknown scenario is refused before the database is made.
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	var setup []string
	if *scenario != "" {
		if _, err := cat.Scenario(*scenario); err != nil {
			return scenarioError(cat, err)
		}
		if setup, err = tracker.SetupCommands(cat, *scenario); err != nil {
			return err
		}
	}
	// A game its system refuses, or a set-up that lacks the referee's data
	// (FFOTigers' figures), is refused before the database is made; the
	// set-up's other refusals are said once the walker designs of the
	// database are known.
	var missing *engine.MissingDataError
	if _, err := tracker.ResolveSetup(cat, tracker.Info{Variant: v, Scale: s, Scenario: *scenario, Options: options}, setup); err != nil {
		if len(setup) == 0 || errors.As(err, &missing) {
			return setupError("", err)
		}
		// A scenario another rule system sets up is not the template's
		// fault: it is not one of this system's.
		if err := foreignScenario(cat, v, s, options, *scenario); err != nil {
			return err
		}
	}
	d, err := f.open(e, true, false)
	if err != nil {
		return err
	}
	defer d.Close()
	sess, err := createGameWith(e, d, *name, *scenario, v, s, *seed, options)
	if err != nil {
		return err
	}
	info, st := sess.Info(), sess.State()
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"id": info.ID, "name": info.Name, "rules": info.Variant, "scale": info.Scale,
			"scenario": info.Scenario, "seed": info.Seed, "sides": st.Sides, "units": len(st.Units), "db": d.Path()})
	}
	fmt.Fprintf(e.stdout, "Game %d: %s (%s rules, %s scale), %d units in play, dice seed %d.\n",
		info.ID, info.Name, info.Variant, info.Scale, len(st.Units), info.Seed)
	if goals := tracker.GoalLine(st.ScenarioOf()); goals != "" {
		fmt.Fprintln(e.stdout, goals)
	}
	next := "ogretable do 'next'"
	if len(st.Units) == 0 {
		// An empty game begins with its units (a playtest: it said
		// "next" first).
		next = fmt.Sprintf("put its units in play, ogretable do '%s' (\"ogretable units\" lists the types)", engine.VerbsOfSystem(st.System())[0].Syntax)
	}
	fmt.Fprintf(e.stdout, "It is %s, turn %d. Next: %s\n", engine.PhaseOf(st, st.CurrentSide(), st.Phase), st.Turn, next)
	return nil
}

// runDo applies one command to a game ("ogretable do") and prints what
// happened.
func runDo(e *env, args []string) error {
	fs := flag.NewFlagSet("do", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, true)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) == 0 {
		return usagef("give the command in quotes, e.g. ogretable do 'fire HVY1 at MK3.treads die 5'")
	}
	sess, closeDB, err := f.openSession(e, false)
	if err != nil {
		return err
	}
	defer closeDB()
	lines, err := sess.Do(strings.Join(pos, " "))
	if err != nil {
		return err
	}
	return writeDone(e, sess, lines, *asJSON)
}

// writeDone prints what a command did, as "do" and "end" answer: its lines
// (JSON: the game, the command and the events), then, once the game is
// over, who won and how the victory classes stand (JSON: "result"), and,
// while a game-ending condition is met and the game is not ended, what the
// referee may do (JSON: "ending").
func writeDone(e *env, sess *tracker.Session, lines []tracker.LogLine, asJSON bool) error {
	ending := present.EndingText(sess.State())
	if asJSON {
		out := map[string]any{"game": sess.Info().ID, "command": lines[0].Command, "events": lines,
			"result": present.ResultOf(sess.State())}
		if ending != "" {
			out["ending"] = ending
		}
		return writeJSON(e.stdout, out)
	}
	ended := false
	for _, l := range lines {
		if !l.Routine() {
			fmt.Fprintln(e.stdout, l.Text)
		}
		ended = ended || l.Kind == string(engine.EventEnded)
	}
	result := present.ResultLines(sess.State())
	switch {
	case ended && len(result) > 0:
		result = result[1:] // the end's own line says how and who won
	case ending != "" && len(result) > 0:
		result[0] = ending // how and who won, and what the referee may do
	}
	for _, l := range result {
		fmt.Fprintln(e.stdout, l)
	}
	return nil
}

// runEnd ends a game ("ogretable end"): the command "end REASON", logged
// as any other, so "do undo" reopens the game.
func runEnd(e *env, args []string) error {
	fs := flag.NewFlagSet("end", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, true)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	sess, closeDB, err := f.openSession(e, false)
	if err != nil {
		return err
	}
	defer closeDB()
	lines, err := sess.Do(strings.TrimSpace("end " + strings.Join(pos, " ")))
	if err != nil {
		return err
	}
	return writeDone(e, sess, lines, *asJSON)
}

// runState prints a game as it stands ("ogretable state").
func runState(e *env, args []string) error {
	fs := flag.NewFlagSet("state", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, true)
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("state takes no arguments; choose the game with --game ID")
	}
	d, err := f.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	sess, err := f.session(e, d)
	if err != nil {
		return err
	}
	// A game opened from a snapshot replays only the events after it: its
	// whole log is checked, as do, log and export read it, so that a
	// damaged file is said (issue 31.13: state showed the snapshot's game
	// and exited 0 while do refused).
	if err := d.CheckLog(sess.Info().ID); err != nil {
		if *asJSON || !errors.Is(err, record.ErrDamaged) {
			return err
		}
		// Said first, with what to do; then the game as far as it reads.
		fmt.Fprintln(e.stderr, clipLines("ogretable: "+engine.Sentence(err)))
		fmt.Fprintf(e.stdout, "The file is damaged (said above, with what to do): below is game %d as its latest snapshot and the events after it give it; the log before them does not read back whole.\n\n", sess.Info().ID)
		if err := present.WriteState(e.stdout, sess.Info(), sess.State()); err != nil {
			return err
		}
		return &saidError{err: err}
	}
	if *asJSON {
		return writeJSON(e.stdout, present.StateOf(sess.Info(), sess.State()))
	}
	return present.WriteState(e.stdout, sess.Info(), sess.State())
}

// runLog prints every event of a game in order ("ogretable log").
func runLog(e *env, args []string) error {
	fs := flag.NewFlagSet("log", flag.ContinueOnError)
	format := fs.String("format", "text", "text, csv or json")
	asJSON := fs.Bool("json", false, "the same as --format json")
	f := addDBFlags(fs, true)
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("log takes no arguments; choose the game with --game ID")
	}
	if *asJSON {
		if FlagSet(fs, "format") && *format != "json" {
			return usagef("--json is --format json; leave out one of --json and --format %s", *format)
		}
		*format = "json"
	}
	switch *format {
	case "text", "csv", "json":
	default:
		return usagef("--format must be text, csv or json, not %q", *format)
	}
	sess, closeDB, err := f.openSession(e, true)
	if err != nil {
		return err
	}
	defer closeDB()
	// The log is printed as it is read, never held whole: a long game's
	// would take hundreds of megabytes.
	lw, err := present.NewLogWriter(e.stdout, *format)
	if err != nil {
		return err
	}
	if err := sess.EachLog(lw.Write); err != nil {
		return err
	}
	return lw.Close()
}

// runGames lists the games, newest first ("ogretable games").
func runGames(e *env, args []string) error {
	fs := flag.NewFlagSet("games", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, false)
	if pos, err := parseFlags(fs, args); err != nil {
		return err
	} else if len(pos) > 0 {
		return usagef("games takes no arguments")
	}
	d, err := f.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	games, err := d.Games()
	if err != nil {
		return err
	}
	// The game do, state, log and the dashboard act on when --game is
	// left out: the last played, as the database picks it.
	var latest int64
	if len(games) > 0 {
		g, err := d.LatestGame()
		if err != nil {
			return err
		}
		latest = g.ID
	}
	if *asJSON {
		out := make([]map[string]any, len(games))
		for i, g := range games {
			out[i] = map[string]any{"id": g.ID, "name": g.Name, "created": g.Created, "rules": g.Rules, "scale": g.Scale,
				"scenario": g.Scenario, "seed": g.Seed, "commands": g.Commands, "last_played": g.LastPlayed, "latest": g.ID == latest}
		}
		return writeJSON(e.stdout, out)
	}
	if len(games) == 0 {
		fmt.Fprintf(e.stdout, "No games in %s yet: create one with \"ogretable new\".\n", d.Path())
		return nil
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "id\tname\tscenario\trules\tscale\tcommands\tcreated\tlast played")
	for _, g := range games {
		mark := ""
		if g.ID == latest {
			mark = " *"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d\t%s\t%s%s\n", g.ID, g.Name, g.Scenario, g.Rules, g.Scale, g.Commands,
			g.Created.Local().Format("2006-01-02 15:04"), g.LastPlayed.Local().Format("2006-01-02 15:04"), mark)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(e.stdout, "* the last played: do, state, log, export and the dashboard act on game %d when --game is left out.\n", latest)
	return err
}
