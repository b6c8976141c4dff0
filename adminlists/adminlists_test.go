package adminlists_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"seoagency/adminlists"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/subscriber"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/rest"
	"seoagency/testdb"
)

var (
	admin    = &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner}
	customer = &auth.Viewer{UID: "c", Email: "ann.smith@example.com", EmailVerified: true}
	visitor  = &auth.Viewer{}
	adminCtx = auth.WithViewer(context.Background(), admin)
	sys      = testdb.System()
)

func day(s string) time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return t
}

// shop is the orders of the tests: names with LIKE's wildcards and quotes in them, one
// archived order, dates at the edges of days (UTC).
type shop struct {
	c   *ent.Client
	ids map[string]int
}

func newShop(t *testing.T, c *ent.Client) shop {
	t.Helper()
	rows := []struct {
		key, name, email, pkg, date string
		price                       money.Cents
		pay                         order.PaymentStatus
		status                      order.OrderStatus
	}{
		{"smith", "Ann Smith", "ann.smith@example.com", "Basic", "2026-03-01T00:00:00Z", 4900, order.PaymentStatusPaid, order.OrderStatusPending},
		{"smithy", "Bob SMITHERS", "bob@example.com", "Premium", "2026-03-02T23:59:59Z", 19900, order.PaymentStatusPaid, order.OrderStatusDelivered},
		{"jones", "Carl Jones", "carl@smith.example", "Standard", "2026-03-03T12:00:00Z", 9900, order.PaymentStatusUnPaid, order.OrderStatusPending},
		{"percent", "100% Dan", "dan@example.com", "Basic", "2026-03-04T00:00:00Z", 5000, order.PaymentStatusRefunded, order.OrderStatusPending},
		{"under", "Eve_Under", "eve@example.com", "Basic", "2026-03-05T00:00:00Z", 5100, order.PaymentStatusPaid, order.OrderStatusPending},
		{"quote", "Fay O'Brien \\ back", "fay@example.com", "Standard", "2026-03-06T00:00:00Z", 5200, order.PaymentStatusCancelled, order.OrderStatusPending},
		{"archived", "Gus Smith", "gus@example.com", "Basic", "2026-03-02T10:00:00Z", 4900, order.PaymentStatusPaid, order.OrderStatusPending},
	}
	s := shop{c: c, ids: map[string]int{}}
	for _, r := range rows {
		o := c.Order.Create().SetCustomerName(r.name).SetCustomerEmail(r.email).SetCustomerAddress("1 Main St").SetCustomerCountry("US").
			SetPackageName(r.pkg).SetPrice(r.price).SetPaymentStatus(r.pay).SetOrderStatus(r.status).SetOrderDate(day(r.date)).SaveX(sys)
		s.ids[r.key] = o.ID
	}
	c.Order.UpdateOneID(s.ids["archived"]).SetArchivedAt(time.Now()).ExecX(sys)
	return s
}

// keys lists the orders of the query, in its order, by their test names.
func (s shop) keys(t *testing.T, f adminlists.OrderFilter, sort string) []string {
	t.Helper()
	so, err := adminlists.ParseSort(sort, true)
	if err != nil {
		t.Fatal(err)
	}
	q, by, err := adminlists.Orders(adminCtx, s.c, f, so)
	if err != nil {
		t.Fatalf("%+v: %v", f, err)
	}
	conn, err := q.Paginate(adminCtx, nil, nil, nil, nil, ent.WithOrderOrder(by))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range conn.Edges {
		for k, id := range s.ids {
			if id == e.Node.ID {
				out = append(out, k)
			}
		}
	}
	return out
}

func ptr[T any](v T) *T { return &v }

