package mail_test

import (
	"context"
	"database/sql"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"seoagency/ent"
	entmail "seoagency/ent/mail"
	"seoagency/inbox"
	"seoagency/mail"
	"seoagency/mailtest"
	"seoagency/queue"
	"seoagency/testdb"
)

var sys = testdb.System()

const secret = "a-test-secret-of-at-least-32-characters"

type env struct {
	c     *ent.Client
	db    *sql.DB
	smtp  *mailtest.Server
	links mail.Links
}

// start runs the mail jobs on a fresh PostgreSQL database against a real SMTP server.
func start(t *testing.T) env {
	t.Helper()
	url := testdb.Postgres(t)
	c, db := testdb.Open(t, url)
	smtp := mailtest.Start(t)
	e := env{c: c, db: db, smtp: smtp, links: mail.Links{PublicURL: "https://shop.test", Secret: secret}}
	workers := river.NewWorkers()
	river.AddWorker(workers, &mail.Worker{Client: c, Settings: mail.Settings{SMTPURL: smtp.URL(), From: "SEO Agency <hello@shop.test>", Links: e.links}})
	q := testdb.Queue(t, url, db)
	c.Use(mail.Hook(q))
	testdb.Work(t, q, queue.Work{Workers: workers})
	return e
}

// TestMailArrives: a mail reaches a real SMTP server with its recipient, subject, a
// plain-text and an HTML part in which what a visitor wrote is escaped, and the
// unsubscribe headers of a newsletter mail.
func TestMailArrives(t *testing.T) {
	e := start(t)
	e.c.Logo.Create().SetLogo("/images/logo.png").ExecX(sys)
	e.c.FooterAddress.Create().SetFooteraddress("12 Main St, Springfield").SetFooterPhone("+1 555 0100").SetFooterEmail("hello@shop.test").ExecX(sys)
	hostile := `<script>alert(1)</script> & "Bob"`
	err := mail.Queue(sys, e.c, mail.Message{
		Kind: "test", To: []string{"Reader@Example.com"}, Subject: "Hello\r\nBcc: victim@example.com",
		Body: mail.Body{Heading: "Hi " + hostile, Paragraphs: []string{"Thanks."}, Rows: [][2]string{{"Name", hostile}},
			Quote: "line one\nline two", Button: &mail.Link{Text: "Confirm", Path: "/newsletter/confirm?subscriber=7", Signed: true}},
		Unsubscribe: "/newsletter/unsubscribe?subscriber=7",
	})
	if err != nil {
		t.Fatal(err)
	}
	got := e.smtp.Wait(t, "reader@example.com", 1, 20*time.Second)[0]
	if got.Subject != "Hello Bcc: victim@example.com" || got.From != "hello@shop.test" {
		t.Fatalf("subject %q from %q", got.Subject, got.From)
	}
	if len(got.To) != 1 || got.Headers["Bcc"] != nil {
		t.Fatalf("recipients %v, headers %v", got.To, got.Headers)
	}
	if strings.Contains(got.HTML, "<script>") || !strings.Contains(got.HTML, "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;Bob&#34;") {
		t.Fatalf("the visitor's text is not escaped in the HTML:\n%s", got.HTML)
	}
	got.Text = strings.ReplaceAll(got.Text, "\r\n", "\n")
	if !strings.Contains(got.Text, "Name: "+hostile) || !strings.Contains(got.Text, "> line one\n> line two") {
		t.Fatalf("text part:\n%s", got.Text)
	}
	for _, want := range []string{`src="https://shop.test/images/logo.png"`, "12 Main St, Springfield", "SEO Agency"} {
		if !strings.Contains(got.HTML, want) {
			t.Fatalf("the HTML lacks %q:\n%s", want, got.HTML)
		}
	}
	unsub := got.Headers["List-Unsubscribe"]
	if len(unsub) != 1 || !strings.HasPrefix(unsub[0], "<https://shop.test/newsletter/unsubscribe?subscriber=7&sig=") ||
		strings.Join(got.Headers["List-Unsubscribe-Post"], "") != "List-Unsubscribe=One-Click" {
		t.Fatalf("unsubscribe headers: %v %v", unsub, got.Headers["List-Unsubscribe-Post"])
	}
	u, _ := url.Parse(strings.Trim(unsub[0], "<>"))
	if !e.links.Verify(u) {
		t.Fatalf("the unsubscribe link's signature does not verify: %s", u)
	}
	// The server has the mail before the worker hears its answer and marks the row sent.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		m := e.c.Mail.Query().OnlyX(sys)
		if m.Status == entmail.StatusSent && m.SentAt != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after sending: %s %v", m.Status, m.SentAt)
		}
	}
}

