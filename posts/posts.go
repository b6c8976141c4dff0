// Package posts holds the rules of the publishing model's entries (ent type Post: blog
// posts, case studies and pages, its kind) above the data layer: drafts of published
// entries, publishing, schedules on the job queue, the public listings. Every save also
// passes package rules (the schema's hook and checks).
package posts

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts/rules"
	"seoagency/queue"
	"seoagency/webhooks"
)

// Create writes a new post as a DRAFT; the hook makes the caller its author.
func Create(ctx context.Context, c *ent.Client, input ent.CreatePostInput) (*ent.Post, error) {
	return c.Post.Create().SetInput(input).Save(ctx)
}

// Update changes a post. A DRAFT or SCHEDULED post changes at once; a PUBLISHED one keeps
// its live fields, and the changes go into its draft (from the draft it has, or else its
// live fields), checked as the fields themselves are, until Publish.
func Update(ctx context.Context, c *ent.Client, id int, input ent.UpdatePostInput) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Add); err != nil {
		return nil, err // said before a draft's absence: anyone else reads published posts only
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Status != post.StatusPUBLISHED {
		return c.Post.UpdateOneID(id).SetInput(input).Save(ctx)
	}
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err // an Author's own post once published is the editors'
	}
	d, err := DraftOf(p)
	if err != nil {
		return nil, err
	}
	v := valuesOf(p)
	if d != nil {
		v = d.Values
	}
	v.apply(input)
	if err := v.check(); err != nil {
		return nil, err
	}
	if err := rules.CheckEntry(ctx, c, id, p.Kind, v.Slug, v.Client, v.Industry, v.Results); err != nil {
		return nil, err
	}
	if v.equal(valuesOf(p)) { // the changes undone: nothing pending
		u := c.Post.UpdateOneID(id).ClearDraft()
		if input.Version != nil {
			u.SetVersion(*input.Version)
		}
		return u.Save(ctx)
	}
	b, err := json.Marshal(Draft{Values: v, SavedAt: time.Now().UTC().Truncate(time.Second), SavedBy: auth.ForContext(ctx).Email})
	if err != nil {
		return nil, err
	}
	u := c.Post.UpdateOneID(id).SetDraft(string(b))
	if input.Version != nil {
		u.SetVersion(*input.Version)
	}
	return u.Save(ctx)
}

// Publish puts a DRAFT or SCHEDULED post on the site now (its first publication stamps
// publishedAt, which later ones keep), or publishes a PUBLISHED post's draft.
func Publish(ctx context.Context, c *ent.Client, id int) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	u := c.Post.UpdateOneID(id).SetStatus(post.StatusPUBLISHED).ClearPublishAt()
	if p.PublishedAt == nil {
		u.SetPublishedAt(time.Now().UTC())
	}
	if p.Status == post.StatusPUBLISHED {
		d, err := DraftOf(p)
		if err != nil {
			return nil, err
		}
		if d == nil {
			return nil, apierr.Conflictf("The post %q is published and has no changes waiting: there is nothing to publish.", p.Title)
		}
		d.Values.set(u.Mutation())
		u.ClearDraft()
	}
	saved, err := u.Save(ctx)
	if err != nil {
		return nil, err
	}
	return saved, published(ctx, c, saved, p.Status == post.StatusPUBLISHED)
}

// published tells integrators' endpoints that p was published (webhooks.Emit, in the
// write's transaction); again: what was published is a published post's changes.
func published(ctx context.Context, c *ent.Client, p *ent.Post, again bool) error {
	return webhooks.Emit(ctx, c, webhooks.Event{Type: webhooks.EntryPublished, Subject: webhooks.Subject("post", p.ID),
		Data: func() (any, error) {
			return map[string]any{"entry": map[string]any{"type": entryType(p.Kind), "id": strconv.Itoa(p.ID), "title": p.Title, "slug": p.Slug,
				"path": rules.Path(p.Kind, p.Slug), "excerpt": p.Excerpt, "publishedAt": p.PublishedAt, "changesPublished": again}}, nil
		}})
}

