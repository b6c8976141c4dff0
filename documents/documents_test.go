package documents

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"seoagency/validate"
)

// A document with every block the editor makes, as Tiptap's getJSON gives it (with the
// attributes it adds that are not stored).
const everyBlock = `{"type":"doc","content":[
 {"type":"heading","attrs":{"level":2,"textAlign":null},"content":[{"type":"text","text":"Why audits"}]},
 {"type":"paragraph","content":[{"type":"text","text":"Read "},{"type":"text","marks":[{"type":"link","attrs":{"href":"/pricing","target":"_blank","rel":"noopener","class":null}},{"type":"bold"}],"text":"our plans"},{"type":"hardBreak"},{"type":"text","text":"today."}]},
 {"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"one"}]}]}]},
 {"type":"orderedList","attrs":{"start":1,"type":null},"content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"two"}]}]}]},
 {"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"quoted"}]}]},
 {"type":"horizontalRule"},
 {"type":"table","content":[{"type":"tableRow","content":[{"type":"tableHeader","attrs":{"colspan":1,"rowspan":1,"colwidth":null},"content":[{"type":"paragraph","content":[{"type":"text","text":"Plan"}]}]}]},{"type":"tableRow","content":[{"type":"tableCell","attrs":{"colspan":2,"rowspan":1,"colwidth":[120]},"content":[{"type":"paragraph","content":[{"type":"text","text":"Basic"}]}]}]}]},
 {"type":"image","attrs":{"src":"/media/7/chart.webp","alt":"Traffic doubled","caption":"Six months","title":null}},
 {"type":"youtube","attrs":{"videoId":"dQw4w9WgXcQ","title":"Our method"}},
 {"type":"callToAction","attrs":{"heading":"Ready?","text":"","label":"Order now","href":"/pricing"}},
 {"type":"faq","content":[{"type":"faqItem","attrs":{"question":"How long?","answer":"Three months."}}]}
]}`

func TestParseKeepsWhatTheEditorMakesAndDropsItsNoise(t *testing.T) {
	out, err := Parse([]byte(everyBlock))
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	for _, gone := range []string{"textAlign", "target", "noopener", "class", "colwidth", `"title":null`, `"start"`, `"rowspan"`, `"text":""`} {
		if strings.Contains(got, gone) {
			t.Errorf("canonical form keeps %s: %s", gone, got)
		}
	}
	for _, kept := range []string{
		`{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Why audits"}]}`,
		`{"type":"text","text":"our plans","marks":[{"type":"link","attrs":{"href":"/pricing"}},{"type":"bold"}]}`,
		`{"type":"tableCell","attrs":{"colspan":2},"content"`,
		`{"type":"image","attrs":{"alt":"Traffic doubled","caption":"Six months","src":"/media/7/chart.webp"}}`,
		`{"type":"callToAction","attrs":{"heading":"Ready?","href":"/pricing","label":"Order now"}}`,
	} {
		if !strings.Contains(got, kept) {
			t.Errorf("canonical form lacks %s:\n%s", kept, got)
		}
	}
	again, err := Parse(out)
	if err != nil || string(again) != got {
		t.Fatalf("the canonical form is not stable: %v\n%s\n%s", err, got, again)
	}
}

func TestParseEmptyIsTheEmptyDocument(t *testing.T) {
	for _, in := range []string{"", "  \n"} {
		out, err := Parse([]byte(in))
		if err != nil || string(out) != Empty {
			t.Errorf("Parse(%q) = %s, %v; want %s", in, out, err, Empty)
		}
	}
}

