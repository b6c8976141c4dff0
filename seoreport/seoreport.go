// Package seoreport finds what a search engine would flag on the public pages as
// visitors get them: a missing, duplicate or too long title or meta description, a
// missing social image, and images without alt text. It reads the painted HTML (the server's pages package hands it each
// pass's pages), so what it reports is what crawlers see, whatever produced it.
package seoreport

import (
	"bytes"
	"fmt"
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Kind names a problem.
type Kind string

const (
	MissingTitle         Kind = "MISSING_TITLE"
	DuplicateTitle       Kind = "DUPLICATE_TITLE"
	MissingDescription   Kind = "MISSING_DESCRIPTION"
	DuplicateDescription Kind = "DUPLICATE_DESCRIPTION"
	ImageWithoutAlt      Kind = "IMAGE_WITHOUT_ALT"
	TitleTooLong         Kind = "TITLE_TOO_LONG"
	DescriptionTooLong   Kind = "DESCRIPTION_TOO_LONG"
	MissingSocialImage   Kind = "MISSING_SOCIAL_IMAGE"
)

// Where search results cut: a title at about 580 px (some 60 characters), a description
// at about 920 px (some 160).
const (
	TitleCut       = 60
	DescriptionCut = 160
)

// Finding is one problem on one page.
type Finding struct {
	Path   string
	Kind   Kind
	Detail string
}

// contentImageSide: an image with an empty alt and both sides at least this many pixels
// is likely a picture that carries content, not an icon, so it is reported for a look.
const contentImageSide = 120

// Page is what the report reads of one page.
type Page struct {
	Path        string
	Title       string
	Description string
	// Indexed is false for a page a search engine leaves out: robots noindex, or a
	// canonical link naming another page (an alias such as /contact-us).
	Indexed bool
	// SocialImage: the page names an og:image, the picture of its shares.
	SocialImage bool
	Images      []Image
}

// Image is one <img> of a page.
type Image struct {
	Src           string
	Alt           string
	HasAlt        bool
	Width, Height int
}

// Read reads a page's head and images from its HTML; publicURL is the site's, against
// which a canonical link is compared.
func Read(pagePath, publicURL string, doc []byte) (Page, error) {
	root, err := html.Parse(bytes.NewReader(doc))
	if err != nil {
		return Page{}, err
	}
	p := Page{Path: pagePath, Indexed: true}
	for n := range root.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.DataAtom {
		case atom.Title:
			if p.Title == "" && n.FirstChild != nil {
				p.Title = strings.TrimSpace(n.FirstChild.Data)
			}
		case atom.Meta:
			name, content := strings.ToLower(attr(n, "name")), attr(n, "content")
			if strings.EqualFold(attr(n, "property"), "og:image") && strings.TrimSpace(content) != "" {
				p.SocialImage = true
			}
			switch name {
			case "description":
				p.Description = strings.TrimSpace(content)
			case "robots":
				if strings.Contains(strings.ToLower(content), "noindex") {
					p.Indexed = false
				}
			}
		case atom.Link:
			if strings.EqualFold(attr(n, "rel"), "canonical") && !samePage(attr(n, "href"), publicURL, pagePath) {
				p.Indexed = false
			}
		case atom.Img:
			alt, hasAlt := attrOK(n, "alt")
			w, _ := strconv.Atoi(attr(n, "width"))
			h, _ := strconv.Atoi(attr(n, "height"))
			p.Images = append(p.Images, Image{Src: attr(n, "src"), Alt: alt, HasAlt: hasAlt, Width: w, Height: h})
		}
	}
	return p, nil
}

// samePage reports whether a canonical link names the page itself.
func samePage(href, publicURL, pagePath string) bool {
	u, err := url.Parse(href)
	if err != nil {
		return false
	}
	base, err := url.Parse(publicURL)
	if err != nil {
		return false
	}
	u = base.ResolveReference(u)
	return u.Host == base.Host && path.Clean("/"+u.Path) == path.Clean("/"+pagePath)
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && strings.EqualFold(a.Key, key) {
			return a.Val, true
		}
	}
	return "", false
}

