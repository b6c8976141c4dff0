package webhooks_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/webhookdelivery"
	"seoagency/inbox"
	"seoagency/posts"
	"seoagency/testdb"
	"seoagency/webhooks"
)

// TestSiteEvents: a visitor's message, a confirmed subscriber, a post published now and
// one published on its schedule reach a subscribed endpoint through the code paths the
// site runs (each in its write's transaction), with their data.
func TestSiteEvents(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	rc := &receiver{}
	srv := serve(t, rc)
	_, secret := s.endpoint(t, srv.URL, webhooks.MessageReceived, webhooks.SubscriberConfirmed, webhooks.EntryPublished)
	tx := func(ctx context.Context, fn func(context.Context, *ent.Client) error) {
		t.Helper()
		if err := ent.WithTx(ctx, s.c, fn); err != nil {
			t.Fatal(err)
		}
	}
	visitor := context.Background()
	name, email, text := "Ann Visitor", "ann@example.com", "Can you audit my site?"
	tx(visitor, func(ctx context.Context, c *ent.Client) error {
		_, err := inbox.Send(ctx, c, inbox.MessageInput{CreateMessageInput: ent.CreateMessageInput{FullName: &name, EmailAddress: &email, Message: &text}})
		return err
	})
	// The honeypot's message is stored nowhere, and told to nobody.
	bot := "http://spam.example"
	tx(visitor, func(ctx context.Context, c *ent.Client) error {
		_, err := inbox.Send(ctx, c, inbox.MessageInput{CreateMessageInput: ent.CreateMessageInput{EmailAddress: &email, Message: &text}, Honeypot: bot})
		return err
	})
	tx(visitor, func(ctx context.Context, c *ent.Client) error {
		_, err := inbox.Subscribe(ctx, c, "reader@example.com")
		return err
	})
	sub := s.c.Subscriber.Query().OnlyX(testdb.System())
	tx(visitor, func(ctx context.Context, c *ent.Client) error {
		_, err := inbox.Confirm(ctx, c, sub.ID, sub.Email, time.Now().Add(time.Hour))
		return err
	})
	tx(visitor, func(ctx context.Context, c *ent.Client) error { // confirming twice tells once
		_, err := inbox.Confirm(ctx, c, sub.ID, sub.Email, time.Now().Add(time.Hour))
		return err
	})
	editor := auth.WithViewer(context.Background(), &auth.Viewer{UID: "e", Email: "editor@agency.test", EmailVerified: true, Role: auth.RoleEditor})
	var now, later *ent.Post
	tx(editor, func(ctx context.Context, c *ent.Client) (err error) {
		if now, err = posts.Create(ctx, c, ent.CreatePostInput{Slug: "now-live", Title: "Now live"}); err != nil {
			return err
		}
		if later, err = posts.Create(ctx, c, ent.CreatePostInput{Slug: "on-schedule", Title: "On schedule"}); err != nil {
			return err
		}
		_, err = posts.Publish(ctx, c, now.ID)
		return err
	})
	at := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
	tx(editor, func(ctx context.Context, c *ent.Client) error {
		_, err := posts.Schedule(ctx, c, s.q, later.ID, &at, nil)
		return err
	})
	// The schedule's job at its time (run here rather than waiting the hour).
	tx(testdb.System(), func(ctx context.Context, c *ent.Client) error {
		done, err := posts.RunSchedule(ctx, c, posts.ScheduleArgs{PostID: later.ID, Action: posts.Publishing, At: at})
		if !done && err == nil {
			t.Error("the scheduled post was not published")
		}
		return err
	})
	s.wait(t, "every event", all(webhookdelivery.StatusSucceeded, 4))
	got := rc.requests()
	var lines []string
	for _, r := range got {
		if err := verify(secret, r.header, r.body); err != nil {
			t.Error(err)
		}
		var env struct {
			Type string                    `json:"type"`
			Data map[string]map[string]any `json:"data"`
		}
		if err := json.Unmarshal(r.body, &env); err != nil {
			t.Fatal(err)
		}
		switch env.Type {
		case webhooks.MessageReceived:
			m := env.Data["message"]
			lines = append(lines, env.Type+" "+m["fullName"].(string)+" "+m["emailAddress"].(string)+" "+m["message"].(string))
		case webhooks.SubscriberConfirmed:
			lines = append(lines, env.Type+" "+env.Data["subscriber"]["email"].(string))
		case webhooks.EntryPublished:
			e := env.Data["entry"]
			lines = append(lines, env.Type+" "+e["type"].(string)+" "+e["title"].(string)+" "+e["path"].(string))
		}
	}
	want := []string{
		"message.received Ann Visitor ann@example.com Can you audit my site?",
		"subscriber.confirmed reader@example.com",
		"entry.published post Now live /blog/now-live",
		"entry.published post On schedule /blog/on-schedule",
	}
	// Different subjects are not ordered with each other: compare as sets.
	for _, w := range want {
		found := false
		for _, l := range lines {
			found = found || l == w
		}
		if !found {
			t.Errorf("missing %q in\n%s", w, strings.Join(lines, "\n"))
		}
	}
	if len(lines) != len(want) {
		t.Errorf("%d events, want %d:\n%s", len(lines), len(want), strings.Join(lines, "\n"))
	}
}
