package server_test

// The attack suite, uploads: who may upload is decided before a byte of the body is
// read, and a body that stalls or trickles gives its slot back.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"seoagency/admins"
	"seoagency/auth/authtest"
	"seoagency/media/mediatest"
	"seoagency/testdb"
)

// uploadStart is the start of an upload's multipart body, up to the first bytes of its
// file, and the boundary it uses.
func uploadStart() (start []byte, contentType string) {
	return uploadBody([]byte("\xff\xd8\xff\xe0"), false)
}

// uploadBody is an upload's multipart body with file as its photo.jpg, and its content
// type; not finished, it stops after the file's bytes, as a body still coming does.
func uploadBody(file []byte, finished bool) (body []byte, contentType string) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	ops, _ := json.Marshal(map[string]any{"query": uploadQuery, "variables": map[string]any{"file": nil}})
	_ = mw.WriteField("operations", string(ops))
	_ = mw.WriteField("map", `{"0": ["variables.file"]}`)
	pw, _ := mw.CreateFormFile("0", "photo.jpg")
	_, _ = pw.Write(file)
	if finished {
		_ = mw.Close()
	}
	return b.Bytes(), mw.FormDataContentType()
}

// rawUpload opens a connection to addr and sends an upload's headers (a body of 20 MB
// declared, or chunked) and the start of its body, and nothing more.
func rawUpload(t *testing.T, addr, token string, chunked bool) net.Conn {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	start, ctype := uploadStart()
	head := "POST /graphql HTTP/1.1\r\nHost: site.test\r\nContent-Type: " + ctype + "\r\n"
	if token != "" {
		head += "Authorization: Bearer " + token + "\r\n"
	}
	body := start
	if chunked {
		head += "Transfer-Encoding: chunked\r\n"
		body = fmt.Appendf(nil, "%x\r\n%s\r\n", len(start), start)
	} else {
		head += fmt.Sprintf("Content-Length: %d\r\n", 20<<20)
	}
	if _, err := conn.Write(append([]byte(head+"\r\n"), body...)); err != nil {
		t.Fatal(err)
	}
	return conn
}

// answer reads the response on conn, which must come within wait.
func answer(t *testing.T, conn net.Conn, wait time.Duration) (*http.Response, map[string]any, *bufio.Reader) {
	t.Helper()
	_ = conn.SetReadDeadline(time.Now().Add(wait))
	br := bufio.NewReader(conn)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("no answer within %v: %v", wait, err)
	}
	defer res.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res, out, br
}

// errorCode is the code of a GraphQL error answer's first error.
func errorCode(out map[string]any) string {
	errs, _ := out["errors"].([]any)
	if len(errs) == 0 {
		return ""
	}
	ext, _ := errs[0].(map[string]any)["extensions"].(map[string]any)
	code, _ := ext["code"].(string)
	return code
}

// closed: the server closes conn soon, without waiting for the rest of its body.
func closed(t *testing.T, br *bufio.Reader, conn net.Conn) {
	t.Helper()
	_ = conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	_, err := io.Copy(io.Discard, br)
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Errorf("the connection was kept open after the refusal (%v): the server waits for a body it will not use", err)
	}
}

func TestAttackUploads_StrangersAreRefusedBeforeTheBody(t *testing.T) {
	s := newSite(t, noLimits)
	srv := httptest.NewServer(s.h)
	t.Cleanup(srv.Close)
	addr := srv.Listener.Addr().String()
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "cust"), "secret-123")
	// An admin's e-mail whose owner never verified it is no admin.
	adminEmail := authtest.UniqueEmail(t, "admin")
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	unverified := authtest.SignUp(t, adminEmail, "secret-123")
	for _, tc := range []struct {
		name, token string
		chunked     bool
		status      int
		code        string
	}{
		{"visitor", "", false, 401, "UNAUTHENTICATED"},
		{"customer", customer, false, 403, "FORBIDDEN"},
		{"customer, chunked", customer, true, 403, "FORBIDDEN"},
		{"unverified e-mail", unverified, false, 403, "FORBIDDEN"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// 20 MB declared, a few hundred bytes sent: the answer cannot wait for the rest.
			conn := rawUpload(t, addr, tc.token, tc.chunked)
			res, out, br := answer(t, conn, 3*time.Second)
			if res.StatusCode != tc.status || errorCode(out) != tc.code {
				t.Fatalf("HTTP %d %v; want %d %s", res.StatusCode, out, tc.status, tc.code)
			}
			closed(t, br, conn)
		})
	}
}

