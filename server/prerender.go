package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"sync"
	"time"

	"seoagency/graph"
	"seoagency/ssr"
)

// pages keeps the finished HTML of public pages (head and server-rendered body) until
// public content changes: a warm page costs no SQL and no rendering.
type pages struct {
	mu     sync.Mutex
	gen    uint64
	byKey  map[string][]byte
	render sync.Mutex // one page is built at a time; requests waiting for it then find it here
}

func (p *pages) invalidate() {
	p.mu.Lock()
	p.gen++
	clear(p.byKey)
	p.mu.Unlock()
}

func (p *pages) get(key string) ([]byte, uint64, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	b, ok := p.byKey[key]
	return b, p.gen, ok
}

// put keeps a page built from the content of generation gen, unless content changed meanwhile.
func (p *pages) put(key string, gen uint64, b []byte) {
	p.mu.Lock()
	if p.gen == gen {
		p.byKey[key] = b
	}
	p.mu.Unlock()
}

func newRenderer(webDir string, answer ssr.Fetch) *ssr.Renderer {
	return ssr.New(filepath.Join(webDir, filepath.FromSlash(ssr.ScriptPath)), answer)
}

// publicPage is the HTML of a public page: from memory, or built and kept.
func (s *Server) publicPage(ctx context.Context, shell []byte, shellAt time.Time, r Route, path string) []byte {
	key := path + "\x00" + shellAt.String()
	if b, _, ok := s.pages.get(key); ok {
		return b
	}
	s.pages.render.Lock()
	defer s.pages.render.Unlock()
	b, gen, ok := s.pages.get(key)
	if ok {
		return b
	}
	page, err := s.renderer.Render(path, r.Page)
	if err != nil {
		if errors.Is(err, ssr.ErrNotBuilt) {
			s.warnNotBuilt.Do(func() { slog.Warn("pages are not rendered on the server", "err", err) })
		} else {
			slog.Error("rendering a page on the server failed: the browser renders it", "path", path, "err", err)
		}
		// Not kept: the next request tries again.
		return s.head(ctx, shell, r, path, true, true)
	}
	b = withBody(s.head(ctx, shell, r, path, true, false), page)
	s.pages.put(key, gen, b)
	return b
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
func (s *Server) answerPublicQuery(id, variables string) ([]byte, error) {
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
	s.publicQueries.ServeHTTP(rec, req)
	if rec.Status != http.StatusOK || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) {
		return nil, fmt.Errorf("query %q answered %d: %.200s", id, rec.Status, rec.Body.String())
	}
	return rec.Body.Bytes(), nil
}
