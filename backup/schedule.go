package backup

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"entgo.io/ent/privacy"
	"filippo.io/age"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/backuprun"
	"seoagency/mail"
	"seoagency/queue"
)

// Schedule is when scheduled backups run: at Offset past each multiple of Every (UTC).
// The zero Schedule is off.
type Schedule struct {
	Every, Offset time.Duration
}

// The schedules of BACKUP_SCHEDULE.
var (
	Hourly = Schedule{Every: time.Hour}
	// Daily runs at 03:00 UTC: a quiet hour for most European and American sites.
	Daily = Schedule{Every: 24 * time.Hour, Offset: 3 * time.Hour}
)

// ScheduleOf reads BACKUP_SCHEDULE (checked by config.Load): off, hourly or daily.
func ScheduleOf(setting string) Schedule {
	switch setting {
	case "hourly":
		return Hourly
	case "daily":
		return Daily
	}
	return Schedule{}
}

// Off reports whether no backup is scheduled.
func (s Schedule) Off() bool { return s.Every <= 0 }

// Next is the first run of the schedule after t (river.PeriodicSchedule).
func (s Schedule) Next(t time.Time) time.Time {
	n := t.Truncate(s.Every).Add(s.Offset % s.Every)
	for !n.After(t) {
		n = n.Add(s.Every)
	}
	return n
}

// slot is the run of the schedule a job inserted at t is for: the last at or before t.
func (s Schedule) slot(t time.Time) time.Time { return s.Next(t).Add(-s.Every) }

// RunArgs is a backup job. All of them share one unique key while queued or running,
// so two replicas never back up at once, whoever asked.
type RunArgs struct {
	// Run is the row of a manual run, written when the Owner asked; 0 for a scheduled one.
	Run int `json:"run,omitempty"`
	// Slot is the time a scheduled run is for: a second job for the same slot (two
	// leaders for a moment) finds its run recorded and does nothing.
	Slot time.Time `json:"slot,omitzero"`
}

func (RunArgs) Kind() string { return "backup" }

// InsertOpts: one attempt (a failure is recorded, mailed, and the schedule's next run
// tries again), and one backup queued or running at a time.
func (RunArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{MaxAttempts: 1, UniqueOpts: river.UniqueOpts{ByState: []rivertype.JobState{
		rivertype.JobStateAvailable, rivertype.JobStatePending, rivertype.JobStateRetryable,
		rivertype.JobStateRunning, rivertype.JobStateScheduled}}}
}

// Timeout bounds one backup. River rescues a job only once its own timeout has passed,
// so a long backup is not run a second time beside itself.
const Timeout = 3 * time.Hour

// Worker runs backup jobs: the archive to Target, then the retention, each recorded as
// a BackupRun; the first failure after a success mails the agency. Target and Recipient
// are read at each run, so a wrong setting is a recorded failure, not a server that
// does not start.
type Worker struct {
	river.WorkerDefaults[RunArgs]
	Client      *ent.Client
	Site        Site
	Target      string // BACKUP_TARGET
	Recipient   string // BACKUP_RECIPIENT
	KeepDaily   int
	KeepMonthly int
	Schedule    Schedule
}

func (*Worker) Timeout(*river.Job[RunArgs]) time.Duration { return Timeout }

// Periodic is the scheduled job (nil when off). River inserts it on the elected leader only.
func (w *Worker) Periodic() *river.PeriodicJob {
	if w.Schedule.Off() {
		return nil
	}
	return river.NewPeriodicJob(w.Schedule, func() (river.JobArgs, *river.InsertOpts) {
		return RunArgs{Slot: w.Schedule.slot(time.Now())}, nil
	}, nil)
}

// system is the job's context: it writes the runs whoever asked.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

