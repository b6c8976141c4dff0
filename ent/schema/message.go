package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/validate"
)

// Message is a support or contact message from a visitor.
type Message struct{ ent.Schema }

func (Message) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, Inbox{}, Lifecycle{}} }

func (Message) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		optionalText("full_name", shortLen),
		optionalText("phone_number", 50),
		str("email_address", false, false, validate.MaxLen(254), validate.Email),
		str("website", false, false, validate.MaxLen(linkLen), validate.URL),
		optionalText("subject", shortLen),
		optionalText("message", longLen),
		field.Enum("message_status").Values("UnRead", "Read").Default("UnRead").StructTag(jsonTag("message_status")).Annotations(entgql.Type("MessageStatus"), entgql.Skip(entgql.SkipMutationCreateInput)),
	}
}

func (Message) Annotations() []schema.Annotation {
	return []schemaAnnotation{entgql.RelayConnection(), entgql.QueryField(), entgql.Mutations(entgql.MutationCreate())}
}

// Indexes serve the newest-first lists of the admin.
func (Message) Indexes() []ent.Index { return []ent.Index{index.Fields("created_at")} }
