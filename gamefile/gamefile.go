// Package gamefile is a game as a file: the JSON Lines format that
// "ogretable export" writes and "ogretable import" reads, and the checks an
// imported file passes before anything is stored (every line read and
// numbered, the log replayed, and every command resolved again and
// compared with the events the file holds).
//
// The format, one JSON object a line, UTF-8:
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
// UTC with milliseconds. The payload of an event of a rule system whose log
// has versions (engine.LogVersioner) says which version worded it
// ("log_version"; none before versions), so that an event of an earlier
// build is checked against the sentences and sides that build wrote: the
// version goes with each event, not in the first line, since one game may
// hold events of several builds.
package gamefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"ogretable/db/record"
	"ogretable/engine"
)

// Format and Version name the format in a file's first line; Read refuses
// a file of a later version.
const (
	Format  = "ogretable-game"
	Version = 1
)

// TimeLayout is how times are written in a file.
const TimeLayout = "2006-01-02T15:04:05.000Z07:00"

// header is the first line of a file.
type header struct {
	Format   string `json:"format"`
	Version  int    `json:"version"`
	Game     game   `json:"game"`
	Commands int    `json:"commands"`
	Events   int    `json:"events"`
	Exported string `json:"exported,omitempty"`
}

// game is a game's metadata in a file.
type game struct {
	ID       int64           `json:"id"`
	Name     string          `json:"name"`
	Scenario string          `json:"scenario"`
	Rules    string          `json:"rules"`
	Scale    string          `json:"scale"`
	Seed     int64           `json:"seed"`
	Created  string          `json:"created"`
	Options  json.RawMessage `json:"options"`
}

// commandLine is a command's line in a file.
type commandLine struct {
	Type string `json:"type"` // "command"
	Seq  int64  `json:"seq"`
	Time string `json:"time"`
	Text string `json:"text"`
}

// eventLine is an event's line in a file, but for its payload, which
// writeEventLine adds as it is.
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

// line is a command or an event line of a file as Read reads it; Type says
// which.
type line struct {
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

// Write writes game g with its commands and events, as the database holds
// them, to w in the format, stamped as exported at now.
func Write(w io.Writer, g record.Game, cmds []record.Command, evs []engine.LogEvent, now time.Time) error {
	options := g.Options
	if len(options) == 0 {
		options = json.RawMessage("{}")
	}
	h := header{Format: Format, Version: Version, Commands: len(cmds), Events: len(evs),
		Exported: now.UTC().Format(TimeLayout),
		Game: game{ID: g.ID, Name: g.Name, Scenario: g.Scenario, Rules: g.Rules, Scale: g.Scale, Seed: g.Seed,
			Created: g.Created.UTC().Format(TimeLayout), Options: oneLine(options)}}
	if err := encodeLine(w, h); err != nil {
		return err
	}
	next := 0
	for _, c := range cmds {
		if err := encodeLine(w, commandLine{Type: "command", Seq: c.Seq, Time: c.Time.UTC().Format(TimeLayout), Text: c.Text}); err != nil {
			return err
		}
		for ; next < len(evs) && evs[next].CommandSeq == c.Seq; next++ {
			e := evs[next]
			l := eventLine{Type: "event", Seq: e.Seq, Command: e.CommandSeq, Time: e.Time.UTC().Format(TimeLayout),
				Turn: e.Turn, Side: e.Side, Phase: e.Phase, Kind: e.Kind, payload: oneLine(e.Payload)}
			if err := writeEventLine(w, l); err != nil {
				return err
			}
		}
	}
	if next != len(evs) {
		// db.Events and db.Commands check that the log is whole, so this
		// is an event whose command is out of order.
		return &Error{Reason: fmt.Sprintf("event %d of game %d does not follow its command %d in the log; nothing was exported", evs[next].Seq, g.ID, evs[next].CommandSeq)}
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