func TestAttackUploads_StalledBodiesGiveTheirSlotsBack(t *testing.T) {
	s := newSite(t, noLimits)
	srv := httptest.NewServer(s.h)
	t.Cleanup(srv.Close)
	addr := srv.Listener.Addr().String()
	_, admin := s.adminToken(t)

	// Both slots taken: one body stops after its start, one comes a byte a second.
	stalled := rawUpload(t, addr, admin, false)
	trickle := rawUpload(t, addr, admin, true)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(time.Second):
				if _, err := trickle.Write([]byte("1\r\nx\r\n")); err != nil {
					return
				}
			}
		}
	})
	defer func() { close(stop); wg.Wait() }()
	time.Sleep(200 * time.Millisecond)

	// An admin's upload waits for a slot and gets one once they are refused.
	done := make(chan int, 1)
	go func() {
		body, ctype := uploadBody(jpegBytes(t, photo(64, 48)), true)
		req, _ := http.NewRequest("POST", srv.URL+"/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", ctype)
		req.Header.Set("Authorization", "Bearer "+admin)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- 0
			return
		}
		res.Body.Close()
		done <- res.StatusCode
	}()

	start := time.Now()
	for name, conn := range map[string]net.Conn{"stalled": stalled, "trickling": trickle} {
		res, out, br := answer(t, conn, 10*time.Second)
		if res.StatusCode != http.StatusRequestTimeout || errorCode(out) != "TIMEOUT" || !strings.Contains(fmt.Sprint(out), "too slowly") {
			t.Errorf("a %s body: HTTP %d %v; want 408 TIMEOUT", name, res.StatusCode, out)
		}
		closed(t, br, conn)
	}
	if took := time.Since(start); took > 8*time.Second {
		t.Errorf("the slow bodies held their slots %v", took)
	}
	select {
	case status := <-done:
		if status != http.StatusOK {
			t.Fatalf("the upload waiting for a slot got HTTP %d", status)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the upload waiting for a slot got none")
	}
	if n, _ := s.client.Media.Query().Count(testdb.System()); n != 1 {
		t.Fatalf("%d images in the library; want the one upload that came whole", n)
	}
}

