package store_test

import (
	"context"
	"testing"

	"seoagency/store"
	"seoagency/testdb"
)

// PostgreSQL keeps a connection's queries prepared too, and a query prepared before a
// migration changed the type of a column it returns still runs after it.
func TestPostgresQueriesPreparedAcrossMigrations(t *testing.T) {
	ctx := context.Background()
	_, db, err := store.Open(ctx, testdb.Postgres(t))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	if _, err := db.ExecContext(ctx, "CREATE TABLE t (id int PRIMARY KEY, name varchar(10)); INSERT INTO t VALUES (1, 'a')"); err != nil {
		t.Fatal(err)
	}
	const query = "SELECT name FROM t WHERE id = $1"
	read := func() string {
		var name string
		if err := db.QueryRowContext(ctx, query, 1).Scan(&name); err != nil {
			t.Fatalf("after the migration: %v", err)
		}
		return name
	}
	read()
	var prepared int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM pg_prepared_statements WHERE statement = $1", query).Scan(&prepared); err != nil || prepared != 1 {
		t.Fatalf("the query is prepared %d times on its connection (%v), want once", prepared, err)
	}
	if _, err := db.ExecContext(ctx, "ALTER TABLE t ALTER COLUMN name TYPE text"); err != nil {
		t.Fatal(err)
	}
	if got := read(); got != "a" {
		t.Fatalf("read %q", got)
	}
}
