// Package mailtest runs a real SMTP server for tests: a Mailpit process of the test's
// own (installed by `make test`: scripts/mailpit.sh), read through Mailpit's HTTP API.
package mailtest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"seoagency/testproc"
)

// Server is one Mailpit process.
type Server struct {
	SMTPAddr, APIAddr string
	bin               string
	args              []string
	testproc.Proc
}

// Bin is the Mailpit binary: MAILPIT_BIN, else the repository's bin/mailpit.
func Bin() string { return testproc.Bin("MAILPIT_BIN", "mailpit") }

// Start runs Mailpit on free loopback ports until the test ends; it takes any login
// and mail without TLS.
func Start(t testing.TB) *Server {
	return start(t, "--smtp-auth-accept-any", "--smtp-auth-allow-insecure")
}

// TLS says how a StartTLS server encrypts: STARTTLS required, or TLS from the first byte.
type TLS string

const (
	RequireSTARTTLS TLS = "--smtp-require-starttls"
	ImplicitTLS     TLS = "--smtp-require-tls"
)

// StartTLS runs Mailpit with a certificate for 127.0.0.1 made here, accepting only
// user:password. The returned config trusts that certificate.
func StartTLS(t testing.TB, mode TLS, user, password string) (*Server, *tls.Config) {
	t.Helper()
	dir := t.TempDir()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, _ := x509.MarshalECPrivateKey(key)
	cert, keyFile, auth := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem"), filepath.Join(dir, "auth")
	write := func(name string, b []byte) {
		if err := os.WriteFile(name, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
	write(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}))
	write(auth, []byte(user+":"+password+"\n"))
	s := start(t, "--smtp-tls-cert", cert, "--smtp-tls-key", keyFile, string(mode), "--smtp-auth-file", auth)
	parsed, _ := x509.ParseCertificate(der)
	pool := x509.NewCertPool()
	pool.AddCert(parsed)
	return s, &tls.Config{RootCAs: pool}
}

func start(t testing.TB, args ...string) *Server {
	t.Helper()
	s := &Server{bin: Bin(), args: args}
	if _, err := os.Stat(s.bin); err != nil {
		t.Fatalf("Mailpit is not installed at %s: run `bash scripts/mailpit.sh install` (make test does)", s.bin)
	}
	t.Cleanup(s.Kill)
	// A free port can be taken by another test's process before Mailpit binds it: Mailpit
	// then exits, and is started again on other ports.
	for attempt := 1; ; attempt++ {
		s.SMTPAddr, s.APIAddr = testproc.FreeAddr(t), testproc.FreeAddr(t)
		err := s.start()
		if err == nil {
			return s
		}
		if attempt == 3 {
			t.Fatal(err)
		}
	}
}

// URL is the SMTP_URL of the server.
func (s *Server) URL() string { return "smtp://" + s.SMTPAddr }

// start runs Mailpit on the server's ports and waits until both answer.
func (s *Server) start() error {
	var log strings.Builder // Mailpit logs to stdout; one writer, written by one goroutine at a time
	cmd := exec.Command(s.bin, append([]string{"--smtp", s.SMTPAddr, "--listen", s.APIAddr, "--disable-version-check"}, s.args...)...)
	cmd.Stdout, cmd.Stderr = &log, &log
	last := func() string {
		lines := strings.Split(strings.TrimSpace(log.String()), "\n")
		return lines[len(lines)-1]
	}
	started := time.Now()
	proc, err := testproc.Start(cmd)
	if err != nil {
		return fmt.Errorf("starting Mailpit: %w", err)
	}
	s.Proc = proc
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		select {
		case <-proc.Exited():
			return fmt.Errorf("the Mailpit process ended before it answered on %s and %s: %s", s.SMTPAddr, s.APIAddr, last())
		default:
		}
		c, err := net.Dial("tcp", s.SMTPAddr)
		if err == nil {
			c.Close()
			if r, err := http.Get("http://" + s.APIAddr + "/api/v1/messages"); err == nil {
				r.Body.Close()
				// Another process may hold one of the ports and answer for it: Mailpit
				// then ends when its bind fails, about 0.3 s after it starts (measured).
				select {
				case <-proc.Exited():
					return fmt.Errorf("the Mailpit process ended after it started on %s and %s: %s", s.SMTPAddr, s.APIAddr, last())
				case <-time.After(time.Until(started.Add(time.Second))):
					return nil
				}
			}
		}
		if time.Now().After(deadline) {
			s.Kill()
			return fmt.Errorf("no answer from Mailpit on %s within 15 s: %s", s.SMTPAddr, last())
		}
	}
}

// Restart starts the server again on the same ports; what it held before is gone.
func (s *Server) Restart(t testing.TB) {
	t.Helper()
	s.Kill()
	if err := s.start(); err != nil {
		t.Fatal(err)
	}
}

// Mail is one received message.
type Mail struct {
	ID      string
	From    string
	To      []string
	Subject string
	Text    string
	HTML    string
	Headers map[string][]string
}

type address struct{ Address string }

// Messages lists what the server received, newest first, read in full.
func (s *Server) Messages(t testing.TB) []Mail {
	t.Helper()
	var list struct {
		Messages []struct{ ID string }
	}
	s.get(t, "/api/v1/messages?limit=500", &list)
	out := make([]Mail, 0, len(list.Messages))
	for _, m := range list.Messages {
		var full struct {
			ID, Subject, Text, HTML string
			From                    address
			To                      []address
		}
		s.get(t, "/api/v1/message/"+url.PathEscape(m.ID), &full)
		mail := Mail{ID: full.ID, From: full.From.Address, Subject: full.Subject, Text: full.Text, HTML: full.HTML}
		for _, a := range full.To {
			mail.To = append(mail.To, strings.ToLower(a.Address))
		}
		s.get(t, "/api/v1/message/"+url.PathEscape(m.ID)+"/headers", &mail.Headers)
		out = append(out, mail)
	}
	return out
}

// To lists the received mails addressed to addr.
func (s *Server) To(t testing.TB, addr string) []Mail {
	t.Helper()
	var out []Mail
	for _, m := range s.Messages(t) {
		for _, to := range m.To {
			if to == strings.ToLower(addr) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

// Wait waits up to timeout until at least n mails to addr arrived, and returns them.
func (s *Server) Wait(t testing.TB, addr string, n int, timeout time.Duration) []Mail {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		got := s.To(t, addr)
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d mail(s) to %s within %s, want %d", len(got), addr, timeout, n)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (s *Server) get(t testing.TB, path string, v any) {
	t.Helper()
	r, err := http.Get("http://" + s.APIAddr + path)
	if err != nil {
		t.Fatalf("Mailpit API: %v", err)
	}
	defer r.Body.Close()
	if r.StatusCode != http.StatusOK {
		t.Fatalf("Mailpit API %s: %s", path, r.Status)
	}
	if err := json.NewDecoder(r.Body).Decode(v); err != nil {
		t.Fatalf("Mailpit API %s: %v", path, err)
	}
}

// Attachment is a file of a received mail, as Mailpit lists it.
type Attachment struct {
	FileName, ContentType string
	Size                  int
}

// Attachments lists the files of the received mail with the given id.
func (s *Server) Attachments(t testing.TB, id string) []Attachment {
	var full struct{ Attachments []Attachment }
	s.get(t, "/api/v1/message/"+url.PathEscape(id), &full)
	return full.Attachments
}
