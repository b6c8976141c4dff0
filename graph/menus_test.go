package graph_test

import (
	"strings"
	"testing"

	"seoagency/testdb"
)

type menuLink struct {
	ID, Menu, Label, Target string
	NewTab                  bool
}

// menusOf reads both menus as a visitor does (the shell's query), in their order.
func menusOf(t *testing.T, gql interface {
	Must(testing.TB, string, map[string]any, any)
}) map[string][]menuLink {
	var out struct {
		MenuItems struct{ Edges []struct{ Node menuLink } }
	}
	gql.Must(t, `{ menuItems(first: 100) { edges { node { id menu label target newTab } } } }`, nil, &out)
	m := map[string][]menuLink{}
	for _, e := range out.MenuItems.Edges {
		m[e.Node.Menu] = append(m[e.Node.Menu], e.Node)
	}
	return m
}

func labels(ls []menuLink) string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Label+" "+l.Target)
	}
	return strings.Join(out, ", ")
}

// A new site's menus are the specification's links, header and footer alike.
func TestMenusStartAsTheSpecificationsLinks(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	testdb.Seed(t, c)
	testdb.Seed(t, c) // a second start adds nothing
	m := menusOf(t, api(c).As(visitor))
	want := "Home /, Services /service, Pricing /pricing, Contact /contact"
	for _, menu := range []string{"HEADER", "FOOTER"} {
		if got := labels(m[menu]); got != want {
			t.Errorf("%s menu: %s; want %s", menu, got, want)
		}
	}
}

// A link's target is a page a visitor can open, or an http(s) address; its label is
// plain text of bounded length. Each refusal names the field and says what to fix.
func TestMenuItemRules(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	testdb.Seed(t, c)
	gql := api(c).As(admin)
	const create = `mutation($label: String!, $target: String!, $tab: Boolean) {
		createMenuItem(input: {menu: HEADER, label: $label, target: $target, newTab: $tab}) { id label target newTab } }`
	var draft map[string]map[string]string
	gql.Must(t, `mutation { createPost(input: {slug: "not-yet", title: "Not yet"}) { id } }`, nil, &draft)

	for _, tc := range []struct{ name, label, target, field, rule string }{
		{"empty label", "  ", "/pricing", "label", "required"},
		{"long label", strings.Repeat("a", 41), "/pricing", "label", "maxLength"},
		{"control character", "Ho\x00me", "/pricing", "label", "control"},
		{"markup", "<b>Home</b>", "/pricing", "label", "plainText"},
		{"empty target", "Home", "", "target", "required"},
		{"javascript", "Home", "javascript:alert(1)", "target", "url"},
		{"javascript, spaced", "Home", " JavaScript:alert(1)", "target", "url"},
		{"data", "Home", "data:text/html,<script>alert(1)</script>", "target", "url"},
		{"protocol-relative", "Home", "//evil.example/", "target", "path"},
		{"backslash", "Home", "/\\evil.example", "target", "path"},
		{"credentials", "Home", "https://user:pass@example.com/", "target", "credentials"},
		{"scheme only", "Home", "https:example.com", "target", "url"},
		{"ftp", "Home", "ftp://example.com/", "target", "url"},
		{"control in address", "Home", "https://example.com/\x07", "target", "control"},
		{"line break in address", "Home", "https://example.com/\nx", "target", "url"},
		{"long address", "Home", "https://example.com/" + strings.Repeat("a", 2048), "target", "maxLength"},
		{"unknown page", "Home", "/no-such-page", "target", "notPublic"},
		{"admin page", "Home", "/admin", "target", "notPublic"},
		{"signed-in page", "Home", "/dashboard", "target", "notPublic"},
		{"draft post", "Home", "/blog/not-yet", "target", "notPublic"},
		{"listing's second page", "Home", "/blog/page/2", "target", "notPublic"},
		{"api", "Home", "/api/banner", "target", "notPublic"},
	} {
		r := gql.Do(t, create, map[string]any{"label": tc.label, "target": tc.target})
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[tc.field] != tc.rule || r.Errors[0].Message == "" {
			t.Errorf("%s: %s; want VALIDATION on %s (%s)", tc.name, r.Body, tc.field, tc.rule)
		}
	}
	if r := gql.Do(t, create, map[string]any{"label": "Pricing", "target": "/pricing", "tab": true}); r.Errors[0].Extensions.Fields["newTab"] != "internal" {
		t.Errorf("a page of the site in a new tab: %s", r.Body)
	}

	for _, tc := range []struct{ target, stored string }{
		{"/blog/technical-seo-audit-checklist", "/blog/technical-seo-audit-checklist"},
		{"/blog", "/blog"},
		{"/pricing/", "/pricing"},
		{"/support", "/support"},
		{"https://partner.example/page?x=1#top", "https://partner.example/page?x=1#top"},
	} {
		var out struct{ CreateMenuItem menuLink }
		gql.Must(t, create, map[string]any{"label": "Link", "target": tc.target, "tab": strings.HasPrefix(tc.target, "https:")}, &out)
		if out.CreateMenuItem.Target != tc.stored {
			t.Errorf("%s stored as %s; want %s", tc.target, out.CreateMenuItem.Target, tc.stored)
		}
	}

	// The picker offers the public pages, the listing and the published posts only.
	var targets struct {
		MenuTargets []struct{ Path, Title, Kind string }
	}
	gql.Must(t, `{ menuTargets { path title kind } }`, nil, &targets)
	kinds := map[string]string{}
	for _, tg := range targets.MenuTargets {
		kinds[tg.Path] = tg.Kind
	}
	for path, kind := range map[string]string{"/": "page", "/pricing": "page", "/blog": "listing", "/blog/technical-seo-audit-checklist": "post"} {
		if kinds[path] != kind {
			t.Errorf("menuTargets: %s is %q; want %q (%v)", path, kinds[path], kind, kinds)
		}
	}
	for _, path := range []string{"/blog/not-yet", "/admin", "/contact-us", "/blog/page/:page", "/invitation"} {
		if _, ok := kinds[path]; ok {
			t.Errorf("menuTargets offers %s", path)
		}
	}
}

