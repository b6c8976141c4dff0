// Package traces sends OpenTelemetry traces of the server to an OTLP/HTTP receiver
// (OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry Collector, Jaeger, Tempo): each
// request, its GraphQL operation, its SQL statements, its jobs and its outgoing calls.
// Without an endpoint it is off: a nil *Traces, which wraps nothing and makes no span.
package traces

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/XSAM/otelsql"
	"github.com/riverqueue/river/rivertype"
	"github.com/riverqueue/rivercontrib/otelriver"
	"go.opentelemetry.io/contrib/instrumentation/net/http/otelhttp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/metric"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"

	"seoagency/config"
)

// Traces is the server's tracer provider; nil when tracing is off.
type Traces struct {
	provider *sdktrace.TracerProvider
	// Only W3C trace context, and no metrics: the server's metrics are Prometheus's.
	propagator propagation.TextMapPropagator
	meters     metric.MeterProvider
}

// RequestID is the span attribute of a request's id, the X-Request-Id its log line has.
const RequestID = attribute.Key("request.id")

// New starts the exporter when cfg names an endpoint; nil (off) otherwise.
func New(ctx context.Context, cfg config.Config) (*Traces, error) {
	if cfg.TracesEndpoint == "" {
		return nil, nil
	}
	exporter, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(cfg.TracesEndpoint),
		otlptracehttp.WithTimeout(5*time.Second),
		// A receiver that is down costs a batch at most 15 s of retries, off the
		// requests' path; the batches behind it are dropped once the queue is full.
		otlptracehttp.WithRetry(otlptracehttp.RetryConfig{Enabled: true, InitialInterval: time.Second, MaxInterval: 5 * time.Second, MaxElapsedTime: 15 * time.Second}))
	if err != nil {
		return nil, err
	}
	res, err := resource.New(ctx, resource.WithHost(), resource.WithTelemetrySDK(),
		resource.WithAttributes(semconv.ServiceName(cfg.TracesService), semconv.DeploymentEnvironmentName(cfg.Env)))
	if err != nil {
		return nil, err
	}
	return &Traces{
		provider: sdktrace.NewTracerProvider(sdktrace.WithBatcher(exporter), sdktrace.WithResource(res),
			sdktrace.WithSampler(sdktrace.ParentBased(sdktrace.TraceIDRatioBased(cfg.TracesSampleRatio)))),
		propagator: propagation.TraceContext{},
		meters:     metricnoop.NewMeterProvider(),
	}, nil
}

// Provider is the tracer provider; nil when off.
func (t *Traces) Provider() trace.TracerProvider {
	if t == nil {
		return nil
	}
	return t.provider
}

// Tracer is the named tracer; nil when off.
func (t *Traces) Tracer(name string) trace.Tracer {
	if t == nil {
		return nil
	}
	return t.provider.Tracer(name)
}

// Shutdown sends the spans not yet sent, until ctx ends, and stops the exporter.
func (t *Traces) Shutdown(ctx context.Context) error {
	if t == nil {
		return nil
	}
	return t.provider.Shutdown(ctx)
}

// Requests traces each request of h but the probes': one server span named by its route
// (route, as in the logs), with the request id of its log line. A traceparent sent by a
// client is linked, never made the parent: the site is public, so whoever calls it
// would otherwise choose the trace ids of its spans and logs.
func (t *Traces) Requests(h http.Handler, route func(*http.Request) string) http.Handler {
	if t == nil {
		return h
	}
	path := func(r *http.Request) string {
		rt := route(r)
		if _, p, ok := strings.Cut(rt, " "); ok { // a pattern may start with its method
			return p
		}
		return rt
	}
	name := func(_ string, r *http.Request) string {
		if p := path(r); p != "" {
			return r.Method + " " + p
		}
		return r.Method
	}
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r)
		// After h: the mux has matched the route, and the request log set the id.
		trace.SpanFromContext(r.Context()).SetAttributes(semconv.HTTPRoute(path(r)),
			RequestID.String(w.Header().Get("X-Request-Id")))
	})
	return otelhttp.NewHandler(inner, "request",
		otelhttp.WithTracerProvider(t.provider), otelhttp.WithMeterProvider(t.meters),
		otelhttp.WithPropagators(t.propagator), otelhttp.WithSpanNameFormatter(name),
		otelhttp.WithPublicEndpointFn(func(*http.Request) bool { return true }),
		otelhttp.WithFilter(func(r *http.Request) bool { return r.URL.Path != "/healthz" && r.URL.Path != "/readyz" }))
}

// Client is c with its calls traced, each a client span whose trace context goes
// with the request (traceparent); c itself when off.
func (t *Traces) Client(c *http.Client) *http.Client {
	if t == nil {
		return c
	}
	traced := *c
	base := c.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	traced.Transport = otelhttp.NewTransport(base, otelhttp.WithTracerProvider(t.provider),
		otelhttp.WithMeterProvider(t.meters), otelhttp.WithPropagators(t.propagator))
	return &traced
}

// SQL opens a database's pool so that each statement sent within a trace is a span
// with its text (placeholders, never the values); nil when off. Statements outside a
// trace (the job queue's polling) make no span.
func (t *Traces) SQL(postgres bool) func(driver.Connector) *sql.DB {
	if t == nil {
		return nil
	}
	system := semconv.DBSystemNameSQLite
	if postgres {
		system = semconv.DBSystemNamePostgreSQL
	}
	return func(c driver.Connector) *sql.DB {
		return otelsql.OpenDB(c, otelsql.WithTracerProvider(t.provider), otelsql.WithMeterProvider(t.meters),
			otelsql.WithAttributes(system), otelsql.WithSpanNameFormatter(statementName),
			otelsql.WithSpanOptions(otelsql.SpanOptions{
				OmitRows: true, OmitConnResetSession: true, DisableErrSkip: true,
				SpanFilter: func(ctx context.Context, _ otelsql.Method, _ string, _ []driver.NamedValue) bool {
					return trace.SpanContextFromContext(ctx).IsValid()
				},
			}))
	}
}

// statementName names a statement's span by its first word (SELECT, INSERT, BEGIN…),
// a call without text by the call.
func statementName(_ context.Context, method otelsql.Method, query string) string {
	if word, _, _ := strings.Cut(strings.TrimSpace(query), " "); word != "" {
		return strings.ToUpper(word)
	}
	return string(method)
}

// Jobs is the job queue's middleware: a span for each job worked, and for each batch
// inserted; the worked job's span links to the span that inserted it. Nil when off.
func (t *Traces) Jobs() []rivertype.Middleware {
	if t == nil {
		return nil
	}
	return []rivertype.Middleware{otelriver.NewMiddleware(&otelriver.MiddlewareConfig{
		TracerProvider: t.provider, MeterProvider: t.meters,
		EnableTracePropagation: true, EnableWorkSpanJobKindSuffix: true,
	})}
}

// Logs adds the trace and span ids of a record's context to it, so that a log line
// leads to its trace.
func Logs(h slog.Handler) slog.Handler { return logs{h} }

type logs struct{ slog.Handler }

func (l logs) Handle(ctx context.Context, r slog.Record) error {
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		r.AddAttrs(slog.String("trace_id", sc.TraceID().String()), slog.String("span_id", sc.SpanID().String()))
	}
	return l.Handler.Handle(ctx, r)
}

func (l logs) WithAttrs(as []slog.Attr) slog.Handler { return logs{l.Handler.WithAttrs(as)} }
func (l logs) WithGroup(name string) slog.Handler    { return logs{l.Handler.WithGroup(name)} }
