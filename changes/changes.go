// Package changes tells the server when public content changed, so caches of it
// are dropped at once: after the write's transaction commits, in this process, and
// (through PostgreSQL's LISTEN/NOTIFY, see Listen) in every other replica.
package changes

import (
	"context"
	"sync"

	"seoagency/ent"
)

var (
	mu          sync.RWMutex
	subscribers []func()
)

// Subscribe calls f after every change of public content.
func Subscribe(f func()) {
	mu.Lock()
	defer mu.Unlock()
	subscribers = append(subscribers, f)
}

// Changed is called by the data layer after a write to public content. Inside a
// transaction, subscribers hear of it again once the transaction commits, so nothing
// read between the write and the commit stays cached.
func Changed(ctx context.Context) {
	publish()
	if tx := ent.TxFromContext(ctx); tx != nil {
		tx.OnCommit(func(next ent.Committer) ent.Committer {
			return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
				err := next.Commit(ctx, tx)
				publish()
				return err
			})
		})
	}
}

func publish() {
	mu.RLock()
	defer mu.RUnlock()
	for _, f := range subscribers {
		f()
	}
}
