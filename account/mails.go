package account

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/riverqueue/river"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/identity"
	"seoagency/mail"
	"seoagency/queue"
	"seoagency/ratelimit"
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
	PublicURL string       // where the links lead back to
	Queue     *queue.Queue // where a password reset waits for its link (ResetWorker)
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
		Subject: "Verify your e-mail for " + identity.Name(ctx, c),
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

// SendPasswordReset queues a job that mails a link that sets a new password to the
// account of email, if there is one. The answer and the work done while the person
// waits are the same either way (a check of the address, the caller's bound, a job's
// write), so neither the answer nor its time tells whether an account exists; the
// identity service is asked in the job (ResetWorker). Each ask counts against the
// caller's bound (ratelimit.AccountMails), and the mails against the mailbox's (mail.Queue).
func (m Mails) SendPasswordReset(ctx context.Context, c *ent.Client, email string) error {
	email = strings.ToLower(strings.TrimSpace(email))
	if _, err := mail.Address(email); err != nil {
		return apierr.Invalid("email", "email", "email must be an e-mail address")
	}
	if err := ratelimit.Take(ctx, c, ratelimit.AccountMails); err != nil {
		return err
	}
	if m.Queue == nil {
		return errNoQueue
	}
	return ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		return m.Queue.InsertTx(ctx, c, ResetArgs{Email: email})
	})
}

var errNoQueue = errors.New("account: the job queue is not running in this process")

// ResetArgs is the job of one password reset asked for email (lower-cased).
type ResetArgs struct {
	Email string `json:"email"`
}

func (ResetArgs) Kind() string { return "password_reset" }

// ResetWorker mails the reset link of a ResetArgs when the address has an account.
type ResetWorker struct {
	river.WorkerDefaults[ResetArgs]
	Mails  Mails
	Client *ent.Client
}

func (w *ResetWorker) Work(ctx context.Context, job *river.Job[ResetArgs]) error {
	if w.Mails.Links == nil {
		return errNoLinks
	}
	email := job.Args.Email
	link, err := w.Mails.Links.PasswordResetLink(ctx, email, w.Mails.PublicURL+"/login")
	if errors.Is(err, auth.ErrAccountNotFound) {
		slog.InfoContext(ctx, "account: password reset asked for an address without an account")
		return nil
	}
	if err != nil {
		return err
	}
	return mail.Queue(ctx, w.Client, mail.Message{
		Kind: "password_reset", To: []string{email},
		Subject: "Set a new password for " + identity.Name(ctx, w.Client),
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
