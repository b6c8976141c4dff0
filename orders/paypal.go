package orders

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/money"
)

// PayPal holds the settings of PayPal Payments Standard.
type PayPal struct {
	CheckoutURL string       // where the browser posts the payment form
	VerifyURL   string       // where IPN messages are posted back for verification
	PublicURL   string       // this site's address, for return, cancel and notify URLs
	HTTP        *http.Client // for verification; its Timeout bounds each call
}

// Field is one hidden input of the checkout form.
type Field struct{ Name, Value string }

// Checkout returns the form that pays the viewer's own UnPaid order: every value,
// the amount above all, comes from the stored order and settings.
func (p PayPal) Checkout(ctx context.Context, c *ent.Client, id int) (action string, fields []Field, err error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return "", nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return "", nil, err
	}
	if o.CustomerEmail != v.Email {
		return "", nil, apierr.NotFoundf("No order of yours has the id %d.", id)
	}
	if o.PaymentStatus != order.PaymentStatusUnPaid {
		return "", nil, apierr.Conflictf("The order is %s: only an UnPaid order can be paid.", o.PaymentStatus)
	}
	receiver, err := receiverEmail(ctx, c)
	if err != nil {
		return "", nil, err
	}
	ref := strconv.Itoa(o.ID)
	base := strings.TrimRight(p.PublicURL, "/")
	return p.CheckoutURL, []Field{
		{"cmd", "_xclick"},
		{"business", receiver},
		{"item_name", o.PackageName + " plan"},
		{"item_number", "1"},
		{"amount", o.Price.String()},
		{"currency_code", "USD"},
		{"no_shipping", "1"},
		{"invoice", ref},
		{"custom", ref},
		{"return", base + "/received-payment/" + ref},
		{"cancel_return", base + "/order-cancelled/" + ref},
		{"notify_url", base + "/api/paypal/ipn"},
	}, nil
}

// receiverEmail is the admin-set PayPal e-mail that receives payments.
func receiverEmail(ctx context.Context, c *ent.Client) (string, error) {
	s, err := c.PaymentSetting.Query().First(system(ctx))
	if ent.IsNotFound(err) {
		return "", apierr.Conflictf("Payments are not set up yet: an admin must set the PayPal e-mail first.")
	}
	if err != nil {
		return "", err
	}
	return s.PaypalEmail, nil
}

// HandleIPN verifies and applies one PayPal Instant Payment Notification. It returns
// what was done, for logs and tests; every notice is stored for admins either way.
func (p PayPal) HandleIPN(ctx context.Context, c *ent.Client, raw []byte) (ipnmessage.Outcome, string) {
	f, _ := url.ParseQuery(string(raw))
	txn, orderID := f.Get("txn_id"), noticeOrder(f)
	outcome, reason := ipnmessage.OutcomeRefused, ""
	if verification := p.verify(ctx, raw); verification != ipnmessage.VerificationVERIFIED {
		reason = "PayPal did not confirm the notice (" + string(verification) + ")"
		p.store(ctx, c, raw, verification, outcome, reason, txn, orderID)
		return outcome, reason
	}
	outcome, reason = p.apply(ctx, c, f, txn, orderID)
	p.store(ctx, c, raw, ipnmessage.VerificationVERIFIED, outcome, reason, txn, orderID)
	return outcome, reason
}

// noticeOrder is the order a notice is about: custom, or else invoice.
func noticeOrder(f url.Values) int {
	id, err := strconv.Atoi(f.Get("custom"))
	if err != nil || id == 0 {
		id, _ = strconv.Atoi(f.Get("invoice"))
	}
	return id
}

