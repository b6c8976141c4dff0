package server_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"entgo.io/ent/privacy"

	"seoagency/admins"
	"seoagency/auth/authtest"
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

// withRenderer gives the site a shell with the app's root element and a stand-in for the
// web build's renderer: it asks the server for the home query (or, on /support, for a
// private one) and prints the banner heading and how many pages it has rendered.
func withRenderer(t *testing.T, s *site) {
	t.Helper()
	shell := `<!doctype html><html><head><title>shell</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`
	if err := os.WriteFile(filepath.Join(s.cfg.WebDir, "index.html"), []byte(shell), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `
var renders = 0;
var SSR = {
  prepare: function () { return Promise.resolve(); },
  render: function (path) {
    renders++;
    var id = path === '/support' ? '` + queryID(t, "SiteHeaderViewerQuery") + `' : '` + queryID(t, "HomeQuery") + `';
    var data = JSON.parse(__fetchQuery(id, '{}')).data;
    var heading = data.banners.edges[0].node.bannerHeading.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return '<main data-renders="' + renders + '"><h1>' + heading + '</h1></main>';
  }
};`
	p := filepath.Join(s.cfg.WebDir, filepath.FromSlash(ssr.ScriptPath))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
}

var rootRe = regexp.MustCompile(`<div id="root">(.*?)</div><script type="application/json" id="relay-data">(.*?)</script>`)

func TestPublicPagesArrivePainted(t *testing.T) {
	s := newSite(t, nil)
	withRenderer(t, s)
	ctx := privacy.DecisionContext(context.Background(), privacy.Allow)
	s.client.Banner.Update().SetBannerHeading(`Grow </script><script>alert(1)</script> & rank`).ExecX(ctx)

	w := s.get(t, "/")
	page := w.Body.String()
	m := rootRe.FindStringSubmatch(page)
	if w.Code != 200 || m == nil {
		t.Fatalf("/: %d %s", w.Code, page)
	}
	if m[1] != `<main data-renders="1"><h1>Grow &lt;/script>&lt;script>alert(1)&lt;/script> &amp; rank</h1></main>` {
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
	if strings.Contains(page, `rel="preload" as="fetch"`) || !strings.Contains(page, "<title>Home | SEO Agency</title>") {
		t.Errorf("head of a painted page: %s", page)
	}

	// Kept: the next request costs no rendering and no SQL.
	before := store.Statements()
	if again := s.get(t, "/").Body.String(); again != page {
		t.Errorf("the second request was rendered again: %s", again)
	}
	if n := store.Statements() - before; n != 0 {
		t.Errorf("a kept page sent %d SQL statements", n)
	}
	// Each path is its own page; private pages and the 404 page are not painted.
	if p := s.get(t, "/pricing/").Body.String(); !strings.Contains(p, `data-renders="2"`) || !strings.Contains(p, `<link rel="canonical" href="https://site.test/pricing">`) {
		t.Errorf("/pricing/: %s", p)
	}
	for _, path := range []string{"/dashboard", "/admin", "/nowhere"} {
		if p := s.get(t, path).Body.String(); !strings.Contains(p, `<div id="root"></div>`) || strings.Contains(p, "relay-data") {
			t.Errorf("%s was painted on the server: %s", path, p)
		}
	}

	// An admin's edit shows on the next request.
	adminEmail := authtest.UniqueEmail(t, "admin")
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	token := authtest.SignUpVerified(t, adminEmail, "secret-123")
	bid := s.client.Banner.Query().OnlyIDX(ctx)
	s.gql.WithToken(token).Must(t, `mutation($id: ID!) { updateBanner(id: $id, input: {bannerHeading: "Edited just now"}) { id } }`, map[string]any{"id": bid}, nil)
	if p := s.get(t, "/").Body.String(); !strings.Contains(p, `data-renders="3"><h1>Edited just now</h1>`) {
		t.Errorf("after an edit: %s", p)
	}
}

func TestPagesTheServerCannotPaintAreLeftToTheBrowser(t *testing.T) {
	s := newSite(t, nil)
	withRenderer(t, s)
	// The stand-in asks for the viewer on /support: the renderer gets public queries only.
	for range 2 {
		p := s.get(t, "/support").Body.String()
		if !strings.Contains(p, `<div id="root"></div>`) || strings.Contains(p, "relay-data") || !strings.Contains(p, `rel="preload" as="fetch"`) {
			t.Fatalf("/support: %s", p)
		}
	}
	// The renderer's script is never served.
	w := s.get(t, "/"+ssr.ScriptPath)
	if w.Code != 404 || strings.Contains(w.Body.String(), "SSR") {
		t.Errorf("/%s: %d %s", ssr.ScriptPath, w.Code, w.Body.String())
	}
	// A page still renders after another failed, in a fresh engine (the count starts again).
	if p := s.get(t, "/").Body.String(); !strings.Contains(p, `<main data-renders="1"><h1>`) {
		t.Errorf("/ after failures: %s", p)
	}
}
