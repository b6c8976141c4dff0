package server_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent/pageseo"
	"seoagency/gqltest"
	"seoagency/posts"
	"seoagency/ssr"
)

// TestSEOReport: the admin's SEO report reads the pages as they are painted, so an edit
// that leaves an image without a usable alt text shows in it after the repaint; nobody
// else may read it.
func TestSEOReport(t *testing.T) {
	web := paintedWeb(t, "")
	// The stand-in renderer paints the banner with the heading as its alt text.
	script := `
var SSR = {
  prepare: function () { return Promise.resolve(); },
  render: function (path) {
    var raw = JSON.parse(__fetchQuery('` + queryID(t, "HomeQuery") + `', '{}')).data.banners.edges[0].node.bannerHeading;
    var alt = raw.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return '<main><img src="/uploads/banner.png" alt="' + alt + '" width="640" height="480"></main>';
  }
};`
	if err := os.WriteFile(filepath.Join(web["WEB_DIR"], filepath.FromSlash(ssr.ScriptPath)), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newSite(t, web)
	_, adminToken := s.adminToken(t)
	admin := s.gql.WithToken(adminToken)
	type finding struct{ Path, Kind, Detail string }
	report := func() []finding {
		var out struct{ SeoReport []finding }
		admin.Must(t, `{ seoReport { path kind detail } }`, nil, &out)
		return out.SeoReport
	}
	// The seeded home page's title (its banner's heading and the site's name) is longer
	// than search results show: the seeded site's only finding.
	if got := report(); len(got) != 1 || got[0] != (finding{"/", "TITLE_TOO_LONG", "The title has 63 characters: search results cut it at about 60."}) {
		t.Errorf("the seeded site's findings: %+v", got)
	}

	setHeading(t, s, "banner.png")
	var got []finding
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if got = report(); slices.ContainsFunc(got, func(f finding) bool { return f.Kind == "IMAGE_WITHOUT_ALT" }) || time.Now().After(deadline) {
			break
		}
	}
	// Every painted page shows the banner here; /contact-us stands for /contact (canonical).
	var paths []string
	for _, f := range got {
		if f.Kind != "IMAGE_WITHOUT_ALT" || f.Detail != `The image banner.png has a file name for alt text ("banner.png"): describe the picture.` {
			t.Errorf("finding %+v", f)
		}
		paths = append(paths, f.Path)
	}
	if !slices.Contains(paths, "/") || !slices.Contains(paths, "/pricing") || slices.Contains(paths, "/contact-us") {
		t.Errorf("pages reported: %q", paths)
	}

	// Two pages given one title by the admin: each names the other.
	setHeading(t, s, "Grow with search")
	for _, path := range []string{"/service", "/pricing"} {
		s.client.PageSeo.Update().Where(pageseo.Path(path)).SetTitle("Twin title").ExecX(asAdmin)
	}
	want := []finding{
		{"/service", "DUPLICATE_TITLE", `"Twin title" is also the title of /pricing.`},
		{"/pricing", "DUPLICATE_TITLE", `"Twin title" is also the title of /service.`},
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		got = report()
		if slices.Equal(got, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("report after two equal titles: %+v", got)
		}
	}

	// A published post is checked like the site's own pages, and its findings link to its editor.
	p := createPost(t, s, adminToken, map[string]any{"slug": "long-title", "title": strings.Repeat("A long title ", 6),
		"seoDescription": strings.Repeat("d", 161)})
	postAction(t, s, adminToken, "publishPost", p.ID)
	var id int
	if _, err := fmt.Sscan(p.ID, &id); err != nil {
		t.Fatal(err)
	}
	type entryFinding struct {
		Path, Kind string
		Editor     *string
	}
	var entry []entryFinding
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		var out struct{ SeoReport []entryFinding }
		admin.Must(t, `{ seoReport { path kind editor } }`, nil, &out)
		entry = slices.DeleteFunc(out.SeoReport, func(f entryFinding) bool { return f.Path != "/blog/long-title" })
		if len(entry) > 0 || time.Now().After(deadline) {
			break
		}
	}
	var kinds []string
	for _, f := range entry {
		kinds = append(kinds, f.Kind)
		if f.Editor == nil || *f.Editor != posts.EditorPath(id) {
			t.Errorf("finding %+v: editor, want %s", f, posts.EditorPath(id))
		}
	}
	if !slices.Contains(kinds, "TITLE_TOO_LONG") || !slices.Contains(kinds, "DESCRIPTION_TOO_LONG") {
		t.Errorf("the post's findings: %+v", entry)
	}

	customer := s.gql.WithToken(authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123"))
	for who, gql := range map[string]gqltest.Client{"anonymous": s.gql, "customer": customer} {
		if res := gql.Do(t, `{ seoReport { path } }`, nil); len(res.Errors) == 0 || res.Code() != "FORBIDDEN" && res.Code() != "UNAUTHENTICATED" {
			t.Errorf("%s read the SEO report: %s %+v", who, res.Data, res.Errors)
		}
	}
}
