package schema

import "entgo.io/ent"

// FooterAbout is the footer's about text.
type FooterAbout struct{ section }

func (FooterAbout) Fields() []ent.Field {
	return []ent.Field{
		text("about_footer_text", shortLen),
		text("about_footer_details", longLen),
	}
}
