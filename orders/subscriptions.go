package orders

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/invoices"
	"seoagency/mail"
	"seoagency/money"
	"seoagency/webhooks"
)

// A recurring order is a PayPal subscription: PayPal takes the price every period and
// tells the shop by subscr_* notices, which go through the same intake, verification
// and exactly-once claim as payments (docs/payments.md).

const (
	subActive    = order.SubscriptionStatusActive
	subPastDue   = order.SubscriptionStatusPastDue
	subCancelled = order.SubscriptionStatusCancelled
	subEnded     = order.SubscriptionStatusEnded
)

// noState names a subscription PayPal has not told about yet, in its history.
const noState = "none"

// SubscriptionMove is what one kind of notice does to a subscription in a state.
type SubscriptionMove struct {
	Notice string
	From   []string // noState or subscription statuses
	To     string   // "" keeps the state
	When   string
}

// SubscriptionMoves is every state move of a subscription; the table of docs/payments.md
// is this list. Notices not listed for a state change nothing (they are recorded).
var SubscriptionMoves = []SubscriptionMove{
	{"subscr_signup", []string{noState}, "active", "the customer subscribed"},
	{"subscr_payment", []string{noState, "active", "past_due"}, "active", "a period is paid (the ledger records it; the order becomes Paid on the first)"},
	{"subscr_payment", []string{"cancelled", "ended"}, "", "a payment after a cancel: recorded in the ledger, the state stays"},
	{"subscr_failed", []string{"active", "past_due"}, "past_due", "a period's payment failed: the customer and the agency are mailed; PayPal tries again"},
	{"subscr_cancel", []string{noState, "active", "past_due"}, "cancelled", "the customer or the agency cancelled: paid to the end of the period, no more payments"},
	{"subscr_eot", []string{noState, "active", "past_due", "cancelled"}, "ended", "the last paid period is over"},
	{"subscr_modify", []string{noState, "active", "past_due", "cancelled"}, "", "PayPal changed the terms: recorded in the history; payments must still be the plan's price"},
}

func subscriptionMove(notice, from string) (SubscriptionMove, bool) {
	for _, m := range SubscriptionMoves {
		if m.Notice != notice {
			continue
		}
		for _, f := range m.From {
			if f == from {
				return m, true
			}
		}
	}
	return SubscriptionMove{}, false
}

// periodOf is PayPal's billing cycle for a plan's period: p3 and t3.
func periodOf(b order.BillingPeriod) (p3, t3 string) {
	if b == order.BillingPeriodYearly {
		return "1", "Y"
	}
	return "1", "M"
}

// after is when the period that starts at t ends.
func after(t time.Time, b order.BillingPeriod) time.Time {
	if b == order.BillingPeriodYearly {
		return t.AddDate(1, 0, 0)
	}
	return t.AddDate(0, 1, 0)
}

// PerPeriod writes a price with its period, as the pricing page and checkout show it: "$99.00 / month".
func PerPeriod(price money.Cents, b order.BillingPeriod) string {
	switch b {
	case order.BillingPeriodMonthly:
		return dollars(price) + " / month"
	case order.BillingPeriodYearly:
		return dollars(price) + " / year"
	}
	return dollars(price)
}

// CancelURL is PayPal's page where a customer cancels their subscriptions to the shop
// (Payments Standard's unsubscribe link); empty for a one-time order or an ended one.
func (p PayPal) CancelURL(ctx context.Context, c *ent.Client, o *ent.Order) (string, error) {
	if o.BillingPeriod == order.BillingPeriodOneTime || o.SubscriptionStatus == nil || *o.SubscriptionStatus == subEnded {
		return "", nil
	}
	receiver, err := receiverEmail(ctx, c)
	if err != nil {
		return "", err
	}
	return p.CheckoutURL + "?cmd=_subscr-find&alias=" + url.QueryEscape(receiver), nil
}

