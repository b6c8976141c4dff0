// Package documents is the format of a post's body (docs/publishing.md): the JSON the
// admin's Tiptap editor produces, restricted to an allow-list of blocks, marks and
// attributes. Parse is the one gate every stored document passes: it refuses what the
// editor never makes (with the JSON path of the fault) and drops what is harmless noise,
// so what is stored can be rendered without a script ever running.
package documents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"seoagency/validate"
)

// Limits of one document; over one is refused with the limit in the message.
const (
	MaxBytes  = 256 << 10
	MaxDepth  = 12 // the doc itself is depth 1
	MaxNodes  = 5000
	MaxImages = 50
	MaxVideos = 20
	maxHref   = 2000
	maxSrc    = 500
)

// Node is one node of a document: a block, an inline text or break, or the doc itself.
// Its JSON is the canonical form: fields in this order, attrs keys sorted, empty ones left out.
type Node struct {
	Type    string         `json:"type"`
	Attrs   map[string]any `json:"attrs,omitempty"`
	Content []Node         `json:"content,omitempty"`
	Text    string         `json:"text,omitempty"`
	Marks   []Mark         `json:"marks,omitempty"`
}

// Mark is a text's formatting: bold, italic, strike, code, or a link.
type Mark struct {
	Type  string         `json:"type"`
	Attrs map[string]any `json:"attrs,omitempty"`
}

// Empty is the canonical empty document.
const Empty = `{"type":"doc"}`

// Parse checks a document and returns its canonical JSON. An empty input is the empty
// document. Errors are *validate.Error whose message starts with the JSON path.
func Parse(raw []byte) ([]byte, error) {
	doc, err := decode(raw)
	if err != nil {
		return nil, err
	}
	return json.Marshal(doc)
}

// Load reads a stored (canonical) document; anything Parse would refuse is an error.
func Load(raw []byte) (Node, error) { return decode(raw) }

func decode(raw []byte) (Node, error) {
	if len(raw) > MaxBytes {
		return Node{}, fault("", "the document is %d KiB; the most is %d KiB", (len(raw)+1023)>>10, MaxBytes>>10)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return Node{Type: "doc"}, nil
	}
	if !utf8.Valid(raw) {
		return Node{}, fault("", "the document must be UTF-8 JSON")
	}
	// JSON holds a control character only escaped: a raw one is the text rule's fault.
	if err := validate.Text(string(raw)); err != nil {
		return Node{}, err
	}
	// Depth is counted on the raw JSON before decoding, so a deeply nested input never
	// reaches the recursive checks below.
	if d := jsonDepth(raw); d > 2*MaxDepth+1 {
		return Node{}, fault("", "the document nests deeper than %d levels", MaxDepth)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var in Node
	if err := dec.Decode(&in); err != nil {
		return Node{}, fault("", "the document is not valid JSON: %v", err)
	}
	if dec.More() {
		return Node{}, fault("", "the document has data after its end")
	}
	if in.Type != "doc" {
		return Node{}, fault("", "a document's type must be \"doc\", not %q", in.Type)
	}
	c := checker{}
	out, err := c.node(in, "", 1)
	if err != nil {
		return Node{}, err
	}
	return out, nil
}

// jsonDepth is the deepest nesting of objects and arrays in raw.
func jsonDepth(raw []byte) int {
	depth, most, inString, escaped := 0, 0, false, false
	for _, b := range raw {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case b == '\\':
				escaped = true
			case b == '"':
				inString = false
			}
		case b == '"':
			inString = true
		case b == '{' || b == '[':
			depth++
			most = max(most, depth)
		case b == '}' || b == ']':
			depth--
		}
	}
	return most
}

// kind says what a node type may hold and which attributes it keeps.
type kind struct {
	children []string // node types allowed in content; nil: none
	inline   bool     // text and hardBreak, the only nodes with text or marks
	attrs    map[string]attr
}

// attr checks one attribute's value and returns the value to store; keep=false drops it
// (a default value, so the canonical form has one spelling).
type attr func(v any) (out any, keep bool, err error)

var (
	blocks     = []string{"paragraph", "heading", "bulletList", "orderedList", "blockquote", "horizontalRule", "table", "image", "youtube", "callToAction", "faq"}
	inlines    = []string{"text", "hardBreak"}
	listBlocks = []string{"paragraph", "bulletList", "orderedList"}
)

