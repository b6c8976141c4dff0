package orders

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/invoices"
	"seoagency/money"
	"seoagency/validate"
)

// By is who makes a payment move.
type By string

const (
	ByOwner  By = "owner"  // the customer who placed the order
	ByAdmin  By = "admin"  // an admin, with a reason
	ByPayPal By = "PayPal" // a verified PayPal notice
)

// Move is one legal change of an order's payment status.
type Move struct {
	From, To order.PaymentStatus
	By       By
	When     string
}

const (
	unPaid    = order.PaymentStatusUnPaid
	pending   = order.PaymentStatusPending
	paid      = order.PaymentStatusPaid
	refunded  = order.PaymentStatusRefunded
	reversed  = order.PaymentStatusReversed
	cancelled = order.PaymentStatusCancelled
)

// Moves is every legal payment move; anything else is refused. The table of
// payment status moves in docs/payments.md is this list (a test keeps them equal).
var Moves = []Move{
	{unPaid, cancelled, ByOwner, "the customer cancels the payment (back from PayPal, or with a confirmation)"},
	{unPaid, pending, ByPayPal, "PayPal holds the payment (payment_status Pending, e.g. an eCheck)"},
	{unPaid, paid, ByPayPal, "PayPal reports the payment Completed, for the order's exact price in USD to the shop's PayPal e-mail"},
	{pending, paid, ByPayPal, "the held payment completes"},
	{pending, unPaid, ByPayPal, "the held payment is Denied, Failed, Expired or Voided: the customer may pay again"},
	{cancelled, paid, ByPayPal, "a payment arrives for an order cancelled meanwhile: the money is the customer's, so the order is Paid (refund it in PayPal if it should not be)"},
	{paid, refunded, ByPayPal, "PayPal reports a refund of the whole amount (a partial refund keeps the order Paid and lowers what it counts)"},
	{paid, reversed, ByPayPal, "PayPal reports a chargeback (Reversed)"},
	{reversed, paid, ByPayPal, "the chargeback is cancelled (Canceled_Reversal)"},
	{unPaid, cancelled, ByAdmin, "cancel an order that will not be paid"},
	{cancelled, unPaid, ByAdmin, "reopen a cancelled order"},
	{unPaid, paid, ByAdmin, "paid outside PayPal; listed on the payments check page as Paid without a PayPal payment"},
	{pending, paid, ByAdmin, "PayPal shows the held payment completed"},
	{pending, unPaid, ByAdmin, "PayPal shows the held payment failed"},
	{paid, unPaid, ByAdmin, "undo a mistaken Paid: only while the order has no PayPal payment"},
	{paid, refunded, ByAdmin, "after refunding the rest of the amount in PayPal"},
	{refunded, paid, ByAdmin, "undo a mistaken Refunded: only while the order has no PayPal refund"},
	{reversed, paid, ByAdmin, "PayPal decided the chargeback for the shop"},
}

func legal(from, to order.PaymentStatus, by By) bool {
	for _, m := range Moves {
		if m.From == from && m.To == to && m.By == by {
			return true
		}
	}
	return false
}

// AdminMoves lists the payment statuses an admin may move the order to now.
func AdminMoves(ctx context.Context, c *ent.Client, o *ent.Order) ([]order.PaymentStatus, error) {
	var out []order.PaymentStatus
	for _, m := range Moves {
		if m.By != ByAdmin || m.From != o.PaymentStatus {
			continue
		}
		if err := adminGuard(ctx, c, o, m.To); err != nil {
			if _, ok := apierr.From(err); ok {
				continue
			}
			return nil, err
		}
		out = append(out, m.To)
	}
	return out, nil
}

// adminGuard keeps PayPal's record the truth: an admin may undo their own marks,
// never money PayPal reported.
func adminGuard(ctx context.Context, c *ent.Client, o *ent.Order, to order.PaymentStatus) error {
	kind := payment.KindPayment
	switch {
	case o.PaymentStatus == paid && to == unPaid:
	case o.PaymentStatus == refunded && to == paid:
		kind = payment.KindRefund
	default:
		return nil
	}
	n, err := c.Payment.Query().Where(payment.HasOrderWith(order.ID(o.ID)), payment.KindEQ(kind)).Count(system(ctx))
	if err != nil {
		return err
	}
	if n > 0 {
		return apierr.Conflictf("PayPal reported a %s for this order, so it cannot become %s by hand.", kind, to)
	}
	return nil
}

// change is one payment move with what it records.
type change struct {
	to       order.PaymentStatus
	by       By
	actor    string // the admin's or customer's e-mail, or "PayPal"
	reason   string
	refunded *money.Cents // the order's new refunded amount, when it changes
	amount   *money.Cents // the money the event is about
	invoice  *ent.Invoice // the document issued for it, if any (a refund's credit note is mailed)
}

