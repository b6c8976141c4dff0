package orders

import (
	"context"
	"time"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/payment"
)

// Check is the payments check page: everything about money that needs a look.
type Check struct {
	// WaitingNotices: notices not verified after StaleAfter (PayPal unreachable,
	// retrying), or given up on; their jobs are on the queue page.
	WaitingNotices []*ent.IpnMessage
	// RefusedNotices: PayPal confirmed them, but they did not fit an order: wrong
	// amount, receiver or currency, an unknown order, a second payment.
	RefusedNotices []*ent.IpnMessage
	// PaidWithoutPayment: orders Paid with no PayPal payment on record (marked by hand).
	PaidWithoutPayment []*ent.Order
}

// StaleAfter is when a notice still waiting for verification is worth a look.
const StaleAfter = 5 * time.Minute

// checkLimit bounds each list of the page; the newest come first.
const checkLimit = 100

// Reconcile gathers the payments check page (the sales area's readers).
func Reconcile(ctx context.Context, c *ent.Client) (*Check, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, err
	}
	var ch Check
	var err error
	newest := ent.Desc(ipnmessage.FieldID)
	if ch.WaitingNotices, err = c.IpnMessage.Query().Where(ipnmessage.Or(
		ipnmessage.And(ipnmessage.StatusEQ(ipnmessage.StatusReceived), ipnmessage.CreatedAtLT(time.Now().Add(-StaleAfter))),
		ipnmessage.StatusEQ(ipnmessage.StatusFailed),
	)).Order(newest).Limit(checkLimit).All(ctx); err != nil {
		return nil, err
	}
	if ch.RefusedNotices, err = c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusRefused)).
		Order(newest).Limit(checkLimit).All(ctx); err != nil {
		return nil, err
	}
	if ch.PaidWithoutPayment, err = c.Order.Query().Where(order.PaymentStatusEQ(order.PaymentStatusPaid),
		order.Not(order.HasPaymentsWith(payment.KindEQ(payment.KindPayment)))).
		Order(ent.Desc(order.FieldID)).Limit(checkLimit).All(ctx); err != nil {
		return nil, err
	}
	return &ch, nil
}
