package pages

import (
	"bytes"
	"fmt"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"seoagency/compression"
	"seoagency/ent/about"
	"seoagency/routes"
)

// webApp serves the built web app (WEB_DIR): its files, and its HTML shell for
// every page of the route table.
type webApp struct {
	dir string
	// settings are the server's settings the page needs before any request, written
	// into the shell's head: the Web Vitals sample rate (web/src/vitals).
	settings []byte

	mu      sync.Mutex
	shell   []byte
	shellAt time.Time
}

func newWebApp(dir string, vitalsSampleRate float64) *webApp {
	meta := `<meta name="vitals-sample-rate" content="` + strconv.FormatFloat(vitalsSampleRate, 'f', -1, 64) + `">`
	return &webApp{dir: dir, settings: []byte(meta)}
}

const notBuilt = "The web app is not built: run `make run`, or `npm run build` in web/."

// file returns the path of a real file under the web folder, or "". Folders whose name
// starts with a dot (the server's renderer, the build's manifest) are not served.
func (a *webApp) file(urlPath string) (string, os.FileInfo) {
	clean := path.Clean("/" + urlPath)
	if clean == "/" || strings.HasSuffix(clean, ".html") || strings.Contains(clean, "/.") {
		return "", nil
	}
	p := filepath.Join(a.dir, filepath.FromSlash(clean))
	if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
		return p, st
	}
	return "", nil
}

// Serves reports whether the build has a file served at path p, or, for a folder
// (prefix), anything under it: paths the app's files answer, which no redirect may take.
func (s *Site) Serves(p string, prefix bool) bool {
	if !prefix {
		f, _ := s.web.file(p)
		return f != ""
	}
	clean := path.Clean("/" + p)
	if clean == "/" || strings.Contains(clean, "/.") {
		return false
	}
	_, err := os.Stat(filepath.Join(s.web.dir, filepath.FromSlash(clean)))
	return err == nil
}

// sidecar is the suffix of the file the build writes beside a built file, compressed
// once in encoding ("br" or "gzip"; web/build/compress.mjs).
func sidecar(encoding string) string {
	if encoding == "br" {
		return ".br"
	}
	return ".gz"
}

