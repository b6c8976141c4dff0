package webhooks_test

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/mail"
	"seoagency/ent/webhookdelivery"
	"seoagency/ent/webhookendpoint"
	entmail "seoagency/mail"
	"seoagency/queue"
	"seoagency/testdb"
	"seoagency/webhooks"
)

// The tests run the real thing: PostgreSQL, River working the queue, and receivers on
// this machine (httptest), in development mode (the guard's production rules have their
// own tests, and one here with a delivery). Retries follow a schedule of the real one's
// length with short waits.

var fast = []time.Duration{200 * time.Millisecond, 300 * time.Millisecond, 500 * time.Millisecond, time.Second, time.Second, time.Second, time.Second}

var admin = &auth.Viewer{UID: "admin-uid", Email: "admin@agency.test", EmailVerified: true, Role: auth.RoleAdmin}

func as(v *auth.Viewer) context.Context { return auth.WithViewer(context.Background(), v) }

type site struct {
	c  *ent.Client
	db *sql.DB
	q  *queue.Queue
	w  *webhooks.Worker
}

// newSite is a fresh database with the queue's hooks, worked by w (nil: a development
// worker with the fast schedule and a 2 s timeout).
func newSite(t testing.TB, w *webhooks.Worker) *site {
	t.Helper()
	s := openSite(t)
	s.work(t, w)
	return s
}

// openSite is a fresh PostgreSQL database with the queue's hooks, not worked yet.
func openSite(t testing.TB) *site { return openSiteAt(t, testdb.Postgres(t)) }

// openSiteAt is openSite on the database at url (testdb.Postgres or testdb.SQLite).
func openSiteAt(t testing.TB, url string) *site {
	t.Helper()
	c, db := testdb.Open(t, url)
	q := testdb.Queue(t, url, db)
	c.Use(entmail.Hook(q))
	c.Use(webhooks.Hook(q))
	return &site{c: c, db: db, q: q}
}

// work works the queue with w (nil: as newSite) until t ends.
func (s *site) work(t testing.TB, w *webhooks.Worker) {
	t.Helper()
	if w == nil {
		w = &webhooks.Worker{Schedule: fast, AttemptTimeout: 2 * time.Second}
	}
	w.Client = s.c
	workers := river.NewWorkers()
	river.AddWorker(workers, w)
	testdb.Work(t, s.q, queue.Work{Workers: workers})
	s.w = w
}

// endpoint subscribes url to events as an Admin, returning it and its secret.
func (s *site) endpoint(t testing.TB, url string, events ...string) (*ent.WebhookEndpoint, string) {
	t.Helper()
	if len(events) == 0 {
		events = []string{webhooks.OrderPaid, webhooks.MessageReceived}
	}
	ep, secret, err := webhooks.Create(as(admin), s.c, webhooks.Guard{}, webhooks.Input{URL: &url, Events: events})
	if err != nil {
		t.Fatal(err)
	}
	return ep, secret
}

// emit tells of an event in a transaction of its own, as a write does.
func (s *site) emit(t *testing.T, typ, subject string, data any) {
	t.Helper()
	err := ent.WithTx(testdb.System(), s.c, func(ctx context.Context, c *ent.Client) error {
		return webhooks.Emit(ctx, c, webhooks.Event{Type: typ, Subject: subject, Data: func() (any, error) { return data, nil }})
	})
	if err != nil {
		t.Fatal(err)
	}
}