func kinds() map[string]kind {
	return map[string]kind{
		"doc":            {children: blocks},
		"paragraph":      {children: inlines},
		"heading":        {children: inlines, attrs: map[string]attr{"level": intIn(2, 4, 0, true)}},
		"bulletList":     {children: []string{"listItem"}},
		"orderedList":    {children: []string{"listItem"}, attrs: map[string]attr{"start": intIn(1, 10000, 1, false)}},
		"listItem":       {children: listBlocks},
		"blockquote":     {children: listBlocks},
		"horizontalRule": {},
		"table":          {children: []string{"tableRow"}},
		"tableRow":       {children: []string{"tableHeader", "tableCell"}},
		"tableHeader":    {children: []string{"paragraph"}, attrs: spans()},
		"tableCell":      {children: []string{"paragraph"}, attrs: spans()},
		"image": {attrs: map[string]attr{
			"src":     required(mediaSrc),
			"alt":     required(plain(300)),
			"caption": optional(plain(300)),
		}},
		"youtube": {attrs: map[string]attr{
			"videoId": required(videoID),
			"title":   required(plain(200)),
		}},
		"callToAction": {attrs: map[string]attr{
			"heading": required(plain(200)),
			"text":    optional(plain(500)),
			"label":   required(plain(60)),
			"href":    required(href),
		}},
		"faq": {children: []string{"faqItem"}},
		"faqItem": {attrs: map[string]attr{
			"question": required(plain(300)),
			"answer":   required(plain(2000)),
		}},
		"text":      {inline: true},
		"hardBreak": {inline: true},
	}
}

type checker struct {
	kinds                 map[string]kind
	nodes, images, videos int
}

func (c *checker) node(in Node, path string, depth int) (Node, error) {
	if c.kinds == nil {
		c.kinds = kinds()
	}
	if depth > MaxDepth {
		return Node{}, fault(path, "the document nests deeper than %d levels", MaxDepth)
	}
	if c.nodes++; c.nodes > MaxNodes {
		return Node{}, fault(path, "the document has more than %d nodes", MaxNodes)
	}
	k, ok := c.kinds[in.Type]
	if !ok {
		return Node{}, fault(path, "%q is not a block this editor makes", in.Type)
	}
	switch in.Type {
	case "image":
		if c.images++; c.images > MaxImages {
			return Node{}, fault(path, "a document holds at most %d images", MaxImages)
		}
	case "youtube":
		if c.videos++; c.videos > MaxVideos {
			return Node{}, fault(path, "a document holds at most %d videos", MaxVideos)
		}
	}
	out := Node{Type: in.Type}
	var err error
	if out.Attrs, err = attrs(k.attrs, in.Attrs, path); err != nil {
		return Node{}, err
	}
	if in.Type == "text" {
		if in.Text == "" {
			return Node{}, fault(path, "a text must not be empty")
		}
		if err := validate.Text(in.Text); err != nil {
			return Node{}, fault(path, "the text %s", err)
		}
		out.Text = in.Text
		if out.Marks, err = marks(in.Marks, path); err != nil {
			return Node{}, err
		}
	}
	if len(in.Content) > 0 && k.children == nil {
		return Node{}, fault(path, "a %s holds no content", in.Type)
	}
	for i, child := range in.Content {
		at := fmt.Sprintf("%scontent[%d]", prefix(path), i)
		if !slices.Contains(k.children, child.Type) {
			if _, known := c.kinds[child.Type]; known {
				return Node{}, fault(at, "a %s cannot hold a %s (it holds %s)", in.Type, child.Type, strings.Join(k.children, ", "))
			}
			return Node{}, fault(at, "%q is not a block this editor makes", child.Type)
		}
		n, err := c.node(child, at, depth+1)
		if err != nil {
			return Node{}, err
		}
		out.Content = append(out.Content, n)
	}
	return out, nil
}

func attrs(spec map[string]attr, in map[string]any, path string) (map[string]any, error) {
	var out map[string]any
	for name, check := range spec {
		v, present := in[name]
		if !present {
			v = nil
		}
		val, keep, err := check(v)
		if err != nil {
			return nil, fault(path, "%s %s", name, err)
		}
		if keep {
			if out == nil {
				out = map[string]any{}
			}
			out[name] = val
		}
	}
	return out, nil
}

