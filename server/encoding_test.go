package server_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"seoagency/compression"
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
		{"/assets/app-1234.js", builtScript, "public, max-age=31536000, immutable"},
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

// TestBuiltFilesFromTheirCompressedForms: a built file goes in the compressed form the
// build wrote beside it, but never one older than the file (another build's bytes); a
// file without one goes as it is, compressed on the way out; a range is cut from the
// file as it is.
func TestBuiltFilesFromTheirCompressedForms(t *testing.T) {
	env := paintedWeb(t, "")
	s := newSite(t, env)
	js := filepath.Join(env["WEB_DIR"], "assets", "app-1234.js")
	if w := s.fetch(t, "/assets/app-1234.js", "br", ""); w.Header().Get("Content-Encoding") != "br" || decoded(t, w) != builtScript {
		t.Fatalf("br: Content-Encoding %q", w.Header().Get("Content-Encoding"))
	}

	// A range: from the file's own bytes, whatever the request accepts.
	req := httptest.NewRequest("GET", "/assets/app-1234.js", nil)
	req.Header.Set("Accept-Encoding", "br, gzip")
	req.Header.Set("Range", "bytes=0-6")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 206 || w.Header().Get("Content-Encoding") != "" || w.Body.String() != builtScript[:7] {
		t.Errorf("a range: %d, Content-Encoding %q, %q", w.Code, w.Header().Get("Content-Encoding"), w.Body.String())
	}

	// The file built again without its compressed forms written anew: they are older.
	rebuilt := strings.Repeat("console.log('built again');\n", 100)
	if err := os.WriteFile(js, []byte(rebuilt), 0o644); err != nil {
		t.Fatal(err)
	}
	past := time.Now().Add(-time.Hour)
	for _, ext := range []string{".br", ".gz"} {
		if err := os.Chtimes(js+ext, past, past); err != nil {
			t.Fatal(err)
		}
	}
	for _, accept := range []string{"br", "gzip", ""} {
		if w := s.fetch(t, "/assets/app-1234.js", accept, ""); w.Code != 200 || decoded(t, w) != rebuilt {
			t.Errorf("%q after a rebuild: %d, %.60q", accept, w.Code, decoded(t, w))
		}
	}

	// A source map: its type is not named by its extension, so it is sniffed from its own
	// bytes, never from its compressed form's.
	sourceMap := `{"version":3,"sources":["app.ts"],"mappings":"` + strings.Repeat("AAAA,", 400) + `"}`
	mapFile := filepath.Join(env["WEB_DIR"], "assets", "app-1234.js.map")
	if err := os.WriteFile(mapFile, []byte(sourceMap), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mapFile+".br", compression.Compress([]byte(sourceMap), "br"), 0o644); err != nil {
		t.Fatal(err)
	}
	w = s.fetch(t, "/assets/app-1234.js.map", "br", "")
	if w.Code != 200 || decoded(t, w) != sourceMap || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		t.Errorf("a source map: %d, Content-Type %q, Content-Encoding %q", w.Code, w.Header().Get("Content-Type"), w.Header().Get("Content-Encoding"))
	}

	// A file the build left uncompressed: compressed on the way out when it gains.
	css := strings.Repeat("body { margin: 0 }\n", 200)
	if err := os.WriteFile(filepath.Join(env["WEB_DIR"], "assets", "site-1234.css"), []byte(css), 0o644); err != nil {
		t.Fatal(err)
	}
	w = s.fetch(t, "/assets/site-1234.css", "br", "")
	if w.Code != 200 || w.Header().Get("Content-Encoding") != "br" || decoded(t, w) != css || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/css") {
		t.Errorf("without compressed forms: %d, Content-Encoding %q, Content-Type %q", w.Code, w.Header().Get("Content-Encoding"), w.Header().Get("Content-Type"))
	}
}
