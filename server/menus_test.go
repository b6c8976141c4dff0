package server_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"seoagency/routes"
	"seoagency/ssr"
)

// shellWeb is a WEB_DIR whose stand-in renderer paints each page's header menu from the
// shell's query (SiteShellQuery), as the web build's header does.
func shellWeb(t *testing.T) map[string]string {
	t.Helper()
	dir := t.TempDir()
	shell := `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>`
	script := `
var SSR = {
  prepare: function () { return Promise.resolve(); },
  render: function (path) {
    var items = JSON.parse(__fetchQuery('` + queryID(t, "SiteShellQuery") + `', '{}')).data.menuItems.edges;
    return '<nav>' + items.filter(function (e) { return e.node.menu === 'HEADER'; })
      .map(function (e) { return '<a href="' + e.node.target + '">' + e.node.label + '</a>'; }).join('') + '</nav>';
  }
};`
	for name, content := range map[string]string{"index.html": shell, ssr.ScriptPath: script} {
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

// A link an admin adds to the header is on every painted public page once they are
// painted again; before that, the pages carry the specification's links.
func TestSavedMenuItemIsOnEveryPaintedPage(t *testing.T) {
	s := newSite(t, shellWeb(t))
	specified := `<nav><a href="/">Home</a><a href="/service">Services</a><a href="/pricing">Pricing</a><a href="/contact">Contact</a></nav>`
	waitForPage(t, s, "/", specified)

	_, token := s.adminToken(t)
	s.gql.WithToken(token).Must(t, `mutation { createMenuItem(input: {menu: HEADER, label: "Audit", target: "/blog/technical-seo-audit-checklist"}) { id } }`, nil, nil)
	added := `<a href="/contact">Contact</a><a href="/blog/technical-seo-audit-checklist">Audit</a></nav>`
	waitForPage(t, s, "/", added)
	paths := []string{"/blog/technical-seo-audit-checklist"}
	for _, r := range routes.All() {
		if r.Public() && !strings.Contains(r.Path, ":") {
			paths = append(paths, r.Path)
		}
	}
	for _, p := range paths {
		if page := s.get(t, p).Body.String(); !strings.Contains(page, added) {
			t.Errorf("%s has no new link: %s", p, page)
		}
	}
}
