package schema

import "entgo.io/ent"

// CallToAction is the band that invites visitors to act (the specification's actions).
type CallToAction struct{ section }

func (CallToAction) Fields() []ent.Field {
	return []ent.Field{
		text("heading", shortLen),
		text("sub_heading", longLen),
		text("button_text", 50),
		link("button_link"),
	}
}
