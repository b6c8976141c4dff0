package vitals_test

import (
	"context"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"seoagency/auth"
	"seoagency/ent"
	_ "seoagency/ent/runtime"
	"seoagency/testdb"
	"seoagency/vitals"
)

var (
	admin  = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner})
	system = testdb.System()
)

// TestBuckets: Google's thresholds are bucket edges (a bucket is never half good), the
// edges increase by 15 to 21% each, and a value on a threshold rates as the better side.
func TestBuckets(t *testing.T) {
	for _, m := range vitals.Metrics() {
		edges := map[float64]bool{}
		for b := 0; b < m.Buckets(); b++ {
			lo, hi := m.Range(b)
			if hi <= lo {
				t.Fatalf("%s bucket %d: (%g, %g]", m.Name, b, lo, hi)
			}
			if b > 0 && b < m.Buckets()-1 {
				if r := hi / lo; r < 1.15 || r > 1.21 {
					t.Errorf("%s bucket %d: (%g, %g] grows by %.3f", m.Name, b, lo, hi, r)
				}
			}
			edges[hi] = true
			if m.Bucket(hi) != b || (b > 0 && m.Bucket(math.Nextafter(lo, math.Inf(1))) != b) {
				t.Errorf("%s: %g or just above %g is not in bucket %d", m.Name, hi, lo, b)
			}
		}
		if !edges[m.Good] || !edges[m.Poor] {
			t.Errorf("%s: the thresholds %g and %g are not both bucket edges", m.Name, m.Good, m.Poor)
		}
		if m.Rate(m.Good) != vitals.Good || m.Rate(math.Nextafter(m.Good, 1e9)) != vitals.NeedsImprovement ||
			m.Rate(m.Poor) != vitals.NeedsImprovement || m.Rate(math.Nextafter(m.Poor, 1e9)) != vitals.Poor {
			t.Errorf("%s: ratings at the thresholds", m.Name)
		}
		if m.Bucket(0) != 0 || m.Bucket(m.Max) != m.Buckets()-1 {
			t.Errorf("%s: 0 or Max outside the buckets", m.Name)
		}
		t.Logf("%s: %d buckets, first edge %.4g, last %.4g", m.Name, m.Buckets(), first(m), last(m))
	}
}

func first(m vitals.Metric) float64 { _, hi := m.Range(0); return hi }
func last(m vitals.Metric) float64  { lo, _ := m.Range(m.Buckets() - 1); return lo }

// TestP75AgainstBruteForce: the 75th percentile read from the buckets is within the
// width of one bucket of the brute-force one (the sample of rank ⌈0.75·n⌉ of the sorted
// samples), for every metric, several distributions and sample sizes.
func TestP75AgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 75))
	for _, m := range vitals.Metrics() {
		clip := func(v float64) float64 { return math.Min(math.Max(v, 0), m.Max) }
		dists := map[string]func() float64{
			"log-normal around good": func() float64 { return clip(m.Good * math.Exp(rng.NormFloat64()*0.6)) },
			"uniform 0 to poor×2":    func() float64 { return rng.Float64() * 2 * m.Poor },
			"exponential":            func() float64 { return clip(rng.ExpFloat64() * m.Good) },
			"two modes": func() float64 {
				return clip([]float64{m.Good / 4, m.Poor * 2}[rng.IntN(2)] * (0.9 + 0.2*rng.Float64()))
			},
			"mostly zero":       func() float64 { return []float64{0, 0, 0, m.Poor * rng.Float64()}[rng.IntN(4)] },
			"heavy tail to Max": func() float64 { return clip(m.Good / math.Pow(rng.Float64()+1e-9, 1.5)) },
			"all one value":     func() float64 { return m.Poor },
		}
		names := slices.Sorted(maps.Keys(dists)) // a fixed order: the same samples every run
		for _, name := range names {
			draw := dists[name]
			for _, n := range []int{1, 2, 3, 7, 100, 5000} {
				samples := make([]float64, n)
				counts := make([]int64, m.Buckets())
				for i := range samples {
					samples[i] = draw()
					counts[m.Bucket(samples[i])]++
				}
				slices.Sort(samples)
				want := samples[int(math.Ceil(vitals.Quantile*float64(n)))-1]
				got := m.Percentile(counts, vitals.Quantile)
				lo, hi := m.Range(m.Bucket(want))
				if math.Abs(got-want) > hi-lo || got < lo || got > hi {
					t.Errorf("%s, %s, n=%d: p75 %g from the buckets, %g brute force: more than the bucket (%g, %g] apart",
						m.Name, name, n, got, want, lo, hi)
				}
				if m.Rate(got) != m.Rate(want) {
					t.Errorf("%s, %s, n=%d: rated %s from the buckets, %s brute force", m.Name, name, n, m.Rate(got), m.Rate(want))
				}
			}
		}
	}
	if got := vitals.Metrics()[0].Percentile(make([]int64, vitals.Metrics()[0].Buckets()), vitals.Quantile); got != 0 {
		t.Errorf("no samples: %g", got)
	}
}

