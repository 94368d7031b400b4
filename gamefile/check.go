package gamefile

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ogretable/db/record"
	"ogretable/engine"
	"ogretable/tracker"
	"ogretable/tracker/memstore"
)

// Replay checks that the file's game is one the database can store
// (record.CheckGame), replays its events with catalog cat on a game of info
// through a session, and returns the session. It refuses, naming the line,
// a game the database would refuse and an event that does not fit the game.
func (f *File) Replay(cat *engine.Catalog, info tracker.Info) (*tracker.Session, error) {
	evs, err := record.CheckGame(f.Game, f.Commands, f.Events)
	if err != nil {
		return nil, f.Locate(err)
	}
	// The log as the database will hold it, in memory: the replay
	// appends nothing to it.
	log := &memstore.Store{Check: func(int64, []memstore.Command, []engine.LogEvent) error {
		return errors.New("gamefile: the game being imported takes no commands")
	}}
	log.Import(info.ID, nil, evs)
	sess, err := tracker.Open(log, cat, info)
	if err != nil {
		return nil, &Error{File: f.Name, Reason: fmt.Sprintf("%s: the game does not replay: %s; nothing was imported", f.Name, engine.Sentence(err)), Err: err}
	}
	left := sess.LeftOut()
	if len(left) == 0 {
		return sess, nil
	}
	// The first command left out: the line is that of its event that does
	// not fit, or else that of its first event.
	nf := left[0]
	n := f.cmdLine[nf.Command-1]
	if nf.Event >= 1 && nf.Event <= int64(len(evs)) && evs[nf.Event-1].CommandSeq == nf.Command {
		n = f.eventLine[nf.Event-1]
	} else if i := slices.IndexFunc(evs, func(e engine.LogEvent) bool { return e.CommandSeq == nf.Command }); i >= 0 {
		n = f.eventLine[i]
	}
	return nil, f.lineError(n, "%s; so command %d (%q) does not replay", nf.Sentence(), nf.Command, f.Commands[nf.Command-1].Text)
}

// editedOrOtherRules ends the refusal of a file whose commands do not make
// its events.
const editedOrOtherRules = "the file was edited, or written by a build with other rules; if you trust it (a game played under older rules), give --as-recorded to import its events as they are"

// Verify resolves every command of the file again with catalog cat on a
// game of info (tracker.Verify) and refuses, naming the line, the first
// event that is not what its command makes now, nor what it made when the
// version of its system's log that the event records worded it.
func (f *File) Verify(cat *engine.Catalog, info tracker.Info) error {
	recs := make([]tracker.Recorded, len(f.Commands))
	for i, c := range f.Commands {
		recs[i] = tracker.Recorded{Seq: c.Seq, Text: c.Text}
	}
	for _, ev := range f.Events {
		r := &recs[ev.CommandSeq-1]
		r.Events = append(r.Events, ev)
	}
	d, err := tracker.Verify(cat, info, recs)
	if err != nil {
		return &Error{File: f.Name, Reason: fmt.Sprintf("%s: the game cannot be started again: %s; nothing was imported", f.Name, engine.Sentence(err)), Err: err}
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
