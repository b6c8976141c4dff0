package server_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent/pricingpackage"
	"seoagency/paypalsim"
	"seoagency/testdb"
)

// standIn is the PayPal stand-in of `make run`, listening, with a site to send to.
type standIn struct {
	url  string
	site string // the site's address, for notify_url
	http *http.Client
}

func newStandIn(t *testing.T) (*standIn, string) {
	sim := httptest.NewServer(paypalsim.New().Handler())
	t.Cleanup(sim.Close)
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return &standIn{url: sim.URL, http: noRedirects}, sim.URL + paypalsim.VerifyPath
}

// post posts a form to the stand-in and returns where it sends the browser.
func (p *standIn) post(t *testing.T, path string, form url.Values) string {
	t.Helper()
	resp, err := p.http.PostForm(p.url+path, form)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("POST %s %v: %d %s", path, form, resp.StatusCode, b)
	}
	return resp.Header.Get("Location")
}

func (p *standIn) page(t *testing.T, path string) string {
	t.Helper()
	resp, err := p.http.Get(p.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// TestPayPalStandInThroughTheRealNoticePath: the site's own pay form, posted to the
// stand-in, and each of its buttons, reach the site as notices, are verified by the
// stand-in and applied: a monthly subscription paid, paid again, failed, cancelled; a
// one-time plan paid and refunded. A notice the stand-in did not send is INVALID.
func TestPayPalStandInThroughTheRealNoticePath(t *testing.T) {
	sim, verifyURL := newStandIn(t)
	s := newSite(t, map[string]string{"PAYPAL_IPN_VERIFY_URL": verifyURL, "PAYPAL_CHECKOUT_URL": sim.url + paypalsim.CheckoutPath})
	live := httptest.NewServer(s.h)
	t.Cleanup(live.Close)
	sim.site = live.URL
	ctx := testdb.System()
	s.client.PaymentSetting.Update().SetPaypalEmail("shop@site.test").ExecX(ctx)
	pkgs := s.client.PricingPackage.Query().Order(pricingpackage.ByID()).AllX(ctx)
	monthly := s.client.PricingPackage.UpdateOne(pkgs[0]).SetPackagePrice(9900).SetBillingPeriod(pricingpackage.BillingPeriodMonthly).SaveX(ctx)
	once := pkgs[1]
	token := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "standin"), "secret-123")
	gql := s.gql.WithToken(token)

	type state struct {
		PaymentStatus, SubscriptionStatus, AmountRefunded string
		Payments                                          []struct{ Kind, Amount string }
	}
	read := func(id string) state {
		var out struct{ Node state }
		gql.Must(t, `query($id: ID!) { node(id: $id) { ... on Order { paymentStatus subscriptionStatus amountRefunded payments { kind amount } } } }`,
			map[string]any{"id": id}, &out)
		return out.Node
	}
	waitFor := func(id, what string, ok func(state) bool) {
		t.Helper()
		var st state
		for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if st = read(id); ok(st) {
				return
			}
		}
		t.Fatalf("order %s never %s: %+v", id, what, st)
	}
	// checkout orders a plan and posts the site's own pay form to the stand-in, as the
	// browser does; notices go to this test's listening site.
	checkout := func(pkg int) (orderID, page string) {
		var o struct{ CreateOrder struct{ ID string } }
		gql.Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Noor", customerAddress: "1 Road", customerCountry: "NZ"}) { id } }`,
			map[string]any{"p": pkg}, &o)
		var f struct {
			Checkout struct {
				Action string
				Fields []struct{ Name, Value string }
			}
		}
		gql.Must(t, `query($id: ID!) { checkout(orderId: $id) { action fields { name value } } }`, map[string]any{"id": o.CreateOrder.ID}, &f)
		if f.Checkout.Action != sim.url+paypalsim.CheckoutPath {
			t.Fatalf("the form posts to %s", f.Checkout.Action)
		}
		form := url.Values{}
		for _, fl := range f.Checkout.Fields {
			form.Set(fl.Name, fl.Value)
		}
		form.Set("notify_url", strings.Replace(form.Get("notify_url"), s.cfg.PublicURL, sim.site, 1))
		return o.CreateOrder.ID, sim.post(t, paypalsim.CheckoutPath, form)
	}
	press := func(page, action string, extra ...string) string {
		t.Helper()
		form := url.Values{"action": {action}}
		for i := 0; i+1 < len(extra); i += 2 {
			form.Set(extra[i], extra[i+1])
		}
		return sim.post(t, page, form)
	}

	sub, page := checkout(monthly.ID)
	body := sim.page(t, page)
	for _, want := range []string{fmt.Sprintf("%s plan", monthly.PackageName), "99.00", "USD", "every month", `id="custom">` + sub, "Subscribe: sign up and pay the first period", "Cancel and return to the site"} {
		if !strings.Contains(body, want) {
			t.Fatalf("the stand-in's page lacks %q:\n%s", want, body)
		}
	}
	if back := press(page, "subscribe"); back != s.cfg.PublicURL+"/received-payment/"+sub {
		t.Fatalf("after subscribing the browser goes to %s", back)
	}
	waitFor(sub, "paid and active", func(st state) bool {
		return st.PaymentStatus == "Paid" && st.SubscriptionStatus == "active" && len(st.Payments) == 1
	})
	press(page, "payment")
	waitFor(sub, "paid twice", func(st state) bool { return len(st.Payments) == 2 })
	press(page, "failed")
	waitFor(sub, "past due", func(st state) bool { return st.SubscriptionStatus == "past_due" })
	press(page, "cancel")
	waitFor(sub, "cancelled", func(st state) bool { return st.SubscriptionStatus == "cancelled" })
	if st := read(sub); st.PaymentStatus != "Paid" || st.Payments[0].Amount != "99.00" || st.Payments[1].Amount != "99.00" {
		t.Fatalf("the subscription's ledger: %+v", st)
	}
	if body := sim.page(t, page); strings.Contains(body, "Next period&#39;s payment") || !strings.Contains(body, "End of term") {
		t.Fatalf("a cancelled subscription offers:\n%s", body)
	}
	// A button the state does not offer is refused, and sends nothing.
	if resp, err := sim.http.PostForm(sim.url+page, url.Values{"action": {"payment"}}); err != nil || resp.StatusCode != http.StatusConflict {
		t.Fatalf("a payment after the cancel: %v %v", resp, err)
	}

	one, page := checkout(once.ID)
	press(page, "pay")
	waitFor(one, "paid", func(st state) bool { return st.PaymentStatus == "Paid" })
	txn := strings.SplitN(strings.SplitN(sim.page(t, page), `name="txn" value="`, 2)[1], `"`, 2)[0]
	press(page, "refund", "txn", txn)
	waitFor(one, "refunded", func(st state) bool {
		return st.PaymentStatus == "Refunded" && st.AmountRefunded == once.PackagePrice.String()
	})

	// A notice the stand-in did not send reaches the site, and is INVALID: nothing changes.
	forged := url.Values{"txn_type": {"subscr_eot"}, "subscr_id": {"I-FORGED"}, "custom": {sub}, "receiver_email": {"shop@site.test"}, "mc_currency": {"USD"}}.Encode()
	resp, err := http.Post(live.URL+"/api/paypal/ipn", "application/x-www-form-urlencoded", strings.NewReader(forged))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("the forged notice: %v %v", resp, err)
	}
	resp.Body.Close()
	var log paypalsim.Log
	for deadline := time.Now().Add(20 * time.Second); !invalid(log, forged) && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get(sim.url + "/log")
		if err != nil {
			t.Fatal(err)
		}
		_ = json.NewDecoder(resp.Body).Decode(&log)
		resp.Body.Close()
	}
	if !invalid(log, forged) {
		t.Fatalf("the stand-in was never asked about the forged notice: %+v", log.Verifications)
	}
	if st := read(sub); st.SubscriptionStatus != "cancelled" {
		t.Fatalf("after a forged notice: %+v", st)
	}
	for _, v := range log.Verifications {
		if v.Answer != "VERIFIED" && !strings.HasSuffix(v.Body, forged) {
			t.Errorf("a notice the stand-in sent was answered %s: %s", v.Answer, v.Body)
		}
	}
}

// invalid says whether the stand-in answered INVALID to the notice body.
func invalid(log paypalsim.Log, body string) bool {
	for _, v := range log.Verifications {
		if v.Body == "cmd=_notify-validate&"+body {
			return v.Answer == "INVALID"
		}
	}
	return false
}
