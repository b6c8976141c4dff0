package graph_test

import (
	"encoding/json"
	"strings"
	"testing"

	"seoagency/gqltest"
	"seoagency/routes"
	"seoagency/testdb"
)

// createEntry creates an entry of kind as an editor, with extra input fields.
func createEntry(t *testing.T, gql gqltest.Client, kind, slug string, extra map[string]any) gqltest.Result {
	t.Helper()
	in := map[string]any{"kind": kind, "slug": slug, "title": "Title of " + slug}
	for k, v := range extra {
		in[k] = v
	}
	return gql.As(editor).Do(t, `mutation($in: CreatePostInput!) { createPost(input: $in) { id kind slug clientName industry results } }`, map[string]any{"in": in})
}

// TestPageReservedSlugs: a page's slug never takes an address the product uses: the first
// segment of every page of web/routes.json, the server's own paths, and a record id's shape
// (the /{id} About editor). Each is refused with a message naming the address.
func TestPageReservedSlugs(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	reserved := map[string]bool{"api": true, "graphql": true, "graphiql": true, "assets": true, "healthz": true, "readyz": true, "metrics": true, "admin": true, "received-payment": true}
	for _, r := range routes.All() {
		first, _, _ := strings.Cut(strings.TrimPrefix(r.Path, "/"), "/")
		if first != "" && !strings.HasPrefix(first, ":") && first == strings.ToLower(first) && !strings.ContainsAny(first, "._") {
			reserved[first] = true
		}
	}
	if !reserved["blog"] || !reserved["edit-about"] || !reserved["service"] || !reserved["login"] {
		t.Fatalf("the spec's routes are missing from the reserved list: %v", reserved)
	}
	for slug := range reserved {
		r := createEntry(t, gql, "PAGE", slug, nil)
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["slug"] != "reserved" || !strings.Contains(r.Errors[0].Message, "/"+slug) {
			t.Errorf("page slug %q: %s", slug, r.Body)
		}
	}
	for _, slug := range []string{"123", "4294967297", "0"} {
		r := createEntry(t, gql, "PAGE", slug, nil)
		if r.Code() != "VALIDATION" || !strings.Contains(r.Errors[0].Message, "About editor") {
			t.Errorf("an id-shaped page slug %q: %s", slug, r.Body)
		}
	}
	// A post may be called blog (/blog/blog); a page's free slug is taken; slugs are shared by every kind.
	if r := createEntry(t, gql, "POST", "login", nil); r.Code() != "" {
		t.Errorf("a post's slug login (/blog/login): %s", r.Body)
	}
	if r := createEntry(t, gql, "PAGE", "privacy-policy", nil); r.Code() != "" {
		t.Errorf("a free page slug: %s", r.Body)
	}
	if r := createEntry(t, gql, "CASE_STUDY", "privacy-policy", nil); r.Code() != "CONFLICT" || !strings.Contains(r.Body, "/privacy-policy") {
		t.Errorf("a case study taking a page's slug: %s", r.Body)
	}
	// The draft of a published page is checked the same way.
	var page struct{ CreatePost struct{ ID string } }
	gql.As(editor).Must(t, `mutation($in: CreatePostInput!) { createPost(input: $in) { id } }`, map[string]any{"in": map[string]any{"kind": "PAGE", "slug": "terms", "title": "Terms"}}, &page)
	byID(t, gql, editor, "publishPost", page.CreatePost.ID)
	if _, r := updatePost(t, gql, editor, page.CreatePost.ID, map[string]any{"slug": "graphql"}); r.Code() != "VALIDATION" || !strings.Contains(r.Errors[0].Message, "/graphql") {
		t.Errorf("a published page's draft with a reserved slug: %s", r.Body)
	}
	// A redirect rule may not hide a published page.
	r := gql.As(editor).Do(t, `mutation($in: CreateRedirectInput!) { createRedirect(input: $in) { id } }`, map[string]any{"in": map[string]any{"fromPath": "/terms", "target": "/"}})
	if r.Code() != "VALIDATION" || !strings.Contains(r.Body, "/terms") {
		t.Errorf("a redirect from a published page: %s", r.Body)
	}
}

