package compression_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"seoagency/compression"
)

// The encodings a client gets, by its Accept-Encoding (RFC 9110 12.5.3): the same for
// bodies compressed once and for answers compressed per request.
var negotiated = map[string]string{
	"gzip, deflate, br, zstd": "br", "gzip": "gzip", "br": "br", "": "", "identity": "",
	"br;q=0, gzip": "gzip", "gzip;q=0, br": "br", "br;q=0.5, gzip;q=0.8": "gzip", "gzip;q=0": "",
	"gzip;q=0, br;q=0": "", "identity;q=0": "", "identity;q=0, gzip;q=0.1": "gzip",
	"*": "br", "*;q=0": "", "*;q=0, identity": "", "*;q=0, gzip": "gzip", "br;q=0, *": "gzip",
	"x-gzip": "gzip", "BR": "br", "gzip;q=bogus, br": "br", "deflate, zstd": "",
}

func TestNegotiate(t *testing.T) {
	for accept, want := range negotiated {
		if got := compression.Negotiate(accept); got != want {
			t.Errorf("Accept-Encoding %q: %q, want %q", accept, got, want)
		}
	}
}

func serve(h http.Handler, accept string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", "/", nil)
	req.Header.Set("Accept-Encoding", accept)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// TestDynamic: answers made per request are compressed as negotiated when they are of a
// compressible type and large enough to gain; Body answers pass through untouched.
func TestDynamic(t *testing.T) {
	large := strings.Repeat(`{"a":"b"}`, compression.MinBytes/9+1)
	answer := func(contentType, body string) http.Handler {
		return compression.Dynamic(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", contentType)
			_, _ = w.Write([]byte(body))
		}))
	}
	for accept, want := range negotiated {
		w := serve(answer("application/json", large), accept)
		if got := w.Header().Get("Content-Encoding"); got != want || w.Header().Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q (Vary %q)", accept, got, want, w.Header().Values("Vary"))
		}
	}
	for _, c := range []struct {
		name string
		h    http.Handler
		hdr  []string
	}{
		{"small", answer("application/json", large[:compression.MinBytes-1]), nil},
		{"image", answer("image/png", large), nil},
		{"range", answer("text/plain", large), []string{"Range", "bytes=0-10"}},
	} {
		if w := serve(c.h, "br, gzip", c.hdr...); w.Header().Get("Content-Encoding") != "" || w.Body.String() != large[:w.Body.Len()] {
			t.Errorf("%s: Content-Encoding %q", c.name, w.Header().Get("Content-Encoding"))
		}
	}
	body := compression.EncodeOften([]byte(large), "application/json")
	w := serve(compression.Dynamic(body), "gzip;q=1, br;q=0.5")
	direct := serve(body, "gzip;q=1, br;q=0.5")
	if w.Header().Get("Content-Encoding") != "gzip" || w.Body.String() != direct.Body.String() || len(w.Header().Values("Vary")) != 1 {
		t.Errorf("a Body through Dynamic: %q, %d bytes (alone %d), Vary %q", w.Header().Get("Content-Encoding"), w.Body.Len(), direct.Body.Len(), w.Header().Values("Vary"))
	}
}
