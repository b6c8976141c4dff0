package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// WebhookEndpoint is an integrator's HTTPS address that the site tells of events (package
// webhooks): an Owner or Admin subscribes it to event types; each delivery is signed with
// its secret (Standard Webhooks). Its secret signs, so it is kept as it is (never logged:
// the audit log redacts a field named secret). The staff area's, as API keys are.
type WebhookEndpoint struct{ record }

func (WebhookEndpoint) Policy() ent.Policy { return areaPolicy(auth.Staff) }

func (WebhookEndpoint) Annotations() []schema.Annotation {
	return append(outsideGraphQL(), areaOf{auth.Staff})
}

func (WebhookEndpoint) Fields() []ent.Field {
	return []ent.Field{
		field.String("url").MaxLen(2048),
		field.String("description").Default("").MaxLen(200),
		// The event types it is sent (order.created, order.paid, …).
		field.Strings("events"),
		// whsec_ and the key in base64 (Standard Webhooks).
		field.String("secret").Sensitive().MaxLen(100),
		field.Bool("enabled").Default(true),
		// Why it was disabled: by an admin, or after failing for days (DisabledAt says when).
		field.String("disabled_reason").Default("").MaxLen(500),
		field.Time("disabled_at").Optional().Nillable(),
		// When its deliveries started failing with no success since; nil while they succeed.
		field.Time("failing_since").Optional().Nillable(),
		field.Time("last_success_at").Optional().Nillable(),
		field.String("created_by").Default("").MaxLen(emailLen).Immutable(),
	}
}

func (WebhookEndpoint) Edges() []ent.Edge {
	return []ent.Edge{edge.To("deliveries", WebhookDelivery.Type).StructTag(`json:"-"`).
		Annotations(entsql.OnDelete(entsql.Cascade))}
}

func (WebhookEndpoint) Indexes() []ent.Index { return []ent.Index{index.Fields("created_at")} }

// WebhookDelivery is one event sent to one endpoint, written in the transaction of the
// write that caused it with its job: its id (msg_…, the webhook-id header, the same on
// every attempt and on a redelivery), its body as sent, and what the last attempt got.
type WebhookDelivery struct{ record }

func (WebhookDelivery) Policy() ent.Policy { return areaPolicy(auth.Staff) }

func (WebhookDelivery) Annotations() []schema.Annotation {
	return append(outsideGraphQL(), areaOf{auth.Staff})
}

func (WebhookDelivery) Fields() []ent.Field {
	return []ent.Field{
		field.Int("endpoint_id").Immutable(),
		field.String("msg_id").MaxLen(64).Immutable(),
		field.String("event_type").MaxLen(64).Immutable(),
		// What the event is about ("order:42"): deliveries of one subject to one endpoint go in order.
		field.String("subject").Default("").MaxLen(64).Immutable(),
		// The body as sent, byte for byte (the signature covers it): {"type","timestamp","data"}.
		field.Text("payload").Immutable(),
		field.Enum("status").Values("pending", "succeeded", "failed").Default("pending"),
		field.Int("attempts").Default(0),
		// The HTTP status of the last answer; 0: none (refused, unreachable, timed out).
		field.Int("last_status_code").Default(0),
		field.String("last_error").Default("").MaxLen(1000),
		field.Time("last_attempt_at").Optional().Nillable(),
		field.Time("next_attempt_at").Optional().Nillable(),
		field.Time("delivered_at").Optional().Nillable(),
		field.Int("duration_ms").Default(0),
		// The delivery this one sends again ("Redeliver"); nil for an event's first.
		field.Int("redelivery_of").Optional().Nillable().Immutable(),
	}
}

func (WebhookDelivery) Edges() []ent.Edge {
	return []ent.Edge{edge.From("endpoint", WebhookEndpoint.Type).Ref("deliveries").Field("endpoint_id").
		Unique().Required().Immutable().StructTag(`json:"-"`)}
}

// Indexes: the log of an endpoint (newest first), the older deliveries of a subject a
// delivery waits for, and the prune of finished ones.
func (WebhookDelivery) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("endpoint_id", "id"),
		index.Fields("endpoint_id", "subject", "status"),
		index.Fields("status", "created_at"),
		index.Fields("msg_id"),
	}
}