// entryType names an entry's kind in webhooks' events: post, case_study, page.
func entryType(k post.Kind) string { return strings.ToLower(string(k)) }

// DiscardDraft drops the pending changes of a published post; the live post stays.
func DiscardDraft(ctx context.Context, c *ent.Client, id int) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Draft == nil {
		return nil, apierr.Conflictf("The post %q has no changes waiting: there is nothing to discard.", p.Title)
	}
	return c.Post.UpdateOneID(id).ClearDraft().Save(ctx)
}

// Unpublish takes a post off the site, or cancels its schedule: it becomes a DRAFT, with
// its pending changes (if any) made its fields, since a draft is edited directly.
func Unpublish(ctx context.Context, c *ent.Client, id int) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Status == post.StatusDRAFT {
		return nil, apierr.Conflictf("The post %q is a draft already: it is not on the site and has no schedule.", p.Title)
	}
	u := c.Post.UpdateOneID(id).SetStatus(post.StatusDRAFT).ClearPublishAt().ClearUnpublishAt()
	d, err := DraftOf(p)
	if err != nil {
		return nil, err
	}
	if d != nil {
		d.Values.set(u.Mutation())
		u.ClearDraft()
	}
	return u.Save(ctx)
}

// Schedule sets when a post goes on the site (publishAt: a DRAFT or SCHEDULED post
// becomes SCHEDULED) and when it comes off it (unpublishAt), exactly as given: a nil time
// is no time. Each time is a job on q, in this write's transaction, that acts only if the
// post is still scheduled for that time when it runs.
func Schedule(ctx context.Context, c *ent.Client, q *queue.Queue, id int, publishAt, unpublishAt *time.Time) (*ent.Post, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Write); err != nil {
		return nil, err
	}
	p, err := c.Post.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	publishAt, unpublishAt = second(publishAt), second(unpublishAt)
	switch {
	case publishAt == nil && unpublishAt == nil:
		return nil, apierr.Invalid("publishAt", "required", "Give publishAt (when the post goes on the site), unpublishAt (when it comes off), or both.")
	case p.Status == post.StatusPUBLISHED && publishAt != nil:
		return nil, apierr.Invalid("publishAt", "published", "This post is on the site already: give only unpublishAt, or unpublish it first.")
	case p.Status != post.StatusPUBLISHED && publishAt == nil:
		return nil, apierr.Invalid("publishAt", "required", "This post is not on the site: give publishAt too, or publish it now.")
	case publishAt != nil && !publishAt.After(now):
		return nil, apierr.Invalid("publishAt", "future", "publishAt ("+stamp(*publishAt)+") is not in the future (now is "+stamp(now)+"): give a later time, or publish the post now.")
	case unpublishAt != nil && publishAt != nil && !unpublishAt.After(*publishAt):
		return nil, apierr.Invalid("unpublishAt", "order", "unpublishAt ("+stamp(*unpublishAt)+") must come after publishAt ("+stamp(*publishAt)+").")
	case unpublishAt != nil && !unpublishAt.After(now):
		return nil, apierr.Invalid("unpublishAt", "future", "unpublishAt ("+stamp(*unpublishAt)+") is not in the future (now is "+stamp(now)+"): give a later time, or unpublish the post now.")
	}
	u := c.Post.UpdateOneID(id).SetNillablePublishAt(publishAt).SetNillableUnpublishAt(unpublishAt)
	if publishAt == nil {
		u.ClearPublishAt()
	} else {
		u.SetStatus(post.StatusSCHEDULED)
		if err := q.InsertTx(ctx, c, ScheduleArgs{PostID: id, Action: Publishing, At: *publishAt}); err != nil {
			return nil, err
		}
	}
	if unpublishAt == nil {
		u.ClearUnpublishAt()
	} else if err := q.InsertTx(ctx, c, ScheduleArgs{PostID: id, Action: Unpublishing, At: *unpublishAt}); err != nil {
		return nil, err
	}
	return u.Save(ctx)
}

// second is t in UTC to the second: what both databases keep, so the job's time and the
// post's compare equal.
func second(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	s := t.UTC().Truncate(time.Second)
	return &s
}

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }
