package server_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"seoagency/admins"
	"seoagency/auth/authtest"
	"seoagency/changes"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/gqltest"
	"seoagency/mailtest"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/redirects"
	"seoagency/server"
	"seoagency/store"
	"seoagency/testdb"
)

// site is the whole server on a fresh seeded PostgreSQL database, verifying real
// tokens of the Firebase Auth emulator.
type site struct {
	h      http.Handler
	srv    *server.Server
	client *ent.Client
	db     *sql.DB
	gql    gqltest.Client
	cfg    config.Config
	mail   *mailtest.Server // the site's SMTP server
}

func newSite(t *testing.T, env map[string]string) *site {
	t.Helper()
	cfg, d, mail := newDeps(t, env)
	testdb.Work(t, d.Queue, server.Work(cfg, d))
	srv := server.New(cfg, d)
	t.Cleanup(srv.Close) // before the database goes: it stops painting and listening
	h := srv.Handler()
	s := &site{h: h, srv: srv, client: d.Client, db: d.DB, gql: gqltest.Client{H: h}, cfg: cfg, mail: mail}
	// Ready once the public pages are painted (or left to the browser), as a load balancer waits.
	for deadline := time.Now().Add(10 * time.Second); s.get(t, "/readyz").Code != 200; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("/readyz: %s", s.get(t, "/readyz").Body.String())
		}
	}
	return s
}

