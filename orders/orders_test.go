package orders_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/testdb"
)

var (
	adminCtx    = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Admin: true})
	customerCtx = auth.WithViewer(context.Background(), &auth.Viewer{UID: "c", Email: "customer@example.com", EmailVerified: true})
	otherCtx    = auth.WithViewer(context.Background(), &auth.Viewer{UID: "o", Email: "other@example.com", EmailVerified: true})
	visitorCtx  = context.Background()
)

const shopEmail = "shop@seo-agency.test"

// verifier stands in for PayPal's verification endpoint (PayPal is unreachable here):
// it answers VERIFIED only to the exact body it expects back.
type verifier struct {
	answer string
	delay  time.Duration
	calls  atomic.Int32
}

func (v *verifier) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	v.calls.Add(1)
	time.Sleep(v.delay)
	_ = r.ParseForm()
	if r.PostForm.Get("cmd") != "_notify-validate" {
		_, _ = w.Write([]byte("INVALID"))
		return
	}
	_, _ = w.Write([]byte(v.answer))
}

type shop struct {
	c      *ent.Client
	paypal orders.PayPal
	v      *verifier
	pkg    *ent.PricingPackage
}

func newShop(t *testing.T) *shop {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	v := &verifier{answer: "VERIFIED"}
	srv := httptest.NewServer(v)
	t.Cleanup(srv.Close)
	sys := privacy.DecisionContext(context.Background(), privacy.Allow)
	pkg := c.PricingPackage.Create().SetPackageName("Premium").SetPackageDetails("d").SetPackageButtonText("Buy").
		SetPackagePrice(19999).SetPackagePointOne("1").SetPackagePointTwo("2").SetPackagePointThree("3").
		SetPackagePointFour("4").SetPackagePointFive("5").SetPackagePointSix("6").SetPackagePointSeven("7").
		SetPackagePointEight("8").SetPackagePointNine("9").SetPackagePointTen("10").SaveX(sys)
	c.PaymentSetting.Create().SetPaypalEmail(shopEmail).ExecX(sys)
	return &shop{c: c, v: v, pkg: pkg, paypal: orders.PayPal{
		CheckoutURL: "https://www.sandbox.paypal.com/cgi-bin/webscr", VerifyURL: srv.URL,
		PublicURL: "https://seo.example", HTTP: &http.Client{Timeout: 300 * time.Millisecond}}}
}

func (s *shop) order(t *testing.T, ctx context.Context) *ent.Order {
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
		"business": shopEmail, "mc_gross": o.Price.String(), "mc_currency": "USD", "custom": itoa(o.ID),
		"invoice": itoa(o.ID), "payer_email": "buyer@example.com", "item_number": "1"} {
		f.Set(k, v)
	}
	for k, v := range override {
		f.Set(k, v)
	}
	return []byte(f.Encode())
}

func itoa(i int) string { return strconv.Itoa(i) }

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

	_, err := orders.Create(visitorCtx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "a", CustomerAddress: "b", CustomerCountry: "c"})
	if code(err) != apierr.Unauthenticated {
		t.Fatalf("visitor ordered: %v", err)
	}
	for field, in := range map[string]orders.NewOrder{
		"customerName":    {PackageID: s.pkg.ID, CustomerName: "  ", CustomerAddress: "b", CustomerCountry: "c"},
		"customerAddress": {PackageID: s.pkg.ID, CustomerName: "a", CustomerCountry: "c"},
		"customerCountry": {PackageID: s.pkg.ID, CustomerName: "a", CustomerAddress: "b"},
		"packageId":       {PackageID: 12345, CustomerName: "a", CustomerAddress: "b", CustomerCountry: "c"},
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
		"return": "https://seo.example/received-payment/" + id, "cancel_return": "https://seo.example/order-cancelled/" + id,
		"notify_url": "https://seo.example/api/paypal/ipn"}
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
	s.c.PaymentSetting.Delete().ExecX(adminCtx)
	if _, _, err := s.paypal.Checkout(customerCtx, s.c, o.ID); code(err) != apierr.Conflict || !strings.Contains(err.Error(), "PayPal e-mail") {
		t.Errorf("no PayPal e-mail: %v", err)
	}
}

func TestVerifiedIPNPaysAndTotalsMove(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	s.order(t, otherCtx) // an unpaid order of someone else counts nowhere
	if out, why := s.paypal.HandleIPN(context.Background(), s.c, ipn(o, "TXN-1", nil)); out != ipnmessage.OutcomeApplied {
		t.Fatalf("not applied: %s", why)
	}
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
	if len(events) != 1 || events[0].From != "UnPaid" || events[0].To != "Paid" || !strings.Contains(events[0].Actor, "TXN-1") {
		t.Fatalf("history: %+v", events)
	}
	// A replay is harmless: still one payment, still the same total.
	if out, _ := s.paypal.HandleIPN(context.Background(), s.c, ipn(o, "TXN-1", nil)); out != ipnmessage.OutcomeDuplicate {
		t.Fatalf("replay outcome %s", out)
	}
	if n := s.c.Payment.Query().CountX(adminCtx); n != 1 {
		t.Fatalf("%d payments", n)
	}
}