// MonthlyRecurringRevenue is what every active or past-due subscription brings a month
// before tax, a yearly one counting a twelfth (rounded to the cent once, over the sum); the
// sales area's readers.
func MonthlyRecurringRevenue(ctx context.Context, c *ent.Client) (money.Cents, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return 0, err
	}
	var rows []struct {
		Period string        `json:"billing_period"`
		Sum    sql.NullInt64 `json:"sum"`
	}
	err := c.Order.Query().Where(order.SubscriptionStatusIn(subActive, subPastDue)).GroupBy(order.FieldBillingPeriod).
		Aggregate(func(s *entsql.Selector) string { return entsql.As("SUM("+recurringSQL(s)+")", "sum") }).Scan(ctx, &rows)
	if err != nil {
		return 0, err
	}
	var monthly, yearly int64
	for _, r := range rows {
		switch order.BillingPeriod(r.Period) {
		case order.BillingPeriodMonthly:
			monthly += r.Sum.Int64
		case order.BillingPeriodYearly:
			yearly += r.Sum.Int64
		}
	}
	return money.Cents(monthly + (yearly+6)/12), nil
}

// recurringSQL is what a subscription brings each period before tax, on the orders table
// t: the full price after a first-period coupon (renewal_subtotal), else the quote's
// subtotal (an every-period coupon taken off), or the price of an order from before tax.
func recurringSQL(t interface{ C(string) string }) string {
	return fmt.Sprintf("CASE WHEN %[1]s > 0 THEN %[1]s WHEN %[2]s > 0 THEN %[2]s ELSE %[3]s END",
		t.C(order.FieldRenewalSubtotal), t.C(order.FieldSubtotal), t.C(order.FieldPrice))
}

