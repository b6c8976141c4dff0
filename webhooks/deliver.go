package webhooks

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"entgo.io/ent/privacy"
	"github.com/riverqueue/river"

	"seoagency/ent"
	"seoagency/ent/webhookdelivery"
	"seoagency/ent/webhookendpoint"
	"seoagency/mail"
	"seoagency/queue"
)

// Schedule is the wait before each retry of a delivery that failed: the Standard Webhooks
// recommendation (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), eight attempts over about
// 27.6 hours, each wait up to 10% longer so that deliveries failing together spread out.
var Schedule = [...]time.Duration{5 * time.Second, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 5 * time.Hour, 10 * time.Hour, 10 * time.Hour}

// MaxAttempts is a delivery's attempts: the first and one per wait of Schedule.
const MaxAttempts = len(Schedule) + 1

// RequestTimeout bounds one attempt: connecting, sending and the endpoint's answer.
const RequestTimeout = 10 * time.Second

// DisableAfter is how long an endpoint fails without one success before a failure
// disables it (and mails the agency).
const DisableAfter = 3 * 24 * time.Hour

// DeliverArgs is the job of one delivery. One job per delivery: inserting it again while
// it waits does nothing.
type DeliverArgs struct {
	DeliveryID int `json:"delivery_id"`
}

func (DeliverArgs) Kind() string { return "webhook_delivery" }

func (DeliverArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: queue.Webhooks, MaxAttempts: MaxAttempts, UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// Hook is registered on the client as soon as the queue is built (as mail's is): a
// delivery written puts its job in the same transaction, so it is sent once the write
// commits and never if it rolls back. A delivery written outside a transaction fails.
func Hook(q *queue.Queue) ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			row, ok := v.(*ent.WebhookDelivery)
			dm, isDelivery := m.(*ent.WebhookDeliveryMutation)
			if err != nil || !ok || !isDelivery || !m.Op().Is(ent.OpCreate) {
				return v, err
			}
			if err := q.InsertTx(ctx, dm.Client(), DeliverArgs{DeliveryID: row.ID}); err != nil {
				return nil, fmt.Errorf("webhook delivery %d: %w", row.ID, err)
			}
			return v, nil
		})
	}
}

// Worker sends deliveries, through its Guard's client only.
type Worker struct {
	river.WorkerDefaults[DeliverArgs]
	Client *ent.Client
	Guard  Guard
	// AttemptTimeout bounds one attempt; 0: RequestTimeout.
	AttemptTimeout time.Duration
	// Schedule replaces the package's (tests: the same length, faster); nil: Schedule.
	Schedule []time.Duration

	once sync.Once
	http *http.Client
}

func (w *Worker) timeout() time.Duration { return cmp.Or(w.AttemptTimeout, RequestTimeout) }

func (w *Worker) client() *http.Client {
	w.once.Do(func() { w.http = w.Guard.Client(w.timeout()) })
	return w.http
}

// Timeout of the job: the request and the database's writes around it.
func (w *Worker) Timeout(*river.Job[DeliverArgs]) time.Duration { return w.timeout() + 20*time.Second }

// NextRetry is the delivery's own schedule, whatever the queue's.
func (w *Worker) NextRetry(job *river.Job[DeliverArgs]) time.Time {
	return time.Now().Add(w.wait(job.Attempt))
}

// wait is the wait after failed attempt n (1-based), jittered by up to 10%.
func (w *Worker) wait(n int) time.Duration {
	s := w.Schedule
	if s == nil {
		s = Schedule[:]
	}
	d := s[min(max(n, 1), len(s))-1]
	return d + time.Duration(rand.Int64N(int64(d)/10+1))
}

// attempt is what one try got.
type attempt struct {
	code     int   // the HTTP status; 0: no answer
	err      error // nil: delivered (2xx)
	duration time.Duration
}

func (w *Worker) Work(ctx context.Context, job *river.Job[DeliverArgs]) error {
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	d, err := w.Client.WebhookDelivery.Query().Where(webhookdelivery.ID(job.Args.DeliveryID)).WithEndpoint().Only(sys)
	if ent.IsNotFound(err) {
		return nil // its endpoint was deleted
	}
	if err != nil || d.Status != webhookdelivery.StatusPending {
		return err
	}
	ep := d.Edges.Endpoint
	if !ep.Enabled {
		return w.Client.WebhookDelivery.Update().Where(webhookdelivery.ID(d.ID), webhookdelivery.StatusEQ(webhookdelivery.StatusPending)).
			SetStatus(webhookdelivery.StatusFailed).SetLastError("not sent: the endpoint is disabled").ClearNextAttemptAt().Exec(sys)
	}
	// In order: an older delivery of the same subject to this endpoint goes first.
	if d.Subject != "" {
		older, err := w.Client.WebhookDelivery.Query().Where(webhookdelivery.EndpointID(ep.ID), webhookdelivery.Subject(d.Subject),
			webhookdelivery.StatusEQ(webhookdelivery.StatusPending), webhookdelivery.IDLT(d.ID)).Exist(sys)
		if err != nil {
			return err
		}
		if older {
			return river.JobSnooze(snoozeFor(time.Since(d.CreatedAt)))
		}
	}
	a := w.send(ctx, ep, d)
	final := a.err != nil && job.Attempt >= job.MaxAttempts
	var next *time.Time
	if a.err != nil && !final {
		t := time.Now().Add(w.wait(job.Attempt))
		next = &t
	}
	err = ent.WithTx(sys, w.Client, func(ctx context.Context, c *ent.Client) error {
		return record(ctx, c, ep, d, a, final, next)
	})
	if err != nil {
		return err // the attempt is tried again: at least once
	}
	if a.err != nil && !final {
		return a.err
	}
	if a.err != nil {
		return river.JobCancel(fmt.Errorf("given up after %d attempts: %w", job.Attempt, a.err))
	}
	return nil
}

