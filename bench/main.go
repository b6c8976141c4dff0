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
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/lib/pq"

	"seoagency"
	"seoagency/ssr"
	"seoagency/testdb"
)

var (
	duration    = flag.Duration("duration", 10*time.Second, "how long each scenario runs")
	concurrency = flag.Int("concurrency", 32, "concurrent clients")
	serverBin   = flag.String("server", "bin/server", "the server binary")
	load        = flag.Duration("load", 0, "instead of the scenarios, run the mixed load test for this long (e.g. 60s)")
	adHocOnly   = flag.Bool("adhoc", false, "run only the scenarios of the uncached ad-hoc public query (2, 9, 10, 12) and their ratios")
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

	adminEmail, customerEmail := "bench-admin@seo-agency.test", "bench-customer@seo-agency.test"
	srv, err := startServer(dbURL, adminEmail)
	if err != nil {
		return err
	}
	defer srv.stop()
	base := srv.base
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

	publicQuery, err := publicListsQuery(base)
	if err != nil {
		return err
	}
	fmt.Printf("bench: %d orders, %d subscribers, %d messages; concurrency %d, %s per scenario; home query %s (%s)\n\n",
		count(db, "orders"), count(db, "subscribers"), count(db, "messages"), *concurrency, *duration, homeName, homeID)
	fmt.Printf("%-58s %10s %9s %9s %7s %9s %9s %9s\n", "scenario (PostgreSQL unless said)", "loads/s", "p50 ms", "p99 ms", "errors", "peak MiB", "SQL/load", "CPU ms/load")
	if *adHocOnly {
		s2 := srv.measure("2. home page: 14 REST calls", restFanOut(base, rest))
		uncached := srv.measure("9. 16 public lists, one ad-hoc query, uncached", adHoc(base, publicQuery, true))
		lite, err := startSQLiteServer(adminEmail)
		if err != nil {
			return err
		}
		defer lite.stop()
		liteRest := lite.measure("10. SQLite: home page, 14 REST calls", restFanOut(lite.base, rest))
		liteUncached := lite.measure("12. SQLite: 16 public lists, one ad-hoc query, uncached", adHoc(lite.base, publicQuery, true))
		fmt.Printf("\nuncached ad-hoc public query vs 14 REST calls: PostgreSQL %.2f× (target ≥ 2×), SQLite %.2f× (target ≥ 1×)\n",
			uncached/s2, liteUncached/liteRest)
		return nil
	}
	s1 := srv.measure("1. home page: one persisted GraphQL query", func(c *http.Client) error {
		return post(c, base+"/graphql", `{"id":"`+homeID+`","variables":{}}`, "")
	})
	s2 := srv.measure("2. home page: 14 REST calls", restFanOut(base, rest))
	srv.measure("3. admin dashboard (10,000 orders)", func(c *http.Client) error {
		return post(c, base+"/graphql", dashboard, adminToken)
	})
	srv.measure("4. customer's My Orders", func(c *http.Client) error {
		return post(c, base+"/graphql", myOrders, customerToken)
	})
	asset, err := painted(base + "/")
	if err != nil {
		return err
	}
	floor := srv.measure("5. floor: /favicon.svg, uncompressed", func(c *http.Client) error {
		return fetch(c, base+"/favicon.svg", "")
	})
	page := srv.measure("6. painted home page, gzip, br", func(c *http.Client) error {
		return fetch(c, base+"/", "gzip, br")
	})
	css := srv.measure("7. hashed asset "+asset+", gzip, br", func(c *http.Client) error {
		return fetch(c, base+asset, "gzip, br")
	})
	cached := srv.measure("8. 16 public lists, one ad-hoc query, cached", adHoc(base, publicQuery, false))
	uncached := srv.measure("9. 16 public lists, one ad-hoc query, uncached", adHoc(base, publicQuery, true))

	// The same server's data on the embedded default: a second server on an SQLite file.
	lite, err := startSQLiteServer(adminEmail)
	if err != nil {
		return err
	}
	liteRest := lite.measure("10. SQLite: home page, 14 REST calls", restFanOut(lite.base, rest))
	liteCached := lite.measure("11. SQLite: 16 public lists, one ad-hoc query, cached", adHoc(lite.base, publicQuery, false))
	liteUncached := lite.measure("12. SQLite: 16 public lists, one ad-hoc query, uncached", adHoc(lite.base, publicQuery, true))
	lite.stop()

	// A second replica on the same PostgreSQL database: an edit made through the first is
	// painted on both while visitors keep asking for pages on both.
	replica, err := startServer(dbURL, adminEmail)
	if err != nil {
		return err
	}
	defer replica.stop()
	rp, err := repaint(srv, replica, adminToken)
	if err != nil {
		return err
	}

	fmt.Printf("\nhome page loads/s, one GraphQL query vs 14 REST calls: %.1f× (target ≥ 5×)\n", s1/s2)
	fmt.Printf("painted home page vs the floor: %.2f× (target ≥ 0.5×); vs 14 REST calls: %.1f× (target ≥ 20×)\n", page/floor, page/s2)
	fmt.Printf("hashed asset vs the floor: %.2f× (target ≥ 0.5×)\n", css/floor)
	fmt.Printf("ad-hoc public query vs 14 REST calls, PostgreSQL: cached %.1f× (target ≥ 10×), uncached %.2f× (target ≥ 2×)\n", cached/s2, uncached/s2)
	fmt.Printf("ad-hoc public query vs 14 REST calls, SQLite: cached %.1f× (target ≥ 10×), uncached %.2f× (target ≥ 1×)\n", liteCached/liteRest, liteUncached/liteRest)
	fmt.Printf("after an edit on replica 1, all %d public pages painted: replica 1 in %d ms, replica 2 in %d ms (target ≤ 1,000 ms)\n",
		len(publicPages), rp.first.Milliseconds(), rp.second.Milliseconds())
	fmt.Printf("paint passes since the edit, as the servers log them: replica 1: %s; replica 2: %s\n", paints(srv, rp.logFrom[0]), paints(replica, rp.logFrom[1]))
	fmt.Printf("pages asked meanwhile on both replicas (%d a second): %d, p99 %.2f ms, slowest %.2f ms, errors %d (target p99 ≤ 20 ms)\n",
		repaintRate, rp.requests, rp.p99, rp.max, rp.errors)
	fmt.Printf("server peak RSS: %.1f MiB, replica 2 %.1f MiB, SQLite server %.1f MiB (target ≤ 150 MiB, a full re-paint included)\n",
		peakMiB(srv.pid), peakMiB(replica.pid), lite.peak)
	file, anon := statusMiB(srv.pid, "RssFile"), statusMiB(srv.pid, "RssAnon")
	fmt.Printf("the server's RSS now: %.1f MiB of the binary's own pages (file-backed), %.1f MiB of memory of its own (anonymous)\n", file, anon)
	fmt.Printf("its page renderer (Node.js, a process of its own, heap limit %d MiB): peak RSS %.1f MiB, replica 2's %.1f MiB\n",
		ssr.MaxHeapMiB, peakMiB(renderer(srv.pid)), peakMiB(renderer(replica.pid)))
	return nil
}