func TestOrderFilters(t *testing.T) {
	for name, url := range map[string]string{"postgres": testdb.Postgres(t), "sqlite": testdb.SQLite(t)} {
		t.Run(name, func(t *testing.T) {
			c, _ := testdb.Open(t, url)
			s := newShop(t, c)
			cases := []struct {
				f    adminlists.OrderFilter
				sort string
				want []string
			}{
				{adminlists.OrderFilter{}, "", []string{"quote", "under", "percent", "jones", "smithy", "smith"}},
				{adminlists.OrderFilter{}, "date", []string{"smith", "smithy", "jones", "percent", "under", "quote"}},
				// name, e-mail and package, case aside; the archived order is not in the working list
				{adminlists.OrderFilter{Q: "smith"}, "", []string{"jones", "smithy", "smith"}},
				{adminlists.OrderFilter{Q: "  SMITH "}, "", []string{"jones", "smithy", "smith"}},
				{adminlists.OrderFilter{Q: "premium"}, "", []string{"smithy"}},
				{adminlists.OrderFilter{Payment: ptr(order.PaymentStatusPaid)}, "", []string{"under", "smithy", "smith"}},
				{adminlists.OrderFilter{Status: ptr(order.OrderStatusDelivered)}, "", []string{"smithy"}},
				// both days included, in UTC
				{adminlists.OrderFilter{From: "2026-03-02", To: "2026-03-04"}, "", []string{"percent", "jones", "smithy"}},
				{adminlists.OrderFilter{From: "2026-03-01", To: "2026-03-01"}, "", []string{"smith"}},
				{adminlists.OrderFilter{From: "2026-03-05"}, "", []string{"quote", "under"}},
				{adminlists.OrderFilter{To: "2026-03-01"}, "", []string{"smith"}},
				// together
				{adminlists.OrderFilter{Q: "smith", Payment: ptr(order.PaymentStatusPaid), From: "2026-03-02"}, "", []string{"smithy"}},
				{adminlists.OrderFilter{Q: "smith", Payment: ptr(order.PaymentStatusPaid)}, "-amount", []string{"smithy", "smith"}},
				// by amount, both ways
				{adminlists.OrderFilter{}, "amount", []string{"smith", "percent", "under", "quote", "jones", "smithy"}},
				{adminlists.OrderFilter{}, "-amount", []string{"smithy", "jones", "quote", "under", "percent", "smith"}},
				// LIKE's wildcards and quotes are text
				{adminlists.OrderFilter{Q: "%"}, "", []string{"percent"}},
				{adminlists.OrderFilter{Q: "_"}, "", []string{"under"}},
				{adminlists.OrderFilter{Q: "\\"}, "", []string{"quote"}},
				{adminlists.OrderFilter{Q: "o'brien"}, "", []string{"quote"}},
				{adminlists.OrderFilter{Q: "'; DROP TABLE orders; --"}, "", nil},
				{adminlists.OrderFilter{Q: "nobody"}, "", nil},
			}
			for _, tc := range cases {
				if got := s.keys(t, tc.f, tc.sort); !slices.Equal(got, tc.want) {
					t.Errorf("%+v sorted %q: %v, want %v", tc.f, tc.sort, got, tc.want)
				}
			}
		})
	}
}

// field is the field a refusal names (400).
func field(t *testing.T, err error) string {
	t.Helper()
	e, ok := apierr.From(err)
	if err == nil || !ok || e.Code != apierr.Validation {
		t.Fatalf("want a validation error, got %v", err)
	}
	for k := range e.Fields {
		return k
	}
	return ""
}

func TestHostileFilters(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	orderOf := func(q string) error {
		v, _ := url.ParseQuery(q)
		f, s, err := adminlists.OrderFilterOf(v)
		if err == nil {
			_, _, err = adminlists.Orders(adminCtx, c, f, s)
		}
		return err
	}
	for q, want := range map[string]string{
		"q=" + strings.Repeat("x", 10_000): "q",
		"q=" + strings.Repeat("é", 201):    "q",
		"from=2026-02-30":                  "from",
		"from=03/01/2026":                  "from",
		"to=yesterday":                     "to",
		"from=2026-03-05&to=2026-03-04":    "to",
		"payment=paid":                     "payment",
		"payment=%27%20OR%201%3D1":         "payment",
		"status=Shipped":                   "status",
		"sort=price":                       "sort",
		"sort=-date%3BDROP":                "sort",
	} {
		if got := field(t, orderOf(q)); got != want {
			t.Errorf("%.40s: names %q, want %q", q, got, want)
		}
	}
	if err := orderOf("q=" + strings.Repeat("é", 200) + "&from=2026-03-05&to=2026-03-05&payment=Paid&status=Pending&sort=amount"); err != nil {
		t.Errorf("the longest search and every filter: %v", err)
	}
	v := url.Values{"status": {"Pending"}}
	if _, _, err := adminlists.MessageFilterOf(v); field(t, err) != "status" {
		t.Error("a message status must be UnRead or Read")
	}
	if _, _, err := adminlists.SubscriberFilterOf(url.Values{"sort": {"amount"}}); field(t, err) != "sort" {
		t.Error("subscribers have no amount")
	}
	if f, _, err := adminlists.SubscriberFilterOf(url.Values{"status": {"Confirmed"}}); err != nil || *f.Status != subscriber.StatusConfirmed {
		t.Errorf("status=Confirmed: %v %v", f, err)
	}
	// Admins only, whoever asks and however.
	for _, v := range []*auth.Viewer{visitor, customer} {
		ctx := auth.WithViewer(context.Background(), v)
		_, _, errO := adminlists.Orders(ctx, c, adminlists.OrderFilter{}, adminlists.Sort{})
		_, _, errM := adminlists.Messages(ctx, c, adminlists.MessageFilter{}, adminlists.Sort{})
		_, _, errS := adminlists.Subscribers(ctx, c, adminlists.SubscriberFilter{}, adminlists.Sort{})
		for _, err := range []error{errO, errM, errS} {
			if !errors.Is(err, auth.ErrForbidden) && !errors.Is(err, auth.ErrUnauthenticated) {
				t.Errorf("%s: %v", v.Email, err)
			}
		}
	}
}

