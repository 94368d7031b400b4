package db

import (
	"cmp"
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"ogretable/engine"
)

// The events of a game's log are engine.LogEvents. Their Payload is JSON
// that this package stores as given and never reads, except for undo and
// redo events (see Events).

// Append stores one command, with the text as typed, and the events it
// caused, in one transaction: all of them or, on any error, none. It
// assigns the command the next command seq and the events the next event
// seqs, in order; their CommandSeq and VoidedBy are ignored, and a zero
// Time becomes the command's time. Every event needs a Kind; its Side,
// Phase and Kind may not hold control characters; its Payload must be
// valid JSON (nil stores "{}").
//
// Append returns the command and events as stored, once they are durable on
// the disk. A game that does not exist gives an error matching ErrNoGame; a
// database held by another program for longer than the busy timeout, one
// matching engine.ErrLocked. A damaged file, whose log does not read back whole,
// gives one matching ErrDamaged, and nothing is written to it.
func (d *DB) Append(gameID int64, text string, events []engine.LogEvent) (Command, []engine.LogEvent, error) {
	return d.AppendAfter(gameID, Anywhere, text, events)
}

// Anywhere as AppendAfter's after appends wherever the log ends.
const Anywhere int64 = -1

// AppendAfter is Append on the condition that the game's last event is
// the event after (0: the log is empty), checked inside the transaction
// that appends: a session that resolved a command against the state as of
// that event knows that nobody wrote in between. When another program wrote
// since, it returns an error matching engine.ErrMovedOn that says how far the log
// has gone, and writes nothing; Anywhere as after skips the check.
func (d *DB) AppendAfter(gameID, after int64, text string, events []engine.LogEvent) (Command, []engine.LogEvent, error) {
	return d.appendGivenUp(context.Background(), gameID, after, text, events)
}

// WaitNotice is how long AppendContext waits for the write lock before it
// calls its context's wait notice: beginning a transaction takes this long
// only while another program holds the lock.
const WaitNotice = 150 * time.Millisecond

// AppendContext is AppendAfter that can be given up, as a session appends
// (tracker.Store): it returns the command's seq. While another program
// holds the database's write lock it waits, up to the busy timeout, and
// once it has waited WaitNotice it calls engine.WaitNotice(ctx) (when
// set, once, on another goroutine), so that a screen can say what it waits
// for. When ctx is done before the command is durable, it writes nothing
// and returns an error matching engine.ErrGivenUp; a command that became
// durable is returned as stored, whenever ctx is done.
func (d *DB) AppendContext(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent) (int64, []engine.LogEvent, error) {
	cmd, out, err := d.appendGivenUp(ctx, gameID, after, text, events)
	return cmd.Seq, out, err
}

// appendGivenUp is appendAfter with the wait notice of ctx, and its error
// told apart when ctx is done.
func (d *DB) appendGivenUp(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent) (Command, []engine.LogEvent, error) {
	cmd, out, err := d.appendAfter(ctx, gameID, after, text, events, engine.WaitNotice(ctx))
	if err != nil && ctx.Err() != nil {
		return Command{}, nil, newError(engine.ErrGivenUp, err,
			"db: the command %q was given up while it waited for %s; nothing was saved", text, d.path)
	}
	return cmd, out, err
}

// appendAfter is appendGivenUp before its error is told apart.
func (d *DB) appendAfter(ctx context.Context, gameID, after int64, text string, events []engine.LogEvent, waiting func()) (Command, []engine.LogEvent, error) {
	if d.w == nil {
		return Command{}, nil, d.readOnlyError()
	}
	for i, e := range events {
		if e.Kind == "" {
			return Command{}, nil, newError(ErrBadEvent, nil,
				"db: event %d of command %q has no kind; nothing was saved", i+1, text)
		}
		if hasControl(e.Side) || hasControl(e.Phase) || hasControl(e.Kind) {
			return Command{}, nil, newError(ErrBadEvent, nil,
				"db: event %d of command %q has a control character in its side, phase or kind (%q, %q, %q); nothing was saved",
				i+1, text, e.Side, e.Phase, e.Kind)
		}
	}
	cmd := Command{Time: storedTime(time.Now()), Text: text}
	cmdTime := formatTime(cmd.Time)
	out := make([]engine.LogEvent, len(events))
	// BEGIN IMMEDIATE (see _txlock in openWriter) waits for another
	// program's write lock until ctx is done; a ctx done before the commit
	// rolls the transaction back. Only that lock (and this DB's other
	// writes, which hold its one connection) holds the BEGIN up, so a
	// BEGIN that takes long is said to wait.
	var notice *time.Timer
	if waiting != nil {
		notice = time.AfterFunc(WaitNotice, waiting)
	}
	stopNotice := func() {
		if notice != nil {
			notice.Stop()
		}
	}
	// Until this append is over, where the game's log ends is not known
	// without a look at the file.
	writes, was, wasKnown := d.forgetEnd(gameID)
	if !wasKnown {
		was = logEnd{event: -1}
	}
	conn, err := d.w.Conn(ctx)
	if err != nil {
		stopNotice()
		return Command{}, nil, d.fault("saving the command", err)
	}
	defer conn.Close()
	var lastEvent, version int64
	err = conn.Raw(func(dc any) error {
		var err error
		lastEvent, version, err = d.appendOn(ctx, dc, stopNotice, gameID, after, was, &cmd, cmdTime, events, out)
		return err
	})
	stopNotice()
	if err != nil {
		return Command{}, nil, err
	}
	d.kept.Store(true)
	d.noteWhole(gameID, cmd.Seq, lastEvent+int64(len(out)))
	d.noteEnd(gameID, lastEvent+int64(len(out)), version, writes)
	return cmd, out, nil
}

