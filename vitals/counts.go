package vitals

import (
	"context"
	"fmt"
	"sync"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/webvitalcount"
)

// Counts are kept in memory and added to the database every few seconds by the server
// (Flush), so a beacon costs no write. A crash loses the counts since the last flush:
// a few seconds of samples, which percentiles over days can spare.

// key is one row of the histogram: a bucket of a metric of a page on a day (UTC).
type key struct {
	day    time.Time
	page   string
	metric string
	bucket int16
}

// Counts are the samples counted since the last flush. Only checked beacons reach it,
// so it holds at most pages × metrics × buckets entries a day, whatever is sent.
type Counts struct {
	mu     sync.Mutex
	counts map[key]int64
}

// NewCounts returns empty counts.
func NewCounts() *Counts { return &Counts{counts: map[key]int64{}} }

// Day is the day (midnight UTC) a sample taken at t is counted in.
func Day(t time.Time) time.Time { return t.UTC().Truncate(24 * time.Hour) }

// Add counts a checked beacon (Decode) received at now.
func (c *Counts) Add(b Beacon, now time.Time) {
	day := Day(now)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range b.Samples {
		m, _ := MetricNamed(s.Metric)
		c.counts[key{day: day, page: b.Page, metric: s.Metric, bucket: int16(m.Bucket(s.Value))}]++
	}
}

// Pending is how many rows the next flush writes.
func (c *Counts) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.counts)
}

// Flush adds the counts to the table in one transaction (each row an upsert that adds
// its count), so a failed flush writes nothing and keeps its counts for the next.
func (c *Counts) Flush(ctx context.Context, client *ent.Client) error {
	c.mu.Lock()
	pending := c.counts
	c.counts = map[key]int64{}
	c.mu.Unlock()
	if len(pending) == 0 {
		return nil
	}
	if err := write(privacy.DecisionContext(ctx, privacy.Allow), client, pending); err != nil {
		c.mu.Lock()
		for k, n := range pending {
			c.counts[k] += n // tried again at the next flush
		}
		c.mu.Unlock()
		return fmt.Errorf("counting web vitals: %w", err)
	}
	return nil
}

func write(ctx context.Context, client *ent.Client, pending map[key]int64) error {
	return ent.WithTx(ctx, client, func(ctx context.Context, c *ent.Client) error {
		for k, n := range pending {
			err := c.WebVitalCount.Create().SetDay(k.day).SetPage(k.page).SetMetric(webvitalcount.Metric(k.metric)).
				SetBucket(k.bucket).SetCount(n).
				OnConflictColumns(webvitalcount.FieldDay, webvitalcount.FieldPage, webvitalcount.FieldMetric, webvitalcount.FieldBucket).
				AddCount(n).Exec(ctx)
			if err != nil {
				return err
			}
		}
		return nil
	})
}

// RetentionDays is how many days of counts are kept, today included: the report reads
// at most this far back.
const RetentionDays = 90

// PruneArgs is the hourly job that deletes the days of counts past the retention (Prune).
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "web_vitals_prune" }

// Prune deletes the days past the retention, counted from now; it returns the rows deleted.
func Prune(ctx context.Context, client *ent.Client, now time.Time) (int, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return client.WebVitalCount.Delete().Where(webvitalcount.DayLT(Day(now).AddDate(0, 0, 1-RetentionDays))).Exec(ctx)
}
