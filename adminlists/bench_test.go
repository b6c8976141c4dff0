package adminlists_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/testdb"
)

// BenchmarkFilteredFirstPage: 100,000 orders on PostgreSQL, the first page of the admin's
// orders table filtered and sorted as a busy admin would (search, payment status, a date,
// by amount) through the real GraphQL handler. It prints p50 and p99 (target: p99 under
// 50 ms) and the plans PostgreSQL chose.
//
//	go test ./adminlists -run '^$' -bench FilteredFirstPage -benchtime 1x
func BenchmarkFilteredFirstPage(b *testing.B) {
	const rows, runs = 100_000, 300
	url := testdb.Postgres(b)
	c, db := testdb.Open(b, url)
	if _, err := db.Exec(fmt.Sprintf(`INSERT INTO orders (created_at, updated_at, order_date, customer_name, customer_email, customer_address,
		customer_country, package_name, price, order_status, payment_status)
		SELECT now(), now(), timestamptz '2026-01-01' + g * interval '5 minutes',
		       (ARRAY['Ann','Bob','Carl','Dora','Eve'])[1 + g %% 5] || ' ' || (ARRAY['Smith','Jones','Brown','Miller','Garcia','Wilson','Moore'])[1 + g %% 7] || g,
		       'buyer' || g || '@example.com', g || ' Main Street', 'USA', (ARRAY['Basic','Standard','Premium'])[1 + g %% 3],
		       (ARRAY[4900, 9900, 19900])[1 + g %% 3] + g %% 100, CASE WHEN g %% 4 = 0 THEN 'Delivered' ELSE 'Pending' END,
		       (ARRAY['UnPaid','Paid','Paid','Cancelled'])[1 + g %% 4]
		FROM generate_series(1, %d) g`, rows)); err != nil {
		b.Fatal(err)
	}
	// As autovacuum leaves a table of this size: statistics, and a visibility map that
	// lets counts read the indexes alone.
	if _, err := db.Exec("VACUUM ANALYZE orders"); err != nil {
		b.Fatal(err)
	}
	api := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{})}.As(admin)
	cases := []struct{ name, filter, sort string }{
		{"q=smith&payment=Paid&from=2026-03-01, by amount", `{q: "smith", payment: Paid, from: "2026-03-01"}`, "-amount"},
		{"q=buyer4242 (one e-mail)", `{q: "buyer4242@"}`, "-date"},
		{"payment=UnPaid (a dashboard link)", `{payment: UnPaid}`, "-date"},
		{"no filter, by amount", `{}`, "amount"},
	}
	for range b.N {
		for _, tc := range cases {
			q := fmt.Sprintf(`{ adminOrders(filter: %s, sort: %q, first: 10) { totalCount edges { node { id customerName price } } } }`, tc.filter, tc.sort)
			var lat []time.Duration
			for i := 0; i < runs; i++ {
				start := time.Now()
				api.Must(b, q, nil, nil)
				lat = append(lat, time.Since(start))
			}
			slices.Sort(lat)
			pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
			fmt.Printf("%-44s p50 %6.2f ms  p99 %6.2f ms  (%d orders, %d requests)\n", tc.name, pct(0.5), pct(0.99), rows, runs)
		}
	}
	b.StopTimer()
	for _, plan := range []string{
		`SELECT id FROM orders WHERE archived_at IS NULL AND (customer_name ILIKE '%smith%' OR customer_email ILIKE '%smith%' OR package_name ILIKE '%smith%')
		 AND payment_status = 'Paid' AND order_date >= '2026-03-01' ORDER BY price DESC, id DESC LIMIT 11`,
		`SELECT id FROM orders WHERE archived_at IS NULL AND payment_status = 'UnPaid' ORDER BY order_date DESC, id DESC LIMIT 11`,
	} {
		r, err := db.Query("EXPLAIN (ANALYZE, COSTS OFF) " + plan)
		if err != nil {
			b.Fatal(err)
		}
		for r.Next() {
			var line string
			_ = r.Scan(&line)
			fmt.Println("  " + line)
		}
		r.Close()
		fmt.Println()
	}
}
