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
	"seoagency/ent/pricingpackage"
	"seoagency/graph"
	"seoagency/seopages"
	"seoagency/server/routes"
)

// Writer writes the heads of one site.
type Writer struct {
	PublicURL string
	// PageQueries: page name → the URL of its public query (PageQueryURLs), preloaded by
	// the head of a page the browser renders.
	PageQueries map[string]string
	// Redirected reports a path the admin's redirects answer: never listed in the sitemap.
	Redirected func(ctx context.Context, path string) bool
}

// siteName ends every default page title.
const siteName = seopages.SiteName

// marketingPages are listed in sitemap.xml; /contact-us is the same page as /contact.
var marketingPages = []string{"/", "/service", "/pricing", "/contact", "/support"}

var (
	titleTag       = regexp.MustCompile(`(?s)<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`<meta name="description"[^>]*>`)
)

// Head writes the page's own title, description, canonical URL, Open Graph and
// Twitter tags, robots rule and JSON-LD into the shell, every value escaped; with
// preloadQuery, a preload of the page's query (for a page the browser renders). Its
// data comes from the paint pass (Data), never from a request.
func (s Writer) Head(hd *Data, shell []byte, r routes.Route, path string, found, preloadQuery bool) []byte {
	title, desc, image := r.Title+" | "+siteName, r.Description, hd.bannerImage
	canonical, noindex := canonicalPath(path), false
	if pg, ok := hd.pages[canonical]; ok && found && r.Public() {
		// The admin's values, else the page's defaults from content (package seopages).
		title, desc, image, canonical, noindex = pg.Title, pg.Description, pg.Image, pg.Canonical, pg.NoIndex
	}
	if !found {
		title, desc = "Page not found | "+siteName, "The page you asked for does not exist."
	}
	pageURL := s.PublicURL + canonicalPath(path)
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
	tag(`<meta property="og:type" content="website">`)
	tag(`<meta property="og:site_name" content="%s">`, siteName)
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
		if ld := hd.jsonLD(canonicalPath(path)); ld != nil {
			// json.Marshal escapes <, > and &, so a value cannot close the script element.
			j, _ := json.Marshal(ld)
			tag(`<script type="application/ld+json">%s</script>`, j)
		}
	}
	out := titleTag.ReplaceAllLiteral(shell, []byte("<title>"+html.EscapeString(title)+"</title>"))
	out = descriptionTag.ReplaceAllLiteral(out, []byte(`<meta name="description" content="`+html.EscapeString(desc)+`">`))
	return bytes.Replace(out, []byte("</head>"), []byte(b.String()+"</head>"), 1)
}

func canonicalPath(p string) string { return routes.Canonical(p) }

// absolute makes a site-relative link absolute.
func (s Writer) absolute(link string) string {
	if strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//") {
		return s.PublicURL + link
	}
	return link
}

// Data is what the heads of pages read from the database: read once per paint pass,
// with the pages it goes into. The zero Data has no image, organization or offers.
type Data struct {
	bannerImage  string
	pages        map[string]seopages.Page // the public pages' SEO, by path
	titles       []byte                   // JSON: path → the title of each public page
	organization map[string]any
	offers       []map[string]any
}

// Load reads the heads' data from the database.
func (s Writer) Load(ctx context.Context, client *ent.Client) (*Data, error) {
	hd := &Data{}
	if err := hd.loadPages(ctx, client); err != nil {
		return nil, err
	}
	b, err := client.Banner.Query().First(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	if b != nil {
		hd.bannerImage = b.BannerImage
	}
	org := map[string]any{"@context": "https://schema.org", "@type": "Organization", "name": siteName, "url": s.PublicURL + "/"}
	if l, err := client.Logo.Query().First(ctx); err == nil {
		org["logo"] = s.absolute(l.Logo)
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	if a, err := client.FooterAddress.Query().First(ctx); err == nil {
		org["email"], org["telephone"], org["address"] = a.FooterEmail, a.FooterPhone, a.Footeraddress
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	if so, err := client.FooterSocial.Query().First(ctx); err == nil {
		org["sameAs"] = []string{so.Fblink, so.Inslink}
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	hd.organization = org
	plans, err := client.PricingPackage.Query().Order(ent.Asc(pricingpackage.FieldPackagePrice)).All(ctx)
	if err != nil {
		return nil, err
	}
	for _, p := range plans {
		hd.offers = append(hd.offers, map[string]any{
			"@type": "Offer", "name": p.PackageName, "description": p.PackageDetails,
			"price": p.PackagePrice.String(), "priceCurrency": "USD",
			"url": fmt.Sprintf("%s/order-now/%d", s.PublicURL, p.ID),
		})
	}
	return hd, nil
}

// loadPages reads the public pages' SEO: the admin's (PageSeo is private: the paint
// pass reads it as the system) and the defaults from content.
func (hd *Data) loadPages(ctx context.Context, client *ent.Client) error {
	pages, err := seopages.Load(privacy.DecisionContext(ctx, privacy.Allow), client)
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
func (hd *Data) NoIndex(path string) bool { return hd.pages[canonicalPath(path)].NoIndex }

// jsonLD describes the agency on the home page and its plans on the pricing page.
func (hd *Data) jsonLD(path string) map[string]any {
	switch path {
	case "/":
		return hd.organization
	case "/pricing":
		if len(hd.offers) == 0 {
			return nil
		}
		return map[string]any{"@context": "https://schema.org", "@type": "Service", "name": "Search engine optimization",
			"provider": hd.organization, "offers": hd.offers}
	}
	return nil
}

// Robots serves robots.txt.
func (s Writer) Robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /graphql\nDisallow: /graphiql\n\nSitemap: %s/sitemap.xml\n", s.PublicURL)
}

// Sitemap serves sitemap.xml: the marketing pages, except those redirected.
func (s Writer) Sitemap(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, p := range marketingPages {
		if s.Redirected != nil && s.Redirected(r.Context(), p) {
			continue
		}
		fmt.Fprintf(&b, "  <url><loc>%s</loc></url>\n", html.EscapeString(s.PublicURL+p))
	}
	b.WriteString("</urlset>\n")
	_, _ = w.Write([]byte(b.String()))
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
