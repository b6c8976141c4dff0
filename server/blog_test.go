package server_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"
)

// A post body with an FAQ block, an image and a link, as the admin's editor writes it.
const blogBody = `{"type":"doc","content":[
 {"type":"paragraph","content":[{"type":"text","text":"Start with a crawl <b>today</b> & read "},{"type":"text","text":"our plans","marks":[{"type":"link","attrs":{"href":"/pricing"}}]}]},
 {"type":"image","attrs":{"src":"/media/1/chart.png","alt":"Traffic doubled"}},
 {"type":"faq","content":[{"type":"faqItem","attrs":{"question":"How long does an audit take?","answer":"About two weeks."}}]}]}`

type postRef struct {
	ID     string
	Slug   string
	Status string
}

func createPost(t *testing.T, s *site, token string, in map[string]any) postRef {
	t.Helper()
	var out struct{ CreatePost postRef }
	s.gql.WithToken(token).Must(t, `mutation($in: CreatePostInput!) { createPost(input: $in) { id slug status } }`, map[string]any{"in": in}, &out)
	return out.CreatePost
}

func postAction(t *testing.T, s *site, token, mutation, id string) {
	t.Helper()
	s.gql.WithToken(token).Must(t, fmt.Sprintf(`mutation($id: ID!) { %s(id: $id) { id } }`, mutation), map[string]any{"id": id}, nil)
}

