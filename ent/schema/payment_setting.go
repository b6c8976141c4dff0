package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/schema"

	"entgo.io/ent/schema/field"

	"seoagency/auth"
	"seoagency/pricing"
	"seoagency/staff"
	"seoagency/validate"
)

// PaymentSetting holds the PayPal e-mail that receives payments, the address that
// receives the shop's notices, and how tax is charged.
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
		// Tax (package pricing): the agency's country, whether plan prices include tax, and
		// the rate of each country; orders keep the quote they were made with.
		bounded("seller_country", false, 60, checkCountry),
		field.Bool("prices_include_tax").Default(false).StructTag(jsonTag("prices_include_tax")),
		bounded("tax_rates", false, 4000, pricing.CheckRates),
		// Visitors' queries sent as text in production (docs/api.md): off, only the web
		// app's persisted queries run without an API key; on, a visitor's text query may
		// read public content, within the cost limits and a budget per address.
		field.Bool("public_text_queries").Default(false).StructTag(jsonTag("public_text_queries")),
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

// checkCountry accepts an empty text, an ISO 3166 code or an English country name.
func checkCountry(s string) error {
	if _, ok := pricing.Country(s); s != "" && !ok {
		return &validate.Error{Rule: "country", Message: "must be a country's English name or two-letter ISO code, like Germany or DE"}
	}
	return nil
}
