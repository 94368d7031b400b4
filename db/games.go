package db

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"ogretable/db/record"
	"ogretable/engine"
	"strings"
	"time"
)

// timeLayout is how times are stored: RFC 3339 in UTC with milliseconds,
// always the same width, so that they sort as text.
const timeLayout = "2006-01-02T15:04:05.000Z"

// formatTime writes t in timeLayout, as t.UTC().Format(timeLayout) does
// (its milliseconds cut, not rounded), without the general formatter for a
// year of four digits: every Append writes one.
func formatTime(t time.Time) string {
	t = t.UTC()
	y, mo, d := t.Date()
	if y < 0 || y > 9999 {
		return t.Format(timeLayout)
	}
	h, mi, s := t.Clock()
	var b [len(timeLayout)]byte
	put := func(at, v, digits int) {
		for i := at + digits - 1; i >= at; i-- {
			b[i] = byte('0' + v%10)
			v /= 10
		}
	}
	put(0, y, 4)
	put(5, int(mo), 2)
	put(8, d, 2)
	put(11, h, 2)
	put(14, mi, 2)
	put(17, s, 2)
	put(20, t.Nanosecond()/int(time.Millisecond), 3)
	b[4], b[7], b[10], b[13], b[16], b[19], b[23] = '-', '-', 'T', ':', ':', '.', 'Z'
	return string(b[:])
}

// storedTime rounds t to what the database keeps: UTC, milliseconds.
func storedTime(t time.Time) time.Time { return record.StoredTime(t) }