// waitForStatus polls path until it answers code (pages are painted in the background).
func waitForStatus(t *testing.T, s *site, path string, code int) string {
	t.Helper()
	for i := 0; ; i++ {
		w := s.get(t, path)
		if w.Code == code {
			return w.Body.String()
		}
		if i == 500 {
			t.Fatalf("%s answers %d, want %d", path, w.Code, code)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var jsonLDScript = regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`)

// TestPublishedPostsArePaintedListedAndFed: a published post is a painted page at
// /blog/{slug} with its own head (title, description, canonical, og:type article) and
// BlogPosting, BreadcrumbList and FAQPage data, is in sitemap.xml and in the RSS feed with
// its text as escaped HTML; a draft, an unknown slug and a page past the listing's last
// answer 404; unpublishing takes it off again.
func TestPublishedPostsArePaintedListedAndFed(t *testing.T) {
	s := newSite(t, paintedWeb(t, ""))
	adminEmail, admin := s.adminToken(t)

	p := createPost(t, s, admin, map[string]any{"slug": "seo-audit", "title": `Audit <script>alert(1)</script> & "more"`,
		"excerpt": "Why every site needs one.", "body": blogBody})
	if p.Status != "DRAFT" {
		t.Fatalf("a new post is %s", p.Status)
	}
	// A draft is not on the site.
	waitForStatus(t, s, "/blog", 200)
	if w := s.get(t, "/blog/seo-audit"); w.Code != 404 || !strings.Contains(w.Body.String(), "<title>Page not found") {
		t.Fatalf("a draft's address: %d %.300s", w.Code, w.Body.String())
	}

	postAction(t, s, admin, "publishPost", p.ID)
	page := waitForStatus(t, s, "/blog/seo-audit", 200)
	escTitle := `Audit &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;more&#34;`
	for _, want := range []string{
		"<title>" + escTitle + " | SEO Agency</title>",
		`<meta name="description" content="Why every site needs one.">`,
		`<link rel="canonical" href="https://site.test/blog/seo-audit">`,
		`<meta property="og:type" content="article">`,
		`<link rel="alternate" type="application/rss+xml" title="SEO Agency" href="https://site.test/blog/feed.xml">`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the post's page lacks %s", want)
		}
	}
	if strings.Contains(page, "<script>alert(1)") {
		t.Error("the post's title reached the page unescaped")
	}
	m := jsonLDScript.FindStringSubmatch(page)
	if m == nil {
		t.Fatal("the post's page has no JSON-LD")
	}
	var ld struct {
		Graph []map[string]any `json:"@graph"`
	}
	if err := json.Unmarshal([]byte(m[1]), &ld); err != nil {
		t.Fatal(err)
	}
	types := map[string]map[string]any{}
	for _, n := range ld.Graph {
		types[fmt.Sprint(n["@type"])] = n
	}
	if a := types["BlogPosting"]; a == nil || a["headline"] != `Audit <script>alert(1)</script> & "more"` || a["datePublished"] == nil ||
		fmt.Sprint(a["author"]) != "map[@type:Person name:"+strings.Split(adminEmail, "@")[0]+"]" {
		t.Errorf("BlogPosting: %v", types["BlogPosting"])
	}
	if b, _ := json.Marshal(types["BreadcrumbList"]["itemListElement"]); !strings.Contains(string(b), `"name":"Blog","position":2`) {
		t.Errorf("BreadcrumbList: %s", b)
	}
	if f, _ := json.Marshal(types["FAQPage"]); !strings.Contains(string(f), `"name":"How long does an audit take?"`) || !strings.Contains(string(f), `"text":"About two weeks."`) {
		t.Errorf("FAQPage: %s", f)
	}

	sitemap := waitForPage(t, s, "/sitemap.xml", "<loc>https://site.test/blog/seo-audit</loc>")
	if !strings.Contains(sitemap, "<loc>https://site.test/blog</loc>") {
		t.Errorf("the sitemap lacks /blog:\n%s", sitemap)
	}
	feed := s.get(t, "/blog/feed.xml")
	if ct := feed.Header().Get("Content-Type"); ct != "application/rss+xml; charset=utf-8" {
		t.Errorf("feed type %q", ct)
	}
	body := feed.Body.String()
	for _, want := range []string{
		"<title>Audit &lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;more&#34;</title>",
		"<link>https://site.test/blog/seo-audit</link>",
		"<description>Why every site needs one.</description>",
		// The body's HTML, escaped once more as the feed's text: a reader shows it, never runs it.
		"&lt;p&gt;Start with a crawl &amp;lt;b&amp;gt;today&amp;lt;/b&amp;gt; &amp;amp; read &lt;a href=&#34;https://site.test/pricing&#34;&gt;our plans&lt;/a&gt;&lt;/p&gt;",
		`&lt;img src=&#34;https://site.test/media/1/chart.png&#34; alt=&#34;Traffic doubled&#34;&gt;`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the feed lacks %s:\n%s", want, body)
		}
	}
	if strings.Contains(body, "<script") || strings.Contains(body, "<b>") {
		t.Errorf("the feed carries markup unescaped:\n%s", body)
	}

	if w := s.get(t, "/blog/no-such-post"); w.Code != 404 {
		t.Errorf("an unknown slug answers %d", w.Code)
	}
	if w := s.get(t, "/blog/page/2"); w.Code != 404 {
		t.Errorf("/blog/page/2 of one post answers %d", w.Code)
	}

	// Eleven posts make a second listing page, painted with its own title; no third.
	for i := range 10 {
		q := createPost(t, s, admin, map[string]any{"slug": fmt.Sprintf("post-%d", i), "title": fmt.Sprintf("Post %d", i)})
		postAction(t, s, admin, "publishPost", q.ID)
	}
	second := waitForStatus(t, s, "/blog/page/2", 200)
	if !strings.Contains(second, "<title>Blog, page 2 | SEO Agency</title>") {
		t.Errorf("/blog/page/2's head: %.500s", second)
	}
	if w := s.get(t, "/blog/page/3"); w.Code != 404 {
		t.Errorf("/blog/page/3 answers %d", w.Code)
	}

	postAction(t, s, admin, "unpublishPost", p.ID)
	waitForStatus(t, s, "/blog/seo-audit", 404)
	if f := s.get(t, "/blog/feed.xml").Body.String(); strings.Contains(f, "/blog/seo-audit<") {
		t.Errorf("an unpublished post stays in the feed:\n%s", f)
	}
}
