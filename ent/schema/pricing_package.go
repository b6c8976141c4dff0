package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/validate"
)

// PricingPackage is a plan customers order (Basic, Standard, Premium); the specification serves it at /testimonials.
type PricingPackage struct{ ent.Schema }

func (PricingPackage) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, PublicContent{}} }

func (PricingPackage) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		str("package_name", true, true, validate.MaxLen(50)),
		text("package_details", longLen),
		price("package_price"),
		text("package_button_text", 50),
		text("package_point_one", shortLen),
		text("package_point_two", shortLen),
		text("package_point_three", shortLen),
		text("package_point_four", shortLen),
		text("package_point_five", shortLen),
		text("package_point_six", shortLen),
		text("package_point_seven", shortLen),
		text("package_point_eight", shortLen),
		text("package_point_nine", shortLen),
		text("package_point_ten", shortLen),
	}
}

func (PricingPackage) Annotations() []schema.Annotation { return content() }
