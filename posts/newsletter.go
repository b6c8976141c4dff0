package posts

import (
	"context"
	"time"

	"entgo.io/ent/privacy"
	"github.com/riverqueue/river"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	entmail "seoagency/ent/mail"
	"seoagency/ent/post"
	"seoagency/ent/postnewsletter"
	"seoagency/ent/subscriber"
	"seoagency/inbox"
	"seoagency/mail"
	"seoagency/posts/rules"
	"seoagency/queue"
)

// Newsletter is how the sending of a post as a newsletter went: when and by whom it
// started, and its mails, counted from the mail rows.
type Newsletter struct {
	StartedAt  time.Time
	StartedBy  string
	FinishedAt *time.Time
	// Stopped says why it ended before its last subscriber; "" when it did not.
	Stopped string
	// Recipients are the confirmed subscribers reached so far.
	Recipients           int
	Queued, Sent, Failed int
}

// errSentOnce is the answer to a second sending of a post.
func errSentOnce(p *ent.Post, n *ent.PostNewsletter) error {
	by := ""
	if n.SentBy != "" {
		by = " by " + n.SentBy
	}
	return apierr.Conflictf("The post %q was sent as a newsletter on %s%s: a post is sent once.", p.Title, stamp(n.CreatedAt), by)
}

// SendAsNewsletter mails the published post id to the newsletter's confirmed subscribers:
// it writes the post's one PostNewsletter row (a second sending is refused, and the
// unique row makes two at once send once) and, in the same transaction, the job of its
// first batch (NewsletterWorker), which the queue runs once this commits.
func SendAsNewsletter(ctx context.Context, c *ent.Client, q *queue.Queue, id int) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Kind != post.KindPOST {
		return nil, apierr.Conflictf("%q is not a blog post: only blog posts are sent as newsletters.", p.Title)
	}
	if p.Status != post.StatusPUBLISHED {
		return nil, apierr.Conflictf("The post %q is not published (it is %s): publish it first, then send it as a newsletter.", p.Title, p.Status)
	}
	if n, err := c.PostNewsletter.Query().Where(postnewsletter.PostID(id)).Only(ctx); err == nil {
		return nil, errSentOnce(p, n)
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	summary, err := Summary(p)
	if err != nil {
		return nil, err
	}
	n, err := c.PostNewsletter.Create().SetPostID(id).SetTitle(p.Title).SetSummary(summary).SetPath(rules.Path(p.Kind, p.Slug)).
		SetSentBy(auth.ForContext(ctx).Email).Save(ctx)
	if ent.IsConstraintError(err) { // another click or replica was first
		return nil, errSentOnce(p, &ent.PostNewsletter{CreatedAt: time.Now()})
	}
	if err != nil {
		return nil, err
	}
	return p, q.InsertTx(ctx, c, NewsletterArgs{NewsletterID: n.ID})
}