func marks(in []Mark, path string) ([]Mark, error) {
	var out []Mark
	seen := map[string]bool{}
	for i, m := range in {
		at := fmt.Sprintf("%s.marks[%d]", path, i)
		switch m.Type {
		case "bold", "italic", "strike", "code":
			if !seen[m.Type] {
				out = append(out, Mark{Type: m.Type})
			}
		case "link":
			v, _, err := required(href)(m.Attrs["href"])
			if err != nil {
				return nil, fault(at, "the link %s", err)
			}
			if !seen[m.Type] {
				out = append(out, Mark{Type: "link", Attrs: map[string]any{"href": v}})
			}
		default:
			return nil, fault(at, "%q is not a mark this editor makes", m.Type)
		}
		seen[m.Type] = true
	}
	return out, nil
}

func spans() map[string]attr {
	return map[string]attr{"colspan": intIn(1, 20, 1, false), "rowspan": intIn(1, 20, 1, false)}
}

// intIn accepts a whole number in [lo, hi]; def is dropped as the default.
func intIn(lo, hi, def int64, need bool) attr {
	return func(v any) (any, bool, error) {
		if v == nil {
			if need {
				return nil, false, fmt.Errorf("is required (a whole number from %d to %d)", lo, hi)
			}
			return nil, false, nil
		}
		n, ok := v.(json.Number)
		i, err := n.Int64()
		if !ok || err != nil || i < lo || i > hi {
			return nil, false, fmt.Errorf("must be a whole number from %d to %d", lo, hi)
		}
		return i, i != def, nil
	}
}

// check is a text attribute's rule; it returns the message of its fault.
type check func(s string) error

func required(c check) attr {
	return func(v any) (any, bool, error) {
		s, ok := v.(string)
		if !ok || strings.TrimSpace(s) == "" {
			return nil, false, fmt.Errorf("is required")
		}
		if err := c(s); err != nil {
			return nil, false, err
		}
		return s, true, nil
	}
}

func optional(c check) attr {
	return func(v any) (any, bool, error) {
		if v == nil {
			return nil, false, nil
		}
		s, ok := v.(string)
		if !ok {
			return nil, false, fmt.Errorf("must be text")
		}
		if s == "" {
			return nil, false, nil
		}
		if err := c(s); err != nil {
			return nil, false, err
		}
		return s, true, nil
	}
}

func plain(most int) check {
	return func(s string) error {
		if err := validate.Text(s); err != nil {
			return err
		}
		return validate.MaxLen(most)(s)
	}
}

// Href accepts what a link of a document may point to: an http(s) address, mailto:,
// tel:, a path of this site, or a #fragment. Whitespace and control characters are
// refused anywhere, so no spelling of javascript: gets through.
func Href(s string) error {
	if len(s) > maxHref {
		return fmt.Errorf("must be at most %d characters", maxHref)
	}
	for _, r := range s {
		if r <= ' ' || (r >= 0x7f && r <= 0x9f) || r == '\\' || r == '"' || r == '<' || r == '>' {
			return fmt.Errorf("%q must not contain spaces, control characters, quotes, angle brackets or backslashes", s)
		}
	}
	lower := strings.ToLower(s)
	switch {
	case strings.HasPrefix(s, "#"):
		return nil
	case strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//"):
		return nil
	case strings.HasPrefix(lower, "mailto:") && len(s) > len("mailto:"):
		return nil
	case strings.HasPrefix(lower, "tel:") && len(s) > len("tel:"):
		return nil
	case strings.HasPrefix(lower, "https://") || strings.HasPrefix(lower, "http://"):
		if validate.URL(s) == nil {
			return nil
		}
	}
	return fmt.Errorf("%q must be an http(s):// address, mailto:, tel:, a path of this site starting with /, or a #fragment", s)
}

func href(s string) error { return Href(s) }

// mediaSrc accepts only an image of this site's media library.
func mediaSrc(s string) error {
	ok := strings.HasPrefix(s, "/media/") && len(s) <= maxSrc && !strings.Contains(s, "..") &&
		!strings.ContainsAny(s, " \t\r\n\\\"'<>?#")
	if !ok {
		return fmt.Errorf("%q must be an image of the media library (a path starting with /media/)", s)
	}
	return nil
}

func videoID(s string) error {
	if len(s) != 11 || strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != "" {
		return fmt.Errorf("%q must be a YouTube video id (11 letters, digits, - or _)", s)
	}
	return nil
}

func fault(path, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if path != "" {
		msg = path + ": " + msg
	}
	return &validate.Error{Rule: "document", Message: msg}
}

func prefix(path string) string {
	if path == "" {
		return ""
	}
	return path + "."
}
