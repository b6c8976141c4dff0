package schema

import "entgo.io/ent"

// ServiceItem is one card of the services grid.
type ServiceItem struct{ listItem }

func (ServiceItem) Fields() []ent.Field {
	return []ent.Field{
		image("service_icon"),
		text("service_title", shortLen),
		text("service_details", longLen),
	}
}
