package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/validate"
)

// Subscriber is an e-mail address signed up to the newsletter.
type Subscriber struct{ ent.Schema }

func (Subscriber) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Inbox{}, LowerCase{Names: []string{"email"}}}
}

func (Subscriber) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		str("email", true, true, validate.MaxLen(254), validate.Email),
	}
}

func (Subscriber) Annotations() []schema.Annotation {
	return []schemaAnnotation{entgql.RelayConnection(), entgql.QueryField()}
}
