package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// ContactItem is one block (address, e-mail, phone) of the contact page.
type ContactItem struct{ ent.Schema }

func (ContactItem) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}}
}

func (ContactItem) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("contact_img"),
		text("contact_title", shortLen),
		text("contact_details", longLen),
	}
}

func (ContactItem) Annotations() []schema.Annotation { return content() }
