package graph

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"seoagency/graph/generated"
)

// sameKeyPairs counts what OverlappingFieldsCanBeMerged compares: fields under one key at
// one place, through inline fragments and spreads, and ends on documents that expand
// without end.
func TestSameKeyPairs(t *testing.T) {
	for _, c := range []struct {
		doc  string
		want int
	}{
		{`{ a b c }`, 0},
		{`{ a a a }`, 3},
		{`{ x: a x: b }`, 1},
		{`{ a { b } a { b c } }`, 2},               // a, and a.b
		{`{ a { b } c { b } }`, 0},                 // other places
		{`{ a ... on Q { a ... on Q { a } } }`, 3}, // inline fragments merge
		{`{ ...F ...F } fragment F on Q { a }`, 1}, // spread twice; F on its own: 0
		{`{ a ...F } fragment F on Q { a { b } }`, 1},
		{`query A { a } query B { a }`, 0},                                    // each operation on its own
		{`{ ...F } fragment F on Q { a ...G } fragment G on Q { a ...F }`, 3}, // a cycle ends: each root sees a twice
	} {
		doc, err := parser.ParseQuery(&ast.Source{Input: c.doc})
		if err != nil {
			t.Fatal(err)
		}
		if got := sameKeyPairs(doc, 1000); got != c.want {
			t.Errorf("%s: %d pairs, not %d", c.doc, got, c.want)
		}
	}
	// Fragments spread in each other three times over, 40 deep, select 3^40 times nothing:
	// the walk stops at its bound instead.
	var b strings.Builder
	b.WriteString("{ ...F0 }")
	for i := range 40 {
		b.WriteString(" fragment F" + strconv.Itoa(i) + " on Q { __typename" + strings.Repeat(" ...F"+strconv.Itoa(i+1), 3) + " }")
	}
	b.WriteString(" fragment F40 on Q { __typename }")
	doc, err := parser.ParseQuery(&ast.Source{Input: b.String()})
	if err != nil {
		t.Fatal(err)
	}
	if got := sameKeyPairs(doc, 1000); got != 1001 {
		t.Fatalf("fragments that expand without end: %d, not past the limit", got)
	}
}

// Every document of the web app, sent as text (as in development), fits the limits with
// room to spare.
func TestWebDocumentsFitTheLimits(t *testing.T) {
	raw, err := os.ReadFile("../web/persisted-queries.json")
	if err != nil {
		t.Fatal(err)
	}
	var docs map[string]string
	if err := json.Unmarshal(raw, &docs); err != nil {
		t.Fatal(err)
	}
	for id, text := range docs {
		if _, refused := DefaultLimits.checkDocument(text); refused != nil {
			t.Errorf("%s: %s", id, refused.Message)
		}
		doc, _ := parser.ParseQuery(&ast.Source{Input: text})
		if n := sameKeyPairs(doc, DefaultLimits.MaxSameKey); n > DefaultLimits.MaxSameKey/4 {
			t.Errorf("%s: %d pairs under the same key, near the bound of %d", id, n, DefaultLimits.MaxSameKey)
		}
	}
}

// BenchmarkCost: the time to compute one operation's cost (Limits.Cost) before it runs, on
// a validated document: the web app's largest persisted query, GraphiQL's schema
// introspection, and a query of 41 aliased connections (over the maximum: its whole cost
// is still counted). The note of issue 39 gives the figures.
func BenchmarkCost(b *testing.B) {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema()
	raw, err := os.ReadFile("../web/persisted-queries.json")
	if err != nil {
		b.Fatal(err)
	}
	var docs map[string]string
	if err := json.Unmarshal(raw, &docs); err != nil {
		b.Fatal(err)
	}
	largest := ""
	for _, text := range docs {
		if doc, err := gqlparser.LoadQueryWithRules(schema, text, nil); err == nil && len(doc.Operations) == 1 && len(text) > len(largest) {
			largest = text
		}
	}
	var aliases []string
	for i := range 41 {
		aliases = append(aliases, "b"+strconv.Itoa(i)+": banners(first: 100) { edges { node { id bannerHeading buttonLink } } }")
	}
	for _, c := range []struct{ name, text string }{
		{"largest persisted query", largest},
		{"introspection", introspectionQuery},
		{"41 aliased connections", "{ " + strings.Join(aliases, " ") + " }"},
	} {
		doc, errs := gqlparser.LoadQueryWithRules(schema, c.text, nil)
		if errs != nil {
			b.Fatalf("%s: %v", c.name, errs)
		}
		op := doc.Operations[0]
		b.Run(c.name, func(b *testing.B) {
			cost := 0
			for b.Loop() {
				cost, _ = DefaultLimits.Cost(op, nil)
			}
			b.ReportMetric(float64(cost), "points")
		})
	}
}

// introspectionQuery is the schema query GraphiQL sends (graphql-js getIntrospectionQuery).
const introspectionQuery = `query IntrospectionQuery {
  __schema { queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType } directives { name description locations args { ...InputValue } } } }
fragment FullType on __Type { kind name description
  fields(includeDeprecated: true) { name description args { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields { ...InputValue } interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason } possibleTypes { ...TypeRef } }
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue }
fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`
