package server_test

// Attacks on who the site mails and what a mail says (issue 35): an account or a
// visitor that types someone else's address, a visitor's line breaks in the admin's
// mail, and a mail scanner that follows the newsletter's links.

import (
	"crypto/rand"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	entmail "seoagency/ent/mail"
	"seoagency/ent/subscriber"
	"seoagency/inbox"
	"seoagency/mail"
	"seoagency/testdb"
)

// mailsOfKind counts the mails written (sent or to be sent) of kind.
func (s *site) mailsOfKind(t *testing.T, kind string) int {
	t.Helper()
	n, err := s.client.Mail.Query().Where(entmail.Kind(kind)).Count(testdb.System())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestAttackMailUnverifiedAccountMailsNoOne: an account whose e-mail is not verified,
// which can be anyone's address, orders and cancels: every order is placed and
// cancelled and the agency is told, but the address gets nothing. A verified account
// gets its confirmation.
func TestAttackMailUnverifiedAccountMailsNoOne(t *testing.T) {
	s := newSite(t, noLimits)
	adminEmail, _ := s.adminToken(t)
	victim := authtest.UniqueEmail(t, "victim")
	gql := s.gql.WithToken(authtest.SignUp(t, victim, "secret-123"))
	pkg := s.client.PricingPackage.Query().FirstX(sys)
	const rounds = 3
	for range rounds {
		var placed struct{ CreateOrder struct{ ID string } }
		gql.Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Mallory", customerAddress: "1 Main St", customerCountry: "US"}) { id } }`,
			map[string]any{"p": pkg.ID}, &placed)
		if w := s.send("PUT", "/api/order-cancelled/"+placed.CreateOrder.ID, "application/json", `{"paymentStatus":"Cancelled"}`, gql.Token); w.Code != 200 {
			t.Fatalf("cancel: %d %s", w.Code, w.Body)
		}
	}
	s.mail.Wait(t, adminEmail, rounds, mailWait)
	verified := authtest.UniqueEmail(t, "buyer")
	s.gql.WithToken(authtest.SignUpVerified(t, verified, "secret-123")).Must(t,
		`mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Ann", customerAddress: "1 Main St", customerCountry: "US"}) { id } }`,
		map[string]any{"p": pkg.ID}, nil)
	one(t, s, verified, 1, "Your order #")
	if got := s.mail.To(t, victim); len(got) != 0 {
		t.Errorf("the unverified address got %d mails, the first %q", len(got), got[0].Subject)
	}
	if n, c := s.mailsOfKind(t, "order_confirmation"), s.mailsOfKind(t, "order_cancelled"); n != 1 || c != 0 {
		t.Errorf("%d confirmations and %d cancellations written, want 1 (the verified account's) and 0", n, c)
	}
}

// TestAttackMailOneMailboxIsBounded: newsletter sign-ups of one Gmail mailbox spelt 25
// ways (plus-tags, dots, googlemail.com, capitals) each answer as usual, but the
// mailbox gets PerMailboxHour confirmations; a customer whose orders pass the bound
// still has every order placed.
func TestAttackMailOneMailboxIsBounded(t *testing.T) {
	s := newSite(t, noLimits)
	user := "victim" + strings.ToLower(rand.Text()[:8])
	spellings := func(i int) string {
		switch i % 4 {
		case 0:
			return fmt.Sprintf("%s+%d@gmail.com", user, i)
		case 1:
			return fmt.Sprintf("%s.%s+%d@googlemail.com", user[:3], user[3:], i)
		case 2:
			return fmt.Sprintf("%s+news%d@GMail.com", strings.ToUpper(user), i)
		}
		return strings.Join(strings.Split(user, ""), ".") + "@gmail.com" // plain, once: a repeat sends nothing
	}
	for i := range 25 {
		s.signUp(t, spellings(i))
	}
	if n := s.mailsOfKind(t, "newsletter_confirm"); n != mail.PerMailboxHour {
		t.Fatalf("%d confirmations written to one mailbox, want %d", n, mail.PerMailboxHour)
	}
	deadline := time.Now().Add(mailWait)
	for len(s.mail.Messages(t)) < mail.PerMailboxHour && time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // what else might come
	if got := len(s.mail.Messages(t)); got != mail.PerMailboxHour {
		t.Errorf("the mailbox got %d confirmations, want %d", got, mail.PerMailboxHour)
	}
	// Another mailbox is not held back by this one.
	other := authtest.UniqueEmail(t, "reader")
	s.signUp(t, other)
	s.mail.Wait(t, other, 1, mailWait)

	// A customer past the bound: every order is placed, the mails stop at the bound.
	buyer := authtest.UniqueEmail(t, "buyer")
	gql := s.gql.WithToken(authtest.SignUpVerified(t, buyer, "secret-123"))
	pkg := s.client.PricingPackage.Query().FirstX(sys)
	for i := range mail.PerMailboxHour + 2 {
		r := gql.Do(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Ann", customerAddress: "1 Main St", customerCountry: "US"}) { id } }`,
			map[string]any{"p": pkg.ID})
		if len(r.Errors) != 0 {
			t.Fatalf("order %d: %s", i, r.Body)
		}
	}
	if n := s.client.Order.Query().CountX(sys); n != mail.PerMailboxHour+2 {
		t.Errorf("%d orders placed, want %d", n, mail.PerMailboxHour+2)
	}
	if n := s.mailsOfKind(t, "order_confirmation"); n != mail.PerMailboxHour {
		t.Errorf("%d order confirmations written, want %d", n, mail.PerMailboxHour)
	}
}