// TestOutage: with the mail server down the mail waits (retrying), and once it is
// back it arrives, once.
func TestOutage(t *testing.T) {
	e := start(t)
	e.smtp.Kill()
	if err := mail.Queue(sys, e.c, mail.Message{Kind: "test", To: []string{"late@example.com"}, Subject: "Late", Body: mail.Body{Heading: "Late"}}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second) // the first attempts fail against the dead server
	if m := e.c.Mail.Query().OnlyX(sys); m.Status != entmail.StatusQueued {
		t.Fatalf("sent while the server was down: %s", m.Status)
	}
	e.smtp.Restart(t)
	e.smtp.Wait(t, "late@example.com", 1, 40*time.Second)
	time.Sleep(3 * time.Second)
	if n := len(e.smtp.To(t, "late@example.com")); n != 1 {
		t.Fatalf("%d copies arrived, want 1", n)
	}
}

// TestLastAttemptFails: a mail whose job's last attempt fails is Failed (the newsletter's
// counts read it); an earlier attempt leaves it Queued, to be retried.
func TestLastAttemptFails(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	if err := mail.Queue(sys, c, mail.Message{Kind: "test", To: []string{"gone@example.com"}, Subject: "Gone", Body: mail.Body{Heading: "Gone"}}); err != nil {
		t.Fatal(err)
	}
	m := c.Mail.Query().OnlyX(sys)
	down := mail.Settings{SMTPURL: "smtp://127.0.0.1:1", From: "Shop <shop@shop.test>"}
	w := &mail.Worker{Client: c, Settings: down}
	for _, tc := range []struct {
		attempt int
		want    entmail.Status
	}{{1, entmail.StatusQueued}, {queue.MaxAttempts, entmail.StatusFailed}} {
		job := &river.Job[mail.SendArgs]{JobRow: &rivertype.JobRow{Attempt: tc.attempt, MaxAttempts: queue.MaxAttempts}, Args: mail.SendArgs{MailID: m.ID}}
		if err := w.Work(context.Background(), job); err == nil {
			t.Fatal("sent with the mail server down")
		}
		if got := c.Mail.GetX(sys, m.ID).Status; got != tc.want {
			t.Errorf("after attempt %d: %s, want %s", tc.attempt, got, tc.want)
		}
	}
}

