package server_test

// The attack suite of issue 15: each test is one class of attack, tried in many
// variants against the whole server, asserting what the attacker gets back. Each
// fails if the fix of its class is reverted.

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"

	"seoagency/auth/authtest"
	"seoagency/ent/message"
	"seoagency/ent/subscriber"
	"seoagency/graph"
	"seoagency/testdb"
)

// persistedID is the web app's document id of the named operation.
func persistedID(t testing.TB, name string) string {
	t.Helper()
	for id, text := range graph.PersistedQueries() {
		for _, kind := range []string{"query ", "mutation "} {
			if rest, ok := strings.CutPrefix(text, kind+name); ok && rest != "" && strings.ContainsRune("( {", rune(rest[0])) {
				return id
			}
		}
	}
	t.Fatalf("no persisted document %s", name)
	return ""
}

func utf16LE(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xff, 0xfe)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// gqlRefusal reads a refused GraphQL request: its error code and message.
func gqlRefusal(t *testing.T, name string, w *httptest.ResponseRecorder) (code, message string) {
	t.Helper()
	var out struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct {
			Message    string
			Extensions struct{ Code string }
		}
	}
	if w.Code < 400 || w.Code >= 500 || json.Unmarshal(w.Body.Bytes(), &out) != nil || len(out.Errors) == 0 || out.Errors[0].Extensions.Code == "" {
		t.Errorf("%s: not refused with a client error and a code: %d %s", name, w.Code, w.Body.String())
		return "", ""
	}
	if len(out.Data) > 0 && string(out.Data) != "null" {
		t.Errorf("%s: refused, yet data came back: %s", name, w.Body.String())
	}
	return out.Errors[0].Extensions.Code, out.Errors[0].Message
}