// appendOn is appendAfter's transaction, on the writer's connection as
// the driver gives it (dc, held): it checks the log, appends cmd (its Seq
// set here) and the events (out, as stored), and commits. It returns the
// log's last event before the append and the writer's data_version, or an
// error for appendAfter to return; begun is called once the transaction
// has begun. was is where the log was known to end before (its event -1
// when it was not known).
func (d *DB) appendOn(ctx context.Context, dc any, begun func(), gameID, after int64, was logEnd, cmd *Command, cmdTime string, events, out []engine.LogEvent) (lastEvent, version int64, err error) {
	const what = "saving the command"
	insEvents := d.insEvents[1] // the statement the events go in with
	if n := len(events); n > 1 && n < len(d.insEvents) {
		insEvents = d.insEvents[n]
	}
	// A version of another connection says nothing of this one's.
	if d.drv.conn != dc {
		was = logEnd{event: -1}
	}
	// Prepared before the transaction, as a statement is prepared once.
	for _, s := range []*stmt{d.lastSeqs, d.countW, d.insCmd, insEvents, d.dataVersion} {
		if _, err := d.driverStmt(ctx, dc, s); err != nil {
			return 0, 0, d.fault(what, err)
		}
	}
	b, ok := dc.(driver.ConnBeginTx)
	if !ok {
		return 0, 0, fmt.Errorf("db: the SQLite driver's connection (%T) cannot begin a transaction", dc)
	}
	tx, err := b.BeginTx(ctx, driver.TxOptions{})
	begun()
	if err != nil {
		return 0, 0, d.fault(what, err)
	}
	done := false
	defer func() {
		if !done {
			// After an error, a failed commit included: nothing of
			// this append stays, and the connection is left with no
			// transaction open. An error here is that of a transaction
			// SQLite already rolled back.
			_ = tx.Rollback()
		}
	}()
	q := d.driverRow(ctx, dc)

	// The log must be whole before anything is added to it: a damaged
	// page away from the end of the b-trees, which the last seqs do not
	// reach, would otherwise take a command that no read can give back.
	// The first Append to a game counts its whole log, unless Events or
	// Commands read it whole; later ones count what was added since (by
	// this DB or another program).
	d.mu.Lock()
	whole := d.verified[gameID]
	d.mu.Unlock()
	ends, err := d.ends(q, d.lastSeqs, d.countW, what, gameID, whole.lastCommand, whole.lastEvent)
	if err != nil {
		return 0, 0, err
	}
	if !ends.exists {
		return 0, 0, d.noGame(gameID)
	}
	if after != Anywhere && ends.lastEvent < after {
		// Another program only appends (undo appends too): a log that
		// ends before where it was read to lost its end.
		return 0, 0, d.corrupt(fmt.Sprintf("game %d's log was read to event %d, and now ends at event %d: a log only grows", gameID, after, ends.lastEvent), nil)
	}
	if after != Anywhere && ends.lastEvent != after {
		return 0, 0, newError(engine.ErrMovedOn, nil,
			"db: game %d moved on in another program: its log ends at event %d, not %d; nothing was saved", gameID, ends.lastEvent, after)
	}
	// The version the new end is noted with (noteEnd). When the log ends
	// where it was known to end as of the version was.version, that
	// version serves and saves a statement: if another connection wrote
	// since it was read, the writer's version is no longer it, and never
	// will be again, so the end noted with it is not trusted (knownEnd);
	// if none did, it is the version now. A log that ends elsewhere (a
	// game's first append, or another program wrote to it) reads it.
	if was.event == ends.lastEvent {
		version = was.version
	} else if err := q(d.dataVersion, []any{&version}); err != nil {
		return 0, 0, d.fault(what, err)
	}
	cmd.Seq = ends.lastCommand + 1
	lastEvent = ends.lastEvent
	if err := d.driverExec(ctx, dc, d.insCmd, gameID, cmd.Seq, cmdTime, cmd.Text); err != nil {
		return 0, 0, d.fault(what, err)
	}
	rows := make([]any, 0, eventColumns*len(events))
	for i, e := range events {
		e.Seq, e.CommandSeq, e.VoidedBy = lastEvent+int64(i)+1, cmd.Seq, 0
		t := cmdTime
		if e.Time.IsZero() {
			e.Time = cmd.Time
		} else {
			e.Time = storedTime(e.Time)
			t = formatTime(e.Time)
		}
		payload := "{}"
		if len(e.Payload) > 0 {
			payload = string(e.Payload)
			e.Payload = json.RawMessage(payload) // the caller's slice stays the caller's
		} else {
			e.Payload = json.RawMessage(payload)
		}
		rows = append(rows, gameID, e.Seq, e.CommandSeq, t, e.Turn, e.Side, e.Phase, e.Kind, payload)
		out[i] = e
	}
	// The events go in with one statement when there are a few (most
	// commands make one to four); one that fails is rolled back alone, and
	// the events go in one by one, which says which of them is refused.
	if n := len(events); n > 1 && n < len(d.insEvents) {
		if err := d.driverExec(ctx, dc, insEvents, rows...); err == nil {
			rows = nil
		}
	}
	if len(rows) > 0 {
		for i, e := range out {
			if err := d.driverExec(ctx, dc, d.insEvents[1], rows[eventColumns*i:eventColumns*(i+1)]...); err != nil {
				if strings.Contains(err.Error(), "payload_json") {
					return 0, 0, newError(ErrBadJSON, err,
						"db: the payload of event %d (%s) of command %q is not valid JSON; nothing was saved", i+1, e.Kind, cmd.Text)
				}
				return 0, 0, d.fault(what, err)
			}
		}
	}
	// A ctx done before the commit gives the command up.
	if err := ctx.Err(); err != nil {
		return 0, 0, d.fault(what, err)
	}
	done = true
	if err := tx.Commit(); err != nil {
		// SQLite may keep the transaction open after a commit that
		// failed: it is rolled back, so that nothing of it stays.
		_ = tx.Rollback()
		return 0, 0, d.fault(what, err)
	}
	return lastEvent, version, nil
}

