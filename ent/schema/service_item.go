package schema

import "entgo.io/ent"

// ServiceItem is one card of the services grid.
type ServiceItem struct{ listItem }

func (ServiceItem) Fields() []ent.Field {
	return card("service_icon", "service_title", "service_details")
}
