package seohead

import (
	"cmp"
	"context"
	"fmt"
	"strings"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/documents"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts"
	"seoagency/posts/rules"
	"seoagency/routes"
	"seoagency/seopages"
)

// The publishing model's routes with a parameter (web/routes.json): the paint pass paints
// one page of each per published entry of its kind or per listing page past the first (Paths).
var (
	listingRoutes = map[string]post.Kind{"/blog/page/:page": post.KindPOST, "/case-studies/page/:page": post.KindCASE_STUDY}
	entryRoutes   = map[string]post.Kind{"/blog/:slug": post.KindPOST, "/case-studies/:slug": post.KindCASE_STUDY, "/:slug": post.KindPAGE}
)

// listingPath is the first page of the listing of kind (/blog, /case-studies) and
// listingPage its page n past the first.
func listingPath(kind post.Kind) string { return strings.TrimSuffix(rules.Path(kind, ""), "/") }
func listingPage(kind post.Kind, n int) string {
	return fmt.Sprintf("%s/page/%d", listingPath(kind), n)
}

// published is what a published entry's head, JSON-LD, the sitemap and the feed read of it.
type published struct {
	Kind                         post.Kind
	Path, Title, Summary, Author string
	Published, Modified          time.Time
	NoIndex                      bool
	Doc                          documents.Node
}

// loadPosts reads the published entries of every kind, newest first, and gives each its
// head (the SEO the admin set, else its title, summary and cover) and each listing page
// past the first its own.
func (hd *Data) loadPosts(ctx context.Context, client *ent.Client) error {
	rows, err := client.Post.Query().Where(post.StatusEQ(post.StatusPUBLISHED)).
		Order(ent.Desc(post.FieldPublishedAt), ent.Desc(post.FieldID)).All(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return err
	}
	name := hd.identity().Name
	hd.entries, hd.entryAt = map[post.Kind][]published{}, make(map[string]published, len(rows))
	for _, p := range rows {
		doc, err := documents.Load([]byte(p.Body))
		if err != nil {
			return fmt.Errorf("%s %d: %w", rules.Noun(p.Kind), p.ID, err)
		}
		summary, err := posts.Summary(p)
		if err != nil {
			return fmt.Errorf("%s %d: %w", rules.Noun(p.Kind), p.ID, err)
		}
		path := rules.Path(p.Kind, p.Slug)
		pub := published{Kind: p.Kind, Path: path, Title: p.Title, Summary: summary, Author: posts.AuthorName(p),
			Published: p.UpdatedAt, Modified: p.UpdatedAt, NoIndex: p.Noindex, Doc: doc}
		if p.PublishedAt != nil {
			pub.Published = *p.PublishedAt
		}
		hd.entryAt[path] = pub
		hd.entries[p.Kind] = append(hd.entries[p.Kind], pub)
		pg := seopages.Page{Path: path, Canonical: cmp.Or(p.Canonical, path), NoIndex: p.Noindex}
		pg.Title = cmp.Or(p.SeoTitle, p.Title+" | "+name)
		pg.Description = cmp.Or(p.SeoDescription, summary)
		pg.Image = cmp.Or(p.SocialImage, p.CoverImage, hd.defaultImage)
		hd.pages[path] = pg
	}
	for _, kind := range listingRoutes {
		r, _ := routes.Match(listingPath(kind))
		for n := 2; n <= hd.listingPages(kind); n++ {
			path := listingPage(kind, n)
			hd.pages[path] = seopages.Page{Path: path, Canonical: path,
				Meta: seopages.Meta{Title: fmt.Sprintf("%s, page %d | %s", r.Title, n, name), Description: r.Description, Image: hd.defaultImage}}
		}
	}
	return nil
}

// listingPages is how many pages the listing of kind has (ten entries a page; one when empty).
func (hd *Data) listingPages(kind post.Kind) int {
	return max(1, (len(hd.entries[kind])+posts.PerPage-1)/posts.PerPage)
}

// Paths is every path of route r that the paint pass paints: the route's own for a page
// without a parameter; for the publishing model's, one per listing page past the first
// and per published entry; none for any other route with a parameter (a record's page).
func (hd *Data) Paths(r routes.Route) []string {
	if kind, ok := listingRoutes[r.Path]; ok {
		var out []string
		for n := 2; n <= hd.listingPages(kind); n++ {
			out = append(out, listingPage(kind, n))
		}
		return out
	}
	if kind, ok := entryRoutes[r.Path]; ok {
		out := make([]string, len(hd.entries[kind]))
		for i, p := range hd.entries[kind] {
			out[i] = p.Path
		}
		return out
	}
	if strings.Contains(r.Path, ":") {
		return nil
	}
	return []string{r.Path}
}

// entryAt is the published entry at path, if any.
func (hd *Data) entryAtPath(path string) (published, bool) {
	p, ok := hd.entryAt[path]
	return p, ok
}

// entryLinkedData is an entry's own structured data: a post's BlogPosting, a case study's
// Article (author, dates, image), a page's WebPage; its breadcrumb (Home › Blog › title,
// Home › Case studies › title, Home › title, as the page shows it) and, when it has FAQ
// blocks, its FAQPage.
func (s Writer) entryLinkedData(p published, image string) []map[string]any {
	page := s.PublicURL + p.Path
	crumbs := []map[string]any{{"@type": "ListItem", "position": 1, "name": "Home", "item": s.PublicURL + "/"}}
	var main map[string]any
	if p.Kind == post.KindPAGE {
		main = map[string]any{"@type": "WebPage", "@id": page + "#webpage", "name": p.Title, "url": page,
			"isPartOf": map[string]any{"@id": s.websiteID()}}
	} else {
		typ := "BlogPosting"
		if p.Kind == post.KindCASE_STUDY {
			typ = "Article"
		}
		main = map[string]any{"@type": typ, "@id": page + "#article", "headline": p.Title,
			"url": page, "mainEntityOfPage": page,
			"datePublished": p.Published.UTC().Format(time.RFC3339), "dateModified": p.Modified.UTC().Format(time.RFC3339),
			"author":    map[string]any{"@type": "Person", "name": p.Author},
			"publisher": map[string]any{"@id": s.organizationID()}}
		list := listingPath(p.Kind)
		r, _ := routes.Match(list)
		crumbs = append(crumbs, map[string]any{"@type": "ListItem", "position": 2, "name": r.Title, "item": s.PublicURL + list})
	}
	crumbs = append(crumbs, map[string]any{"@type": "ListItem", "position": len(crumbs) + 1, "name": p.Title, "item": page})
	setText(main, "description", p.Summary)
	if img := s.absoluteURL(image); img != "" {
		main["image"] = img
	}
	out := []map[string]any{main, {"@type": "BreadcrumbList", "@id": page + "#breadcrumb", "itemListElement": crumbs}}
	if faq := documents.FAQ(p.Doc); len(faq) > 0 {
		var questions []map[string]any
		for _, q := range faq {
			questions = append(questions, map[string]any{"@type": "Question", "name": q.Question,
				"acceptedAnswer": map[string]any{"@type": "Answer", "text": q.Answer}})
		}
		out = append(out, map[string]any{"@type": "FAQPage", "@id": page + "#faq", "mainEntity": questions})
	}
	return out
}
