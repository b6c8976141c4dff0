package graph_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"seoagency/admins"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/changes"
	"seoagency/compression"
	"seoagency/ent"
	entmedia "seoagency/ent/media"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/rest"
	"seoagency/store"
	"seoagency/testdb"
)

// textSite is the GraphQL endpoint as the server mounts it: behind the real sign-in
// middleware (Firebase Auth emulator tokens), with development's switches (text accepted)
// and a public cache dropped on every change of public content.
type textSite struct {
	h      http.Handler
	cache  *graph.Cache
	client *ent.Client
	db     *sql.DB
}

func newTextSite(t testing.TB, databaseURL string, maxBytes int, signIn bool) *textSite {
	t.Helper()
	c, db := testdb.Open(t, databaseURL)
	testdb.Seed(t, c)
	cache := graph.NewCache(nil, maxBytes)
	changes.Watch(c).Subscribe(cache.Invalidate)
	var h http.Handler = graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits, Cache: cache})
	if signIn {
		h = auth.Middleware(authtest.Verifier(t), func(ctx context.Context, email string) (auth.Role, error) {
			return admins.RoleOf(ctx, c, email)
		})(h)
	}
	return &textSite{h: h, cache: cache, client: c, db: db}
}

// call is one request to /graphql.
type call struct {
	method        string // GET or POST (default)
	query         string
	operationName string
	variables     map[string]any
	token         string       // Authorization: Bearer token
	viewer        *auth.Viewer // put in the context as the middleware would
	ifNoneMatch   string
	encodings     string // Accept-Encoding
}

// send runs c and returns the answer and the SQL statements it sent.
func (s *textSite) send(t testing.TB, c call) (*httptest.ResponseRecorder, int64) {
	t.Helper()
	var req *http.Request
	if c.method == "GET" {
		v := url.Values{"query": {c.query}}
		if c.operationName != "" {
			v.Set("operationName", c.operationName)
		}
		if c.variables != nil {
			b, _ := json.Marshal(c.variables)
			v.Set("variables", string(b))
		}
		req = httptest.NewRequest("GET", "/graphql?"+v.Encode(), nil)
	} else {
		body := map[string]any{"query": c.query}
		if c.operationName != "" {
			body["operationName"] = c.operationName
		}
		if c.variables != nil {
			body["variables"] = c.variables
		}
		b, _ := json.Marshal(body)
		req = httptest.NewRequest("POST", "/graphql", strings.NewReader(string(b)))
		req.Header.Set("Content-Type", "application/json")
	}
	if c.token != "" {
		req.Header.Set("Authorization", authtest.Bearer(c.token))
	}
	if c.ifNoneMatch != "" {
		req.Header.Set("If-None-Match", c.ifNoneMatch)
	}
	if c.encodings != "" {
		req.Header.Set("Accept-Encoding", c.encodings)
	}
	ctx := req.Context()
	if c.viewer != nil {
		ctx = auth.WithViewer(ctx, c.viewer)
	}
	ctx, n := store.WithStatementCounter(ctx)
	w := httptest.NewRecorder()
	s.h.ServeHTTP(w, req.WithContext(ctx))
	return w, n.Load()
}

// keep sends c twice, as a text is kept from its second request on: both are answered
// from the database, the first is only remembered. It returns the answer.
func (s *textSite) keep(t testing.TB, c call) *httptest.ResponseRecorder {
	t.Helper()
	var w *httptest.ResponseRecorder
	for i := range 2 {
		var n int64
		if w, n = s.send(t, c); n == 0 || w.Code != 200 || strings.Contains(w.Body.String(), `"errors"`) {
			t.Fatalf("request %d of %.80s: %d statements, %d %.300s", i+1, c.query, n, w.Code, w.Body.String())
		}
	}
	return w
}

// the same document three ways: white space, commas and comments differ; its meaning
// does not.
var sameDocument = []string{
	`query Home { banners(first: 1) { edges { node { bannerHeading } } } ...Rest }
fragment Rest on Query { logos(first: 1) { edges { node { logo } } } steps(first: 10) { edges { node { stepTitle } } } }`,
	"# an integrator's copy\nquery   Home{banners(first:1,){edges{node{bannerHeading,}}},...Rest}\n\n" +
		"fragment Rest on Query{logos(first:1){edges{node{logo}}} # the logo\n steps(first:10){edges{node{stepTitle}}}}",
	`query Home { banners(first: 1) { edges { node { bannerHeading } } }, ...Rest } fragment Rest on Query { logos(first: 1) { edges { node { logo } } }, steps(first: 10) { edges { node { stepTitle } } } }`,
}

func TestTextQueriesFromTheCache(t *testing.T) {
	for name, databaseURL := range databases {
		t.Run(name, func(t *testing.T) {
			textQueriesFromTheCache(t, newTextSite(t, databaseURL(t), graph.DefaultCacheBytes, false))
		})
	}
}

