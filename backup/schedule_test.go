package backup_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"filippo.io/age"
	"github.com/riverqueue/river"

	"seoagency/backup"
	"seoagency/ent"
	"seoagency/ent/backuprun"
	"seoagency/mail"
	"seoagency/mailtest"
	"seoagency/queue"
	"seoagency/testdb"
)

var sys = testdb.System()

// archives lists the archives in a target folder.
func archives(t *testing.T, dir string) []string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "backup-*.tar.age"))
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// TestScheduleOnceAcrossReplicas: two replicas (two River clients on one PostgreSQL
// database) working a schedule of every two seconds make one backup per slot, never two
// at once, and the retention after each run keeps the newest archive of the day.
func TestScheduleOnceAcrossReplicas(t *testing.T) {
	url := testdb.Postgres(t)
	target := t.TempDir()
	id, _ := age.GenerateX25519Identity()
	s := newSite(t, url)
	seed(t, s, 20)
	every := backup.Schedule{Every: 2 * time.Second}
	for range 2 {
		c, db := testdb.Open(t, url)
		w := &backup.Worker{Client: c, Site: backup.Site{DB: db, Postgres: true, Media: s.Media}, Target: target,
			Recipient: id.Recipient().String(), KeepDaily: 14, KeepMonthly: 12, Schedule: every}
		workers := river.NewWorkers()
		river.AddWorker(workers, w)
		testdb.Work(t, testdb.Queue(t, url, db), queue.Work{Workers: workers, Periodic: []*river.PeriodicJob{w.Periodic()}})
	}
	start := time.Now()
	var runs []*ent.BackupRun
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		runs = s.client.BackupRun.Query().Where(backuprun.StatusEQ(backuprun.StatusSucceeded)).Order(ent.Asc(backuprun.FieldStartedAt)).AllX(sys)
		if len(runs) >= 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d scheduled backups in 30 s, want 3", len(runs))
		}
	}
	elapsed := time.Since(start)
	all := s.client.BackupRun.Query().Order(ent.Asc(backuprun.FieldStartedAt)).AllX(sys)
	slots := map[time.Time]bool{}
	pruned := 0
	for i, r := range all {
		if r.Trigger != backuprun.TriggerScheduled || r.Status == backuprun.StatusFailed {
			t.Fatalf("run %d: %s %s %q", r.ID, r.Trigger, r.Status, r.Error)
		}
		slot := r.StartedAt.Truncate(every.Every)
		if slots[slot] {
			t.Fatalf("two runs for the slot of %s: %v", slot, all)
		}
		slots[slot] = true
		if i > 0 && (all[i-1].FinishedAt == nil || r.StartedAt.Before(*all[i-1].FinishedAt)) {
			t.Fatalf("run %d started at %s, before run %d finished (%v)", r.ID, r.StartedAt, all[i-1].ID, all[i-1].FinishedAt)
		}
		pruned += r.Pruned
	}
	if max := int(elapsed/every.Every) + 2; len(all) > max {
		t.Fatalf("%d runs in %s: more than one per slot", len(all), elapsed)
	}
	// Every archive is of the same day (or two, across midnight UTC): the retention keeps the newest of each.
	time.Sleep(500 * time.Millisecond) // a run under way may still be writing
	runs = s.client.BackupRun.Query().Where(backuprun.StatusEQ(backuprun.StatusSucceeded)).AllX(sys)
	pruned = 0
	for _, r := range runs {
		pruned += r.Pruned
	}
	kept := archives(t, target)
	if len(kept) < 1 || len(kept) > 2 || pruned < len(runs)-len(kept) {
		t.Fatalf("after %d backups the target holds %v and the runs say %d were deleted", len(runs), kept, pruned)
	}
}

// TestScheduledSlotRunsOnce: a second job for a slot that has its run (two leaders for a
// moment) does nothing.
func TestScheduledSlotRunsOnce(t *testing.T) {
	url := testdb.Postgres(t)
	s := newSite(t, url)
	id, _ := age.GenerateX25519Identity()
	w := &backup.Worker{Client: s.client, Site: s.Site, Target: t.TempDir(), Recipient: id.Recipient().String(), KeepDaily: 1, KeepMonthly: 0}
	slot := time.Now().Truncate(time.Hour)
	for range 2 {
		if err := w.Work(context.Background(), &river.Job[backup.RunArgs]{Args: backup.RunArgs{Slot: slot}}); err != nil {
			t.Fatal(err)
		}
	}
	if n := s.client.BackupRun.Query().CountX(sys); n != 1 {
		t.Fatalf("%d runs for one slot", n)
	}
}

