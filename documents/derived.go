package documents

import (
	"fmt"
	"html"
	"math"
	"strings"
	"unicode/utf8"
)

// WordsPerMinute is the reading speed of ReadingMinutes.
const WordsPerMinute = 230

// PlainText is the document's words: each block on its own line, FAQ questions and
// answers and call-to-action texts included, image captions too.
func PlainText(doc Node) string {
	var b strings.Builder
	var walk func(n Node)
	walk = func(n Node) {
		switch n.Type {
		case "text":
			b.WriteString(n.Text)
			return
		case "hardBreak":
			b.WriteByte('\n')
			return
		case "image":
			line(&b, str(n, "caption"))
			return
		case "youtube":
			line(&b, str(n, "title"))
			return
		case "callToAction":
			line(&b, str(n, "heading"), str(n, "text"), str(n, "label"))
			return
		case "faqItem":
			line(&b, str(n, "question"), str(n, "answer"))
			return
		}
		for _, c := range n.Content {
			walk(c)
		}
		if n.Type == "paragraph" || n.Type == "heading" {
			b.WriteByte('\n')
		}
	}
	walk(doc)
	return strings.TrimSpace(b.String())
}

func line(b *strings.Builder, parts ...string) {
	for _, p := range parts {
		if p != "" {
			b.WriteString(p)
			b.WriteByte('\n')
		}
	}
}

func str(n Node, attr string) string {
	s, _ := n.Attrs[attr].(string)
	return s
}

// ReadingMinutes is how long the document takes to read, rounded up, at least one.
func ReadingMinutes(doc Node) int {
	words := len(strings.Fields(PlainText(doc)))
	return max(1, int(math.Ceil(float64(words)/WordsPerMinute)))
}

// Summary is the first n characters of the document's text on one line, cut at a word
// with "…" when longer: a post's excerpt when the author wrote none.
func Summary(doc Node, n int) string {
	s := strings.Join(strings.Fields(PlainText(doc)), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	cut := string([]rune(s)[:n])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}

// QA is one question of a FAQ block.
type QA struct{ Question, Answer string }

// FAQ is every question of the document's FAQ blocks, in order (FAQPage JSON-LD).
func FAQ(doc Node) []QA {
	var out []QA
	each(doc, func(n Node) {
		if n.Type == "faqItem" {
			out = append(out, QA{str(n, "question"), str(n, "answer")})
		}
	})
	return out
}

// Image is one image block.
type Image struct{ Src, Alt, Caption string }

// Images is every image of the document, in order (og:image fallback, the sitemap).
func Images(doc Node) []Image {
	var out []Image
	each(doc, func(n Node) {
		if n.Type == "image" {
			out = append(out, Image{str(n, "src"), str(n, "alt"), str(n, "caption")})
		}
	})
	return out
}

func each(n Node, f func(Node)) {
	f(n)
	for _, c := range n.Content {
		each(c, f)
	}
}

// HTML is the document as escaped HTML for a feed reader, which runs no script of ours:
// site paths are made absolute with base (the site's public URL), a video is a link to it.
func HTML(doc Node, base string) string {
	var b strings.Builder
	abs := func(u string) string {
		if strings.HasPrefix(u, "/") {
			return strings.TrimSuffix(base, "/") + u
		}
		return u
	}
	var walk func(n Node)
	inner := func(n Node) {
		for _, c := range n.Content {
			walk(c)
		}
	}
	wrap := func(tag string, n Node) {
		b.WriteString("<" + tag + ">")
		inner(n)
		b.WriteString("</" + tag + ">")
	}
	walk = func(n Node) {
		e := html.EscapeString
		switch n.Type {
		case "doc":
			inner(n)
		case "paragraph":
			wrap("p", n)
		case "heading":
			wrap(fmt.Sprintf("h%d", level(n)), n)
		case "bulletList":
			wrap("ul", n)
		case "orderedList":
			wrap("ol", n)
		case "listItem":
			wrap("li", n)
		case "blockquote":
			wrap("blockquote", n)
		case "horizontalRule":
			b.WriteString("<hr>")
		case "table":
			wrap("table", n)
		case "tableRow":
			wrap("tr", n)
		case "tableHeader":
			wrap("th", n)
		case "tableCell":
			wrap("td", n)
		case "image":
			fmt.Fprintf(&b, `<figure><img src="%s" alt="%s">`, e(abs(str(n, "src"))), e(str(n, "alt")))
			if c := str(n, "caption"); c != "" {
				b.WriteString("<figcaption>" + e(c) + "</figcaption>")
			}
			b.WriteString("</figure>")
		case "youtube":
			fmt.Fprintf(&b, `<p><a href="https://www.youtube.com/watch?v=%s">%s</a></p>`, e(str(n, "videoId")), e(str(n, "title")))
		case "callToAction":
			fmt.Fprintf(&b, "<p><strong>%s</strong>", e(str(n, "heading")))
			if t := str(n, "text"); t != "" {
				b.WriteString(" " + e(t))
			}
			fmt.Fprintf(&b, ` <a href="%s">%s</a></p>`, e(abs(str(n, "href"))), e(str(n, "label")))
		case "faq":
			wrap("dl", n)
		case "faqItem":
			fmt.Fprintf(&b, "<dt>%s</dt><dd>%s</dd>", e(str(n, "question")), e(str(n, "answer")))
		case "hardBreak":
			b.WriteString("<br>")
		case "text":
			s := e(n.Text)
			for i := len(n.Marks) - 1; i >= 0; i-- {
				m := n.Marks[i]
				switch m.Type {
				case "bold":
					s = "<strong>" + s + "</strong>"
				case "italic":
					s = "<em>" + s + "</em>"
				case "strike":
					s = "<s>" + s + "</s>"
				case "code":
					s = "<code>" + s + "</code>"
				case "link":
					href, _ := m.Attrs["href"].(string)
					s = `<a href="` + e(abs(href)) + `">` + s + "</a>"
				}
			}
			b.WriteString(s)
		}
	}
	walk(doc)
	return b.String()
}

func level(n Node) int {
	if v, ok := n.Attrs["level"].(int64); ok {
		return int(v)
	}
	return 2
}