// newDeps builds what a server is built on, as the server's main does: the client with
// its hooks on a fresh seeded PostgreSQL database, the job queue (not worked yet) and the
// media library; env overrides the configuration.
func newDeps(t *testing.T, env map[string]string) (config.Config, server.Deps, *mailtest.Server) {
	t.Helper()
	web := t.TempDir()
	_ = os.WriteFile(filepath.Join(web, "index.html"), []byte(`<!doctype html><html><head><title>shell</title><meta name="description" content="x"></head><body></body></html>`), 0o644)
	_ = os.MkdirAll(filepath.Join(web, "assets"), 0o755)
	_ = os.WriteFile(filepath.Join(web, "assets", "app-1234.js"), []byte("console.log(1)"), 0o644)
	vars := map[string]string{"DATABASE_URL": testdb.Postgres(t), "WEB_DIR": web,
		"FIREBASE_AUTH_EMULATOR_HOST": authtest.Host(t), "FIREBASE_PROJECT_ID": authtest.ProjectID(),
		"PUBLIC_URL": "https://site.test", "MEDIA_STORE": t.TempDir(), "BACKUP_TARGET": t.TempDir(),
		// Tests of other features act as an admin without a second factor; the tests
		// of the factor itself set SECOND_FACTOR=required (as production has it).
		"SECOND_FACTOR": "off",
		// A shop that takes orders, as `make run` starts (a test of a fresh site sets it blank).
		"PAYPAL_EMAIL": "shop@site.test"}
	if env["APP_ENV"] == "production" {
		vars["SECOND_FACTOR"] = "required"
	}
	mail := mailtest.Start(t)
	vars["SMTP_URL"] = mail.URL()
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatal(err)
	}
	statements := new(store.Counter)
	c, db, err := store.Open(context.Background(), cfg.DatabaseURL, statements)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	d := server.Deps{Client: c, DB: db, Statements: statements, Verifier: authtest.Verifier(t),
		Changes: changes.Watch(c), Redirects: redirects.Watch(c, cfg.PublicURL)}
	if err := store.Migrate(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	if err := store.Seed(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	if _, err := orders.EnsurePayPalEmail(context.Background(), c, cfg.PayPalEmail); err != nil {
		t.Fatal(err)
	}
	if err := queue.Migrate(context.Background(), db, cfg.Postgres()); err != nil { // `server migrate` in production
		t.Fatal(err)
	}
	if d.Queue, err = server.NewQueue(context.Background(), cfg, c, db); err != nil {
		t.Fatal(err)
	}
	if d.Media, err = server.NewLibrary(context.Background(), cfg, c, d.Queue); err != nil {
		t.Fatal(err)
	}
	return cfg, d, mail
}

// adminToken signs up a verified admin of s.
func (s *site) adminToken(t *testing.T) (email, token string) {
	t.Helper()
	email = authtest.UniqueEmail(t, "admin")
	if _, err := admins.Ensure(context.Background(), s.client, email); err != nil {
		t.Fatal(err)
	}
	return email, authtest.SignUpVerified(t, email, "secret-123")
}

func (s *site) get(t *testing.T, path string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
	return w
}

type viewer struct {
	Email          *string
	EmailVerified  bool
	IsAdmin        bool
	SignInProvider *string
	TotalSpent     *string
}

func (s *site) viewer(t *testing.T, token string) viewer {
	var out struct{ Viewer viewer }
	s.gql.WithToken(token).Must(t, `{ viewer { email emailVerified isAdmin signInProvider totalSpent } }`, nil, &out)
	return out.Viewer
}

func TestSignInByPasswordAndGoogle(t *testing.T) {
	s := newSite(t, nil)
	email := authtest.UniqueEmail(t, "Pat")
	v := s.viewer(t, authtest.SignUp(t, email, "secret-123"))
	if *v.Email != email || *v.SignInProvider != "password" || v.EmailVerified || v.IsAdmin || *v.TotalSpent != "0.00" {
		t.Fatalf("password viewer: %+v", v)
	}
	g := authtest.UniqueEmail(t, "goo")
	v = s.viewer(t, authtest.SignInGoogle(t, g))
	if *v.Email != g || *v.SignInProvider != "google.com" || !v.EmailVerified {
		t.Fatalf("google viewer: %+v", v)
	}
	if v := s.viewer(t, ""); v.Email != nil || v.IsAdmin || v.TotalSpent != nil {
		t.Fatalf("visitor: %+v", v)
	}
}

func TestBadTokensAre401(t *testing.T) {
	s := newSite(t, nil)
	acct := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "bad"), "secret-123")
	revoked := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "rev"), "secret-123")
	time.Sleep(1100 * time.Millisecond) // revocation counts tokens issued before the second it happens
	authtest.Revoke(t, revoked.UID)
	for name, token := range map[string]string{
		"garbage":       "not-a-token",
		"expired":       authtest.Expired(t, acct.IDToken),
		"wrong project": authtest.ForProject(t, acct.IDToken, "demo-other-project"),
		"revoked":       revoked.IDToken,
	} {
		for _, path := range []string{"/graphql", "/api/orders"} {
			var req *http.Request
			if path == "/graphql" {
				req = httptest.NewRequest("POST", path, strings.NewReader(`{"query":"{ viewer { email } }"}`))
				req.Header.Set("Content-Type", "application/json")
			} else {
				req = httptest.NewRequest("GET", path, nil)
			}
			req.Header.Set("Authorization", "Bearer "+token)
			w := httptest.NewRecorder()
			s.h.ServeHTTP(w, req)
			var e struct {
				Error struct{ Code, Message string }
			}
			_ = json.Unmarshal(w.Body.Bytes(), &e)
			if w.Code != 401 || e.Error.Code != "UNAUTHENTICATED" || e.Error.Message == "" {
				t.Errorf("%s token on %s: %d %s", name, path, w.Code, w.Body.String())
			}
		}
	}
}

func TestEmulatorRefusedInProduction(t *testing.T) {
	_, err := config.Load(func(k string) string {
		return map[string]string{"APP_ENV": "production", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099", "FIREBASE_PROJECT_ID": "real-project"}[k]
	})
	if err == nil || !strings.Contains(err.Error(), "FIREBASE_AUTH_EMULATOR_HOST") {
		t.Fatalf("production with the emulator: %v", err)
	}
}

// TestRoleMatrix: visitor, customer, an unverified e-mail on the admin list, and an
// admin, each against a write, a private read and public content.
func TestRoleMatrix(t *testing.T) {
	s := newSite(t, nil)
	ctx := context.Background()
	adminEmail := authtest.UniqueEmail(t, "admin")
	unverifiedEmail := authtest.UniqueEmail(t, "unverified")
	if _, err := admins.Ensure(ctx, s.client, adminEmail, unverifiedEmail); err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{
		"visitor":    "",
		"customer":   authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123"),
		"unverified": authtest.SignUp(t, unverifiedEmail, "secret-123"),
		"admin":      authtest.SignUpVerified(t, adminEmail, "secret-123"),
	}
	want := map[string]map[string]string{
		"visitor":    {"write": "UNAUTHENTICATED", "private": "UNAUTHENTICATED", "public": ""},
		"customer":   {"write": "FORBIDDEN", "private": "FORBIDDEN", "public": ""},
		"unverified": {"write": "FORBIDDEN", "private": "FORBIDDEN", "public": ""},
		"admin":      {"write": "", "private": "", "public": ""},
	}
	queries := map[string]string{
		"write":   `mutation { createServiceItem(input: {serviceIcon: "/i.svg", serviceTitle: "T", serviceDetails: "D"}) { id } }`,
		"private": `{ adminUsers(first: 5) { totalCount } subscribers(first: 5) { totalCount } totalSales }`,
		"public":  `{ banners(first: 1) { totalCount } }`,
	}
	for who, token := range tokens {
		for kind, q := range queries {
			if got := s.gql.WithToken(token).Do(t, q, nil).Code(); got != want[who][kind] {
				t.Errorf("%s %s: got %q, want %q", who, kind, got, want[who][kind])
			}
		}
	}
	// The same rights through the REST shims.
	for who, status := range map[string]int{"visitor": 401, "customer": 403, "unverified": 403, "admin": 200} {
		req := httptest.NewRequest("GET", "/api/users", nil)
		if tokens[who] != "" {
			req.Header.Set("Authorization", "Bearer "+tokens[who])
		}
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		if w.Code != status {
			t.Errorf("GET /api/users as %s: %d", who, w.Code)
		}
	}
}

// TestCustomersSeeOnlyTheirOwnOrders by every path: lists, node, REST, totals.
func TestCustomersSeeOnlyTheirOwnOrders(t *testing.T) {
	s := newSite(t, nil)
	ann := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "ann"), "secret-123")
	bob := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "bob"), "secret-123")
	pkg := s.client.PricingPackage.Query().FirstIDX(context.Background())
	order := func(token string) string {
		var out struct{ CreateOrder struct{ ID string } }
		s.gql.WithToken(token).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "N", customerAddress: "A", customerCountry: "US"}) { id } }`,
			map[string]any{"p": pkg}, &out)
		return out.CreateOrder.ID
	}
	annOrder, bobOrder := order(ann), order(bob)
	_ = annOrder
	var list struct {
		Orders struct {
			TotalCount int
			Edges      []struct{ Node struct{ ID string } }
		}
	}
	s.gql.WithToken(ann).Must(t, `{ orders(first: 10) { totalCount edges { node { id } } } }`, nil, &list)
	if list.Orders.TotalCount != 1 || list.Orders.Edges[0].Node.ID != annOrder {
		t.Fatalf("ann's list: %+v", list)
	}
	if r := s.gql.WithToken(ann).Do(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": bobOrder}); r.Code() != "NOT_FOUND" {
		t.Fatalf("ann reads bob's order: %s", r.Body)
	}
	if r := s.gql.WithToken(ann).Do(t, `query($id: ID!) { nodes(ids: [$id]) { id } }`, map[string]any{"id": bobOrder}); len(r.Errors) == 0 {
		t.Fatalf("ann reads bob's order through nodes: %s", r.Body)
	}
	if r := s.gql.WithToken(ann).Do(t, `query($id: ID!) { checkout(orderId: $id) { action } }`, map[string]any{"id": bobOrder}); r.Code() != "NOT_FOUND" {
		t.Fatalf("ann checks out bob's order: %s", r.Body)
	}
	req := httptest.NewRequest("GET", "/api/order/"+bobOrder, nil)
	req.Header.Set("Authorization", "Bearer "+ann)
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 404 {
		t.Fatalf("REST: ann reads bob's order: %d %s", w.Code, w.Body.String())
	}
}

// TestPayPalNoticeEndpoint: 200 once stored, verified on the queue, order Paid.
func TestPayPalNoticeEndpoint(t *testing.T) {
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		if strings.HasPrefix(string(b), "cmd=_notify-validate&") {
			_, _ = w.Write([]byte("VERIFIED"))
		}
	}))
	defer verify.Close()
	s := newSite(t, map[string]string{"PAYPAL_IPN_VERIFY_URL": verify.URL})
	ctx := testdb.System()
	s.client.PaymentSetting.Update().SetPaypalEmail("shop@site.test").ExecX(ctx)
	token := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "payer"), "secret-123")
	pkg := s.client.PricingPackage.Query().FirstX(ctx)
	var out struct{ CreateOrder struct{ ID, Price string } }
	s.gql.WithToken(token).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "N", customerAddress: "A", customerCountry: "US"}) { id price } }`,
		map[string]any{"p": pkg.ID}, &out)
	body := url.Values{"payment_status": {"Completed"}, "txn_id": {"T-1"}, "receiver_email": {"shop@site.test"},
		"mc_gross": {out.CreateOrder.Price}, "mc_currency": {"USD"}, "custom": {out.CreateOrder.ID}}.Encode()
	req := httptest.NewRequest("POST", "/api/paypal/ipn", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 200 {
		t.Fatalf("IPN answered %d", w.Code)
	}
	var v struct {
		Viewer struct{ TotalSpent string }
		Node   struct{ PaymentStatus string }
	}
	// Both fields are read in one request, so the job may land between them: wait for both.
	for deadline := time.Now().Add(20 * time.Second); (v.Node.PaymentStatus != "Paid" || v.Viewer.TotalSpent != out.CreateOrder.Price) && time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		s.gql.WithToken(token).Must(t, `query($id: ID!) { viewer { totalSpent } node(id: $id) { ... on Order { paymentStatus } } }`,
			map[string]any{"id": out.CreateOrder.ID}, &v)
	}
	if v.Node.PaymentStatus != "Paid" || v.Viewer.TotalSpent != out.CreateOrder.Price {
		t.Fatalf("after IPN: %+v", v)
	}
	for _, tc := range []struct {
		body string
		code int
	}{
		{"payment_status=Completed", 400},                    // no txn_id: not about a payment
		{"txn_id=%zz", 400},                                  // not form-encoded
		{"txn_id=T-2&x=" + strings.Repeat("a", 17<<10), 413}, // over 16 KiB
	} {
		req := httptest.NewRequest("POST", "/api/paypal/ipn", strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		if w.Code != tc.code || !strings.Contains(w.Body.String(), "error") {
			t.Errorf("notice %.40q: %d %s, want %d", tc.body, w.Code, w.Body.String(), tc.code)
		}
	}
}

