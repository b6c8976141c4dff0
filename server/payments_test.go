package server_test

// Payments under faults, against the real server binary on PostgreSQL, with a local
// stand-in for PayPal's verify endpoint (PayPal is unreachable here): a process
// killed mid-notice, PayPal down, the database down, two replicas at once.

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/gqltest"
	"seoagency/testdb"
)

var sys = testdb.System()

// serverBinary builds cmd/server once per test binary run.
var serverBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "seo-server-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "server")
	out, err := exec.Command("go", "build", "-o", bin, "seoagency/cmd/server").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// process is one running server binary.
type process struct {
	t    *testing.T
	cmd  *exec.Cmd
	url  string
	logs *lockedBuffer
}

func freePort(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// startServer runs the binary on databaseURL with PayPal's verify URL (and env, KEY=value,
// over the defaults), and waits until it is ready.
func startServer(t *testing.T, databaseURL, verifyURL string, env ...string) *process {
	t.Helper()
	bin, err := serverBinary()
	if err != nil {
		t.Fatal(err)
	}
	addr := freePort(t)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "ADDR="+addr, "DATABASE_URL="+databaseURL, "PAYPAL_IPN_VERIFY_URL="+verifyURL,
		"WEB_DIR="+t.TempDir(), "PUBLIC_URL=http://"+addr, "RATE_LIMIT_IPN=0", "APP_ENV=development",
		"FIREBASE_AUTH_EMULATOR_HOST="+authtest.Host(t), "FIREBASE_PROJECT_ID="+authtest.ProjectID(),
		"SECOND_FACTOR=off") // as newDeps: tests of other features act without a second factor
	cmd.Env = append(cmd.Env, env...) // the last value of a key wins
	p := &process{t: t, cmd: cmd, url: "http://" + addr, logs: &lockedBuffer{}}
	cmd.Stdout, cmd.Stderr = p.logs, p.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
		if t.Failed() {
			t.Logf("server %s log:\n%s", addr, tail(p.logs.String(), 4000))
		}
	})
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if resp, err := http.Get(p.url + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return p
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not become ready:\n%s", tail(p.logs.String(), 4000))
		}
	}
}

func tail(s string, n int) string { return s[max(0, len(s)-n):] }

// kill ends the process at once, as a crash or an OOM kill would.
func (p *process) kill() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// body is the body of GET path (the server's answer, whatever its status).
func (p *process) body(path string) string {
	resp, err := http.Get(p.url + path)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return string(body)
}

// notify posts a notice as PayPal does and returns the status code (0: no answer).
func (p *process) notify(raw string) int {
	resp, err := http.Post(p.url+"/api/paypal/ipn", "application/x-www-form-urlencoded", strings.NewReader(raw))
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode
}

// paypalStandIn answers verification requests the way the test says, counting them.
type paypalStandIn struct {
	mu     sync.Mutex
	answer func(n int) (status int, body string, hang time.Duration)
	calls  atomic.Int32
	called chan struct{} // gets a value at every call
}

