// Package testproc runs the programs tests talk to (Mailpit, versitygw) as processes of
// the test's own: found in the repository's bin/, stopped at once as a crash would.
package testproc

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
)

// Bin is a program of the tests: the path the environment variable env names, else
// the repository's bin/name.
func Bin(env, name string) string {
	if b := os.Getenv(env); b != "" {
		return b
	}
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "bin", name)
}

// FreeAddr is a loopback address whose port is free now: another process may still
// take it before the program binds it.
func FreeAddr(t testing.TB) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// Proc is a started program, reaped as soon as it ends. A server of the tests embeds
// it: its zero value is no process.
type Proc struct {
	cmd    *exec.Cmd
	exited chan struct{}
}

// Start starts cmd.
func Start(cmd *exec.Cmd) (Proc, error) {
	if err := cmd.Start(); err != nil {
		return Proc{}, err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	return Proc{cmd: cmd, exited: exited}, nil
}

// Exited is closed once the process has ended and been reaped.
func (p Proc) Exited() <-chan struct{} { return p.exited }

// Kill stops the server at once (SIGKILL), as a crash would, and waits until its
// process is gone.
func (p *Proc) Kill() {
	if p.cmd != nil {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
		<-p.exited
		*p = Proc{}
	}
}
