package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/auth"
	"seoagency/identity"
	"seoagency/seopages"
	"seoagency/validate"
)

// SiteIdentity is the site's name, tagline, legal name and address, tax id, and default social
// image (package identity; no row: today's texts). Everyone reads it; Owners and Admins
// change it.
type SiteIdentity struct{ ent.Schema }

func (SiteIdentity) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicSetting{Area: auth.Site}, Lifecycle{}, Singleton{}}
}

func (SiteIdentity) Fields() []ent.Field {
	return []ent.Field{
		bounded("site_name", true, identity.MaxName, identity.CheckPlain),
		bounded("tagline", true, identity.MaxTagline, identity.CheckPlain),
		bounded("legal_name", false, identity.MaxLegalName, identity.CheckPlain),
		bounded("legal_address", false, identity.MaxAddress, identity.CheckPlain),
		// The agency's tax (VAT) id, printed on its invoices.
		bounded("tax_id", false, identity.MaxTaxID, identity.CheckPlain),
		asImage(str("social_image", false, false, validate.MaxLen(linkLen), seopages.CheckImage)),
	}
}

func (SiteIdentity) Annotations() []schema.Annotation { return content() }
