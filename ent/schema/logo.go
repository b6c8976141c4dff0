package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// Logo is the site's logo image.
type Logo struct{ ent.Schema }

func (Logo) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (Logo) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("logo"),
	}
}

func (Logo) Annotations() []schema.Annotation { return content() }