// beacon is a valid beacon of page with values (name → value).
func beacon(page string, values map[string]float64) vitals.Beacon {
	b := vitals.Beacon{Page: page}
	for _, m := range vitals.Metrics() {
		if v, ok := values[m.Name]; ok {
			b.Samples = append(b.Samples, vitals.Sample{Metric: m.Name, Value: v})
		}
	}
	return b
}

func TestDecode(t *testing.T) {
	pages := vitals.Pages()
	if !slices.Contains(pages, "/") || !slices.Contains(pages, "/pricing") || slices.Contains(pages, "/admin") || slices.Contains(pages, "/order-now/:id") {
		t.Fatalf("pages: %v", pages)
	}
	b, err := vitals.Decode([]byte(`{"page":"/pricing","metrics":[{"name":"LCP","value":1830.5},{"name":"CLS","value":0},{"name":"TTFB","value":60000}]}`), pages)
	if err != nil || b.Page != "/pricing" || len(b.Samples) != 3 || b.Samples[0] != (vitals.Sample{Metric: "LCP", Value: 1830.5}) {
		t.Fatalf("valid beacon: %+v, %v", b, err)
	}
	all := `{"name":"LCP","value":1},{"name":"INP","value":1},{"name":"CLS","value":1},{"name":"FCP","value":1},{"name":"TTFB","value":1}`
	if _, err := vitals.Decode([]byte(`{"metrics":[`+all+`],"page":"/"}`), pages); err != nil {
		t.Fatalf("five metrics: %v", err)
	}
	for name, tc := range map[string]struct{ body, says string }{
		"not JSON":               {`page=/&LCP=1`, "JSON object"},
		"truncated":              {`{"page":"/","metrics":[{"name":"LCP","value":1}`, "JSON object"},
		"trailing data":          {`{"page":"/","metrics":[{"name":"LCP","value":1}]} {}`, "JSON object"},
		"array":                  {`[{"page":"/"}]`, "JSON object"},
		"null":                   {`null`, "JSON object"},
		"empty":                  {``, "JSON object"},
		"NaN":                    {`{"page":"/","metrics":[{"name":"LCP","value":NaN}]}`, "JSON object"},
		"Infinity":               {`{"page":"/","metrics":[{"name":"LCP","value":Infinity}]}`, "JSON object"},
		"out of float range":     {`{"page":"/","metrics":[{"name":"LCP","value":1e400}]}`, "metrics[0].value: 1e400 is not a plausible LCP"},
		"negative":               {`{"page":"/","metrics":[{"name":"INP","value":-1}]}`, "not a plausible INP (a number from 0 to 60000 ms)"},
		"huge":                   {`{"page":"/","metrics":[{"name":"LCP","value":60000.001}]}`, "not a plausible LCP"},
		"huge CLS":               {`{"page":"/","metrics":[{"name":"CLS","value":11}]}`, "not a plausible CLS (a number from 0 to 10)"},
		"value as string":        {`{"page":"/","metrics":[{"name":"LCP","value":"1200"}]}`, "not a plausible LCP"},
		"value null":             {`{"page":"/","metrics":[{"name":"LCP","value":null}]}`, "not a plausible LCP"},
		"value missing":          {`{"page":"/","metrics":[{"name":"LCP"}]}`, "metrics[0].value is missing"},
		"unknown metric":         {`{"page":"/","metrics":[{"name":"FID","value":10}]}`, `"FID" is not one of LCP, INP, CLS, FCP, TTFB`},
		"metric in lower case":   {`{"page":"/","metrics":[{"name":"lcp","value":10}]}`, "is not one of"},
		"unknown page":           {`{"page":"/wp-admin","metrics":[{"name":"LCP","value":10}]}`, `page: "/wp-admin" is not a public page`},
		"private page":           {`{"page":"/admin","metrics":[{"name":"LCP","value":10}]}`, "not a public page"},
		"a URL, not a route":     {`{"page":"/pricing?utm_source=x","metrics":[{"name":"LCP","value":10}]}`, "not a public page"},
		"route pattern":          {`{"page":"/order-now/:id","metrics":[{"name":"LCP","value":10}]}`, "not a public page"},
		"page not a string":      {`{"page":["/"],"metrics":[{"name":"LCP","value":10}]}`, "not a public page"},
		"unknown field":          {`{"page":"/","metrics":[{"name":"LCP","value":1}],"userId":"u1"}`, `"userId": unknown field`},
		"field in other case":    {`{"Page":"/","metrics":[{"name":"LCP","value":1}]}`, `"Page": unknown field`},
		"unknown metric field":   {`{"page":"/","metrics":[{"name":"LCP","value":1,"id":"v5-1"}]}`, `metrics[0]."id": unknown field`},
		"page missing":           {`{"metrics":[{"name":"LCP","value":1}]}`, "page is missing"},
		"metrics missing":        {`{"page":"/"}`, "metrics is missing"},
		"no metrics":             {`{"page":"/","metrics":[]}`, "1 to 5 metrics are expected, not 0"},
		"metrics not a list":     {`{"page":"/","metrics":{"LCP":1}}`, "a list of"},
		"metric not an object":   {`{"page":"/","metrics":[1]}`, "a list of"},
		"metric null":            {`{"page":"/","metrics":[null]}`, "metrics[0]: an object"},
		"too many metrics":       {`{"page":"/","metrics":[` + all + `,{"name":"LCP","value":2}]}`, "1 to 5 metrics are expected, not 6"},
		"the same metric twice":  {`{"page":"/","metrics":[{"name":"LCP","value":1},{"name":"LCP","value":2}]}`, "LCP is in the beacon twice"},
		"a long page is clipped": {`{"page":"/` + strings.Repeat("a", 5000) + `","metrics":[]}`, "…"},
	} {
		b, err := vitals.Decode([]byte(tc.body), pages)
		if err == nil || !strings.Contains(err.Error(), tc.says) || len(err.Error()) > 200 {
			t.Errorf("%s: %v (beacon %+v)", name, err, b)
		}
	}
}