func TestParseRefusesHostileDocuments(t *testing.T) {
	para := func(inline string) string {
		return `{"type":"doc","content":[{"type":"paragraph","content":[` + inline + `]}]}`
	}
	link := func(href string) string {
		return para(fmt.Sprintf(`{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":%q}}]}`, href))
	}
	deep := strings.Repeat(`{"type":"blockquote","content":[`, 20) + `{"type":"paragraph"}` + strings.Repeat(`]}`, 20)
	many := func(n int, node string) string {
		return `{"type":"doc","content":[` + strings.TrimSuffix(strings.Repeat(node+",", n), ",") + `]}`
	}
	img := `{"type":"image","attrs":{"src":"/media/a.png","alt":"a"}}`
	yt := `{"type":"youtube","attrs":{"videoId":"dQw4w9WgXcQ","title":"t"}}`
	cases := []struct{ name, doc, want string }{
		{"script block", `{"type":"doc","content":[{"type":"script","text":"alert(1)"}]}`, `content[0]: "script" is not a block this editor makes`},
		{"html block", `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"html","text":"<img onerror=alert(1)>"}]}]}`, `content[0].content[0]: "html" is not a block`},
		{"javascript link", link("javascript:alert(1)"), `content[0].content[0].marks[0]: the link "javascript:alert(1)" must be an http(s):// address`},
		{"mixed case", link("JaVaScRiPt:alert(1)"), "must be an http(s)"},
		{"tab inside", link("java\tscript:alert(1)"), "must not contain spaces, control characters"},
		{"leading space", link(" javascript:alert(1)"), "must not contain spaces"},
		{"data", link("data:text/html;base64,PHNjcmlwdD4="), "must be an http(s)"},
		{"vbscript", link("vbscript:msgbox"), "must be an http(s)"},
		{"entity", link("&#106;avascript:alert(1)"), "must be an http(s)"},
		{"protocol relative", link("//evil.example/x"), "must be an http(s)"},
		{"quote breaking out", link(`/x" onmouseover="alert(1)`), "must not contain spaces"},
		{"unknown mark", para(`{"type":"text","text":"x","marks":[{"type":"onclick"}]}`), `"onclick" is not a mark`},
		{"empty text", para(`{"type":"text","text":""}`), "a text must not be empty"},
		{"control character", para(`{"type":"text","text":"a\u0000b"}`), "must not contain control characters"},
		{"off-site image", `{"type":"doc","content":[{"type":"image","attrs":{"src":"https://evil.example/x.png","alt":"a"}}]}`, "must be an image of the media library"},
		{"javascript image", `{"type":"doc","content":[{"type":"image","attrs":{"src":"javascript:alert(1)","alt":"a"}}]}`, "must be an image of the media library"},
		{"climbing image", `{"type":"doc","content":[{"type":"image","attrs":{"src":"/media/../admin","alt":"a"}}]}`, "must be an image of the media library"},
		{"image without alt", `{"type":"doc","content":[{"type":"image","attrs":{"src":"/media/a.png","alt":"  "}}]}`, "content[0]: alt is required"},
		{"bad video id", `{"type":"doc","content":[{"type":"youtube","attrs":{"videoId":"x\" onload=","title":"t"}}]}`, "must be a YouTube video id"},
		{"cta to javascript", `{"type":"doc","content":[{"type":"callToAction","attrs":{"heading":"h","label":"l","href":"javascript:alert(1)"}}]}`, "content[0]: href"},
		{"heading 1", `{"type":"doc","content":[{"type":"heading","attrs":{"level":1}}]}`, "level must be a whole number from 2 to 4"},
		{"heading as text", `{"type":"doc","content":[{"type":"heading","attrs":{"level":"2"}}]}`, "level must be a whole number"},
		{"list holding a table", `{"type":"doc","content":[{"type":"bulletList","content":[{"type":"table"}]}]}`, "a bulletList cannot hold a table"},
		{"text at the top", `{"type":"doc","content":[{"type":"text","text":"x"}]}`, "a doc cannot hold a text"},
		{"content in a rule", `{"type":"doc","content":[{"type":"horizontalRule","content":[{"type":"paragraph"}]}]}`, "a horizontalRule holds no content"},
		{"not a doc", `{"type":"paragraph"}`, `a document's type must be "doc"`},
		{"not json", `{"type":"doc"`, "not valid JSON"},
		{"two documents", `{"type":"doc"}{"type":"doc"}`, "data after its end"},
		{"deep", `{"type":"doc","content":[` + deep + `]}`, "nests deeper than 12 levels"},
		{"too many images", many(MaxImages+1, img), "at most 50 images"},
		{"too many videos", many(MaxVideos+1, yt), "at most 20 videos"},
		{"too many nodes", many(MaxNodes+1, `{"type":"horizontalRule"}`), "more than 5000 nodes"},
		{"too big", para(`{"type":"text","text":"` + strings.Repeat("a", MaxBytes) + `"}`), "the most is 256 KiB"},
		{"not utf-8", "{\"type\":\"doc\",\"content\":[{\"type\":\"paragraph\",\"content\":[{\"type\":\"text\",\"text\":\"\xff\"}]}]}", "UTF-8"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.doc))
			var v *validate.Error
			if !errors.As(err, &v) || v.Rule != "document" {
				t.Fatalf("Parse = %v, want a document error", err)
			}
			if !strings.Contains(v.Message, c.want) {
				t.Fatalf("message %q does not say %q", v.Message, c.want)
			}
		})
	}
}

