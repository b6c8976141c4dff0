package server_test

import (
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/post"
	"seoagency/gqltest"
	"seoagency/testdb"
)

// staffAPI is GraphQL on p as an Owner (ADMIN_EMAILS) signed in through the emulator.
func staffAPI(t *testing.T, p *process, token string) gqltest.Client {
	target, _ := url.Parse(p.url)
	return gqltest.Client{H: httputil.NewSingleHostReverseProxy(target)}.WithToken(token)
}

func newPost(t *testing.T, gql gqltest.Client, slug string) string {
	t.Helper()
	var out struct{ CreatePost struct{ ID string } }
	gql.Must(t, `mutation($s: String!) { createPost(input: {slug: $s, title: "A post"}) { id } }`, map[string]any{"s": slug}, &out)
	return out.CreatePost.ID
}

func schedule(t *testing.T, gql gqltest.Client, id string, at time.Time) {
	t.Helper()
	gql.Must(t, `mutation($id: ID!, $at: Time) { schedulePost(id: $id, publishAt: $at) { status } }`,
		map[string]any{"id": id, "at": at.UTC().Format(time.RFC3339)}, nil)
}

// publications counts the audit log's lines of a post published by its schedule.
func publications(t *testing.T, c *ent.Client, id string) int {
	t.Helper()
	return c.AuditEntry.Query().Where(auditentry.EntityType(ent.TypePost), auditentry.SummaryHasPrefix("published on schedule")).
		Where(auditentry.EntityID(atoi(t, id))).CountX(sys)
}

func status(t *testing.T, c *ent.Client, id string) post.Status {
	t.Helper()
	return c.Post.GetX(sys, atoi(t, id)).Status
}

// TestScheduledPostsOnTwoReplicas: two server processes work the queue of one database.
// A post scheduled a few seconds ahead twice for the same time is published once (one
// line in the audit log); one scheduled again for later, and one unpublished, are not
// touched when their old time comes.
func TestScheduledPostsOnTwoReplicas(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	a := startServer(t, databaseURL, "", "ADMIN_EMAILS="+adminEmail)
	b := startServer(t, databaseURL, "", "ADMIN_EMAILS="+adminEmail)
	token := authtest.SignUpVerified(t, adminEmail, "secret-123")
	gql := staffAPI(t, a, token)
	c, db := testdb.Open(t, databaseURL)

	at := time.Now().Add(5 * time.Second).Truncate(time.Second)
	twice, moved, cancelled := newPost(t, gql, "twice-scheduled"), newPost(t, gql, "scheduled-again"), newPost(t, gql, "cancelled")
	schedule(t, gql, twice, at)
	schedule(t, staffAPI(t, b, token), twice, at) // a second job for the same time, through the other replica
	schedule(t, gql, moved, at)
	schedule(t, gql, moved, at.Add(time.Hour))
	schedule(t, gql, cancelled, at)
	gql.Must(t, `mutation($id: ID!) { unpublishPost(id: $id) { status } }`, map[string]any{"id": cancelled}, nil)

	waitFor(t, 90*time.Second, func() bool { return status(t, c, twice) == post.StatusPUBLISHED }, "publication on schedule")
	published := time.Now()
	t.Logf("published %s after its time", published.Sub(at).Round(100*time.Millisecond))
	// Every job of that time has run (River completes them), on one replica or the other.
	waitFor(t, 30*time.Second, func() bool {
		var n int
		err := db.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'post_schedule' AND state <> 'completed' AND scheduled_at <= now()`).Scan(&n)
		return err == nil && n == 0
	}, "the jobs of the scheduled time to complete")
	if n := publications(t, c, twice); n != 1 {
		t.Errorf("%d publications of the post scheduled twice, want 1", n)
	}
	if p := c.Post.GetX(sys, atoi(t, twice)); p.PublishedAt == nil || p.PublishAt != nil {
		t.Errorf("the published post: %+v", p)
	}
	if s := status(t, c, moved); s != post.StatusSCHEDULED {
		t.Errorf("the post scheduled again for later is %s", s)
	}
	if s := status(t, c, cancelled); s != post.StatusDRAFT {
		t.Errorf("the unpublished post is %s", s)
	}
	// Visitors of the other replica read it.
	if body := b.body("/graphql?query=" + url.QueryEscape(`{ postBySlug(slug: "twice-scheduled") { status } }`)); body != `{"data":{"postBySlug":{"status":"PUBLISHED"}}}` {
		t.Errorf("a visitor of replica b: %s", body)
	}
}

// TestScheduledPostAfterACrash: the server is killed (SIGKILL) before a post's time, and
// started again after it: the post is published then, once.
func TestScheduledPostAfterACrash(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	first := startServer(t, databaseURL, "", "ADMIN_EMAILS="+adminEmail)
	gql := staffAPI(t, first, authtest.SignUpVerified(t, adminEmail, "secret-123"))
	c, _ := testdb.Open(t, databaseURL)
	id := newPost(t, gql, "survives-a-crash")
	at := time.Now().Add(3 * time.Second).Truncate(time.Second)
	schedule(t, gql, id, at)
	first.kill()
	time.Sleep(time.Until(at.Add(2 * time.Second)))
	if s := status(t, c, id); s != post.StatusSCHEDULED {
		t.Fatalf("the post is %s while no server runs", s)
	}
	startServer(t, databaseURL, "", "ADMIN_EMAILS="+adminEmail)
	restarted := time.Now()
	waitFor(t, 90*time.Second, func() bool { return status(t, c, id) == post.StatusPUBLISHED }, "publication after the restart")
	t.Logf("published %s after the restart", time.Since(restarted).Round(100*time.Millisecond))
	if n := publications(t, c, id); n != 1 {
		t.Errorf("%d publications, want 1", n)
	}
}

// TestChangedSlugRedirects: a published post whose slug changes answers its old address
// with a 301 to the new one, on the running server.
func TestChangedSlugRedirects(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	s := startServer(t, databaseURL, "", "ADMIN_EMAILS="+adminEmail)
	gql := staffAPI(t, s, authtest.SignUpVerified(t, adminEmail, "secret-123"))
	id := newPost(t, gql, "old-name")
	gql.Must(t, `mutation($id: ID!) { publishPost(id: $id) { id } }`, map[string]any{"id": id}, nil)
	gql.Must(t, `mutation($id: ID!) { updatePost(id: $id, input: {slug: "new-name"}) { id } }`, map[string]any{"id": id}, nil)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func() *http.Response {
		resp, err := noFollow.Get(s.url + "/blog/old-name")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if resp := get(); resp.StatusCode == http.StatusMovedPermanently {
		t.Fatalf("a redirect before the changes were published: %s", resp.Header.Get("Location"))
	}
	gql.Must(t, `mutation($id: ID!) { publishPost(id: $id) { id } }`, map[string]any{"id": id}, nil)
	var resp *http.Response
	waitFor(t, 10*time.Second, func() bool { resp = get(); return resp.StatusCode == http.StatusMovedPermanently }, "301 from the old address")
	if loc := resp.Header.Get("Location"); loc != "/blog/new-name" && loc != s.url+"/blog/new-name" {
		t.Errorf("the old address redirects to %q", loc)
	}
}

func atoi(t *testing.T, id string) int {
	t.Helper()
	n, err := strconv.Atoi(id)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
