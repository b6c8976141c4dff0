// Package ssr paints the HTML of public pages on the server with the web app's own React
// components: web/src/entry-server.tsx, built to WEB_DIR/.server/render.js, run by Node.js
// in a child process (host.js). A visitor sees the page before its scripts have
// downloaded; the browser then hydrates the same markup from the same data.
//
// Node, not an engine inside the server: V8 renders the home page in 30–80 ms on a busy
// machine where goja took 200–290 ms on a quiet one, so a paint pass after an edit fits in
// a second, and the renderer's memory is its own process's, bounded by its heap limit, not
// the server's.
package ssr

import (
	"bufio"
	"crypto/sha256"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ScriptPath is where the web build writes the renderer, under WEB_DIR. The server never
// serves files under a folder whose name starts with a dot.
const ScriptPath = ".server/render.js"

// Fetch answers one of the web app's persisted queries (id, variables as JSON) with the
// JSON body the browser would get.
type Fetch func(id, variables string) ([]byte, error)

// Page is a rendered page.
type Page struct {
	HTML string // the markup of the app's root element
	// Data holds the responses the render read, [{id, variables, response}], for the
	// browser's store: it hydrates from the same data without asking again.
	Data json.RawMessage
}

// clientRendered is React's marker of a boundary left to the browser.
const clientRendered = "<!--$!-->"

// ErrNotBuilt means the web build did not write the renderer.
var ErrNotBuilt = errors.New("ssr: the renderer is not built (npm run build in web/ writes " + ScriptPath + ")")

// ErrNoNode means the Node.js binary that runs the renderer is not there.
var ErrNoNode = errors.New("ssr: Node.js is not found (install Node.js 20 or later, or set NODE_BINARY)")

//go:embed host.js
var host string

// MaxHeapMiB bounds the renderer's JavaScript heap: a render of the home page needs about
// a tenth of it. A render that needs more ends the process, and the next one starts afresh.
const MaxHeapMiB = 128

// startTimeout bounds Node's start and the script's loading (about 0.2 s here).
const startTimeout = 15 * time.Second

// maxRounds bounds the requests of one render: a page's queries are all asked in the first.
const maxRounds = 4

// Renderer runs the script in one Node.js process, one render at a time: renders are rare
// (the server keeps each page until content changes). The process starts with the first
// render, again after the script was rebuilt, and after it failed.
type Renderer struct {
	script  string
	fetch   Fetch
	node    string
	Timeout time.Duration

	mu   sync.Mutex
	proc *process
	// asked are the queries each path's last render asked for: they are answered before
	// the next render of that path starts, which then takes one round instead of two.
	asked map[string][]answer
	// last is each path's last page and the answers it was rendered from: the same
	// answers with the same script give the same page, without asking Node.
	last map[string]memo
}

type memo struct {
	answers  string // the answers' digest
	loadedAt time.Time
	page     Page
}

// process is one running Node.js with the script loaded.
type process struct {
	cmd      *exec.Cmd
	in       io.WriteCloser
	out      *os.File // the replies (file descriptor 3 of the child)
	replies  *bufio.Reader
	loadedAt time.Time // the script's modification time
}

// New renders with the script at path, answering its queries with fetch, in the Node.js
// binary node (a name on PATH or a path).
func New(path string, fetch Fetch, node string) *Renderer {
	return &Renderer{script: path, fetch: fetch, node: node, Timeout: 5 * time.Second, asked: map[string][]answer{}, last: map[string]memo{}}
}

// start runs node with the script when none runs, or the script was rebuilt.
func (r *Renderer) start() error {
	st, err := os.Stat(r.script)
	if err != nil {
		return ErrNotBuilt
	}
	if r.proc != nil && st.ModTime().Equal(r.proc.loadedAt) {
		return nil
	}
	r.stop()
	node, err := exec.LookPath(r.node)
	if err != nil {
		return fmt.Errorf("%w: %q: %w", ErrNoNode, r.node, err)
	}
	replies, w, err := os.Pipe()
	if err != nil {
		return fmt.Errorf("ssr: %w", err)
	}
	cmd := exec.Command(node, "--max-old-space-size="+strconv.Itoa(MaxHeapMiB), "-e", host)
	cmd.Env = append(os.Environ(), "NODE_ENV=production", "SSR_SCRIPT="+r.script)
	cmd.ExtraFiles = []*os.File{w}
	logs := logWriter{}
	cmd.Stdout, cmd.Stderr = logs, logs
	in, err := cmd.StdinPipe()
	if err != nil {
		return fmt.Errorf("ssr: %w", err)
	}
	if err := cmd.Start(); err != nil {
		_ = replies.Close()
		_ = w.Close()
		return fmt.Errorf("ssr: starting %s: %w", node, err)
	}
	_ = w.Close() // the child's end
	r.proc = &process{cmd: cmd, in: in, out: replies, replies: bufio.NewReaderSize(replies, 64<<10), loadedAt: st.ModTime()}
	go func() { _ = cmd.Wait() }()
	// The first reply says whether the script loaded.
	ready, err := r.read(time.Now().Add(startTimeout))
	if err == nil && ready.Error != "" {
		err = errors.New(ready.Error)
	}
	if err != nil {
		r.stop()
		return fmt.Errorf("ssr: %w", err)
	}
	return nil
}

// stop ends the process, if one runs.
func (r *Renderer) stop() {
	if r.proc == nil {
		return
	}
	_ = r.proc.cmd.Process.Kill()
	_ = r.proc.in.Close()
	_ = r.proc.out.Close()
	r.proc = nil
}

// Close ends the renderer's process; a later render starts another.
func (r *Renderer) Close() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.stop()
}

