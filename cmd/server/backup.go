package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"filippo.io/age"
	"github.com/riverqueue/river"
	"gocloud.dev/blob"

	"seoagency/backup"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/mail"
	"seoagency/media"
	"seoagency/orders"
	"seoagency/posts"
	"seoagency/queue"
	"seoagency/store"
	"seoagency/webhooks"
)

// backupCmd writes one archive of the site to BACKUP_TARGET while the site runs.
func backupCmd(ctx context.Context, cfg config.Config, out io.Writer) error {
	recipients, err := backup.ParseRecipients(cfg.BackupRecipient)
	if err != nil {
		return err
	}
	site, _, target, closeAll, err := openSite(ctx, cfg, false)
	if err != nil {
		return err
	}
	defer closeAll()
	res, err := backup.Run(ctx, site, target, recipients...)
	if err != nil {
		return fmt.Errorf("backup failed, no archive written: %w", err)
	}
	fmt.Fprintf(out, "wrote %s to %s: %d rows of %d tables, %d media files, %d bytes in %s\n", res.Name, cfg.BackupTarget,
		res.Manifest.Rows(), len(res.Manifest.Tables), len(res.Manifest.Files), res.Size, res.Duration.Round(1e6))
	deleted, err := backup.Prune(ctx, target, cfg.BackupKeepDaily, cfg.BackupKeepMonthly)
	for _, name := range deleted {
		fmt.Fprintln(out, "deleted", name, "(past BACKUP_KEEP_DAILY and BACKUP_KEEP_MONTHLY)")
	}
	if err != nil {
		return fmt.Errorf("the backup is written, but older archives could not be deleted: %w", err)
	}
	return nil
}

// restoreCmd restores an archive (a file, or a name in BACKUP_TARGET) into DATABASE_URL
// and MEDIA_STORE. The server must not be running.
func restoreCmd(ctx context.Context, cfg config.Config, archive string, force bool, out io.Writer) error {
	if cfg.BackupIdentity == "" {
		return errors.New("BACKUP_IDENTITY: set the path of the file of the age secret key the archive was encrypted to")
	}
	f, err := os.Open(cfg.BackupIdentity)
	if err != nil {
		return fmt.Errorf("BACKUP_IDENTITY: %w", err)
	}
	ids, err := age.ParseIdentities(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("BACKUP_IDENTITY: %s holds no age secret key (AGE-SECRET-KEY-1…): %w", cfg.BackupIdentity, err)
	}
	site, client, target, closeAll, err := openSite(ctx, cfg, true)
	if err != nil {
		return err
	}
	defer closeAll()
	m, err := backup.Restore(ctx, site, backup.OpenArchive(ctx, target, archive), force, ids...)
	if err != nil {
		return fmt.Errorf("nothing restored: %w", err)
	}
	fmt.Fprintf(out, "restored %s (taken %s from %s): %d rows of %d tables, %d media files\n", archive,
		m.CreatedAt.Format("2006-01-02 15:04:05 UTC"), m.Database, m.Rows(), len(m.Tables), len(m.Files))
	n, err := requeue(ctx, client, site)
	if err != nil {
		return fmt.Errorf("the rows and files are restored, but the work they wait for could not be queued (run the restore again with --force): %w", err)
	}
	fmt.Fprintf(out, "queued %d jobs the restored rows wait for (image widths, scheduled posts, mails, PayPal notices, webhooks)\n", n)
	return nil
}

// requeue queues the jobs the restored rows wait for, in one transaction: River's tables
// are not in archives, so an image without its widths, a post's schedule, a queued mail, a webhook delivery
// or a notice not yet verified would otherwise wait for ever. Each package that queues
// such work says what its rows still wait for.
func requeue(ctx context.Context, c *ent.Client, site backup.Site) (int, error) {
	q, err := queue.Open(ctx, site.DB, site.Postgres, false)
	if err != nil {
		return 0, err
	}
	n := 0
	err = ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		for _, pending := range []func(context.Context, *ent.Client) ([]river.JobArgs, error){
			media.PendingJobs, posts.PendingJobs, mail.PendingJobs, orders.PendingJobs, webhooks.PendingJobs,
		} {
			jobs, err := pending(ctx, c)
			if err != nil {
				return err
			}
			for _, j := range jobs {
				if err := q.InsertTx(ctx, c, j); err != nil {
					return err
				}
				n++
			}
		}
		return nil
	})
	return n, err
}

// openSite opens the database, the media store and BACKUP_TARGET, and returns what closes
// them. A restore migrates the database first (it starts from an empty one); a backup
// reads the live site as it is.
func openSite(ctx context.Context, cfg config.Config, migrateFirst bool) (backup.Site, *ent.Client, *blob.Bucket, func(), error) {
	client, db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return backup.Site{}, nil, nil, nil, err
	}
	if migrateFirst {
		if err := migrate(ctx, cfg, client, db, io.Discard); err != nil {
			db.Close()
			return backup.Site{}, nil, nil, nil, err
		}
	}
	files, err := media.OpenStore(ctx, cfg.MediaStore)
	if err != nil {
		db.Close()
		return backup.Site{}, nil, nil, nil, err
	}
	target, err := backup.OpenTarget(ctx, cfg.BackupTarget)
	if err != nil {
		files.Close()
		db.Close()
		return backup.Site{}, nil, nil, nil, err
	}
	site := backup.Site{DB: db, Postgres: cfg.Postgres(), Media: files}
	return site, client, target, func() { target.Close(); files.Close(); db.Close() }, nil
}

// keyCmd prints a new age identity to out (to be saved as BACKUP_IDENTITY's file) and
// its public key to info (BACKUP_RECIPIENT).
func keyCmd(out, info io.Writer) error {
	id, err := age.GenerateX25519Identity()
	if err != nil {
		return err
	}
	fmt.Fprintf(info, "BACKUP_RECIPIENT=%s\n(the secret key is on standard output: save it to a file kept off the server, and point BACKUP_IDENTITY at it to restore)\n", id.Recipient())
	fmt.Fprintf(out, "# public key: %s\n%s\n", id.Recipient(), id)
	return nil
}