// A reorder names each item of the menu once, and changes every position or none.
func TestReorderMenuIsAllOrNothing(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	testdb.Seed(t, c)
	gql := api(c).As(admin)
	header := menusOf(t, gql)["HEADER"]
	footer := menusOf(t, gql)["FOOTER"]
	ids := func(ls ...menuLink) []string {
		var out []string
		for _, l := range ls {
			out = append(out, l.ID)
		}
		return out
	}
	const reorder = `mutation($menu: MenuName!, $ids: [ID!]!) { reorderMenu(menu: $menu, ids: $ids) { id label } }`
	for name, bad := range map[string][]string{
		"one missing":     ids(header[1:]...),
		"one twice":       ids(header[0], header[0], header[1], header[2]),
		"another menu's":  ids(header[0], header[1], header[2], footer[3]),
		"one more":        append(ids(header...), footer[0].ID),
		"an unknown item": append(ids(header[:3]...), "99999999"),
	} {
		r := gql.Do(t, reorder, map[string]any{"menu": "HEADER", "ids": bad})
		if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["ids"] != "order" {
			t.Errorf("%s: %s", name, r.Body)
		}
		if got := labels(menusOf(t, gql)["HEADER"]); got != labels(header) {
			t.Fatalf("%s: a refused reorder changed the menu: %s", name, got)
		}
	}
	gql.Must(t, reorder, map[string]any{"menu": "HEADER", "ids": ids(header[3], header[0], header[2], header[1])}, nil)
	m := menusOf(t, api(c).As(visitor))
	if got := labels(m["HEADER"]); got != "Contact /contact, Home /, Pricing /pricing, Services /service" {
		t.Errorf("header after the reorder: %s", got)
	}
	if got := labels(m["FOOTER"]); got != labels(footer) {
		t.Errorf("the footer changed with the header: %s", got)
	}
	// A new link goes last; a link moved to the other menu goes last there.
	var added struct{ CreateMenuItem menuLink }
	gql.Must(t, `mutation { createMenuItem(input: {menu: FOOTER, label: "Blog", target: "/blog"}) { id } }`, nil, &added)
	gql.Must(t, `mutation($id: ID!) { updateMenuItem(id: $id, input: {menu: HEADER}) { id } }`, map[string]any{"id": added.CreateMenuItem.ID}, nil)
	if got := labels(menusOf(t, gql)["HEADER"]); !strings.HasSuffix(got, "Blog /blog") {
		t.Errorf("moved to the header: %s", got)
	}
}
