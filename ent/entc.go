//go:build ignore

// entc generates the ent client and the GraphQL schema of the data model.
// Run from the repository root: go generate ./ent (see ent/generate.go).
package main

import (
	"log"

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
	}, entc.Extensions(ex), entc.TemplateFiles("./ent/template/lifecycle.tmpl"))
	if err != nil {
		log.Fatalf("entc: %v", err)
	}
}
