package server_test

// Traces, against the real server binary and a local OTLP/HTTP receiver decoding what
// it is sent: a request's spans down to its SQL, a job's, the calls to PayPal and to
// the mail server, the log line's trace id, SIGTERM's flush and a receiver that is down.

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"

	"seoagency/mailtest"
	"seoagency/testdb"
)

// otlpReceiver is an OTLP/HTTP (protobuf) endpoint keeping every span it is sent.
type otlpReceiver struct {
	mu      sync.Mutex
	spans   []*tracepb.Span
	service string // the service.name of the last export
}

func (o *otlpReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/traces" || r.Header.Get("Content-Type") != "application/x-protobuf" {
		http.Error(w, "not an OTLP/HTTP protobuf export", http.StatusBadRequest)
		return
	}
	var body io.Reader = r.Body
	if r.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		body = zr
	}
	b, err := io.ReadAll(body)
	var req coltracepb.ExportTraceServiceRequest
	if err == nil {
		err = proto.Unmarshal(b, &req)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	o.mu.Lock()
	for _, rs := range req.ResourceSpans {
		if v := attr(rs.GetResource().GetAttributes(), "service.name"); v != "" {
			o.service = v
		}
		for _, ss := range rs.ScopeSpans {
			o.spans = append(o.spans, ss.Spans...)
		}
	}
	o.mu.Unlock()
	out, _ := proto.Marshal(&coltracepb.ExportTraceServiceResponse{})
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(out)
}

// wait returns the first span kept that matches, waiting for it up to 30 s.
func (o *otlpReceiver) wait(t *testing.T, what string, match func(*tracepb.Span) bool) *tracepb.Span {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		o.mu.Lock()
		for _, s := range o.spans {
			if match(s) {
				o.mu.Unlock()
				return s
			}
		}
		o.mu.Unlock()
	}
	t.Fatalf("no span %s among:\n%s", what, o.list())
	return nil
}

// all is every span kept that matches.
func (o *otlpReceiver) all(match func(*tracepb.Span) bool) []*tracepb.Span {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []*tracepb.Span
	for _, s := range o.spans {
		if match(s) {
			out = append(out, s)
		}
	}
	return out
}

func (o *otlpReceiver) list() string {
	var b strings.Builder
	for _, s := range o.all(func(*tracepb.Span) bool { return true }) {
		b.WriteString(s.Kind.String() + " " + s.Name + " trace " + hex.EncodeToString(s.TraceId) + " span " + hex.EncodeToString(s.SpanId) + " parent " + hex.EncodeToString(s.ParentSpanId) + "\n")
	}
	return b.String()
}

// attr is the value of the attribute key, as text ("" when absent).
func attr(attrs []*commonpb.KeyValue, key string) string {
	for _, kv := range attrs {
		if kv.Key == key {
			switch v := kv.Value.Value.(type) {
			case *commonpb.AnyValue_StringValue:
				return v.StringValue
			case *commonpb.AnyValue_IntValue:
				return strconv.FormatInt(v.IntValue, 10)
			}
			return kv.Value.String()
		}
	}
	return ""
}

func named(name string) func(*tracepb.Span) bool {
	return func(s *tracepb.Span) bool { return s.Name == name }
}

func childOf(parent *tracepb.Span) func(*tracepb.Span) bool {
	return func(s *tracepb.Span) bool { return bytes.Equal(s.ParentSpanId, parent.SpanId) }
}

