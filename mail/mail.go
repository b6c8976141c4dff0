// Package mail is the shop's e-mail: a mail is written as a row (ent Mail) in the same
// transaction as what caused it, then a job on the durable queue renders it in the
// site's look (HTML with a plain-text part) and sends it through SMTP_URL, retrying
// with back-off while the mail server is down. Nothing a customer or visitor wrote can
// reach a header: addresses are checked, subjects lose their control characters, and
// every value is escaped in the HTML. Every mailbox has a bound on the mail it is sent
// per hour and per day (Queue).
package mail

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"
	"unicode"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ratelimit"
	"seoagency/validate"
)

// Message is one e-mail as business code writes it.
type Message struct {
	// Kind names what the mail is about (order_confirmation, newsletter_confirm, …).
	Kind    string
	To      []string
	Subject string
	Body    Body
	// Unsubscribe is the site path of the one-click unsubscribe link of a
	// newsletter-related mail; it is signed when sent (see Sign).
	Unsubscribe string
	// ReplyTo, when set, is where the recipient's answer goes.
	ReplyTo string
	// Attachment, when set, is a file sent with the mail (a receipt's invoice).
	Attachment *Attachment
	// Newsletter, when set, is the post newsletter (ent PostNewsletter) the mail is one
	// of: its counts of queued, sent and failed mails are read from these rows.
	Newsletter int
}

// Attachment is a file of a mail: its name (its extension gives its type) and its bytes,
// kept with the mail until it is sent.
type Attachment struct {
	Name string
	Data []byte
}

// Body is what a mail says; the job renders it. Every text is plain text: the HTML
// escapes it.
type Body struct {
	// Preheader is the line mail clients show after the subject.
	Preheader  string      `json:"preheader,omitempty"`
	Heading    string      `json:"heading"`
	Paragraphs []string    `json:"paragraphs,omitempty"`
	Rows       [][2]string `json:"rows,omitempty"` // label and value, as a table
	Button     *Link       `json:"button,omitempty"`
	// Quote is text someone else wrote (a visitor's message), shown apart.
	Quote string `json:"quote,omitempty"`
}

// Link is a button to a page of the site.
type Link struct {
	Text string `json:"text"`
	// Path is a site path with its query ("/newsletter/confirm?subscriber=12").
	Path string `json:"path"`
	// Signed adds a signature that the page checks (Verify), for links that act
	// without a sign-in: confirming or ending a subscription.
	Signed bool `json:"signed,omitempty"`
	// URL, instead of Path, is an absolute http(s) address the server itself made:
	// the identity service's links that verify an e-mail or set a new password.
	URL string `json:"url,omitempty"`
}

// Bounds on the mail one mailbox is sent, whoever causes it, counted in the database
// (package ratelimit) so they hold across replicas. A customer meets none: an order
// sends a confirmation and a receipt, a message a reply. A stranger who types someone
// else's address (newsletter sign-ups, plus-tags and all) gets no more than these to
// that mailbox. The agency's own addresses are told of every order and message, so
// theirs are higher; a flood of those is bounded per client by the public write and
// order limits.
const (
	PerMailboxHour = 10
	PerMailboxDay  = 30
	AgencyHour     = 200
	AgencyDay      = 1000
)

func mailboxRules() []ratelimit.Rule {
	return []ratelimit.Rule{{Name: "mail_hour", Limit: PerMailboxHour, Per: time.Hour},
		{Name: "mail_day", Limit: PerMailboxDay, Per: 24 * time.Hour}}
}

func agencyRules() []ratelimit.Rule {
	return []ratelimit.Rule{{Name: "agency_mail_hour", Limit: AgencyHour, Per: time.Hour},
		{Name: "agency_mail_day", Limit: AgencyDay, Per: 24 * time.Hour}}
}

// Queue writes the mail with c, inside the caller's transaction when c is one (in a
// transaction of its own otherwise). It is sent once the write commits. A bad address
// or an empty subject is an error: the caller's data is wrong, and nothing is written. A recipient past its bound
// (PerMailboxHour, PerMailboxDay) is left out and logged, and the caller's write goes
// on: an order is not refused because its mail is not sent.
func Queue(ctx context.Context, c *ent.Client, m Message) error {
	return write(ctx, c, m, mailboxRules())
}

// QueueToAgency sends a notice to the agency: the notification e-mail set beside the
// PayPal e-mail, or else every admin on the admin users list (m.To is not read). A site
// with neither has no one to tell.
func QueueToAgency(ctx context.Context, c *ent.Client, m Message) error {
	to, err := adminRecipients(ctx, c)
	if err != nil || len(to) == 0 {
		return err
	}
	m.To = to
	return write(ctx, c, m, agencyRules())
}