// databases are the two the product runs on, each test on a fresh one.
var databases = map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite}

func textQueriesFromTheCache(t *testing.T, s *textSite) {
	cold, coldSQL := s.send(t, call{query: sameDocument[0]})
	if cold.Code != 200 || strings.Contains(cold.Body.String(), "errors") || !strings.Contains(cold.Body.String(), "Grow Your Business") {
		t.Fatalf("cold: %d %s", cold.Code, cold.Body.String())
	}
	if coldSQL == 0 {
		t.Fatal("the first answer sent no SQL")
	}
	if entries, _ := s.cache.Size(); entries != 0 {
		t.Fatalf("a text asked once was kept (%d entries)", entries)
	}
	// The second request, written otherwise, is the same document: answered again, and kept.
	if second, n := s.send(t, call{query: sameDocument[1]}); n == 0 || second.Body.String() != cold.Body.String() {
		t.Fatalf("the second request: %d statements, %s", n, second.Body.String())
	}
	for i, doc := range sameDocument {
		for _, method := range []string{"POST", "GET"} {
			w, n := s.send(t, call{method: method, query: doc})
			if n != 0 || w.Code != 200 || w.Body.String() != cold.Body.String() {
				t.Errorf("document %d by %s: %d statements, %d %s", i, method, n, w.Code, w.Body.String())
			}
		}
	}
	if entries, _ := s.cache.Size(); entries != 1 {
		t.Fatalf("one meaning made %d entries", entries)
	}

	// CDN headers: a GET is public for a CDN (10 s, 60 s stale) and revalidates by
	// ETag; a POST is stored by no one.
	get, _ := s.send(t, call{method: "GET", query: sameDocument[1]})
	if cc := get.Header().Get("Cache-Control"); cc != graph.CDNCacheControl || get.Header().Get("ETag") == "" {
		t.Errorf("GET: Cache-Control %q, ETag %q", cc, get.Header().Get("ETag"))
	}
	for _, inm := range []string{get.Header().Get("ETag"), "W/" + get.Header().Get("ETag"), `"other", ` + get.Header().Get("ETag")} {
		if nm, n := s.send(t, call{method: "GET", query: sameDocument[2], ifNoneMatch: inm}); nm.Code != 304 || n != 0 || nm.Body.Len() != 0 {
			t.Errorf("If-None-Match %s: %d, %d statements", inm, nm.Code, n)
		}
	}
	post, _ := s.send(t, call{query: sameDocument[1]})
	if cc := post.Header().Get("Cache-Control"); cc != "no-store" || post.Header().Get("ETag") != "" {
		t.Errorf("POST: Cache-Control %q, ETag %q", cc, post.Header().Get("ETag"))
	}
	// A viewer in the context (as auth.Middleware puts it) is enough to keep out.
	hits, misses := s.cache.Hits.Load(), s.cache.Misses.Load()
	if w, n := s.send(t, call{query: sameDocument[0], viewer: customer}); n == 0 || !sameJSON(w.Body.Bytes(), cold.Body.Bytes()) ||
		s.cache.Hits.Load() != hits || s.cache.Misses.Load() != misses {
		t.Errorf("a signed-in viewer without a header: %d statements, hits %d → %d", n, hits, s.cache.Hits.Load())
	}
	private, _ := s.send(t, call{method: "GET", query: `{ viewer { email } }`})
	if cc := private.Header().Get("Cache-Control"); private.Code != 200 || cc != "no-store" {
		t.Errorf("a private GET: %d, Cache-Control %q", private.Code, cc)
	}

	// An edit of public content drops the answer: the next one is fresh.
	sys := testdb.System()
	s.client.Banner.Update().SetBannerHeading("Fresh heading").ExecX(sys)
	fresh, n := s.send(t, call{method: "GET", query: sameDocument[2], ifNoneMatch: get.Header().Get("ETag")})
	if fresh.Code != 200 || n == 0 || !strings.Contains(fresh.Body.String(), "Fresh heading") {
		t.Fatalf("after an edit: %d, %d statements, %s", fresh.Code, n, fresh.Body.String())
	}
	// A text asked lately is kept at its first answer after the edit.
	if again, n := s.send(t, call{query: sameDocument[0]}); n != 0 || again.Body.String() != fresh.Body.String() {
		t.Fatalf("the fresh answer is not kept: %d statements", n)
	}
}

