package redirects

import (
	"context"
	"net"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"

	"golang.org/x/net/idna"

	"seoagency/ent"
)

// Site is what the rules must know of the server they run on: its own absolute URL (a
// target there is one of its paths, for the no-chain and no-loop rules) and the paths it
// answers itself, which no rule may take. It is made with the client (Watch), as the
// change bus is, so every save through that client is checked with it, a job's too.
type Site struct {
	host, port string // PUBLIC_URL's, compared as canonicalHost does
	// serves names a path the server answers itself at p, or under p for a folder
	// (prefix); "" when there is none. Nil until the server tells it (ServedBy).
	serves atomic.Pointer[func(p string, prefix bool) string]
}

// Watch returns the site of c's redirect rules, at publicURL (PUBLIC_URL): call it when c
// is built, before anything writes with c (ent's hooks may not be added while it is in use).
func Watch(c *ent.Client, publicURL string) *Site {
	s := &Site{}
	if u, err := url.Parse(publicURL); err == nil {
		s.host, s.port = canonicalHost(u)
	}
	c.Redirect.Use(s.hook())
	c.Post.Use(s.hook()) // a page's slug may not take a path of the server (ServerPath)
	return s
}

// ServedBy tells the site which paths its server answers itself: serves names one at
// or under p (the routes of its mux, the web app's built files), "" when none.
func (s *Site) ServedBy(serves func(p string, prefix bool) string) { s.serves.Store(&serves) }

type siteKey struct{}

// hook hands the site to the schema's redirect hook (Hook) of every mutation the client runs.
func (s *Site) hook() ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			return next.Mutate(context.WithValue(ctx, siteKey{}, s), m)
		})
	}
}

func siteOf(ctx context.Context) *Site {
	s, _ := ctx.Value(siteKey{}).(*Site)
	return s
}

// own reports whether u is an address of this site: the same host whatever its case or
// trailing dot, and the same port, a scheme's default port being none (http and https
// name one site: the server sends http to https).
func (s *Site) own(u *url.URL) bool {
	if s == nil || s.host == "" {
		return false
	}
	host, port := canonicalHost(u)
	return host == s.host && port == s.port
}

// canonicalHost is u's host as a browser resolves it (IDNA's mapping: case, full-width
// dots; no trailing dot) and its port as a number, "" for the scheme's default.
func canonicalHost(u *url.URL) (host, port string) {
	host = strings.ToLower(u.Hostname())
	if ascii, err := idna.Lookup.ToASCII(host); err == nil {
		host = ascii
	}
	host = strings.TrimSuffix(host, ".")
	if ip := net.ParseIP(host); ip != nil {
		host = ip.String()
	}
	if n, err := strconv.Atoi(u.Port()); err == nil && !(n == 80 && u.Scheme == "http" || n == 443 && u.Scheme == "https") {
		port = strconv.Itoa(n)
	}
	return host, port
}

// taken names a path the server answers itself at or under p, "" when none.
func (s *Site) taken(p string, prefix bool) string {
	if s == nil {
		return ""
	}
	if serves := s.serves.Load(); serves != nil {
		return (*serves)(p, prefix)
	}
	return ""
}

// ServerPath names the path the server answers itself at or under p (its own paths
// whatever its settings, the routes of its mux, the web app's built files), "" when none:
// neither a rule nor a page (package posts/rules) may take it. The server's routes are
// known to a save through a client made with Watch, once the server has told them.
func ServerPath(ctx context.Context, p string) string {
	for _, r := range reserved {
		if under(p, r) {
			return r
		}
	}
	return siteOf(ctx).taken(p, false)
}