func (v *paypalStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n := int(v.calls.Add(1))
	select {
	case v.called <- struct{}{}:
	default:
	}
	b, _ := io.ReadAll(r.Body)
	v.mu.Lock()
	answer := v.answer
	v.mu.Unlock()
	status, body, hang := answer(n)
	if hang > 0 {
		select {
		case <-time.After(hang):
		case <-r.Context().Done():
			return
		}
	}
	if !strings.HasPrefix(string(b), "cmd=_notify-validate&") {
		body = "INVALID"
	}
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

func verified(int) (int, string, time.Duration) { return 200, "VERIFIED", 0 }

// shopDB seeds a database for a payment: a package, the PayPal e-mail, one order.
type shopDB struct {
	url string
	c   *ent.Client
	o   *ent.Order
}

func newShopDB(t *testing.T, databaseURL string) *shopDB {
	c, _ := testdb.Open(t, databaseURL)
	pkg := c.PricingPackage.Create().SetPackageName("Standard").SetPackageDetails("d").SetPackageButtonText("Buy").
		SetPackagePrice(9950).SetPackagePointOne("1").SetPackagePointTwo("2").SetPackagePointThree("3").
		SetPackagePointFour("4").SetPackagePointFive("5").SetPackagePointSix("6").SetPackagePointSeven("7").
		SetPackagePointEight("8").SetPackagePointNine("9").SetPackagePointTen("10").SaveX(sys)
	c.PaymentSetting.Create().SetPaypalEmail("shop@site.test").ExecX(sys)
	o := c.Order.Create().SetCustomerName("Kim").SetCustomerAddress("1 Road").SetCustomerCountry("NZ").
		SetCustomerEmail("kim@site.test").SetPackageName("Standard").SetPrice(9950).SetPackage(pkg).SaveX(sys)
	return &shopDB{url: databaseURL, c: c, o: o}
}

func (s *shopDB) notice(txn string, extra ...string) string {
	f := url.Values{"payment_status": {"Completed"}, "txn_id": {txn}, "receiver_email": {"shop@site.test"},
		"mc_gross": {"99.50"}, "mc_currency": {"USD"}, "custom": {strconv.Itoa(s.o.ID)}}
	for i := 0; i+1 < len(extra); i += 2 {
		f.Set(extra[i], extra[i+1])
	}
	return f.Encode()
}

// waitPaid waits until the order is Paid and returns how long it took; it fails
// unless exactly one payment was recorded.
func (s *shopDB) waitPaid(t *testing.T, within time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	for s.c.Order.GetX(sys, s.o.ID).PaymentStatus != order.PaymentStatusPaid {
		if time.Since(start) > within {
			notices := s.c.IpnMessage.Query().AllX(sys)
			t.Fatalf("the order is not Paid after %s; notices: %+v", within, notices)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if n := s.c.Payment.Query().CountX(sys); n != 1 {
		t.Fatalf("%d payments, want exactly 1", n)
	}
	return time.Since(start)
}

// TestKilledAfterThe200: the server answered PayPal and was killed (SIGKILL) while
// verifying; started again, it pays the order, once, within two minutes.
func TestKilledAfterThe200(t *testing.T) {
	shop := newShopDB(t, testdb.Postgres(t))
	paypal := &paypalStandIn{called: make(chan struct{}, 1), answer: func(int) (int, string, time.Duration) {
		return 200, "VERIFIED", time.Hour // the first process dies while PayPal thinks
	}}
	verify := httpServer(t, paypal)
	first := startServer(t, shop.url, verify)
	if code := first.notify(shop.notice("KILL-1")); code != 200 {
		t.Fatalf("notice answered %d", code)
	}
	select {
	case <-paypal.called:
	case <-time.After(30 * time.Second):
		t.Fatal("the notice was never verified")
	}
	first.kill()
	if got := shop.c.Order.GetX(sys, shop.o.ID).PaymentStatus; got != order.PaymentStatusUnPaid {
		t.Fatalf("order %s before restart", got)
	}
	paypal.mu.Lock()
	paypal.answer = verified
	paypal.mu.Unlock()
	startServer(t, shop.url, verify)
	took := shop.waitPaid(t, 3*time.Minute)
	t.Logf("killed mid-verification: Paid %s after the restart, %d verify calls", took.Round(time.Second), paypal.calls.Load())
}

// TestPayPalDownThenUp: the verify endpoint refuses connections, then answers 5xx,
// then hangs past the timeout; when it answers again the order becomes Paid with
// nobody doing anything.
func TestPayPalDownThenUp(t *testing.T) {
	shop := newShopDB(t, testdb.Postgres(t))
	addr := freePort(t) // nothing listens there yet: connection refused
	srv := startServer(t, shop.url, "http://"+addr+"/cgi-bin/webscr")
	received := time.Now()
	if code := srv.notify(shop.notice("DOWN-1")); code != 200 {
		t.Fatalf("notice answered %d", code)
	}
	waitFor(t, time.Minute, func() bool {
		m, err := shop.c.IpnMessage.Query().Only(sys)
		return err == nil && m.Attempts >= 1 && strings.Contains(m.LastError, "refused")
	}, "a failed attempt with connection refused")
	paypal := &paypalStandIn{called: make(chan struct{}, 1), answer: func(n int) (int, string, time.Duration) {
		switch {
		case n <= 2:
			return 503, "Service Unavailable", 0
		case n == 3:
			return 200, "VERIFIED", 15 * time.Second // past the server's 10 s timeout
		}
		return 200, "VERIFIED", 0
	}}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: paypal}
	go func() { _ = hs.Serve(l) }()
	t.Cleanup(func() { _ = hs.Close() })
	shop.waitPaid(t, 3*time.Minute)
	m := shop.c.IpnMessage.Query().OnlyX(sys)
	if m.Status != ipnmessage.StatusApplied || m.Attempts < 5 || paypal.calls.Load() < 4 {
		t.Fatalf("notice %s after %d attempts, %d calls to PayPal", m.Status, m.Attempts, paypal.calls.Load())
	}
	t.Logf("PayPal down (refused, 503 twice, a hang): Paid %s after the notice arrived, after %d attempts",
		time.Since(received).Round(time.Second), m.Attempts)
}

// TestDatabaseDownWhenANoticeArrives: the endpoint answers 5xx, so PayPal sends the
// notice again; the resend after the database is back pays the order once.
func TestDatabaseDownWhenANoticeArrives(t *testing.T) {
	pg := newCluster(t)
	shop := newShopDB(t, fmt.Sprintf("postgres://seo@127.0.0.1:%s/postgres?sslmode=disable", pg.port))
	verify := httpServer(t, &paypalStandIn{called: make(chan struct{}, 1), answer: verified})
	srv := startServer(t, shop.url, verify)
	notice := shop.notice("DB-DOWN-1")
	pg.stop()
	if code := srv.notify(notice); code < 500 {
		t.Fatalf("with the database down the notice answered %d, want 5xx so that PayPal sends it again", code)
	}
	pg.start()
	var code int
	waitFor(t, 30*time.Second, func() bool { code = srv.notify(notice); return code == 200 }, "a 200 for the resent notice")
	shop.waitPaid(t, time.Minute)
	if code := srv.notify(notice); code != 200 {
		t.Fatalf("a third delivery answered %d", code)
	}
	if n := shop.c.IpnMessage.Query().CountX(sys); n != 1 {
		t.Fatalf("%d notices stored for one notice sent three times", n)
	}
}

// TestTwentyDeliveriesToTwoReplicas: the same notice 20 times at once, to two server
// processes on one database, pays once.
func TestTwentyDeliveriesToTwoReplicas(t *testing.T) {
	shop := newShopDB(t, testdb.Postgres(t))
	verify := httpServer(t, &paypalStandIn{called: make(chan struct{}, 1), answer: verified})
	replicas := []*process{startServer(t, shop.url, verify), startServer(t, shop.url, verify)}
	var wg sync.WaitGroup
	codes := make([]int, 20)
	for i := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			raw := shop.notice("TWO-REPLICAS")
			if i%4 == 3 { // some are PayPal's resends, which differ in ipn_track_id
				raw = shop.notice("TWO-REPLICAS", "ipn_track_id", strconv.Itoa(i))
			}
			codes[i] = replicas[i%2].notify(raw)
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != 200 {
			t.Fatalf("delivery %d answered %d", i, c)
		}
	}
	shop.waitPaid(t, time.Minute)
	waitFor(t, time.Minute, func() bool {
		return shop.c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusReceived)).CountX(sys) == 0
	}, "every notice processed")
	if n := shop.c.Payment.Query().CountX(sys); n != 1 {
		t.Fatalf("%d payments", n)
	}
	if n := shop.c.IpnMessage.Query().Where(ipnmessage.StatusEQ(ipnmessage.StatusApplied)).CountX(sys); n != 1 {
		t.Fatalf("%d notices applied", n)
	}
}

