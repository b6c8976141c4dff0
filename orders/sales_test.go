package orders_test

import (
	"strings"
	"testing"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/subscriber"
	"seoagency/lifecycle"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/testdb"
)

// eachShop runs fn on a shop on PostgreSQL and on one on SQLite.
func eachShop(t *testing.T, fn func(t *testing.T, s *shop)) {
	for name, url := range map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite} {
		t.Run(name, func(t *testing.T) { fn(t, newShopAt(t, url(t))) })
	}
}

// dated moves the order events written since the last call to when: events take the
// time they are written, and the report is about days long gone.
func (s *shop) dated(t *testing.T, since *time.Time, when string) {
	t.Helper()
	at, err := time.Parse(time.RFC3339Nano, when)
	if err != nil {
		t.Fatal(err)
	}
	dialect := "postgres"
	if !strings.HasPrefix(s.url, "postgres") {
		dialect = "sqlite3"
	}
	q, args := entsql.Dialect(dialect).Update("order_events").Set("created_at", at.UTC()).
		Where(entsql.GTE("created_at", since.UTC())).Query()
	res, err := s.db.Exec(q, args...)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		t.Fatalf("no event to date %s", when)
	}
	*since = time.Now()
}

func (s *shop) notice(t *testing.T, o *ent.Order, txn string, f map[string]string) {
	t.Helper()
	m, err := s.deliver(t, ipn(o, txn, f))
	if err != nil || m.Status != ipnmessage.StatusApplied {
		t.Fatalf("%s: %v %s %s", f["payment_status"], err, m.Status, m.Reason)
	}
}

func (s *shop) mark(t *testing.T, o *ent.Order, to order.PaymentStatus) {
	t.Helper()
	if _, err := orders.SetPaymentStatus(adminCtx, s.c, o.ID, to, "test"); err != nil {
		t.Fatal(err)
	}
}

type bucket struct {
	start, end     string
	paid, refunded money.Cents
	payments       int
}

func buckets(rep *orders.SalesReport) []bucket {
	out := []bucket{}
	for _, b := range rep.Buckets {
		out = append(out, bucket{b.Start, b.End, b.Paid, b.Refunded, b.Payments})
	}
	return out
}

func report(t *testing.T, c *ent.Client, from, to string, interval orders.SalesInterval) *orders.SalesReport {
	t.Helper()
	rep, err := orders.Sales(adminCtx, c, from, to, interval)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func same(t *testing.T, what string, got, want []bucket) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d buckets %v, want %d %v", what, len(got), got, len(want), want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("%s bucket %d: %+v, want %+v", what, i, got[i], want[i])
		}
	}
}

