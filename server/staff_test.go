package server_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"

	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/testdb"
)

// TestHeldAdminIsRefusedOnGraphQLAndREST: with SECOND_FACTOR=required (production's
// only setting) an admin who has not passed the second factor in this sign-in gets
// SECOND_FACTOR_REQUIRED from both APIs, and is an admin once they set up an app.
func TestHeldAdminIsRefusedOnGraphQLAndREST(t *testing.T) {
	s := newSite(t, map[string]string{"SECOND_FACTOR": "required"})
	email, token := s.adminToken(t)
	rest := func(method, path string, out any) int {
		req := httptest.NewRequest(method, path, strings.NewReader("{}"))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		if out != nil {
			_ = json.Unmarshal(w.Body.Bytes(), out)
		}
		return w.Code
	}
	gql := s.gql.WithToken(token)
	const query = `{ adminUsers(first: 5) { totalCount } }` // private: no rows of their own to fall back to

	if r := gql.Do(t, query, nil); r.Code() != "SECOND_FACTOR_REQUIRED" || !strings.Contains(r.Errors[0].Message, "second factor") {
		t.Fatalf("GraphQL while held: %s", r.Body)
	}
	var v struct {
		Viewer struct {
			IsAdmin bool
			Role    *string
		}
	}
	// On the staff list (the Admin link shows), but no role in force while held.
	if gql.Must(t, `{ viewer { isAdmin role } }`, nil, &v); !v.Viewer.IsAdmin || v.Viewer.Role != nil {
		t.Fatalf("viewer while held: %+v", v)
	}
	for _, path := range []string{"/api/subscribers", "/api/export/orders.csv"} {
		var e struct {
			Error struct{ Code, Message string }
		}
		if st := rest("GET", path, &e); st != 403 || e.Error.Code != "SECOND_FACTOR_REQUIRED" {
			t.Fatalf("REST %s while held: %d %+v", path, st, e)
		}
	}

	var enrol struct{ Secret string }
	if st := rest("POST", "/api/staff/totp", &enrol); st != 200 || enrol.Secret == "" {
		t.Fatalf("enrol: %d", st)
	}
	code, _ := totp.GenerateCode(enrol.Secret, time.Now())
	confirm := httptest.NewRequest("POST", "/api/staff/totp/confirm", strings.NewReader(`{"code":"`+code+`"}`))
	confirm.Header.Set("Authorization", "Bearer "+token)
	confirm.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, confirm)
	if w.Code != 200 || !strings.Contains(w.Body.String(), "recoveryCodes") {
		t.Fatalf("confirm: %d %s", w.Code, w.Body.String())
	}
	if r := gql.Do(t, query, nil); len(r.Errors) > 0 {
		t.Fatalf("GraphQL after the second factor: %s", r.Body)
	}
	if st := rest("GET", "/api/subscribers", nil); st != 200 {
		t.Fatalf("REST after the second factor: %d", st)
	}
	if st := rest("GET", "/api/export/orders.csv", nil); st != 200 {
		t.Fatalf("export after the second factor: %d", st)
	}
	if gql.Must(t, `{ viewer { isAdmin role } }`, nil, &v); v.Viewer.Role == nil || *v.Viewer.Role != "Owner" {
		t.Fatalf("viewer after the second factor: %+v", v)
	}
	// The sign-in and the factor are in the audit log, without the code.
	var lines []string
	for _, e := range s.client.AuditEntry.Query().Where(auditentry.ActorEmail(email)).Order(ent.Asc(auditentry.FieldSeq)).AllX(testdb.System()) {
		if e.Action == auditentry.ActionSignIn || e.Action == auditentry.ActionSecondFactor {
			lines = append(lines, string(e.Action)+" "+e.Summary)
		}
		if strings.Contains(e.Summary, code) {
			t.Fatalf("the code is in the audit log: %+v", e)
		}
	}
	if strings.Join(lines, "; ") != "sign_in signed in to the admin area; second_factor authenticator app set up" {
		t.Fatalf("audit log: %q", lines)
	}
}
