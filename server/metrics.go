package server

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"seoagency/store"
)

// metrics counts requests and their time by route, in Prometheus' text format at
// /metrics. Routes are the server's patterns, never raw paths, so ids make no labels.
type metrics struct {
	mu       sync.Mutex
	requests map[[3]string]int64   // route, method, status class → count
	seconds  map[[2]string]float64 // route, method → total seconds
	buckets  map[[3]string]int64   // route, method, le → count
	ops      map[string]int64      // GraphQL operation → count
}

var latencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

func newMetrics() *metrics {
	return &metrics{requests: map[[3]string]int64{}, seconds: map[[2]string]float64{},
		buckets: map[[3]string]int64{}, ops: map[string]int64{}}
}

func (m *metrics) observe(route, method string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.requests[[3]string{route, method, fmt.Sprintf("%dxx", status/100)}]++
	m.seconds[[2]string{route, method}] += d.Seconds()
	for _, le := range latencyBuckets {
		if d.Seconds() <= le {
			m.buckets[[3]string{route, method, fmt.Sprint(le)}]++
		}
	}
}

func (m *metrics) operation(name string) {
	if name == "" {
		name = "anonymous"
	}
	m.mu.Lock()
	m.ops[name]++
	m.mu.Unlock()
}

func (s *Server) serveMetrics(w http.ResponseWriter, r *http.Request) {
	var b strings.Builder
	line := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	m := s.metrics
	m.mu.Lock()
	line("# TYPE seo_http_requests_total counter")
	for _, k := range sortedKeys3(m.requests) {
		line(`seo_http_requests_total{route=%q,method=%q,status=%q} %d`, k[0], k[1], k[2], m.requests[k])
	}
	line("# TYPE seo_http_request_duration_seconds histogram")
	for _, k := range sortedKeys2(m.seconds) {
		var count int64
		for kk, v := range m.requests {
			if kk[0] == k[0] && kk[1] == k[1] {
				count += v
			}
		}
		for _, le := range latencyBuckets {
			line(`seo_http_request_duration_seconds_bucket{route=%q,method=%q,le="%v"} %d`, k[0], k[1], le, m.buckets[[3]string{k[0], k[1], fmt.Sprint(le)}])
		}
		line(`seo_http_request_duration_seconds_bucket{route=%q,method=%q,le="+Inf"} %d`, k[0], k[1], count)
		line(`seo_http_request_duration_seconds_sum{route=%q,method=%q} %g`, k[0], k[1], m.seconds[k])
		line(`seo_http_request_duration_seconds_count{route=%q,method=%q} %d`, k[0], k[1], count)
	}
	line("# TYPE seo_graphql_operations_total counter")
	ops := make([]string, 0, len(m.ops))
	for k := range m.ops {
		ops = append(ops, k)
	}
	sort.Strings(ops)
	for _, k := range ops {
		line(`seo_graphql_operations_total{operation=%q} %d`, k, m.ops[k])
	}
	m.mu.Unlock()
	st := s.db.Stats()
	line("# TYPE seo_db_connections gauge")
	line(`seo_db_connections{state="open"} %d`, st.OpenConnections)
	line(`seo_db_connections{state="in_use"} %d`, st.InUse)
	line(`seo_db_connections{state="idle"} %d`, st.Idle)
	line("# TYPE seo_db_wait_total counter")
	line("seo_db_wait_total %d", st.WaitCount)
	line("# TYPE seo_sql_statements_total counter")
	line("seo_sql_statements_total %d", store.Statements())
	line("# TYPE seo_cache_requests_total counter")
	line(`seo_cache_requests_total{result="hit"} %d`, s.cache.Hits.Load())
	line(`seo_cache_requests_total{result="miss"} %d`, s.cache.Misses.Load())
	entries, bytes := s.cache.Size()
	line("# TYPE seo_cache_entries gauge")
	line("seo_cache_entries %d", entries)
	line("# TYPE seo_cache_bytes gauge")
	line("seo_cache_bytes %d", bytes)
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	_, _ = w.Write([]byte(b.String()))
}

func sortedKeys3[V any](m map[[3]string]V) [][3]string {
	keys := make([][3]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return strings.Join(keys[i][:], " ") < strings.Join(keys[j][:], " ") })
	return keys
}

func sortedKeys2[V any](m map[[2]string]V) [][2]string {
	keys := make([][2]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return strings.Join(keys[i][:], " ") < strings.Join(keys[j][:], " ") })
	return keys
}
