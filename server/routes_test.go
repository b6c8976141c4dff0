package server_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"seoagency/rest"
)

// TestEveryRouteIsDocumented: every route the server registers (the REST table's, the
// staff's /api routes, GraphQL and the rest) has its row in docs/api.md, with its methods.
func TestEveryRouteIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/api.md")
	if err != nil {
		t.Fatal(err)
	}
	// A row: | GET | `/path` | or | GET, POST | `/path` |.
	rows := map[string][]string{} // path → methods
	for _, m := range regexp.MustCompile("(?m)^\\| ([A-Z]+(?:, [A-Z]+)*) \\| `([^`]+)` \\|").FindAllSubmatch(doc, -1) {
		rows[string(m[2])] = append(rows[string(m[2])], strings.Split(string(m[1]), ", ")...)
	}
	documented := func(method, path string) bool {
		methods, ok := rows[path]
		return ok && (method == "" || slices.Contains(methods, method))
	}
	s := newSite(t, nil)
	patterns := s.srv.Routes()
	if len(patterns) < 20 {
		t.Fatalf("the server lists %d routes: %q", len(patterns), patterns)
	}
	for _, p := range patterns {
		method, path, ok := strings.Cut(p, " ")
		if !ok {
			method, path = "", p
		}
		switch path {
		case "/": // the web app's pages
			continue
		case "/api/": // the REST API's own table
			for _, r := range rest.Routes() {
				if !documented(r.Method, "/api"+r.Path) {
					t.Errorf("docs/api.md does not document %s /api%s", r.Method, r.Path)
				}
			}
			continue
		}
		if !documented(method, path) {
			t.Errorf("docs/api.md does not document the route %q: add its row (rest/serverroutes.go, then go generate ./rest)", p)
		}
	}
}
