package orders_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/coupon"
	"seoagency/ent/invoice"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/mail"
	"seoagency/ent/order"
	"seoagency/ent/pricingpackage"
	"seoagency/invoices"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/ratelimit"
	"seoagency/testdb"
)

// coupon adds a coupon as the sales area's staff would (GraphQL's createCoupon is this
// save); set changes it before.
func (s *shop) coupon(t testing.TB, code string, kind coupon.Kind, amount money.Cents, set func(*ent.CouponCreate)) *ent.Coupon {
	t.Helper()
	b := s.c.Coupon.Create().SetCode(code).SetKind(kind).SetAmount(amount)
	if set != nil {
		set(b)
	}
	cp, err := b.Save(adminCtx)
	if err != nil {
		t.Fatalf("coupon %s: %v", code, err)
	}
	return cp
}

func (s *shop) orderWith(ctx context.Context, country, code string) (*ent.Order, error) {
	return orders.Create(ctx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "Jane Doe",
		CustomerAddress: "1 Main St", CustomerCountry: country, CouponCode: code})
}

// refusedOn checks err is a VALIDATION error of field with rule, its message holding want.
func refusedOn(t *testing.T, err error, field, rule, want string) {
	t.Helper()
	e, ok := apierr.From(err)
	if err == nil || !ok || e.Code != apierr.Validation || e.Fields[field] != rule || !strings.Contains(e.Message, want) {
		t.Fatalf("got %v (%+v), want %s on %s saying %q", err, e, rule, field, want)
	}
}

