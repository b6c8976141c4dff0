package queue_test

import (
	"context"
	"database/sql"
	"errors"
	"testing"

	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"

	"seoagency/config"
	"seoagency/ent"
	"seoagency/queue"
	"seoagency/testdb"
)

type probeArgs struct {
	N int `json:"n"`
}

func (probeArgs) Kind() string { return "queue_probe" }

// eachDB runs fn on a fresh PostgreSQL database and a fresh SQLite file.
func eachDB(t *testing.T, fn func(t *testing.T, url string, c *ent.Client, db *sql.DB)) {
	for name, url := range map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite} {
		t.Run(name, func(t *testing.T) {
			u := url(t)
			c, db := testdb.Open(t, u)
			fn(t, u, c, db)
		})
	}
}

// TestJobsCommitWithTheirWrite: a job put in a transaction that rolls back does not
// exist; one put in a transaction that commits exists from that commit on, and not a
// moment before; a job without a transaction is refused.
func TestJobsCommitWithTheirWrite(t *testing.T) {
	eachDB(t, func(t *testing.T, url string, c *ent.Client, db *sql.DB) {
		ctx := context.Background()
		q := testdb.Queue(t, url, db)
		refused := errors.New("refused")
		if err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if err := q.InsertTx(ctx, c, probeArgs{N: 1}); err != nil {
				return err
			}
			return refused
		}); !errors.Is(err, refused) {
			t.Fatal(err)
		}
		if n := testdb.Jobs(t, db, "queue_probe"); n != 0 {
			t.Fatalf("a rolled-back transaction left %d jobs", n)
		}
		if err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if err := q.InsertTx(ctx, c, probeArgs{N: 2}); err != nil {
				return err
			}
			if n := testdb.Jobs(t, c.SQLTx(), "queue_probe"); n != 1 {
				t.Errorf("inside its transaction %d jobs, want 1", n)
			}
			if n := testdb.Jobs(t, db, "queue_probe"); n != 0 {
				t.Errorf("the job is seen before its commit (%d)", n)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if n := testdb.Jobs(t, db, "queue_probe"); n != 1 {
			t.Fatalf("after the commit %d jobs, want 1", n)
		}
		if err := q.InsertTx(ctx, c, probeArgs{N: 3}); !errors.Is(err, queue.ErrNoTx) {
			t.Fatalf("a job outside a transaction: %v, want ErrNoTx", err)
		}
	})
}

// TestUpgradeFromRiver031: a database whose queue River v0.31 made (migration 6 of
// both lines) is refused until migrated, then upgrades keeping its waiting jobs.
func TestUpgradeFromRiver031(t *testing.T) {
	eachDB(t, func(t *testing.T, url string, c *ent.Client, db *sql.DB) {
		ctx := context.Background()
		postgres := config.IsPostgres(url)
		var driver riverdriver.Driver[*sql.Tx] = riversqlite.New(db)
		if postgres {
			driver = riverdatabasesql.New(db)
		}
		m, err := rivermigrate.New(driver, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, &rivermigrate.MigrateOpts{TargetVersion: 6}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.Exec(`INSERT INTO river_job (kind, args, max_attempts, state) VALUES ('queue_probe', '{"n":7}', 5, 'available')`); err != nil {
			t.Fatal(err)
		}
		if _, err := queue.Open(ctx, db, postgres, false); err == nil {
			t.Fatal("a queue with pending migrations opened without migrating")
		}
		if err := queue.Migrate(ctx, db, postgres); err != nil {
			t.Fatal(err)
		}
		q, err := queue.Open(ctx, db, postgres, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			return q.InsertTx(ctx, c, probeArgs{N: 8})
		}); err != nil {
			t.Fatal(err)
		}
		if n := testdb.Jobs(t, db, "queue_probe"); n != 2 {
			t.Fatalf("%d jobs after the upgrade, want the old one and a new one", n)
		}
	})
}
