package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/validate"
)

// Order is a customer's order of a pricing package. Package name and price are
// copied at order time, so a later price change never alters an order.
type Order struct{ ent.Schema }

func (Order) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, LowerCase{Names: []string{"customer_email"}}}
}

func (Order) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		field.Time("order_date").Default(time.Now).Immutable().StructTag(jsonTag("order_date")),
		text("customer_name", shortLen),
		email("customer_email"),
		text("customer_address", longLen),
		text("customer_country", 100),
		text("package_name", 50),
		price("price"),
		field.Enum("order_status").Values("Pending", "Delivered").Default("Pending").
			StructTag(jsonTag("order_status")).Annotations(entgql.Type("OrderStatus")),
		field.Enum("payment_status").Values("UnPaid", "Paid", "Cancelled").Default("UnPaid").
			StructTag(jsonTag("payment_status")).Annotations(entgql.Type("PaymentStatus")),
	}
}

func (Order) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("package", PricingPackage.Type).Unique().StructTag(`json:"-"`),
		edge.To("events", OrderEvent.Type).StructTag(`json:"-"`).Annotations(entgql.RelayConnection()),
		edge.To("payments", Payment.Type).StructTag(`json:"-"`),
	}
}

func (Order) Indexes() []ent.Index {
	return []ent.Index{index.Fields("customer_email"), index.Fields("payment_status"), index.Fields("created_at")}
}

func (Order) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField()}
}

// OrderEvent records one status change of an order: who, when, from, to.
type OrderEvent struct{ ent.Schema }

func (OrderEvent) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, Private{}} }

func (OrderEvent) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		field.Enum("change").Values("orderStatus", "paymentStatus").StructTag(jsonTag("change")).
			Annotations(entgql.Type("OrderChange")),
		str("from", true, false, validate.MaxLen(20)),
		str("to", true, false, validate.MaxLen(20)),
		str("actor", true, false, validate.MaxLen(254)),
	}
}

func (OrderEvent) Edges() []ent.Edge {
	return []ent.Edge{edge.From("order", Order.Type).Ref("events").Unique().Required().Immutable()}
}

func (OrderEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection()}
}

// Payment is a PayPal payment applied to an order; txn_id is unique, so a replayed
// notice can never pay twice.
type Payment struct{ ent.Schema }

func (Payment) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, Private{}} }

func (Payment) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		str("txn_id", true, true, validate.MaxLen(64)),
		price("amount"),
		str("currency", true, false, validate.MaxLen(3)),
		str("payer_email", false, false, validate.MaxLen(254)),
	}
}

func (Payment) Edges() []ent.Edge {
	return []ent.Edge{edge.From("order", Order.Type).Ref("payments").Unique().Required().Immutable()}
}

// IpnMessage is every PayPal notice received, with what was done with it and why,
// so admins can see refused or suspicious notices.
type IpnMessage struct{ ent.Schema }

func (IpnMessage) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, Private{}} }

func (IpnMessage) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		field.Text("raw").StructTag(jsonTag("raw")),
		field.Enum("verification").Values("VERIFIED", "INVALID", "ERROR").StructTag(jsonTag("verification")).
			Annotations(entgql.Type("IpnVerification")),
		field.Enum("outcome").Values("applied", "duplicate", "refused").StructTag(jsonTag("outcome")).
			Annotations(entgql.Type("IpnOutcome")),
		str("reason", false, false, validate.MaxLen(500)),
		str("txn_id", false, false, validate.MaxLen(64)),
		field.Int("order_id").Optional().Nillable().StructTag(jsonTag("order_id")),
	}
}

func (IpnMessage) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField()}
}
