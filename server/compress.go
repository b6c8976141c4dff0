package server

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible are the content types worth compressing; images are compressed already.
var compressible = []string{"text/", "application/json", "application/javascript", "application/xml", "image/svg+xml"}

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.DefaultCompression); return w }}

// withCompression answers with brotli or gzip when the client accepts it.
func withCompression(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		accept := r.Header.Get("Accept-Encoding")
		enc := ""
		switch {
		case r.Header.Get("Range") != "":
		case strings.Contains(accept, "br"):
			enc = "br"
		case strings.Contains(accept, "gzip"):
			enc = "gzip"
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

type compressWriter struct {
	http.ResponseWriter
	enc     string
	decided bool
	out     io.WriteCloser
}

func (c *compressWriter) decide(status int) {
	if c.decided {
		return
	}
	c.decided = true
	h := c.Header()
	ct := h.Get("Content-Type")
	ok := status != http.StatusNotModified && status != http.StatusNoContent && h.Get("Content-Encoding") == ""
	match := false
	for _, p := range compressible {
		match = match || strings.HasPrefix(ct, p)
	}
	if ok && match {
		h.Del("Content-Length")
		h.Set("Content-Encoding", c.enc)
		if c.enc == "br" {
			c.out = brotli.NewWriterLevel(c.ResponseWriter, 4)
		} else {
			gz := gzipPool.Get().(*gzip.Writer)
			gz.Reset(c.ResponseWriter)
			c.out = gz
		}
	}
}

func (c *compressWriter) WriteHeader(status int) {
	c.decide(status)
	c.ResponseWriter.WriteHeader(status)
}

func (c *compressWriter) Write(b []byte) (int, error) {
	if !c.decided {
		if c.Header().Get("Content-Type") == "" {
			c.Header().Set("Content-Type", http.DetectContentType(b))
		}
		c.WriteHeader(http.StatusOK)
	}
	if c.out != nil {
		return c.out.Write(b)
	}
	return c.ResponseWriter.Write(b)
}

func (c *compressWriter) close() {
	if c.out != nil {
		_ = c.out.Close()
		if gz, ok := c.out.(*gzip.Writer); ok {
			gzipPool.Put(gz)
		}
	}
}

func (c *compressWriter) Unwrap() http.ResponseWriter { return c.ResponseWriter }
