package admins_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/adminuser"
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
		refused := raceTwo(t, round, c, [2]context.Context{ctx, ctx}, "userEmail", "lastAdmin", func(i int, tx *ent.Client) error {
			_, err := lifecycle.Delete(ctx, tx, ids[i])
			return err
		})
		if left := c.AdminUser.Query().CountX(ctx); left != 1 || refused != 1 {
			t.Fatalf("round %d: %d admins left, %d removals refused", round, left, refused)
		}
	}
}

// TestTwoOwnersDemoteEachOther: two Owners, each signed in as themselves, demote (or
// remove) each other at the same moment on PostgreSQL: exactly one change goes
// through, the other is refused as the last Owner's, and one Owner always remains.
func TestTwoOwnersDemoteEachOther(t *testing.T) {
	c, db := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	for round := range 10 {
		if _, err := db.ExecContext(sys, "DELETE FROM admin_users"); err != nil {
			t.Fatal(err)
		}
		emails := []string{fmt.Sprintf("a%d@example.com", round), fmt.Sprintf("b%d@example.com", round)}
		if _, err := admins.Ensure(sys, c, emails...); err != nil {
			t.Fatal(err)
		}
		ids := make([]int, 2)
		for i, e := range emails {
			ids[i] = c.AdminUser.Query().Where(adminuser.UserEmail(e)).OnlyIDX(sys)
		}
		var mes [2]context.Context
		for i, email := range emails {
			mes[i] = auth.WithViewer(context.Background(), &auth.Viewer{UID: email, Email: email, EmailVerified: true, Role: auth.RoleOwner})
		}
		refused := raceTwo(t, round, c, mes, "userRole", "lastOwner", func(i int, tx *ent.Client) error {
			other := ids[1-i]
			// Odd rounds: the second Owner removes the first instead of demoting them.
			if round%2 == 1 && i == 1 {
				_, err := lifecycle.Delete(mes[i], tx, other)
				return err
			}
			_, err := admins.Update(mes[i], tx, other, ent.UpdateAdminUserInput{UserRole: ptr(adminuser.UserRoleAdmin)}, false)
			return err
		})
		owners := c.AdminUser.Query().Where(adminuser.UserRoleEQ(adminuser.UserRoleOwner)).CountX(sys)
		if owners != 1 || refused != 1 {
			t.Fatalf("round %d: %d Owners left, %d changes refused", round, owners, refused)
		}
	}
}

// raceTwo runs change(0) and change(1) at the same moment, each in its own transaction
// opened under ctxs[i], and counts the changes refused with fields[field] == code; any
// other error fails the test.
func raceTwo(t *testing.T, round int, c *ent.Client, ctxs [2]context.Context, field, code string, change func(i int, tx *ent.Client) error) int {
	t.Helper()
	var wg sync.WaitGroup
	var errs [2]error
	start := make(chan struct{})
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tx, err := c.Tx(ctxs[i])
			if err != nil {
				errs[i] = err
				return
			}
			<-start
			if err := change(i, tx.Client()); err != nil {
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
		if e, ok := err.(*apierr.Error); ok && e.Fields[field] == code {
			refused++
		} else if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
	}
	return refused
}

func ptr[T any](v T) *T { return &v }
