// Package testdb gives each test a fresh, migrated database: a new PostgreSQL
// database (dropped afterwards) or a new SQLite file.
package testdb

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"entgo.io/ent/privacy"
	_ "github.com/lib/pq"

	"seoagency/config"
	"seoagency/ent"
	"seoagency/queue"
	"seoagency/store"
)

// System is the context of the server's own work (seeding, jobs, checks), which ent's
// privacy rules allow; a test that sets up or inspects rows starts from it.
func System() context.Context { return privacy.DecisionContext(context.Background(), privacy.Allow) }

// AdminURL is the PostgreSQL server the tests create databases on: TEST_POSTGRES_URL,
// or the local server of these machines.
func AdminURL() string {
	if u := os.Getenv("TEST_POSTGRES_URL"); u != "" {
		return u
	}
	return "postgres://root@127.0.0.1:5432/postgres?sslmode=disable"
}

// Postgres creates a fresh database and returns its URL; it is dropped when t ends.
func Postgres(t testing.TB) string {
	t.Helper()
	admin, err := sql.Open("postgres", AdminURL())
	if err != nil {
		t.Fatalf("PostgreSQL: %v", err)
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "seo_test_" + hex.EncodeToString(b)
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		admin.Close()
		t.Fatalf("PostgreSQL at %s is needed for the tests (set TEST_POSTGRES_URL to use another): %v", AdminURL(), err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
		admin.Close()
	})
	u, _ := url.Parse(AdminURL())
	u.Path = "/" + name
	return u.String()
}

// SQLite returns the path of a new SQLite file in t's temporary folder.
func SQLite(t testing.TB) string { return filepath.Join(t.TempDir(), "test.db") }

// Open opens and migrates the database at databaseURL, closed when t ends.
func Open(t testing.TB, databaseURL string) (*ent.Client, *sql.DB) {
	t.Helper()
	c, db, err := store.Open(context.Background(), databaseURL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if err := store.Migrate(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	return c, db
}

// Seed puts the site's first content in c, as every start does (store.Seed).
func Seed(t testing.TB, c *ent.Client) {
	t.Helper()
	if err := store.Seed(System(), c); err != nil {
		t.Fatal(err)
	}
}

// Queue builds the job queue on db, the pool of the client opened on databaseURL,
// creating River's tables; tests run the jobs they mean to, or Work it.
func Queue(t testing.TB, databaseURL string, db *sql.DB) *queue.Queue {
	t.Helper()
	q, err := queue.Open(context.Background(), db, config.IsPostgres(databaseURL), true)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// Work works q until t ends.
func Work(t testing.TB, q *queue.Queue, w queue.Work) {
	t.Helper()
	r, err := q.Work(context.Background(), w)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Stop(context.Background()) })
}

// Jobs counts the jobs of kind that q sees: a database, or a transaction (which sees
// its own uncommitted ones).
func Jobs(t testing.TB, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, kind string) int {
	t.Helper()
	var n int
	if err := q.QueryRowContext(context.Background(), "SELECT count(*) FROM river_job WHERE kind = $1", kind).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// Each runs fn on a fresh PostgreSQL database and on a fresh SQLite file.
func Each(t *testing.T, fn func(t *testing.T, c *ent.Client)) {
	EachURL(t, func(t *testing.T, url string) {
		c, _ := Open(t, url)
		fn(t, c)
	})
}

// EachURL runs fn as a subtest on a fresh PostgreSQL database and on a fresh SQLite
// file, given its URL (the database is not opened).
func EachURL(t *testing.T, fn func(t *testing.T, url string)) {
	for _, db := range []struct {
		name string
		url  func(testing.TB) string
	}{{"postgres", Postgres}, {"sqlite", SQLite}} {
		t.Run(db.name, func(t *testing.T) { fn(t, db.url(t)) })
	}
}
