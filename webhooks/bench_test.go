package webhooks_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"seoagency/ent"
	"seoagency/ent/webhookdelivery"
	"seoagency/testdb"
	"seoagency/webhooks"
)

// BenchmarkDeliveries prints webhook deliveries per second to a local receiver (docs/benchmarks.md):
// b.N events are written first (one endpoint, each event its own order, so none waits for
// another), then the queue is worked as the server works it (4 jobs at once per process,
// PostgreSQL) and timed until every delivery is logged delivered. Each delivery is a job
// fetched, its row read, a signed POST answered 204, and its log and endpoint written.
//
//	go test -run '^$' -bench Deliveries -benchtime 2000x ./webhooks/
func BenchmarkDeliveries(b *testing.B) {
	s := openSite(b)
	var got atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.Add(1)
		w.WriteHeader(http.StatusNoContent)
	}))
	b.Cleanup(srv.Close)
	s.endpoint(b, srv.URL, webhooks.OrderPaid)
	for start := 0; start < b.N; start += 500 {
		err := ent.WithTx(testdb.System(), s.c, func(ctx context.Context, c *ent.Client) error {
			for i := start; i < min(start+500, b.N); i++ {
				err := webhooks.Emit(ctx, c, webhooks.Event{Type: webhooks.OrderPaid, Subject: "order:" + strconv.Itoa(i),
					Data: func() (any, error) {
						return map[string]any{"order": map[string]any{"id": strconv.Itoa(i), "amountDue": "199.00"}}, nil
					}})
				if err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	start := time.Now()
	s.work(b, &webhooks.Worker{AttemptTimeout: 5 * time.Second})
	ctx := testdb.System()
	for {
		n, err := s.c.WebhookDelivery.Query().Where(webhookdelivery.StatusEQ(webhookdelivery.StatusSucceeded)).Count(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if n == b.N {
			break
		}
		if time.Since(start) > 10*time.Minute {
			b.Fatalf("%d of %d delivered after 10 minutes", n, b.N)
		}
		time.Sleep(20 * time.Millisecond)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	if got.Load() != int64(b.N) {
		b.Errorf("the receiver got %d requests for %d events", got.Load(), b.N)
	}
	b.ReportMetric(float64(b.N)/elapsed.Seconds(), "deliveries/s")
}