// TestFiftyPaymentsTwoReplicasGaplessInvoices: 50 orders paid at once, their notices
// split over two server processes on one database, get invoices numbered 1 to 50 of
// the year, with no gap and no number twice.
func TestFiftyPaymentsTwoReplicasGaplessInvoices(t *testing.T) {
	shop := newShopDB(t, testdb.Postgres(t))
	verify := httpServer(t, &paypalStandIn{called: make(chan struct{}, 50), answer: verified})
	replicas := []*process{startServer(t, shop.url, verify), startServer(t, shop.url, verify)}
	ids := []int{shop.o.ID}
	for len(ids) < 50 {
		o := shop.c.Order.Create().SetCustomerName("Kim").SetCustomerAddress("1 Road").SetCustomerCountry("NZ").
			SetCustomerEmail("kim@site.test").SetPackageName("Standard").SetPrice(9950).SetPackage(shop.o.QueryPackage().OnlyX(sys)).SaveX(sys)
		ids = append(ids, o.ID)
	}
	var wg sync.WaitGroup
	codes := make([]int, len(ids))
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = replicas[i%2].notify(shop.notice(fmt.Sprintf("GAPLESS-%d", i), "custom", strconv.Itoa(id)))
		}()
	}
	wg.Wait()
	for i, c := range codes {
		if c != 200 {
			t.Fatalf("payment %d answered %d", i, c)
		}
	}
	waitFor(t, 2*time.Minute, func() bool {
		return shop.c.Order.Query().Where(order.PaymentStatusEQ(order.PaymentStatusPaid)).CountX(sys) == len(ids)
	}, "50 paid orders")
	waitFor(t, time.Minute, func() bool { return shop.c.Invoice.Query().CountX(sys) == len(ids) }, "50 invoices")
	var numbers []string
	for _, inv := range shop.c.Invoice.Query().AllX(sys) {
		numbers = append(numbers, inv.Number)
	}
	slices.Sort(numbers)
	year := time.Now().UTC().Year()
	for i, n := range numbers {
		if want := fmt.Sprintf("%d-%06d", year, i+1); n != want {
			t.Fatalf("invoice numbers %v: number %d is %s, want %s", numbers, i+1, n, want)
		}
	}
}

