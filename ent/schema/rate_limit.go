package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// RateLimit counts one client's requests of one kind in one time bucket; in the
// database, so every replica sees the same count (package ratelimit).
type RateLimit struct{ serverTable }

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
