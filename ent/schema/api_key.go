package schema

import (
	"time"

	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// APIKey is an integrator's key (package apikeys): its secret is stored as its SHA-256
// only, found by that hash on every request (so a revocation holds at once on every
// replica). Keys are the staff area's: only the roles that manage the staff list
// (Owner, Admin) see and change them, and no key's scopes reach that area.
type APIKey struct{ ent.Schema }

func (APIKey) Mixin() []ent.Mixin {
	return []ent.Mixin{Private{Area: auth.Staff}}
}

func (APIKey) Fields() []ent.Field {
	return []ent.Field{
		field.Time("created_at").Default(time.Now).Immutable(),
		field.String("name").MaxLen(80),
		field.String("prefix").MaxLen(20).Immutable().Comment("the secret's first characters, shown to tell keys apart"),
		field.Bytes("secret_hash").Sensitive().MaxLen(32).Unique().Immutable(),
		field.Strings("scopes").Immutable(),
		field.Strings("allowed_cidrs").Optional().Immutable().Comment("empty: any address"),
		field.Time("expires_at").Optional().Nillable().Immutable(),
		field.Time("last_used_at").Optional().Nillable(),
		field.Time("revoked_at").Optional().Nillable(),
		field.String("created_by").MaxLen(320).Default("").Immutable(),
	}
}

func (APIKey) Indexes() []ent.Index {
	return []ent.Index{index.Fields("created_at")}
}

func (APIKey) Annotations() []schema.Annotation { return outsideGraphQL() }
