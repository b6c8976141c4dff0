package graph

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"math"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/compression"
	"seoagency/graph/generated"
)

// PublicContent are the root fields that read only public content: the same answer
// for everyone, so it can be cached and revalidated by ETag.
var PublicContent = map[string]bool{
	"abouts": true, "banners": true, "callToActions": true, "categories": true, "contactItems": true,
	"copyrights": true, "counters": true, "designItems": true, "footerAbouts": true, "footerAddresses": true,
	"footerSocials": true, "logos": true, "pricingPackages": true, "serviceHeadings": true, "serviceItems": true,
	"steps": true, "teamMembers": true, "testimonials": true, "videoSections": true, "siteIdentities": true, "menuItems": true,
	"posts": true, "postBySlug": true, "blogPage": true, // published entries only, the same for every visitor
	"caseStudyBySlug": true, "caseStudiesPage": true, "pageBySlug": true,
	"paymentsReady": true, // whether a PayPal e-mail is set: a payment setting's change invalidates too
	"publicMedia":   true, // the library images the above show: changes with them (a Media change invalidates too)
}

// Cache keeps the answers of public queries asked anonymously in memory until public
// content changes (Invalidate): the web app's persisted ones, and documents sent as text
// that read only public content (textShape), so that a warm query sends no SQL at all. It
// holds at most maxBytes of answers, dropping the least recently used first, so
// callers varying the variables or the documents cannot fill memory. The web app's
// answers and the texts have half each: a stranger's flood of new documents does not
// push the site's own answers out. A text's answer is kept from its second request on
// (asked): a document asked once, as each of a flood's, takes no memory at all.
type Cache struct {
	public          map[string]bool // persisted ids whose root fields are all PublicContent
	mu              sync.Mutex
	gen             uint64
	persisted, text *partition
	shapes          *simplelru.LRU[string, textShape] // by the SHA-256 of a text's tokens
	asked           *simplelru.LRU[string, struct{}]  // keys of the texts answered lately
	Hits, Misses    atomic.Int64
}

// shapesKept bounds the shapes of texts kept, and textsAsked the keys of texts answered
// lately: a few dozen bytes each.
const (
	shapesKept = 1024
	textsAsked = 4096
)

// shape is the shape of a text with these tokens parsed before.
func (c *Cache) shape(tokens []byte) (textShape, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.shapes.Get(string(tokens))
}

// keepShape keeps the shape of a text just parsed (and bounded: Limits.checkDocument).
func (c *Cache) keepShape(tokens []byte, s textShape) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.shapes.Add(string(tokens), s)
}

// partition is one LRU of answers bounded by bytes.
type partition struct {
	entries  *simplelru.LRU[string, *cached]
	bytes    int // of entries
	maxBytes int
}

func newPartition(maxBytes int) *partition {
	p := &partition{maxBytes: maxBytes}
	// Entries are bounded by bytes (add); the count only has to be larger than that allows.
	p.entries, _ = simplelru.NewLRU(math.MaxInt32, func(key string, e *cached) { p.bytes -= e.size(key) })
	return p
}

// add keeps e, dropping the least recently used answers past maxBytes.
func (p *partition) add(key string, e *cached) {
	if e.size(key) > p.maxBytes {
		return
	}
	p.entries.Remove(key) // a racing request may have stored it first
	p.entries.Add(key, e)
	p.bytes += e.size(key)
	for p.bytes > p.maxBytes {
		p.entries.RemoveOldest()
	}
}

// of is the partition key belongs in (a text's key starts with "text\x00").
func (c *Cache) of(key string) *partition {
	if strings.HasPrefix(key, textPrefix) {
		return c.text
	}
	return c.persisted
}

type cached struct {
	body []byte
	etag string // of body, quoted
	cost int    // what the operation cost (Limits.Cost) when it ran, for a caller whose budget pays for a kept answer too
	// body compressed, made when first sent in that encoding and kept with it: a warm
	// answer is not compressed again for every request. Set once, under Cache.mu.
	gzip, br atomic.Pointer[[]byte]
}