func TestHrefAcceptsWhatALinkMayBe(t *testing.T) {
	for _, ok := range []string{"https://example.com/a?b=c#d", "http://example.com", "mailto:hello@example.com", "tel:+441234", "/pricing", "/blog/a-post#faq", "#faq", "HTTPS://EXAMPLE.COM"} {
		if err := Href(ok); err != nil {
			t.Errorf("Href(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"", "https://", "mailto:", "ftp://example.com", "example.com", "//example.com", `/\evil`, "javascript://%0aalert(1)"} {
		if Href(bad) == nil {
			t.Errorf("Href(%q) accepted", bad)
		}
	}
}

func TestDerived(t *testing.T) {
	doc, err := Load([]byte(everyBlock))
	if err != nil {
		t.Fatal(err)
	}
	text := PlainText(doc)
	for _, want := range []string{"Why audits\n", "Read our plans\ntoday.", "Six months", "How long?\nThree months.", "Ready?\nOrder now"} {
		if !strings.Contains(text, want) {
			t.Errorf("PlainText lacks %q:\n%s", want, text)
		}
	}
	if got := FAQ(doc); len(got) != 1 || got[0] != (QA{"How long?", "Three months."}) {
		t.Errorf("FAQ = %v", got)
	}
	if got := Images(doc); len(got) != 1 || got[0] != (Image{"/media/7/chart.webp", "Traffic doubled", "Six months"}) {
		t.Errorf("Images = %v", got)
	}
	if ReadingMinutes(doc) != 1 {
		t.Errorf("ReadingMinutes = %d, want 1", ReadingMinutes(doc))
	}

	long := fmt.Sprintf(`{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":%q}]}]}`, strings.Repeat("word ", 461))
	d, err := Load([]byte(long))
	if err != nil {
		t.Fatal(err)
	}
	if got := ReadingMinutes(d); got != 3 { // 461 words at 230 a minute
		t.Errorf("ReadingMinutes(461 words) = %d, want 3", got)
	}
	s := Summary(d, 160)
	if !strings.HasSuffix(s, "word…") || len([]rune(s)) > 161 {
		t.Errorf("Summary = %q", s)
	}
	if got := Summary(doc, 10); got != "Why audits…" {
		t.Errorf("Summary(10) = %q", got)
	}
}

func TestHTMLForFeedsIsEscapedAndAbsolute(t *testing.T) {
	doc, err := Load([]byte(`{"type":"doc","content":[
	 {"type":"paragraph","content":[{"type":"text","text":"<script>alert(1)</script> & more","marks":[{"type":"italic"},{"type":"link","attrs":{"href":"/pricing?a=1&b=2"}}]}]},
	 {"type":"image","attrs":{"src":"/media/x.png","alt":"\"quoted\" <alt>"}},
	 {"type":"youtube","attrs":{"videoId":"dQw4w9WgXcQ","title":"A <b>video</b>"}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	got := HTML(doc, "https://agency.example/")
	want := `<p><em><a href="https://agency.example/pricing?a=1&amp;b=2">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</a></em></p>` +
		`<figure><img src="https://agency.example/media/x.png" alt="&#34;quoted&#34; &lt;alt&gt;"></figure>` +
		`<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">A &lt;b&gt;video&lt;/b&gt;</a></p>`
	if got != want {
		t.Fatalf("HTML =\n%s\nwant\n%s", got, want)
	}
}

// FuzzParse: whatever a stranger sends, Parse answers without panicking, and what it
// accepts is stable, and holds no link or image that the rules refuse.
func FuzzParse(f *testing.F) {
	f.Add([]byte(everyBlock))
	f.Add([]byte(`{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"x","marks":[{"type":"link","attrs":{"href":"javascript:alert(1)"}}]}]}]}`))
	f.Add([]byte(`{"type":"doc","content":[{"type":"image","attrs":{"src":"/media/a.png","alt":"a"}}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		out, err := Parse(raw)
		if err != nil {
			return
		}
		again, err := Parse(out)
		if err != nil || string(again) != string(out) {
			t.Fatalf("unstable: %v\n%s\n%s", err, out, again)
		}
		doc, _ := Load(out)
		each(doc, func(n Node) {
			for _, m := range n.Marks {
				if h, _ := m.Attrs["href"].(string); m.Type == "link" && Href(h) != nil {
					t.Fatalf("stored a link that Href refuses: %q", h)
				}
			}
		})
		if h := HTML(doc, "https://a.example"); strings.Contains(strings.ToLower(h), "<script") {
			t.Fatalf("feed HTML holds a script: %s", h)
		}
	})
}
