package graph

import (
	"sort"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator/core"
	"github.com/vektah/gqlparser/v2/validator/rules"
)

// validation is the executor's validation of a document (gqlparser's default rules, as
// gqlgen's executor runs them) in fewer steps. The rules are put in order once, not
// for every document. And OverlappingFieldsCanBeMerged (two thirds of the time and
// almost every allocation of validating the 16 public lists) runs only when it has
// something to compare: it compares fields that share a response name in one
// selection set, with its inline fragments and spread fragments, so a document in
// which no selection set repeats a name passes it.
type validation struct {
	schema *ast.Schema
	all    []core.Rule // by name, as gqlparser runs them
	// distinct are the rules a document with distinct response names needs.
	distinct []core.Rule
}

func newValidation(schema *ast.Schema) *validation {
	v := &validation{schema: schema}
	for name, f := range rules.NewDefaultRules().GetInner() {
		v.all = append(v.all, core.Rule{Name: name, RuleFunc: f})
	}
	sort.Sort(core.NameSorter(v.all))
	for _, r := range v.all {
		if r.Name != rules.OverlappingFieldsCanBeMergedRule.Name {
			v.distinct = append(v.distinct, r)
		}
	}
	return v
}

// valid: doc passes every rule.
func (v *validation) valid(doc *ast.QueryDocument) bool {
	run := v.all
	if distinctResponseNames(doc) {
		run = v.distinct
	}
	valid := true
	observers := &core.Events{}
	for _, r := range run {
		r.RuleFunc(observers, func(...core.ErrorOption) { valid = false })
	}
	core.Walk(v.schema, doc, observers)
	return valid
}

// distinctResponseNames: no selection set of doc (of an operation, a fragment or a
// field, with the fields of its inline fragments and of the fragments it spreads)
// has two fields answered under the same name. A fragment spread twice in one set (or
// in a cycle) counts as a repeat.
func distinctResponseNames(doc *ast.QueryDocument) bool {
	var sets []ast.SelectionSet
	for _, o := range doc.Operations {
		sets = append(sets, o.SelectionSet)
	}
	for _, f := range doc.Fragments {
		sets = append(sets, f.SelectionSet)
	}
	names := map[string]bool{}
	spread := map[string]bool{}
	for len(sets) > 0 {
		set := sets[len(sets)-1]
		sets = sets[:len(sets)-1]
		clear(names)
		clear(spread)
		if !collectNames(doc, set, names, spread, &sets) {
			return false
		}
	}
	return true
}

// collectNames adds the response names of set to names (false at a repeat) and, when
// sets is not nil, the selection sets of its fields to sets. The fields of a spread
// fragment are named but their selection sets are not added: they are the fragment's,
// checked on their own.
func collectNames(doc *ast.QueryDocument, set ast.SelectionSet, names, spread map[string]bool, sets *[]ast.SelectionSet) bool {
	for _, s := range set {
		switch s := s.(type) {
		case *ast.Field:
			name := s.Alias
			if name == "" {
				name = s.Name
			}
			if names[name] {
				return false
			}
			names[name] = true
			if sets != nil && len(s.SelectionSet) > 0 {
				*sets = append(*sets, s.SelectionSet)
			}
		case *ast.InlineFragment:
			if !collectNames(doc, s.SelectionSet, names, spread, sets) {
				return false
			}
		case *ast.FragmentSpread:
			if spread[s.Name] {
				return false
			}
			spread[s.Name] = true
			if f := doc.Fragments.ForName(s.Name); f != nil && !collectNames(doc, f.SelectionSet, names, spread, nil) {
				return false
			}
		}
	}
	return true
}
