// Package compression sends answers compressed: bodies compressed once and kept in
// each encoding (Body: the painted pages, the built files), and answers made per
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

// Levels measured on this build (2 cores): brotli 11 makes the home page's script 8%
// and its CSS 6% smaller than level 6 for 80 ms and 35 ms, paid once. Above 256 KiB (the
// GraphiQL editor's files) level 11 takes 0.75 s for 344 KB and 6.8 s for 2.8 MB, where 6
// takes 24 ms and 220 ms and 9 is no smaller than 6: compressing every built file at start
// then costs about a second, not ten. gzip 9 costs the same as 6 on these files.
const (
	brotliBest      = 11
	brotliLarge     = 6
	brotliOften     = 6
	brotliBestUpTo  = 256 << 10
	gzipLevelStored = gzip.BestCompression
)

// Body is a response body kept in each encoding it is sent in, compressed once.
type Body struct {
	contentType string
	modTime     time.Time // zero: no Last-Modified
	identity    []byte
	gzip        []byte
	br          []byte
	etag        string // of the identity bytes; each encoding has its own suffix
}

// Encode compresses b once in each encoding, as hard as pays for a file compressed once
// (a built file); modTime zero sends no Last-Modified.
func Encode(b []byte, contentType string, modTime time.Time) *Body {
	level := brotliBest
	if len(b) > brotliBestUpTo {
		level = brotliLarge
	}
	return encode(b, contentType, modTime, level)
}

// EncodeOften compresses b for a body made again after every edit (a painted page, the
// sitemap): brotli level 6 makes the home page (39 KB) 6.6 KB in 2.4 ms, where level 11
// makes it 5.8 KB in 82 ms; a paint pass of nine pages then compresses in tens of
// milliseconds, not a second.
func EncodeOften(b []byte, contentType string) *Body {
	return encode(b, contentType, time.Time{}, brotliOften)
}

// Is reports whether the body's bytes are b: an unchanged page keeps its encodings.
func (e *Body) Is(b []byte) bool { return bytes.Equal(e.identity, b) }

func encode(b []byte, contentType string, modTime time.Time, level int) *Body {
	sum := sha256.Sum256(b)
	e := &Body{contentType: contentType, modTime: modTime, identity: b, etag: hex.EncodeToString(sum[:12])}
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
	http.ServeContent(w, r, "", e.modTime, bytes.NewReader(body))
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
