package store

import (
	"context"
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

func counting(d dialect.Driver, totals []*Counter) dialect.Driver {
	return dialect.DebugWithContext(d, func(ctx context.Context, _ ...any) {
		for _, c := range totals {
			c.n.Add(1)
		}
		if n, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
			n.Add(1)
		}
	})
}
