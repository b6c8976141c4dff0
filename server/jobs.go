package server

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"seoagency/config"
	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/vitals"
)

// payPal is the PayPal settings of the configuration.
func payPal(cfg config.Config) orders.PayPal {
	return orders.PayPal{
		CheckoutURL: cfg.PayPalCheckoutURL,
		VerifyURL:   cfg.PayPalIPNVerifyURL,
		PublicURL:   cfg.PublicURL,
		HTTP:        orders.DefaultHTTP(),
	}
}

// NewQueue opens the durable job queue with every kind of job the server runs:
// verifying PayPal notices, a sweep each minute that queues any notice left without a
// job and drops expired junk, an hourly purge of the trash, and an hourly deletion of
// the Web Vitals days past their retention. Development and tests create River's
// tables; production expects `server migrate` to have done it.
func NewQueue(ctx context.Context, cfg config.Config, client *ent.Client) (*queue.Queue, error) {
	paypal := payPal(cfg)
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: paypal, Client: client})
	sweep := &orders.SweepWorker{PayPal: paypal, Client: client}
	river.AddWorker(workers, sweep)
	river.AddWorker(workers, &lifecycle.PurgeWorker{Client: client})
	river.AddWorker(workers, &vitals.PruneWorker{Client: client})
	q, err := queue.Open(ctx, cfg.DatabaseURL, queue.Options{
		Workers: workers,
		Migrate: !cfg.Production(),
		Periodic: []*river.PeriodicJob{
			river.NewPeriodicJob(river.PeriodicInterval(time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return orders.SweepArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return lifecycle.PurgeArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return vitals.PruneArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
		},
	})
	if err != nil {
		return nil, err
	}
	sweep.Queue = q
	return q, nil
}