// store keeps every notice, applied or not, with the reason, for admins.
func (p PayPal) store(ctx context.Context, c *ent.Client, raw []byte, v ipnmessage.Verification, outcome ipnmessage.Outcome, reason, txn string, orderID int) {
	if len(txn) > 64 {
		txn = txn[:64]
	}
	m := c.IpnMessage.Create().SetRaw(string(raw)).SetVerification(v).SetOutcome(outcome).SetReason(reason).SetTxnID(txn)
	if orderID != 0 {
		m.SetOrderID(orderID)
	}
	if err := m.Exec(system(ctx)); err != nil {
		slog.ErrorContext(ctx, "storing an IPN message failed", "err", err)
	}
	slog.InfoContext(ctx, "paypal ipn", "outcome", outcome, "reason", reason, "txn_id", txn, "order", orderID)
}

// verify posts the message back unchanged, prefixed with cmd=_notify-validate.
func (p PayPal) verify(ctx context.Context, raw []byte) ipnmessage.Verification {
	body := append([]byte("cmd=_notify-validate&"), raw...)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.VerifyURL, bytes.NewReader(body))
	if err != nil {
		return ipnmessage.VerificationERROR
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "seo-agency-ipn/1")
	resp, err := p.HTTP.Do(req)
	if err != nil {
		slog.WarnContext(ctx, "IPN verification failed", "err", err)
		return ipnmessage.VerificationERROR
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, 64))
	switch strings.TrimSpace(string(answer)) {
	case "VERIFIED":
		return ipnmessage.VerificationVERIFIED
	case "INVALID":
		return ipnmessage.VerificationINVALID
	}
	return ipnmessage.VerificationERROR
}

// apply checks a verified notice against the order and marks it Paid, with its
// payment record, in one transaction. The unique txn_id makes replays harmless.
func (p PayPal) apply(ctx context.Context, c *ent.Client, f url.Values, txn string, orderID int) (ipnmessage.Outcome, string) {
	refuse := func(format string, a ...any) (ipnmessage.Outcome, string) {
		return ipnmessage.OutcomeRefused, fmt.Sprintf(format, a...)
	}
	sys := system(ctx)
	if f.Get("payment_status") != "Completed" {
		return refuse("payment_status is %q, not Completed", f.Get("payment_status"))
	}
	if txn == "" {
		return refuse("no txn_id")
	}
	receiver, err := receiverEmail(sys, c)
	if err != nil {
		return refuse("no PayPal e-mail is set")
	}
	got := f.Get("receiver_email")
	if got == "" {
		got = f.Get("business")
	}
	if !strings.EqualFold(got, receiver) {
		return refuse("receiver %q is not the shop's PayPal e-mail", got)
	}
	o, err := c.Order.Get(sys, orderID)
	if err != nil {
		return refuse("no order %d", orderID)
	}
	amount, err := money.Parse(f.Get("mc_gross"))
	if err != nil || amount != o.Price {
		return refuse("mc_gross %q does not equal the order price %s", f.Get("mc_gross"), o.Price)
	}
	if f.Get("mc_currency") != "USD" {
		return refuse("mc_currency %q is not USD", f.Get("mc_currency"))
	}
	tx, err := c.Tx(sys)
	if err != nil {
		return refuse("database unavailable: %v", err)
	}
	err = tx.Payment.Create().SetTxnID(txn).SetAmount(amount).SetCurrency("USD").
		SetPayerEmail(f.Get("payer_email")).SetOrderID(o.ID).Exec(sys)
	if ent.IsConstraintError(err) {
		_ = tx.Rollback()
		return ipnmessage.OutcomeDuplicate, "txn_id already applied"
	}
	if err == nil {
		_, err = setPayment(sys, tx.Client(), o, order.PaymentStatusPaid, "PayPal IPN "+txn)
	}
	if err == nil {
		err = tx.Commit()
	} else {
		_ = tx.Rollback()
	}
	if err != nil {
		return refuse("not applied: %v", err)
	}
	return ipnmessage.OutcomeApplied, ""
}

// DefaultHTTP is the verification client: PayPal must answer within 10 seconds.
func DefaultHTTP() *http.Client { return &http.Client{Timeout: 10 * time.Second} }
