package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"seoagency/apikeys"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent/adminuser"
	"seoagency/testdb"
)

// productionEnv is a production configuration for a test site; more are added to it.
func productionEnv(more map[string]string) map[string]string {
	env := map[string]string{"APP_ENV": "production", "FIREBASE_AUTH_EMULATOR_HOST": "", "FIREBASE_PROJECT_ID": "real-project",
		"FIREBASE_API_KEY": "AIzaSyReal", "FIREBASE_AUTH_DOMAIN": "real-project.firebaseapp.com",
		"SMTP_URL": "smtp://127.0.0.1:1", "MAIL_FROM": "Shop <shop@example.com>", "LINK_SECRET": strings.Repeat("k", 32)}
	for k, v := range more {
		env[k] = v
	}
	return env
}

// TestPublicTextQueries: in production a visitor's query sent as text is refused while
// the Owner's Public Text Queries is off (the default); once on, a query of public
// content runs, within the cost limits and a budget per address (told in the headers),
// while private fields, mutations and introspection stay refused, and the persisted-only
// answer comes back when it is turned off again.
func TestPublicTextQueries(t *testing.T) {
	s := newSite(t, productionEnv(map[string]string{"RATE_LIMIT_PUBLIC_QUERY_POINTS": "700/min"}))
	public := `{ banners(first: 10) { totalCount edges { node { id bannerHeading } } } }` // 1 + 10 × 5 = 51
	if a := s.asKey(t, context.Background(), "", here, public); a.Status != 400 || a.code() != "PERSISTED_QUERY_REQUIRED" {
		t.Fatalf("off by default: %d %s", a.Status, a.Body)
	}
	turn := func(on bool) {
		t.Helper()
		s.client.PaymentSetting.Update().SetPublicTextQueries(on).ExecX(testdb.System())
		// The change is announced on the change bus; the switch is read again after it.
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
			a := s.asKey(t, context.Background(), "", "192.0.2.250", `{ __typename }`)
			if (a.Status == 200) == on {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the switch did not turn %v: %d %s", on, a.Status, a.Body)
			}
		}
	}
	turn(true)

	a := s.asKey(t, context.Background(), "", here, public)
	if a.Status != 200 || len(a.Errors) > 0 || a.Data["banners"] == nil {
		t.Fatalf("public content: %d %s", a.Status, a.Body)
	}
	if a.Header.Get("X-RateLimit-Cost") != "51" || a.Header.Get("X-RateLimit-Limit") != "700" || a.Header.Get("X-RateLimit-Remaining") != "649" || a.Extensions.Cost != nil {
		t.Fatalf("cost not told in the headers only: %v %s", a.Header, a.Body)
	}
	// Private fields, however asked: refused before anything runs, with nothing of them.
	for name, q := range map[string]string{
		"orders":                `{ adminOrders(first: 1) { totalCount } }`,
		"public and private":    `{ banners(first: 1) { totalCount } adminSubscribers(first: 1) { totalCount } }`,
		"in a fragment":         `query { ...F } fragment F on Query { banners(first: 1) { totalCount } messages: adminMessages(first: 1) { totalCount } }`,
		"in an inline fragment": `{ ... on Query { auditLog(first: 1) { totalCount } } }`,
		"the viewer":            `{ viewer { email isAdmin } }`,
		"a node by id":          `{ node(id: "1") { id } }`,
		"the media library":     `{ mediaLibrary(first: 1) { totalCount } }`,
		"payment settings":      `{ paymentSettings(first: 1) { edges { node { paypalEmail publicTextQueries } } } }`,
		"the schema":            `{ __schema { types { name } } }`,
		"a mutation":            `mutation { subscribe(email: "x@example.com") { email } }`,
		"a second operation":    `query A { banners(first: 1) { totalCount } } query B { apiKeys { id } }`,
		"an alias of a private": `{ banners: adminOrders(first: 1) { totalCount } }`,
		"an unknown field":      `{ banners(first: 1) { totalCount } nope }`,
	} {
		a := s.asKey(t, context.Background(), "", here, q)
		if a.Status < 400 || a.Status >= 500 || a.Data != nil || strings.Contains(a.Body, `"data":{`) {
			t.Errorf("%s: %d %s", name, a.Status, a.Body)
		}
	}
	// A document with a private operation beside the public one it runs: refused whole.
	body := `{"query":"query A { banners(first: 1) { totalCount } } query B { apiKeys { id } }","operationName":"A"}`
	req := httptest.NewRequest("POST", "/graphql", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 400 || !strings.Contains(w.Body.String(), "PERSISTED_QUERY_REQUIRED") {
		t.Errorf("a private operation beside a public one: %d %s", w.Code, w.Body)
	}
	// The fields of public types that only staff read stay closed (the data layer's rule).
	a = s.asKey(t, context.Background(), "", here, `{ banners(first: 1) { edges { node { id updatedBy } } } }`)
	if strings.Contains(a.Body, "@") {
		t.Fatalf("updatedBy to a visitor: %s", a.Body)
	}

	// Over the maximum cost: refused with its cost, nothing spent.
	var aliases []string
	for i := range 41 {
		aliases = append(aliases, fmt.Sprintf("b%d: banners(first: 100) { edges { node { id bannerHeading buttonLink } } }", i)) // 501 each
	}
	a = s.asKey(t, context.Background(), "", here, "{ "+strings.Join(aliases, " ")+" }")
	if a.code() != "QUERY_TOO_LARGE" || !strings.Contains(a.Body, "20541 points") || a.Header.Get("X-RateLimit-Remaining") != "" {
		t.Fatalf("over the maximum: %d %v %s", a.Status, a.Header, a.Body)
	}

	// The budget: 700 points a minute per address. 649 left after the first: queries of 301
	// points pass twice, the third is refused with Retry-After; another address has its own.
	mid := `{ banners(first: 100) { edges { node { id } } } }` // 1 + 100 × 3 = 301
	for i := range 2 {
		if a := s.asKey(t, context.Background(), "", here, mid); a.Status != 200 || len(a.Errors) > 0 {
			t.Fatalf("query %d: %d %s", i, a.Status, a.Body)
		}
	}
	a = s.asKey(t, context.Background(), "", here, mid)
	if a.Status != http.StatusTooManyRequests || a.code() != "RATE_LIMITED" || a.Header.Get("Retry-After") == "" || !strings.Contains(a.Body, "your address") {
		t.Fatalf("over the budget: %d %v %s", a.Status, a.Header, a.Body)
	}
	if a := s.asKey(t, context.Background(), "", "198.51.100.77", mid); a.Status != 200 {
		t.Fatalf("another address: %d %s", a.Status, a.Body)
	}
	// An IPv6 client's /64 is one budget: 301 × 2 fits, the third does not, from any address of it.
	for i, addr := range []string{"2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:ffff::3"} {
		a := s.asKey(t, context.Background(), "", addr, mid)
		if (a.Status == 200) != (i < 2) {
			t.Fatalf("IPv6 %s: %d %s", addr, a.Status, a.Body)
		}
	}

	// Staff and keys are not touched by the switch: off again, a visitor is refused.
	turn(false)
	if a := s.asKey(t, context.Background(), "", "198.51.100.78", public); a.Status != 400 || a.code() != "PERSISTED_QUERY_REQUIRED" {
		t.Fatalf("turned off: %d %s", a.Status, a.Body)
	}
}