// TestCouponsAtTheirLimits: each limit of a coupon, a moment either side; a refused code
// places no order and uses nothing, and says what is wrong on the couponCode field.
func TestCouponsAtTheirLimits(t *testing.T) {
	s := newShop(t)
	basic := s.c.PricingPackage.Create().SetPackageName("Basic").SetPackageDetails("d").SetPackageButtonText("Buy").
		SetPackagePrice(4999).SetPackagePointOne("1").SetPackagePointTwo("2").SetPackagePointThree("3").
		SetPackagePointFour("4").SetPackagePointFive("5").SetPackagePointSix("6").SetPackagePointSeven("7").
		SetPackagePointEight("8").SetPackagePointNine("9").SetPackagePointTen("10").SaveX(testdb.System())
	now := time.Now()
	pct, fixed := coupon.KindPercent, coupon.KindFixed
	for i, c := range []struct {
		name      string
		kind      coupon.Kind
		amount    money.Cents
		set       func(*ent.CouponCreate)
		send      string // the code sent; empty: the coupon's own
		rule, msg string // the refusal; empty: accepted
		total     money.Cents
	}{
		{"20% off", pct, 2000, nil, "", "", "", 15999},
		{"sent in lower case with spaces", pct, 2000, nil, " c1-x ", "", "", 15999},
		{"expires in a minute", fixed, 1000, func(b *ent.CouponCreate) { b.SetExpiresAt(now.Add(time.Minute)) }, "", "", "", 18999},
		{"expired a second ago", fixed, 1000, func(b *ent.CouponCreate) { b.SetExpiresAt(now.Add(-time.Second)) }, "", "expired", "expired on", 0},
		{"one use left", fixed, 1000, func(b *ent.CouponCreate) { b.SetMaxUses(3).SetUses(2) }, "", "", "", 18999},
		{"maximum uses reached", fixed, 1000, func(b *ent.CouponCreate) { b.SetMaxUses(3).SetUses(3) }, "", "usedUp", "has been used up", 0},
		{"for this plan", fixed, 1000, func(b *ent.CouponCreate) { b.SetPlanID(s.pkg.ID) }, "", "", "", 18999},
		{"for another plan", fixed, 1000, func(b *ent.CouponCreate) { b.SetPlanID(basic.ID) }, "", "plan", "for the Basic plan only, not the Premium plan", 0},
		{"withdrawn", pct, 1000, func(b *ent.CouponCreate) { b.SetActive(false) }, "", "inactive", "no longer valid", 0},
		{"99.99% leaves two cents", pct, 9999, nil, "", "", "", 2}, // 199.97 off (199.970001)
		{"fixed a cent under the price", fixed, 19998, nil, "", "", "", 1},
		{"fixed as large as the price", fixed, 19999, nil, "", "free", "cannot make an order free", 0},
		{"fixed larger than the price", fixed, 50000, nil, "", "free", "takes 500.00 off the price of 199.99", 0},
		{"no such code", pct, 1000, nil, "NOPE-NOPE", "exists", "No coupon has the code NOPE-NOPE", 0},
		{"a long code", pct, 1000, nil, strings.Repeat("A", 100_000), "format", "not a coupon code", 0},
		{"Unicode", pct, 1000, nil, "ＣＯＵＰＯＮ", "format", "not a coupon code", 0},
		{"a dotless i that upper-cases to I", pct, 1000, nil, "c16-xı", "format", "not a coupon code", 0},
		{"SQL", pct, 1000, nil, "' OR '1'='1", "format", "not a coupon code", 0},
		{"a LIKE pattern", pct, 1000, nil, "C1%", "format", "not a coupon code", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			code := fmt.Sprintf("C%d-X", i)
			cp := s.coupon(t, code, c.kind, c.amount, c.set)
			send := code
			if c.send != "" {
				send = c.send
			}
			before := s.c.Order.Query().CountX(adminCtx)
			o, err := s.orderWith(customerCtx, "USA", send)
			after := s.c.Coupon.GetX(adminCtx, cp.ID)
			if c.rule != "" {
				refusedOn(t, err, "couponCode", c.rule, c.msg)
				if n := s.c.Order.Query().CountX(adminCtx); n != before || after.Uses != cp.Uses {
					t.Fatalf("a refused coupon left %d orders (of %d) and %d uses (of %d)", n, before, after.Uses, cp.Uses)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if o.CouponCode != code || orders.Due(o) != c.total || o.Discount != o.Price-c.total || o.RenewalTotal != 0 || after.Uses != cp.Uses+1 {
				t.Fatalf("order %+v (due %s), coupon uses %d", o, orders.Due(o), after.Uses)
			}
		})
	}
}

// TestCouponsAreTheSalesAreas: staff of the sales area add and change coupons; a 100%
// coupon (or one made 100% later) is refused; customers and other staff are refused; codes
// are unique without case.
func TestCouponsAreTheSalesAreas(t *testing.T) {
	s := newShop(t)
	if _, err := s.c.Coupon.Create().SetCode("FREE").SetKind(coupon.KindPercent).SetAmount(10000).Save(adminCtx); err == nil {
		t.Fatal("a 100% coupon was added")
	} else {
		refusedOn(t, err, "amount", "range", "at most 99.99%")
	}
	cp := s.coupon(t, "big-fixed", coupon.KindFixed, 15000, nil)
	if cp.Code != "BIG-FIXED" || !cp.Active || cp.Duration != coupon.DurationEveryPeriod {
		t.Fatalf("coupon %+v", cp)
	}
	// Made a percentage of 150%: refused against the amount as stored.
	if _, err := s.c.Coupon.UpdateOne(cp).SetKind(coupon.KindPercent).Save(adminCtx); err == nil {
		t.Fatal("a fixed 150.00 became 150%")
	}
	if _, err := s.c.Coupon.Create().SetCode("Big-Fixed").SetKind(coupon.KindFixed).SetAmount(100).Save(adminCtx); err == nil {
		t.Fatal("a code was taken twice, in another case")
	} else if e, _ := apierr.From(err); e.Code != apierr.Conflict || e.Fields["code"] != "unique" {
		t.Fatalf("a taken code: %+v", e)
	}
	if _, err := s.c.Coupon.Create().SetCode("no spaces").SetKind(coupon.KindFixed).SetAmount(100).Save(adminCtx); err == nil {
		t.Fatal("a code with a space was added")
	}
	for _, ctx := range []context.Context{customerCtx, visitorCtx, editorCtx()} {
		if _, err := s.c.Coupon.Create().SetCode("MINE").SetKind(coupon.KindPercent).SetAmount(5000).Save(ctx); err == nil {
			t.Fatal("someone outside the sales area added a coupon")
		}
		if _, err := s.c.Coupon.UpdateOne(cp).SetActive(false).Save(ctx); err == nil {
			t.Fatal("someone outside the sales area changed a coupon")
		}
		if n, err := s.c.Coupon.Query().Count(ctx); err == nil && n > 0 {
			t.Fatal("someone outside the sales area read the coupons")
		}
	}
	if cp := s.c.Coupon.UpdateOne(cp).SetActive(false).SaveX(adminCtx); cp.Active {
		t.Fatal("not deactivated")
	}
}

// TestCouponOnATaxedOrder: the discount comes before tax; the checkout asks PayPal for the
// discounted total; a notice for the full price is refused; the invoice shows the plan's
// price and the coupon's line; the mails show the discount.
func TestCouponOnATaxedOrder(t *testing.T) {
	s := newShop(t)
	s.taxed(t, false)
	s.coupon(t, "SPRING20", coupon.KindPercent, 2000, nil)
	o, err := s.orderWith(customerCtx, "France", "spring20")
	if err != nil {
		t.Fatal(err)
	}
	// 199.99 − 40.00 (39.998) = 159.99; 20% French VAT 32.00 (31.998): 191.99.
	if o.Price != 19999 || o.Discount != 4000 || o.Subtotal != 15999 || o.TaxAmount != 3200 || o.Total != 19199 || o.CouponCode != "SPRING20" {
		t.Fatalf("order %+v", o)
	}
	if form := checkoutForm(t, s, o); form["amount"] != "191.99" {
		t.Fatalf("PayPal is asked for %q", form["amount"])
	}
	if m, _ := s.deliver(t, ipn(o, "TXN-FULL", map[string]string{"mc_gross": "239.99"})); m.Status != ipnmessage.StatusRefused {
		t.Fatalf("the full price: %s %s", m.Status, m.Reason)
	}
	s.pay(t, o, "TXN-1")
	inv := s.c.Invoice.Query().OnlyX(adminCtx)
	if len(inv.Lines) != 2 || inv.Lines[0].Description != "Premium plan" || inv.Lines[0].Amount() != 19999 ||
		inv.Lines[1].Description != "Coupon SPRING20" || inv.Lines[1].AmountCents != -4000 ||
		inv.Subtotal != 15999 || inv.TaxAmount != 3200 || inv.Total != 19199 {
		t.Fatalf("invoice %+v", inv)
	}
	d, _ := invoices.Load(customerCtx, s.c, inv.Number)
	pdf, _ := d.PDF()
	for _, want := range []string{"(Coupon SPRING20)", "(USD -40.00)", "(USD 199.99)", "(USD 159.99)", "(USD 191.99)"} {
		if !strings.Contains(string(pdf), want) {
			t.Errorf("the PDF lacks %s", want)
		}
	}
	// A whole refund credits both lines.
	s.deliver(t, ipn(o, "TXN-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-1", "mc_gross": "-191.99"}))
	cn := s.c.Invoice.Query().Where(invoice.KindEQ(invoice.KindCreditNote)).OnlyX(adminCtx)
	if cn.Total != -19199 || cn.Subtotal != -15999 || len(cn.Lines) != 2 || cn.Lines[0].AmountCents != -19999 || cn.Lines[1].AmountCents != 4000 {
		t.Fatalf("credit note %+v", cn)
	}
	confirmation := s.c.Mail.Query().Where(mail.Kind("order_confirmation")).OnlyX(testdb.System()).Body
	for _, want := range []string{"Plan price", "$199.99", "Coupon SPRING20", "−$40.00", "$159.99", "$191.99"} {
		if !strings.Contains(confirmation, want) {
			t.Errorf("the confirmation lacks %s", want)
		}
	}
}

