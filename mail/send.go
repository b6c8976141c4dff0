package mail

import (
	"bytes"
	"context"
	"crypto/tls"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/url"
	"path"
	"strconv"
	"time"

	"entgo.io/ent/privacy"
	"github.com/riverqueue/river"
	gomail "github.com/wneessen/go-mail"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"

	"seoagency/ent"
	entmail "seoagency/ent/mail"
	"seoagency/queue"
)

// Settings say how mail leaves the server (SMTP_URL, MAIL_FROM) and how its links are made.
type Settings struct {
	SMTPURL string
	From    string
	Links   Links
	// TLS trusts other roots than the system's (a private CA; tests); nil: the system's.
	TLS *tls.Config
	// Tracer makes a client span of each mail sent; nil: none.
	Tracer trace.Tracer
}

// SendArgs is the job that sends one mail. One job per mail: inserting it again while
// it exists does nothing.
type SendArgs struct {
	MailID int `json:"mail_id"`
}

func (SendArgs) Kind() string { return "mail" }

func (SendArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// Hook is registered on the client as soon as the queue is built: a mail written puts
// its job in the same transaction (Queue writes in one), so the mail is sent once it
// commits and never if it rolls back. A mail written outside a transaction fails.
func Hook(q *queue.Queue) ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			row, ok := v.(*ent.Mail)
			mm, isMail := m.(*ent.MailMutation)
			if err != nil || !ok || !isMail || !m.Op().Is(ent.OpCreate) {
				return v, err
			}
			// The mutation's own client: REST shims and jobs run a transaction without
			// putting it in the context.
			if err := q.InsertTx(ctx, mm.Client(), SendArgs{MailID: row.ID}); err != nil {
				return nil, fmt.Errorf("mail %d: %w", row.ID, err)
			}
			return v, nil
		})
	}
}

// Worker sends one mail. A mail already Sent is not sent again (a retried job whose
// send went through); a mail server that is down fails the job, which is retried with
// the queue's back-off and shown on the admin's jobs page.
type Worker struct {
	river.WorkerDefaults[SendArgs]
	Client   *ent.Client
	Settings Settings
}

// Timeout bounds one attempt: connecting, TLS and the transfer.
const Timeout = 20 * time.Second

func (w *Worker) Timeout(*river.Job[SendArgs]) time.Duration { return Timeout + 5*time.Second }

func (w *Worker) Work(ctx context.Context, job *river.Job[SendArgs]) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	m, err := w.Client.Mail.Get(ctx, job.Args.MailID)
	if ent.IsNotFound(err) {
		return river.JobCancel(fmt.Errorf("mail %d does not exist", job.Args.MailID))
	}
	if err != nil || m.Status == entmail.StatusSent {
		return err
	}
	b, err := branding(ctx, w.Client, w.Settings.Links)
	if err != nil {
		return err
	}
	r, err := render(m, b, w.Settings.Links)
	if err != nil {
		return err
	}
	msg, err := w.message(m, r)
	if err != nil {
		return err
	}
	c, err := client(w.Settings.SMTPURL, w.Settings.TLS)
	if err != nil {
		return err
	}
	if err := w.send(ctx, c, msg); err != nil {
		if job.JobRow != nil && job.Attempt >= job.MaxAttempts { // the last attempt: the mail is counted as failed
			if err := w.Client.Mail.UpdateOne(m).SetStatus(entmail.StatusFailed).Exec(ctx); err != nil {
				slog.ErrorContext(ctx, "mail: marking a mail failed", "mail", m.ID, "err", err)
			}
		}
		return fmt.Errorf("sending mail %d (%s): %w", m.ID, m.Kind, err)
	}
	return w.Client.Mail.UpdateOne(m).SetStatus(entmail.StatusSent).SetSentAt(time.Now()).Exec(ctx)
}

