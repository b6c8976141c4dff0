package graph_test

import (
	"fmt"
	"sort"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/graph/generated"
)

// schema is the live schema: the tests walk it, so a field added later is tested too.
var schema = generated.NewExecutableSchema(generated.Config{}).Schema()

// samplePackageID is the package that sample orders order.
var samplePackageID = "1"

// sampleValue writes a valid GraphQL literal for a value of type t, named name.
func sampleValue(t *ast.Type, name string, salt int) string {
	if t.Elem != nil {
		return "[" + sampleValue(t.Elem, name, salt) + "]"
	}
	def := schema.Types[t.NamedType]
	lower := strings.ToLower(name)
	switch {
	case def.Kind == ast.Enum:
		return def.EnumValues[0].Name
	case def.Kind == ast.InputObject:
		return sampleInput(def, salt)
	case name == "packageId":
		return `"` + samplePackageID + `"`
	case t.NamedType == "ID":
		return `"1"`
	case t.NamedType == "Money":
		return `"10.50"`
	case t.NamedType == "Int":
		return "1"
	case t.NamedType == "Boolean":
		return "true"
	case strings.Contains(lower, "email"):
		return fmt.Sprintf(`"sample%d@example.com"`, salt)
	case strings.Contains(lower, "link") || strings.Contains(lower, "img") || strings.Contains(lower, "image") ||
		strings.Contains(lower, "logo") || strings.Contains(lower, "icon") || lower == "website":
		return fmt.Sprintf(`"/images/sample-%d.png"`, salt)
	case strings.HasSuffix(lower, "number"):
		return fmt.Sprintf(`"%d"`, salt)
	case lower == "packagename":
		return fmt.Sprintf(`"Plan %d"`, salt)
	}
	return fmt.Sprintf(`"Sample %s %d"`, name, salt)
}

// sampleInput fills every field of an input object, required or not.
func sampleInput(def *ast.Definition, salt int) string {
	var parts []string
	for _, f := range def.Fields {
		parts = append(parts, f.Name+": "+sampleValue(f.Type, f.Name, salt))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// sampleArgs writes the arguments of field with valid values; id is used for ID arguments.
func sampleArgs(f *ast.FieldDefinition, id string, salt int) string {
	var parts []string
	for _, a := range f.Arguments {
		v := sampleValue(a.Type, a.Name, salt)
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

// selection picks the scalar fields of a result type (and totalCount of a connection).
func selection(t *ast.Type) string {
	def := schema.Types[t.Name()]
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
		ft := schema.Types[f.Type.Name()]
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