// DefaultCacheBytes holds every public page's answers many times over.
const DefaultCacheBytes = 16 << 20

// size counts an entry's key and answer in each encoding, and a little for the LRU's
// own bookkeeping.
func (e *cached) size(key string) int {
	n := len(key) + len(e.body) + len(e.etag) + 128
	for _, b := range []*[]byte{e.gzip.Load(), e.br.Load()} {
		if b != nil {
			n += len(*b)
		}
	}
	return n
}

// NewCache finds the cacheable queries among the persisted ones.
func NewCache(queries map[string]string, maxBytes int) *Cache {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	c := &Cache{public: map[string]bool{}, persisted: newPartition(maxBytes / 2), text: newPartition(maxBytes - maxBytes/2)}
	c.shapes, _ = simplelru.NewLRU[string, textShape](shapesKept, nil)
	c.asked, _ = simplelru.NewLRU[string, struct{}](textsAsked, nil)
	for id, text := range queries {
		doc, err := gqlparser.LoadQueryWithRules(schema, text, nil) // nil: the default rules
		if err != nil || len(doc.Operations) != 1 || doc.Operations[0].Operation != ast.Query {
			continue
		}
		c.public[id] = onlyPublic(doc, doc.Operations[0].SelectionSet, map[string]bool{})
	}
	return c
}

