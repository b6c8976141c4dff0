package ratelimit

import (
	"context"
	"time"

	"seoagency/ent"
)

// WithinAt is Within at a time the test chooses.
func WithinAt(ctx context.Context, c *ent.Client, client string, now time.Time, rules ...Rule) (bool, time.Duration) {
	return within(ctx, c, client, now, rules)
}
