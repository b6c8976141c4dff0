package store

import (
	"context"
	"database/sql"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	atlas "ariga.io/atlas/sql/migrate"

	"seoagency"
)

const migrationsDir = "ent/migrate/migrations"

// migrationFiles reads the embedded migrations and checks them against atlas.sum, so
// an edited or missing file is caught before anything runs.
func migrationFiles() ([]string, map[string]string, error) {
	mem := &atlas.MemDir{}
	entries, err := fs.ReadDir(seoagency.Migrations, migrationsDir)
	if err != nil {
		return nil, nil, err
	}
	var versions []string
	texts := map[string]string{}
	for _, e := range entries {
		b, err := fs.ReadFile(seoagency.Migrations, migrationsDir+"/"+e.Name())
		if err != nil {
			return nil, nil, err
		}
		if err := mem.WriteFile(e.Name(), b); err != nil {
			return nil, nil, err
		}
		if strings.HasSuffix(e.Name(), ".sql") {
			versions = append(versions, e.Name())
			texts[e.Name()] = string(b)
		}
	}
	if err := atlas.Validate(mem); err != nil {
		return nil, nil, fmt.Errorf("the migration files do not match atlas.sum (edited by hand?): %w", err)
	}
	sort.Strings(versions)
	return versions, texts, nil
}

const revisionsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`

// Pending lists the migrations not yet applied to a PostgreSQL database.
func Pending(ctx context.Context, db *sql.DB) ([]string, error) {
	versions, _, err := migrationFiles()
	if err != nil {
		return nil, err
	}
	if _, err := db.ExecContext(ctx, revisionsTable); err != nil {
		return nil, err
	}
	applied := map[string]bool{}
	rows, err := db.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		applied[v] = true
	}
	var pending []string
	for _, v := range versions {
		if !applied[v] {
			pending = append(pending, v)
		}
	}
	return pending, rows.Err()
}

// MigrateVersioned applies the pending migrations to a PostgreSQL database, each in
// its own transaction, holding an advisory lock so replicas never migrate at once.
func MigrateVersioned(ctx context.Context, db *sql.DB) ([]string, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(4242)"); err != nil {
		return nil, err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "SELECT pg_advisory_unlock(4242)")
	pending, err := Pending(ctx, db)
	if err != nil {
		return nil, err
	}
	_, texts, _ := migrationFiles()
	var done int
	if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations").Scan(&done); err != nil {
		return nil, err
	}
	var exists bool
	_ = conn.QueryRowContext(ctx, "SELECT to_regclass('public.banners') IS NOT NULL").Scan(&exists)
	if done == 0 && exists {
		return nil, fmt.Errorf("this database's tables were made by automatic migration (development), not by the migration files; " +
			"migrate a fresh database, or copy the data into one with pg_dump --data-only")
	}
	for _, v := range pending {
		tx, err := conn.BeginTx(ctx, nil)
		if err != nil {
			return nil, err
		}
		if _, err := tx.ExecContext(ctx, texts[v]); err != nil {
			_ = tx.Rollback()
			return nil, fmt.Errorf("migration %s: %w", v, err)
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version) VALUES ($1)", v); err != nil {
			_ = tx.Rollback()
			return nil, err
		}
		if err := tx.Commit(); err != nil {
			return nil, err
		}
	}
	return pending, nil
}
