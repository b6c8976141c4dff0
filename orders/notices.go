package orders

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/riverqueue/river"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/queue"
	"seoagency/validate"
)

// Bounds on stored notices: what a flood of junk can cost (docs/payments.md).
const (
	// MaxNoticeBytes is the largest notice accepted; PayPal's are about 1–2 KB.
	MaxNoticeBytes = 16 << 10
	// MaxWaitingNotices is how many notices may wait for verification at once; past
	// it the endpoint answers 503 and PayPal sends the notice again later.
	MaxWaitingNotices = 1000
	// KeptRawBytes is what is kept of the text of a notice PayPal did not confirm.
	KeptRawBytes = 1024
	// NoticeRetention is how long unconfirmed notices (INVALID, or never verified)
	// are kept; MaxUnconfirmedNotices caps how many, newest first.
	NoticeRetention       = 30 * 24 * time.Hour
	MaxUnconfirmedNotices = 10_000
)

// ErrBusy says too many notices wait for verification: PayPal should send again later.
var ErrBusy = &apierr.Error{Code: apierr.Unavailable, Message: "Too many notices are waiting to be verified: send it again later."}

// NoticeArgs is the job that verifies and applies one stored notice. One job per
// notice: inserting it again while it exists does nothing.
type NoticeArgs struct {
	NoticeID int `json:"notice_id"`
}

func (NoticeArgs) Kind() string { return "paypal_notice" }

func (NoticeArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

// notice is the part of a PayPal notice the shop acts on.
type notice struct {
	txn, parentTxn, status, gross, currency, receiver, payer, txnType, subscr string
	order                                                                     int
}

// parseNotice reads a notice's fields; anything that cannot be a PayPal payment
// notice is an error that names the problem.
func parseNotice(raw []byte) (notice, error) {
	f, err := url.ParseQuery(string(raw))
	if err != nil {
		return notice{}, apierr.Invalid("body", "form", "The body is not form-encoded (application/x-www-form-urlencoded) as PayPal sends notices.")
	}
	n := notice{
		txn: f.Get("txn_id"), parentTxn: f.Get("parent_txn_id"), status: f.Get("payment_status"),
		gross: f.Get("mc_gross"), currency: f.Get("mc_currency"), receiver: f.Get("receiver_email"), payer: f.Get("payer_email"),
		txnType: f.Get("txn_type"), subscr: f.Get("subscr_id"),
	}
	if n.receiver == "" {
		n.receiver = f.Get("business")
	}
	// A subscription's notices other than its payments carry no txn_id, but a subscr_id.
	if n.txn == "" && (!strings.HasPrefix(n.txnType, "subscr_") || n.txnType == "subscr_payment" || n.subscr == "") {
		return notice{}, apierr.Invalid("txn_id", "required", "The notice has no txn_id (nor, for a subscription, a subscr_id), so it is not about a payment.")
	}
	for _, v := range []struct {
		name, value string
		max         int
	}{{"txn_id", n.txn, 64}, {"parent_txn_id", n.parentTxn, 64}, {"payment_status", n.status, 32},
		{"mc_gross", n.gross, 32}, {"mc_currency", n.currency, 8}, {"receiver_email", n.receiver, 254}, {"payer_email", n.payer, 254},
		{"txn_type", n.txnType, 32}, {"subscr_id", n.subscr, 64}} {
		if len(v.value) > v.max || validate.Text(v.value) != nil {
			return notice{}, apierr.Invalid(v.name, "format", fmt.Sprintf("%s is longer than %d characters or holds control characters.", v.name, v.max))
		}
	}
	n.order = noticeOrder(f)
	return n, nil
}

// noticeOrder is the order a notice is about: custom, or else invoice.
func noticeOrder(f url.Values) int {
	id, err := strconv.Atoi(f.Get("custom"))
	if err != nil || id <= 0 {
		id, _ = strconv.Atoi(f.Get("invoice"))
	}
	return max(id, 0)
}

// Receive stores a notice and queues its verification in one transaction. It returns
// only once both are in the database, so PayPal's 200 means it cannot be lost; an error
// means PayPal must send it again (ErrBusy, the database down) or never (a bad notice).
// A notice sent again is queued again while it waits: one job per notice.
func (p PayPal) Receive(ctx context.Context, c *ent.Client, q *queue.Queue, raw []byte) error {
	n, err := parseNotice(raw)
	if err != nil {
		return err
	}
	sum := sha256.Sum256(raw)
	hash := hex.EncodeToString(sum[:])
	return ent.WithTx(system(ctx), c, func(ctx context.Context, c *ent.Client) error {
		id, err := p.store(ctx, c, raw, hash, n)
		if err != nil {
			return err
		}
		return q.InsertTx(ctx, c, NoticeArgs{NoticeID: id})
	})
}

// store keeps a new notice, unless too many wait already, and returns its id; a
// notice stored before is not stored twice.
func (p PayPal) store(ctx context.Context, c *ent.Client, raw []byte, hash string, n notice) (int, error) {
	if id, err := c.IpnMessage.Query().Where(ipnmessage.RawHash(hash)).OnlyID(ctx); !ent.IsNotFound(err) {
		return id, err
	}
	waiting, err := c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusReceived)).Count(ctx)
	if err != nil {
		return 0, err
	}
	if waiting >= MaxWaitingNotices {
		return 0, ErrBusy
	}
	m := c.IpnMessage.Create().SetRaw(raw).SetRawHash(hash).SetTxnID(n.txn).SetParentTxnID(n.parentTxn).
		SetPaymentStatus(n.status).SetGross(n.gross).SetCurrency(n.currency).SetReceiver(n.receiver).
		SetTxnType(n.txnType).SetSubscrID(n.subscr)
	if n.order != 0 {
		m.SetOrderID(n.order)
	}
	// The same notice, delivered twice at once: the other stores it, and this one, having
	// waited for its commit, reads it (an error would end this transaction on PostgreSQL).
	id, err := m.OnConflictColumns(ipnmessage.FieldRawHash).DoNothing().ID(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return c.IpnMessage.Query().Where(ipnmessage.RawHash(hash)).OnlyID(ctx)
	}
	return id, err
}

