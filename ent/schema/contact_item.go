package schema

import "entgo.io/ent"

// ContactItem is one block (address, e-mail, phone) of the contact page.
type ContactItem struct{ listItem }

func (ContactItem) Fields() []ent.Field {
	return []ent.Field{
		image("contact_img"),
		text("contact_title", shortLen),
		text("contact_details", longLen),
	}
}
