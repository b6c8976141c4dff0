package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// CallToAction is the band that invites visitors to act (the specification's actions).
type CallToAction struct{ ent.Schema }

func (CallToAction) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (CallToAction) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("heading", shortLen),
		text("sub_heading", longLen),
		text("button_text", 50),
		link("button_link"),
	}
}

func (CallToAction) Annotations() []schema.Annotation { return content() }
