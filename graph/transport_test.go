package graph_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/testdb"
)

func TestPersistedQueries(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	queries := map[string]string{"abc": "query Q { banners(first: 1) { totalCount } }"}
	for _, prod := range []bool{false, true} {
		h := graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits, Queries: queries, PersistedOnly: prod})
		send := func(method, body, query string) (int, string) {
			req := httptest.NewRequest(method, "/graphql?"+query, strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			return w.Code, w.Body.String()
		}
		if code, body := send("POST", `{"id":"abc","variables":{}}`, ""); code != 200 || !strings.Contains(body, `"totalCount":0`) {
			t.Errorf("prod=%v: POST id: %d %s", prod, code, body)
		}
		if code, body := send("GET", "", "id=abc"); code != 200 || !strings.Contains(body, `"totalCount":0`) {
			t.Errorf("prod=%v: GET id: %d %s", prod, code, body)
		}
		if code, body := send("POST", `{"id":"nope"}`, ""); code != 400 || !strings.Contains(body, "PERSISTED_QUERY_NOT_FOUND") {
			t.Errorf("prod=%v: unknown id: %d %s", prod, code, body)
		}
		code, body := send("POST", `{"query":"{ banners(first: 1) { totalCount } }"}`, "")
		if prod && (code != 400 || !strings.Contains(body, "PERSISTED_QUERY_REQUIRED")) {
			t.Errorf("production ran query text: %d %s", code, body)
		}
		if !prod && code != 200 {
			t.Errorf("development refused query text: %d %s", code, body)
		}
		code, body = send("GET", "", "query="+url.QueryEscape(`mutation { subscribe(email: "a@b.co") { email } }`))
		if prod && code != 400 || !prod && (code == 200 && !strings.Contains(body, "errors")) {
			t.Errorf("prod=%v: GET mutation: %d %s", prod, code, body)
		}
	}
}

// TestPersistedDocumentsFitTheLimits: the web app's own documents are not bounded
// when sent by id, so they must fit the bounds a caller's text is held to.
func TestPersistedDocumentsFitTheLimits(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	var queries map[string]string
	if err := json.Unmarshal(seoagency.PersistedQueries, &queries); err != nil {
		t.Fatal(err)
	}
	gql := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{})}
	for id, text := range queries {
		if r := gql.Do(t, text, nil); r.Code() == "QUERY_TOO_LARGE" {
			t.Errorf("persisted document %s is refused as text: %s", id, r.Body)
		}
	}
}

// TestOperationsStopAtTheDeadline: an operation past Limits.Timeout starts no more
// fields and says TIMEOUT.
func TestOperationsStopAtTheDeadline(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	limits := graph.DefaultLimits
	limits.Timeout = time.Nanosecond
	r := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: limits})}.Do(t, `{ banners(first: 1) { totalCount } }`, nil)
	if r.Code() != "TIMEOUT" || strings.Contains(r.Body, "totalCount") {
		t.Fatalf("past the deadline: %d %s", r.Status, r.Body)
	}
}

// Fragments spread in a cycle, with fields of the same name around them, sent gqlparser
// v2.5.37's OverlappingFieldsCanBeMerged into endless recursion: one document stopped
// the process (a stack overflow is not a panic). It is refused as invalid, by the
// transport's validation and by the executor's.
func TestFragmentCyclesAreRefused(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	for _, q := range []string{
		`{ steps(first: 1) { edges { node { ...Z } ...X } } } fragment X on StepEdge { node { ...Z } ...Y } fragment Y on StepEdge { node { ...Z } ...X } fragment Z on Step { id }`,
		`{ steps(first: 1) { edges { n: node { ...Z } ...X } } } fragment X on StepEdge { n: node { ...Z } ...X } fragment Z on Step { id }`,
	} {
		w, _ := s.send(t, call{query: q})
		if w.Code != http.StatusUnprocessableEntity || !strings.Contains(w.Body.String(), "within itself") {
			t.Fatalf("%s: %d %s", q, w.Code, w.Body.String())
		}
	}
}