// setPayment applies a legal move atomically: the update only matches while the
// order still has the status it was read with, so two racing moves cannot both win.
func setPayment(ctx context.Context, c *ent.Client, o *ent.Order, ch change) (*ent.Order, error) {
	if !legal(o.PaymentStatus, ch.to, ch.by) {
		return nil, apierr.Conflictf("The order is %s and cannot become %s%s.", o.PaymentStatus, ch.to, allowedText(o.PaymentStatus, ch.by))
	}
	upd := c.Order.Update().Where(order.ID(o.ID), order.PaymentStatusEQ(o.PaymentStatus)).SetPaymentStatus(ch.to)
	if ch.refunded != nil {
		upd.SetAmountRefunded(*ch.refunded)
	}
	n, err := upd.Save(system(ctx))
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, apierr.Conflictf("The order changed meanwhile: reload it and try again.")
	}
	ev := event{change: orderevent.ChangePaymentStatus, from: string(o.PaymentStatus), to: string(ch.to), actor: ch.actor, reason: ch.reason, amount: ch.amount, invoice: ch.invoice}
	if err := record(ctx, c, o, ev); err != nil {
		return nil, err
	}
	return c.Order.Get(system(ctx), o.ID)
}

// allowedText names the moves there are, so a refusal says what would work.
func allowedText(from order.PaymentStatus, by By) string {
	var to []string
	for _, m := range Moves {
		if m.From == from && m.By == by {
			to = append(to, string(m.To))
		}
	}
	if len(to) == 0 {
		return ""
	}
	return " (from " + string(from) + " it can become " + strings.Join(to, " or ") + ")"
}

type event struct {
	change        orderevent.Change
	from, to      string
	actor, reason string
	amount        *money.Cents
	invoice       *ent.Invoice
}

// record keeps an event in the order's history and sends the mails and webhooks it
// calls for, in the same transaction; o is the order as it was before the event.
func record(ctx context.Context, c *ent.Client, o *ent.Order, e event) error {
	err := c.OrderEvent.Create().SetOrderID(o.ID).SetChange(e.change).SetFrom(e.from).SetTo(e.to).
		SetActor(clip(e.actor, 254)).SetReason(clip(e.reason, 500)).SetNillableAmount(e.amount).Exec(system(ctx))
	if err != nil {
		return err
	}
	if err := eventMails(ctx, c, o, e); err != nil {
		return err
	}
	return orderWebhook(ctx, c, o, e)
}

