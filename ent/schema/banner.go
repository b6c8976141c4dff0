package schema

import "entgo.io/ent"

// Banner is the home page's hero: heading, text, image and the "Start a Project" link.
type Banner struct{ section }

func (Banner) Fields() []ent.Field {
	return []ent.Field{
		text("banner_heading", shortLen),
		text("banner_details", longLen),
		image("banner_image"),
		link("button_link"),
		link("youtube_link"),
	}
}