// parseTime reads a stored time. It reads the layout this package writes
// without the general parser, and any other RFC 3339 time (say, one typed
// in the sqlite3 shell) with it.
func parseTime(s string) (time.Time, error) {
	if len(s) == len(timeLayout) && s[4] == '-' && s[7] == '-' && s[10] == 'T' && s[13] == ':' &&
		s[16] == ':' && s[19] == '.' && s[23] == 'Z' {
		n := func(i, j int) int {
			v := 0
			for ; i < j; i++ {
				c := s[i]
				if c < '0' || c > '9' {
					return -1
				}
				v = v*10 + int(c-'0')
			}
			return v
		}
		y, mo, d, h, mi, sec, ms := n(0, 4), n(5, 7), n(8, 10), n(11, 13), n(14, 16), n(17, 19), n(20, 23)
		if y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h >= 0 && h < 24 && mi >= 0 && mi < 60 &&
			sec >= 0 && sec < 60 && ms >= 0 {
			return time.Date(y, time.Month(mo), d, h, mi, sec, ms*int(time.Millisecond), time.UTC), nil
		}
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	return t.UTC(), err
}

// CreateGame stores a new game with the commands that set it up (a
// scenario's forces), in one transaction: the game and every command of
// its set-up, or, on any error, nothing, so that no game is ever left
// half made, nor an empty one made the last played. It returns the game as
// stored: with its ID, its Created time (now, if g.Created is zero) in UTC
// to the millisecond, which is also the time of its set-up commands, and
// Options "{}" if none were given. Options must be valid JSON, and the
// events must be as Append takes them (ErrBadJSON, ErrBadEvent).
//
// Nothing is written to a file that is not whole: CreateGame first checks
// every page of it, and every game's log as Append does, and a damaged
// file gives an error matching ErrDamaged, left as it was.
func (d *DB) CreateGame(g Game, setup ...Setup) (Game, error) {
	if d.w == nil {
		return Game{}, d.readOnlyError()
	}
	if len(g.Options) == 0 {
		g.Options = json.RawMessage("{}")
	}
	if !json.Valid(g.Options) {
		return Game{}, newError(ErrBadJSON, nil, "db: the options of game %q are not valid JSON; nothing was saved", g.Name)
	}
	if g.Created.IsZero() {
		g.Created = time.Now()
	}
	g.Created = storedTime(g.Created)
	g.Options = append(json.RawMessage(nil), g.Options...)
	cmds := make([]Command, len(setup))
	var events []engine.LogEvent
	for i, s := range setup {
		cmds[i] = Command{Seq: int64(i) + 1, Time: g.Created, Text: s.Text}
		for j, e := range s.Events {
			if e.Kind == "" || hasControl(e.Side) || hasControl(e.Phase) || hasControl(e.Kind) {
				return Game{}, newError(ErrBadEvent, nil,
					"db: event %d of the set-up command %q has no kind, or a control character in its side, phase or kind (%q, %q, %q); nothing was saved",
					j+1, s.Text, e.Side, e.Phase, e.Kind)
			}
			if len(e.Payload) > 0 && !json.Valid(e.Payload) {
				return Game{}, newError(ErrBadJSON, nil,
					"db: the payload of event %d (%s) of the set-up command %q is not valid JSON; nothing was saved", j+1, e.Kind, s.Text)
			}
			e.Seq, e.CommandSeq, e.Time = int64(len(events))+1, cmds[i].Seq, time.Time{}
			events = append(events, e)
		}
	}
	evs, err := CheckGame(g, cmds, events)
	if err != nil {
		return Game{}, err
	}
	return d.storeGame("creating the game", g, cmds, evs)
}

// checkWhole checks, inside tx and before anything is written in it, that
// the file is whole: every page of it, by SQLite's quick_check, and every
// game's commands and events, counted and summed as Append checks the log
// it adds to (a page copied over another, which quick_check does not see;
// the events range by range, as they are read: checkEventRanges).
// A damaged file gives an error matching ErrDamaged; what says what was
// about to be done.
//
// A file found whole stays so while only this DB writes to it (as Append
// trusts what noteWhole recorded): the check is made again only once
// another connection has written to the file since (PRAGMA data_version
// on the writer, which changes at another connection's commit only).
func (d *DB) checkWhole(tx *sql.Tx, what string) error {
	version, err := d.writerVersion(tx)
	if err != nil {
		return d.fault(what, err)
	}
	d.mu.Lock()
	known := d.wholeKnown && d.wholeVersion == version
	d.mu.Unlock()
	if known {
		return nil
	}
	var check string
	if err := tx.QueryRow(`PRAGMA quick_check(1)`).Scan(&check); err != nil {
		return d.fault(what, err)
	}
	if check != "ok" {
		// One line, without the header SQLite gives the main database.
		check = strings.Join(strings.Fields(strings.ReplaceAll(check, "*** in database main ***", "")), " ")
		return d.corrupt("SQLite's check of it says: "+check, nil)
	}
	// The commands in one walk, as Commands reads a game's in one scan.
	rows, err := tx.Query(`SELECT game_id, max(seq), count(*), sum(seq) FROM commands GROUP BY game_id`)
	if err != nil {
		return d.fault(what, err)
	}
	for rows.Next() {
		var game, last, count, sum int64
		if err := rows.Scan(&game, &last, &count, &sum); err != nil {
			rows.Close()
			return d.fault(what, err)
		}
		err := d.checkCount("command", game, 0, last, count)
		if err == nil {
			err = d.checkSum("command", game, 0, last, sum)
		}
		if err != nil {
			rows.Close()
			return err
		}
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return d.fault(what, err)
	}
	if err := d.checkEventRanges(tx, what); err != nil {
		return err
	}
	d.mu.Lock()
	d.wholeKnown, d.wholeVersion = true, version
	d.mu.Unlock()
	return nil
}

// checkEventRanges checks, inside tx, that every game's events read back
// range by range as a read of its log reads them (countEvents): a walk of
// each whole table, as checkWhole makes, finds every row wherever it is,
// and so does not see two pages of distant ranges swapped.
func (d *DB) checkEventRanges(tx *sql.Tx, what string) error {
	rows, err := tx.Query(`SELECT id, coalesce((SELECT seq FROM events WHERE game_id = games.id ORDER BY seq DESC LIMIT 1), 0) FROM games`)
	if err != nil {
		return d.fault(what, err)
	}
	type end struct{ game, last int64 }
	var ends []end
	for rows.Next() {
		var e end
		if err := rows.Scan(&e.game, &e.last); err != nil {
			rows.Close()
			return d.fault(what, err)
		}
		ends = append(ends, e)
	}
	err = rows.Err()
	rows.Close()
	if err != nil {
		return d.fault(what, err)
	}
	for _, e := range ends {
		count, sum, err := d.countEvents(txRow(tx), d.countW, what, e.game, 0, e.last, "")
		if err == nil {
			err = d.checkCount("event", e.game, 0, e.last, count)
		}
		if err == nil {
			err = d.checkSum("event", e.game, 0, e.last, sum)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// gameQuery selects games with their command count and last played time
// (a game's command seqs run 1..n, so the last seq is the count).
const gameQuery = `WITH g AS (
	SELECT id, name, created, rules, scale, scenario, seed, options,
		coalesce((SELECT seq FROM commands WHERE game_id = games.id ORDER BY seq DESC LIMIT 1), 0) AS commands,
		coalesce((SELECT time FROM commands WHERE game_id = games.id ORDER BY seq DESC LIMIT 1), created) AS last_played
	FROM games)
SELECT id, name, created, rules, scale, scenario, seed, options, commands, last_played FROM g `

func (d *DB) scanGames(rows *sql.Rows, err error) ([]Game, error) {
	if err != nil {
		return nil, d.fault("reading the games", err)
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		var g Game
		var created, last, options string
		if err := rows.Scan(&g.ID, &g.Name, &created, &g.Rules, &g.Scale, &g.Scenario, &g.Seed, &options,
			&g.Commands, &last); err != nil {
			return nil, d.fault("reading the games", err)
		}
		g.Options = json.RawMessage(options)
		if g.Created, err = parseTime(created); err != nil {
			return nil, d.corrupt(fmt.Sprintf("game %d has a bad creation time %q", g.ID, created), err)
		}
		if g.LastPlayed, err = parseTime(last); err != nil {
			return nil, d.corrupt(fmt.Sprintf("game %d has a bad command time %q", g.ID, last), err)
		}
		games = append(games, g)
	}
	if err := rows.Err(); err != nil {
		return nil, d.fault("reading the games", err)
	}
	return games, nil
}

// Games returns every game, the most recently created first.
func (d *DB) Games() ([]Game, error) {
	return d.scanGames(d.r.Query(gameQuery + `ORDER BY created DESC, id DESC`))
}

// Game returns the game with the given id, or an error matching ErrNoGame
// if there is none.
func (d *DB) Game(id int64) (Game, error) {
	games, err := d.scanGames(d.r.Query(gameQuery+`WHERE id = ?`, id))
	if err != nil {
		return Game{}, err
	}
	if len(games) == 0 {
		return Game{}, d.noGame(id)
	}
	return games[0], nil
}

// LatestGame returns the game most recently created or played, or an error
// matching ErrNoGame if there is no game at all.
func (d *DB) LatestGame() (Game, error) {
	games, err := d.scanGames(d.r.Query(gameQuery + `ORDER BY last_played DESC, id DESC LIMIT 1`))
	if err != nil {
		return Game{}, err
	}
	if len(games) == 0 {
		return Game{}, newError(ErrNoGame, nil, "db: there is no game in %s yet; create one first with \"ogretable new\"", d.path)
	}
	return games[0], nil
}

func (d *DB) noGame(id int64) error {
	return newError(ErrNoGame, nil, "db: there is no game %d in %s; list the games to find its number", id, d.path)
}

// gameExists reports whether game id exists, reading with q.
func (d *DB) gameExists(q queryer, id int64) error {
	var one int
	err := q.QueryRow(`SELECT 1 FROM games WHERE id = ?`, id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return d.noGame(id)
	}
	return d.fault("reading the game", err)
}
