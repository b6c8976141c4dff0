package graph_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/gqltest"
	"seoagency/testdb"
)

var (
	editor  = &auth.Viewer{UID: "editor-uid", Email: "editor@example.com", EmailVerified: true, Role: auth.RoleEditor}
	author  = &auth.Viewer{UID: "author-uid", Email: "Ann.Author@example.com", EmailVerified: true, Role: auth.RoleAuthor}
	author2 = &auth.Viewer{UID: "author2-uid", Email: "bob@example.com", EmailVerified: true, Role: auth.RoleAuthor}
)

// postFields is what the tests read of a post.
const postFields = `id slug title excerpt body status publishedAt version summary readingMinutes authorName authorEmail
	draft { slug title body savedBy }`

type gqlPost struct {
	ID             string
	Slug, Title    string
	Excerpt, Body  string
	Status         string
	PublishedAt    *string
	Version        int
	Summary        string
	ReadingMinutes int
	AuthorName     string
	AuthorEmail    *string
	Draft          *struct{ Slug, Title, Body, SavedBy string }
}

// postOp runs one post mutation or query as v and decodes the post it answers (nil on an error).
func postOp(t *testing.T, gql gqltest.Client, v *auth.Viewer, query string, vars map[string]any) (*gqlPost, gqltest.Result) {
	t.Helper()
	r := gql.As(v).Do(t, query, vars)
	if len(r.Errors) > 0 {
		return nil, r
	}
	var data map[string]*gqlPost
	if err := json.Unmarshal(r.Data, &data); err != nil {
		t.Fatal(err)
	}
	for _, p := range data {
		return p, r
	}
	return nil, r
}

func createPost(t *testing.T, gql gqltest.Client, v *auth.Viewer, slug string) *gqlPost {
	t.Helper()
	p, r := postOp(t, gql, v, `mutation($in: CreatePostInput!) { createPost(input: $in) { `+postFields+` } }`,
		map[string]any{"in": map[string]any{"slug": slug, "title": "Title of " + slug}})
	if p == nil {
		t.Fatalf("createPost %s as %s: %s", slug, who(v), r.Body)
	}
	return p
}

func byID(t *testing.T, gql gqltest.Client, v *auth.Viewer, op, id string) (*gqlPost, gqltest.Result) {
	t.Helper()
	return postOp(t, gql, v, fmt.Sprintf(`mutation($id: ID!) { %s(id: $id) { %s } }`, op, postFields), map[string]any{"id": id})
}

func updatePost(t *testing.T, gql gqltest.Client, v *auth.Viewer, id string, in map[string]any) (*gqlPost, gqltest.Result) {
	t.Helper()
	return postOp(t, gql, v, `mutation($id: ID!, $in: UpdatePostInput!) { updatePost(id: $id, input: $in) { `+postFields+` } }`,
		map[string]any{"id": id, "in": in})
}

func bySlug(t *testing.T, gql gqltest.Client, v *auth.Viewer, slug string) *gqlPost {
	t.Helper()
	p, r := postOp(t, gql, v, `query($s: String!) { postBySlug(slug: $s) { `+postFields+` } }`, map[string]any{"s": slug})
	if len(r.Errors) > 0 {
		t.Fatalf("postBySlug %s as %s: %s", slug, who(v), r.Body)
	}
	return p
}

