package schema

import "entgo.io/ent"

// ContactItem is one block (address, e-mail, phone) of the contact page.
type ContactItem struct{ listItem }

func (ContactItem) Fields() []ent.Field {
	return card("contact_img", "contact_title", "contact_details")
}
