package lifecycle_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/revision"
	"seoagency/inbox"
	"seoagency/lifecycle"
	"seoagency/testdb"
)

var (
	adminCtx = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "ann@example.com", EmailVerified: true, Role: auth.RoleOwner})
	otherCtx = auth.WithViewer(context.Background(), &auth.Viewer{UID: "b", Email: "bob@example.com", EmailVerified: true, Role: auth.RoleOwner})
	sys      = testdb.System()
)

// site is a database with one record, at least, of every lifecycle type: the seed, and
// what visitors and admins add.
func site(t *testing.T, c *ent.Client) {
	t.Helper()
	testdb.Seed(t, c)
	c.AdminUser.Create().SetUserEmail("ann@example.com").ExecX(sys)
	c.AdminUser.Create().SetUserEmail("bob@example.com").ExecX(sys)
	c.PaymentSetting.Create().SetPaypalEmail("shop@example.com").ExecX(sys)
	c.Redirect.Create().SetFromPath("/old-offer").SetTarget("/pricing").ExecX(sys)
	c.Media.Create().SetHash("0123456789abcdef0123456789abcdef").SetFormat("png").SetBytes(68).SetWidth(1).SetHeight(1).ExecX(sys)
	if _, err := inbox.Subscribe(context.Background(), c, "reader@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := inbox.Send(context.Background(), c, inbox.MessageInput{CreateMessageInput: ent.CreateMessageInput{FullName: ptr("Ann"), Message: ptr("Hello"), PhoneNumber: ptr("555 0100")}}); err != nil {
		t.Fatal(err)
	}
}

func code(err error) apierr.Code {
	e, _ := apierr.From(err)
	return e.Code
}

// inTx runs fn in a transaction, as the API runs every write.
func inTx[T any](t *testing.T, c *ent.Client, fn func(*ent.Client) (T, error)) (T, error) {
	t.Helper()
	tx, err := c.Tx(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	v, err := fn(tx.Client())
	if err != nil {
		_ = tx.Rollback()
		return v, err
	}
	return v, tx.Commit()
}

// TestTrashEveryType walks every type with the Lifecycle mixin (a new type is covered
// as soon as it has the mixin): delete → gone from its queries, in the trash → restore →
// back with the same values → delete again → purged for good with its revisions.
func TestTrashEveryType(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		site(t, c)
		for _, typ := range ent.LifecycleTypes {
			ids, err := c.NodeIDs(sys, typ)
			if err != nil || len(ids) == 0 {
				t.Fatalf("%s: no record to try (%v): give the seed or site() one", typ, err)
			}
			id := ids[len(ids)-1]
			if typ == "AdminUser" {
				id = ids[len(ids)-1] // bob: ann stays, the list is never empty
			}
			before, err := c.Noder(adminCtx, id)
			if err != nil {
				t.Fatalf("%s: %v", typ, err)
			}
			item, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, id) })
			if err != nil {
				t.Fatalf("%s: delete: %v", typ, err)
			}
			if item.NodeType != typ || item.DeletedBy != "ann@example.com" || item.Label == "" || item.Label == "(empty)" ||
				time.Until(item.PurgeAt) < lifecycle.Retention-time.Minute {
				t.Errorf("%s: trash item %+v", typ, item)
			}
			if _, err := c.Noder(adminCtx, id); !ent.IsNotFound(err) {
				t.Errorf("%s: still found after delete: %v", typ, err)
			}
			if left, _ := c.NodeIDs(sys, typ); len(left) != len(ids)-1 {
				t.Errorf("%s: list has %d rows after delete, want %d", typ, len(left), len(ids)-1)
			}
			if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, id) }); code(err) != apierr.Conflict {
				t.Errorf("%s: second delete: %v, want a conflict", typ, err)
			}
			back, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Restore(adminCtx, tx, id) })
			if err != nil {
				t.Fatalf("%s: restore: %v", typ, err)
			}
			if lifecycle.Changes(snap(t, before), snap(t, back)) != nil {
				t.Errorf("%s: restored with other values: %v", typ, lifecycle.Changes(snap(t, before), snap(t, back)))
			}
			if _, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Restore(adminCtx, tx, id) }); code(err) != apierr.Conflict {
				t.Errorf("%s: second restore: %v, want a conflict", typ, err)
			}
			actions := actionsOf(t, c, id)
			if want := []revision.Action{"restore", "delete"}; len(actions) < 2 || actions[0] != want[0] || actions[1] != want[1] {
				t.Errorf("%s: revisions %v, want restore, delete first", typ, actions)
			}
			if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, id) }); err != nil {
				t.Fatal(err)
			}
			if n, err := lifecycle.Purge(context.Background(), c, time.Now().Add(lifecycle.Retention+time.Hour)); err != nil || n != 1 {
				t.Fatalf("%s: purge: %d, %v", typ, n, err)
			}
			if _, err := c.Noder(lifecycle.IncludingDeleted(adminCtx), id); !ent.IsNotFound(err) {
				t.Errorf("%s: the row is still there after purge: %v", typ, err)
			}
			if left := c.Revision.Query().Where(revision.NodeID(id)).AllX(sys); len(left) != 1 || left[0].Before != "" || left[0].After != "" {
				t.Errorf("%s: after purge, revisions %v, want one without values", typ, left)
			}
			if _, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Restore(adminCtx, tx, id) }); code(err) != apierr.NotFound {
				t.Errorf("%s: restore after purge: %v, want not found", typ, err)
			}
		}
		// A restart seeds again: what an admin deleted must not come back.
		testdb.Seed(t, c)
		if n := c.Banner.Query().CountX(sys); n != 0 {
			t.Errorf("the seed brought a purged banner back")
		}
	})
}

