// Package ssr paints the HTML of public pages on the server with the web app's own React
// components: web/src/entry-server.tsx, built to WEB_DIR/.server/render.js, run by an
// embedded JavaScript engine (goja). A visitor sees the page before its scripts have
// downloaded; the browser then hydrates the same markup from the same data.
package ssr

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja_nodejs/require"
	"github.com/dop251/goja_nodejs/url"
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

// Renderer runs the script in one engine, one render at a time: renders are rare (the
// server keeps each page until content changes), and an engine is not safe to share.
type Renderer struct {
	script  string
	fetch   Fetch
	Timeout time.Duration

	mu       sync.Mutex
	loadedAt time.Time
	vm       *goja.Runtime
	prepare  goja.Callable
	render   goja.Callable
	prepared map[string]bool
	// per render: who answers its queries, what the script fetched, and the first failure
	answer  Fetch
	fetched []json.RawMessage
	failed  error
}

// New renders with the script at path, answering its queries with fetch.
func New(path string, fetch Fetch) *Renderer {
	return &Renderer{script: path, fetch: fetch, Timeout: 5 * time.Second}
}

// The few browser globals React, Relay and React Router touch while rendering to a
// string. Timers and message channels never fire: a render is synchronous.
const prelude = `
var globalThis = this, self = this;
var console = { log: function () {}, info: function () {}, debug: function () {},
  warn: function () { __log('warn', Array.prototype.join.call(arguments, ' ')); },
  error: function () { __log('error', Array.prototype.join.call(arguments, ' ')); } };
function TextEncoder() {}
TextEncoder.prototype.encode = function (s) {
  var u = unescape(encodeURIComponent(s)), a = new Uint8Array(u.length);
  for (var i = 0; i < u.length; i++) a[i] = u.charCodeAt(i);
  return a;
};
function MessageChannel() { this.port1 = {}; this.port2 = { postMessage: function () {} }; }
function setTimeout() { return 0; }
function clearTimeout() {}
function queueMicrotask(f) { Promise.resolve().then(f); }
function __noImport(m) { return Promise.reject(new Error('no import() on the server: ' + m)); }
`

// load (re)starts the engine when the script is new or was rebuilt.
func (r *Renderer) load() error {
	st, err := os.Stat(r.script)
	if err != nil {
		return ErrNotBuilt
	}
	if r.vm != nil && st.ModTime().Equal(r.loadedAt) {
		return nil
	}
	src, err := os.ReadFile(r.script)
	if err != nil {
		return fmt.Errorf("ssr: %w", err)
	}
	vm := goja.New()
	new(require.Registry).Enable(vm)
	url.Enable(vm)
	_ = vm.Set("__log", func(level, msg string) { slog.Warn("ssr: the renderer logged", "level", level, "message", msg) })
	_ = vm.Set("__fetchQuery", r.fetchForScript)
	if _, err := vm.RunString(prelude); err != nil {
		return fmt.Errorf("ssr: prelude: %w", err)
	}
	if _, err := vm.RunScript(r.script, string(src)); err != nil {
		return fmt.Errorf("ssr: loading %s: %w", r.script, err)
	}
	api := vm.Get("SSR")
	if api == nil || goja.IsUndefined(api) {
		return fmt.Errorf("ssr: %s does not define SSR", r.script)
	}
	obj := api.ToObject(vm)
	prepare, ok1 := goja.AssertFunction(obj.Get("prepare"))
	render, ok2 := goja.AssertFunction(obj.Get("render"))
	if !ok1 || !ok2 {
		return fmt.Errorf("ssr: %s must export prepare(page) and render(path)", r.script)
	}
	r.vm, r.prepare, r.render, r.loadedAt, r.prepared = vm, prepare, render, st.ModTime(), map[string]bool{}
	return nil
}

// fetchForScript is __fetchQuery(id, variables) in the script: the response as text, or
// a thrown error (the render is then thrown away).
func (r *Renderer) fetchForScript(id, variables string) string {
	body, err := r.answer(id, variables)
	if err != nil {
		if r.failed == nil {
			r.failed = err
		}
		panic(r.vm.NewGoError(err))
	}
	entry, _ := json.Marshal(struct {
		ID        string          `json:"id"`
		Variables json.RawMessage `json:"variables"`
		Response  json.RawMessage `json:"response"`
	}{id, json.RawMessage(variables), body})
	r.fetched = append(r.fetched, entry)
	return string(body)
}

// Render paints path, whose route shows page (a page name of web/routes.json).
func (r *Renderer) Render(path, page string) (Page, error) { return r.RenderWith(path, page, r.fetch) }

// RenderWith paints path as Render does, its queries answered by fetch (a preview's
// answers, with an admin's unsaved values in them). It waits for any render under way.
func (r *Renderer) RenderWith(path, page string, fetch Fetch) (Page, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err := r.load(); err != nil {
		return Page{}, err
	}
	vm := r.vm
	r.answer = fetch
	timer := time.AfterFunc(r.Timeout, func() { vm.Interrupt("ssr: render took longer than " + r.Timeout.String()) })
	defer func() {
		timer.Stop()
		vm.ClearInterrupt()
	}()
	if !r.prepared[page] {
		// Loads the page's module; its promise settles before the call returns.
		v, err := r.prepare(goja.Undefined(), vm.ToValue(page))
		if err != nil {
			r.vm = nil
			return Page{}, fmt.Errorf("ssr: preparing %s: %w", page, err)
		}
		if p, ok := v.Export().(*goja.Promise); !ok || p.State() != goja.PromiseStateFulfilled {
			return Page{}, fmt.Errorf("ssr: page %s did not load", page)
		}
		r.prepared[page] = true
	}
	r.fetched, r.failed = nil, nil
	v, err := r.render(goja.Undefined(), vm.ToValue(path))
	if err != nil || r.failed != nil {
		r.vm = nil // a failed render may leave the script's state half-changed: start afresh
	}
	if r.failed != nil {
		return Page{}, fmt.Errorf("ssr: a query of %s failed: %w", path, r.failed)
	}
	if err != nil {
		return Page{}, fmt.Errorf("ssr: rendering %s: %w", path, err)
	}
	html := v.String()
	// React marks a Suspense boundary it could not render ("<!--$!-->": a component threw
	// or waited), and says nothing else on the server: that page is left to the browser.
	if strings.Contains(html, clientRendered) {
		return Page{}, fmt.Errorf("ssr: a part of %s could not be rendered on the server (a component threw or suspended)", path)
	}
	data, _ := json.Marshal(r.fetched)
	return Page{HTML: html, Data: data}, nil
}
