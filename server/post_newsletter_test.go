package server_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/auditentry"
	entmail "seoagency/ent/mail"
	"seoagency/ent/subscriber"
	"seoagency/server"
	"seoagency/testdb"
)

// subscribed writes a subscriber of status, confirmed (when Confirmed) an hour ago.
func subscribed(t *testing.T, c *ent.Client, email string, status subscriber.Status) {
	t.Helper()
	row := c.Subscriber.Create().SetEmail(email).SetStatus(status)
	if status == subscriber.StatusConfirmed {
		row.SetConfirmedAt(time.Now().Add(-time.Hour))
	}
	row.ExecX(testdb.System())
}

type newsletterCounts struct {
	Recipients, Queued, Sent, Failed int
	FinishedAt                       *string
	Stopped                          string
	StartedBy                        string
}

const sendQ = `mutation($id: ID!) { sendPostAsNewsletter(id: $id) { id newsletter { startedBy finishedAt stopped recipients queued sent failed } } }`

// newsletterOf reads the post's newsletter field as token's staff member.
func newsletterOf(t *testing.T, s *site, token, id string) *newsletterCounts {
	t.Helper()
	var out struct {
		Node struct{ Newsletter *newsletterCounts }
	}
	s.gql.WithToken(token).Must(t, `query($id: ID!) { node(id: $id) { ... on Post { newsletter { startedBy finishedAt stopped recipients queued sent failed } } } }`,
		map[string]any{"id": id}, &out)
	return out.Node.Newsletter
}

// TestPostSentAsNewsletter: an Editor sends a published post once; only the confirmed
// subscribers get it, once each, in the site's look with the post's title, summary, link
// and one-click unsubscribe; the counts come from the mails; a draft, a second sending and
// the roles that do not publish posts are refused; the audit log has the sending.
func TestPostSentAsNewsletter(t *testing.T) {
	s := newSite(t, nil)
	_, owner := s.adminToken(t)
	editorEmail, editor := s.staffToken(t, adminuser.UserRoleEditor)
	_, author := s.staffToken(t, adminuser.UserRoleAuthor)
	_, support := s.staffToken(t, adminuser.UserRoleSupport)
	confirmed := []string{"ann@example.com", "bob@example.com", "cat@example.com"}
	for _, e := range confirmed {
		subscribed(t, s.client, e, subscriber.StatusConfirmed)
	}
	subscribed(t, s.client, "pending@example.com", subscriber.StatusPending)
	subscribed(t, s.client, "gone@example.com", subscriber.StatusUnsubscribed)

	p := createPost(t, s, owner, map[string]any{"slug": "crawl-budget", "title": "Crawl budget <explained>",
		"excerpt": "Why big sites & small ones spend it differently."})
	// A draft is refused, saying what to do.
	r := s.gql.WithToken(editor).Do(t, sendQ, map[string]any{"id": p.ID})
	if r.Code() != "CONFLICT" || !strings.Contains(string(r.Body), "publish it first") {
		t.Fatalf("sending a draft: %s", r.Body)
	}
	postAction(t, s, owner, "publishPost", p.ID)
	// Only the roles that publish posts send one.
	for who, token := range map[string]string{"Author": author, "Support": support, "visitor": ""} {
		want := "FORBIDDEN"
		if token == "" {
			want = "UNAUTHENTICATED"
		}
		if r := s.gql.WithToken(token).Do(t, sendQ, map[string]any{"id": p.ID}); r.Code() != want {
			t.Errorf("sending as %s: %s, want %s", who, r.Body, want)
		}
	}
	var sent struct {
		SendPostAsNewsletter struct{ Newsletter *newsletterCounts }
	}
	s.gql.WithToken(editor).Must(t, sendQ, map[string]any{"id": p.ID}, &sent)
	if n := sent.SendPostAsNewsletter.Newsletter; n == nil || n.StartedBy != strings.ToLower(editorEmail) {
		t.Fatalf("after sending: %+v", n)
	}
	// Twice is refused, by anyone, with when and by whom it was sent.
	r = s.gql.WithToken(owner).Do(t, sendQ, map[string]any{"id": p.ID})
	if r.Code() != "CONFLICT" || !strings.Contains(string(r.Body), "a post is sent once") || !strings.Contains(string(r.Body), strings.ToLower(editorEmail)) {
		t.Fatalf("a second sending: %s", r.Body)
	}

	for _, e := range confirmed {
		m := s.mail.Wait(t, e, 1, mailWait)[0]
		if m.Subject != "Crawl budget <explained>" || !strings.Contains(m.Text, "Why big sites & small ones spend it differently.") ||
			!strings.Contains(m.Text, "Read the post: https://site.test/blog/crawl-budget") ||
			!strings.Contains(m.HTML, "Crawl budget &lt;explained&gt;") || !strings.Contains(m.HTML, `href="https://site.test/blog/crawl-budget"`) {
			t.Errorf("the mail to %s: %q\n%s", e, m.Subject, m.Text)
		}
		if strings.Join(m.Headers["List-Unsubscribe-Post"], "") != "List-Unsubscribe=One-Click" {
			t.Errorf("the mail to %s has no one-click unsubscribe: %q", e, m.Headers)
		}
	}
	var n *newsletterCounts
	for deadline := time.Now().Add(mailWait); ; time.Sleep(100 * time.Millisecond) {
		if n = newsletterOf(t, s, editor, p.ID); n.Sent == len(confirmed) || time.Now().After(deadline) {
			break
		}
	}
	if n.Recipients != 3 || n.Queued != 0 || n.Sent != 3 || n.Failed != 0 || n.FinishedAt == nil || n.Stopped != "" {
		t.Errorf("the counts: %+v", n)
	}
	time.Sleep(time.Second) // nothing more comes
	if got := len(s.mail.Messages(t)); got != len(confirmed) {
		t.Errorf("%d mails sent, want one to each of the %d confirmed subscribers", got, len(confirmed))
	}
	if a := s.client.AuditEntry.Query().Where(auditentry.EntityType(ent.TypePostNewsletter)).AllX(testdb.System()); len(a) != 1 ||
		a[0].Action != auditentry.ActionCreate || a[0].ActorEmail != strings.ToLower(editorEmail) {
		t.Errorf("audit lines of the sending: %+v", a)
	}
	// Readers of the posts area see the counts; anyone else reads no newsletter.
	var visitor struct {
		PostBySlug struct{ Newsletter *newsletterCounts }
	}
	s.gql.Must(t, `{ postBySlug(slug: "crawl-budget") { newsletter { sent } } }`, nil, &visitor)
	if visitor.PostBySlug.Newsletter != nil {
		t.Errorf("a visitor reads the newsletter: %+v", visitor.PostBySlug.Newsletter)
	}

	// The one-click unsubscribe of the mail works without a sign-in.
	m := s.mail.To(t, confirmed[0])[0]
	lu := strings.Trim(strings.Join(m.Headers["List-Unsubscribe"], ""), "<>")
	u, err := url.Parse(lu)
	if err != nil || u.Host != "site.test" {
		t.Fatalf("List-Unsubscribe %q", lu)
	}
	if w := s.send("POST", u.RequestURI(), "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", ""); w.Code != 200 {
		t.Fatalf("one-click unsubscribe: %d %s", w.Code, w.Body)
	}
	if st := s.subscriberOf(t, confirmed[0]).Status; st != subscriber.StatusUnsubscribed {
		t.Errorf("after unsubscribing: %s", st)
	}
}