// TestGraphQL: the tables' root fields page under their filters; a customer, whose own
// orders match, and a visitor get nothing but a refusal.
func TestGraphQL(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	s := newShop(t, c)
	api := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{})}
	const q = `query($f: OrderFilter, $sort: String, $after: Cursor) { adminOrders(filter: $f, sort: $sort, first: 2, after: $after) {
		totalCount pageInfo { hasNextPage endCursor } edges { node { id customerName price } } } }`
	type page struct {
		AdminOrders struct {
			TotalCount int
			PageInfo   struct {
				HasNextPage bool
				EndCursor   string
			}
			Edges []struct {
				Node struct{ ID, CustomerName, Price string }
			}
		}
	}
	var got []string
	vars := map[string]any{"f": map[string]any{"q": "", "payment": "Paid"}, "sort": "-amount"}
	for {
		var p page
		api.As(admin).Must(t, q, vars, &p)
		if p.AdminOrders.TotalCount != 3 {
			t.Fatalf("totalCount %d, want 3", p.AdminOrders.TotalCount)
		}
		for _, e := range p.AdminOrders.Edges {
			got = append(got, e.Node.Price)
		}
		if !p.AdminOrders.PageInfo.HasNextPage {
			break
		}
		vars["after"] = p.AdminOrders.PageInfo.EndCursor
	}
	if want := []string{"199.00", "51.00", "49.00"}; !slices.Equal(got, want) {
		t.Errorf("Paid orders by amount, largest first, 2 a page: %v, want %v", got, want)
	}
	for _, v := range []*auth.Viewer{visitor, customer} {
		r := api.As(v).Do(t, `{ adminOrders(filter: {q: "smith"}, first: 5) { totalCount edges { node { id } } } }`, nil)
		if r.Code() != "FORBIDDEN" && r.Code() != "UNAUTHENTICATED" {
			t.Errorf("%s: %s", v.Email, r.Body)
		}
		for _, f := range []string{`adminMessages(first: 5) { totalCount }`, `adminSubscribers(first: 5) { totalCount }`} {
			if r := api.As(v).Do(t, "{ "+f+" }", nil); r.Code() != "FORBIDDEN" && r.Code() != "UNAUTHENTICATED" {
				t.Errorf("%s %s: %s", v.Email, f, r.Body)
			}
		}
	}
	r := api.As(admin).Do(t, `{ adminOrders(filter: {from: "2026-3-1"}, first: 5) { totalCount } }`, nil)
	if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["from"] != "date" {
		t.Errorf("a bad date: %s", r.Body)
	}
	r = api.As(admin).Do(t, `{ adminOrders(filter: {payment: Lost}, first: 5) { totalCount } }`, nil)
	if len(r.Errors) == 0 {
		t.Errorf("an unknown payment status: %s", r.Body)
	}
	_ = s

	// Messages and subscribers: search, status, dates.
	c.Message.Create().SetFullName("Zoe").SetEmailAddress("zoe@example.com").SetSubject("Refund please").SetCreatedAt(day("2026-04-01T10:00:00Z")).SaveX(sys)
	c.Message.Create().SetFullName("Yan").SetEmailAddress("yan@example.com").SetSubject("Hello").SetMessageStatus(message.MessageStatusRead).
		SetCreatedAt(day("2026-04-02T10:00:00Z")).SaveX(sys)
	var m struct{ AdminMessages struct{ TotalCount int } }
	api.As(admin).Must(t, `{ adminMessages(filter: {q: "REFUND", status: UnRead, from: "2026-04-01", to: "2026-04-01"}, first: 3) { totalCount } }`, nil, &m)
	if m.AdminMessages.TotalCount != 1 {
		t.Errorf("messages: %+v", m)
	}
	c.Subscriber.Create().SetEmail("new@example.com").SetCreatedAt(day("2026-04-03T00:00:00Z")).SaveX(sys)
	c.Subscriber.Create().SetEmail("old@example.com").SetStatus(subscriber.StatusConfirmed).SetCreatedAt(day("2026-01-03T00:00:00Z")).SaveX(sys)
	var sub struct {
		AdminSubscribers struct {
			Edges []struct{ Node struct{ Email string } }
		}
	}
	api.As(admin).Must(t, `{ adminSubscribers(filter: {from: "2026-04-03"}, first: 5) { edges { node { email } } } }`, nil, &sub)
	if len(sub.AdminSubscribers.Edges) != 1 || sub.AdminSubscribers.Edges[0].Node.Email != "new@example.com" {
		t.Errorf("subscribers since 2026-04-03: %+v", sub)
	}
	api.As(admin).Must(t, `{ adminSubscribers(filter: {status: Confirmed, q: "OLD@"}, first: 5) { edges { node { email } } } }`, nil, &sub)
	if len(sub.AdminSubscribers.Edges) != 1 || sub.AdminSubscribers.Edges[0].Node.Email != "old@example.com" {
		t.Errorf("confirmed subscribers: %+v", sub)
	}
}

