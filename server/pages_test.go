package server_test

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/compression"
	"seoagency/graph"
	"seoagency/rest"
	"seoagency/routes"
	"seoagency/ssr"
	"seoagency/store"
	"seoagency/testdb"
)

// queryID is the persisted id of the web app's query named name.
func queryID(t *testing.T, name string) string {
	t.Helper()
	for id, text := range graph.PersistedQueries() {
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
	ctx := testdb.System()
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
	_, token := s.adminToken(t)
	bid := s.client.Banner.Query().OnlyIDX(testdb.System())
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

// preview sends POST /api/preview as the holder of token ("" for a visitor).
func (s *site) preview(t *testing.T, token, body string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/preview", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	return w
}

func previewBody(id, path string, values any) string {
	b, _ := json.Marshal(map[string]any{"id": id, "path": path, "values": values})
	return string(b)
}

func TestPreviewPaintsUnsavedValues(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	saved := waitForPage(t, s, "/", "<main><h1>")
	ctx := testdb.System()
	_, admin := s.adminToken(t)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123")
	banner := s.client.Banner.Query().OnlyX(ctx)
	bid := strconv.Itoa(banner.ID)
	heading := `Grow </script><script>alert(1)</script> & rank`

	start := time.Now()
	w := s.preview(t, admin, previewBody(bid, "/", map[string]string{"bannerHeading": heading}), nil)
	t.Logf("a preview of / answered in %v", time.Since(start))
	page := w.Body.String()
	if w.Code != 200 || w.Header().Get("Content-Type") != "text/html; charset=utf-8" || w.Header().Get("Cache-Control") != "no-store" ||
		w.Header().Get("X-Robots-Tag") != "noindex" {
		t.Fatalf("preview: %d %v %s", w.Code, w.Header(), page)
	}
	// The value is escaped as the renderer escapes any text; nothing runs in a preview.
	if !strings.Contains(page, `<div id="root"><main><h1>Grow &lt;/script>&lt;script>alert(1)&lt;/script> &amp; rank</h1></main></div>`) ||
		strings.Contains(page, "<script") || strings.Contains(page, "relay-data") {
		t.Errorf("preview markup: %s", page)
	}
	for _, want := range []string{`<base href="https://site.test/">`, `<meta name="robots" content="noindex">`,
		`<div class="preview-bar" role="status">Preview — not saved</div>`, "<title>Grow Your Business With Search Engine Optimization | SEO Agency</title>"} {
		if !strings.Contains(page, want) {
			t.Errorf("preview lacks %s: %s", want, page)
		}
	}
	// Nothing was saved: the record and the painted page are as before.
	if got := s.client.Banner.GetX(ctx, banner.ID); got.BannerHeading != banner.BannerHeading || got.Version != banner.Version {
		t.Errorf("the preview changed the record: %+v", got)
	}
	if p := s.get(t, "/").Body.String(); p != saved {
		t.Errorf("/ after a preview: %s", p)
	}

	// Opened from the site itself, styles load from the address the admin is on.
	w = s.preview(t, admin, previewBody(bid, "/pricing/", map[string]string{"bannerHeading": "On pricing"}), map[string]string{"Origin": "http://example.com"})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<base href="http://example.com/">`) || !strings.Contains(w.Body.String(), "<h1>On pricing</h1>") {
		t.Errorf("same-origin preview: %d %s", w.Code, w.Body.String())
	}
	w = s.preview(t, admin, previewBody(bid, "/", map[string]string{}), map[string]string{"Origin": "https://elsewhere.test"})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<base href="https://site.test/">`) || !strings.Contains(w.Body.String(), "<h1>"+banner.BannerHeading+"</h1>") {
		t.Errorf("preview asked from another origin: %d %s", w.Code, w.Body.String())
	}

	adminUser := s.client.AdminUser.Query().FirstX(ctx)
	huge := previewBody(bid, "/", map[string]string{"bannerHeading": strings.Repeat("x", rest.MaxBody)})
	for _, c := range []struct {
		name, token, body string
		status            int
		want              string
	}{
		{"visitor", "", previewBody(bid, "/", map[string]string{"bannerHeading": "x"}), 401, "UNAUTHENTICATED"},
		{"customer", customer, huge, 403, "FORBIDDEN"},
		{"unknown path", admin, previewBody(bid, "/nowhere", map[string]string{}), 400, `path \"/nowhere\" is not a public page: preview one of /, /contact`},
		{"private page", admin, previewBody(bid, "/dashboard", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"page of a record", admin, previewBody(bid, "/order-now/1", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"no path", admin, previewBody(bid, "", map[string]string{}), 400, `"fields":{"path":"page"}`},
		{"unknown field", admin, previewBody(bid, "/", map[string]string{"bannerHeading": "x", "nope": "x"}), 400, `"fields":{"nope":"unknown"}`},
		{"the id", admin, previewBody(bid, "/", map[string]string{"id": "1"}), 400, `"fields":{"id":"unknown"}`},
		{"values not an object", admin, previewBody(bid, "/", []string{"bannerHeading"}), 400, `"fields":{"values":"type"}`},
		{"no values", admin, `{"id":"` + bid + `","path":"/"}`, 400, `"fields":{"values":"type"}`},
		{"an object as a value", admin, previewBody(bid, "/", map[string]any{"bannerHeading": map[string]string{"a": "b"}}), 400, `"fields":{"bannerHeading":"type"}`},
		{"a number for a text", admin, previewBody(bid, "/", map[string]any{"bannerHeading": 12}), 400, `bannerHeading must be a string.`},
		{"id of nothing", admin, previewBody("999999999", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"id in no type's range", admin, previewBody("999999999999999", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"not an id", admin, previewBody("abc", "/", map[string]string{}), 404, "NOT_FOUND"},
		{"an admin user", admin, previewBody(strconv.Itoa(adminUser.ID), "/", map[string]string{"userEmail": "x"}), 404, "No public record has the id"},
		{"huge body", admin, huge, 413, "TOO_LARGE"},
		{"not JSON", admin, "id=1", 400, "not valid JSON"},
	} {
		w := s.preview(t, c.token, c.body, nil)
		if w.Code != c.status || !strings.Contains(w.Body.String(), c.want) || strings.Contains(w.Body.String(), adminUser.UserEmail) {
			t.Errorf("%s: %d %.300s", c.name, w.Code, w.Body.String())
		}
	}
	req := httptest.NewRequest("POST", "/api/preview", strings.NewReader(previewBody(bid, "/", map[string]string{})))
	req.Header.Set("Authorization", "Bearer "+admin)
	w = httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 415 {
		t.Errorf("a body that is not sent as JSON: %d %s", w.Code, w.Body.String())
	}
}

// contentWeb is a WEB_DIR whose stand-in renderer reads what the web app's pages read:
// the shell's query (header and footer) and the page's own <Page>Query, from the server.
func contentWeb(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	shell := `<!doctype html><html><head><title>shell</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`
	ids := map[string]string{}
	for _, r := range routes.All() {
		for id, text := range graph.PersistedQueries() {
			if r.Public() && strings.HasPrefix(text, "query "+r.Page+"Query ") {
				ids[r.Path] = id
			}
		}
	}
	if len(ids) < 5 {
		t.Fatalf("page queries: %v", ids)
	}
	idsJSON := "{"
	for p, id := range ids {
		idsJSON += `"` + p + `":"` + id + `",`
	}
	idsJSON = strings.TrimSuffix(idsJSON, ",") + "}"
	script := `
var ids = ` + idsJSON + `;
var SSR = {
  prepare: function () { return Promise.resolve(); },
  render: function (path) {
    JSON.parse(__fetchQuery('` + queryID(t, "SiteShellQuery") + `', '{}'));
    if (ids[path]) JSON.parse(__fetchQuery(ids[path], '{}'));
    return '<main>' + path + '</main>';
  }
};`
	for name, content := range map[string]string{"index.html": shell, ssr.ScriptPath: script, "assets/app-1234.js": "console.log(1)"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

var sitemapURL = regexp.MustCompile(`<url><loc>https://site\.test([^<]*)</loc>(?:<lastmod>([^<]*)</lastmod>)?</url>`)

// lastmods reads sitemap.xml: path → its lastmod.
func lastmods(t *testing.T, s *site) map[string]string {
	t.Helper()
	w := s.get(t, "/sitemap.xml")
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/xml") {
		t.Fatalf("sitemap.xml: %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	out := map[string]string{}
	for _, m := range sitemapURL.FindAllStringSubmatch(w.Body.String(), -1) {
		out[m[1]] = m[2]
	}
	return out
}

// waitLastmods polls the sitemap until done accepts it (pages are painted in the background).
func waitLastmods(t *testing.T, s *site, what string, done func(map[string]string) bool) map[string]string {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		m := lastmods(t, s)
		if done(m) {
			return m
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: sitemap dates %v", what, m)
		}
	}
}

// TestSitemapLastmodFollowsContent: each page's <lastmod> is when what it shows last
// changed: a service item moves /service's (and the home page's, which lists the
// services) but not /pricing's; the footer, on every page, moves all; a restart, or
// another replica, gives the same dates. On PostgreSQL and SQLite.
func TestSitemapLastmodFollowsContent(t *testing.T) {
	for name, dbURL := range map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite} {
		t.Run(name, func(t *testing.T) {
			env := map[string]string{"WEB_DIR": contentWeb(t), "DATABASE_URL": dbURL(t)}
			s := newSite(t, env)
			sys := testdb.System()
			// The site's own pages, the blog and its two seeded posts.
			pages := []string{"/", "/service", "/pricing", "/contact", "/support", "/blog",
				"/blog/technical-seo-audit-checklist", "/blog/local-seo-for-small-businesses"}
			first := waitLastmods(t, s, "first pass", func(m map[string]string) bool {
				for _, p := range pages {
					if m[p] == "" {
						return false
					}
				}
				return len(m) == len(pages)
			})
			for p, d := range first {
				if at, err := time.Parse(time.RFC3339, d); err != nil || !strings.HasSuffix(d, "Z") || time.Since(at) > time.Minute || time.Until(at) > time.Second {
					t.Errorf("%s: lastmod %q is not a W3C datetime of now (%v)", p, d, err)
				}
			}
			w := s.get(t, "/sitemap.xml")
			etag := w.Header().Get("ETag")
			req := httptest.NewRequest("GET", "/sitemap.xml", nil)
			req.Header.Set("If-None-Match", etag)
			rec := httptest.NewRecorder()
			s.h.ServeHTTP(rec, req)
			if etag == "" || rec.Code != 304 {
				t.Errorf("sitemap revalidation: ETag %q, %d", etag, rec.Code)
			}

			time.Sleep(1100 * time.Millisecond) // dates are to the second
			item := s.client.ServiceItem.Query().FirstX(sys)
			s.client.ServiceItem.UpdateOneID(item.ID).SetServiceTitle("Technical SEO").ExecX(sys)
			second := waitLastmods(t, s, "after a service item changed", func(m map[string]string) bool { return m["/service"] > first["/service"] })
			for p, moved := range map[string]bool{"/": true, "/service": true, "/pricing": false, "/contact": false, "/support": false} {
				if (second[p] > first[p]) != moved {
					t.Errorf("a service item changed: %s's lastmod %s → %s", p, first[p], second[p])
				}
			}

			time.Sleep(1100 * time.Millisecond)
			s.client.FooterAddress.Update().SetFooterPhone("+1 (415) 555-0199").ExecX(sys)
			third := waitLastmods(t, s, "after the footer changed", func(m map[string]string) bool {
				for _, p := range pages {
					if m[p] <= second[p] {
						return false
					}
				}
				return true
			})

			// A restarted server (or another replica) on the same database agrees.
			again := newSite(t, env)
			if got := waitLastmods(t, again, "restart", func(m map[string]string) bool { return m["/"] != "" }); !maps.Equal(got, third) {
				t.Errorf("after a restart: %v, before %v", got, third)
			}
			if got := lastmods(t, s); !maps.Equal(got, third) {
				t.Errorf("the first server's dates moved: %v, were %v", got, third)
			}
		})
	}
}
