// Command bench measures the server under load, as issue 9 asks: it seeds a
// PostgreSQL database with realistic volume, starts the real server binary, and
// drives it from this separate process on loopback at a fixed concurrency for a fixed
// time per scenario. It prints requests/s, p50/p99 latency, errors, the server's
// peak memory and SQL statements per request (from the server's /metrics).
//
//	make bench    (starts the Auth emulator, builds the web app and the server, runs this)
package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/lib/pq"

	"seoagency"
	"seoagency/testdb"
)

var (
	duration    = flag.Duration("duration", 10*time.Second, "how long each scenario runs")
	concurrency = flag.Int("concurrency", 32, "concurrent clients")
	serverBin   = flag.String("server", "bin/server", "the server binary")
	load        = flag.Duration("load", 0, "instead of the scenarios, run the mixed load test for this long (e.g. 60s)")
)

func main() {
	flag.Parse()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run() error {
	emulator := os.Getenv("FIREBASE_AUTH_EMULATOR_HOST")
	if emulator == "" {
		return fmt.Errorf("FIREBASE_AUTH_EMULATOR_HOST is not set: run `make bench`")
	}
	admin, err := sql.Open("postgres", testdb.AdminURL())
	if err != nil {
		return err
	}
	defer admin.Close()
	name := fmt.Sprintf("seo_bench_%d", time.Now().UnixNano())
	if _, err := admin.Exec("CREATE DATABASE " + name); err != nil {
		return fmt.Errorf("PostgreSQL at %s: %w", testdb.AdminURL(), err)
	}
	defer admin.Exec("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)")
	dbURL := strings.Replace(testdb.AdminURL(), "/postgres?", "/"+name+"?", 1)

	port, err := freePort()
	if err != nil {
		return err
	}
	base := "http://127.0.0.1:" + port
	adminEmail, customerEmail := "bench-admin@seo-agency.test", "bench-customer@seo-agency.test"
	cmd := exec.Command(*serverBin)
	cmd.Env = append(os.Environ(), "ADDR=127.0.0.1:"+port, "DATABASE_URL="+dbURL, "ADMIN_EMAILS="+adminEmail,
		"APP_ENV=development", "PUBLIC_URL="+base, "TRUST_PROXY_HEADERS=true")
	var logs bytes.Buffer
	cmd.Stderr = &logs
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting %s (build it with `make server`): %w", *serverBin, err)
	}
	defer func() { _ = cmd.Process.Signal(os.Interrupt); _ = cmd.Wait() }()
	if err := waitReady(base); err != nil {
		return fmt.Errorf("%w\n%s", err, logs.String())
	}
	db, err := sql.Open("postgres", dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if err := seedVolume(db, customerEmail); err != nil {
		return fmt.Errorf("seeding volume: %w", err)
	}
	adminToken, err := token(emulator, adminEmail)
	if err != nil {
		return err
	}
	customerToken, err := token(emulator, customerEmail)
	if err != nil {
		return err
	}

	if *load > 0 {
		return loadTest(base, db, customerToken)
	}
	homeID, homeName := homeQuery()
	rest := []string{"/api/banner", "/api/about", "/api/service", "/api/service-items", "/api/counters", "/api/videos",
		"/api/videos-items", "/api/testimonials", "/api/actions", "/api/logo", "/api/footer-about", "/api/footer-address",
		"/api/footer-social", "/api/copyrights"}
	dashboard := `{"query":"query AdminDashboard { totalSales orders(first: 5) { totalCount edges { node { id orderDateText customerName packageName price orderStatus paymentStatus } } } subscribers(first: 5) { totalCount edges { node { id email createdAt } } } }"}`
	myOrders := `{"query":"query MyOrders { viewer { totalSpent } orders(first: 5) { totalCount edges { node { id orderDateText customerName orderStatus paymentStatus } } } }"}`

	fmt.Printf("bench: %d orders, %d subscribers, %d messages; concurrency %d, %s per scenario; home query %s (%s)\n\n",
		count(db, "orders"), count(db, "subscribers"), count(db, "messages"), *concurrency, *duration, homeName, homeID)
	fmt.Printf("%-52s %10s %9s %9s %7s %9s %9s\n", "scenario", "loads/s", "p50 ms", "p99 ms", "errors", "peak MiB", "SQL/load")
	pid := cmd.Process.Pid
	s1 := measure(base, pid, "1. home page: one persisted GraphQL query", func(c *http.Client) error {
		return post(c, base+"/graphql", `{"id":"`+homeID+`","variables":{}}`, "")
	})
	s2 := measure(base, pid, "2. home page: 14 REST calls", func(c *http.Client) error {
		for _, p := range rest {
			if err := get(c, base+p); err != nil {
				return err
			}
		}
		return nil
	})
	measure(base, pid, "3. admin dashboard (10,000 orders)", func(c *http.Client) error {
		return post(c, base+"/graphql", dashboard, adminToken)
	})
	measure(base, pid, "4. customer's My Orders", func(c *http.Client) error {
		return post(c, base+"/graphql", myOrders, customerToken)
	})
	asset, err := painted(base + "/")
	if err != nil {
		return err
	}
	floor := measure(base, pid, "5. floor: /favicon.svg, uncompressed", func(c *http.Client) error {
		return fetch(c, base+"/favicon.svg", "")
	})
	page := measure(base, pid, "6. painted home page, gzip, br", func(c *http.Client) error {
		return fetch(c, base+"/", "gzip, br")
	})
	css := measure(base, pid, "7. hashed asset "+asset+", gzip, br", func(c *http.Client) error {
		return fetch(c, base+asset, "gzip, br")
	})
	fmt.Printf("\nhome page loads/s, one GraphQL query vs 14 REST calls: %.1f× (target ≥ 5×)\n", s1/s2)
	fmt.Printf("painted home page vs the floor: %.2f× (target ≥ 0.5×); vs 14 REST calls: %.1f× (target ≥ 20×)\n", page/floor, page/s2)
	fmt.Printf("hashed asset vs the floor: %.2f× (target ≥ 0.5×)\n", css/floor)
	return nil
}

// assetRef is a hashed stylesheet the shell links to.
var assetRef = regexp.MustCompile(`href="(/assets/[^"]+\.css)"`)

// painted checks that the server sends the page with its markup, as a visitor gets it,
// and returns the path of a hashed asset the page links to.
func painted(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if !bytes.Contains(b, []byte(`id="relay-data"`)) {
		return "", fmt.Errorf("%s came without its markup: is the web app built (web/dist/.server/render.js)? See the server's log", url)
	}
	m := assetRef.FindSubmatch(b)
	if m == nil {
		return "", fmt.Errorf("%s links to no hashed stylesheet under /assets/", url)
	}
	return string(m[1]), nil
}

// measure runs fn from concurrency clients for duration and prints one line.
func measure(base string, pid int, name string, fn func(*http.Client) error) float64 {
	before := statements(base)
	var mu sync.Mutex
	var lat []time.Duration
	errs := 0
	deadline := time.Now().Add(*duration)
	var wg sync.WaitGroup
	for i := 0; i < *concurrency; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
			for time.Now().Before(deadline) {
				t := time.Now()
				err := fn(c)
				d := time.Since(t)
				mu.Lock()
				lat = append(lat, d)
				if err != nil {
					errs++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	after := statements(base)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	rate := float64(len(lat)) / duration.Seconds()
	pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	perLoad := float64(after-before) / float64(len(lat))
	fmt.Printf("%-52s %10.1f %9.2f %9.2f %7d %9.1f %9.2f\n", name, rate, pct(0.5), pct(0.99), errs, peakMiB(pid), perLoad)
	return rate
}

func post(c *http.Client, url, body, token string) error {
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Encoding", "gzip")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	return do(c, req)
}

func get(c *http.Client, url string) error { return fetch(c, url, "gzip") }

// fetch GETs url asking for the encodings a browser names (none: "identity").
func fetch(c *http.Client, url, acceptEncoding string) error {
	req, _ := http.NewRequest("GET", url, nil)
	if acceptEncoding == "" {
		acceptEncoding = "identity"
	}
	req.Header.Set("Accept-Encoding", acceptEncoding)
	return do(c, req)
}

func do(c *http.Client, req *http.Request) error {
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		return fmt.Errorf("%s: %d", req.URL.Path, resp.StatusCode)
	}
	if resp.Header.Get("Content-Encoding") == "" && bytes.Contains(b, []byte(`"errors"`)) {
		return fmt.Errorf("%s: %s", req.URL.Path, b)
	}
	return nil
}

// homeQuery finds the web app's home page query among the persisted ones.
func homeQuery() (id, name string) {
	var m map[string]string
	_ = json.Unmarshal(seoagency.PersistedQueries, &m)
	re := regexp.MustCompile(`^query (Home\w*)`)
	for k, v := range m {
		if mm := re.FindStringSubmatch(v); mm != nil {
			return k, mm[1]
		}
	}
	return "", "none (the web app has no Home query yet)"
}

// statementsLine is the counter in Prometheus' text format, which may print a float ("1.5e+06").
var statementsLine = regexp.MustCompile(`(?m)^seo_sql_statements_total (\S+)`)

func statements(base string) int64 {
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	m := statementsLine.FindSubmatch(b)
	if m == nil {
		return 0
	}
	n, _ := strconv.ParseFloat(string(m[1]), 64)
	return int64(n)
}

// peakMiB is the server's peak resident memory (VmHWM) so far.
func peakMiB(pid int) float64 {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	m := regexp.MustCompile(`VmHWM:\s+(\d+) kB`).FindSubmatch(b)
	if m == nil {
		return 0
	}
	kb, _ := strconv.ParseFloat(string(m[1]), 64)
	return kb / 1024
}

func seedVolume(db *sql.DB, customer string) error {
	stmts := []string{
		`INSERT INTO orders (created_at, updated_at, order_date, customer_name, customer_email, customer_address, customer_country, package_name, price, order_status, payment_status)
		 SELECT now() - g * interval '1 minute', now(), now() - g * interval '1 minute', 'Customer ' || g,
		        CASE WHEN g % 200 = 0 THEN '` + customer + `' ELSE 'buyer' || g || '@example.com' END,
		        g || ' Main Street', 'USA', (ARRAY['Basic','Standard','Premium'])[1 + g % 3],
		        (ARRAY[4900, 9900, 19900])[1 + g % 3], CASE WHEN g % 4 = 0 THEN 'Delivered' ELSE 'Pending' END,
		        (ARRAY['UnPaid','Paid','Paid','Cancelled'])[1 + g % 4]
		 FROM generate_series(1, 10000) g`,
		`INSERT INTO subscribers (created_at, updated_at, email) SELECT now() - g * interval '1 minute', now(), 'reader' || g || '@example.com' FROM generate_series(1, 5000) g`,
		`INSERT INTO messages (created_at, updated_at, full_name, phone_number, email_address, website, subject, message, message_status)
		 SELECT now() - g * interval '1 minute', now(), 'Visitor ' || g, '555-0100', 'v' || g || '@example.com', 'https://example.com', 'Question ' || g,
		        'Hello, I would like to know more about your services.', CASE WHEN g % 2 = 0 THEN 'Read' ELSE 'UnRead' END
		 FROM generate_series(1, 2000) g`,
		`ANALYZE`,
	}
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			return err
		}
	}
	return nil
}

