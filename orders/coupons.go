package orders

import (
	"context"
	"fmt"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/coupon"
	"seoagency/ent/order"
	"seoagency/ent/payment"
	"seoagency/ent/predicate"
	"seoagency/money"
	"seoagency/pricing"
	"seoagency/validate"
)

// Coupons (docs/payments.md#coupons): a customer sends only a code with an order; the
// server checks it, takes its discount off the price before tax (pricing.PriceLess), and
// counts the use in the order's transaction, where a conditional update takes the last
// use once however many orders race for it.

// couponField is the order form's field that coupon errors are about.
const couponField = "couponCode"

func couponRefused(rule, format string, a ...any) error {
	return apierr.Invalid(couponField, rule, fmt.Sprintf(format, a...))
}

// CheckCoupon finds the coupon that text names and checks it for plan pkg at now: it
// exists, is active, has not expired, is for that plan (or every plan) and has a use left.
// Each refusal says which, on the couponCode field.
func CheckCoupon(ctx context.Context, c *ent.Client, text string, pkg *ent.PricingPackage, now time.Time) (*ent.Coupon, error) {
	if err := validate.Text(text); err != nil { // the rule every text has
		return nil, apierr.Invalid(couponField, "control", couponField+" "+err.Error())
	}
	code, ok := pricing.CouponCode(text)
	if !ok {
		return nil, couponRefused("format", "That is not a coupon code: codes are 3 to 32 letters, digits, dashes or underscores. Check it, or leave the field empty.")
	}
	cp, err := c.Coupon.Query().Where(coupon.Code(code)).WithPlan().Only(system(ctx))
	switch {
	case ent.IsNotFound(err):
		return nil, couponRefused("exists", "No coupon has the code %s: check it, or leave the field empty.", code)
	case err != nil:
		return nil, err
	case !cp.Active:
		return nil, couponRefused("inactive", "The coupon %s is no longer valid: it was withdrawn.", code)
	case cp.ExpiresAt != nil && !now.Before(*cp.ExpiresAt):
		return nil, couponRefused("expired", "The coupon %s expired on %s.", code, cp.ExpiresAt.UTC().Format("January 2, 2006 at 15:04 UTC"))
	case cp.PlanID != nil && *cp.PlanID != pkg.ID:
		plan := "another"
		if cp.Edges.Plan != nil {
			plan = "the " + string(cp.Edges.Plan.PackageName)
		}
		return nil, couponRefused("plan", "The coupon %s is for %s plan only, not the %s plan.", code, plan, pkg.PackageName)
	case cp.MaxUses != nil && cp.Uses >= *cp.MaxUses:
		return nil, couponRefused("usedUp", "The coupon %s has been used up.", code)
	}
	return cp, nil
}

// CouponOff is what coupon cp takes off price before tax, refused when it would make the
// payment free (a fixed amount as large as the price, or a percent that rounds to all of it).
func CouponOff(cp *ent.Coupon, price money.Cents) (money.Cents, error) {
	off := pricing.CouponOff(cp.Kind == coupon.KindPercent, int64(cp.Amount), price)
	if off >= price {
		return 0, couponRefused("free", "The coupon %s takes %s off the price of %s: a coupon cannot make an order free.", cp.Code, off, price)
	}
	return off, nil
}

// useCoupon counts one use of cp inside the order's transaction: one UPDATE that adds
// the use only while the coupon is still active, unexpired and under its maximum. The row
// stays locked until the transaction ends, so of orders racing for the last use one
// counts it and the others find no row to update (PostgreSQL re-reads the row after the
// winner commits; SQLite writes one transaction at a time).
func useCoupon(ctx context.Context, c *ent.Client, cp *ent.Coupon, now time.Time) error {
	n, err := c.Coupon.Update().Where(coupon.ID(cp.ID), coupon.Active(true),
		coupon.Or(coupon.ExpiresAtIsNil(), coupon.ExpiresAtGT(now)),
		coupon.Or(coupon.MaxUsesIsNil(), predicate.Coupon(entsql.FieldsLT(coupon.FieldUses, coupon.FieldMaxUses)))).
		AddUses(1).Save(system(ctx))
	if err != nil {
		return err
	}
	if n == 0 {
		return couponRefused("usedUp", "The coupon %s has just been used up or withdrawn: order without it, or with another code.", cp.Code)
	}
	return nil
}

// quoteWithCoupon is the order's quote with coupon cp (nil: none) for a plan's price:
// the first payment's, and the later periods' when the coupon is for the first period of
// a subscription only (else renewal is the zero Quote).
func quoteWithCoupon(cp *ent.Coupon, price money.Cents, period order.BillingPeriod, b pricing.Buyer, s pricing.Settings) (first, renewal pricing.Quote, err error) {
	var off money.Cents
	if cp != nil {
		if off, err = CouponOff(cp, price); err != nil {
			return first, renewal, err
		}
	}
	if first, err = pricing.PriceLess(price, off, b, s); err != nil {
		return first, renewal, err
	}
	if off > 0 && cp.Duration == coupon.DurationFirstPeriod && period != order.BillingPeriodOneTime {
		renewal, err = pricing.Price(price, b, s)
	}
	return first, renewal, err
}

// RenewalDue is what each payment after a subscription's first must be: the full quote
// when a coupon discounted the first period only, else Due.
func RenewalDue(o *ent.Order) money.Cents {
	if o.RenewalTotal > 0 {
		return o.RenewalTotal
	}
	return Due(o)
}

// dueForPayment is what a subscription's next payment must be: Due for its first (no
// payment in the ledger yet), RenewalDue for the later periods. It locks the order's row
// first on PostgreSQL, so two payments of one subscription applied at once are counted
// one after the other.
func dueForPayment(ctx context.Context, c *ent.Client, o *ent.Order) (money.Cents, error) {
	if o.RenewalTotal == 0 {
		return Due(o), nil
	}
	if _, err := c.Order.Query().Where(order.ID(o.ID), predicate.Order(lockRow)).Only(ctx); err != nil {
		return 0, err
	}
	paid, err := o.QueryPayments().Where(paymentKindPayment).Exist(ctx)
	if err != nil {
		return 0, err
	}
	if paid {
		return RenewalDue(o), nil
	}
	return Due(o), nil
}

// lockRow makes a query lock the rows it reads (FOR UPDATE) on PostgreSQL; SQLite writes
// one transaction at a time anyway.
func lockRow(s *entsql.Selector) {
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate()
	}
}

var paymentKindPayment = payment.KindEQ(payment.KindPayment)
