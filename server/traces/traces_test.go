package traces_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"seoagency/config"
	"seoagency/server/traces"
)

type page struct{}

func (page) ServeHTTP(w http.ResponseWriter, _ *http.Request) { _, _ = io.WriteString(w, "ok") }

// TestOffWrapsNothing: without an endpoint, the server's handler, its database pool, its
// queue and its HTTP clients are the ones it would have without tracing.
func TestOffWrapsNothing(t *testing.T) {
	tr, err := traces.New(context.Background(), config.Config{})
	if err != nil || tr != nil {
		t.Fatalf("no endpoint: %v, %v", tr, err)
	}
	h := &page{}
	c := &http.Client{}
	if tr.Requests(h, nil) != http.Handler(h) || tr.SQL(true) != nil || tr.Jobs() != nil || tr.Client(c) != c ||
		tr.Tracer("x") != nil || tr.Provider() != nil || tr.Shutdown(context.Background()) != nil {
		t.Fatal("tracing off wrapped something")
	}
}

// BenchmarkRequest prints what tracing costs a request: off (the handler itself, and
// the log line's look-up of a span that is not there) and on, sending every span to a
// local receiver.
func BenchmarkRequest(b *testing.B) {
	sink := httptest.NewServer(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { _, _ = io.Copy(io.Discard, r.Body) }))
	defer sink.Close()
	on, err := traces.New(context.Background(), config.Config{TracesEndpoint: sink.URL + "/v1/traces", TracesService: "bench", TracesSampleRatio: 1, Env: "development"})
	if err != nil {
		b.Fatal(err)
	}
	defer on.Shutdown(context.Background())
	logs := slog.New(traces.Logs(slog.NewJSONHandler(io.Discard, nil)))
	route := func(*http.Request) string { return "GET /pricing" }
	for _, tr := range []*traces.Traces{nil, on} {
		name := "off"
		if tr != nil {
			name = "on"
		}
		h := tr.Requests(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.WriteString(w, "ok")
			logs.InfoContext(r.Context(), "request", "path", r.URL.Path)
		}), route)
		r := httptest.NewRequest(http.MethodGet, "/pricing", nil)
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				h.ServeHTTP(httptest.NewRecorder(), r)
			}
		})
	}
}