func count(db *sql.DB, table string) int {
	var n int
	_ = db.QueryRow("SELECT count(*) FROM " + table).Scan(&n)
	return n
}

// token signs a verified account up on the Auth emulator and returns its ID token.
func token(emulator, email string) (string, error) {
	call := func(method, token string, body map[string]any) (map[string]any, error) {
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", "http://"+emulator+"/identitytoolkit.googleapis.com/v1/"+method+"?key=bench", bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return nil, fmt.Errorf("the Auth emulator at %s: %w", emulator, err)
		}
		defer resp.Body.Close()
		var out map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&out)
		if resp.StatusCode != 200 {
			return nil, fmt.Errorf("the Auth emulator (%s): %v", method, out)
		}
		return out, nil
	}
	creds := map[string]any{"email": email, "password": "bench-secret-1", "returnSecureToken": true}
	out, err := call("accounts:signInWithPassword", "", creds)
	if err != nil {
		if out, err = call("accounts:signUp", "", creds); err != nil {
			return "", err
		}
	}
	if _, err := call("accounts:update", "owner", map[string]any{"localId": out["localId"], "emailVerified": true}); err != nil {
		return "", err
	}
	out, err = call("accounts:signInWithPassword", "", creds)
	if err != nil {
		return "", err
	}
	return out["idToken"].(string), nil
}

