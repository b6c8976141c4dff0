// Package orders is the shop's business core: a customer orders a pricing package,
// pays it through PayPal, and admins follow orders and payments. GraphQL resolvers
// and REST shims both call these functions; each rule is written here once.
package orders

import (
	"time"

	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"strings"

	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/ent/predicate"
	"seoagency/ent/pricingpackage"
	"seoagency/ent/schema"
	"seoagency/money"
	"seoagency/pricing"
	"seoagency/ratelimit"
	"seoagency/staff"
	"seoagency/validate"
	"seoagency/webhooks"
)

// system lets server code act after it has checked the rule itself.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// NewOrder is what a customer chooses; everything else is the server's.
type NewOrder struct {
	PackageID       int    // preferred
	PackageName     string // used when PackageID is 0 (the REST shim of the specification)
	CustomerName    string
	CustomerAddress string
	CustomerCountry string // an English name or an ISO code
	VATID           string // optional: a company's VAT id
	CouponCode      string // optional: the server checks and applies it
}

// Create orders a package for the signed-in viewer. Package name and price are
// copied from the package, the tax quoted (package pricing) with the coupon's discount
// (checked, and its use counted, here), the e-mail taken from the verified token, and the
// date and statuses set here: whatever else a client sends is ignored. It runs in one
// transaction (the caller's, or its own), so a refused coupon leaves no order and an
// order that fails leaves its coupon's use.
func Create(ctx context.Context, c *ent.Client, in NewOrder) (o *ent.Order, err error) {
	err = ent.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		o, err = create(ctx, c, in)
		return err
	})
	return o, err
}

func create(ctx context.Context, c *ent.Client, in NewOrder) (*ent.Order, error) {
	take := ratelimit.Take
	if strings.TrimSpace(in.CouponCode) != "" {
		take = ratelimit.TakeAttempt // a refused code still counts: codes are not guessed
	}
	if err := take(ctx, c, ratelimit.Orders); err != nil {
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
		name := strings.ToLower(strings.TrimSpace(in.PackageName))
		q.Where(pricingpackage.PackageNameEQ(pricingpackage.PackageName(strings.ToUpper(name[:1]) + name[1:])))
	default:
		return nil, apierr.Invalid("packageId", "required", "packageId is required: choose the plan to order")
	}
	pkg, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return nil, apierr.Invalid("packageId", "exists", "No pricing package has that id or name.")
	} else if err != nil {
		return nil, err
	}
	// An order that could not be paid is not taken (the pricing page says so too).
	if _, err := receiverEmail(ctx, c); err != nil {
		return nil, err
	}
	now := time.Now()
	var cp *ent.Coupon
	if strings.TrimSpace(in.CouponCode) != "" {
		if cp, err = CheckCoupon(ctx, c, in.CouponCode, pkg, now); err != nil {
			return nil, err
		}
	}
	period := order.BillingPeriod(pkg.BillingPeriod)
	var quote, renewal pricing.Quote
	// An empty country or one with control characters: the order's validation says so.
	if strings.TrimSpace(in.CustomerCountry) != "" && validate.Text(in.CustomerCountry) == nil {
		tax, err := taxSettings(ctx, c)
		if err != nil {
			return nil, err
		}
		buyer := pricing.Buyer{Country: in.CustomerCountry, VATID: in.VATID}
		if quote, renewal, err = quoteWithCoupon(cp, pkg.PackagePrice, period, buyer, tax); err != nil {
			return nil, err
		}
	}
	create := c.Order.Create().
		SetCustomerUID(v.UID).
		SetCancelToken(rand.Text()).
		SetCustomerName(in.CustomerName).
		SetCustomerAddress(in.CustomerAddress).
		SetCustomerCountry(in.CustomerCountry).
		SetCustomerEmail(v.Email).
		SetPackageName(string(pkg.PackageName)).
		SetPrice(pkg.PackagePrice).
		SetCountryCode(quote.Country).SetVatID(quote.VATID).SetSubtotal(quote.Subtotal).SetTaxRate(quote.TaxRate).
		SetTaxAmount(quote.Tax).SetTotal(quote.Total).SetReverseCharge(quote.ReverseCharge).SetDiscount(quote.Discount).
		SetRenewalSubtotal(renewal.Subtotal).SetRenewalTaxAmount(renewal.Tax).SetRenewalTotal(renewal.Total).
		SetBillingPeriod(period).
		SetPackage(pkg)
	if cp != nil {
		create.SetCouponID(cp.ID).SetCouponCode(cp.Code)
	}
	o, err := create.Save(system(ctx))
	if err != nil {
		return nil, err
	}
	if err := orderPlaced(ctx, c, o); err != nil {
		return nil, err
	}
	// Counted last: the coupon's row stays locked from here to the commit.
	if cp != nil {
		if err := useCoupon(ctx, c, cp, now); err != nil {
			return nil, err
		}
	}
	if err := tell(ctx, c, webhooks.OrderCreated, o.ID, nil); err != nil {
		return nil, err
	}
	return o, nil
}

// ErrConfirmCancel says the cancel page must ask before cancelling: the link did
// not come with the order's token, or the viewer is not the order's owner.
var ErrConfirmCancel = &apierr.Error{Code: apierr.Conflict, Message: "Please confirm that you want to cancel this order."}

