package account

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/mail"
	"seoagency/ratelimit"
	"seoagency/seopages"
)

// Links makes the identity service's e-mail action links (auth.Verifier): they verify
// an account's e-mail or set a new password, and then lead to continueURL.
type Links interface {
	EmailVerificationLink(ctx context.Context, email, continueURL string) (string, error)
	PasswordResetLink(ctx context.Context, email, continueURL string) (string, error)
}

// Mails sends the sign-in account's mails through the site's own mail (its look, its
// queue, its per-mailbox bounds) rather than the identity service's.
type Mails struct {
	Links     Links
	PublicURL string // where the links lead back to
}

var errNoLinks = errors.New("account: no identity service is wired to make e-mail links")

// SendVerification mails the signed-in viewer a link that verifies their e-mail;
// afterwards the dashboard picks up the new state. Each ask counts against the
// caller's bound (ratelimit.AccountMails) and the mailbox's (mail.Queue).
func (m Mails) SendVerification(ctx context.Context, c *ent.Client) error {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return err
	}
	if v.EmailVerified {
		return apierr.Conflictf("Your e-mail %s is verified already.", v.Email)
	}
	if v.Email == "" {
		return apierr.Conflictf("Your account has no e-mail address that a mail can be sent to.")
	}
	if err := ratelimit.Take(ctx, c, ratelimit.AccountMails); err != nil {
		return err
	}
	if m.Links == nil {
		return errNoLinks
	}
	link, err := m.Links.EmailVerificationLink(ctx, v.Email, m.PublicURL+"/dashboard")
	if err != nil {
		return err
	}
	return mail.Queue(ctx, c, mail.Message{
		Kind: "verify_email", To: []string{v.Email},
		Subject: "Verify your e-mail for " + seopages.SiteName,
		Body: mail.Body{
			Heading: "Verify your e-mail",
			Paragraphs: []string{
				"Open the link below to confirm that " + v.Email + " is yours. Then your data export includes the messages and the newsletter subscription of this address.",
				"If you did not ask for this, ignore this mail.",
			},
			Button: &mail.Link{Text: "Verify my e-mail", URL: link},
		},
	})
}

// SendPasswordReset mails a link that sets a new password to the account of email,
// if there is one. The answer is the same either way, and the identity service is asked
// in both cases; only the mail's write adds time when the account exists. Each
// ask counts against the caller's bound (ratelimit.AccountMails), and the mails against
// the mailbox's (mail.Queue).
func (m Mails) SendPasswordReset(ctx context.Context, c *ent.Client, email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if _, err := mail.Address(email); err != nil {
		return apierr.Invalid("email", "email", "email must be an e-mail address")
	}
	if err := ratelimit.Take(ctx, c, ratelimit.AccountMails); err != nil {
		return err
	}
	if m.Links == nil {
		return errNoLinks
	}
	link, err := m.Links.PasswordResetLink(ctx, email, m.PublicURL+"/login")
	if errors.Is(err, auth.ErrAccountNotFound) {
		slog.InfoContext(ctx, "account: password reset asked for an address without an account")
		return nil
	}
	if err != nil {
		return err
	}
	return mail.Queue(ctx, c, mail.Message{
		Kind: "password_reset", To: []string{email},
		Subject: "Set a new password for " + seopages.SiteName,
		Body: mail.Body{
			Heading: "Set a new password",
			Paragraphs: []string{
				"Someone asked to set a new password for the account " + email + ". Open the link below to choose one.",
				"If it was not you, ignore this mail: your password stays as it is.",
			},
			Button: &mail.Link{Text: "Choose a new password", URL: link},
		},
	})
}
