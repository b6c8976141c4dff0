package orders

import (
	"context"
	"strconv"
	"time"

	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/money"
	"seoagency/webhooks"
)

// Integrators' endpoints are told of an order's events in the transaction of the change
// (webhooks.Emit), as the mails are: order.created, order.paid, order.refunded and
// subscription.changed, all of one order in the order they happened.

// OrderData is an order as webhooks describe it (docs/api.md); amounts are dollars as
// strings ("199.00"), in USD.
type OrderData struct {
	ID                 string     `json:"id"`
	PlacedAt           time.Time  `json:"placedAt"`
	CustomerName       string     `json:"customerName"`
	CustomerEmail      string     `json:"customerEmail"`
	CustomerCountry    string     `json:"customerCountry"`
	PackageName        string     `json:"packageName"`
	BillingPeriod      string     `json:"billingPeriod"`
	AmountDue          string     `json:"amountDue"`
	Currency           string     `json:"currency"`
	PaymentStatus      string     `json:"paymentStatus"`
	OrderStatus        string     `json:"orderStatus"`
	AmountRefunded     string     `json:"amountRefunded"`
	SubscriptionStatus *string    `json:"subscriptionStatus"`
	NextPaymentAt      *time.Time `json:"nextPaymentAt"`
}

func orderData(o *ent.Order) OrderData {
	d := OrderData{ID: strconv.Itoa(o.ID), PlacedAt: o.OrderDate.UTC(), CustomerName: o.CustomerName, CustomerEmail: o.CustomerEmail,
		CustomerCountry: o.CustomerCountry, PackageName: o.PackageName, BillingPeriod: string(o.BillingPeriod),
		AmountDue: Due(o).String(), Currency: "USD", PaymentStatus: string(o.PaymentStatus), OrderStatus: string(o.OrderStatus),
		AmountRefunded: o.AmountRefunded.String(), NextPaymentAt: o.NextPaymentAt}
	if o.SubscriptionStatus != nil {
		s := string(*o.SubscriptionStatus)
		d.SubscriptionStatus = &s
	}
	return d
}

// tell emits an event of order id, its data the order as the transaction has it now
// and what extra adds.
func tell(ctx context.Context, c *ent.Client, typ string, id int, extra map[string]any) error {
	return webhooks.Emit(ctx, c, webhooks.Event{Type: typ, Subject: webhooks.Subject("order", id), Data: func() (any, error) {
		o, err := c.Order.Get(system(ctx), id)
		if err != nil {
			return nil, err
		}
		data := map[string]any{"order": orderData(o)}
		for k, v := range extra {
			data[k] = v
		}
		return data, nil
	}})
}

func amountText(a *money.Cents) *string {
	if a == nil {
		return nil
	}
	s := a.String()
	return &s
}

// orderWebhook tells what an event of the order's history means to integrators: a
// payment (order.paid) or a refund (order.refunded); o is the order as it was before.
func orderWebhook(ctx context.Context, c *ent.Client, o *ent.Order, e event) error {
	to := order.PaymentStatus(e.to)
	switch {
	case e.change == orderevent.ChangePaymentStatus && to == paid:
		return tell(ctx, c, webhooks.OrderPaid, o.ID, map[string]any{"from": e.from, "amount": amountText(e.amount), "by": e.actor})
	case e.change == orderevent.ChangeRefund, e.change == orderevent.ChangePaymentStatus && to == refunded:
		return tell(ctx, c, webhooks.OrderRefunded, o.ID, map[string]any{"amount": amountText(e.amount),
			"whole": to == refunded, "reason": e.reason, "by": e.actor})
	}
	return nil
}