// TestPublicTextQueriesSetting: the switch is the Owner's (a payment setting), off on a
// new site, and set through the same GraphQL as the admin's form.
func TestPublicTextQueriesSetting(t *testing.T) {
	s := newSite(t, nil)
	ownerEmail, owner := s.staffToken(t, adminuser.UserRoleOwner)
	_ = ownerEmail
	_, adminTok := s.staffToken(t, adminuser.UserRoleAdmin)
	var got struct {
		PaymentSettings struct {
			Edges []struct {
				Node struct {
					ID                string
					PublicTextQueries bool
				}
			}
		}
	}
	s.gql.WithToken(owner).Must(t, `{ paymentSettings(first: 1) { edges { node { id publicTextQueries } } } }`, nil, &got)
	if len(got.PaymentSettings.Edges) != 1 || got.PaymentSettings.Edges[0].Node.PublicTextQueries {
		t.Fatalf("a new site: %+v", got)
	}
	id := got.PaymentSettings.Edges[0].Node.ID
	set := fmt.Sprintf(`mutation { updatePaymentSetting(id: %q, input: {publicTextQueries: true}) { publicTextQueries } }`, id)
	if r := s.gql.WithToken(adminTok).Do(t, set, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an Admin turned it on: %s", r.Body)
	}
	s.gql.WithToken(owner).Must(t, set, nil, nil)
	if on := s.client.PaymentSetting.Query().OnlyX(auth.WithViewer(testdb.System(), nil)); !on.PublicTextQueries {
		t.Fatal("not stored")
	}
}