// TestAttackParserDifferential: in production only the web app's persisted documents
// run. Whatever a body looks like to some other JSON reader (trailing data, several
// values, duplicate or case-folded keys, id and query together, a batch, another
// encoding or content type), it runs a persisted document as read once, or it is
// refused with a 4xx that names the problem — never a query of the caller's own.
func TestAttackParserDifferential(t *testing.T) {
	logged := errorLog(t)
	s := newSite(t, map[string]string{"APP_ENV": "production", "FIREBASE_AUTH_EMULATOR_HOST": "", "FIREBASE_PROJECT_ID": "real-project",
		"FIREBASE_API_KEY": "AIzaSyReal", "FIREBASE_AUTH_DOMAIN": "real-project.firebaseapp.com",
		"SMTP_URL": "smtp://127.0.0.1:1", "MAIL_FROM": "Shop <shop@example.com>", "LINK_SECRET": strings.Repeat("k", 32)})
	home, subscribeID := persistedID(t, "HomeQuery"), persistedID(t, "SiteFooterSubscribeMutation")
	mutation := `mutation { subscribe(email: \"evil@example.com\") { email } }`
	q := `{"query":"` + mutation + `"}`
	idq := `{"id":"` + home + `"}`

	// What the web app sends still works.
	if w := s.send("POST", "/graphql", "application/json", idq, ""); w.Code != 200 || !strings.Contains(w.Body.String(), `"data"`) {
		t.Fatalf("persisted query: %d %s", w.Code, w.Body.String())
	}
	if w := s.send("GET", "/graphql?id="+home+"&variables=%7B%7D", "", "", ""); w.Code != 200 || !strings.Contains(w.Body.String(), `"data"`) {
		t.Fatalf("persisted GET: %d %s", w.Code, w.Body.String())
	}

	posts := []struct {
		name, contentType string
		body              []byte
		code, says        string
	}{
		{"query text", "application/json", []byte(q), "PERSISTED_QUERY_REQUIRED", "persisted"},
		{"trailing garbage", "application/json", []byte(q + ` x`), "BAD_REQUEST", "more after"},
		{"trailing garbage after an id", "application/json", []byte(idq + ` x`), "BAD_REQUEST", "more after"},
		{"two objects", "application/json", []byte(idq + q), "BAD_REQUEST", "more after"},
		{"two objects on two lines", "application/json", []byte(idq + "\n" + q), "BAD_REQUEST", "more after"},
		{"a closing brace too many", "application/json", []byte(q + `}`), "BAD_REQUEST", "more after"},
		{"NUL after the object", "application/json", []byte(idq + "\x00"), "BAD_REQUEST", "UTF-8"},
		{"batch", "application/json", []byte(`[` + idq + `,` + q + `]`), "BAD_REQUEST", "batches"},
		{"batch of one", "application/json", []byte(`[` + q + `]`), "BAD_REQUEST", "batches"},
		{"id and query", "application/json", []byte(`{"id":"` + home + `","query":"` + mutation + `"}`), "BAD_REQUEST", "not both"},
		{"query and id", "application/json", []byte(`{"query":"` + mutation + `","id":"` + home + `"}`), "BAD_REQUEST", "not both"},
		{"duplicate id", "application/json", []byte(`{"id":"` + home + `","id":"` + subscribeID + `"}`), "BAD_REQUEST", "duplicate key"},
		{"duplicate query", "application/json", []byte(`{"query":"{ __typename }","query":"` + mutation + `"}`), "BAD_REQUEST", "duplicate key"},
		{"duplicate variable", "application/json", []byte(`{"id":"` + subscribeID + `","variables":{"email":"a@example.com","email":"b@example.com"}}`), "BAD_REQUEST", "duplicate key"},
		{"case-folded key", "application/json", []byte(`{"Query":"` + mutation + `"}`), "BAD_REQUEST", "Unknown request field"},
		{"case-folded id", "application/json", []byte(`{"ID":"` + home + `","Query":"` + mutation + `"}`), "BAD_REQUEST", "Unknown request field"},
		{"escaped key", "application/json", []byte(`{"\u0071uery":"` + mutation + `"}`), "PERSISTED_QUERY_REQUIRED", "persisted"},
		{"unknown key", "application/json", []byte(`{"id":"` + home + `","documentId":"x"}`), "BAD_REQUEST", "Unknown request field"},
		{"id not a string", "application/json", []byte(`{"id":["` + home + `"]}`), "BAD_REQUEST", "must be a string"},
		{"variables not an object", "application/json", []byte(`{"id":"` + home + `","variables":"{}"}`), "BAD_REQUEST", "must be a JSON object"},
		{"unknown id", "application/json", []byte(`{"id":"nope"}`), "PERSISTED_QUERY_NOT_FOUND", "No persisted query"},
		{"byte order mark", "application/json", append([]byte("\xef\xbb\xbf"), idq...), "BAD_REQUEST", "byte order mark"},
		{"UTF-16 with BOM", "application/json", utf16LE(q, true), "BAD_REQUEST", "UTF-8"},
		{"UTF-16 without BOM", "application/json", utf16LE(q, false), "BAD_REQUEST", "UTF-8"},
		{"invalid UTF-8", "application/json", []byte(`{"query":"mutation { subscribe(email: \"a` + "\xff" + `@example.com\") { email } }"}`), "BAD_REQUEST", "UTF-8"},
		{"charset UTF-16", "application/json; charset=utf-16", []byte(q), "UNSUPPORTED_MEDIA_TYPE", "application/json"},
		{"text/plain", "text/plain", []byte(q), "UNSUPPORTED_MEDIA_TYPE", "application/json"},
		{"no content type", "", []byte(q), "UNSUPPORTED_MEDIA_TYPE", "application/json"},
		{"form", "application/x-www-form-urlencoded", []byte("query=" + url.QueryEscape(`mutation { subscribe(email: "evil@example.com") { email } }`)), "UNSUPPORTED_MEDIA_TYPE", "application/json"},
		{"application/graphql", "application/graphql", []byte(`mutation { subscribe(email: "evil@example.com") { email } }`), "UNSUPPORTED_MEDIA_TYPE", "application/json"},
		// Multipart is for uploads (uploadMedia), and only with an Authorization header: a form another site posts has none.
		{"multipart", "multipart/form-data; boundary=x", []byte("--x\r\nContent-Disposition: form-data; name=\"operations\"\r\n\r\n" + q + "\r\n--x--\r\n"), "UNAUTHENTICATED", "Authorization header"},
		{"malformed", "application/json", []byte(`{"id":`), "BAD_REQUEST", "cut short"},
		{"not JSON", "application/json", []byte(`id=` + home), "BAD_REQUEST", "not valid JSON"},
		{"empty", "application/json", nil, "BAD_REQUEST", "empty"},
		{"null", "application/json", []byte(`null`), "BAD_REQUEST", "one JSON object"},
		{"string", "application/json", []byte(`"` + home + `"`), "BAD_REQUEST", "one JSON object"},
		{"deep variables", "application/json", []byte(`{"id":"` + subscribeID + `","variables":{"a":` + strings.Repeat("[", 200) + strings.Repeat("]", 200) + `}}`), "BAD_REQUEST", "nested deeper"},
	}
	for _, p := range posts {
		code, msg := gqlRefusal(t, p.name, s.send("POST", "/graphql", p.contentType, string(p.body), ""))
		if code != p.code || !strings.Contains(msg, p.says) {
			t.Errorf("%s: refused with %s %q, want %s saying %q", p.name, code, msg, p.code, p.says)
		}
	}
	gets := map[string]string{
		"query text":                       "query=" + url.QueryEscape(`{ __typename }`),
		"id and query":                     "id=" + home + "&query=" + url.QueryEscape(`{ __typename }`),
		"id twice":                         "id=" + home + "&id=" + subscribeID,
		"a persisted mutation by GET":      "id=" + subscribeID + "&variables=" + url.QueryEscape(`{"email":"get@example.com"}`),
		"variables with trailing data":     "id=" + home + "&variables=" + url.QueryEscape(`{} x`),
		"variables with a duplicate key":   "id=" + home + "&variables=" + url.QueryEscape(`{"a":1,"a":2}`),
		"unknown parameter":                "id=" + home + "&Query=x",
		"bad escape":                       "id=%zz",
		"variables not UTF-8":              "id=" + home + "&variables=%7B%22a%22%3A%22%FF%22%7D",
		"no document":                      "",
		"a persisted mutation, GET, 2nd":   "variables=%7B%7D&id=" + subscribeID,
		"query text with an operationName": "operationName=X&query=" + url.QueryEscape(`mutation X { subscribe(email: "g@example.com") { email } }`),
	}
	for name, query := range gets {
		gqlRefusal(t, "GET "+name, s.send("GET", "/graphql?"+query, "", "", ""))
	}

	sys := testdb.System()
	if n := s.client.Subscriber.Query().CountX(sys); n != 0 {
		t.Errorf("%d subscribers stored by refused requests", n)
	}
	if lines := logged(); len(lines) > 0 {
		t.Errorf("refusals logged as server errors:\n%s", strings.Join(lines, "\n"))
	}
}

