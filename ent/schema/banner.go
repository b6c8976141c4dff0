package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// Banner is the home page's hero: heading, text, image and the "Start a Project" link.
type Banner struct{ ent.Schema }

func (Banner) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (Banner) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("banner_heading", shortLen),
		text("banner_details", longLen),
		image("banner_image"),
		link("button_link"),
		link("youtube_link"),
	}
}

func (Banner) Annotations() []schema.Annotation { return content() }
