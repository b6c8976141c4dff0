package posts

import (
	"context"
	"strconv"
	"strings"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/documents"
	"seoagency/ent"
	"seoagency/ent/post"
	"seoagency/posts/rules"
)

// SummaryLen is how much of the body's text stands in for an excerpt the author did not write.
const SummaryLen = 160

// Published is the query of the entries on the site, of every kind, for anyone: the
// public list (GraphQL's posts, whose one-statement form reads the policy's filter only).
func Published(c *ent.Client) *ent.PostQuery {
	return c.Post.Query().Where(post.StatusEQ(post.StatusPUBLISHED))
}

// EditorPath is the admin screen of entry id, whatever its kind (web/routes.json's /admin/posts/:id).
func EditorPath(id int) string { return "/admin/posts/" + strconv.Itoa(id) }

// Editors maps the site path of each published entry to its editor (EditorPath): what
// the SEO report links each entry's findings to.
func Editors(ctx context.Context, c *ent.Client) (map[string]string, error) {
	rows, err := Published(c).Select(post.FieldID, post.FieldKind, post.FieldSlug).All(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rows))
	for _, p := range rows {
		out[rules.Path(p.Kind, p.Slug)] = EditorPath(p.ID)
	}
	return out, nil
}

// PublishedOf is the query of the entries of kind on the site: a listing's.
func PublishedOf(c *ent.Client, kind post.Kind) *ent.PostQuery {
	return Published(c).Where(post.KindEQ(kind))
}

// BySlug is the entry of kind with slug (rules.Path: /blog/{slug}, /case-studies/{slug},
// /{slug}): published ones for anyone, any for the posts area's readers (the data layer's
// policy decides); nil when none.
func BySlug(ctx context.Context, c *ent.Client, kind post.Kind, slug string) (*ent.Post, error) {
	p, err := c.Post.Query().Where(post.KindEQ(kind), post.Slug(slug)).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return p, err
}

// Listing is page n of the listing of kind (1 is /blog or /case-studies): PerPage
// entries, newest published first. A page past the last has none, and says how many
// pages there are.
func Listing(ctx context.Context, c *ent.Client, kind post.Kind, n int) (*Page, error) {
	if n < 1 {
		return nil, apierr.Invalid("page", "min", "page must be 1 or more (page 1 is "+strings.TrimSuffix(rules.Path(kind, ""), "/")+").")
	}
	total, err := PublishedOf(c, kind).Count(ctx)
	if err != nil {
		return nil, err
	}
	page := &Page{Page: n, TotalCount: total, PageCount: max(1, (total+PerPage-1)/PerPage), Posts: []*ent.Post{}}
	if n > page.PageCount {
		return page, nil
	}
	page.Posts, err = PublishedOf(c, kind).Order(post.ByPublishedAt(sql.OrderDesc()), post.ByID(sql.OrderDesc())).
		Offset((n - 1) * PerPage).Limit(PerPage).All(ctx)
	return page, err
}

// AdminList is the admin's query of entries of kind (the posts area's readers): of one
// status when given, most recently changed first unless by says otherwise.
func AdminList(ctx context.Context, c *ent.Client, kind post.Kind, status *post.Status, by *ent.PostOrder) (*ent.PostQuery, *ent.PostOrder, error) {
	if err := auth.Require(ctx, auth.Posts, auth.Read); err != nil {
		return nil, nil, err
	}
	q := c.Post.Query().Where(post.KindEQ(kind))
	if status != nil {
		q.Where(post.StatusEQ(*status))
	}
	if by == nil {
		by = &ent.PostOrder{Field: ent.PostOrderFieldUpdatedAt, Direction: entgql.OrderDirectionDesc}
	}
	return q, by, nil
}

// Summary is p's excerpt, or else the first SummaryLen characters of its body's text.
func Summary(p *ent.Post) (string, error) {
	if p.Excerpt != "" {
		return p.Excerpt, nil
	}
	doc, err := documents.Load([]byte(p.Body))
	if err != nil {
		return "", err
	}
	return documents.Summary(doc, SummaryLen), nil
}

// ReadingMinutes is how long p's body takes to read (documents.ReadingMinutes).
func ReadingMinutes(p *ent.Post) (int, error) {
	doc, err := documents.Load([]byte(p.Body))
	if err != nil {
		return 0, err
	}
	return documents.ReadingMinutes(doc), nil
}

// AuthorName is how a post names its author to anyone: the local part of their e-mail
// (staff have no display name yet), never the address itself.
func AuthorName(p *ent.Post) string {
	name, _, _ := strings.Cut(p.AuthorEmail, "@")
	return name
}

// AuthorEmail is p's author's e-mail for the posts area's readers; nil for anyone else.
func AuthorEmail(ctx context.Context, p *ent.Post) *string {
	if !auth.ForContext(ctx).Can(auth.Posts, auth.Read) {
		return nil
	}
	return &p.AuthorEmail
}

// DraftFor is p's draft for the posts area's readers; nil when none, and for anyone else.
func DraftFor(ctx context.Context, p *ent.Post) (*Draft, error) {
	if !auth.ForContext(ctx).Can(auth.Posts, auth.Read) {
		return nil, nil
	}
	return DraftOf(p)
}
