package ssr_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"seoagency/ssr"
)

// A stand-in for the web build's renderer with the same interface (SSR.prepare, SSR.render,
// __fetchQuery); the real one is exercised by the browser tests against the built app.
const script = `
var renders = 0;
var SSR = {
  prepare: function (page) {
    return page === 'Missing' ? Promise.reject(new Error('no such page')) : Promise.resolve();
  },
  render: function (path) {
    renders++;
    if (path === '/loop') { for (;;) {} }
    if (path === '/throws') throw new Error('boom');
    if (path === '/suspended') return '<div><!--$!--><template></template><p>Loading</p><!--/$--></div>';
    var answer = JSON.parse(__fetchQuery('q1', JSON.stringify({ path: path })));
    // The browser APIs the app's libraries touch on the way.
    var bytes = new TextEncoder().encode('é').length;
    var z = new URL('http://x.test/y?z=' + renders).searchParams.get('z');
    return '<h1>' + answer.data.title + '</h1><p>' + bytes + ' ' + z + '</p>';
  }
};
`

func writeScript(t *testing.T, dir, src string) string {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(ssr.ScriptPath))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func answer(title string) ssr.Fetch {
	return func(id, variables string) ([]byte, error) {
		if id != "q1" {
			return nil, errors.New("unknown query " + id)
		}
		return []byte(`{"data":{"title":"` + title + `"}}`), nil
	}
}

func TestRenderWithTheServersAnswers(t *testing.T) {
	r := ssr.New(writeScript(t, t.TempDir(), script), answer("Grow with SEO"), "node")
	page, err := r.Render("/pricing", "Pricing")
	if err != nil {
		t.Fatal(err)
	}
	// The first round asks for the answer, the second renders with it.
	if page.HTML != "<h1>Grow with SEO</h1><p>2 2</p>" {
		t.Fatalf("html: %q", page.HTML)
	}
	var data []struct {
		ID        string
		Variables map[string]string
		Response  struct{ Data struct{ Title string } }
	}
	if err := json.Unmarshal(page.Data, &data); err != nil {
		t.Fatalf("data %s: %v", page.Data, err)
	}
	if len(data) != 1 || data[0].ID != "q1" || data[0].Variables["path"] != "/pricing" || data[0].Response.Data.Title != "Grow with SEO" {
		t.Fatalf("data: %s", page.Data)
	}
	// The process is kept: the script's state carries over to the next render.
	if page, err = r.Render("/", "Home"); err != nil || !strings.HasSuffix(page.HTML, "<p>2 4</p>") {
		t.Fatalf("second render: %q %v", page.HTML, err)
	}
	// The same answers again: the same page, without a render.
	if page, err = r.Render("/", "Home"); err != nil || !strings.HasSuffix(page.HTML, "<p>2 4</p>") {
		t.Fatalf("the same answers: %q %v", page.HTML, err)
	}
	// New answers for a path rendered before: asked up front, one round.
	if page, err = r.RenderWith("/", "Home", answer("Edited")); err != nil || page.HTML != "<h1>Edited</h1><p>2 5</p>" {
		t.Fatalf("a path rendered before, new answers: %q %v", page.HTML, err)
	}
}

func TestFailedRendersAreErrorsAndTheNextOneWorks(t *testing.T) {
	dir := t.TempDir()
	failing := true
	r := ssr.New(writeScript(t, dir, script), func(id, variables string) ([]byte, error) {
		if failing {
			return nil, errors.New("database unreachable")
		}
		return answer("Back")(id, variables)
	}, "node")
	r.Timeout = 200 * time.Millisecond
	cases := map[string]string{
		"/":          "database unreachable",
		"/throws":    "boom",
		"/suspended": "could not be rendered on the server",
		"/loop":      "took too long",
	}
	for path, want := range cases {
		start := time.Now()
		_, err := r.Render(path, "Home")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", path, err, want)
		}
		if time.Since(start) > 3*time.Second {
			t.Errorf("%s took %s", path, time.Since(start))
		}
	}
	if _, err := r.Render("/", "Missing"); err == nil || !strings.Contains(err.Error(), "Missing") {
		t.Errorf("a page that does not load: %v", err)
	}
	failing = false
	if page, err := r.Render("/", "Home"); err != nil || !strings.HasPrefix(page.HTML, "<h1>Back</h1>") {
		t.Fatalf("after failures: %q %v", page.HTML, err)
	}
}

