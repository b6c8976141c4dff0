package orders_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/mail"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/ent/pricingpackage"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/testdb"
)

const agencyEmail = "agency@seo-agency.test"

// monthly makes the shop's plan a $99.00 monthly retainer and has the agency's notices
// go to agencyEmail.
func (s *shop) monthly(t testing.TB) {
	t.Helper()
	s.pkg = s.c.PricingPackage.UpdateOne(s.pkg).SetPackagePrice(9900).SetBillingPeriod(pricingpackage.BillingPeriodMonthly).SaveX(adminCtx)
	s.c.PaymentSetting.Update().SetNotificationEmail(agencyEmail).ExecX(testdb.System())
}

// subscr is a subscription notice as PayPal sends it for order o, with overrides.
func subscr(o *ent.Order, txnType, subscrID, txn string, override map[string]string) []byte {
	f := url.Values{}
	for k, v := range map[string]string{"txn_type": txnType, "subscr_id": subscrID, "receiver_email": shopEmail,
		"business": shopEmail, "mc_currency": "USD", "custom": itoa(o.ID), "invoice": itoa(o.ID), "payer_email": "buyer@example.com"} {
		f.Set(k, v)
	}
	switch txnType {
	case "subscr_signup", "subscr_modify":
		f.Set("mc_amount3", orders.Due(o).String())
		f.Set("period3", "1 M")
		f.Set("recurring", "1")
	case "subscr_payment":
		f.Set("txn_id", txn)
		f.Set("mc_gross", orders.Due(o).String())
		f.Set("payment_status", "Completed")
	case "subscr_failed":
		f.Set("mc_gross", orders.Due(o).String())
		f.Set("retry_at", "03:00:00 Dec 02, 2026 PST")
	}
	for k, v := range override {
		f.Set(k, v)
	}
	return []byte(f.Encode())
}

// apply delivers a notice and checks what became of it.
func (s *shop) apply(t *testing.T, raw []byte, want ipnmessage.Status) *ent.IpnMessage {
	t.Helper()
	m, err := s.deliver(t, raw)
	if err != nil || m.Status != want {
		t.Fatalf("%s: %v, %s (%s), want %s", raw, err, m.Status, m.Reason, want)
	}
	return m
}

func (s *shop) get(t *testing.T, id int) *ent.Order {
	t.Helper()
	return s.c.Order.GetX(adminCtx, id)
}

func state(o *ent.Order) string {
	if o.SubscriptionStatus == nil {
		return "none"
	}
	return string(*o.SubscriptionStatus)
}

// mails lists the mails queued so far as "to: subject", oldest first.
func (s *shop) mails(t *testing.T, kinds ...string) []string {
	t.Helper()
	var out []string
	for _, m := range s.c.Mail.Query().Where(mail.KindIn(kinds...)).Order(ent.Asc(mail.FieldID)).AllX(testdb.System()) {
		out = append(out, strings.Join(m.To, ",")+": "+m.Subject)
	}
	return out
}

