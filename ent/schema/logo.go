package schema

import "entgo.io/ent"

// Logo is the site's logo image.
type Logo struct{ section }

func (Logo) Fields() []ent.Field {
	return []ent.Field{
		image("logo"),
	}
}
