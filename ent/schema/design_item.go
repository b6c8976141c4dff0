package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// DesignItem is a design template offered by the agency.
type DesignItem struct{ listItem }

func (DesignItem) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("format").Values("Facebook", "Instagram", "YouTube").StructTag(jsonTag("format")).Annotations(entgql.Type("DesignFormat")),
		link("canva_link"),
		image("image_link"),
		text("category", shortLen),
		field.Enum("free_or_paid").Values("Paid", "Free").StructTag(jsonTag("free_or_paid")).Annotations(entgql.Type("FreeOrPaid")),
	}
}
