package posts_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts"
	"seoagency/testdb"
)

var editor = &auth.Viewer{UID: "e", Email: "editor@example.com", EmailVerified: true, Role: auth.RoleEditor}

// TestScheduleRefusesTimesThatCannotHappen, and puts one job per time in the write's
// transaction when they can.
func TestScheduleRefusesTimesThatCannotHappen(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c, db := testdb.Open(t, url)
		q := testdb.Queue(t, url, db)
		ctx := auth.WithViewer(context.Background(), editor)
		p, err := posts.Create(ctx, c, ent.CreatePostInput{Slug: "timed", Title: "Timed"})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now()
		at := func(d time.Duration) *time.Time { v := now.Add(d); return &v }
		schedule := func(publishAt, unpublishAt *time.Time) (*ent.Post, error) {
			var out *ent.Post
			err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) (err error) {
				out, err = posts.Schedule(ctx, c, q, p.ID, publishAt, unpublishAt)
				return err
			})
			return out, err
		}
		for _, tc := range []struct {
			publishAt, unpublishAt *time.Time
			field, says            string
		}{
			{nil, nil, "publishAt", "Give publishAt"},
			{at(-time.Minute), nil, "publishAt", "not in the future"},
			{nil, at(time.Hour), "publishAt", "not on the site"},
			{at(time.Hour), at(time.Minute), "unpublishAt", "must come after publishAt"},
			{at(time.Hour), at(time.Hour), "unpublishAt", "must come after publishAt"},
		} {
			_, err := schedule(tc.publishAt, tc.unpublishAt)
			var e *apierr.Error
			if !errors.As(err, &e) || e.Code != apierr.Validation || e.Fields[tc.field] == "" || !strings.Contains(e.Message, tc.says) {
				t.Errorf("publishAt %v, unpublishAt %v: %v", tc.publishAt, tc.unpublishAt, err)
			}
		}
		if n := testdb.Jobs(t, db, "post_schedule"); n != 0 {
			t.Fatalf("%d jobs after refusals", n)
		}
		got, err := schedule(at(time.Hour), at(2*time.Hour))
		if err != nil || got.Status != post.StatusSCHEDULED || !got.PublishAt.Equal(now.Add(time.Hour).Truncate(time.Second)) {
			t.Fatalf("a schedule: %+v, %v", got, err)
		}
		if n := testdb.Jobs(t, db, "post_schedule"); n != 2 {
			t.Errorf("%d jobs, want 2 (publish and unpublish)", n)
		}
		// A job of another time leaves the post as it is; the one of its time publishes it.
		sys := testdb.System()
		if done, err := posts.RunSchedule(sys, c, posts.ScheduleArgs{PostID: p.ID, Action: posts.Publishing, At: now.Add(time.Minute).Truncate(time.Second)}); done || err != nil {
			t.Errorf("a job of an old time: %v, %v", done, err)
		}
		if done, err := posts.RunSchedule(sys, c, posts.ScheduleArgs{PostID: p.ID, Action: posts.Publishing, At: *got.PublishAt}); !done || err != nil {
			t.Fatalf("the job of its time: %v, %v", done, err)
		}
		live := c.Post.GetX(sys, p.ID)
		if live.Status != post.StatusPUBLISHED || live.PublishedAt == nil || live.UnpublishAt == nil {
			t.Errorf("published by its job: %+v", live)
		}
		if done, _ := posts.RunSchedule(sys, c, posts.ScheduleArgs{PostID: p.ID, Action: posts.Publishing, At: *got.PublishAt}); done {
			t.Error("the same job run again published again")
		}
		if _, err := schedule(at(time.Hour), nil); err == nil {
			t.Error("publishAt for a published post")
		}
		if done, err := posts.RunSchedule(sys, c, posts.ScheduleArgs{PostID: p.ID, Action: posts.Unpublishing, At: *live.UnpublishAt}); !done || err != nil {
			t.Fatalf("the unpublishing job: %v, %v", done, err)
		}
		if s := c.Post.GetX(sys, p.ID).Status; s != post.StatusDRAFT {
			t.Errorf("after its unpublishing time: %s", s)
		}
	})
}
