package graph

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/lexer"
	"github.com/vektah/gqlparser/v2/parser"
)

// Limits bound what one operation may ask for, before anything runs.
type Limits struct {
	MaxDepth int // nesting of fields
	MaxCost  int // fields to resolve, a connection's children counted first/last times
	MaxPage  int // first/last of a connection, and ids of nodes()
	// A document a caller sends as text is bounded before it is validated (validation
	// costs more than linear time in fields and aliases, introspection included).
	MaxTokens  int // lexical tokens
	MaxFields  int // field selections, fragments spread in
	MaxAliases int // aliased fields, fragments spread in
	// MaxSameKey bounds the pairs of fields answered under the same key at the same place
	// (fragments spread in): validation compares each pair, and their sub-selections,
	// with each other, in time that grows with the square of their number.
	MaxSameKey int
	Timeout    time.Duration // one operation's run; fields not started by then fail
}

// DefaultLimits fit every page of the web app and GraphiQL's introspection with room to spare.
var DefaultLimits = Limits{MaxDepth: 12, MaxCost: 20000, MaxPage: 100,
	MaxTokens: 4000, MaxFields: 500, MaxAliases: 50, MaxSameKey: 1000, Timeout: 5 * time.Second}

// LimitError is an operation refused for its size; Cost is its cost when that is why
// (0 when it was refused for another reason, before its cost was known).
type LimitError struct {
	Message string
	Cost    int
}

func (e *LimitError) Error() string { return e.Message }

// maxCounted is where a cost stops growing: a document sent as text has at most
// MaxFields fields, but its connections multiply them.
const maxCounted = 1 << 40

// Check walks the operation and refuses it when it is too large (LimitError).
func (l Limits) Check(op *ast.OperationDefinition, vars map[string]any) error {
	_, err := l.Cost(op, vars)
	return err
}

