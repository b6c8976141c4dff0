package orders_test

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/lifecycle"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/testdb"
)

var (
	adminCtx    = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner})
	customerCtx = auth.WithViewer(context.Background(), &auth.Viewer{UID: "c", Email: "customer@example.com", EmailVerified: true})
	otherCtx    = auth.WithViewer(context.Background(), &auth.Viewer{UID: "o", Email: "other@example.com", EmailVerified: true})
	visitorCtx  = context.Background()
)

const shopEmail = "shop@seo-agency.test"

// verifier stands in for PayPal's verification endpoint (PayPal is unreachable here):
// it answers VERIFIED only to the exact body it expects back. A test changes its answer
// while an earlier, timed-out request may still be served, hence the lock.
type verifier struct {
	mu     sync.Mutex
	answer string
	delay  time.Duration
	calls  atomic.Int32
}

func (v *verifier) set(answer string, delay time.Duration) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.answer, v.delay = answer, delay
}

func (v *verifier) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	v.calls.Add(1)
	v.mu.Lock()
	answer, delay := v.answer, v.delay
	v.mu.Unlock()
	time.Sleep(delay)
	_ = r.ParseForm()
	if r.PostForm.Get("cmd") != "_notify-validate" {
		_, _ = w.Write([]byte("INVALID"))
		return
	}
	_, _ = w.Write([]byte(answer))
}

type shop struct {
	c      *ent.Client
	db     *sql.DB
	url    string
	q      *queue.Queue
	paypal orders.PayPal
	v      *verifier
	pkg    *ent.PricingPackage
}

func newShop(t *testing.T) *shop { return newShopAt(t, testdb.Postgres(t)) }

// newShopAt opens the shop on the database at url (testdb.Postgres or testdb.SQLite).
func newShopAt(t *testing.T, url string) *shop {
	c, db := testdb.Open(t, url)
	v := &verifier{answer: "VERIFIED"}
	srv := httptest.NewServer(v)
	t.Cleanup(srv.Close)
	return &shop{c: c, db: db, url: url, q: testdb.Queue(t, url, db), v: v, pkg: seedShop(t, c), paypal: orders.PayPal{
		CheckoutURL: "https://www.sandbox.paypal.com/cgi-bin/webscr", VerifyURL: srv.URL,
		PublicURL: "https://seo.example", HTTP: &http.Client{Timeout: 300 * time.Millisecond}}}
}

// seedShop adds the Premium package ($199.99) and the shop's PayPal e-mail.
func seedShop(t testing.TB, c *ent.Client) *ent.PricingPackage {
	sys := testdb.System()
	pkg := c.PricingPackage.Create().SetPackageName("Premium").SetPackageDetails("d").SetPackageButtonText("Buy").
		SetPackagePrice(19999).SetPackagePointOne("1").SetPackagePointTwo("2").SetPackagePointThree("3").
		SetPackagePointFour("4").SetPackagePointFive("5").SetPackagePointSix("6").SetPackagePointSeven("7").
		SetPackagePointEight("8").SetPackagePointNine("9").SetPackagePointTen("10").SaveX(sys)
	c.PaymentSetting.Create().SetPaypalEmail(shopEmail).ExecX(sys)
	return pkg
}

func (s *shop) order(t testing.TB, ctx context.Context) *ent.Order {
	t.Helper()
	o, err := orders.Create(ctx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "Jane Doe",
		CustomerAddress: "1 Main St", CustomerCountry: "USA"})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// ipn is a notice as PayPal sends it for order o, with overrides.
func ipn(o *ent.Order, txn string, override map[string]string) []byte {
	f := url.Values{}
	for k, v := range map[string]string{"payment_status": "Completed", "txn_id": txn, "receiver_email": shopEmail,
		"business": shopEmail, "mc_gross": orders.Due(o).String(), "mc_currency": "USD", "custom": itoa(o.ID),
		"invoice": itoa(o.ID), "payer_email": "buyer@example.com", "item_number": "1"} {
		f.Set(k, v)
	}
	for k, v := range override {
		f.Set(k, v)
	}
	return []byte(f.Encode())
}

