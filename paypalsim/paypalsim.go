// Package paypalsim is a local stand-in for PayPal Payments Standard, for development
// (`make run`) and the browser tests: the checkout page the site's pay form posts to,
// buttons that make PayPal's notices (a payment, a subscription's signup and payments,
// a failed payment, a cancel, the end of term, a refund) and send them to the form's
// notify_url, and the verification endpoint, which answers VERIFIED only to notices the
// stand-in itself sent. So the site's real notice path (intake, verification job,
// exactly-once apply) runs with no network. Production never uses it: `server
// paypal-sandbox` refuses to start there.
package paypalsim

import (
	"bytes"
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Paths of the stand-in, as PayPal's: the checkout form's action and the verification.
const (
	CheckoutPath = "/cgi-bin/webscr"
	VerifyPath   = "/ipn/cgi-bin/webscr"
)

// Bounds on what the stand-in keeps in memory (oldest dropped first) and reads.
const (
	maxKept      = 1000
	maxFormBytes = 64 << 10
	// PayerEmail is the buyer every notice names.
	PayerEmail = "buyer@paypal-sandbox.test"
)

// Payment is one payment PayPal took for a checkout, and whether it was refunded.
type Payment struct {
	TxnID    string `json:"txnId"`
	Amount   string `json:"amount"`
	Refunded bool   `json:"refunded"`
}

// Checkout is one pay form the browser posted, and what happened to it since.
type Checkout struct {
	ID       int               `json:"id"`
	Fields   map[string]string `json:"fields"`
	State    string            `json:"state"` // open, paid, returned (cancelled), active, cancelled, ended
	SubscrID string            `json:"subscrId,omitempty"`
	Payments []Payment         `json:"payments"`
}

// Subscription says whether the form is PayPal's subscription button.
func (c *Checkout) Subscription() bool { return c.Fields["cmd"] == "_xclick-subscriptions" }

// Notice is one notice sent to a site and the site's answer.
type Notice struct {
	Checkout  int    `json:"checkout"`
	Kind      string `json:"kind"` // txn_type, or payment_status for a refund
	NotifyURL string `json:"notifyUrl"`
	Body      string `json:"body"`
	Status    int    `json:"status"`
	Error     string `json:"error,omitempty"`
}

// Verification is one verification request and the answer given.
type Verification struct {
	Body   string `json:"body"`
	Answer string `json:"answer"`
}

// Sim is the stand-in's state: in memory, gone when the process stops.
type Sim struct {
	http *http.Client

	mu            sync.Mutex
	checkouts     []*Checkout
	nextID        int
	notices       []Notice
	sent          map[string]int // bodies of the notices kept, for verification
	verifications []Verification
}

// New returns a stand-in that sends notices with a 10-second timeout, as PayPal waits.
func New() *Sim {
	return &Sim{http: &http.Client{Timeout: 10 * time.Second}, sent: map[string]int{}}
}

// Handler serves the stand-in's pages.
func (s *Sim) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.index)
	mux.HandleFunc("POST "+CheckoutPath, s.checkout)
	mux.HandleFunc("GET "+CheckoutPath, s.subscriptions)
	mux.HandleFunc("GET /checkout/{id}", s.page)
	mux.HandleFunc("POST /checkout/{id}", s.act)
	mux.HandleFunc("POST "+VerifyPath, s.verify)
	mux.HandleFunc("GET /log", s.log)
	mux.HandleFunc("POST /notify", s.notifyAny)
	return mux
}