// TestAttackMalformedJSONInDevelopment: where query text is allowed, a malformed body
// is still a 400 naming the problem, never a panic, a 500 or an error in the log.
func TestAttackMalformedJSONInDevelopment(t *testing.T) {
	logged := errorLog(t)
	s := newSite(t, nil)
	for _, body := range []string{`{`, `{"query":`, `{"query":"{ __typename }"`, `{"query": 1}`, `{"query":"{ __typename }"} x`,
		`{"query":"{ __typename }","variables":[1]}`, `[]`, `{"query":"{ __typename }"}{"query":"{ __typename }"}`, `nul`, `{"query":"\x"}`} {
		w := s.send("POST", "/graphql", "application/json", string(body), "")
		if code, msg := gqlRefusal(t, body, w); w.Code != 400 || code != "BAD_REQUEST" || msg == "" {
			t.Errorf("%s: %d %s %q", body, w.Code, code, msg)
		}
	}
	if w := s.send("POST", "/graphql", "application/json", `{"query":"{ __typename }"}`, ""); w.Code != 200 || !strings.Contains(w.Body.String(), `"Query"`) {
		t.Fatalf("a well-formed query: %d %s", w.Code, w.Body.String())
	}
	if lines := logged(); len(lines) > 0 {
		t.Errorf("malformed bodies logged as server errors:\n%s", strings.Join(lines, "\n"))
	}
}

