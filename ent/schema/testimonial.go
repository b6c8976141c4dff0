package schema

import "entgo.io/ent"

// Testimonial is a client's quote.
type Testimonial struct{ listItem }

func (Testimonial) Fields() []ent.Field {
	return []ent.Field{
		image("image"),
		text("person_name", shortLen),
		text("person_title", shortLen),
		text("desc", longLen),
	}
}