// applySubscription applies a verified subscr_* notice inside the caller's transaction.
func (p PayPal) applySubscription(ctx context.Context, c *ent.Client, m *ent.IpnMessage, orderID int) (ipnmessage.Status, string, int, error) {
	refuse := func(orderID int, format string, a ...any) (ipnmessage.Status, string, int, error) {
		return ipnmessage.StatusRefused, fmt.Sprintf(format, a...), orderID, nil
	}
	if m.SubscrID == "" {
		return refuse(orderID, "%s without subscr_id", m.TxnType)
	}
	o, err := subscriptionOrder(ctx, c, m.SubscrID, orderID)
	if ent.IsNotFound(err) {
		return refuse(orderID, "no subscription order %d or subscr_id %q", orderID, m.SubscrID)
	} else if err != nil {
		return "", "", 0, err
	}
	if o.BillingPeriod == order.BillingPeriodOneTime {
		return refuse(o.ID, "order %d is a one-time order, not a subscription", o.ID)
	}
	if o.SubscrID != nil && *o.SubscrID != m.SubscrID {
		return refuse(o.ID, "order %d is subscription %s, not %s", o.ID, *o.SubscrID, m.SubscrID)
	}
	receiver, err := receiverEmail(ctx, c)
	if err != nil {
		return refuse(o.ID, "no PayPal e-mail is set")
	}
	if !strings.EqualFold(m.Receiver, receiver) {
		return refuse(o.ID, "receiver %q is not the shop's PayPal e-mail", m.Receiver)
	}
	if m.Currency != "USD" {
		return refuse(o.ID, "mc_currency %q is not USD", m.Currency)
	}
	p3, t3 := periodOf(o.BillingPeriod)
	if m.TxnType == "subscr_signup" || m.TxnType == "subscr_modify" {
		// The terms: the order's total every period, as the server's form said.
		if a3, err := money.Parse(paramOf(m.Raw, "mc_amount3")); err != nil || a3 != RenewalDue(o) ||
			paramOf(m.Raw, "period3") != p3+" "+t3 {
			return refuse(o.ID, "terms %s every %s are not the order's %s", paramOf(m.Raw, "mc_amount3"), paramOf(m.Raw, "period3"), PerPeriod(RenewalDue(o), o.BillingPeriod))
		}
	}
	if m.TxnType == "subscr_signup" {
		// A trial period (a coupon's first period) is the order's, or none: a cheaper first
		// period the server never offered is refused like any other wrong amount.
		a1, period1 := paramOf(m.Raw, "mc_amount1"), paramOf(m.Raw, "period1")
		if o.RenewalTotal > 0 {
			if got, err := money.Parse(a1); err != nil || got != Due(o) || period1 != p3+" "+t3 {
				return refuse(o.ID, "first period %s for %s is not the order's %s", a1, period1, PerPeriod(Due(o), o.BillingPeriod))
			}
		} else if a1 != "" || period1 != "" {
			return refuse(o.ID, "a first period %s for %s that the order does not have", a1, period1)
		}
	}
	from := noState
	if o.SubscriptionStatus != nil {
		from = string(*o.SubscriptionStatus)
	}
	now := time.Now()
	var amount *money.Cents
	if m.TxnType == "subscr_payment" {
		switch {
		case m.TxnID == "":
			return refuse(o.ID, "subscr_payment without txn_id")
		case m.PaymentStatus == "Pending":
			return ipnmessage.StatusApplied, "held by PayPal (Pending): its Completed notice records the payment", o.ID, nil
		case m.PaymentStatus != "Completed":
			return refuse(o.ID, "subscr_payment with payment_status %q", m.PaymentStatus)
		}
		// The first period's payment is the order's quote (a coupon's discount in it), each
		// later one the renewal's: a discounted amount for a later period is refused.
		due, err := dueForPayment(ctx, c, o)
		if err != nil {
			return "", "", 0, err
		}
		gross, err := money.Parse(m.Gross)
		if err != nil || gross != due {
			return refuse(o.ID, "mc_gross %q does not equal the subscription's total %s for this period", m.Gross, due)
		}
		dup, err := c.Payment.Query().Where(payment.TxnID(m.TxnID)).Exist(ctx)
		if err != nil {
			return "", "", 0, err
		}
		if dup {
			return ipnmessage.StatusDuplicate, "txn_id " + m.TxnID + " was applied already", o.ID, nil
		}
		p, err := c.Payment.Create().SetTxnID(m.TxnID).SetKind(payment.KindPayment).SetAmount(gross).SetCurrency("USD").
			SetPayerEmail(clip(paramOf(m.Raw, "payer_email"), 254)).SetOrderID(o.ID).Save(ctx)
		if err != nil {
			return "", "", 0, err
		}
		if _, err := invoices.Issue(ctx, c, o, p); err != nil {
			return "", "", 0, err
		}
		amount = &gross
	}
	mv, moves := subscriptionMove(m.TxnType, from)
	to := from
	if moves && mv.To != "" {
		to = mv.To
	}
	if !moves && amount == nil {
		return ipnmessage.StatusDuplicate, fmt.Sprintf("the subscription is %s: %s changes nothing", from, m.TxnType), o.ID, nil
	}
	// Only while the state is still the one read: two notices racing cannot both move it.
	same := order.SubscriptionStatusIsNil()
	if o.SubscriptionStatus != nil {
		same = order.SubscriptionStatusEQ(*o.SubscriptionStatus)
	}
	upd := c.Order.Update().Where(order.ID(o.ID), same).SetSubscrID(m.SubscrID)
	if to != noState {
		upd.SetSubscriptionStatus(order.SubscriptionStatus(to))
	}
	switch {
	case to == string(subEnded):
		upd.ClearNextPaymentAt()
	case amount != nil && to == string(subActive):
		upd.SetNextPaymentAt(after(now, o.BillingPeriod))
	case m.TxnType == "subscr_signup" && o.NextPaymentAt == nil:
		upd.SetNextPaymentAt(now) // the first payment is due at once
	}
	if n, err := upd.Save(ctx); err != nil {
		return "", "", 0, err
	} else if n == 0 { // changed meanwhile: the whole notice is tried again
		return "", "", 0, fmt.Errorf("order %d changed meanwhile", o.ID)
	}
	reason := m.TxnType + " notice, subscr_id " + m.SubscrID
	if m.TxnID != "" {
		reason += ", txn_id " + m.TxnID
	}
	// The first payment pays the order (the specification's Paid); later ones are
	// the subscription's, in its history with their amount.
	if amount != nil && o.PaymentStatus != paid && legal(o.PaymentStatus, paid, ByPayPal) {
		if _, err := setPayment(ctx, c, o, change{to: paid, by: ByPayPal, actor: "PayPal", reason: reason, amount: amount}); err != nil {
			return "", "", 0, err
		}
		amount = nil
	}
	if from != to || amount != nil || m.TxnType == "subscr_modify" {
		ev := event{change: orderevent.ChangeSubscription, from: from, to: to, actor: "PayPal", reason: reason, amount: amount}
		if err := c.OrderEvent.Create().SetOrderID(o.ID).SetChange(ev.change).SetFrom(ev.from).SetTo(ev.to).
			SetActor(ev.actor).SetReason(clip(ev.reason, 500)).SetNillableAmount(ev.amount).Exec(ctx); err != nil {
			return "", "", 0, err
		}
		if err := tell(ctx, c, webhooks.SubscriptionChanged, o.ID, map[string]any{"from": from, "to": to,
			"notice": m.TxnType, "amount": amountText(ev.amount)}); err != nil {
			return "", "", 0, err
		}
	}
	// A later period's payment gets its receipt and invoice as the first did (setPayment's mail).
	if amount != nil {
		if err := paymentReceived(ctx, c, o, *amount, reason); err != nil {
			return "", "", 0, err
		}
	}
	if m.TxnType == "subscr_failed" && moves {
		if err := paymentFailed(ctx, c, o, paramOf(m.Raw, "retry_at")); err != nil {
			return "", "", 0, err
		}
	}
	return ipnmessage.StatusApplied, "", o.ID, nil
}

