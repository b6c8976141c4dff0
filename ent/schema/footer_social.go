package schema

import "entgo.io/ent"

// FooterSocial holds the footer's social links.
type FooterSocial struct{ section }

func (FooterSocial) Fields() []ent.Field {
	return []ent.Field{
		link("fblink"),
		link("inslink"),
	}
}
