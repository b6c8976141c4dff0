package server_test

import (
	"encoding/csv"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/auditentry"
	"seoagency/testdb"
)

// TestTheAuditLog: through the real API with the Auth emulator's tokens, behind a proxy
// the server trusts: a staff write and a refused attempt are lines with who, from where
// and what; only the Owner reads and exports the log, whose CSV neutralises formulas.
func TestTheAuditLog(t *testing.T) {
	s := newSite(t, map[string]string{"TRUST_PROXY_HEADERS": "true"})
	sys := testdb.System()
	ownerEmail, owner := s.adminToken(t) // admins.Ensure makes Owners
	adminEmail, admin := s.staffToken(t, adminuser.UserRoleAdmin)
	customerEmail := authtest.UniqueEmail(t, "customer")
	customer := authtest.SignUpVerified(t, customerEmail, "secret-123")
	send := func(method, path, body, token, from string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("X-Forwarded-For", "198.51.100.1, "+from)
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, req)
		return w
	}
	last := func() *ent.AuditEntry {
		return s.client.AuditEntry.Query().Order(ent.Desc(auditentry.FieldSeq)).FirstX(sys)
	}

	banner := s.client.Banner.Query().FirstIDX(sys)
	if w := send("PUT", fmt.Sprintf("/api/update-banner/%d", banner), `{"bannerHeading":"Grow with search"}`, admin, "203.0.113.9"); w.Code != 200 {
		t.Fatalf("update: %d %s", w.Code, w.Body)
	}
	l := last()
	if l.Action != auditentry.ActionUpdate || l.EntityType != "Banner" || l.EntityID != banner || l.ActorEmail != adminEmail ||
		l.ActorRole != "Admin" || l.Client != "203.0.113.9" || !strings.Contains(l.Summary, `bannerHeading="Grow with search"`) {
		t.Fatalf("the write's line: %+v", l)
	}

	// Refused: a customer's write, from a hostile "address" (what the proxy passed on).
	hostile := `=cmd|' /C calc'!A0` // no comma: X-Forwarded-For splits on them
	if w := send("POST", "/api/add-banner", `{"bannerHeading":"x"}`, customer, hostile); w.Code != http.StatusForbidden {
		t.Fatalf("customer's write: %d", w.Code)
	}
	l = last()
	if l.Action != auditentry.ActionRefused || l.EntityType != "POST /api/add-banner" || l.ActorEmail != customerEmail || l.Client != hostile {
		t.Fatalf("the refusal's line: %+v", l)
	}

	// Only the Owner reads, checks and exports the log.
	const read = `{ auditLog(first: 50, filter: {action: refused}) { totalCount edges { node { actorEmail entityType } } } auditChain { intact checked } }`
	if r := s.gql.WithToken(admin).Do(t, read, nil); r.Code() != "FORBIDDEN" {
		t.Fatalf("an Admin read the log: %+v", r)
	}
	if w := send("GET", "/api/export/audit.csv", "", admin, "203.0.113.9"); w.Code != http.StatusForbidden {
		t.Fatalf("an Admin exported the log: %d", w.Code)
	}
	var out struct {
		AuditLog struct {
			TotalCount int
			Edges      []struct {
				Node struct{ ActorEmail, EntityType string }
			}
		}
		AuditChain struct {
			Intact  bool
			Checked int
		}
	}
	s.gql.WithToken(owner).Must(t, read, nil, &out)
	if out.AuditLog.TotalCount < 1 || !out.AuditChain.Intact || out.AuditChain.Checked < 3 {
		t.Fatalf("the Owner's view: %+v", out)
	}
	for _, e := range out.AuditLog.Edges {
		if e.Node.ActorEmail == ownerEmail {
			continue
		}
		if e.Node.ActorEmail != customerEmail && e.Node.ActorEmail != adminEmail {
			t.Errorf("refused line of %s", e.Node.ActorEmail)
		}
	}
	w := send("GET", "/api/export/audit.csv?action=refused", "", owner, "203.0.113.10")
	if w.Code != 200 {
		t.Fatalf("export: %d %s", w.Code, w.Body)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(w.Body.String(), "\uFEFF"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, row := range rows[1:] {
		for _, cell := range row {
			if strings.HasPrefix(cell, "=") {
				t.Fatalf("a cell a spreadsheet would run: %q", cell)
			}
		}
		found = found || row[8] == "'"+hostile
	}
	if !found {
		t.Fatalf("the hostile address is not in the export: %q", rows)
	}
	if l := last(); l.Action != auditentry.ActionExport || l.EntityType != "audit.csv" || l.ActorEmail != ownerEmail || l.Summary != "action=refused" {
		t.Fatalf("the export's line: %+v", l)
	}
}
