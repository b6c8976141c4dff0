package seohead_test

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

// vocabulary is schema.org's (testdata/schemaorg.json, made by
// scripts/schemaorg-vocabulary.mjs: see testdata/SCHEMAORG-LICENCE.md).
type vocabulary struct {
	Source string
	Types  map[string]struct {
		Parents    []string
		Properties map[string][]string // property → its ranges: a type, or Text, URL, Number, Integer, Boolean, Date…
		Members    []string            // of an enumeration
	}
}

func loadVocabulary(t *testing.T) *vocabulary {
	t.Helper()
	b, err := os.ReadFile("testdata/schemaorg.json")
	if err != nil {
		t.Fatal(err)
	}
	var v vocabulary
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Types) < 500 || v.Types["Organization"].Properties["logo"] == nil {
		t.Fatalf("testdata/schemaorg.json is not the schema.org vocabulary (%d types): regenerate it", len(v.Types))
	}
	return &v
}

// isA reports whether type t is ancestor or one of its subtypes (rdfs:subClassOf).
func (v *vocabulary) isA(t, ancestor string) bool {
	if t == ancestor {
		return true
	}
	for _, p := range v.Types[t].Parents {
		if v.isA(p, ancestor) {
			return true
		}
	}
	return false
}

// ranges of property p on type t, from t or any of its ancestors (domainIncludes).
func (v *vocabulary) ranges(t, p string) ([]string, bool) {
	if r, ok := v.Types[t].Properties[p]; ok {
		return r, true
	}
	for _, parent := range v.Types[t].Parents {
		if r, ok := v.ranges(parent, p); ok {
			return r, true
		}
	}
	return nil, false
}

// required are the properties each type used must have, from Google Search Central's
// structured-data documentation (developers.google.com/search/docs/appearance/structured-data):
// Organization: name, url and logo (its "recommended" properties that this site always
// has); WebSite (site names): name, url; BreadcrumbList: itemListElement, each ListItem
// with position, name and item; Offer (merchant listings): price and priceCurrency;
// PostalAddress: streetAddress; ImageObject: url. Service has no Google document: a
// name and a provider, by schema.org's description of it.
var required = map[string][]string{
	"Organization":   {"name", "url", "logo"},
	"WebSite":        {"name", "url"},
	"BreadcrumbList": {"itemListElement"},
	"ListItem":       {"position", "name", "item"},
	"Offer":          {"price", "priceCurrency"},
	"Service":        {"name", "provider"},
	"PostalAddress":  {"streetAddress"},
	"ImageObject":    {"url"},
}

// ownURLs are properties whose URL must be on the site itself: the nodes' ids and the
// pages they are on (an image may be on a CDN, sameAs names other sites).
var ownURLs = []string{"@id", "url", "item"}

// validator checks one JSON-LD block against the vocabulary.
type validator struct {
	v        *vocabulary
	host     string // the site's: its own URLs must be absolute on it
	problems []string
	ids      map[string]string // @id → @type of the nodes defined
	refs     []ref             // {"@id": …} references, resolved at the end
}

type ref struct {
	where, id string
	ranges    []string
}

func (c *validator) fail(where, format string, a ...any) {
	c.problems = append(c.problems, where+": "+fmt.Sprintf(format, a...))
}

// validateJSONLD returns what is wrong with doc: nothing for a valid block.
func validateJSONLD(v *vocabulary, host string, doc []byte) []string {
	c := &validator{v: v, host: host, ids: map[string]string{}}
	var top map[string]any
	if err := json.Unmarshal(doc, &top); err != nil {
		return []string{"not a JSON object: " + err.Error()}
	}
	if top["@context"] != "https://schema.org" {
		c.fail("@context", "%v, want https://schema.org", top["@context"])
	}
	var nodes []any
	if g, ok := top["@graph"]; ok {
		if nodes, ok = g.([]any); !ok || len(nodes) == 0 {
			c.fail("@graph", "not a list of nodes")
		}
		for k := range top {
			if k != "@context" && k != "@graph" {
				c.fail(k, "beside @graph")
			}
		}
	} else {
		delete(top, "@context")
		nodes = []any{top}
	}
	for i, n := range nodes {
		m, ok := n.(map[string]any)
		if !ok {
			c.fail(fmt.Sprintf("@graph[%d]", i), "not a node")
			continue
		}
		c.node(fmt.Sprintf("@graph[%d]", i), m, nil)
	}
	for _, r := range c.refs {
		t, ok := c.ids[r.id]
		if !ok {
			c.fail(r.where, "@id %s is defined nowhere in the block", r.id)
		} else if !c.fits(t, r.ranges) {
			c.fail(r.where, "@id %s is a %s, want %v", r.id, t, r.ranges)
		}
	}
	return c.problems
}