func itoa(i int) string { return strconv.Itoa(i) }

// deliver receives a notice as the endpoint does (stored, its job queued) and runs
// its job once; it returns the stored notice and the job's error (nil: done, or
// nothing to do; non-nil: the queue would retry).
func (s *shop) deliver(t *testing.T, raw []byte) (*ent.IpnMessage, error) {
	t.Helper()
	if err := s.paypal.Receive(context.Background(), s.c, s.q, raw); err != nil {
		t.Fatalf("receive: %v", err)
	}
	m := s.c.IpnMessage.Query().Where(ipnmessage.RawHash(hash(raw))).OnlyX(adminCtx)
	err := s.paypal.Process(context.Background(), s.c, m.ID)
	return s.c.IpnMessage.GetX(adminCtx, m.ID), err
}

func hash(raw []byte) string {
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}

// pay delivers a Completed notice and checks it applied.
func (s *shop) pay(t *testing.T, o *ent.Order, txn string) {
	t.Helper()
	if m, err := s.deliver(t, ipn(o, txn, nil)); err != nil || m.Status != ipnmessage.StatusApplied {
		t.Fatalf("payment %s: %v %s %s", txn, err, m.Status, m.Reason)
	}
}

func (s *shop) status(t *testing.T, id int) order.PaymentStatus {
	o, err := s.c.Order.Get(adminCtx, id)
	if err != nil {
		t.Fatal(err)
	}
	return o.PaymentStatus
}

func TestOrderTakesServerOwnedValues(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	if o.PackageName != "Premium" || o.Price != 19999 || o.CustomerEmail != "customer@example.com" ||
		o.OrderStatus != order.OrderStatusPending || o.PaymentStatus != order.PaymentStatusUnPaid {
		t.Fatalf("order: %+v", o)
	}
	if time.Since(o.OrderDate) > time.Minute {
		t.Fatalf("order date %v is not now", o.OrderDate)
	}
	// A later price change never alters the order.
	s.c.PricingPackage.UpdateOne(s.pkg).SetPackagePrice(100).ExecX(adminCtx)
	if got, _ := s.c.Order.Get(adminCtx, o.ID); got.Price != 19999 {
		t.Fatalf("price changed to %s", got.Price)
	}

	_, err := orders.Create(visitorCtx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "a", CustomerAddress: "b", CustomerCountry: "US"})
	if code(err) != apierr.Unauthenticated {
		t.Fatalf("visitor ordered: %v", err)
	}
	for field, in := range map[string]orders.NewOrder{
		"customerName":    {PackageID: s.pkg.ID, CustomerName: "  ", CustomerAddress: "b", CustomerCountry: "US"},
		"customerAddress": {PackageID: s.pkg.ID, CustomerName: "a", CustomerCountry: "US"},
		"customerCountry": {PackageID: s.pkg.ID, CustomerName: "a", CustomerAddress: "b"},
		"packageId":       {PackageID: 12345, CustomerName: "a", CustomerAddress: "b", CustomerCountry: "US"},
	} {
		_, err := orders.Create(customerCtx, s.c, in)
		e, _ := apierr.From(err)
		if e.Code != apierr.Validation || e.Fields[field] == "" {
			t.Errorf("missing %s: %v", field, err)
		}
	}
}

func code(err error) apierr.Code {
	e, _ := apierr.From(err)
	return e.Code
}

