package server

import (
	"context"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"
)

// countsEvery is how often the redirects' hits, the 404s and the Web Vitals samples
// are written to the database: a crash loses at most this long of counts.
const countsEvery = 5 * time.Second

// ownMux is the server's mux, noting the path of each route as it is registered: with
// the web app's built files, the paths the server answers itself (serves).
type ownMux struct {
	*http.ServeMux
	paths    []string // each route's path up to its first wildcard, without the trailing /
	patterns []string // each route's pattern as registered
}

func (m *ownMux) Handle(pattern string, h http.Handler) {
	m.ServeMux.Handle(pattern, h)
	m.patterns = append(m.patterns, pattern)
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

// Routes are the patterns of the routes the last Handler registered ("GET /healthz",
// "/api/" for the REST API's own table, rest.Routes), as docs/api.md must document them.
func (s *Server) Routes() []string {
	if m := s.routes.Load(); m != nil {
		return slices.Clone(m.patterns)
	}
	return nil
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

// FlushCounts writes the counts kept since the last flush: the redirects' hits, the
// 404 report and the Web Vitals. The server does it every few seconds and when it closes.
func (s *Server) FlushCounts(ctx context.Context) {
	if err := s.redirects.Flush(ctx, s.db, s.cfg.Postgres(), s.client); err != nil {
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
