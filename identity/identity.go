// Package identity is the site's identity (the SiteIdentity record): its name, tagline,
// legal name and address, and default social image. A fresh site has today's texts, so
// every text of the specification stays as it is until an admin changes them. It is read
// wherever the name appears: the page heads and structured data (the paint pass), the
// header (the painted page's data), and the mails.
package identity

import (
	"strings"

	"seoagency/validate"
)

// The defaults: the texts the site had before it could be named.
const (
	DefaultName    = "SEO Agency"
	DefaultTagline = "Let's make something great together."
)

// Longest texts stored: a name and a tagline fit a header line and a mail's subject.
const (
	MaxName      = 60
	MaxTagline   = 120
	MaxLegalName = 120
	MaxAddress   = 300
	MaxTaxID     = 40
)

// Identity is the site's identity as the pages and mails use it.
type Identity struct {
	Name, Tagline string
	// LegalName and Address may be empty: the structured data and mails then use the
	// name and the footer's address.
	LegalName, Address string
	// TaxID is the agency's tax (VAT) id on its invoices; may be empty.
	TaxID string
	// SocialImage is the image of a page that has none of its own; empty: the banner's.
	SocialImage string
}

// Defaults is the identity of a site whose admin has not set one.
func Defaults() Identity { return Identity{Name: DefaultName, Tagline: DefaultTagline} }

// CheckPlain refuses markup in a text that is plain text everywhere it appears (a title,
// a mail's subject, a header): a "<" or ">" there is a mistake or an attack. The text is
// escaped wherever it is written all the same.
func CheckPlain(s string) error {
	if strings.ContainsAny(s, "<>") {
		return &validate.Error{Rule: "plainText", Message: `must be plain text, without "<" or ">"`}
	}
	return nil
}