func TestCheckoutFormIsExact(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	action, fields, err := s.paypal.Checkout(customerCtx, s.c, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	id := itoa(o.ID)
	want := map[string]string{"cmd": "_xclick", "business": shopEmail, "item_name": "Premium plan", "item_number": "1",
		"amount": "199.99", "currency_code": "USD", "no_shipping": "1", "invoice": id, "custom": id,
		"return": "https://seo.example/received-payment/" + id, "cancel_return": "https://seo.example/order-cancelled/" + id + "?token=" + o.CancelToken,
		"notify_url": "https://seo.example/api/paypal/ipn"}
	if len(o.CancelToken) < 20 {
		t.Fatalf("cancel token %q is guessable", o.CancelToken)
	}
	if action != "https://www.sandbox.paypal.com/cgi-bin/webscr" || len(fields) != len(want) {
		t.Fatalf("form %s %v", action, fields)
	}
	for _, f := range fields {
		if want[f.Name] != f.Value {
			t.Errorf("%s = %q, want %q", f.Name, f.Value, want[f.Name])
		}
	}
	if _, _, err := s.paypal.Checkout(otherCtx, s.c, o.ID); code(err) != apierr.NotFound {
		t.Errorf("someone else's checkout: %v", err)
	}
	if _, err := lifecycle.Delete(adminCtx, s.c, s.c.PaymentSetting.Query().OnlyIDX(adminCtx)); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.paypal.Checkout(customerCtx, s.c, o.ID); code(err) != apierr.Conflict || !strings.Contains(err.Error(), "PayPal e-mail") {
		t.Errorf("no PayPal e-mail: %v", err)
	}
	// Nor is an order taken that could not be paid; the pricing page asks paymentsReady.
	if _, err := orders.Create(customerCtx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "N", CustomerAddress: "A", CustomerCountry: "US"}); err != orders.ErrPaymentsNotSetUp {
		t.Errorf("an order with no PayPal e-mail: %v", err)
	}
	if ready, err := orders.PaymentsReady(visitorCtx, s.c); ready || err != nil {
		t.Errorf("payments ready with no PayPal e-mail: %v %v", ready, err)
	}
	// PAYPAL_EMAIL at start sets one only while none is set.
	if set, err := orders.EnsurePayPalEmail(visitorCtx, s.c, "start@site.test"); !set || err != nil {
		t.Fatalf("PAYPAL_EMAIL on a site without one: %v %v", set, err)
	}
	if set, err := orders.EnsurePayPalEmail(visitorCtx, s.c, "other@site.test"); set || err != nil {
		t.Fatalf("PAYPAL_EMAIL over the admin's: %v %v", set, err)
	}
	if ready, err := orders.PaymentsReady(visitorCtx, s.c); !ready || err != nil {
		t.Errorf("payments not ready with a PayPal e-mail: %v %v", ready, err)
	}
}

func TestVerifiedNoticePaysAndTotalsMove(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	s.order(t, otherCtx) // an unpaid order of someone else counts nowhere
	s.pay(t, o, "TXN-1")
	if s.status(t, o.ID) != order.PaymentStatusPaid {
		t.Fatal("order not Paid")
	}
	spent, _ := orders.TotalSpent(customerCtx, s.c)
	sales, _ := orders.TotalSales(adminCtx, s.c)
	if spent == nil || *spent != 19999 || sales != 19999 {
		t.Fatalf("spent %v sales %v", spent, sales)
	}
	if other, _ := orders.TotalSpent(otherCtx, s.c); *other != 0 {
		t.Fatalf("other spent %v", other)
	}
	if _, err := orders.TotalSales(customerCtx, s.c); code(err) != apierr.Forbidden {
		t.Fatalf("customer saw total sales: %v", err)
	}
	events := s.c.Order.QueryEvents(o).AllX(adminCtx)
	if len(events) != 1 || events[0].From != "UnPaid" || events[0].To != "Paid" || events[0].Actor != "PayPal" ||
		!strings.Contains(events[0].Reason, "TXN-1") || events[0].Amount == nil || *events[0].Amount != 19999 {
		t.Fatalf("history: %+v", events)
	}
	// The same notice again is the same row; a new notice with the same txn_id is a duplicate.
	if m, err := s.deliver(t, ipn(o, "TXN-1", nil)); err != nil || m.Status != ipnmessage.StatusApplied {
		t.Fatalf("redelivery: %v %s", err, m.Status)
	}
	if m, _ := s.deliver(t, ipn(o, "TXN-1", map[string]string{"ipn_track_id": "again"})); m.Status != ipnmessage.StatusDuplicate {
		t.Fatalf("replay: %s %s", m.Status, m.Reason)
	}
	if n := s.c.Payment.Query().CountX(adminCtx); n != 1 {
		t.Fatalf("%d payments", n)
	}
	if n := s.c.IpnMessage.Query().CountX(adminCtx); n != 2 {
		t.Fatalf("%d notices stored, want 2 (a redelivery is the same row)", n)
	}
}

