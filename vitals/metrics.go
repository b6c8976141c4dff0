// Package vitals is the site's own real-user Core Web Vitals (a CrUX of its own): the
// public pages' beacons are checked (Decode), counted in fixed histogram buckets per
// day, page and metric (Counts, written every few seconds), and read back as the 75th
// percentile per page and metric (Report). Nothing about a visitor is kept: no
// address, no id, no cookie, no time finer than the day.
package vitals

import (
	"math"
	"slices"
	"sort"
)

// Metric is one metric web-vitals reports, with Google's thresholds and its buckets.
type Metric struct {
	Name string
	Unit string // "ms", or "" for CLS (a score)
	// Good and Poor are Google's thresholds: a value up to Good is good, above Poor poor.
	Good, Poor float64
	// Max is the largest plausible value: a beacon with more is refused.
	Max float64
	// bounds are the buckets' upper bounds, increasing; the last bucket ends at Max.
	bounds []float64
}

// The buckets of a metric are log-spaced, and both thresholds are bucket edges, so a
// bucket is never half good: edge i is Good·(Poor/Good)^(i/steps), for every i from
// the one that reaches down to low to the last below Max. Bucket 0 holds [0, first
// edge]; bucket b holds (edge b-1, edge b]; the last (edge n-1, Max]. Each bucket is
// 17–20% wider than the one below, which bounds the error of a percentile read from
// them. The bounds are part of the stored data: changing them needs the rows
// converted (or dropped).
func newMetric(name, unit string, good, poor, low, max float64, steps int) Metric {
	ratio := poor / good
	edge := func(i int) float64 {
		switch i {
		case 0:
			return good
		case steps:
			return poor
		}
		return good * math.Pow(ratio, float64(i)/float64(steps))
	}
	first := -int(math.Ceil(float64(steps) * math.Log(good/low) / math.Log(ratio)))
	m := Metric{Name: name, Unit: unit, Good: good, Poor: poor, Max: max}
	for i := first; edge(i) < max; i++ {
		m.bounds = append(m.bounds, edge(i))
	}
	return m
}

// metrics are the five metrics, in the order the report shows them. Time metrics are in
// milliseconds, up to a minute; CLS up to 10.
var metrics = []Metric{
	newMetric("LCP", "ms", 2500, 4000, 25, 60_000, 3),
	newMetric("INP", "ms", 200, 500, 4, 60_000, 5),
	newMetric("CLS", "", 0.1, 0.25, 0.001, 10, 5),
	newMetric("FCP", "ms", 1800, 3000, 18, 60_000, 3),
	newMetric("TTFB", "ms", 800, 1800, 8, 60_000, 5),
}

// Metrics are the metrics the site collects, in the report's order.
func Metrics() []Metric { return slices.Clone(metrics) }

// MetricNamed finds a metric by its name (as web-vitals names it).
func MetricNamed(name string) (Metric, bool) {
	for _, m := range metrics {
		if m.Name == name {
			return m, true
		}
	}
	return Metric{}, false
}

// Buckets is how many buckets the metric has.
func (m Metric) Buckets() int { return len(m.bounds) + 1 }

// Bucket is the bucket of value v (0 ≤ v ≤ Max).
func (m Metric) Bucket(v float64) int { return sort.SearchFloat64s(m.bounds, v) }

// Range is the bucket's lower and upper bound.
func (m Metric) Range(b int) (lo, hi float64) {
	lo, hi = 0, m.Max
	if b > 0 {
		lo = m.bounds[b-1]
	}
	if b < len(m.bounds) {
		hi = m.bounds[b]
	}
	return lo, hi
}

// Rating is Google's word for a value of the metric.
type Rating string

const (
	Good             Rating = "GOOD"
	NeedsImprovement Rating = "NEEDS_IMPROVEMENT"
	Poor             Rating = "POOR"
)

// Rate says whether v is good, needs improvement or is poor.
func (m Metric) Rate(v float64) Rating {
	switch {
	case v <= m.Good:
		return Good
	case v <= m.Poor:
		return NeedsImprovement
	}
	return Poor
}

// Percentile reads the q-th quantile (0 < q ≤ 1) from the counts of each bucket: the
// bucket that holds the sample of rank ⌈q·n⌉, interpolated linearly within it as if
// its samples were spread evenly. The sample of that rank is in the same bucket, so
// the answer is within one bucket's width of it. Zero when there is no sample.
func (m Metric) Percentile(counts []int64, q float64) float64 {
	var n int64
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return 0
	}
	rank := q * float64(n)
	var below int64
	for b, c := range counts {
		if c > 0 && float64(below+c) >= rank {
			lo, hi := m.Range(b)
			return min(hi, lo+(hi-lo)*(rank-float64(below))/float64(c)) // min: rounding may pass hi by an ulp
		}
		below += c
	}
	return m.Max // not reached: the rank is at most n
}