func attr(n *html.Node, key string) string {
	v, _ := attrOK(n, key)
	return v
}

// Check reports the problems of a set of pages, in the order of the pages given. Pages
// a search engine leaves out are not checked: their titles may repeat the page they
// stand for.
func Check(pages []Page) []Finding {
	var out []Finding
	titles, descriptions := map[string][]string{}, map[string][]string{}
	for _, p := range pages {
		if p.Indexed {
			titles[p.Title] = append(titles[p.Title], p.Path)
			descriptions[p.Description] = append(descriptions[p.Description], p.Path)
		}
	}
	others := func(of map[string][]string, value, self string) string {
		return strings.Join(slices.DeleteFunc(slices.Clone(of[value]), func(p string) bool { return p == self }), ", ")
	}
	for _, p := range pages {
		if !p.Indexed {
			continue
		}
		switch {
		case p.Title == "":
			out = append(out, Finding{p.Path, MissingTitle, "The page has no <title>."})
		case len(titles[p.Title]) > 1:
			out = append(out, Finding{p.Path, DuplicateTitle, fmt.Sprintf("%q is also the title of %s.", p.Title, others(titles, p.Title, p.Path))})
		case utf8.RuneCountInString(p.Title) > TitleCut:
			out = append(out, Finding{p.Path, TitleTooLong, fmt.Sprintf("The title has %d characters: search results cut it at about %d.", utf8.RuneCountInString(p.Title), TitleCut)})
		}
		switch {
		case p.Description == "":
			out = append(out, Finding{p.Path, MissingDescription, "The page has no meta description."})
		case len(descriptions[p.Description]) > 1:
			out = append(out, Finding{p.Path, DuplicateDescription, fmt.Sprintf("The same description is on %s.", others(descriptions, p.Description, p.Path))})
		case utf8.RuneCountInString(p.Description) > DescriptionCut:
			out = append(out, Finding{p.Path, DescriptionTooLong, fmt.Sprintf("The description has %d characters: search results cut it at about %d.", utf8.RuneCountInString(p.Description), DescriptionCut)})
		}
		if !p.SocialImage {
			out = append(out, Finding{p.Path, MissingSocialImage, "The page has no social image (og:image): shares show no picture."})
		}
		for _, img := range p.Images {
			if d := altProblem(img); d != "" {
				out = append(out, Finding{p.Path, ImageWithoutAlt, d})
			}
		}
	}
	return out
}

// altProblem says what is wrong with an image's alt text, or "".
func altProblem(img Image) string {
	name := img.Src
	if u, err := url.Parse(img.Src); err == nil && u.Path != "" {
		name = path.Base(u.Path)
	}
	alt := strings.TrimSpace(img.Alt)
	switch {
	case !img.HasAlt:
		return fmt.Sprintf("The image %s has no alt attribute: screen readers read its file name.", name)
	case img.HasAlt && img.Alt != "" && alt == "":
		return fmt.Sprintf("The image %s has an alt text of spaces only.", name)
	case alt != "" && looksLikeFileName(alt):
		return fmt.Sprintf("The image %s has a file name for alt text (%q): describe the picture.", name, alt)
	case alt == "" && img.Width >= contentImageSide && img.Height >= contentImageSide:
		return fmt.Sprintf("The image %s (%d×%d) has an empty alt text, which marks it as decoration: if it shows something, describe it.", name, img.Width, img.Height)
	}
	return ""
}

var imageExtensions = []string{".png", ".jpg", ".jpeg", ".gif", ".webp", ".avif", ".svg", ".bmp"}

func looksLikeFileName(alt string) bool {
	lower := strings.ToLower(alt)
	return !strings.Contains(lower, " ") && (slices.Contains(imageExtensions, path.Ext(lower)) || strings.HasPrefix(lower, "http"))
}
