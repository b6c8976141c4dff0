package orders

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/schema"
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
	if !schema.Owns(v, o) {
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
	// One payment, or PayPal's subscription button: the total every period (a3, p3, t3),
	// recurring until cancelled (src), retried when a payment fails (sra). The total is
	// the order's quote, tax included: PayPal adds nothing. A coupon for the first period
	// only makes that period PayPal's trial period (a1, p1, t1) at the discounted total.
	due := Due(o).String()
	cmd, price := "_xclick", []Field{{"amount", due}}
	if o.BillingPeriod != order.BillingPeriodOneTime {
		p3, t3 := periodOf(o.BillingPeriod)
		cmd, price = "_xclick-subscriptions", nil
		if o.RenewalTotal > 0 {
			price = []Field{{"a1", due}, {"p1", p3}, {"t1", t3}}
		}
		price = append(price, Field{"a3", RenewalDue(o).String()}, Field{"p3", p3}, Field{"t3", t3}, Field{"src", "1"}, Field{"sra", "1"})
	}
	fields = []Field{{"cmd", cmd}, {"business", receiver}, {"item_name", o.PackageName + " plan"}, {"item_number", "1"}}
	fields = append(fields, price...)
	return p.CheckoutURL, append(fields,
		Field{"currency_code", "USD"},
		Field{"no_shipping", "1"},
		Field{"invoice", ref},
		Field{"custom", ref},
		Field{"return", base + "/received-payment/" + ref},
		// The token lets the page cancel at once for the owner coming back from PayPal.
		Field{"cancel_return", base + "/order-cancelled/" + ref + "?token=" + url.QueryEscape(o.CancelToken)},
		Field{"notify_url", base + "/api/paypal/ipn"},
	), nil
}

// ErrPaymentsNotSetUp refuses what needs the shop's PayPal e-mail before an admin set it.
var ErrPaymentsNotSetUp = apierr.Conflictf("Payments are not set up yet: an admin must set the PayPal e-mail first, so no plan can be ordered or paid.")

// receiverEmail is the admin-set PayPal e-mail that receives payments.
func receiverEmail(ctx context.Context, c *ent.Client) (string, error) {
	s, err := c.PaymentSetting.Query().First(system(ctx))
	if ent.IsNotFound(err) {
		return "", ErrPaymentsNotSetUp
	}
	if err != nil {
		return "", err
	}
	return s.PaypalEmail, nil
}

// PaymentsReady says whether a customer can pay: the shop's PayPal e-mail is set.
// Anyone may ask (the pricing page does): it says nothing but yes or no.
func PaymentsReady(ctx context.Context, c *ent.Client) (bool, error) {
	return c.PaymentSetting.Query().Exist(system(ctx))
}

// EnsurePayPalEmail sets email as the PayPal e-mail of a site that has none yet (the
// PAYPAL_EMAIL setting at start); it reports whether it did. A site with one keeps it.
func EnsurePayPalEmail(ctx context.Context, c *ent.Client, email string) (bool, error) {
	if email == "" {
		return false, nil
	}
	if ready, err := PaymentsReady(ctx, c); err != nil || ready {
		return false, err
	}
	err := c.PaymentSetting.Create().SetPaypalEmail(email).Exec(system(ctx))
	if ent.IsConstraintError(err) { // another replica set it meanwhile
		return false, nil
	}
	return err == nil, err
}

// DefaultHTTP is the verification client: PayPal must answer within 10 seconds.
func DefaultHTTP() *http.Client { return &http.Client{Timeout: 10 * time.Second} }