// NewsletterOf is how the sending of post p went (staff of the posts area); nil when it
// was never sent.
func NewsletterOf(ctx context.Context, c *ent.Client, p *ent.Post) (*Newsletter, error) {
	if !auth.ForContext(ctx).Can(auth.Posts, auth.Read) {
		return nil, nil
	}
	n, err := c.PostNewsletter.Query().Where(postnewsletter.PostID(p.ID)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return counted(ctx, c, n)
}

// counted reads n's mails by status (one grouped query on the newsletter's index).
func counted(ctx context.Context, c *ent.Client, n *ent.PostNewsletter) (*Newsletter, error) {
	var rows []struct {
		Status entmail.Status `json:"status"`
		Count  int            `json:"count"`
	}
	err := c.Mail.Query().Where(entmail.NewsletterID(n.ID)).GroupBy(entmail.FieldStatus).
		Aggregate(ent.Count()).Scan(privacy.DecisionContext(ctx, privacy.Allow), &rows)
	if err != nil {
		return nil, err
	}
	out := &Newsletter{StartedAt: n.CreatedAt, StartedBy: n.SentBy, FinishedAt: n.FinishedAt, Stopped: n.Stopped, Recipients: n.Recipients}
	for _, r := range rows {
		switch r.Status {
		case entmail.StatusQueued:
			out.Queued = r.Count
		case entmail.StatusSent:
			out.Sent = r.Count
		case entmail.StatusFailed:
			out.Failed = r.Count
		}
	}
	return out, nil
}

// NewsletterArgs is the job that writes a post newsletter's mails, a batch a minute
// until its last subscriber. One job per sending.
type NewsletterArgs struct {
	NewsletterID int `json:"newsletter_id"`
}

func (NewsletterArgs) Kind() string { return "post_newsletter" }

func (NewsletterArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// NewsletterWorker works NewsletterArgs: each run writes the next batch (at most
// PerMinute mails) and, while subscribers remain, comes back a minute later. A run that
// dies after its batch committed (a killed process, rescued by the queue) starts from
// the cursor that batch moved, so no subscriber gets the post twice.
type NewsletterWorker struct {
	river.WorkerDefaults[NewsletterArgs]
	Client    *ent.Client
	PerMinute int // NEWSLETTER_PER_MINUTE
}

func (w *NewsletterWorker) Work(ctx context.Context, job *river.Job[NewsletterArgs]) error {
	var more bool
	err := ent.WithTx(privacy.DecisionContext(ctx, privacy.Allow), w.Client, func(ctx context.Context, c *ent.Client) (err error) {
		more, err = NewsletterBatch(ctx, c, job.Args.NewsletterID, w.PerMinute)
		return err
	})
	if err != nil || !more {
		return err
	}
	return river.JobSnooze(time.Minute)
}

// NewsletterBatch writes the next batch of newsletter id's mails, at most size, as the
// system, with c a transaction's client: the mails and the cursor that passes their
// subscribers are written together. It reports whether subscribers remain. The
// recipients are the subscribers confirmed before the sending started and still
// confirmed; a post no longer published (or deleted) ends the sending there.
func NewsletterBatch(ctx context.Context, c *ent.Client, id, size int) (more bool, err error) {
	n, err := c.PostNewsletter.Get(ctx, id)
	if ent.IsNotFound(err) || err == nil && n.FinishedAt != nil {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	u := c.PostNewsletter.UpdateOne(n)
	p, err := c.Post.Get(ctx, n.PostID)
	if ent.IsNotFound(err) || err == nil && p.Status != post.StatusPUBLISHED {
		return false, u.SetFinishedAt(time.Now()).SetStopped("the post was taken off the site before every subscriber was sent it").Exec(ctx)
	}
	if err != nil {
		return false, err
	}
	subs, err := c.Subscriber.Query().
		Where(subscriber.StatusEQ(subscriber.StatusConfirmed), subscriber.ConfirmedAtLTE(n.CreatedAt), subscriber.IDGT(n.Cursor)).
		Order(ent.Asc(subscriber.FieldID)).Limit(size).All(ctx)
	if err != nil {
		return false, err
	}
	body := mail.Body{Preheader: n.Summary, Heading: n.Title, Button: &mail.Link{Text: "Read the post", Path: n.Path}}
	if n.Summary != "" {
		body.Paragraphs = []string{n.Summary}
	}
	for _, s := range subs {
		err := mail.Queue(ctx, c, mail.Message{
			Kind:        "post_newsletter",
			To:          []string{s.Email},
			Subject:     n.Title,
			Body:        body,
			Unsubscribe: inbox.UnsubscribePath(s.ID, s.Email),
			Newsletter:  n.ID,
		})
		if err != nil {
			return false, err
		}
	}
	u.AddRecipients(len(subs))
	if len(subs) > 0 {
		u.SetCursor(subs[len(subs)-1].ID)
	}
	if len(subs) < size {
		u.SetFinishedAt(time.Now())
	}
	return len(subs) == size, u.Exec(ctx)
}
