package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	"ogretable/db"
	"ogretable/engine"
	"ogretable/outfile"
	"ogretable/tracker"
)

// The file format of "ogretable export" (JSON Lines, one JSON object a
// line, UTF-8):
//
//	{"format":"ogretable-game","version":1,"game":{...},"commands":N,"events":M,"exported":TIME}
//	{"type":"command","seq":1,"time":TIME,"text":"add heavy-tank"}
//	{"type":"event","seq":1,"command":1,"time":TIME,"turn":1,"side":"ogre","phase":"movement","kind":"added","payload":{...}}
//	...
//
// The first line names the format and its version and holds the game's
// metadata and how many commands and events follow (so that a file cut at
// a line's end is noticed). Then comes each command, in order, followed by
// the events it caused, exactly as the database holds them: undo and redo
// marks are events like the others, and the payload is the stored JSON,
// byte for byte (only compacted if it spans lines). Times are RFC 3339 in
// UTC with milliseconds.
const (
	exportFormat  = "ogretable-game"
	exportVersion = 1
)

// exportTimeLayout is how times are written in an export file.
const exportTimeLayout = "2006-01-02T15:04:05.000Z07:00"

// exportHeader is the first line of an export file.
type exportHeader struct {
	Format   string     `json:"format"`
	Version  int        `json:"version"`
	Game     exportGame `json:"game"`
	Commands int        `json:"commands"`
	Events   int        `json:"events"`
	Exported string     `json:"exported,omitempty"`
}

// exportGame is a game's metadata in an export file.
type exportGame struct {
	ID       int64           `json:"id"`
	Name     string          `json:"name"`
	Scenario string          `json:"scenario"`
	Rules    string          `json:"rules"`
	Scale    string          `json:"scale"`
	Seed     int64           `json:"seed"`
	Created  string          `json:"created"`
	Options  json.RawMessage `json:"options"`
}

// commandLine is a command's line in an export file.
type commandLine struct {
	Type string `json:"type"` // "command"
	Seq  int64  `json:"seq"`
	Time string `json:"time"`
	Text string `json:"text"`
}

// eventLine is an event's line in an export file, but for its payload,
// which writeEventLine adds as it is.
type eventLine struct {
	Type    string `json:"type"` // "event"
	Seq     int64  `json:"seq"`
	Command int64  `json:"command"`
	Time    string `json:"time"`
	Turn    int    `json:"turn"`
	Side    string `json:"side"`
	Phase   string `json:"phase"`
	Kind    string `json:"kind"`
	payload json.RawMessage
}