// TestFirstPeriodCouponOfASubscription: a coupon for the first period only makes it PayPal's
// trial period (a1) at the discounted total, then a3 the full one; the notices must say so,
// and a payment of the discounted amount for a later period is refused like any other
// underpayment. Exact to the cent, invoices included.
func TestFirstPeriodCouponOfASubscription(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	s.taxed(t, false)
	s.coupon(t, "WELCOME", coupon.KindPercent, 2000, func(b *ent.CouponCreate) { b.SetDuration(coupon.DurationFirstPeriod) })
	o, err := s.orderWith(customerCtx, "Germany", "WELCOME")
	if err != nil {
		t.Fatal(err)
	}
	// First month: 99.00 − 19.80 = 79.20, 19% VAT 15.05 (15.048): 94.25. Then 99.00 + 18.81 = 117.81.
	if o.Discount != 1980 || o.Subtotal != 7920 || o.TaxAmount != 1505 || o.Total != 9425 ||
		o.RenewalSubtotal != 9900 || o.RenewalTaxAmount != 1881 || o.RenewalTotal != 11781 {
		t.Fatalf("order %+v", o)
	}
	form := checkoutForm(t, s, o)
	for k, v := range map[string]string{"cmd": "_xclick-subscriptions", "a1": "94.25", "p1": "1", "t1": "M", "a3": "117.81", "p3": "1", "t3": "M"} {
		if form[k] != v {
			t.Errorf("form %s = %q, want %q", k, form[k], v)
		}
	}
	terms := map[string]string{"mc_amount1": "94.25", "period1": "1 M", "mc_amount3": "117.81"}
	with := func(m map[string]string, k, v string) map[string]string {
		out := map[string]string{}
		for a, b := range m {
			out[a] = b
		}
		if v == "" {
			delete(out, k)
		} else {
			out[k] = v
		}
		return out
	}
	// Terms that are not the order's: no trial, a cheaper trial, a discounted renewal.
	for i, bad := range []map[string]string{with(terms, "mc_amount1", ""), with(terms, "mc_amount1", "94.24"),
		with(terms, "period1", "2 M"), with(terms, "mc_amount3", "94.25")} {
		s.apply(t, subscr(o, "subscr_signup", "I-WELCOME", "", with(bad, "subscr_date", fmt.Sprint(i))), ipnmessage.StatusRefused)
	}
	s.apply(t, subscr(o, "subscr_signup", "I-WELCOME", "", terms), ipnmessage.StatusApplied)
	// The first payment is the discounted total; the full one is refused for it.
	s.apply(t, subscr(o, "subscr_payment", "I-WELCOME", "TXN-P0", map[string]string{"mc_gross": "117.81"}), ipnmessage.StatusRefused)
	s.apply(t, subscr(o, "subscr_payment", "I-WELCOME", "TXN-P1", map[string]string{"mc_gross": "94.25"}), ipnmessage.StatusApplied)
	// A later period at the discounted amount is an underpayment.
	m := s.apply(t, subscr(o, "subscr_payment", "I-WELCOME", "TXN-P2", map[string]string{"mc_gross": "94.25"}), ipnmessage.StatusRefused)
	if !strings.Contains(m.Reason, "117.81") {
		t.Fatalf("refused for: %s", m.Reason)
	}
	s.apply(t, subscr(o, "subscr_payment", "I-WELCOME", "TXN-P3", map[string]string{"mc_gross": "117.81"}), ipnmessage.StatusApplied)
	s.apply(t, subscr(o, "subscr_payment", "I-WELCOME", "TXN-P4", map[string]string{"mc_gross": "117.81"}), ipnmessage.StatusApplied)
	if got := s.get(t, o.ID); got.PaymentStatus != order.PaymentStatusPaid || state(got) != "active" {
		t.Fatalf("order %s, subscription %s", got.PaymentStatus, state(got))
	}
	invs := s.c.Invoice.Query().Order(ent.Asc(invoice.FieldID)).AllX(adminCtx)
	if len(invs) != 3 {
		t.Fatalf("%d invoices", len(invs))
	}
	first := invs[0]
	if first.Total != 9425 || first.Subtotal != 7920 || first.TaxAmount != 1505 || len(first.Lines) != 2 ||
		first.Lines[0].AmountCents != 9900 || first.Lines[1].AmountCents != -1980 || first.Lines[1].Description != "Coupon WELCOME" {
		t.Fatalf("first invoice %+v", first)
	}
	for _, later := range invs[1:] {
		if later.Total != 11781 || later.Subtotal != 9900 || later.TaxAmount != 1881 || len(later.Lines) != 1 || later.Lines[0].AmountCents != 9900 {
			t.Fatalf("later invoice %+v", later)
		}
	}
	if spent, _ := orders.TotalSpent(customerCtx, s.c); *spent != 9425+2*11781 {
		t.Fatalf("total spent %s", *spent)
	}
	// The recurring revenue is a month at the full price, before tax.
	if mrr, err := orders.MonthlyRecurringRevenue(adminCtx, s.c); err != nil || mrr != 9900 {
		t.Fatalf("MRR %s (%v), want 99.00", mrr, err)
	}
	// A refund of the second period credits the full quote's tax.
	s.apply(t, ipn(o, "TXN-R2", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-P3", "mc_gross": "-117.81"}), ipnmessage.StatusApplied)
	cn := s.c.Invoice.Query().Where(invoice.KindEQ(invoice.KindCreditNote)).OnlyX(adminCtx)
	if cn.Total != -11781 || cn.TaxAmount != -1881 {
		t.Fatalf("credit note %+v", cn)
	}
}

// TestEveryPeriodCouponOfASubscription: every payment is discounted, and no trial period is.
func TestEveryPeriodCouponOfASubscription(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	s.coupon(t, "LOYAL", coupon.KindFixed, 1000, nil)
	o, err := s.orderWith(customerCtx, "USA", "LOYAL")
	if err != nil {
		t.Fatal(err)
	}
	if orders.Due(o) != 8900 || orders.RenewalDue(o) != 8900 || o.RenewalTotal != 0 {
		t.Fatalf("order %+v", o)
	}
	form := checkoutForm(t, s, o)
	if form["a3"] != "89.00" || form["a1"] != "" || form["p1"] != "" {
		t.Fatalf("form %v", form)
	}
	s.apply(t, subscr(o, "subscr_signup", "I-LOYAL", "", map[string]string{"mc_amount1": "0.00", "period1": "1 M"}), ipnmessage.StatusRefused)
	s.apply(t, subscr(o, "subscr_signup", "I-LOYAL", "", nil), ipnmessage.StatusApplied)
	for i := range 3 {
		s.apply(t, subscr(o, "subscr_payment", "I-LOYAL", fmt.Sprint("TXN-L", i), nil), ipnmessage.StatusApplied)
	}
	s.apply(t, subscr(o, "subscr_payment", "I-LOYAL", "TXN-LOW", map[string]string{"mc_gross": "88.99"}), ipnmessage.StatusRefused)
	if spent, _ := orders.TotalSpent(customerCtx, s.c); *spent != 3*8900 {
		t.Fatalf("total spent %s", *spent)
	}
	// Every month brings the discounted price.
	if mrr, err := orders.MonthlyRecurringRevenue(adminCtx, s.c); err != nil || mrr != 8900 {
		t.Fatalf("MRR %s (%v), want 89.00", mrr, err)
	}
}

// TestCouponLastUseRace: 20 customers order at the same moment with a coupon that has one
// use left; exactly one order carries it, the others are refused, and the coupon counts
// its maximum. On PostgreSQL (concurrent transactions) and SQLite (one writer at a time).
func TestCouponLastUseRace(t *testing.T) {
	for name, url := range map[string]func(testing.TB) string{"PostgreSQL": func(t testing.TB) string { return testdb.Postgres(t) },
		"SQLite": func(t testing.TB) string { return testdb.SQLite(t) }} {
		t.Run(name, func(t *testing.T) {
			s := newShopAt(t, url(t))
			cp := s.coupon(t, "LAST-ONE", coupon.KindPercent, 1000, func(b *ent.CouponCreate) { b.SetMaxUses(5).SetUses(4) })
			const racers = 20
			var wg sync.WaitGroup
			start := make(chan struct{})
			errs := make([]error, racers)
			for i := range racers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					_, errs[i] = s.orderWith(racerCtx(i), "USA", "LAST-ONE")
				}()
			}
			close(start)
			wg.Wait()
			won, lostAtUpdate := 0, 0
			for _, err := range errs {
				switch e, _ := apierr.From(err); {
				case err == nil:
					won++
				case e.Fields["couponCode"] == "usedUp":
					if strings.Contains(e.Message, "just been used up") {
						lostAtUpdate++
					}
				default:
					t.Fatalf("a racer failed otherwise: %v", err)
				}
			}
			carried := s.c.Order.Query().Where(order.CouponCode("LAST-ONE")).CountX(adminCtx)
			uses := s.c.Coupon.GetX(adminCtx, cp.ID).Uses
			t.Logf("%s: %d of %d racers won; %d passed the check and lost at the conditional update", name, won, racers, lostAtUpdate)
			if won != 1 || carried != 1 || uses != 5 {
				t.Fatalf("%d won, %d orders carry the coupon, %d uses (want 1, 1, 5)", won, carried, uses)
			}
		})
	}
}

