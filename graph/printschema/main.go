// Command printschema writes the complete GraphQL schema the server executes, the
// contract that Relay compiles against and integrators read, to schema.graphql.
package main

import (
	"os"

	"github.com/vektah/gqlparser/v2/formatter"

	"seoagency/graph/generated"
)

func main() {
	f := formatter.NewFormatter(os.Stdout, formatter.WithIndent("  "))
	f.FormatSchema(generated.NewExecutableSchema(generated.Config{}).Schema())
}