// TestStaffTextQueriesInProduction: in production a staff member's query sent as text (as
// GraphiQL sends it) runs with their role's rights once their second factor is passed,
// spending a budget of their own told as a key's; they and key holders may read the
// schema, which no one else may; a customer stays persisted-only.
func TestStaffTextQueriesInProduction(t *testing.T) {
	s := newSite(t, productionEnv(map[string]string{"RATE_LIMIT_API_KEY_POINTS": "1000/min"}))
	_, token := s.adminToken(t)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	const private = `{ adminUsers(first: 5) { totalCount } }` // 1 + 5 × 1 = 6
	const schema = `{ __schema { queryType { name } } }`
	if a := s.asKey(t, context.Background(), "Bearer "+token, here, private); a.code() != "SECOND_FACTOR_REQUIRED" {
		t.Fatalf("held: %d %s", a.Status, a.Body)
	}
	// The second factor: an authenticator app.
	post := func(path, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		return w
	}
	var enrol struct{ Secret string }
	_ = json.Unmarshal(post("/api/staff/totp", "{}").Body.Bytes(), &enrol)
	code, _ := totp.GenerateCode(enrol.Secret, time.Now())
	if w := post("/api/staff/totp/confirm", `{"code":"`+code+`"}`); w.Code != 200 {
		t.Fatalf("confirm: %d %s", w.Code, w.Body)
	}
	a := s.asKey(t, context.Background(), "Bearer "+token, here, private)
	if a.Status != 200 || len(a.Errors) > 0 || a.Extensions.Cost["requestedQueryCost"] != float64(6) || a.Extensions.Cost["remaining"] != float64(994) ||
		a.Header.Get("X-RateLimit-Remaining") != "994" {
		t.Fatalf("staff text: %d %v %s", a.Status, a.Header, a.Body)
	}
	if a := s.asKey(t, context.Background(), "Bearer "+token, here, schema); a.Status != 200 || !strings.Contains(a.Body, `"name":"Query"`) {
		t.Fatalf("staff introspection: %d %s", a.Status, a.Body)
	}
	owner := auth.WithViewer(testdb.System(), &auth.Viewer{UID: "owner", Email: "owner@example.com", EmailVerified: true, Role: auth.RoleOwner})
	_, secret, err := apikeys.Create(owner, s.client, apikeys.Input{Name: "docs", Scopes: []string{"public:read"}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if a := s.asKey(t, context.Background(), "Bearer "+secret, here, schema); a.Status != 200 || !strings.Contains(a.Body, `"name":"Query"`) {
		t.Fatalf("key introspection: %d %s", a.Status, a.Body)
	}
	for name, authz := range map[string]string{"customer": "Bearer " + customer, "visitor": ""} {
		for _, q := range []string{schema, `{ banners(first: 1) { totalCount } }`} {
			if a := s.asKey(t, context.Background(), authz, here, q); a.Status != 400 || a.code() != "PERSISTED_QUERY_REQUIRED" {
				t.Errorf("%s %s: %d %s", name, q, a.Status, a.Body)
			}
		}
	}
}
