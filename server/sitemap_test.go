package server_test

import (
	"context"
	"maps"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/routes"
	"seoagency/ssr"
	"seoagency/testdb"
)

// contentWeb is a WEB_DIR whose stand-in renderer reads what the web app's pages read:
// the shell's query (header and footer) and the page's own <Page>Query, from the server.
func contentWeb(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	shell := `<!doctype html><html><head><title>shell</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`
	ids := map[string]string{}
	for _, r := range routes.All() {
		for id, text := range persisted(t) {
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
			sys := privacy.DecisionContext(context.Background(), privacy.Allow)
			pages := []string{"/", "/service", "/pricing", "/contact", "/support"}
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
