package vitals

import (
	"context"
	"log/slog"
	"time"

	"seoagency/ent"
)

// PruneArgs is the hourly job that deletes the days of counts past the retention.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "web_vitals_prune" }

// PruneNow runs Prune: PruneArgs' work.
func PruneNow(ctx context.Context, c *ent.Client) error {
	n, err := Prune(ctx, c, time.Now())
	if n > 0 {
		slog.InfoContext(ctx, "old web vitals deleted", "rows", n)
	}
	return err
}