// NoticeWorker verifies and applies stored notices, as jobs of the queue.
type NoticeWorker struct {
	river.WorkerDefaults[NoticeArgs]
	PayPal PayPal
	Client *ent.Client
}

// Work processes one notice. An error (PayPal unreachable, the database down) is
// retried with back-off; after the last attempt the notice is marked failed, for
// an admin to retry from the queue page.
func (w *NoticeWorker) Work(ctx context.Context, job *river.Job[NoticeArgs]) error {
	err := w.PayPal.Process(ctx, w.Client, job.Args.NoticeID)
	if err != nil && job.Attempt >= job.MaxAttempts {
		_ = w.Client.IpnMessage.Update().Where(ipnmessage.ID(job.Args.NoticeID), ipnmessage.StatusEQ(ipnmessage.StatusReceived)).
			SetStatus(ipnmessage.StatusFailed).SetReason("never verified: " + clip(err.Error(), 400)).Exec(system(ctx))
	}
	return err
}

// errVerify is PayPal's verify endpoint not giving an answer: try again later.
var errVerify = errors.New("PayPal's verify endpoint gave no answer")

// Process verifies a stored notice with PayPal and applies it, once: a notice
// already processed, by this or another replica, is left alone.
func (p PayPal) Process(ctx context.Context, c *ent.Client, id int) error {
	sys := system(ctx)
	m, err := c.IpnMessage.Get(sys, id)
	if ent.IsNotFound(err) {
		return nil // purged meanwhile
	}
	if err != nil {
		return err
	}
	if m.Status != ipnmessage.StatusReceived && m.Status != ipnmessage.StatusFailed {
		return nil
	}
	verdict, err := p.verify(ctx, m.Raw)
	if err != nil {
		_ = c.IpnMessage.UpdateOneID(id).AddAttempts(1).SetLastError(clip(err.Error(), 500)).Exec(sys)
		return err
	}
	if verdict == ipnmessage.VerificationINVALID {
		return c.IpnMessage.Update().Where(ipnmessage.ID(id), ipnmessage.StatusIn(ipnmessage.StatusReceived, ipnmessage.StatusFailed)).
			SetStatus(ipnmessage.StatusInvalid).SetVerification(verdict).SetRaw(m.Raw[:min(len(m.Raw), KeptRawBytes)]).
			SetReason("PayPal did not confirm the notice (INVALID)").SetLastError("").AddAttempts(1).SetProcessedAt(time.Now()).Exec(sys)
	}
	return p.applyVerified(ctx, c, m)
}

