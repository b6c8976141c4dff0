package lifecycle

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
)

// PurgeArgs is the hourly job that empties the trash of what is past its time.
type PurgeArgs struct{}

func (PurgeArgs) Kind() string { return "trash_purge" }

// PurgeWorker runs Purge until nothing more is due (Purge takes 500 at a time).
type PurgeWorker struct {
	river.WorkerDefaults[PurgeArgs]
	Client *ent.Client
}

func (w *PurgeWorker) Work(ctx context.Context, _ *river.Job[PurgeArgs]) error {
	now := time.Now()
	for {
		n, err := Purge(ctx, w.Client, now)
		if err != nil {
			return err
		}
		if n > 0 {
			slog.Info("trash purged", "records", n)
		}
		if n < 500 {
			return nil
		}
	}
}