func snap(t *testing.T, n ent.Noder) string {
	t.Helper()
	return strings.TrimSpace(mustJSON(t, n))
}

func actionsOf(t *testing.T, c *ent.Client, id int) []revision.Action {
	t.Helper()
	revs, err := lifecycle.History(adminCtx, c, id)
	if err != nil {
		t.Fatal(err)
	}
	var out []revision.Action
	for _, r := range revs {
		out = append(out, r.Action)
	}
	return out
}

// TestRulesOfDeleting: who may, what never goes, and what comes back where.
func TestRulesOfDeleting(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		site(t, c)
		step := c.Step.Query().FirstX(sys)
		visitor, customer := context.Background(), auth.WithViewer(context.Background(), &auth.Viewer{UID: "c", Email: "c@example.com"})
		for ctx, want := range map[context.Context]apierr.Code{visitor: apierr.Unauthenticated, customer: apierr.Forbidden} {
			if _, err := lifecycle.Delete(ctx, c, step.ID); code(err) != want {
				t.Errorf("delete by a non-admin: %v, want %s", err, want)
			}
		}
		if _, err := lifecycle.Delete(adminCtx, c, 999); code(err) != apierr.NotFound {
			t.Errorf("delete of nothing: %v", err)
		}

		// The last admin stays.
		bob := c.AdminUser.Query().AllX(sys)
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, bob[1].ID) }); err != nil {
			t.Fatal(err)
		}
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, bob[0].ID) }); code(err) != apierr.Conflict ||
			!strings.Contains(err.Error(), "last admin") {
			t.Errorf("deleting the last admin: %v", err)
		}

		// A deleted singleton frees its place; the old one cannot come back over the new.
		banner := c.Banner.Query().OnlyX(sys)
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, banner.ID) }); err != nil {
			t.Fatal(err)
		}
		if n := c.Banner.Query().CountX(sys); n != 0 {
			t.Fatalf("%d banners after delete", n)
		}
		fresh := c.Banner.Create().SetBannerHeading("New").SetBannerDetails("D").SetBannerImage("/b.png").
			SetButtonLink("/pricing").SetYoutubeLink("https://youtube.com/x").SaveX(adminCtx)
		if _, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Restore(adminCtx, tx, banner.ID) }); code(err) != apierr.Conflict {
			t.Errorf("restoring a singleton over a new one: %v", err)
		}
		if got := c.Banner.Query().OnlyX(sys); got.ID != fresh.ID {
			t.Errorf("the new banner was replaced")
		}

		// A deleted subscriber can sign up again.
		sub := c.Subscriber.Query().FirstX(sys)
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, sub.ID) }); err != nil {
			t.Fatal(err)
		}
		if _, err := inbox.Subscribe(context.Background(), c, sub.Email); err != nil {
			t.Errorf("subscribing again after a delete: %v", err)
		}
		if _, err := inbox.Subscribe(context.Background(), c, sub.Email); err != nil {
			t.Errorf("subscribing twice: %v", err)
		}
		if n := c.Subscriber.Query().CountX(sys); n != 1 {
			t.Errorf("%d subscribers, want 1", n)
		}

		// A stale editor cannot save into the trash.
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, step.ID) }); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Step.UpdateOneID(step.ID).SetStepTitle("Late").Save(adminCtx); code(err) != apierr.Conflict ||
			!strings.Contains(err.Error(), "in the trash") {
			t.Errorf("saving a deleted record: %v", err)
		}
	})
}

