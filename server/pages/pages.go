// Package pages serves the web app: its built files (compressed once), the shell of
// every page with its own head, and the public pages painted on the server when public
// content changes, never on a visitor's request.
package pages

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/compression"
	"seoagency/ent"
	"seoagency/graph"
	"seoagency/graph/generated"
	"seoagency/routes"
	"seoagency/seoreport"
	"seoagency/server/seohead"
	"seoagency/ssr"
)

// Site is the web app as visitors get it.
type Site struct {
	web    *webApp
	webDir string
	head   seohead.Writer
	client *ent.Client
	cache  *graph.Cache
	schema *ast.Schema // the GraphQL API's: which fields a preview may change
	pages  pages
	// painter is the renderer and its public answers once Paint has started; previews share it.
	painter atomic.Pointer[painter]
	// warnNotBuilt: a missing renderer is said once, not at every pass.
	warnNotBuilt sync.Once
}

// New serves the web app built in webDir; cache answers the public queries the pages
// are painted from. Until the first pass (Paint) has painted the pages, they are sent
// as shells with their heads. vitalsSampleRate is the share of visits to public pages
// that report their Web Vitals, written into every page's shell.
func New(webDir string, head seohead.Writer, client *ent.Client, cache *graph.Cache, vitalsSampleRate float64) *Site {
	s := &Site{web: newWebApp(webDir, vitalsSampleRate), webDir: webDir, head: head, client: client, cache: cache,
		schema: generated.NewExecutableSchema(generated.Config{}).Schema(),
		pages:  pages{dirty: make(chan struct{}, 1), firstPass: make(chan struct{})}}
	hd, err := head.Load(context.Background(), client)
	if err != nil {
		slog.Warn("reading the pages' head data at start failed; the first paint reads it again", "err", err)
		hd = &seohead.Data{}
	}
	// Until the first pass: the sitemap without dates (/readyz keeps visitors away meanwhile).
	s.pages.current.Store(&pageSet{byPath: map[string]*compression.Body{}, head: hd,
		sitemap: encodeAll(head.Sitemap(context.Background(), hd, nil), xmlType)})
	return s
}

// Painted reports whether the first pass has finished: until then the replica should
// get no visitors (/readyz).
func (s *Site) Painted() bool { return s.pages.painted() }

// SEOReport is what a search engine would flag on the public pages as they are painted now.
func (s *Site) SEOReport() []seoreport.Finding { return s.pages.current.Load().report }

// Repaint asks for a pass (content changed); visitors get the previous pages until it
// ends. It never waits.
func (s *Site) Repaint() { s.pages.repaint() }

// pages holds the public pages as visitors get them: painted when public content
// changes, never on a request, each compressed once. A request reads the current set
// and nothing else; a new set replaces it whole when a pass has finished.
type pages struct {
	current atomic.Pointer[pageSet]
	// dirty has room for one signal: any number of changes during a pass ask for one more.
	dirty chan struct{}
	// firstPass is closed when the pages of the first pass are in: /readyz waits for it,
	// so a new replica gets visitors only once it can answer them painted.
	firstPass chan struct{}
}

// pageSet is one pass's result: every public page, and the head's data it was written with.
type pageSet struct {
	shellAt time.Time                    // the shell the pages were built into
	byPath  map[string]*compression.Body // route path → page
	head    *seohead.Data
	// seo is what the SEO report reads of each page, and report its findings.
	seo     map[string]seoreport.Page
	report  []seoreport.Finding
	lastmod map[string]time.Time // route path → when what it shows last changed
	// sitemap is sitemap.xml, with lastmod, then the parts it indexes when large
	// (seohead.SitemapPart(n) is sitemap[n]).
	sitemap []*compression.Body
	feed    *compression.Body // the blog's RSS feed
}

// painted reports whether the first pass has finished.
func (p *pages) painted() bool {
	select {
	case <-p.firstPass:
		return true
	default:
		return false
	}
}

// repaint asks for a pass; it never waits.
func (p *pages) repaint() {
	select {
	case p.dirty <- struct{}{}:
	default:
	}
}

const (
	// pageCacheControl lets a browser or a CDN keep a page briefly and serve it stale while
	// it revalidates with the ETag (a 304 when nothing changed).
	pageCacheControl = "public, max-age=10, s-maxage=10, stale-while-revalidate=60"
	firstRetry       = time.Second
	lastRetry        = time.Minute
)

