package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/index"

	"seoagency/validate"
)

// Subscriber is an e-mail address signed up to the newsletter.
type Subscriber struct{ ent.Schema }

func (Subscriber) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Inbox{}, Lifecycle{}, LowerCase{Names: []string{"email"}}}
}

func (Subscriber) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		str("email", true, false, validate.MaxLen(254), validate.Email),
	}
}

func (Subscriber) Annotations() []schema.Annotation {
	return []schemaAnnotation{entgql.RelayConnection(), entgql.QueryField()}
}

// Indexes: one live row per address, and the admin's newest-first list.
func (Subscriber) Indexes() []ent.Index {
	return []ent.Index{liveUnique("email"), index.Fields("created_at")}
}
