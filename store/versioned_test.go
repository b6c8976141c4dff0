package store_test

import (
	"context"
	"database/sql"
	"io/fs"
	"strings"
	"testing"

	atlas "ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql/schema"

	"seoagency"
	"seoagency/ent/migrate"
	"seoagency/store"
	"seoagency/testdb"
)

// TestVersionedMigrations applies the migration files to a fresh database (once:
// a second run applies nothing) and checks that they are current: planning the
// schema of ent/schema over them yields no new migration.
func TestVersionedMigrations(t *testing.T) {
	ctx := context.Background()
	url := testdb.Postgres(t)
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	pending, err := store.Pending(ctx, db)
	if err != nil || len(pending) == 0 {
		t.Fatalf("pending on a fresh database: %v %v", pending, err)
	}
	applied, err := store.MigrateVersioned(ctx, db)
	if err != nil || len(applied) != len(pending) {
		t.Fatalf("applied %v: %v", applied, err)
	}
	if again, err := store.MigrateVersioned(ctx, db); err != nil || len(again) != 0 {
		t.Fatalf("second run applied %v: %v", again, err)
	}
	// The migrated database works: the seed goes in.
	c, _ := testdb.Open(t, url) // auto-migration on top must find nothing to do
	testdb.Seed(t, c)

	// The check itself can see a difference: from no migrations it plans one.
	// (The plan is tried on a fresh database, which needs pg_trgm for the search indexes.)
	empty := &atlas.MemDir{}
	fresh := testdb.Postgres(t)
	if fdb, err := sql.Open("postgres", fresh); err != nil {
		t.Fatal(err)
	} else if _, err := fdb.Exec("CREATE EXTENSION pg_trgm"); err != nil {
		t.Fatal(err)
	} else {
		fdb.Close()
	}
	if err := migrate.NamedDiff(ctx, fresh, "all", schema.WithDir(empty), schema.WithMigrationMode(schema.ModeReplay),
		schema.WithDialect(dialect.Postgres), schema.WithFormatter(atlas.DefaultFormatter)); err != nil {
		t.Fatal(err)
	}
	if files, _ := empty.Files(); len(files) != 1 {
		t.Fatalf("planning from nothing wrote %d files", len(files))
	}

	mem := &atlas.MemDir{}
	entries, _ := fs.ReadDir(seoagency.Migrations, "ent/migrate/migrations")
	for _, e := range entries {
		b, _ := fs.ReadFile(seoagency.Migrations, "ent/migrate/migrations/"+e.Name())
		_ = mem.WriteFile(e.Name(), b)
	}
	files, _ := mem.Files()
	before := len(files)
	err = migrate.NamedDiff(ctx, testdb.Postgres(t), "check", schema.WithDir(mem), schema.WithMigrationMode(schema.ModeReplay),
		schema.WithDialect(dialect.Postgres), schema.WithFormatter(atlas.DefaultFormatter))
	if err != nil {
		t.Fatal(err)
	}
	if files, _ := mem.Files(); len(files) != before {
		t.Fatalf("the migrations are stale: run `go run ./store/newmigration NAME` and commit it; missing:\n%s",
			strings.TrimSpace(string(files[len(files)-1].Bytes())))
	}
}
