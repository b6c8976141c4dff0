package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// Copyright is the footer's copyright line.
type Copyright struct{ ent.Schema }

func (Copyright) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (Copyright) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("copyright_text", shortLen),
	}
}

func (Copyright) Annotations() []schema.Annotation { return content() }
