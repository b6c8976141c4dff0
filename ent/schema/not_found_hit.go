package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
)

// NotFoundHit counts the visits of one path that answered 404 (the admin's 404 report).
// The server adds to it in batches and keeps the table within a fixed number of rows
// (package redirects, NotFound).
type NotFoundHit struct{ serverTable }

func (NotFoundHit) Fields() []ent.Field {
	return []ent.Field{
		pathKey(),
		field.Int64("count").Default(0),
		field.Time("last_seen"),
	}
}

func (NotFoundHit) Indexes() []ent.Index { return []ent.Index{index.Fields("count")} }
