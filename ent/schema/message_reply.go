package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// MessageReply is an admin's answer to a visitor's message, sent by e-mail and kept
// with the message as its thread. Set by the server only: who sent it, to whom, when.
type MessageReply struct{ record }

func (MessageReply) Policy() ent.Policy { return areaPolicy(auth.Inbox) }

func (MessageReply) Annotations() []schema.Annotation { return []schema.Annotation{areaOf{auth.Inbox}} }

func (MessageReply) Fields() []ent.Field {
	return []ent.Field{
		field.String("sent_by").Immutable().MaxLen(emailLen).StructTag(jsonTag("sent_by")),
		field.String("sent_to").Immutable().MaxLen(emailLen).StructTag(jsonTag("sent_to")),
		field.String("subject").Immutable().MaxLen(300).StructTag(jsonTag("subject")),
		field.Text("body").Immutable().StructTag(jsonTag("body")),
	}
}

func (MessageReply) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("message", Message.Type).Ref("replies").Unique().Required().Immutable().StructTag(`json:"-"`),
	}
}

func (MessageReply) Indexes() []ent.Index {
	return []ent.Index{index.Edges("message").Fields("created_at")}
}
