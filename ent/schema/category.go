package schema

import (
	"entgo.io/ent"

	"seoagency/validate"
)

// Category is a design category; the specification fetches them and shows none.
type Category struct{ catalogue }

func (Category) Fields() []ent.Field {
	return []ent.Field{
		str("name", true, false, validate.MaxLen(shortLen)),
	}
}

func (Category) Indexes() []ent.Index { return []ent.Index{liveUnique("name")} }
