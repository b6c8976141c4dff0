// Package orders is the shop's business core: a customer orders a pricing package,
// pays it through PayPal, and admins follow orders and payments. GraphQL resolvers
// and REST shims both call these functions; each rule is written here once.
package orders

import (
	"context"
	"database/sql"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/pricingpackage"
	"seoagency/money"
	"seoagency/ratelimit"
)

// system lets server code act after it has checked the rule itself.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// NewOrder is what a customer chooses; everything else is the server's.
type NewOrder struct {
	PackageID       int    // preferred
	PackageName     string // used when PackageID is 0 (the REST shim of the specification)
	CustomerName    string
	CustomerAddress string
	CustomerCountry string
}

// Create orders a package for the signed-in viewer. Package name and price are
// copied from the package, the e-mail from the verified token, and the date and
// statuses are set here: whatever else a client sends is ignored.
func Create(ctx context.Context, c *ent.Client, in NewOrder) (*ent.Order, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.Orders); err != nil {
		return nil, err
	}
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	if v.Email == "" {
		return nil, apierr.Invalid("customerEmail", "required", "Your account has no e-mail address: sign in with an account that has one to order.")
	}
	q := c.PricingPackage.Query()
	switch {
	case in.PackageID != 0:
		q.Where(pricingpackage.ID(in.PackageID))
	case strings.TrimSpace(in.PackageName) != "":
		q.Where(pricingpackage.PackageNameEqualFold(strings.TrimSpace(in.PackageName)))
	default:
		return nil, apierr.Invalid("packageId", "required", "packageId is required: choose the plan to order")
	}
	pkg, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apierr.Invalid("packageId", "exists", "No pricing package has that id or name.")
	} else if err != nil {
		return nil, err
	}
	return c.Order.Create().
		SetCustomerName(in.CustomerName).
		SetCustomerAddress(in.CustomerAddress).
		SetCustomerCountry(in.CustomerCountry).
		SetCustomerEmail(v.Email).
		SetPackageName(pkg.PackageName).
		SetPrice(pkg.PackagePrice).
		SetPackage(pkg).
		Save(system(ctx))
}

// Cancel cancels an UnPaid order: the customer's own, or any order for an admin.
// A customer asking for somebody else's order is told it does not exist.
func Cancel(ctx context.Context, c *ent.Client, id int) (*ent.Order, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	return setPayment(ctx, c, o, order.PaymentStatusCancelled, v.Email)
}

// SetPaymentStatus is the admin's manual move of a payment status.
func SetPaymentStatus(ctx context.Context, c *ent.Client, id int, to order.PaymentStatus) (*ent.Order, error) {
	if err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	return setPayment(ctx, c, o, to, auth.ForContext(ctx).Email)
}

// SetOrderStatus moves an order between Pending and Delivered (admin).
func SetOrderStatus(ctx context.Context, c *ent.Client, id int, to order.OrderStatus) (*ent.Order, error) {
	if err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	if o.OrderStatus == to {
		return o, nil
	}
	n, err := c.Order.Update().Where(order.ID(o.ID), order.OrderStatusEQ(o.OrderStatus)).SetOrderStatus(to).Save(ctx)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, apierr.Conflictf("The order changed meanwhile: reload it and try again.")
	}
	if err := record(ctx, c, o.ID, orderevent.ChangeOrderStatus, string(o.OrderStatus), string(to), auth.ForContext(ctx).Email); err != nil {
		return nil, err
	}
	return get(ctx, c, id)
}

// paymentMoves lists the legal payment status changes.
var paymentMoves = map[order.PaymentStatus][]order.PaymentStatus{
	order.PaymentStatusUnPaid: {order.PaymentStatusPaid, order.PaymentStatusCancelled},
}

// setPayment applies a legal payment move atomically: the update only matches while
// the order still has the status it was read with, so two racing moves cannot both win.
func setPayment(ctx context.Context, c *ent.Client, o *ent.Order, to order.PaymentStatus, actor string) (*ent.Order, error) {
	legal := false
	for _, s := range paymentMoves[o.PaymentStatus] {
		legal = legal || s == to
	}
	if !legal {
		return nil, apierr.Conflictf("The order is %s and cannot become %s: only an UnPaid order can be paid or cancelled.", o.PaymentStatus, to)
	}
	n, err := c.Order.Update().Where(order.ID(o.ID), order.PaymentStatusEQ(o.PaymentStatus)).SetPaymentStatus(to).Save(system(ctx))
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, apierr.Conflictf("The order changed meanwhile: reload it and try again.")
	}
	if err := record(ctx, c, o.ID, orderevent.ChangePaymentStatus, string(o.PaymentStatus), string(to), actor); err != nil {
		return nil, err
	}
	return get(ctx, c, o.ID)
}

func record(ctx context.Context, c *ent.Client, orderID int, change orderevent.Change, from, to, actor string) error {
	return c.OrderEvent.Create().SetOrderID(orderID).SetChange(change).SetFrom(from).SetTo(to).SetActor(actor).Exec(system(ctx))
}

// get reads an order the viewer may see; others' orders are simply not found.
func get(ctx context.Context, c *ent.Client, id int) (*ent.Order, error) {
	o, err := c.Order.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("No order has the id %d.", id)
	}
	return o, err
}

// TotalSales sums the prices of all Paid orders (admin).
func TotalSales(ctx context.Context, c *ent.Client) (money.Cents, error) {
	if err := auth.RequireAdmin(ctx); err != nil {
		return 0, err
	}
	return sumPaid(ctx, c.Order.Query())
}

// TotalSpent sums the viewer's own Paid orders; nil for a visitor.
func TotalSpent(ctx context.Context, c *ent.Client) (*money.Cents, error) {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return nil, nil
	}
	total, err := sumPaid(ctx, c.Order.Query().Where(order.CustomerEmail(v.Email)))
	return &total, err
}

// sumPaid adds up in one aggregate query, never by loading rows.
func sumPaid(ctx context.Context, q *ent.OrderQuery) (money.Cents, error) {
	var rows []struct {
		Sum sql.NullInt64 `json:"sum"`
	}
	err := q.Where(order.PaymentStatusEQ(order.PaymentStatusPaid)).Aggregate(ent.Sum(order.FieldPrice)).Scan(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	return money.Cents(rows[0].Sum.Int64), nil
}
