// Package changes tells the server when public content changed, so caches of it
// are dropped at once: after the write's transaction commits, in this process, and
// (through PostgreSQL's LISTEN/NOTIFY, in the server) in every other replica.
package changes

import (
	"context"
	"sync"

	"seoagency/ent"
)

// Bus carries the changes of one client to its subscribers. It is made with the client
// (Watch), before anything writes with it, so every write is heard, a job's before the
// server subscribes too; two clients never hear of each other's writes except through
// the database.
type Bus struct {
	mu          sync.RWMutex
	subscribers []func()
}

// Watch returns the bus of c, with no subscribers yet: call it when c is built, before
// anything writes with c (ent's hooks may not be added while it is in use).
func Watch(c *ent.Client) *Bus {
	b := &Bus{}
	c.Use(b.hook())
	return b
}

// Subscribe calls f after every change of public content.
func (b *Bus) Subscribe(f func()) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.subscribers = append(b.subscribers, f)
}

type busKey struct{}

// hook hands the bus to the schema's public-content hook (Changed) of every mutation
// the client runs.
func (b *Bus) hook() ent.Hook {
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
