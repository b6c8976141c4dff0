package schema

import (
	"context"
	"fmt"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/money"
	"seoagency/pricing"
	"seoagency/validate"
)

// Coupon takes money off an order's price before tax (docs/payments.md#coupons): a
// percentage or a fixed amount, for one plan or all, until an optional expiry, at most
// an optional number of times, on a subscription's first period only or on every period.
// The sales area's roles manage coupons; customers only send a code with an order, and
// the server checks and applies it (orders.Create), counting the use in the order's
// transaction with a conditional update so that the last use is taken once.
type Coupon struct{ ent.Schema }

func (Coupon) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{SortedByUpdate: true}, Private{Area: auth.Sales}}
}

func (Coupon) Fields() []ent.Field {
	return []ent.Field{
		// Stored in capitals (the hook), so codes are unique and found without case.
		field.String("code").Unique().MaxLen(pricing.MaxCouponCode).Validate(func(s string) error {
			if err := validate.Text(s); err != nil { // the rule of every stored text first
				return err
			}
			return pricing.CheckCouponCode(s)
		}).
			StructTag(jsonTag("code")).Annotations(entgql.OrderField("CODE"), maxLength(pricing.MaxCouponCode)),
		field.Enum("kind").Values("percent", "fixed").StructTag(jsonTag("kind")).Annotations(entgql.Type("CouponKind")),
		// In hundredths: cents for a fixed amount ("10.00" is $10), hundredths of a percent
		// for a percentage ("20.00" is 20%; at most 99.99).
		field.Int64("amount").GoType(money.Cents(0)).Min(1).Max(int64(money.Max)).StructTag(jsonTag("amount")).
			Annotations(entgql.Type("Money")),
		// The plan it is for; none: every plan.
		field.Int("plan_id").Optional().Nillable().StructTag(jsonTag("plan_id")),
		// After this moment it is refused; none: it never expires.
		field.Time("expires_at").Optional().Nillable().StructTag(jsonTag("expires_at")),
		// How many orders may use it in all; none: no limit.
		field.Int("max_uses").Optional().Nillable().Min(1).StructTag(jsonTag("max_uses")),
		// Orders placed with it: counted by the server in each order's transaction.
		field.Int("uses").Default(0).Min(0).StructTag(jsonTag("uses")).Annotations(serverOwned),
		// A subscription's first period only (PayPal's trial period), or every period. A
		// one-time plan has one payment, discounted either way.
		field.Enum("duration").Values("every_period", "first_period").Default("every_period").
			StructTag(jsonTag("duration")).Annotations(entgql.Type("CouponDuration")),
		// A deactivated coupon is refused; it stays, with its uses, for the orders that have it.
		field.Bool("active").Default(true).StructTag(jsonTag("active")),
	}
}

func (Coupon) Edges() []ent.Edge {
	return []ent.Edge{
		// A plan deleted for good takes its coupons with it: never "every plan" by accident.
		edge.To("plan", PricingPackage.Type).Field("plan_id").Unique().StructTag(`json:"-"`).
			Annotations(entsql.OnDelete(entsql.Cascade)),
		edge.To("orders", Order.Type).StructTag(`json:"-"`).Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Hooks write the code in capitals before it is checked, and refuse a percentage over
// 99.99 (pricing.MaxCouponPercent): whatever the path, GraphQL or the server's own.
func (Coupon) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if v, ok := m.Field("code"); ok {
				if code, ok := pricing.CouponCode(v.(string)); ok {
					if err := m.SetField("code", code); err != nil {
						return nil, err
					}
				}
			}
			kind, hasKind := m.Field("kind")
			amount, hasAmount := m.Field("amount")
			// An update of one of the two is read with the other as stored.
			if old, ok := m.(interface {
				OldField(context.Context, string) (ent.Value, error)
			}); ok && m.Op().Is(ent.OpUpdateOne) && hasKind != hasAmount {
				var err error
				if hasKind {
					amount, err = old.OldField(ctx, "amount")
				} else {
					kind, err = old.OldField(ctx, "kind")
				}
				if err != nil {
					return nil, err
				}
			}
			if a, ok := amount.(money.Cents); ok && fmt.Sprint(kind) == "percent" && a > pricing.MaxCouponPercent {
				return nil, apierr.Invalid("amount", "range",
					"A percentage coupon takes at most 99.99% off: a coupon never makes a payment free (PayPal takes no payment of $0).")
			}
			return next.Mutate(ctx, m)
		})
	}}
}

func (Coupon) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(), entgql.QueryField(),
		entgql.Mutations(entgql.MutationCreate(), entgql.MutationUpdate()),
		areaOf{auth.Sales},
	}
}