// send hands msg to the mail server, in a span of its own when traced.
func (w *Worker) send(ctx context.Context, c *gomail.Client, msg *gomail.Msg) error {
	if w.Settings.Tracer == nil {
		return c.DialAndSendWithContext(ctx, msg)
	}
	host, port, _ := net.SplitHostPort(c.ServerAddr())
	p, _ := strconv.Atoi(port)
	ctx, span := w.Settings.Tracer.Start(ctx, "smtp send", trace.WithSpanKind(trace.SpanKindClient),
		trace.WithAttributes(semconv.ServerAddress(host), semconv.ServerPort(p)))
	defer span.End()
	err := c.DialAndSendWithContext(ctx, msg)
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, "not sent")
	}
	return err
}

func (w *Worker) message(m *ent.Mail, r rendered) (*gomail.Msg, error) {
	msg := gomail.NewMsg()
	if err := msg.From(w.Settings.From); err != nil {
		return nil, fmt.Errorf("MAIL_FROM: %w", err)
	}
	if err := msg.To(m.To...); err != nil {
		return nil, err
	}
	if m.ReplyTo != "" {
		if err := msg.ReplyTo(m.ReplyTo); err != nil {
			return nil, err
		}
	}
	msg.Subject(m.Subject)
	host := "localhost"
	if u, err := url.Parse(w.Settings.Links.PublicURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	// One id per mail: a receiver that gets it twice (a retry after a lost answer) can tell.
	msg.SetMessageIDWithValue(fmt.Sprintf("mail-%d@%s", m.ID, host))
	msg.SetDate()
	if r.Unsubscribe != "" {
		msg.SetGenHeader("List-Unsubscribe", "<"+r.Unsubscribe+">")
		msg.SetGenHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}
	msg.SetBodyString(gomail.TypeTextPlain, r.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, r.HTML)
	if m.AttachmentName != "" {
		msg.AttachReadSeeker(m.AttachmentName, bytes.NewReader(m.Attachment),
			gomail.WithFileContentType(gomail.ContentType(mime.TypeByExtension(path.Ext(m.AttachmentName)))))
	}
	return msg, nil
}

// client is an SMTP client for SMTP_URL: smtp:// uses STARTTLS when the server offers
// it (starttls=required insists), smtps:// is TLS from the first byte; user and
// password, when given, log in.
func client(smtpURL string, roots *tls.Config) (*gomail.Client, error) {
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	opts := []gomail.Option{gomail.WithTimeout(Timeout)}
	if roots != nil {
		cfg := roots.Clone()
		cfg.ServerName = u.Hostname()
		opts = append(opts, gomail.WithTLSConfig(cfg))
	}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
		opts = append(opts, gomail.WithSSL())
	} else if u.Query().Get("starttls") == "required" {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	} else {
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
	}
	if p := u.Port(); p != "" {
		port, _ = strconv.Atoi(p)
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pw, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover), gomail.WithUsername(u.User.Username()), gomail.WithPassword(pw))
	}
	return gomail.NewClient(u.Hostname(), opts...)
}

// PruneArgs is the hourly job that drops sent mails past their retention.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "mail_prune" }

// Retention is how long a sent mail is kept.
const Retention = 90 * 24 * time.Hour

// PruneSent deletes the sent mails past Retention: PruneArgs' work.
func PruneSent(ctx context.Context, c *ent.Client) error {
	_, err := c.Mail.Delete().
		Where(entmail.StatusEQ(entmail.StatusSent), entmail.SentAtLT(time.Now().Add(-Retention))).
		Exec(privacy.DecisionContext(ctx, privacy.Allow))
	return err
}

// PendingJobs are the sends the queued mails still wait for: a restore queues them again,
// as River's tables are not in backups.
func PendingJobs(ctx context.Context, c *ent.Client) ([]river.JobArgs, error) {
	ids, err := c.Mail.Query().Where(entmail.StatusEQ(entmail.StatusQueued)).IDs(privacy.DecisionContext(ctx, privacy.Allow))
	var jobs []river.JobArgs
	for _, id := range ids {
		jobs = append(jobs, SendArgs{MailID: id})
	}
	return jobs, err
}
