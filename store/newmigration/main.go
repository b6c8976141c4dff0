// Command newmigration writes the next versioned migration of the PostgreSQL schema
// into ent/migrate/migrations: the SQL that takes a database from the last migration
// to what ent/schema describes. It replays the existing files on a scratch database.
//
//	go run ./store/newmigration NAME
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"strings"
	"time"

	atlas "ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql/schema"
	_ "github.com/lib/pq"

	"seoagency/ent/migrate"
	"seoagency/testdb"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: go run ./store/newmigration NAME")
	}
	ctx := context.Background()
	admin, err := sql.Open("postgres", testdb.AdminURL())
	if err != nil {
		log.Fatal(err)
	}
	name := fmt.Sprintf("seo_migration_dev_%d", time.Now().UnixNano())
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		log.Fatalf("PostgreSQL at %s (TEST_POSTGRES_URL) is needed as a scratch database: %v", testdb.AdminURL(), err)
	}
	defer admin.Exec("DROP DATABASE " + name + " WITH (FORCE)")
	dir, err := atlas.NewLocalDir("ent/migrate/migrations")
	if err != nil {
		log.Fatal(err)
	}
	url := strings.Replace(testdb.AdminURL(), "/postgres?", "/"+name+"?", 1)
	// The diff is tried on the scratch database: the text search indexes need pg_trgm there
	// (the migration that first uses it creates it).
	scratch, err := sql.Open("postgres", url)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := scratch.Exec("CREATE EXTENSION IF NOT EXISTS pg_trgm"); err != nil {
		log.Fatal(err)
	}
	scratch.Close()
	err = migrate.NamedDiff(ctx, url, os.Args[1],
		schema.WithDir(dir),
		schema.WithMigrationMode(schema.ModeReplay),
		// A field that stops being unique (say, unique among live rows only) loses its index.
		schema.WithDropIndex(true),
		schema.WithDialect(dialect.Postgres),
		schema.WithFormatter(atlas.DefaultFormatter),
	)
	if err != nil {
		log.Fatal(err)
	}
}
