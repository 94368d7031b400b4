package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
)

// Append runs on the writer's connection as the SQLite driver gives it
// (sql.Conn.Raw), not through database/sql's transaction: database/sql
// watches each transaction, and each query read inside one, with a
// goroutine of its own, and wraps each statement in one more of its own,
// which cost a durable Append more than its checks of the log do (issue
// 31.16). The statements and the transaction are the same; only their
// bookkeeping goes.

// driverStmts are statements prepared on the writer's connection as the
// driver gives it, used only while the writer's one connection is held
// (inside sql.Conn.Raw), and closed by Close.
type driverStmts struct {
	conn  any // the driver's connection they are prepared on
	stmts map[*stmt]driver.Stmt
}

// driverStmt returns s prepared on the driver's connection dc, preparing it
// the first time. Statements prepared on another connection are dropped:
// database/sql closed that connection (it drops the writer's after a
// transaction given up, say), and the driver cannot close a statement of
// a connection closed. What was known by the data_version of that
// connection is forgotten too: a version of one connection says nothing
// of another's.
func (d *DB) driverStmt(ctx context.Context, dc any, s *stmt) (driver.Stmt, error) {
	if d.drv.conn != dc {
		if d.drv.conn != nil {
			d.mu.Lock()
			clear(d.knownEnds)
			d.wholeKnown = false
			d.mu.Unlock()
		}
		d.drv = driverStmts{conn: dc, stmts: make(map[*stmt]driver.Stmt)}
	}
	if ds, ok := d.drv.stmts[s]; ok {
		return ds, nil
	}
	p, ok := dc.(driver.ConnPrepareContext)
	if !ok {
		return nil, fmt.Errorf("db: the SQLite driver's connection (%T) cannot prepare a statement", dc)
	}
	ds, err := p.PrepareContext(ctx, s.query)
	if err != nil {
		return nil, err
	}
	d.drv.stmts[s] = ds
	return ds, nil
}

// closeDriverStmts closes the statements prepared on the writer's
// connection, as Close begins, while that connection is still the
// writer's; those of a connection that database/sql closed meanwhile are
// dropped.
func (d *DB) closeDriverStmts() error {
	if len(d.drv.stmts) == 0 || d.w == nil || d.w.Stats().OpenConnections == 0 {
		// Nothing prepared, or the connection is gone, and its
		// statements with it: a connection is not opened to look.
		d.drv = driverStmts{}
		return nil
	}
	ctx := context.Background()
	c, err := d.w.Conn(ctx)
	if err != nil {
		d.drv = driverStmts{}
		return nil
	}
	defer c.Close()
	var errs []error
	c.Raw(func(dc any) error {
		if dc == d.drv.conn {
			for _, ds := range d.drv.stmts {
				errs = append(errs, ds.Close())
			}
		}
		return nil
	})
	d.drv = driverStmts{}
	return errors.Join(errs...)
}

// driverArgs gives args, as the statements of this package take them
// (int, int64, string), to the driver.
func driverArgs(args []any) ([]driver.NamedValue, error) {
	nv := make([]driver.NamedValue, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case int:
			a = int64(v)
		case int64, string:
		default:
			return nil, fmt.Errorf("db: an argument of type %T cannot be given to SQLite", a)
		}
		nv[i] = driver.NamedValue{Ordinal: i + 1, Value: a}
	}
	return nv, nil
}

// driverCall returns s prepared on the driver's connection dc, and args
// as the driver takes them.
func (d *DB) driverCall(ctx context.Context, dc any, s *stmt, args []any) (driver.Stmt, []driver.NamedValue, error) {
	ds, err := d.driverStmt(ctx, dc, s)
	if err != nil {
		return nil, nil, err
	}
	nv, err := driverArgs(args)
	if err != nil {
		return nil, nil, err
	}
	return ds, nv, nil
}

// driverExec runs s on the driver's connection dc with args.
func (d *DB) driverExec(ctx context.Context, dc any, s *stmt, args ...any) error {
	ds, nv, err := d.driverCall(ctx, dc, s, args)
	if err != nil {
		return err
	}
	e, ok := ds.(driver.StmtExecContext)
	if !ok {
		return fmt.Errorf("db: the SQLite driver's statement (%T) cannot be run", ds)
	}
	_, err = e.ExecContext(ctx, nv)
	return err
}

// rowQuery reads into dest the one row that the statement s gives with
// args; sql.ErrNoRows when it gives none.
type rowQuery func(s *stmt, dest []any, args ...any) error

// txRow is the rowQuery of the transaction tx, on the pool that s is
// prepared on.
func txRow(tx *sql.Tx) rowQuery {
	var last *stmt
	var q *sql.Stmt
	return func(s *stmt, dest []any, args ...any) error {
		if s != last {
			var err error
			if q, err = s.in(tx); err != nil {
				return err
			}
			last = s
		}
		return q.QueryRow(args...).Scan(dest...)
	}
}

// driverRow is the rowQuery of the driver's connection dc. dest holds
// *bool, *int64 and *string only, which is all the statements it runs
// give.
func (d *DB) driverRow(ctx context.Context, dc any) rowQuery {
	return func(s *stmt, dest []any, args ...any) error {
		ds, nv, err := d.driverCall(ctx, dc, s, args)
		if err != nil {
			return err
		}
		q, ok := ds.(driver.StmtQueryContext)
		if !ok {
			return fmt.Errorf("db: the SQLite driver's statement (%T) cannot be read", ds)
		}
		rows, err := q.QueryContext(ctx, nv)
		if err != nil {
			return err
		}
		vals := make([]driver.Value, len(dest))
		err = rows.Next(vals)
		if cerr := rows.Close(); err == nil {
			err = cerr
		}
		if err == io.EOF {
			return sql.ErrNoRows
		}
		if err != nil {
			return err
		}
		for i, v := range vals {
			if err := scanValue(dest[i], v); err != nil {
				return fmt.Errorf("db: column %d of %q: %w", i+1, s.query, err)
			}
		}
		return nil
	}
}

// scanValue stores the driver's value v in dest, a *bool, *int64 or
// *string, as database/sql's Scan would.
func scanValue(dest any, v driver.Value) error {
	switch p := dest.(type) {
	case *int64:
		if n, ok := v.(int64); ok {
			*p = n
			return nil
		}
	case *bool:
		if n, ok := v.(int64); ok {
			*p = n != 0
			return nil
		}
	case *string:
		switch s := v.(type) {
		case string:
			*p = s
			return nil
		case []byte:
			*p = string(s)
			return nil
		}
	}
	return fmt.Errorf("a %T cannot be read into a %T", v, dest)
}
