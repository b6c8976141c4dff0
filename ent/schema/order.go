package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
	"seoagency/money"
	"seoagency/pricing"
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
		field.Time("order_date").Default(time.Now).Immutable().StructTag(jsonTag("order_date")).
			Annotations(entgql.OrderField("ORDER_DATE")),
		text("customer_name", shortLen),
		email("customer_email"),
		text("customer_address", longLen),
		text("customer_country", 100),
		text("package_name", 50),
		price("price", entgql.OrderField("PRICE")),
		// The quote of package pricing, taken at order time: what every payment must be.
		field.String("country_code").Default("").MaxLen(2).StructTag(jsonTag("country_code")).Annotations(serverOwned),
		field.String("vat_id").Default("").MaxLen(pricing.MaxVATID).StructTag(jsonTag("vat_id")).Annotations(serverOwned),
		serverCents("subtotal"),
		// In hundredths of a percent (1900 is 19%).
		field.Int("tax_rate").Default(0).Min(0).Max(pricing.MaxRate).StructTag(jsonTag("tax_rate")).Annotations(serverOwned),
		serverCents("tax_amount"),
		// 0 on orders placed before tax: they pay their price.
		serverCents("total"),
		field.Bool("reverse_charge").Default(false).StructTag(jsonTag("reverse_charge")).Annotations(serverOwned),
		// The coupon the order was placed with (orders.Create checked and counted it), its
		// code as it was, and what it took off before tax (the quote's Discount): the quote
		// above is the first payment's, the discount included.
		field.Int("coupon_id").Optional().Nillable().Immutable().StructTag(`json:"-"`).Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("coupon_code").Default("").MaxLen(pricing.MaxCouponCode).Immutable().StructTag(jsonTag("coupon_code")).
			Annotations(serverOwned),
		serverCents("discount"),
		// A coupon for the first period only of a subscription: each later period pays the
		// full price, quoted here (PayPal's a3; the first period is its trial, a1). 0: every
		// payment is the quote above.
		serverCents("renewal_subtotal"),
		serverCents("renewal_tax_amount"),
		serverCents("renewal_total"),
		// Copied from the plan: a recurring order is a subscription, and price is per period.
		billingPeriod(true),
		// The subscription, from PayPal's subscr_* notices: its PayPal id (subscr_id),
		// its state (orders.SubscriptionMoves) and when PayPal takes the next payment.
		field.String("subscr_id").Optional().Nillable().Unique().MaxLen(64).StructTag(jsonTag("subscr_id")).
			Annotations(serverOwned),
		field.Enum("subscription_status").Values("active", "past_due", "cancelled", "ended").Optional().Nillable().
			StructTag(jsonTag("subscription_status")).Annotations(entgql.Type("SubscriptionStatus"), serverOwned),
		field.Time("next_payment_at").Optional().Nillable().StructTag(jsonTag("next_payment_at")).Annotations(serverOwned),
		field.Enum("order_status").Values("Pending", "Delivered").Default("Pending").
			StructTag(jsonTag("order_status")).Annotations(entgql.Type("OrderStatus")),
		// The specification's UnPaid, Paid and Cancelled, and what PayPal can add:
		// Pending (PayPal holds the payment), Refunded, Reversed (a chargeback).
		field.Enum("payment_status").Values("UnPaid", "Pending", "Paid", "Refunded", "Reversed", "Cancelled").
			Default("UnPaid").StructTag(jsonTag("payment_status")).Annotations(entgql.Type("PaymentStatus")),
		// Money given back while the order stays Paid (partial refunds); a full refund makes it Refunded.
		field.Int64("amount_refunded").GoType(money.Cents(0)).Default(0).Min(0).
			StructTag(jsonTag("amount_refunded")).Annotations(entgql.Type("Money")),
		// Archived orders leave the admin's working lists; orders are never deleted (accounting).
		field.Time("archived_at").Optional().Nillable().StructTag(jsonTag("archived_at")),
		// The Firebase account that placed the order: with the e-mail, it decides who owns it.
		field.String("customer_uid").Default("").Immutable().MaxLen(128).StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
		// Put in PayPal's cancel_return link, so only the owner coming back from PayPal cancels at once.
		field.String("cancel_token").Default("").Sensitive().MaxLen(64).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

func (Order) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("package", PricingPackage.Type).Unique().StructTag(`json:"-"`),
		edge.To("events", OrderEvent.Type).StructTag(`json:"-"`).Annotations(entgql.RelayConnection()),
		edge.To("payments", Payment.Type).StructTag(`json:"-"`),
		edge.To("invoices", Invoice.Type).StructTag(`json:"-"`),
		edge.From("coupon", Coupon.Type).Ref("orders").Field("coupon_id").Unique().Immutable().StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Indexes serve the admin's table (package adminlists): its filters with its sorts, and
// its text search (trigram indexes on PostgreSQL, for ILIKE '%…%').
func (Order) Indexes() []ent.Index {
	return []ent.Index{index.Fields("customer_email"), index.Fields("payment_status"), index.Fields("created_at"),
		index.Fields("order_date"), index.Fields("price"),
		index.Fields("payment_status", "order_date"), index.Fields("payment_status", "price"),
		index.Fields("order_status", "order_date"),
		trigram("order", "customer_name"), trigram("order", "customer_email"), trigram("order", "package_name")}
}

func (Order) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField(), areaOf{auth.Sales}}
}

// orderPart is a row of an order's history (its status changes, its payments): the
// sales area's; a customer reads that of their own orders, without what is for staff
// (hideInternals).
type orderPart struct{ ent.Schema }

