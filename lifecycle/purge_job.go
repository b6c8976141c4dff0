package lifecycle

import (
	"context"
	"log/slog"
	"time"

	"seoagency/ent"
)

// PurgeArgs is the hourly job that empties the trash of what is past its time.
type PurgeArgs struct{}

func (PurgeArgs) Kind() string { return "trash_purge" }

// PurgeDue runs Purge until nothing more is due (Purge takes 500 at a time): PurgeArgs' work.
func PurgeDue(ctx context.Context, c *ent.Client) error {
	now := time.Now()
	for {
		n, err := Purge(ctx, c, now)
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
