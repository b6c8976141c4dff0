// Package store opens the database (PostgreSQL, or an SQLite file by default),
// migrates its schema and loads the first content.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"entgo.io/ent/dialect/sql/schema"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	atlas "ariga.io/atlas/sql/migrate"
	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/lib/pq"
	"modernc.org/sqlite"

	"seoagency/audit"
	"seoagency/config"
	"seoagency/ent"
	_ "seoagency/ent/runtime" // hooks and privacy policies of the schema
)

// Open connects to databaseURL: a postgres:// URL, or the path of an SQLite file
// (created with its folder when missing). Every statement the client sends is counted
// in totals.
func Open(ctx context.Context, databaseURL string, totals ...*Counter) (*ent.Client, *sql.DB, error) {
	return OpenWith(ctx, databaseURL, Options{Totals: totals})
}

// Options are what OpenWith takes besides the database's URL.
type Options struct {
	Totals []*Counter // each counts every statement the client sends
	// OpenDB opens the pool on the driver's connector, e.g. tracing each statement; nil: sql.OpenDB.
	OpenDB func(driver.Connector) *sql.DB
}

// OpenWith is Open with options.
func OpenWith(ctx context.Context, databaseURL string, o Options) (*ent.Client, *sql.DB, error) {
	open := func(c driver.Connector) *sql.DB {
		if o.OpenDB != nil {
			return o.OpenDB(preparedConnector{c})
		}
		return sql.OpenDB(preparedConnector{c})
	}
	var db *sql.DB
	var drv *entsql.Driver
	if config.IsPostgres(databaseURL) {
		connector, err := pq.NewConnector(inUTC(databaseURL))
		if err != nil {
			return nil, nil, fmt.Errorf("DATABASE_URL: %w", err)
		}
		db = open(connector)
		db.SetMaxOpenConns(PostgresConns)
		drv = entsql.OpenDB(dialect.Postgres, db)
	} else {
		path := sqlitePath(databaseURL)
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, nil, fmt.Errorf("DATABASE_URL: cannot create the folder of the SQLite file: %w", err)
			}
		}
		connector, err := sqlite.NewConnector(sqliteDSN(databaseURL))
		if err != nil {
			return nil, nil, fmt.Errorf("DATABASE_URL: %w", err)
		}
		db = open(connector)
		drv = entsql.OpenDB(dialect.SQLite, db)
	}
	// database/sql keeps 2 idle connections by default: a GraphQL query runs its root
	// fields at once (16 public lists, 16 statements), and each connection past 2 was
	// opened for it and closed after (a new PostgreSQL backend process; a new SQLite
	// connection that reads the schema again). Keep as many as run at once, for a while
	// after a burst.
	db.SetMaxIdleConns(maxIdleConns)
	db.SetConnMaxIdleTime(5 * time.Minute)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, nil, fmt.Errorf("cannot reach the database at DATABASE_URL: %w", err)
	}
	client := ent.NewClient(ent.Driver(counting(drv, o.Totals)))
	client.Use(audit.Hook) // every staff write is audited in its own transaction, whatever made it
	return client, db, nil
}

// inUTC is a PostgreSQL URL whose sessions are in UTC: every time read is then in UTC,
// whatever the server's or the role's TimeZone, as the SQL a query of public lists is
// compiled into writes it (graph/onesql.go).
func inUTC(databaseURL string) string {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return databaseURL // pq.NewConnector says what is wrong with it
	}
	q := u.Query()
	q.Set("timezone", "UTC")
	u.RawQuery = q.Encode()
	return u.String()
}

// PostgresConns is the size of the pool of PostgreSQL connections.
const PostgresConns = 20

// maxIdleConns is how many connections stay open between requests: PostgreSQL's whole
// pool, and as many SQLite connections.
const maxIdleConns = PostgresConns

func sqlitePath(databaseURL string) string {
	return strings.TrimPrefix(strings.TrimPrefix(databaseURL, "sqlite://"), "file:")
}

// sqliteDSN is how every connection to the SQLite file is opened: one writer at a
// time with a wait instead of "database is locked"; WAL lets readers go on.
func sqliteDSN(databaseURL string) string {
	return "file:" + sqlitePath(databaseURL) + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_txlock=immediate"
}

// Migrate brings the schema up to date. An index the schema no longer has is dropped: a
// field that became unique among live rows only must lose its old unique index.
func Migrate(ctx context.Context, c *ent.Client) error {
	if err := c.Schema.Create(ctx, schema.WithDropIndex(true), schema.WithApplyHook(withTrigram)); err != nil {
		return fmt.Errorf("migrating the database schema: %w", err)
	}
	return nil
}

// withTrigram creates pg_trgm before a plan that builds indexes with its operator class
// (PostgreSQL's text search indexes, ent/schema trigram): the versioned migration does the same.
func withTrigram(next schema.Applier) schema.Applier {
	return schema.ApplyFunc(func(ctx context.Context, conn dialect.ExecQuerier, plan *atlas.Plan) error {
		for _, ch := range plan.Changes {
			if strings.Contains(ch.Cmd, "gin_trgm_ops") {
				if err := conn.Exec(ctx, "CREATE EXTENSION IF NOT EXISTS pg_trgm", []any{}, nil); err != nil {
					return fmt.Errorf("creating the pg_trgm extension (PostgreSQL's contrib package is needed): %w", err)
				}
				break
			}
		}
		return next.Apply(ctx, conn, plan)
	})
}
