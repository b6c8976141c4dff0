package vitals

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
)

// PruneArgs is the hourly job that deletes the days of counts past the retention.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "web_vitals_prune" }

// PruneWorker runs Prune.
type PruneWorker struct {
	river.WorkerDefaults[PruneArgs]
	Client *ent.Client
}

func (w *PruneWorker) Work(ctx context.Context, _ *river.Job[PruneArgs]) error {
	n, err := Prune(ctx, w.Client, time.Now())
	if n > 0 {
		slog.InfoContext(ctx, "old web vitals deleted", "rows", n)
	}
	return err
}