func (s *site) from(ip, token, path, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("POST", path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	req.RemoteAddr = ip + ":5555"
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	return w
}

func gqlBody(query string) string {
	b, _ := json.Marshal(map[string]string{"query": query})
	return string(b)
}

// aliases repeats field n times, each under its own alias; %d in field is the index.
func aliases(n int, field string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "a%d: "+field+" ", i, i)
	}
	return b.String()
}

// TestAttackRateLimitsCountOperations: the per-address limits count every limited
// write a request asks for — aliases, fragments, several per request, through
// GraphQL or REST alike — so no shape of request gets more writes stored than the
// limit; past it GraphQL says RATE_LIMITED and REST answers 429 with Retry-After.
func TestAttackRateLimitsCountOperations(t *testing.T) {
	s := newSite(t, map[string]string{"RATE_LIMIT_PUBLIC_WRITES": "3/min", "RATE_LIMIT_ORDERS": "2/min"})
	sys := testdb.System()
	stored := func(prefix string) int {
		return s.client.Subscriber.Query().Where(subscriber.EmailHasPrefix(prefix)).CountX(sys) +
			s.client.Message.Query().Where(message.EmailAddressHasPrefix(prefix)).CountX(sys)
	}
	sub := `subscribe(email: "%[1]s%%d@example.com") { email }`
	msg := `sendMessage(input: {fullName: "F", emailAddress: "%[1]s%%d@example.com", subject: "S", message: "M"}) { id }`
	variants := map[string]func(p string) string{
		"50 aliased sign-ups (as many as a document may have)": func(p string) string { return gqlBody("mutation { " + aliases(50, fmt.Sprintf(sub, p)) + "}") },
		"aliased messages": func(p string) string { return gqlBody("mutation { " + aliases(20, fmt.Sprintf(msg, p)) + "}") },
		"sign-ups and messages": func(p string) string {
			return gqlBody("mutation { " + aliases(2, fmt.Sprintf(sub, p)) + " m: " + fmt.Sprintf(strings.ReplaceAll(msg, "%%d", "m"), p) + " n: " + fmt.Sprintf(strings.ReplaceAll(msg, "%%d", "n"), p) + "}")
		},
		"fragment on Mutation": func(p string) string {
			return gqlBody("mutation { ...F } fragment F on Mutation { " + aliases(10, fmt.Sprintf(sub, p)) + "}")
		},
		"inline fragment": func(p string) string {
			return gqlBody("mutation { ... on Mutation { " + aliases(10, fmt.Sprintf(sub, p)) + "} }")
		},
		"nested inline fragments": func(p string) string {
			return gqlBody("mutation { ... { ... on Mutation { " + aliases(10, fmt.Sprintf(sub, p)) + "} } }")
		},
		"named operation of two": func(p string) string {
			b, _ := json.Marshal(map[string]string{"query": "query Q { __typename } mutation M { " + aliases(10, fmt.Sprintf(sub, p)) + "}", "operationName": "M"})
			return string(b)
		},
		"escaped keyword": func(p string) string {
			return strings.Replace(gqlBody("mutation { "+aliases(10, fmt.Sprintf(sub, p))+"}"), "mutation", `\u006dutation`, 1)
		},
		"fields through variables": func(p string) string {
			b, _ := json.Marshal(map[string]any{"query": "mutation($e: String!) { a: subscribe(email: $e) { email } b: subscribe(email: $e) { email } c: subscribe(email: $e) { email } d: subscribe(email: $e) { email } }", "variables": map[string]string{"e": p + "v@example.com"}})
			return string(b)
		},
	}
	i := 0
	for name, body := range variants {
		i++
		ip, prefix := fmt.Sprintf("198.51.100.%d", i), fmt.Sprintf("v%d-", i)
		w := s.from(ip, "", "/graphql", body(prefix))
		if !strings.Contains(w.Body.String(), `"RATE_LIMITED"`) {
			t.Errorf("%s: not limited: %d %.300s", name, w.Code, w.Body.String())
		}
		if n := stored(prefix); n > 3 {
			t.Errorf("%s: %d writes stored past a limit of 3", name, n)
		}
		// The address has its full allowance left, no more (a refused request stored nothing).
		got := []string{}
		for j := range 4 {
			got = append(got, fmt.Sprint(s.from(ip, "", "/api/add-subscriber", fmt.Sprintf(`{"email":"%sr%d@example.com"}`, prefix, j)).Code))
		}
		if strings.Join(got, " ") != "200 200 200 429" {
			t.Errorf("%s: then REST sign-ups answered %v", name, got)
		}
	}

	// One rule for both APIs: REST and GraphQL writes of one address add up.
	ip := "192.0.2.50"
	codes := []int{
		s.from(ip, "", "/api/add-subscriber", `{"email":"mix1@example.com"}`).Code,
		s.from(ip, "", "/api/add-message", `{"fullName":"F","emailAddress":"mix2@example.com","subject":"S","message":"M"}`).Code,
		s.from(ip, "", "/graphql", gqlBody(`mutation { subscribe(email: "mix3@example.com") { email } }`)).Code,
	}
	g := s.from(ip, "", "/graphql", gqlBody(`mutation { sendMessage(input: {fullName: "F", emailAddress: "mix4@example.com", subject: "S", message: "M"}) { id } }`))
	r := s.from(ip, "", "/api/add-message", `{"fullName":"F","emailAddress":"mix5@example.com","subject":"S","message":"M"}`)
	var ge struct {
		Errors []struct {
			Message    string
			Extensions struct {
				Code       string
				RetryAfter int
			}
		}
	}
	_ = json.Unmarshal(g.Body.Bytes(), &ge)
	if fmt.Sprint(codes) != "[200 200 200]" || len(ge.Errors) == 0 || ge.Errors[0].Extensions.Code != "RATE_LIMITED" || ge.Errors[0].Extensions.RetryAfter < 1 ||
		!strings.Contains(ge.Errors[0].Message, "try again in") || r.Code != 429 || r.Header().Get("Retry-After") == "" || !strings.Contains(r.Body.String(), `"RATE_LIMITED"`) {
		t.Errorf("mixed APIs: %v, then GraphQL %s, then REST %d %v %s", codes, g.Body.String(), r.Code, r.Header(), r.Body.String())
	}

	// Orders: aliases and fragments of createOrder count each, for a signed-in customer.
	token := authtest.SignUp(t, authtest.UniqueEmail(t, "ord"), "secret-123")
	pkg := s.client.PricingPackage.Query().FirstIDX(sys)
	order := fmt.Sprintf(`createOrder(input: {packageId: "%d", customerName: "N%%d", customerAddress: "A", customerCountry: "US"}) { id }`, pkg)
	for j, body := range []string{
		gqlBody("mutation { " + aliases(30, order) + "}"),
		gqlBody("mutation { ...O } fragment O on Mutation { " + aliases(5, order) + "}"),
	} {
		w := s.from(fmt.Sprintf("192.0.2.%d", 60+j), token, "/graphql", body)
		if !strings.Contains(w.Body.String(), `"RATE_LIMITED"`) {
			t.Errorf("orders variant %d: not limited: %.300s", j, w.Body.String())
		}
	}
	if n := s.client.Order.Query().CountX(sys); n > 2 {
		t.Errorf("%d orders stored past a limit of 2", n)
	}
	ip = "192.0.2.70"
	got := []int{
		s.from(ip, token, "/api/new-order", `{"packageName":"Basic","customerName":"R","customerAddress":"A","customerCountry":"US"}`).Code,
		s.from(ip, token, "/graphql", gqlBody("mutation { "+fmt.Sprintf(order, 1)+" }")).Code,
	}
	last := s.from(ip, token, "/api/new-order", `{"packageName":"Basic","customerName":"R","customerAddress":"A","customerCountry":"US"}`)
	if fmt.Sprint(got) != "[200 200]" || last.Code != 429 || last.Header().Get("Retry-After") == "" {
		t.Errorf("orders through both APIs: %v then %d %s", got, last.Code, last.Body.String())
	}
}

