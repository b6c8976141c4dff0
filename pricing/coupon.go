package pricing

import (
	"strings"

	"seoagency/money"
	"seoagency/validate"
)

// Coupons (docs/payments.md#coupons) take money off a plan's price before tax. A coupon's
// amount is in hundredths either way: cents for a fixed amount (1000 is $10.00), hundredths
// of a percent for a percentage (2000 is 20%), as tax rates are.

// Coupon codes are 3 to 32 letters A–Z, digits, dashes or underscores, compared without
// case: they are stored in capitals.
const (
	MinCouponCode = 3
	MaxCouponCode = 32
	// MaxCouponPercent is the largest percentage a coupon takes off: 99.99%. A coupon never
	// makes a payment free: PayPal takes no payment of $0, and an order nobody pays would
	// skip the ledger and its invoice.
	MaxCouponPercent = MaxRate - 1
)

// ErrCouponCode says how a coupon code is written.
var ErrCouponCode = &validate.Error{Rule: "format", Message: "must be 3 to 32 letters A to Z, digits, dashes or underscores, like SPRING-20"}

// CouponCode is a code as stored (trimmed, in capitals), or ok false when it is not
// written like one: too short or long, or a character other than A–Z, 0–9, - and _
// (so no Unicode look-alike, space or quote ever reaches a query).
func CouponCode(s string) (code string, ok bool) {
	s = strings.TrimSpace(s)
	if len(s) < MinCouponCode || len(s) > MaxCouponCode {
		return "", false
	}
	// Checked before the capitals: Unicode's upper case turns ı and ſ into I and S.
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return "", false
		}
	}
	return strings.ToUpper(s), true
}

// CheckCouponCode is CouponCode as a field validator.
func CheckCouponCode(s string) error {
	if _, ok := CouponCode(s); !ok {
		return ErrCouponCode
	}
	return nil
}

// CouponOff is what a coupon takes off price (before tax): percent of it, rounded to the
// cent with half a cent up, or the fixed amount. It may reach or pass the price: the
// caller refuses that.
func CouponOff(percent bool, amount int64, price money.Cents) money.Cents {
	if percent {
		return divRound(price*money.Cents(amount), MaxRate)
	}
	return money.Cents(amount)
}