// get asks the REST API for path as v.
func get(h http.Handler, v *auth.Viewer, path string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	req = req.WithContext(auth.WithViewer(req.Context(), v))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w
}

// readCSV checks the file's headers and BOM and returns its rows, the header first.
func readCSV(t *testing.T, w *httptest.ResponseRecorder, name string) [][]string {
	t.Helper()
	if w.Code != 200 {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	if ct := w.Header().Get("Content-Type"); ct != "text/csv; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	want := `attachment; filename="` + name + "-" + time.Now().UTC().Format(time.DateOnly) + `.csv"`
	if cd := w.Header().Get("Content-Disposition"); cd != want {
		t.Errorf("Content-Disposition %q, want %q", cd, want)
	}
	body := w.Body.Bytes()
	if !bytes.HasPrefix(body, []byte("\xEF\xBB\xBF")) {
		t.Fatalf("no UTF-8 BOM: %q", body[:min(len(body), 10)])
	}
	rows, err := csv.NewReader(bytes.NewReader(body[3:])).ReadAll()
	if err != nil {
		t.Fatalf("not CSV: %v\n%s", err, body)
	}
	return rows
}

func TestCSVExport(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	s := newShop(t, c)
	h := rest.Handler(c, rest.Deps{})

	// Exactly as filtered, in the table's order, amounts with 2 decimals, dates in ISO form.
	rows := readCSV(t, get(h, admin, "/api/export/orders.csv?q=smith&payment=Paid&sort=-amount&page=2"), "orders")
	want := [][]string{
		{"Order ID", "Order date", "Customer name", "Customer e-mail", "Customer address", "Country", "Package", "Amount (USD)", "Refunded (USD)", "Order status", "Payment status"},
		{fmt.Sprint(s.ids["smithy"]), "2026-03-02T23:59:59Z", "Bob SMITHERS", "bob@example.com", "1 Main St", "US", "Premium", "199.00", "0.00", "Delivered", "Paid"},
		{fmt.Sprint(s.ids["smith"]), "2026-03-01T00:00:00Z", "Ann Smith", "ann.smith@example.com", "1 Main St", "US", "Basic", "49.00", "0.00", "Pending", "Paid"},
	}
	if !slices.EqualFunc(rows, want, slices.Equal) {
		t.Errorf("orders.csv:\n got %q\nwant %q", rows, want)
	}

	// Hostile cells: formulas neutralised, quotes, commas, line breaks and unicode kept.
	hostile := map[string]string{
		`=HYPERLINK("http://evil.example","Click")`: `'=HYPERLINK("http://evil.example","Click")`,
		"+1":                      "'+1",
		"-1+2":                    "'-1+2",
		"@SUM(A1:A2)":             "'@SUM(A1:A2)",
		"\t=1":                    "'\t=1",
		"\r=1":                    "'\r=1",
		`He said "hi", then left`: `He said "hi", then left`,
		"two\nlines":              "two\nlines",
		"Zoë 😀 日本":                "Zoë 😀 日本",
		"a=b":                     "a=b",
	}
	// Stored texts are trimmed (a leading tab or CR never reaches the database; Cell is
	// checked on them below): the others go through the whole export.
	stored := 0
	for subject := range hostile {
		if strings.TrimSpace(subject) == subject {
			c.Message.Create().SetFullName("x" + subject).SetSubject(subject).SetEmailAddress("h@example.com").SaveX(sys)
			stored++
		}
	}
	rows = readCSV(t, get(h, admin, "/api/export/messages.csv?q=h%40example.com"), "messages")
	if rows[0][6] != "Subject" || len(rows) != 1+stored {
		t.Fatalf("messages.csv: %q", rows)
	}
	for _, r := range rows[1:] {
		if raw := strings.TrimPrefix(r[2], "x"); r[6] != hostile[raw] {
			t.Errorf("subject %q exported as %q, want %q", raw, r[6], hostile[raw])
		}
	}
	for in, want := range hostile {
		if got := adminlists.Cell(in); got != want {
			t.Errorf("Cell(%q) = %q, want %q", in, got, want)
		}
	}

	// Admins only; a bad filter is a 400 naming it, before any byte of a file.
	if w := get(h, customer, "/api/export/orders.csv"); w.Code != 403 || w.Header().Get("Content-Disposition") != "" {
		t.Errorf("a customer: %d %s", w.Code, w.Body)
	}
	if w := get(h, visitor, "/api/export/subscribers.csv"); w.Code != 401 {
		t.Errorf("a visitor: %d", w.Code)
	}
	if w := get(h, admin, "/api/export/orders.csv?from=2026-03-05&to=2026-03-01"); w.Code != 400 || !strings.Contains(w.Body.String(), `"to":"range"`) {
		t.Errorf("from after to: %d %s", w.Code, w.Body)
	}
}

// TestCSVBatches: a list longer than a batch comes whole, in order, each row once, both ways.
func TestCSVBatches(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	const n = 2*adminlists.BatchSize + 7
	start := day("2026-01-01T00:00:00Z")
	bulk := make([]*ent.SubscriberCreate, n)
	for i := range bulk {
		// Pairs share a sign-up time: the id breaks the tie, so no row is lost between batches.
		bulk[i] = c.Subscriber.Create().SetEmail(fmt.Sprintf("r%04d@example.com", i)).SetCreatedAt(start.Add(time.Duration(i/2) * time.Minute))
	}
	c.Subscriber.CreateBulk(bulk...).SaveX(sys)
	h := rest.Handler(c, rest.Deps{})
	for _, sort := range []string{"date", "-date"} {
		rows := readCSV(t, get(h, admin, "/api/export/subscribers.csv?sort="+sort), "subscribers")[1:]
		if len(rows) != n {
			t.Fatalf("sort=%s: %d rows, want %d", sort, len(rows), n)
		}
		seen := map[string]bool{}
		for i, r := range rows {
			if seen[r[1]] {
				t.Fatalf("sort=%s: %s twice", sort, r[1])
			}
			seen[r[1]] = true
			if i > 0 && (sort == "date") != (rows[i-1][3] <= r[3]) && rows[i-1][3] != r[3] {
				t.Fatalf("sort=%s: row %d out of order: %v after %v", sort, i, r, rows[i-1])
			}
		}
		if rows[0][2] != "Pending" || rows[0][4] != "" {
			t.Errorf("status and confirmation: %v", rows[0])
		}
	}
	rows := readCSV(t, get(h, admin, "/api/export/subscribers.csv?q=R000&from=2026-01-01&to=2026-01-01"), "subscribers")
	if len(rows) != 1+10 || rows[0][1] != "E-mail" {
		t.Errorf("r0000…r0009: %d rows", len(rows))
	}
}