// snoozeFor is how long a delivery waits for an older one of its subject: a second at
// first, longer as it keeps waiting (the older one may be retrying for hours), at most a
// minute.
func snoozeFor(waited time.Duration) time.Duration {
	return min(max(waited/10, time.Second), time.Minute)
}

// send makes one attempt: the address checked again, the body signed now.
func (w *Worker) send(ctx context.Context, ep *ent.WebhookEndpoint, d *ent.WebhookDelivery) attempt {
	start := time.Now()
	done := func(code int, err error) attempt { return attempt{code: code, err: err, duration: time.Since(start)} }
	u, err := w.Guard.CheckURL(ep.URL)
	if err != nil {
		return done(0, fmt.Errorf("the address is refused: %s", strings.TrimSuffix(err.Error(), ".")))
	}
	addrs, err := w.Guard.Resolve(ctx, u.Hostname())
	if err != nil {
		return done(0, err)
	}
	now := time.Now()
	sig, err := Sign(ep.Secret, d.MsgID, now, []byte(d.Payload))
	if err != nil {
		return done(0, err)
	}
	ctx, cancel := context.WithTimeout(context.WithValue(ctx, addrsKey{}, addrs), w.timeout())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader([]byte(d.Payload)))
	if err != nil {
		return done(0, err)
	}
	h := req.Header
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", "SEO-Agency-Webhooks/1")
	h.Set("webhook-id", d.MsgID)
	h.Set("webhook-timestamp", strconv.FormatInt(now.Unix(), 10))
	h.Set("webhook-signature", sig)
	resp, err := w.client().Do(req)
	if err != nil {
		return done(0, unwrapURLError(err))
	}
	defer resp.Body.Close()
	// Some of the answer, for the log; the rest read (bounded) so the connection is reused.
	head, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode >= 200 && resp.StatusCode < 300 {
		return done(resp.StatusCode, nil)
	}
	msg := "HTTP " + strconv.Itoa(resp.StatusCode)
	if loc := resp.Header.Get("Location"); resp.StatusCode >= 300 && resp.StatusCode < 400 && loc != "" {
		msg += ": a redirect (to " + clip(loc, 200) + "), not followed"
	} else if t := strings.TrimSpace(strings.ToValidUTF8(string(head), "")); t != "" {
		msg += ": " + oneLine(t)
	}
	return done(resp.StatusCode, errors.New(msg))
}

// unwrapURLError drops net/http's "Post \"url\":" prefix: the log shows the address already.
func unwrapURLError(err error) error {
	var ue interface{ Unwrap() error }
	if errors.As(err, &ue) && strings.HasPrefix(err.Error(), "Post ") {
		if inner := ue.Unwrap(); inner != nil {
			if errors.Is(inner, context.DeadlineExceeded) || strings.Contains(inner.Error(), "Client.Timeout") {
				return errors.New("no answer within the timeout")
			}
			return inner
		}
	}
	return err
}

func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' || r == '\t' }), " ")
}