func TestNotBuiltAndRebuilt(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, filepath.FromSlash(ssr.ScriptPath))
	r := ssr.New(path, answer("x"), "node")
	if _, err := r.Render("/", "Home"); !errors.Is(err, ssr.ErrNotBuilt) {
		t.Fatalf("no script: %v", err)
	}
	writeScript(t, dir, script)
	if _, err := r.Render("/", "Home"); err != nil {
		t.Fatal(err)
	}
	writeScript(t, dir, `var SSR = { prepare: function () { return Promise.resolve(); }, render: function () { return '<p>new build</p>'; } };`)
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if page, err := r.Render("/", "Home"); err != nil || page.HTML != "<p>new build</p>" {
		t.Fatalf("after a rebuild: %q %v", page.HTML, err)
	}
	writeScript(t, dir, `var nothing = 1;`)
	_ = os.Chtimes(path, later.Add(time.Second), later.Add(time.Second))
	if _, err := r.Render("/", "Home"); err == nil || !strings.Contains(err.Error(), "does not define SSR") {
		t.Fatalf("a script without SSR: %v", err)
	}
}

func TestConcurrentRendersTakeTurns(t *testing.T) {
	r := ssr.New(writeScript(t, t.TempDir(), script), answer("Same"), "node")
	var wg sync.WaitGroup
	errs := make(chan error, 16)
	for range 16 {
		wg.Go(func() {
			page, err := r.Render("/", "Home")
			if err == nil && !strings.HasPrefix(page.HTML, "<h1>Same</h1>") {
				err = errors.New("html " + page.HTML)
			}
			if err == nil && strings.Count(string(page.Data), `"id"`) != 1 {
				err = errors.New("data of another render: " + string(page.Data))
			}
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

// A render with its own answers (a preview) uses them for that render only.
func TestRenderWithAnswersOfItsOwn(t *testing.T) {
	r := ssr.New(writeScript(t, t.TempDir(), script), answer("Saved"), "node")
	p, err := r.RenderWith("/", "Home", answer("Unsaved"))
	if err != nil || !strings.HasPrefix(p.HTML, "<h1>Unsaved</h1>") || !strings.Contains(string(p.Data), "Unsaved") {
		t.Fatalf("with its own answers: %v %+v", err, p)
	}
	if p, err := r.Render("/", "Home"); err != nil || !strings.HasPrefix(p.HTML, "<h1>Saved</h1>") {
		t.Fatalf("the next render: %v %+v", err, p)
	}
}

// The renderer's process killed from outside (SIGKILL, the OOM killer): the render under
// way fails, and the next one starts a new process by itself.
func TestAKilledRendererComesBack(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	src := script + `SSR.render = (function (render) {
  return function (path) {
    require('fs').writeFileSync(` + strconv.Quote(pidFile) + `, String(process.pid));
    if (path === '/slow') { var end = Date.now() + 3000; while (Date.now() < end) {} }
    return render(path);
  };
})(SSR.render);`
	r := ssr.New(writeScript(t, dir, src), answer("Alive"), "node")
	if _, err := r.Render("/", "Home"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := r.Render("/slow", "Home"); done <- err }()
	time.Sleep(500 * time.Millisecond)
	b, _ := os.ReadFile(pidFile)
	pid, _ := strconv.Atoi(string(b))
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err == nil || !strings.Contains(err.Error(), "process ended") {
		t.Fatalf("the render under way: %v", err)
	}
	page, err := r.Render("/after", "Home")
	if err != nil || !strings.HasPrefix(page.HTML, "<h1>Alive</h1>") {
		t.Fatalf("after the kill: %q %v", page.HTML, err)
	}
	if b, _ := os.ReadFile(pidFile); string(b) == strconv.Itoa(pid) {
		t.Fatalf("the same process %d rendered after it was killed", pid)
	}
}

// A render that keeps allocating hits the heap limit (MaxHeapMiB): that render fails, the
// server is untouched, and the next render works.
func TestTheRenderersMemoryIsBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates up to the renderer's heap limit")
	}
	src := script + `SSR.render = (function (render) {
  return function (path) {
    if (path === '/greedy') { var keep = []; for (;;) keep.push(new Array(1 << 16).fill(keep.length)); }
    return render(path);
  };
})(SSR.render);`
	r := ssr.New(writeScript(t, t.TempDir(), src), answer("Bounded"), "node")
	r.Timeout = 30 * time.Second
	if _, err := r.Render("/greedy", "Home"); err == nil || !strings.Contains(err.Error(), "process ended") {
		t.Fatalf("a render past the heap limit: %v", err)
	}
	if page, err := r.Render("/", "Home"); err != nil || !strings.HasPrefix(page.HTML, "<h1>Bounded</h1>") {
		t.Fatalf("after it: %q %v", page.HTML, err)
	}
}

func TestNoNode(t *testing.T) {
	r := ssr.New(writeScript(t, t.TempDir(), script), answer("x"), "no-such-node-binary")
	if _, err := r.Render("/", "Home"); !errors.Is(err, ssr.ErrNoNode) {
		t.Fatalf("without Node.js: %v", err)
	}
}
