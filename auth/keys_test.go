package auth_test

import (
	"errors"
	"testing"

	"seoagency/auth"
)

// TestScopesReachOnlyTheirAreas: the scopes table, area by area; no scope reaches the
// staff list (where keys are kept), the site's identity, the owner's settings or the
// system pages, whatever scopes a key combines.
func TestScopesReachOnlyTheirAreas(t *testing.T) {
	want := map[auth.Scope]map[auth.Area]auth.Access{
		auth.ScopePublicRead:      {},
		auth.ScopeOrdersRead:      {auth.Sales: auth.Read},
		auth.ScopeContentWrite:    {auth.Content: auth.Write, auth.Posts: auth.Write, auth.Media: auth.Write},
		auth.ScopeSubscribersRead: {auth.Inbox: auth.Read},
	}
	for sc, areas := range want {
		k := &auth.Key{Scopes: []auth.Scope{sc}}
		for _, a := range auth.Areas() {
			if got := k.May(a); got != areas[a] {
				t.Errorf("%s in %s: %s, want %s", sc, a, got, areas[a])
			}
		}
	}
	all := &auth.Viewer{Key: &auth.Key{Scopes: auth.Scopes()}}
	for _, a := range []auth.Area{auth.Staff, auth.Site, auth.Owner, auth.System} {
		if all.Can(a, auth.Read) {
			t.Errorf("a key reaches %s", a)
		}
	}
	// A key is no person: never a staff role, never signed in as a customer.
	if all.Staff() != "" || all.SignedIn() {
		t.Error("a key's viewer is a person")
	}
	if _, err := auth.ParseScope("staff:write"); err == nil {
		t.Error("an unknown scope parsed")
	}
}

func TestKeyRefusalsSayWhy(t *testing.T) {
	ctx := auth.WithViewer(t.Context(), &auth.Viewer{Key: &auth.Key{Scopes: []auth.Scope{auth.ScopeOrdersRead}}})
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		t.Fatal(err)
	}
	err := auth.Require(ctx, auth.Sales, auth.Write)
	if !errors.Is(err, auth.ErrForbidden) || err.Error() != "Not allowed: this API key's scopes cannot change orders and payments (this needs write access to sales)." {
		t.Fatalf("%v", err)
	}
	if err := auth.RequireStaff(ctx); err != nil {
		t.Fatalf("a key with a private scope is refused the admin area's door: %v", err)
	}
	public := auth.WithViewer(t.Context(), &auth.Viewer{Key: &auth.Key{Scopes: []auth.Scope{auth.ScopePublicRead}}})
	if err := auth.RequireStaff(public); !errors.Is(err, auth.ErrForbidden) {
		t.Fatalf("a public key passes the admin area's door: %v", err)
	}
}
