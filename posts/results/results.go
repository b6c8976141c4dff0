// Package results is a case study's result figures ("+180%" / "organic traffic"): their
// bounds and checks, and their GraphQL form (the scalar CaseStudyResults). The data layer
// stores them (ent's Post.results), so this package imports none of it.
package results

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"seoagency/validate"
)

// A case study's result figures: a short list, each a value and what it measures.
const (
	MaxFigures     = 6
	MaxFigureValue = 20
	MaxFigureLabel = 80
)

// Figure is one result of a case study, shown large: its value ("+180%") and label
// ("organic traffic").
type Figure struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// Figures are a case study's results, in the order shown. In GraphQL they are the
// scalar CaseStudyResults: a JSON list of {"value", "label"} objects.
type Figures []Figure

// Check refuses a list longer than MaxFigures, or a figure with an empty, too long
// or control-character value or label.
func Check(fs Figures) error {
	if len(fs) > MaxFigures {
		return &validate.Error{Rule: "max", Message: fmt.Sprintf("has %d figures: at most %d", len(fs), MaxFigures)}
	}
	for i, f := range fs {
		for _, part := range []struct {
			name, value string
			max         int
		}{{"value", f.Value, MaxFigureValue}, {"label", f.Label, MaxFigureLabel}} {
			err := validate.Text(part.value)
			if err == nil && strings.TrimSpace(part.value) == "" {
				err = &validate.Error{Rule: "required", Message: "is required"}
			}
			if err == nil {
				err = validate.MaxLen(part.max)(part.value)
			}
			if e, ok := err.(*validate.Error); ok {
				return &validate.Error{Rule: e.Rule, Message: fmt.Sprintf("figure %d: its %s %s", i+1, part.name, e.Message)}
			}
		}
	}
	return nil
}

// Trimmed is fs with each value and label trimmed, as every text is stored.
func (fs Figures) Trimmed() Figures {
	out := make(Figures, len(fs))
	for i, f := range fs {
		out[i] = Figure{Value: strings.TrimSpace(f.Value), Label: strings.TrimSpace(f.Label)}
	}
	return out
}

// MarshalGQL writes fs as a JSON list (never null).
func (fs Figures) MarshalGQL(w io.Writer) {
	if fs == nil {
		fs = Figures{}
	}
	b, _ := json.Marshal(fs)
	_, _ = w.Write(b)
}

// UnmarshalGQL reads a list of {"value", "label"} objects, each part a string; any other
// shape or key is refused.
func (fs *Figures) UnmarshalGQL(v any) error {
	bad := fmt.Errorf(`results must be a list of {"value": "+180%%", "label": "organic traffic"} objects, both strings`)
	list, ok := v.([]any)
	if !ok {
		return bad
	}
	out := make(Figures, 0, len(list))
	for _, item := range list {
		m, ok := item.(map[string]any)
		if !ok || len(m) != 2 {
			return bad
		}
		value, ok1 := m["value"].(string)
		label, ok2 := m["label"].(string)
		if !ok1 || !ok2 {
			return bad
		}
		out = append(out, Figure{Value: value, Label: label})
	}
	*fs = out
	return nil
}