// checkout takes the site's pay form and shows it on a page of its own (a reload does
// not post it again).
func (s *Sim) checkout(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "the form is not form-encoded: "+err.Error(), http.StatusBadRequest)
		return
	}
	fields := map[string]string{}
	for k := range r.PostForm {
		fields[k] = r.PostForm.Get(k)
	}
	c := &Checkout{Fields: fields, State: "open", Payments: []Payment{}}
	if c.Fields["cmd"] != "_xclick" && !c.Subscription() {
		http.Error(w, fmt.Sprintf("cmd %q: the stand-in knows _xclick (a payment) and _xclick-subscriptions", c.Fields["cmd"]), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.nextID++
	c.ID = s.nextID
	s.checkouts = keep(append(s.checkouts, c))
	s.mu.Unlock()
	http.Redirect(w, r, "/checkout/"+strconv.Itoa(c.ID), http.StatusSeeOther)
}

// keep drops the oldest entries past maxKept.
func keep[T any](list []T) []T {
	if len(list) > maxKept {
		return append(list[:0:0], list[len(list)-maxKept:]...)
	}
	return list
}

func (s *Sim) find(id string) (*Checkout, bool) {
	n, err := strconv.Atoi(id)
	if err != nil {
		return nil, false
	}
	for _, c := range s.checkouts {
		if c.ID == n {
			return c, true
		}
	}
	return nil, false
}

// Actions a checkout's page offers in each state, in the page's order.
var actions = map[string][]string{
	"open/payment":           {"pay", "return"},
	"paid/payment":           {"refund"},
	"open/subscription":      {"subscribe", "return"},
	"active/subscription":    {"payment", "failed", "cancel", "eot", "refund"},
	"cancelled/subscription": {"eot", "refund"},
	"ended/subscription":     {"refund"},
}

// labels are the buttons' texts.
var labels = map[string]string{
	"pay":       "Pay",
	"return":    "Cancel and return to the site",
	"subscribe": "Subscribe: sign up and pay the first period",
	"payment":   "Next period's payment",
	"failed":    "A failed payment",
	"cancel":    "Cancel the subscription",
	"eot":       "End of term",
	"refund":    "Refund",
}

func (s *Sim) offered(c *Checkout) []string {
	kind := "payment"
	if c.Subscription() {
		kind = "subscription"
	}
	return actions[c.State+"/"+kind]
}

// act runs one button of a checkout's page: it changes the checkout, sends the notices
// PayPal would, then goes back to the site (pay, subscribe, cancel) or to the page.
func (s *Sim) act(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	_ = r.ParseForm()
	action, txn := r.PostForm.Get("action"), r.PostForm.Get("txn")
	s.mu.Lock()
	c, ok := s.find(r.PathValue("id"))
	if !ok {
		s.mu.Unlock()
		http.Error(w, "no such checkout", http.StatusNotFound)
		return
	}
	allowed := false
	for _, a := range s.offered(c) {
		allowed = allowed || a == action
	}
	if !allowed {
		state := c.State
		s.mu.Unlock()
		http.Error(w, fmt.Sprintf("the checkout is %s: %q is not offered", state, action), http.StatusConflict)
		return
	}
	notices, back, err := s.apply(c, action, txn)
	f := c.Fields
	s.mu.Unlock()
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	for _, n := range notices {
		s.send(r.Context(), c.ID, f["notify_url"], n.Encode())
	}
	switch {
	case back != "" && web(f[back]):
		http.Redirect(w, r, f[back], http.StatusSeeOther)
	default:
		http.Redirect(w, r, "/checkout/"+strconv.Itoa(c.ID), http.StatusSeeOther)
	}
}

// apply changes c for action (under s.mu) and returns the notices to send and where the
// browser goes next ("return", "cancel_return" or the page).
func (s *Sim) apply(c *Checkout, action, txn string) (notices []url.Values, back string, err error) {
	f := c.Fields
	base := func(kind string) url.Values {
		v := url.Values{}
		for _, k := range []string{"item_name", "item_number", "custom", "invoice"} {
			if x, ok := f[k]; ok {
				v.Set(k, x)
			}
		}
		v.Set("txn_type", kind)
		v.Set("receiver_email", f["business"])
		v.Set("business", f["business"])
		v.Set("mc_currency", currency(f))
		v.Set("payer_email", PayerEmail)
		v.Set("payer_status", "verified")
		v.Set("notify_version", "3.9")
		if c.SubscrID != "" {
			v.Set("subscr_id", c.SubscrID)
		}
		return v
	}
	payment := func(kind string) url.Values {
		p := Payment{TxnID: txnID(), Amount: c.due()}
		c.Payments = append(c.Payments, p)
		v := base(kind)
		v.Set("txn_id", p.TxnID)
		v.Set("payment_status", "Completed")
		v.Set("mc_gross", p.Amount)
		v.Set("payment_date", paypalTime(time.Now()))
		return v
	}
	switch action {
	case "pay":
		c.State = "paid"
		return []url.Values{payment("web_accept")}, "return", nil
	case "return":
		c.State = "returned"
		return nil, "cancel_return", nil
	case "subscribe":
		c.State, c.SubscrID = "active", "I-"+rand.Text()[:12]
		signup := base("subscr_signup")
		if f["a1"] != "" { // a trial period: the first period's price, then a3
			signup.Set("mc_amount1", f["a1"])
			signup.Set("period1", f["p1"]+" "+f["t1"])
		}
		signup.Set("mc_amount3", f["a3"])
		signup.Set("period3", f["p3"]+" "+f["t3"])
		signup.Set("recurring", f["src"])
		signup.Set("reattempt", f["sra"])
		signup.Set("subscr_date", paypalTime(time.Now()))
		return []url.Values{signup, payment("subscr_payment")}, "return", nil
	case "payment":
		return []url.Values{payment("subscr_payment")}, "", nil
	case "failed":
		v := base("subscr_failed")
		v.Set("mc_gross", c.due())
		v.Set("retry_at", paypalTime(time.Now().Add(72*time.Hour)))
		return []url.Values{v}, "", nil
	case "cancel":
		c.State = "cancelled"
		return []url.Values{base("subscr_cancel")}, "", nil
	case "eot":
		c.State = "ended"
		return []url.Values{base("subscr_eot")}, "", nil
	case "refund":
		for i := range c.Payments {
			p := &c.Payments[i]
			if p.TxnID != txn || p.Refunded {
				continue
			}
			p.Refunded = true
			// A refund is a notice of its own, about the payment it names, with no txn_type.
			v := base("")
			v.Del("txn_type")
			v.Del("subscr_id")
			v.Set("txn_id", txnID())
			v.Set("parent_txn_id", p.TxnID)
			v.Set("payment_status", "Refunded")
			v.Set("reason_code", "refund")
			v.Set("mc_gross", "-"+p.Amount)
			v.Set("payment_date", paypalTime(time.Now()))
			return []url.Values{v}, "", nil
		}
		return nil, "", fmt.Errorf("no payment %q to refund", txn)
	}
	return nil, "", fmt.Errorf("unknown action %q", action)
}

// web says whether u is an http(s) address: the only kind the stand-in posts or sends
// the browser to.
func web(u string) bool {
	p, err := url.Parse(u)
	return err == nil && (p.Scheme == "http" || p.Scheme == "https") && p.Host != ""
}

// amount is the price the form asks for: amount for a payment, a3 for a subscription.
func amount(f map[string]string) string {
	if f["cmd"] == "_xclick-subscriptions" {
		return f["a3"]
	}
	return f["amount"]
}

// due is what the checkout's next payment takes: a subscription's trial price (a1) for
// its first period when the form has one, then a3; a payment's amount.
func (c *Checkout) due() string {
	if c.Subscription() && c.Fields["a1"] != "" && len(c.Payments) == 0 {
		return c.Fields["a1"]
	}
	return amount(c.Fields)
}

// trial writes a subscription's trial period: "79.20 USD for the first month", or "".
func trial(f map[string]string) string {
	if f["a1"] == "" {
		return ""
	}
	unit := map[string]string{"D": "day", "W": "week", "M": "month", "Y": "year"}[f["t1"]]
	if f["p1"] != "1" || unit == "" {
		return f["a1"] + " " + currency(f) + " for " + f["p1"] + " " + f["t1"]
	}
	return f["a1"] + " " + currency(f) + " for the first " + unit
}

func currency(f map[string]string) string {
	if f["currency_code"] == "" {
		return "USD" // PayPal's default
	}
	return f["currency_code"]
}

// txnID is a transaction id of PayPal's shape: 17 upper-case letters and digits.
func txnID() string { return strings.ToUpper(rand.Text()[:17]) }

// paypalTime is PayPal's payment_date: Pacific time as text.
func paypalTime(t time.Time) string {
	pacific := time.FixedZone("PST", -8*3600)
	return t.In(pacific).Format("15:04:05 Jan 02, 2006 MST")
}

// send posts one notice to the site, as PayPal does, and records the site's answer.
// The body goes as given (a replay must be the same bytes).
func (s *Sim) send(ctx context.Context, checkout int, notifyURL, body string) Notice {
	v, _ := url.ParseQuery(body)
	kind := v.Get("txn_type")
	if kind == "" {
		kind = v.Get("payment_status")
	}
	n := Notice{Checkout: checkout, Kind: kind, NotifyURL: notifyURL, Body: body}
	s.mu.Lock()
	s.sent[n.Body]++
	s.mu.Unlock()
	if !web(notifyURL) {
		n.Error = "notify_url is not an http(s) address"
	} else if req, err := http.NewRequestWithContext(context.WithoutCancel(ctx), http.MethodPost, notifyURL, strings.NewReader(n.Body)); err != nil {
		n.Error = err.Error()
	} else {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")
		req.Header.Set("User-Agent", "PayPal IPN (stand-in)")
		if resp, err := s.http.Do(req); err != nil {
			n.Error = err.Error()
		} else {
			n.Status = resp.StatusCode
			_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
			resp.Body.Close()
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notices = append(s.notices, n)
	if len(s.notices) > maxKept { // the oldest notice is forgotten: no longer VERIFIED
		old := s.notices[0]
		if s.sent[old.Body]--; s.sent[old.Body] <= 0 {
			delete(s.sent, old.Body)
		}
		s.notices = keep(s.notices)
	}
	return n
}

// verify answers the site's check of a notice: VERIFIED only for the exact text of a
// notice the stand-in sent, INVALID for anything else (as PayPal does).
func (s *Sim) verify(w http.ResponseWriter, r *http.Request) {
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxFormBytes))
	answer := "INVALID"
	s.mu.Lock()
	if body, ok := bytes.CutPrefix(b, []byte("cmd=_notify-validate&")); ok && err == nil && s.sent[string(body)] > 0 {
		answer = "VERIFIED"
	}
	s.verifications = keep(append(s.verifications, Verification{Body: string(b), Answer: answer}))
	s.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = io.WriteString(w, answer)
}

// Log is everything the stand-in saw, for tests and the curious (GET /log).
type Log struct {
	Checkouts     []*Checkout    `json:"checkouts"`
	Notices       []Notice       `json:"notices"`
	Verifications []Verification `json:"verifications"`
}

func (s *Sim) log(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	b, err := json.Marshal(Log{Checkouts: s.checkouts, Notices: s.notices, Verifications: s.verifications})
	s.mu.Unlock()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(b)
}

// notifyAny sends a notice of the caller's own text (JSON {"notifyUrl", "body"}) that the
// stand-in will then confirm: for tests of replays and of notices PayPal could send.
func (s *Sim) notifyAny(w http.ResponseWriter, r *http.Request) {
	var in struct{ NotifyURL, Body string }
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxFormBytes)).Decode(&in); err != nil {
		http.Error(w, "want JSON {notifyUrl, body}: "+err.Error(), http.StatusBadRequest)
		return
	}
	if _, err := url.ParseQuery(in.Body); err != nil {
		http.Error(w, "body is not form-encoded: "+err.Error(), http.StatusBadRequest)
		return
	}
	n := s.send(r.Context(), 0, in.NotifyURL, in.Body)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(n)
}

