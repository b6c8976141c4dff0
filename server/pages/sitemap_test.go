package pages

import (
	"net/http/httptest"
	"testing"
)

// TestSitemapParts: /sitemap-N.xml serves the pass's part N as it was compressed once;
// any other name (no such part, a zero, a leading zero, a sign, the index itself) is not
// a part, and goes on to the pages (a 404 there).
func TestSitemapParts(t *testing.T) {
	files := [][]byte{[]byte("<sitemapindex/>"), []byte("<urlset>one</urlset>"), []byte("<urlset>two</urlset>")}
	s := &Site{}
	s.pages.current.Store(&pageSet{sitemap: encodeAll(files, xmlType)})
	for _, enc := range []string{"", "br", "gzip"} {
		w := httptest.NewRecorder()
		r := httptest.NewRequest("GET", "/sitemap-2.xml", nil)
		r.Header.Set("Accept-Encoding", enc)
		if !s.sitemapPart(w, r) || w.Code != 200 || w.Header().Get("Content-Type") != xmlType || w.Header().Get("Content-Encoding") != enc {
			t.Fatalf("part 2 (%q): %d %q", enc, w.Code, w.Header())
		}
		if enc == "" && w.Body.String() != "<urlset>two</urlset>" {
			t.Errorf("part 2: %s", w.Body)
		}
	}
	for _, path := range []string{"/sitemap-0.xml", "/sitemap-3.xml", "/sitemap-01.xml", "/sitemap-+1.xml", "/sitemap-1.xml.gz", "/sitemap.xml", "/sitemap-.xml", "/sitemap-99999999999999999999.xml"} {
		if w := httptest.NewRecorder(); s.sitemapPart(w, httptest.NewRequest("GET", path, nil)) {
			t.Errorf("%s served as a part: %d", path, w.Code)
		}
	}
}
