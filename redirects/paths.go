// Package redirects holds the rules of the admin's redirects (301 and 410): which
// paths may be redirected, where to, and that no rule leads to another rule (a chain
// or a loop). The data layer calls Hook on every save, so GraphQL and REST share it;
// the server answers the rules (Table) and counts their hits and the 404s (counters.go).
package redirects

import (
	"net/url"
	"path"
	"strings"
	"unicode"
	"unicode/utf8"

	"seoagency/apierr"
	"seoagency/routes"
)

// MaxPathLen bounds a rule's path, in bytes.
const MaxPathLen = 1024

// prefixMark ends a prefix rule: "/articles/*" matches /articles and every path under it.
const prefixMark = "/*"

// reserved are the server's own paths whatever its settings (/graphiql and /metrics are
// served only in development): never redirected. The running server adds the routes it
// has and the web app's built files (Site).
var reserved = []string{"/api", "/graphql", "/graphiql", "/assets", "/healthz", "/readyz", "/metrics",
	"/app-config.json", "/robots.txt", "/sitemap.xml", routes.FeedPath, "/favicon.ico", "/received-payment", "/admin"}

// NormalizePath returns the canonical form of a site path: percent-escapes decoded,
// dot segments resolved, no trailing slash. It refuses what is not a plain path of
// this site: a scheme or host ("//evil.com", "/\evil"), a query or fragment, control
// characters, invalid UTF-8, or more than MaxPathLen bytes.
func NormalizePath(p string) (string, error) { return normalize(p, "fromPath") }

// NormalizePathOf is NormalizePath for the input field named field (a menu's target).
func NormalizePathOf(p, field string) (string, error) { return normalize(p, field) }

func normalize(p, field string) (string, error) {
	bad := func(what string) error { return apierr.Invalid(field, "path", "The path "+what+".") }
	if len(p) > MaxPathLen {
		return "", bad("is longer than 1024 characters")
	}
	dec, err := url.PathUnescape(p)
	if err != nil {
		return "", bad("has a broken percent-escape")
	}
	switch {
	case !strings.HasPrefix(dec, "/"):
		return "", bad("must start with / (a path of this site, without https:// or a host)")
	case strings.HasPrefix(dec, "//"):
		return "", bad("must not start with // (a browser reads it as another host)")
	case strings.ContainsRune(dec, '\\'):
		return "", bad(`must not contain \ (some browsers read it as /)`)
	case strings.ContainsAny(dec, "?#"):
		return "", bad("must not contain ? or # (the query string is kept as the visitor sent it)")
	case !utf8.ValidString(dec):
		return "", bad("is not valid text")
	}
	for _, r := range dec {
		if unicode.IsControl(r) || unicode.IsSpace(r) && r != ' ' || r == utf8.RuneError {
			return "", bad("must not contain control characters or line breaks")
		}
	}
	clean := path.Clean(dec)
	if len(clean) > MaxPathLen {
		return "", bad("is longer than 1024 characters")
	}
	return clean, nil
}

// parseFrom reads a rule's from: the normalised path, and whether it is a prefix rule.
func parseFrom(site *Site, from string) (base string, prefix bool, err error) {
	raw, prefix := strings.CutSuffix(from, prefixMark)
	if prefix && raw == "" {
		raw = "/"
	}
	if strings.Contains(raw, "*") {
		return "", false, apierr.Invalid("fromPath", "path", `The path may end with /* (every path under it), and contain no other *.`)
	}
	base, err = NormalizePath(raw)
	if err != nil {
		return "", false, err
	}
	if prefix && base == "/" {
		return "", false, apierr.Invalid("fromPath", "path", "/* would redirect the whole site: name a folder, like /articles/*.")
	}
	for _, r := range reserved {
		if under(base, r) || prefix && under(r, base) {
			return "", false, apierr.Invalid("fromPath", "reserved", "The path "+r+" belongs to the server: it cannot be redirected.")
		}
	}
	if base == "/" {
		return "", false, apierr.Invalid("fromPath", "reserved", "The home page cannot be redirected.")
	}
	if own := site.taken(base, prefix); own != "" {
		return "", false, apierr.Invalid("fromPath", "reserved", "The path "+own+" is served by the server itself (a file of the web app or a route of the server): it cannot be redirected.")
	}
	for _, route := range routes.All() {
		if route.Public() {
			continue
		}
		_, ok := routes.Match(base)
		if ok && !publicPage(base) || prefix && under(route.Path, base) {
			return "", false, apierr.Invalid("fromPath", "reserved", "The path "+base+" is a page of the admin area or of signed-in users: it cannot be redirected.")
		}
	}
	return base, prefix, nil
}

func publicPage(p string) bool {
	r, _ := routes.Match(p)
	return r.Public()
}

// under reports whether p is base or a path below it.
func under(p, base string) bool {
	return p == base || base == "/" || strings.HasPrefix(p, base+"/")
}

// RequestPath is the form of a request's path the rules are matched against.
func RequestPath(p string) string {
	if p == "" {
		return "/"
	}
	return path.Clean(p)
}
