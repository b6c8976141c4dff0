package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// FooterAddress is the footer's contact block.
type FooterAddress struct{ ent.Schema }

func (FooterAddress) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (FooterAddress) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("footer_phone", 50),
		text("footeraddress", shortLen),
		email("footer_email"),
	}
}

func (FooterAddress) Annotations() []schema.Annotation { return content() }