// TestCaseStudyFields: client, industry and results belong to case studies (refused on
// other kinds, with what to do); figures are bounded and checked, in a draft too; a kind
// never changes.
func TestCaseStudyFields(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	figures := []map[string]any{{"value": " +180% ", "label": "organic traffic"}}
	r := createEntry(t, gql, "CASE_STUDY", "bakery", map[string]any{"clientName": "Rossi Bakery", "industry": "Food", "results": figures})
	var got struct {
		CreatePost struct {
			ID, Kind   string
			ClientName string
			Results    []struct{ Value, Label string }
		}
	}
	if err := json.Unmarshal(r.Data, &got); err != nil || r.Code() != "" || got.CreatePost.Kind != "CASE_STUDY" || got.CreatePost.ClientName != "Rossi Bakery" ||
		len(got.CreatePost.Results) != 1 || got.CreatePost.Results[0].Value != "+180%" {
		t.Fatalf("a case study: %s", r.Body)
	}
	for _, kind := range []string{"POST", "PAGE"} {
		for field, value := range map[string]any{"clientName": "Acme", "industry": "Retail", "results": figures} {
			r := createEntry(t, gql, kind, strings.ToLower(kind)+"-with-"+strings.ToLower(field), map[string]any{field: value})
			if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[field] != "kind" || !strings.Contains(r.Errors[0].Message, "belong to case studies") {
				t.Errorf("%s with %s: %s", kind, field, r.Body)
			}
		}
	}
	hostile := map[string]any{
		"too many":      []map[string]any{{"value": "1", "label": "a"}, {"value": "2", "label": "b"}, {"value": "3", "label": "c"}, {"value": "4", "label": "d"}, {"value": "5", "label": "e"}, {"value": "6", "label": "f"}, {"value": "7", "label": "g"}},
		"long value":    []map[string]any{{"value": strings.Repeat("9", 21), "label": "x"}},
		"long label":    []map[string]any{{"value": "1", "label": strings.Repeat("x", 81)}},
		"empty label":   []map[string]any{{"value": "1", "label": "  "}},
		"control":       []map[string]any{{"value": "1\u0000", "label": "x"}},
		"script":        []map[string]any{{"value": "1", "label": "<script>alert(1)</script>", "extra": true}},
		"not a list":    map[string]any{"value": "1", "label": "x"},
		"number value":  []map[string]any{{"value": 180, "label": "x"}},
		"missing label": []map[string]any{{"value": "1"}},
	}
	for name, v := range hostile {
		r := createEntry(t, gql, "CASE_STUDY", "hostile-"+strings.ReplaceAll(name, " ", "-"), map[string]any{"results": v})
		if len(r.Errors) == 0 {
			t.Errorf("results %s accepted: %s", name, r.Body)
		}
	}
	if r := createEntry(t, gql, "CASE_STUDY", "long-client", map[string]any{"clientName": strings.Repeat("x", 201)}); r.Code() != "VALIDATION" {
		t.Errorf("a client name of 201 characters: %s", r.Body)
	}
	// The draft of a published case study holds checked figures too.
	id := got.CreatePost.ID
	byID(t, gql, editor, "publishPost", id)
	if _, r := updatePost(t, gql, editor, id, map[string]any{"results": hostile["long label"]}); r.Code() != "VALIDATION" {
		t.Errorf("a draft with a long label: %s", r.Body)
	}
	// A kind never changes: the update input has no kind.
	if _, r := updatePost(t, gql, editor, id, map[string]any{"kind": "PAGE"}); len(r.Errors) == 0 {
		t.Errorf("changing a kind: %s", r.Body)
	}
	// Readers find each kind at its own address only.
	var read struct {
		CaseStudyBySlug *struct{ Slug string }
		PostBySlug      *struct{ Slug string }
		CaseStudiesPage struct{ TotalCount int }
	}
	if rr := gql.Do(t, `{ caseStudyBySlug(slug: "bakery") { slug } postBySlug(slug: "bakery") { slug } caseStudiesPage { totalCount } }`, nil); json.Unmarshal(rr.Data, &read) != nil {
		t.Fatal(rr.Body)
	}
	if read.CaseStudyBySlug == nil || read.PostBySlug != nil || read.CaseStudiesPage.TotalCount != 1 {
		t.Errorf("a visitor reading the case study: %+v", read)
	}
	// An Author writes case studies and pages too, and may not publish them.
	r = gql.As(author).Do(t, `mutation($in: CreatePostInput!) { createPost(input: $in) { id } }`, map[string]any{"in": map[string]any{"kind": "PAGE", "slug": "authors-page", "title": "T"}})
	var mine struct{ CreatePost struct{ ID string } }
	if err := json.Unmarshal(r.Data, &mine); err != nil || r.Code() != "" {
		t.Fatalf("an Author writing a page: %s", r.Body)
	}
	if _, r := byID(t, gql, author, "publishPost", mine.CreatePost.ID); r.Code() != "FORBIDDEN" {
		t.Errorf("an Author publishing a page: %s", r.Body)
	}
}
