package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// RateLimit counts one client's requests of one kind in one time bucket; in the
// database, so every replica sees the same count (package ratelimit).
type RateLimit struct{ ent.Schema }

func (RateLimit) Mixin() []ent.Mixin { return []ent.Mixin{Private{}} }

func (RateLimit) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").MaxLen(200),
		field.Int64("bucket"),
		field.Int("count").Default(0),
	}
}

func (RateLimit) Indexes() []ent.Index {
	return []ent.Index{index.Fields("key", "bucket").Unique(), index.Fields("bucket")}
}

func (RateLimit) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll)}
}