// TestPostRoles: an Author writes posts and changes their own while they are drafts,
// never another's, never a status; Editors and up do everything; visitors and customers
// read published posts only, without the author's e-mail or the draft.
func TestPostRoles(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	own := createPost(t, gql, author, "authors-own")
	if own.Status != "DRAFT" || own.AuthorEmail == nil || *own.AuthorEmail != "ann.author@example.com" || own.AuthorName != "ann.author" {
		t.Fatalf("a new post: %+v", own)
	}
	if p, r := updatePost(t, gql, author, own.ID, map[string]any{"title": "Changed by its author"}); p == nil || p.Title != "Changed by its author" {
		t.Fatalf("the Author changing their own draft: %s", r.Body)
	}
	// Refused, whoever is not allowed, with the code that says why.
	for _, tc := range []struct {
		v    *auth.Viewer
		op   string
		want string
	}{
		{author2, "updatePost", "FORBIDDEN"}, {visitor, "updatePost", "UNAUTHENTICATED"}, {customer, "updatePost", "FORBIDDEN"},
		{author, "publishPost", "FORBIDDEN"}, {author, "unpublishPost", "FORBIDDEN"}, {author, "discardPostDraft", "FORBIDDEN"},
		{author, "deleteItem", "FORBIDDEN"}, {author2, "deleteItem", "FORBIDDEN"}, {customer, "publishPost", "FORBIDDEN"},
		{visitor, "publishPost", "UNAUTHENTICATED"},
	} {
		var r gqltest.Result
		switch tc.op {
		case "updatePost":
			_, r = updatePost(t, gql, tc.v, own.ID, map[string]any{"title": "Not theirs"})
		case "deleteItem":
			r = gql.As(tc.v).Do(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": own.ID})
		default:
			_, r = byID(t, gql, tc.v, tc.op, own.ID)
		}
		if r.Code() != tc.want {
			t.Errorf("%s as %s: %s, want %s\n%s", tc.op, who(tc.v), r.Code(), tc.want, r.Body)
		}
	}
	r := gql.As(author).Do(t, `mutation($id: ID!) { schedulePost(id: $id, publishAt: "2099-01-01T00:00:00Z") { id } }`, map[string]any{"id": own.ID})
	if r.Code() != "FORBIDDEN" {
		t.Errorf("schedulePost as the Author: %s", r.Body)
	}
	for _, v := range []*auth.Viewer{visitor, customer} {
		if r := gql.As(v).Do(t, `mutation { createPost(input: {slug: "nope", title: "Nope"}) { id } }`, nil); r.Code() == "" {
			t.Errorf("createPost as %s: %s", who(v), r.Body)
		}
		if p := bySlug(t, gql, v, "authors-own"); p != nil {
			t.Errorf("a draft read by %s: %+v", who(v), p)
		}
		if r := gql.As(v).Do(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": own.ID}); r.Code() != "NOT_FOUND" || string(r.Data) != `{"node":null}` {
			t.Errorf("a draft through node() as %s: %s", who(v), r.Body)
		}
	}
	// An Author reads every post (the admin list), and an Editor publishes theirs.
	var list struct {
		AdminPosts struct{ TotalCount int } `json:"adminPosts"`
	}
	gql.As(author2).Must(t, `{ adminPosts(status: DRAFT, first: 10) { totalCount } }`, nil, &list)
	if list.AdminPosts.TotalCount != 1 {
		t.Errorf("adminPosts(DRAFT) as another Author: %d", list.AdminPosts.TotalCount)
	}
	if r := gql.As(visitor).Do(t, `{ adminPosts(first: 10) { totalCount } }`, nil); r.Code() != "UNAUTHENTICATED" {
		t.Errorf("adminPosts as a visitor: %s", r.Body)
	}
	pub, r := byID(t, gql, editor, "publishPost", own.ID)
	if pub == nil || pub.Status != "PUBLISHED" || pub.PublishedAt == nil {
		t.Fatalf("publishPost as an Editor: %s", r.Body)
	}
	if _, r := updatePost(t, gql, author, own.ID, map[string]any{"title": "After publication"}); r.Code() != "FORBIDDEN" {
		t.Errorf("the Author changing their published post: %s", r.Body)
	}
	for _, v := range []*auth.Viewer{visitor, customer} {
		p := bySlug(t, gql, v, "authors-own")
		if p == nil || p.AuthorEmail != nil || p.Draft != nil || p.AuthorName != "ann.author" || strings.Contains(p.AuthorName, "@") {
			t.Errorf("a published post read by %s: %+v", who(v), p)
		}
	}
	// An Editor's changes of the published post make a draft, which visitors never read.
	if p, r := updatePost(t, gql, editor, own.ID, map[string]any{"title": "Pending title"}); p == nil || p.Draft == nil {
		t.Fatalf("updatePost of a published post: %s", r.Body)
	}
	if p := bySlug(t, gql, visitor, "authors-own"); p.Draft != nil || p.Title != "Changed by its author" {
		t.Errorf("a visitor reads the draft: %+v", p)
	}
	// Editors trash and restore any post.
	if r := gql.As(editor).Do(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": own.ID}); r.Code() != "" {
		t.Fatalf("deleteItem as an Editor: %s", r.Body)
	}
	if p := bySlug(t, gql, visitor, "authors-own"); p != nil {
		t.Errorf("a trashed post is still read: %+v", p)
	}
	if r := gql.As(editor).Do(t, `mutation($id: ID!) { restoreItem(id: $id) { __typename } }`, map[string]any{"id": own.ID}); r.Code() != "" {
		t.Fatalf("restoreItem as an Editor: %s", r.Body)
	}
}

// TestPublishedPostDraft: editing a published post leaves the live post as it is until
// publishPost; a changed slug leaves a 301 from the old address; discard drops a draft.
func TestPublishedPostDraft(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		gql := api(c)
		p := createPost(t, gql, editor, "first-address")
		live, _ := byID(t, gql, editor, "publishPost", p.ID)
		body := `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"New words here."}],"attrs":{"textAlign":"left"}}]}`
		d, r := updatePost(t, gql, editor, p.ID, map[string]any{"title": "  A better title  ", "slug": "better-address", "body": body})
		if d == nil {
			t.Fatalf("updatePost: %s", r.Body)
		}
		if d.Title != live.Title || d.Slug != "first-address" || d.Draft == nil || d.Draft.Title != "A better title" ||
			d.Draft.Slug != "better-address" || d.Draft.SavedBy != editor.Email || strings.Contains(d.Draft.Body, "textAlign") {
			t.Fatalf("the draft of a published post: %+v %+v", d, d.Draft)
		}
		if v := bySlug(t, gql, visitor, "first-address"); v == nil || v.Title != live.Title || v.Body != live.Body {
			t.Errorf("the live post changed before publishing: %+v", v)
		}
		if v := bySlug(t, gql, visitor, "better-address"); v != nil {
			t.Errorf("the draft's address is live: %+v", v)
		}
		pub, r := byID(t, gql, editor, "publishPost", p.ID)
		if pub == nil || pub.Title != "A better title" || pub.Slug != "better-address" || pub.Draft != nil || *pub.PublishedAt != *live.PublishedAt {
			t.Fatalf("publish changes: %s", r.Body)
		}
		if pub.Summary != "New words here." || pub.ReadingMinutes != 1 {
			t.Errorf("derived: %q %d", pub.Summary, pub.ReadingMinutes)
		}
		var redirects struct {
			Redirects struct {
				Edges []struct {
					Node struct{ FromPath, Target, Kind string }
				}
			}
		}
		gql.As(editor).Must(t, `{ redirects(first: 10) { edges { node { fromPath target kind } } } }`, nil, &redirects)
		if e := redirects.Redirects.Edges; len(e) != 1 || e[0].Node.FromPath != "/blog/first-address" || e[0].Node.Target != "/blog/better-address" || e[0].Node.Kind != "Moved" {
			t.Errorf("the redirects after a slug change: %+v", e)
		}
		// Back to the first address: its rule goes (the post answers there), the other way round comes.
		updatePost(t, gql, editor, p.ID, map[string]any{"slug": "first-address"})
		if _, r := byID(t, gql, editor, "publishPost", p.ID); r.Code() != "" {
			t.Fatalf("publishing the old slug again: %s", r.Body)
		}
		gql.As(editor).Must(t, `{ redirects(first: 10) { edges { node { fromPath target kind } } } }`, nil, &redirects)
		if e := redirects.Redirects.Edges; len(e) != 1 || e[0].Node.FromPath != "/blog/better-address" || e[0].Node.Target != "/blog/first-address" {
			t.Errorf("the redirects after the slug came back: %+v", e)
		}
		// Discard.
		updatePost(t, gql, editor, p.ID, map[string]any{"title": "Not this one"})
		if d, r := byID(t, gql, editor, "discardPostDraft", p.ID); d == nil || d.Draft != nil || d.Title != "A better title" {
			t.Errorf("discardPostDraft: %s", r.Body)
		}
		for _, op := range []string{"discardPostDraft", "publishPost"} {
			if _, r := byID(t, gql, editor, op, p.ID); r.Code() != "CONFLICT" {
				t.Errorf("%s with no draft: %s", op, r.Body)
			}
		}
		// Unpublish: a draft again, gone for visitors.
		if u, r := byID(t, gql, editor, "unpublishPost", p.ID); u == nil || u.Status != "DRAFT" {
			t.Errorf("unpublishPost: %s", r.Body)
		}
		if v := bySlug(t, gql, visitor, "first-address"); v != nil {
			t.Errorf("an unpublished post is read: %+v", v)
		}
	})
}