// subscriptionOrder finds the order a notice is about: by subscr_id once known, else
// by the order id the form sent (custom).
func subscriptionOrder(ctx context.Context, c *ent.Client, subscrID string, orderID int) (*ent.Order, error) {
	o, err := c.Order.Query().Where(order.SubscrID(subscrID)).Only(ctx)
	if !ent.IsNotFound(err) || orderID == 0 {
		return o, err
	}
	return c.Order.Get(ctx, orderID)
}

// paymentFailed tells the customer and the agency that a period's payment failed.
func paymentFailed(ctx context.Context, c *ent.Client, o *ent.Order, retry string) error {
	due := Due(o)
	if o.PaymentStatus == paid { // a later period's payment
		due = RenewalDue(o)
	}
	price := PerPeriod(due, o.BillingPeriod)
	rows := [][2]string{{"Order", ref(o)}, {"Plan", o.PackageName}, {"Price", price}}
	if retry != "" {
		rows = append(rows, [2]string{"PayPal tries again", retry})
	}
	err := mail.QueueToAgency(ctx, c, mail.Message{
		Kind:    "admin_subscription_payment_failed",
		Subject: "Subscription payment failed for order " + ref(o) + ": " + price,
		Body: mail.Body{
			Heading: "Subscription payment failed for order " + ref(o),
			Rows:    append([][2]string{{"Customer", o.CustomerName}, {"E-mail", o.CustomerEmail}}, rows...),
			Button:  &mail.Link{Text: "Open the order", Path: "/admin/payment-status/" + strconv.Itoa(o.ID)},
		},
	})
	if err != nil {
		return err
	}
	return toCustomer(ctx, c, o, mail.Message{
		Kind:    "subscription_payment_failed",
		Subject: "Your payment for order " + ref(o) + " failed",
		Body: mail.Body{
			Heading:    "Your subscription payment failed",
			Paragraphs: []string{"PayPal could not take this period's payment for the " + o.PackageName + " plan. Please check your PayPal account: PayPal tries again."},
			Rows:       rows,
			Button:     &mail.Link{Text: "My Orders", Path: "/my-order"},
		},
	})
}
