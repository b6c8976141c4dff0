package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Subscriber is an e-mail address signed up to the newsletter.
type Subscriber struct{ ent.Schema }

func (Subscriber) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Inbox{}, Lifecycle{}, LowerCase{Names: []string{"email"}}}
}

func (Subscriber) Fields() []ent.Field {
	return []ent.Field{
		email("email"),
		// Double opt-in: a sign-up is Pending until its confirmation link is followed, and
		// only Confirmed subscribers receive the newsletter. Set by the server only.
		field.Enum("status").Values("Pending", "Confirmed", "Unsubscribed").Default("Pending").
			StructTag(jsonTag("status")).Annotations(entgql.Type("SubscriberStatus"), entgql.OrderField("STATUS"), serverOwned),
		field.Time("confirmed_at").Optional().Nillable().StructTag(jsonTag("confirmed_at")).Annotations(serverOwned),
		field.Time("unsubscribed_at").Optional().Nillable().StructTag(jsonTag("unsubscribed_at")).Annotations(serverOwned),
	}
}

func (Subscriber) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField()}
}

// Indexes: one live row per address, the admin's newest-first list, by status, and its search.
func (Subscriber) Indexes() []ent.Index {
	return []ent.Index{liveUnique("email"), index.Fields("created_at"), index.Fields("status", "created_at"), trigram("subscriber", "email")}
}
