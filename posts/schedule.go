package posts

import (
	"context"
	"time"

	"entgo.io/ent/privacy"
	"github.com/riverqueue/river"

	"seoagency/audit"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/ent/postnewsletter"
)

// Action is what a scheduled job does to its post.
type Action string

const (
	Publishing   Action = "publish"
	Unpublishing Action = "unpublish"
)

// ScheduleArgs is the job of one time of a post's schedule: it runs at At (River keeps
// it across restarts and runs it on one replica) and acts only if the post is still
// scheduled for that time, so a post scheduled again, unpublished or trashed since is
// left as it is.
type ScheduleArgs struct {
	PostID int       `json:"post_id"`
	Action Action    `json:"action"`
	At     time.Time `json:"at"`
}

func (ScheduleArgs) Kind() string { return "post_schedule" }

func (a ScheduleArgs) InsertOpts() river.InsertOpts { return river.InsertOpts{ScheduledAt: a.At} }

// ScheduleWorker works ScheduleArgs.
type ScheduleWorker struct {
	river.WorkerDefaults[ScheduleArgs]
	Client *ent.Client
}

func (w *ScheduleWorker) Work(ctx context.Context, job *river.Job[ScheduleArgs]) error {
	// The job acts as the system: the schedule was set by someone allowed to.
	return ent.WithTx(privacy.DecisionContext(ctx, privacy.Allow), w.Client, func(ctx context.Context, c *ent.Client) error {
		_, err := RunSchedule(ctx, c, job.Args)
		return err
	})
}

// RunSchedule does what a's time says, as the system, if the post is still scheduled for
// it: publishes a SCHEDULED post whose publishAt is a.At, or unpublishes a PUBLISHED post
// whose unpublishAt is a.At; done reports whether it did. The save is conditional on the
// version read (package lifecycle), so a change in between makes it fail and the job try
// again, reading the post anew. The audit log gets a line of it.
func RunSchedule(ctx context.Context, c *ent.Client, a ScheduleArgs) (done bool, err error) {
	p, err := c.Post.Get(ctx, a.PostID)
	if ent.IsNotFound(err) {
		return false, nil // in the trash, or purged
	}
	if err != nil {
		return false, err
	}
	u := c.Post.UpdateOne(p)
	summary, publishing := "", false
	switch {
	case a.Action == Publishing && p.Status == post.StatusSCHEDULED && same(p.PublishAt, a.At):
		u.SetStatus(post.StatusPUBLISHED).ClearPublishAt()
		if p.PublishedAt == nil {
			u.SetPublishedAt(time.Now().UTC())
		}
		summary, publishing = "published on schedule (publishAt "+stamp(a.At)+")", true
	case a.Action == Unpublishing && p.Status == post.StatusPUBLISHED && same(p.UnpublishAt, a.At):
		u.SetStatus(post.StatusDRAFT).ClearUnpublishAt()
		summary = "unpublished on schedule (unpublishAt " + stamp(a.At) + ")"
	default:
		return false, nil
	}
	saved, err := u.Save(ctx)
	if err != nil {
		return false, err
	}
	if publishing {
		if err := published(ctx, c, saved, false); err != nil {
			return false, err
		}
	}
	return true, audit.Record(ctx, c, audit.Event{Action: audit.Update, EntityType: ent.TypePost, EntityID: p.ID, Summary: summary})
}

func same(t *time.Time, at time.Time) bool { return t != nil && t.Equal(at) }

// PendingJobs are the schedules the posts still wait for and the newsletters still
// under way: a restore queues them again, as River's tables are not in backups. A time
// already past runs at once.
func PendingJobs(ctx context.Context, c *ent.Client) ([]river.JobArgs, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	sending, err := c.PostNewsletter.Query().Where(postnewsletter.FinishedAtIsNil()).IDs(ctx)
	if err != nil {
		return nil, err
	}
	var jobs []river.JobArgs
	for _, id := range sending {
		jobs = append(jobs, NewsletterArgs{NewsletterID: id})
	}
	rows, err := c.Post.Query().Where(post.Or(post.PublishAtNotNil(), post.UnpublishAtNotNil())).All(ctx)
	for _, p := range rows {
		if p.PublishAt != nil && p.Status == post.StatusSCHEDULED {
			jobs = append(jobs, ScheduleArgs{PostID: p.ID, Action: Publishing, At: *p.PublishAt})
		}
		if p.UnpublishAt != nil {
			jobs = append(jobs, ScheduleArgs{PostID: p.ID, Action: Unpublishing, At: *p.UnpublishAt})
		}
	}
	return jobs, err
}
