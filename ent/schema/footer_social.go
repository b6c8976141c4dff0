package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// FooterSocial holds the footer's social links.
type FooterSocial struct{ ent.Schema }

func (FooterSocial) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (FooterSocial) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		link("fblink"),
		link("inslink"),
	}
}

func (FooterSocial) Annotations() []schema.Annotation { return content() }