// TestAttackMailLineBreaksAddNoLines: line breaks of every kind in a visitor's name,
// phone and subject stay on their row of the admin's plain-text mail, and
// every line of the message itself is marked as quoted: nothing the visitor wrote
// stands on a line of its own as the site's words.
func TestAttackMailLineBreaksAddNoLines(t *testing.T) {
	s := newSite(t, noLimits)
	adminEmail, _ := s.adminToken(t)
	inject := func(n int) string { return fmt.Sprintf("Reply here: https://evil.example/%d", n) }
	breaks := []string{"\r\n", "\n", "\r", "\n\n", "\u2028", "\u2029", "\r\n\r\n"} // U+0085 is refused as a control character
	input := map[string]any{
		"fullName":     "Jane" + breaks[0] + inject(1) + breaks[4] + inject(2),
		"emailAddress": "jane@example.com",
		"phoneNumber":  "555" + breaks[6] + inject(3), // at most 50 characters
		"website":      "https://jane.example",        // a URL: refuses line breaks
		"subject":      "Hello" + breaks[5] + inject(4) + breaks[1] + inject(5),
		"message":      "Hi." + breaks[0] + inject(6) + breaks[2] + inject(7) + breaks[4] + inject(8) + breaks[3] + inject(9),
	}
	s.gql.Must(t, `mutation($input: CreateMessageInput!) { sendMessage(input: $input) { id } }`, map[string]any{"input": input}, nil)
	m := one(t, s, adminEmail, 1, "New message #")
	text := strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u2028", "\n", "\u2029", "\n", "\u0085", "\n").Replace(m.Text)
	seen := 0
	for _, line := range strings.Split(text, "\n") {
		if !strings.Contains(line, "evil.example") {
			continue
		}
		seen++
		if !strings.HasPrefix(line, "> ") && !strings.HasPrefix(line, "From: Jane ") && !strings.HasPrefix(line, "Phone: 555 ") &&
			!strings.HasPrefix(line, "Subject: Hello ") {
			t.Errorf("a line of the visitor's own: %q", line)
		}
	}
	if seen != 7 { // three rows, four quoted lines
		t.Errorf("%d lines carry the visitor's text, want 7:\n%s", seen, m.Text)
	}
}

// TestAttackMailConfirmLinkNeedsAClickInTime: a mail scanner's GET or HEAD of the
// confirmation link confirms nothing; a link past its seven days, or from before links
// had a time, confirms nothing and says to sign up again; a link whose time was pushed
// back fails its signature; signing up again sends a fresh link that works.
func TestAttackMailConfirmLinkNeedsAClickInTime(t *testing.T) {
	s := newSite(t, noLimits)
	addr := authtest.UniqueEmail(t, "reader")
	s.signUp(t, addr)
	confirm, _ := linkPaths(t, s.mail.Wait(t, addr, 1, mailWait)[0])
	pending := func(name string) {
		t.Helper()
		if got := s.subscriberOf(t, addr).Status; got != subscriber.StatusPending {
			t.Fatalf("%s: the address is %s", name, got)
		}
	}
	for _, method := range []string{"GET", "HEAD"} {
		if w := s.send(method, confirm, "", "", ""); w.Code != 200 {
			t.Errorf("%s: %d", method, w.Code)
		}
		pending(method)
	}

	links := mail.Links{PublicURL: "https://site.test", Secret: s.cfg.LinkSecret}
	id := s.subscriberOf(t, addr).ID
	expired := links.Sign(inbox.ConfirmPath(id, addr, time.Now().Add(-time.Minute)))
	old := links.Sign(fmt.Sprintf("%s?subscriber=%d&email=%s", inbox.ConfirmPage, id, url.QueryEscape(addr)))
	for name, link := range map[string]string{"expired": expired, "without a time": old} {
		for _, method := range []string{"GET", "POST"} {
			w := s.send(method, link, "application/x-www-form-urlencoded", "", "")
			if body := w.Body.String(); w.Code != 409 || !strings.Contains(body, "This link has expired") ||
				!strings.Contains(body, "Sign up again at the foot of any page and we send a fresh one.") || strings.Contains(body, "<form") {
				t.Errorf("%s link, %s: %d %s", name, method, w.Code, body)
			}
			pending(name + " " + method)
		}
	}
	exp := confirm[strings.Index(confirm, "&expires=")+len("&expires=") : strings.Index(confirm, "&sig=")]
	later := strings.Replace(confirm, "&expires="+exp, "&expires=99999999999", 1)
	if w := s.send("POST", later, "application/x-www-form-urlencoded", "", ""); w.Code != 403 {
		t.Errorf("a link with its time pushed back: %d %s", w.Code, w.Body)
	}
	pending("pushed back")

	// Past ten minutes, signing up again sends a fresh link; its button confirms.
	if _, err := s.db.Exec(`UPDATE subscribers SET updated_at = updated_at - interval '11 minutes' WHERE email = $1`, addr); err != nil {
		t.Fatal(err)
	}
	s.signUp(t, addr)
	fresh, _ := linkPaths(t, s.mail.Wait(t, addr, 2, mailWait)[0])
	if w := s.send("POST", fresh, "application/x-www-form-urlencoded", "", ""); w.Code != 200 || !strings.Contains(w.Body.String(), "Your subscription is confirmed") {
		t.Fatalf("the fresh link: %d %s", w.Code, w.Body)
	}
	if got := s.subscriberOf(t, addr).Status; got != subscriber.StatusConfirmed {
		t.Fatalf("after the fresh link: %s", got)
	}
}
