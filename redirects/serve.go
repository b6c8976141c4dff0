package redirects

import (
	"context"
	"database/sql"
	"errors"
	"html"
	"net/http"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"seoagency/ent"
	"seoagency/identity"
)

// maxNotFoundPath bounds a path the 404 report keeps (the column's length).
const maxNotFoundPath = 512

// Serving is the redirects as a site serves them: the admin's rules (Table), the hits
// of each and the 404s of page paths, kept in memory until Flush.
type Serving struct {
	*Table
	hits     *Hits
	notFound *NotFound
}

// NewServing serves the rules of client's redirects on site.
func NewServing(client *ent.Client, site *Site) *Serving {
	return &Serving{Table: NewTable(client, site), hits: NewHits(), notFound: NewNotFound()}
}

// Flush writes the hits and the 404s counted since the last flush.
func (s *Serving) Flush(ctx context.Context, db *sql.DB, postgres bool, c *ent.Client) error {
	return errors.Join(s.hits.Flush(ctx, db, Dialect(postgres)), s.notFound.Flush(ctx, c))
}

// Wrap answers the admin's redirects before the web app, for GET and HEAD,
// keeping the query string: a 301 with its Location, or a small "Gone" page (410).
// It counts the hits of each rule, and the 404s of page paths a browser asked for.
func (s *Serving) Wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			if rule, to := s.Match(r.Context(), r.URL.Path, r.URL.RawQuery); rule != nil {
				s.hits.Add(rule.ID)
				// Browsers keep a 301 with no freshness for good: an admin's mistake would stay.
				w.Header().Set("Cache-Control", "public, max-age=3600")
				if rule.Gone() {
					gone(w, r, identity.Name(r.Context(), s.client))
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

const goneHead = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Gone | `

const goneBody = `</title></head>
<body><main><h1>This page is gone</h1><p>The page you asked for was removed for good.</p><p><a href="/">Go to the home page</a></p></main></body></html>
`

func gone(w http.ResponseWriter, r *http.Request, site string) {
	w.Header().Set("Content-Type", htmlType)
	w.WriteHeader(http.StatusGone)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(goneHead + html.EscapeString(site) + goneBody))
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