// BenchmarkStalledUploads prints the resident memory of a real server (SERVER_BIN)
// holding 32 upload connections, each stalled after 19 MB of its body, sent by a
// customer and then by an admin, and what each connection was answered.
//
//	go build -o bin/server ./cmd/server
//	SERVER_BIN=$PWD/bin/server go test ./server -run '^$' -bench StalledUploads -benchtime 1x
func BenchmarkStalledUploads(b *testing.B) {
	bin := os.Getenv("SERVER_BIN")
	if bin == "" {
		b.Skip("SERVER_BIN names the server binary to measure")
	}
	adminEmail := authtest.UniqueEmail(b, "admin")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	web := b.TempDir()
	_ = os.WriteFile(filepath.Join(web, "index.html"), []byte(`<!doctype html><title>x</title>`), 0o644)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "ADDR="+addr, "DATABASE_URL="+testdb.Postgres(b), "WEB_DIR="+web,
		"FIREBASE_AUTH_EMULATOR_HOST="+authtest.Host(b), "FIREBASE_PROJECT_ID="+authtest.ProjectID(),
		"PUBLIC_URL=https://site.test", "MEDIA_STORE="+b.TempDir(), "ADMIN_EMAILS="+adminEmail,
		"RATE_LIMIT_PUBLIC_WRITES=0", "RATE_LIMIT_ORDERS=0", "SECOND_FACTOR=off") // the admin uploads without a second factor
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get("http://" + addr + "/healthz"); err == nil {
			res.Body.Close()
			break
		}
		if time.Now().After(deadline) {
			b.Fatal("the server did not start")
		}
	}
	rss := func(field string) int {
		status, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
		for line := range strings.Lines(string(status)) {
			if rest, ok := strings.CutPrefix(line, field+":"); ok {
				kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
				return kb >> 10
			}
		}
		return 0
	}
	customer := authtest.SignUpVerified(b, authtest.UniqueEmail(b, "cust"), "secret-123")
	admin := authtest.SignUpVerified(b, adminEmail, "secret-123")
	start, ctype := uploadStart()
	file := bytes.Repeat([]byte{0x55}, 19<<20)
	for range b.N {
		for _, who := range []struct{ name, token string }{{"customer", customer}, {"admin", admin}} {
			before := rss("VmRSS")
			var wg sync.WaitGroup
			conns := make([]net.Conn, 32)
			for i := range conns {
				conn, err := net.Dial("tcp", addr)
				if err != nil {
					b.Fatal(err)
				}
				conns[i] = conn
				wg.Go(func() {
					head := fmt.Sprintf("POST /graphql HTTP/1.1\r\nHost: site.test\r\nContent-Type: %s\r\nAuthorization: Bearer %s\r\nContent-Length: %d\r\n\r\n", ctype, who.token, 20<<20)
					_ = conn.SetWriteDeadline(time.Now().Add(8 * time.Second))
					_, _ = conn.Write(append([]byte(head), start...))
					_, _ = conn.Write(file) // then nothing more: the body stalls
				})
			}
			wg.Wait()
			time.Sleep(time.Second)
			stalled := rss("VmRSS")
			answers := map[string]int{}
			for _, conn := range conns {
				_ = conn.SetReadDeadline(time.Now().Add(15 * time.Second))
				res, err := http.ReadResponse(bufio.NewReader(conn), nil)
				if err != nil {
					answers["none"]++
				} else {
					answers[res.Status]++
				}
				conn.Close()
			}
			fmt.Printf("%s: 32 uploads stalled after 19 MB: server RSS %d MiB (%d MiB before), peak so far %d MiB; answers %v\n",
				who.name, stalled, before, rss("VmHWM"), answers)
		}
	}
}

func TestAttackUploads_DecodingBombsAreRefused(t *testing.T) {
	s := newSite(t, noLimits)
	_, admin := s.adminToken(t)
	var deep bytes.Buffer
	_ = png.Encode(&deep, image.NewNRGBA64(image.Rect(0, 0, 7300, 5479)))
	for _, tc := range []struct {
		name, filename string
		data           []byte
		status         int
		says           string
	}{
		// 152 KB: a minute of a core to decode before the bound.
		{"2,000 scans", "scans.jpg", mediatest.ProgressiveBomb(7300, 5479, 1, 2000), 400, "The JPEG has 2,000 scans"},
		{"a progressive JPEG of 411 MB to decode", "big.jpg", mediatest.ProgressiveBomb(6000, 6000, 3, 3), 400, "needs 411 MB to decode"},
		{"40 megapixels of 16 bits a channel", "deep.png", deep.Bytes(), 413, "16 bits a channel"},
	} {
		status, out := s.upload(t, admin, tc.filename, "image/jpeg", tc.data)
		if text := fmt.Sprint(out); status != tc.status || !strings.Contains(text, tc.says) {
			t.Errorf("%s: HTTP %d %s; want %d saying %q", tc.name, status, text, tc.status, tc.says)
		}
	}
	if n, _ := s.client.Media.Query().Count(testdb.System()); n != 0 {
		t.Fatalf("%d images stored from refused files", n)
	}
}