// timed sends body to /graphql and says how long the answer took.
func (s *site) timed(ip, body string) (*httptest.ResponseRecorder, time.Duration) {
	start := time.Now()
	w := s.from(ip, "", "/graphql", body)
	return w, time.Since(start)
}

// TestAttackUnboundedWork: a visitor's document is bounded (tokens, fields with
// fragments spread in, aliases, fields under one key) before it is validated, and its run by a deadline, so
// the worst document costs little to refuse; while several of the largest accepted
// documents run in parallel, another visitor's requests are all answered (their p99 is printed).
func TestAttackUnboundedWork(t *testing.T) {
	s := newSite(t, nil)
	typename := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "a%d: __typename ", i)
		}
		return b.String()
	}
	bomb := "query { ...F20 } fragment F0 on Query { __typename }"
	for i := 1; i <= 20; i++ {
		bomb += fmt.Sprintf(" fragment F%d on Query { ...F%d ...F%d }", i, i-1, i-1)
	}
	refused := map[string]string{
		"50,000 aliases of __typename (0.9 MB)": "{ " + typename(50000) + "}",
		"tokens past the limit":                 "{ " + strings.Repeat("__typename ", 5000) + "}",
		"fields past the limit, no aliases":     "{ " + strings.Repeat("__typename ", 1500) + "}",
		"one key 450 times":                     "{ " + strings.Repeat("__typename ", 450) + "}",
		"aliases past the limit":                "{ " + typename(150) + "}",
		"fragment doubling 2^20 fields":         bomb,
		"introspection, repeated":               "{ " + strings.Repeat("__schema { types { name fields { name type { name ofType { name } } } } } ", 200) + "}",
		"deep nesting":                          strings.Repeat("{ a: __typename ", 3000) + strings.Repeat("}", 3000),
	}
	var worst time.Duration
	for name, doc := range refused {
		w, d := s.timed("203.0.113.20", gqlBody(doc))
		code, msg := gqlRefusal(t, name, w)
		if code != "QUERY_TOO_LARGE" && !(name == "deep nesting" && w.Code == 422) {
			t.Errorf("%s: refused with %s %q, want QUERY_TOO_LARGE", name, code, msg)
		}
		worst = max(worst, d)
		t.Logf("refused %-40s %7d bytes in %v", name, len(doc), d.Round(time.Microsecond))
	}
	fmt.Printf("unbounded work: the worst document was refused in %v\n", worst.Round(time.Microsecond))

	// The largest accepted: as many aliases, and fields under one key, as the limits allow
	// (45 fields under one key are 990 pairs for validation to compare).
	largest := "{ " + typename(50) + strings.Repeat("__typename ", 45) + "}"
	w, d := s.timed("203.0.113.21", gqlBody(largest))
	if w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
		t.Fatalf("the largest allowed document: %d %.300s", w.Code, w.Body.String())
	}
	fmt.Printf("unbounded work: the largest accepted document (%d bytes, 50 aliases, 45 fields under one key) answered in %v\n", len(largest), d.Round(time.Microsecond))

	// Flood: hostile documents in parallel while another visitor reads what the web app
	// sends (a persisted query, here one the cache does not answer).
	sys := testdb.System()
	normal := fmt.Sprintf(`{"id":%q,"variables":{"id":"%d"}}`, persistedID(t, "OrderNowQuery"), s.client.PricingPackage.Query().FirstIDX(sys))
	hostileBodies := []string{gqlBody(largest), gqlBody(refused["50,000 aliases of __typename (0.9 MB)"]), gqlBody(bomb)}
	flood := func() (p50, p99 time.Duration, sent int) {
		stop := make(chan struct{})
		var hostile sync.WaitGroup
		counts := make([]int, 4)
		for g := range counts {
			hostile.Add(1)
			go func() {
				defer hostile.Done()
				for i := 0; ; i++ {
					select {
					case <-stop:
						return
					default:
					}
					s.from(fmt.Sprintf("203.0.113.%d", 30+g), "", "/graphql", hostileBodies[i%len(hostileBodies)])
					counts[g]++
				}
			}()
		}
		var took []time.Duration
		for range 200 {
			time.Sleep(5 * time.Millisecond) // a visitor's pace: the flood lasts a few seconds
			w, d := s.timed("192.0.2.99", normal)
			if w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
				t.Fatalf("the visitor's request failed: %d %s", w.Code, w.Body.String())
			}
			took = append(took, d)
		}
		close(stop)
		hostile.Wait()
		slices.Sort(took)
		for _, n := range counts {
			sent += n
		}
		return took[len(took)/2], took[len(took)*99/100], sent
	}
	// How fast the visitor is served is a figure, printed here, not a pass mark (times
	// depend on the machine's load); what is asserted is that every visitor's request is
	// answered, and within the documents' deadline, while the flood runs.
	p50, p99, sent := flood()
	fmt.Printf("unbounded work: flood of %d hostile requests from 4 senders; the visitor's 200 requests: p50 %v, p99 %v\n", sent, p50.Round(time.Microsecond), p99.Round(time.Microsecond))
	if p99 >= graph.DefaultLimits.Timeout {
		t.Errorf("the visitor's p99 was %v under the flood: past a document's deadline (%v)", p99, graph.DefaultLimits.Timeout)
	}
}

