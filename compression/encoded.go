// Package compression sends answers compressed: bodies compressed once and kept in
// each encoding (Body: the painted pages, the sitemap), and answers made per
// request compressed on the way out (Dynamic). Both pick the encoding with Negotiate.
package compression

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"math/bits"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/andybalholm/brotli"
)

// brotliOften is brotli's level for a body compressed again after every edit (EncodeOften)
// or kept for many requests (Compress); built files are compressed harder, once, by the
// build (web/build/compress.mjs). gzipLevelStored: level 9 costs the same as 6 here.
const (
	brotliOften     = 6
	gzipLevelStored = gzip.BestCompression
)

// Body is a response body kept in each encoding it is sent in, compressed once: a painted
// page, the sitemap.
type Body struct {
	contentType string
	identity    []byte
	gzip        []byte
	br          []byte
	etag        string // of the identity bytes; each encoding has its own suffix
}

// EncodeOften compresses b for a body made again after every edit (a painted page, the
// sitemap): brotli level 6 makes the home page (39 KB) 6.6 KB in 2.4 ms, where level 11
// makes it 5.8 KB in 82 ms; a paint pass of nine pages then compresses in tens of
// milliseconds, not a second.
func EncodeOften(b []byte, contentType string) *Body {
	return encode(b, contentType, brotliOften)
}

// Is reports whether the body's bytes are b: an unchanged page keeps its encodings.
func (e *Body) Is(b []byte) bool { return bytes.Equal(e.identity, b) }

func encode(b []byte, contentType string, level int) *Body {
	sum := sha256.Sum256(b)
	e := &Body{contentType: contentType, identity: b, etag: hex.EncodeToString(sum[:12])}
	e.br, e.gzip = compress(b, "br", level), compress(b, "gzip", level)
	return e
}

// Compress compresses a body kept to be sent many times (a cached answer) in encoding
// ("br" or "gzip"), at EncodeOften's levels.
func Compress(b []byte, encoding string) []byte { return compress(b, encoding, brotliOften) }

func compress(b []byte, encoding string, brotliLevel int) []byte {
	var out bytes.Buffer
	if encoding == "br" {
		// A window no larger than the body: the same bytes out, and at level 11 a 24 KB
		// stylesheet allocates 4 MB instead of over 35 MB (the default window's tables).
		bw := brotli.NewWriterOptions(&out, brotli.WriterOptions{Quality: brotliLevel, LGWin: min(max(bits.Len(uint(len(b))), 10), 24)})
		_, _ = bw.Write(b)
		_ = bw.Close()
		return out.Bytes()
	}
	gw, _ := gzip.NewWriterLevel(&out, gzipLevelStored)
	_, _ = gw.Write(b)
	_ = gw.Close()
	return out.Bytes()
}

// ServeHTTP answers with the encoding the request prefers; ServeContent answers
// If-None-Match (304), HEAD and (uncompressed) Range requests.
func (e *Body) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	if !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
		h.Add("Vary", "Accept-Encoding")
	}
	h.Set("Content-Type", e.contentType) // never sniffed from compressed bytes
	body, tag := e.identity, e.etag
	switch Negotiate(r.Header.Get("Accept-Encoding")) {
	case "br":
		body, tag = e.br, tag+"-br"
		h.Set("Content-Encoding", "br")
	case "gzip":
		body, tag = e.gzip, tag+"-gz"
		h.Set("Content-Encoding", "gzip")
	}
	// Strong, and different per encoding: the bytes differ.
	h.Set("ETag", `"`+tag+`"`)
	if h.Get("Content-Encoding") != "" {
		// ServeContent leaves the length of an encoded body unset and would cut ranges
		// from it: compressed answers are whole.
		h.Set("Content-Length", strconv.Itoa(len(body)))
		r.Header.Del("Range")
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body)) // no Last-Modified: the ETag says it
}

// Negotiate picks "br", "gzip" or "" (identity) from an Accept-Encoding header (RFC 9110
// 12.5.3): the highest q wins, br before gzip on a tie, q=0 refuses, "*" stands for any
// coding not named. Identity is acceptable unless refused, and loses to any named coding.
func Negotiate(header string) string {
	q := map[string]float64{}
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 1 {
				continue // a malformed weight: ignore that coding rather than guess
			}
			weight = f
		}
		if coding == "x-gzip" {
			coding = "gzip"
		}
		q[coding] = weight
	}
	weight := func(coding string) float64 {
		if w, ok := q[coding]; ok {
			return w
		}
		return q["*"] // 0 when neither is named
	}
	best, bestQ := "", 0.001 // identity: acceptable, after any coding named
	if _, ok := q["identity"]; ok || q["*"] > 0 {
		bestQ = weight("identity")
	}
	for _, coding := range []string{"gzip", "br"} { // br last: it wins ties
		if w := weight(coding); w > 0 && w >= bestQ {
			best, bestQ = coding, w
		}
	}
	return best
}
