package server

import (
	"context"
	"database/sql"
	"time"

	"github.com/riverqueue/river"

	"seoagency/audit"
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

// NewQueue builds the durable job queue on the client's database (db, from
// store.Open) and registers on the client what puts jobs in a write's transaction
// (mail's hook): call it before anything writes with the client. Development and
// tests create River's tables; production expects `server migrate` to have done it.
func NewQueue(ctx context.Context, cfg config.Config, client *ent.Client, db *sql.DB) (*queue.Queue, error) {
	q, err := queue.Open(ctx, db, cfg.Postgres(), !cfg.Production())
	if err != nil {
		return nil, err
	}
	client.Use(mail.Hook(q))
	return q, nil
}

// Work is every kind of job the server runs: verifying PayPal notices, sending
// e-mail and making uploaded images' widths, queued by the writes that need them;
// and the periodic ones: an hourly purge of the trash, hourly deletions of the Web
// Vitals days, sent mails, unconfirmed notices and audit log lines past their retention, and a daily
// reclaim of the files of purged images.
func Work(cfg config.Config, client *ent.Client, library *media.Library) queue.Work {
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: payPal(cfg), Client: client})
	river.AddWorker(workers, queue.Chore[orders.PruneNoticesArgs](client, orders.PruneNotices))
	river.AddWorker(workers, queue.Sweep[lifecycle.PurgeArgs](client, lifecycle.Purge))
	river.AddWorker(workers, queue.Sweep[vitals.PruneArgs](client, vitals.Prune))
	river.AddWorker(workers, &mail.Worker{Client: client, Settings: MailSettings(cfg)})
	river.AddWorker(workers, queue.Chore[mail.PruneArgs](client, mail.PruneSent))
	river.AddWorker(workers, &media.VariantsWorker{Library: library})
	river.AddWorker(workers, &media.ReclaimWorker{Library: library})
	river.AddWorker(workers, queue.Chore[audit.PruneArgs](client, func(ctx context.Context, c *ent.Client) error {
		return audit.Prune(ctx, c, cfg.AuditRetention)
	}))
	return queue.Work{Workers: workers, Periodic: []*river.PeriodicJob{
		every(time.Hour, lifecycle.PurgeArgs{}),
		every(time.Hour, vitals.PruneArgs{}),
		every(time.Hour, mail.PruneArgs{}),
		every(time.Hour, orders.PruneNoticesArgs{}),
		every(24*time.Hour, media.ReclaimArgs{}),
		every(time.Hour, audit.PruneArgs{}),
	}}
}

// every is a periodic job that also runs when the queue starts.
func every(d time.Duration, args river.JobArgs) *river.PeriodicJob {
	return river.NewPeriodicJob(river.PeriodicInterval(d),
		func() (river.JobArgs, *river.InsertOpts) { return args, nil }, &river.PeriodicJobOpts{RunOnStart: true})
}

// MailSettings is how the server's mail leaves it and how its links are made.
func MailSettings(cfg config.Config) mail.Settings {
	return mail.Settings{SMTPURL: cfg.SMTPURL, From: cfg.MailFrom, Links: mail.Links{PublicURL: cfg.PublicURL, Secret: cfg.LinkSecret}}
}

// NewLibrary opens the media library's store (MEDIA_STORE); uploads queue their widths on q.
func NewLibrary(ctx context.Context, cfg config.Config, client *ent.Client, q *queue.Queue) (*media.Library, error) {
	store, err := media.OpenStore(ctx, cfg.MediaStore)
	if err != nil {
		return nil, err
	}
	return &media.Library{Client: client, Store: store, Queue: q}, nil
}