// server is one server process of the bench.
type server struct {
	base string
	pid  int
	cmd  *exec.Cmd
	logs *logBuffer
	peak float64 // VmHWM when it stopped
	dir  string  // its SQLite file and media, removed when it stops; "" for PostgreSQL
}

// logBuffer keeps a server's log; the process writes it while the bench reads it.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// startServer runs the server binary on databaseURL and waits until it is ready (its
// public pages painted).
func startServer(databaseURL, adminEmail string, env ...string) (*server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	base := "http://127.0.0.1:" + port
	cmd := exec.Command(*serverBin)
	cmd.Env = append(append(os.Environ(), "ADDR=127.0.0.1:"+port, "DATABASE_URL="+databaseURL, "ADMIN_EMAILS="+adminEmail,
		"APP_ENV=development", "PUBLIC_URL="+base, "TRUST_PROXY_HEADERS=true",
		"SECOND_FACTOR=off"), env...) // the benchmark's admin acts without a second factor
	logs := &logBuffer{}
	cmd.Stderr = logs
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s (build it with `make server`): %w", *serverBin, err)
	}
	s := &server{base: base, pid: cmd.Process.Pid, cmd: cmd, logs: logs}
	if err := waitReady(base); err != nil {
		s.stop()
		return nil, fmt.Errorf("%w\n%s", err, logs.String())
	}
	return s, nil
}

