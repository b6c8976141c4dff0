package graph

import (
	"fmt"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
)

// Limits bound what one operation may ask for, before anything runs.
type Limits struct {
	MaxDepth int // nesting of fields
	MaxCost  int // fields to resolve, a connection's children counted first/last times
	MaxPage  int // first/last of a connection, and ids of nodes()
}

// DefaultLimits fit every page of the web app with room to spare.
var DefaultLimits = Limits{MaxDepth: 12, MaxCost: 20000, MaxPage: 100}

// LimitError is an operation refused for its size.
type LimitError struct{ Message string }

func (e *LimitError) Error() string { return e.Message }

// Check walks the operation. Every connection must say how much it wants
// (first or last, at most MaxPage), so an aliased or nested query cannot ask the
// database for everything.
func (l Limits) Check(op *ast.OperationDefinition, vars map[string]any) error {
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
					return &LimitError{fmt.Sprintf("The query nests deeper than %d fields.", l.MaxDepth)}
				}
				cost += mult
				if cost > l.MaxCost {
					return &LimitError{fmt.Sprintf("The query asks for too much (more than %d fields to resolve): ask for fewer items or fields.", l.MaxCost)}
				}
				childMult := mult
				args := s.ArgumentMap(vars)
				if s.Definition != nil && strings.HasSuffix(s.Definition.Type.Name(), "Connection") {
					n, err := l.pageSize(s.Name, args)
					if err != nil {
						return err
					}
					childMult = mult * max(n, 1)
				}
				if ids, ok := args["ids"].([]any); ok && len(ids) > l.MaxPage {
					return &LimitError{fmt.Sprintf("%s: at most %d ids at once.", s.Name, l.MaxPage)}
				}
				if err := walk(s.SelectionSet, depth+1, childMult); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(op.SelectionSet, 1, 1)
}

func (l Limits) pageSize(field string, args map[string]any) (int, error) {
	for _, name := range []string{"first", "last"} {
		if v, ok := args[name]; ok && v != nil {
			n, ok := toInt(v)
			if !ok || n < 0 || n > l.MaxPage {
				return 0, &LimitError{fmt.Sprintf("%s: %s must be between 0 and %d.", field, name, l.MaxPage)}
			}
			return n, nil
		}
	}
	return 0, &LimitError{fmt.Sprintf("%s: give first or last (at most %d items).", field, l.MaxPage)}
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
