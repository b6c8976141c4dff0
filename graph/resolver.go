// Package graph resolves the GraphQL API. Resolvers are thin: the data layer's
// privacy policies and the business packages (orders, inbox, admins) hold the rules.
package graph

import (
	"context"
	"errors"
	"time"

	"seoagency/account"
	"seoagency/ent"
	"seoagency/graph/model"
	"seoagency/invites"
	"seoagency/media"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/seoreport"
	"seoagency/vitals"
	"seoagency/webhooks"
)

// Resolver carries what resolvers need.
type Resolver struct {
	Client *ent.Client
	PayPal orders.PayPal
	Queue  *queue.Queue // nil where no queue runs (some tests)
	// SEOReport reads the findings of the painted pages; nil where no pages are painted.
	SEOReport func() []seoreport.Finding
	// VitalsSampleRate is the share of visits that report their Web Vitals (VITALS_SAMPLE_RATE).
	VitalsSampleRate float64
	Library          *media.Library // nil where no library is wired (some tests)
	BackupSchedule   string         // BACKUP_SCHEDULE
	Webhooks         webhooks.Guard // checks webhook endpoints' addresses
	// Accounts marks an accepted invitation's e-mail verified; Mails sends the sign-in
	// account's mails. Both from the identity service (Options.Identity).
	Accounts invites.Accounts
	Mails    account.Mails
}

// Identity is what the API asks of the identity service (auth.Verifier).
type Identity interface {
	account.Links
	invites.Accounts
}

var errNoQueue = errors.New("the job queue is not running in this process")

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// db is the client of the request: inside a mutation it is the transaction that
// entgql.Transactioner opened, so a failing mutation leaves no half-change.
func (r *Resolver) db(ctx context.Context) *ent.Client {
	if c := ent.FromContext(ctx); c != nil {
		return c
	}
	return r.Client
}

// webVitalsReport is the report in the API's types; days are dates (YYYY-MM-DD, UTC).
func webVitalsReport(rep *vitals.Report, sampleRate float64) *model.WebVitalsReport {
	const date = time.DateOnly
	out := &model.WebVitalsReport{From: rep.From.Format(date), To: rep.To.Format(date), Days: rep.Days, SampleRate: sampleRate}
	for _, m := range vitals.Metrics() {
		out.Metrics = append(out.Metrics, &model.WebVitalMetric{Name: m.Name, Unit: m.Unit, Good: m.Good, Poor: m.Poor})
	}
	out.Pages = []*model.WebVitalsPage{}
	for _, p := range rep.Pages {
		page := &model.WebVitalsPage{Page: p.Page}
		for _, m := range p.Metrics {
			s := &model.WebVitalSummary{Metric: m.Metric.Name, P75: m.P75, Samples: int(m.Samples), Rating: model.WebVitalRating(m.Rating),
				Daily: []*model.WebVitalDay{}}
			for _, d := range m.Daily {
				s.Daily = append(s.Daily, &model.WebVitalDay{Day: d.Day.Format(date), P75: d.P75, Samples: int(d.Samples)})
			}
			page.Metrics = append(page.Metrics, s)
		}
		out.Pages = append(out.Pages, page)
	}
	return out
}

var errNoLibrary = errors.New("the media library is not wired in this process")