// startSQLiteServer runs the server on an SQLite file of its own, the embedded default.
func startSQLiteServer(adminEmail string) (*server, error) {
	dir, err := os.MkdirTemp("", "seo-bench-")
	if err != nil {
		return nil, err
	}
	s, err := startServer("sqlite://"+dir+"/bench.db", adminEmail, "MEDIA_STORE="+dir+"/media")
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s.dir = dir
	return s, nil
}

func (s *server) stop() {
	if s.cmd.ProcessState != nil {
		return
	}
	s.peak = peakMiB(s.pid)
	_ = s.cmd.Process.Signal(os.Interrupt)
	_ = s.cmd.Wait()
	if s.dir != "" {
		_ = os.RemoveAll(s.dir)
	}
}

// paintLine is the server's log line after a paint pass.
var paintLine = regexp.MustCompile(`"msg":"public pages painted","pages":(\d+),"all":(\w+),"ms":(\d+),"renderMs":(\d+),"compressMs":(\d+)`)

// paints is what the server's log says of its paint passes since offset.
func paints(s *server, offset int) string {
	var out []string
	for _, m := range paintLine.FindAllStringSubmatch(s.logs.String()[offset:], -1) {
		out = append(out, fmt.Sprintf("%s pages in %s ms (rendering %s ms, compressing %s ms; all painted: %s)", m[1], m[3], m[4], m[5], m[2]))
	}
	if len(out) == 0 {
		return "none in its log"
	}
	return strings.Join(out, ", then ")
}

func (s *server) measure(name string, fn func(*http.Client) error) float64 {
	return measure(s.base, s.pid, name, fn)
}

func restFanOut(base string, paths []string) func(*http.Client) error {
	return func(c *http.Client) error {
		for _, p := range paths {
			if err := get(c, base+p); err != nil {
				return err
			}
		}
		return nil
	}
}

// publicLists are the 16 public lists a home page shows (the 14 REST calls' data, the
// pricing packages and the steps).
var publicLists = []string{"banners", "abouts", "serviceHeadings", "serviceItems", "counters", "videoSections",
	"teamMembers", "testimonials", "callToActions", "logos", "footerAbouts", "footerAddresses", "footerSocials",
	"copyrights", "pricingPackages", "steps"}

