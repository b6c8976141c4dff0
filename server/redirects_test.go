package server_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/admins"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent/redirect"
	"seoagency/gqltest"
	"seoagency/testdb"
)

var asAdmin = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner})

// TestRedirectsBeforeTheApp: the server answers the admin's rules itself (no web app,
// no JavaScript), for GET and HEAD, keeping the query; a saved rule applies at once.
func TestRedirectsBeforeTheApp(t *testing.T) {
	adminEmail := authtest.UniqueEmail(t, "admin")
	s := newSite(t, nil)
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	do := func(method, path string, accept string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		r := httptest.NewRequest(method, path, nil)
		if accept != "" {
			r.Header.Set("Accept", accept)
		}
		s.h.ServeHTTP(w, r)
		return w
	}
	if w := s.get(t, "/old-pricing"); w.Code != 404 {
		t.Fatalf("before the rule: %d", w.Code)
	}
	moved := s.client.Redirect.Create().SetFromPath("/old-pricing").SetTarget("/pricing").SaveX(asAdmin)
	s.client.Redirect.Create().SetFromPath("/articles/*").SetTarget("/service/*").SaveX(asAdmin)
	s.client.Redirect.Create().SetFromPath("/retired").SetKind(redirect.KindGone).SaveX(asAdmin)

	start := time.Now()
	w := do("GET", "/old-pricing?utm_source=mail&x=%2F", "")
	took := time.Since(start)
	if w.Code != 301 || w.Header().Get("Location") != "/pricing?utm_source=mail&x=%2F" || strings.Contains(w.Body.String(), "<script") {
		t.Errorf("GET: %d %q %q", w.Code, w.Header().Get("Location"), w.Body.String())
	}
	t.Logf("a redirect answered in %s (its first request reads the rules)", took)
	start = time.Now()
	const n = 1000
	for i := 0; i < n; i++ {
		do("GET", "/articles/2020/post", "")
	}
	t.Logf("a redirect answered in %s on average over %d requests", time.Since(start)/n, n)
	if w := do("HEAD", "/articles/2020/post", ""); w.Code != 301 || w.Header().Get("Location") != "/service/2020/post" || w.Body.Len() != 0 {
		t.Errorf("HEAD: %d %q %d bytes", w.Code, w.Header().Get("Location"), w.Body.Len())
	}
	if w := do("POST", "/old-pricing", ""); w.Code == 301 {
		t.Errorf("POST redirected")
	}
	if w := do("GET", "/retired?a=1", "text/html"); w.Code != 410 || !strings.Contains(w.Body.String(), "This page is gone") ||
		!strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
		t.Errorf("gone: %d %s", w.Code, w.Body.String())
	}
	if w := do("HEAD", "/retired", ""); w.Code != 410 || w.Body.Len() != 0 {
		t.Errorf("HEAD gone: %d", w.Code)
	}
	// The API and the server's own files are never redirected (and no rule may name them).
	if w := do("GET", "/api/logo", ""); w.Code != 200 {
		t.Errorf("/api/logo: %d", w.Code)
	}
	// An edit applies to the next request.
	s.client.Redirect.UpdateOneID(moved.ID).SetTarget("/contact").SaveX(asAdmin)
	if w := do("GET", "/old-pricing", ""); w.Header().Get("Location") != "/contact" {
		t.Errorf("after an edit: %q", w.Header().Get("Location"))
	}

	// The sitemap leaves out a redirected page.
	sitemap := s.get(t, "/sitemap.xml").Body.String()
	if !strings.Contains(sitemap, "https://site.test/pricing<") {
		t.Fatalf("sitemap before: %s", sitemap)
	}
	s.client.Redirect.Create().SetFromPath("/pricing").SetTarget("/service").SaveX(asAdmin) // /old-pricing goes to /contact now
	// The sitemap is built by the paint pass that every change of the rules starts.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		sitemap = s.get(t, "/sitemap.xml").Body.String()
		if !strings.Contains(sitemap, "https://site.test/pricing<") && strings.Contains(sitemap, "https://site.test/service<") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("sitemap lists a redirected page: %s", sitemap)
		}
	}

	// Hits and 404s of browsers' page visits, written by the flush.
	for _, p := range []string{"/no-such-page", "/no-such-page", "/caf%C3%A9-menu"} {
		do("GET", p, "text/html,application/xhtml+xml")
	}
	for _, p := range []string{"/no-such-page", "/assets/missing.js", "/wp-login.php", "/api/nothing"} {
		do("GET", p, "*/*") // scripts and files: not in the report
	}
	do("HEAD", "/no-such-page", "text/html")
	s.srv.FlushCounts(context.Background())
	sys := testdb.System()
	if got := s.client.Redirect.GetX(sys, moved.ID).Hits; got != 2 {
		t.Errorf("hits of /old-pricing: %d", got)
	}
	var report struct {
		NotFoundHits []struct {
			Path  string
			Count int
		}
	}
	s.gql.WithToken(authtest.SignUpVerified(t, adminEmail, "secret-123")).Must(t, `{ notFoundHits { path count } }`, nil, &report)
	if len(report.NotFoundHits) != 2 || report.NotFoundHits[0].Path != "/no-such-page" || report.NotFoundHits[0].Count != 2 ||
		report.NotFoundHits[1].Path != "/café-menu" {
		t.Errorf("404 report: %+v", report.NotFoundHits)
	}
	if res := s.gql.Do(t, `{ notFoundHits { path } }`, nil); len(res.Errors) == 0 {
		t.Error("a visitor read the 404 report")
	}
}