// node checks a typed node; ranges (nil at the top) are the types it may be.
func (c *validator) node(where string, m map[string]any, ranges []string) string {
	t, _ := m["@type"].(string)
	if _, ok := c.v.Types[t]; !ok || t == "" {
		c.fail(where, "@type %v is not a schema.org type", m["@type"])
		return ""
	}
	where += "(" + t + ")"
	if ranges != nil && !c.fits(t, ranges) {
		c.fail(where, "a %s where the property expects %v", t, ranges)
	}
	if id, ok := m["@id"]; ok {
		s, _ := id.(string)
		c.url(where+".@id", s, true)
		if _, dup := c.ids[s]; dup {
			c.fail(where, "@id %s defined twice", s)
		}
		c.ids[s] = t
	}
	for _, p := range required[t] {
		if isEmpty(m[p]) {
			c.fail(where, "required property %s is missing", p)
		}
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, p := range keys {
		if p == "@type" || p == "@id" {
			continue
		}
		r, ok := c.v.ranges(t, p)
		if !ok {
			c.fail(where+"."+p, "not a property of %s", t)
			continue
		}
		values, isList := m[p].([]any)
		if !isList {
			values = []any{m[p]}
		}
		for i, val := range values {
			c.value(fmt.Sprintf("%s.%s[%d]", where, p, i), p, val, r)
		}
	}
	if t == "ListItem" {
		if pos, ok := m["position"].(float64); !ok || pos < 1 || pos != float64(int(pos)) {
			c.fail(where, "position %v is not a whole number from 1", m["position"])
		}
	}
	return t
}

// value checks one value of property p against its ranges.
func (c *validator) value(where, p string, val any, ranges []string) {
	has := func(kinds ...string) bool {
		return slices.ContainsFunc(kinds, func(k string) bool { return slices.Contains(ranges, k) })
	}
	own := slices.Contains(ownURLs, p)
	switch x := val.(type) {
	case string:
		switch {
		case strings.TrimSpace(x) == "":
			c.fail(where, "empty")
		case has("URL") && !has("Text"):
			c.url(where, x, own)
		case has("Text"):
			if own && has("URL") {
				c.url(where, x, own)
			}
		case c.member(x, ranges):
			// an enumeration's member, as https://schema.org/InStock
		case strings.HasPrefix(x, "https://schema.org/") && c.enumeration(ranges):
			c.fail(where, "%q is not a member of %v", x, ranges)
		default:
			// A URL may stand for any thing (schema.org's data model): it must be absolute.
			if !c.url(where, x, own) {
				c.fail(where, "text %q where the property expects %v", x, ranges)
			}
		}
	case float64:
		if !has("Number", "Integer") && !(has("Text") && p == "position") {
			c.fail(where, "a number where the property expects %v", ranges)
		}
		if has("Integer") && !has("Number") && x != float64(int64(x)) {
			c.fail(where, "%v is not an integer", x)
		}
	case bool:
		if !has("Boolean") {
			c.fail(where, "a boolean where the property expects %v", ranges)
		}
	case map[string]any:
		if id, ok := x["@id"].(string); ok && len(x) == 1 {
			c.url(where+".@id", id, true)
			c.refs = append(c.refs, ref{where: where, id: id, ranges: ranges})
			return
		}
		c.node(where, x, ranges)
	default:
		c.fail(where, "a %T", val)
	}
}

// fits reports whether type t is (a subtype of) one of ranges; a URL fits Text.
func (c *validator) fits(t string, ranges []string) bool {
	return slices.ContainsFunc(ranges, func(r string) bool { return c.v.isA(t, r) })
}

// member reports whether s names a member of an enumeration among ranges.
func (c *validator) member(s string, ranges []string) bool {
	name, ok := strings.CutPrefix(s, "https://schema.org/")
	if !ok {
		return false
	}
	for _, r := range ranges {
		if slices.Contains(c.v.Types[r].Members, name) {
			return true
		}
	}
	return false
}

// enumeration reports whether ranges name an enumeration.
func (c *validator) enumeration(ranges []string) bool {
	return slices.ContainsFunc(ranges, func(r string) bool { return len(c.v.Types[r].Members) > 0 })
}

// url checks an absolute http(s) URL, on the site's own host when own.
func (c *validator) url(where, s string, own bool) bool {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		c.fail(where, "%q is not an absolute http(s) URL", s)
		return false
	}
	if own && u.Host != c.host {
		c.fail(where, "%q is not on the site (%s)", s, c.host)
		return false
	}
	return true
}

func isEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return strings.TrimSpace(x) == ""
	case []any:
		return len(x) == 0
	}
	return false
}
