// Package rules holds what every save of a post passes (ent/schema's Post runs its hook
// and checks): its fields' limits and checks, its author, its canonical body, a slug
// used once, the redirect a published post's changed slug leaves. Package posts, the
// domain above it, cannot be imported by the schema (it writes the audit log).
package rules

import (
	"regexp"

	"seoagency/validate"
)

// Longest texts a post stores.
const (
	MaxSlug    = 100
	MaxTitle   = 200
	MaxExcerpt = 500
	MaxAlt     = 300
)

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// CheckSlug accepts the last part of a post's address (/blog/{slug}): lower-case letters,
// digits and single hyphens between them.
func CheckSlug(s string) error {
	if slugPattern.MatchString(s) {
		return nil
	}
	return &validate.Error{Rule: "slug", Message: "must be lower-case letters a-z, digits and single hyphens between them (like seo-audit-checklist): no spaces, slashes, accents or capitals"}
}