// FuzzDecode: no body makes the decoder panic, and whatever it accepts is a beacon the
// counts can take: a public page, one to five metrics each once, values within range.
func FuzzDecode(f *testing.F) {
	pages := vitals.Pages()
	for _, s := range []string{
		`{"page":"/pricing","metrics":[{"name":"LCP","value":1830.5},{"name":"CLS","value":0.01}]}`,
		`{"page":"/","metrics":[{"name":"INP","value":1e3},{"name":"FCP","value":0},{"name":"TTFB","value":60000}]}`,
		`{"page":"/","metrics":[{"name":"LCP","value":-0}]}`,
		`{"page":"/x","metrics":[]}`, `[]`, `null`, `{"page":null,"metrics":null}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		b, err := vitals.Decode(body, pages)
		if err != nil {
			return
		}
		if !slices.Contains(pages, b.Page) || len(b.Samples) < 1 || len(b.Samples) > 5 {
			t.Fatalf("accepted %q as %+v", body, b)
		}
		seen := map[string]bool{}
		for _, s := range b.Samples {
			m, ok := vitals.MetricNamed(s.Metric)
			if !ok || seen[s.Metric] || !(s.Value >= 0 && s.Value <= m.Max) || m.Bucket(s.Value) >= m.Buckets() {
				t.Fatalf("accepted %q as %+v", body, b)
			}
			seen[s.Metric] = true
		}
		vitals.NewCounts().Add(b, time.Now())
	})
}

// rows is every row of the histogram.
func rows(t *testing.T, c *ent.Client) []*ent.WebVitalCount {
	t.Helper()
	return c.WebVitalCount.Query().AllX(system)
}

func total(rs []*ent.WebVitalCount) (n int64) {
	for _, r := range rs {
		n += r.Count
	}
	return n
}

// TestFlushKeepsCounts: counts reach the table at each flush and add up across flushes
// and restarts (a new Counts, as a new process has); a failed flush writes nothing and
// keeps its counts for the next. The report reads them back.
func TestFlushKeepsCounts(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		now := time.Date(2026, 11, 22, 23, 59, 0, 0, time.UTC)
		counts := vitals.NewCounts()
		counts.Add(beacon("/pricing", map[string]float64{"LCP": 1000, "CLS": 0.05}), now)
		counts.Add(beacon("/pricing", map[string]float64{"LCP": 1000}), now)
		if err := counts.Flush(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		if rs := rows(t, c); len(rs) != 2 || total(rs) != 3 || counts.Pending() != 0 {
			t.Fatalf("after the first flush: %d rows, %d samples", len(rs), total(rs))
		}
		// A flush that fails (here: its context is over) keeps the counts.
		counts.Add(beacon("/pricing", map[string]float64{"LCP": 5000}), now)
		cancelled, cancel := context.WithCancel(context.Background())
		cancel()
		if err := counts.Flush(cancelled, c); err == nil {
			t.Fatal("a flush with a cancelled context succeeded")
		}
		if counts.Pending() != 1 || total(rows(t, c)) != 3 {
			t.Fatalf("after a failed flush: %d pending, %d stored", counts.Pending(), total(rows(t, c)))
		}
		if err := counts.Flush(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		// A restart: a new process's counts add to the same rows; the next day gets its own.
		restarted := vitals.NewCounts()
		restarted.Add(beacon("/pricing", map[string]float64{"LCP": 1000}), now)
		restarted.Add(beacon("/pricing", map[string]float64{"LCP": 1000}), now.Add(2*time.Minute))
		if err := restarted.Flush(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		rs := rows(t, c)
		if len(rs) != 4 || total(rs) != 6 {
			t.Fatalf("after the restart: %d rows, %d samples", len(rs), total(rs))
		}
		for _, r := range rs {
			if r.Metric == "LCP" && r.Count == 3 && !r.Day.UTC().Equal(vitals.Day(now)) {
				t.Errorf("the row of 3 is on %s", r.Day)
			}
		}

		rep, err := vitals.Read(admin, c, 28, now.Add(2*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Pages) != 1 || rep.Pages[0].Page != "/pricing" || len(rep.Pages[0].Metrics) != 2 || rep.From.Format(time.DateOnly) != "2026-10-27" {
			t.Fatalf("report: %+v", rep)
		}
		lcp := rep.Pages[0].Metrics[0]
		m, _ := vitals.MetricNamed("LCP")
		lo, hi := m.Range(m.Bucket(1000))
		if lcp.Metric.Name != "LCP" || lcp.Samples != 5 || lcp.P75 <= lo || lcp.P75 > hi || lcp.Rating != vitals.Good ||
			len(lcp.Daily) != 2 || lcp.Daily[0].Samples != 4 || lcp.Daily[1].Samples != 1 {
			t.Errorf("LCP of /pricing: %+v", lcp)
		}
		if _, err := vitals.Read(context.Background(), c, 28, now); err == nil {
			t.Error("a visitor read the report")
		}
	})
}

// TestStorageIsBounded: a flood of valid beacons, every value different, fills at most
// pages × Σ buckets rows a day, however many come; the days past the retention go.
func TestStorageIsBounded(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		bound := 0
		for _, m := range vitals.Metrics() {
			bound += m.Buckets()
		}
		bound *= len(vitals.Pages())
		rng := rand.New(rand.NewPCG(1, 2))
		day := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
		counts := vitals.NewCounts()
		for round := 0; round < 3; round++ {
			for i := 0; i < 20_000; i++ {
				values := map[string]float64{}
				for _, m := range vitals.Metrics() {
					values[m.Name] = rng.Float64() * m.Max * math.Pow(rng.Float64(), 8) // most small, some up to Max
				}
				counts.Add(beacon(vitals.Pages()[rng.IntN(len(vitals.Pages()))], values), day)
			}
			if counts.Pending() > bound {
				t.Fatalf("%d counts pending, more than the bound %d", counts.Pending(), bound)
			}
			if err := counts.Flush(context.Background(), c); err != nil {
				t.Fatal(err)
			}
			rs := rows(t, c)
			if len(rs) > bound || total(rs) != int64((round+1)*20_000*len(vitals.Metrics())) {
				t.Fatalf("round %d: %d rows (bound %d), %d samples", round, len(rs), bound, total(rs))
			}
			t.Logf("after %d beacons: %d rows (bound %d per day)", (round+1)*20_000, len(rs), bound)
		}

		// Retention: a day 90 days back stays, one 91 days back goes.
		kept, gone := day.AddDate(0, 0, 1-vitals.RetentionDays), day.AddDate(0, 0, -vitals.RetentionDays)
		counts.Add(beacon("/", map[string]float64{"LCP": 1}), kept)
		counts.Add(beacon("/", map[string]float64{"LCP": 1}), gone)
		if err := counts.Flush(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		before := len(rows(t, c))
		n, err := vitals.Prune(context.Background(), c, day)
		if err != nil || n != 1 || len(rows(t, c)) != before-1 {
			t.Fatalf("prune: %d rows, %v", n, err)
		}
		if _, err := vitals.Read(admin, c, vitals.RetentionDays+1, day); err == nil {
			t.Error("a report beyond the retention")
		}
	})
}

// TestReportOnAnEmptyTable: no samples, no pages.
func TestReportOnAnEmptyTable(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	rep, err := vitals.Read(admin, c, 1, time.Now())
	if err != nil || len(rep.Pages) != 0 || !rep.From.Equal(rep.To) {
		t.Fatalf("%+v, %v", rep, err)
	}
}

// TestStoragePerPageAndDay measures what a page costs the database per day on PostgreSQL:
// the rows of a realistic day (log-normal values around each metric's "good") and of the
// worst day (every bucket hit), and the bytes a row takes with its index.
func TestStoragePerPageAndDay(t *testing.T) {
	c, db := testdb.Open(t, testdb.Postgres(t))
	rng := rand.New(rand.NewPCG(7, 7))
	day := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	counts := vitals.NewCounts()
	for _, visits := range []int{100, 1000, 10_000} {
		for i := 0; i < visits; i++ {
			values := map[string]float64{}
			for _, m := range vitals.Metrics() {
				values[m.Name] = math.Min(m.Good*0.6*math.Exp(rng.NormFloat64()*0.5), m.Max)
			}
			counts.Add(beacon("/", values), day)
		}
		if err := counts.Flush(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		t.Logf("a page with %d sampled visits a day: %d rows", visits, len(rows(t, c)))
		_, err := c.WebVitalCount.Delete().Exec(system)
		if err != nil {
			t.Fatal(err)
		}
	}
	// Every bucket of every page on 10 days: the most the table can hold for them.
	for d := 0; d < 10; d++ {
		for _, p := range vitals.Pages() {
			for _, m := range vitals.Metrics() {
				for b := 0; b < m.Buckets(); b++ {
					lo, hi := m.Range(b)
					counts.Add(vitals.Beacon{Page: p, Samples: []vitals.Sample{{Metric: m.Name, Value: (lo + hi) / 2}}}, day.AddDate(0, 0, -d))
				}
			}
		}
	}
	worst := counts.Pending()
	if err := counts.Flush(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	var table, index int64
	if _, err := db.Exec("VACUUM ANALYZE web_vital_counts"); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow("SELECT pg_table_size('web_vital_counts'), pg_indexes_size('web_vital_counts')").Scan(&table, &index); err != nil {
		t.Fatal(err)
	}
	perRow := float64(table+index) / float64(worst)
	perPageDay := worst / (10 * len(vitals.Pages()))
	t.Logf("%d rows: table %d bytes, indexes %d bytes: %.0f bytes a row; the worst page-day (%d rows) %.1f KB",
		worst, table, index, perRow, perPageDay, perRow*float64(perPageDay)/1024)
}

// TestAddWhileFlushing: beacons counted while flushes run are each written once.
func TestAddWhileFlushing(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	counts := vitals.NewCounts()
	const senders, each = 8, 250
	done := make(chan struct{})
	for i := 0; i < senders; i++ {
		go func() {
			defer func() { done <- struct{}{} }()
			for j := 0; j < each; j++ {
				counts.Add(beacon("/service", map[string]float64{"INP": float64(j), "CLS": 0.01}), time.Now())
			}
		}()
	}
	for finished := 0; finished < senders; {
		select {
		case <-done:
			finished++
		default:
			if err := counts.Flush(context.Background(), c); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := counts.Flush(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	if got := total(rows(t, c)); got != 2*senders*each {
		t.Fatalf("%d samples stored, %d sent", got, 2*senders*each)
	}
}

// TestSendersPerMinute: a client sending a beacon every 10 ms lands SenderBurst at once
// and one every SenderEvery after: 21 in its first minute and 12 in each next one; a
// clock stepped back gives nothing back; other clients keep their own budget.
func TestSendersPerMinute(t *testing.T) {
	s := vitals.NewSenders()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	landed := func(addr string, from, to time.Duration) int {
		n := 0
		for d := from; d < to; d += 10 * time.Millisecond {
			if ok, wait := s.Allow(addr, start.Add(d)); ok {
				n++
			} else if wait <= 0 || wait > vitals.SenderEvery {
				t.Fatalf("wait %s", wait)
			}
		}
		return n
	}
	first, second := landed("203.0.113.7", 0, time.Minute), landed("203.0.113.7", time.Minute, 2*time.Minute)
	t.Logf("one client, a beacon every 10 ms: %d landed in the first minute, %d in the second", first, second)
	if first != vitals.SenderBurst+11 || second != 12 {
		t.Errorf("landed %d then %d a minute, want %d then 12", first, second, vitals.SenderBurst+11)
	}
	if ok, _ := s.Allow("203.0.113.7", start); ok {
		t.Error("a clock stepped back gave a beacon back")
	}
	if n := landed("2001:db8::1", 0, 10*time.Millisecond) + landed("2001:db8::ffff:1", 10*time.Millisecond, time.Second); n != vitals.SenderBurst {
		t.Errorf("one IPv6 /64 landed %d in a second, want %d", n, vitals.SenderBurst)
	}
	if n := landed("198.51.100.1", 0, 100*time.Millisecond) + landed("::ffff:198.51.100.1", 100*time.Millisecond, time.Second); n != vitals.SenderBurst {
		t.Errorf("an IPv4 address, written both ways, landed %d in a second, want %d", n, vitals.SenderBurst)
	}
	if n := landed("203.0.113.8", 0, time.Second); n != vitals.SenderBurst {
		t.Errorf("another client landed %d, want %d", n, vitals.SenderBurst)
	}
}

// TestSendersManyClients: while 20,000 other clients send a beacon each (five times the
// table), a client that keeps sending stays limited, and every other client lands its one.
func TestSendersManyClients(t *testing.T) {
	s := vitals.NewSenders()
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	flooder, others := 0, 0
	const n = 20000
	for i := range n {
		now := start.Add(time.Duration(i) * time.Millisecond)
		if ok, _ := s.Allow("203.0.113.7", now); ok {
			flooder++
		}
		if ok, _ := s.Allow(fmt.Sprintf("10.%d.%d.%d", i>>16&255, i>>8&255, i&255), now); ok {
			others++
		}
	}
	if most := vitals.SenderBurst + n*int(time.Millisecond)/int(vitals.SenderEvery); flooder > most || others != n {
		t.Errorf("the flooder landed %d (want at most %d), the others %d of %d", flooder, most, others, n)
	}
}
