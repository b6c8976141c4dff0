// Package lists is what a list of the data model shows when it has a rule of its own: the
// rows it hides, its order when the caller names none, and who may read it. GraphQL's
// connections, the REST lists and the admin's tables and CSV exports (package adminlists)
// all read a list through here. Every other list shows the rows its type's privacy policy
// lets the caller read, in the order ent's With<Type>ListOrder gives (the admin's for the
// ordered types, else oldest first).
package lists

import (
	"cmp"
	"context"

	"entgo.io/contrib/entgql"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/schema"
)

// newest is the order of the lists of events (orders, messages, notices): newest first.
const newest = entgql.OrderDirectionDesc

// Orders is the working orders, newest first unless by says otherwise: archived orders are
// hidden (ArchivedOrders lists them). A customer reads only their own, a visitor none (the
// privacy policy).
func Orders(c *ent.Client, by *ent.OrderOrder) (*ent.OrderQuery, *ent.OrderOrder) {
	return c.Order.Query().Where(order.ArchivedAtIsNil()), cmp.Or(by, &ent.OrderOrder{Field: ent.OrderOrderFieldCreatedAt, Direction: newest})
}

// ArchivedOrders is the archived orders only, newest first; the sales area's readers.
func ArchivedOrders(ctx context.Context, c *ent.Client) (*ent.OrderQuery, *ent.OrderOrder, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, nil, err
	}
	return c.Order.Query().Where(order.ArchivedAtNotNil()), &ent.OrderOrder{Field: ent.OrderOrderFieldCreatedAt, Direction: newest}, nil
}

// Subscriptions is every recurring order PayPal has told about (it has a subscription
// state), archived ones too, of state status when given, newest first; the sales area's readers.
func Subscriptions(ctx context.Context, c *ent.Client, status *order.SubscriptionStatus) (*ent.OrderQuery, *ent.OrderOrder, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, nil, err
	}
	q := c.Order.Query().Where(order.SubscriptionStatusNotNil())
	if status != nil {
		q.Where(order.SubscriptionStatusEQ(*status))
	}
	return q, &ent.OrderOrder{Field: ent.OrderOrderFieldCreatedAt, Direction: newest}, nil
}

// MyOrders is the signed-in viewer's own orders, archived ones too, newest first.
func MyOrders(ctx context.Context, c *ent.Client, pending bool) (*ent.OrderQuery, *ent.OrderOrder, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, nil, err
	}
	q := c.Order.Query().Where(schema.OwnedBy(v))
	if pending { // "Your Pending Orders": not paid yet, or PayPal still holds the payment
		q.Where(order.PaymentStatusIn(order.PaymentStatusUnPaid, order.PaymentStatusPending))
	}
	return q, &ent.OrderOrder{Field: ent.OrderOrderFieldCreatedAt, Direction: newest}, nil
}

// Messages is the visitors' messages, newest first unless by says otherwise; with status,
// only those in it. Admins only (the privacy policy).
func Messages(c *ent.Client, by *ent.MessageOrder, status ...message.MessageStatus) (*ent.MessageQuery, *ent.MessageOrder) {
	q := c.Message.Query()
	if len(status) > 0 {
		q.Where(message.MessageStatusIn(status...))
	}
	return q, cmp.Or(by, &ent.MessageOrder{Field: ent.MessageOrderFieldCreatedAt, Direction: newest})
}

// Subscribers is the newsletter's sign-ups, newest first unless by says otherwise; the sales area's readers (the privacy policy).
func Subscribers(c *ent.Client, by *ent.SubscriberOrder) (*ent.SubscriberQuery, *ent.SubscriberOrder) {
	return c.Subscriber.Query(), cmp.Or(by, &ent.SubscriberOrder{Field: ent.SubscriberOrderFieldCreatedAt, Direction: newest})
}

// IpnMessages is PayPal's notices, newest first unless by says otherwise; admins only.
func IpnMessages(c *ent.Client, by *ent.IpnMessageOrder) (*ent.IpnMessageQuery, *ent.IpnMessageOrder) {
	return c.IpnMessage.Query(), cmp.Or(by, &ent.IpnMessageOrder{Field: ent.IpnMessageOrderFieldCreatedAt, Direction: newest})
}

// Trash is the deleted content, most recently deleted first; staff, each seeing the records of the areas they read.
func Trash(ctx context.Context, c *ent.Client) (*ent.TrashItemQuery, *ent.TrashItemOrder, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, nil, err
	}
	return c.TrashItem.Query(), &ent.TrashItemOrder{Field: ent.TrashItemOrderFieldCreatedAt, Direction: newest}, nil
}
