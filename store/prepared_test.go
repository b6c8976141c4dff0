package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// oneConn opens an SQLite file through Open and hands out its only connection, so
// that what one connection keeps prepared is what the test sees.
func oneConn(t *testing.T) (*sql.DB, *sql.Conn) {
	t.Helper()
	ctx := context.Background()
	_, db, err := Open(ctx, filepath.Join(t.TempDir(), "site.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	db.SetMaxOpenConns(1)
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	if _, err := conn.ExecContext(ctx, "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t (name) VALUES ('a'), ('b'), ('c')"); err != nil {
		t.Fatal(err)
	}
	return db, conn
}

func kept(t *testing.T, conn *sql.Conn) int {
	t.Helper()
	n := -1
	if err := conn.Raw(func(dc any) error {
		p, ok := dc.(*preparedConn)
		if !ok {
			return fmt.Errorf("the connection is a %T, not a preparedConn", dc)
		}
		n = p.stmts.Len()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return n
}

func names(t *testing.T, rows *sql.Rows, err error) string {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return strings.Join(out, ",")
}

// TestPreparedQueriesAnswerAsUnprepared: a query is prepared once per connection and
// answers every later run with that run's arguments, also while rows of the same text
// are still open, after the table changed shape, after a cancelled run, and past the
// cache's bound.
func TestPreparedQueriesAnswerAsUnprepared(t *testing.T) {
	ctx := context.Background()
	_, conn := oneConn(t)
	const q = "SELECT name FROM t WHERE id >= ? ORDER BY id"
	before := kept(t, conn)
	for i, want := range []string{"a,b,c", "b,c", "c", ""} {
		rows, err := conn.QueryContext(ctx, q, i+1)
		if got := names(t, rows, err); got != want {
			t.Errorf("id >= %d: %q, want %q", i+1, got, want)
		}
	}
	if n := kept(t, conn); n != before+1 {
		t.Errorf("%d statements kept after one text ran 4 times, want %d", n, before+1)
	}

	// The same text again while its first rows are open (a read inside a loop of reads).
	outer, err := conn.QueryContext(ctx, q, 1)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for outer.Next() {
		var s string
		if err := outer.Scan(&s); err != nil {
			t.Fatal(err)
		}
		inner, err := conn.QueryContext(ctx, q, 3)
		got = append(got, s+":"+names(t, inner, err))
	}
	outer.Close()
	if strings.Join(got, " ") != "a:c b:c c:c" {
		t.Errorf("nested runs of one text: %q", got)
	}

	// A column added after the statement was prepared shows up.
	if _, err := conn.ExecContext(ctx, "ALTER TABLE t ADD COLUMN extra TEXT DEFAULT 'x'"); err != nil {
		t.Fatal(err)
	}
	rows, err := conn.QueryContext(ctx, "SELECT * FROM t WHERE id = ?", 1)
	if err != nil {
		t.Fatal(err)
	}
	if cols, _ := rows.Columns(); len(cols) != 3 {
		t.Errorf("columns after ALTER TABLE: %v", cols)
	}
	rows.Close()

	// A run whose context ends leaves the statement fit for the next.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := conn.QueryContext(cancelled, q, 1); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled run: %v", err)
	}
	if rows, err := conn.QueryContext(ctx, q, 2); names(t, rows, err) != "b,c" {
		t.Error("the run after a cancelled one answered wrong")
	}

	// A text that does not parse is refused as before and not kept.
	n := kept(t, conn)
	if _, err := conn.QueryContext(ctx, "SELECT name FROM nowhere WHERE"); err == nil {
		t.Error("a malformed query ran")
	}
	if kept(t, conn) != n {
		t.Error("a malformed query was kept")
	}

	// Past the bound, the oldest statements are closed and every query still answers.
	for i := range preparedPerConn + 20 {
		rows, err := conn.QueryContext(ctx, fmt.Sprintf("SELECT name FROM t WHERE id = ? AND %d = %d", i, i), 2)
		if got := names(t, rows, err); got != "b" {
			t.Fatalf("query %d: %q", i, got)
		}
	}
	if n := kept(t, conn); n != preparedPerConn {
		t.Errorf("%d statements kept, want the bound %d", n, preparedPerConn)
	}
	if rows, err := conn.QueryContext(ctx, q, 1); names(t, rows, err) != "a,b,c" {
		t.Error("an evicted text answered wrong when prepared again")
	}
}

// TestPreparedInsideTransactions: reads in a transaction see its own writes, and a
// rolled-back write is gone from the same prepared read afterwards.
func TestPreparedInsideTransactions(t *testing.T) {
	ctx := context.Background()
	db, conn := oneConn(t)
	conn.Close() // the transaction takes the pool's only connection
	const q = "SELECT name FROM t ORDER BY id"
	if rows, err := db.QueryContext(ctx, q); names(t, rows, err) != "a,b,c" {
		t.Fatal("before the transaction")
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO t (name) VALUES ('d')"); err != nil {
		t.Fatal(err)
	}
	if rows, err := tx.QueryContext(ctx, q); names(t, rows, err) != "a,b,c,d" {
		t.Error("the transaction does not see its own write")
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if rows, err := db.QueryContext(ctx, q); names(t, rows, err) != "a,b,c" {
		t.Error("a rolled-back write is still read")
	}
}
