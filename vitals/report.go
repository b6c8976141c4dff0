package vitals

import (
	"context"
	"fmt"
	"slices"
	"time"

	"seoagency/ent"
	"seoagency/ent/webvitalcount"
)

// Quantile is the percentile the report shows, as CrUX and Google's thresholds do.
const Quantile = 0.75

// Report is the real-user Web Vitals of the public pages over some days.
type Report struct {
	From, To time.Time // the first and the last day counted (midnight UTC)
	Days     int
	Pages    []PageReport // the pages with samples, in the route table's order
}

// PageReport is one page's metrics that have samples, in the metrics' order.
type PageReport struct {
	Page    string
	Metrics []MetricReport
}

// MetricReport is one metric of one page over the report's days, and day by day.
type MetricReport struct {
	Metric  Metric
	P75     float64
	Samples int64
	Rating  Rating // of P75
	Daily   []DayReport
}

// DayReport is one day's 75th percentile (days without samples are left out).
type DayReport struct {
	Day     time.Time
	P75     float64
	Samples int64
}

// Read is the report of the last days (1 to RetentionDays, today included) at now.
// Reading the rows is for admins only: the data layer's policy.
func Read(ctx context.Context, c *ent.Client, days int, now time.Time) (*Report, error) {
	if days < 1 || days > RetentionDays {
		return nil, fmt.Errorf("days: %d is not from 1 to %d", days, RetentionDays)
	}
	to := Day(now)
	from := to.AddDate(0, 0, 1-days)
	rows, err := c.WebVitalCount.Query().Where(webvitalcount.DayGTE(from), webvitalcount.DayLTE(to)).All(ctx)
	if err != nil {
		return nil, err
	}
	return build(rows, from, to, days), nil
}

// build sums the rows into histograms: per page and metric over every day, and per day.
func build(rows []*ent.WebVitalCount, from, to time.Time, days int) *Report {
	type pm struct{ page, metric string }
	total := map[pm][]int64{}
	daily := map[pm]map[time.Time][]int64{}
	for _, r := range rows {
		m, ok := MetricNamed(string(r.Metric))
		if !ok || int(r.Bucket) >= m.Buckets() {
			continue // not a bucket of today's bounds
		}
		k := pm{r.Page, m.Name}
		if total[k] == nil {
			total[k], daily[k] = make([]int64, m.Buckets()), map[time.Time][]int64{}
		}
		day := Day(r.Day)
		if daily[k][day] == nil {
			daily[k][day] = make([]int64, m.Buckets())
		}
		total[k][r.Bucket] += r.Count
		daily[k][day][r.Bucket] += r.Count
	}
	rep := &Report{From: from, To: to, Days: days}
	pages := Pages()
	var gone []string // pages since removed from the site: still shown, after the others
	for p := range total {
		if !slices.Contains(pages, p.page) && !slices.Contains(gone, p.page) {
			gone = append(gone, p.page)
		}
	}
	slices.Sort(gone)
	pages = append(pages, gone...)
	for _, page := range pages {
		pr := PageReport{Page: page}
		for _, m := range metrics {
			counts := total[pm{page, m.Name}]
			if counts == nil {
				continue
			}
			mr := MetricReport{Metric: m, P75: m.Percentile(counts, Quantile), Samples: sum(counts)}
			mr.Rating = m.Rate(mr.P75)
			byDay := daily[pm{page, m.Name}]
			for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
				if c := byDay[d]; c != nil {
					mr.Daily = append(mr.Daily, DayReport{Day: d, P75: m.Percentile(c, Quantile), Samples: sum(c)})
				}
			}
			pr.Metrics = append(pr.Metrics, mr)
		}
		if len(pr.Metrics) > 0 {
			rep.Pages = append(rep.Pages, pr)
		}
	}
	return rep
}

func sum(counts []int64) int64 {
	var n int64
	for _, c := range counts {
		n += c
	}
	return n
}