// TestCachedAnswersCompressedOnce: a kept answer goes out in the encoding the request
// prefers, compressed at its first use in that encoding and kept with it (counted in
// the cache's bytes): later requests get the same bytes, with an ETag per encoding.
func TestCachedAnswersCompressedOnce(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	query := publicListsQuery(20)
	// The miss goes out as any answer (compression.Dynamic compresses it in the server):
	// a document asked once keeps no compressed copy.
	plain := s.keep(t, call{method: "GET", query: query, encodings: "gzip, br"})
	if plain.Code != 200 || plain.Header().Get("Content-Encoding") != "" || plain.Body.Len() < compression.MinBytes {
		t.Fatalf("the miss: %d, Content-Encoding %q, %d bytes", plain.Code, plain.Header().Get("Content-Encoding"), plain.Body.Len())
	}
	missTag := plain.Header().Get("ETag")
	etags := map[string]bool{missTag: true}
	for _, c := range []struct{ accept, enc string }{{"gzip", "gzip"}, {"gzip, deflate, br, zstd", "br"}} {
		_, before := s.cache.Size()
		first, n := s.send(t, call{method: "GET", query: query, encodings: c.accept})
		h := first.Header()
		if n != 0 || first.Code != 200 || h.Get("Content-Encoding") != c.enc || !strings.Contains(h.Get("Vary"), "Accept-Encoding") {
			t.Fatalf("%q: %d statements, %d, Content-Encoding %q, Vary %q", c.accept, n, first.Code, h.Get("Content-Encoding"), h.Get("Vary"))
		}
		if got := decode(t, c.enc, first.Body.Bytes()); got != plain.Body.String() {
			t.Fatalf("%q: decoded answer differs: %.200s", c.accept, got)
		}
		_, after := s.cache.Size()
		if after-before != first.Body.Len() {
			t.Errorf("%q: the cache grew by %d bytes for a %d-byte encoding", c.accept, after-before, first.Body.Len())
		}
		second, _ := s.send(t, call{method: "GET", query: query, encodings: c.accept})
		if _, again := s.cache.Size(); again != after || !bytes.Equal(second.Body.Bytes(), first.Body.Bytes()) {
			t.Errorf("%q: the second answer was compressed again (cache %d → %d bytes)", c.accept, after, again)
		}
		etag := h.Get("ETag")
		if etags[etag] {
			t.Errorf("%q: ETag %s is another encoding's", c.accept, etag)
		}
		etags[etag] = true
		for _, tag := range []string{etag, missTag} {
			if nm, _ := s.send(t, call{method: "GET", query: query, encodings: c.accept, ifNoneMatch: tag}); nm.Code != 304 {
				t.Errorf("%q with If-None-Match %s: %d", c.accept, tag, nm.Code)
			}
		}
		if post, _ := s.send(t, call{query: query, encodings: c.accept}); post.Header().Get("Content-Encoding") != c.enc || post.Header().Get("ETag") != "" ||
			!bytes.Equal(post.Body.Bytes(), first.Body.Bytes()) {
			t.Errorf("%q by POST: Content-Encoding %q, ETag %q", c.accept, post.Header().Get("Content-Encoding"), post.Header().Get("ETag"))
		}
	}
	// An answer too small to gain goes as it is.
	small, _ := s.send(t, call{method: "GET", query: `{ logos(first: 1) { edges { node { id } } } }`, encodings: "gzip, br"})
	if small.Header().Get("Content-Encoding") != "" || !strings.HasPrefix(small.Body.String(), `{"data"`) {
		t.Errorf("a small answer: Content-Encoding %q", small.Header().Get("Content-Encoding"))
	}
}

// TestWarmTextIsNotParsedAgain: a text with the tokens of one answered before (spacing
// and comments differ) is answered from the cache without being parsed again: the whole
// request allocates less than parsing the text alone does.
func TestWarmTextIsNotParsedAgain(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	query := publicListsQuery(20)
	s.keep(t, call{query: query})
	other := "# the same document\n" + strings.ReplaceAll(query, " ", "\n  ")
	parse := testing.AllocsPerRun(10, func() {
		if _, err := parser.ParseQuery(&ast.Source{Input: other}); err != nil {
			t.Fatal(err)
		}
	})
	hit := testing.AllocsPerRun(10, func() {
		if w, n := s.send(t, call{query: other}); n != 0 || w.Code != 200 {
			t.Fatalf("a hit: %d, %d statements", w.Code, n)
		}
	})
	if hit >= parse {
		t.Errorf("a hit allocates %.0f times, parsing the text alone %.0f: the hit parsed it", hit, parse)
	}
	// The same tokens followed by one that does not lex, or by one more, are other texts:
	// refused as they would be cold.
	for _, broken := range []string{query + ` "unterminated`, query + " }", query + " \u0000"} {
		if w, _ := s.send(t, call{query: broken}); w.Code == 200 && !strings.Contains(w.Body.String(), `"errors"`) {
			t.Errorf("%.40q…: answered %d %.100s", broken[len(query):], w.Code, w.Body.String())
		}
	}
}

// decode undoes a Content-Encoding.
func decode(t *testing.T, encoding string, b []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(b)
	if encoding == "gzip" {
		gz, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = gz
	} else {
		r = brotli.NewReader(r)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s: %v", encoding, err)
	}
	return string(out)
}

