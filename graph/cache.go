package graph

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"sync"
	"sync/atomic"

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
}

// Cache keeps the answers of the web app's public persisted queries in memory until
// public content changes (Invalidate): a warm page query sends no SQL at all.
type Cache struct {
	public       map[string]bool // persisted ids whose root fields are all PublicContent
	mu           sync.Mutex
	gen          uint64
	entries      map[string]cached
	Hits, Misses atomic.Int64
}

type cached struct {
	body []byte
	etag string
}

// NewCache finds the cacheable queries among the persisted ones.
func NewCache(queries map[string]string) *Cache {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	c := &Cache{public: map[string]bool{}, entries: map[string]cached{}}
	for id, text := range queries {
		doc, err := gqlparser.LoadQuery(schema, text)
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
	clear(c.entries)
	c.mu.Unlock()
}

// serve answers a public persisted query from memory, or runs it and keeps a
// successful answer, with an ETag that lets a browser or CDN revalidate a GET for nothing.
func (c *Cache) serve(w http.ResponseWriter, r *http.Request, key string, run func() (status int, body []byte, ok bool)) {
	c.mu.Lock()
	e, hit := c.entries[key]
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
		c.mu.Lock()
		if c.gen == gen {
			c.entries[key] = e
		}
		c.mu.Unlock()
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
