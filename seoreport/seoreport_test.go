package seoreport

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func page(t *testing.T, path, head, body string) Page {
	t.Helper()
	doc := "<!doctype html><html><head>" + head + "</head><body>" + body + "</body></html>"
	p, err := Read(path, "https://site.test", []byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func head(title, description string) string {
	return fmt.Sprintf(`<title>%s</title><meta name="description" content="%s"><meta property="og:image" content="https://site.test/media/a.png">`, title, description)
}

func kinds(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Path+" "+string(f.Kind))
	}
	return out
}

func TestTitlesAndDescriptions(t *testing.T) {
	pages := []Page{
		page(t, "/", head("Home | SEO Agency", "We grow traffic."), ""),
		page(t, "/service", head("Services | SEO Agency", "We grow traffic."), ""),
		page(t, "/pricing", head("Services | SEO Agency", ""), ""),
		page(t, "/contact", `<title> </title><meta property="og:image" content="/media/a.png">`, ""),
		// An alias pointing at another page and a noindex page may repeat anything.
		page(t, "/contact-us", head("Services | SEO Agency", "We grow traffic.")+`<link rel="canonical" href="https://site.test/contact">`, ""),
		page(t, "/support", head("", "")+`<meta name="robots" content="noindex, nofollow">`, ""),
		// A canonical naming the page itself keeps it in.
		page(t, "/login", head("Login", "Log in.")+`<link rel="canonical" href="https://site.test/login">`, ""),
	}
	got := Check(pages)
	want := []string{"/service DUPLICATE_TITLE", "/service DUPLICATE_DESCRIPTION", "/pricing DUPLICATE_TITLE",
		"/pricing MISSING_DESCRIPTION", "/contact MISSING_TITLE", "/contact MISSING_DESCRIPTION", "/ DUPLICATE_DESCRIPTION"}
	slices.Sort(want)
	g := kinds(got)
	slices.Sort(g)
	if !slices.Equal(g, want) {
		t.Errorf("findings:\n got %q\nwant %q", g, want)
	}
	for _, f := range got {
		if f.Path == "/service" && f.Kind == DuplicateTitle && f.Detail != `"Services | SEO Agency" is also the title of /pricing.` {
			t.Errorf("the detail names the other page: %q", f.Detail)
		}
	}
}

// TestLengthsAndSocialImage: a title or description longer than search results show, and a
// page without og:image (or an empty one), are reported; at the limit is fine.
func TestLengthsAndSocialImage(t *testing.T) {
	long, limit := strings.Repeat("é", TitleCut+1), strings.Repeat("é", TitleCut)
	pages := []Page{
		page(t, "/blog/a", head(long, "One."), ""),
		page(t, "/blog/b", head(limit, strings.Repeat("d", DescriptionCut+1)), ""),
		page(t, "/blog/c", head("C", strings.Repeat("d", DescriptionCut)), ""),
		page(t, "/blog/d", `<title>D</title><meta name="description" content="Four."><meta property="og:image" content=" ">`, ""),
	}
	got := Check(pages)
	want := []string{"/blog/a TITLE_TOO_LONG", "/blog/b DESCRIPTION_TOO_LONG", "/blog/d MISSING_SOCIAL_IMAGE"}
	if g := kinds(got); !slices.Equal(g, want) {
		t.Fatalf("findings:\n got %q\nwant %q", g, want)
	}
	if got[0].Detail != "The title has 61 characters: search results cut it at about 60." {
		t.Errorf("detail %q", got[0].Detail)
	}
}

func TestImagesWithoutAlt(t *testing.T) {
	p := page(t, "/", head("Home", "Home page."), `
		<img src="/assets/logo.svg" alt="" width="40" height="40">
		<img src="/uploads/team.jpg?v=2" width="320" height="320">
		<img src="/uploads/office.jpg" alt="   " width="10" height="10">
		<img src="/uploads/banner.png" alt="banner.png" width="640" height="480">
		<img src="/uploads/map.png" alt="" width="800" height="520">
		<img src="/uploads/portrait.jpg" alt="Portrait of Ava" width="320" height="320">
		<svg><title>Not the page's title</title></svg>`)
	if p.Title != "Home" {
		t.Errorf("an SVG's title is not the page's: %q", p.Title)
	}
	var details []string
	for _, f := range Check([]Page{p}) {
		if f.Kind != ImageWithoutAlt {
			t.Errorf("unexpected %v", f)
		}
		details = append(details, f.Detail)
	}
	want := []string{
		"The image team.jpg has no alt attribute: screen readers read its file name.",
		"The image office.jpg has an alt text of spaces only.",
		`The image banner.png has a file name for alt text ("banner.png"): describe the picture.`,
		"The image map.png (800×520) has an empty alt text, which marks it as decoration: if it shows something, describe it.",
	}
	if !slices.Equal(details, want) {
		t.Errorf("image findings:\n got %q\nwant %q", details, want)
	}
}

func TestHostileMarkup(t *testing.T) {
	// Entities are decoded once, and broken markup still yields what a browser would see.
	p := page(t, "/", `<title>A &amp; B &lt;script&gt;</title><meta name=DESCRIPTION content="x &quot;y&quot;">`, `<img src=x alt=<b>`)
	if p.Title != "A & B <script>" || p.Description != `x "y"` {
		t.Errorf("read %q %q", p.Title, p.Description)
	}
	if len(p.Images) != 1 || !p.Images[0].HasAlt {
		t.Errorf("images %+v", p.Images)
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte(`<html><head><title>t</title><meta name="description" content="d"><link rel=canonical href="//evil.test/"></head><body><img src="/a.png"></body></html>`))
	f.Add([]byte(`<title><img alt></title><meta name=robots content=NOINDEX>`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		p, err := Read("/", "https://site.test", doc)
		if err != nil {
			return
		}
		for _, f := range Check([]Page{p, p}) {
			if f.Path != "/" || f.Detail == "" {
				t.Fatalf("finding %+v", f)
			}
		}
	})
}
