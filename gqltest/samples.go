package gqltest

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/graph/generated"
	"seoagency/routes"
)

// Schema is the live schema: tests walk it, so a field added later is tested too.
var Schema = generated.NewExecutableSchema(generated.Config{}).Schema()

// Samples writes valid GraphQL literals for arguments of the live schema.
type Samples struct {
	PackageID string            // the package that sample orders order ("1" when empty)
	Override  map[string]string // field or argument name → the literal to send instead
}

// Value writes a valid GraphQL literal for a value of type t, named name.
func (s Samples) Value(t *ast.Type, name string, salt int) string {
	if v, ok := s.Override[name]; ok {
		return v
	}
	if t.Elem != nil {
		return "[" + s.Value(t.Elem, name, salt) + "]"
	}
	def := Schema.Types[t.NamedType]
	lower := strings.ToLower(name)
	switch {
	case t.NamedType == "PostKind": // the kind that takes every field of the input
		return "CASE_STUDY"
	case def.Kind == ast.Enum: // another value for another salt: some enums are unique (packageName)
		return def.EnumValues[max(salt-1, 0)%len(def.EnumValues)].Name
	case def.Kind == ast.InputObject:
		return s.Input(def, salt)
	case name == "planID": // a coupon for every plan
		return "null"
	case name == "packageId":
		if s.PackageID == "" {
			return `"1"`
		}
		return `"` + s.PackageID + `"`
	case t.NamedType == "ID":
		return `"1"`
	case t.NamedType == "Money":
		return `"10.50"`
	case t.NamedType == "CaseStudyResults": // a case study's figures: none, which every kind may have
		return "[]"
	case t.NamedType == "Int":
		return "1"
	case t.NamedType == "Time": // in the future: an expiry
		return `"2099-01-01T00:00:00Z"`
	case t.NamedType == "Boolean":
		return "true"
	case strings.Contains(lower, "email"):
		return fmt.Sprintf(`"sample%d@example.com"`, salt)
	case strings.Contains(lower, "link") || strings.Contains(lower, "img") || strings.Contains(lower, "image") ||
		strings.Contains(lower, "logo") || strings.Contains(lower, "icon") || lower == "website":
		return fmt.Sprintf(`"/images/sample-%d.png"`, salt)
	case lower == "path": // a page's SEO: one of the public pages
		return fmt.Sprintf(`"%s"`, routes.Marketing()[salt%len(routes.Marketing())])
	case strings.HasSuffix(lower, "path") || lower == "target" || lower == "canonical": // site paths
		return fmt.Sprintf(`"/sample-%s-%d"`, lower, salt)
	case lower == "slug": // a post's address
		return fmt.Sprintf(`"sample-slug-%d"`, salt)
	case lower == "body": // a post's document: the empty one
		return `"{\"type\":\"doc\"}"`
	case strings.HasSuffix(lower, "number"):
		return fmt.Sprintf(`"%d"`, salt)
	case strings.HasSuffix(lower, "country"): // a country the server can read (package pricing)
		return `"US"`
	case lower == "taxrates":
		return fmt.Sprintf(`"DE %d"`, salt%100)
	case lower == "vatid", lower == "couponcode": // an order without a coupon
		return `""`
	case lower == "code": // a coupon's
		return fmt.Sprintf(`"SAMPLE-%d"`, salt)
	}
	return fmt.Sprintf(`"Sample %s %d"`, name, salt)
}

// inputSamples are the fields whose valid value depends on their input type (an Override
// still wins): a menu item's target is a page that exists or another site's address (newTab is true).
var inputSamples = map[string]map[string]string{
	"CreateMenuItemInput": {"target": `"https://example.com/sample"`},
	"UpdateMenuItemInput": {"target": `"https://example.com/sample"`},
}

// Input fills every field of an input object, required or not.
func (s Samples) Input(def *ast.Definition, salt int) string {
	var parts []string
	for _, f := range def.Fields {
		v, ok := inputSamples[def.Name][f.Name]
		if _, chosen := s.Override[f.Name]; chosen || !ok {
			v = s.Value(f.Type, f.Name, salt)
		}
		parts = append(parts, f.Name+": "+v)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// Args writes the arguments of field with valid values; id is used for ID arguments.
func (s Samples) Args(f *ast.FieldDefinition, id string, salt int) string {
	var parts []string
	for _, a := range f.Arguments {
		v := s.Value(a.Type, a.Name, salt)
		if a.Type.NamedType == "ID" {
			v = `"` + id + `"`
		}
		if a.Name == "first" {
			v = "5"
		}
		if a.Type.NonNull || a.Name == "first" {
			parts = append(parts, a.Name+": "+v)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// TextFields are the names of the String fields a mutation's arguments carry, inputs included.
func TextFields(f *ast.FieldDefinition) []string {
	var names []string
	var walk func(name string, t *ast.Type)
	walk = func(name string, t *ast.Type) {
		def := Schema.Types[t.Name()]
		switch {
		case def.Kind == ast.InputObject:
			for _, in := range def.Fields {
				walk(in.Name, in.Type)
			}
		case t.Name() == "String":
			names = append(names, name)
		}
	}
	for _, a := range f.Arguments {
		walk(a.Name, a.Type)
	}
	return names
}

// Selection picks the scalar fields of a result type (and totalCount of a connection).
func Selection(t *ast.Type) string {
	def := Schema.Types[t.Name()]
	switch def.Kind {
	case ast.Scalar, ast.Enum:
		return ""
	case ast.Interface, ast.Union:
		return "{ __typename }"
	}
	if strings.HasSuffix(def.Name, "Connection") {
		return "{ totalCount }"
	}
	var names []string
	for _, f := range def.Fields {
		ft := Schema.Types[f.Type.Name()]
		if len(f.Arguments) == 0 && (ft.Kind == ast.Scalar || ft.Kind == ast.Enum) {
			names = append(names, f.Name)
		}
	}
	if len(names) == 0 {
		names = []string{"__typename"}
	}
	sort.Strings(names)
	return "{ " + strings.Join(names, " ") + " }"
}