// serveFile sends the built file p in the encoding the request prefers, from the
// compressed file the build wrote beside it: the kernel sends it from disk, and the
// server neither compresses nor keeps it. A file without one in that encoding (a file
// compression does not shrink, or a build from before), or of a type its extension does
// not name, goes as it is, and
// compression.Dynamic compresses it if it gains. A range is cut from the file as it is.
// Each encoding has its own strong ETag, made of the file's time and size.
func (a *webApp) serveFile(w http.ResponseWriter, r *http.Request, p string, st os.FileInfo) {
	h := w.Header()
	if !slices.Contains(h.Values("Vary"), "Accept-Encoding") {
		h.Add("Vary", "Accept-Encoding")
	}
	// A type unknown by its extension (a source map) is sniffed from the file's own bytes,
	// never from a compressed form: that file goes as it is.
	ct := mime.TypeByExtension(filepath.Ext(p))
	if ct != "" {
		h.Set("Content-Type", ct)
	}
	tag := fmt.Sprintf(`"%x-%x`, st.ModTime().UnixNano(), st.Size())
	if enc := compression.Negotiate(r.Header.Get("Accept-Encoding")); enc != "" && ct != "" && r.Header.Get("Range") == "" {
		if f, err := os.Open(p + sidecar(enc)); err == nil {
			defer f.Close()
			// One older than the file is another build's: not these bytes.
			if cst, err := f.Stat(); err == nil && !cst.ModTime().Before(st.ModTime()) {
				h.Set("Content-Encoding", enc)
				h.Set("ETag", tag+"-"+enc+`"`)
				h.Set("Content-Length", strconv.FormatInt(cst.Size(), 10)) // ServeContent leaves an encoded body's unset
				http.ServeContent(w, r, "", st.ModTime(), f)
				return
			}
		}
	}
	f, err := os.Open(p)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	h.Set("ETag", tag+`"`)
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// indexHTML reads the shell again only when the build changed it; it returns the
// shell and when it was built.
func (a *webApp) indexHTML() ([]byte, time.Time, error) {
	p := filepath.Join(a.dir, "index.html")
	st, err := os.Stat(p)
	if err != nil {
		return nil, time.Time{}, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.shell == nil || !st.ModTime().Equal(a.shellAt) {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, time.Time{}, err
		}
		a.shell, a.shellAt = bytes.Replace(b, []byte("</head>"), slices.Concat(a.settings, []byte("</head>")), 1), st.ModTime()
	}
	return a.shell, a.shellAt, nil
}

// GraphiQL serves the GraphQL editor of the build: to anyone, whose access its page then
// asks /graphql for (in production, staff and API key holders only).
func (s *Site) GraphiQL(w http.ResponseWriter, r *http.Request) {
	p := filepath.Join(s.webDir, "graphiql.html")
	if _, err := os.Stat(p); err != nil {
		http.Error(w, notBuilt, http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("X-Robots-Tag", "noindex")
	http.ServeFile(w, r, p)
}

// StyleSheets are the URLs of the built app's style sheets (its shell's), for the pages
// the server writes itself, which wear the site's look without the app.
func (s *Site) StyleSheets() []string {
	shell, _, err := s.web.indexHTML()
	if err != nil {
		return nil
	}
	var urls []string
	for _, m := range styleSheetLink.FindAllSubmatch(shell, -1) {
		urls = append(urls, string(m[1]))
	}
	return urls
}

// styleSheetLink matches the shell's style sheets as Vite writes them.
var styleSheetLink = regexp.MustCompile(`<link rel="stylesheet"[^>]*\shref="(/assets/[^"<>]+\.css)"`)

// ServeHTTP serves a built file, or the shell of a page, or the shell with status 404.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodPost {
		if route, ok := routes.Match(r.URL.Path); ok && route.Public() {
			// A form of a painted page (method="post") sent before the app started: its
			// fields are dropped unread (never in a URL or a log) and the page comes again.
			http.Redirect(w, r, r.URL.Path, http.StatusSeeOther)
			return
		}
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if s.sitemapPart(w, r) {
		return
	}
	if f, st := s.web.file(r.URL.Path); f != "" {
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		s.web.serveFile(w, r, f, st)
		return
	}
	route, ok := routes.Match(r.URL.Path)
	if (!ok || route.Path == routes.PagePath) && s.isAboutAlias(r) {
		// A page's slug is never a record id's shape (posts/rules): the About editor's.
		route, ok = routes.AboutAlias(), true
	}
	shell, shellAt, err := s.web.indexHTML()
	if err != nil {
		http.Error(w, notBuilt, http.StatusServiceUnavailable)
		return
	}
	status := http.StatusOK
	if !ok {
		status = http.StatusNotFound
	}
	if !route.Public() {
		w.Header().Set("X-Robots-Tag", "noindex")
	}
	if ok && route.Public() && s.publicPage(w, r, route, shellAt) {
		return
	}
	if ok && route.Public() && strings.Contains(route.Path, ":") && s.pages.painted() {
		// A post's address with no published post there (the painted set has every one).
		ok, status = false, http.StatusNotFound
	}
	w.Header().Set("Content-Type", htmlType)
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	_, _ = w.Write(s.head.Head(s.pages.current.Load().head, shell, route, r.URL.Path, ok, true))
}

// isAboutAlias matches /{id} when id is the About record's: the specification's
// single-segment about editor, kept only for that one id.
func (s *Site) isAboutAlias(r *http.Request) bool {
	seg := strings.Trim(r.URL.Path, "/")
	id, err := strconv.Atoi(seg)
	if err != nil || strings.Contains(seg, "/") {
		return false
	}
	ok, err := s.client.About.Query().Where(about.ID(id)).Exist(r.Context())
	return err == nil && ok
}
