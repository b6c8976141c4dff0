package schema

import "entgo.io/ent"

// About is the about section of the home and service pages.
type About struct{ section }

func (About) Fields() []ent.Field {
	return []ent.Field{
		image("about_img"),
		text("about_heading", shortLen),
		text("about_text", shortLen),
		text("about_details", longLen),
		text("about_pointone", shortLen),
		text("about_pointwo", shortLen),
		text("about_pointhree", shortLen),
	}
}