// Cancel cancels an UnPaid order: the customer's own, or any order for an admin. With
// a token (PayPal's cancel_return link), only the owner may, with the order's own
// token, so a link sent to someone else never cancels anything by itself.
func Cancel(ctx context.Context, c *ent.Client, id int, token string) (*ent.Order, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	by := ByOwner
	if !schema.Owns(v, o) {
		by = ByAdmin // others' orders are found by admins only
	}
	if token != "" && (by != ByOwner || subtle.ConstantTimeCompare([]byte(token), []byte(o.CancelToken)) != 1) {
		return nil, ErrConfirmCancel
	}
	reason := "cancelled by the customer"
	if by == ByAdmin {
		reason = "cancelled by an admin"
	}
	return setPayment(ctx, c, o, change{to: cancelled, by: by, actor: v.Email, reason: reason})
}

// SetPaymentStatus is an admin's correction of a payment status, with the reason
// kept in the order's history.
func SetPaymentStatus(ctx context.Context, c *ent.Client, id int, to order.PaymentStatus, reason string) (*ent.Order, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Write); err != nil {
		return nil, err
	}
	if err := staff.RequireRecent(ctx); err != nil { // refunds move money
		return nil, err
	}
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return nil, apierr.Invalid("reason", "required", "Say why the payment status changes: the reason is kept in the order's history.")
	}
	if len(reason) > 500 || validate.Text(reason) != nil {
		return nil, apierr.Invalid("reason", "format", "The reason must be at most 500 characters, without control characters.")
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	if err := adminGuard(ctx, c, o, to); err != nil {
		return nil, err
	}
	ch := change{to: to, by: ByAdmin, actor: auth.ForContext(ctx).Email, reason: reason}
	switch {
	case to == refunded:
		due := Due(o)
		rest := due - o.AmountRefunded
		ch.refunded, ch.amount = &due, &rest
	case o.PaymentStatus == refunded:
		zero := money.Cents(0)
		ch.refunded = &zero
	}
	return setPayment(ctx, c, o, ch)
}

// SetOrderStatus moves an order between Pending and Delivered (the sales area).
func SetOrderStatus(ctx context.Context, c *ent.Client, id int, to order.OrderStatus) (*ent.Order, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Write); err != nil {
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
	ev := event{change: orderevent.ChangeOrderStatus, from: string(o.OrderStatus), to: string(to), actor: auth.ForContext(ctx).Email}
	if err := record(ctx, c, o, ev); err != nil {
		return nil, err
	}
	return get(ctx, c, id)
}

// get reads an order the viewer may see; others' orders are simply not found.
func get(ctx context.Context, c *ent.Client, id int) (*ent.Order, error) {
	o, err := c.Order.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("No order has the id %d.", id)
	}
	return o, err
}

// TotalSales is the money kept from all orders (the sales area's readers): what Paid orders
// were paid (a one-time order's amount due, tax included; every period a subscription paid) less what was
// refunded of them. Refunded, reversed and unpaid orders count nothing.
func TotalSales(ctx context.Context, c *ent.Client) (money.Cents, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return 0, err
	}
	return sumKept(ctx, c)
}

// TotalSpent is the money the viewer's own orders kept; nil for a visitor.
func TotalSpent(ctx context.Context, c *ent.Client) (*money.Cents, error) {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return nil, nil
	}
	total, err := sumKept(ctx, c, schema.OwnedBy(v))
	return &total, err
}

// sumKept adds up the orders that match in two aggregate queries, never by loading rows.
func sumKept(ctx context.Context, c *ent.Client, where ...predicate.Order) (money.Cents, error) {
	var byPeriod []struct {
		Period   string        `json:"billing_period"`
		Price    sql.NullInt64 `json:"price"`
		Refunded sql.NullInt64 `json:"refunded"`
	}
	paidOrders := append(where, order.PaymentStatusEQ(order.PaymentStatusPaid))
	due := func(s *entsql.Selector) string { return entsql.As("SUM("+dueSQL(s)+")", "price") }
	err := c.Order.Query().Where(paidOrders...).GroupBy(order.FieldBillingPeriod).Aggregate(
		due, ent.As(ent.Sum(order.FieldAmountRefunded), "refunded")).Scan(ctx, &byPeriod)
	if err != nil {
		return 0, err
	}
	var kept int64
	recurring := false
	for _, r := range byPeriod {
		kept -= r.Refunded.Int64
		if order.BillingPeriod(r.Period) == order.BillingPeriodOneTime {
			kept += r.Price.Int64
		} else {
			recurring = true
		}
	}
	if !recurring {
		return money.Cents(kept), nil
	}
	// A subscription's price is per period: it counts what its periods paid, from the ledger.
	var periods []struct {
		Sum sql.NullInt64 `json:"sum"`
	}
	err = c.Payment.Query().Where(payment.KindEQ(payment.KindPayment),
		payment.HasOrderWith(append(paidOrders, order.BillingPeriodNEQ(order.BillingPeriodOneTime))...)).
		Aggregate(ent.As(ent.Sum(payment.FieldAmount), "sum")).Scan(ctx, &periods)
	if err != nil || len(periods) == 0 {
		return money.Cents(kept), err
	}
	return money.Cents(kept + periods[0].Sum.Int64), nil
}

// Archive hides an order from the admin's working lists, or brings it back (the sales area).
// Orders are never deleted: the accounts need every one.
func Archive(ctx context.Context, c *ent.Client, id int, archived bool) (*ent.Order, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Write); err != nil {
		return nil, err
	}
	o, err := get(ctx, c, id)
	if err != nil {
		return nil, err
	}
	u := c.Order.UpdateOne(o)
	if archived && o.ArchivedAt == nil {
		u.SetArchivedAt(time.Now())
	} else if !archived {
		u.ClearArchivedAt()
	}
	return u.Save(ctx)
}
