package admins_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/lifecycle"
	"seoagency/testdb"
)

// TestLastAdminSurvivesConcurrentRemovals: two admins delete each other's entry at
// the same moment; one of them must be refused.
func TestLastAdminSurvivesConcurrentRemovals(t *testing.T) {
	c, db := testdb.Open(t, testdb.Postgres(t))
	ctx := auth.WithViewer(context.Background(), &auth.Viewer{UID: "ops", Email: "ops@example.com", EmailVerified: true, Role: auth.RoleOwner})
	for round := range 10 {
		emails := []string{fmt.Sprintf("a%d@example.com", round), fmt.Sprintf("b%d@example.com", round)}
		if _, err := db.ExecContext(ctx, "DELETE FROM admin_users"); err != nil {
			t.Fatal(err)
		}
		if _, err := admins.Ensure(ctx, c, emails...); err != nil {
			t.Fatal(err)
		}
		ids := c.AdminUser.Query().IDsX(ctx)
		var wg sync.WaitGroup
		errs := make([]error, len(ids))
		start := make(chan struct{})
		for i, id := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tx, err := c.Tx(ctx)
				if err != nil {
					errs[i] = err
					return
				}
				<-start
				if _, err = lifecycle.Delete(ctx, tx.Client(), id); err != nil {
					_ = tx.Rollback()
					errs[i] = err
					return
				}
				errs[i] = tx.Commit()
			}()
		}
		close(start)
		wg.Wait()
		refused := 0
		for _, err := range errs {
			if e, ok := err.(*apierr.Error); ok && e.Fields["userEmail"] == "lastAdmin" {
				refused++
			} else if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
		if left := c.AdminUser.Query().CountX(ctx); left != 1 || refused != 1 {
			t.Fatalf("round %d: %d admins left, %d removals refused", round, left, refused)
		}
	}
}