// onlyPublic reports whether a selection set at the root of a query selects only
// PublicContent (and __typename), following fragments by name: it works on a document
// that has not been validated, where a spread's fragment may be missing (not public)
// or spread in a cycle (each fragment is walked once).
func onlyPublic(doc *ast.QueryDocument, set ast.SelectionSet, seen map[string]bool) bool {
	for _, s := range set {
		switch s := s.(type) {
		case *ast.Field:
			if !PublicContent[s.Name] && s.Name != "__typename" {
				return false
			}
		case *ast.FragmentSpread:
			if seen[s.Name] {
				continue
			}
			seen[s.Name] = true
			def := doc.Fragments.ForName(s.Name)
			if def == nil || !onlyPublic(doc, def.SelectionSet, seen) {
				return false
			}
		case *ast.InlineFragment:
			if !onlyPublic(doc, s.SelectionSet, seen) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// Invalidate drops every cached answer; answers being computed are not stored.
func (c *Cache) Invalidate() {
	c.mu.Lock()
	c.gen++
	c.persisted.entries.Purge()
	c.text.entries.Purge()
	c.mu.Unlock()
}

// CDNCacheControl is what a GET answer of public content says to caches: a browser
// revalidates each time (ETag, a 304 when nothing changed); a CDN keeps it 10 s and may
// serve it up to 60 s stale while it revalidates, as the painted pages (server/pages).
// A POST answer, and any answer that is not public, is no-store.
const CDNCacheControl = "public, max-age=0, s-maxage=10, stale-while-revalidate=60"

// lookup finds a kept answer.
func (c *Cache) lookup(key string) (*cached, bool) {
	c.mu.Lock()
	e, hit := c.of(key).entries.Get(key)
	c.mu.Unlock()
	if hit {
		c.Hits.Add(1)
	}
	return e, hit
}

// serve answers a public query from memory (hit), or runs it and keeps a successful
// answer, with an ETag that lets a browser or CDN revalidate a GET for nothing.
func (c *Cache) serve(w http.ResponseWriter, r *http.Request, key string, cost int, run func() (status int, body []byte, ok bool)) (hit bool) {
	c.mu.Lock()
	e, hit := c.of(key).entries.Get(key)
	gen := c.gen
	c.mu.Unlock()
	if hit {
		c.Hits.Add(1)
	} else {
		c.Misses.Add(1)
		status, body, ok := run()
		if !ok {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Cache-Control", "no-store")
			w.WriteHeader(status)
			_, _ = w.Write(body)
			return false
		}
		sum := sha256.Sum256(body)
		e = &cached{body: body, etag: `"` + hex.EncodeToString(sum[:12]) + `"`, cost: cost}
		c.put(key, gen, e)
	}
	c.write(w, r, key, e, hit)
	return hit
}

// write sends a kept answer: for a GET with the CDN's policy and its ETag (a 304 when
// the caller has it), for a POST as it is, stored by no one. A hit goes in the encoding
// the request prefers, compressed once (encoded); the answer just made goes as any
// other, compressed on the way out: a document asked once (an integrator's every new
// query) costs no compression kept for nobody.
func (c *Cache) write(w http.ResponseWriter, r *http.Request, key string, e *cached, hit bool) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	body, etag := e.body, e.etag
	if hit && len(e.body) >= compression.MinBytes {
		h.Add("Vary", "Accept-Encoding")
		if enc := compression.Negotiate(r.Header.Get("Accept-Encoding")); enc != "" {
			// Strong, and different per encoding: the bytes differ.
			body, etag = c.encoded(key, e, enc), strings.TrimSuffix(e.etag, `"`)+"-"+enc+`"`
			h.Set("Content-Encoding", enc) // so compression.Dynamic lets it through
		}
	}
	if r.Method != http.MethodGet {
		h.Set("Cache-Control", "no-store")
		_, _ = w.Write(body)
		return
	}
	h.Set("ETag", etag)
	h.Set("Cache-Control", CDNCacheControl)
	// Either tag names the same content: the one a miss sent (compressed on the way
	// out) and the one of the encoding kept since.
	if inm := r.Header.Get("If-None-Match"); etagMatch(inm, etag) || etagMatch(inm, e.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(body)
}

// encoded is e's body in encoding, compressed at its first use and kept with e while
// e is in the cache (counted in its partition's bytes).
func (c *Cache) encoded(key string, e *cached, encoding string) []byte {
	v := &e.gzip
	if encoding == "br" {
		v = &e.br
	}
	if b := v.Load(); b != nil {
		return *b
	}
	b := compression.Compress(e.body, encoding)
	c.mu.Lock()
	defer c.mu.Unlock()
	p := c.of(key)
	if kept, ok := p.entries.Peek(key); ok && kept == e && v.Load() == nil {
		v.Store(&b)
		p.bytes += len(b)
		for p.bytes > p.maxBytes {
			p.entries.RemoveOldest()
		}
	}
	return b
}

// etagMatch compares If-None-Match with an ETag weakly (RFC 9110 13.1.2): a list, "*",
// or the tag made weak by a proxy that compressed the answer all match.
func etagMatch(header, etag string) bool {
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" || strings.TrimPrefix(tag, "W/") == etag {
			return true
		}
	}
	return false
}

// put keeps an answer computed from the content of generation gen, unless content
// changed meanwhile, or it is a text's first answer among the last textsAsked.
func (c *Cache) put(key string, gen uint64, e *cached) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return
	}
	p := c.of(key)
	if p == c.text {
		if _, again := c.asked.Get(key); !again {
			c.asked.Add(key, struct{}{})
			return
		}
	}
	p.add(key, e)
}

// Size is the number of answers kept and their bytes.
func (c *Cache) Size() (entries, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.persisted.entries.Len() + c.text.entries.Len(), c.persisted.bytes + c.text.bytes
}

// Answers is how many answers came from the cache and how many did not.
func (c *Cache) Answers() (hits, misses int64) { return c.Hits.Load(), c.Misses.Load() }

// Recorder keeps a response in memory (a query answered inside the server).
type Recorder struct {
	header http.Header
	Status int
	Body   bytes.Buffer
}

// NewRecorder starts with status 200 and no headers.
func NewRecorder() *Recorder { return &Recorder{header: http.Header{}, Status: http.StatusOK} }

func (r *Recorder) Header() http.Header         { return r.header }
func (r *Recorder) WriteHeader(s int)           { r.Status = s }
func (r *Recorder) Write(b []byte) (int, error) { return r.Body.Write(b) }

// Cacheable reports whether the persisted query id is answered from the cache.
func (c *Cache) Cacheable(id string) bool { return c.public[id] }
