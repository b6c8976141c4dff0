package graph

import (
	"context"
	"strings"
	"testing"
	"unsafe"

	"entgo.io/ent/privacy"

	"seoagency/auth"
	"seoagency/lifecycle"
	"seoagency/testdb"
)

// TestKeptPagesFollowTheContext: a list's SELECT is built once per page size and
// columns, and reused only by a request whose context holds what its rules read when it
// was built: the trash's flag, the viewer of a private list, a privacy decision.
func TestKeptPagesFollowTheContext(t *testing.T) {
	for name, url := range map[string]func(testing.TB) string{"sqlite": testdb.SQLite, "postgres": testdb.Postgres} {
		t.Run(name, func(t *testing.T) {
			client, _ := testdb.Open(t, url(t))
			p := newPages(client)
			visitor := context.Background()
			// ok: the caller may read typ (a refusal is ok false or an error)
			page := func(ctx context.Context, typ string) (listSQL, bool) {
				l, ok, err := p.page(ctx, typ, 3, []string{"id"})
				return l, ok && err == nil
			}
			first, _ := page(visitor, "Step")
			again, _ := page(auth.WithViewer(visitor, &auth.Viewer{}), "Step")
			if first.text == "" || unsafe.StringData(again.text) != unsafe.StringData(first.text) {
				t.Fatalf("a visitor's second page was built again (or has arguments): %q", first.text)
			}
			withTrash, _ := page(lifecycle.IncludingDeleted(visitor), "Step")
			if !strings.Contains(first.text, "deleted_at") || strings.Contains(withTrash.text, "deleted_at") {
				t.Fatalf("with the trash: %q, without: %q", withTrash.text, first.text)
			}
			if back, _ := page(visitor, "Step"); !strings.Contains(back.text, "deleted_at") {
				t.Fatalf("a visitor after a page with the trash: %q", back.text)
			}

			admin := auth.WithViewer(visitor, &auth.Viewer{UID: "a", Email: "admin@seo-agency.test", EmailVerified: true, Role: auth.RoleOwner})
			if _, ok := page(admin, "Subscriber"); !ok {
				t.Fatal("an admin may read the subscribers")
			}
			if _, ok := page(visitor, "Subscriber"); ok {
				t.Fatal("a visitor got the SELECT of the subscribers an admin was allowed")
			}
			if _, ok := page(privacy.DecisionContext(visitor, privacy.Allow), "Subscriber"); !ok {
				t.Fatal("the system may read the subscribers")
			}
			if _, ok := page(visitor, "Subscriber"); ok {
				t.Fatal("a visitor got the SELECT of the subscribers the system was allowed")
			}
		})
	}
}
