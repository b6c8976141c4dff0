// Package reqlog logs each request in one line when it ends, and turns a handler's
// panic into a 500.
package reqlog

import (
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"time"
)

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

// Log gives each request an id (sent as X-Request-Id) and logs one line when it ends;
// no headers, tokens or bodies are logged. route names the request for the log and for
// done (a label without ids in it), which hears of every answered request.
func Log(next http.Handler, route func(*http.Request) string, done func(route, method string, status int, d time.Duration)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := make([]byte, 8)
		_, _ = rand.Read(b)
		id := hex.EncodeToString(b)
		w.Header().Set("X-Request-Id", id)
		sw := &statusWriter{ResponseWriter: w}
		start := time.Now()
		next.ServeHTTP(sw, r)
		d := time.Since(start)
		name := route(r) // after next: the mux has recorded its pattern on r
		done(name, r.Method, sw.status, d)
		slog.InfoContext(r.Context(), "request", "id", id, "method", r.Method, "path", r.URL.Path,
			"route", name, "status", sw.status, "bytes", sw.bytes, "ms", d.Milliseconds())
	})
}

// Recover turns a panic into a 500 instead of a dropped connection.
func Recover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				slog.ErrorContext(r.Context(), "panic", "panic", p, "path", r.URL.Path)
				w.Header().Set("Content-Type", "application/json; charset=utf-8")
				w.WriteHeader(http.StatusInternalServerError)
				_, _ = w.Write([]byte(`{"error":{"code":"INTERNAL","message":"Internal error: the server failed; try again later."}}` + "\n"))
			}
		}()
		next.ServeHTTP(w, r)
	})
}
