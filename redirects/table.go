package redirects

import (
	"context"
	"log/slog"
	"sort"
	"sync"
	"sync/atomic"

	"entgo.io/ent/privacy"

	"seoagency/ent"
)

// Table is a server's copy of the live rules, read again from the database on the
// first request after a change of public content (Changed), so a saved rule applies
// at once on every replica (the server hears of other replicas' changes too).
type Table struct {
	client *ent.Client
	site   *Site
	gen    atomic.Uint64 // bumped by Changed
	mu     sync.Mutex    // one reload at a time
	cur    atomic.Pointer[snapshot]
}

type snapshot struct {
	gen      uint64
	exact    map[string]*Rule
	prefixes []*Rule // longest first: the most specific folder wins
}

// NewTable reads the rules of client when first asked, on site: a rule that takes a
// path the server answers itself is left out.
func NewTable(client *ent.Client, site *Site) *Table {
	t := &Table{client: client, site: site}
	t.gen.Store(1)
	return t
}

// Changed marks the copy out of date. It may be called inside the write's
// transaction (before the rows are visible): it is called again after the commit.
func (t *Table) Changed() { t.gen.Add(1) }

func (t *Table) rules(ctx context.Context) *snapshot {
	want := t.gen.Load()
	if s := t.cur.Load(); s != nil && s.gen == want {
		return s
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	want = t.gen.Load()
	if s := t.cur.Load(); s != nil && s.gen == want {
		return s
	}
	rules, err := live(privacy.DecisionContext(ctx, privacy.Allow), t.site, t.client)
	if err != nil {
		// The site answers without the rules rather than not at all; the next request tries again.
		slog.WarnContext(ctx, "reading the redirects failed", "err", err)
		if s := t.cur.Load(); s != nil {
			return s
		}
		return &snapshot{}
	}
	s := &snapshot{gen: want, exact: map[string]*Rule{}}
	for _, r := range rules {
		if r.prefix {
			s.prefixes = append(s.prefixes, r)
		} else {
			s.exact[r.base] = r
		}
	}
	sort.Slice(s.prefixes, func(i, j int) bool { return len(s.prefixes[i].base) > len(s.prefixes[j].base) })
	t.cur.Store(s)
	return s
}

// Match finds the rule of a request's path (an exact rule before a folder's) and
// where it sends the visitor, keeping the request's query; "" for a 410.
func (t *Table) Match(ctx context.Context, path, rawQuery string) (*Rule, string) {
	s := t.rules(ctx)
	p := RequestPath(path)
	r := s.exact[p]
	for i := 0; r == nil && i < len(s.prefixes); i++ {
		if s.prefixes[i].covers(p) {
			r = s.prefixes[i]
		}
	}
	if r == nil {
		return nil, ""
	}
	if r.gone {
		return r, ""
	}
	return r, r.target(p, rawQuery)
}

// Redirected reports whether a path answers with a redirect or 410 (the sitemap leaves it out).
func (t *Table) Redirected(ctx context.Context, path string) bool {
	r, _ := t.Match(ctx, path, "")
	return r != nil
}