// TestTransactions: a mail written in a transaction is sent once it commits, never
// before, and never if it rolls back.
func TestTransactions(t *testing.T) {
	e := start(t)
	tx, err := e.c.Tx(sys)
	if err != nil {
		t.Fatal(err)
	}
	// Rolled back: nothing may be sent.
	if err := mail.Queue(ent.NewTxContext(sys, tx), tx.Client(), mail.Message{Kind: "test", To: []string{"never@example.com"}, Subject: "Never", Body: mail.Body{Heading: "Never"}}); err != nil {
		t.Fatal(err)
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Jobs(t, e.db, "mail"); n != 0 {
		t.Fatalf("a rolled-back mail left %d jobs", n)
	}
	// Committed: its job is in the same transaction, so a crash cannot keep one without the other.
	tx, _ = e.c.Tx(sys)
	if err := mail.Queue(ent.NewTxContext(sys, tx), tx.Client(), mail.Message{Kind: "test", To: []string{"after@example.com"}, Subject: "After commit", Body: mail.Body{Heading: "After"}}); err != nil {
		t.Fatal(err)
	}
	if n := testdb.Jobs(t, tx.Client().SQLTx(), "mail"); n != 1 {
		t.Fatalf("inside the mail's transaction %d jobs, want 1", n)
	}
	if n := testdb.Jobs(t, e.db, "mail"); n != 0 {
		t.Fatalf("the mail's job is seen before its commit (%d)", n)
	}
	time.Sleep(1500 * time.Millisecond)
	if n := len(e.smtp.To(t, "after@example.com")); n != 0 {
		t.Fatalf("sent before its transaction committed (%d)", n)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	e.smtp.Wait(t, "after@example.com", 1, 20*time.Second)
	if n := len(e.smtp.To(t, "never@example.com")); n != 0 {
		t.Fatalf("a rolled-back mail was sent")
	}
}

// TestRefusedInput: addresses that could carry a header, a second recipient or a
// name are refused before anything is written; so are links off the site.
func TestRefusedInput(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	for name, m := range map[string]mail.Message{
		"CRLF in the address":    {To: []string{"a@example.com\r\nBcc: victim@example.com"}},
		"two in one":             {To: []string{"a@example.com, b@example.com"}},
		"a name":                 {To: []string{"Eve <eve@example.com>"}},
		"no recipient":           {},
		"empty":                  {To: []string{""}},
		"reply-to with a break":  {To: []string{"a@example.com"}, ReplyTo: "x@example.com\nCc: y@example.com"},
		"a link to another host": {To: []string{"a@example.com"}, Body: mail.Body{Button: &mail.Link{Text: "x", Path: "//evil.example/x"}}},
		"an absolute link":       {To: []string{"a@example.com"}, Unsubscribe: "https://evil.example/x"},
		"no subject":             {To: []string{"a@example.com"}, Subject: "\r\n"},
	} {
		if m.Subject == "" && name != "no subject" {
			m.Subject = "s"
		}
		if err := mail.Queue(sys, c, m); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if n := c.Mail.Query().CountX(sys); n != 0 {
		t.Fatalf("%d mails written", n)
	}
}

// TestLinks: a signed link verifies; any change to its path, query or signature does not.
func TestLinks(t *testing.T) {
	l := mail.Links{PublicURL: "https://shop.test", Secret: secret}
	signed := l.URL("/newsletter/confirm?subscriber=7&email=a%40b.co", true)
	ok := func(s string) bool { u, _ := url.Parse(s); return l.Verify(u) }
	if !ok(signed) {
		t.Fatalf("%s does not verify", signed)
	}
	for _, bad := range []string{
		strings.Replace(signed, "subscriber=7", "subscriber=8", 1),
		strings.Replace(signed, "/confirm", "/unsubscribe", 1),
		signed[:len(signed)-2],
		strings.Replace(signed, "&sig=", "&x=1&sig=", 1),
		"https://shop.test/newsletter/confirm?subscriber=7",
		signed + "&subscriber=8",
	} {
		if ok(bad) {
			t.Errorf("%s verifies", bad)
		}
	}
	other := mail.Links{PublicURL: "https://shop.test", Secret: secret + "2"}
	u, _ := url.Parse(signed)
	if other.Verify(u) {
		t.Fatal("verifies with another secret")
	}
}

// TestTLS: smtps:// (TLS from the first byte) and smtp:// with STARTTLS required both
// log in and deliver; a wrong password and a server without STARTTLS (when required)
// deliver nothing.
func TestTLS(t *testing.T) {
	for _, mode := range []mailtest.TLS{mailtest.ImplicitTLS, mailtest.RequireSTARTTLS} {
		smtp, roots := mailtest.StartTLS(t, mode, "shop", "p@ss/w:rd")
		scheme, query := "smtps", ""
		if mode == mailtest.RequireSTARTTLS {
			scheme, query = "smtp", "?starttls=required"
		}
		good := scheme + "://shop:p%40ss%2Fw%3Ard@" + smtp.SMTPAddr + query
		bad := scheme + "://shop:wrong@" + smtp.SMTPAddr + query
		for _, tc := range []struct {
			url, to string
			arrives bool
		}{{good, "tls-ok@example.com", true}, {bad, "tls-bad@example.com", false}} {
			err := sendNow(t, mail.Settings{SMTPURL: tc.url, From: "Shop <shop@shop.test>", TLS: roots, Links: mail.Links{PublicURL: "https://shop.test", Secret: secret}}, tc.to)
			if (err == nil) != tc.arrives {
				t.Fatalf("%s via %s: %v", tc.to, scheme, err)
			}
			if tc.arrives {
				smtp.Wait(t, tc.to, 1, 10*time.Second)
			}
		}
	}
	plain := mailtest.Start(t)
	if err := sendNow(t, mail.Settings{SMTPURL: "smtp://" + plain.SMTPAddr + "?starttls=required", From: "Shop <shop@shop.test>"}, "plain@example.com"); err == nil {
		t.Fatal("sent in the clear although STARTTLS was required")
	}
}

// sendNow writes one mail and runs its job once, returning the job's error.
func sendNow(t *testing.T, s mail.Settings, to string) error {
	t.Helper()
	c, _ := testdb.Open(t, testdb.SQLite(t))
	if err := mail.Queue(sys, c, mail.Message{Kind: "test", To: []string{to}, Subject: "TLS", Body: mail.Body{Heading: "TLS"}}); err != nil {
		t.Fatal(err)
	}
	m := c.Mail.Query().OnlyX(sys)
	w := &mail.Worker{Client: c, Settings: s}
	return w.Work(context.Background(), &river.Job[mail.SendArgs]{Args: mail.SendArgs{MailID: m.ID}})
}

// TestTheSiteIdentityNamesTheMail: the site's identity (its admin's name, legal name and
// address) is in a mail's subject, its header and its foot, escaped in the HTML.
func TestTheSiteIdentityNamesTheMail(t *testing.T) {
	e := start(t)
	e.c.FooterAddress.Create().SetFooteraddress("12 Main St, Springfield").SetFooterPhone("+1 555 0100").SetFooterEmail("hello@shop.test").ExecX(sys)
	e.c.SiteIdentity.Create().SetSiteName(`Acme "Growth" & Co`).SetTagline("We grow.").
		SetLegalName("Acme Holdings LLC").SetLegalAddress("1 Legal Way, Austin, TX 73301").ExecX(sys)
	if _, err := inbox.Subscribe(sys, e.c, "reader@example.com"); err != nil {
		t.Fatal(err)
	}
	got := e.smtp.Wait(t, "reader@example.com", 1, 20*time.Second)[0]
	if got.Subject != `Confirm your subscription to Acme "Growth" & Co` {
		t.Fatalf("subject %q", got.Subject)
	}
	for _, want := range []string{`Acme &#34;Growth&#34; &amp; Co</a>`, "Acme Holdings LLC · 1 Legal Way, Austin, TX 73301 · &#43;1 555 0100 · hello@shop.test"} {
		if !strings.Contains(got.HTML, want) {
			t.Fatalf("the HTML lacks %q:\n%s", want, got.HTML)
		}
	}
	if strings.Contains(got.HTML, "12 Main St") || !strings.Contains(got.Text, "Acme Holdings LLC · 1 Legal Way") {
		t.Fatalf("the foot names the footer's address, not the legal one:\n%s", got.Text)
	}
}

// TestAttachmentArrives: a mail's file (a receipt's invoice) arrives as an attachment, its
// type read from its name.
func TestAttachmentArrives(t *testing.T) {
	e := start(t)
	pdf := []byte("%PDF-1.3\n% a stand-in for an invoice's bytes\n%%EOF\n")
	err := mail.Queue(sys, e.c, mail.Message{Kind: "test", To: []string{"payer@example.com"}, Subject: "Receipt",
		Body: mail.Body{Heading: "Receipt"}, Attachment: &mail.Attachment{Name: "2026-000001.pdf", Data: pdf}})
	if err != nil {
		t.Fatal(err)
	}
	got := e.smtp.Wait(t, "payer@example.com", 1, 20*time.Second)[0]
	files := e.smtp.Attachments(t, got.ID)
	if len(files) != 1 || files[0].FileName != "2026-000001.pdf" || files[0].ContentType != "application/pdf" || files[0].Size != len(pdf) {
		t.Fatalf("attachments: %+v", files)
	}
}
