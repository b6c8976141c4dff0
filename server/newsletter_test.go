package server_test

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"seoagency/ent"
	entmail "seoagency/ent/mail"
	"seoagency/ent/subscriber"
	"seoagency/mailtest"
	"seoagency/testdb"
)

var confirmLink = regexp.MustCompile(`https://site\.test(/newsletter/confirm\?[^\s<>")\]]+)`)

// subscriberOf reads the row of an address as the database holds it.
func (s *site) subscriberOf(t *testing.T, email string) *ent.Subscriber {
	t.Helper()
	row, err := s.client.Subscriber.Query().Where(subscriber.Email(email)).Only(testdb.System())
	if err != nil {
		t.Fatal(err)
	}
	return row
}

func (s *site) confirmationsQueued(t *testing.T) int {
	t.Helper()
	n, err := s.client.Mail.Query().Where(entmail.Kind("newsletter_confirm")).Count(testdb.System())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func (s *site) signUp(t *testing.T, email string) string {
	t.Helper()
	w := s.send("POST", "/api/add-subscriber", "application/json", `{"email":"`+email+`"}`, "")
	if w.Code != 200 {
		t.Fatalf("sign-up of %s: %d %s", email, w.Code, w.Body)
	}
	return w.Body.String()
}

// linkPaths are the confirmation and unsubscribe paths of a confirmation mail.
func linkPaths(t *testing.T, m mailtest.Mail) (confirm, unsubscribe string) {
	t.Helper()
	found := confirmLink.FindStringSubmatch(m.Text)
	if found == nil {
		t.Fatalf("no confirmation link in %q", m.Text)
	}
	lu := strings.Join(m.Headers["List-Unsubscribe"], "")
	if !strings.HasPrefix(lu, "<https://site.test/newsletter/unsubscribe?") || !strings.HasSuffix(lu, ">") ||
		strings.Join(m.Headers["List-Unsubscribe-Post"], "") != "List-Unsubscribe=One-Click" {
		t.Fatalf("unsubscribe headers: %q", m.Headers)
	}
	return found[1], strings.TrimSuffix(strings.TrimPrefix(lu, "<https://site.test"), ">")
}

func TestNewsletterDoubleOptIn(t *testing.T) {
	s := newSite(t, nil)
	addr := "reader@example.com"
	answer := s.signUp(t, addr)
	if got := s.subscriberOf(t, addr); got.Status != subscriber.StatusPending || got.ConfirmedAt != nil {
		t.Fatalf("after sign-up: %s %v", got.Status, got.ConfirmedAt)
	}
	mails := s.mail.Wait(t, addr, 1, 15*time.Second)
	if len(mails) != 1 || mails[0].Subject != "Confirm your subscription to SEO Agency" {
		t.Fatalf("mails: %+v", mails)
	}
	confirm, unsubscribe := linkPaths(t, mails[0])
	if !strings.Contains(confirm, "&sig=") || !strings.Contains(mails[0].HTML, "Confirm my subscription") {
		t.Fatalf("confirm link %q", confirm)
	}

	// A pending repeat within ten minutes sends nothing, and the visitor can't tell.
	if again := s.signUp(t, addr); again != answer {
		t.Errorf("repeat answer %q, first %q", again, answer)
	}
	if n := s.confirmationsQueued(t); n != 1 {
		t.Errorf("a repeat within 10 minutes queued a confirmation: %d", n)
	}

	// Tampered links change nothing.
	id := s.subscriberOf(t, addr).ID
	for name, path := range map[string]string{
		"changed id":    strings.Replace(confirm, "subscriber=", "subscriber=9", 1),
		"changed email": strings.Replace(confirm, "reader%40", "writer%40", 1),
		"cut signature": confirm[:len(confirm)-5],
		"no signature":  confirm[:strings.Index(confirm, "&sig=")],
		"huge query":    confirm + "&x=" + strings.Repeat("a", 5000),
		"odd query":     "/newsletter/confirm?subscriber=%zz&email=%00&sig=;;;&sig=",
		"sig first":     "/newsletter/confirm?sig=x&subscriber=1",
	} {
		w := s.get(t, path)
		if w.Code < 400 || w.Code >= 500 || !strings.Contains(w.Body.String(), "link") {
			t.Errorf("%s: %d %s", name, w.Code, w.Body)
		}
		if got := s.subscriberOf(t, addr); got.Status != subscriber.StatusPending {
			t.Fatalf("%s confirmed the address", name)
		}
	}
	if w := s.send("PUT", confirm, "", "", ""); w.Code != 405 || w.Header().Get("Allow") != "GET, POST" {
		t.Errorf("PUT on the confirmation link: %d %q", w.Code, w.Header().Get("Allow"))
	}

	// GET only shows a button that posts to the same link: a mail scanner confirms nothing.
	w := s.get(t, confirm)
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<form method="post"`) || !strings.Contains(w.Body.String(), ">Confirm my subscription</button>") {
		t.Fatalf("confirmation page: %d %s", w.Code, w.Body)
	}
	if s.subscriberOf(t, addr).Status != subscriber.StatusPending {
		t.Fatal("GET confirmed")
	}

	// The button confirms, twice is once, and the page says so without a script.
	for range 2 {
		w := s.send("POST", confirm, "application/x-www-form-urlencoded", "", "")
		if w.Code != 200 || !strings.Contains(w.Body.String(), "Your subscription is confirmed") ||
			strings.Contains(w.Body.String(), "<script") || !strings.Contains(w.Header().Get("X-Robots-Tag"), "noindex") {
			t.Fatalf("confirm: %d %s", w.Code, w.Body)
		}
	}
	got := s.subscriberOf(t, addr)
	if got.Status != subscriber.StatusConfirmed || got.ConfirmedAt == nil || got.ID != id {
		t.Fatalf("after confirming: %+v", got)
	}
	if again := s.signUp(t, addr); again != answer || s.confirmationsQueued(t) != 1 {
		t.Errorf("a confirmed repeat: answer %q, %d confirmations", again, s.confirmationsQueued(t))
	}

	// GET on the unsubscribe link only shows a button that posts to the same link.
	w = s.get(t, unsubscribe)
	if w.Code != 200 || !strings.Contains(w.Body.String(), `<form method="post"`) || !strings.Contains(w.Body.String(), ">Unsubscribe</button>") {
		t.Fatalf("unsubscribe page: %d %s", w.Code, w.Body)
	}
	if s.subscriberOf(t, addr).Status != subscriber.StatusConfirmed {
		t.Fatal("GET unsubscribed")
	}
	if w := s.send("PUT", unsubscribe, "", "", ""); w.Code != 405 {
		t.Errorf("PUT on the unsubscribe link: %d", w.Code)
	}
	if w := s.send("POST", strings.Replace(unsubscribe, "reader%40", "writer%40", 1), "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", ""); w.Code != 403 {
		t.Errorf("one-click POST with a changed address: %d", w.Code)
	}
	// RFC 8058's one-click POST, as a mail client sends it: no sign-in, no Origin.
	w = s.send("POST", unsubscribe, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click", "")
	if w.Code != 200 || !strings.Contains(w.Body.String(), "You are unsubscribed") {
		t.Fatalf("one-click: %d %s", w.Code, w.Body)
	}
	got = s.subscriberOf(t, addr)
	if got.Status != subscriber.StatusUnsubscribed || got.UnsubscribedAt == nil {
		t.Fatalf("after unsubscribing: %+v", got)
	}
	// The old confirmation link does not bring it back.
	if w := s.send("POST", confirm, "application/x-www-form-urlencoded", "", ""); w.Code != 409 || s.subscriberOf(t, addr).Status != subscriber.StatusUnsubscribed {
		t.Errorf("confirm after unsubscribing: %d %s", w.Code, w.Body)
	}

	// Signing up again: Pending with a new confirmation mail.
	if again := s.signUp(t, addr); again != answer {
		t.Errorf("answer after unsubscribing %q", again)
	}
	if got := s.subscriberOf(t, addr); got.Status != subscriber.StatusPending || got.UnsubscribedAt != nil {
		t.Fatalf("sign-up after unsubscribing: %+v", got)
	}
	s.mail.Wait(t, addr, 2, 15*time.Second)

	// Past ten minutes, a Pending repeat sends the confirmation again.
	if _, err := s.db.Exec(`UPDATE subscribers SET updated_at = updated_at - interval '11 minutes' WHERE email = $1`, addr); err != nil {
		t.Fatal(err)
	}
	s.signUp(t, addr)
	if n := s.confirmationsQueued(t); n != 3 {
		t.Errorf("confirmations after 11 minutes: %d, want 3", n)
	}
}
