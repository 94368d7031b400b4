package gamefile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/outfile"
)

// File is a file read and checked line by line: the game, its commands and
// its events as the database would hold them, and the line each came from.
type File struct {
	// Name is the file's name as given, which errors start with.
	Name     string
	Game     record.Game
	Commands []record.Command
	Events   []engine.LogEvent

	header header
	// cmdLine and eventLine are the line numbers of each command and
	// event, by seq - 1.
	cmdLine, eventLine []int
}

// lineError returns the error for a fault at line n of the file.
func (f *File) lineError(n int, format string, args ...any) error {
	return &Error{File: f.Name, Line: n, Reason: fmt.Sprintf(format, args...) + "; nothing was imported"}
}

// Open reads and checks the file at path, as Read does.
func Open(path string) (*File, error) {
	file, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, &Error{File: path, Reason: fmt.Sprintf("there is no file %s to import; check the name (\"ogretable export\" writes game-ID.jsonl)", path), Err: err}
		}
		return nil, &Error{File: path, Reason: fmt.Sprintf("cannot read %s (%v)", path, outfile.PathReason(err)), Err: err}
	}
	defer file.Close()
	return Read(path, file)
}

// Read reads and checks a file named name from r: its format and version,
// then every line (commands and events numbered 1, 2, 3... with no gap,
// each event after its command's line, times and payloads readable). A
// fault is an *Error naming the line.
func Read(name string, r io.Reader) (*File, error) {
	f := &File{Name: name}
	br := bufio.NewReaderSize(r, 64<<10)
	n := 0
	var cur int64 // the command of the latest command line
	for {
		line, err := br.ReadBytes('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, &Error{File: name, Reason: fmt.Sprintf("%s: cannot be read after line %d (%v); nothing was imported", name, n, outfile.PathReason(err)), Err: err}
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
		return nil, &Error{File: name, Reason: fmt.Sprintf("%s is empty, not an ogretable game export; nothing was imported", name)}
	}
	if len(f.Commands) != f.header.Commands || len(f.Events) != f.header.Events {
		return nil, f.lineError(n, "the file ends after command %d and event %d, but its first line says the game has %d commands and %d events: it is cut short",
			len(f.Commands), len(f.Events), f.header.Commands, f.header.Events)
	}
	return f, nil
}

// readHeader reads the first line of a file.
func (f *File) readHeader(line []byte) error {
	var probe struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(line, &probe); err != nil || probe.Format == nil || *probe.Format != Format {
		return f.lineError(1, "not an ogretable game export: the first line should start {\"format\":%q,\"version\":%d,...}", Format, Version)
	}
	if probe.Version == nil || *probe.Version < 1 {
		return f.lineError(1, "the first line gives no format version, 1 or more")
	}
	if *probe.Version > Version {
		return f.lineError(1, "the file was written by a newer ogretable (format version %d; this one reads version %d); import it with a newer ogretable", *probe.Version, Version)
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
	f.Game = record.Game{ID: gm.ID, Name: gm.Name, Created: created, Rules: gm.Rules, Scale: gm.Scale, Scenario: gm.Scenario,
		Seed: gm.Seed, Options: gm.Options}
	return nil
}

// readLine reads line n of a file, a command or an event; cur is the seq
// of the latest command read.
func (f *File) readLine(n int, raw []byte, cur *int64) error {
	var l line
	if err := json.Unmarshal(raw, &l); err != nil {
		return f.lineError(n, "not a JSON object (%v): the file is damaged or cut", jsonReason(err))
	}
	t, err := time.Parse(time.RFC3339Nano, l.Time)
	if err != nil {
		return f.lineError(n, "%s %d has no RFC 3339 time (%q)", l.Type, l.Seq, l.Time)
	}
	switch l.Type {
	case "command":
		want := int64(len(f.Commands)) + 1
		if l.Seq != want {
			return f.lineError(n, "command %d comes where command %d should: commands are numbered 1, 2, 3... with no gap", l.Seq, want)
		}
		if l.Text == nil {
			return f.lineError(n, "command %d has no text", l.Seq)
		}
		f.Commands = append(f.Commands, record.Command{Seq: l.Seq, Time: t, Text: *l.Text})
		f.cmdLine = append(f.cmdLine, n)
		*cur = l.Seq
	case "event":
		want := int64(len(f.Events)) + 1
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
		if l.Kind != engine.MarkUndo && l.Kind != engine.MarkRedo {
			var ev engine.Event
			if err := json.Unmarshal(l.Payload, &ev); err != nil {
				return f.lineError(n, "the payload of event %d (%s) is not an event the engine can read (%v)", l.Seq, l.Kind, jsonReason(err))
			}
		}
		f.Events = append(f.Events, engine.LogEvent{Seq: l.Seq, CommandSeq: l.Command, Time: t, Turn: l.Turn, Side: l.Side,
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

// Locate returns err, an error of record.CheckGame or db.ImportGame about this
// file's game, naming the line of the command or event a *record.GameError is
// about; any other error, with the file's name before it.
func (f *File) Locate(err error) error {
	if err == nil {
		return nil
	}
	var ge *record.GameError
	if !errors.As(err, &ge) {
		return fmt.Errorf("%s: %w", f.Name, err)
	}
	n := 1
	switch {
	case ge.Event >= 1 && ge.Event <= int64(len(f.eventLine)):
		n = f.eventLine[ge.Event-1]
	case ge.Command >= 1 && ge.Command <= int64(len(f.cmdLine)):
		n = f.cmdLine[ge.Command-1]
	}
	return &Error{File: f.Name, Line: n, Reason: ge.Reason + "; nothing was imported", Err: err}
}