func TestTextQueryCacheKeys(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	// hit sends c and reports whether the cache answered it. A miss is sent once more,
	// which keeps it (keep).
	hit := func(c call) (string, bool) {
		t.Helper()
		hits := s.cache.Hits.Load()
		w, n := s.send(t, c)
		if w.Code != 200 {
			t.Fatalf("%+v: %d %s", c, w.Code, w.Body.String())
		}
		got := s.cache.Hits.Load() != hits
		if got != (n == 0) {
			t.Fatalf("%+v: hit %v with %d statements", c, got, n)
		}
		if !got && !strings.Contains(w.Body.String(), `"errors"`) {
			if again, n := s.send(t, c); n == 0 || again.Body.String() != w.Body.String() {
				t.Fatalf("%+v asked again: %d statements", c, n)
			}
		}
		return w.Body.String(), got
	}

	// Variables: only the declared ones, with their values, make the key.
	paged := `query Paged($n: Int!, $withLogo: Boolean!) { steps(first: $n) { edges { node { stepTitle } } } logos(first: 1) @include(if: $withLogo) { totalCount } }`
	one, _ := hit(call{query: paged, variables: map[string]any{"n": 1, "withLogo": true}})
	for i := range 20 {
		body, ok := hit(call{query: paged, variables: map[string]any{"withLogo": true, "n": 1, fmt.Sprintf("junk%d", i): strings.Repeat("x", 500)}})
		if !ok || body != one {
			t.Fatalf("an undeclared variable made a new key (hit %v)", ok)
		}
	}
	two, ok := hit(call{query: paged, variables: map[string]any{"n": 2, "withLogo": true}})
	if ok || two == one || strings.Count(two, "stepTitle") != 2 {
		t.Fatalf("another value of $n: hit %v, %s", ok, two)
	}
	noLogo, ok := hit(call{query: paged, variables: map[string]any{"n": 1, "withLogo": false}})
	if ok || strings.Contains(noLogo, "logos") {
		t.Fatalf("@include(if: false): hit %v, %s", ok, noLogo)
	}
	if again, ok := hit(call{query: paged, variables: map[string]any{"n": 1, "withLogo": false}}); !ok || again != noLogo {
		t.Fatal("@include(if: false) is not kept apart")
	}

	// A document with two operations: one entry per operation picked.
	twoOps := `query Steps { steps(first: 10) { edges { node { stepTitle } } } } query Logos { logos(first: 1) { edges { node { logo } } } }`
	steps, _ := hit(call{query: twoOps, operationName: "Steps"})
	logos, _ := hit(call{query: twoOps, operationName: "Logos"})
	if steps == logos || !strings.Contains(steps, "stepTitle") || !strings.Contains(logos, `"logo"`) {
		t.Fatalf("two operations: %s / %s", steps, logos)
	}
	if again, ok := hit(call{query: twoOps, operationName: "Logos"}); !ok || again != logos {
		t.Fatalf("operation Logos again: hit %v, %s", ok, again)
	}
	entries, _ := s.cache.Size()
	if w, _ := s.send(t, call{query: twoOps}); !strings.Contains(w.Body.String(), "errors") {
		t.Fatalf("no operation picked among two: %s", w.Body.String())
	}
	if w, _ := s.send(t, call{query: twoOps, operationName: "Nope"}); !strings.Contains(w.Body.String(), "errors") {
		t.Fatalf("an operation the document lacks: %s", w.Body.String())
	}
	if e, _ := s.cache.Size(); e != entries {
		t.Fatal("an error was kept")
	}

	// Order of fields and aliases is part of the answer: not the same entry.
	a, _ := hit(call{query: `{ logos(first: 1) { totalCount } steps(first: 1) { totalCount } }`})
	b, ok := hit(call{query: `{ steps(first: 1) { totalCount } logos(first: 1) { totalCount } }`})
	if ok || a == b {
		t.Fatalf("reordered fields share an answer: %s / %s", a, b)
	}
	if c, ok := hit(call{query: `{ x: logos(first: 1) { totalCount } steps(first: 1) { totalCount } }`}); ok || !strings.Contains(c, `"x"`) {
		t.Fatalf("an alias shares an answer: %s", c)
	}
	// Arguments' values (objects, enums, null) print back the same however they are spaced.
	s1, _ := hit(call{query: `{ __typename steps(first: 1, after: null, orderBy: { field: POSITION, direction: DESC }) { totalCount } t: __typename }`})
	if s2, ok := hit(call{query: "{__typename,steps(first:1,after:null,orderBy:{field:POSITION,direction:DESC}){totalCount},t:__typename}"}); !ok || s2 != s1 {
		t.Fatal("the same document written tighter missed")
	}
	if _, ok := hit(call{query: `{ __typename steps(first: 1, after: null, orderBy: { field: POSITION, direction: ASC }) { totalCount } t: __typename }`}); ok {
		t.Fatal("another enum value hit")
	}
}

// TestTextQueryCacheNeverPrivate: what a signed-in caller sends is never answered from
// the cache nor kept in it; nor is a document with any non-public root field, or a
// mutation, whoever sends it.
func TestTextQueryCacheNeverPrivate(t *testing.T) {
	s := newTextSite(t, testdb.Postgres(t), graph.DefaultCacheBytes, true)
	sys := testdb.System()

	// An image of the media library, shown in the banner: publicMedia lists it, and its
	// usedIn (where it is used) is for admins only.
	const hash = "0123456789abcdef0123456789abcdef"
	s.client.Media.Create().SetHash(hash).SetFilename("banner.png").SetFormat(entmedia.FormatPng).
		SetBytes(10).SetWidth(1).SetHeight(1).ExecX(sys)
	s.client.Banner.Update().SetBannerImage("/media/" + hash + ".png").ExecX(sys)

	adminEmail := authtest.UniqueEmail(t, "admin")
	adminToken := authtest.SignUpVerified(t, adminEmail, "secret-123")
	if _, err := admins.Ensure(context.Background(), s.client, adminEmail); err != nil {
		t.Fatal(err)
	}
	customerEmail := authtest.UniqueEmail(t, "customer")
	customerToken := authtest.SignUp(t, customerEmail, "secret-123")

	// unchanged: f reads nothing from the cache and keeps nothing in it; it does not even
	// look (a miss), unless looking is allowed (a visitor's document that may be kept).
	unchanged := func(what string, f func(), mayLook ...bool) {
		t.Helper()
		hits, misses := s.cache.Hits.Load(), s.cache.Misses.Load()
		entries, bytes := s.cache.Size()
		f()
		e, b := s.cache.Size()
		looked := s.cache.Misses.Load() != misses && len(mayLook) == 0
		if s.cache.Hits.Load() != hits || looked || e != entries || b != bytes {
			t.Errorf("%s touched the cache: hits %d → %d, misses %d → %d, entries %d → %d",
				what, hits, s.cache.Hits.Load(), misses, s.cache.Misses.Load(), entries, e)
		}
	}

	// A public document from a signed-in caller first: it is not kept...
	public := `{ banners(first: 1) { edges { node { bannerHeading } } } }`
	for _, token := range []string{customerToken, adminToken} {
		unchanged("a signed-in caller's public document", func() {
			if w, _ := s.send(t, call{query: public, token: token}); w.Code != 200 || !strings.Contains(w.Body.String(), "Grow") {
				t.Fatalf("signed in: %d %s", w.Code, w.Body.String())
			}
		})
	}
	// ... and once a visitor's answer is kept, it is not read for them either.
	s.keep(t, call{query: public})
	if _, n := s.send(t, call{query: public}); n != 0 {
		t.Fatal("the visitor's third answer did not come from the cache")
	}
	unchanged("a signed-in caller after a visitor", func() {
		s.send(t, call{query: public, token: customerToken})
		s.send(t, call{query: public, token: adminToken})
	})

	// A nested field for admins under a public root: the admin's answer is never a visitor's.
	usedIn := `{ publicMedia { filename usedIn { type field } } }`
	unchanged("an admin's publicMedia { usedIn }", func() {
		w, _ := s.send(t, call{query: usedIn, token: adminToken})
		if !strings.Contains(w.Body.String(), `"field":"bannerImage"`) {
			t.Fatalf("the admin does not see where the image is used: %s", w.Body.String())
		}
	})
	for range 2 {
		unchanged("a visitor's publicMedia { usedIn }", func() {
			w, _ := s.send(t, call{query: usedIn})
			if strings.Contains(w.Body.String(), "bannerImage") || !strings.Contains(w.Body.String(), "UNAUTHENTICATED") {
				t.Fatalf("a visitor asking for usedIn: %s", w.Body.String())
			}
		}, true)
	}

	// viewer: each caller gets their own answer, never another's.
	mine := `{ viewer { email } banners(first: 1) { totalCount } }`
	for range 2 {
		unchanged("viewer", func() {
			if w, _ := s.send(t, call{query: mine, token: customerToken}); !strings.Contains(w.Body.String(), customerEmail) {
				t.Fatalf("the customer: %s", w.Body.String())
			}
			if w, _ := s.send(t, call{query: mine}); strings.Contains(w.Body.String(), customerEmail) || !strings.Contains(w.Body.String(), `"viewer":{"email":null}`) {
				t.Fatalf("a visitor after the customer: %s", w.Body.String())
			}
		})
	}

	// Documents with a non-public root field, however it is reached, or a mutation.
	for _, doc := range []string{
		`{ orders(first: 1) { totalCount } }`,
		`{ banners(first: 1) { totalCount } orders(first: 1) { totalCount } }`,
		`{ banners(first: 1) { totalCount } ...F } fragment F on Query { subscribers(first: 1) { totalCount } }`,
		`{ banners(first: 1) { totalCount } ... on Query { viewer { email } } }`,
		`{ banners(first: 1) { totalCount } ... { ... on Query { ...F } } } fragment F on Query { ... { totalSales } }`,
		`{ __schema { queryType { name } } }`,
		`{ banners(first: 1) { totalCount } __type(name: "Order") { name } }`,
		`{ node(id: "1") { id } }`,
		`mutation { subscribe(email: "reader@example.com") { email } }`,
		`query Q { banners(first: 1) { totalCount } } mutation M { subscribe(email: "reader@example.com") { email } }`,
		`query Q { banners(first: 1) { totalCount } } query V { viewer { email } }`,
	} {
		for range 2 {
			unchanged(doc, func() {
				s.send(t, call{query: doc, operationName: map[bool]string{true: "Q"}[strings.Contains(doc, "query Q")]})
			})
		}
	}
}

