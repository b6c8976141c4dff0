package server_test

import (
	"encoding/json"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/gqltest"
	"seoagency/testdb"
)

type seoPage struct {
	Path, DefaultTitle, DefaultDescription, DefaultImage, Title, Description, Image, Canonical string
	Noindex                                                                                    bool
	Seo                                                                                        *struct{ ID string }
}

// TestPageSEOReachesThePaintedHead: what an admin saves for a page is in that page's
// painted head on the next paint, every value escaped; an empty field is the page's
// default from content; noindex and canonical follow; bad values are refused naming the
// field; only admins read or write it (GraphQL and REST).
func TestPageSEOReachesThePaintedHead(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	_, adminToken := s.adminToken(t)
	customerToken := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123")
	admin := s.gql.WithToken(adminToken)

	// Every public page is listed with its defaults from content (the seed gives each an empty row).
	var list struct{ SeoPages []seoPage }
	const listQuery = `{ seoPages { path defaultTitle defaultDescription defaultImage title description image noindex canonical seo { id } } }`
	admin.Must(t, listQuery, nil, &list)
	ids := map[string]string{}
	var paths []string
	for _, p := range list.SeoPages {
		paths = append(paths, p.Path)
		if p.Seo == nil {
			t.Fatalf("%s has no seeded row", p.Path)
		}
		ids[p.Path] = p.Seo.ID
	}
	if strings.Join(paths, " ") != "/ /service /pricing /contact /support" {
		t.Fatalf("pages: %v", paths)
	}
	home, service, pricing := list.SeoPages[0], list.SeoPages[1], list.SeoPages[2]
	if home.DefaultTitle != "Grow Your Business With Search Engine Optimization | SEO Agency" || home.Title != home.DefaultTitle ||
		!strings.HasPrefix(home.DefaultDescription, "We help ambitious companies rank higher") || home.DefaultImage != "/images/banner.svg" ||
		home.Canonical != "/" || home.Noindex {
		t.Errorf("home defaults: %+v", home)
	}
	if service.DefaultTitle != "Our Services | SEO Agency" || service.DefaultDescription != "Everything your website needs to be found, trusted and chosen." {
		t.Errorf("/service defaults: %+v", service)
	}
	if pricing.DefaultTitle != "Pricing Plan | SEO Agency" || pricing.DefaultDescription != "SEO pricing plans: Basic, Standard and Premium." {
		t.Errorf("/pricing defaults (routes.json): %+v", pricing)
	}
	waitForPage(t, s, "/service", "<title>Our Services | SEO Agency</title>")

	// Hostile values reach the head escaped, as written (no site-name suffix on the admin's title).
	title := `Plans "><script>alert(1)</script></title> & more`
	admin.Must(t, `mutation($id: ID!, $in: UpdatePageSeoInput!) { updatePageSeo(id: $id, input: $in) { id } }`, map[string]any{
		"id": ids["/pricing"],
		"in": map[string]any{"title": title, "description": `Prices <b>from</b> "49" & up`, "socialImage": "https://cdn.example.com/card.png?a=1&b=2",
			"canonical": "/pricing"},
	}, nil)
	escTitle := `Plans &#34;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt; &amp; more`
	page := waitForPage(t, s, "/pricing", "<title>"+escTitle+"</title>")
	for _, want := range []string{
		`<meta property="og:title" content="` + escTitle + `">`,
		`<meta name="twitter:title" content="` + escTitle + `">`,
		`<meta name="description" content="Prices &lt;b&gt;from&lt;/b&gt; &#34;49&#34; &amp; up">`,
		`<meta property="og:description" content="Prices &lt;b&gt;from&lt;/b&gt; &#34;49&#34; &amp; up">`,
		`<meta property="og:image" content="https://cdn.example.com/card.png?a=1&amp;b=2">`,
		`<meta name="twitter:image" content="https://cdn.example.com/card.png?a=1&amp;b=2">`,
		`<link rel="canonical" href="https://site.test/pricing">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("/pricing head lacks %s", want)
		}
	}
	if strings.Contains(page, "<script>alert") || strings.Contains(page, `"><script`) {
		t.Errorf("a saved value broke out of the head: %s", page)
	}
	// The web app's titles for navigation carry the same title (JSON, escaped).
	var titles map[string]string
	if i := strings.Index(page, `<script type="application/json" id="page-titles">`); i < 0 {
		t.Errorf("no page titles: %s", page)
	} else {
		raw := page[i+len(`<script type="application/json" id="page-titles">`):]
		raw = raw[:strings.Index(raw, "</script>")]
		if err := json.Unmarshal([]byte(raw), &titles); err != nil || titles["/pricing"] != title || titles["/service"] != "Our Services | SEO Agency" ||
			strings.Contains(raw, "<") {
			t.Errorf("page titles (%v): %s", err, raw)
		}
	}
	// Other pages keep theirs.
	if p := s.get(t, "/service").Body.String(); !strings.Contains(p, "<title>Our Services | SEO Agency</title>") {
		t.Errorf("/service changed: %s", p)
	}

	// A canonical elsewhere, and noindex (then no canonical, robots noindex but links followed).
	admin.Must(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: {canonical: "https://other.example.com/svc"}) { id } }`, map[string]any{"id": ids["/service"]}, nil)
	admin.Must(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: {noindex: Yes, canonical: "/"}) { id } }`, map[string]any{"id": ids["/support"]}, nil)
	waitForPage(t, s, "/service", `<link rel="canonical" href="https://other.example.com/svc">`)
	support := waitForPage(t, s, "/support", `<meta name="robots" content="noindex">`)
	if strings.Contains(support, `rel="canonical"`) || strings.Contains(support, "nofollow") {
		t.Errorf("noindex page: %s", support)
	}
	// An empty value is the default again.
	admin.Must(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: {title: ""}) { id } }`, map[string]any{"id": ids["/pricing"]}, nil)
	waitForPage(t, s, "/pricing", "<title>Pricing Plan | SEO Agency</title>")

	// Bad values: refused, naming the field.
	for _, c := range []struct{ input, field string }{
		{`{path: "/login"}`, "path"},
		{`{canonical: "javascript:alert(1)"}`, "canonical"},
		{`{canonical: "//evil.example.com/x"}`, "canonical"},
		{`{socialImage: "http://cdn.example.com/a.png"}`, "socialImage"},
		{`{socialImage: "data:image/png;base64,AAAA"}`, "socialImage"},
		{`{title: "` + strings.Repeat("t", 201) + `"}`, "title"},
		{`{description: "` + strings.Repeat("d", 1001) + `"}`, "description"},
	} {
		res := admin.Do(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: `+c.input+`) { id } }`, map[string]any{"id": ids["/contact"]})
		if res.Code() != "VALIDATION" || res.Errors[0].Extensions.Fields[c.field] == "" || !strings.Contains(res.Errors[0].Message, c.field) {
			t.Errorf("%s: %+v", c.input, res.Errors)
		}
	}
	// A second row for a page (through its other address) is a conflict.
	if res := admin.Do(t, `mutation { createPageSeo(input: {path: "/contact-us", title: "x"}) { id } }`, nil); res.Code() != "CONFLICT" ||
		!strings.Contains(res.Errors[0].Message, "/contact") {
		t.Errorf("duplicate: %+v", res.Errors)
	}

	// Customers and visitors can neither read nor write it.
	for _, token := range []string{customerToken, ""} {
		c := s.gql.WithToken(token)
		if res := c.Do(t, listQuery, nil); len(res.Errors) == 0 {
			t.Errorf("seoPages read by %q", token[:min(len(token), 8)])
		}
		if res := c.Do(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: {title: "Hacked"}) { id } }`, map[string]any{"id": ids["/"]}); len(res.Errors) == 0 {
			t.Errorf("updatePageSeo by %q", token[:min(len(token), 8)])
		}
	}
	rest := func(method, path, token, body string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(method, path, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		if token != "" {
			r.Header.Set("Authorization", "Bearer "+token)
		}
		w := httptest.NewRecorder()
		s.h.ServeHTTP(w, r)
		return w
	}
	if w := rest("GET", "/api/page-seo", "", ""); w.Code != 401 {
		t.Errorf("REST list by a visitor: %d", w.Code)
	}
	if w := rest("GET", "/api/page-seo", customerToken, ""); w.Code != 403 {
		t.Errorf("REST list by a customer: %d", w.Code)
	}
	if w := rest("PUT", "/api/page-seo/"+ids["/"], customerToken, `{"title":"Hacked"}`); w.Code != 403 {
		t.Errorf("REST update by a customer: %d", w.Code)
	}
	if w := rest("PUT", "/api/page-seo/"+ids["/"], adminToken, `{"canonical":"ftp://x.example.com/"}`); w.Code != 400 || !strings.Contains(w.Body.String(), `"canonical"`) {
		t.Errorf("REST bad canonical: %d %s", w.Code, w.Body.String())
	}
	if w := rest("PUT", "/api/page-seo/"+ids["/"], adminToken, `{"title":"Search engine optimisation that lasts"}`); w.Code != 200 {
		t.Errorf("REST update: %d %s", w.Code, w.Body.String())
	}
	waitForPage(t, s, "/", "<title>Search engine optimisation that lasts</title>")
	if w := rest("GET", "/api/page-seo", adminToken, ""); w.Code != 200 || !strings.Contains(w.Body.String(), `"title":"Search engine optimisation that lasts"`) {
		t.Errorf("REST list: %d %s", w.Code, w.Body.String())
	}
}

// TestPageSEOOnEveryReplica: a title saved through one replica is in the painted head of
// another at once (PostgreSQL LISTEN/NOTIFY, then a new paint pass).
func TestPageSEOOnEveryReplica(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	env := []string{"WEB_DIR=" + paintedWeb(t, "")["WEB_DIR"], "ADMIN_EMAILS=" + adminEmail}
	a := startServer(t, databaseURL, "", env...)
	b := startServer(t, databaseURL, "", env...)
	target, _ := url.Parse(a.url)
	gql := gqltest.Client{H: httputil.NewSingleHostReverseProxy(target)}.WithToken(authtest.SignUpVerified(t, adminEmail, "secret-123"))
	var list struct{ SeoPages []seoPage }
	gql.Must(t, `{ seoPages { path seo { id } } }`, nil, &list)
	saved := time.Now()
	gql.Must(t, `mutation($id: ID!) { updatePageSeo(id: $id, input: {title: "Plans from $49 — SEO Agency"}) { id } }`,
		map[string]any{"id": list.SeoPages[2].Seo.ID}, nil)
	waitFor(t, 10*time.Second, func() bool {
		return strings.Contains(b.body("/pricing"), `<meta property="og:title" content="Plans from $49 — SEO Agency">`)
	}, "the title saved through replica a on replica b's /pricing")
	t.Logf("replica b painted a title saved through a in %s", time.Since(saved).Round(time.Millisecond))
}