// Paint paints every public page at start and after each change of public content,
// until ctx ends; a pass with a failed page is retried with back-off. The renderer's
// queries are answered by publicQueries as a visitor's are; node is the Node.js binary
// that runs the renderer.
func (s *Site) Paint(ctx context.Context, publicQueries http.Handler, node string) {
	answer := s.answerPublicQuery(publicQueries)
	renderer := ssr.New(filepath.Join(s.webDir, filepath.FromSlash(ssr.ScriptPath)), answer, node)
	defer renderer.Close()
	s.painter.Store(&painter{renderer: renderer, answer: answer})
	var retry <-chan time.Time
	wait := time.Duration(0)
	for first := true; ; first = false {
		painted := s.paint(ctx, renderer)
		if first {
			close(s.pages.firstPass)
		}
		if painted {
			retry, wait = nil, 0
		} else {
			wait = min(max(2*wait, firstRetry), lastRetry)
			retry = time.After(wait)
		}
		select {
		case <-ctx.Done():
			return
		case <-s.pages.dirty:
		case <-retry:
		}
	}
}

// paint builds every public page from the current content and swaps the new set in. A
// page that fails keeps its last good version (or, with none, is the shell: the
// browser renders it). It reports whether every page was painted.
func (s *Site) paint(ctx context.Context, renderer *ssr.Renderer) bool {
	shell, shellAt, err := s.web.indexHTML()
	if err != nil {
		return false // not built yet: the request path says so
	}
	start := time.Now()
	old := s.pages.current.Load()
	ok := true
	head, err := s.head.Load(ctx, s.client)
	if err != nil {
		slog.Error("reading the pages' head data failed: the previous head stays", "err", err)
		head, ok = old.head, false
	}
	next := &pageSet{shellAt: shellAt, byPath: map[string]*compression.Body{}, head: head, seo: map[string]seoreport.Page{}}
	var checked []seoreport.Page
	var renderT, compressT time.Duration
	keep := func(path string, doc []byte) {
		t0 := time.Now()
		if prev := old.byPath[path]; prev != nil && prev.Is(doc) {
			next.byPath[path] = prev // unchanged by this edit: compressed already
		} else {
			next.byPath[path] = compression.EncodeOften(doc, htmlType)
		}
		compressT += time.Since(t0)
		if p, err := seoreport.Read(path, s.head.PublicURL, doc); err == nil {
			next.seo[path] = p
		}
	}
	fingerprints := map[string]string{} // of the pages painted: a failed one keeps its date
	for _, r := range routes.All() {
		if !r.Public() {
			continue
		}
		for _, path := range head.Paths(r) {
			t0 := time.Now()
			page, err := renderer.Render(path, r.Page)
			renderT += time.Since(t0)
			if err == nil {
				keep(path, withBody(s.head.Head(head, shell, r, path, true, false), page))
				checked = append(checked, next.seo[path])
				fingerprints[path] = s.head.Fingerprint(head, r, path, page.Data)
				continue
			}
			ok = false
			if errors.Is(err, ssr.ErrNotBuilt) || errors.Is(err, ssr.ErrNoNode) {
				s.warnNotBuilt.Do(func() { slog.Warn("pages are not rendered on the server", "err", err) })
			} else {
				slog.Error("rendering a page on the server failed: the last good version stays", "path", path, "err", err)
			}
			if prev := old.byPath[path]; prev != nil && old.shellAt.Equal(shellAt) {
				next.byPath[path], next.seo[path] = prev, old.seo[path]
			} else {
				keep(path, s.head.Head(head, shell, r, path, true, true))
			}
			checked = append(checked, next.seo[path])
		}
	}
	next.report = seoreport.Check(checked)
	next.lastmod, err = seohead.RecordVersions(ctx, s.client, fingerprints, time.Now())
	if err != nil {
		slog.Error("recording the pages' versions failed: the sitemap keeps the previous dates", "err", err)
		next.lastmod, ok = old.lastmod, false
	}
	next.sitemap = encodeAll(s.head.Sitemap(ctx, head, next.lastmod), xmlType)
	if feed, err := s.head.Feed(head); err == nil {
		next.feed = compression.EncodeOften(feed, rssType)
	} else {
		slog.Error("writing the blog's feed failed: the previous one stays", "err", err)
		next.feed, ok = old.feed, false
	}
	s.pages.current.Store(next)
	slog.Info("public pages painted", "pages", len(next.byPath), "all", ok, "ms", time.Since(start).Milliseconds(), "renderMs", renderT.Milliseconds(), "compressMs", compressT.Milliseconds())
	return ok
}

