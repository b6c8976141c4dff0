package server

import (
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible are the content types worth compressing; images are compressed already.
var compressible = []string{"text/", "application/json", "application/javascript", "application/xml", "image/svg+xml"}

// minCompressBytes: a smaller answer fits in one TCP segment (about 1,400 bytes) as it
// is, so compressing it saves no round trip and only costs time.
const minCompressBytes = 1400

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression); return w }}

// withCompression compresses dynamic answers (GraphQL, REST) with brotli or gzip when
// the client accepts it and the answer is large enough to gain. Answers that carry
// their own Content-Encoding (pages and files compressed once, see encoded) pass
// untouched; they negotiate with the same rules, so they never need this.
func withCompression(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		enc := ""
		if r.Header.Get("Range") == "" {
			enc = negotiate(r.Header.Get("Accept-Encoding"))
		}
		w.Header().Add("Vary", "Accept-Encoding")
		if enc == "" {
			next.ServeHTTP(w, r)
			return
		}
		cw := &compressWriter{ResponseWriter: w, enc: enc}
		defer cw.close()
		next.ServeHTTP(cw, r)
	})
}

// compressWriter holds the start of a compressible body until it reaches
// minCompressBytes, then compresses; a body that ends smaller is sent as it is.
type compressWriter struct {
	http.ResponseWriter
	enc    string
	status int  // 0 until the handler sent its status
	direct bool // not compressed: writes go straight through
	held   []byte
	out    io.WriteCloser
}

func (c *compressWriter) WriteHeader(status int) {
	if c.status != 0 {
		return
	}
	c.status = status
	h := c.Header()
	ct := h.Get("Content-Type")
	match := false
	for _, p := range compressible {
		match = match || strings.HasPrefix(ct, p)
	}
	small := false
	if n, err := strconv.Atoi(h.Get("Content-Length")); err == nil && n < minCompressBytes {
		small = true
	}
	if !match || small || status == http.StatusNotModified || status == http.StatusNoContent || h.Get("Content-Encoding") != "" {
		c.direct = true
		c.ResponseWriter.WriteHeader(status)
	}
}

func (c *compressWriter) Write(b []byte) (int, error) {
	if c.status == 0 {
		if c.Header().Get("Content-Type") == "" {
			c.Header().Set("Content-Type", http.DetectContentType(b))
		}
		c.WriteHeader(http.StatusOK)
	}
	switch {
	case c.direct:
		return c.ResponseWriter.Write(b)
	case c.out != nil:
		return c.out.Write(b)
	}
	c.held = append(c.held, b...)
	if len(c.held) >= minCompressBytes {
		if err := c.start(); err != nil {
			return 0, err
		}
	}
	return len(b), nil
}

// start sends the status and compresses what was held and all that follows.
func (c *compressWriter) start() error {
	h := c.Header()
	h.Del("Content-Length")
	h.Set("Content-Encoding", c.enc)
	c.ResponseWriter.WriteHeader(c.status)
	if c.enc == "br" {
		c.out = brotli.NewWriterLevel(c.ResponseWriter, 4)
	} else {
		gz := gzipPool.Get().(*gzip.Writer)
		gz.Reset(c.ResponseWriter)
		c.out = gz
	}
	_, err := c.out.Write(c.held)
	c.held = nil
	return err
}

func (c *compressWriter) close() {
	switch {
	case c.status == 0 || c.direct:
	case c.out == nil: // ended below the threshold: sent as it is
		c.ResponseWriter.WriteHeader(c.status)
		_, _ = c.ResponseWriter.Write(c.held)
	default:
		_ = c.out.Close()
		if gz, ok := c.out.(*gzip.Writer); ok {
			gzipPool.Put(gz)
		}
	}
}

func (c *compressWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }
