package schema

import (
	"context"
	"errors"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
	"seoagency/billing"
	"seoagency/money"
)

// Invoice is an invoice or credit note the server issued for one row of the payments
// ledger (package invoices), in the transaction that recorded it. Everything on it is a
// snapshot taken at issue: the seller, the buyer, the lines, the amounts. Issued, it is
// never changed nor deleted (accounting law), by anyone: refuseChanges holds even for the
// server itself.
type Invoice struct{ record }

func (Invoice) Fields() []ent.Field {
	cents := func(name string) ent.Field {
		return field.Int64(name).GoType(money.Cents(0)).Immutable().StructTag(jsonTag(name)).Annotations(entgql.Type("Money"))
	}
	snapshot := func(name string, max int) ent.Field {
		return field.String(name).Default("").MaxLen(max).Immutable().StructTag(jsonTag(name))
	}
	return []ent.Field{
		// 2026-000042: the year of issue (UTC) and its place in that year's one sequence.
		field.String("number").Unique().Immutable().MaxLen(16).StructTag(jsonTag("number")).
			Annotations(entgql.OrderField("NUMBER")),
		field.Int("year").Immutable().StructTag(jsonTag("year")),
		field.Enum("kind").Values("invoice", "credit_note").Immutable().StructTag(jsonTag("kind")).
			Annotations(entgql.Type("InvoiceKind")),
		field.Time("issued_at").Immutable().StructTag(jsonTag("issued_at")).Annotations(entgql.OrderField("ISSUED_AT")),
		// The ledger row it is for: one document per row (unique payment_id).
		field.Int("payment_id").Immutable().StructTag(`json:"-"`).Annotations(entgql.Skip(entgql.SkipAll)),
		// The payment's (or refund's) PayPal transaction id.
		snapshot("txn_id", 64),
		snapshot("seller_name", 120),
		snapshot("seller_address", 300),
		snapshot("seller_tax_id", 40),
		snapshot("buyer_name", 200),
		snapshot("buyer_address", 600),
		snapshot("buyer_country", 100),
		snapshot("buyer_tax_id", 40),
		snapshot("buyer_email", emailLen),
		snapshot("currency", 3),
		field.JSON("lines", []billing.Line{}).Immutable().StructTag(`json:"lines"`).Annotations(entgql.Skip(entgql.SkipAll)),
		// Negative on a credit note.
		cents("subtotal"),
		// In hundredths of a percent (2000 is 20%): 0 until taxes are charged.
		field.Int("tax_rate").Default(0).Immutable().StructTag(jsonTag("tax_rate")),
		cents("tax_amount"),
		cents("total"),
		// The buyer, a company of another EU member state, accounts for the VAT: the
		// invoice says so (pricing.ReverseChargeNote).
		field.Bool("reverse_charge").Default(false).Immutable().StructTag(jsonTag("reverse_charge")),
	}
}

func (Invoice) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("order", Order.Type).Ref("invoices").Unique().Required().Immutable().StructTag(`json:"-"`),
		edge.To("payment", Payment.Type).Field("payment_id").Unique().Required().Immutable().StructTag(`json:"-"`).
			Annotations(entgql.Skip(entgql.SkipAll)),
		// A credit note credits one invoice; an invoice may have several (partial refunds).
		edge.To("credit_notes", Invoice.Type).StructTag(`json:"-"`).
			From("credits").Unique().Immutable().StructTag(`json:"-"`),
	}
}

func (Invoice) Indexes() []ent.Index {
	return []ent.Index{index.Fields("payment_id").Unique(), index.Fields("year", "kind"), index.Fields("issued_at")}
}

// ErrInvoiceIssued refuses any change of an issued invoice: a mistake is corrected by a
// credit note.
var ErrInvoiceIssued = errors.New("an issued invoice or credit note cannot be changed or deleted: issue a credit note instead")

func (Invoice) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if !m.Op().Is(ent.OpCreate) {
				return nil, ErrInvoiceIssued
			}
			return next.Mutate(ctx, m)
		})
	}}
}

func (Invoice) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection(), areaOf{auth.Sales}}
}

// InvoiceCounter is the last number issued in a year: taken in the transaction that issues
// the invoice (the row stays locked until it commits), so numbers have no gap and no
// replica shares one.
type InvoiceCounter struct{ serverTable }

func (InvoiceCounter) Fields() []ent.Field {
	return []ent.Field{
		field.Int("year").Unique().Immutable(),
		field.Int("last").Default(0),
	}
}
