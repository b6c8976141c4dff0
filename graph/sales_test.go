package graph_test

import (
	"strings"
	"testing"

	"seoagency/testdb"
)

// TestSalesReportAPI: the admin's sales report and counts through GraphQL: a bad range is a
// VALIDATION error naming the field; visitors and customers are refused.
func TestSalesReportAPI(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	var got struct {
		SalesReport struct {
			Buckets []struct{ Start, End, Paid, Refunded string }
			Paid    string
		}
		DashboardCounts struct{ UnpaidOrders int }
	}
	gql.As(admin).Must(t, `{ salesReport(from: "2026-03-01", to: "2026-03-31", interval: WEEK) { buckets { start end paid refunded } paid } dashboardCounts { unpaidOrders } }`, nil, &got)
	b := got.SalesReport.Buckets
	if len(b) != 6 || b[0].Start != "2026-03-01" || b[0].End != "2026-03-01" || b[1].Start != "2026-03-02" || b[5].End != "2026-03-31" || b[5].Paid != "0.00" || got.SalesReport.Paid != "0.00" {
		t.Fatalf("report %+v", got.SalesReport)
	}
	for query, field := range map[string]string{
		`{ salesReport(from: "2026-02-30", to: "2026-03-31", interval: DAY) { paid } }`: "from",
		`{ salesReport(from: "2026-03-02", to: "2026-03-01", interval: DAY) { paid } }`: "to",
		`{ salesReport(from: "2020-01-01", to: "2026-03-01", interval: DAY) { paid } }`: "from",
	} {
		r := gql.As(admin).Do(t, query, nil)
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[field] == "" || !strings.HasPrefix(r.Errors[0].Message, field+" ") {
			t.Errorf("%s: want a VALIDATION error on %s, got %s", query, field, r.Body)
		}
	}
	for _, query := range []string{`{ salesReport(from: "2026-03-01", to: "2026-03-31", interval: DAY) { paid } }`, `{ dashboardCounts { unreadMessages } }`} {
		if code := gql.As(visitor).Do(t, query, nil).Code(); code != "UNAUTHENTICATED" {
			t.Errorf("visitor: %s", code)
		}
		if code := gql.As(customer).Do(t, query, nil).Code(); code != "FORBIDDEN" {
			t.Errorf("customer: %s", code)
		}
	}
}
