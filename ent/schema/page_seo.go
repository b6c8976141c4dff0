package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"seoagency/seopages"
	"seoagency/validate"
)

// PageSeo is what an admin sets for the search and social head of one public page
// (package seopages); an empty value falls back to the page's default from content.
type PageSeo struct{ setting }

func (PageSeo) Fields() []ent.Field {
	return []ent.Field{
		// One of routes.Marketing(), made canonical by the hook ("/contact-us" is "/contact").
		str("path", true, false, seopages.CheckPath),
		optionalText("title", seopages.MaxTitle),
		optionalText("description", seopages.MaxDescription),
		asImage(str("social_image", false, false, validate.MaxLen(linkLen), seopages.CheckImage)),
		// A form-friendly flag: "Yes" asks search engines to leave the page out.
		field.Enum("noindex").Values("No", "Yes").Default("No").StructTag(jsonTag("noindex")).
			Annotations(entgql.Type("NoIndex")),
		str("canonical", false, false, validate.MaxLen(linkLen), seopages.CheckCanonical),
	}
}

func (PageSeo) Indexes() []ent.Index { return []ent.Index{liveUnique("path")} }

func (PageSeo) Hooks() []ent.Hook { return []ent.Hook{seopages.Hook} }

func (PageSeo) Annotations() []schema.Annotation { return content() }