const (
	htmlType = "text/html; charset=utf-8"
	xmlType  = "application/xml; charset=utf-8"
	rssType  = "application/rss+xml; charset=utf-8"
)

// encodeAll compresses each file once.
func encodeAll(files [][]byte, contentType string) []*compression.Body {
	out := make([]*compression.Body, len(files))
	for i, f := range files {
		out[i] = compression.EncodeOften(f, contentType)
	}
	return out
}

// Sitemap serves sitemap.xml as the last pass built it: no database read on a request.
func (s *Site) Sitemap(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", pageCacheControl)
	s.pages.current.Load().sitemap[0].ServeHTTP(w, r)
}

// sitemapPart serves /sitemap-N.xml, a part of a large sitemap's index, as the last pass
// built it; ok is false when the path is no part of it.
func (s *Site) sitemapPart(w http.ResponseWriter, r *http.Request) (ok bool) {
	rest, prefixed := strings.CutPrefix(r.URL.Path, "/sitemap-")
	n, suffixed := strings.CutSuffix(rest, ".xml")
	if !prefixed || !suffixed {
		return false
	}
	i, err := strconv.Atoi(n)
	parts := s.pages.current.Load().sitemap
	if err != nil || i < 1 || i >= len(parts) || seohead.SitemapPart(i) != r.URL.Path {
		return false
	}
	w.Header().Set("Cache-Control", pageCacheControl)
	parts[i].ServeHTTP(w, r)
	return true
}

// Feed serves the blog's RSS feed as the last pass built it.
func (s *Site) Feed(w http.ResponseWriter, r *http.Request) {
	set := s.pages.current.Load()
	if set.feed == nil {
		http.Error(w, "the feed is being written; try again in a moment", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Cache-Control", pageCacheControl)
	set.feed.ServeHTTP(w, r)
}

// paintedPath is the key of the page at a request's path in a pageSet: a route's own
// path, or for a route with a parameter (a post) the request's path without a trailing slash.
func paintedPath(route routes.Route, urlPath string) string {
	if !strings.Contains(route.Path, ":") {
		return route.Path
	}
	return strings.TrimSuffix(urlPath, "/")
}

// publicPage serves a public page from the current set. Before the first pass has
// finished (just after start) it sends the shell with its head, as for a private page.
func (s *Site) publicPage(w http.ResponseWriter, r *http.Request, route routes.Route, shellAt time.Time) bool {
	set := s.pages.current.Load()
	p := set.byPath[paintedPath(route, r.URL.Path)]
	if p == nil {
		return false
	}
	if !set.shellAt.Equal(shellAt) {
		s.pages.repaint() // a new build: this page links to the old one's scripts until then
	}
	w.Header().Set("Cache-Control", pageCacheControl)
	p.ServeHTTP(w, r)
	return true
}

var emptyRoot = []byte(`<div id="root"></div>`)

// withBody puts the rendered markup in the app's root element and the data it was
// rendered with after it, for the browser to hydrate from.
func withBody(html []byte, page ssr.Page) []byte {
	// In JSON, "<" occurs only inside strings, where \u003c means the same: nothing in the
	// data can close the script element.
	data := bytes.ReplaceAll(page.Data, []byte("<"), []byte(`\u003c`))
	body := make([]byte, 0, len(page.HTML)+len(data)+100)
	body = append(body, `<div id="root">`...)
	body = append(body, page.HTML...)
	body = append(body, `</div><script type="application/json" id="relay-data">`...)
	body = append(body, data...)
	body = append(body, `</script>`...)
	return bytes.Replace(html, emptyRoot, body, 1)
}

// answerPublicQuery answers the renderer's queries the way a visitor's browser is answered
// (the public cache, no token), and only public persisted queries.
func (s *Site) answerPublicQuery(publicQueries http.Handler) ssr.Fetch {
	return func(id, variables string) ([]byte, error) {
		if !s.cache.Cacheable(id) {
			return nil, fmt.Errorf("query %q is not a public persisted query", id)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "/graphql?id="+url.QueryEscape(id)+"&variables="+url.QueryEscape(variables), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("Accept", "application/json")
		rec := graph.NewRecorder()
		publicQueries.ServeHTTP(rec, req)
		if rec.Status != http.StatusOK || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
			return nil, fmt.Errorf("query %q answered %d: %.200s", id, rec.Status, rec.Body.String())
		}
		return rec.Body.Bytes(), nil
	}
}