// applyNotice moves an order as a verified notice says, inside the caller's
// transaction. It returns what became of the notice; an error means the database
// failed and the whole notice is retried.
func (p PayPal) applyNotice(ctx context.Context, c *ent.Client, m *ent.IpnMessage) (ipnmessage.Status, string, int, error) {
	refuse := func(orderID int, format string, a ...any) (ipnmessage.Status, string, int, error) {
		return ipnmessage.StatusRefused, fmt.Sprintf(format, a...), orderID, nil
	}
	orderID := 0
	if m.OrderID != nil {
		orderID = *m.OrderID
	}
	if strings.HasPrefix(m.TxnType, "subscr_") {
		return p.applySubscription(ctx, c, m, orderID)
	}
	dup, err := c.Payment.Query().Where(payment.TxnID(m.TxnID)).Exist(ctx)
	if err != nil {
		return "", "", 0, err
	}
	if dup {
		return ipnmessage.StatusDuplicate, "txn_id " + m.TxnID + " was applied already", orderID, nil
	}
	receiver, err := receiverEmail(ctx, c)
	if err != nil {
		return refuse(orderID, "no PayPal e-mail is set")
	}
	if !strings.EqualFold(m.Receiver, receiver) {
		return refuse(orderID, "receiver %q is not the shop's PayPal e-mail", m.Receiver)
	}
	if m.Currency != "USD" {
		return refuse(orderID, "mc_currency %q is not USD", m.Currency)
	}
	gross, err := money.Parse(strings.TrimPrefix(m.Gross, "-"))
	if err != nil {
		return refuse(orderID, "mc_gross %q is not an amount", m.Gross)
	}
	// Refunds and reversals are about the payment they name.
	if m.ParentTxnID != "" {
		parent, err := c.Payment.Query().Where(payment.TxnID(m.ParentTxnID), payment.KindEQ(payment.KindPayment)).WithOrder().Only(ctx)
		if ent.IsNotFound(err) {
			return refuse(orderID, "parent_txn_id %q is no payment of this shop", m.ParentTxnID)
		} else if err != nil {
			return "", "", 0, err
		}
		orderID = parent.Edges.Order.ID
	}
	o, err := c.Order.Get(ctx, orderID)
	if ent.IsNotFound(err) {
		return refuse(orderID, "no order %d", orderID)
	} else if err != nil {
		return "", "", 0, err
	}
	// Each row of the ledger is invoiced (a refund or chargeback credited) with it.
	ledger := func(kind payment.Kind) (*ent.Invoice, error) {
		p, err := c.Payment.Create().SetTxnID(m.TxnID).SetKind(kind).SetAmount(gross).SetCurrency("USD").
			SetParentTxnID(m.ParentTxnID).SetPayerEmail(clip(paramOf(m.Raw, "payer_email"), 254)).
			SetReason(clip(paramOf(m.Raw, "reason_code"), 200)).SetOrderID(o.ID).Save(ctx)
		if err != nil {
			return nil, err
		}
		return invoices.Issue(ctx, c, o, p)
	}
	move := func(to order.PaymentStatus, kind payment.Kind, ch change) (ipnmessage.Status, string, int, error) {
		if !legal(o.PaymentStatus, to, ByPayPal) {
			if o.PaymentStatus == to && kind == payment.KindPayment {
				return refuse(o.ID, "the order is Paid already: this is a second payment (txn_id %s); refund it in PayPal", m.TxnID)
			}
			if o.PaymentStatus == to {
				return ipnmessage.StatusDuplicate, fmt.Sprintf("the order is %s already", to), o.ID, nil
			}
			return refuse(o.ID, "the order is %s: a %s notice cannot make it %s", o.PaymentStatus, m.PaymentStatus, to)
		}
		if kind != "" {
			inv, err := ledger(kind)
			if err != nil {
				return "", "", 0, err
			}
			ch.invoice = inv
		}
		ch.to, ch.by, ch.actor = to, ByPayPal, "PayPal"
		if ch.reason == "" {
			ch.reason = m.PaymentStatus + " notice, txn_id " + m.TxnID
		}
		if _, err := setPayment(ctx, c, o, ch); err != nil {
			if _, ok := apierr.From(err); ok { // moved meanwhile: try the notice again
				return "", "", 0, fmt.Errorf("order %d: %w", o.ID, err)
			}
			return "", "", 0, err
		}
		return ipnmessage.StatusApplied, "", o.ID, nil
	}
	amount := gross
	switch m.PaymentStatus {
	case "Completed", "Pending":
		if gross != Due(o) {
			return refuse(o.ID, "mc_gross %q does not equal the order's total %s", m.Gross, Due(o))
		}
		if m.PaymentStatus == "Pending" {
			return move(pending, "", change{reason: "PayPal holds the payment: " + paramOf(m.Raw, "pending_reason"), amount: &amount})
		}
		return move(paid, payment.KindPayment, change{amount: &amount})
	case "Refunded":
		if o.PaymentStatus != paid && o.PaymentStatus != refunded {
			return refuse(o.ID, "the order is %s: a refund applies to a Paid order", o.PaymentStatus)
		}
		total := min(Due(o), o.AmountRefunded+gross)
		if o.BillingPeriod != order.BillingPeriodOneTime { // one period's payment of many
			total = o.AmountRefunded + gross
		}
		// Partial, one period of a subscription, or PayPal confirming a refund an admin
		// recorded already: the status stays.
		if total < Due(o) || o.BillingPeriod != order.BillingPeriodOneTime || o.PaymentStatus == refunded {
			inv, err := ledger(payment.KindRefund)
			if err != nil {
				return "", "", 0, err
			}
			if err := c.Order.UpdateOneID(o.ID).SetAmountRefunded(total).Exec(ctx); err != nil {
				return "", "", 0, err
			}
			ev := event{change: orderevent.ChangeRefund, from: string(o.PaymentStatus), to: string(o.PaymentStatus), actor: "PayPal",
				reason: "refund, txn_id " + m.TxnID, amount: &amount, invoice: inv}
			if err := record(ctx, c, o, ev); err != nil {
				return "", "", 0, err
			}
			return ipnmessage.StatusApplied, "", o.ID, nil
		}
		return move(refunded, payment.KindRefund, change{refunded: &total, amount: &amount})
	case "Reversed":
		return move(reversed, payment.KindReversal, change{amount: &amount, reason: "chargeback (" + paramOf(m.Raw, "reason_code") + "), txn_id " + m.TxnID})
	case "Canceled_Reversal":
		return move(paid, payment.KindReversalCancelled, change{amount: &amount})
	case "Denied", "Failed", "Expired", "Voided":
		if o.PaymentStatus != pending {
			return ipnmessage.StatusDuplicate, fmt.Sprintf("the order is %s: nothing to undo", o.PaymentStatus), o.ID, nil
		}
		return move(unPaid, "", change{})
	}
	return refuse(o.ID, "payment_status %q is not one the shop acts on", m.PaymentStatus)
}

// paramOf reads one more field of a stored notice, for the record.
func paramOf(raw []byte, name string) string {
	f, _ := url.ParseQuery(string(raw))
	if v := f.Get(name); validate.Text(v) == nil {
		return v
	}
	return ""
}
