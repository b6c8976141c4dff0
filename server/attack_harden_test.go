package server_test

// The attack suite: hostile requests grouped by the class of hole they probe, each
// against the whole server on PostgreSQL. A test here fails when its fix is undone.

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vmihailenco/msgpack/v5"

	"seoagency/auth/authtest"
	"seoagency/gqltest"
	"seoagency/rest"
)

// errorLog collects what the server logs at level Error while t runs.
func errorLog(t *testing.T) func() []string {
	t.Helper()
	prev := slog.Default()
	var mu sync.Mutex
	var lines []string
	slog.SetDefault(slog.New(handlerFunc(func(r slog.Record) {
		if r.Level >= slog.LevelError {
			mu.Lock()
			lines = append(lines, r.Message)
			mu.Unlock()
		}
	})))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), lines...) }
}

type handlerFunc func(slog.Record)

func (h handlerFunc) Enabled(context.Context, slog.Level) bool      { return true }
func (h handlerFunc) Handle(_ context.Context, r slog.Record) error { h(r); return nil }
func (h handlerFunc) WithAttrs([]slog.Attr) slog.Handler            { return h }
func (h handlerFunc) WithGroup(string) slog.Handler                 { return h }

// noLimits turns the rate limits off: attacks here probe other classes.
var noLimits = map[string]string{"RATE_LIMIT_PUBLIC_WRITES": "0", "RATE_LIMIT_ORDERS": "0"}

// send makes one request to the site; token "" is a visitor.
func (s *site) send(method, path, contentType, body, token string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	return w
}

type apiError struct {
	Error struct {
		Code    string
		Message string
		Fields  map[string]string
	}
}

func decodeError(t *testing.T, w *httptest.ResponseRecorder) apiError {
	t.Helper()
	var e apiError
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil {
		t.Fatalf("not a JSON error (HTTP %d): %s", w.Code, w.Body)
	}
	return e
}

func cursorOf(v any) string {
	b, _ := msgpack.Marshal(map[string]any{"i": 1, "v": v})
	return base64.RawStdEncoding.EncodeToString(b)
}

