package graph

// gqlgen writes generated/ and the resolver stubs; printschema writes the root schema.graphql.
//go:generate sh -c "cd .. && go run github.com/99designs/gqlgen generate && go run ./graph/printschema > schema.graphql"
