package server

import (
	"context"
	"database/sql"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"seoagency/account"
	"seoagency/audit"
	"seoagency/backup"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/mail"
	"seoagency/media"
	"seoagency/orders"
	"seoagency/posts"
	"seoagency/queue"
	"seoagency/server/traces"
	"seoagency/vitals"
	"seoagency/webhooks"
)

// payPal is the PayPal settings of the configuration; tr traces its calls (nil: off).
func payPal(cfg config.Config, tr *traces.Traces) orders.PayPal {
	return orders.PayPal{
		CheckoutURL: cfg.PayPalCheckoutURL,
		VerifyURL:   cfg.PayPalIPNVerifyURL,
		PublicURL:   cfg.PublicURL,
		HTTP:        tr.Client(orders.DefaultHTTP()),
	}
}

// NewQueue builds the durable job queue on the client's database (db, from
// store.Open) and registers on the client what puts jobs in a write's transaction
// (mail's and webhooks' hooks): call it before anything writes with the client. Development and
// tests create River's tables; production expects `server migrate` to have done it.
// The middleware (traces.Jobs) wraps each job inserted and worked.
func NewQueue(ctx context.Context, cfg config.Config, client *ent.Client, db *sql.DB, middleware ...rivertype.Middleware) (*queue.Queue, error) {
	q, err := queue.Open(ctx, db, cfg.Postgres(), !cfg.Production(), middleware...)
	if err != nil {
		return nil, err
	}
	client.Use(mail.Hook(q))
	client.Use(webhooks.Hook(q))
	return q, nil
}

// Work is every kind of job the server runs: verifying PayPal notices, sending
// e-mail, making uploaded images' widths, publishing or unpublishing posts at their
// times, sending posts as newsletters and sending webhooks, queued by the writes that need them;
// and the periodic ones: an hourly purge of the trash, hourly deletions of the Web
// Vitals days, sent mails, unconfirmed notices, audit log lines and webhook deliveries past their retention, and a daily
// reclaim of the files of purged images; and the backups (BACKUP_SCHEDULE, and the Owner's
// "Back up now"). It works with d's client, database, media library and identity service,
// and d.Traces traces the calls to PayPal and the mail server (nil: off).
func Work(cfg config.Config, d Deps) queue.Work {
	client, library, links := d.Client, d.Media, d.Verifier
	mails := MailSettings(cfg)
	mails.Tracer = d.Traces.Tracer("seoagency/mail")
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: payPal(cfg, d.Traces), Client: client})
	river.AddWorker(workers, queue.Chore[orders.PruneNoticesArgs](client, orders.PruneNotices))
	river.AddWorker(workers, queue.Sweep[lifecycle.PurgeArgs](client, lifecycle.Purge))
	river.AddWorker(workers, queue.Sweep[vitals.PruneArgs](client, vitals.Prune))
	river.AddWorker(workers, &mail.Worker{Client: client, Settings: mails})
	river.AddWorker(workers, queue.Chore[mail.PruneArgs](client, mail.PruneSent))
	river.AddWorker(workers, &media.VariantsWorker{Library: library})
	river.AddWorker(workers, &media.ReclaimWorker{Library: library})
	river.AddWorker(workers, &account.ResetWorker{Mails: account.Mails{Links: links, PublicURL: cfg.PublicURL}, Client: client})
	river.AddWorker(workers, queue.Chore[audit.PruneArgs](client, func(ctx context.Context, c *ent.Client) error {
		return audit.Prune(ctx, c, cfg.AuditRetention)
	}))
	river.AddWorker(workers, &posts.ScheduleWorker{Client: client})
	river.AddWorker(workers, &posts.NewsletterWorker{Client: client, PerMinute: cfg.NewsletterPerMinute})
	river.AddWorker(workers, &webhooks.Worker{Client: client, Guard: WebhookGuard(cfg)})
	river.AddWorker(workers, queue.Sweep[webhooks.PruneArgs](client, webhooks.Prune))
	backups := Backups(cfg, d)
	river.AddWorker(workers, backups)
	periodic := []*river.PeriodicJob{
		every(time.Hour, lifecycle.PurgeArgs{}),
		every(time.Hour, vitals.PruneArgs{}),
		every(time.Hour, mail.PruneArgs{}),
		every(time.Hour, orders.PruneNoticesArgs{}),
		every(24*time.Hour, media.ReclaimArgs{}),
		every(time.Hour, audit.PruneArgs{}),
		every(time.Hour, webhooks.PruneArgs{}),
	}
	if p := backups.Periodic(); p != nil {
		periodic = append(periodic, p)
	}
	return queue.Work{Workers: workers, Periodic: periodic}
}

// WebhookGuard is what webhook endpoints may be: public https addresses in production;
// in development http and this machine's and private networks' addresses too.
func WebhookGuard(cfg config.Config) webhooks.Guard {
	return webhooks.Guard{Production: cfg.Production()}
}

// Backups is the worker of backups of the site (to BACKUP_TARGET, on BACKUP_SCHEDULE).
func Backups(cfg config.Config, d Deps) *backup.Worker {
	return &backup.Worker{Client: d.Client, Site: backup.Site{DB: d.DB, Postgres: cfg.Postgres(), Media: d.Media.Store},
		Target: cfg.BackupTarget, Recipient: cfg.BackupRecipient, KeepDaily: cfg.BackupKeepDaily, KeepMonthly: cfg.BackupKeepMonthly,
		Schedule: backup.ScheduleOf(cfg.BackupSchedule)}
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