func (w *Worker) Work(ctx context.Context, job *river.Job[RunArgs]) error {
	ctx = system(ctx)
	run, err := w.start(ctx, job.Args)
	if err != nil || run == nil {
		return err
	}
	res, deleted, perr, err := w.backUp(ctx)
	if err != nil {
		return w.failed(ctx, run, err)
	}
	upd := w.Client.BackupRun.UpdateOneID(run.ID).SetStatus(backuprun.StatusSucceeded).SetFinishedAt(time.Now()).SetArchive(res.Name).
		SetSize(res.Size).SetDurationMs(res.Duration.Milliseconds())
	upd.SetPruned(len(deleted))
	if perr != nil {
		upd.SetError("The archive is written, but older archives could not be deleted: " + perr.Error())
	}
	slog.InfoContext(ctx, "backup written", "archive", res.Name, "bytes", res.Size, "duration", res.Duration, "pruned", len(deleted))
	return upd.Exec(ctx)
}

// backUp writes the archive, then applies the retention: err is the backup's failure,
// perr the retention's (the archive is kept).
func (w *Worker) backUp(ctx context.Context) (res *Result, deleted []string, perr, err error) {
	recipients, err := ParseRecipients(w.Recipient)
	if err != nil {
		return nil, nil, nil, err
	}
	target, err := OpenTarget(ctx, w.Target)
	if err != nil {
		return nil, nil, nil, err
	}
	defer target.Close()
	if res, err = Run(ctx, w.Site, target, recipients...); err != nil {
		return nil, nil, nil, err
	}
	deleted, perr = Prune(ctx, target, w.KeepDaily, w.KeepMonthly)
	return res, deleted, perr, nil
}

// ParseRecipients reads BACKUP_RECIPIENT: age public keys separated by spaces.
func ParseRecipients(setting string) ([]age.Recipient, error) {
	if strings.TrimSpace(setting) == "" {
		return nil, errors.New("BACKUP_RECIPIENT: set the age public key (age1…) to encrypt backups to; `server backup key` makes a key pair")
	}
	r, err := age.ParseRecipients(strings.NewReader(strings.Join(strings.Fields(setting), "\n")))
	if err != nil {
		return nil, fmt.Errorf("BACKUP_RECIPIENT: give age public keys (age1…) separated by spaces: %w", err)
	}
	return r, nil
}

// start marks runs left running by a process that died as failed (only one backup job
// is ever queued or running), and returns the run to do, or nil when a scheduled slot
// already has its run.
func (w *Worker) start(ctx context.Context, args RunArgs) (*ent.BackupRun, error) {
	var run *ent.BackupRun
	err := ent.WithTx(ctx, w.Client, func(ctx context.Context, c *ent.Client) error {
		if err := c.BackupRun.Update().Where(backuprun.StatusEQ(backuprun.StatusRunning), backuprun.IDNEQ(args.Run)).
			SetStatus(backuprun.StatusFailed).SetFinishedAt(time.Now()).
			SetError("The server stopped during this backup; no archive was kept.").Exec(ctx); err != nil {
			return err
		}
		if args.Run != 0 {
			r, err := c.BackupRun.UpdateOneID(args.Run).SetStatus(backuprun.StatusRunning).SetStartedAt(time.Now()).Save(ctx)
			run = r
			return err
		}
		if !args.Slot.IsZero() {
			done, err := c.BackupRun.Query().Where(backuprun.TriggerEQ(backuprun.TriggerScheduled), backuprun.StartedAtGTE(args.Slot)).Exist(ctx)
			if err != nil || done {
				return err
			}
		}
		var err error
		run, err = c.BackupRun.Create().SetTrigger(backuprun.TriggerScheduled).SetStatus(backuprun.StatusRunning).SetStartedAt(time.Now()).Save(ctx)
		return err
	})
	return run, err
}

// failed records the failure, and mails the agency when the run before it succeeded (or
// there was none): once per streak of failures, not at every run.
func (w *Worker) failed(ctx context.Context, run *ent.BackupRun, cause error) error {
	slog.ErrorContext(ctx, "backup failed", "run", run.ID, "err", cause)
	err := ent.WithTx(ctx, w.Client, func(ctx context.Context, c *ent.Client) error {
		prev, err := c.BackupRun.Query().Where(backuprun.IDNEQ(run.ID),
			backuprun.StatusIn(backuprun.StatusSucceeded, backuprun.StatusFailed)).
			Order(ent.Desc(backuprun.FieldStartedAt), ent.Desc(backuprun.FieldID)).First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return err
		}
		at := time.Now()
		if err := c.BackupRun.UpdateOne(run).SetStatus(backuprun.StatusFailed).SetFinishedAt(at).
			SetDurationMs(at.Sub(run.StartedAt).Milliseconds()).SetError(cause.Error()).Exec(ctx); err != nil {
			return err
		}
		if prev != nil && prev.Status == backuprun.StatusFailed {
			return nil
		}
		return mail.QueueToAgency(ctx, c, failureMail(run, at, cause))
	})
	return errors.Join(fmt.Errorf("backup failed: %w", cause), err)
}

