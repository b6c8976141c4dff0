package pages

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"log/slog"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/privacy"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/rest"
	"seoagency/routes"
	"seoagency/ssr"
)

// painter is the renderer of the paint passes and its public answers; previews share it
// (one engine, one render at a time).
type painter struct {
	renderer *ssr.Renderer
	answer   ssr.Fetch
}

// previewRequest is the body of POST /api/preview.
type previewRequest struct {
	ID     string          `json:"id"`   // the record's node id
	Path   string          `json:"path"` // a public page
	Values json.RawMessage `json:"values"`
}

// Preview serves POST /api/preview (admins): the public page at path painted as visitors
// would get it if the record's fields had the given values, which are saved nowhere.
// The page is marked as a preview, runs no script, and is never cached or indexed.
func (s *Site) Preview(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	page, err := s.preview(r)
	if err != nil {
		rest.WriteError(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", htmlType)
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(page)
	slog.InfoContext(r.Context(), "preview painted", "ms", time.Since(start).Milliseconds())
}

func (s *Site) preview(r *http.Request) ([]byte, error) {
	// Who is calling is checked before the body is read, as on every REST route.
	if err := auth.Require(r.Context(), auth.Content, auth.Read); err != nil {
		return nil, err
	}
	var in previewRequest
	if err := rest.Decode(r, &in); err != nil {
		return nil, err
	}
	route, err := previewRoute(in.Path)
	if err != nil {
		return nil, err
	}
	typ, err := s.publicType(r.Context(), in.ID)
	if err != nil {
		return nil, err
	}
	values, err := previewValues(typ, in.Values, s.schema)
	if err != nil {
		return nil, err
	}
	p := s.painter.Load()
	shell, _, shellErr := s.web.indexHTML()
	if p == nil || shellErr != nil {
		return nil, &apierr.Error{Code: apierr.Unavailable, Message: notBuilt}
	}
	page, err := p.renderer.RenderWith(route.Path, route.Page, edited(p.answer, in.ID, values))
	if err != nil {
		if e, ok := apierr.From(err); ok && e.Code == apierr.Validation {
			return nil, e // a value that cannot stand in for the saved one
		}
		if errors.Is(err, ssr.ErrNotBuilt) {
			return nil, &apierr.Error{Code: apierr.Unavailable, Message: notBuilt}
		}
		if errors.Is(err, ssr.ErrNoNode) {
			return nil, &apierr.Error{Code: apierr.Unavailable, Message: "Pages cannot be painted: the server finds no Node.js (NODE_BINARY)."}
		}
		slog.ErrorContext(r.Context(), "painting a preview failed", "path", route.Path, "err", err)
		return nil, &apierr.Error{Code: apierr.Unavailable, Message: "The preview could not be painted: try again in a moment."}
	}
	head := s.head.Head(s.pages.current.Load().head, shell, route, route.Path, true, false)
	return previewHTML(head, page.HTML, s.baseURL(r)), nil
}

// previewRoute is the public page of path; pages with an id in their path have no one
// page to preview.
func previewRoute(path string) (routes.Route, error) {
	route, ok := routes.Match(path)
	if ok && strings.HasPrefix(path, "/") && route.Public() && !strings.Contains(route.Path, ":") {
		return route, nil
	}
	var public []string
	for _, r := range routes.All() {
		if r.Public() && !strings.Contains(r.Path, ":") {
			public = append(public, r.Path)
		}
	}
	return routes.Route{}, apierr.Invalid("path", "page", fmt.Sprintf("path %q is not a public page: preview one of %s.", path, strings.Join(public, ", ")))
}

// publicType is the GraphQL type of the record with node id id, read as a visitor: a
// record only admins may read (an admin user, an order) is not found, as a missing one.
func (s *Site) publicType(ctx context.Context, id string) (*ast.Definition, error) {
	notFound := apierr.NotFoundf("No public record has the id %q: send the node id of the record being edited.", id)
	n, err := strconv.Atoi(id)
	if err != nil || n <= 0 {
		return nil, notFound
	}
	node, err := s.client.Noder(auth.WithViewer(ctx, nil), n)
	switch {
	case ent.IsNotFound(err), errors.Is(err, privacy.Deny), errors.Is(err, auth.ErrUnauthenticated), errors.Is(err, auth.ErrForbidden):
		return nil, notFound
	case err != nil:
		return nil, err
	}
	typ := s.schema.Types[reflect.TypeOf(node).Elem().Name()]
	if typ == nil {
		return nil, notFound
	}
	return typ, nil
}

// previewValues checks that values is an object of the type's own scalar fields, each a
// string, number or true/false (the id stays).
func previewValues(typ *ast.Definition, raw json.RawMessage, schema *ast.Schema) (map[string]any, error) {
	bad := apierr.Invalid("values", "type", "values must be a JSON object of field names and values, as the editor sends them.")
	if t := bytes.TrimSpace(raw); len(t) == 0 || t[0] != '{' {
		return nil, bad
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, bad
	}
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	slices.Sort(names) // the same field is named first every time
	out := make(map[string]any, len(fields))
	for _, name := range names {
		f := typ.Fields.ForName(name)
		if f == nil || name == "id" || f.Type.Elem != nil || schema.Types[f.Type.Name()].Kind != ast.Scalar {
			return nil, apierr.Invalid(name, "unknown", fmt.Sprintf("%s is not a field of %s that a page shows.", name, typ.Name))
		}
		dec := json.NewDecoder(bytes.NewReader(fields[name]))
		dec.UseNumber()
		var v any
		_ = dec.Decode(&v) // valid: it was decoded above
		switch v.(type) {
		case string, json.Number, bool:
			out[name] = v
		default:
			return nil, apierr.Invalid(name, "type", name+" must be a string, a number or true/false.")
		}
	}
	return out, nil
}

// edited answers the public queries as answer does, with values in place of the fields of
// every object whose id is id.
func edited(answer ssr.Fetch, id string, values map[string]any) ssr.Fetch {
	quoted := []byte(strconv.Quote(id))
	return func(query, variables string) ([]byte, error) {
		body, err := answer(query, variables)
		if err != nil || !bytes.Contains(body, quoted) {
			return body, err
		}
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.UseNumber() // numbers come out as they went in
		var doc any
		if err := dec.Decode(&doc); err != nil {
			return nil, err
		}
		if err := replace(doc, id, values); err != nil {
			return nil, err
		}
		return json.Marshal(doc)
	}
}

// replace puts values in the objects of v whose id is id, each of the JSON type of the
// value it replaces (the form sends "42" for a number).
func replace(v any, id string, values map[string]any) error {
	switch v := v.(type) {
	case map[string]any:
		if v["id"] == id {
			for name, value := range values {
				old, ok := v[name]
				if !ok {
					continue
				}
				kept, err := sameKind(name, old, value)
				if err != nil {
					return err
				}
				v[name] = kept
			}
		}
		for _, child := range v {
			if err := replace(child, id, values); err != nil {
				return err
			}
		}
	case []any:
		for _, child := range v {
			if err := replace(child, id, values); err != nil {
				return err
			}
		}
	}
	return nil
}

// sameKind is value as a JSON value of old's type.
func sameKind(name string, old, value any) (any, error) {
	text, isText := value.(string)
	text = strings.TrimSpace(text)
	switch old.(type) {
	case json.Number:
		if _, ok := value.(json.Number); ok {
			return value, nil
		}
		if n := json.Number(text); isText && isNumber(text) {
			return n, nil
		}
		return nil, apierr.Invalid(name, "number", name+" must be a number.")
	case bool:
		if _, ok := value.(bool); ok {
			return value, nil
		}
		if b, err := strconv.ParseBool(text); isText && err == nil {
			return b, nil
		}
		return nil, apierr.Invalid(name, "boolean", name+" must be true or false.")
	case string:
		if !isText {
			return nil, apierr.Invalid(name, "type", name+" must be a string.")
		}
		return value, nil
	}
	return value, nil // was null
}

// isNumber reports whether s is a JSON number.
func isNumber(s string) bool {
	var n any
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if err := dec.Decode(&n); err != nil || dec.More() {
		return false
	}
	_, ok := n.(json.Number)
	return ok
}

// scripts are the shell's script elements (the app's start): a preview is the painted
// page only, with nothing that could fetch the saved values again.
var scripts = regexp.MustCompile(`(?is)<script\b.*?</script>\s*|<link\b[^>]*\brel="modulepreload"[^>]*>\s*`)

// previewHTML is the page's head and shell with markup in the root element, marked as a
// preview: a visible bar, noindex, and a base address so that its styles load when the
// admin's browser opens it from a blob: URL.
func previewHTML(page []byte, markup, base string) []byte {
	page = scripts.ReplaceAll(page, nil)
	marks := "<head>\n" + `<base href="` + html.EscapeString(base+"/") + `">` + "\n" + `<meta name="robots" content="noindex">`
	page = bytes.Replace(page, []byte("<head>"), []byte(marks), 1)
	body := `<div class="preview-bar" role="status">Preview — not saved</div><div id="root">` + markup + `</div>`
	return bytes.Replace(page, emptyRoot, []byte(body), 1)
}

// baseURL is the address the admin's browser is on when the request came from the site
// itself (a same-origin fetch names its Origin), else PUBLIC_URL.
func (s *Site) baseURL(r *http.Request) string {
	if u, err := url.Parse(r.Header.Get("Origin")); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host == r.Host && u.Host != "" {
		return u.Scheme + "://" + u.Host
	}
	return s.head.PublicURL
}