// TestRESTAndGraphQLAgree reads the same records both ways, field by field.
func TestRESTAndGraphQLAgree(t *testing.T) {
	s := newSite(t, nil)
	for _, tc := range []struct{ rest, typ string }{
		{"/api/banner", "Banner"}, {"/api/testimonials", "PricingPackage"}, {"/api/counters", "Counter"},
		{"/api/service-items", "ServiceItem"}, {"/api/footer-address", "FooterAddress"},
	} {
		w := s.get(t, tc.rest)
		var records []map[string]any
		dec := json.NewDecoder(strings.NewReader(w.Body.String()))
		dec.UseNumber()
		if err := dec.Decode(&records); err != nil || len(records) == 0 {
			t.Fatalf("%s: %s", tc.rest, w.Body.String())
		}
		rec := records[0]
		var fields []string
		for k := range rec {
			if k != "_id" && k != "edges" {
				fields = append(fields, k)
			}
		}
		var out struct{ Node map[string]any }
		s.gql.Must(t, fmt.Sprintf(`query($id: ID!) { node(id: $id) { id ... on %s { %s } } }`, tc.typ, strings.Join(fields, " ")),
			map[string]any{"id": fmt.Sprint(rec["_id"])}, &out)
		if out.Node["id"] != fmt.Sprint(rec["_id"]) {
			t.Errorf("%s: id %v vs %v", tc.typ, out.Node["id"], rec["_id"])
		}
		for _, f := range fields {
			if fmt.Sprint(out.Node[f]) != fmt.Sprint(rec[f]) {
				t.Errorf("%s.%s: GraphQL %v, REST %v", tc.typ, f, out.Node[f], rec[f])
			}
		}
	}
}

