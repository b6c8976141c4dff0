package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// ServiceHeading is the heading above the services grid.
type ServiceHeading struct{ ent.Schema }

func (ServiceHeading) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (ServiceHeading) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		text("service_heading", shortLen),
		text("servicesub_heading", longLen),
	}
}

func (ServiceHeading) Annotations() []schema.Annotation { return content() }
