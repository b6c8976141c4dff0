package server_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/admins"
	"seoagency/auth/authtest"
	"seoagency/compression"
	"seoagency/ssr"
	"seoagency/store"
)

// queryID is the persisted id of the web app's query named name.
func queryID(t *testing.T, name string) string {
	t.Helper()
	for id, text := range persisted(t) {
		if strings.HasPrefix(text, "query "+name+" ") {
			return id
		}
	}
	t.Fatalf("no persisted query %s", name)
	return ""
}

// paintedWeb is a WEB_DIR with a shell holding the app's root element, one built script
// and a stand-in for the web build's renderer. The renderer asks the server for the home
// query (or, on the path askPrivate, for a private one) and prints the banner heading.
// Two headings make it fail on /: "Break the renderer", and "Flaky until <ms>" before then.
func paintedWeb(t *testing.T, askPrivate string) map[string]string {
	t.Helper()
	dir := t.TempDir()
	shell := `<!doctype html><html><head><title>shell</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shell), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `
var SSR = {
  prepare: function () { return Promise.resolve(); },
  render: function (path) {
    var id = path === '` + askPrivate + `' ? '` + queryID(t, "SiteHeaderViewerQuery") + `' : '` + queryID(t, "HomeQuery") + `';
    var raw = JSON.parse(__fetchQuery(id, '{}')).data.banners.edges[0].node.bannerHeading;
    var flaky = /^Flaky until (\d+)$/.exec(raw);
    if (path === '/' && (raw === 'Break the renderer' || (flaky && Date.now() < Number(flaky[1])))) throw new Error('broken: ' + raw);
    var heading = raw.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return '<main><h1>' + heading + '</h1></main>';
  }
};`
	// A built file, then the compressed forms the build writes beside it (web/build/compress.mjs).
	files := [][2]string{{ssr.ScriptPath, script}, {"assets/app-1234.js", builtScript},
		{"assets/app-1234.js.br", string(compression.Compress([]byte(builtScript), "br"))},
		{"assets/app-1234.js.gz", string(compression.Compress([]byte(builtScript), "gzip"))}}
	for _, f := range files {
		name, content := f[0], f[1]
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return map[string]string{"WEB_DIR": dir}
}

// builtScript is paintedWeb's built script: large enough to be worth compressing.
var builtScript = strings.Repeat("console.log('a built script');\n", 100)

// waitForPage polls path until its HTML contains want: pages are painted in the background.
func waitForPage(t *testing.T, s *site, path, want string) string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		page := s.get(t, path).Body.String()
		if strings.Contains(page, want) {
			return page
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never showed %q: %s", path, want, page)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// setHeading changes the banner heading as the data layer does for an admin: the change
// is announced, and the pages are painted again.
func setHeading(t *testing.T, s *site, heading string) {
	t.Helper()
	ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
	s.client.Banner.Update().SetBannerHeading(heading).ExecX(ctx)
}

var rootRe = regexp.MustCompile(`<div id="root">(.*?)</div><script type="application/json" id="relay-data">(.*?)</script>`)

func TestPublicPagesArrivePainted(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	setHeading(t, s, `Grow </script><script>alert(1)</script> & rank`)

	page := waitForPage(t, s, "/", "<h1>Grow &lt;/script>")
	m := rootRe.FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("/: %s", page)
	}
	if m[1] != `<main><h1>Grow &lt;/script>&lt;script>alert(1)&lt;/script> &amp; rank</h1></main>` {
		t.Errorf("markup: %s", m[1])
	}
	if strings.Contains(page, "<script>alert") {
		t.Errorf("a database value broke out of the page: %s", page)
	}
	var data []struct {
		ID       string
		Response struct {
			Data struct {
				Banners struct {
					Edges []struct {
						Node struct{ BannerHeading string }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(m[2]), &data); err != nil || len(data) != 1 || data[0].ID != queryID(t, "HomeQuery") ||
		data[0].Response.Data.Banners.Edges[0].Node.BannerHeading != `Grow </script><script>alert(1)</script> & rank` {
		t.Errorf("the data the page was rendered with (%v): %s", err, m[2])
	}
	if strings.Contains(page, `rel="preload" as="fetch"`) || !strings.Contains(page, "<title>Grow &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; rank | SEO Agency</title>") ||
		!strings.Contains(page, `"@type":"Organization"`) || !strings.Contains(page, `<meta property="og:image" content="https://site.test/images/banner.svg">`) {
		t.Errorf("head of a painted page: %s", page)
	}

	// Each path is its own page; private pages and the 404 page are not painted.
	if p := s.get(t, "/pricing/").Body.String(); !strings.Contains(p, `<main><h1>Grow `) || !strings.Contains(p, `<link rel="canonical" href="https://site.test/pricing">`) ||
		strings.Count(p, `"@type":"Offer"`) != 3 {
		t.Errorf("/pricing/: %s", p)
	}
	for _, path := range []string{"/dashboard", "/admin", "/nowhere"} {
		if p := s.get(t, path).Body.String(); !strings.Contains(p, `<div id="root"></div>`) || strings.Contains(p, "relay-data") {
			t.Errorf("%s was painted on the server: %s", path, p)
		}
	}

	// An admin's edit shows once the pages are painted again.
	adminEmail := authtest.UniqueEmail(t, "admin")
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	token := authtest.SignUpVerified(t, adminEmail, "secret-123")
	bid := s.client.Banner.Query().OnlyIDX(privacy.DecisionContext(context.Background(), privacy.Allow))
	s.gql.WithToken(token).Must(t, `mutation($id: ID!) { updateBanner(id: $id, input: {bannerHeading: "Edited just now"}) { id } }`, map[string]any{"id": bid}, nil)
	waitForPage(t, s, "/", "<main><h1>Edited just now</h1>")
}

// TestPaintedPagesCostNoSQL: every way a browser or a CDN asks for a painted page
// (each encoding, a revalidation, HEAD, a private page's shell, a 404) sends no statement.
func TestPaintedPagesCostNoSQL(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	waitForPage(t, s, "/", "<main><h1>")
	etag := s.get(t, "/").Header().Get("ETag")
	for _, c := range []struct{ method, path, enc, inm string }{
		{"GET", "/", "gzip, br", ""}, {"GET", "/", "gzip", ""}, {"GET", "/", "", ""}, {"GET", "/pricing", "br", ""},
		{"GET", "/", "", etag}, {"HEAD", "/contact", "br", ""}, {"GET", "/dashboard", "br", ""}, {"GET", "/nowhere", "", ""},
		{"GET", "/sitemap.xml", "br", ""}, {"GET", "/sitemap.xml", "", ""},
	} {
		req := httptest.NewRequest(c.method, c.path, nil)
		req.Header.Set("Accept-Encoding", c.enc)
		if c.inm != "" {
			req.Header.Set("If-None-Match", c.inm)
		}
		ctx, n := store.WithStatementCounter(req.Context())
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req.WithContext(ctx))
		if w.Code >= 500 || n.Load() != 0 {
			t.Errorf("%s %s (%q, If-None-Match %q): %d, %d SQL statements", c.method, c.path, c.enc, c.inm, w.Code, n.Load())
		}
	}
}

// TestRequestsNeverWaitForARender: while a new paint is blocked (a query it needs waits
// on a table lock), visitors get the previous page at once, and the new one after.
func TestRequestsNeverWaitForARender(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	old := waitForPage(t, s, "/", "<main><h1>")

	db, err := sql.Open("postgres", s.cfg.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	// The home query reads the About section; the head and the edit below do not.
	if _, err := tx.Exec("LOCK TABLE abouts IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	setHeading(t, s, "Painted after the lock")
	deadline := time.Now().Add(5 * time.Second)
	for waiting := 0; waiting == 0; {
		if err := db.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the paint after the edit never reached the locked table")
		}
		time.Sleep(10 * time.Millisecond)
	}
	for range 3 {
		got := make(chan *httptest.ResponseRecorder, 1)
		go func() { got <- s.get(t, "/") }()
		select {
		case w := <-got:
			if w.Body.String() != old {
				t.Fatalf("during the paint, / was not the previous page: %s", w.Body.String())
			}
		case <-time.After(3 * time.Second):
			t.Fatal("a request waited for the paint")
		}
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	waitForPage(t, s, "/", "<main><h1>Painted after the lock</h1>")
}

func TestPagesTheServerCannotPaintAreLeftToTheBrowser(t *testing.T) {
	s := newSite(t, paintedWeb(t, "/support"))
	// The stand-in asks for the viewer on /support: the renderer gets public queries only.
	waitForPage(t, s, "/", "<main><h1>")
	p := s.get(t, "/support").Body.String()
	if !strings.Contains(p, `<div id="root"></div>`) || strings.Contains(p, "relay-data") || !strings.Contains(p, `rel="preload" as="fetch"`) {
		t.Fatalf("/support: %s", p)
	}
	// The renderer's script is never served.
	w := s.get(t, "/"+ssr.ScriptPath)
	if w.Code != 404 || strings.Contains(w.Body.String(), "SSR") {
		t.Errorf("/%s: %d %s", ssr.ScriptPath, w.Code, w.Body.String())
	}

	// A page whose render fails keeps its last good version; the others move on.
	good := waitForPage(t, s, "/", "<main><h1>")
	setHeading(t, s, "Break the renderer")
	waitForPage(t, s, "/pricing", "<main><h1>Break the renderer</h1>")
	if p := s.get(t, "/").Body.String(); p != good {
		t.Errorf("/ after its render failed: %s", p)
	}
	// A failure is retried without another edit: this heading fails for the next 300 ms.
	setHeading(t, s, fmt.Sprintf("Flaky until %d", time.Now().Add(300*time.Millisecond).UnixMilli()))
	waitForPage(t, s, "/pricing", "<main><h1>Flaky until")
	waitForPage(t, s, "/", "<main><h1>Flaky until")
}