func TestPagesHealthAndRedirects(t *testing.T) {
	s := newSite(t, nil)
	about := s.client.About.Query().OnlyIDX(context.Background())
	for path, status := range map[string]int{
		"/": 200, "/pricing/": 200, "/service": 200, "/order-now/12": 200, "/admin/payment-status/5": 200,
		"/no-such-page": 404, "/order-now/abc": 404, "/12345": 404, fmt.Sprintf("/%d", about): 200,
		"/healthz": 200, "/readyz": 200, "/assets/app-1234.js": 200,
	} {
		if w := s.get(t, path); w.Code != status {
			t.Errorf("GET %s: %d, want %d", path, w.Code, status)
		}
	}
	if w := s.get(t, "/dashboard"); w.Header().Get("X-Robots-Tag") != "noindex" {
		t.Errorf("private page without noindex")
	}
	if w := s.get(t, "/assets/app-1234.js"); !strings.Contains(w.Header().Get("Cache-Control"), "immutable") {
		t.Errorf("hashed asset not immutable: %q", w.Header().Get("Cache-Control"))
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, httptest.NewRequest("POST", "/received-payment/77", strings.NewReader("payment_status=Completed")))
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/received-payment/77" {
		t.Errorf("PayPal's return POST: %d %s", w.Code, w.Header().Get("Location"))
	}
	// A painted form sent before the app started comes back as the page, its fields dropped.
	for _, path := range []string{"/login", "/support", "/pricing/"} {
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, httptest.NewRequest("POST", path, strings.NewReader("email=a%40b.test&password=secret-1")))
		if w.Code != http.StatusSeeOther || w.Header().Get("Location") != path || strings.Contains(w.Body.String(), "secret-1") {
			t.Errorf("POST %s: %d %q", path, w.Code, w.Header().Get("Location"))
		}
	}
	w = httptest.NewRecorder()
	s.h.ServeHTTP(w, httptest.NewRequest("POST", "/dashboard", nil))
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /dashboard: %d", w.Code)
	}
	var cfg struct{ Firebase map[string]string }
	_ = json.Unmarshal(s.get(t, "/app-config.json").Body.Bytes(), &cfg)
	if cfg.Firebase["projectId"] != authtest.ProjectID() || cfg.Firebase["emulatorHost"] == "" {
		t.Errorf("app config: %+v", cfg)
	}
}

