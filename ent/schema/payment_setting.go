package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/auth"
)

// PaymentSetting holds the PayPal e-mail that receives payments, and the address that
// receives the shop's notices.
type PaymentSetting struct{ ent.Schema }

func (PaymentSetting) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, Private{Area: auth.Owner}, Lifecycle{}, Singleton{}}
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
