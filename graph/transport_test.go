package graph_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

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