func TestRefusedNoticesMoveNoMoney(t *testing.T) {
	s := newShop(t)
	cases := []struct {
		name     string
		override map[string]string
		reason   string
	}{
		{"wrong receiver", map[string]string{"receiver_email": "thief@example.com", "business": "thief@example.com"}, "receiver"},
		{"one cent off", map[string]string{"mc_gross": "199.98"}, "mc_gross"},
		{"a cent more", map[string]string{"mc_gross": "200.00"}, "mc_gross"},
		{"wrong currency", map[string]string{"mc_currency": "EUR"}, "USD"},
		{"unknown order", map[string]string{"custom": "999999", "invoice": "999999"}, "no order"},
		{"unknown status", map[string]string{"payment_status": "Processed"}, "not one the shop acts on"},
		{"refund of an unknown payment", map[string]string{"payment_status": "Refunded", "parent_txn_id": "NOPE", "mc_gross": "-199.99"}, "parent_txn_id"},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			o := s.order(t, customerCtx)
			m, err := s.deliver(t, ipn(o, "TXN-R"+itoa(i), tc.override))
			if err != nil || m.Status != ipnmessage.StatusRefused || !strings.Contains(m.Reason, tc.reason) {
				t.Fatalf("notice %v %s %q", err, m.Status, m.Reason)
			}
			if got := s.status(t, o.ID); got != order.PaymentStatusUnPaid {
				t.Fatalf("order is %s", got)
			}
		})
	}
	t.Run("INVALID is final", func(t *testing.T) {
		s.v.set("INVALID", 0)
		defer s.v.set("VERIFIED", 0)
		o := s.order(t, customerCtx)
		raw := ipn(o, "TXN-INVALID", map[string]string{"memo": strings.Repeat("x", 3000)})
		m, err := s.deliver(t, raw)
		if err != nil || m.Status != ipnmessage.StatusInvalid || m.Verification != ipnmessage.VerificationINVALID {
			t.Fatalf("INVALID notice: %v %s", err, m.Status)
		}
		if len(m.Raw) != orders.KeptRawBytes {
			t.Fatalf("an INVALID notice keeps %d bytes, want %d", len(m.Raw), orders.KeptRawBytes)
		}
		s.v.set("VERIFIED", 0) // processing it again changes nothing: it is done
		if err := s.paypal.Process(context.Background(), s.c, m.ID); err != nil || s.status(t, o.ID) != order.PaymentStatusUnPaid {
			t.Fatalf("an INVALID notice was applied later: %v", err)
		}
	})
	t.Run("no answer is retried", func(t *testing.T) {
		o := s.order(t, customerCtx)
		for _, answer := range []string{"", "<html>502 Bad Gateway</html>"} {
			s.v.set(answer, 0)
			m, err := s.deliver(t, ipn(o, "TXN-RETRY", nil))
			if err == nil || m.Status != ipnmessage.StatusReceived || m.LastError == "" || m.Attempts == 0 {
				t.Fatalf("answer %q: %v %s %q", answer, err, m.Status, m.LastError)
			}
		}
		s.v.set("VERIFIED", time.Second) // past the client's timeout
		m, err := s.deliver(t, ipn(o, "TXN-RETRY", nil))
		if err == nil || m.Status != ipnmessage.StatusReceived {
			t.Fatalf("timeout: %v %s", err, m.Status)
		}
		s.v.set("VERIFIED", 0)
		if m, err := s.deliver(t, ipn(o, "TXN-RETRY", nil)); err != nil || m.Status != ipnmessage.StatusApplied {
			t.Fatalf("after PayPal came back: %v %s", err, m.Status)
		}
	})
	if n := s.c.Payment.Query().CountX(adminCtx); n != 1 {
		t.Fatalf("%d payments after refusals, want only the retried one", n)
	}
	t.Run("not a payment notice", func(t *testing.T) {
		for _, raw := range []string{"", "payment_status=Completed", "txn_id=%zz", "txn_id=" + strings.Repeat("9", 65), "txn_id=T&mc_gross=1%00"} {
			if err := s.paypal.Receive(context.Background(), s.c, s.q, []byte(raw)); code(err) != apierr.Validation {
				t.Errorf("%q: %v, want a validation error", raw, err)
			}
		}
	})
}