// BenchmarkCouponOrder is an order with a coupon (checked, applied, its use counted) next
// to one without, each on a fresh PostgreSQL database: what a coupon costs an order.
func BenchmarkCouponOrder(b *testing.B) {
	for _, code := range []string{"", "BENCH"} {
		name := "without"
		if code != "" {
			name = "with"
		}
		b.Run(name, func(b *testing.B) {
			c, _ := testdb.Open(b, testdb.Postgres(b))
			pkg := seedShop(b, c)
			c.Coupon.Create().SetCode("BENCH").SetKind(coupon.KindPercent).SetAmount(1500).ExecX(adminCtx)
			for b.Loop() {
				if _, err := orders.Create(customerCtx, c, orders.NewOrder{PackageID: pkg.ID, CustomerName: "Jane Doe",
					CustomerAddress: "1 Main St", CustomerCountry: "Germany", CouponCode: code}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCouponCheck is the check and the quote alone (one indexed read), without the
// order's writes.
func BenchmarkCouponCheck(b *testing.B) {
	c, _ := testdb.Open(b, testdb.Postgres(b))
	pkg := seedShop(b, c)
	pkg = c.PricingPackage.UpdateOne(pkg).SetBillingPeriod(pricingpackage.BillingPeriodMonthly).SaveX(testdb.System())
	c.Coupon.Create().SetCode("BENCH").SetKind(coupon.KindPercent).SetAmount(1500).SetDuration(coupon.DurationFirstPeriod).ExecX(adminCtx)
	for b.Loop() {
		cp, err := orders.CheckCoupon(customerCtx, c, "bench", pkg, time.Now())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := orders.CouponOff(cp, pkg.PackagePrice); err != nil {
			b.Fatal(err)
		}
	}
}

func editorCtx() context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UID: "e", Email: "editor@example.com", EmailVerified: true, Role: auth.RoleEditor})
}

// racerCtx is the i-th of many customers.
func racerCtx(i int) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UID: fmt.Sprint("r", i), Email: fmt.Sprintf("racer%d@example.com", i), EmailVerified: true})
}