// TestSalesReport follows payments, refunds and an admin's marks into the days, weeks
// and months they happened, to the cent, on both databases.
func TestSalesReport(t *testing.T) {
	eachShop(t, func(t *testing.T, s *shop) {
		since := time.Now()
		a, b, c, d, e, f := s.order(t, customerCtx), s.order(t, customerCtx), s.order(t, customerCtx), s.order(t, customerCtx), s.order(t, customerCtx), s.order(t, customerCtx)
		// Sunday 1 March 2026, the last instant: outside a report from Monday the 2nd.
		s.pay(t, e, "E-PAY")
		s.dated(t, &since, "2026-03-01T23:59:59.999Z")
		// a: paid through PayPal at midnight Monday 2 March, refunded 50.01 on Tuesday the 10th,
		// the rest on Tuesday the 31st.
		s.pay(t, a, "A-PAY")
		s.dated(t, &since, "2026-03-02T00:00:00Z")
		s.notice(t, a, "A-REF-1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "A-PAY", "mc_gross": "-50.01"})
		s.dated(t, &since, "2026-03-10T12:00:00Z")
		s.notice(t, a, "A-REF-2", map[string]string{"payment_status": "Refunded", "parent_txn_id": "A-PAY", "mc_gross": "-149.98"})
		s.dated(t, &since, "2026-03-31T23:59:59.999Z")
		// b: marked paid by an admin (paid outside PayPal) on Sunday 8 March; a mistaken
		// refund mark and its undo on the 9th cancel out.
		s.mark(t, b, order.PaymentStatusPaid)
		s.dated(t, &since, "2026-03-08T18:00:00Z")
		s.mark(t, b, order.PaymentStatusRefunded)
		s.mark(t, b, order.PaymentStatusPaid)
		s.dated(t, &since, "2026-03-09T09:00:00Z")
		// c: paid on the 3rd, charged back on the 4th.
		s.pay(t, c, "C-PAY")
		s.dated(t, &since, "2026-03-03T10:00:00Z")
		s.notice(t, c, "C-REV", map[string]string{"payment_status": "Reversed", "parent_txn_id": "C-PAY", "mc_gross": "-199.99", "reason_code": "chargeback"})
		s.dated(t, &since, "2026-03-04T10:00:00Z")
		// d: marked paid by mistake and undone the same day: nothing; then paid on 1 April,
		// the day after the report.
		s.mark(t, d, order.PaymentStatusPaid)
		s.mark(t, d, order.PaymentStatusUnPaid)
		s.dated(t, &since, "2026-03-05T10:00:00Z")
		s.pay(t, d, "D-PAY")
		s.dated(t, &since, "2026-04-01T00:00:00Z")

		// f: paid on the 20th and refunded by an admin's mark the same day; PayPal's own
		// notice of that refund, later, is not counted again.
		s.pay(t, f, "F-PAY")
		s.mark(t, f, order.PaymentStatusRefunded)
		s.dated(t, &since, "2026-03-20T10:00:00Z")
		s.notice(t, f, "F-REF", map[string]string{"payment_status": "Refunded", "parent_txn_id": "F-PAY", "mc_gross": "-199.99"})
		s.dated(t, &since, "2026-03-21T10:00:00Z")

		rep := report(t, s.c, "2026-03-02", "2026-03-31", orders.Day)
		if len(rep.Buckets) != 30 || rep.Buckets[0].Start != "2026-03-02" || rep.Buckets[29].End != "2026-03-31" {
			t.Fatalf("days: %d buckets, %+v … %+v", len(rep.Buckets), rep.Buckets[0], rep.Buckets[len(rep.Buckets)-1])
		}
		want := map[string]bucket{
			"2026-03-02": {paid: 19999, payments: 1},
			"2026-03-03": {paid: 19999, payments: 1},
			"2026-03-04": {refunded: 19999},
			"2026-03-08": {paid: 19999, payments: 1},
			"2026-03-10": {refunded: 5001},
			"2026-03-20": {paid: 19999, refunded: 19999, payments: 1},
			"2026-03-31": {refunded: 14998},
		}
		for _, got := range buckets(rep) {
			w := want[got.start]
			w.start, w.end = got.start, got.start
			if got != w {
				t.Errorf("day %s: %+v, want %+v", got.start, got, w)
			}
		}
		if rep.Paid != 4*19999 || rep.Refunded != 3*19999 || rep.Payments != 4 {
			t.Errorf("totals: paid %s, refunded %s, %d payments", rep.Paid, rep.Refunded, rep.Payments)
		}

		// ISO weeks: the range starts on a Wednesday and ends on a Tuesday, so the first
		// and last weeks are clipped to it; 1 April (Wednesday) counts in the last week.
		same(t, "weeks", buckets(report(t, s.c, "2026-02-25", "2026-04-07", orders.Week)), []bucket{
			{"2026-02-25", "2026-03-01", 19999, 0, 1},
			{"2026-03-02", "2026-03-08", 3 * 19999, 19999, 3},
			{"2026-03-09", "2026-03-15", 0, 5001, 0},
			{"2026-03-16", "2026-03-22", 19999, 19999, 1},
			{"2026-03-23", "2026-03-29", 0, 0, 0},
			{"2026-03-30", "2026-04-05", 19999, 14998, 1},
			{"2026-04-06", "2026-04-07", 0, 0, 0},
		})
		same(t, "months", buckets(report(t, s.c, "2026-01-15", "2026-04-01", orders.Month)), []bucket{
			{"2026-01-15", "2026-01-31", 0, 0, 0},
			{"2026-02-01", "2026-02-28", 0, 0, 0},
			{"2026-03-01", "2026-03-31", 5 * 19999, 3 * 19999, 5},
			{"2026-04-01", "2026-04-01", 19999, 0, 1},
		})
		// Over all time, paid less refunded is what the orders kept.
		all := report(t, s.c, "2026-01-01", "2026-12-31", orders.Month)
		kept, _ := orders.TotalSales(adminCtx, s.c)
		if all.Paid-all.Refunded != kept || kept != 3*19999 {
			t.Errorf("paid %s less refunded %s is not the total sales %s", all.Paid, all.Refunded, kept)
		}
		// One day, inclusive.
		same(t, "one day", buckets(report(t, s.c, "2026-03-31", "2026-03-31", orders.Week)), []bucket{{"2026-03-31", "2026-03-31", 0, 14998, 0}})
	})
}

// TestSalesReportRefusals: bad ranges say which field to fix; only admins read sales.
func TestSalesReportRefusals(t *testing.T) {
	s := newShop(t)
	for _, tc := range []struct {
		from, to string
		interval orders.SalesInterval
		field    string
	}{
		{"2026-13-01", "2026-12-31", orders.Day, "from"},
		{"yesterday", "2026-12-31", orders.Day, "from"},
		{"2026-01-01", "2026-02-30", orders.Day, "to"},
		{"2026-01-01", "2026-1-31", orders.Day, "to"},
		{"2026-01-01", "'; DROP TABLE orders; --", orders.Day, "to"},
		{"2026-03-02", "2026-03-01", orders.Day, "to"},
		{"2026-01-01", "2026-01-31", "YEAR", "interval"},
		{"2026-01-01", "2026-01-31", "", "interval"},
		{"2025-01-01", "2026-02-05", orders.Day, "from"},   // 401 days
		{"2000-01-01", "2026-12-31", orders.Week, "from"},  // 1,409 weeks
		{"1990-01-01", "2026-12-31", orders.Month, "from"}, // 444 months
		{"0001-01-01", "9999-12-31", orders.Day, "from"},
	} {
		_, err := orders.Sales(adminCtx, s.c, tc.from, tc.to, tc.interval)
		e, _ := apierr.From(err)
		if e == nil || e.Code != apierr.Validation || e.Status() != 400 || e.Fields[tc.field] == "" || !strings.HasPrefix(e.Message, tc.field+" ") {
			t.Errorf("%s to %s by %q: %v, want a 400 about %s", tc.from, tc.to, tc.interval, err, tc.field)
		}
	}
	if rep, err := orders.Sales(adminCtx, s.c, "2025-01-01", "2026-02-04", orders.Day); err != nil || len(rep.Buckets) != 400 {
		t.Errorf("400 days are allowed: %v", err)
	}
	if _, err := orders.Sales(visitorCtx, s.c, "2026-01-01", "2026-01-31", orders.Day); code(err) != apierr.Unauthenticated {
		t.Errorf("a visitor read the sales: %v", err)
	}
	if _, err := orders.Sales(customerCtx, s.c, "2026-01-01", "2026-01-31", orders.Day); code(err) != apierr.Forbidden {
		t.Errorf("a customer read the sales: %v", err)
	}
	if _, err := orders.Counts(customerCtx, s.c, time.Now()); code(err) != apierr.Forbidden {
		t.Errorf("a customer read the counts: %v", err)
	}
	if _, err := orders.Counts(visitorCtx, s.c, time.Now()); code(err) != apierr.Unauthenticated {
		t.Errorf("a visitor read the counts: %v", err)
	}
}

// TestDashboardCounts counts what the filtered tables list, leaving out the trash,
// archived orders and subscribers not (or no longer) confirmed in the last 7 days.
func TestDashboardCounts(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		sys := testdb.System()
		now := time.Date(2026, 3, 10, 15, 0, 0, 0, time.UTC)
		pkg := seedShop(t, c)
		s := &shop{c: c, pkg: pkg}
		for range 3 {
			s.order(t, customerCtx)
		}
		archived, paid := s.order(t, customerCtx), s.order(t, customerCtx)
		if _, err := orders.Archive(adminCtx, c, archived.ID, true); err != nil {
			t.Fatal(err)
		}
		s.mark(t, paid, order.PaymentStatusPaid)

		msg := func(status string) int {
			m := c.Message.Create().SetEmailAddress("a@example.com").SetSubject("s").SetMessage("m").SaveX(sys)
			if status == "Read" {
				c.Message.UpdateOne(m).SetMessageStatus("Read").ExecX(sys)
			}
			return m.ID
		}
		msg("UnRead")
		msg("UnRead")
		msg("Read")
		if _, err := lifecycle.Delete(adminCtx, c, msg("UnRead")); err != nil { // to the trash
			t.Fatal(err)
		}

		sub := func(email string, status subscriber.Status, signedUp time.Time) {
			q := c.Subscriber.Create().SetEmail(email).SetStatus(status).SetCreatedAt(signedUp)
			if status == subscriber.StatusConfirmed {
				q.SetConfirmedAt(signedUp.Add(time.Minute))
			}
			q.ExecX(sys)
		}
		sub("new@example.com", subscriber.StatusConfirmed, time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC)) // 7 days ago, at midnight
		sub("today@example.com", subscriber.StatusConfirmed, now)
		sub("old@example.com", subscriber.StatusConfirmed, time.Date(2026, 3, 2, 23, 59, 59, 0, time.UTC))
		sub("pending@example.com", subscriber.StatusPending, now)
		sub("left@example.com", subscriber.StatusUnsubscribed, now)

		got, err := orders.Counts(adminCtx, c, now)
		if err != nil {
			t.Fatal(err)
		}
		if *got != (orders.DashboardCounts{UnreadMessages: 2, NewSubscribers: 2, Since: "2026-03-03", UnpaidOrders: 3}) {
			t.Fatalf("counts %+v", *got)
		}
	})
}
