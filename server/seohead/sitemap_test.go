package seohead_test

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"testing"
	"time"

	"seoagency/routes"
	"seoagency/server/seohead"
)

var (
	urlLoc     = regexp.MustCompile(`<url><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`)
	sitemapLoc = regexp.MustCompile(`<sitemap><loc>([^<]+)</loc>(?:<lastmod>([^<]+)</lastmod>)?</sitemap>`)
)

// TestSitemapIndexWhenLarge: within the limit sitemap.xml is one urlset; past it (URLs or
// bytes), sitemap.xml is an index of /sitemap-N.xml parts, each within the limit, which
// together list the same URLs in the same order, the index giving each part's newest lastmod.
func TestSitemapIndexWhenLarge(t *testing.T) {
	hd := &seohead.Data{}
	lastmod := map[string]time.Time{}
	for i, p := range routes.Marketing() {
		lastmod[p] = time.Date(2026, 11, 1+i, 8, 0, 0, 0, time.UTC)
	}
	one := writer.Sitemap(context.Background(), hd, lastmod)
	if len(one) != 1 {
		t.Fatalf("the protocol's limit: %d files", len(one))
	}
	all := urlLoc.FindAllStringSubmatch(string(one[0]), -1)
	if len(all) < 5 {
		t.Fatalf("too few URLs to split: %s", one[0])
	}
	for _, limit := range []seohead.SitemapLimit{{URLs: 2, Bytes: 50 << 20}, {URLs: 50_000, Bytes: 300}} {
		w := seohead.Writer{PublicURL: site, SitemapLimit: limit}
		files := w.Sitemap(context.Background(), hd, lastmod)
		index := sitemapLoc.FindAllStringSubmatch(string(files[0]), -1)
		if len(files) < 3 || len(index) != len(files)-1 || !regexp.MustCompile(`^<\?xml[^>]*>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`).Match(files[0]) {
			t.Fatalf("limit %+v: %d files, index %s", limit, len(files), files[0])
		}
		var joined [][]string
		for n, part := range files[1:] {
			urls := urlLoc.FindAllStringSubmatch(string(part), -1)
			if len(urls) == 0 || len(urls) > limit.URLs || len(part) > limit.Bytes {
				t.Errorf("limit %+v: part %d has %d URLs, %d bytes", limit, n+1, len(urls), len(part))
			}
			if want := fmt.Sprintf("%s/sitemap-%d.xml", site, n+1); index[n][1] != want {
				t.Errorf("index entry %d: %s, want %s", n, index[n][1], want)
			}
			newest := ""
			for _, u := range urls {
				newest = max(newest, u[2]) // RFC 3339 in UTC sorts as time
			}
			if index[n][2] != newest {
				t.Errorf("part %d's lastmod in the index: %q, want %q", n+1, index[n][2], newest)
			}
			joined = append(joined, urls...)
		}
		if !slices.EqualFunc(joined, all, func(a, b []string) bool { return slices.Equal(a, b) }) {
			t.Errorf("limit %+v: the parts list %d URLs, the single file %d", limit, len(joined), len(all))
		}
	}
}
