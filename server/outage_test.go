package server_test

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
)

// cluster is a throwaway PostgreSQL server of the test's own, to stop and start.
type cluster struct {
	t         *testing.T
	bin, data string
	port      string
}

func newCluster(t *testing.T) *cluster {
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/pg_ctl")
	if len(bins) == 0 {
		t.Fatal("PostgreSQL's server programs (pg_ctl, initdb) are needed for the outage test: install Debian's postgresql package")
	}
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	_, port, _ := net.SplitHostPort(l.Addr().String())
	l.Close()
	dir, err := os.MkdirTemp("", "seo-outage-")
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{t: t, bin: filepath.Dir(bins[0]), data: filepath.Join(dir, "data"), port: port}
	t.Cleanup(func() { c.run("pg_ctl", "-D", c.data, "-m", "immediate", "stop"); os.RemoveAll(dir) })
	_ = os.Chmod(dir, 0o777)
	c.run("initdb", "-D", c.data, "-A", "trust", "-U", "seo")
	c.start()
	return c
}

// run runs a PostgreSQL program, as the postgres user when the test runs as root
// (PostgreSQL refuses to run as root).
func (c *cluster) run(prog string, args ...string) string {
	cmd := exec.Command(filepath.Join(c.bin, prog), args...)
	if os.Geteuid() == 0 {
		cmd = exec.Command("runuser", append([]string{"-u", "postgres", "--", filepath.Join(c.bin, prog)}, args...)...)
	}
	out, err := cmd.CombinedOutput()
	if err != nil && prog != "pg_ctl" {
		c.t.Fatalf("%s: %v\n%s", prog, err, out)
	}
	return string(out)
}

func (c *cluster) start() {
	c.run("pg_ctl", "-D", c.data, "-w", "-l", c.data+"/../log", "-o", fmt.Sprintf("-p %s -k /tmp -c listen_addresses=127.0.0.1", c.port), "start")
}

func (c *cluster) stop() { c.run("pg_ctl", "-D", c.data, "-w", "-m", "fast", "stop") }

// TestDatabaseOutageAndRecovery: with the database down, /readyz fails and requests
// answer 503 with a clear error; when it returns, the same server recovers.
func TestDatabaseOutageAndRecovery(t *testing.T) {
	pg := newCluster(t)
	s := newSite(t, map[string]string{"DATABASE_URL": fmt.Sprintf("postgres://seo@127.0.0.1:%s/postgres?sslmode=disable", pg.port)})
	defer s.srv.Close()
	if w := s.get(t, "/api/banner"); w.Code != 200 {
		t.Fatalf("before: %d", w.Code)
	}
	pg.stop()
	if w := s.get(t, "/readyz"); w.Code != 503 {
		t.Errorf("/readyz with the database down: %d", w.Code)
	}
	for _, path := range []string{"/api/banner", "/api/testimonials"} {
		w := s.get(t, path)
		if w.Code != 503 || !strings.Contains(w.Body.String(), "UNAVAILABLE") {
			t.Errorf("%s with the database down: %d %s", path, w.Code, w.Body.String())
		}
	}
	r := s.gql.Do(t, `{ banners(first: 1) { totalCount } }`, nil)
	if r.Code() != "UNAVAILABLE" {
		t.Errorf("GraphQL with the database down: %s", r.Body)
	}
	if w := s.get(t, "/healthz"); w.Code != 200 {
		t.Errorf("/healthz (the process is up): %d", w.Code)
	}
	pg.start()
	deadline := time.Now().Add(15 * time.Second)
	for s.get(t, "/readyz").Code != 200 || s.get(t, "/api/banner").Code != 200 {
		if time.Now().After(deadline) {
			t.Fatalf("no recovery: %s", s.get(t, "/api/banner").Body.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	token := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "back"), "secret-123")
	if v := s.viewer(t, token); v.Email == nil {
		t.Fatal("signed-in requests do not work after recovery")
	}
}