// exportLine is a command or an event line of an export file as import
// reads it; Type says which.
type exportLine struct {
	Type    string          `json:"type"`
	Seq     int64           `json:"seq"`
	Command int64           `json:"command"`
	Time    string          `json:"time"`
	Text    *string         `json:"text,omitempty"`
	Turn    int             `json:"turn"`
	Side    string          `json:"side"`
	Phase   string          `json:"phase"`
	Kind    string          `json:"kind"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// encodeLine writes v as one JSON line, without escaping <, > and & so
// that command texts read as typed.
func encodeLine(w io.Writer, v any) error {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	_, err := w.Write(b.Bytes())
	return err
}

// writeExport writes game g with its commands and events to w in the
// export format.
func writeExport(w io.Writer, g db.Game, cmds []db.Command, evs []engine.LogEvent, now time.Time) error {
	options := g.Options
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	h := exportHeader{Format: exportFormat, Version: exportVersion, Commands: len(cmds), Events: len(evs),
		Exported: now.UTC().Format(exportTimeLayout),
		Game: exportGame{ID: g.ID, Name: g.Name, Scenario: g.Scenario, Rules: g.Rules, Scale: g.Scale, Seed: g.Seed,
			Created: g.Created.UTC().Format(exportTimeLayout), Options: oneLine(options)}}
	if err := encodeLine(w, h); err != nil {
		return err
	}
	next := 0
	for _, c := range cmds {
		if err := encodeLine(w, commandLine{Type: "command", Seq: c.Seq, Time: c.Time.UTC().Format(exportTimeLayout), Text: c.Text}); err != nil {
			return err
		}
		for ; next < len(evs) && evs[next].CommandSeq == c.Seq; next++ {
			e := evs[next]
			l := eventLine{Type: "event", Seq: e.Seq, Command: e.CommandSeq, Time: e.Time.UTC().Format(exportTimeLayout),
				Turn: e.Turn, Side: e.Side, Phase: e.Phase, Kind: e.Kind, payload: oneLine(e.Payload)}
			if err := writeEventLine(w, l); err != nil {
				return err
			}
		}
	}
	if next != len(evs) {
		// db.Events and db.Commands check that the log is whole, so this
		// is an event whose command is out of order.
		return fmt.Errorf("event %d of game %d does not follow its command %d in the log; nothing was exported", evs[next].Seq, g.ID, evs[next].CommandSeq)
	}
	return nil
}

// writeEventLine writes an event line with its payload as it is: an
// encoder would re-encode it (escaping <, > and & in its strings).
func writeEventLine(w io.Writer, l eventLine) error {
	payload := l.payload
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(l); err != nil {
		return err
	}
	line := bytes.TrimRight(b.Bytes(), "\n")
	line = append(line[:len(line)-1], `,"payload":`...)
	line = append(line, payload...)
	line = append(line, "}\n"...)
	_, err := w.Write(line)
	return err
}

// oneLine returns JSON as it is, or compacted when it spans lines (JSON
// Lines allows no line break inside a value).
func oneLine(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return json.RawMessage("{}")
	}
	if !bytes.ContainsAny(raw, "\r\n") {
		return raw
	}
	var b bytes.Buffer
	if err := json.Compact(&b, raw); err != nil {
		return raw
	}
	return b.Bytes()
}

// runExport writes one game to a file ("ogretable export").
func runExport(e *env, args []string) error {
	fs := flag.NewFlagSet("export", flag.ContinueOnError)
	out := fs.String("o", "", "the file to write (default: game-ID.jsonl in the current folder; - for standard output)")
	force := fs.Bool("force", false, "replace the file if it exists")
	asJSON := fs.Bool("json", false, "print JSON")
	f := addDBFlags(fs, true)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usagef("export takes no arguments; name the file with -o %s", pos[0])
	}
	d, err := f.open(e, false, true)
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := f.gameIn(d)
	if err != nil {
		return err
	}
	cmds, err := d.Commands(g.ID)
	if err != nil {
		return err
	}
	evs, err := d.Events(g.ID)
	if err != nil {
		return err
	}
	// Another program may append between the two reads: a command and its
	// events go in together, so the game as of the commands read is the
	// events up to their last command.
	if n := len(cmds); n > 0 {
		last := cmds[n-1].Seq
		for len(evs) > 0 && evs[len(evs)-1].CommandSeq > last {
			evs = evs[:len(evs)-1]
		}
	}
	path := *out
	if path == "" {
		path = fmt.Sprintf("game-%d.jsonl", g.ID)
	}
	if path == "-" {
		return writeExport(e.stdout, g, cmds, evs, time.Now())
	}
	if err := outfile.Write(path, outfile.Options{Force: *force, Flags: true}, func(w io.Writer) error { return writeExport(w, g, cmds, evs, time.Now()) }); err != nil {
		return err
	}
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"game": g.ID, "name": g.Name, "file": path, "commands": len(cmds), "events": len(evs)})
	}
	fmt.Fprintf(e.stdout, "Game %d (%s): %d commands and %d events written to %s.\n", g.ID, g.Name, len(cmds), len(evs), path)
	return nil
}

// pathReason is the operating system's reason in an error about a path,
// without the path it repeats.
func pathReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// importFile is an export file read and checked line by line.
type importFile struct {
	name   string
	header exportHeader
	game   db.Game
	cmds   []db.Command
	events []engine.LogEvent
	// cmdLine and eventLine are the line numbers of each command and
	// event, by seq - 1.
	cmdLine, eventLine []int
}

// lineError returns the error for a fault at line n of the file.
func (f *importFile) lineError(n int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s; nothing was imported", f.name, n, fmt.Sprintf(format, args...))
}

// readImport reads and checks an export file: its format and version, then
// every line (commands and events numbered 1, 2, 3... with no gap, each
// event after its command's line, times and payloads readable).
func readImport(name string, r io.Reader) (*importFile, error) {
	f := &importFile{name: name}
	br := bufio.NewReaderSize(r, 64<<10)
	n := 0
	var cur int64 // the command of the latest command line
	for {
		line, err := br.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: cannot be read after line %d (%v); nothing was imported", name, n, pathReason(err))
		}
		if len(line) == 0 && errors.Is(err, io.EOF) {
			break
		}
		n++
		line = bytes.TrimRight(line, "\r\n")
		if n == 1 {
			if err := f.readHeader(line); err != nil {
				return nil, err
			}
		} else if len(bytes.TrimSpace(line)) > 0 {
			if err := f.readLine(n, line, &cur); err != nil {
				return nil, err
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
	}
	if n == 0 {
		return nil, fmt.Errorf("%s is empty, not an ogretable game export; nothing was imported", name)
	}
	if len(f.cmds) != f.header.Commands || len(f.events) != f.header.Events {
		return nil, f.lineError(n, "the file ends after command %d and event %d, but its first line says the game has %d commands and %d events: it is cut short",
			len(f.cmds), len(f.events), f.header.Commands, f.header.Events)
	}
	return f, nil
}

// readHeader reads the first line of an export file.
func (f *importFile) readHeader(line []byte) error {
	var probe struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(line, &probe); err != nil || probe.Format == nil || *probe.Format != exportFormat {
		return f.lineError(1, "not an ogretable game export: the first line should start {\"format\":%q,\"version\":%d,...}", exportFormat, exportVersion)
	}
	if probe.Version == nil || *probe.Version < 1 {
		return f.lineError(1, "the first line gives no format version, 1 or more")
	}
	if *probe.Version > exportVersion {
		return f.lineError(1, "the file was written by a newer ogretable (format version %d; this one reads version %d); import it with a newer ogretable", *probe.Version, exportVersion)
	}
	h := &f.header
	if err := json.Unmarshal(line, h); err != nil {
		return f.lineError(1, "the game's details cannot be read (%v)", jsonReason(err))
	}
	gm := h.Game
	created, err := time.Parse(time.RFC3339Nano, gm.Created)
	if err != nil {
		return f.lineError(1, "the game's creation time %q is not an RFC 3339 time", gm.Created)
	}
	if _, err := engine.ParseVariant(gm.Rules); err != nil {
		return f.lineError(1, "%s", engine.Sentence(err))
	}
	if _, err := engine.ParseScale(gm.Scale); err != nil {
		return f.lineError(1, "%s", engine.Sentence(err))
	}
	if h.Commands < 0 || h.Events < 0 {
		return f.lineError(1, "the counts of commands and events cannot be negative")
	}
	f.game = db.Game{ID: gm.ID, Name: gm.Name, Created: created, Rules: gm.Rules, Scale: gm.Scale, Scenario: gm.Scenario,
		Seed: gm.Seed, Options: gm.Options}
	return nil
}

// readLine reads line n of an export file, a command or an event; cur is
// the seq of the latest command read.
func (f *importFile) readLine(n int, line []byte, cur *int64) error {
	var l exportLine
	if err := json.Unmarshal(line, &l); err != nil {
		return f.lineError(n, "not a JSON object (%v): the file is damaged or cut", jsonReason(err))
	}
	t, err := time.Parse(time.RFC3339Nano, l.Time)
	if err != nil {
		return f.lineError(n, "%s %d has no RFC 3339 time (%q)", l.Type, l.Seq, l.Time)
	}
	switch l.Type {
	case "command":
		want := int64(len(f.cmds)) + 1
		if l.Seq != want {
			return f.lineError(n, "command %d comes where command %d should: commands are numbered 1, 2, 3... with no gap", l.Seq, want)
		}
		if l.Text == nil {
			return f.lineError(n, "command %d has no text", l.Seq)
		}
		f.cmds = append(f.cmds, db.Command{Seq: l.Seq, Time: t, Text: *l.Text})
		f.cmdLine = append(f.cmdLine, n)
		*cur = l.Seq
	case "event":
		want := int64(len(f.events)) + 1
		switch {
		case l.Seq != want:
			return f.lineError(n, "event %d comes where event %d should: events are numbered 1, 2, 3... with no gap", l.Seq, want)
		case *cur == 0:
			return f.lineError(n, "event %d comes before any command", l.Seq)
		case l.Command != *cur:
			return f.lineError(n, "event %d belongs to command %d, but follows the line of command %d (each command's line comes right before its events)", l.Seq, l.Command, *cur)
		case len(l.Payload) == 0:
			return f.lineError(n, "event %d has no payload", l.Seq)
		}
		if l.Kind != db.KindUndo && l.Kind != db.KindRedo {
			var ev engine.Event
			if err := json.Unmarshal(l.Payload, &ev); err != nil {
				return f.lineError(n, "the payload of event %d (%s) is not an event the engine can read (%v)", l.Seq, l.Kind, jsonReason(err))
			}
		}
		f.events = append(f.events, engine.LogEvent{Seq: l.Seq, CommandSeq: l.Command, Time: t, Turn: l.Turn, Side: l.Side,
			Phase: l.Phase, Kind: l.Kind, Payload: l.Payload})
		f.eventLine = append(f.eventLine, n)
	default:
		return f.lineError(n, "a line of type %q; lines are of type \"command\" or \"event\"", l.Type)
	}
	return nil
}

// jsonReason is what encoding/json says is wrong, without its prefix.
func jsonReason(err error) string {
	return strings.TrimPrefix(err.Error(), "json: ")
}

// gameError names the line of the command or event a db.GameError is
// about.
func (f *importFile) gameError(err error) error {
	var ge *db.GameError
	if !errors.As(err, &ge) {
		return fmt.Errorf("%s: %w", f.name, err)
	}
	n := 1
	switch {
	case ge.Event >= 1 && ge.Event <= int64(len(f.eventLine)):
		n = f.eventLine[ge.Event-1]
	case ge.Command >= 1 && ge.Command <= int64(len(f.cmdLine)):
		n = f.cmdLine[ge.Command-1]
	}
	return f.lineError(n, "%s", ge.Reason)
}

// memLog is the log of a game being imported, as a tracker.Store: it
// holds the events as the database will, for the replay that checks them
// before anything is written. It stores nothing.
type memLog struct{ recs []engine.LogEvent }

// Events returns the game's events.
func (m memLog) Events(int64) ([]engine.LogEvent, error) { return m.recs, nil }

// EventsAfter returns the game's events after the event afterSeq.
func (m memLog) EventsAfter(_, afterSeq int64) ([]engine.LogEvent, error) {
	return m.recs[min(max(afterSeq, 0), int64(len(m.recs))):], nil
}

// Append refuses: a replay appends nothing.
func (m memLog) Append(int64, int64, string, []engine.LogEvent) (int64, []engine.LogEvent, error) {
	return 0, nil, errors.New("the game being imported takes no commands")
}

// replay replays the game through the session and refuses, naming the
// line, an event that does not fit it.
func (f *importFile) replay(e *env, evs []engine.LogEvent) (*tracker.Session, error) {
	cat, err := e.loadCatalog()
	if err != nil {
		return nil, err
	}
	sess, err := tracker.Open(memLog{evs}, cat, infoOf(f.game))
	if err != nil {
		return nil, fmt.Errorf("%s: the game does not replay: %s; nothing was imported", f.name, engine.Sentence(err))
	}
	for _, nf := range sess.LeftOut() {
		// The line is that of the event that does not fit, or else that
		// of the command's first event.
		n := f.cmdLine[nf.Command-1]
		if nf.Event >= 1 && nf.Event <= int64(len(evs)) && evs[nf.Event-1].CommandSeq == nf.Command {
			n = f.eventLine[nf.Event-1]
		} else if i := slices.IndexFunc(evs, func(e engine.LogEvent) bool { return e.CommandSeq == nf.Command }); i >= 0 {
			n = f.eventLine[i]
		}
		return nil, f.lineError(n, "%s; so command %d (%q) does not replay", nf.Sentence(), nf.Command, f.cmds[nf.Command-1].Text)
	}
	return sess, nil
}

// editedOrOtherRules ends the refusal of a file whose commands do not make
// its events.
const editedOrOtherRules = "the file was edited, or written by a build with other rules; if you trust it (a game played under older rules), give --as-recorded to import its events as they are"

// verify resolves every command of the file again and refuses, naming the
// line, the first event that is not what its command makes now.
func (f *importFile) verify(e *env) error {
	cat, err := e.loadCatalog()
	if err != nil {
		return err
	}
	recs := make([]tracker.Recorded, len(f.cmds))
	for i, c := range f.cmds {
		recs[i] = tracker.Recorded{Seq: c.Seq, Text: c.Text}
	}
	for _, ev := range f.events {
		r := &recs[ev.CommandSeq-1]
		r.Events = append(r.Events, ev)
	}
	d, err := tracker.Verify(cat, infoOf(f.game), recs)
	if err != nil {
		return fmt.Errorf("%s: the game cannot be started again: %s; nothing was imported", f.name, engine.Sentence(err))
	}
	if d == nil {
		return nil
	}
	c := d.Command
	cl := f.cmdLine[c.Seq-1]
	switch {
	case d.Refused:
		return f.lineError(cl, "command %d (%q) is refused now (%s): %s", c.Seq, c.Text, strings.TrimSuffix(d.Now, "."), editedOrOtherRules)
	case d.Typed:
		return f.lineError(cl, "command %d (%q) %s, but its event %d on line %d %s: %s",
			c.Seq, c.Text, d.Now, d.Event, f.eventLine[d.Event-1], d.What, editedOrOtherRules)
	case d.Event == 0:
		return f.lineError(cl, "command %d (%q) %s, but now %s: %s", c.Seq, c.Text, d.What, d.Now, editedOrOtherRules)
	}
	return f.lineError(f.eventLine[d.Event-1], "event %d %s, but command %d on line %d (%q) %s: %s",
		d.Event, d.What, c.Seq, cl, c.Text, d.Now, editedOrOtherRules)
}

// runImport reads an export file into a database as a new game ("ogretable
// import").
func runImport(e *env, args []string) error {
	flags := flag.NewFlagSet("import", flag.ContinueOnError)
	asJSON := flags.Bool("json", false, "print JSON")
	asRecorded := flags.Bool("as-recorded", false, "accept the file's events as they are, without resolving its commands again (a game played under older rules)")
	f := addDBFlags(flags, false)
	pos, err := parseFlags(flags, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("give one file to import, e.g. ogretable import game-12.jsonl (usage: ogretable import %s)", argsOf("import"))
	}
	name := pos[0]
	file, err := os.Open(name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("there is no file %s to import; check the name (\"ogretable export\" writes game-ID.jsonl)", name)
		}
		return fmt.Errorf("cannot read %s (%v)", name, pathReason(err))
	}
	defer file.Close()
	in, err := readImport(name, file)
	if err != nil {
		return err
	}
	evs, err := db.CheckGame(in.game, in.cmds, in.events)
	if err != nil {
		return in.gameError(err)
	}
	sess, err := in.replay(e, evs)
	if err != nil {
		return err
	}
	if !*asRecorded {
		if err := in.verify(e); err != nil {
			return err
		}
	}
	d, err := f.open(e, true, false)
	if err != nil {
		return err
	}
	defer d.Close()
	g, err := d.ImportGame(in.game, in.cmds, in.events)
	if err != nil {
		return in.gameError(err)
	}
	st := sess.State()
	if *asJSON {
		return writeJSON(e.stdout, map[string]any{"id": g.ID, "name": g.Name, "from_game": in.game.ID, "file": name,
			"commands": len(in.cmds), "events": len(in.events), "db": d.Path()})
	}
	fmt.Fprintf(e.stdout, "Game %d: %s (%s rules, %s scale), %d commands and %d events imported from %s.\n",
		g.ID, g.Name, g.Rules, g.Scale, len(in.cmds), len(in.events), name)
	dbArg := ""
	if *f.path != "" {
		dbArg = " --db " + *f.path
	}
	fmt.Fprintf(e.stdout, "It is the %s's %s phase, turn %d. Go on with: ogretable play --game %d%s\n", st.CurrentSide(), st.Phase, st.Turn, g.ID, dbArg)
	return nil
}
