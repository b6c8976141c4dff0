package server

import (
	"context"
	"log/slog"
	"net/http"
	"path"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"seoagency/redirects"
	"seoagency/seopages"
)

// countsEvery is how often the redirects' hits, the 404s and the Web Vitals samples
// are written to the database: a crash loses at most this long of counts.
const countsEvery = 5 * time.Second

// maxNotFoundPath bounds a path the 404 report keeps (the column's length).
const maxNotFoundPath = 512

// withRedirects answers the admin's redirects before the web app, for GET and HEAD,
// keeping the query string: a 301 with its Location, or a small "Gone" page (410).
// It counts the hits of each rule, and the 404s of page paths a browser asked for.
func (s *Server) withRedirects(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			if rule, to := s.redirects.Match(r.Context(), r.URL.Path, r.URL.RawQuery); rule != nil {
				s.hits.Add(rule.ID)
				// Browsers keep a 301 with no freshness for good: an admin's mistake would stay.
				w.Header().Set("Cache-Control", "public, max-age=3600")
				if rule.Gone() {
					gone(w, r)
					return
				}
				w.Header().Set("Location", to)
				w.WriteHeader(http.StatusMovedPermanently)
				return
			}
		}
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == http.StatusNotFound && pageVisit(r) {
			s.notFound.Add(path.Clean(r.URL.Path))
		}
	})
}

// ownMux is the server's mux, noting the path of each route as it is registered: with
// the web app's built files, the paths the server answers itself (serves).
type ownMux struct {
	*http.ServeMux
	paths []string // each route's path up to its first wildcard, without the trailing /
}

func (m *ownMux) Handle(pattern string, h http.Handler) {
	m.ServeMux.Handle(pattern, h)
	_, p, ok := strings.Cut(pattern, " ")
	if !ok {
		p = pattern
	}
	p, _, _ = strings.Cut(p, "{")
	if p = strings.TrimSuffix(p, "/"); p != "" { // "/" is the web app's, where redirects apply
		m.paths = append(m.paths, p)
	}
}

func (m *ownMux) HandleFunc(pattern string, f func(http.ResponseWriter, *http.Request)) {
	m.Handle(pattern, http.HandlerFunc(f))
}

// serves names a path the server answers itself at p, or under p for a folder: a
// route of its own (/api, /media…) or a built file of the web app (/boot.js); "" when
// none. A redirect there would take the server's answer away (redirects.Site).
func (s *Server) serves(p string, prefix bool) string {
	if m := s.routes.Load(); m != nil {
		for _, own := range m.paths {
			if under(p, own) || prefix && under(own, p) {
				return own
			}
		}
	}
	if s.site.Serves(p, prefix) {
		return p
	}
	return ""
}

// under reports whether p is base or a path below it.
func under(p, base string) bool { return p == base || strings.HasPrefix(p, base+"/") }

const goneHTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Gone | ` + seopages.SiteName + `</title></head>
<body><main><h1>This page is gone</h1><p>The page you asked for was removed for good.</p><p><a href="/">Go to the home page</a></p></main></body></html>
`

func gone(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", htmlType)
	w.WriteHeader(http.StatusGone)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(goneHTML))
	}
}

const htmlType = "text/html; charset=utf-8"

// pageVisit reports a 404 worth reporting: a browser's GET of a page's path (not a
// file, an asset or the API; no bot probing /wp-login.php), of a bounded length.
func pageVisit(r *http.Request) bool {
	p := r.URL.Path
	if r.Method != http.MethodGet || !strings.Contains(r.Header.Get("Accept"), "text/html") ||
		len(p) > maxNotFoundPath || !utf8.ValidString(p) || strings.ContainsFunc(p, unicode.IsControl) {
		return false
	}
	for _, prefix := range []string{"/assets/", "/api/", "/graphql", "/.well-known/"} {
		if strings.HasPrefix(p, prefix) {
			return false
		}
	}
	ext := path.Ext(p)
	return ext == "" || ext == ".html" || ext == ".htm"
}

// statusRecorder notes the status the web app answered.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	return s.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// FlushCounts writes the counts kept since the last flush: the redirects' hits, the
// 404 report and the Web Vitals. The server does it every few seconds and when it closes.
func (s *Server) FlushCounts(ctx context.Context) {
	if err := s.hits.Flush(ctx, s.db, redirects.Dialect(s.cfg.Postgres())); err != nil {
		slog.WarnContext(ctx, "writing counts failed", "err", err)
	}
	if err := s.notFound.Flush(ctx, s.client); err != nil {
		slog.WarnContext(ctx, "writing counts failed", "err", err)
	}
	if err := s.vitals.Flush(ctx, s.client); err != nil {
		slog.WarnContext(ctx, "writing counts failed", "err", err)
	}
}

// countEvery flushes the counts until ctx ends, then once more.
func (s *Server) countEvery(ctx context.Context, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(countsEvery)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			s.FlushCounts(ctx)
		case <-ctx.Done():
			final, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			s.FlushCounts(final)
			cancel()
			return
		}
	}
}
