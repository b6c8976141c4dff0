package graph_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/changes"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/store"
	"seoagency/testdb"
)

const homeQuery = `query HomeQuery { banners(first: 1) { edges { node { bannerHeading } } } ...Rest }
fragment Rest on Query { serviceItems(first: 20) { edges { node { serviceTitle } } } pricingPackages(first: 3) { edges { node { packageName packagePrice } } } counters(first: 1) { edges { node { happyClientsNumber } } } }`

const dashboardQuery = `query Dashboard { totalSales orders(first: 5) { totalCount edges { node { id customerName price paymentStatus orderDateText } } } subscribers(first: 5) { totalCount edges { node { email } } } }`

// count runs one GraphQL GET or POST through h and returns the answer and its SQL statements.
func count(t *testing.T, h http.Handler, v *auth.Viewer, method, id, query, etag string) (*httptest.ResponseRecorder, int64) {
	var req *http.Request
	if method == "GET" {
		req = httptest.NewRequest("GET", "/graphql?id="+url.QueryEscape(id), nil)
	} else {
		body := fmt.Sprintf(`{"query": %q}`, query)
		if id != "" {
			body = fmt.Sprintf(`{"id": %q}`, id)
		}
		req = httptest.NewRequest("POST", "/graphql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
	}
	if etag != "" {
		req.Header.Set("If-None-Match", etag)
	}
	ctx, n := store.WithStatementCounter(auth.WithViewer(req.Context(), v))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req.WithContext(ctx))
	return w, n.Load()
}

func TestPublicQueryCacheAndETag(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	testdb.Seed(t, c)
	queries := map[string]string{"home": homeQuery, "viewer": `query V { viewer { email } banners(first: 1) { totalCount } }`,
		"edited": `query E { banners(first: 1) { edges { node { bannerHeading updatedBy } } } }`}
	cache := graph.NewCache(queries, graph.DefaultCacheBytes)
	if !cache.Cacheable("home") || cache.Cacheable("viewer") {
		t.Fatal("the home query must be cacheable and a viewer query not")
	}
	changes.Watch(c).Subscribe(cache.Invalidate)
	h := graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits, Queries: queries, PersistedOnly: true, Cache: cache})

	cold, coldSQL := count(t, h, visitor, "GET", "home", "", "")
	warm, warmSQL := count(t, h, visitor, "GET", "home", "", "")
	t.Logf("home query: %d statements cold, %d warm", coldSQL, warmSQL)
	if cold.Code != 200 || warm.Body.String() != cold.Body.String() || !strings.Contains(cold.Body.String(), "Grow Your Business") {
		t.Fatalf("cached answer differs: %s", warm.Body.String())
	}
	if coldSQL == 0 || coldSQL > 6 || warmSQL > 1 {
		t.Fatalf("statements: %d cold, %d warm", coldSQL, warmSQL)
	}
	etag := warm.Header().Get("ETag")
	if etag == "" || warm.Header().Get("Cache-Control") != graph.CDNCacheControl {
		t.Fatalf("no ETag/Cache-Control: %v", warm.Header())
	}
	if w, _ := count(t, h, visitor, "GET", "home", "", etag); w.Code != http.StatusNotModified {
		t.Fatalf("revalidation: %d", w.Code)
	}

	// An admin's edit shows at once: the cache is dropped on commit.
	gql := api(c).As(admin)
	banner := c.Banner.Query().OnlyIDX(sys)
	gql.Must(t, `mutation($id: ID!) { updateBanner(id: $id, input: {bannerHeading: "Fresh heading"}) { id } }`, map[string]any{"id": banner}, nil)
	after, _ := count(t, h, visitor, "GET", "home", "", etag)
	if after.Code != 200 || !strings.Contains(after.Body.String(), "Fresh heading") {
		t.Fatalf("stale after an edit: %d %s", after.Code, after.Body.String())
	}

	// Who saved last is for admins. A signed-in caller's answer is neither read from the
	// cache nor kept in it, so the admin's e-mail never reaches a visitor.
	for range 2 {
		w, n := count(t, h, admin, "GET", "edited", "", "")
		if n == 0 || !strings.Contains(w.Body.String(), `"updatedBy":"admin@example.com"`) || w.Header().Get("Cache-Control") != "no-store" {
			t.Fatalf("the admin's answer (%d statements): %v %s", n, w.Header(), w.Body.String())
		}
	}
	for i, want := range []bool{true, false} {
		w, n := count(t, h, visitor, "GET", "edited", "", "")
		if (n > 0) != want || !strings.Contains(strings.ReplaceAll(w.Body.String(), " ", ""), `"updatedBy":""`) || strings.Contains(w.Body.String(), "admin@") {
			t.Fatalf("the visitor's answer %d (%d statements): %s", i, n, w.Body.String())
		}
	}
	var node struct{ Node struct{ UpdatedBy string } }
	api(c).As(visitor).Must(t, `query($id: ID!) { node(id: $id) { ... on Banner { updatedBy } } }`, map[string]any{"id": banner}, &node)
	if node.Node.UpdatedBy != "" {
		t.Fatalf("node() shows a visitor who saved last: %q", node.Node.UpdatedBy)
	}
	if w, n := count(t, h, customer, "GET", "edited", "", ""); n == 0 || !strings.Contains(w.Body.String(), `"updatedBy":""`) {
		t.Fatalf("a customer's answer (%d statements): %s", n, w.Body.String())
	}
}

