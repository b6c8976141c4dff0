package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/validate"
)

// Category is a design category; the specification fetches them and shows none.
type Category struct{ ent.Schema }

func (Category) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}} }

func (Category) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		str("name", true, false, validate.MaxLen(shortLen)),
	}
}

func (Category) Annotations() []schema.Annotation { return content() }

func (Category) Indexes() []ent.Index { return []ent.Index{liveUnique("name")} }
