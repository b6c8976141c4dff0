package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Message is a support or contact message from a visitor.
type Message struct{ ent.Schema }

func (Message) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Inbox{}, Lifecycle{}, LowerCase{Names: []string{"email_address"}}}
}

func (Message) Fields() []ent.Field {
	return []ent.Field{
		optionalText("full_name", shortLen),
		optionalText("phone_number", 50),
		optionalEmail("email_address"),
		optionalLink("website"),
		optionalText("subject", shortLen),
		optionalText("message", longLen),
		field.Enum("message_status").Values("UnRead", "Read").Default("UnRead").StructTag(jsonTag("message_status")).Annotations(entgql.Type("MessageStatus"), entgql.Skip(entgql.SkipMutationCreateInput)),
	}
}

// Edges: the admins' replies; purging a message from the trash takes its thread with it.
func (Message) Edges() []ent.Edge {
	return []ent.Edge{edge.To("replies", MessageReply.Type).StructTag(`json:"-"`).
		Annotations(entgql.Skip(entgql.SkipMutationCreateInput|entgql.SkipMutationUpdateInput), entsql.OnDelete(entsql.Cascade))}
}

func (Message) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField(), entgql.Mutations(entgql.MutationCreate())}
}

// Indexes serve the newest-first lists of the admin, by status, and its text search.
func (Message) Indexes() []ent.Index {
	return []ent.Index{index.Fields("created_at"), index.Fields("message_status", "created_at"),
		trigram("message", "full_name"), trigram("message", "email_address"), trigram("message", "subject")}
}
