package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/lib/pq"
)

// Both databases parse and plan every query they are sent, and ent sends the same few
// hundred texts (a list's SELECT differs only in its arguments). On SQLite that was 15%
// of the CPU of a GraphQL request for the public lists, in a profile; on PostgreSQL,
// planning the one statement of a compiled public query (graph/onesql.go) costs more
// than running it (2.6 ms against 0.5 ms prepared, in pgbench). So each connection keeps
// the queries it ran prepared, the most recent preparedPerConn of them: a page's lists,
// with room to spare. Each costs the database a few KB per connection (128 added 3 to
// 6 MiB to the bench's peak RSS on SQLite). Statements run by Exec are not kept (most
// writes, and scripts such as a migration).
const preparedPerConn = 32

// preparedConnector opens connections that keep their queries prepared.
type preparedConnector struct{ driver.Connector }

// poolConn is what database/sql uses of a driver's connection (modernc.org/sqlite's,
// lib/pq's); a wrapper that dropped one of these would change how the pool behaves
// (transactions' lock mode, session checks), so Connect insists on all of them.
type poolConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

func (c preparedConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	pc, ok := conn.(poolConn)
	if !ok {
		conn.Close()
		return nil, fmt.Errorf("store: the database driver's connection (%T) lacks a method database/sql uses", conn)
	}
	p := &preparedConn{poolConn: pc}
	// An evicted statement is closed once no rows read from it: database/sql holds a
	// connection until its rows are closed, so in practice at once.
	p.stmts, _ = simplelru.NewLRU(preparedPerConn, func(_ string, s *preparedStmt) {
		s.evicted = true
		if !s.busy {
			s.stmt.Close()
		}
	})
	return p, nil
}

// preparedConn is used by one goroutine at a time (database/sql's contract for a
// driver connection), so its cache needs no lock.
type preparedConn struct {
	poolConn
	stmts *simplelru.LRU[string, *preparedStmt]
}

type preparedStmt struct {
	stmt interface {
		driver.Stmt
		driver.StmtQueryContext
	}
	busy    bool // rows from it are open: a second run would reset them
	evicted bool
}

// QueryContext runs query from its prepared statement, preparing it the first time.
// While rows of the same text are still open on this connection (a transaction that
// reads inside a loop of reads), the query runs unprepared, as before.
func (c *preparedConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	s, ok := c.stmts.Get(query)
	if !ok {
		ds, err := c.PrepareContext(ctx, query)
		if err != nil {
			return nil, err
		}
		sq, ok := ds.(interface {
			driver.Stmt
			driver.StmtQueryContext
		})
		if !ok {
			ds.Close()
			return c.poolConn.QueryContext(ctx, query, args)
		}
		s = &preparedStmt{stmt: sq}
		c.stmts.Add(query, s)
	}
	if s.busy {
		return c.poolConn.QueryContext(ctx, query, args)
	}
	rows, err := s.stmt.QueryContext(ctx, args)
	if err != nil {
		c.stmts.Remove(query) // prepared again next time
		if replanned(err) {
			return c.poolConn.QueryContext(ctx, query, args)
		}
		return nil, err
	}
	s.busy = true
	return &preparedRows{Rows: rows, stmt: s}, nil
}

// replanned: PostgreSQL refused a statement prepared before a migration changed the
// types of the columns it returns; prepared again, it runs.
func replanned(err error) bool {
	var pqErr *pq.Error
	return errors.As(err, &pqErr) && pqErr.Code == "0A000" && strings.Contains(pqErr.Message, "cached plan")
}

// Close closes the kept statements before the connection, which SQLite requires.
func (c *preparedConn) Close() error {
	c.stmts.Purge()
	return c.poolConn.Close()
}

// preparedRows gives its statement back when closed. It passes on the column type
// methods of the driver's rows (database/sql's ColumnTypes).
type preparedRows struct {
	driver.Rows
	stmt *preparedStmt
}

func (r *preparedRows) Close() error {
	err := r.Rows.Close() // resets the statement for its next run
	r.stmt.busy = false
	if r.stmt.evicted {
		r.stmt.stmt.Close()
	}
	return err
}

func (r *preparedRows) ColumnTypeDatabaseTypeName(i int) string {
	if t, ok := r.Rows.(driver.RowsColumnTypeDatabaseTypeName); ok {
		return t.ColumnTypeDatabaseTypeName(i)
	}
	return ""
}

func (r *preparedRows) ColumnTypeLength(i int) (int64, bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypeLength); ok {
		return t.ColumnTypeLength(i)
	}
	return 0, false
}

func (r *preparedRows) ColumnTypeNullable(i int) (bool, bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypeNullable); ok {
		return t.ColumnTypeNullable(i)
	}
	return false, false
}

func (r *preparedRows) ColumnTypePrecisionScale(i int) (int64, int64, bool) {
	if t, ok := r.Rows.(driver.RowsColumnTypePrecisionScale); ok {
		return t.ColumnTypePrecisionScale(i)
	}
	return 0, 0, false
}

func (r *preparedRows) ColumnTypeScanType(i int) reflect.Type {
	if t, ok := r.Rows.(driver.RowsColumnTypeScanType); ok {
		return t.ColumnTypeScanType(i)
	}
	return reflect.TypeFor[any]()
}
