package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/auth"
	"seoagency/staff"
)

// PaymentSetting holds the PayPal e-mail that receives payments, and the address that
// receives the shop's notices.
type PaymentSetting struct{ ent.Schema }

func (PaymentSetting) Mixin() []ent.Mixin {
	// Announced: the pricing page says whether plans can be ordered (paymentsReady).
	return []ent.Mixin{Base{}, Private{Area: auth.Owner}, Announced{}, Lifecycle{}, Singleton{}}
}

func (PaymentSetting) Fields() []ent.Field {
	return []ent.Field{
		email("paypal_email"),
		// Where the shop's notices go (new orders, payments, refunds, messages); empty:
		// every admin on the admin users list.
		optionalEmail("notification_email"),
	}
}

func (PaymentSetting) Annotations() []schema.Annotation { return content() }

// Hooks: where payments go is a sensitive setting; its change wants a recent second factor.
func (PaymentSetting) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			if err := staff.RequireRecent(ctx); err != nil {
				return nil, err
			}
			return next.Mutate(ctx, m)
		})
	}}
}
