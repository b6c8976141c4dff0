package seohead

import (
	"encoding/xml"
	"time"

	"seoagency/documents"
	"seoagency/ent/post"
	"seoagency/routes"
)

// FeedSize is how many of the newest posts the feed carries.
const FeedSize = 20

type rss struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Atom    string     `xml:"xmlns:atom,attr"`
	Content string     `xml:"xmlns:content,attr"`
	DC      string     `xml:"xmlns:dc,attr"`
	Channel rssChannel `xml:"channel"`
}

type rssChannel struct {
	Title       string    `xml:"title"`
	Link        string    `xml:"link"`
	Self        atomLink  `xml:"atom:link"`
	Description string    `xml:"description"`
	Language    string    `xml:"language"`
	LastBuild   string    `xml:"lastBuildDate,omitempty"`
	Items       []rssItem `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type rssItem struct {
	Title       string  `xml:"title"`
	Link        string  `xml:"link"`
	GUID        rssGUID `xml:"guid"`
	PubDate     string  `xml:"pubDate"`
	Creator     string  `xml:"dc:creator,omitempty"`
	Description string  `xml:"description"`
	Encoded     string  `xml:"content:encoded"`
}

type rssGUID struct {
	PermaLink bool   `xml:"isPermaLink,attr"`
	Value     string `xml:",chardata"`
}

// Feed writes the blog's RSS 2.0 feed (/blog/feed.xml) for a paint pass: the newest
// published posts that are not noindex, each with its whole text as HTML. Every value is
// escaped by encoding/xml, and the HTML is the document's (documents.HTML): no script.
func (s Writer) Feed(hd *Data) ([]byte, error) {
	site := hd.identity()
	ch := rssChannel{
		Title:       site.Name,
		Link:        s.PublicURL + "/blog",
		Self:        atomLink{Href: s.PublicURL + routes.FeedPath, Rel: "self", Type: "application/rss+xml"},
		Description: site.Tagline,
		Language:    "en",
	}
	for _, p := range hd.entries[post.KindPOST] {
		if p.NoIndex {
			continue
		}
		if len(ch.Items) == FeedSize {
			break
		}
		link := s.PublicURL + p.Path
		ch.Items = append(ch.Items, rssItem{
			Title:       p.Title,
			Link:        link,
			GUID:        rssGUID{PermaLink: true, Value: link},
			PubDate:     p.Published.UTC().Format(time.RFC1123Z),
			Creator:     p.Author,
			Description: p.Summary,
			Encoded:     documents.HTML(p.Doc, s.PublicURL),
		})
		if ch.LastBuild == "" {
			ch.LastBuild = p.Modified.UTC().Format(time.RFC1123Z)
		}
	}
	out, err := xml.MarshalIndent(rss{Version: "2.0", Atom: "http://www.w3.org/2005/Atom",
		Content: "http://purl.org/rss/1.0/modules/content/", DC: "http://purl.org/dc/elements/1.1/", Channel: ch}, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), out...), nil
}
