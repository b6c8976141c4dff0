package store

import (
	"context"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// statements counts every statement the server sends (queries, writes, transaction
// begin and end), for /metrics and for tests that bound the statements of a request.
var statements atomic.Int64

// Statements is the number of statements sent since the process started.
func Statements() int64 { return statements.Load() }

type counterKey struct{}

// WithStatementCounter returns a context whose statements are also counted in n.
func WithStatementCounter(ctx context.Context) (context.Context, *atomic.Int64) {
	n := new(atomic.Int64)
	return context.WithValue(ctx, counterKey{}, n), n
}

func counting(d dialect.Driver) dialect.Driver {
	return dialect.DebugWithContext(d, func(ctx context.Context, _ ...any) {
		statements.Add(1)
		if n, ok := ctx.Value(counterKey{}).(*atomic.Int64); ok {
			n.Add(1)
		}
	})
}
