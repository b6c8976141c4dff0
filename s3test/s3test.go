// Package s3test runs a real S3-compatible server for tests: a Versity Gateway process
// of the test's own (installed by `make test`: scripts/s3server.sh) serving a bucket
// from a temporary directory, so that what the test stored can be read on disk.
package s3test

import (
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"seoagency/testproc"
)

// Bucket is the name of the one bucket a Server has.
const Bucket = "media"

const (
	accessKey = "s3test-access"
	secretKey = "s3test-secret-key"
	region    = "us-east-1"
)

// Server is one versitygw process.
type Server struct {
	// URL is the bucket as MEDIA_STORE (a gocloud.dev blob URL) names it.
	URL string
	// Dir is the bucket's directory: each object is the file of its key.
	Dir  string
	addr string
	root string
	log  string
	bin  string
	testproc.Proc
}

// Start runs versitygw on a free loopback port until the test ends, and points the
// AWS variables at it. The test cannot be parallel (t.Setenv).
func Start(t testing.TB) *Server {
	t.Helper()
	root := t.TempDir()
	s := &Server{Dir: filepath.Join(root, Bucket), root: root, log: filepath.Join(root, "versitygw.log"), bin: testproc.Bin("VERSITYGW_BIN", "versitygw")}
	if _, err := os.Stat(s.bin); err != nil {
		t.Fatalf("versitygw is not installed at %s: run `bash scripts/s3server.sh install` (make test does)", s.bin)
	}
	// The posix backend takes a directory for a bucket: no signed CreateBucket needed.
	if err := os.Mkdir(s.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s.addr = testproc.FreeAddr(t)
	s.URL = fmt.Sprintf("s3://%s?endpoint=http://%s&region=%s&use_path_style=true", Bucket, s.addr, region)
	t.Setenv("AWS_ACCESS_KEY_ID", accessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", secretKey)
	t.Setenv("AWS_REGION", region)
	// Shared config files or a session token of the machine must not change the signing.
	t.Setenv("AWS_SESSION_TOKEN", "")
	t.Setenv("AWS_CONFIG_FILE", filepath.Join(root, "none"))
	t.Setenv("AWS_SHARED_CREDENTIALS_FILE", filepath.Join(root, "none"))
	s.start(t)
	t.Cleanup(s.Kill)
	return s
}

func (s *Server) start(t testing.TB) {
	t.Helper()
	out, err := os.OpenFile(s.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	cmd := exec.Command(s.bin, "--access", accessKey, "--secret", secretKey, "--region", region,
		"--port", s.addr, "posix", s.root)
	cmd.Stdout, cmd.Stderr = out, out
	proc, err := testproc.Start(cmd)
	if err != nil {
		t.Fatalf("starting versitygw: %v", err)
	}
	s.Proc = proc
	c := &http.Client{Timeout: time.Second}
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		// Any S3 answer will do, an unsigned request's AccessDenied too: it is serving.
		if r, err := c.Head("http://" + s.addr + "/" + Bucket); err == nil {
			r.Body.Close()
			return
		}
		select {
		case <-proc.Exited():
			t.Fatalf("versitygw exited at start: %s", s.tail())
		default:
		}
		if time.Now().After(deadline) {
			s.Kill()
			t.Fatalf("versitygw did not answer on %s within 20 s: %s", s.addr, s.tail())
		}
	}
}

// Restart starts the server again on the same port and directory: what it held before
// is still there (Kill leaves the bucket's files).
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.Kill()
	s.start(t)
}

// Objects lists the keys in the bucket, sorted, read from its directory.
func (s *Server) Objects(t testing.TB) []string {
	t.Helper()
	var keys []string
	err := filepath.WalkDir(s.Dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(s.Dir, p)
		keys = append(keys, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return keys
}

// tail is the end of the server's log, for a failure's message.
func (s *Server) tail() string {
	b, _ := os.ReadFile(s.log)
	if len(b) > 2000 {
		b = b[len(b)-2000:]
	}
	return strings.TrimSpace(string(b))
}