// TestAttackClass6_CallerFaultsAreNotServerErrors: malformed cursors, control
// characters in any text and bodies sent to routes the caller may not use each get a
// 4xx that names the problem, and nothing lands in the error log.
func TestAttackClass6_CallerFaultsAreNotServerErrors(t *testing.T) {
	s := newSite(t, noLimits)
	_, admin := s.adminToken(t)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	errs := errorLog(t)
	gql := s.gql.WithToken(admin)

	t.Run("cursors", func(t *testing.T) {
		cursors := []string{"garbage", "!!!", "AAAA", "%00", "\x00", strings.Repeat("A", 5000), "gqFpAQ", "ü",
			base64.StdEncoding.EncodeToString([]byte("{}")), cursorOf("not a time"), cursorOf(map[string]any{"a": 1}),
			cursorOf([]int{1, 2}), cursorOf(3.5), cursorOf(true), base64.RawStdEncoding.EncodeToString([]byte{0x81, 0xa1, 'i', 0xa3, 'a', 'b', 'c'})}
		n := 0
		for _, f := range gqltest.Schema.Query.Fields {
			if f.Arguments.ForName("after") == nil || !strings.HasSuffix(f.Type.Name(), "Connection") {
				continue // the Relay connections; jobs pages with River's own cursor
			}
			n++
			for _, arg := range []string{"after", "before"} {
				for _, c := range cursors {
					q := fmt.Sprintf(`query($c: Cursor) { %s(%s: $c, %s) { totalCount } }`, f.Name, arg, requiredArgs(f))
					r := gql.Do(t, q, map[string]any{"c": c})
					if r.Status >= 500 || r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[arg] != "format" || !strings.HasPrefix(r.Errors[0].Message, arg) {
						t.Errorf("%s(%s: %q): %d %s", f.Name, arg, c, r.Status, r.Body)
					}
				}
			}
		}
		if n < 10 {
			t.Fatalf("only %d connections found", n)
		}
		// Cursors the API handed out still work, by id and by time.
		for i := range 3 {
			gql.Must(t, fmt.Sprintf(`mutation { sendMessage(input: {fullName: "Page %d", phoneNumber: "555 0100", message: "Hello"}) { id } }`, i), nil, nil)
		}
		for _, order := range []string{"", "orderBy: {field: CREATED_AT, direction: DESC}"} {
			var page struct {
				Messages struct {
					PageInfo struct{ EndCursor string }
					Edges    []struct{ Node struct{ FullName string } }
				}
			}
			q := `query($c: Cursor) { messages(first: 1, after: $c, ` + order + `) { pageInfo { endCursor } edges { node { fullName } } } }`
			gql.Must(t, q, map[string]any{"c": nil}, &page)
			first := page.Messages.Edges[0].Node.FullName
			gql.Must(t, q, map[string]any{"c": page.Messages.PageInfo.EndCursor}, &page)
			if len(page.Messages.Edges) != 1 || page.Messages.Edges[0].Node.FullName == first {
				t.Errorf("the next page (%s) after %q: %+v", order, first, page)
			}
		}
	})

	t.Run("control characters in every created text", func(t *testing.T) {
		var pkgs struct {
			PricingPackages struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		gql.Must(t, `{ pricingPackages(first: 1) { edges { node { id } } } }`, nil, &pkgs)
		packageID := pkgs.PricingPackages.Edges[0].Node.ID
		checked := 0
		for i, f := range gqltest.Schema.Mutation.Fields {
			if !strings.HasPrefix(f.Name, "create") && f.Name != "sendMessage" && f.Name != "subscribe" {
				continue
			}
			for _, name := range gqltest.TextFields(f) {
				if name == "honeypot" {
					continue // never stored nor read: a bot's filled honeypot is answered as a success
				}
				for _, bad := range []string{`"a\u0000b"`, `"\u0000"`, `"x\u001b[2Jy"`, `"bell\u0007"`, `"del\u007f"`, `"c\u00851"`} {
					samples := gqltest.Samples{PackageID: packageID, Override: map[string]string{name: bad}}
					r := gql.Do(t, fmt.Sprintf("mutation { %s%s %s }", f.Name, samples.Args(f, "", 1000+i), gqltest.Selection(f.Type)), nil)
					if r.Status >= 500 || r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[name] != "control" || !strings.HasPrefix(r.Errors[0].Message, name) {
						t.Errorf("%s with %s=%s: %d %s", f.Name, name, bad, r.Status, r.Body)
					}
				}
				checked++
			}
		}
		if checked < 60 {
			t.Fatalf("only %d text fields checked", checked)
		}
		// The REST shims share the rule.
		w := s.send("POST", "/api/add-message", "application/json", `{"fullName":"a\u0000b","emailAddress":"a@b.co","message":"Hi"}`, "")
		if e := decodeError(t, w); w.Code != 400 || e.Error.Fields["fullName"] != "control" {
			t.Errorf("POST /api/add-message with NUL: %d %s", w.Code, w.Body)
		}
		w = s.send("POST", "/api/add-subscriber", "application/json", `{"email":"a\u0000@b.co"}`, "")
		if e := decodeError(t, w); w.Code != 400 || e.Error.Fields["email"] != "control" {
			t.Errorf("POST /api/add-subscriber with NUL: %d %s", w.Code, w.Body)
		}
	})

	t.Run("who before what", func(t *testing.T) {
		bodies := map[string][2]string{
			"empty object":   {"application/json", `{}`},
			"not JSON":       {"application/json", `{"orderStatus":`},
			"wrong type":     {"application/json", `{"orderStatus": 5, "messageStatus": [], "userEmail": {}}`},
			"not an object":  {"application/json", `[1,2,3]`},
			"no media type":  {"", `{}`},
			"form":           {"application/x-www-form-urlencoded", `a=b`},
			"too large":      {"application/json", `{"x":"` + strings.Repeat("a", rest.MaxBody+10) + `"}`},
			"NUL":            {"application/json", "{\"a\":\"\x00\"}"},
			"no body at all": {"application/json", ``},
		}
		for _, rt := range rest.Routes() {
			if rt.Access.Anyone() {
				continue
			}
			for _, id := range []string{"1", "abc", "0", "-1", "99999999999999999999999"} {
				path := "/api" + strings.ReplaceAll(rt.Path, "{id}", id)
				for name, b := range bodies {
					w := s.send(rt.Method, path, b[0], b[1], "")
					if e := decodeError(t, w); w.Code != 401 || e.Error.Code != "UNAUTHENTICATED" {
						t.Errorf("visitor %s %s (%s): %d %s", rt.Method, path, name, w.Code, w.Body)
					}
					if rt.Access.Staff() {
						w := s.send(rt.Method, path, b[0], b[1], customer)
						if e := decodeError(t, w); w.Code != 403 || e.Error.Code != "FORBIDDEN" {
							t.Errorf("customer %s %s (%s): %d %s", rt.Method, path, name, w.Code, w.Body)
						}
					}
					if !strings.Contains(rt.Path, "{id}") {
						break
					}
				}
			}
		}
		// An admin who sends {} still learns what to fix.
		w := s.send("PUT", "/api/message/1", "application/json", `{}`, admin)
		if e := decodeError(t, w); w.Code != 400 || e.Error.Fields["messageStatus"] != "oneOf" {
			t.Errorf("admin PUT /api/message/1 {}: %d %s", w.Code, w.Body)
		}
	})

	if l := errs(); len(l) > 0 {
		t.Errorf("the error log has %d entries for callers' faults: %q", len(l), l)
	}
}

// requiredArgs fills a connection's other required arguments and asks for a page.
func requiredArgs(f *ast.FieldDefinition) string {
	parts := []string{"first: 1"}
	for _, a := range f.Arguments {
		if a.Type.NonNull {
			parts = append(parts, a.Name+": "+gqltest.Samples{}.Value(a.Type, a.Name, 1))
		}
	}
	return strings.Join(parts, ", ")
}

// hostileEmails would make more of an address than one mailbox: extra recipients or
// headers in a mailto: link or a mail header, display names, quoting, control bytes.
var hostileEmails = []string{"a?bcc=attacker@evil.example", "victim@example.com?bcc=attacker@evil.example",
	"a@b.co?subject=hi&body=x", "a@b.co&bcc=x@y.z", "a@b.co,c@d.co", "a@b.co;c@d.co", "Boss <boss@example.com>",
	`"a b"@example.com`, "a b@example.com", "a@b.co\r\nBcc: x@y.z", "a%0d%0abcc:x@y.z?@b.co", "a@b.co\u0000",
	"a(c)@b.co", "a@[127.0.0.1]", "a@localhost", strings.Repeat("l", 65) + "@example.com", "mailto:a@b.co", "ä@b.co"}

// TestAttackClass7_EmailInjection: every e-mail field, by GraphQL and REST, accepts
// only one plain address, so nothing stored can add recipients to a mailto: link.
func TestAttackClass7_EmailInjection(t *testing.T) {
	s := newSite(t, noLimits)
	adminEmail, admin := s.adminToken(t)
	errs := errorLog(t)
	gql := s.gql.WithToken(admin)
	checked := 0
	for i, f := range gqltest.Schema.Mutation.Fields {
		if !strings.HasPrefix(f.Name, "create") && f.Name != "sendMessage" && f.Name != "subscribe" {
			continue
		}
		for _, name := range gqltest.TextFields(f) {
			if !strings.Contains(strings.ToLower(name), "email") {
				continue
			}
			checked++
			for _, bad := range hostileEmails {
				lit, _ := json.Marshal(bad)
				samples := gqltest.Samples{Override: map[string]string{name: string(lit)}}
				r := gql.Do(t, fmt.Sprintf("mutation { %s%s %s }", f.Name, samples.Args(f, "", 2000+i), gqltest.Selection(f.Type)), nil)
				rule := r.Errors
				if r.Code() != "VALIDATION" || (rule[0].Extensions.Fields[name] != "email" && rule[0].Extensions.Fields[name] != "control") {
					t.Errorf("%s with %s=%q: %s", f.Name, name, bad, r.Body)
				}
			}
		}
	}
	if checked < 4 {
		t.Fatalf("only %d e-mail fields found", checked)
	}
	var me struct {
		AdminUsers struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	gql.Must(t, `{ adminUsers(first: 1) { edges { node { id } } } }`, nil, &me)
	for _, bad := range hostileEmails {
		body, _ := json.Marshal(map[string]string{"emailAddress": bad, "fullName": "Mallory", "message": "Hi"})
		w := s.send("POST", "/api/add-message", "application/json", string(body), "")
		if e := decodeError(t, w); w.Code != 400 || (e.Error.Fields["emailAddress"] != "email" && e.Error.Fields["emailAddress"] != "control") {
			t.Errorf("POST /api/add-message %q: %d %s", bad, w.Code, w.Body)
		}
		body, _ = json.Marshal(map[string]string{"email": bad})
		if w := s.send("POST", "/api/add-subscriber", "application/json", string(body), ""); w.Code != 400 {
			t.Errorf("POST /api/add-subscriber %q: %d %s", bad, w.Code, w.Body)
		}
		body, _ = json.Marshal(map[string]string{"userEmail": bad})
		if w := s.send("PUT", "/api/upadete-users/"+me.AdminUsers.Edges[0].Node.ID, "application/json", string(body), admin); w.Code != 400 {
			t.Errorf("PUT /api/upadete-users %q: %d %s", bad, w.Code, w.Body)
		}
	}
	var stored struct {
		Messages    struct{ TotalCount int }
		Subscribers struct{ TotalCount int }
	}
	gql.Must(t, `{ messages(first: 1) { totalCount } subscribers(first: 1) { totalCount } }`, nil, &stored)
	if stored.Messages.TotalCount != 0 || stored.Subscribers.TotalCount != 0 {
		t.Errorf("hostile addresses were stored: %+v", stored)
	}
	if !s.viewer(t, admin).IsAdmin {
		t.Errorf("%s lost admin rights to a refused change", adminEmail)
	}
	if l := errs(); len(l) > 0 {
		t.Errorf("the error log has entries for callers' faults: %q", l)
	}
}

// TestAttackClass9_SiteCannotLockItselfOut: the last admin cannot be renamed away,
// and renaming one's own entry needs an explicit yes, by GraphQL and by REST.
func TestAttackClass9_SiteCannotLockItselfOut(t *testing.T) {
	s := newSite(t, noLimits)
	ctx := context.Background()
	// A site with no admin yet; the token below makes its only one.
	if _, err := s.db.ExecContext(ctx, "DELETE FROM admin_users"); err != nil {
		t.Fatal(err)
	}
	onlyEmail, only := s.adminToken(t)
	gql := s.gql.WithToken(only)
	entry := func(email string) string {
		var l struct {
			AdminUsers struct {
				Edges []struct {
					Node struct{ ID, UserEmail string }
				}
			}
		}
		gql.Must(t, `{ adminUsers(first: 10) { edges { node { id userEmail } } } }`, nil, &l)
		for _, e := range l.AdminUsers.Edges {
			if e.Node.UserEmail == email {
				return e.Node.ID
			}
		}
		t.Fatalf("%s is not on the admin list", email)
		return ""
	}
	rename := `mutation($id: ID!, $e: String!, $yes: Boolean!) { updateAdminUser(id: $id, input: {userEmail: $e}, confirmOwnEmailChange: $yes) { userEmail } }`
	id := entry(onlyEmail)
	for _, yes := range []bool{false, true} {
		for _, e := range []string{"new@example.com", "NEW@example.com", " other@example.org "} {
			r := gql.Do(t, rename, map[string]any{"id": id, "e": e, "yes": yes})
			if r.Code() != "CONFLICT" || r.Errors[0].Extensions.Fields["userEmail"] != "lastAdmin" || !strings.Contains(r.Errors[0].Message, "last admin") {
				t.Errorf("renaming the last admin to %q (confirmed %v): %s", e, yes, r.Body)
			}
			body, _ := json.Marshal(map[string]any{"userEmail": e, "confirmOwnEmailChange": yes})
			w := s.send("PUT", "/api/upadete-users/"+id, "application/json", string(body), only)
			if er := decodeError(t, w); w.Code != 409 || er.Error.Fields["userEmail"] != "lastAdmin" {
				t.Errorf("PUT /api/upadete-users the last admin to %q: %d %s", e, w.Code, w.Body)
			}
		}
	}
	// Saving the same address (any case) is not a rename.
	gql.Must(t, rename, map[string]any{"id": id, "e": strings.ToUpper(onlyEmail), "yes": false}, nil)
	if !s.viewer(t, only).IsAdmin {
		t.Fatal("the only admin lost admin rights")
	}

	// With a second Owner: one's own entry needs the explicit yes; another's does not.
	secondEmail := authtest.UniqueEmail(t, "second")
	gql.Must(t, `mutation($e: String!) { createAdminUser(input: {userEmail: $e, userRole: Owner}) { id } }`, map[string]any{"e": secondEmail}, nil)
	r := gql.Do(t, rename, map[string]any{"id": id, "e": "moved@example.com", "yes": false})
	if r.Code() != "CONFLICT" || r.Errors[0].Extensions.Fields["userEmail"] != "ownEmail" || !strings.Contains(r.Errors[0].Message, "your own admin e-mail") {
		t.Errorf("renaming one's own entry unconfirmed: %s", r.Body)
	}
	w := s.send("PUT", "/api/upadete-users/"+id, "application/json", `{"userEmail":"moved@example.com"}`, only)
	if er := decodeError(t, w); w.Code != 409 || er.Error.Fields["userEmail"] != "ownEmail" {
		t.Errorf("PUT /api/upadete-users own entry unconfirmed: %d %s", w.Code, w.Body)
	}
	if !s.viewer(t, only).IsAdmin {
		t.Fatal("a refused rename took admin rights away")
	}
	second := entry(secondEmail)
	gql.Must(t, rename, map[string]any{"id": second, "e": "renamed-second@example.com", "yes": false}, nil)
	gql.Must(t, rename, map[string]any{"id": second, "e": secondEmail, "yes": false}, nil)
	w = s.send("PUT", "/api/upadete-users/"+id, "application/json", `{"userEmail":"moved@example.com","confirmOwnEmailChange":true}`, only)
	if w.Code != 200 {
		t.Fatalf("a confirmed rename of one's own entry: %d %s", w.Code, w.Body)
	}
	if s.viewer(t, only).IsAdmin {
		t.Error("the renamed-away admin kept admin rights")
	}
}

// TestAttackClass4_MetricsLabelsAreBounded: a flood of made-up operation names,
// methods and paths adds no series to /metrics: labels come from fixed sets only.
func TestAttackClass4_MetricsLabelsAreBounded(t *testing.T) {
	s := newSite(t, noLimits)
	series := func() (all, ops int, body string) {
		body = s.get(t, "/metrics").Body.String()
		for _, l := range strings.Split(body, "\n") {
			if strings.HasPrefix(l, "seo_") {
				all++
			}
			if strings.HasPrefix(l, "seo_graphql_operations_total{") {
				ops++
			}
		}
		return all, ops, body
	}
	flood := func(from, to int) {
		for i := from; i < to; i++ {
			s.gql.Do(t, fmt.Sprintf(`query Flood%d { banners(first: 1) { totalCount } }`, i), nil)
			body := fmt.Sprintf(`{"query":"query A { banners(first: 1) { totalCount } } query Flood%d { __typename }","operationName":"Flood%d"}`, i, i)
			s.send("POST", "/graphql", "application/json", body, "")
			s.send(fmt.Sprintf("FLOOD%d", i), "/", "", "", "")
			s.send("GET", fmt.Sprintf("/flood-%d?x=%d", i, i), "", "", "")
			s.send("PUT", fmt.Sprintf("/api/flood-%d", i), "application/json", "{}", "")
		}
	}
	flood(0, 50)
	series() // reading /metrics is a request too: count it once before comparing
	before, ops, _ := series()
	flood(50, 550)
	after, opsAfter, body := series()
	if after != before || opsAfter != ops || ops > 2 {
		t.Errorf("a flood grew /metrics: %d series before, %d after; %d operation series, then %d", before, after, ops, opsAfter)
	}
	if strings.Contains(body, "Flood") || strings.Contains(body, "FLOOD") || strings.Contains(body, "flood-") {
		t.Errorf("/metrics keeps client-chosen names:\n%s", body)
	}
	if !strings.Contains(body, `seo_graphql_operations_total{operation="other"} 1100`) || !strings.Contains(body, `method="other"`) {
		t.Errorf("the flood was not counted as other:\n%s", body)
	}
}

// TestAttackClass8_MetricsAreNotPublic: in production /metrics is not on the site's
// listener, with or without METRICS_ADDR; it is served on that address only.
func TestAttackClass8_MetricsAreNotPublic(t *testing.T) {
	production := map[string]string{"APP_ENV": "production", "FIREBASE_AUTH_EMULATOR_HOST": "", "FIREBASE_PROJECT_ID": "real-shop",
		"FIREBASE_API_KEY": "AIza-real", "FIREBASE_AUTH_DOMAIN": "real-shop.firebaseapp.com",
		"SMTP_URL": "smtp://127.0.0.1:1", "MAIL_FROM": "Shop <shop@example.com>", "LINK_SECRET": strings.Repeat("k", 32)}
	withAddr := map[string]string{"METRICS_ADDR": "127.0.0.1:9464"}
	for k, v := range production {
		withAddr[k] = v
	}
	for name, env := range map[string]map[string]string{"production": production, "production with METRICS_ADDR": withAddr,
		"development with METRICS_ADDR": {"METRICS_ADDR": "127.0.0.1:9464"}} {
		s := newSite(t, env)
		for _, path := range []string{"/metrics", "/metrics/", "/Metrics", "/metrics?format=text", "//metrics", "/./metrics"} {
			for _, method := range []string{"GET", "HEAD", "POST"} {
				w := s.send(method, path, "", "", "")
				if w.Code == 200 || strings.Contains(w.Body.String(), "seo_http_requests_total") {
					t.Errorf("%s: %s %s on the site: %d", name, method, path, w.Code)
				}
			}
		}
		w := httptest.NewRecorder()
		s.srv.MetricsHandler().ServeHTTP(w, httptest.NewRequest("GET", "/metrics", nil))
		if w.Code != 200 || !strings.Contains(w.Body.String(), "seo_sql_statements_total") {
			t.Errorf("%s: the metrics listener answers %d", name, w.Code)
		}
	}
}