// TestTextQueryCacheBounded: a stranger sending ever new public documents, each once,
// makes the cache keep nothing; each asked twice, the cache stays within its bytes and
// the latest answer is kept.
func TestTextQueryCacheBounded(t *testing.T) {
	const bound = 8 << 10
	s := newTextSite(t, testdb.SQLite(t), bound, false)
	doc := func(i int) string {
		return fmt.Sprintf(`{ a%d: steps(first: 4) { edges { node { stepTitle stepDetails } } } }`, i)
	}
	for i := range 300 {
		if w, _ := s.send(t, call{query: doc(i)}); w.Code != 200 || strings.Contains(w.Body.String(), "errors") {
			t.Fatalf("%s: %d %s", doc(i), w.Code, w.Body.String())
		}
	}
	if entries, bytes := s.cache.Size(); entries != 0 {
		t.Fatalf("300 documents asked once: %d entries kept, %d bytes", entries, bytes)
	}
	most := 0
	for i := range 300 {
		s.send(t, call{query: doc(1000 + i)})
		s.send(t, call{query: doc(1000 + i)})
		entries, bytes := s.cache.Size()
		most = max(most, bytes)
		if bytes > bound {
			t.Fatalf("after %d documents: %d entries, %d bytes, past %d", i+1, entries, bytes, bound)
		}
	}
	entries, bytes := s.cache.Size()
	t.Logf("300 distinct documents asked twice: %d entries kept, %d bytes (bound %d, most %d)", entries, bytes, bound, most)
	if _, n := s.send(t, call{query: doc(1299)}); n != 0 {
		t.Fatal("the latest answer was evicted")
	}
}

// TestTextFloodKeepsTheSitesAnswers: ever new documents from a stranger fill only the
// texts' half of the cache; the web app's persisted answers stay warm.
func TestTextFloodKeepsTheSitesAnswers(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	testdb.Seed(t, c)
	queries := map[string]string{"home": homeQuery}
	cache := graph.NewCache(queries, 16<<10)
	h := graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits, Queries: queries, Cache: cache})
	if w, n := count(t, h, visitor, "GET", "home", "", ""); w.Code != 200 || n == 0 {
		t.Fatalf("the home query: %d, %d statements", w.Code, n)
	}
	for i := range 300 {
		doc := fmt.Sprintf(`{ a%d: steps(first: 4) { edges { node { stepTitle stepDetails } } } }`, i)
		if w, _ := count(t, h, visitor, "POST", "", doc, ""); w.Code != 200 || strings.Contains(w.Body.String(), "errors") {
			t.Fatalf("%s: %d %s", doc, w.Code, w.Body.String())
		}
	}
	if _, bytes := cache.Size(); bytes > 16<<10 {
		t.Fatalf("the cache holds %d bytes, past its bound", bytes)
	}
	if w, n := count(t, h, visitor, "GET", "home", "", ""); w.Code != 200 || n != 0 {
		t.Fatalf("after the flood the home query sent %d statements", n)
	}
}

