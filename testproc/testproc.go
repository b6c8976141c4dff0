// Package testproc runs the programs tests talk to (Mailpit, versitygw) as processes of
// the test's own: found in the repository's bin/, stopped at once as a crash would.
package testproc

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
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

// Proc is a started program, reaped as soon as it ends.
type Proc struct {
	cmd    *exec.Cmd
	exited chan struct{}
}

// Start starts cmd.
func Start(cmd *exec.Cmd) (*Proc, error) {
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &Proc{cmd: cmd, exited: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(p.exited) }()
	return p, nil
}

// Exited is closed once the process has ended and been reaped.
func (p *Proc) Exited() <-chan struct{} { return p.exited }

// Kill stops the process at once (SIGKILL) and waits until it is gone; a nil Proc is
// no process.
func (p *Proc) Kill() {
	if p != nil {
		_ = p.cmd.Process.Signal(syscall.SIGKILL)
		<-p.exited
	}
}
