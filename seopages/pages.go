package seopages

import (
	"context"
	"strings"
	"unicode/utf8"

	"seoagency/ent"
	"seoagency/identity"
	"seoagency/routes"
)

// Meta is a page's title, description and social image.
type Meta struct{ Title, Description, Image string }

// Page is one public page's head: its defaults from content, what the admin saved (nil
// when nothing), and what the head carries.
type Page struct {
	Path    string
	Default Meta
	Saved   *ent.PageSeo
	// The values the head uses: the saved ones, else the defaults. Canonical is a path
	// or an absolute URL ("" only for a noindex page, which has none).
	Meta
	NoIndex   bool
	Canonical string
}

// descriptionCut is where a default description from a long text is cut (at a word),
// about what Google shows.
const descriptionCut = 155

// Load reads every public page's head: the defaults from content (the home page's from
// its banner, /service's from its heading, the others from web/routes.json; each title
// ends with the site's name, the image is the site's default social image, else the
// banner's) and the saved PageSeo rows, which ctx must be allowed to read (admins, or the
// paint pass).
func Load(ctx context.Context, c *ent.Client) ([]Page, error) {
	site, err := identity.Load(ctx, c)
	if err != nil {
		return nil, err
	}
	return LoadFor(ctx, c, site)
}

// LoadFor is Load with the site's identity already read: a paint pass names every part of
// a page's head from one read, so an identity saved during the pass cannot give one page
// the new name in its title and the old one in og:site_name.
func LoadFor(ctx context.Context, c *ent.Client, site identity.Identity) ([]Page, error) {
	name, image := site.Name, site.SocialImage
	defaults := map[string]Meta{}
	for _, p := range routes.Marketing() {
		r, _ := routes.Match(p)
		defaults[p] = Meta{Title: r.Title + " | " + name, Description: r.Description}
	}
	if b, err := c.Banner.Query().First(ctx); err == nil {
		image = or(image, b.BannerImage)
		defaults["/"] = Meta{Title: b.BannerHeading + " | " + name, Description: cut(b.BannerDetails, descriptionCut)}
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	if h, err := c.ServiceHeading.Query().First(ctx); err == nil {
		defaults["/service"] = Meta{Title: h.ServiceHeading + " | " + name, Description: cut(h.ServicesubHeading, descriptionCut)}
	} else if !ent.IsNotFound(err) {
		return nil, err
	}
	saved, err := c.PageSeo.Query().All(ctx)
	if err != nil {
		return nil, err
	}
	byPath := map[string]*ent.PageSeo{}
	for _, s := range saved {
		byPath[s.Path] = s
	}
	out := make([]Page, 0, len(defaults))
	for _, p := range routes.Marketing() {
		d := defaults[p]
		d.Image = image
		pg := Page{Path: p, Default: d, Saved: byPath[p], Meta: d, Canonical: p}
		if s := pg.Saved; s != nil {
			pg.Title = or(s.Title, d.Title)
			pg.Description = or(s.Description, d.Description)
			pg.Image = or(s.SocialImage, d.Image)
			pg.Canonical = or(s.Canonical, p)
			pg.NoIndex = s.Noindex == "Yes"
		}
		if pg.NoIndex {
			// Google: do not combine noindex with a canonical to elsewhere (mixed signals);
			// a noindex page names no canonical at all.
			pg.Canonical = ""
		}
		out = append(out, pg)
	}
	return out, nil
}

func or(v, def string) string {
	if v != "" {
		return v
	}
	return def
}

// cut shortens s to at most n characters, at a word, with an ellipsis.
func cut(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)[:n]
	if i := strings.LastIndexByte(string(r), ' '); i > n/2 {
		return strings.TrimRight(string(r)[:i], ",;:.") + "…"
	}
	return string(r) + "…"
}