// TestPostNewsletterThrottledAndRestarted: with NEWSLETTER_PER_MINUTE=2 the first minute
// mails two of three subscribers; the job queue is then stopped at once (as a killed
// process) and a new one started: the third subscriber gets the post when the minute
// has passed, and nobody gets it twice.
func TestPostNewsletterThrottledAndRestarted(t *testing.T) {
	cfg, d, mp := newDeps(t, map[string]string{"NEWSLETTER_PER_MINUTE": "2"})
	for i := range 3 {
		subscribed(t, d.Client, fmt.Sprintf("reader%d@example.com", i), subscriber.StatusConfirmed)
	}
	first, err := d.Queue.Work(context.Background(), server.Work(cfg, d))
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(cfg, d)
	t.Cleanup(srv.Close)
	s := &site{h: srv.Handler(), srv: srv, client: d.Client, db: d.DB, cfg: cfg, mail: mp}
	s.gql.H = s.h
	_, owner := s.adminToken(t)
	p := createPost(t, s, owner, map[string]any{"slug": "throttled", "title": "Throttled"})
	postAction(t, s, owner, "publishPost", p.ID)
	s.gql.WithToken(owner).Must(t, sendQ, map[string]any{"id": p.ID}, nil)

	countMails := func() int {
		return d.Client.Mail.Query().Where(entmail.Kind("post_newsletter")).CountX(testdb.System())
	}
	for deadline := time.Now().Add(mailWait); len(mp.Messages(t)) < 2; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d mails within %s, want 2", len(mp.Messages(t)), mailWait)
		}
	}
	time.Sleep(2 * time.Second)
	if n := countMails(); n != 2 {
		t.Fatalf("%d mails written in the first minute, want NEWSLETTER_PER_MINUTE=2", n)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	_ = first.Stop(cancelled) // at once: what is under way is abandoned
	second, err := d.Queue.Work(context.Background(), server.Work(cfg, d))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = second.Stop(context.Background()) })
	// The minute passes.
	if _, err := d.DB.Exec(`UPDATE river_job SET scheduled_at = now() WHERE kind = 'post_newsletter' AND state = 'scheduled'`); err != nil {
		t.Fatal(err)
	}
	mp.Wait(t, "reader2@example.com", 1, mailWait)
	time.Sleep(2 * time.Second)
	for i := range 3 {
		if got := len(mp.To(t, fmt.Sprintf("reader%d@example.com", i))); got != 1 {
			t.Errorf("reader%d got %d mails, want 1", i, got)
		}
	}
	if n := newsletterOf(t, s, owner, p.ID); n.Recipients != 3 || n.FinishedAt == nil {
		t.Errorf("after the restart: %+v", n)
	}
}