func TestMonthlySubscription(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	o := s.order(t, customerCtx)
	if o.BillingPeriod != order.BillingPeriodMonthly || o.Price != 9900 {
		t.Fatalf("order: %s every %s", o.Price, o.BillingPeriod)
	}
	if got := orders.PerPeriod(o.Price, o.BillingPeriod); got != "$99.00 / month" {
		t.Fatalf("price shown as %q", got)
	}

	// The checkout is PayPal's subscription button, every value the server's.
	action, fields, err := s.paypal.Checkout(customerCtx, s.c, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	form := map[string]string{}
	for _, f := range fields {
		form[f.Name] = f.Value
	}
	want := map[string]string{"cmd": "_xclick-subscriptions", "a3": "99.00", "p3": "1", "t3": "M", "src": "1", "sra": "1",
		"business": shopEmail, "currency_code": "USD", "custom": itoa(o.ID), "invoice": itoa(o.ID), "item_name": "Premium plan",
		"notify_url": "https://seo.example/api/paypal/ipn", "return": "https://seo.example/received-payment/" + itoa(o.ID)}
	for k, v := range want {
		if form[k] != v {
			t.Errorf("form %s = %q, want %q", k, form[k], v)
		}
	}
	if _, ok := form["amount"]; ok || action != s.paypal.CheckoutURL {
		t.Errorf("form to %s with %v", action, form)
	}

	mrr := func(want money.Cents) {
		t.Helper()
		if got, err := orders.MonthlyRecurringRevenue(adminCtx, s.c); err != nil || got != want {
			t.Fatalf("MRR %s, %v; want %s", got, err, want)
		}
	}
	mrr(0)
	for _, ctx := range []context.Context{customerCtx, visitorCtx} {
		if _, err := orders.MonthlyRecurringRevenue(ctx, s.c); err == nil {
			t.Fatal("the recurring revenue is shown outside the sales area")
		}
	}
	s.apply(t, subscr(o, "subscr_signup", "I-MONTHLY1", "", nil), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); state(got) != "active" || got.PaymentStatus != order.PaymentStatusUnPaid || *got.SubscrID != "I-MONTHLY1" {
		t.Fatalf("after signup: %s, %s", state(got), got.PaymentStatus)
	}
	mrr(9900)

	for i := 1; i <= 3; i++ {
		s.apply(t, subscr(o, "subscr_payment", "I-MONTHLY1", fmt.Sprintf("SUB-P%d", i), nil), ipnmessage.StatusApplied)
	}
	got := s.get(t, o.ID)
	if state(got) != "active" || got.PaymentStatus != order.PaymentStatusPaid || got.NextPaymentAt == nil ||
		got.NextPaymentAt.Sub(time.Now().AddDate(0, 1, 0)).Abs() > time.Minute {
		t.Fatalf("after 3 payments: %s, %s, next %v", state(got), got.PaymentStatus, got.NextPaymentAt)
	}
	ledger := s.c.Payment.Query().Where(payment.HasOrderWith(order.ID(o.ID))).Order(ent.Asc(payment.FieldTxnID)).AllX(adminCtx)
	if len(ledger) != 3 {
		t.Fatalf("ledger: %d rows", len(ledger))
	}
	for i, p := range ledger {
		if p.TxnID != fmt.Sprintf("SUB-P%d", i+1) || p.Kind != payment.KindPayment || p.Amount != 9900 || p.Currency != "USD" {
			t.Fatalf("ledger row %d: %+v", i, p)
		}
	}
	totals := func(want money.Cents) {
		t.Helper()
		sales, err := orders.TotalSales(adminCtx, s.c)
		spent, err2 := orders.TotalSpent(customerCtx, s.c)
		if err != nil || err2 != nil || sales != want || *spent != want {
			t.Fatalf("total sales %s, spent %s (%v, %v); want %s", sales, *spent, err, err2, want)
		}
	}
	totals(29700)

	// A failed payment: past due, and the customer and the agency are told.
	s.apply(t, subscr(o, "subscr_failed", "I-MONTHLY1", "", nil), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); state(got) != "past_due" {
		t.Fatalf("after a failed payment: %s", state(got))
	}
	mrr(9900)
	ref := "#" + itoa(o.ID)
	wantMails := []string{
		agencyEmail + ": Subscription payment failed for order " + ref + ": $99.00 / month",
		"customer@example.com: Your payment for order " + ref + " failed",
	}
	if got := s.mails(t, "admin_subscription_payment_failed", "subscription_payment_failed"); fmt.Sprint(got) != fmt.Sprint(wantMails) {
		t.Fatalf("mails %q, want %q", got, wantMails)
	}
	body := s.c.Mail.Query().Where(mail.Kind("subscription_payment_failed")).OnlyX(testdb.System()).Body
	if !strings.Contains(body, "$99.00 / month") || !strings.Contains(body, "03:00:00 Dec 02, 2026 PST") {
		t.Fatalf("the customer's mail says neither the price nor the retry: %s", body)
	}
	// A receipt for every period's payment, each with that payment's invoice attached.
	receipts := s.c.Mail.Query().Where(mail.Kind("payment_receipt")).Order(ent.Asc(mail.FieldID)).AllX(testdb.System())
	if len(receipts) != 3 {
		t.Fatalf("%d receipts for 3 payments", len(receipts))
	}
	for i, r := range receipts {
		inv := s.c.Invoice.Query().Where(invoice.TxnID(fmt.Sprintf("SUB-P%d", i+1))).OnlyX(adminCtx)
		if fmt.Sprint(r.To) != "[customer@example.com]" || r.Subject != "Receipt for order "+ref+": $99.00" || r.AttachmentName != inv.Number+".pdf" ||
			!strings.HasPrefix(string(r.Attachment), "%PDF-") || !strings.Contains(string(r.Attachment), "(Invoice "+inv.Number+")") ||
			!strings.Contains(r.Body, inv.Number) {
			t.Fatalf("receipt %d: %v %q %s %.20q", i+1, r.To, r.Subject, r.AttachmentName, r.Attachment)
		}
	}

	// Cancelled: paid to the end of the period, out of the recurring revenue.
	s.apply(t, subscr(o, "subscr_cancel", "I-MONTHLY1", "", nil), ipnmessage.StatusApplied)
	got = s.get(t, o.ID)
	if state(got) != "cancelled" || got.PaymentStatus != order.PaymentStatusPaid || got.NextPaymentAt == nil {
		t.Fatalf("after cancel: %s, %s, %v", state(got), got.PaymentStatus, got.NextPaymentAt)
	}
	mrr(0)
	totals(29700)
	if u, err := s.paypal.CancelURL(customerCtx, s.c, got); err != nil ||
		u != "https://www.sandbox.paypal.com/cgi-bin/webscr?cmd=_subscr-find&alias=shop%40seo-agency.test" {
		t.Fatalf("cancel link %q, %v", u, err)
	}

	// The history, in order, with the money.
	var history []string
	for _, e := range s.c.OrderEvent.Query().Where(orderevent.HasOrderWith(order.ID(o.ID))).Order(ent.Asc(orderevent.FieldID)).AllX(adminCtx) {
		line := string(e.Change) + " " + e.From + "→" + e.To
		if e.Amount != nil {
			line += " " + e.Amount.String()
		}
		history = append(history, line)
	}
	wantHistory := []string{"subscription none→active", "paymentStatus UnPaid→Paid 99.00", "subscription active→active 99.00",
		"subscription active→active 99.00", "subscription active→past_due", "subscription past_due→cancelled"}
	if fmt.Sprint(history) != fmt.Sprint(wantHistory) {
		t.Fatalf("history %q\nwant %q", history, wantHistory)
	}
	today := time.Now().UTC().Format(time.DateOnly)
	rep, err := orders.Sales(adminCtx, s.c, today, today, orders.Day)
	if err != nil || rep.Paid != 29700 || rep.Payments != 3 || rep.Refunded != 0 {
		t.Fatalf("sales report: %+v, %v", rep, err)
	}

	// The end of the last paid period.
	s.apply(t, subscr(o, "subscr_eot", "I-MONTHLY1", "", nil), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); state(got) != "ended" || got.NextPaymentAt != nil {
		t.Fatalf("after eot: %s, %v", state(got), got.NextPaymentAt)
	}
	if u, _ := s.paypal.CancelURL(customerCtx, s.c, s.get(t, o.ID)); u != "" {
		t.Fatalf("an ended subscription offers a cancel link %q", u)
	}

	// A refund of one period: the ledger and the totals lose it, the order stays Paid.
	s.apply(t, ipn(o, "SUB-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "SUB-P2", "mc_gross": "-99.00"}), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); got.PaymentStatus != order.PaymentStatusPaid || got.AmountRefunded != 9900 {
		t.Fatalf("after a refund of one period: %s, refunded %s", got.PaymentStatus, got.AmountRefunded)
	}
	totals(19800)
	// The customer gets the refund's credit note, which credits the period's invoice.
	credit := s.c.Invoice.Query().Where(invoice.TxnID("SUB-R1")).OnlyX(adminCtx)
	p2 := s.c.Invoice.Query().Where(invoice.TxnID("SUB-P2")).OnlyX(adminCtx)
	cn := s.c.Mail.Query().Where(mail.Kind("credit_note")).OnlyX(testdb.System())
	if fmt.Sprint(cn.To) != "[customer@example.com]" || cn.Subject != "Credit note for order "+ref+": $99.00 refunded" ||
		cn.AttachmentName != credit.Number+".pdf" || !strings.Contains(string(cn.Attachment), "(Credit note "+credit.Number+")") ||
		!strings.Contains(string(cn.Attachment), "(Credit note for invoice "+p2.Number+")") || !strings.Contains(cn.Body, p2.Number) {
		t.Fatalf("credit note mail: %v %q %s %s", cn.To, cn.Subject, cn.AttachmentName, cn.Body)
	}
}

func TestSubscriptionNoticesTwiceAndOutOfOrder(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	o := s.order(t, customerCtx)

	// PayPal often sends the first payment before the signup.
	pay := subscr(o, "subscr_payment", "I-ORDER", "OOO-1", nil)
	s.apply(t, pay, ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); state(got) != "active" || got.PaymentStatus != order.PaymentStatusPaid {
		t.Fatalf("payment first: %s %s", state(got), got.PaymentStatus)
	}
	s.apply(t, subscr(o, "subscr_signup", "I-ORDER", "", nil), ipnmessage.StatusDuplicate)
	// The same payment again: the same bytes are the same notice; other bytes, the same txn_id.
	if err := s.paypal.Receive(context.Background(), s.c, s.q, pay); err != nil {
		t.Fatal(err)
	}
	if n := s.c.IpnMessage.Query().Where(ipnmessage.RawHash(hash(pay))).CountX(adminCtx); n != 1 {
		t.Fatalf("%d rows for one notice", n)
	}
	s.apply(t, subscr(o, "subscr_payment", "I-ORDER", "OOO-1", map[string]string{"ipn_track_id": "again"}), ipnmessage.StatusDuplicate)
	// The end before the cancel, then a late payment: recorded, and the subscription stays ended.
	s.apply(t, subscr(o, "subscr_eot", "I-ORDER", "", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(o, "subscr_cancel", "I-ORDER", "", nil), ipnmessage.StatusDuplicate)
	s.apply(t, subscr(o, "subscr_failed", "I-ORDER", "", nil), ipnmessage.StatusDuplicate)
	s.apply(t, subscr(o, "subscr_payment", "I-ORDER", "OOO-2", nil), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); state(got) != "ended" {
		t.Fatalf("late payment moved the subscription to %s", state(got))
	}
	if n := s.c.Payment.Query().Where(payment.HasOrderWith(order.ID(o.ID))).CountX(adminCtx); n != 2 {
		t.Fatalf("ledger: %d payments, want 2", n)
	}
	if got := s.mails(t, "subscription_payment_failed"); len(got) != 0 {
		t.Fatalf("a failure after the end mailed %q", got)
	}
	if sales, _ := orders.TotalSales(adminCtx, s.c); sales != 19800 {
		t.Fatalf("total sales %s", sales)
	}
}

func TestSubscriptionNoticesRefused(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	o := s.order(t, customerCtx)
	other := s.order(t, otherCtx)
	s.apply(t, subscr(other, "subscr_signup", "I-OTHER", "", nil), ipnmessage.StatusApplied)
	s.c.PricingPackage.UpdateOne(s.pkg).SetBillingPeriod(pricingpackage.BillingPeriodOneTime).ExecX(adminCtx)
	once := s.order(t, customerCtx)

	for name, tc := range map[string]struct {
		raw    []byte
		reason string
	}{
		"terms other than the plan's":  {subscr(o, "subscr_signup", "I-A", "", map[string]string{"mc_amount3": "1.00"}), "terms 1.00 every 1 M are not the order's $99.00 / month"},
		"a yearly cycle":               {subscr(o, "subscr_signup", "I-A", "", map[string]string{"period3": "1 Y"}), "terms 99.00 every 1 Y"},
		"a payment of another amount":  {subscr(o, "subscr_payment", "I-A", "BAD-1", map[string]string{"mc_gross": "98.99"}), "mc_gross \"98.99\" does not equal"},
		"another receiver":             {subscr(o, "subscr_payment", "I-A", "BAD-2", map[string]string{"receiver_email": "thief@example.com"}), "is not the shop's PayPal e-mail"},
		"another currency":             {subscr(o, "subscr_payment", "I-A", "BAD-3", map[string]string{"mc_currency": "EUR"}), "is not USD"},
		"a one-time order":             {subscr(once, "subscr_signup", "I-B", "", nil), "is a one-time order"},
		"another order's subscription": {subscr(other, "subscr_cancel", "I-NEW", "", nil), "is subscription I-OTHER, not I-NEW"},
		"no order":                     {subscr(o, "subscr_signup", "I-C", "", map[string]string{"custom": "999999", "invoice": "999999"}), "no subscription order"},
	} {
		m := s.apply(t, tc.raw, ipnmessage.StatusRefused)
		if !strings.Contains(m.Reason, tc.reason) {
			t.Errorf("%s: reason %q, want %q", name, m.Reason, tc.reason)
		}
	}
	if got := s.get(t, o.ID); state(got) != "none" || got.PaymentStatus != order.PaymentStatusUnPaid || got.SubscrID != nil {
		t.Fatalf("refused notices changed the order: %s %s", state(got), got.PaymentStatus)
	}
	if state(s.get(t, other.ID)) != "active" {
		t.Fatal("another order's notice cancelled a subscription")
	}
	if n := s.c.Payment.Query().CountX(adminCtx); n != 0 {
		t.Fatalf("%d ledger rows from refused notices", n)
	}

	// Bodies that cannot be a subscription's notice are refused at intake, and say why.
	for _, raw := range []string{
		"txn_type=subscr_signup&custom=1",                // neither txn_id nor subscr_id
		"txn_type=subscr_payment&subscr_id=I-X&custom=1", // a payment without txn_id
		"txn_type=subscr_cancel&subscr_id=I-%00X",        // a control character
		"txn_type=subscr_cancel&subscr_id=" + strings.Repeat("I", 65),
		"txn_type=" + strings.Repeat("subscr_", 5) + "&subscr_id=I-X",
	} {
		if err := s.paypal.Receive(context.Background(), s.c, s.q, []byte(raw)); code(err) != "VALIDATION" {
			t.Errorf("%q: %v", raw, err)
		}
	}
}

// BenchmarkSubscriptionNotices: a subscription's notices through the real queue on
// PostgreSQL (signup, then monthly payments), from intake to applied. It reports notices/s.
//
//	go test ./orders -run '^$' -bench SubscriptionNotices -benchtime 1x
func BenchmarkSubscriptionNotices(b *testing.B) {
	const subscriptions, payments = 100, 4
	url := testdb.Postgres(b)
	c, db := testdb.Open(b, url)
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("VERIFIED")) }))
	b.Cleanup(verify.Close)
	s := &shop{c: c, paypal: orders.PayPal{VerifyURL: verify.URL, HTTP: orders.DefaultHTTP()}}
	s.pkg = seedShop(b, c)
	s.monthly(b)
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: s.paypal, Client: c})
	q := testdb.Queue(b, url, db)
	var notices [][]byte
	for i := range subscriptions {
		o := s.order(b, customerCtx)
		id := fmt.Sprintf("I-BENCH%d", i)
		notices = append(notices, subscr(o, "subscr_signup", id, "", nil))
		for p := range payments {
			notices = append(notices, subscr(o, "subscr_payment", id, fmt.Sprintf("BENCH-%d-%d", i, p), nil))
		}
	}
	n := len(notices)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		for _, raw := range notices {
			if err := s.paypal.Receive(context.Background(), c, q, raw); err != nil {
				b.Fatal(err)
			}
		}
		intake := time.Since(start)
		r, err := q.Work(context.Background(), queue.Work{Workers: workers})
		if err != nil {
			b.Fatal(err)
		}
		for c.IpnMessage.Query().Where(ipnmessage.StatusNEQ(ipnmessage.StatusReceived)).CountX(adminCtx) < n {
			time.Sleep(20 * time.Millisecond)
		}
		all := time.Since(start)
		_ = r.Stop(context.Background())
		if got := c.Payment.Query().CountX(adminCtx); got != subscriptions*payments {
			b.Fatalf("%d payments in the ledger, want %d", got, subscriptions*payments)
		}
		b.ReportMetric(float64(n)/intake.Seconds(), "intake/s")
		b.ReportMetric(float64(n)/(all-intake).Seconds(), "applied/s")
	}
}

