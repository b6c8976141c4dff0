package server

import (
	"context"
	"time"

	"github.com/riverqueue/river"

	"seoagency/config"
	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/mail"
	"seoagency/media"
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
// job and drops expired junk, an hourly purge of the trash, an hourly deletion of
// the Web Vitals days past their retention, and sending e-mail (with its own sweep
// each minute), and making uploaded images' responsive widths (with a sweep each
// minute). Development and tests create River's tables; production expects
// `server migrate` to have done it. The library's uploads are queued on it.
func NewQueue(ctx context.Context, cfg config.Config, client *ent.Client, library *media.Library) (*queue.Queue, error) {
	paypal := payPal(cfg)
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: paypal, Client: client})
	sweep := &orders.SweepWorker{PayPal: paypal, Client: client}
	river.AddWorker(workers, sweep)
	river.AddWorker(workers, &lifecycle.PurgeWorker{Client: client})
	river.AddWorker(workers, &vitals.PruneWorker{Client: client})
	river.AddWorker(workers, &mail.Worker{Client: client, Settings: MailSettings(cfg)})
	mailSweep := &mail.SweepWorker{Client: client}
	river.AddWorker(workers, mailSweep)
	river.AddWorker(workers, &media.VariantsWorker{Library: library})
	river.AddWorker(workers, &media.ReclaimWorker{Library: library})
	mediaSweep := &media.SweepWorker{Client: client}
	river.AddWorker(workers, mediaSweep)
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
			river.NewPeriodicJob(river.PeriodicInterval(time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return mail.SweepArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Minute),
				func() (river.JobArgs, *river.InsertOpts) { return media.SweepArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(24*time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return media.ReclaimArgs{}, nil },
				&river.PeriodicJobOpts{RunOnStart: true}),
		},
	})
	if err != nil {
		return nil, err
	}
	sweep.Queue, mailSweep.Queue, mediaSweep.Queue, library.Queue = q, q, q, q
	// A mail written through this client is queued as soon as its transaction commits.
	client.Use(mail.Hook(q))
	return q, nil
}

// MailSettings is how the server's mail leaves it and how its links are made.
func MailSettings(cfg config.Config) mail.Settings {
	return mail.Settings{SMTPURL: cfg.SMTPURL, From: cfg.MailFrom, Links: mail.Links{PublicURL: cfg.PublicURL, Secret: cfg.LinkSecret}}
}

// NewLibrary opens the media library's store (MEDIA_STORE).
func NewLibrary(ctx context.Context, cfg config.Config, client *ent.Client) (*media.Library, error) {
	store, err := media.OpenStore(ctx, cfg.MediaStore)
	if err != nil {
		return nil, err
	}
	return &media.Library{Client: client, Store: store}, nil
}