// TestAttackCacheFlood: public persisted queries asked with ever new junk variables
// add no entries to the public cache (its key is the variables the query declares),
// and the cache stays within its bytes.
func TestAttackCacheFlood(t *testing.T) {
	s := newSite(t, nil)
	m := graph.PersistedQueries()
	var public []string
	cache := graph.NewCache(m, graph.DefaultCacheBytes) // answers the same queries from cache as the server's
	for id := range m {
		if cache.Cacheable(id) {
			public = append(public, id)
		}
	}
	metric := func(name string) int {
		var v int
		for _, l := range strings.Split(s.get(t, "/metrics").Body.String(), "\n") {
			if _, err := fmt.Sscanf(l, name+" %d", &v); err == nil {
				return v
			}
		}
		t.Fatalf("/metrics has no %s", name)
		return 0
	}
	junk := strings.Repeat("j", 2000)
	for i := range 3000 {
		id := public[i%len(public)]
		// page and slug: the blog's queries need them; the others ignore them.
		vars := url.QueryEscape(fmt.Sprintf(`{"x%d":%q,"first":%d,"page":1,"slug":"a"}`, i, junk, i))
		if w := s.get(t, "/graphql?id="+id+"&variables="+vars); w.Code != 200 {
			t.Fatalf("%s: %d %s", id, w.Code, w.Body.String())
		}
	}
	entries, bytes := metric("seo_cache_entries"), metric("seo_cache_bytes")
	fmt.Printf("cache flood: 3000 requests with junk variables over %d public queries: %d entries, %d bytes kept\n", len(public), entries, bytes)
	if entries > len(public) || bytes > graph.DefaultCacheBytes {
		t.Fatalf("the flood grew the cache to %d entries, %d bytes", entries, bytes)
	}
}