func TestSEOHead(t *testing.T) {
	s := newSite(t, nil)
	ctx := testdb.System()
	s.client.FooterAddress.Update().SetFooterPhone(`</script><script>alert("x")</script>`).ExecX(ctx)
	home := s.get(t, "/").Body.String()
	for _, want := range []string{
		// The home page's default title is its banner heading (package seopages).
		"<title>Grow Your Business With Search Engine Optimization | SEO Agency</title>", `<link rel="canonical" href="https://site.test/">`,
		`<meta property="og:title" content="Grow Your Business With Search Engine Optimization | SEO Agency">`, `"@type":"Organization"`,
		`<meta property="og:image" content="https://site.test/images/banner.svg">`, `<meta name="twitter:card"`,
	} {
		if !strings.Contains(home, want) {
			t.Errorf("home head lacks %s", want)
		}
	}
	if strings.Contains(home, `<script>alert`) {
		t.Errorf("a database value broke out of the JSON-LD script")
	}
	// The page's data is preloaded, at the very URL the app then fetches.
	m := regexp.MustCompile(`<link rel="preload" as="fetch" crossorigin href="([^"]+)">`).FindStringSubmatch(home)
	if m == nil {
		t.Fatalf("home page does not preload its query")
	}
	href := html.UnescapeString(m[1])
	if w := s.get(t, href); w.Code != 200 || !strings.Contains(w.Body.String(), `"banners"`) || w.Header().Get("ETag") == "" {
		t.Errorf("preloaded %s: %d %s", href, w.Code, w.Body.String())
	}
	pricing := s.get(t, "/pricing/").Body.String()
	if !strings.Contains(pricing, `<link rel="canonical" href="https://site.test/pricing">`) ||
		strings.Count(pricing, `"@type":"Offer"`) != 3 || !strings.Contains(pricing, `"price":"49.00","priceCurrency":"USD"`) {
		t.Errorf("pricing head: %s", pricing)
	}
	if c := s.get(t, "/contact-us").Body.String(); !strings.Contains(c, `href="https://site.test/contact"`) {
		t.Errorf("/contact-us is not canonicalised to /contact")
	}
	w := s.get(t, "/nowhere")
	if w.Code != 404 || !strings.Contains(w.Body.String(), `<meta name="robots" content="noindex, nofollow">`) ||
		!strings.Contains(w.Body.String(), "<title>Page not found | SEO Agency</title>") {
		t.Errorf("404 page: %d %s", w.Code, w.Body.String())
	}
	if d := s.get(t, "/dashboard").Body.String(); !strings.Contains(d, "noindex") || strings.Contains(d, "canonical") {
		t.Errorf("private page is indexable")
	}
	if r := s.get(t, "/robots.txt").Body.String(); !strings.Contains(r, "Sitemap: https://site.test/sitemap.xml") {
		t.Errorf("robots.txt: %s", r)
	}
	if m := s.get(t, "/sitemap.xml").Body.String(); !strings.Contains(m, "<loc>https://site.test/pricing</loc>") || strings.Contains(m, "dashboard") {
		t.Errorf("sitemap: %s", m)
	}
}

func TestSecurityHeadersAndCORS(t *testing.T) {
	s := newSite(t, map[string]string{"CORS_ORIGINS": "https://partner.example"})
	w := s.get(t, "/")
	csp := w.Header().Get("Content-Security-Policy")
	for _, want := range []string{"script-src 'self' https://apis.google.com;", "frame-ancestors 'none'", "object-src 'none'",
		"form-action 'self' https://www.sandbox.paypal.com", "frame-src https://www.youtube.com"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP lacks %q: %s", want, csp)
		}
	}
	for _, directive := range []string{"script-src", "style-src"} {
		if strings.Contains(strings.Split(strings.Split(csp, directive)[1], ";")[0], "unsafe-inline") {
			t.Errorf("%s allows inline: %s", directive, csp)
		}
	}
	// The painted pages carry no style attribute for the CSP to refuse.
	for _, path := range []string{"/", "/pricing", "/services", "/contact", "/support"} {
		if body := s.get(t, path).Body.String(); strings.Contains(body, " style=") {
			t.Errorf("%s has an inline style attribute", path)
		}
	}
	for h, want := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin",
		"X-Frame-Options": "DENY", "Strict-Transport-Security": "max-age=31536000; includeSubDomains"} {
		if got := w.Header().Get(h); got != want {
			t.Errorf("%s = %q", h, got)
		}
	}
	preflight := func(origin string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("OPTIONS", "/api/banner", nil)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", "GET")
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		return w
	}
	if w := preflight("https://partner.example"); w.Code != 204 || w.Header().Get("Access-Control-Allow-Origin") != "https://partner.example" {
		t.Errorf("allowed origin: %d %v", w.Code, w.Header())
	}
	if w := preflight("https://evil.example"); w.Code != 403 || w.Header().Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("other origin: %d %v", w.Code, w.Header())
	}
}

