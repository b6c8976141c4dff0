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
	return p.CheckoutURL, []Field{
		{"cmd", "_xclick"},
		{"business", receiver},
		{"item_name", o.PackageName + " plan"},
		{"item_number", "1"},
		{"amount", o.Price.String()},
		{"currency_code", "USD"},
		{"no_shipping", "1"},
		{"invoice", ref},
		{"custom", ref},
		{"return", base + "/received-payment/" + ref},
		// The token lets the page cancel at once for the owner coming back from PayPal.
		{"cancel_return", base + "/order-cancelled/" + ref + "?token=" + url.QueryEscape(o.CancelToken)},
		{"notify_url", base + "/api/paypal/ipn"},
	}, nil
}

// receiverEmail is the admin-set PayPal e-mail that receives payments.
func receiverEmail(ctx context.Context, c *ent.Client) (string, error) {
	s, err := c.PaymentSetting.Query().First(system(ctx))
	if ent.IsNotFound(err) {
		return "", apierr.Conflictf("Payments are not set up yet: an admin must set the PayPal e-mail first.")
	}
	if err != nil {
		return "", err
	}
	return s.PaypalEmail, nil
}

// DefaultHTTP is the verification client: PayPal must answer within 10 seconds.
func DefaultHTTP() *http.Client { return &http.Client{Timeout: 10 * time.Second} }