func httpServer(t *testing.T, h http.Handler) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &http.Server{Handler: h}
	go func() { _ = s.Serve(l) }()
	t.Cleanup(func() { _ = s.Close() })
	return "http://" + l.Addr().String() + "/cgi-bin/webscr"
}

func waitFor(t *testing.T, within time.Duration, ok func() bool, what string) {
	t.Helper()
	for deadline := time.Now().Add(within); !ok(); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within %s", what, within)
		}
	}
}

// job is a job of the admin's queue page.
type job struct {
	ID, Kind, State, LastError string
	Attempt                    int
}

// waitForJob waits up to a minute for a job in one of states (nil: any) that is what
// the admin's queue page shows.
func waitForJob(t *testing.T, admin gqltest.Client, states []string, is func(job) bool, what string) job {
	t.Helper()
	var found job
	waitFor(t, time.Minute, func() bool {
		var page struct{ Jobs struct{ Jobs []job } }
		admin.Must(t, `query($states: [JobState!]) { jobs(states: $states, first: 50) { jobs { id kind state attempt lastError } } }`,
			map[string]any{"states": states}, &page)
		i := slices.IndexFunc(page.Jobs.Jobs, is)
		if i >= 0 {
			found = page.Jobs.Jobs[i]
		}
		return i >= 0
	}, what)
	return found
}

// TestNoticeOnSQLite: the embedded default (`make run`) runs the same queue, on
// River's SQLite driver, in the same file as the data.
func TestNoticeOnSQLite(t *testing.T) {
	shop := newShopDB(t, testdb.SQLite(t))
	verify := httpServer(t, &paypalStandIn{called: make(chan struct{}, 1), answer: verified})
	srv := startServer(t, shop.url, verify)
	for range 3 {
		if code := srv.notify(shop.notice("SQLITE-1")); code != 200 {
			t.Fatalf("notice answered %d", code)
		}
	}
	took := shop.waitPaid(t, time.Minute)
	t.Logf("SQLite: Paid %s after the notice", took.Round(10*time.Millisecond))
}

