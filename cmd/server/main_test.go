package main

import (
	"bufio"
	"database/sql"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"context"
	"seoagency/config"
	"strings"
	"testing"

	"seoagency/admins"
	"seoagency/queue"
	"seoagency/store"
	"seoagency/testdb"
)

func TestAdminAddCommand(t *testing.T) {
	path := testdb.SQLite(t)
	t.Setenv("DATABASE_URL", path)
	if err := run([]string{"admin", "add", "Boss@Example.com"}); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"admin", "add", "boss@example.com"}); err != nil {
		t.Fatalf("adding again: %v", err)
	}
	c, db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if ok, _ := admins.IsAdmin(context.Background(), c, "BOSS@example.com"); !ok {
		t.Fatal("not an admin after `server admin add`")
	}
	if err := run([]string{"admin", "add", "not-an-email"}); err == nil || !strings.Contains(err.Error(), "not an e-mail") {
		t.Fatalf("bad e-mail: %v", err)
	}
	if err := run([]string{"frobnicate"}); err == nil || !strings.Contains(err.Error(), "usage") {
		t.Fatalf("unknown command: %v", err)
	}
}

func TestMigrateCommandAndProductionCheck(t *testing.T) {
	url := testdb.Postgres(t)
	for name, value := range map[string]string{
		"DATABASE_URL": url, "APP_ENV": "production",
		"FIREBASE_PROJECT_ID": "seo-prod", "FIREBASE_API_KEY": "AIza-test-key", "FIREBASE_AUTH_DOMAIN": "seo-prod.firebaseapp.com",
		"FIREBASE_AUTH_EMULATOR_HOST": "",
		"SMTP_URL":                    "smtp://127.0.0.1:1", "MAIL_FROM": "Shop <shop@example.com>", "LINK_SECRET": strings.Repeat("k", 32),
	} {
		t.Setenv(name, value)
	}
	if err := run([]string{"serve"}); err == nil || !strings.Contains(err.Error(), "server migrate") {
		t.Fatalf("serving an unmigrated production database: %v", err)
	}
	// The data's migrations alone are not enough: the job queue's tables must be there too.
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := store.MigrateVersioned(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"serve"}); err == nil || !strings.Contains(err.Error(), "job queue") || !strings.Contains(err.Error(), "server migrate") {
		t.Fatalf("serving without the job queue's tables: %v", err)
	}
	if err := run([]string{"migrate"}); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"migrate"}); err != nil {
		t.Fatalf("migrating twice: %v", err)
	}
	if _, err := queue.Open(context.Background(), db, true, false); err != nil {
		t.Fatalf("the queue after server migrate: %v", err)
	}
}

// TestSIGTERMDrains: when the server is told to stop, a request already under way
// still gets its answer, and the process ends after it.
func TestSIGTERMDrains(t *testing.T) {
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := l.Addr().String()
	l.Close()
	t.Setenv("DATABASE_URL", testdb.SQLite(t))
	t.Setenv("ADDR", addr)
	t.Setenv("WEB_DIR", t.TempDir())
	if os.Getenv("FIREBASE_AUTH_EMULATOR_HOST") == "" {
		t.Fatal("start the Auth emulator: run the tests with `make test`")
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, cfg) }()
	var conn net.Conn
	for i := 0; i < 100; i++ {
		if conn, err = net.Dial("tcp", addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if conn == nil {
		t.Fatalf("the server did not start: %v", err)
	}
	defer conn.Close()
	time.Sleep(500 * time.Millisecond) // past migration and seed
	body := `{"email":"draining@example.com"}`
	fmt.Fprintf(conn, "POST /api/add-subscriber HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:10])
	time.Sleep(200 * time.Millisecond)
	stop() // as SIGTERM does
	time.Sleep(300 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("the server stopped with a request under way: %v", err)
	default:
	}
	fmt.Fprint(conn, body[10:])
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("in-flight request: %v %v", resp, err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("shutdown: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not stop after its last request")
	}
}
