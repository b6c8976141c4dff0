package server_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/revision"
	"seoagency/ent/subscriber"
	"seoagency/inbox"
	"seoagency/testdb"
)

// writePath is one way a record gets written, tried against a rule: it reports the
// GraphQL error code or the REST status the caller got.
type writePath struct {
	name string
	try  func(t *testing.T) string
}

// TestEveryWritePathKeepsTheRules: each rule that guards a write holds on every path
// that writes (GraphQL, REST, the trash, the restore of a revision in either API, a bulk
// write of server code), because the rule lives once, in the data layer.
func TestEveryWritePathKeepsTheRules(t *testing.T) {
	s := newSite(t, noLimits)
	sys := testdb.System()
	email, token := s.adminToken(t)
	gql := s.gql.WithToken(token)
	entry := s.client.AdminUser.Query().Where(adminuser.UserEmail(email)).OnlyX(sys)
	if n := s.client.AdminUser.Query().CountX(sys); n != 1 {
		t.Fatalf("the site should start with this one admin, has %d", n)
	}
	gqlCode := func(query string, vars map[string]any) func(*testing.T) string {
		return func(t *testing.T) string {
			r := gql.Do(t, query, vars)
			if r.Code() == "" {
				return "ok"
			}
			return r.Code() + " " + fmt.Sprint(r.Errors[0].Extensions.Fields)
		}
	}
	rest := func(method, path, body string) func(*testing.T) string {
		return func(t *testing.T) string {
			w := s.send(method, path, "application/json", body, token)
			if w.Code == http.StatusOK {
				return "ok"
			}
			return fmt.Sprint(w.Code)
		}
	}
	// pastRevision writes a revision of id whose values are its current ones with old
	// replaced by was: the history of a record as it was before some change.
	pastRevision := func(t *testing.T, id int, old, was string) string {
		t.Helper()
		last := s.client.Revision.Query().Where(revision.NodeID(id)).Order(ent.Desc(revision.FieldID)).FirstX(sys)
		after := strings.Replace(last.After, old, was, 1)
		if after == last.After {
			t.Fatalf("%q is not in %s", old, last.After)
		}
		r := s.client.Revision.Create().SetNodeID(id).SetNodeType(last.NodeType).SetAction(revision.ActionUpdate).
			SetActor("an earlier admin").SetBefore(last.After).SetAfter(after).SaveX(sys)
		return fmt.Sprint(r.ID)
	}
	restore := func(rev string) []writePath {
		return []writePath{
			{"GraphQL restoreRevision", gqlCode(`mutation($id: ID!) { restoreRevision(id: $id) { id } }`, map[string]any{"id": rev})},
			{"REST POST /api/revisions/{id}/restore", rest("POST", "/api/revisions/"+rev+"/restore", "")},
		}
	}
	id := fmt.Sprint(entry.ID)

	t.Run("the last admin is never renamed or removed", func(t *testing.T) {
		rev := pastRevision(t, entry.ID, email, "earlier-"+email)
		paths := append(restore(rev), []writePath{
			{"GraphQL updateAdminUser", gqlCode(`mutation($id: ID!) { updateAdminUser(id: $id, input: {userEmail: "someone@else.test"}, confirmOwnEmailChange: true) { id } }`, map[string]any{"id": id})},
			{"REST PUT /api/upadete-users/{id}", rest("PUT", "/api/upadete-users/"+id, `{"userEmail":"someone@else.test","userRole":"Admin","confirmOwnEmailChange":true}`)},
			{"GraphQL deleteItem", gqlCode(`mutation($id: ID!) { deleteItem(id: $id) { id } }`, map[string]any{"id": id})},
			{"REST DELETE /api/items/{id}", rest("DELETE", "/api/items/"+id, "")},
			{"a bulk update of server code", func(t *testing.T) string {
				_, err := s.client.AdminUser.Update().SetUserEmail("someone@else.test").Save(sys)
				return apiCode(err)
			}},
		}...)
		for _, p := range paths {
			got := p.try(t)
			if got != "CONFLICT map[userEmail:lastAdmin]" && got != "409" && got != "CONFLICT" {
				t.Errorf("%s: %s, want the last admin's conflict", p.name, got)
			}
			if e := s.client.AdminUser.Query().OnlyX(sys).UserEmail; e != email {
				t.Fatalf("after %s the only admin is %s", p.name, e)
			}
			if !s.viewer(t, token).IsAdmin {
				t.Fatalf("after %s the admin is no admin", p.name)
			}
		}
	})

	t.Run("one's own entry changes only when confirmed", func(t *testing.T) {
		if _, err := admins.Ensure(sys, s.client, authtest.UniqueEmail(t, "partner")); err != nil {
			t.Fatal(err)
		}
		rev := pastRevision(t, entry.ID, email, "earlier-"+email)
		paths := append([]writePath{
			{"GraphQL updateAdminUser", gqlCode(`mutation($id: ID!) { updateAdminUser(id: $id, input: {userEmail: "someone@else.test"}) { id } }`, map[string]any{"id": id})},
			{"REST PUT /api/upadete-users/{id}", rest("PUT", "/api/upadete-users/"+id, `{"userEmail":"someone@else.test","userRole":"Admin"}`)},
		}, restore(rev)...)
		for _, p := range paths {
			if got := p.try(t); got != "CONFLICT map[userEmail:ownEmail]" && got != "409" {
				t.Errorf("%s: %s, want the own-e-mail conflict", p.name, got)
			}
			if !s.viewer(t, token).IsAdmin {
				t.Fatalf("after %s the admin is no admin", p.name)
			}
		}
	})

	t.Run("a subscriber's consent is the subscriber's own", func(t *testing.T) {
		address := authtest.UniqueEmail(t, "reader")
		if _, err := inbox.Subscribe(sys, s.client, address); err != nil {
			t.Fatal(err)
		}
		sub := s.client.Subscriber.Query().Where(subscriber.Email(address)).OnlyX(sys)
		if _, err := inbox.Confirm(sys, s.client, sub.ID, address, time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		confirmed := s.client.Revision.Query().Where(revision.NodeID(sub.ID)).Order(ent.Desc(revision.FieldID)).FirstX(sys)
		if _, err := inbox.Unsubscribe(sys, s.client, sub.ID, address); err != nil {
			t.Fatal(err)
		}
		var h struct{ History []struct{ Restorable bool } }
		gql.Must(t, `query($id: ID!) { history(id: $id) { restorable } }`, map[string]any{"id": fmt.Sprint(sub.ID)}, &h)
		if len(h.History) == 0 || h.History[0].Restorable {
			t.Errorf("the history offers to restore a subscriber's versions: %+v", h)
		}
		for _, p := range restore(fmt.Sprint(confirmed.ID)) {
			if got := p.try(t); got != "CONFLICT map[]" && got != "409" {
				t.Errorf("%s: %s, want a conflict", p.name, got)
			}
			if st := s.client.Subscriber.GetX(sys, sub.ID).Status; st != subscriber.StatusUnsubscribed {
				t.Fatalf("after %s the unsubscribed reader is %s", p.name, st)
			}
		}
	})

	t.Run("fields only the server sets keep their values", func(t *testing.T) {
		var created struct{ CreateRedirect struct{ ID string } }
		gql.Must(t, `mutation { createRedirect(input: {fromPath: "/old-offer", target: "/service"}) { id } }`, nil, &created)
		rid := created.CreateRedirect.ID
		var n int
		fmt.Sscan(rid, &n)
		s.client.Redirect.UpdateOneID(n).AddHits(7).ExecX(sys) // as redirects.Hits counts visits
		first := s.client.Revision.Query().Where(revision.NodeID(n), revision.ActionEQ(revision.ActionCreate)).OnlyX(sys)
		paths := append([]writePath{
			{"GraphQL updateRedirect with hits", gqlCode(`mutation($id: ID!) { updateRedirect(id: $id, input: {target: "/pricing", hits: 0}) { id } }`, map[string]any{"id": rid})},
			{"REST PUT /api/redirect/{id} with hits", rest("PUT", "/api/redirect/"+rid, `{"target":"/pricing","hits":0}`)},
		}, restore(fmt.Sprint(first.ID))...)
		for _, p := range paths {
			p.try(t) // each may be refused or succeed: what counts is what it wrote
			if h := s.client.Redirect.GetX(sys, n).Hits; h != 7 {
				t.Fatalf("after %s the redirect's hits are %d, want 7", p.name, h)
			}
		}
		if r := s.client.Redirect.GetX(sys, n); r.Target != "/service" {
			t.Errorf("the restore of the first version did not bring its target back: %q", r.Target)
		}
	})

	t.Run("every value is checked however it arrives", func(t *testing.T) {
		b := s.client.Banner.Query().FirstX(sys)
		rev := pastRevision(t, b.ID, b.ButtonLink, "javascript:alert(1)")
		for _, p := range restore(rev) {
			if got := p.try(t); got != "VALIDATION map[buttonLink:url]" && got != "400" {
				t.Errorf("%s: %s, want the buttonLink's validation error", p.name, got)
			}
			if l := s.client.Banner.GetX(sys, b.ID).ButtonLink; l != b.ButtonLink {
				t.Fatalf("after %s the banner links to %q", p.name, l)
			}
		}
	})
}

// apiCode is the API code of err as a caller would get it, "ok" for none.
func apiCode(err error) string {
	var e *apierr.Error
	switch {
	case err == nil:
		return "ok"
	case errors.As(err, &e):
		return string(e.Code)
	}
	return err.Error()
}
