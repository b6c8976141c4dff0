package orders_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent/ipnmessage"
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
	c, _ := testdb.Open(b, url)
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("VERIFIED")) }))
	b.Cleanup(verify.Close)
	p := orders.PayPal{VerifyURL: verify.URL, HTTP: orders.DefaultHTTP()}
	s := &shop{c: c, paypal: p}
	s.pkg = seedShop(b, c)
	workers := river.NewWorkers()
	river.AddWorker(workers, &orders.NoticeWorker{PayPal: p, Client: c})
	q := testdb.Queue(b, url, queue.Options{Workers: workers})
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
		if err := q.Start(context.Background()); err != nil {
			b.Fatal(err)
		}
		for c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusApplied)).CountX(adminCtx) < n {
			time.Sleep(20 * time.Millisecond)
		}
		all := time.Since(start)
		_ = q.Stop(context.Background())
		b.ReportMetric(float64(n)/intake.Seconds(), "intake/s")
		b.ReportMetric(float64(n)/(all-intake).Seconds(), "applied/s")
	}
}
