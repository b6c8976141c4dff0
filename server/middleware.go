package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"
)

type requestIDKey struct{}

// RequestID returns the id the server gave the request (also sent as X-Request-Id).
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// withRequestLog gives each request an id and logs one line when it ends; no
// headers, tokens or bodies are logged.
func (s *Server) withRequestLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := make([]byte, 8)
		_, _ = rand.Read(b)
		id := hex.EncodeToString(b)
		w.Header().Set("X-Request-Id", id)
		ctx := context.WithValue(r.Context(), requestIDKey{}, id)
		sw := &statusWriter{ResponseWriter: w}
		start := time.Now()
		inner := r.WithContext(ctx)
		next.ServeHTTP(sw, inner)
		d := time.Since(start)
		// inner.Pattern is the route the mux matched: a label without ids in it; for the
		// REST API, the route of its own table.
		route := inner.Pattern
		if route == "/api/" && s.rest != nil {
			_, route = s.rest.Handler(inner)
		}
		s.metrics.observe(route, r.Method, sw.status, d)
		slog.InfoContext(ctx, "request", "id", id, "method", r.Method, "path", r.URL.Path,
			"route", route, "status", sw.status, "bytes", sw.bytes, "ms", d.Milliseconds())
	})
}

// withRecover turns a panic into a 500 instead of a dropped connection.
func withRecover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				slog.ErrorContext(r.Context(), "panic", "panic", p, "path", r.URL.Path)
				writeJSON(w, http.StatusInternalServerError, map[string]any{
					"error": map[string]string{"code": "INTERNAL", "message": "Internal error: the server failed; try again later."}})
			}
		}()
		next.ServeHTTP(w, r)
	})
}
