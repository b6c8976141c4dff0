// Package enqueue is how writes put jobs on the durable queue once they are committed;
// apart from package queue so that the data layer's hooks can use it.
package enqueue

import (
	"context"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"seoagency/ent"
)

// Images is the queue of image processing, apart so that one process makes one
// image's widths at a time.
const Images = "images"

// Enqueuer puts a job on the durable queue: a queue.Queue.
type Enqueuer interface {
	Insert(ctx context.Context, args river.JobArgs, opts *river.InsertOpts) (*rivertype.JobInsertResult, error)
}

// AfterCommit runs f once tx has committed (at once when tx is nil), so a job it
// queues finds what the transaction wrote. f runs with a context that outlives the
// request; a job it fails to queue is left to a sweep.
func AfterCommit(ctx context.Context, tx *ent.Tx, f func(context.Context)) {
	if tx == nil {
		f(context.WithoutCancel(ctx))
		return
	}
	tx.OnCommit(func(next ent.Committer) ent.Committer {
		return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
			err := next.Commit(ctx, tx)
			if err == nil {
				f(context.WithoutCancel(ctx))
			}
			return err
		})
	})
}