func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	return port, nil
}

func waitReady(base string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for ctx.Err() == nil {
		if resp, err := http.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return nil
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	return fmt.Errorf("the server did not become ready in 60 s")
}

// loadTest mixes public reads, newsletter sign-ups and orders from 64 simulated client
// addresses (X-Forwarded-For) at the server's configured limits, then checks that
// every write the server accepted is in the database.
func loadTest(base string, db *sql.DB, customerToken string) error {
	var pkg int64
	if err := db.QueryRow("SELECT id FROM pricing_packages ORDER BY id LIMIT 1").Scan(&pkg); err != nil {
		return err
	}
	var mu sync.Mutex
	status := map[int]int{}
	var emails []string
	var orderIDs []string
	deadline := time.Now().Add(*load)
	var wg sync.WaitGroup
	for i := 0; i < *concurrency; i++ {
		wg.Add(1)
		go func(worker int) {
			defer wg.Done()
			c := &http.Client{Timeout: 10 * time.Second}
			for n := 0; time.Now().Before(deadline); n++ {
				ip := fmt.Sprintf("198.51.100.%d", (worker*7+n)%64+1)
				var req *http.Request
				var email string
				switch n % 10 {
				case 0, 1, 2:
					email = fmt.Sprintf("load-%d-%d@example.com", worker, n)
					req, _ = http.NewRequest("POST", base+"/api/add-subscriber", strings.NewReader(`{"email":"`+email+`"}`))
				case 3:
					req, _ = http.NewRequest("POST", base+"/graphql", strings.NewReader(`{"query":"mutation { createOrder(input: {packageId: \"`+strconv.FormatInt(pkg, 10)+`\", customerName: \"Load\", customerAddress: \"1 Test St\", customerCountry: \"USA\"}) { id } }"}`))
					req.Header.Set("Authorization", "Bearer "+customerToken)
				default:
					req, _ = http.NewRequest("GET", base+"/api/testimonials", nil)
				}
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", ip)
				resp, err := c.Do(req)
				code := 0
				var body []byte
				if err == nil {
					body, _ = io.ReadAll(resp.Body)
					resp.Body.Close()
					code = resp.StatusCode
				}
				mu.Lock()
				status[code]++
				if code == 200 && email != "" {
					emails = append(emails, email)
				}
				if code == 200 && n%10 == 3 {
					var out struct {
						Data struct{ CreateOrder struct{ ID string } }
					}
					if json.Unmarshal(body, &out) == nil && out.Data.CreateOrder.ID != "" {
						orderIDs = append(orderIDs, out.Data.CreateOrder.ID)
					}
				}
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	lost := 0
	for _, e := range emails {
		var n int
		_ = db.QueryRow("SELECT count(*) FROM subscribers WHERE email = $1", e).Scan(&n)
		if n != 1 {
			lost++
		}
	}
	for _, id := range orderIDs {
		var n int
		_ = db.QueryRow("SELECT count(*) FROM orders WHERE id = $1", id).Scan(&n)
		if n != 1 {
			lost++
		}
	}
	fivexx, total := 0, 0
	for code, n := range status {
		total += n
		if code >= 500 || code == 0 {
			fivexx += n
		}
	}
	fmt.Printf("load test: %s, %d requests from 64 addresses; status counts %v\n", *load, total, status)
	fmt.Printf("accepted writes: %d sign-ups, %d orders; lost: %d; 5xx or failed: %d; 429: %d\n",
		len(emails), len(orderIDs), lost, fivexx, status[429])
	if lost > 0 || fivexx > 0 {
		return fmt.Errorf("the load test failed: %d lost writes, %d 5xx", lost, fivexx)
	}
	return nil
}
