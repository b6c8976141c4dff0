package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// About is the about section of the home and service pages.
type About struct{ ent.Schema }

func (About) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (About) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("about_img"),
		text("about_heading", shortLen),
		text("about_text", shortLen),
		text("about_details", longLen),
		text("about_pointone", shortLen),
		text("about_pointwo", shortLen),
		text("about_pointhree", shortLen),
	}
}

func (About) Annotations() []schema.Annotation { return content() }