// TestMonthlyRecurringRevenueTable: MRR counts active and past-due subscriptions, a
// monthly one its price, a yearly one a twelfth (the yearly sum rounded to the cent
// once); cancelled, ended and one-time orders count nothing.
func TestMonthlyRecurringRevenueTable(t *testing.T) {
	s := newShop(t)
	for _, r := range []struct {
		price  money.Cents
		period order.BillingPeriod
		state  order.SubscriptionStatus // "": none yet
	}{
		{9900, order.BillingPeriodMonthly, order.SubscriptionStatusActive},
		{4999, order.BillingPeriodMonthly, order.SubscriptionStatusPastDue},
		{12345, order.BillingPeriodMonthly, order.SubscriptionStatusCancelled},
		{9900, order.BillingPeriodMonthly, order.SubscriptionStatusEnded},
		{100000, order.BillingPeriodYearly, order.SubscriptionStatusActive},
		{99999, order.BillingPeriodYearly, order.SubscriptionStatusPastDue},
		{50000, order.BillingPeriodYearly, order.SubscriptionStatusCancelled},
		{7700, order.BillingPeriodMonthly, ""}, // signed up for nothing yet
		{19999, order.BillingPeriodOneTime, ""},
	} {
		// An order copies its plan's price and period.
		s.c.PricingPackage.UpdateOne(s.pkg).SetPackagePrice(r.price).SetBillingPeriod(pricingpackage.BillingPeriod(r.period)).ExecX(adminCtx)
		o := s.order(t, customerCtx)
		if r.state != "" {
			s.c.Order.UpdateOneID(o.ID).SetSubscriptionStatus(r.state).ExecX(testdb.System())
		}
	}
	// 99.00 + 49.99 + (1000.00 + 999.99) / 12 = 148.99 + 166.665833… = 315.66 (166.67 rounded once).
	if got, err := orders.MonthlyRecurringRevenue(adminCtx, s.c); err != nil || got != 31566 {
		t.Fatalf("MRR %s, %v; want 315.66", got, err)
	}
}
