// Package metrics counts what the server does for Prometheus (/metrics): requests and
// their time by route, GraphQL operations, SQL statements, cache answers, the database
// pool, and the Go runtime and process.
package metrics

import (
	"database/sql"
	"fmt"
	"net/http"
	"regexp"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"seoagency/store"
)

// Metrics counts requests and their time by route, GraphQL operations, SQL statements,
// cache answers and the database pool, for Prometheus. Every label takes its value from
// a fixed set, so no client can grow the series: routes are the server's patterns
// (never raw paths), methods the standard ones, operations the web app's own.
type Metrics struct {
	registry   *prometheus.Registry
	requests   *prometheus.CounterVec
	latency    *prometheus.HistogramVec
	operations *prometheus.CounterVec
	knownOps   map[string]bool
}

// otherLabel stands for any value outside a label's fixed set.
const otherLabel = "other"

var latencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5}

var knownMethods = map[string]bool{"GET": true, "HEAD": true, "POST": true, "PUT": true, "PATCH": true,
	"DELETE": true, "OPTIONS": true, "CONNECT": true, "TRACE": true}

var operationName = regexp.MustCompile(`^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)`)

// Cache is the public query cache (graph.Cache) as the metrics read it.
type Cache interface {
	Answers() (hits, misses int64)
	Size() (entries, bytes int)
}

// New registers the server's metrics; the operations the persisted documents name are
// the only ones counted by name.
func New(db *sql.DB, statements *store.Counter, cache Cache, documents map[string]string) *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "seo_http_requests_total",
			Help: "HTTP requests by route pattern, method and status class."}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "seo_http_request_duration_seconds",
			Help: "Time to answer HTTP requests by route pattern and method.", Buckets: latencyBuckets}, []string{"route", "method"}),
		operations: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "seo_graphql_operations_total",
			Help: `GraphQL operations by name: the web app's persisted operations; "other" for the rest.`}, []string{"operation"}),
		knownOps: map[string]bool{},
	}
	for _, doc := range documents {
		if mm := operationName.FindStringSubmatch(doc); mm != nil {
			m.knownOps[mm[1]] = true
		}
	}
	pool := func(state string, read func(sql.DBStats) int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "seo_db_connections", Help: "Database pool connections by state.",
			ConstLabels: prometheus.Labels{"state": state}}, func() float64 { return float64(read(db.Stats())) })
	}
	cached := func(result string, n func() int64) prometheus.Collector {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "seo_cache_requests_total", Help: "Public query cache answers by result.",
			ConstLabels: prometheus.Labels{"result": result}}, func() float64 { return float64(n()) })
	}
	m.registry.MustRegister(m.requests, m.latency, m.operations,
		pool("open", func(s sql.DBStats) int { return s.OpenConnections }),
		pool("in_use", func(s sql.DBStats) int { return s.InUse }),
		pool("idle", func(s sql.DBStats) int { return s.Idle }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "seo_db_wait_total", Help: "Waits for a free database connection."},
			func() float64 { return float64(db.Stats().WaitCount) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{Name: "seo_sql_statements_total", Help: "SQL statements sent to the database."},
			func() float64 { return float64(statements.Load()) }),
		cached("hit", func() int64 { h, _ := cache.Answers(); return h }),
		cached("miss", func() int64 { _, m := cache.Answers(); return m }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "seo_cache_entries", Help: "Public query answers kept."},
			func() float64 { n, _ := cache.Size(); return float64(n) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "seo_cache_bytes", Help: "Bytes of public query answers kept."},
			func() float64 { _, b := cache.Size(); return float64(b) }),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// Observe counts an answered request; route is the server's pattern it matched.
func (m *Metrics) Observe(route, method string, status int, d time.Duration) {
	if route == "" {
		route = "unmatched"
	}
	if !knownMethods[method] {
		method = otherLabel
	}
	m.requests.WithLabelValues(route, method, fmt.Sprintf("%dxx", status/100)).Inc()
	m.latency.WithLabelValues(route, method).Observe(d.Seconds())
}

// Operation counts a GraphQL operation by name.
func (m *Metrics) Operation(name string) {
	if !m.knownOps[name] {
		name = otherLabel
	}
	m.operations.WithLabelValues(name).Inc()
}

// Handler serves the metrics in Prometheus' text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}
