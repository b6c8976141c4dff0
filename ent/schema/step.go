package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// Step is one entry of the "Upcoming Events" steps list.
type Step struct{ ent.Schema }

func (Step) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}} }

func (Step) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("step_title", shortLen),
		text("step_details", longLen),
		text("step_number", 20),
	}
}

func (Step) Annotations() []schema.Annotation { return content() }