// wait polls the delivery log until ok holds for the deliveries, newest last.
func (s *site) wait(t *testing.T, what string, ok func([]*ent.WebhookDelivery) bool) []*ent.WebhookDelivery {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		ds, err := s.c.WebhookDelivery.Query().Order(ent.Asc(webhookdelivery.FieldID)).All(testdb.System())
		if err != nil {
			t.Fatal(err)
		}
		if ok(ds) {
			return ds
		}
		if time.Now().After(deadline) {
			for _, d := range ds {
				t.Logf("delivery %d %s %s: %s after %d attempts (HTTP %d) %s", d.ID, d.EventType, d.MsgID, d.Status, d.Attempts, d.LastStatusCode, d.LastError)
			}
			t.Fatalf("waited 30 s for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func all(status webhookdelivery.Status, n int) func([]*ent.WebhookDelivery) bool {
	return func(ds []*ent.WebhookDelivery) bool {
		if len(ds) < n {
			return false
		}
		for _, d := range ds {
			if d.Status != status {
				return false
			}
		}
		return true
	}
}

// received is one request a receiver got.
type received struct {
	header http.Header
	body   []byte
	at     time.Time
	status int // what the receiver answered
}

// receiver is an integrator's endpoint on this machine: answer says what to answer to
// the n-th request (0-based); nil answers 204.
type receiver struct {
	mu     sync.Mutex
	got    []received
	answer func(n int, r *http.Request, body []byte) int
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rc.mu.Lock()
	n := len(rc.got)
	rc.got = append(rc.got, received{header: r.Header.Clone(), body: body, at: time.Now()})
	rc.mu.Unlock()
	status := http.StatusNoContent
	if rc.answer != nil {
		status = rc.answer(n, r, body)
	}
	rc.mu.Lock()
	rc.got[n].status = status
	rc.mu.Unlock()
	if status != 0 {
		w.WriteHeader(status)
		if status >= 300 {
			fmt.Fprintf(w, "answer %d to request %d", status, n)
		}
	}
}

func (rc *receiver) requests() []received {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]received(nil), rc.got...)
}

func serve(t *testing.T, h http.Handler) *httptest.Server {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}

// verify checks a delivery's signature as a receiver would, written from the Standard
// Webhooks specification alone (not package webhooks): the secret's bytes after whsec_,
// HMAC-SHA256 of "id.timestamp.body", base64, among the space-separated "v1,…"
// signatures, and a timestamp within five minutes.
func verify(secret string, h http.Header, body []byte) error {
	id, ts, sigs := h.Get("Webhook-Id"), h.Get("Webhook-Timestamp"), h.Get("Webhook-Signature")
	if id == "" || ts == "" || sigs == "" {
		return errors.New("missing webhook-id, webhook-timestamp or webhook-signature")
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return fmt.Errorf("timestamp %q: %v", ts, err)
	}
	if d := time.Since(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return fmt.Errorf("timestamp %s is %v away", ts, d)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return err
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + ts + "." + string(body)))
	want := mac.Sum(nil)
	for _, s := range strings.Fields(sigs) {
		version, sig, _ := strings.Cut(s, ",")
		got, err := base64.StdEncoding.DecodeString(sig)
		if version == "v1" && err == nil && hmac.Equal(got, want) {
			return nil
		}
	}
	return errors.New("no signature matches")
}

