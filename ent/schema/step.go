package schema

import "entgo.io/ent"

// Step is one entry of the "Upcoming Events" steps list.
type Step struct{ listItem }

func (Step) Fields() []ent.Field {
	return []ent.Field{
		text("step_title", shortLen),
		text("step_details", longLen),
		text("step_number", 20),
	}
}
