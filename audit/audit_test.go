package audit_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/audit"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/testdb"
)

func staff(role auth.Role) context.Context {
	return auth.WithViewer(context.Background(), &auth.Viewer{UID: "uid-" + string(role), Email: strings.ToLower(string(role)) + "@agency.test",
		EmailVerified: true, Role: role})
}

// open is a client of url; it comes with the audit hook, as the server's own (store.Open).
func open(t *testing.T, url string) *ent.Client {
	c, _ := testdb.Open(t, url)
	return c
}

func lines(t *testing.T, c *ent.Client) []*ent.AuditEntry {
	t.Helper()
	return c.AuditEntry.Query().Order(auditentry.BySeq()).AllX(testdb.System())
}

func TestAStaffWriteIsRecordedInItsTransaction(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c := open(t, url)
		ctx := audit.WithClient(staff(auth.RoleEditor), "203.0.113.7")
		var id int
		err := ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			cat, err := c.Category.Create().SetName("Local SEO").Save(ctx)
			if err == nil {
				id = cat.ID
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		got := lines(t, c)
		if len(got) != 1 {
			t.Fatalf("one write, %d lines: %+v", len(got), got)
		}
		l := got[0]
		if l.Action != audit.Create || l.EntityType != "Category" || l.EntityID != id || l.ActorEmail != "editor@agency.test" ||
			l.ActorUID != "uid-Editor" || l.ActorRole != "Editor" || l.Client != "203.0.113.7" || !strings.Contains(l.Summary, `name="Local SEO"`) {
			t.Fatalf("line: %+v", l)
		}

		// Rolled back: neither the write nor its line.
		boom := errors.New("boom")
		err = ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if err := c.Category.UpdateOneID(id).SetName("Renamed").Exec(ctx); err != nil {
				return err
			}
			return boom
		})
		if !errors.Is(err, boom) {
			t.Fatal(err)
		}
		if n := len(lines(t, c)); n != 1 {
			t.Fatalf("a rolled back write left a line: %d lines", n)
		}

		// A visitor's or a customer's write is not a staff write; the system's neither.
		customer := auth.WithViewer(context.Background(), &auth.Viewer{UID: "c1", Email: "c@x.test"})
		if _, err := c.Subscriber.Create().SetEmail("c@x.test").Save(customer); err != nil {
			t.Fatal(err)
		}
		if n := len(lines(t, c)); n != 1 {
			t.Fatalf("a customer's sign-up is in the staff log: %d lines", n)
		}
		if rep, err := audit.Verify(context.Background(), c); err != nil || !rep.Intact || rep.Checked != 1 {
			t.Fatalf("verify: %+v %v", rep, err)
		}
	})
}

func TestTheLogIsAppendOnlyAndTheOwnersAlone(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c := open(t, url)
		if err := audit.Record(staff(auth.RoleAdmin), c, audit.Event{Action: audit.SignIn, EntityType: "admin area"}); err != nil {
			t.Fatal(err)
		}
		l := lines(t, c)[0]
		sys := testdb.System()
		if err := c.AuditEntry.UpdateOneID(l.ID).Exec(sys); err == nil { // its fields are immutable: no setter exists
			t.Fatal("a line was updated, as the system")
		}
		if err := c.AuditEntry.DeleteOneID(l.ID).Exec(sys); err == nil {
			t.Fatal("a line was deleted, as the system")
		}
		if _, err := c.AuditEntry.Delete().Exec(staff(auth.RoleOwner)); err == nil {
			t.Fatal("the Owner deleted the log")
		}
		if err := c.AuditEntry.Create().SetSeq(9).SetAt(time.Now()).SetAction(audit.Create).SetPrevHash("").SetHash("x").Exec(staff(auth.RoleOwner)); err == nil {
			t.Fatal("the Owner wrote a line")
		}
		for _, role := range []auth.Role{auth.RoleAdmin, auth.RoleEditor, auth.RoleAuthor, auth.RoleSupport, ""} {
			if _, err := c.AuditEntry.Query().All(staff(role)); !errors.Is(err, auth.ErrForbidden) && !errors.Is(err, auth.ErrUnauthenticated) {
				t.Errorf("%q read the log: %v", role, err)
			}
		}
		held := &auth.Viewer{UID: "o", Email: "o@x.test", EmailVerified: true, Role: auth.RoleOwner, Held: errors.New("second factor not passed")}
		if _, err := c.AuditEntry.Query().All(auth.WithViewer(context.Background(), held)); err == nil {
			t.Error("an Owner whose session is held read the log")
		}
		if n, err := c.AuditEntry.Query().Count(staff(auth.RoleOwner)); err != nil || n != 1 {
			t.Fatalf("the Owner reads %d lines: %v", n, err)
		}
	})
}

