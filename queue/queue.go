// Package queue is the durable job queue of background work (verifying PayPal
// notices, sending e-mail, making images' widths, periodic clean-ups): River, on the
// database connection ent uses, PostgreSQL or the embedded SQLite file. A write puts
// its job in its own transaction (InsertTx): the job exists once the write commits and
// never if it rolls back, so nothing needs sweeping up after a crash. Jobs are rows, so
// they survive restarts, run once across replicas, and are retried with back-off.
package queue

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"seoagency/ent"
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
	// PollEvery is how often an idle worker looks for new jobs: database/sql has no
	// LISTEN, and SQLite no notifications at all.
	PollEvery = time.Second
)

// Images is the queue of image processing, apart so that one process makes one
// image's widths at a time.
const Images = "images"

// Webhooks is the queue of webhook deliveries, apart so that slow endpoints (each
// attempt may wait 10 s) never hold up mails and PayPal notices, and so that many go out
// at once.
const Webhooks = "webhooks"

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

// Queue puts jobs in, in their write's transaction, and lists them for admins. It
// works none: Work starts the workers once everything they need is built.
type Queue struct {
	driver     riverdriver.Driver[*sql.Tx]
	client     *river.Client[*sql.Tx]
	middleware []rivertype.Middleware
}

// Open builds the queue on db, the connection pool ent uses (store.Open), and creates
// or updates River's tables when migrate is set (development, tests, `server migrate`);
// otherwise it refuses to start while River's migrations are pending. The middleware
// (traces) wraps each job inserted and worked.
func Open(ctx context.Context, db *sql.DB, postgres, migrate bool, middleware ...rivertype.Middleware) (*Queue, error) {
	var driver riverdriver.Driver[*sql.Tx] = riversqlite.New(db)
	if postgres {
		driver = riverdatabasesql.New(db)
	}
	if err := migrateTables(ctx, driver, migrate); err != nil {
		return nil, err
	}
	c, err := river.NewClient(driver, config(middleware))
	if err != nil {
		return nil, err
	}
	return &Queue{driver: driver, client: c, middleware: middleware}, nil
}

// config is what the inserting and the working clients share.
func config(middleware []rivertype.Middleware) *river.Config {
	return &river.Config{
		Middleware:           middleware,
		JobTimeout:           JobTimeout,
		RescueStuckJobsAfter: RescueAfter,
		MaxAttempts:          MaxAttempts,
		RetryPolicy:          retryPolicy{},
		// Failed jobs stay visible to admins (and retryable) for a month.
		DiscardedJobRetentionPeriod: 30 * 24 * time.Hour,
		Logger:                      slog.New(warnOnly{slog.Default().Handler()}),
		ErrorHandler:                logErrors{},
		PollOnly:                    true,
		FetchPollInterval:           PollEvery,
	}
}

// ErrNoTx: a job goes in with the write that caused it, or not at all.
var ErrNoTx = errors.New("queue: a job is put in the transaction of its write (ent.WithTx)")

// InsertTx puts a job in c's transaction: it can run once that commits, and vanishes
// with it if it rolls back. A job already waiting with the same unique arguments is
// not added twice.
func (q *Queue) InsertTx(ctx context.Context, c *ent.Client, args river.JobArgs) error {
	_, err := q.InsertUniqueTx(ctx, c, args)
	return err
}

// InsertUniqueTx is InsertTx that reports whether the job went in: false when one with
// the same unique arguments is waiting already.
func (q *Queue) InsertUniqueTx(ctx context.Context, c *ent.Client, args river.JobArgs) (bool, error) {
	tx := c.SQLTx()
	if tx == nil {
		return false, ErrNoTx
	}
	res, err := q.client.InsertTx(ctx, tx, args, nil)
	if err != nil {
		return false, err
	}
	return !res.UniqueSkippedAsDuplicate, nil
}

// Work is what a process works: its workers and its periodic jobs.
type Work struct {
	Workers  *river.Workers
	Periodic []*river.PeriodicJob
}

// Runner works the queue until stopped.
type Runner struct{ client *river.Client[*sql.Tx] }

// Work starts working the queue in the background, with ctx's values; Stop ends it.
func (q *Queue) Work(ctx context.Context, w Work) (*Runner, error) {
	cfg := config(q.middleware)
	cfg.Workers = w.Workers
	cfg.PeriodicJobs = w.Periodic
	// Four jobs of the default queue at once per process.
	cfg.Queues = map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: 4},
		// One image at a time: a large one takes a few hundred MiB while its widths are made.
		Images: {MaxWorkers: 1},
		// Deliveries mostly wait on the network.
		Webhooks: {MaxWorkers: 16}}
	c, err := river.NewClient(q.driver, cfg)
	if err != nil {
		return nil, err
	}
	if err := c.Start(ctx); err != nil {
		return nil, fmt.Errorf("starting the job queue: %w", err)
	}
	return &Runner{client: c}, nil
}

// Stop lets the jobs under way finish, until ctx ends; the rest wait in the database.
func (r *Runner) Stop(ctx context.Context) error { return r.client.Stop(ctx) }

func migrateTables(ctx context.Context, driver riverdriver.Driver[*sql.Tx], apply bool) error {
	m, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(warnOnly{slog.Default().Handler()})})
	if err != nil {
		return err
	}
	if apply {
		if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
			return fmt.Errorf("migrating the job queue's tables: %w", err)
		}
		return nil
	}
	res, err := m.Validate(ctx, nil)
	if err != nil {
		return fmt.Errorf("checking the job queue's tables: %w", err)
	}
	if !res.OK {
		return fmt.Errorf("the job queue's tables are not up to date (%v): run `server migrate` first", res.Messages)
	}
	return nil
}

// Migrate brings River's tables up to date on db (`server migrate`).
func Migrate(ctx context.Context, db *sql.DB, postgres bool) error {
	_, err := Open(ctx, db, postgres, true)
	return err
}

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

// Sweep is the worker of a periodic job that deletes what is past its time: sweep
// deletes it as of now and says how many rows went, which is logged.
func Sweep[A river.JobArgs](client *ent.Client, sweep func(context.Context, *ent.Client, time.Time) (int, error)) river.Worker[A] {
	return river.WorkFunc(func(ctx context.Context, job *river.Job[A]) error {
		n, err := sweep(ctx, client, time.Now())
		if n > 0 {
			slog.InfoContext(ctx, "swept", "job", job.Kind, "rows", n)
		}
		return err
	})
}

// Chore is the worker of a periodic job that needs nothing but the database: it runs fn.
func Chore[A river.JobArgs](client *ent.Client, fn func(context.Context, *ent.Client) error) river.Worker[A] {
	return river.WorkFunc(func(ctx context.Context, _ *river.Job[A]) error { return fn(ctx, client) })
}