// TestFailureMailsOncePerStreak: a target the server cannot write records each failure
// with its error; the agency is mailed (through the mail queue, to a real SMTP server)
// at the first failure only, then again at the first failure after a success.
func TestFailureMailsOncePerStreak(t *testing.T) {
	url := testdb.Postgres(t)
	s := newSite(t, url)
	smtp := mailtest.Start(t)
	q := testdb.Queue(t, url, s.DB)
	s.client.Use(mail.Hook(q))
	workers := river.NewWorkers()
	river.AddWorker(workers, &mail.Worker{Client: s.client, Settings: mail.Settings{SMTPURL: smtp.URL(), From: "SEO Agency <hello@shop.test>",
		Links: mail.Links{PublicURL: "https://shop.test", Secret: "a-test-secret-of-at-least-32-characters"}}})
	testdb.Work(t, q, queue.Work{Workers: workers})
	const owner = "owner@agency.test"
	s.client.AdminUser.Create().SetUserEmail(owner).ExecX(sys)

	// A folder under a file: no one, root included, can create it.
	blocker := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(blocker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	id, _ := age.GenerateX25519Identity()
	w := &backup.Worker{Client: s.client, Site: s.Site, Target: filepath.Join(blocker, "backups"), Recipient: id.Recipient().String(), KeepDaily: 14, KeepMonthly: 12}
	work := func() error {
		return w.Work(context.Background(), &river.Job[backup.RunArgs]{Args: backup.RunArgs{}})
	}
	for range 3 {
		if err := work(); err == nil {
			t.Fatal("a backup to a folder under a file succeeded")
		}
	}
	got := smtp.Wait(t, owner, 1, 20*time.Second)[0]
	if got.Subject != "A backup of the site failed" || !strings.Contains(got.Text, "not a directory") ||
		!strings.Contains(got.HTML, "https://shop.test/admin/backups") {
		t.Fatalf("the failure mail: %q\n%s\n%s", got.Subject, got.Text, got.HTML)
	}
	failed := s.client.BackupRun.Query().Where(backuprun.StatusEQ(backuprun.StatusFailed)).AllX(sys)
	if len(failed) != 3 || !strings.Contains(failed[0].Error, "not a directory") || failed[0].FinishedAt == nil {
		t.Fatalf("failed runs: %v", failed)
	}

	w.Target = t.TempDir()
	if err := work(); err != nil {
		t.Fatal(err)
	}
	w.Target = filepath.Join(blocker, "backups")
	if err := work(); err == nil {
		t.Fatal("a backup to a folder under a file succeeded")
	}
	smtp.Wait(t, owner, 2, 20*time.Second)
	time.Sleep(2 * time.Second) // a third mail, if one were queued, would have arrived
	if mails := smtp.To(t, owner); len(mails) != 2 {
		t.Fatalf("%d mails for two streaks of failures (3, then 1)", len(mails))
	}
	runs := s.client.BackupRun.Query().Order(ent.Asc(backuprun.FieldID)).AllX(sys)
	var statuses []string
	for _, r := range runs {
		statuses = append(statuses, string(r.Status))
	}
	if strings.Join(statuses, " ") != "failed failed failed succeeded failed" {
		t.Fatalf("runs: %v", statuses)
	}
}

// TestScheduleTimes: hourly runs at the top of each hour, daily at 03:00 UTC.
func TestScheduleTimes(t *testing.T) {
	at := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	cases := []struct {
		s         backup.Schedule
		now, want time.Time
	}{
		{backup.Hourly, at.Add(-time.Second), at},
		{backup.Hourly, at, at.Add(time.Hour)},
		{backup.Daily, at.Add(-time.Hour), at},
		{backup.Daily, at, at.Add(24 * time.Hour)},
		{backup.Daily, at.Add(22 * time.Hour), at.Add(24 * time.Hour)},
	}
	for _, c := range cases {
		if got := c.s.Next(c.now); !got.Equal(c.want) {
			t.Errorf("%v after %s: %s, want %s", c.s, c.now, got, c.want)
		}
	}
	if !backup.ScheduleOf("off").Off() || backup.ScheduleOf("daily") != backup.Daily {
		t.Error("BACKUP_SCHEDULE's values")
	}
}
