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
	"seoagency/routes"
	"seoagency/seopages"
)

// The blog's routes with a parameter (web/routes.json): the paint pass paints one page of
// each per published post or listing page (Paths).
const (
	blogListing = "/blog/page/:page"
	postRoute   = "/blog/:slug"
)

// published is what a published post's head, JSON-LD, the sitemap and the feed read of it.
type published struct {
	Path, Title, Summary, Author string
	Published, Modified          time.Time
	NoIndex                      bool
	Doc                          documents.Node
}

// loadPosts reads the published posts, newest first, and gives each its head (the SEO the
// admin set, else its title, summary and cover) and each listing page past the first its own.
func (hd *Data) loadPosts(ctx context.Context, client *ent.Client) error {
	rows, err := posts.Published(client).Order(ent.Desc(post.FieldPublishedAt), ent.Desc(post.FieldID)).
		All(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return err
	}
	name := hd.identity().Name
	hd.posts, hd.postIndex = make([]published, 0, len(rows)), make(map[string]int, len(rows))
	for _, p := range rows {
		doc, err := documents.Load([]byte(p.Body))
		if err != nil {
			return fmt.Errorf("post %d: %w", p.ID, err)
		}
		summary, err := posts.Summary(p)
		if err != nil {
			return fmt.Errorf("post %d: %w", p.ID, err)
		}
		path := "/blog/" + p.Slug
		pub := published{Path: path, Title: p.Title, Summary: summary, Author: posts.AuthorName(p),
			Published: p.UpdatedAt, Modified: p.UpdatedAt, NoIndex: p.Noindex, Doc: doc}
		if p.PublishedAt != nil {
			pub.Published = *p.PublishedAt
		}
		hd.postIndex[path] = len(hd.posts)
		hd.posts = append(hd.posts, pub)
		pg := seopages.Page{Path: path, Canonical: cmp.Or(p.Canonical, path), NoIndex: p.Noindex}
		pg.Title = cmp.Or(p.SeoTitle, p.Title+" | "+name)
		pg.Description = cmp.Or(p.SeoDescription, summary)
		pg.Image = cmp.Or(p.SocialImage, p.CoverImage, hd.defaultImage)
		hd.pages[path] = pg
	}
	for n := 2; n <= hd.blogPages(); n++ {
		path := fmt.Sprintf("/blog/page/%d", n)
		r, _ := routes.Match(path)
		hd.pages[path] = seopages.Page{Path: path, Canonical: path,
			Meta: seopages.Meta{Title: fmt.Sprintf("Blog, page %d | %s", n, name), Description: r.Description, Image: hd.defaultImage}}
	}
	return nil
}

// blogPages is how many pages the blog's listing has (ten posts a page; one when empty).
func (hd *Data) blogPages() int {
	return max(1, (len(hd.posts)+posts.PerPage-1)/posts.PerPage)
}

// Paths is every path of route r that the paint pass paints: the route's own for a page
// without a parameter; for the blog's, one per listing page past the first and per
// published post; none for any other route with a parameter (a record's page).
func (hd *Data) Paths(r routes.Route) []string {
	switch r.Path {
	case blogListing:
		var out []string
		for n := 2; n <= hd.blogPages(); n++ {
			out = append(out, fmt.Sprintf("/blog/page/%d", n))
		}
		return out
	case postRoute:
		out := make([]string, len(hd.posts))
		for i, p := range hd.posts {
			out[i] = p.Path
		}
		return out
	}
	if strings.Contains(r.Path, ":") {
		return nil
	}
	return []string{r.Path}
}

// postAt is the published post at path, if any.
func (hd *Data) postAt(path string) (published, bool) {
	i, ok := hd.postIndex[path]
	if !ok {
		return published{}, false
	}
	return hd.posts[i], true
}

// postLinkedData is a post's BlogPosting, its breadcrumb (Home › Blog › title, as the page
// shows it) and, when it has FAQ blocks, its FAQPage.
func (s Writer) postLinkedData(p published, image string) []map[string]any {
	page := s.PublicURL + p.Path
	article := map[string]any{"@type": "BlogPosting", "@id": page + "#article", "headline": p.Title,
		"url": page, "mainEntityOfPage": page,
		"datePublished": p.Published.UTC().Format(time.RFC3339), "dateModified": p.Modified.UTC().Format(time.RFC3339),
		"author":    map[string]any{"@type": "Person", "name": p.Author},
		"publisher": map[string]any{"@id": s.organizationID()}}
	setText(article, "description", p.Summary)
	if img := s.absoluteURL(image); img != "" {
		article["image"] = img
	}
	out := []map[string]any{article, {"@type": "BreadcrumbList", "@id": page + "#breadcrumb",
		"itemListElement": []map[string]any{
			{"@type": "ListItem", "position": 1, "name": "Home", "item": s.PublicURL + "/"},
			{"@type": "ListItem", "position": 2, "name": "Blog", "item": s.PublicURL + "/blog"},
			{"@type": "ListItem", "position": 3, "name": p.Title, "item": page},
		}}}
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
