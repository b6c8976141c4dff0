package server_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent/pageseo"
	"seoagency/gqltest"
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
	if got := report(); len(got) != 0 {
		t.Errorf("the seeded site has findings: %+v", got)
	}

	setHeading(t, s, "banner.png")
	var got []finding
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if got = report(); len(got) > 0 || time.Now().After(deadline) {
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

	customer := s.gql.WithToken(authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123"))
	for who, gql := range map[string]gqltest.Client{"anonymous": s.gql, "customer": customer} {
		if res := gql.Do(t, `{ seoReport { path } }`, nil); len(res.Errors) == 0 || res.Code() != "FORBIDDEN" && res.Code() != "UNAUTHENTICATED" {
			t.Errorf("%s read the SEO report: %s %+v", who, res.Data, res.Errors)
		}
	}
}