// publicListsQuery writes one query for every scalar field of the 16 public lists, as an
// integrator would, from the schema the server describes (introspection: development).
func publicListsQuery(base string) (string, error) {
	body := `{"query":"{ __schema { types { name fields { name type { kind name ofType { kind name ofType { kind name } } } } } } }"}`
	resp, err := http.Post(base+"/graphql", "application/json", strings.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	type typeRef struct {
		Kind, Name string
		OfType     *typeRef
	}
	var out struct {
		Data struct {
			Schema struct {
				Types []struct {
					Name   string
					Fields []struct {
						Name string
						Type typeRef
					}
				}
			} `json:"__schema"`
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return "", fmt.Errorf("introspection: %w", err)
	}
	types := map[string][]string{} // type → its scalar and enum fields
	nodeOf := map[string]string{}  // Query field → its connection's node type
	for _, t := range out.Data.Schema.Types {
		for _, f := range t.Fields {
			ref := f.Type
			for ref.OfType != nil && (ref.Kind == "NON_NULL" || ref.Kind == "LIST") {
				ref = *ref.OfType
			}
			if ref.Kind == "SCALAR" || ref.Kind == "ENUM" {
				types[t.Name] = append(types[t.Name], f.Name)
			}
			if t.Name == "Query" {
				nodeOf[f.Name] = strings.TrimSuffix(ref.Name, "Connection")
			}
		}
	}
	var q strings.Builder
	q.WriteString("query PublicLists {")
	for _, list := range publicLists {
		fields := types[nodeOf[list]]
		if len(fields) == 0 {
			return "", fmt.Errorf("the schema has no public list %s", list)
		}
		fmt.Fprintf(&q, " %s(first: 100) { edges { node { %s } } }", list, strings.Join(fields, " "))
	}
	q.WriteString(" }")
	return q.String(), nil
}

// adHoc sends the public lists' query as text, as an integrator does. Uncached, each
// request names its first list differently (an alias): a new document each time, read,
// checked and run from the database.
func adHoc(base, query string, uncached bool) func(*http.Client) error {
	var n atomic.Int64
	return func(c *http.Client) error {
		q := query
		if uncached {
			q = strings.Replace(q, "{ banners(", fmt.Sprintf("{ b%d: banners(", n.Add(1)), 1)
		}
		body, _ := json.Marshal(map[string]string{"query": q})
		return post(c, base+"/graphql", string(body), "")
	}
}

// repaintRate is the pages a second visitors ask for while the pages are painted again.
const repaintRate = 1000

// publicPages are the pages an edit of the footer changes.
var publicPages = []string{"/", "/service", "/pricing", "/contact", "/support"}

type repaintResult struct {
	first, second    time.Duration // until every public page showed the edit
	requests, errors int
	p99, max         float64 // ms, of the pages asked meanwhile
	logFrom          [2]int  // where each server's log stood at the edit
}

// repaint edits the footer (shown on every public page) through replica a, and polls
// every public page on both replicas until each shows the edit, while 32 clients keep
// asking both for pages.
func repaint(a, b *server, adminToken string) (repaintResult, error) {
	var res repaintResult
	var ids struct {
		Data struct {
			FooterAbouts struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
	}
	if err := postJSON(a.base, `{"query":"{ footerAbouts(first: 1) { edges { node { id } } } }"}`, "", &ids); err != nil || len(ids.Data.FooterAbouts.Edges) == 0 {
		return res, fmt.Errorf("reading the footer's id: %v", err)
	}
	marker := fmt.Sprintf("Edited during the bench %d", time.Now().UnixNano())
	stop := make(chan struct{})
	var mu sync.Mutex
	var lat []time.Duration
	var wg sync.WaitGroup
	// Visitors at a steady rate (a busy site: 1,000 pages a second in all), not as fast as
	// the machine answers: a saturated 2-core machine has no time left to paint with.
	interval := time.Duration(*concurrency) * time.Second / repaintRate
	for i := 0; i < *concurrency; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			base := []string{a.base, b.base}[i%2]
			c := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
			tick := time.NewTicker(interval)
			defer tick.Stop()
			for n := 0; ; n++ {
				select {
				case <-stop:
					return
				case <-tick.C:
				}
				t := time.Now()
				err := fetch(c, base+publicPages[n%len(publicPages)], "gzip, br")
				d := time.Since(t)
				mu.Lock()
				lat = append(lat, d)
				if err != nil {
					res.errors++
				}
				mu.Unlock()
			}
		}(i)
	}
	time.Sleep(time.Second) // under load before the edit
	mutation, _ := json.Marshal(map[string]any{
		"query":     "mutation($id: ID!, $text: String!) { updateFooterAbout(id: $id, input: {aboutFooterDetails: $text}) { id } }",
		"variables": map[string]string{"id": ids.Data.FooterAbouts.Edges[0].Node.ID, "text": marker},
	})
	res.logFrom = [2]int{len(a.logs.String()), len(b.logs.String())}
	start := time.Now()
	var edited map[string]any
	if err := postJSON(a.base, string(mutation), adminToken, &edited); err != nil || edited["errors"] != nil {
		close(stop)
		wg.Wait()
		return res, fmt.Errorf("the edit failed: %v %v", err, edited["errors"])
	}
	var err error
	var pw sync.WaitGroup
	for i, s := range []*server{a, b} {
		pw.Add(1)
		go func() {
			defer pw.Done()
			d, e := untilPainted(s.base, marker, start)
			mu.Lock()
			defer mu.Unlock()
			if e != nil {
				err = e
			}
			if i == 0 {
				res.first = d
			} else {
				res.second = d
			}
		}()
	}
	pw.Wait()
	time.Sleep(500 * time.Millisecond) // and after it
	close(stop)
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	res.requests = len(lat)
	if len(lat) > 0 {
		res.p99 = float64(lat[int(0.99*float64(len(lat)-1))].Microseconds()) / 1000
		res.max = float64(lat[len(lat)-1].Microseconds()) / 1000
	}
	return res, err
}

// untilPainted polls the public pages of base until every one shows marker.
func untilPainted(base, marker string, since time.Time) (time.Duration, error) {
	c := &http.Client{Timeout: 5 * time.Second}
	pending := slices.Clone(publicPages)
	for time.Since(since) < 30*time.Second {
		left := pending[:0]
		for _, p := range pending {
			resp, err := c.Get(base + p)
			if err != nil {
				return 0, err
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if !bytes.Contains(b, []byte(marker)) {
				left = append(left, p)
			}
		}
		if pending = left; len(pending) == 0 {
			return time.Since(since), nil
		}
		time.Sleep(5 * time.Millisecond)
	}
	return 0, fmt.Errorf("%s: %v still without the edit after 30 s", base, pending)
}

func postJSON(base, body, token string, out any) error {
	req, _ := http.NewRequest("POST", base+"/graphql", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
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
	before, cpuBefore := statements(base), cpuTime(pid)
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
	after, cpuAfter := statements(base), cpuTime(pid)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	rate := float64(len(lat)) / duration.Seconds()
	pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	perLoad := float64(after-before) / float64(len(lat))
	cpuPerLoad := float64((cpuAfter - cpuBefore).Microseconds()) / 1000 / float64(len(lat))
	fmt.Printf("%-52s %10.1f %9.2f %9.2f %7d %9.1f %9.2f %9.2f\n", name, rate, pct(0.5), pct(0.99), errs, peakMiB(pid), perLoad, cpuPerLoad)
	return rate
}

// cpuTime is the CPU time (user and system) the process pid used so far, from
// /proc/pid/stat; 0 where that cannot be read. The server's own, not its database's.
func cpuTime(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command (field 2) is in parentheses and may hold spaces: count from after it.
	fields := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	const ticksPerSecond = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticksPerSecond
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

// renderer is the server's page renderer, its child process.
func renderer(server int) int {
	threads, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", server)) // the thread that started it
	for _, t := range threads {
		b, _ := os.ReadFile(t)
		for _, f := range strings.Fields(string(b)) {
			if pid, err := strconv.Atoi(f); err == nil {
				return pid
			}
		}
	}
	return 0
}

// peakMiB is the server's peak resident memory (VmHWM) so far.
func peakMiB(pid int) float64 { return statusMiB(pid, "VmHWM") }

// statusMiB is a memory figure of /proc/pid/status (VmHWM: the peak RSS; RssFile,
// RssAnon: the resident pages mapped from files, the binary's own, and the rest); 0
// where it cannot be read.
func statusMiB(pid int, field string) float64 {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	m := regexp.MustCompile(`(?m)^` + field + `:\s+(\d+) kB`).FindSubmatch(b)
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