// Cost is what the operation costs, computed before anything runs: every field it may
// resolve counts one, a connection's fields counted as many times as the items it asks
// for (first or last), as GitHub and Shopify count. Every connection must say how much
// it wants (first or last, at most MaxPage), so an aliased or nested query cannot ask
// the database for everything; an operation deeper than MaxDepth or costing more than
// MaxCost is refused (a LimitError that gives the cost).
func (l Limits) Cost(op *ast.OperationDefinition, vars map[string]any) (int, error) {
	cost := 0
	var walk func(set ast.SelectionSet, depth, mult int) error
	walk = func(set ast.SelectionSet, depth, mult int) error {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.FragmentSpread:
				if err := walk(s.Definition.SelectionSet, depth, mult); err != nil {
					return err
				}
			case *ast.InlineFragment:
				if err := walk(s.SelectionSet, depth, mult); err != nil {
					return err
				}
			case *ast.Field:
				if strings.HasPrefix(s.Name, "__") {
					continue
				}
				if depth > l.MaxDepth {
					return &LimitError{Message: fmt.Sprintf("The query nests deeper than %d fields.", l.MaxDepth)}
				}
				cost = min(cost+mult, maxCounted)
				childMult := mult
				var args map[string]any // a field that takes no argument has none, nor defaults
				if len(s.Arguments) > 0 || s.Definition != nil && len(s.Definition.Arguments) > 0 {
					args = s.ArgumentMap(vars)
				}
				if s.Definition != nil && strings.HasSuffix(s.Definition.Type.Name(), "Connection") {
					n, err := l.pageSize(s.Name, args)
					if err != nil {
						return err
					}
					childMult = min(mult*max(n, 1), maxCounted)
				}
				if ids, ok := args["ids"].([]any); ok && len(ids) > l.MaxPage {
					return &LimitError{Message: fmt.Sprintf("%s: at most %d ids at once.", s.Name, l.MaxPage)}
				}
				if err := walk(s.SelectionSet, depth+1, childMult); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := walk(op.SelectionSet, 1, 1); err != nil {
		return 0, err
	}
	if cost > l.MaxCost {
		shown := strconv.Itoa(cost)
		if cost == maxCounted {
			shown = "more than " + shown
		}
		return cost, &LimitError{Cost: cost, Message: fmt.Sprintf("The query costs %s points, more than the %d allowed (each field counts once, a connection's fields once per item asked for): ask for fewer items or fields.", shown, l.MaxCost)}
	}
	return cost, nil
}

func (l Limits) pageSize(field string, args map[string]any) (int, error) {
	for _, name := range []string{"first", "last"} {
		if v, ok := args[name]; ok && v != nil {
			n, ok := toInt(v)
			if !ok || n < 0 || n > l.MaxPage {
				return 0, &LimitError{Message: fmt.Sprintf("%s: %s must be between 0 and %d.", field, name, l.MaxPage)}
			}
			return n, nil
		}
	}
	return 0, &LimitError{Message: fmt.Sprintf("%s: give first or last (at most %d items).", field, l.MaxPage)}
}

func toInt(v any) (int, bool) {
	switch n := v.(type) {
	case int:
		return n, true
	case int64:
		return int(n), true
	case float64:
		return int(n), n == float64(int(n))
	}
	if s, ok := v.(interface{ Int64() (int64, error) }); ok {
		i, err := s.Int64()
		return int(i), err == nil
	}
	return 0, false
}

// lexDocument bounds a document's tokens and returns the SHA-256 of them (their kind and
// value: white space, commas and comments leave it alone), or nil when the text does not
// lex (left to checkDocument and the executor, which say why).
func (l Limits) lexDocument(text string) ([]byte, *refusal) {
	lx := lexer.New(&ast.Source{Input: text})
	sum := sha256.New()
	var buf []byte
	for n := 0; ; n++ {
		tok, err := lx.ReadToken()
		if err != nil {
			return nil, nil
		}
		if tok.Kind == lexer.EOF {
			return sum.Sum(nil), nil
		}
		if n == l.MaxTokens {
			return nil, tooLarge("The document is longer than %d tokens: ask for less in one request.", l.MaxTokens)
		}
		if tok.Kind != lexer.Comment {
			buf = append(binary.AppendUvarint(append(buf[:0], byte(tok.Kind)), uint64(len(tok.Value))), tok.Value...)
			sum.Write(buf)
		}
	}
}

// checkDocument bounds a document's fields and aliases in linear time, before the
// executor validates it, and returns it parsed (not validated). A document that does
// not parse is left to the executor, which says why (nil, nil).
func (l Limits) checkDocument(text string) (*ast.QueryDocument, *refusal) {
	doc, err := parser.ParseQuery(&ast.Source{Input: text})
	if err != nil {
		return nil, nil
	}
	c := fieldCounter{doc: doc, limit: max(l.MaxFields, l.MaxAliases) + 1, sizes: map[string][2]int{}}
	var fields, aliases int
	for _, op := range doc.Operations {
		f, a := c.count(op.SelectionSet)
		fields, aliases = c.add(fields, f), c.add(aliases, a)
	}
	for _, fr := range doc.Fragments {
		f, a := c.count(fr.SelectionSet)
		fields, aliases = c.add(fields, f), c.add(aliases, a)
	}
	switch {
	case fields > l.MaxFields:
		return nil, tooLarge("The document selects more than %d fields (fragments counted where they are spread): ask for less in one request.", l.MaxFields)
	case aliases > l.MaxAliases:
		return nil, tooLarge("The document has more than %d aliased fields: ask for less in one request.", l.MaxAliases)
	case sameKeyPairs(doc, l.MaxSameKey) > l.MaxSameKey:
		return nil, tooLarge("The document asks for fields under the same key in the same place too often (fragments counted where they are spread): ask for each field once.")
	}
	return doc, nil
}

// sameKeyPairs counts the pairs of fields that the operations and fragments of doc answer
// under the same key at the same place, fragments spread in, up to limit+1. The walk also
// ends after 100 selections per pair allowed (limit+1 then), so that fragments spread in
// each other many times over, with few fields, cannot make it long.
func sameKeyPairs(doc *ast.QueryDocument, limit int) int {
	type place struct {
		parent int
		key    string
	}
	places := map[place]int{} // a field's place → its number
	counts := map[int]int{}   // fields at each place
	spreading := map[string]bool{}
	pairs, visits := 0, 0
	var walk func(set ast.SelectionSet, at int)
	walk = func(set ast.SelectionSet, at int) {
		for _, sel := range set {
			if visits++; pairs > limit || visits > 100*(limit+1) {
				pairs = limit + 1
				return
			}
			switch s := sel.(type) {
			case *ast.Field:
				key := s.Alias
				if key == "" {
					key = s.Name
				}
				p := place{at, key}
				n, ok := places[p]
				if !ok {
					n = len(places) + 1
					places[p] = n
				}
				pairs += counts[n]
				counts[n]++
				walk(s.SelectionSet, n)
			case *ast.InlineFragment:
				walk(s.SelectionSet, at)
			case *ast.FragmentSpread:
				if def := doc.Fragments.ForName(s.Name); def != nil && !spreading[s.Name] {
					spreading[s.Name] = true // a cycle: validation refuses it
					walk(def.SelectionSet, at)
					delete(spreading, s.Name)
				}
			}
		}
	}
	for i, op := range doc.Operations {
		walk(op.SelectionSet, -1-i)
	}
	for i, f := range doc.Fragments {
		spreading[f.Name] = true
		walk(f.SelectionSet, -1-len(doc.Operations)-i)
		delete(spreading, f.Name)
	}
	return pairs
}

func tooLarge(format string, a ...any) *refusal {
	return &refusal{http.StatusBadRequest, "QUERY_TOO_LARGE", fmt.Sprintf(format, a...)}
}

// fieldCounter counts the fields and aliases of selection sets with fragments spread
// in, each fragment counted once (memoized), sums capped at limit.
type fieldCounter struct {
	doc   *ast.QueryDocument
	limit int
	sizes map[string][2]int // fragment name → fields, aliases; being counted: present
}

func (c *fieldCounter) add(a, b int) int { return min(a+b, c.limit) }

func (c *fieldCounter) count(set ast.SelectionSet) (fields, aliases int) {
	for _, sel := range set {
		var f, a int
		switch s := sel.(type) {
		case *ast.Field:
			f, a = c.count(s.SelectionSet)
			f = c.add(f, 1)
			if s.Alias != "" && s.Alias != s.Name {
				a = c.add(a, 1)
			}
		case *ast.InlineFragment:
			f, a = c.count(s.SelectionSet)
		case *ast.FragmentSpread:
			size, seen := c.sizes[s.Name]
			if !seen {
				c.sizes[s.Name] = [2]int{} // a cycle counts nothing: validation refuses it
				if def := c.doc.Fragments.ForName(s.Name); def != nil {
					size[0], size[1] = c.count(def.SelectionSet)
				}
				c.sizes[s.Name] = size
			}
			f, a = size[0], size[1]
		}
		fields, aliases = c.add(fields, f), c.add(aliases, a)
	}
	return fields, aliases
}
