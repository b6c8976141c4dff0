package schema

import "entgo.io/ent"

// ServiceHeading is the heading above the services grid.
type ServiceHeading struct{ section }

func (ServiceHeading) Fields() []ent.Field {
	return []ent.Field{
		text("service_heading", shortLen),
		text("servicesub_heading", longLen),
	}
}
