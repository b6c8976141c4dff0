// Package seopages holds what an admin sets for the head of each public page (PageSeo:
// title, description, social image, noindex, canonical), its checks, shared by GraphQL
// and REST through the data layer, and each page's defaults from content.
package seopages

import (
	"net/url"
	"slices"
	"strings"

	"seoagency/routes"
	"seoagency/validate"
)

// Longest texts stored. Google cuts a title at about 580 px (some 60 characters) and a
// description at about 920 px (some 155); the editor warns at those widths, the store
// refuses only what is no longer a title or a description.
const (
	MaxTitle       = 200
	MaxDescription = 1000
)

// CheckPath accepts one of the site's own pages (routes.Marketing).
func CheckPath(p string) error {
	if slices.Contains(routes.Marketing(), p) {
		return nil
	}
	return &validate.Error{Rule: "oneOf", Message: "must be one of the public pages " + strings.Join(routes.Marketing(), ", ")}
}

// CheckCanonical accepts a path of this site or an absolute http(s) URL; empty is the page itself.
func CheckCanonical(s string) error {
	if s == "" || sitePath(s) || absolute(s, "http", "https") {
		return nil
	}
	return &validate.Error{Rule: "url", Message: "must be a path of this site (/pricing) or a full http(s):// address"}
}

// CheckImage accepts a path of this site or an absolute https URL (social networks fetch
// it; many refuse plain http); empty is the page's default image.
func CheckImage(s string) error {
	if s == "" || sitePath(s) || absolute(s, "https") {
		return nil
	}
	return &validate.Error{Rule: "url", Message: "must be a path of this site (/images/card.png) or a full https:// address"}
}

func sitePath(s string) bool {
	return strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, " \t\r\n\\")
}

func absolute(s string, schemes ...string) bool {
	u, err := url.Parse(s)
	return err == nil && slices.Contains(schemes, u.Scheme) && u.Host != "" && u.User == nil &&
		!strings.ContainsAny(s, " \t\r\n\\")
}
