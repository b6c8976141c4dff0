package rest_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/rest"
	"seoagency/testdb"
)

// TestRolesOnEveryRoute calls every route of the table as every kind of person and
// checks only that each is let in or refused (401/403), never a server error, as the roles matrix of
// docs/security.md says, written out here on its own rather than read from auth.
func TestRolesOnEveryRoute(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	testdb.Seed(t, c)
	step := strconv.Itoa(c.Step.Query().FirstIDX(sys)) // a content record: {id} of every route
	// The matrix: area → level each role reaches ("" none).
	matrix := map[string]map[string]string{
		"Owner":   {"content": "write", "media": "write", "sales": "write", "inbox": "write", "staff": "write", "site": "write", "owner": "write", "system": "write"},
		"Admin":   {"content": "write", "media": "write", "sales": "write", "inbox": "write", "staff": "write", "site": "write", "system": "write"},
		"Editor":  {"content": "write", "media": "write"},
		"Author":  {"content": "read", "media": "add"},
		"Support": {"inbox": "write", "sales": "read"},
	}
	rank := map[string]int{"": 0, "read": 1, "add": 2, "write": 3}
	people := map[string]*auth.Viewer{
		"visitor":  visitor,
		"customer": customer,
	}
	for _, r := range auth.Roles() {
		people[string(r)] = &auth.Viewer{UID: string(r), Email: strings.ToLower(string(r)) + "@example.com", EmailVerified: true, Role: r}
	}
	h := rest.Handler(c, rest.Deps{})
	for _, rt := range rest.Routes() {
		if rt.Served() {
			continue // their handlers come from the server (server tests)
		}
		need := rt.Access.String()
		// The trash and history let any staff in, each seeing the records of the areas
		// they read; a change of one (a content record here) is its area's writers'.
		if need == "staff" && rt.Method != http.MethodGet {
			need = "staff: content write"
		}
		// The least rights first, so no allowed write changes what a refused call meets.
		for _, name := range []string{"visitor", "customer", "Support", "Author", "Editor", "Admin", "Owner"} {
			v := people[name]
			var want bool
			switch {
			case rt.Access.Anyone():
				want = true
			case need == "signed-in":
				want = v.SignedIn()
			case need == "staff":
				want = v.Role != ""
			default:
				f := strings.Fields(strings.TrimPrefix(need, "staff: "))
				want = v.Role != "" && rank[matrix[name][f[0]]] >= rank[f[1]]
			}
			path := "/api" + strings.ReplaceAll(rt.Path, "{id}", step)
			body := ""
			if rt.Body() != nil {
				body = "{}"
			}
			code, out := do(t, h, call{method: rt.Method, path: path, as: v, body: body})
			got := code != http.StatusUnauthorized && code != http.StatusForbidden
			if rt.Access.String() == "staff" && !want && code == http.StatusNotFound {
				got = false // the trash and history hide the records of areas the role does not read
			}
			if code >= http.StatusInternalServerError {
				t.Errorf("%s %s as %s: %d %s; a refusal or an answer, never a server error", rt.Method, rt.Path, name, code, out)
			}
			if got != want {
				t.Errorf("%s %s as %s (%s): %d %s; want allowed=%v", rt.Method, rt.Path, name, rt.Access, code, out, want)
			}
		}
	}
}