// TestTextQueryCacheKeepsTheLimits: the cache is no way around the bounds of a
// document: what they refuse is refused every time, and never kept.
func TestTextQueryCacheKeepsTheLimits(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	aliases := func(n, first int) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			fmt.Fprintf(&b, " a%d: steps(first: %d) { edges { node { id stepTitle stepDetails stepNumber createdAt updatedAt } } }", i, first)
		}
		return b.String() + " }"
	}
	deep := "{ banners(first: 1) { edges { node { " + strings.Repeat("... on Banner { ", 200) + "id" + strings.Repeat(" }", 200) + " } } } }"
	var cycle = `{ ...A } fragment A on Query { banners(first: 1) { totalCount } ...B } fragment B on Query { ...A }`
	for _, c := range []struct {
		name, doc string
		vars      map[string]any
		code      string
	}{
		{"too many tokens", "{" + strings.Repeat(" __typename", graph.DefaultLimits.MaxTokens) + " }", nil, "QUERY_TOO_LARGE"},
		{"too many aliases", aliases(graph.DefaultLimits.MaxAliases+1, 1), nil, "QUERY_TOO_LARGE"},
		{"aliases multiplying a page", aliases(40, 100), nil, "QUERY_TOO_LARGE"},
		{"the same key too often", "{ steps(first: 1) { " + strings.Repeat("... on StepConnection { edges { node { id } } ", 30) + strings.Repeat("} ", 30) + "} }", nil, "QUERY_TOO_LARGE"},
		{"a page past MaxPage by a variable", `query($n: Int) { steps(first: $n) { totalCount } }`, map[string]any{"n": 1000}, "QUERY_TOO_LARGE"},
		{"a list without first", `{ steps { totalCount } }`, nil, "QUERY_TOO_LARGE"},
		{"a cycle of fragments", cycle, nil, "GRAPHQL_VALIDATION_FAILED"},
		{"an unknown fragment", `{ ...Nowhere }`, nil, "GRAPHQL_VALIDATION_FAILED"},
		{"an unknown field under a public root", `{ banners(first: 1) { edges { node { orders { id } } } } }`, nil, "GRAPHQL_VALIDATION_FAILED"},
	} {
		for range 2 {
			before, _ := s.cache.Size()
			w, _ := s.send(t, call{query: c.doc, variables: c.vars})
			var out struct {
				Errors []struct{ Extensions struct{ Code string } }
			}
			_ = json.Unmarshal(w.Body.Bytes(), &out)
			if len(out.Errors) == 0 || c.code != "" && out.Errors[0].Extensions.Code != c.code {
				t.Errorf("%s: %d %.300s", c.name, w.Code, w.Body.String())
			}
			if after, _ := s.cache.Size(); after != before {
				t.Errorf("%s: kept", c.name)
			}
		}
	}
	// Inline fragments add no depth: nested deep, the document is parsed in linear time
	// (its tokens are bounded first), answered twice and then from the cache.
	for i := range 3 {
		if w, n := s.send(t, call{query: deep}); strings.Contains(w.Body.String(), "errors") || (i == 2) != (n == 0) {
			t.Fatalf("inline fragments nested deep, request %d: %d statements, %.300s", i+1, n, w.Body.String())
		}
	}

	// The same document with a page that fits is kept, and the one past the bound still refused.
	page := `query($n: Int) { steps(first: $n) { totalCount } }`
	s.keep(t, call{query: page, variables: map[string]any{"n": 5}})
	if _, n := s.send(t, call{query: page, variables: map[string]any{"n": 5}}); n != 0 {
		t.Fatal("a page that fits was not kept")
	}
	if w, _ := s.send(t, call{query: page, variables: map[string]any{"n": 1000}}); !strings.Contains(w.Body.String(), "QUERY_TOO_LARGE") {
		t.Fatalf("past MaxPage after a kept answer: %s", w.Body.String())
	}
}

// publicListsQuery asks for every scalar field of the 16 public lists of a home page,
// first items each, as an integrator writes it.
func publicListsQuery(first int) string {
	var b strings.Builder
	b.WriteString("query PublicLists {")
	for _, list := range publicLists {
		f := gqltest.Schema.Query.Fields.ForName(list)
		node := gqltest.Schema.Types[strings.TrimSuffix(f.Type.Name(), "Connection")]
		var fields []string
		for _, nf := range node.Fields {
			if k := gqltest.Schema.Types[nf.Type.Name()].Kind; (k == ast.Scalar || k == ast.Enum) && len(nf.Arguments) == 0 {
				fields = append(fields, nf.Name)
			}
		}
		fmt.Fprintf(&b, " %s(first: %d) { edges { node { %s } } }", list, first, strings.Join(fields, " "))
	}
	return b.String() + " }"
}

// publicLists are the 16 public lists of the home page (bench/main.go's): the 14 REST
// calls' data, the pricing packages and the steps.
var publicLists = []string{"banners", "abouts", "serviceHeadings", "serviceItems", "counters", "videoSections",
	"teamMembers", "testimonials", "callToActions", "logos", "footerAbouts", "footerAddresses", "footerSocials",
	"copyrights", "pricingPackages", "steps"}

func TestPublicListsQueryIsCached(t *testing.T) {
	s := newTextSite(t, testdb.SQLite(t), graph.DefaultCacheBytes, false)
	q := publicListsQuery(20)
	cold, coldSQL := s.send(t, call{query: q})
	if cold.Code != 200 || strings.Contains(cold.Body.String(), "errors") {
		t.Fatalf("%d %.500s", cold.Code, cold.Body.String())
	}
	s.send(t, call{query: q}) // kept from its second request on
	warm, warmSQL := s.send(t, call{method: "GET", query: strings.ReplaceAll(q, " ", "\n ")})
	t.Logf("16 public lists as text: %d statements cold, %d warm, %d bytes", coldSQL, warmSQL, cold.Body.Len())
	if coldSQL != 1 || warmSQL != 0 || warm.Body.String() != cold.Body.String() { // one statement: graph/onesql.go
		t.Fatalf("statements: %d cold, %d warm", coldSQL, warmSQL)
	}
}