func TestRefusedNoticesLeaveOrderUnPaid(t *testing.T) {
	s := newShop(t)
	cases := []struct {
		name     string
		setup    func()
		override map[string]string
		order    func(o *ent.Order) *ent.Order
	}{
		{name: "INVALID", setup: func() { s.v.answer = "INVALID" }},
		{name: "verify timeout", setup: func() { s.v.delay = time.Second }},
		{name: "wrong receiver", override: map[string]string{"receiver_email": "thief@example.com", "business": "thief@example.com"}},
		{name: "one cent off", override: map[string]string{"mc_gross": "199.98"}},
		{name: "wrong currency", override: map[string]string{"mc_currency": "EUR"}},
		{name: "status Pending", override: map[string]string{"payment_status": "Pending"}},
		{name: "unknown order", override: map[string]string{"custom": "999999", "invoice": "999999"}},
		{name: "cancelled order", order: func(o *ent.Order) *ent.Order {
			o, err := orders.Cancel(customerCtx, s.c, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			return o
		}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s.v.answer, s.v.delay = "VERIFIED", 0
			o := s.order(t, customerCtx)
			want := order.PaymentStatusUnPaid
			if tc.order != nil {
				o = tc.order(o)
				want = order.PaymentStatusCancelled
			}
			if tc.setup != nil {
				tc.setup()
			}
			out, why := s.paypal.HandleIPN(context.Background(), s.c, ipn(o, "TXN-R"+itoa(i), tc.override))
			if out != ipnmessage.OutcomeRefused || why == "" {
				t.Fatalf("outcome %s (%s)", out, why)
			}
			if got := s.status(t, o.ID); got != want {
				t.Fatalf("order is %s", got)
			}
			stored := s.c.IpnMessage.Query().Where(ipnmessage.TxnID("TXN-R" + itoa(i))).OnlyX(adminCtx)
			if stored.Outcome != ipnmessage.OutcomeRefused || stored.Reason != why {
				t.Fatalf("stored %+v", stored)
			}
		})
	}
	if n := s.c.Payment.Query().CountX(adminCtx); n != 0 {
		t.Fatalf("%d payments after refusals", n)
	}
}

func TestSameIPNTwentyTimesAtOncePaysOnce(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	body := ipn(o, "TXN-RACE", nil)
	var wg sync.WaitGroup
	var applied atomic.Int32
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if out, _ := s.paypal.HandleIPN(context.Background(), s.c, body); out == ipnmessage.OutcomeApplied {
				applied.Add(1)
			}
		}()
	}
	wg.Wait()
	if applied.Load() != 1 || s.c.Payment.Query().CountX(adminCtx) != 1 {
		t.Fatalf("applied %d times, %d payments", applied.Load(), s.c.Payment.Query().CountX(adminCtx))
	}
	sales, _ := orders.TotalSales(adminCtx, s.c)
	if sales != money.Cents(19999) {
		t.Fatalf("sales %s", sales)
	}
}

func TestStatusMachines(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	if _, err := orders.Cancel(otherCtx, s.c, o.ID); code(err) != apierr.NotFound {
		t.Fatalf("someone else cancelled: %v", err)
	}
	if _, err := orders.SetOrderStatus(customerCtx, s.c, o.ID, order.OrderStatusDelivered); code(err) != apierr.Forbidden {
		t.Fatalf("customer delivered: %v", err)
	}
	if _, err := orders.SetPaymentStatus(customerCtx, s.c, o.ID, order.PaymentStatusPaid); code(err) != apierr.Forbidden {
		t.Fatalf("customer marked paid: %v", err)
	}
	d, err := orders.SetOrderStatus(adminCtx, s.c, o.ID, order.OrderStatusDelivered)
	if err != nil || d.OrderStatus != order.OrderStatusDelivered {
		t.Fatal(err)
	}
	if _, err := orders.SetOrderStatus(adminCtx, s.c, o.ID, order.OrderStatusPending); err != nil {
		t.Fatal(err)
	}
	c, err := orders.Cancel(customerCtx, s.c, o.ID)
	if err != nil || c.PaymentStatus != order.PaymentStatusCancelled {
		t.Fatal(err)
	}
	if _, err := orders.SetPaymentStatus(adminCtx, s.c, o.ID, order.PaymentStatusPaid); code(err) != apierr.Conflict {
		t.Fatalf("Cancelled → Paid allowed: %v", err)
	}
	if _, err := orders.Cancel(customerCtx, s.c, o.ID); code(err) != apierr.Conflict {
		t.Fatalf("cancelled twice: %v", err)
	}
	events := s.c.Order.QueryEvents(o).AllX(adminCtx)
	if len(events) != 3 {
		t.Fatalf("history has %d events", len(events))
	}
}
