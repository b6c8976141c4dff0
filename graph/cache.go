package graph

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"math"
	"net/http"
	"sync"
	"sync/atomic"

	"github.com/hashicorp/golang-lru/v2/simplelru"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/graph/generated"
)

// PublicContent are the root fields that read only public content: the same answer
// for everyone, so it can be cached and revalidated by ETag.
var PublicContent = map[string]bool{
	"abouts": true, "banners": true, "callToActions": true, "categories": true, "contactItems": true,
	"copyrights": true, "counters": true, "designItems": true, "footerAbouts": true, "footerAddresses": true,
	"footerSocials": true, "logos": true, "pricingPackages": true, "serviceHeadings": true, "serviceItems": true,
	"steps": true, "teamMembers": true, "testimonials": true, "videoSections": true,
	"publicMedia": true, // the library images the above show: changes with them (a Media change invalidates too)
}

// Cache keeps the answers of the web app's public persisted queries in memory until
// public content changes (Invalidate): a warm page query sends no SQL at all. It
// holds at most maxBytes of answers, dropping the least recently used first, so
// callers varying the variables cannot fill memory.
type Cache struct {
	public       map[string]bool // persisted ids whose root fields are all PublicContent
	maxBytes     int
	mu           sync.Mutex
	gen          uint64
	entries      *simplelru.LRU[string, cached]
	bytes        int // of entries
	Hits, Misses atomic.Int64
}

type cached struct {
	body []byte
	etag string
}

// DefaultCacheBytes holds every public page's answers many times over.
const DefaultCacheBytes = 16 << 20

// size counts an entry's key and answer, and a little for the LRU's own bookkeeping.
func (e cached) size(key string) int { return len(key) + len(e.body) + len(e.etag) + 128 }

// NewCache finds the cacheable queries among the persisted ones.
func NewCache(queries map[string]string, maxBytes int) *Cache {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	c := &Cache{public: map[string]bool{}, maxBytes: maxBytes}
	// Entries are bounded by bytes, below; the count only has to be larger than that allows.
	c.entries, _ = simplelru.NewLRU(math.MaxInt32, func(key string, e cached) { c.bytes -= e.size(key) })
	for id, text := range queries {
		doc, err := gqlparser.LoadQueryWithRules(schema, text, nil) // nil: the default rules
		if err != nil || len(doc.Operations) != 1 || doc.Operations[0].Operation != ast.Query {
			continue
		}
		c.public[id] = onlyPublic(doc.Operations[0].SelectionSet)
	}
	return c
}

func onlyPublic(set ast.SelectionSet) bool {
	for _, s := range set {
		switch s := s.(type) {
		case *ast.Field:
			if !PublicContent[s.Name] && s.Name != "__typename" {
				return false
			}
		case *ast.FragmentSpread:
			if !onlyPublic(s.Definition.SelectionSet) {
				return false
			}
		case *ast.InlineFragment:
			if !onlyPublic(s.SelectionSet) {
				return false
			}
		}
	}
	return true
}

// Invalidate drops every cached answer; answers being computed are not stored.
func (c *Cache) Invalidate() {
	c.mu.Lock()
	c.gen++
	c.entries.Purge()
	c.mu.Unlock()
}

// serve answers a public persisted query from memory, or runs it and keeps a
// successful answer, with an ETag that lets a browser or CDN revalidate a GET for nothing.
func (c *Cache) serve(w http.ResponseWriter, r *http.Request, key string, run func() (status int, body []byte, ok bool)) {
	c.mu.Lock()
	e, hit := c.entries.Get(key)
	gen := c.gen
	c.mu.Unlock()
	if hit {
		c.Hits.Add(1)
	} else {
		c.Misses.Add(1)
		status, body, ok := run()
		if !ok {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(status)
			_, _ = w.Write(body)
			return
		}
		sum := sha256.Sum256(body)
		e = cached{body: body, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		c.put(key, gen, e)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	if r.Method == http.MethodGet {
		h.Set("ETag", e.etag)
		h.Set("Cache-Control", "public, max-age=0, must-revalidate")
		if r.Header.Get("If-None-Match") == e.etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	_, _ = w.Write(e.body)
}

// put keeps an answer computed from the content of generation gen, unless content
// changed meanwhile, and drops the least recently used answers past maxBytes.
func (c *Cache) put(key string, gen uint64, e cached) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen || e.size(key) > c.maxBytes {
		return
	}
	c.entries.Remove(key) // a racing request may have stored it first
	c.entries.Add(key, e)
	c.bytes += e.size(key)
	for c.bytes > c.maxBytes {
		c.entries.RemoveOldest()
	}
}

// Size is the number of answers kept and their bytes.
func (c *Cache) Size() (entries, bytes int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.entries.Len(), c.bytes
}

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