// logEnd is where a game's log was found to end, the seq of its last
// event, when the writer's data_version was version.
type logEnd struct{ event, version int64 }

// writerVersion returns the writer's PRAGMA data_version, read inside tx
// (a transaction of the writer) or, when tx is nil, on its own. It changes
// when another connection commits to the file, never at the writer's own
// commits: while it stays the same, only this DB has written. This holds
// as the writer keeps its one connection for the DB's life (openWriter).
func (d *DB) writerVersion(tx *sql.Tx) (int64, error) {
	var q *sql.Stmt
	var err error
	if tx != nil {
		q, err = d.dataVersion.in(tx)
	} else {
		q, err = d.dataVersion.get()
	}
	if err != nil {
		return 0, err
	}
	var v int64
	err = q.QueryRow().Scan(&v)
	return v, err
}

// noteEnd records that game's log ends at the event seq event as of the
// writer's data_version version, unless this DB has begun a write to a log
// since its count of writes was writes (a look at the file made meanwhile
// may be out of date): EventsAfter trusts it while the version stays the
// same, as only this DB can have written since, and each of its writes to
// a log forgets it first (forgetEnd).
func (d *DB) noteEnd(game, event, version, writes int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.writes != writes {
		return
	}
	if d.knownEnds == nil {
		d.knownEnds = make(map[int64]logEnd)
	}
	d.knownEnds[game] = logEnd{event, version}
}

// forgetEnd forgets where game's log ends, before this DB writes to it,
// and returns the count of writes begun, this one included, and where the
// log was known to end until then (ok false when it was not).
func (d *DB) forgetEnd(game int64) (writes int64, was logEnd, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	was, ok = d.knownEnds[game]
	delete(d.knownEnds, game)
	d.writes++
	return d.writes, was, ok
}

// writesBegun returns the count of writes to a log this DB has begun.
func (d *DB) writesBegun() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.writes
}

// knownEnd reports whether game's log is known to end at the event seq
// event: noteEnd recorded so, and no other connection has written to the
// file since (the writer's data_version is the same). An error reading the
// version is a no: the caller looks at the file.
func (d *DB) knownEnd(game, event int64) bool {
	if d.w == nil {
		return false
	}
	d.mu.Lock()
	e, ok := d.knownEnds[game]
	d.mu.Unlock()
	if !ok || e.event != event {
		return false
	}
	v, err := d.writerVersion(nil)
	return err == nil && v == e.version
}

// noteWhole records that game's commands 1 to commands and events 1 to
// events have been found whole, by a read or an Append, so that the next
// Append counts only what comes after them. The log is append-only, so
// what was whole once stays so, unless the disk is damaged meanwhile.
func (d *DB) noteWhole(game, commands, events int64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.verified == nil {
		d.verified = make(map[int64]logEnds)
	}
	w := d.verified[game]
	w.lastCommand, w.lastEvent = max(w.lastCommand, commands), max(w.lastEvent, events)
	d.verified[game] = w
}

// logEndsQuery reads what game ?1's log says of itself: whether the game
// exists, its last command seq, how many commands it has after the seq ?2
// and the sum of their seqs, and its last event seq (its events are
// counted range by range: countEvents). The last seqs come from the right
// edge of the commands and events b-trees; the count walks every row after
// ?2 (an indexed range, one step per row), and so every page those rows
// are on. As seqs run 1, 2, 3... with no gap, whole commands have count =
// last - after, and seqs that sum to after+1 + ... + last: a page that
// SQLite cannot read fails the walk, a damaged one that it reads wrong (a
// lost subtree) gives a short count, and a page copied over another (as
// many rows, their seqs read in the place of others) gives a wrong sum.
// The count comes with its sum as one text, "count sum" (a subquery gives
// one value): one walk gives both. A seq of noCount skips the count.
//
// The last column is the count and sum of the events after ?3 up to ?4,
// the first range countEvents counts (eventCountQuery): the range most
// appends count alone, counted in the same statement, as each statement
// read inside a transaction costs database/sql a goroutine.
const logEndsQuery = `SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1),
	coalesce((SELECT seq FROM commands WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1), 0),
	(SELECT count(*) || ' ' || coalesce(sum(seq), 0) FROM commands WHERE game_id = ?1 AND seq > ?2),
	coalesce((SELECT seq FROM events WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1), 0),
	(SELECT count(*) || ' ' || coalesce(sum(seq), 0) FROM events WHERE game_id = ?1 AND seq > ?3 AND seq <= ?4)`

// eventCountQuery counts the events of game ?1 with seqs after ?2 up to ?3,
// and sums their seqs, as "count sum": the range that a read of the log
// reads at a time (eventChunkQuery).
const eventCountQuery = `SELECT count(*) || ' ' || coalesce(sum(seq), 0) FROM events WHERE game_id = ?1 AND seq > ?2 AND seq <= ?3`