func (orderPart) Mixin() []ent.Mixin { return []ent.Mixin{Base{}} }

func (orderPart) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Sales), ownOrderRows, refuseQuery(auth.Sales)},
		Mutation: privacy.MutationPolicy{writers(auth.Sales), refuseMutation(auth.Sales)},
	}
}

func (orderPart) Annotations() []schema.Annotation { return []schema.Annotation{areaOf{auth.Sales}} }

func (orderPart) Interceptors() []ent.Interceptor { return []ent.Interceptor{hideInternals()} }

// OrderEvent records one status change of an order: who, when, from, to.
type OrderEvent struct{ orderPart }

func (OrderEvent) Fields() []ent.Field {
	return []ent.Field{
		// refund: money given back while the status stays (a partial refund);
		// subscription: the subscription's state moves, or PayPal changed its terms.
		field.Enum("change").Values("orderStatus", "paymentStatus", "refund", "subscription").StructTag(jsonTag("change")).
			Annotations(entgql.Type("OrderChange")),
		str("from", true, false, validate.MaxLen(20)),
		str("to", true, false, validate.MaxLen(20)),
		str("actor", true, false, validate.MaxLen(emailLen)),
		optionalText("reason", 500),
		field.Int64("amount").GoType(money.Cents(0)).Optional().Nillable().StructTag(jsonTag("amount")).
			Annotations(entgql.Type("Money")),
	}
}

func (OrderEvent) Edges() []ent.Edge {
	return []ent.Edge{edge.From("order", Order.Type).Ref("events").Unique().Required().Immutable()}
}

func (OrderEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), areaOf{auth.Sales}}
}

// Payment is one movement of money on an order as PayPal reported it: the payment,
// a refund, a chargeback (reversal) or its cancellation. txn_id is unique, so a
// replayed notice can never move money twice.
type Payment struct{ orderPart }

func (Payment) Fields() []ent.Field {
	return []ent.Field{
		str("txn_id", true, true, validate.MaxLen(64)),
		field.Enum("kind").Values("payment", "refund", "reversal", "reversal_cancelled").Default("payment").
			StructTag(jsonTag("kind")).Annotations(entgql.Type("PaymentKind")),
		// Always positive: kind says which way the money went.
		price("amount"),
		str("currency", true, false, validate.MaxLen(3)),
		str("payer_email", false, false, validate.MaxLen(emailLen)),
		// The payment a refund or reversal is about.
		str("parent_txn_id", false, false, validate.MaxLen(64)),
		str("reason", false, false, validate.MaxLen(200)),
	}
}

func (Payment) Edges() []ent.Edge {
	return []ent.Edge{edge.From("order", Order.Type).Ref("payments").Unique().Required().Immutable()}
}

// IpnMessage is a PayPal notice as received, stored before PayPal gets its 200, with
// what was done with it and why. Verified notices keep their raw text; the others
// are cut short and expire (orders.NoticeRetention), so junk cannot pile up.
type IpnMessage struct{ record }

func (IpnMessage) Policy() ent.Policy { return areaPolicy(auth.Sales) }

func (IpnMessage) Fields() []ent.Field {
	return []ent.Field{
		// Bytes, not text: it is posted back to PayPal exactly as it came.
		field.Bytes("raw").MaxLen(16 << 10).StructTag(`json:"-"`).Annotations(entgql.Skip(entgql.SkipAll)),
		// sha256 of raw: a notice delivered again is the same row.
		field.String("raw_hash").Unique().Immutable().MaxLen(64).StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Enum("status").Values("received", "applied", "duplicate", "refused", "invalid", "failed").
			Default("received").StructTag(jsonTag("status")).Annotations(entgql.Type("IpnStatus")),
		field.Enum("verification").Values("UNVERIFIED", "VERIFIED", "INVALID").Default("UNVERIFIED").
			StructTag(jsonTag("verification")).Annotations(entgql.Type("IpnVerification")),
		str("reason", false, false, validate.MaxLen(500)),
		// The fields that matter, parsed once at intake.
		str("txn_id", false, false, validate.MaxLen(64)),
		str("parent_txn_id", false, false, validate.MaxLen(64)),
		str("payment_status", false, false, validate.MaxLen(32)),
		// subscr_signup, subscr_payment, … for subscriptions; web_accept and others for payments.
		str("txn_type", false, false, validate.MaxLen(32)),
		str("subscr_id", false, false, validate.MaxLen(64)),
		str("gross", false, false, validate.MaxLen(32)),
		str("currency", false, false, validate.MaxLen(8)),
		str("receiver", false, false, validate.MaxLen(emailLen)),
		field.Int("order_id").Optional().Nillable().StructTag(jsonTag("order_id")),
		field.Int("attempts").Default(0).StructTag(jsonTag("attempts")),
		str("last_error", false, false, validate.MaxLen(500)),
		field.Time("processed_at").Optional().Nillable().StructTag(jsonTag("processed_at")),
	}
}

func (IpnMessage) Indexes() []ent.Index {
	return []ent.Index{index.Fields("status", "created_at"), index.Fields("txn_id")}
}

func (IpnMessage) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), entgql.QueryField(), areaOf{auth.Sales}}
}

// serverCents is an amount the server sets (zero or more).
func serverCents(name string) ent.Field {
	return field.Int64(name).GoType(money.Cents(0)).Default(0).Min(0).Max(int64(money.Max)).StructTag(jsonTag(name)).
		Annotations(entgql.Type("Money"), serverOwned)
}
