package store

import (
	"context"
	"database/sql"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// Counter counts the statements (queries, writes, transaction begin and end) sent
// through the clients opened with it (Open), for /metrics. The server that owns the
// client makes it, so two servers in one process count apart.
type Counter struct{ n atomic.Int64 }

// Load is the number of statements counted so far.
func (c *Counter) Load() int64 { return c.n.Load() }

type counterKey struct{}

// WithStatementCounter returns a context whose statements are also counted in n, for
// tests that bound the statements of a request.
func WithStatementCounter(ctx context.Context) (context.Context, *atomic.Int64) {
	n := new(atomic.Int64)
	return context.WithValue(ctx, counterKey{}, n), n
}

// countingDriver counts each statement before it goes to the database. (ent's
// dialect.DebugDriver would do it, but it prints every statement with its arguments
// into a string first, even when nothing logs it.)
type countingDriver struct {
	dialect.Driver
	totals []*Counter
}

func counting(d dialect.Driver, totals []*Counter) dialect.Driver {
	return &countingDriver{Driver: d, totals: totals}
}

func (d *countingDriver) count(ctx context.Context) {
	for _, c := range d.totals {
		c.n.Add(1)
	}
	if n, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
		n.Add(1)
	}
}

func (d *countingDriver) Exec(ctx context.Context, query string, args, v any) error {
	d.count(ctx)
	return d.Driver.Exec(ctx, query, args, v)
}

func (d *countingDriver) Query(ctx context.Context, query string, args, v any) error {
	d.count(ctx)
	return d.Driver.Query(ctx, query, args, v)
}

func (d *countingDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	return d.BeginTx(ctx, nil)
}

// BeginTx is what ent.Client.BeginTx looks for (isolation levels, read-only).
func (d *countingDriver) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	var tx dialect.Tx
	var err error
	if b, ok := d.Driver.(interface {
		BeginTx(context.Context, *sql.TxOptions) (dialect.Tx, error)
	}); ok {
		tx, err = b.BeginTx(ctx, opts)
	} else {
		tx, err = d.Driver.Tx(ctx)
	}
	if err != nil {
		return nil, err
	}
	d.count(ctx)
	return &countingTx{Tx: tx, d: d, ctx: ctx}, nil
}

type countingTx struct {
	dialect.Tx
	d   *countingDriver
	ctx context.Context // the transaction's: its commit or rollback is counted there
}

func (t *countingTx) Exec(ctx context.Context, query string, args, v any) error {
	t.d.count(ctx)
	return t.Tx.Exec(ctx, query, args, v)
}

func (t *countingTx) Query(ctx context.Context, query string, args, v any) error {
	t.d.count(ctx)
	return t.Tx.Query(ctx, query, args, v)
}

func (t *countingTx) Commit() error {
	t.d.count(t.ctx)
	return t.Tx.Commit()
}

func (t *countingTx) Rollback() error {
	t.d.count(t.ctx)
	return t.Tx.Rollback()
}

// Unwrap is the transaction counted, for ent.Client.SQLTx.
func (t *countingTx) Unwrap() dialect.Tx { return t.Tx }