// TestStatementsDoNotGrowWithRows: the home and dashboard queries send the same
// number of statements whatever the number of rows (no N+1).
func TestStatementsDoNotGrowWithRows(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	testdb.Seed(t, c)
	h := graph.NewHandler(c, orders.PayPal{})
	pkg := c.PricingPackage.Query().FirstX(sys)
	c.PaymentSetting.Create().SetPaypalEmail("shop@example.com").ExecX(sys) // orders are taken
	addOrders := func(n int) {
		ctx := auth.WithViewer(context.Background(), customer)
		for i := 0; i < n; i++ {
			if _, err := orders.Create(ctx, c, orders.NewOrder{PackageID: pkg.ID, CustomerName: "N", CustomerAddress: "A", CustomerCountry: "US"}); err != nil {
				t.Fatal(err)
			}
			c.Subscriber.Create().SetEmail(fmt.Sprintf("s%d-%d@example.com", n, i)).ExecX(sys)
			c.ServiceItem.Create().SetServiceIcon("/i.svg").SetServiceTitle("T").SetServiceDetails("D").ExecX(sys)
		}
	}
	measure := func() (home, dash int64) {
		_, home = count(t, h, visitor, "POST", "", homeQuery, "")
		_, dash = count(t, h, admin, "POST", "", dashboardQuery, "")
		return
	}
	addOrders(2)
	home1, dash1 := measure()
	addOrders(12)
	home2, dash2 := measure()
	t.Logf("statements: home %d → %d, dashboard %d → %d", home1, home2, dash1, dash2)
	if home1 != home2 || dash1 != dash2 {
		t.Fatalf("statements grow with rows: home %d → %d, dashboard %d → %d", home1, home2, dash1, dash2)
	}
	if home1 > 8 || dash1 > 6 {
		t.Fatalf("too many statements: home %d, dashboard %d", home1, dash1)
	}
}

// TestCacheBoundedByBytes: a flood of public queries with ever new variable values
// (and variables the query does not declare) keeps the cache within its bytes, the
// most recent answers kept.
func TestCacheBoundedByBytes(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	queries := map[string]string{"page": `query Page($n: Int) { banners(first: $n) { totalCount } }`}
	const bound = 4 << 10
	cache := graph.NewCache(queries, bound)
	h := graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits, Queries: queries, PersistedOnly: true, Cache: cache})
	get := func(vars string) *httptest.ResponseRecorder {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/graphql?id=page&variables="+url.QueryEscape(vars), nil))
		if w.Code != 200 {
			t.Fatalf("%s: %d %s", vars, w.Code, w.Body.String())
		}
		return w
	}
	// Junk variables the query does not declare make no new entry.
	for i := range 500 {
		get(fmt.Sprintf(`{"n":1,"junk%d":%q}`, i, strings.Repeat("x", 1000)))
	}
	if n, b := cache.Size(); n != 1 {
		t.Fatalf("undeclared variables made %d entries (%d bytes)", n, b)
	}
	most := 0
	for i := range 100 {
		get(fmt.Sprintf(`{"n":%d}`, i))
		n, b := cache.Size()
		most = max(most, b)
		if b > bound {
			t.Fatalf("after %d values the cache holds %d bytes in %d entries, past its bound of %d", i+1, b, n, bound)
		}
	}
	n, b := cache.Size()
	fmt.Printf("cache: 600 requests, 101 distinct keys: %d entries kept, %d bytes (bound %d, most %d)\n", n, b, bound, most)
	hits := cache.Hits.Load()
	get(`{"n":99}`) // the latest is kept
	if cache.Hits.Load() != hits+1 {
		t.Fatal("the most recent answer was evicted")
	}
}
