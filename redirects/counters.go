package redirects

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/notfoundhit"
	"seoagency/ent/redirect"
)

// Counts are kept in memory and written every few seconds by the server (Flush), so
// a busy redirect or 404 costs no write per request. The counts since the last flush
// are lost if the process crashes: a few seconds of hits, which a report of visits
// can spare.

// Hits counts the requests each rule answered.
type Hits struct {
	mu     sync.Mutex
	counts map[int]int64
}

// NewHits returns an empty counter.
func NewHits() *Hits { return &Hits{counts: map[int]int64{}} }

// Add counts one hit of rule id. The map holds at most one entry per rule.
func (h *Hits) Add(id int) {
	h.mu.Lock()
	h.counts[id]++
	h.mu.Unlock()
}

// Flush adds the counts to the rules' hits column, one UPDATE per rule hit since the
// last flush. It writes with plain SQL, not through the data layer: a hit is not an
// edit (no revision, no new version, no "content changed" for every replica).
func (h *Hits) Flush(ctx context.Context, db *sql.DB, dialectName string) error {
	h.mu.Lock()
	counts := h.counts
	h.counts = map[int]int64{}
	h.mu.Unlock()
	for id, n := range counts {
		q, args := entsql.Dialect(dialectName).Update(redirect.Table).
			Add(redirect.FieldHits, n).Where(entsql.EQ(redirect.FieldID, id)).Query()
		if _, err := db.ExecContext(ctx, q, args...); err != nil {
			h.mu.Lock()
			h.counts[id] += n // tried again at the next flush
			h.mu.Unlock()
			return fmt.Errorf("counting redirect hits: %w", err)
		}
	}
	return nil
}

// Dialect names the SQL dialect of a database URL as the data layer does.
func Dialect(postgres bool) string {
	if postgres {
		return dialect.Postgres
	}
	return dialect.SQLite
}

// NotFoundBound is how many paths the 404 report keeps.
const NotFoundBound = 200

// NotFound counts the 404s of real pages between flushes. Memory and the table stay
// bounded whatever is requested: at most NotFoundBound new paths wait per flush (on
// top of the paths already in the report, which always count), and the table keeps
// the NotFoundBound most hit paths. A flood of random paths, each hit once, only
// competes with the paths hit once; a path hit more stays.
type NotFound struct {
	mu      sync.Mutex
	pending map[string]int64
	fresh   int             // pending paths not in known
	known   map[string]bool // the report's paths at the last flush
}

// NewNotFound returns an empty counter.
func NewNotFound() *NotFound { return &NotFound{pending: map[string]int64{}, known: map[string]bool{}} }

// Add counts one 404 of path (already checked to be a page's path of at most 512 bytes).
func (n *NotFound) Add(path string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if _, ok := n.pending[path]; !ok && !n.known[path] {
		if n.fresh >= NotFoundBound {
			return
		}
		n.fresh++
	}
	n.pending[path]++
}

// Flush adds the counts to the table, then deletes the rows past the bound (fewest
// hits first, the least recent of equal counts first).
func (n *NotFound) Flush(ctx context.Context, c *ent.Client) error {
	n.mu.Lock()
	pending := n.pending
	n.pending, n.fresh = map[string]int64{}, 0
	n.mu.Unlock()
	if len(pending) == 0 {
		return nil
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	now := time.Now()
	for p, k := range pending {
		err := c.NotFoundHit.Create().SetPath(p).SetCount(k).SetLastSeen(now).
			OnConflictColumns(notfoundhit.FieldPath).AddCount(k).UpdateLastSeen().Exec(ctx)
		if err != nil {
			return fmt.Errorf("counting 404s: %w", err)
		}
	}
	extra, err := c.NotFoundHit.Query().
		Order(ent.Desc(notfoundhit.FieldCount), ent.Desc(notfoundhit.FieldLastSeen), ent.Asc(notfoundhit.FieldID)).
		Offset(NotFoundBound).IDs(ctx)
	if err != nil {
		return fmt.Errorf("trimming the 404 report: %w", err)
	}
	if len(extra) > 0 {
		if _, err := c.NotFoundHit.Delete().Where(notfoundhit.IDIn(extra...)).Exec(ctx); err != nil {
			return fmt.Errorf("trimming the 404 report: %w", err)
		}
	}
	kept, err := c.NotFoundHit.Query().Select(notfoundhit.FieldPath).Strings(ctx)
	if err != nil {
		return fmt.Errorf("reading the 404 report: %w", err)
	}
	known := make(map[string]bool, len(kept))
	for _, p := range kept {
		known[p] = true
	}
	n.mu.Lock()
	n.known = known
	n.mu.Unlock()
	return nil
}

// Report is the 404 report, most hit first (admins only: the data layer's policy).
func Report(ctx context.Context, c *ent.Client) ([]*ent.NotFoundHit, error) {
	return c.NotFoundHit.Query().Order(ent.Desc(notfoundhit.FieldCount), ent.Desc(notfoundhit.FieldLastSeen)).
		Limit(NotFoundBound).All(ctx)
}
