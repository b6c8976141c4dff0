// Package queue is the durable job queue of background work (verifying PayPal
// notices, and later e-mail): River, on PostgreSQL through pgx, or on the embedded
// SQLite file through River's SQLite driver. Jobs are rows in the database, so they
// survive restarts, run once across replicas, and are retried with back-off.
package queue

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"seoagency/queue/enqueue"

	"seoagency/config"
	"seoagency/store"
)

// Settings of the queue. The retry schedule keeps a job trying for more than a day:
// PayPal's verify endpoint or the database may be down that long.
const (
	// JobTimeout bounds one run of a job; a notice's run is a PayPal call (10 s) and a transaction.
	JobTimeout = 30 * time.Second
	// RescueAfter: a job still "running" this long after it started belongs to a process
	// that died (SIGKILL, lost machine); it is run again. River's default is an hour.
	RescueAfter = time.Minute
	// MaxAttempts with Backoff's schedule adds up to about 26 hours of retries.
	MaxAttempts = 160
)

// Backoff is the wait before retry n (1-based): 1 s, 2 s, 4 s … doubling up to 10 minutes,
// with up to 10% jitter so that jobs failing together do not retry together.
func Backoff(n int) time.Duration {
	d := 10 * time.Minute
	if n <= 10 {
		d = min(d, time.Duration(1<<(n-1))*time.Second)
	}
	return d + time.Duration(rand.Int64N(int64(d)/10+1))
}

type retryPolicy struct{}

func (retryPolicy) NextRetry(job *rivertype.JobRow) time.Time {
	return time.Now().Add(Backoff(len(job.Errors) + 1))
}

// client is what the product uses of River's client, whichever database it runs on.
type client interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
	JobList(ctx context.Context, params *river.JobListParams) (*river.JobListResult, error)
	JobRetry(ctx context.Context, id int64) (*rivertype.JobRow, error)
	Start(ctx context.Context) error
	Stop(ctx context.Context) error
}

// Queue puts jobs in and, once started, works them.
type Queue struct {
	client
	close func()
}

// Options say what the queue works on.
type Options struct {
	Workers  *river.Workers // nil: only put jobs in, never work them
	Periodic []*river.PeriodicJob
	// Migrate creates or updates River's tables (development and tests); production
	// runs `server migrate` and refuses to start while River's migrations are pending.
	Migrate bool
	// MaxWorkers is how many jobs one process runs at once (default 4).
	MaxWorkers int
}

// Open connects the queue to the database of databaseURL.
func Open(ctx context.Context, databaseURL string, opts Options) (*Queue, error) {
	cfg := &river.Config{
		Queues: map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: max(opts.MaxWorkers, 4)},
			// One image at a time: a large one takes a few hundred MiB while its widths are made.
			enqueue.Images: {MaxWorkers: 1}},
		Workers:              opts.Workers,
		PeriodicJobs:         opts.Periodic,
		JobTimeout:           JobTimeout,
		RescueStuckJobsAfter: RescueAfter,
		MaxAttempts:          MaxAttempts,
		RetryPolicy:          retryPolicy{},
		// Failed jobs stay visible to admins (and retryable) for a month.
		DiscardedJobRetentionPeriod: 30 * 24 * time.Hour,
		Logger:                      slog.New(warnOnly{slog.Default().Handler()}),
		ErrorHandler:                logErrors{},
	}
	if opts.Workers == nil { // a client that only puts jobs in
		cfg.Queues = nil
	}
	if config.IsPostgres(databaseURL) {
		pool, err := pgxpool.New(ctx, databaseURL)
		if err != nil {
			return nil, fmt.Errorf("DATABASE_URL: %w", err)
		}
		driver := riverpgxv5.New(pool)
		if err := migrate(ctx, driver, opts.Migrate); err != nil {
			pool.Close()
			return nil, err
		}
		c, err := river.NewClient(driver, cfg)
		if err != nil {
			pool.Close()
			return nil, err
		}
		return &Queue{client: c, close: pool.Close}, nil
	}
	// River's SQLite driver wants one connection: SQLite has one writer at a time anyway.
	db, err := sql.Open("sqlite", store.SQLiteDSN(databaseURL))
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	db.SetMaxOpenConns(1)
	driver := riversqlite.New(db)
	if err := migrate(ctx, driver, opts.Migrate); err != nil {
		db.Close()
		return nil, err
	}
	cfg.PollOnly = true // no LISTEN/NOTIFY in SQLite: look for new jobs every second
	cfg.FetchPollInterval = time.Second
	c, err := river.NewClient(driver, cfg)
	if err != nil {
		db.Close()
		return nil, err
	}
	return &Queue{client: c, close: func() { db.Close() }}, nil
}

func migrate[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], apply bool) error {
	m, err := rivermigrate.New[TTx](driver, &rivermigrate.Config{Logger: slog.New(warnOnly{slog.Default().Handler()})})
	if err != nil {
		return err
	}
	if apply {
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
			return fmt.Errorf("migrating the job queue's tables: %w", err)
		}
		return nil
	}
	res, err := m.Validate(ctx)
	if err != nil {
		return fmt.Errorf("checking the job queue's tables: %w", err)
	}
	if !res.OK {
		return fmt.Errorf("the job queue's tables are not up to date (%v): run `server migrate` first", res.Messages)
	}
	return nil
}

// MigrateDatabase brings River's tables up to date (`server migrate`).
func MigrateDatabase(ctx context.Context, databaseURL string) error {
	q, err := Open(ctx, databaseURL, Options{Migrate: true})
	if err != nil {
		return err
	}
	q.Close()
	return nil
}

// Close releases the queue's connections; Stop the queue first if it was started.
func (q *Queue) Close() { q.close() }

// IsNotFound reports whether err says a job does not exist.
func IsNotFound(err error) bool { return errors.Is(err, rivertype.ErrNotFound) }

// logErrors logs a job's failure once, with what will happen next.
type logErrors struct{}

func (logErrors) HandleError(ctx context.Context, job *rivertype.JobRow, err error) *river.ErrorHandlerResult {
	slog.WarnContext(ctx, "job failed", "kind", job.Kind, "job", job.ID, "attempt", job.Attempt, "max_attempts", job.MaxAttempts, "err", err)
	return nil
}

func (logErrors) HandlePanic(ctx context.Context, job *rivertype.JobRow, v any, trace string) *river.ErrorHandlerResult {
	slog.ErrorContext(ctx, "job panicked", "kind", job.Kind, "job", job.ID, "panic", fmt.Sprint(v), "trace", trace)
	return nil
}

// warnOnly keeps River's routine info logs out of the server's log.
type warnOnly struct{ slog.Handler }

func (h warnOnly) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= slog.LevelWarn && h.Handler.Enabled(ctx, l)
}