// verify posts the notice back unchanged, prefixed with cmd=_notify-validate.
// VERIFIED and INVALID are answers; anything else is errVerify, to retry.
func (p PayPal) verify(ctx context.Context, raw []byte) (ipnmessage.Verification, error) {
	body := append([]byte("cmd=_notify-validate&"), raw...)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.VerifyURL, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "seo-agency-ipn/1")
	resp, err := p.HTTP.Do(req)
	if err != nil {
		return "", fmt.Errorf("%w: %v", errVerify, err)
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, 64))
	switch strings.TrimSpace(string(answer)) {
	case "VERIFIED":
		return ipnmessage.VerificationVERIFIED, nil
	case "INVALID":
		return ipnmessage.VerificationINVALID, nil
	}
	return "", fmt.Errorf("%w: HTTP %d %q", errVerify, resp.StatusCode, clip(string(answer), 64))
}

// applyVerified claims the notice and applies it to its order in one transaction:
// either the money moves and the notice says so, or nothing changed and it is retried.
func (p PayPal) applyVerified(ctx context.Context, c *ent.Client, m *ent.IpnMessage) error {
	var status ipnmessage.Status
	var reason string
	var orderID int
	err := ent.WithTx(system(ctx), c, func(sys context.Context, c *ent.Client) error {
		claimed, err := c.IpnMessage.Update().
			Where(ipnmessage.ID(m.ID), ipnmessage.StatusIn(ipnmessage.StatusReceived, ipnmessage.StatusFailed)).
			SetVerification(ipnmessage.VerificationVERIFIED).AddAttempts(1).SetLastError("").SetProcessedAt(time.Now()).Save(sys)
		if err != nil || claimed == 0 { // none claimed: another replica got there first
			return err
		}
		status, reason, orderID, err = p.applyNotice(sys, c, m)
		if err != nil {
			return err
		}
		upd := c.IpnMessage.UpdateOneID(m.ID).SetStatus(status).SetReason(clip(reason, 500))
		if orderID != 0 {
			upd.SetOrderID(orderID)
		}
		return upd.Exec(sys)
	})
	if err != nil || status == "" {
		return err
	}
	slog.InfoContext(ctx, "paypal notice", "status", status, "reason", reason, "txn_id", m.TxnID, "order", orderID)
	return nil
}

// PruneNotices drops unconfirmed notices (INVALID, or never verified) past their
// retention, and the oldest of them past MaxUnconfirmedNotices.
func PruneNotices(ctx context.Context, c *ent.Client) error {
	sys := system(ctx)
	unconfirmed := ipnmessage.StatusIn(ipnmessage.StatusInvalid, ipnmessage.StatusFailed)
	if _, err := c.IpnMessage.Delete().Where(unconfirmed, ipnmessage.CreatedAtLT(time.Now().Add(-NoticeRetention))).Exec(sys); err != nil {
		return err
	}
	keep, err := c.IpnMessage.Query().Where(unconfirmed).Order(ent.Desc(ipnmessage.FieldID)).
		Offset(MaxUnconfirmedNotices).Limit(1).IDs(sys)
	if err != nil || len(keep) == 0 {
		return err
	}
	_, err = c.IpnMessage.Delete().Where(unconfirmed, ipnmessage.IDLTE(keep[0])).Exec(sys)
	return err
}

// PruneNoticesArgs is the hourly job that runs PruneNotices.
type PruneNoticesArgs struct{}

func (PruneNoticesArgs) Kind() string { return "paypal_notice_prune" }

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// PendingJobs are the verifications the received notices still wait for: a restore queues
// them again, as River's tables are not in backups.
func PendingJobs(ctx context.Context, c *ent.Client) ([]river.JobArgs, error) {
	ids, err := c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusReceived)).IDs(system(ctx))
	var jobs []river.JobArgs
	for _, id := range ids {
		jobs = append(jobs, NoticeArgs{NoticeID: id})
	}
	return jobs, err
}
