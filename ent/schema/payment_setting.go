package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// PaymentSetting holds the PayPal e-mail that receives payments.
type PaymentSetting struct{ ent.Schema }

func (PaymentSetting) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, Private{}, Lifecycle{}, Singleton{}} }

func (PaymentSetting) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		email("paypal_email"),
	}
}

func (PaymentSetting) Annotations() []schema.Annotation { return content() }