// countEvents counts the events of game gameID after the seq after up to
// last, and sums their seqs, with count (eventCountQuery on the pool tx
// belongs to) inside tx: range by range, as a read of the whole log reads
// them (eventChunk seqs a range, from 0), not in one walk. A walk of the
// whole range reads every row wherever it is; a read of a range seeks it
// by the b-tree's keys, and misses the rows of a page that was swapped
// with another of a distant range (the count and the sum of one walk stay
// right): counted range by range, such a log is not taken for whole when
// its reads cannot give it back.
//
// Each range is checked as it is counted: in a whole log it holds every
// seq from its start to its end, so the first range that does not is the
// damage, and the count stops there: a last seq that damage made huge (the
// right edge of the b-tree, which no count backs) is not counted up to
// range by range.
//
// first is the "count sum" text of the first range, after after, when the
// caller counted it already (logEndsQuery); "" counts it here.
func (d *DB) countEvents(q rowQuery, count *stmt, what string, gameID, after, last int64, first string) (n, sum int64, err error) {
	for from := after; from < last; {
		// The whole range, past the last seq too: a log holds no event
		// after its last, and a read takes the whole range.
		end := rangeEnd(from)
		to := min(end, last)
		text := first
		if from != after || first == "" {
			if err := q(count, []any{&text}, gameID, from, end); err != nil {
				return 0, 0, d.fault(what, err)
			}
		}
		c, su, ok := countAndSum(text)
		if !ok {
			return 0, 0, d.corrupt(fmt.Sprintf("the events of game %d after event %d cannot be counted (%q)", gameID, from, text), nil)
		}
		if c != to-from {
			return 0, 0, d.corrupt(fmt.Sprintf("game %d ends with event %d, but counting its events from %d to %d gives %d, where there are %d",
				gameID, last, from+1, end, c, to-from), nil)
		}
		if want := (to - from) * (from + 1 + to) / 2; su != want {
			return 0, 0, d.corrupt(fmt.Sprintf("game %d ends with event %d, but its events from %d to %d do not read back in sequence: some are read twice, or in the place of others",
				gameID, last, from+1, end), nil)
		}
		n, sum = n+c, sum+su
		from = to
	}
	return n, sum, nil
}

// rangeEnd returns the end of the range of the log that holds the seq
// after from: ranges of eventChunk seqs from 0, which every read of the
// log (eachChunk) and every count of it (countEvents) take alike, wherever
// it starts (0, or a snapshot's seq).
func rangeEnd(from int64) int64 { return (from/eventChunk + 1) * eventChunk }

// countAndSum reads a "count sum" text of logEndsQuery.
func countAndSum(s string) (count, sum int64, ok bool) {
	c, su, found := strings.Cut(s, " ")
	count, err1 := strconv.ParseInt(c, 10, 64)
	sum, err2 := strconv.ParseInt(su, 10, 64)
	return count, sum, found && err1 == nil && err2 == nil
}

// noCount as the seq after which logEndsQuery counts skips the count.
const noCount = math.MaxInt64

// logEnds is a row of logEndsQuery.
type logEnds struct {
	exists                bool
	lastCommand, commands int64
	commandSum            int64
	lastEvent, events     int64
	eventSum              int64
}

// ends reads logEndsQuery with stmt (on the connection pool that tx
// belongs to) inside tx, counting the commands after commandsAfter and
// the events after eventsAfter (countEvents, with count on the same pool;
// noCount for neither), and checks the counts: a log that is not whole gives an error matching ErrDamaged. A
// game that does not exist gives ends.exists false and no error.
func (d *DB) ends(q rowQuery, stmt, count *stmt, what string, gameID, commandsAfter, eventsAfter int64) (logEnds, error) {
	var e logEnds
	var err error
	// The first range of events counted (countEvents), none for noCount.
	from, to := eventsAfter, eventsAfter
	if eventsAfter != noCount {
		to = rangeEnd(eventsAfter)
	}
	var commands, events string
	if err := q(stmt, []any{&e.exists, &e.lastCommand, &commands, &e.lastEvent, &events}, gameID, commandsAfter, from, to); err != nil {
		return e, d.fault(what, err)
	}
	if !e.exists {
		return e, nil
	}
	var ok bool
	if e.commands, e.commandSum, ok = countAndSum(commands); !ok {
		return e, d.corrupt(fmt.Sprintf("the log of game %d cannot be counted (%q)", gameID, commands), nil)
	}
	if eventsAfter != noCount {
		if e.events, e.eventSum, err = d.countEvents(q, count, what, gameID, eventsAfter, e.lastEvent, events); err != nil {
			return e, err
		}
	}
	if err := d.checkCount("command", gameID, commandsAfter, e.lastCommand, e.commands); err != nil {
		return e, err
	}
	if err := d.checkSum("command", gameID, commandsAfter, e.lastCommand, e.commandSum); err != nil {
		return e, err
	}
	if err := d.checkCount("event", gameID, eventsAfter, e.lastEvent, e.events); err != nil {
		return e, err
	}
	return e, d.checkSum("event", gameID, eventsAfter, e.lastEvent, e.eventSum)
}

// checkSum checks that the seqs of a game's commands or events (what)
// after the seq after, up to the last one, sum to what seqs running
// after+1, ..., last without a gap or a repeat do, once checkCount found
// as many of them. after is noCount when nothing was counted.
func (d *DB) checkSum(what string, gameID, after, last, sum int64) error {
	if after == noCount || last <= after {
		return nil
	}
	if want := (last - after) * (after + 1 + last) / 2; sum != want {
		which := fmt.Sprintf("its %ss", what)
		if after > 0 {
			which = fmt.Sprintf("its %ss after %s %d", what, what, after)
		}
		return d.corrupt(fmt.Sprintf("game %d ends with %s %d, but %s do not read back in sequence: some are read twice, or in the place of others",
			gameID, what, last, which), nil)
	}
	return nil
}

// checkCount checks that a game whose last command or event (what) is last
// has count of them after the seq after, as a whole log does. after is
// noCount when nothing was counted.
func (d *DB) checkCount(what string, gameID, after, last, count int64) error {
	switch {
	case after == noCount:
		return nil
	case last < after:
		return d.corrupt(fmt.Sprintf("game %d had %d %ss, and now ends with %s %d", gameID, after, what, what, last), nil)
	case count != last-after:
		if after == 0 {
			return d.corrupt(fmt.Sprintf("game %d ends with %s %d, but counting its %ss gives %d", gameID, what, last, what, count), nil)
		}
		return d.corrupt(fmt.Sprintf("game %d ends with %s %d, but counting its %ss after %s %d gives %d",
			gameID, what, last, what, what, after, count), nil)
	}
	return nil
}

