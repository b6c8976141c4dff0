// Package changes tells the server when public content changed, so caches of it
// are dropped at once: after the write's transaction commits, in this process, and
// (through PostgreSQL's LISTEN/NOTIFY, in the server) in every other replica.
package changes

import (
	"context"
	"sync"

	"seoagency/ent"
)

// Bus carries the changes of one server's client to that server's subscribers. It is
// made when the server is wired (New, then Hook on the client), so two servers never
// hear of each other's writes except through the database.
type Bus struct {
	mu          sync.RWMutex
	subscribers []func()
}

// New returns a bus with no subscribers.
func New() *Bus { return &Bus{} }

// Subscribe calls f after every change of public content.
func (b *Bus) Subscribe(f func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.subscribers = append(b.subscribers, f)
}

type busKey struct{}

// Hook is registered on the client (client.Use): it hands the bus to the schema's
// public-content hook (Changed) of every mutation the client runs.
func (b *Bus) Hook() ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			return next.Mutate(context.WithValue(ctx, busKey{}, b), m)
		})
	}
}

// Changed is called by the data layer after a write to public content; it tells the
// bus of the client that ran the write, if it has one. Inside a transaction,
// subscribers hear of it again once the transaction commits, so nothing read between
// the write and the commit stays cached.
func Changed(ctx context.Context) {
	b, ok := ctx.Value(busKey{}).(*Bus)
	if !ok {
		return
	}
	b.publish()
	if tx := ent.TxFromContext(ctx); tx != nil {
		tx.OnCommit(func(next ent.Committer) ent.Committer {
			return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
				err := next.Commit(ctx, tx)
				b.publish()
				return err
			})
		})
	}
}

func (b *Bus) publish() {
	b.mu.RLock()
	defer b.mu.RUnlock()
	for _, f := range b.subscribers {
		f()
	}
}
