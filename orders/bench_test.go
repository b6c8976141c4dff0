package orders_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/testdb"
)

// BenchmarkNoticeJobs: PayPal notices through the real queue on PostgreSQL, from
// intake to a Paid order, with a local verify endpoint. It reports notices/s.
//
//	go test ./orders -run '^$' -bench NoticeJobs -benchtime 1x
func BenchmarkNoticeJobs(b *testing.B) {
	const n = 500
	url := testdb.Postgres(b)
	c, db := testdb.Open(b, url)
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("VERIFIED")) }))
	b.Cleanup(verify.Close)
	p := orders.PayPal{VerifyURL: verify.URL, HTTP: orders.DefaultHTTP()}
	s := &shop{c: c, paypal: p}
	s.pkg = seedShop(b, c)
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: p, Client: c})
	q := testdb.Queue(b, url, db)
	notices := make([][]byte, n)
	for i := range notices {
		notices[i] = ipn(s.order(b, customerCtx), "BENCH-"+itoa(i), nil)
	}
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		for _, raw := range notices {
			if err := p.Receive(context.Background(), c, q, raw); err != nil {
				b.Fatal(err)
			}
		}
		intake := time.Since(start)
		r, err := q.Work(context.Background(), queue.Work{Workers: workers})
		if err != nil {
			b.Fatal(err)
		}
		for c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusApplied)).CountX(adminCtx) < n {
			time.Sleep(20 * time.Millisecond)
		}
		all := time.Since(start)
		_ = r.Stop(context.Background())
		b.ReportMetric(float64(n)/intake.Seconds(), "intake/s")
		b.ReportMetric(float64(n)/(all-intake).Seconds(), "applied/s")
	}
}

// BenchmarkSalesReport: the dashboard's sales report over a year, by day and by month, of
// 10,000 paid orders (one in ten partly refunded) spread over that year, on each database.
//
//	go test ./orders -run '^$' -bench SalesReport -benchtime 20x
func BenchmarkSalesReport(b *testing.B) {
	for name, url := range map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite} {
		b.Run(name, func(b *testing.B) {
			c, _ := testdb.Open(b, url(b))
			sys := testdb.System()
			end := time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC)
			const n, batch = 10_000, 1_000
			for first := 0; first < n; first += batch {
				creates := make([]*ent.OrderCreate, batch)
				for i := range creates {
					creates[i] = c.Order.Create().SetCustomerName("Jane").SetCustomerEmail("jane@example.com").SetCustomerAddress("1 Main St").
						SetCustomerCountry("USA").SetPackageName("Premium").SetPrice(19999).SetPaymentStatus(order.PaymentStatusPaid)
				}
				made := c.Order.CreateBulk(creates...).SaveX(sys)
				var events []*ent.OrderEventCreate
				for i, o := range made {
					at := end.Add(-time.Duration((first+i)%365) * 24 * time.Hour).Add(time.Duration(i) * time.Minute)
					amount := o.Price
					events = append(events, c.OrderEvent.Create().SetOrderID(o.ID).SetChange(orderevent.ChangePaymentStatus).
						SetFrom("UnPaid").SetTo("Paid").SetActor("PayPal").SetAmount(amount).SetCreatedAt(at))
					if i%10 == 0 {
						events = append(events, c.OrderEvent.Create().SetOrderID(o.ID).SetChange(orderevent.ChangeRefund).
							SetFrom("Paid").SetTo("Paid").SetActor("PayPal").SetAmount(5001).SetCreatedAt(at.Add(time.Hour)))
					}
				}
				c.OrderEvent.CreateBulk(events...).ExecX(sys)
			}
			for _, interval := range []orders.SalesInterval{orders.Day, orders.Month} {
				b.Run(string(interval), func(b *testing.B) {
					for b.Loop() {
						rep, err := orders.Sales(adminCtx, c, "2026-01-01", "2026-12-31", interval)
						if err != nil || rep.Payments != n || rep.Refunded != n/10*5001 {
							b.Fatalf("%v: %d payments, %s refunded", err, rep.Payments, rep.Refunded)
						}
					}
				})
			}
		})
	}
}