// TestAdminSeesAndRetriesJobs: while PayPal is unreachable an admin sees the
// notice's job retrying with its last error, retries it from the admin API, and
// sees what the payments check lists.
func TestAdminSeesAndRetriesJobs(t *testing.T) {
	addr := freePort(t) // PayPal unreachable until the test starts it
	s := newSite(t, map[string]string{"PAYPAL_IPN_VERIFY_URL": "http://" + addr + "/cgi-bin/webscr"})
	_, adminToken := s.adminToken(t)
	admin := s.gql.WithToken(adminToken)
	shop := &shopDB{c: s.client}
	s.client.PaymentSetting.Update().SetPaypalEmail("shop@site.test").ExecX(sys)
	pkg := s.client.PricingPackage.Query().FirstX(sys)
	shop.o = s.client.Order.Create().SetCustomerName("Kim").SetCustomerAddress("1 Road").SetCustomerCountry("NZ").
		SetCustomerEmail("kim@site.test").SetPackageName(string(pkg.PackageName)).SetPrice(pkg.PackagePrice).SetPackage(pkg).SaveX(sys)
	raw := url.Values{"payment_status": {"Completed"}, "txn_id": {"JOBS-1"}, "receiver_email": {"shop@site.test"},
		"mc_gross": {pkg.PackagePrice.String()}, "mc_currency": {"USD"}, "custom": {strconv.Itoa(shop.o.ID)}}.Encode()
	req := httptest.NewRequest("POST", "/api/paypal/ipn", strings.NewReader(raw))
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req)
	if w.Code != 200 {
		t.Fatalf("notice answered %d", w.Code)
	}
	retrying := waitForJob(t, admin, []string{"retryable"}, func(j job) bool { return j.Kind == "paypal_notice" && j.Attempt >= 3 },
		"a retrying notice job after three attempts")
	if !strings.Contains(retrying.LastError, "refused") {
		t.Fatalf("last error %q does not say why", retrying.LastError)
	}
	var check struct {
		PaymentCheck struct{ WaitingNotices []struct{ TxnID string } }
	}
	// PayPal is back; the admin does not wait for the next attempt (8 s or more away).
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: &paypalStandIn{called: make(chan struct{}, 1), answer: verified}}
	go func() { _ = hs.Serve(l) }()
	t.Cleanup(func() { _ = hs.Close() })
	var retried struct{ RetryJob job }
	admin.Must(t, `mutation($id: ID!) { retryJob(id: $id) { id state } }`, map[string]any{"id": retrying.ID}, &retried)
	if retried.RetryJob.State != "available" {
		t.Fatalf("retried job is %s", retried.RetryJob.State)
	}
	took := shop.waitPaid(t, 5*time.Second)
	t.Logf("retried by an admin: Paid %s later", took.Round(10*time.Millisecond))

	// The payments check lists what needs a look: here an order marked Paid by hand.
	other := s.client.Order.Create().SetCustomerName("Lee").SetCustomerAddress("2 Road").SetCustomerCountry("NZ").
		SetCustomerEmail("lee@site.test").SetPackageName(string(pkg.PackageName)).SetPrice(pkg.PackagePrice).SetPackage(pkg).SaveX(sys)
	admin.Must(t, `mutation($id: ID!) { setPaymentStatus(id: $id, status: Paid, reason: "paid by bank transfer") { id } }`,
		map[string]any{"id": other.ID}, nil)
	var paid struct {
		PaymentCheck struct{ PaidWithoutPayment []struct{ ID string } }
	}
	admin.Must(t, `{ paymentCheck { paidWithoutPayment { id } } }`, nil, &paid)
	if got := paid.PaymentCheck.PaidWithoutPayment; len(got) != 1 || got[0].ID != strconv.Itoa(other.ID) {
		t.Fatalf("paid without a payment: %+v (want only order %d)", got, other.ID)
	}
	admin.Must(t, `{ paymentCheck { waitingNotices { txnID } } }`, nil, &check)
	if len(check.PaymentCheck.WaitingNotices) != 0 {
		t.Fatalf("waiting notices after payment: %+v", check.PaymentCheck.WaitingNotices)
	}
}

// lockedBuffer is the process's log: written by exec's copying goroutine while a test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