func TestVerifyFindsALineChangedOrRemoved(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		for _, tamper := range []struct {
			name, sql string
			broken    int64
		}{
			{"changed", "UPDATE audit_entries SET summary = 'nothing to see' WHERE seq = 3", 3},
			{"actor changed", "UPDATE audit_entries SET actor_email = 'someone@else.test' WHERE seq = 2", 2},
			{"removed", "DELETE FROM audit_entries WHERE seq = 3", 3},
			{"newest removed", "DELETE FROM audit_entries WHERE seq = 5", 5},
			{"its hash replaced", "UPDATE audit_entries SET hash = 'x' || substr(hash, 2) WHERE seq = 4", 4},
		} {
			t.Run(tamper.name, func(t *testing.T) {
				c, db := testdb.Open(t, freshURL(t, url))
				for i := range 5 {
					if err := audit.Record(staff(auth.RoleAdmin), c, audit.Event{Action: audit.Update, EntityType: "Banner", EntityID: i + 1}); err != nil {
						t.Fatal(err)
					}
				}
				if rep, err := audit.Verify(context.Background(), c); err != nil || !rep.Intact || rep.Checked != 5 || rep.LastSeq != 5 {
					t.Fatalf("before: %+v %v", rep, err)
				}
				if _, err := db.Exec(tamper.sql); err != nil {
					t.Fatal(err)
				}
				rep, err := audit.Verify(context.Background(), c)
				if err != nil || rep.Intact || rep.Broken != tamper.broken || rep.Problem == "" {
					t.Fatalf("after: %+v %v", rep, err)
				}
			})
		}
	})
}

// freshURL is another database of the same kind as url.
func freshURL(t *testing.T, url string) string {
	if strings.HasPrefix(url, "postgres") {
		return testdb.Postgres(t)
	}
	return testdb.SQLite(t)
}

// Two servers (two pools of connections, as two replicas) append at once: one chain.
func TestConcurrentAppendsKeepOneChain(t *testing.T) {
	url := testdb.Postgres(t)
	a := open(t, url)
	b, _ := testdb.Open(t, url)
	const each = 25
	var wg sync.WaitGroup
	errs := make(chan error, 2*each)
	for _, c := range []*ent.Client{a, b} {
		for i := range each {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ctx := staff(auth.RoleAdmin)
				errs <- ent.WithTx(ctx, c, func(ctx context.Context, tc *ent.Client) error {
					return audit.Record(ctx, tc, audit.Event{Action: audit.Update, EntityType: "Banner", EntityID: i + 1})
				})
			}()
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	rep, err := audit.Verify(context.Background(), a)
	if err != nil || !rep.Intact || rep.Checked != 2*each || rep.LastSeq != 2*each {
		t.Fatalf("%+v %v", rep, err)
	}
}

func TestRetentionKeepsTheRestVerifiable(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c := open(t, url)
		record := func(n int) {
			for i := range n {
				if err := audit.Record(staff(auth.RoleAdmin), c, audit.Event{Action: audit.Update, EntityType: "Banner", EntityID: i + 1}); err != nil {
					t.Fatal(err)
				}
			}
		}
		record(3)
		time.Sleep(20 * time.Millisecond)
		mark := time.Now()
		time.Sleep(20 * time.Millisecond)
		record(2)
		if err := audit.Prune(context.Background(), c, time.Since(mark)); err != nil {
			t.Fatal(err)
		}
		got := lines(t, c)
		if len(got) != 2 || got[0].Seq != 4 {
			t.Fatalf("kept %d lines, from %d", len(got), got[0].Seq)
		}
		record(1)
		if rep, err := audit.Verify(context.Background(), c); err != nil || !rep.Intact || rep.Checked != 3 || rep.LastSeq != 6 {
			t.Fatalf("%+v %v", rep, err)
		}
	})
}