//go:embed page.html
var pageHTML string

var pages = template.Must(template.New("page").Funcs(template.FuncMap{
	"label":    func(a string) string { return labels[a] },
	"period":   period,
	"amount":   amount,
	"currency": currency,
	"trial":    trial,
}).Parse(pageHTML))

// period writes a subscription's cycle: "every month", "every 2 years".
func period(f map[string]string) string {
	unit := map[string]string{"D": "day", "W": "week", "M": "month", "Y": "year"}[f["t3"]]
	if unit == "" {
		return f["p3"] + " " + f["t3"]
	}
	if f["p3"] == "1" || f["p3"] == "" {
		return "every " + unit
	}
	return "every " + f["p3"] + " " + unit + "s"
}

// view is what a page shows.
type view struct {
	Page      string // index, subscriptions, checkout or missing
	Title     string
	Checkouts []*Checkout // the index and the subscriptions list
	Checkout  *Checkout
	Actions   []string
	Notices   []Notice
	Alias     string
	Subscr    bool
}

func (s *Sim) render(w http.ResponseWriter, status int, v view) {
	var buf bytes.Buffer
	if err := pages.Execute(&buf, v); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = buf.WriteTo(w)
}

func (s *Sim) index(w http.ResponseWriter, _ *http.Request) {
	s.mu.Lock()
	var list []*Checkout
	for _, c := range s.checkouts {
		list = append(list, snapshot(c))
	}
	s.mu.Unlock()
	s.render(w, http.StatusOK, view{Page: "index", Title: "PayPal stand-in", Checkouts: list})
}