// TestPostHostileInput: slugs that are not one path segment of a-z, 0-9 and hyphens, and
// bodies that are not documents the editor makes, are refused naming the field; a
// slug of a post in the trash is free.
func TestPostHostileInput(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	create := func(slug, body string) gqltest.Result {
		in := map[string]any{"slug": slug, "title": "T"}
		if body != "" {
			in["body"] = body
		}
		return gql.As(editor).Do(t, `mutation($in: CreatePostInput!) { createPost(input: $in) { id } }`, map[string]any{"in": in})
	}
	for _, slug := range []string{"../x", "A B", "café", "a--b", "-a", "a/b", "", "a\u0000b", "%2e%2e", strings.Repeat("a", 101), "UPPER", "a_b"} {
		r := create(slug, "")
		if r.Code() != "VALIDATION" || len(r.Errors) == 0 || r.Errors[0].Extensions.Fields["slug"] == "" {
			t.Errorf("slug %q: %s", slug, r.Body)
		}
	}
	if r := create(strings.Repeat("a", 100), ""); r.Code() != "" {
		t.Errorf("a slug of 100 characters: %s", r.Body)
	}
	first := createPost(t, gql, editor, "reused")
	if r := create("reused", ""); r.Code() != "CONFLICT" || r.Errors[0].Extensions.Fields["slug"] != "unique" || !strings.Contains(r.Errors[0].Message, "/blog/reused") {
		t.Errorf("a slug taken: %s", r.Body)
	}
	gql.As(editor).Must(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": first.ID}, nil)
	if r := create("reused", ""); r.Code() != "" {
		t.Errorf("the slug of a trashed post: %s", r.Body)
	}
	for body, want := range map[string]string{
		`{"type":"doc","content":[{"type":"script"}]}`: "content[0]",
		`{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"javascript:alert(1)"}}]}]}]}`: "content[0].content[0]",
		`{"type":"doc","content":[{"type":"image","attrs":{"src":"https://evil.test/x.png","alt":"x"}}]}`:                                                         "content[0]",
		`not json`: "",
		`{"type":"doc","content":[` + strings.Repeat(`{"type":"bulletList","content":[{"type":"listItem","content":[`, 7) +
			`{"type":"paragraph"}` + strings.Repeat(`]}]}`, 7) + `]}`: "12",
	} {
		r := create("body-test", body)
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["body"] == "" || !strings.Contains(r.Errors[0].Message, want) {
			t.Errorf("body %.80s: %s", body, r.Body)
		}
	}
	// The same checks hold for the draft of a published post.
	p := createPost(t, gql, editor, "published-one")
	byID(t, gql, editor, "publishPost", p.ID)
	for in, field := range map[string]string{`{"slug":"../x"}`: "slug", `{"title":""}`: "title", `{"body":"{\"type\":\"iframe\"}"}`: "body",
		`{"socialImage":"javascript:alert(1)"}`: "socialImage", `{"canonical":"//evil.test"}`: "canonical", `{"slug":"body-test-2","excerpt":"` + strings.Repeat("x", 501) + `"}`: "excerpt"} {
		var vars map[string]any
		_ = json.Unmarshal([]byte(in), &vars)
		if _, r := updatePost(t, gql, editor, p.ID, vars); r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[field] == "" {
			t.Errorf("a draft with %s: %s", in, r.Body)
		}
	}
	if _, r := updatePost(t, gql, editor, p.ID, map[string]any{"slug": "reused"}); r.Code() != "CONFLICT" {
		t.Errorf("a draft taking another post's slug: %s", r.Body)
	}
}

// TestBlogPage: ten posts a page, newest published first; a page past the end has none
// and says how many there are; drafts are not listed.
func TestBlogPage(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	createPost(t, gql, editor, "a-draft")
	var ids []string
	for i := range 12 {
		p := createPost(t, gql, editor, fmt.Sprintf("post-%d", i))
		byID(t, gql, editor, "publishPost", p.ID)
		ids = append(ids, p.ID)
	}
	page := func(n int) (out struct {
		BlogPage struct {
			Posts                       []struct{ ID, Slug string }
			Page, PageCount, TotalCount int
		}
	}) {
		gql.As(visitor).Must(t, `query($n: Int!) { blogPage(page: $n) { posts { id slug } page pageCount totalCount } }`, map[string]any{"n": n}, &out)
		return out
	}
	one, two, three := page(1).BlogPage, page(2).BlogPage, page(3).BlogPage
	if len(one.Posts) != 10 || one.PageCount != 2 || one.TotalCount != 12 || one.Posts[0].ID != ids[11] || one.Posts[9].ID != ids[2] {
		t.Errorf("page 1: %+v", one)
	}
	if len(two.Posts) != 2 || two.Posts[1].ID != ids[0] || two.Page != 2 {
		t.Errorf("page 2: %+v", two)
	}
	if len(three.Posts) != 0 || three.PageCount != 2 {
		t.Errorf("page 3: %+v", three)
	}
	if r := gql.As(visitor).Do(t, `{ blogPage(page: 0) { page } }`, nil); r.Code() != "VALIDATION" {
		t.Errorf("page 0: %s", r.Body)
	}
	var list struct {
		Posts struct {
			TotalCount int
			Edges      []struct{ Node struct{ ID string } }
		}
	}
	for _, v := range []*auth.Viewer{visitor, editor} {
		gql.As(v).Must(t, `{ posts(first: 3) { totalCount edges { node { id } } } }`, nil, &list)
		if list.Posts.TotalCount != 12 || list.Posts.Edges[0].Node.ID != ids[11] {
			t.Errorf("posts as %s: %+v", who(v), list.Posts)
		}
	}
}

// who names a viewer in a failure.
func who(v *auth.Viewer) string {
	if !v.SignedIn() {
		return "a visitor"
	}
	return v.Email + " (" + string(v.Role) + ")"
}