// restHome are the 14 REST calls of the home page (bench/main.go's).
var restHome = []string{"/api/banner", "/api/about", "/api/service", "/api/service-items", "/api/counters", "/api/videos",
	"/api/videos-items", "/api/testimonials", "/api/actions", "/api/logo", "/api/footer-about", "/api/footer-address",
	"/api/footer-social", "/api/copyrights"}

// documents numbers the uncached documents of all runs: each is new.
var documents atomic.Int64

// BenchmarkPublicLists compares one text query over the 16 public lists (uncached: a
// new alias each time, so parsed, validated and run; cached: the same text) with the 14
// REST calls of the home page, one after the other and all at once, on both databases.
// Statements per operation are reported as SQL/op.
func BenchmarkPublicLists(b *testing.B) {
	for _, name := range []string{"sqlite", "postgres"} {
		b.Run(name, func(b *testing.B) {
			s := newTextSite(b, databases[name](b), graph.DefaultCacheBytes, false)
			restAPI := rest.Handler(s.client, rest.Deps{})
			query := publicListsQuery(20)
			var sql atomic.Int64
			do := func(h http.Handler, req *http.Request) {
				ctx, n := store.WithStatementCounter(auth.WithViewer(req.Context(), visitor))
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req.WithContext(ctx))
				if w.Code != 200 || strings.HasPrefix(w.Body.String(), `{"errors"`) {
					b.Errorf("%s: %d %.300s", req.URL, w.Code, w.Body.String()) // not Fatal: callers run in parallel too
					return
				}
				sql.Add(n.Load())
			}
			gql := func(text string) *http.Request {
				body, _ := json.Marshal(map[string]string{"query": text})
				req := httptest.NewRequest("POST", "/graphql", strings.NewReader(string(body)))
				req.Header.Set("Content-Type", "application/json")
				return req
			}
			run := func(name string, op func(i int)) {
				b.Run(name, func(b *testing.B) {
					sql.Store(0)
					op(-1) // warm: the cached case fills the cache
					sql.Store(0)
					cpu := cpuTime()
					b.ResetTimer()
					for i := 0; b.Loop(); i++ {
						op(i)
					}
					b.ReportMetric(float64(sql.Load())/float64(b.N), "SQL/op")
					b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e3, "cpu-µs/op")
				})
			}
			run("graphql-text-uncached", func(int) {
				do(s.h, gql(strings.Replace(query, "{ banners", fmt.Sprintf("{ b%d: banners", documents.Add(1)), 1)))
			})
			run("graphql-text-cached", func(int) { do(s.h, gql(query)) })
			// The same uncached documents on an endpoint without a cache: what a miss adds.
			noCache := graph.NewHandler(s.client, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits})
			run("graphql-text-without-cache", func(int) {
				do(noCache, gql(strings.Replace(query, "{ banners", fmt.Sprintf("{ b%d: banners", documents.Add(1)), 1)))
			})
			run("rest-14-in-turn", func(int) {
				for _, p := range restHome {
					do(restAPI, httptest.NewRequest("GET", p, nil))
				}
			})
			// 32 callers at once, as bench/main.go's clients (c=32): text documents share the
			// endpoint's text slots, REST calls run as they come. loads/s is what to compare.
			parallel := func(name string, op func()) {
				b.Run(name, func(b *testing.B) {
					op() // warm
					sql.Store(0)
					cpu := cpuTime()
					start := time.Now()
					b.SetParallelism(max(1, 32/runtime.GOMAXPROCS(0)))
					b.ResetTimer()
					b.RunParallel(func(pb *testing.PB) {
						for pb.Next() {
							op()
						}
					})
					b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "loads/s")
					b.ReportMetric(float64(sql.Load())/float64(b.N), "SQL/op")
					b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N)/1e3, "cpu-µs/op")
				})
			}
			parallel("graphql-text-uncached-c32", func() {
				do(s.h, gql(strings.Replace(query, "{ banners", fmt.Sprintf("{ b%d: banners", documents.Add(1)), 1)))
			})
			parallel("rest-14-in-turn-c32", func() {
				for _, p := range restHome {
					do(restAPI, httptest.NewRequest("GET", p, nil))
				}
			})
			run("rest-14-at-once", func(int) {
				var wg sync.WaitGroup
				for _, p := range restHome {
					wg.Go(func() { do(restAPI, httptest.NewRequest("GET", p, nil)) })
				}
				wg.Wait()
			})
		})
	}
}

// cpuTime is the CPU time the process used so far: on a busy machine it varies less
// than the time an operation takes.
func cpuTime() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkTextDocument is what a text document costs before it runs: the bounds
// (lexing, parsing, counting), the cache key (a second parse, printing, hashing), and
// the executor's parse and validation, which a cache hit skips.
func BenchmarkTextDocument(b *testing.B) {
	query := publicListsQuery(20)
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			if _, err := parser.ParseQuery(&ast.Source{Input: query}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("parse-and-validate", func(b *testing.B) {
		for b.Loop() {
			if _, err := gqlparser.LoadQueryWithRules(gqltest.Schema, query, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}
