package server_test

import (
	"strings"
	"testing"
	"time"

	"seoagency/mail"
	"seoagency/testdb"
)

// TestMailOutageShownToAdmins: while the mail server is down, the mail's job is on the
// admin's jobs page as retrying, with the reason; an admin's Retry after the server is
// back sends it at once, and only once.
func TestMailOutageShownToAdmins(t *testing.T) {
	s := newSite(t, nil)
	_, token := s.adminToken(t)
	admin := s.gql.WithToken(token)
	s.mail.Kill()
	sys := testdb.System()
	if err := mail.Queue(sys, s.client, mail.Message{Kind: "test_outage", To: []string{"reader@example.com"}, Subject: "Hello", Body: mail.Body{Heading: "Hello"}}); err != nil {
		t.Fatal(err)
	}
	retrying := waitForJob(t, admin, []string{"retryable"}, func(j job) bool { return j.Kind == "mail" }, "the mail job retrying")
	if !strings.Contains(retrying.LastError, "refused") {
		t.Fatalf("the job's error does not say why: %q", retrying.LastError)
	}
	s.mail.Restart(t)
	admin.Must(t, `mutation($id: ID!) { retryJob(id: $id) { id } }`, map[string]any{"id": retrying.ID}, nil)
	got := s.mail.Wait(t, "reader@example.com", 1, 20*time.Second)
	if got[0].Subject != "Hello" {
		t.Fatalf("subject %q", got[0].Subject)
	}
	time.Sleep(2 * time.Second)
	if n := len(s.mail.To(t, "reader@example.com")); n != 1 {
		t.Fatalf("%d copies", n)
	}
}
