package paypalsim_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"seoagency/paypalsim"
)

// The site's whole path through the stand-in is server.TestPayPalStandInThroughTheRealNoticePath;
// these are the stand-in's own answers to what no site should send it.

func newSim(t *testing.T) *httptest.Server {
	s := httptest.NewServer(paypalsim.New().Handler())
	t.Cleanup(s.Close)
	return s
}

var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func post(t *testing.T, u, contentType, body string) (int, string, string) {
	t.Helper()
	resp, err := noRedirects.Post(u, contentType, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Location"), string(b)
}

func TestHostileCheckouts(t *testing.T) {
	sim := newSim(t)
	form := "application/x-www-form-urlencoded"
	hostile := url.Values{"cmd": {"_xclick"}, "business": {"shop@site.test"}, "amount": {"1.00"},
		"item_name": {`<script>alert(1)</script>`}, "return": {"javascript:alert(1)"}, "notify_url": {"file:///etc/passwd"}}
	code, page, _ := post(t, sim.URL+paypalsim.CheckoutPath, form, hostile.Encode())
	if code != http.StatusSeeOther {
		t.Fatalf("a checkout: %d", code)
	}
	resp, err := http.Get(sim.URL + page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if strings.Contains(string(body), "<script>alert") || strings.Contains(string(body), `href="javascript:`) {
		t.Fatalf("the page runs what the form said:\n%s", body)
	}
	// Pay: the notice cannot go to a file; the browser is not sent to javascript:.
	if code, where, _ := post(t, sim.URL+page, form, "action=pay"); code != http.StatusSeeOther || where != page {
		t.Fatalf("pay: %d %s", code, where)
	}
	var log paypalsim.Log
	resp, err = http.Get(sim.URL + "/log")
	if err != nil {
		t.Fatal(err)
	}
	_ = json.NewDecoder(resp.Body).Decode(&log)
	resp.Body.Close()
	if len(log.Notices) != 1 || log.Notices[0].Error != "notify_url is not an http(s) address" || log.Notices[0].Status != 0 {
		t.Fatalf("the notice to a file: %+v", log.Notices)
	}

	for name, tc := range map[string]struct {
		path, body string
		want       int
	}{
		"another cmd":           {paypalsim.CheckoutPath, "cmd=_cart&amount=1", http.StatusBadRequest},
		"not form-encoded":      {paypalsim.CheckoutPath, "cmd=%zz", http.StatusBadRequest},
		"over 64 KiB":           {paypalsim.CheckoutPath, "cmd=_xclick&x=" + strings.Repeat("a", 65<<10), http.StatusBadRequest},
		"no such checkout":      {"/checkout/999", "action=pay", http.StatusNotFound},
		"paid twice":            {page, "action=pay", http.StatusConflict},
		"a subscription's move": {page, "action=failed", http.StatusConflict},
		"a refund of nothing":   {page, "action=refund&txn=NOPE", http.StatusConflict},
	} {
		if code, _, body := post(t, sim.URL+tc.path, form, tc.body); code != tc.want {
			t.Errorf("%s: %d %.200s, want %d", name, code, body, tc.want)
		}
	}
}

// TestVerifiesOnlyWhatItSent: VERIFIED for the exact text of a notice the stand-in sent,
// INVALID for any other, a changed byte included.
func TestVerifiesOnlyWhatItSent(t *testing.T) {
	sim := newSim(t)
	sent := "txn_type=web_accept&txn_id=T1&mc_gross=1.00&custom=7"
	in, _ := json.Marshal(map[string]string{"notifyUrl": "http://127.0.0.1:9/api/paypal/ipn", "body": sent})
	code, _, body := post(t, sim.URL+"/notify", "application/json", string(in))
	var n paypalsim.Notice
	if err := json.Unmarshal([]byte(body), &n); code != 200 || err != nil || n.Body != sent || n.Error == "" {
		t.Fatalf("notify (to a closed port): %d %s", code, body)
	}
	for body, want := range map[string]string{
		"cmd=_notify-validate&" + sent:                  "VERIFIED",
		"cmd=_notify-validate&" + sent + "&extra=1":     "INVALID",
		"cmd=_notify-validate&" + strings.ToUpper(sent): "INVALID",
		sent: "INVALID", // no cmd
		"cmd=_notify-validate&txn_type=web_accept&txn_id=T2": "INVALID",
	} {
		if _, _, got := post(t, sim.URL+paypalsim.VerifyPath, "application/x-www-form-urlencoded", body); got != want {
			t.Errorf("%q: %s, want %s", body, got, want)
		}
	}
}

// TestTrialPeriod: a subscription with a trial period (a coupon's first period: a1, p1, t1)
// signs up with its terms, takes a1 for the first payment and a3 for every later one.
func TestTrialPeriod(t *testing.T) {
	var mu sync.Mutex
	var got []url.Values
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_ = r.ParseForm()
		mu.Lock()
		got = append(got, r.PostForm)
		mu.Unlock()
	}))
	t.Cleanup(site.Close)
	sim := newSim(t)
	form := url.Values{"cmd": {"_xclick-subscriptions"}, "business": {"shop@site.test"}, "item_name": {"Standard plan"},
		"a1": {"79.20"}, "p1": {"1"}, "t1": {"M"}, "a3": {"99.00"}, "p3": {"1"}, "t3": {"M"}, "src": {"1"}, "sra": {"1"},
		"custom": {"7"}, "notify_url": {site.URL + "/api/paypal/ipn"}, "return": {site.URL + "/back"}}
	_, page, _ := post(t, sim.URL+paypalsim.CheckoutPath, "application/x-www-form-urlencoded", form.Encode())
	resp, err := http.Get(sim.URL + page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), `<span id="trial">79.20 USD for the first month</span>`) {
		t.Fatalf("the page does not show the trial:\n%s", body)
	}
	post(t, sim.URL+page, "application/x-www-form-urlencoded", "action=subscribe")
	post(t, sim.URL+page, "application/x-www-form-urlencoded", "action=payment")
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 3 {
		t.Fatalf("%d notices", len(got))
	}
	signup, first, second := got[0], got[1], got[2]
	if signup.Get("txn_type") != "subscr_signup" || signup.Get("mc_amount1") != "79.20" || signup.Get("period1") != "1 M" ||
		signup.Get("mc_amount3") != "99.00" || signup.Get("period3") != "1 M" {
		t.Errorf("signup %v", signup)
	}
	if first.Get("txn_type") != "subscr_payment" || first.Get("mc_gross") != "79.20" {
		t.Errorf("first payment %v", first)
	}
	if second.Get("txn_type") != "subscr_payment" || second.Get("mc_gross") != "99.00" {
		t.Errorf("second payment %v", second)
	}
}