// request and reply are the lines exchanged with host.js.
type request struct {
	Path    string   `json:"path"`
	Page    string   `json:"page"`
	Answers []answer `json:"answers"`
}

type answer struct {
	ID        string `json:"id"`
	Variables string `json:"variables"`
	Response  string `json:"response,omitempty"`
}

type reply struct {
	Ready bool     `json:"ready"`
	HTML  *string  `json:"html"`
	Used  []answer `json:"used"`
	Need  []answer `json:"need"`
	Error string   `json:"error"`
}

// call sends one request and reads its reply before the deadline.
func (r *Renderer) call(req request, deadline time.Time) (reply, error) {
	line, _ := json.Marshal(req)
	if _, err := r.proc.in.Write(append(line, '\n')); err != nil {
		return reply{}, fmt.Errorf("the renderer's process ended: %w", err)
	}
	return r.read(deadline)
}

// read reads the next reply before the deadline.
func (r *Renderer) read(deadline time.Time) (reply, error) {
	_ = r.proc.out.SetReadDeadline(deadline)
	b, err := r.proc.replies.ReadBytes('\n')
	if err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return reply{}, errors.New("took too long")
		}
		return reply{}, fmt.Errorf("the renderer's process ended (out of memory, or killed): %w", err)
	}
	var out reply
	if err := json.Unmarshal(b, &out); err != nil {
		return reply{}, fmt.Errorf("the renderer answered %.100q: %w", b, err)
	}
	return out, nil
}

// Render paints path, whose route shows page (a page name of web/routes.json).
func (r *Renderer) Render(path, page string) (Page, error) { return r.RenderWith(path, page, r.fetch) }

// RenderWith paints path as Render does, its queries answered by fetch (a preview's
// answers, with an admin's unsaved values in them). It waits for any render under way.
func (r *Renderer) RenderWith(path, page string, fetch Fetch) (Page, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.start(); err != nil {
		return Page{}, err
	}
	deadline := time.Now().Add(r.Timeout)
	req := request{Path: path, Page: page, Answers: []answer{}}
	answerAll := func(queries []answer) error {
		for _, q := range queries {
			body, err := fetch(q.ID, q.Variables)
			if err != nil {
				return fmt.Errorf("ssr: a query of %s failed: %w", path, err)
			}
			req.Answers = append(req.Answers, answer{ID: q.ID, Variables: q.Variables, Response: string(body)})
		}
		return nil
	}
	if err := answerAll(r.asked[path]); err != nil {
		return Page{}, err
	}
	digest := digestOf(page, req.Answers)
	if m, ok := r.last[path]; ok && len(req.Answers) > 0 && m.answers == digest && m.loadedAt.Equal(r.proc.loadedAt) {
		return m.page, nil
	}
	for range maxRounds {
		out, err := r.call(req, deadline)
		if err != nil {
			r.stop() // whatever it was doing, the next render starts afresh
			return Page{}, fmt.Errorf("ssr: rendering %s: %w", path, err)
		}
		switch {
		case out.Error != "":
			return Page{}, fmt.Errorf("ssr: rendering %s: %s", path, out.Error)
		case len(out.Need) > 0:
			if err := answerAll(out.Need); err != nil {
				return Page{}, err
			}
		case out.HTML != nil:
			p, err := r.page(path, *out.HTML, out.Used, req.Answers)
			if err == nil {
				r.asked[path] = out.Used
				r.last[path] = memo{answers: digestOf(page, req.Answers), loadedAt: r.proc.loadedAt, page: p}
			}
			return p, err
		default:
			return Page{}, fmt.Errorf("ssr: rendering %s: an empty reply", path)
		}
	}
	return Page{}, fmt.Errorf("ssr: rendering %s still asked for answers after %d rounds", path, maxRounds)
}

// page is a finished render: its markup, and the answers it read for the browser.
func (r *Renderer) page(path, html string, used, answers []answer) (Page, error) {
	// React marks a Suspense boundary it could not render ("<!--$!-->": a component threw
	// or waited), and says nothing else on the server: that page is left to the browser.
	if strings.Contains(html, clientRendered) {
		return Page{}, fmt.Errorf("ssr: a part of %s could not be rendered on the server (a component threw or suspended)", path)
	}
	type entry struct {
		ID        string          `json:"id"`
		Variables json.RawMessage `json:"variables"`
		Response  json.RawMessage `json:"response"`
	}
	data := make([]entry, 0, len(used))
	for _, u := range used {
		for _, a := range answers {
			if a.ID == u.ID && a.Variables == u.Variables {
				data = append(data, entry{a.ID, json.RawMessage(a.Variables), json.RawMessage(a.Response)})
				break
			}
		}
	}
	b, err := json.Marshal(data)
	if err != nil {
		return Page{}, fmt.Errorf("ssr: the answers of %s: %w", path, err)
	}
	return Page{HTML: html, Data: b}, nil
}

// digestOf identifies a render's input: the page and every answer it was given.
func digestOf(page string, answers []answer) string {
	h := sha256.New()
	for _, a := range append([]answer{{ID: page}}, answers...) {
		for _, part := range []string{a.ID, a.Variables, a.Response} {
			_, _ = fmt.Fprintf(h, "%d:%s", len(part), part)
		}
	}
	return string(h.Sum(nil))
}

// logWriter passes what the renderer prints (React's warnings) to the server's log.
type logWriter struct{}

func (logWriter) Write(p []byte) (int, error) {
	if msg := strings.TrimSpace(string(p)); msg != "" {
		slog.Warn("ssr: the renderer logged", "message", msg)
	}
	return len(p), nil
}
