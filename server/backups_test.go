package server_test

import (
	"path/filepath"
	"testing"
	"time"

	"filippo.io/age"

	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/auditentry"
	"seoagency/ent/backuprun"
	"seoagency/testdb"
)

// TestBackUpNow: through the real API and job queue, the Owner's "Back up now" queues a
// run (a line of the audit log), the job writes the archive to BACKUP_TARGET, and the
// backups page shows it as the last success; a second request while one is queued is
// refused, and an Admin neither reads the page nor backs up.
func TestBackUpNow(t *testing.T) {
	id, _ := age.GenerateX25519Identity()
	target := t.TempDir()
	s := newSite(t, map[string]string{"BACKUP_TARGET": target, "BACKUP_RECIPIENT": id.Recipient().String()})
	sys := testdb.System()
	ownerEmail, owner := s.adminToken(t)
	_, admin := s.staffToken(t, adminuser.UserRoleAdmin)

	const now = `mutation { backUpNow { id status trigger requestedBy } }`
	if r := s.gql.WithToken(admin).Do(t, now, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an Admin backed up: %+v", r)
	}
	if r := s.gql.WithToken(admin).Do(t, `{ backups { schedule } }`, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an Admin read the backups: %+v", r)
	}
	var asked struct {
		BackUpNow struct{ ID, Status, Trigger, RequestedBy string }
	}
	s.gql.WithToken(owner).Must(t, now, nil, &asked)
	if asked.BackUpNow.Status != "queued" || asked.BackUpNow.Trigger != "manual" || asked.BackUpNow.RequestedBy != ownerEmail {
		t.Fatalf("the run asked for: %+v", asked.BackUpNow)
	}
	if l := s.client.AuditEntry.Query().Where(auditentry.EntityType(ent.TypeBackupRun)).OnlyX(sys); l.ActorEmail != ownerEmail || l.Action != auditentry.ActionCreate {
		t.Fatalf("the audit line: %+v", l)
	}

	var page struct {
		Backups struct {
			Schedule    string
			NextRunAt   *time.Time
			LastSuccess *struct {
				Archive    string
				Size       int64
				DurationMs int64
			}
			Runs []struct{ Status string }
		}
	}
	const read = `{ backups { schedule nextRunAt lastSuccess { archive size durationMs } runs { status } } }`
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		s.gql.WithToken(owner).Must(t, read, nil, &page)
		if page.Backups.LastSuccess != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no success within 30 s: %+v", page.Backups)
		}
	}
	b := page.Backups
	if b.Schedule != "daily" || b.NextRunAt == nil || b.NextRunAt.Hour() != 3 || len(b.Runs) != 1 || b.Runs[0].Status != "succeeded" {
		t.Fatalf("the page: %+v", b)
	}
	if got, _ := filepath.Glob(filepath.Join(target, b.LastSuccess.Archive)); len(got) != 1 || b.LastSuccess.Size < 1000 {
		t.Fatalf("the archive %s (%d bytes) is not in %s", b.LastSuccess.Archive, b.LastSuccess.Size, target)
	}

	// River marks the finished job completed a moment after the run's row says succeeded:
	// until then the copy below would collide with it in River's unique index.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var open int
		if err := s.db.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'backup' AND state <> 'completed'`).Scan(&open); err != nil {
			t.Fatal(err)
		}
		if open == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the backup job was not marked completed within 30 s")
		}
	}
	// A run queued (its job waiting) refuses a second.
	s.client.BackupRun.Create().SetTrigger(backuprun.TriggerManual).SetStartedAt(time.Now()).ExecX(sys)
	if _, err := s.db.Exec(`INSERT INTO river_job (kind, args, max_attempts, state, scheduled_at, unique_key, unique_states)
		SELECT kind, args, max_attempts, 'scheduled', now() + interval '1 hour', unique_key, unique_states FROM river_job WHERE kind = 'backup'`); err != nil {
		t.Fatal(err)
	}
	if r := s.gql.WithToken(owner).Do(t, now, nil); r.Code() != "CONFLICT" {
		t.Fatalf("a second backup while one is queued: %+v", r)
	}
}
