package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
)

// PageVersion is what a painted public page showed (a hash of the content it was painted
// from) and when that last changed: the page's <lastmod> in sitemap.xml. Kept in the
// database so every replica, and a restarted one, gives the same date (package seohead).
type PageVersion struct{ serverTable }

func (PageVersion) Fields() []ent.Field {
	return []ent.Field{
		pathKey(),
		field.String("content_hash").MaxLen(64),
		field.Time("changed_at"),
	}
}