func write(ctx context.Context, c *ent.Client, m Message, bounds []ratelimit.Rule) error {
	to, err := recipients(m.To)
	if err != nil {
		return err
	}
	subject := oneLine(m.Subject, 300)
	if subject == "" {
		return fmt.Errorf("mail %s: no subject", m.Kind)
	}
	reply := ""
	if m.ReplyTo != "" {
		if reply, err = Address(m.ReplyTo); err != nil {
			return err
		}
	}
	for _, p := range []string{m.Unsubscribe, linkPath(m.Body.Button)} {
		if p != "" && !sitePath(p) {
			return fmt.Errorf("mail %s: %q is not a path of this site", m.Kind, p)
		}
	}
	if b := m.Body.Button; b != nil && b.URL != "" && (b.Path != "" || !absoluteURL(b.URL)) {
		return fmt.Errorf("mail %s: a button has either a site path or an absolute http(s) URL, not %q", m.Kind, b.URL)
	}
	body, err := json.Marshal(m.Body)
	if err != nil {
		return err
	}
	// In c's transaction, or one of its own: the mail, its job (Hook) and its counts are
	// written together, and a write that rolls back sent nothing and counts nothing.
	return ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		kept := to[:0]
		for _, a := range to {
			if ok, wait := ratelimit.Within(ctx, c, mailbox(a), bounds...); ok {
				kept = append(kept, a)
			} else {
				slog.WarnContext(ctx, "mail: recipient past its bound, not sent", "kind", m.Kind,
					"domain", a[strings.LastIndex(a, "@")+1:], "free_in", wait.Round(time.Second))
			}
		}
		if len(kept) == 0 {
			return nil
		}
		// The server writes the mail whoever caused it: a visitor's sign-up sends one too.
		row := c.Mail.Create().SetKind(m.Kind).SetTo(kept).SetSubject(subject).SetBody(string(body)).
			SetUnsubscribePath(m.Unsubscribe).SetReplyTo(reply)
		if a := m.Attachment; a != nil {
			row.SetAttachmentName(a.Name).SetAttachment(a.Data)
		}
		if m.Newsletter != 0 {
			row.SetNewsletterID(m.Newsletter)
		}
		return row.Exec(privacy.DecisionContext(ctx, privacy.Allow))
	})
}

// mailbox is what a recipient is counted by: the mailbox behind the address, so that
// Bob+1@x.com and bob+2@x.com are one, and at Gmail b.o.b@googlemail.com is bob@gmail.com
// (Gmail ignores dots; other providers may not, and are left alone). Hashed: the
// counts keep no address.
func mailbox(addr string) string {
	i := strings.LastIndex(addr, "@")
	local, domain := addr[:i], addr[i+1:]
	local, _, _ = strings.Cut(local, "+")
	if domain == "googlemail.com" {
		domain = "gmail.com"
	}
	if domain == "gmail.com" {
		local = strings.ReplaceAll(local, ".", "")
	}
	sum := sha256.Sum256([]byte(local + "@" + domain))
	return hex.EncodeToString(sum[:])
}

// adminRecipients is who receives the agency's notices.
func adminRecipients(ctx context.Context, c *ent.Client) ([]string, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if s, err := c.PaymentSetting.Query().First(ctx); err == nil && s.NotificationEmail != "" {
		return []string{s.NotificationEmail}, nil
	} else if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	return c.AdminUser.Query().Order(ent.Asc(adminuser.FieldID)).Select(adminuser.FieldUserEmail).Strings(ctx)
}

func recipients(list []string) ([]string, error) {
	if len(list) == 0 {
		return nil, fmt.Errorf("a mail needs at least one recipient")
	}
	out := make([]string, 0, len(list))
	for _, a := range list {
		e, err := Address(a)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// Address is a bare e-mail address checked by the site's one rule: no name, no
// comment, no line break can come along.
func Address(a string) (string, error) {
	e := strings.ToLower(strings.TrimSpace(a))
	if validate.Text(e) != nil || validate.Email(e) != nil || e == "" {
		return "", fmt.Errorf("%q is not an e-mail address a mail can be sent to", a)
	}
	return e, nil
}

// oneLine makes a header text of s: control characters (line breaks above all) become
// spaces, runs of spaces one, and it is cut at max characters.
func oneLine(s string, max int) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}

func linkPath(l *Link) string {
	if l == nil {
		return ""
	}
	return l.Path
}

func absoluteURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" && !strings.ContainsAny(s, "\r\n")
}

// sitePath accepts "/x…" but not "//host" or a backslash trick.
func sitePath(p string) bool {
	return strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "//") && !strings.ContainsAny(p, "\\\r\n")
}
