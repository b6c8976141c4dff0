package graph

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"

	"seoagency/graph/generated"
)

// The transport's validation says valid exactly when gqlparser's default rules (the
// executor's) find nothing, on documents written to collide: few response names, the
// same field with other arguments, fragments spread once, twice or in a cycle, inline
// fragments on other types, scalars with selections and objects without.
func TestValidationAsTheExecutors(t *testing.T) {
	v := newValidation(generated.NewExecutableSchema(generated.Config{}).Schema())
	var fast, full, valid int
	r := rand.New(rand.NewPCG(1, 2))
	for range 6000 {
		data := make([]byte, 256)
		for i := range data {
			data[i] = byte(r.IntN(256))
		}
		text := collidingDocument(v.schema, data)
		doc, err := parser.ParseQuery(&ast.Source{Input: text})
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if distinctResponseNames(doc) {
			fast++
		} else {
			full++
		}
		want := len(validator.ValidateWithRules(v.schema, doc, nil)) == 0
		if want {
			valid++
		}
		if got := v.valid(doc); got != want {
			t.Fatalf("%s\nvalid: %v, the executor's rules: %v %v", text, got, want, validator.ValidateWithRules(v.schema, doc, nil))
		}
	}
	// Both ways and both answers are taken often enough to mean something.
	if fast < 500 || full < 500 || valid < 500 || valid > 5500 {
		t.Fatalf("%d documents with distinct names, %d without, %d valid", fast, full, valid)
	}
}

// The public lists' query, as an integrator sends it, skips the overlap rule; one
// alias taken twice does not.
func TestDistinctResponseNames(t *testing.T) {
	for text, want := range map[string]bool{
		`{ banners(first: 2) { edges { node { id bannerHeading } } } steps(first: 9) { edges { node { id stepTitle } } } }`:         true,
		`{ a: banners(first: 2) { edges { node { id } } } a: steps(first: 9) { edges { node { id } } } }`:                           false,
		`{ banners(first: 2) { edges { node { id x: bannerHeading x: bannerDetails } } } }`:                                         false,
		`{ banners(first: 2) { edges { node { id ... on Banner { id } } } } }`:                                                      false,
		`{ banners(first: 2) { edges { node { ...F ...F } } } } fragment F on Banner { id }`:                                        false,
		`{ banners(first: 2) { edges { node { id ...F } } } } fragment F on Banner { bannerHeading ... on Node { id } }`:            false,
		`{ banners(first: 2) { edges { node { ...F } } } } fragment F on Banner { bannerHeading ...G } fragment G on Banner { id }`: true,
		`{ banners(first: 2) { edges { node { ...F } } } } fragment F on Banner { id ...F }`:                                        false,
		`{ banners(first: 2) { edges { node { ...Missing id } } } }`:                                                                true,
	} {
		doc, err := parser.ParseQuery(&ast.Source{Input: text})
		if err != nil {
			t.Fatal(err)
		}
		if got := distinctResponseNames(doc); got != want {
			t.Errorf("%s: %v", text, got)
		}
	}
}

// FuzzValidation is TestValidationAsTheExecutors with the fuzzer's bytes.
func FuzzValidation(f *testing.F) {
	for _, seed := range []string{"", "\x00\x01\x02", "\x07\x13\x05\x11\x22\x33\x44\x55\x66\x77\x88", "\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7"} {
		f.Add([]byte(seed))
	}
	v := newValidation(generated.NewExecutableSchema(generated.Config{}).Schema())
	f.Fuzz(func(t *testing.T, data []byte) {
		text := collidingDocument(v.schema, data)
		if _, refused := DefaultLimits.checkDocument(text); refused != nil {
			return // never validated: the transport refuses it first
		}
		doc, err := parser.ParseQuery(&ast.Source{Input: text})
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if want := len(validator.ValidateWithRules(v.schema, doc, nil)) == 0; v.valid(doc) != want {
			t.Fatalf("%s\nvalid: %v, the executor's rules: %v", text, !want, want)
		}
	})
}

// collidingDocument writes a document as data says, a byte per choice, over the
// schema's public lists, with names and fragments that collide often. Once data runs
// out, every choice is 0: one field, the first, as it should be.
func collidingDocument(schema *ast.Schema, data []byte) string {
	next := func(n int) int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b % n
	}
	aliases := []string{"", "", "", "", "", "", "", "", "", "", "a", "id", "node"}
	var fragments []string // in the order first spread
	fragmentOn := map[string]string{}
	var b strings.Builder
	var selection func(typ *ast.Definition, depth int)
	selection = func(typ *ast.Definition, depth int) {
		b.WriteString(" {")
		for range 1 + next(3) {
			switch k := next(10); {
			case k == 8 && depth > 0:
				name := []string{"F", "G"}[next(2)] + typ.Name
				if _, ok := fragmentOn[name]; !ok {
					fragmentOn[name] = typ.Name
					fragments = append(fragments, name)
				}
				b.WriteString(" ..." + name)
			case k == 9 && depth > 0:
				on := typ.Name
				if next(6) == 5 {
					on = "Node"
				}
				b.WriteString(" ... on " + on)
				selection(schema.Types[on], depth+1)
			default:
				fields := typ.Fields
				if typ.Name == "Query" {
					fields = nil
					for _, f := range typ.Fields {
						if strings.HasSuffix(f.Type.Name(), "Connection") && !strings.HasPrefix(f.Name, "admin") {
							fields = append(fields, f)
						}
					}
				}
				if len(fields) == 0 {
					b.WriteString(" __typename")
					continue
				}
				f := fields[next(len(fields))]
				if a := aliases[next(len(aliases))]; a != "" {
					b.WriteString(" " + a + ":")
				}
				b.WriteString(" " + f.Name)
				if f.Arguments.ForName("first") != nil {
					switch next(4) {
					case 0:
						b.WriteString("(first: 1)")
					case 1:
						b.WriteString("(first: 2)")
					case 2:
						b.WriteString("(last: 1)")
					}
				}
				if next(6) == 5 {
					b.WriteString(" @include(if: true)")
				}
				inner := schema.Types[f.Type.Name()]
				composite := inner != nil && (inner.Kind == ast.Object || inner.Kind == ast.Interface)
				switch {
				case composite == (next(40) == 39): // now and then, the wrong way round
				case !composite:
					selection(schema.Types["Node"], depth+1)
				case depth >= 5:
					b.WriteString(" { __typename }")
				default:
					selection(inner, depth+1)
				}
			}
		}
		b.WriteString(" }")
	}
	b.WriteString("query One")
	selection(schema.Query, 0)
	if next(4) == 3 {
		b.WriteString(" query Two")
		selection(schema.Query, 0)
	}
	for i := 0; i < len(fragments); i++ { // a definition may spread more
		if next(20) == 19 {
			continue // not defined
		}
		fmt.Fprintf(&b, " fragment %s on %s", fragments[i], fragmentOn[fragments[i]])
		selection(schema.Types[fragmentOn[fragments[i]]], 1)
	}
	return b.String()
}
