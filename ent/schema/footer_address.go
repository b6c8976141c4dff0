package schema

import "entgo.io/ent"

// FooterAddress is the footer's contact block.
type FooterAddress struct{ section }

func (FooterAddress) Fields() []ent.Field {
	return []ent.Field{
		text("footer_phone", 50),
		text("footeraddress", shortLen),
		email("footer_email"),
	}
}
