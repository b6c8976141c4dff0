package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"entgo.io/ent/schema/mixin"

	"seoagency/lifecycle"
)

// Lifecycle gives a type what a CMS user expects of content (package lifecycle holds
// the rules): a delete moves the row to the trash (deleted_at) and hides it from every
// query; every create, update, delete and restore writes a revision; a save that
// carries the version it edited is refused when someone saved in between. Who saved last
// (updated_by) is for admins only.
type Lifecycle struct{ mixin.Schema }

func (Lifecycle) Fields() []ent.Field {
	return []ent.Field{
		// In an update input it is the version the editor read, not a value to set.
		field.Int("version").Default(1).StructTag(jsonTag("version")).
			Annotations(entgql.Skip(entgql.SkipMutationCreateInput)),
		field.String("updated_by").Default("").MaxLen(emailLen).StructTag(jsonTag("updated_by")).
			Comment("The e-mail of whoever saved it last; empty unless the caller is an admin.").
			Annotations(serverOwned),
		field.Time("deleted_at").Optional().Nillable().StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("deleted_by").Default("").MaxLen(emailLen).StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

func (Lifecycle) Hooks() []ent.Hook { return []ent.Hook{lifecycle.Hook} }

func (Lifecycle) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{lifecycle.HideDeleted(), lifecycle.HideEditor()}
}

// Ordered lists have an order the admin sets (drag or keyboard); public pages follow it.
type Ordered struct{ mixin.Schema }

func (Ordered) Fields() []ent.Field {
	return []ent.Field{
		field.Int("position").Default(0).StructTag(jsonTag("position")).
			Annotations(entgql.OrderField("POSITION"), serverOwned),
	}
}

// liveUnique is a unique index over the rows not in the trash: a deleted row does not
// keep its e-mail or its singleton slot from a new one.
func liveUnique(fields ...string) ent.Index {
	return index.Fields(fields...).Unique().Annotations(entsql.IndexWhere("deleted_at IS NULL"))
}