// TestCouponGuessesCount: a refused coupon code still counts against the caller's orders
// limit (its transaction rolled back, the attempt is counted after it), so codes cannot be
// guessed faster than orders are allowed; another address is not held back.
func TestCouponGuessesCount(t *testing.T) {
	s := newShop(t)
	rules := map[ratelimit.Kind]ratelimit.Rule{ratelimit.Orders: {Name: "orders", Limit: 3, Per: time.Minute}}
	guesser := ratelimit.WithCaller(customerCtx, s.c, "203.0.113.9", rules)
	for i := range 3 {
		_, err := s.orderWith(guesser, "USA", fmt.Sprintf("GUESS-%d", i))
		refusedOn(t, err, "couponCode", "exists", "No coupon has the code")
	}
	for _, code := range []string{"GUESS-3", ""} {
		if _, err := s.orderWith(guesser, "USA", code); err == nil || !isRateLimited(err) {
			t.Fatalf("the 4th attempt (code %q) in a minute: %v, want RATE_LIMITED", code, err)
		}
	}
	if _, err := s.orderWith(ratelimit.WithCaller(customerCtx, s.c, "198.51.100.7", rules), "USA", ""); err != nil {
		t.Fatalf("another address: %v", err)
	}
}

func isRateLimited(err error) bool {
	e, ok := apierr.From(err)
	return ok && e.Code == apierr.RateLimited
}