// TestSignedDelivery: an event reaches a local receiver once, its signature verified
// independently, its body the envelope of the specification; a wrong secret or a changed
// body fail the verification.
func TestSignedDelivery(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	rc := &receiver{}
	srv := serve(t, rc)
	ep, secret := s.endpoint(t, srv.URL+"/hooks/seo?token=x")
	if !strings.HasPrefix(secret, "whsec_") {
		t.Fatalf("secret %q", secret)
	}
	s.emit(t, webhooks.OrderPaid, "order:7", map[string]any{"order": map[string]any{"id": "7", "amountDue": "199.00"}})
	// An event the endpoint did not subscribe to is not written at all.
	s.emit(t, webhooks.OrderCreated, "order:7", map[string]any{})
	ds := s.wait(t, "the delivery", all(webhookdelivery.StatusSucceeded, 1))
	if len(ds) != 1 {
		t.Fatalf("%d deliveries, want 1 (order.created is not subscribed)", len(ds))
	}
	d := ds[0]
	got := rc.requests()
	if len(got) != 1 {
		t.Fatalf("the receiver got %d requests, want 1", len(got))
	}
	r := got[0]
	if err := verify(secret, r.header, r.body); err != nil {
		t.Errorf("signature: %v", err)
	}
	if err := verify("whsec_"+base64.StdEncoding.EncodeToString([]byte("another key of 24 bytes!")), r.header, r.body); err == nil {
		t.Error("verified with another secret")
	}
	if err := verify(secret, r.header, append([]byte(" "), r.body...)); err == nil {
		t.Error("verified a changed body")
	}
	if id := r.header.Get("webhook-id"); id != d.MsgID || !strings.HasPrefix(id, "msg_") {
		t.Errorf("webhook-id %q, delivery %q", id, d.MsgID)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type %q", ct)
	}
	var env struct {
		Type      string          `json:"type"`
		Timestamp time.Time       `json:"timestamp"`
		Data      json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(r.body, &env); err != nil {
		t.Fatal(err)
	}
	if env.Type != webhooks.OrderPaid || time.Since(env.Timestamp) > time.Minute || string(env.Data) != `{"order":{"amountDue":"199.00","id":"7"}}` {
		t.Errorf("body %s", r.body)
	}
	if d.Attempts != 1 || d.LastStatusCode != 204 || d.DeliveredAt == nil || d.LastError != "" || d.EndpointID != ep.ID {
		t.Errorf("log: %+v", d)
	}
	ep, _ = s.c.WebhookEndpoint.Get(testdb.System(), ep.ID)
	if ep.LastSuccessAt == nil || ep.FailingSince != nil {
		t.Errorf("endpoint after a success: %+v", ep)
	}
}

// TestRolledBackWriteSendsNothing: an event belongs to its write: rolled back, neither
// the delivery nor its job exist.
func TestRolledBackWriteSendsNothing(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	rc := &receiver{}
	srv := serve(t, rc)
	s.endpoint(t, srv.URL)
	boom := errors.New("the write fails after its event")
	err := ent.WithTx(testdb.System(), s.c, func(ctx context.Context, c *ent.Client) error {
		if err := webhooks.Emit(ctx, c, webhooks.Event{Type: webhooks.OrderPaid, Data: func() (any, error) { return 1, nil }}); err != nil {
			return err
		}
		if n := testdb.Jobs(t, c.SQLTx(), "webhook_delivery"); n != 1 {
			t.Errorf("%d jobs in the transaction, want 1", n)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatal(err)
	}
	if n, _ := s.c.WebhookDelivery.Query().Count(testdb.System()); n != 0 {
		t.Errorf("%d deliveries after a rollback", n)
	}
	if n := testdb.Jobs(t, s.db, "webhook_delivery"); n != 0 {
		t.Errorf("%d jobs after a rollback", n)
	}
	// Outside a transaction an event is refused, never written without its job.
	err = webhooks.Emit(testdb.System(), s.c, webhooks.Event{Type: webhooks.OrderPaid, Data: func() (any, error) { return 1, nil }})
	if !errors.Is(err, queue.ErrNoTx) {
		t.Errorf("Emit outside a transaction: %v", err)
	}
	time.Sleep(300 * time.Millisecond)
	if got := rc.requests(); len(got) != 0 {
		t.Errorf("the receiver got %d requests", len(got))
	}
}

// TestReceiverDownThenUp: while nothing listens at the endpoint, attempts fail and are
// retried; once it listens, the event arrives exactly once.
func TestReceiverDownThenUp(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // down: connections are refused
	_, secret := s.endpoint(t, "http://"+addr+"/in")
	s.emit(t, webhooks.MessageReceived, "message:1", map[string]any{"message": map[string]any{"id": "1"}})
	s.wait(t, "two failed attempts", func(ds []*ent.WebhookDelivery) bool {
		return len(ds) == 1 && ds[0].Attempts >= 2 && ds[0].Status == webhookdelivery.StatusPending
	})
	ds, _ := s.c.WebhookDelivery.Query().All(testdb.System())
	if d := ds[0]; d.LastStatusCode != 0 || !strings.Contains(d.LastError, "refused") || d.NextAttemptAt == nil {
		t.Errorf("log while down: %+v", d)
	}
	ep, _ := s.c.WebhookEndpoint.Query().Only(testdb.System())
	if ep.FailingSince == nil || !ep.Enabled {
		t.Errorf("endpoint while down: %+v", ep)
	}
	// Up again, on the same address.
	l, err = net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	rc := &receiver{}
	srv := &http.Server{Handler: rc}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	ds = s.wait(t, "the delivery", all(webhookdelivery.StatusSucceeded, 1))
	time.Sleep(2 * time.Second) // a second delivery would come within the schedule's waits
	got := rc.requests()
	if len(got) != 1 {
		t.Fatalf("the receiver got %d requests, want exactly 1", len(got))
	}
	if err := verify(secret, got[0].header, got[0].body); err != nil {
		t.Error(err)
	}
	if ds[0].Attempts < 3 || ds[0].LastStatusCode != 204 {
		t.Errorf("log: %+v", ds[0])
	}
	if ep, _ := s.c.WebhookEndpoint.Query().Only(testdb.System()); ep.FailingSince != nil {
		t.Error("still failing after a success")
	}
}

// TestSlowReceiver: an answer slower than the attempt's timeout is a failure, retried;
// the receiver gets the event again with the same webhook-id, by which it drops repeats.
func TestSlowReceiver(t *testing.T) {
	t.Parallel()
	s := newSite(t, &webhooks.Worker{Schedule: fast, AttemptTimeout: 300 * time.Millisecond})
	rc := &receiver{answer: func(n int, r *http.Request, _ []byte) int {
		if n == 0 {
			select { // slow: longer than the timeout
			case <-time.After(3 * time.Second):
			case <-r.Context().Done():
			}
			return 0
		}
		return http.StatusOK
	}}
	srv := serve(t, rc)
	s.endpoint(t, srv.URL)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	ds := s.wait(t, "the delivery", all(webhookdelivery.StatusSucceeded, 1))
	got := rc.requests()
	if len(got) != 2 || got[0].header.Get("webhook-id") != got[1].header.Get("webhook-id") {
		t.Fatalf("the receiver got %d requests (want the event twice, one webhook-id)", len(got))
	}
	if ds[0].Attempts != 2 || ds[0].LastStatusCode != 200 {
		t.Errorf("log: %+v", ds[0])
	}
	if ts0, ts1 := got[0].header.Get("webhook-timestamp"), got[1].header.Get("webhook-timestamp"); ts0 == "" || ts1 == "" {
		t.Error("no timestamp")
	}
}

// TestErrorThenSuccess: a 500 is retried after the schedule's first wait, and the log
// shows the failure until then.
func TestErrorThenSuccess(t *testing.T) {
	t.Parallel()
	s := newSite(t, &webhooks.Worker{Schedule: append([]time.Duration{2 * time.Second}, fast[1:]...), AttemptTimeout: 2 * time.Second})
	rc := &receiver{answer: func(n int, _ *http.Request, _ []byte) int {
		if n == 0 {
			return http.StatusInternalServerError
		}
		return http.StatusOK
	}}
	srv := serve(t, rc)
	s.endpoint(t, srv.URL)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	ds := s.wait(t, "the first failure", func(ds []*ent.WebhookDelivery) bool { return len(ds) == 1 && ds[0].Attempts == 1 })
	if d := ds[0]; d.Status != webhookdelivery.StatusPending || d.LastStatusCode != 500 || d.LastError != "HTTP 500: answer 500 to request 0" ||
		d.NextAttemptAt == nil || d.NextAttemptAt.Before(time.Now()) {
		t.Errorf("log after the 500: %+v", d)
	}
	ds = s.wait(t, "the delivery", all(webhookdelivery.StatusSucceeded, 1))
	if ds[0].Attempts != 2 || ds[0].LastStatusCode != 200 || ds[0].LastError != "" {
		t.Errorf("log: %+v", ds[0])
	}
}

// TestRedirectNotFollowed: a redirect is the endpoint's answer, a failure: the address it
// names (which the guard never checked) gets nothing.
func TestRedirectNotFollowed(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	target := &receiver{}
	elsewhere := serve(t, target)
	srv := serve(t, http.RedirectHandler(elsewhere.URL+"/metadata", http.StatusTemporaryRedirect))
	s.endpoint(t, srv.URL)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	ds := s.wait(t, "two attempts", func(ds []*ent.WebhookDelivery) bool { return len(ds) == 1 && ds[0].Attempts >= 2 })
	if d := ds[0]; d.LastStatusCode != http.StatusTemporaryRedirect || !strings.Contains(d.LastError, "not followed") || d.Status == webhookdelivery.StatusSucceeded {
		t.Errorf("log: %+v", d)
	}
	if got := target.requests(); len(got) != 0 {
		t.Errorf("the redirect's target got %d requests", len(got))
	}
}

// TestOrderPerSubject: an order's events reach an endpoint in the order they happened,
// even when the first fails for a while; another order's event does not wait for them.
func TestOrderPerSubject(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	failFirst := 2
	var mu sync.Mutex
	rc := &receiver{answer: func(n int, _ *http.Request, body []byte) int {
		mu.Lock()
		defer mu.Unlock()
		if strings.Contains(string(body), `"step":1`) && failFirst > 0 {
			failFirst--
			return http.StatusServiceUnavailable
		}
		return http.StatusOK
	}}
	srv := serve(t, rc)
	s.endpoint(t, srv.URL, webhooks.OrderCreated, webhooks.OrderPaid, webhooks.OrderRefunded)
	s.emit(t, webhooks.OrderCreated, "order:1", map[string]any{"step": 1})
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{"step": 2})
	s.emit(t, webhooks.OrderRefunded, "order:1", map[string]any{"step": 3})
	s.emit(t, webhooks.OrderPaid, "order:2", map[string]any{"other": true})
	s.wait(t, "every delivery", all(webhookdelivery.StatusSucceeded, 4))
	var order1 []string
	var firstDone, otherDone time.Time
	for _, r := range rc.requests() {
		if r.status != http.StatusOK {
			continue
		}
		var env struct {
			Type string         `json:"type"`
			Data map[string]any `json:"data"`
		}
		_ = json.Unmarshal(r.body, &env)
		if env.Data["other"] == true {
			otherDone = r.at
			continue
		}
		if env.Data["step"] == float64(1) {
			firstDone = r.at
		}
		order1 = append(order1, env.Type)
	}
	if strings.Join(order1, " ") != "order.created order.paid order.refunded" {
		t.Errorf("order 1's events arrived as %v", order1)
	}
	if !otherDone.Before(firstDone) {
		t.Errorf("order 2's event (%v) waited for order 1's first (%v)", otherDone, firstDone)
	}
	// Nothing of order 1 arrived at all before its first event succeeded.
	for _, r := range rc.requests() {
		if r.at.Before(firstDone) && strings.Contains(string(r.body), `"step":`) && !strings.Contains(string(r.body), `"step":1`) {
			t.Errorf("%s sent before the first event succeeded", r.body)
		}
	}
}

// TestProductionRefusesPrivateAddresses: in production a delivery to the machine itself
// or a private network is refused at each attempt, whatever the endpoint's address became
// since it was saved (here: written to the database as it is), and nothing is sent.
func TestProductionRefusesPrivateAddresses(t *testing.T) {
	t.Parallel()
	s := newSite(t, &webhooks.Worker{Schedule: fast, AttemptTimeout: time.Second, Guard: webhooks.Guard{Production: true}})
	rc := &receiver{}
	srv := serve(t, rc) // on 127.0.0.1
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	for _, u := range []string{srv.URL, fmt.Sprintf("https://127.0.0.1:%d/", port), fmt.Sprintf("https://[::ffff:127.0.0.1]:%d/", port),
		fmt.Sprintf("https://localhost:%d/", port), fmt.Sprintf("https://[::1]:%d/", port)} {
		if _, err := s.c.WebhookEndpoint.Create().SetURL(u).SetEvents([]string{webhooks.OrderPaid}).SetSecret(webhooks.NewSecret()).
			Save(testdb.System()); err != nil {
			t.Fatal(err)
		}
	}
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	ds := s.wait(t, "an attempt of each", func(ds []*ent.WebhookDelivery) bool {
		for _, d := range ds {
			if d.Attempts < 1 {
				return false
			}
		}
		return len(ds) == 5
	})
	for _, d := range ds {
		if d.Status == webhookdelivery.StatusSucceeded || d.LastStatusCode != 0 ||
			!strings.Contains(d.LastError, "refused") && !strings.Contains(d.LastError, "https://") {
			t.Errorf("delivery %d: %s %q", d.ID, d.Status, d.LastError)
		}
	}
	time.Sleep(500 * time.Millisecond)
	if got := rc.requests(); len(got) != 0 {
		t.Errorf("the receiver on 127.0.0.1 got %d requests in production", len(got))
	}
}

// TestDisabledAfterDays: an endpoint whose deliveries have failed for DisableAfter is
// disabled at its next failure, its waiting deliveries failed, and the agency mailed.
func TestDisabledAfterDays(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	sys := testdb.System()
	if err := s.c.AdminUser.Create().SetUserEmail("owner@agency.test").SetUserRole("Owner").Exec(sys); err != nil {
		t.Fatal(err)
	}
	rc := &receiver{answer: func(int, *http.Request, []byte) int { return http.StatusBadGateway }}
	srv := serve(t, rc)
	ep, _ := s.endpoint(t, srv.URL)
	s.c.WebhookEndpoint.UpdateOne(ep).SetFailingSince(time.Now().Add(-webhooks.DisableAfter - time.Hour)).ExecX(sys)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	s.emit(t, webhooks.OrderPaid, "order:2", map[string]any{})
	s.wait(t, "the endpoint disabled", func(ds []*ent.WebhookDelivery) bool {
		e, _ := s.c.WebhookEndpoint.Get(sys, ep.ID)
		return !e.Enabled && all(webhookdelivery.StatusFailed, 2)(ds)
	})
	ep, _ = s.c.WebhookEndpoint.Get(sys, ep.ID)
	if !strings.Contains(ep.DisabledReason, "every delivery failed since") || !strings.Contains(ep.DisabledReason, "HTTP 502") || ep.DisabledAt == nil {
		t.Errorf("endpoint: %+v", ep)
	}
	m, err := s.c.Mail.Query().Where(mail.Kind("admin_webhook_disabled")).Only(sys)
	if err != nil {
		t.Fatal(err)
	}
	if m.To[0] != "owner@agency.test" || !strings.Contains(m.Subject, "Webhook endpoint disabled: 127.0.0.1:") {
		t.Errorf("mail: %v %q", m.To, m.Subject)
	}
	// Disabled, it is sent nothing: no delivery is written.
	s.emit(t, webhooks.OrderPaid, "order:3", map[string]any{})
	if n, _ := s.c.WebhookDelivery.Query().Count(sys); n != 2 {
		t.Errorf("%d deliveries, want 2", n)
	}
	// Enabled again, a failed delivery can be sent again.
	if _, err := webhooks.SetEnabled(as(admin), s.c, ep.ID, true); err != nil {
		t.Fatal(err)
	}
	if ep, _ = s.c.WebhookEndpoint.Get(sys, ep.ID); !ep.Enabled || ep.FailingSince != nil || ep.DisabledReason != "" {
		t.Errorf("enabled: %+v", ep)
	}
}

// TestRedeliverAndTest: "Redeliver" sends an event again with its webhook-id, and "Send
// test event" sends a webhook.test to one endpoint; each is a line of the log.
func TestRedeliverAndTest(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	rc := &receiver{}
	srv := serve(t, rc)
	ep, secret := s.endpoint(t, srv.URL)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{"n": 1})
	first := s.wait(t, "the delivery", all(webhookdelivery.StatusSucceeded, 1))[0]
	ctx := as(admin)
	var again, test *ent.WebhookDelivery
	err := ent.WithTx(ctx, s.c, func(ctx context.Context, c *ent.Client) (err error) {
		if again, err = webhooks.Redeliver(ctx, c, first.ID); err != nil {
			return err
		}
		test, err = webhooks.SendTest(ctx, c, ep.ID)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if again.MsgID != first.MsgID || again.Payload != first.Payload || again.RedeliveryOf == nil || *again.RedeliveryOf != first.ID {
		t.Errorf("redelivery: %+v", again)
	}
	s.wait(t, "both", all(webhookdelivery.StatusSucceeded, 3))
	got := rc.requests()
	if len(got) != 3 {
		t.Fatalf("%d requests", len(got))
	}
	ids := map[string]int{}
	for _, r := range got {
		if err := verify(secret, r.header, r.body); err != nil {
			t.Error(err)
		}
		ids[r.header.Get("webhook-id")]++
	}
	if ids[first.MsgID] != 2 || ids[test.MsgID] != 1 || !strings.Contains(string(got[2].body)+string(got[1].body), `"type":"webhook.test"`) {
		t.Errorf("webhook-ids %v", ids)
	}
	page, err := webhooks.Deliveries(ctx, s.c, ep.ID, "", 2, 0)
	if err != nil || len(page.Deliveries) != 2 || page.After == 0 || page.Deliveries[0].ID < page.Deliveries[1].ID {
		t.Fatalf("first page: %+v, %v", page, err)
	}
	next, err := webhooks.Deliveries(ctx, s.c, ep.ID, "", 2, page.After)
	if err != nil || len(next.Deliveries) != 1 || next.After != 0 || next.Deliveries[0].ID != first.ID {
		t.Errorf("second page: %+v, %v", next, err)
	}
}

// TestPermissions: only Owners and Admins see or change endpoints and their log; a
// customer, an editor, support, an author and an API key with every scope are refused,
// by the functions and by the data layer itself.
func TestPermissions(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	ep, _ := s.endpoint(t, "http://127.0.0.1:1/in")
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	u := "http://127.0.0.1:2/in"
	key := &auth.Key{ID: 1, Name: "all scopes", Scopes: auth.Scopes()}
	for name, v := range map[string]*auth.Viewer{
		"visitor":  {},
		"customer": {UID: "c1", Email: "customer@example.com", EmailVerified: true},
		"editor":   {UID: "e1", Email: "editor@agency.test", Role: auth.RoleEditor},
		"author":   {UID: "a1", Email: "author@agency.test", Role: auth.RoleAuthor},
		"support":  {UID: "s1", Email: "support@agency.test", Role: auth.RoleSupport},
		"held admin": {UID: "h1", Email: "held@agency.test", Role: auth.RoleAdmin,
			Held: &auth.HeldError{Code: auth.CodeSecondFactorRequired, Message: "second factor"}},
		"API key": {Key: key},
	} {
		ctx := as(v)
		refused := func(what string, err error) {
			if err == nil {
				t.Errorf("%s: %s allowed", name, what)
			}
		}
		_, _, err := webhooks.Create(ctx, s.c, webhooks.Guard{}, webhooks.Input{URL: &u, Events: []string{webhooks.OrderPaid}})
		refused("create", err)
		_, err = webhooks.List(ctx, s.c)
		refused("list", err)
		_, err = webhooks.Update(ctx, s.c, webhooks.Guard{}, ep.ID, webhooks.Input{URL: &u})
		refused("update", err)
		_, err = webhooks.Secret(ctx, s.c, ep.ID)
		refused("secret", err)
		_, err = webhooks.Deliveries(ctx, s.c, 0, "", 10, 0)
		refused("deliveries", err)
		_, err = webhooks.SetEnabled(ctx, s.c, ep.ID, false)
		refused("disable", err)
		refused("delete", webhooks.Delete(ctx, s.c, ep.ID))
		// The data layer refuses them too, whatever path reads.
		_, err = s.c.WebhookEndpoint.Query().All(ctx)
		refused("reading endpoints", err)
		_, err = s.c.WebhookDelivery.Query().All(ctx)
		refused("reading deliveries", err)
		refused("writing an endpoint", s.c.WebhookEndpoint.UpdateOneID(ep.ID).SetURL(u).Exec(ctx))
	}
	owner := &auth.Viewer{UID: "o1", Email: "owner@agency.test", Role: auth.RoleOwner}
	if eps, err := webhooks.List(as(owner), s.c); err != nil || len(eps) != 1 {
		t.Errorf("the Owner's list: %v, %v", eps, err)
	}
	if sec, err := webhooks.Secret(as(admin), s.c, ep.ID); err != nil || !strings.HasPrefix(sec, "whsec_") {
		t.Errorf("the Admin's secret: %v", err)
	}
	if ep, _ := s.c.WebhookEndpoint.Get(testdb.System(), ep.ID); ep.URL != "http://127.0.0.1:1/in" || !ep.Enabled {
		t.Errorf("changed by a refused caller: %+v", ep)
	}
	if n, _ := s.c.WebhookEndpoint.Query().Where(webhookendpoint.URL(u)).Count(testdb.System()); n != 0 {
		t.Error("created by a refused caller")
	}
}

// TestOnSQLite: the embedded database of make run delivers too, in order, retrying.
func TestOnSQLite(t *testing.T) {
	t.Parallel()
	s := openSiteAt(t, testdb.SQLite(t))
	s.work(t, nil)
	failFirst := true
	var mu sync.Mutex
	rc := &receiver{answer: func(n int, _ *http.Request, body []byte) int {
		mu.Lock()
		defer mu.Unlock()
		if failFirst {
			failFirst = false
			return http.StatusInternalServerError
		}
		return http.StatusOK
	}}
	srv := serve(t, rc)
	_, secret := s.endpoint(t, srv.URL, webhooks.OrderCreated, webhooks.OrderPaid)
	s.emit(t, webhooks.OrderCreated, "order:1", map[string]any{"step": 1})
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{"step": 2})
	ds := s.wait(t, "both deliveries", all(webhookdelivery.StatusSucceeded, 2))
	if ds[0].Attempts != 2 || ds[1].Attempts != 1 {
		t.Errorf("attempts %d and %d, want 2 and 1", ds[0].Attempts, ds[1].Attempts)
	}
	var types []string
	for _, r := range rc.requests() {
		if err := verify(secret, r.header, r.body); err != nil {
			t.Error(err)
		}
		if r.status == http.StatusOK {
			var env struct{ Type string }
			_ = json.Unmarshal(r.body, &env)
			types = append(types, env.Type)
		}
	}
	if strings.Join(types, " ") != "order.created order.paid" {
		t.Errorf("delivered %v", types)
	}
}

// TestGivenUpAfterTheLastAttempt: a receiver that always fails gets the event
// MaxAttempts times, then the delivery is failed (and can be redelivered); the endpoint,
// failing for less than DisableAfter, stays enabled.
func TestGivenUpAfterTheLastAttempt(t *testing.T) {
	t.Parallel()
	s := newSite(t, nil)
	rc := &receiver{answer: func(int, *http.Request, []byte) int { return http.StatusServiceUnavailable }}
	srv := serve(t, rc)
	ep, _ := s.endpoint(t, srv.URL)
	s.emit(t, webhooks.OrderPaid, "order:1", map[string]any{})
	ds := s.wait(t, "the delivery given up", all(webhookdelivery.StatusFailed, 1))
	if d := ds[0]; d.Attempts != webhooks.MaxAttempts || d.LastStatusCode != 503 || d.NextAttemptAt != nil {
		t.Errorf("log: %+v", d)
	}
	if got := rc.requests(); len(got) != webhooks.MaxAttempts {
		t.Errorf("the receiver got %d attempts, want %d", len(got), webhooks.MaxAttempts)
	}
	if ep, _ = s.c.WebhookEndpoint.Get(testdb.System(), ep.ID); !ep.Enabled || ep.FailingSince == nil {
		t.Errorf("endpoint: %+v", ep)
	}
}
