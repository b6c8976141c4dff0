package graph

import (
	"context"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"seoagency/graph/generated"
)

// TestCheckedDocumentsReachTheExecutor: a text the transport parsed and validated is
// what the executor's cache gives back for that request only; an invalid one, another
// request's text and a stranger's text are not kept, so the executor parses, validates
// and explains them itself.
func TestCheckedDocumentsReachTheExecutor(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	persisted := `query Steps { steps(first: 3) { edges { node { stepTitle } } } }`
	d := newDocuments(schema, map[string]string{"steps": persisted})
	parse := func(text string) *ast.QueryDocument {
		doc, err := parser.ParseQuery(&ast.Source{Input: text})
		if err != nil {
			t.Fatal(err)
		}
		return doc
	}
	text := `{ banners(first: 1) { edges { node { bannerHeading } } } }`
	doc := parse(text)
	ctx := d.checked(context.Background(), text, doc)
	if got, ok := d.Get(ctx, text); !ok || got != doc {
		t.Fatalf("the checked document: %v %p, want %p", ok, got, doc)
	}
	if _, ok := d.Get(ctx, text+" "); ok {
		t.Error("another text got the checked document")
	}
	if _, ok := d.Get(context.Background(), text); ok {
		t.Error("another request got the checked document")
	}
	for _, invalid := range []string{
		`{ banners(first: 1) { edges { node { orders { id } } } } }`, // no such field
		`query($n: Int) { steps(first: 1) { totalCount } }`,          // an unused variable
		`{ ...Nowhere }`,
	} {
		if _, ok := d.Get(d.checked(context.Background(), invalid, parse(invalid)), invalid); ok {
			t.Errorf("%s: an invalid document reached the executor unvalidated", invalid)
		}
	}
	d.Add(context.Background(), text, doc)
	if _, ok := d.Get(context.Background(), text); ok {
		t.Error("a stranger's text was kept")
	}
	d.Add(context.Background(), persisted, parse(persisted))
	if _, ok := d.Get(context.Background(), persisted); !ok {
		t.Error("a persisted query was not kept")
	}
}
