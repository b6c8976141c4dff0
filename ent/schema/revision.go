package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// Revision is one change of a record: who, when, what, and its values before and after
// (JSON, with the field names of the API). Package lifecycle writes them.
type Revision struct{ record }

func (Revision) Policy() ent.Policy { return historyPolicy() }

func (Revision) Fields() []ent.Field {
	return []ent.Field{
		field.Int("node_id").Immutable().StructTag(jsonTag("node_id")).Annotations(entgql.Type("ID")),
		field.String("node_type").Immutable().MaxLen(64).StructTag(jsonTag("node_type")),
		field.Enum("action").Values("create", "update", "delete", "restore").Immutable().
			StructTag(jsonTag("action")).Annotations(entgql.Type("RevisionAction")),
		field.String("actor").Immutable().MaxLen(emailLen).StructTag(jsonTag("actor")),
		field.Text("before").Immutable().Default("").StructTag(jsonTag("before")),
		field.Text("after").Immutable().Default("").StructTag(jsonTag("after")),
	}
}

func (Revision) Indexes() []ent.Index { return []ent.Index{index.Fields("node_id", "created_at")} }

func (Revision) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection()}
}

// TrashItem is a deleted record, restorable until purge_at.
type TrashItem struct{ record }

func (TrashItem) Policy() ent.Policy { return historyPolicy() }

func (TrashItem) Fields() []ent.Field {
	return []ent.Field{
		field.Int("node_id").Unique().Immutable().StructTag(jsonTag("node_id")).Annotations(entgql.Type("ID")),
		field.String("node_type").Immutable().MaxLen(64).StructTag(jsonTag("node_type")),
		field.String("label").Immutable().MaxLen(200).StructTag(jsonTag("label")),
		field.String("deleted_by").Immutable().MaxLen(emailLen).StructTag(jsonTag("deleted_by")),
		field.Time("purge_at").Immutable().StructTag(jsonTag("purge_at")),
	}
}

func (TrashItem) Indexes() []ent.Index { return []ent.Index{index.Fields("purge_at")} }

func (TrashItem) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection()}
}