// TestRateLimitsHoldAcrossReplicas: the newsletter limit counts in the database, so
// two servers on one database share it; past it, 429 with Retry-After, no write.
func TestRateLimitsHoldAcrossReplicas(t *testing.T) {
	env := map[string]string{"RATE_LIMIT_PUBLIC_WRITES": "3/min"}
	a := newSite(t, env)
	env["DATABASE_URL"] = a.cfg.DatabaseURL
	b := newSite(t, env)
	defer a.srv.Close()
	defer b.srv.Close()
	subscribe := func(s *site, i int, graphql bool) *httptest.ResponseRecorder {
		var req *http.Request
		if graphql {
			req = httptest.NewRequest("POST", "/graphql", strings.NewReader(fmt.Sprintf(`{"query":"mutation { subscribe(email: \"g%d@example.com\") { email } }"}`, i)))
		} else {
			req = httptest.NewRequest("POST", "/api/add-subscriber", strings.NewReader(fmt.Sprintf(`{"email":"r%d@example.com"}`, i)))
		}
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = "203.0.113.7:5555"
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		return w
	}
	codes := []int{subscribe(a, 1, false).Code, subscribe(b, 2, true).Code, subscribe(a, 3, true).Code}
	w := subscribe(b, 4, false)
	if fmt.Sprint(codes) != "[200 200 200]" || w.Code != 429 || w.Header().Get("Retry-After") == "" || !strings.Contains(w.Body.String(), "RATE_LIMITED") {
		t.Fatalf("codes %v, then %d %v %s", codes, w.Code, w.Header(), w.Body.String())
	}
	if n := a.client.Subscriber.Query().CountX(testdb.System()); n != 3 {
		t.Fatalf("%d subscribers stored", n)
	}
	// Another address is not held back, and reads are never limited.
	req := httptest.NewRequest("POST", "/api/add-subscriber", strings.NewReader(`{"email":"other@example.com"}`))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = "198.51.100.1:5555"
	w = httptest.NewRecorder()
	a.h.ServeHTTP(w, req)
	if w.Code != 200 || a.get(t, "/api/banner").Code != 200 {
		t.Fatalf("other client: %d", w.Code)
	}
}

func TestMetrics(t *testing.T) {
	s := newSite(t, nil)
	s.get(t, "/healthz")
	s.get(t, "/api/banner")
	s.get(t, "/api/no-such-route")
	s.get(t, "/graphql?id="+persistedID(t, "ServicesQuery"))
	s.get(t, "/graphql?id="+persistedID(t, "ServicesQuery")) // answered from the cache: counted too
	s.gql.Must(t, `query Banners { banners(first: 1) { totalCount } }`, nil, nil)
	m := s.get(t, "/metrics").Body.String()
	for _, want := range []string{
		`seo_http_requests_total{method="GET",route="GET /healthz",status="2xx"} 1`,
		`seo_http_request_duration_seconds_count{method="GET",route="GET /healthz"} 1`,
		`seo_http_request_duration_seconds_bucket{method="GET",route="GET /healthz",le="+Inf"} 1`,
		`seo_graphql_operations_total{operation="ServicesQuery"} 2`,
		`seo_graphql_operations_total{operation="other"} 1`, // Banners is not one of the web app's
		`seo_http_requests_total{method="GET",route="GET /api/banner",status="2xx"} 1`,
		`seo_http_requests_total{method="GET",route="/api/",status="4xx"} 1`,
		`seo_db_connections{state="open"}`, `seo_db_wait_total `, `seo_sql_statements_total `,
		`seo_cache_requests_total{result="hit"}`, `seo_cache_requests_total{result="miss"}`, `go_goroutines `,
		`process_resident_memory_bytes `, `process_cpu_seconds_total `,
	} {
		if !strings.Contains(m, want) {
			t.Errorf("/metrics lacks %s:\n%s", want, m)
		}
	}
	if strings.Contains(m, "Bearer") || strings.Contains(m, "/api/banner/") || strings.Contains(m, `operation="Banners"`) {
		t.Errorf("/metrics leaks request details")
	}
}