func failureMail(run *ent.BackupRun, at time.Time, cause error) mail.Message {
	return mail.Message{
		Kind:    "backup_failed",
		Subject: "A backup of the site failed",
		Body: mail.Body{
			Preheader: "No archive was written. You will not be mailed again until a backup succeeds.",
			Heading:   "A backup failed",
			Paragraphs: []string{
				"The backup below wrote no archive, so the newest archive is older than planned.",
				"Check BACKUP_TARGET (a folder the server can write, or a bucket it can reach), then back up again from the backups page. You will not be mailed about later failures until a backup succeeds.",
			},
			Rows: [][2]string{
				{"Run", string(run.Trigger)},
				{"Failed at", at.UTC().Format("2006-01-02 15:04 UTC")},
				{"Error", cause.Error()},
			},
			Button: &mail.Link{Text: "Open the backups page", Path: "/admin/backups"},
		},
	}
}

// ErrBusy: a backup is queued or running already.
var ErrBusy = apierr.Conflictf("A backup is already queued or running: it is on the list below.")

// Request queues a backup now for the Owner: its run is written at once (as queued, by
// the Owner, so the audit log records who asked), with its job.
func Request(ctx context.Context, c *ent.Client, q *queue.Queue) (*ent.BackupRun, error) {
	if err := auth.Require(ctx, auth.Owner, auth.Write); err != nil {
		return nil, err
	}
	var run *ent.BackupRun
	err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		r, err := c.BackupRun.Create().SetTrigger(backuprun.TriggerManual).SetRequestedBy(auth.ForContext(ctx).Email).
			SetStartedAt(time.Now()).Save(ctx)
		if err != nil {
			return err
		}
		inserted, err := q.InsertUniqueTx(ctx, c, RunArgs{Run: r.ID})
		if err != nil {
			return err
		}
		if !inserted {
			return ErrBusy
		}
		run = r
		return nil
	})
	return run, err
}

// Overview is the backups page: the schedule, the last success, the current streak of
// failures and the latest runs.
type Overview struct {
	Schedule    string
	NextRunAt   *time.Time
	LastSuccess *ent.BackupRun
	Failing     []*ent.BackupRun
	Runs        []*ent.BackupRun
}

// RunsShown is how many runs the backups page lists.
const RunsShown = 50

// Look is the backups page for the Owner; setting is BACKUP_SCHEDULE.
func Look(ctx context.Context, c *ent.Client, setting string) (*Overview, error) {
	if err := auth.Require(ctx, auth.Owner, auth.Read); err != nil {
		return nil, err
	}
	o := &Overview{Schedule: setting, Failing: []*ent.BackupRun{}}
	if s := ScheduleOf(setting); !s.Off() {
		next := s.Next(time.Now()).UTC()
		o.NextRunAt = &next
	}
	newest := []backuprun.OrderOption{ent.Desc(backuprun.FieldStartedAt), ent.Desc(backuprun.FieldID)}
	var err error
	if o.Runs, err = c.BackupRun.Query().Order(newest...).Limit(RunsShown).All(ctx); err != nil {
		return nil, err
	}
	o.LastSuccess, err = c.BackupRun.Query().Where(backuprun.StatusEQ(backuprun.StatusSucceeded)).Order(newest...).First(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	failing := c.BackupRun.Query().Where(backuprun.StatusEQ(backuprun.StatusFailed))
	if o.LastSuccess != nil {
		failing.Where(backuprun.StartedAtGT(o.LastSuccess.StartedAt))
	}
	if o.Failing, err = failing.Order(newest...).Limit(RunsShown).All(ctx); err != nil {
		return nil, err
	}
	return o, nil
}
