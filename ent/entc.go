//go:build ignore

// entc generates the ent client and the GraphQL schema of the data model.
// Run from the repository root: go generate ./ent (see ent/generate.go).
package main

import (
	"fmt"
	"log"
	"os"
	"strings"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
)

func main() {
	ex, err := entgql.NewExtension(
		entgql.WithSchemaGenerator(),
		entgql.WithSchemaPath("graph/schema/ent.graphqls"),
		entgql.WithConfigPath("gqlgen.yml"),
		entgql.WithWhereInputs(false),
		entgql.WithNodeDescriptor(false),
	)
	if err != nil {
		log.Fatalf("entgql: %v", err)
	}
	err = entc.Generate("./ent/schema", &gen.Config{
		Target:   "./ent",
		Package:  "seoagency/ent",
		Features: []gen.Feature{gen.FeaturePrivacy, gen.FeatureGlobalID, gen.FeatureVersionedMigration, gen.FeatureUpsert, gen.FeatureLock, gen.FeatureIntercept},
	}, entc.Extensions(ex), entc.TemplateFiles("./ent/template/lifecycle.tmpl", "./ent/template/withtx.tmpl"))
	if err != nil {
		log.Fatalf("entc: %v", err)
	}
	if err := patchFile("./ent/gql_pagination.go", entgqlCollectedField, collectedField); err != nil {
		log.Fatalf("entc: %v", err)
	}
}

// entgql v0.7.0 (the latest) finds a connection's edges, node, pageInfo and totalCount by
// their alias: a query that aliases edges (items: edges { … }) got no rows, and a totalCount
// asked under another key was never counted. Until upstream matches them by name, its one
// function is replaced; generation fails when its text changes.
const entgqlCollectedField = `func collectedField(ctx context.Context, path ...string) *graphql.CollectedField {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return nil
	}
	field := fc.Field
	oc := graphql.GetOperationContext(ctx)
walk:
	for _, name := range path {
		for _, f := range graphql.CollectFields(oc, field.Selections, nil) {
			if f.Alias == name {
				field = f
				continue walk
			}
		}
		return nil
	}
	return &field
}`

const collectedField = `// collectedField is the field at path below the field being resolved. A step of path is
// a key of the answer (a field's alias: a connection of a node is found by it, as each
// alias has its own arguments and rows), or one of the connection's own fields, found by
// name too: edges asked under other keys, or twice, are one field whose selections are all
// of theirs, so that the rows load every column any of them asks for.
func collectedField(ctx context.Context, path ...string) *graphql.CollectedField {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return nil
	}
	field := fc.Field
	oc := graphql.GetOperationContext(ctx)
	for _, name := range path {
		byName := name == edgesField || name == nodeField || name == pageInfoField || name == totalCountField
		var found *graphql.CollectedField
		for _, f := range graphql.CollectFields(oc, field.Selections, nil) {
			switch {
			case f.Alias != name && (!byName || f.Name != name):
			case found == nil:
				found = &f
			default:
				// Appended to a copy: the selections are the document's.
				found.Selections = append(found.Selections[:len(found.Selections):len(found.Selections)], f.Selections...)
			}
		}
		if found == nil {
			return nil
		}
		field = *found
	}
	return &field
}`

// patchFile replaces the text old, found exactly once in the file at path, with new.
func patchFile(path, old, new string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if n := strings.Count(string(b), old); n != 1 {
		return fmt.Errorf("%s: the text to replace is there %d times, not once: look again at the patch in ent/entc.go", path, n)
	}
	return os.WriteFile(path, []byte(strings.Replace(string(b), old, new, 1)), 0o644)
}