// TestRevisionsAndRestore: every save is a revision with its values; restoring one is
// a new revision, and the record has those values again.
func TestRevisionsAndRestore(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		site(t, c)
		item := c.ServiceItem.Query().FirstX(sys)
		first := item.ServiceTitle
		c.ServiceItem.UpdateOneID(item.ID).SetServiceTitle("Second").ExecX(adminCtx)
		c.ServiceItem.UpdateOneID(item.ID).SetServiceTitle("Third").SetServiceDetails("Changed too").ExecX(otherCtx)
		c.ServiceItem.UpdateOneID(item.ID).SetServiceTitle("Third").ExecX(otherCtx) // no change: no revision, no version
		revs, err := lifecycle.History(adminCtx, c, item.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(revs) != 3 || revs[0].Actor != "bob@example.com" || revs[1].Actor != "ann@example.com" ||
			revs[2].Action != revision.ActionCreate || revs[2].Actor != "system" {
			t.Fatalf("revisions: %+v", revs)
		}
		changes := lifecycle.Changes(revs[0].Before, revs[0].After)
		if len(changes) != 2 || changes[0].Field != "serviceDetails" || changes[1].Field != "serviceTitle" ||
			*changes[1].Before != "Second" || *changes[1].After != "Third" {
			t.Errorf("changes of the last revision: %+v", changes)
		}
		// Back to the values after the first save.
		restored, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.RestoreRevision(adminCtx, tx, revs[1].ID) })
		if err != nil {
			t.Fatal(err)
		}
		got := restored.(*ent.ServiceItem)
		if got.ServiceTitle != "Second" || got.ServiceDetails != item.ServiceDetails || got.Version != 4 {
			t.Errorf("after restore: %q %q v%d", got.ServiceTitle, got.ServiceDetails, got.Version)
		}
		if a := actionsOf(t, c, item.ID); len(a) != 4 || a[0] != revision.ActionRestore {
			t.Errorf("actions %v", a)
		}
		if first == "Second" {
			t.Fatal("the seed's title is the test's value")
		}
		if _, err := lifecycle.RestoreRevision(adminCtx, c, 999); code(err) != apierr.NotFound {
			t.Errorf("restoring no revision: %v", err)
		}
	})
}

