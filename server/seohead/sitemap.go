package seohead

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html"
	"strings"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/pageversion"
	"seoagency/ent/post"
	"seoagency/routes"
)

// SitemapLimit bounds one sitemap file: URLs, and bytes before compression.
type SitemapLimit struct{ URLs, Bytes int }

// SitemapProtocol is the sitemaps protocol's bound of one file: 50,000 URLs and 50 MB.
var SitemapProtocol = SitemapLimit{URLs: 50_000, Bytes: 50 << 20}

const (
	sitemapHead  = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n"
	sitemapFoot  = "</urlset>\n"
	sitemapIndex = `<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n"
)

// SitemapPart is the path of the n-th file (1-based) of a sitemap split in parts.
func SitemapPart(n int) string { return fmt.Sprintf("/sitemap-%d.xml", n) }

// Sitemap writes the sitemap for a paint pass: the site's own pages (routes.Marketing), the
// listings' pages (the blog's, the case studies') and published entries (posts, case
// studies, pages), that are not noindex and not redirected, each
// with when the content it shows last changed (lastmod: path → time, from RecordVersions; a
// page missing from it has no <lastmod>). files[0] is /sitemap.xml. When the URLs pass the
// Writer's SitemapLimit (the protocol's when unset), files[0] is a sitemap index of the
// parts, files[n] at SitemapPart(n), each within the limit.
func (s Writer) Sitemap(ctx context.Context, hd *Data, lastmod map[string]time.Time) (files [][]byte) {
	limit := s.SitemapLimit
	if limit.URLs <= 0 || limit.Bytes <= 0 {
		limit = SitemapProtocol
	}
	listed := routes.Marketing()
	for _, kind := range []post.Kind{post.KindPOST, post.KindCASE_STUDY} {
		if r, ok := routes.Match(listingPath(kind)); ok && r.Public() { // the listings the web app has
			listed = append(listed, listingPath(kind))
		}
	}
	for _, r := range routes.All() {
		if r.Public() && strings.Contains(r.Path, ":") {
			listed = append(listed, hd.Paths(r)...)
		}
	}
	type part struct {
		b       strings.Builder
		urls    int
		lastmod time.Time
	}
	parts := []*part{{}}
	for _, p := range listed {
		if hd.NoIndex(p) || (s.Redirected != nil && s.Redirected(ctx, p)) {
			continue
		}
		entry := "  <url><loc>" + html.EscapeString(s.PublicURL+p) + "</loc>"
		t, dated := lastmod[p]
		if dated {
			// W3C Datetime, in UTC to the second.
			entry += "<lastmod>" + t.UTC().Format(time.RFC3339) + "</lastmod>"
		}
		entry += "</url>\n"
		cur := parts[len(parts)-1]
		if cur.urls == limit.URLs || cur.urls > 0 && len(sitemapHead)+cur.b.Len()+len(entry)+len(sitemapFoot) > limit.Bytes {
			cur = &part{}
			parts = append(parts, cur)
		}
		cur.b.WriteString(entry)
		cur.urls++
		if dated && t.After(cur.lastmod) {
			cur.lastmod = t
		}
	}
	if len(parts) == 1 {
		return [][]byte{[]byte(sitemapHead + parts[0].b.String() + sitemapFoot)}
	}
	var index strings.Builder
	index.WriteString(sitemapIndex)
	files = [][]byte{nil}
	for i, p := range parts {
		fmt.Fprintf(&index, "  <sitemap><loc>%s</loc>", html.EscapeString(s.PublicURL+SitemapPart(i+1)))
		if !p.lastmod.IsZero() {
			fmt.Fprintf(&index, "<lastmod>%s</lastmod>", p.lastmod.UTC().Format(time.RFC3339))
		}
		index.WriteString("</sitemap>\n")
		files = append(files, []byte(sitemapHead+p.b.String()+sitemapFoot))
	}
	index.WriteString("</sitemapindex>\n")
	files[0] = []byte(index.String())
	return files
}

// fingerprintShell is the smallest page Head writes into: the head's own tags, alone.
var fingerprintShell = []byte("<title></title></head>")

// Fingerprint identifies what a painted page shows: the answers it was rendered from
// (ssr.Page.Data, the footer's included) and its head (title, description, JSON-LD), not
// the build's markup, so a new release of the same content keeps the page's date.
func (s Writer) Fingerprint(hd *Data, r routes.Route, path string, data []byte) string {
	h := sha256.New()
	h.Write(data)
	h.Write([]byte{0})
	h.Write(s.Head(hd, fingerprintShell, r, path, true, false))
	return hex.EncodeToString(h.Sum(nil))
}

// RecordVersions stores each painted page's fingerprint (path → Fingerprint) and returns
// when each page known to the database last changed: now for a page whose fingerprint is
// new or different, the stored time otherwise. Replicas painting the same content agree,
// and a restart keeps the dates. Called by the paint pass, never on a request.
func RecordVersions(ctx context.Context, client *ent.Client, fingerprints map[string]string, now time.Time) (map[string]time.Time, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow) // the server's own bookkeeping, not an admin's
	rows, err := client.PageVersion.Query().All(ctx)
	if err != nil {
		return nil, err
	}
	stored := map[string]*ent.PageVersion{}
	for _, v := range rows {
		stored[v.Path] = v
	}
	now = now.UTC().Truncate(time.Second)
	changed := false
	for path, fp := range fingerprints {
		switch v := stored[path]; {
		case v == nil:
			// Another replica may insert the same path first: its row wins, read below.
			err = client.PageVersion.Create().SetPath(path).SetContentHash(fp).SetChangedAt(now).Exec(ctx)
			if err != nil && !ent.IsConstraintError(err) {
				return nil, err
			}
			changed = true
		case v.ContentHash != fp:
			// Only from the hash read: of two replicas with the same new content, one moves the date.
			_, err = client.PageVersion.Update().Where(pageversion.Path(path), pageversion.ContentHash(v.ContentHash)).
				SetContentHash(fp).SetChangedAt(now).Save(ctx)
			if err != nil {
				return nil, err
			}
			changed = true
		}
	}
	if changed {
		if rows, err = client.PageVersion.Query().All(ctx); err != nil {
			return nil, err
		}
	}
	out := make(map[string]time.Time, len(rows))
	for _, v := range rows {
		out[v.Path] = v.ChangedAt
	}
	return out, nil
}