func TestSecretsStayOut(t *testing.T) {
	for _, f := range []struct {
		typ, field string
		redact     bool
	}{
		{"AdminUser", "password", true}, {"Invitation", "token_hash", true}, {"StaffFactor", "totp_secret", true},
		{"StaffFactor", "recovery_codes", true}, {"Order", "card_number", true}, {"ApiKey", "api_key", true},
		{"MessageReply", "body", true},
		{"Banner", "banner_heading", false}, {"Order", "customer_email", false},
	} {
		if got := audit.Redact(f.typ, f.field); got != f.redact {
			t.Errorf("Redact(%s, %s) = %v", f.typ, f.field, got)
		}
	}
	testdb.EachURL(t, func(t *testing.T, url string) {
		c := open(t, url)
		ctx := staff(auth.RoleSupport)
		msg, err := c.Message.Create().SetFullName("Visitor").SetEmailAddress("v@x.test").SetSubject("Hi").SetMessage("hello").Save(testdb.System())
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.MessageReply.Create().SetMessage(msg).SetSentBy("support@agency.test").SetSentTo("v@x.test").SetSubject("Re: Hi").
			SetBody("your new password is hunter2").Save(privacyAllowedAs(ctx))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lines(t, c) {
			if strings.Contains(l.Summary, "hunter2") {
				t.Fatalf("a reply's text is in the log: %s", l.Summary)
			}
			if !strings.Contains(l.Summary, "body=[redacted]") {
				t.Fatalf("summary: %s", l.Summary)
			}
		}
		if n := len(lines(t, c)); n != 1 {
			t.Fatalf("%d lines", n)
		}
	})
}

// privacyAllowedAs is ctx with the data layer's rules lifted, the viewer kept: how domain
// code writes once it has checked its rule (inbox.Reply).
func privacyAllowedAs(ctx context.Context) context.Context {
	return privacy.DecisionContext(ctx, privacy.Allow)
}

// A refused request is one line, once the request is answered, whatever else it was
// refused; the lines of one account, one address and all visitors are bounded.
func TestRefusalsAreRecordedWithinBounds(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c := open(t, url)
		customer := auth.WithViewer(context.Background(), &auth.Viewer{UID: "cust-1", Email: "c@x.test"})
		refuse := func(ctx context.Context, addr string) {
			ctx, done := audit.WithRequest(ctx, c, addr)
			audit.Refusal(ctx, "POST /api/add-banner", fmt.Errorf("policy: %w", auth.ErrForbidden))
			audit.Refusal(ctx, "GraphQL banners", auth.ErrForbidden) // the same request: no second line
			audit.Refusal(ctx, "GraphQL x", errors.New("not a refusal"))
			done()
		}
		refuse(customer, "198.51.100.4")
		got := lines(t, c)
		if len(got) != 1 {
			t.Fatalf("%d lines", len(got))
		}
		if l := got[0]; l.Action != audit.Refused || l.EntityType != "POST /api/add-banner" || l.ActorUID != "cust-1" ||
			l.Client != "198.51.100.4" || !strings.Contains(l.Summary, "Not allowed") {
			t.Fatalf("line: %+v", l)
		}
		// Not refused: nothing.
		ctx, done := audit.WithRequest(customer, c, "198.51.100.4")
		audit.Refusal(ctx, "GraphQL x", errors.New("boom"))
		done()
		for range 70 {
			refuse(customer, "198.51.100.4")
		}
		if n := len(lines(t, c)); n != 60 {
			t.Fatalf("one account's refusals: %d lines, want 60 an hour", n)
		}
		for range 15 {
			refuse(context.Background(), "192.0.2.1")
		}
		if n := len(lines(t, c)); n != 70 {
			t.Fatalf("one address's refusals: %d lines, want 10 more", n)
		}
		if rep, err := audit.Verify(context.Background(), c); err != nil || !rep.Intact {
			t.Fatalf("%+v %v", rep, err)
		}
	})
}
