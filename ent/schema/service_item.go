package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// ServiceItem is one card of the services grid.
type ServiceItem struct{ ent.Schema }

func (ServiceItem) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}}
}

func (ServiceItem) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("service_icon"),
		text("service_title", shortLen),
		text("service_details", longLen),
	}
}

func (ServiceItem) Annotations() []schema.Annotation { return content() }