// TestTraces: one GraphQL request is a server span, with the GraphQL operation's span
// under it and its SQL statements (their text, not their values) under that, all in the
// trace whose id the request's log line gives; the mail it queued and a PayPal notice
// are jobs with spans of their own, linked to the request that queued them, and their
// calls to the mail server and to PayPal are client spans, PayPal's carrying the trace
// onwards in its traceparent header; the media store's operations are spans too.
func TestTraces(t *testing.T) {
	shop := newShopDB(t, testdb.Postgres(t))
	var traceparent sync.Map // the traceparent header of each call PayPal got
	paypal := &paypalStandIn{answer: verified}
	verify := httpServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		traceparent.Store(r.Header.Get("traceparent"), true)
		paypal.ServeHTTP(w, r)
	}))
	receiver := &otlpReceiver{}
	otlp := httptest.NewServer(receiver)
	defer otlp.Close()
	smtp := mailtest.Start(t)
	media := t.TempDir()
	p := startServer(t, shop.url, verify, "OTEL_EXPORTER_OTLP_ENDPOINT="+otlp.URL, "OTEL_SERVICE_NAME=shop-traced",
		"OTEL_BSP_SCHEDULE_DELAY=100", "SMTP_URL="+smtp.URL(), "MEDIA_STORE="+media)

	// A visitor subscribes: a mutation that writes, and queues a confirmation mail.
	const email = "traced.visitor@example.com"
	req, _ := http.NewRequest(http.MethodPost, p.url+"/graphql", strings.NewReader(
		`{"query":"mutation Join($email: String!) { subscribe(email: $email) { email } }","variables":{"email":"`+email+`"}}`))
	req.Header.Set("Content-Type", "application/json")
	// A client's trace context is linked, never adopted: the site is public.
	req.Header.Set("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || strings.Contains(string(body), "errors") {
		t.Fatalf("subscribe: %d %s", resp.StatusCode, body)
	}
	id := resp.Header.Get("X-Request-Id")
	request := receiver.wait(t, "of the request", func(s *tracepb.Span) bool {
		return s.Kind == tracepb.Span_SPAN_KIND_SERVER && attr(s.Attributes, "request.id") == id
	})
	if request.Name != "POST /graphql" || attr(request.Attributes, "http.route") != "/graphql" ||
		attr(request.Attributes, "http.response.status_code") != "200" || len(request.ParentSpanId) != 0 {
		t.Errorf("the request's span: %s, attributes %v, parent %x", request.Name, request.Attributes, request.ParentSpanId)
	}
	if hex.EncodeToString(request.TraceId) == "0af7651916cd43dd8448eb211c80319c" ||
		len(request.Links) != 1 || hex.EncodeToString(request.Links[0].TraceId) != "0af7651916cd43dd8448eb211c80319c" {
		t.Errorf("the client's traceparent was adopted, or not linked: trace %x, links %v", request.TraceId, request.Links)
	}
	if got := receiver.service; got != "shop-traced" {
		t.Errorf("service.name %q, want OTEL_SERVICE_NAME's", got)
	}
	operation := receiver.wait(t, "of the GraphQL operation under the request's", childOf(request))
	if operation.Name != "mutation Join" || attr(operation.Attributes, "graphql.operation.name") != "Join" ||
		attr(operation.Attributes, "graphql.operation.type") != "mutation" {
		t.Errorf("the operation's span: %s %v", operation.Name, operation.Attributes)
	}
	insert := receiver.wait(t, "of the subscriber's INSERT under the operation's", func(s *tracepb.Span) bool {
		return bytes.Equal(s.ParentSpanId, operation.SpanId) && strings.HasPrefix(attr(s.Attributes, "db.query.text"), "INSERT INTO \"subscribers\"")
	})
	if insert.Name != "INSERT" || attr(insert.Attributes, "db.system.name") != "postgresql" {
		t.Errorf("the INSERT's span: %s %v", insert.Name, insert.Attributes)
	}
	if n := len(receiver.all(childOf(operation))); n < 3 {
		t.Errorf("%d spans under the operation's, want its statements (BEGIN, INSERT, COMMIT…)", n)
	}
	// The request's log line names its trace.
	var logged struct{ ID, TraceID string }
	for line := range strings.SplitSeq(p.logs.String(), "\n") {
		if strings.Contains(line, `"msg":"request"`) && strings.Contains(line, id) {
			_ = json.Unmarshal([]byte(line), &struct {
				ID      *string `json:"id"`
				TraceID *string `json:"trace_id"`
			}{&logged.ID, &logged.TraceID})
		}
	}
	if logged.ID != id || logged.TraceID != hex.EncodeToString(request.TraceId) {
		t.Errorf("the log line of request %s says trace %q, its span's trace is %x", id, logged.TraceID, request.TraceId)
	}

	// The confirmation mail is a job, linked to the request, whose send is a client span.
	smtp.Wait(t, email, 1, 30*time.Second)
	send := receiver.wait(t, "of the mail's send", named("smtp send"))
	mailJob := receiver.wait(t, "of the mail's job", func(s *tracepb.Span) bool { return bytes.Equal(s.SpanId, send.ParentSpanId) })
	if mailJob.Name != "river.work/mail" || send.Kind != tracepb.Span_SPAN_KIND_CLIENT {
		t.Errorf("the mail's spans: %s %s under %s", send.Kind, send.Name, mailJob.Name)
	}
	if len(mailJob.Links) != 1 || !bytes.Equal(mailJob.Links[0].TraceId, request.TraceId) {
		t.Errorf("the mail's job does not link to the request that queued it: %v", mailJob.Links)
	}

	// A PayPal notice: its verification is a job whose call to PayPal is a client span.
	if code := p.notify(shop.notice("TRACED-1")); code != 200 {
		t.Fatalf("notice: %d", code)
	}
	shop.waitPaid(t, 30*time.Second)
	job := receiver.wait(t, "of the notice's job", named("river.work/paypal_notice"))
	call := receiver.wait(t, "of the call to PayPal under the job's", func(s *tracepb.Span) bool {
		return bytes.Equal(s.ParentSpanId, job.SpanId) && s.Kind == tracepb.Span_SPAN_KIND_CLIENT && attr(s.Attributes, "http.request.method") == "POST"
	})
	want := "00-" + hex.EncodeToString(call.TraceId) + "-" + hex.EncodeToString(call.SpanId) + "-01"
	if _, ok := traceparent.Load(want); !ok {
		var got []any
		traceparent.Range(func(k, _ any) bool { got = append(got, k); return true })
		t.Errorf("PayPal got traceparent %v, want %s (the call's span %s)", got, want, call.Name)
	}

	// The media store's operations: a file served is read from it.
	const file = "0123456789abcdef0123456789abcdef-640.webp"
	if err := os.WriteFile(filepath.Join(media, file), []byte("RIFF"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := p.body("/media/" + file); got != "RIFF" {
		t.Fatalf("the media file: %q", got)
	}
	served := receiver.wait(t, "of the media file's request", named("GET /media/"))
	receiver.wait(t, "of the store's read under the media file's request", func(s *tracepb.Span) bool {
		return bytes.Equal(s.ParentSpanId, served.SpanId) && s.Name == "gocloud.dev/blob.NewRangeReader"
	})

	// No value sent reaches a span: statements carry placeholders.
	for _, s := range receiver.all(func(*tracepb.Span) bool { return true }) {
		for _, kv := range s.Attributes {
			if v := kv.Value.String(); strings.Contains(v, email) || strings.Contains(v, "TRACED-1") {
				t.Errorf("span %s holds a value sent: %s=%s", s.Name, kv.Key, v)
			}
		}
	}
}

// TestTracesFlushedOnSIGTERM: spans not yet sent when the server is told to stop are
// sent before it exits.
func TestTracesFlushedOnSIGTERM(t *testing.T) {
	receiver := &otlpReceiver{}
	otlp := httptest.NewServer(receiver)
	defer otlp.Close()
	// Batches would wait 10 minutes: only the shutdown sends them.
	p := startServer(t, testdb.SQLite(t), "http://127.0.0.1:1/", "OTEL_EXPORTER_OTLP_ENDPOINT="+otlp.URL, "OTEL_BSP_SCHEDULE_DELAY=600000")
	resp, err := http.Get(p.url + "/robots.txt")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	id := resp.Header.Get("X-Request-Id")
	if n := len(receiver.all(func(*tracepb.Span) bool { return true })); n != 0 {
		t.Fatalf("%d spans sent before the batch's time", n)
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("the server's exit: %v", err)
	}
	if len(receiver.all(func(s *tracepb.Span) bool { return attr(s.Attributes, "request.id") == id })) != 1 {
		t.Fatalf("the request's span was not sent on SIGTERM:\n%s", receiver.list())
	}
}

// TestTracesReceiverDown: with the OTLP receiver unreachable the site answers as
// usual; its spans are dropped, and it still stops on SIGTERM.
func TestTracesReceiverDown(t *testing.T) {
	p := startServer(t, testdb.SQLite(t), "http://127.0.0.1:1/", "OTEL_EXPORTER_OTLP_ENDPOINT=http://"+freePort(t), "OTEL_BSP_SCHEDULE_DELAY=50")
	var slowest time.Duration
	for i := range 60 {
		start := time.Now()
		resp, err := http.Post(p.url+"/graphql", "application/json",
			strings.NewReader(`{"query":"query Plans { pricingPackages(first: 3) { totalCount } }"}`))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(string(body), "totalCount") {
			t.Fatalf("request %d with the receiver down: %d %s", i, resp.StatusCode, body)
		}
		slowest = max(slowest, time.Since(start))
		time.Sleep(20 * time.Millisecond) // across several batches' exports
	}
	t.Logf("slowest of 60 GraphQL requests with the receiver down: %s", slowest)
	start := time.Now()
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	if err := p.cmd.Wait(); err != nil {
		t.Fatalf("the server's exit: %v", err)
	}
	t.Logf("stopped %s after SIGTERM with the receiver down", time.Since(start).Round(time.Millisecond))
	if !strings.Contains(p.logs.String(), "traces export: ") {
		t.Error("the log does not say that spans could not be sent")
	}
	sc := bufio.NewScanner(strings.NewReader(p.logs.String()))
	for sc.Scan() {
		if strings.Contains(sc.Text(), `"level":"ERROR"`) {
			t.Errorf("an error logged: %s", sc.Text())
		}
	}
}
