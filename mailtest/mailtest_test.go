package mailtest

import (
	"net"
	"strings"
	"testing"

	"seoagency/testproc"
)

// A port another process holds makes Mailpit end, which start says; Start then runs it on
// other ports, and Restart brings it back on its own.
func TestStartAfterATakenPort(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	taken := &Server{bin: Bin(), SMTPAddr: l.Addr().String(), APIAddr: testproc.FreeAddr(t)}
	if err := taken.start(); err == nil || !strings.Contains(err.Error(), "address already in use") {
		taken.Kill()
		t.Fatalf("Mailpit on a taken port: %v", err)
	}
	s := Start(t)
	s.Restart(t)
	if len(s.Messages(t)) != 0 {
		t.Fatal("a new Mailpit holds mail")
	}
}