// Commands returns the game's commands in order, or an error matching
// ErrNoGame if there is no such game. A game whose commands read back
// short or with a gap (a damaged file) gives an error matching ErrDamaged.
func (d *DB) Commands(gameID int64) ([]Command, error) {
	// One read transaction: the count checked is the count read.
	prepared(d.readEnds, d.countR)
	tx, err := d.r.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, d.fault("reading the commands", err)
	}
	defer tx.Rollback()
	// The commands are read here; the events are counted, as commands
	// without the events they caused are not the game.
	ends, err := d.ends(txRow(tx), d.readEnds, d.countR, "reading the commands", gameID, noCount, 0)
	if err != nil {
		return nil, err
	}
	if !ends.exists {
		return nil, d.noGame(gameID)
	}
	n := ends.lastCommand
	rows, err := tx.Query(`SELECT seq, time, text FROM commands WHERE game_id = ? ORDER BY seq`, gameID)
	if err != nil {
		return nil, d.fault("reading the commands", err)
	}
	defer rows.Close()
	var cmds []Command
	for rows.Next() {
		var c Command
		var t string
		if err := rows.Scan(&c.Seq, &t, &c.Text); err != nil {
			return nil, d.fault("reading the commands", err)
		}
		if c.Time, err = parseTime(t); err != nil {
			return nil, d.corrupt(fmt.Sprintf("command %d of game %d has a bad time %q", c.Seq, gameID, t), err)
		}
		cmds = append(cmds, c)
	}
	if err := rows.Err(); err != nil {
		return nil, d.fault("reading the commands", err)
	}
	// The rows come in the order of their pages. Two pages swapped (a
	// damaged file that holds every row) give them out of order: they are
	// put back in order, so that this read gives back every command that
	// the check before a write (one walk, count and sum: checkWhole, ends)
	// found there.
	bySeq := func(a, b Command) int { return cmp.Compare(a.Seq, b.Seq) }
	if !slices.IsSortedFunc(cmds, bySeq) {
		slices.SortFunc(cmds, bySeq)
	}
	if err := d.checkRun("command", gameID, 0, n, len(cmds), func(i int) int64 { return cmds[i].Seq }); err != nil {
		return nil, err
	}
	d.noteWhole(gameID, n, ends.lastEvent)
	return cmds, nil
}

// Events returns the game's events in seq order, each with VoidedBy set by
// the voiding rule below, or an error matching ErrNoGame if there is no
// such game.
//
// Undo and redo are commands whose events have kind "undo" or "redo" and a
// payload naming a command: {"command": N}, N a JSON integer. Such an event
// (a mark) counts only if N is an earlier command of the same game that
// holds no marks itself: undo and redo commands are never voided, and an
// undo of an undo is ignored (redo is the way back). A command's marks are
// read in order: undo voids it if it stands, redo restores it if it is
// voided, and either does nothing otherwise. So a command is voided when
// its last mark is an undo, and VoidedBy is the first undo after its last
// redo. The event_log view in the file applies the same rule.
//
// A log that reads back short, with a gap, or with a page SQLite cannot
// read, gives an error matching ErrDamaged rather than the events it could
// read; so do commands that do not read back whole.
func (d *DB) Events(gameID int64) ([]engine.LogEvent, error) {
	return d.events(gameID, 0)
}

// EventsAfter returns the game's events after the event afterSeq, in seq
// order, or an error matching ErrNoGame if there is no such game: the tail
// of the log that a game restored from a snapshot taken at afterSeq still
// has to replay.
//
// VoidedBy is set by the rule of Events applied to the returned events
// alone. Every mark aimed at a command comes after the command's events, so
// when afterSeq is the last event of a command (as a snapshot's EventSeq
// is), each returned event gets the VoidedBy that Events gives it. A mark
// among them that aims at a command at or before afterSeq voids or restores
// events that are not returned, and counts for nothing here: a caller that
// restored the state at afterSeq must look for such marks, as that state
// has the command standing or voided as it was before them.
//
// A log that ends at afterSeq, the most common answer (a session catching
// up before each command, when nobody else wrote), is found by one look at
// the right edge of the events b-tree, without a transaction; and once
// this DB has found or made it so, by the writer's data_version alone while
// no other connection writes to the file (a seek through the log's pages
// reads the large events' overflow pages from the file every time).
func (d *DB) EventsAfter(gameID, afterSeq int64) ([]engine.LogEvent, error) {
	if afterSeq > 0 {
		if d.knownEnd(gameID, afterSeq) {
			return []engine.LogEvent{}, nil
		}
		// The writer's version is read before the look, so that a
		// version found the same later means that nothing was written
		// since the look either.
		writes := d.writesBegun()
		version, verr := int64(0), error(nil)
		if d.w != nil {
			version, verr = d.writerVersion(nil)
		}
		if q, err := d.readLast.get(); err == nil {
			var last int64
			if err := q.QueryRow(gameID).Scan(&last); err == nil && last == afterSeq {
				if d.w != nil && verr == nil {
					d.noteEnd(gameID, last, version, writes)
				}
				return []engine.LogEvent{}, nil
			}
		}
		// Anything else (more events, none, an error) is the full read's.
	}
	return d.events(gameID, max(afterSeq, 0))
}

// lastEventQuery reads the seq of game ?1's last event.
const lastEventQuery = `SELECT seq FROM events WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1`

