// Package routes is the page table of the web app (web/routes.json), which the web
// app's router is built from too: which paths are pages, and which are public.
package routes

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"seoagency"
)

// Route is a page of the web app, from web/routes.json (the table the web app's
// router is built from too).
type Route struct {
	Path        string `json:"path"` // React Router syntax: ":id" is a record id
	Page        string `json:"page"` // the web app's page component; its query is <Page>Query
	Access      string `json:"access"`
	Title       string `json:"title"`
	Description string `json:"description"`
	NoIndex     bool   `json:"noindex"`
}

// Public pages are indexed by search engines; the rest carry noindex.
func (r Route) Public() bool { return r.Access == "public" && !r.NoIndex }

// aboutAlias is the specification's single-segment about editor, matched only for
// the About record's id (see AboutAlias).
const aboutAlias = "/:id"

// table is web/routes.json, read once at start; never changed.
var table = func() (t struct {
	Marketing []string
	Routes    []Route
}) {
	if err := json.Unmarshal(seoagency.RoutesJSON, &t); err != nil {
		panic("web/routes.json: " + err.Error())
	}
	return t
}()

// all is every page the web app renders.
var all = table.Routes

// All is every page the web app renders; any other path is a 404.
func All() []Route { return slices.Clone(all) }

// params are the path parameters of the route table and the segments each matches:
// a record id, a listing's page number past the first (/blog is page 1), a slug.
var params = map[string]*regexp.Regexp{
	":id":   regexp.MustCompile(`^[0-9]{1,19}$`),
	":page": regexp.MustCompile(`^([2-9]|[1-9][0-9]{1,5})$`),
	":slug": regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`),
}

// Match finds the page of path; a trailing slash is ignored ("/pricing/").
func Match(path string) (Route, bool) {
	if len(path) > 1 {
		path = strings.TrimSuffix(path, "/")
	}
	segs := strings.Split(path, "/")
	for _, r := range all {
		if r.Path == aboutAlias {
			continue
		}
		want := strings.Split(r.Path, "/")
		if len(want) != len(segs) {
			continue
		}
		ok := true
		for i := range want {
			if re := params[want[i]]; re != nil {
				ok = ok && re.MatchString(segs[i])
			} else {
				ok = ok && want[i] == segs[i]
			}
		}
		if ok {
			return r, true
		}
	}
	return Route{}, false
}

// PagePath is the route of a published page (/privacy, /terms…): last in the table, it
// takes a single segment no other page has.
const PagePath = "/:slug"

// FeedPath is the blog's RSS feed, served by the server beside its pages.
const FeedPath = "/blog/feed.xml"

// AboutAlias is the page of /{id} when id is the About record's.
func AboutAlias() Route {
	for _, r := range all {
		if r.Path == aboutAlias {
			return r
		}
	}
	return Route{Path: aboutAlias, Title: "Edit About"}
}

// Marketing is the site's own pages (listed in sitemap.xml, their SEO set by the admin),
// in the order the sitemap and the SEO screen list them: web/routes.json's "marketing".
// /contact-us is the same page as /contact and follows it (Canonical).
func Marketing() []string { return slices.Clone(table.Marketing) }

// Canonical is the page a path shows: no trailing slash, /contact-us is /contact.
func Canonical(p string) string {
	if p != "/" {
		p = strings.TrimSuffix(p, "/")
	}
	if p == "/contact-us" {
		return "/contact"
	}
	return p
}

// RecordID reports whether seg is shaped like a record id (the ":id" of the table): the
// specification's single-segment About editor takes such a path.
func RecordID(seg string) bool { return params[":id"].MatchString(seg) }

// FirstSegment reports whether seg is the first segment of a page of the table written
// out (/admin, /blog, /login…), not a parameter: a page of the site's own begins there.
func FirstSegment(seg string) bool {
	for _, r := range all {
		first, _, _ := strings.Cut(strings.TrimPrefix(r.Path, "/"), "/")
		if first == seg && !strings.HasPrefix(first, ":") {
			return true
		}
	}
	return false
}

// entryBase is where the publishing model's entries live, by kind (ent's post.Kind):
// posts under /blog, case studies under /case-studies, pages at the top.
var entryBase = map[string]string{"POST": "/blog/", "CASE_STUDY": "/case-studies/", "PAGE": "/"}

// EntryPath is the address of the entry of kind (POST, CASE_STUDY, PAGE) with slug.
func EntryPath(kind, slug string) string {
	if b, ok := entryBase[kind]; ok {
		return b + slug
	}
	return entryBase["POST"] + slug
}