// TestPaymentLifecycle follows the money through PayPal's notices, to the cent.
func TestPaymentLifecycle(t *testing.T) {
	s := newShop(t)
	totals := func(t *testing.T, want money.Cents) {
		t.Helper()
		sales, _ := orders.TotalSales(adminCtx, s.c)
		spent, _ := orders.TotalSpent(customerCtx, s.c)
		if sales != want || *spent != want {
			t.Fatalf("total sales %s, spent %s; want %s", sales, *spent, want)
		}
	}
	notice := func(t *testing.T, o *ent.Order, txn string, f map[string]string) {
		t.Helper()
		m, err := s.deliver(t, ipn(o, txn, f))
		if err != nil || m.Status != ipnmessage.StatusApplied {
			t.Fatalf("%s: %v %s %s", f["payment_status"], err, m.Status, m.Reason)
		}
	}
	a, b := s.order(t, customerCtx), s.order(t, customerCtx)
	notice(t, a, "A-PENDING", map[string]string{"payment_status": "Pending", "pending_reason": "echeck"})
	if s.status(t, a.ID) != order.PaymentStatusPending {
		t.Fatal("a Pending notice did not mark the order Pending")
	}
	totals(t, 0)
	notice(t, a, "A-PENDING", map[string]string{"ipn_track_id": "2"}) // the held payment completes: same txn_id
	s.pay(t, b, "B-PAY")
	totals(t, 2*19999)

	notice(t, a, "A-REFUND-1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "A-PENDING", "mc_gross": "-50.01"})
	if s.status(t, a.ID) != order.PaymentStatusPaid {
		t.Fatal("a partial refund changed the status")
	}
	totals(t, 2*19999-5001)
	notice(t, a, "A-REFUND-2", map[string]string{"payment_status": "Refunded", "parent_txn_id": "A-PENDING", "mc_gross": "-149.98"})
	if o := s.c.Order.GetX(adminCtx, a.ID); o.PaymentStatus != order.PaymentStatusRefunded || o.AmountRefunded != 19999 {
		t.Fatalf("after refunds: %s, refunded %s", o.PaymentStatus, o.AmountRefunded)
	}
	totals(t, 19999)

	notice(t, b, "B-REVERSAL", map[string]string{"payment_status": "Reversed", "parent_txn_id": "B-PAY", "mc_gross": "-199.99", "reason_code": "chargeback"})
	if s.status(t, b.ID) != order.PaymentStatusReversed {
		t.Fatal("order b not Reversed")
	}
	totals(t, 0)
	notice(t, b, "B-CANCEL-REVERSAL", map[string]string{"payment_status": "Canceled_Reversal", "parent_txn_id": "B-PAY"})
	if s.status(t, b.ID) != order.PaymentStatusPaid {
		t.Fatal("order b not Paid again")
	}
	totals(t, 19999)

	// A second, different payment for a Paid order is refused, for an admin to refund.
	m, _ := s.deliver(t, ipn(b, "B-AGAIN", nil))
	if m.Status != ipnmessage.StatusRefused || !strings.Contains(m.Reason, "second payment") {
		t.Fatalf("second payment: %s %s", m.Status, m.Reason)
	}
	totals(t, 19999)

	// A held payment that fails lets the customer pay again.
	c := s.order(t, customerCtx)
	notice(t, c, "C-1", map[string]string{"payment_status": "Pending"})
	notice(t, c, "C-1", map[string]string{"payment_status": "Denied"})
	if s.status(t, c.ID) != order.PaymentStatusUnPaid {
		t.Fatal("a Denied payment did not reopen the order")
	}
	// Money arriving for an order cancelled meanwhile is not lost.
	if _, err := orders.Cancel(customerCtx, s.c, c.ID, ""); err != nil {
		t.Fatal(err)
	}
	s.pay(t, c, "C-2")
	totals(t, 2*19999)

	kinds := map[string]int{}
	for _, p := range s.c.Payment.Query().AllX(adminCtx) {
		kinds[string(p.Kind)]++
	}
	if kinds["payment"] != 3 || kinds["refund"] != 2 || kinds["reversal"] != 1 || kinds["reversal_cancelled"] != 1 {
		t.Fatalf("ledger %v", kinds)
	}
}

func TestSameNoticeTwentyTimesAtOncePaysOnce(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raw := ipn(o, "TXN-RACE", nil)
			if i%2 == 1 { // half are the same payment told again (PayPal's resends differ in ipn_track_id)
				raw = ipn(o, "TXN-RACE", map[string]string{"ipn_track_id": itoa(i)})
			}
			if err := s.paypal.Receive(context.Background(), s.c, s.q, raw); err != nil {
				t.Error(err)
				return
			}
			id := s.c.IpnMessage.Query().Where(ipnmessage.RawHash(hash(raw))).OnlyIDX(adminCtx)
			for s.paypal.Process(context.Background(), s.c, id) != nil { // a lost race is retried, as the queue would
			}
		}()
	}
	wg.Wait()
	applied := s.c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusApplied)).CountX(adminCtx)
	if applied != 1 || s.c.Payment.Query().CountX(adminCtx) != 1 {
		t.Fatalf("applied %d times, %d payments", applied, s.c.Payment.Query().CountX(adminCtx))
	}
	sales, _ := orders.TotalSales(adminCtx, s.c)
	if sales != money.Cents(19999) {
		t.Fatalf("sales %s", sales)
	}
}

