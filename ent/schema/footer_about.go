package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// FooterAbout is the footer's about text.
type FooterAbout struct{ ent.Schema }

func (FooterAbout) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (FooterAbout) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("about_footer_text", shortLen),
		text("about_footer_details", longLen),
	}
}

func (FooterAbout) Annotations() []schema.Annotation { return content() }