// events returns the game's events after the event after, with VoidedBy
// set over them.
func (d *DB) events(gameID, after int64) ([]engine.LogEvent, error) {
	// One read transaction: every query sees the same snapshot.
	prepared(d.readEnds, d.countR, d.readEvents)
	tx, err := d.r.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, d.fault("reading the events", err)
	}
	defer tx.Rollback()
	// The events are read here; the commands are counted, all of them
	// when all the events are read.
	commandsAfter := int64(noCount)
	if after == 0 {
		commandsAfter = 0
	}
	ends, err := d.ends(txRow(tx), d.readEnds, d.countR, "reading the events", gameID, commandsAfter, noCount)
	if err != nil {
		return nil, err
	}
	if !ends.exists {
		return nil, d.noGame(gameID)
	}
	n := ends.lastEvent
	if n < after {
		// Read to after before (a session, a snapshot taken there): a log
		// that now ends before it lost its end, as one only grows.
		return nil, d.checkCount("event", gameID, after, n, 0)
	}
	want := max(n-after, 0)
	r := eventReader{events: make([]engine.LogEvent, 0, min(want, 1<<20)), names: make(map[string]string)}
	if want > 0 { // else the log ends at after (or is short, as checked below)
		err = d.eachChunk(tx, gameID, after, &r, func([]engine.LogEvent) error {
			if int64(len(r.events)) > want {
				return errEnough
			}
			return nil
		})
		if err != nil && err != errEnough {
			return nil, err
		}
	}
	if err := d.checkRun("event", gameID, after, n, len(r.events), func(i int) int64 { return r.events[i].Seq }); err != nil {
		return nil, err
	}
	if after == 0 {
		d.noteWhole(gameID, ends.lastCommand, n)
	}
	engine.MarkVoided(r.events)
	return r.events, nil
}

// EachEvent calls fn with each of the game's events after the event after,
// in seq order, with VoidedBy as EventsAfter sets it (as Events does when
// after is 0), or returns an error matching ErrNoGame if there is no such
// game. It holds a chunk of events at a time, never the whole log: the
// marks (the undo and redo events, which VoidedBy needs from the whole
// log) are read first, then the events, in the same read transaction.
//
// A log that reads back short, with a gap, or with a page SQLite cannot
// read gives an error matching ErrDamaged, as Events does; fn may have seen
// some of the events by then. An error that fn returns stops the reading
// and is returned as it is.
func (d *DB) EachEvent(gameID, after int64, fn func(engine.LogEvent) error) error {
	return d.eachEvent(gameID, after, true, fn)
}

// ReplayEvents is EachEvent for a caller that keeps nothing of what fn saw
// when ReplayEvents returns an error, as a replay that builds a state does:
// the events are counted as they are read, rather than once up front too,
// which walks the whole log a second time. A log that is not whole gives
// the same error matching ErrDamaged, only after fn has seen the events
// read before the damage.
func (d *DB) ReplayEvents(gameID, after int64, fn func(engine.LogEvent) error) error {
	return d.eachEvent(gameID, after, false, fn)
}

// CheckLog checks that the log of game gameID reads back whole, as a read
// of it from its start would find it (its commands and its events counted
// and summed range by range, as an append checks the log it adds to),
// without reading its events: a game opened from a snapshot replays only
// the events after it, and so does not see a page lost before it. A log
// that is not whole gives an error matching ErrDamaged, with what to do.
func (d *DB) CheckLog(gameID int64) error {
	prepared(d.readEnds, d.countR)
	tx, err := d.r.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return d.fault("checking the log", err)
	}
	defer tx.Rollback()
	e, err := d.ends(txRow(tx), d.readEnds, d.countR, "checking the log", gameID, 0, 0)
	if err != nil {
		return err
	}
	if !e.exists {
		return d.noGame(gameID)
	}
	return nil
}

// eachEvent is EachEvent, counting the events up front when countFirst.
func (d *DB) eachEvent(gameID, after int64, countFirst bool, fn func(engine.LogEvent) error) error {
	after = max(after, 0)
	prepared(d.readStart, d.readEnds, d.countR, d.readEvents, d.readMarks)
	tx, err := d.r.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return d.fault("reading the events", err)
	}
	defer tx.Rollback()
	// The read's snapshot of the file is taken at its first statement. A
	// long tail's marks are read on a connection of their own, begun
	// after it, while this one counts the log and reads its events: such
	// a read sees at least what this one sees, and the events up to the
	// last that this one counts are the same in both, as the log is
	// append-only. A short one's (a chunk of events or less, as a game
	// opened or printed mostly is) are read here first: a connection of
	// their own costs more than the reading they would wait for.
	s, err := d.readStart.in(tx)
	if err != nil {
		return d.fault("reading the events", err)
	}
	var exists bool
	var last int64
	if err := s.QueryRow(gameID).Scan(&exists, &last); err != nil {
		return d.fault("reading the events", err)
	}
	if !exists {
		return d.noGame(gameID)
	}
	marks := make(chan marksRead, 1)
	if last-after <= eventChunk {
		m, err := d.marksAfter(tx, gameID, after)
		marks <- marksRead{m, err}
	} else {
		go func() {
			m, err := d.marksAfter(nil, gameID, after)
			marks <- marksRead{m, err}
		}()
	}
	var voided map[int64]int64
	haveVoided := false
	// waitVoided waits for the marks and applies the rule to those up to
	// the event last.
	waitVoided := func(last int64) error {
		if haveVoided {
			return nil
		}
		m := <-marks
		haveVoided = true
		if m.err != nil {
			return m.err
		}
		voided = voidedUpTo(m.marks, last)
		return nil
	}
	defer waitVoided(0) // the reading never outlives the call
	commandsAfter := int64(noCount)
	if after == 0 {
		commandsAfter = 0
	}
	// The events are counted too, before any is given to fn: a log that
	// is not whole is mostly refused before anything is printed of it.
	// Either way, what is read is counted below.
	eventsAfter := after
	if !countFirst {
		eventsAfter = noCount
	}
	ends, err := d.ends(txRow(tx), d.readEnds, d.countR, "reading the events", gameID, commandsAfter, eventsAfter)
	if err != nil {
		return err
	}
	if !countFirst && ends.lastEvent < after {
		// What the up-front count says of a log that lost its end.
		return d.checkCount("event", gameID, after, ends.lastEvent, 0)
	}
	n := ends.lastEvent
	want := max(n-after, 0)
	r := eventReader{names: make(map[string]string)}
	read := int64(0)
	err = d.eachChunk(tx, gameID, after, &r, func(got []engine.LogEvent) error {
		if err := waitVoided(n); err != nil {
			return err
		}
		for _, e := range got {
			if err := d.checkSeq("event", gameID, after+1+read, n, e.Seq); err != nil {
				return err
			}
			read++
			e.VoidedBy = voided[e.CommandSeq]
			if err := fn(e); err != nil {
				return err
			}
		}
		r.events = r.events[:0]
		if read > want {
			return errEnough
		}
		return nil
	})
	if err != nil && err != errEnough {
		return err
	}
	if err := d.checkCount("event", gameID, min(after, n), n, read); err != nil {
		return err
	}
	if after == 0 {
		d.noteWhole(gameID, ends.lastCommand, n)
	}
	return nil
}

