package server_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// fetch asks for path as a browser or a CDN does.
func (s *site) fetch(t *testing.T, path, acceptEncoding, ifNoneMatch string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	return w
}

// decoded is the body as the client reads it, after undoing Content-Encoding once.
func decoded(t *testing.T, w *httptest.ResponseRecorder) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(w.Body.Bytes())
	switch enc := w.Header().Get("Content-Encoding"); enc {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
	default:
		t.Fatalf("Content-Encoding %q", enc)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s body: %v", w.Header().Get("Content-Encoding"), err)
	}
	return string(b)
}

// TestPrecompressedAnswers: a painted page and a built file come in the encoding the
// request prefers (q=0 refuses one), compressed exactly once, with the right length, one
// Vary, a strong ETag per encoding and a 304 for it.
func TestPrecompressedAnswers(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	page := waitForPage(t, s, "/", "<main><h1>")
	for _, c := range []struct{ path, want, cacheControl string }{
		{"/", page, "public, max-age=10, s-maxage=10, stale-while-revalidate=60"},
		{"/assets/app-1234.js", "console.log(1)", "public, max-age=31536000, immutable"},
	} {
		etags := map[string]string{}
		for accept, enc := range map[string]string{
			"gzip, deflate, br, zstd": "br", "gzip": "gzip", "br;q=0, gzip": "gzip", "br;q=0.5, gzip;q=0.8": "gzip",
			"gzip;q=0": "", "identity": "", "": "", "*": "br", "*;q=0, identity": "", "x-gzip": "gzip", "BR": "br",
			"gzip;q=bogus, br": "br",
		} {
			w := s.fetch(t, c.path, accept, "")
			h := w.Header()
			if w.Code != 200 || h.Get("Content-Encoding") != enc || decoded(t, w) != c.want {
				t.Errorf("%s with %q: %d, Content-Encoding %q, want %q", c.path, accept, w.Code, h.Get("Content-Encoding"), enc)
				continue
			}
			if h.Get("Content-Length") != strconv.Itoa(w.Body.Len()) || strings.Join(h.Values("Vary"), ",") != "Accept-Encoding" ||
				h.Get("Cache-Control") != c.cacheControl {
				t.Errorf("%s with %q: Content-Length %q for %d bytes, Vary %q, Cache-Control %q", c.path, accept,
					h.Get("Content-Length"), w.Body.Len(), h.Values("Vary"), h.Get("Cache-Control"))
			}
			etag := h.Get("ETag")
			if !strings.HasPrefix(etag, `"`) || (etags[enc] != "" && etags[enc] != etag) {
				t.Errorf("%s with %q: ETag %q (before: %q)", c.path, accept, etag, etags[enc])
			}
			etags[enc] = etag
			if nm := s.fetch(t, c.path, accept, etag); nm.Code != 304 || nm.Body.Len() != 0 {
				t.Errorf("%s with %q and If-None-Match %s: %d", c.path, accept, etag, nm.Code)
			}
		}
		if etags["br"] == etags["gzip"] || etags["gzip"] == etags[""] {
			t.Errorf("%s: one ETag for different bytes: %v", c.path, etags)
		}
		// An ETag of other bytes (an older page) gets the whole page.
		if w := s.fetch(t, c.path, "br", `"older"`); w.Code != 200 || decoded(t, w) != c.want {
			t.Errorf("%s with a stale ETag: %d", c.path, w.Code)
		}
	}
}

// TestDynamicCompression: GraphQL and REST answers are compressed when large enough to
// gain, and not otherwise.
func TestDynamicCompression(t *testing.T) {
	s := newSite(t, nil)
	for _, c := range []struct{ path, accept, want string }{
		{"/api/testimonials", "br, gzip", "br"}, {"/api/testimonials", "gzip", "gzip"}, {"/api/testimonials", "", ""},
		{"/api/testimonials", "br;q=0, gzip", "gzip"}, {"/api/testimonials", "gzip;q=0", ""},
		{"/healthz", "br, gzip", ""}, // a few bytes: sent as they are
	} {
		w := s.fetch(t, c.path, c.accept, "")
		if w.Code != 200 || w.Header().Get("Content-Encoding") != c.want || !strings.Contains(w.Header().Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s with %q: %d, Content-Encoding %q, want %q", c.path, c.accept, w.Code, w.Header().Get("Content-Encoding"), c.want)
			continue
		}
		body := decoded(t, w)
		if c.path == "/api/testimonials" && !strings.Contains(body, `"packageName":"Basic"`) || c.path == "/healthz" && !strings.Contains(body, `"ok"`) {
			t.Errorf("%s with %q: %s", c.path, c.accept, body)
		}
	}
}
