package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// PricingPackage is a plan customers order (Basic, Standard, Premium); the specification serves it at /testimonials.
type PricingPackage struct{ catalogue }

func (PricingPackage) Fields() []ent.Field {
	return []ent.Field{
		// Chosen, not typed: the pages find the plans by these names (Popular, the points shown, the order).
		field.Enum("package_name").Values("Basic", "Standard", "Premium").StructTag(jsonTag("package_name")).
			Annotations(entgql.Type("PackageName")),
		text("package_details", longLen),
		price("package_price"),
		billingPeriod(false),
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

func (PricingPackage) Indexes() []ent.Index { return []ent.Index{liveUnique("package_name")} }