// record writes what an attempt got, in one transaction: the delivery's log; the
// endpoint's last success, or since when it fails; and, once it has failed for
// DisableAfter, its disabling and the agency's mail.
func record(ctx context.Context, c *ent.Client, ep *ent.WebhookEndpoint, d *ent.WebhookDelivery, a attempt, final bool, next *time.Time) error {
	now := time.Now()
	errText := ""
	if a.err != nil {
		errText = clip(a.err.Error(), 900)
	}
	u := c.WebhookDelivery.Update().Where(webhookdelivery.ID(d.ID), webhookdelivery.StatusEQ(webhookdelivery.StatusPending)).
		AddAttempts(1).SetLastAttemptAt(now).SetLastStatusCode(a.code).SetLastError(errText).SetDurationMs(int(a.duration.Milliseconds()))
	switch {
	case a.err == nil:
		u.SetStatus(webhookdelivery.StatusSucceeded).SetDeliveredAt(now).ClearNextAttemptAt()
	case final:
		u.SetStatus(webhookdelivery.StatusFailed).ClearNextAttemptAt()
	default:
		u.SetNillableNextAttemptAt(next)
	}
	if err := u.Exec(ctx); err != nil {
		return err
	}
	if a.err == nil {
		// At most once a minute while all is well: deliveries at once do not queue on the endpoint's row.
		return c.WebhookEndpoint.Update().Where(webhookendpoint.ID(ep.ID), webhookendpoint.Or(webhookendpoint.FailingSinceNotNil(),
			webhookendpoint.LastSuccessAtIsNil(), webhookendpoint.LastSuccessAtLT(now.Add(-time.Minute)))).
			SetLastSuccessAt(now).ClearFailingSince().Exec(ctx)
	}
	if err := c.WebhookEndpoint.Update().Where(webhookendpoint.ID(ep.ID), webhookendpoint.FailingSinceIsNil()).
		SetFailingSince(now).Exec(ctx); err != nil {
		return err
	}
	ep, err := c.WebhookEndpoint.Get(ctx, ep.ID)
	if err != nil || !ep.Enabled || ep.FailingSince == nil || now.Sub(*ep.FailingSince) < DisableAfter {
		return err
	}
	reason := fmt.Sprintf("Disabled automatically: every delivery failed since %s (last: %s).",
		ep.FailingSince.UTC().Format("2 January 2006 15:04 UTC"), errText)
	if err := disable(ctx, c, ep, clip(reason, 480), now); err != nil {
		return err
	}
	slog.WarnContext(ctx, "webhook endpoint disabled", "endpoint", ep.ID, "failing_since", ep.FailingSince, "err", errText)
	return mail.QueueToAgency(ctx, c, mail.Message{
		Kind:    "admin_webhook_disabled",
		Subject: "Webhook endpoint disabled: " + hostOf(ep.URL),
		Body: mail.Body{
			Heading: "A webhook endpoint was disabled",
			Paragraphs: []string{
				"Every delivery to this endpoint has failed for more than " + strconv.Itoa(int(DisableAfter.Hours()/24)) +
					" days, so the site stopped sending to it. Events from now on are not kept for it.",
				"Fix the receiver, enable the endpoint again in the admin, and redeliver the failed events from its delivery log.",
			},
			Rows: [][2]string{{"Endpoint", ep.URL}, {"Description", ep.Description},
				{"Failing since", ep.FailingSince.UTC().Format("2 January 2006 15:04 UTC")}, {"Last error", errText}},
			Button: &mail.Link{Text: "Open the webhooks", Path: "/admin/webhooks"},
		},
	})
}

// disable turns ep off with reason; its deliveries still pending are failed at once
// (their jobs then find nothing to send).
func disable(ctx context.Context, c *ent.Client, ep *ent.WebhookEndpoint, reason string, now time.Time) error {
	if err := c.WebhookEndpoint.UpdateOneID(ep.ID).SetEnabled(false).SetDisabledReason(reason).SetDisabledAt(now).Exec(ctx); err != nil {
		return err
	}
	return c.WebhookDelivery.Update().Where(webhookdelivery.EndpointID(ep.ID), webhookdelivery.StatusEQ(webhookdelivery.StatusPending)).
		SetStatus(webhookdelivery.StatusFailed).SetLastError("not sent: the endpoint was disabled").ClearNextAttemptAt().
		Exec(privacy.DecisionContext(ctx, privacy.Allow))
}

func hostOf(raw string) string {
	if u, err := (Guard{}).CheckURL(raw); err == nil {
		return u.Host
	}
	return clip(raw, 60)
}

// Retention is how long finished deliveries stay in the log.
const Retention = 30 * 24 * time.Hour

// PruneArgs is the hourly job that drops finished deliveries past Retention.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "webhook_prune" }

// Prune deletes the finished deliveries older than Retention: PruneArgs' work.
func Prune(ctx context.Context, c *ent.Client, now time.Time) (int, error) {
	return c.WebhookDelivery.Delete().Where(webhookdelivery.StatusNEQ(webhookdelivery.StatusPending),
		webhookdelivery.CreatedAtLT(now.Add(-Retention))).Exec(privacy.DecisionContext(ctx, privacy.Allow))
}

// PendingJobs are the deliveries still to send: a restore queues them again, as River's
// tables are not in backups.
func PendingJobs(ctx context.Context, c *ent.Client) ([]river.JobArgs, error) {
	ids, err := c.WebhookDelivery.Query().Where(webhookdelivery.StatusEQ(webhookdelivery.StatusPending)).
		Order(ent.Asc(webhookdelivery.FieldID)).IDs(privacy.DecisionContext(ctx, privacy.Allow))
	var jobs []river.JobArgs
	for _, id := range ids {
		jobs = append(jobs, DeliverArgs{DeliveryID: id})
	}
	return jobs, err
}