// TestRedirectOnEveryReplica: a rule saved through one replica answers on another at once
// (PostgreSQL LISTEN/NOTIFY), and a 404 seen by one shows in the report read through the other.
func TestRedirectOnEveryReplica(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	env := []string{"WEB_DIR=" + paintedWeb(t, "")["WEB_DIR"], "ADMIN_EMAILS=" + adminEmail}
	a := startServer(t, databaseURL, "", env...)
	b := startServer(t, databaseURL, "", env...)
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(p *process, path string) *http.Response {
		req, _ := http.NewRequest("GET", p.url+path, nil)
		req.Header.Set("Accept", "text/html")
		resp, err := noFollow.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	if resp := get(b, "/spring-offer"); resp.StatusCode != 404 {
		t.Fatalf("before: %d", resp.StatusCode)
	}
	target, _ := url.Parse(a.url)
	gql := gqltest.Client{H: httputil.NewSingleHostReverseProxy(target)}.WithToken(authtest.SignUpVerified(t, adminEmail, "secret-123"))
	saved := time.Now()
	gql.Must(t, `mutation { createRedirect(input: {fromPath: "/spring-offer", target: "/pricing"}) { id } }`, nil, nil)
	waitFor(t, 5*time.Second, func() bool {
		resp := get(b, "/spring-offer?ref=1")
		return resp.StatusCode == 301 && resp.Header.Get("Location") == "/pricing?ref=1"
	}, "the rule of replica a on replica b")
	t.Logf("replica b answered a rule saved through a in %s", time.Since(saved).Round(time.Millisecond))
	// A chain is refused through GraphQL too, naming the other rule.
	res := gql.Do(t, `mutation { createRedirect(input: {fromPath: "/promo", target: "/spring-offer"}) { id } }`, nil)
	if len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, "/spring-offer → /pricing") {
		t.Errorf("chain through GraphQL: %+v", res.Errors)
	}

	get(b, "/seen-on-b")
	var report struct{ NotFoundHits []struct{ Path string } }
	waitFor(t, 15*time.Second, func() bool {
		gql.Must(t, `{ notFoundHits { path } }`, nil, &report)
		for _, h := range report.NotFoundHits {
			if h.Path == "/seen-on-b" {
				return true
			}
		}
		return false
	}, "b's 404 in the report read through a")
}
