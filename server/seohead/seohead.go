// Package seohead writes each page's head for search engines and link previews (title,
// description, canonical, Open Graph, JSON-LD), and robots.txt and sitemap.xml.
package seohead

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/graph"
	"seoagency/identity"
	"seoagency/routes"
	"seoagency/seopages"
)

// Writer writes the heads of one site.
type Writer struct {
	PublicURL string
	// PageQueries: page name → the URL of its public query (PageQueryURLs), preloaded by
	// the head of a page the browser renders.
	PageQueries map[string]string
	// Redirected reports a path the admin's redirects answer: never listed in the sitemap
	// (asked in the paint pass, which follows every change of the rules).
	Redirected func(ctx context.Context, path string) bool
	// SitemapLimit bounds each file of the sitemap; zero: the protocol's (SitemapProtocol).
	SitemapLimit SitemapLimit
}

var (
	titleTag       = regexp.MustCompile(`(?s)<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`<meta name="description"[^>]*>`)
)

// Head writes the page's own title, description, canonical URL, Open Graph and
// Twitter tags, robots rule and JSON-LD into the shell, every value escaped; with
// preloadQuery, a preload of the page's query (for a page the browser renders). Its
// data comes from the paint pass (Data), never from a request.
func (s Writer) Head(hd *Data, shell []byte, r routes.Route, path string, found, preloadQuery bool) []byte {
	siteName := hd.identity().Name
	title, desc, image := r.Title+" | "+siteName, r.Description, hd.defaultImage
	canonical, noindex := routes.Canonical(path), false
	if pg, ok := hd.pages[canonical]; ok && found && r.Public() {
		// The admin's values, else the page's defaults from content (package seopages).
		title, desc, image, canonical, noindex = pg.Title, pg.Description, pg.Image, pg.Canonical, pg.NoIndex
	}
	if !found {
		title, desc = "Page not found | "+siteName, "The page you asked for does not exist."
	}
	pageURL := s.PublicURL + routes.Canonical(path)
	var b strings.Builder
	tag := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	switch {
	case !found || !r.Public():
		tag(`<meta name="robots" content="noindex, nofollow">`)
	case noindex:
		// Left out of the index, its links still followed; no canonical (Google: do not
		// mix noindex with rel=canonical).
		tag(`<meta name="robots" content="noindex">`)
	default:
		pageURL = s.absolute(canonical)
		tag(`<link rel="canonical" href="%s">`, html.EscapeString(pageURL))
	}
	if kind, entry := entryRoutes[r.Path]; entry && kind != post.KindPAGE && found {
		tag(`<meta property="og:type" content="article">`)
	} else {
		tag(`<meta property="og:type" content="website">`)
	}
	if found && strings.HasPrefix(r.Path, "/blog") {
		tag(`<link rel="alternate" type="application/rss+xml" title="%s" href="%s">`, html.EscapeString(siteName), html.EscapeString(s.PublicURL+routes.FeedPath))
	}
	// The web app's document titles end with the same name (useDocumentTitle).
	tag(`<meta property="og:site_name" content="%s">`, html.EscapeString(siteName))
	tag(`<meta property="og:title" content="%s">`, html.EscapeString(title))
	tag(`<meta property="og:description" content="%s">`, html.EscapeString(desc))
	tag(`<meta property="og:url" content="%s">`, html.EscapeString(pageURL))
	img := s.absolute(image)
	if img != "" {
		tag(`<meta property="og:image" content="%s">`, html.EscapeString(img))
	}
	tag(`<meta name="twitter:card" content="summary_large_image">`)
	tag(`<meta name="twitter:title" content="%s">`, html.EscapeString(title))
	tag(`<meta name="twitter:description" content="%s">`, html.EscapeString(desc))
	if img != "" {
		tag(`<meta name="twitter:image" content="%s">`, html.EscapeString(img))
	}
	if hd.titles != nil {
		// The public pages' titles, for the web app's navigation between pages
		// (useDocumentTitle): the same titles as the painted heads, at no extra request.
		tag(`<script type="application/json" id="page-titles">%s</script>`, hd.titles)
	}
	if found && r.Public() {
		if href := s.PageQueries[r.Page]; href != "" && preloadQuery {
			// The page's data downloads while its scripts do; the app's identical GET reuses it.
			tag(`<link rel="preload" as="fetch" crossorigin href="%s">`, html.EscapeString(href))
		}
		if ld := s.jsonLD(hd, r, routes.Canonical(path)); ld != nil {
			tag(`<script type="application/ld+json">%s</script>`, ld)
		}
	}
	out := titleTag.ReplaceAllLiteral(shell, []byte("<title>"+html.EscapeString(title)+"</title>"))
	out = descriptionTag.ReplaceAllLiteral(out, []byte(`<meta name="description" content="`+html.EscapeString(desc)+`">`))
	return bytes.Replace(out, []byte("</head>"), []byte(b.String()+"</head>"), 1)
}

// absolute makes a site-relative link absolute.
func (s Writer) absolute(link string) string {
	if strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//") {
		return s.PublicURL + link
	}
	return link
}

// Data is what the heads of pages read from the database: read once per paint pass,
// with the pages it goes into. The zero Data has no image, and only the agency's default
// name in its structured data.
type Data struct {
	site         identity.Identity
	defaultImage string // the site's default social image, else the banner's
	ld           linkedData
	pages        map[string]seopages.Page  // the public pages' SEO, by path (the posts' too)
	titles       []byte                    // JSON: path → the title of each of the site's own pages
	entries      map[post.Kind][]published // the published entries of each kind, newest first
	entryAt      map[string]published      // the published entries by path
}

// Load reads the heads' data from the database.
func (s Writer) Load(ctx context.Context, client *ent.Client) (*Data, error) {
	site, err := identity.Load(ctx, client)
	if err != nil {
		return nil, err
	}
	hd := &Data{site: site, defaultImage: site.SocialImage}
	if err := hd.loadPages(ctx, client); err != nil {
		return nil, err
	}
	b, err := client.Banner.Query().First(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	if b != nil && hd.defaultImage == "" {
		hd.defaultImage = b.BannerImage
	}
	if hd.ld, err = s.loadLinkedData(ctx, client, site); err != nil {
		return nil, err
	}
	if err := hd.loadPosts(ctx, client); err != nil {
		return nil, err
	}
	return hd, nil
}

// identity is the site's identity the heads were read with; the zero Data's is the default.
func (hd *Data) identity() identity.Identity {
	if hd.site.Name == "" {
		return identity.Defaults()
	}
	return hd.site
}

// loadPages reads the public pages' SEO: the admin's (PageSeo is private: the paint
// pass reads it as the system) and the defaults from content.
func (hd *Data) loadPages(ctx context.Context, client *ent.Client) error {
	pages, err := seopages.LoadFor(privacy.DecisionContext(ctx, privacy.Allow), client, hd.site)
	if err != nil {
		return err
	}
	hd.pages = map[string]seopages.Page{}
	titles := map[string]string{}
	for _, p := range pages {
		hd.pages[p.Path], titles[p.Path] = p, p.Title
	}
	// json.Marshal escapes <, > and &: a title cannot close the script element.
	hd.titles, err = json.Marshal(titles)
	return err
}

// NoIndex reports a public page the admin has left out of search engines' indexes:
// never listed in the sitemap.
func (hd *Data) NoIndex(path string) bool { return hd.pages[routes.Canonical(path)].NoIndex }

// Robots serves robots.txt.
func (s Writer) Robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\nDisallow: /graphiql\n\nSitemap: %s/sitemap.xml\n", s.PublicURL)
}

// PageQueryURLs maps each page to the GET the web app sends for its query (Relay's
// persisted <Page>Query with no variables), for the pages whose query is cached.
// Worked out once, at start.
func PageQueryURLs(queries map[string]string, cache *graph.Cache) map[string]string {
	urls := map[string]string{}
	for id, text := range queries {
		name, _, _ := strings.Cut(strings.TrimPrefix(text, "query "), " ")
		page, ok := strings.CutSuffix(name, "Query")
		if ok && strings.HasPrefix(text, "query ") && cache.Cacheable(id) {
			urls[page] = "/graphql?id=" + url.QueryEscape(id) + "&variables=" + url.QueryEscape("{}")
		}
	}
	return urls
}