// readStartQuery reads whether game ?1 exists and the seq of its last
// event (0 when it has none), from the right edge of the events b-tree.
const readStartQuery = `SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1),
	coalesce((SELECT seq FROM events WHERE game_id = ?1 ORDER BY seq DESC LIMIT 1), 0)`

// marksQuery reads the undo and redo events of game ?1 after the event ?2
// in seq order, through the index that holds only them.
const marksQuery = `SELECT seq, command_seq, kind, payload FROM events INDEXED BY events_marks
	WHERE game_id = ?1 AND seq > ?2 AND kind IN ('undo', 'redo') ORDER BY seq`

// voidedUpTo applies the undo rule (engine.Voided) to the marks, in seq
// order, up to the event last: the marks a read that counted the log up to
// last has, when another read found more.
func voidedUpTo(marks []engine.Mark, last int64) map[int64]int64 {
	i := 0
	for i < len(marks) && marks[i].Seq <= last {
		i++
	}
	return engine.Voided(marks[:i])
}

// marksRead is what marksAfter returned.
type marksRead struct {
	marks []engine.Mark
	err   error
}

// marksAfter returns the marks of game gameID after the event after, in
// seq order, read inside tx, or in a read of their own when tx is nil:
// what engine.Voided needs of the log to set VoidedBy, as
// engine.MarkVoided reads them from the events.
func (d *DB) marksAfter(tx *sql.Tx, gameID, after int64) ([]engine.Mark, error) {
	var q *sql.Stmt
	var err error
	if tx != nil {
		q, err = d.readMarks.in(tx)
	} else {
		q, err = d.readMarks.get()
	}
	if err != nil {
		return nil, d.fault("reading the events", err)
	}
	rows, err := q.Query(gameID, after)
	if err != nil {
		return nil, d.fault("reading the events", err)
	}
	defer rows.Close()
	var marks []engine.Mark
	for rows.Next() {
		var m engine.Mark
		var kind string
		var payload []byte
		if err := rows.Scan(&m.Seq, &m.Command, &kind, &payload); err != nil {
			return nil, d.fault("reading the events", err)
		}
		n, ok := engine.MarkTarget(payload)
		if !ok {
			n = 0 // names no command, but its command still holds a mark
		}
		m.Undo, m.Target = kind == engine.MarkUndo, n
		marks = append(marks, m)
	}
	if err := rows.Err(); err != nil {
		return nil, d.fault("reading the events", err)
	}
	return marks, nil
}

// checkSeq checks that the event or command (what) read where the seq want
// belongs has that seq, as checkRun does for one of a run: last is the
// last seq the game says it has.
func (d *DB) checkSeq(what string, gameID, want, last, got int64) error {
	switch {
	case got > want && want <= last:
		return d.corrupt(fmt.Sprintf("%s %d of game %d cannot be read", what, want, gameID), nil)
	case got != want:
		return d.corrupt(fmt.Sprintf("%s %d of game %d was read in the place of %s %d", what, got, gameID, what, want), nil)
	}
	return nil
}

// checkRun checks that a read of a game's commands or events (what) after
// the seq after gave exactly the seqs after+1 to last, in order, when
// count of them were read and seq(i) is the i-th: the number the game says
// it has, by the last seq read in the same transaction. A read that comes
// back short or with a gap is a damaged file, never the end of the log.
func (d *DB) checkRun(what string, gameID, after, last int64, count int, seq func(i int) int64) error {
	for i := range count {
		if err := d.checkSeq(what, gameID, after+1+int64(i), last, seq(i)); err != nil {
			return err
		}
	}
	return d.checkCount(what, gameID, min(after, last), last, int64(count))
}

// eventChunkQuery reads the events of game ?1 with seqs after ?2 up to ?2
// + ?3 (at most ?3 events, as seqs are whole numbers) as one string, with
// how many rows it joined: the events' fields joined by the unit separator
// (character 31), and the events joined by the record separator (character
// 30). The driver's cost is mostly per row and per column, so reading a
// thousand events as one value makes reading a long game about twice as
// fast as a row of eight columns per event; a range of seqs, rather than
// an ordered subquery with a limit, saves SQLite a copy of every row. A
// JSON payload cannot hold a raw control character, and Append and the
// names_plain constraint keep them out of sides, phases and kinds, so the
// split is unambiguous.
const eventChunkQuery = `SELECT group_concat(concat_ws(char(31), seq, command_seq, turn, time, side, phase, kind, payload), char(30)), count(*)
	FROM events WHERE game_id = ?1 AND seq > ?2 AND seq <= ?2 + ?3`

// errEnough stops eachChunk from a callback that has read all it needs.
var errEnough = errors.New("db: enough events read")

