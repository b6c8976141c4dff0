package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// Testimonial is a client's quote.
type Testimonial struct{ ent.Schema }

func (Testimonial) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}}
}

func (Testimonial) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("image"),
		text("person_name", shortLen),
		text("person_title", shortLen),
		text("desc", longLen),
	}
}

func (Testimonial) Annotations() []schema.Annotation { return content() }