// TestConcurrentEdits: two admins opened version 1; the second save is refused with who
// saved and when, and nothing of the first is lost. Raced for real, one save wins.
func TestConcurrentEdits(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		site(t, c)
		m := c.TeamMember.Query().FirstX(sys)
		if _, err := c.TeamMember.UpdateOneID(m.ID).SetMembername("Ann's").SetVersion(m.Version).Save(adminCtx); err != nil {
			t.Fatal(err)
		}
		_, err := c.TeamMember.UpdateOneID(m.ID).SetMembername("Bob's").SetVersion(m.Version).Save(otherCtx)
		var e *apierr.Error
		if !errors.As(err, &e) || e.Code != apierr.Conflict || e.Fields["version"] != "stale" ||
			!strings.Contains(e.Message, "changed by ann@example.com at ") {
			t.Fatalf("second save: %v", err)
		}
		if got := c.TeamMember.GetX(sys, m.ID); got.Membername != "Ann's" || got.Version != m.Version+1 {
			t.Errorf("after the refused save: %q v%d", got.Membername, got.Version)
		}

		// A save that changes nothing is not a newer version: an editor open meanwhile stays valid.
		now := c.TeamMember.GetX(sys, m.ID)
		c.TeamMember.UpdateOneID(m.ID).SetMembername(now.Membername).SetVersion(now.Version).ExecX(otherCtx)
		if _, err := c.TeamMember.UpdateOneID(m.ID).SetMemberPosition("Lead").SetVersion(now.Version).Save(adminCtx); err != nil {
			t.Errorf("a save after someone else's save of the same values: %v", err)
		}

		cur := c.TeamMember.GetX(sys, m.ID)
		var wg sync.WaitGroup
		errs := make([]error, 8)
		for i := range errs {
			wg.Go(func() {
				_, errs[i] = inTx(t, c, func(tx *ent.Client) (*ent.TeamMember, error) {
					return tx.TeamMember.UpdateOneID(m.ID).SetMemberPosition(strings.Repeat("x", i+1)).SetVersion(cur.Version).Save(adminCtx)
				})
			})
		}
		wg.Wait()
		won := 0
		for _, err := range errs {
			switch {
			case err == nil:
				won++
			case code(err) == apierr.Conflict:
			case strings.Contains(err.Error(), "database is locked") || strings.Contains(err.Error(), "SQLITE_BUSY"):
				won++ // SQLite: not reached with busy_timeout; counted so the rule below still holds
			default:
				t.Errorf("racing save: %v", err)
			}
		}
		if won != 1 {
			t.Errorf("%d racing saves of one version won, want 1", won)
		}
		if got := c.TeamMember.GetX(sys, m.ID); got.Version != cur.Version+1 {
			t.Errorf("version %d after the race, want %d", got.Version, cur.Version+1)
		}
	})
}

// TestMove: the admin's order is what lists give, and new items go last.
func TestMove(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		site(t, c)
		ids := c.TeamMember.Query().IDsX(sys)
		if len(ids) < 3 {
			t.Fatalf("the seed has %d team members", len(ids))
		}
		last := ids[len(ids)-1]
		if _, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Move(adminCtx, tx, last, 0) }); err != nil {
			t.Fatal(err)
		}
		got, _ := c.NodeIDs(sys, "TeamMember")
		if got[0] != last || got[1] != ids[0] {
			t.Errorf("order after move: %v (moved %d)", got, last)
		}
		if v := c.TeamMember.GetX(sys, ids[0]).Version; v != 1 {
			t.Errorf("moving bumped another member's version to %d: an open editor would be refused", v)
		}
		if _, err := inTx(t, c, func(tx *ent.Client) (ent.Noder, error) { return lifecycle.Move(adminCtx, tx, last, 99) }); err != nil {
			t.Fatal(err)
		}
		if got, _ := c.NodeIDs(sys, "TeamMember"); got[len(got)-1] != last {
			t.Errorf("a position past the end puts it last: %v", got)
		}
		added := c.TeamMember.Create().SetFacebookLink("https://facebook.com/n").SetTwitterLink("https://twitter.com/n").
			SetLinkedinLink("https://linkedin.com/n").SetYoutubeLink("https://youtube.com/n").SetMemberImg("/n.png").
			SetMembername("New").SetMemberPosition("Intern").SaveX(adminCtx)
		if got, _ := c.NodeIDs(sys, "TeamMember"); got[len(got)-1] != added.ID {
			t.Errorf("a new member is not last: %v", got)
		}
		if _, err := lifecycle.Move(adminCtx, c, c.Banner.Query().OnlyIDX(sys), 0); code(err) != apierr.Validation {
			t.Errorf("moving a singleton: %v", err)
		}
	})
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func ptr(s string) *string { return &s }