func (s *Sim) page(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	c, ok := s.find(r.PathValue("id"))
	var v view
	if ok {
		v = view{Page: "checkout", Title: "PayPal stand-in: checkout " + strconv.Itoa(c.ID), Checkout: snapshot(c), Actions: s.offered(c), Subscr: c.Subscription()}
		for _, n := range s.notices {
			if n.Checkout == c.ID {
				v.Notices = append(v.Notices, n)
			}
		}
	}
	s.mu.Unlock()
	if !ok {
		s.render(w, http.StatusNotFound, view{Page: "missing", Title: "No such checkout"})
		return
	}
	s.render(w, http.StatusOK, v)
}

// snapshot copies a checkout (under s.mu) for a page rendered after the lock.
func snapshot(c *Checkout) *Checkout {
	cp := *c
	cp.Payments = append([]Payment(nil), c.Payments...)
	return &cp
}

// subscriptions is PayPal's page where a customer finds and cancels their subscriptions
// to a shop (`cmd=_subscr-find&alias=` the shop's e-mail): the site's cancel link.
func (s *Sim) subscriptions(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("cmd") != "_subscr-find" {
		http.Error(w, "the stand-in's checkout takes the pay form by POST; GET knows cmd=_subscr-find", http.StatusBadRequest)
		return
	}
	alias := q.Get("alias")
	var list []*Checkout
	s.mu.Lock()
	for _, c := range s.checkouts {
		if c.Subscription() && c.SubscrID != "" && strings.EqualFold(c.Fields["business"], alias) {
			list = append(list, snapshot(c))
		}
	}
	s.mu.Unlock()
	s.render(w, http.StatusOK, view{Page: "subscriptions", Title: "PayPal stand-in: subscriptions", Checkouts: list, Alias: alias})
}