// chunkRead is one answer of eventChunkQuery, or the error that ended the
// reading.
type chunkRead struct {
	text string
	rows int
	err  error
}

// eachChunk reads the events of game gameID after the event after, inside
// tx, a chunk of eventChunk seqs at a time, and calls fn with the events
// of each chunk in seq order, as r appends them to r.events. SQLite reads
// the next chunk in a goroutine of its own while fn works on the one
// before: on a machine with two cores, a replay takes about as long as the
// longer of the two, not their sum. eachChunk stops after a short chunk:
// the end of the log, or a gap in it, which the caller finds when it
// checks the seqs and the count. It returns the first error of SQLite, of
// a chunk that cannot be read, or of fn, each after fn has seen every
// chunk before it; nothing of the reading goes on once it has returned.
func (d *DB) eachChunk(tx *sql.Tx, gameID, after int64, r *eventReader, fn func([]engine.LogEvent) error) error {
	// SQLite reads up to readAhead chunks ahead of fn, which evens out the
	// chunks that take one side or the other longer (a chunk of long
	// attacks to decode, a page read from the disk).
	chunks := make(chan chunkRead, readAhead)
	stmt, err := d.readEvents.in(tx)
	if err != nil {
		return d.fault("reading the events", err)
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer close(chunks)
		for from := after; ; {
			to := rangeEnd(from)
			var text sql.NullString
			var c chunkRead
			if err := stmt.QueryRow(gameID, from, to-from).Scan(&text, &c.rows); err != nil {
				c.err = d.fault("reading the events", err)
			}
			c.text = text.String
			if c.err == nil && !text.Valid {
				return
			}
			select {
			case chunks <- c:
			case <-stop:
				return
			}
			if c.err != nil || int64(c.rows) < to-from {
				return
			}
			from = to
		}
	}()
	defer func() {
		close(stop)
		wg.Wait()
	}()
	for c := range chunks {
		if c.err != nil {
			return c.err
		}
		start := len(r.events)
		got, err := r.readChunk(c.text)
		if err == nil && got != c.rows {
			err = fmt.Errorf("%d events in a chunk of %d", got, c.rows)
		}
		if err != nil {
			return d.corrupt(fmt.Sprintf("an event of game %d cannot be read: %v", gameID, err), err)
		}
		// group_concat does not promise to keep the order of the rows.
		chunk := r.events[start:]
		if !slices.IsSortedFunc(chunk, func(a, b engine.LogEvent) int { return cmp.Compare(a.Seq, b.Seq) }) {
			slices.SortFunc(chunk, func(a, b engine.LogEvent) int { return cmp.Compare(a.Seq, b.Seq) })
		}
		if err := fn(chunk); err != nil {
			return err
		}
	}
	return nil
}

// eventChunk is how many events eventChunkQuery reads at a time, and
// readAhead how many chunks eachChunk reads ahead of its caller: about 2 MB
// of a long game's events at most.
const (
	eventChunk = 1024
	readAhead  = 8
)

// eventReader turns chunks of eventChunkQuery into events. A game holds few
// distinct sides, phases and kinds, and its events' times repeat command by
// command: it shares the strings and times rather than keep a copy per
// event, and packs the payloads into shared blocks.
type eventReader struct {
	events   []engine.LogEvent
	names    map[string]string
	lastTime string
	lastT    time.Time
	// side and phase are the last event's, shared.
	side, phase string
	arena       []byte
}

// readChunk appends the events of chunk and returns how many there were.
func (r *eventReader) readChunk(chunk string) (int, error) {
	count := 0
	for row := range strings.SplitSeq(chunk, "\x1e") {
		var f [8]string
		rest := row
		for i := range 7 {
			var ok bool
			if f[i], rest, ok = strings.Cut(rest, "\x1f"); !ok {
				return count, fmt.Errorf("%d fields in %.60q", i+1, row)
			}
		}
		f[7] = rest
		if strings.IndexByte(rest, 0x1f) >= 0 {
			return count, fmt.Errorf("too many fields in %.60q", row)
		}
		var e engine.LogEvent
		var err1, err2, err3 error
		e.Seq, err1 = strconv.ParseInt(f[0], 10, 64)
		e.CommandSeq, err2 = strconv.ParseInt(f[1], 10, 64)
		e.Turn, err3 = strconv.Atoi(f[2])
		if err := errors.Join(err1, err2, err3); err != nil {
			return count, fmt.Errorf("bad number in %.60q: %w", row, err)
		}
		if t := f[3]; t != r.lastTime {
			var err error
			if r.lastT, err = parseTime(t); err != nil {
				return count, fmt.Errorf("event %d has a bad time %q", e.Seq, t)
			}
			r.lastTime = t // keeps at most one chunk alive
		}
		e.Time = r.lastT
		// An event mostly has the side and the phase of the one before.
		if f[4] == r.side && f[5] == r.phase {
			e.Side, e.Phase = r.side, r.phase
		} else {
			e.Side, e.Phase = r.intern(f[4]), r.intern(f[5])
			r.side, r.phase = e.Side, e.Phase
		}
		e.Kind = r.intern(f[6])
		payload := f[7]
		if len(r.arena)+len(payload) > cap(r.arena) {
			r.arena = make([]byte, 0, max(64<<10, len(payload)))
		}
		start := len(r.arena)
		r.arena = append(r.arena, payload...)
		e.Payload = json.RawMessage(r.arena[start:len(r.arena):len(r.arena)])
		r.events = append(r.events, e)
		count++
	}
	return count, nil
}

// intern returns s, or the equal string already seen.
func (r *eventReader) intern(s string) string {
	if v, ok := r.names[s]; ok {
		return v
	}
	s = strings.Clone(s) // not a part of the chunk kept alive
	r.names[s] = s
	return s
}