// TestJunkNoticesStayBounded: 10,000 junk notices leave at most the documented
// bounds behind: no more than MaxWaitingNotices wait, INVALID ones keep
// KeptRawBytes, and PruneNotices keeps at most MaxUnconfirmedNotices.
func TestJunkNoticesStayBounded(t *testing.T) {
	s := newShop(t)
	s.v.set("INVALID", 0)
	busy := 0
	for i := range 10_000 {
		raw := []byte("txn_id=JUNK" + itoa(i) + "&payment_status=Completed&memo=" + strings.Repeat("j", 8000))
		err := s.paypal.Receive(context.Background(), s.c, s.q, raw)
		if err == orders.ErrBusy {
			busy++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if waiting := s.c.IpnMessage.Query().CountX(adminCtx); waiting != orders.MaxWaitingNotices || busy != 10_000-orders.MaxWaitingNotices {
		t.Fatalf("%d notices stored, %d refused as busy; want at most %d waiting", waiting, busy, orders.MaxWaitingNotices)
	}
	for _, id := range s.c.IpnMessage.Query().IDsX(adminCtx) {
		if err := s.paypal.Process(context.Background(), s.c, id); err != nil {
			t.Fatal(err)
		}
	}
	var bytes int
	for _, m := range s.c.IpnMessage.Query().AllX(adminCtx) {
		bytes += len(m.Raw)
		if m.Status != ipnmessage.StatusInvalid {
			t.Fatalf("junk notice %d is %s", m.ID, m.Status)
		}
	}
	if bytes > orders.MaxWaitingNotices*orders.KeptRawBytes {
		t.Fatalf("junk keeps %d bytes of raw text", bytes)
	}
	t.Logf("10,000 junk notices: %d stored, %d answered 503, %d bytes of raw text kept", orders.MaxWaitingNotices, busy, bytes)
	if err := orders.PruneNotices(context.Background(), s.c); err != nil {
		t.Fatal(err)
	}
}

func TestStatusMachines(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	if _, err := orders.Cancel(otherCtx, s.c, o.ID, ""); code(err) != apierr.NotFound {
		t.Fatalf("someone else cancelled: %v", err)
	}
	if _, err := orders.SetOrderStatus(customerCtx, s.c, o.ID, order.OrderStatusDelivered); code(err) != apierr.Forbidden {
		t.Fatalf("customer delivered: %v", err)
	}
	if _, err := orders.SetPaymentStatus(customerCtx, s.c, o.ID, order.PaymentStatusPaid, "because"); code(err) != apierr.Forbidden {
		t.Fatalf("customer marked paid: %v", err)
	}
	d, err := orders.SetOrderStatus(adminCtx, s.c, o.ID, order.OrderStatusDelivered)
	if err != nil || d.OrderStatus != order.OrderStatusDelivered {
		t.Fatal(err)
	}
	if _, err := orders.SetOrderStatus(adminCtx, s.c, o.ID, order.OrderStatusPending); err != nil {
		t.Fatal(err)
	}
	c, err := orders.Cancel(customerCtx, s.c, o.ID, "")
	if err != nil || c.PaymentStatus != order.PaymentStatusCancelled {
		t.Fatal(err)
	}
	if _, err := orders.SetPaymentStatus(adminCtx, s.c, o.ID, order.PaymentStatusPaid, "because"); code(err) != apierr.Conflict {
		t.Fatalf("Cancelled → Paid allowed: %v", err)
	}
	if _, err := orders.Cancel(customerCtx, s.c, o.ID, ""); code(err) != apierr.Conflict {
		t.Fatalf("cancelled twice: %v", err)
	}
	events := s.c.Order.QueryEvents(o).AllX(adminCtx)
	if len(events) != 3 {
		t.Fatalf("history has %d events", len(events))
	}
}

// TestAdminCorrections: an admin moves a payment status only where it makes sense,
// always with a reason in the history, and can undo a mis-click but not PayPal's record.
func TestAdminCorrections(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	set := func(to order.PaymentStatus, reason string) error {
		_, err := orders.SetPaymentStatus(adminCtx, s.c, o.ID, to, reason)
		return err
	}
	moves := func() []order.PaymentStatus {
		m, err := orders.AdminMoves(adminCtx, s.c, s.c.Order.GetX(adminCtx, o.ID))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	if err := set(order.PaymentStatusPaid, "  "); code(err) != apierr.Validation {
		t.Fatalf("no reason: %v", err)
	}
	if err := set(order.PaymentStatusPaid, "bad\x00reason"); code(err) != apierr.Validation {
		t.Fatalf("control character in the reason: %v", err)
	}
	if err := set(order.PaymentStatusRefunded, "x"); code(err) != apierr.Conflict || !strings.Contains(err.Error(), "Cancelled or Paid") {
		t.Fatalf("UnPaid → Refunded: %v", err)
	}
	if got := fmt.Sprint(moves()); got != "[Cancelled Paid]" {
		t.Fatalf("moves from UnPaid: %s", got)
	}
	if err := set(order.PaymentStatusPaid, "paid by bank transfer"); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(moves()); got != "[UnPaid Refunded]" {
		t.Fatalf("moves from a Paid-by-hand order: %s", got)
	}
	if err := set(order.PaymentStatusUnPaid, "clicked the wrong order"); err != nil {
		t.Fatalf("undo a manual Paid: %v", err)
	}
	s.pay(t, o, "TXN-ADMIN")
	if got := fmt.Sprint(moves()); got != "[Refunded]" {
		t.Fatalf("moves from a PayPal-paid order: %s", got)
	}
	if err := set(order.PaymentStatusUnPaid, "oops"); code(err) != apierr.Conflict || !strings.Contains(err.Error(), "PayPal reported") {
		t.Fatalf("undo PayPal's payment: %v", err)
	}
	if err := set(order.PaymentStatusRefunded, "refunded in PayPal, ticket 42"); err != nil {
		t.Fatal(err)
	}
	if sales, _ := orders.TotalSales(adminCtx, s.c); sales != 0 {
		t.Fatalf("a refunded order counts %s", sales)
	}
	if err := set(order.PaymentStatusPaid, "marked refunded by mistake"); err != nil {
		t.Fatal(err)
	}
	if sales, _ := orders.TotalSales(adminCtx, s.c); sales != 19999 {
		t.Fatalf("after undoing the refund mark: %s", sales)
	}
	// The admin records a refund made in PayPal; PayPal's own notice then confirms it
	// without an alarm, and the mark can no longer be undone by hand.
	if err := set(order.PaymentStatusRefunded, "refunded in PayPal, ticket 43"); err != nil {
		t.Fatal(err)
	}
	if m, err := s.deliver(t, ipn(o, "TXN-ADMIN-REFUND", map[string]string{"payment_status": "Refunded",
		"parent_txn_id": "TXN-ADMIN", "mc_gross": "-199.99"})); err != nil || m.Status != ipnmessage.StatusApplied {
		t.Fatalf("PayPal's refund after the admin's mark: %v %s %s", err, m.Status, m.Reason)
	}
	if got := s.c.Order.GetX(adminCtx, o.ID); got.PaymentStatus != order.PaymentStatusRefunded || got.AmountRefunded != 19999 {
		t.Fatalf("after PayPal's refund: %s, refunded %s", got.PaymentStatus, got.AmountRefunded)
	}
	if err := set(order.PaymentStatusPaid, "undo"); code(err) != apierr.Conflict {
		t.Fatalf("undoing a refund PayPal reported: %v", err)
	}
	var got []string
	for _, e := range s.c.Order.QueryEvents(o).Order(ent.Asc("id")).AllX(adminCtx) {
		got = append(got, e.From+">"+e.To+" by "+e.Actor+": "+e.Reason)
	}
	want := []string{
		"UnPaid>Paid by admin@example.com: paid by bank transfer",
		"Paid>UnPaid by admin@example.com: clicked the wrong order",
		"UnPaid>Paid by PayPal: Completed notice, txn_id TXN-ADMIN",
		"Paid>Refunded by admin@example.com: refunded in PayPal, ticket 42",
		"Refunded>Paid by admin@example.com: marked refunded by mistake",
		"Paid>Refunded by admin@example.com: refunded in PayPal, ticket 43",
		"Refunded>Refunded by PayPal: refund, txn_id TXN-ADMIN-REFUND",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("history:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCancelFromPayPalLink: only the owner coming back from PayPal (with the order's
// token) cancels at once; anyone else, an admin included, is asked to confirm.
func TestCancelFromPayPalLink(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	for name, tc := range map[string]struct {
		ctx   context.Context
		token string
	}{
		"admin with the link":        {adminCtx, o.CancelToken},
		"owner with a wrong token":   {customerCtx, "guess"},
		"owner with a shorter token": {customerCtx, o.CancelToken[:10]},
	} {
		if _, err := orders.Cancel(tc.ctx, s.c, o.ID, tc.token); err != orders.ErrConfirmCancel {
			t.Errorf("%s: %v, want a confirmation", name, err)
		}
	}
	if _, err := orders.Cancel(otherCtx, s.c, o.ID, o.CancelToken); code(err) != apierr.NotFound {
		t.Errorf("another customer with the link: %v", err)
	}
	if s.status(t, o.ID) != order.PaymentStatusUnPaid {
		t.Fatal("the order was cancelled")
	}
	if _, err := orders.Cancel(customerCtx, s.c, o.ID, o.CancelToken); err != nil || s.status(t, o.ID) != order.PaymentStatusCancelled {
		t.Fatalf("the owner back from PayPal: %v", err)
	}
	// An admin who confirms cancels explicitly.
	p := s.order(t, customerCtx)
	if _, err := orders.Cancel(adminCtx, s.c, p.ID, ""); err != nil || s.status(t, p.ID) != order.PaymentStatusCancelled {
		t.Fatalf("admin confirmed: %v", err)
	}
}

// TestOrdersBelongToTheAccount: another account with the same e-mail does not see
// or cancel the order.
func TestOrdersBelongToTheAccount(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	twin := auth.WithViewer(context.Background(), &auth.Viewer{UID: "twin", Email: "customer@example.com", EmailVerified: true})
	if n := s.c.Order.Query().CountX(twin); n != 0 {
		t.Fatalf("an account with the same e-mail sees %d orders", n)
	}
	if _, err := orders.Cancel(twin, s.c, o.ID, ""); code(err) != apierr.NotFound {
		t.Fatalf("an account with the same e-mail cancelled: %v", err)
	}
	if spent, _ := orders.TotalSpent(twin, s.c); *spent != 0 {
		t.Fatalf("twin spent %s", spent)
	}
}
