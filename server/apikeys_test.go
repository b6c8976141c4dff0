package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"seoagency/apikeys"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent/apikey"
	"seoagency/store"
	"seoagency/testdb"
)

// keyAnswer is a GraphQL answer to a key holder, with its status and headers.
type keyAnswer struct {
	Status int
	Header http.Header
	Body   string
	Data   map[string]json.RawMessage
	Errors []struct {
		Message    string
		Extensions map[string]any
	}
	Extensions struct {
		Cost map[string]any
	}
}

func (a keyAnswer) code() string {
	if len(a.Errors) == 0 {
		return ""
	}
	c, _ := a.Errors[0].Extensions["code"].(string)
	return c
}

// asKey sends query as text with the Authorization header auth ("" for none) from addr.
func (s *site) asKey(t *testing.T, ctx context.Context, authz, addr, query string) keyAnswer {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query})
	req := httptest.NewRequestWithContext(ctx, "POST", "/graphql", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	if authz != "" {
		req.Header.Set("Authorization", authz)
	}
	req.RemoteAddr = net.JoinHostPort(addr, "4000")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	a := keyAnswer{Status: w.Code, Header: w.Header(), Body: w.Body.String()}
	_ = json.Unmarshal(w.Body.Bytes(), &a)
	return a
}

// createKey creates a key through GraphQL as the staff member of token.
func (s *site) createKey(t *testing.T, token, input string) (id int, secret string) {
	t.Helper()
	var out struct {
		CreateApiKey struct {
			Key    struct{ ID string }
			Secret string
		}
	}
	s.gql.WithToken(token).Must(t, `mutation { createApiKey(input: `+input+`) { key { id } secret } }`, nil, &out)
	id, _ = strconv.Atoi(out.CreateApiKey.Key.ID)
	return id, out.CreateApiKey.Secret
}

const here = "198.51.100.20"

// TestAPIKeyScopes: a key acts with exactly its scopes, which the data layer enforces;
// no key manages keys, staff or settings.
func TestAPIKeyScopes(t *testing.T) {
	s := newSite(t, nil)
	_, admin := s.adminToken(t)
	keys := map[auth.Scope]string{}
	for _, sc := range auth.Scopes() {
		_, secret := s.createKey(t, admin, fmt.Sprintf(`{name: "integration %s", scopes: [%q]}`, sc, sc))
		if _, ok := apikeys.Parse(secret); !ok || !strings.HasPrefix(secret, "sk_live_") {
			t.Fatalf("secret %q", secret)
		}
		keys[sc] = secret
	}
	// The secret is not stored, nor readable again: only its hash.
	var listed struct{ ApiKeys []map[string]any }
	s.gql.WithToken(admin).Must(t, `{ apiKeys { id name prefix scopes status createdBy lastUsedAt } }`, nil, &listed)
	if len(listed.ApiKeys) != 4 || listed.ApiKeys[0]["status"] != "Active" {
		t.Fatalf("%v", listed)
	}
	for _, secret := range keys {
		var n int
		if err := s.db.QueryRow(`SELECT count(*) FROM api_keys WHERE name LIKE '%' || $1 || '%' OR prefix = $1 OR encode(secret_hash, 'escape') LIKE '%' || $1 || '%'`, secret).Scan(&n); err != nil || n != 0 {
			t.Fatalf("secret found in the table: %d %v", n, err)
		}
	}

	ops := []struct {
		name, query string
		allowed     auth.Scope // "": no key may
		everyone    bool
	}{
		{"read public content", `{ banners(first: 1) { totalCount } }`, "", true},
		{"read orders", `{ adminOrders(first: 1) { totalCount } }`, auth.ScopeOrdersRead, false},
		{"read subscribers", `{ adminSubscribers(first: 1) { totalCount } }`, auth.ScopeSubscribersRead, false},
		{"write content", `mutation { createRedirect(input: {fromPath: "/old-%s", target: "/pricing"}) { id } }`, auth.ScopeContentWrite, false},
		{"create a key", `mutation { createApiKey(input: {name: "mine", scopes: ["orders:read"]}) { secret } }`, "", false},
		{"list keys", `{ apiKeys { id } }`, "", false},
		{"revoke a key", `mutation { revokeApiKey(id: 1) { id } }`, "", false},
		{"read the staff", `{ adminUsers(first: 1) { totalCount } }`, "", false},
		{"invite staff", `mutation { inviteStaff(email: "x@example.com", role: Admin) { id } }`, "", false},
		{"read the audit log", `{ auditLog(first: 1) { totalCount } }`, "", false},
		{"read payment settings", `{ paymentSettings(first: 1) { edges { node { paypalEmail } } } }`, "", false},
	}
	for _, op := range ops {
		for sc, secret := range keys {
			t.Run(op.name+"/"+string(sc), func(t *testing.T) {
				q := op.query
				if strings.Contains(q, "%s") {
					q = fmt.Sprintf(q, strings.ReplaceAll(string(sc), ":", "-"))
				}
				a := s.asKey(t, context.Background(), "Bearer "+secret, here, q)
				want := op.everyone || op.allowed == sc
				switch {
				case want && (a.Status != 200 || len(a.Errors) > 0):
					t.Fatalf("refused: %d %s", a.Status, a.Body)
				case !want && a.code() != "FORBIDDEN" && a.code() != "UNAUTHENTICATED":
					// (inviteStaff asks for a person first: a key is told to sign in.)
					t.Fatalf("not refused: %d %s", a.Status, a.Body)
				case !want && strings.Contains(a.Body, `"data":{"`) && !strings.Contains(a.Body, `"data":{"`+strings.Fields(strings.Trim(q, "{} "))[0]+`":null`):
					t.Fatalf("refused with data: %s", a.Body)
				}
			})
		}
	}
	// The key's write is in the audit log, under the key's name.
	n, err := s.client.AuditEntry.Query().All(testdb.System())
	found := false
	for _, e := range n {
		found = found || e.ActorRole == "API key" && strings.HasPrefix(e.ActorUID, "apikey:") && e.EntityType == "Redirect"
	}
	if err != nil || !found {
		t.Fatalf("no audit line of the key's write (%v)", err)
	}
}

