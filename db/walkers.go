package db

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"ogretable/db/record"
	"ogretable/engine"
)

// walkersSince is the schema that added the walker_designs table: a file
// opened read-only at an older schema has no designs.
const walkersSince = 3

// SaveWalker stores design, in one transaction: a new name adds a design,
// the name of a stored one (however it is capitalised) replaces it and
// keeps its id. A design with problems is refused with ErrBadDesign and
// every problem in the message.
func (d *DB) SaveWalker(design engine.Design) (WalkerDesign, error) {
	out, err := d.SaveWalkers(design)
	if err != nil {
		return WalkerDesign{}, err
	}
	return out[0], nil
}

// SaveWalkers stores designs as SaveWalker does, all in one transaction:
// when one has problems, none is saved. Like every write that is not an
// Append, it first checks that the file is whole (CreateGame), and writes
// nothing to a damaged one.
func (d *DB) SaveWalkers(designs ...engine.Design) ([]WalkerDesign, error) {
	if d.w == nil {
		return nil, d.readOnlyError()
	}
	bodies := make([]string, len(designs))
	for i, design := range designs {
		if p := design.Problems(); len(p) > 0 {
			return nil, newError(ErrBadDesign, nil, "db: the walker design %q was not saved: %s", design.DesignName(), strings.Join(p, " "))
		}
		body, err := json.Marshal(design)
		if err != nil {
			return nil, newError(ErrBadJSON, err, "db: the walker design %q cannot be written as JSON (%v)", design.DesignName(), err)
		}
		bodies[i] = string(body)
	}
	tx, err := d.w.Begin()
	if err != nil {
		return nil, d.fault("saving the walker design", err)
	}
	defer tx.Rollback()
	if err := d.checkWhole(tx, "saving the walker design"); err != nil {
		return nil, err
	}
	now := formatTime(storedTime(time.Now()))
	out := make([]WalkerDesign, len(designs))
	for i, design := range designs {
		typeID := engine.DesignID(design.DesignName())
		if _, err := tx.Exec(`INSERT INTO walker_designs (type_id, name, created, updated, design) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (type_id) DO UPDATE SET name = excluded.name, updated = excluded.updated, design = excluded.design`,
			typeID, design.DesignName(), now, now, bodies[i]); err != nil {
			return nil, d.fault("saving the walker design", err)
		}
		if out[i], err = d.scanWalker(tx.QueryRow(walkerQuery+`WHERE type_id = ?`, typeID)); err != nil {
			return nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, d.fault("saving the walker design", err)
	}
	d.kept.Store(true)
	return out, nil
}

// walkerQuery selects stored designs.
const walkerQuery = `SELECT id, created, updated, design FROM walker_designs `

// WalkerTypes returns the stored designs as the unit types a game adds
// them as (record.UnitTypes), in the order they were first saved: a
// session reads them again (tracker.Store) to add a design saved while its
// game is open.
func (d *DB) WalkerTypes() ([]*engine.UnitType, error) {
	all, err := d.Walkers()
	if err != nil {
		return nil, err
	}
	return record.UnitTypes(all), nil
}

// Walkers returns the stored designs in the order they were first saved;
// none from a file opened read-only at a schema without them.
func (d *DB) Walkers() ([]WalkerDesign, error) {
	if d.version < walkersSince {
		return nil, nil
	}
	rows, err := d.r.Query(walkerQuery + `ORDER BY id`)
	if err != nil {
		return nil, d.fault("reading the walker designs", err)
	}
	defer rows.Close()
	var out []WalkerDesign
	for rows.Next() {
		w, err := d.scanWalker(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	if err := rows.Err(); err != nil {
		return nil, d.fault("reading the walker designs", err)
	}
	return out, nil
}

// Walker returns the stored design named ref (its name, its unit type id
// "walker:NAME", or its row id as a number); ErrNoDesign, listing the
// designs there are, when none is.
func (d *DB) Walker(ref string) (WalkerDesign, error) {
	all, err := d.Walkers()
	if err != nil {
		return WalkerDesign{}, err
	}
	want := engine.DesignID(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(ref)), engine.DesignIDPrefix()))
	n, numErr := strconv.ParseInt(strings.TrimPrefix(strings.ToLower(ref), engine.DesignIDPrefix()), 10, 64)
	names := make([]string, len(all))
	for i, w := range all {
		if w.TypeID() == want || numErr == nil && w.ID == n {
			return w, nil
		}
		names[i] = fmt.Sprintf("%s (%d)", w.Design.DesignName(), w.ID)
	}
	if len(names) == 0 {
		return WalkerDesign{}, newError(ErrNoDesign, nil, "db: there is no walker design %q in %s, nor any yet: save one with \"ogretable walker save\"", ref, d.path)
	}
	return WalkerDesign{}, newError(ErrNoDesign, nil, "db: there is no walker design %q in %s; the designs are %s", ref, d.path, strings.Join(names, ", "))
}

// DeleteWalker deletes the stored design named ref (as Walker finds it), in
// one transaction. Games that fielded it keep their record of it. A
// damaged file is refused as SaveWalkers refuses it.
func (d *DB) DeleteWalker(ref string) (WalkerDesign, error) {
	if d.w == nil {
		return WalkerDesign{}, d.readOnlyError()
	}
	w, err := d.Walker(ref)
	if err != nil {
		return WalkerDesign{}, err
	}
	tx, err := d.w.Begin()
	if err != nil {
		return WalkerDesign{}, d.fault("deleting the walker design", err)
	}
	defer tx.Rollback()
	if err := d.checkWhole(tx, "deleting the walker design"); err != nil {
		return WalkerDesign{}, err
	}
	res, err := tx.Exec(`DELETE FROM walker_designs WHERE id = ?`, w.ID)
	if err != nil {
		return WalkerDesign{}, d.fault("deleting the walker design", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return WalkerDesign{}, newError(ErrNoDesign, err, "db: the walker design %q was deleted by another program meanwhile", w.Design.DesignName())
	}
	return w, d.fault("deleting the walker design", tx.Commit())
}

// scanWalker reads one row of walkerQuery.
func (d *DB) scanWalker(row interface{ Scan(...any) error }) (WalkerDesign, error) {
	var w WalkerDesign
	var created, updated, body string
	if err := row.Scan(&w.ID, &created, &updated, &body); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return w, newError(ErrNoDesign, err, "db: the walker design was not found")
		}
		return w, d.fault("reading the walker designs", err)
	}
	var err error
	if w.Created, err = parseTime(created); err != nil {
		return w, d.corrupt(fmt.Sprintf("walker design %d has a bad creation time %q", w.ID, created), err)
	}
	if w.Updated, err = parseTime(updated); err != nil {
		return w, d.corrupt(fmt.Sprintf("walker design %d has a bad change time %q", w.ID, updated), err)
	}
	if w.Design, err = engine.DecodeDesign([]byte(body)); err != nil {
		return w, d.corrupt(fmt.Sprintf("walker design %d cannot be read", w.ID), err)
	}
	return w, nil
}