// TestAPIKeyRefusals: revoked and expired keys, a key from an address it is not
// allowed from, and hostile Authorization headers are refused, never a visitor.
func TestAPIKeyRefusals(t *testing.T) {
	s := newSite(t, nil)
	_, admin := s.adminToken(t)
	q := `{ adminOrders(first: 1) { totalCount } }`
	id, secret := s.createKey(t, admin, `{name: "shop sync", scopes: ["orders:read"], allowedCidrs: ["203.0.113.0/24", "2001:db8::1"]}`)
	if a := s.asKey(t, context.Background(), "Bearer "+secret, "203.0.113.9", q); a.Status != 200 || len(a.Errors) > 0 {
		t.Fatalf("allowed address: %s", a.Body)
	}
	if a := s.asKey(t, context.Background(), "Bearer "+secret, "2001:db8::1", q); a.Status != 200 || len(a.Errors) > 0 {
		t.Fatalf("allowed IPv6 address: %s", a.Body)
	}
	for _, addr := range []string{here, "203.0.114.9", "2001:db8::2"} {
		if a := s.asKey(t, context.Background(), "Bearer "+secret, addr, q); a.Status != 403 || !strings.Contains(a.Body, "not allowed from your address") {
			t.Fatalf("from %s: %d %s", addr, a.Status, a.Body)
		}
	}
	var used struct {
		ApiKeys []struct{ LastUsedAt *time.Time }
	}
	s.gql.WithToken(admin).Must(t, `{ apiKeys { lastUsedAt } }`, nil, &used)
	if used.ApiKeys[0].LastUsedAt == nil {
		t.Fatal("last use not shown")
	}

	// Revoked: refused from the next request on.
	s.gql.WithToken(admin).Must(t, fmt.Sprintf(`mutation { revokeApiKey(id: %d) { status } }`, id), nil, nil)
	if a := s.asKey(t, context.Background(), "Bearer "+secret, "203.0.113.9", q); a.Status != 401 || !strings.Contains(a.Body, "revoked") {
		t.Fatalf("revoked: %d %s", a.Status, a.Body)
	}
	// Expired.
	_, secret2 := s.createKey(t, admin, `{name: "short", scopes: ["orders:read"], expiresAt: "`+time.Now().Add(time.Hour).UTC().Format(time.RFC3339)+`"}`)
	if _, err := s.db.Exec(`UPDATE api_keys SET expires_at = $1 WHERE name = 'short'`, time.Now().Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	if a := s.asKey(t, context.Background(), "Bearer "+secret2, here, q); a.Status != 401 || !strings.Contains(a.Body, "expired") {
		t.Fatalf("expired: %d %s", a.Status, a.Body)
	}
	// Bad input to createApiKey.
	for input, field := range map[string]string{
		`{name: "", scopes: ["orders:read"]}`:                                     "name",
		`{name: "x", scopes: []}`:                                                 "scopes",
		`{name: "x", scopes: ["staff:write"]}`:                                    "scopes",
		`{name: "x", scopes: ["orders:read"], allowedCidrs: ["10.0.0.0/33"]}`:     "allowedCidrs",
		`{name: "x", scopes: ["orders:read"], expiresAt: "2001-01-01T00:00:00Z"}`: "expiresAt",
	} {
		r := s.gql.WithToken(admin).Do(t, `mutation { createApiKey(input: `+input+`) { secret } }`, nil)
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[field] == "" && !strings.Contains(r.Body, field) {
			t.Errorf("%s: %s", input, r.Body)
		}
	}

	// Hostile headers: 401, never a visitor, never a server error.
	firebase := authtest.SignUp(t, authtest.UniqueEmail(t, "shaped"), "secret-123")
	valid, _ := s.createKey(t, admin, `{name: "valid", scopes: ["orders:read"]}`)
	_ = valid
	for name, h := range map[string]string{
		"prefix only":                      "Bearer sk_live_",
		"short":                            "Bearer sk_live_abc",
		"huge":                             "Bearer sk_live_" + strings.Repeat("A", 64<<10),
		"unicode":                          "Bearer sk_live_" + strings.Repeat("é", 21) + "A",
		"NUL":                              "Bearer sk_live_" + strings.Repeat("A", 42) + "\x00",
		"a Firebase token shaped as a key": "Bearer sk_live_" + firebase,
		"unknown key of the right shape":   "Bearer sk_live_" + strings.Repeat("A", 43),
		"other scheme":                     "Basic " + secret,
		"two values":                       "Bearer " + secret + " " + secret,
		"lower-case prefix":                "Bearer SK_LIVE_" + strings.Repeat("A", 43),
	} {
		a := s.asKey(t, context.Background(), h, here, `{ viewer { isAdmin } banners(first: 1) { totalCount } }`)
		if a.Status != 401 || a.Data != nil {
			t.Errorf("%s: %d %.300s", name, a.Status, a.Body)
		}
	}
}

// TestAPIKeysInProduction: in production a key holder's query sent as text runs, within
// its cost; without a key only persisted queries do; a query over the maximum is
// refused before any SQL runs; and the per-minute budget is shared by two servers.
func TestAPIKeysInProduction(t *testing.T) {
	env := productionEnv(map[string]string{"RATE_LIMIT_API_KEY_POINTS": "1000/min"})
	a := newSite(t, env)
	env["DATABASE_URL"] = a.cfg.DatabaseURL
	b := newSite(t, env)
	owner := auth.WithViewer(testdb.System(), &auth.Viewer{UID: "owner", Email: "owner@example.com", EmailVerified: true, Role: auth.RoleOwner})
	k, secret, err := apikeys.Create(owner, a.client, apikeys.Input{Name: "prod", Scopes: []string{"public:read", "orders:read"}}, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	q := `{ banners(first: 10) { totalCount edges { node { id } } } }` // costs 1 + 10 × 4 (totalCount, edges, node, id) = 41
	if r := a.asKey(t, context.Background(), "", here, q); r.Status != 400 || r.code() != "PERSISTED_QUERY_REQUIRED" {
		t.Fatalf("text without a key: %d %s", r.Status, r.Body)
	}
	r := a.asKey(t, context.Background(), "Bearer "+secret, here, q)
	if r.Status != 200 || len(r.Errors) > 0 || r.Data["banners"] == nil {
		t.Fatalf("text with a key: %d %s", r.Status, r.Body)
	}
	if r.Extensions.Cost["requestedQueryCost"] != float64(41) || r.Extensions.Cost["remaining"] != float64(959) ||
		r.Header.Get("X-RateLimit-Limit") != "1000" || r.Header.Get("X-RateLimit-Remaining") != "959" || r.Header.Get("X-RateLimit-Reset") == "" {
		t.Fatalf("cost not told: %v %v", r.Header, r.Extensions.Cost)
	}

	// Over the maximum: refused with its cost, and no statement but the key's lookup runs.
	big := `{ a: adminOrders(first: 100) { edges { node { events(first: 100) { edges { node { id } } } } } } }`
	ctx, statements := store.WithStatementCounter(context.Background())
	r = a.asKey(t, ctx, "Bearer "+secret, here, big)
	if r.code() != "QUERY_TOO_LARGE" || r.Errors[0].Extensions["cost"] == nil || !strings.Contains(r.Errors[0].Message, "30301 points") {
		t.Fatalf("over the maximum: %d %s", r.Status, r.Body)
	}
	if n := statements.Load(); n != 1 {
		t.Fatalf("%d statements ran for a query refused for its cost (want 1: the key's lookup)", n)
	}
	if used := a.client.APIKey.Query().Where(apikey.ID(k.ID)).OnlyX(testdb.System()); used.LastUsedAt == nil {
		t.Fatal("last use not noted")
	}

	// The budget: 1000 points a minute for the key, whichever server answers. 959 left:
	// three queries of 301 points pass (a, b, a), the fourth (b) is refused.
	mid := `{ banners(first: 100) { edges { node { id } } } }` // 1 + 100 × 3 = 301
	for i, s := range []*site{a, b, a} {
		if r := s.asKey(t, context.Background(), "Bearer "+secret, here, mid); r.Status != 200 || len(r.Errors) > 0 {
			t.Fatalf("query %d: %d %s", i, r.Status, r.Body)
		}
	}
	r = b.asKey(t, context.Background(), "Bearer "+secret, here, mid)
	if r.Status != 429 || r.code() != "RATE_LIMITED" || r.Header.Get("Retry-After") == "" || r.Header.Get("X-RateLimit-Remaining") != "56" {
		t.Fatalf("over budget: %d %v %s", r.Status, r.Header, r.Body)
	}
	// A cheaper query still fits what is left.
	if r := b.asKey(t, context.Background(), "Bearer "+secret, here, q); r.Status != 200 || r.Header.Get("X-RateLimit-Remaining") != "15" {
		t.Fatalf("cheap query: %d %v %s", r.Status, r.Header, r.Body)
	}
}
