package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"

	"seoagency/auth"
)

// The kinds of schema: a type embeds its kind, which gives its mixins and GraphQL
// annotations, and adds its fields (and any rule of its own).

// section is a block of the public pages kept as one record (the hero, the footer's
// text): public content, with a history and a trash, at most one row.
type section struct{ ent.Schema }

func (section) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (section) Annotations() []schema.Annotation { return content() }

// listItem is one entry of a public list shown in the order the admin sets.
type listItem struct{ ent.Schema }

func (listItem) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}}
}

func (listItem) Annotations() []schema.Annotation { return content() }

// catalogue is public content of many rows, found by a unique name rather than an order.
type catalogue struct{ ent.Schema }

func (catalogue) Mixin() []ent.Mixin { return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}} }

func (catalogue) Annotations() []schema.Annotation { return content() }

// setting is staff-only content with a history and a trash (SEO heads, redirects, the
// media library) that the public pages are painted with: a change of it is Announced,
// as public content's is. Its rows are the content area's unless a type says otherwise
// (settingOf).
type setting struct{ ent.Schema }

func (setting) Mixin() []ent.Mixin { return settingOf(auth.Content) }

func settingOf(a auth.Area) []ent.Mixin {
	return []ent.Mixin{Base{}, Private{Area: a}, Announced{}, Lifecycle{}}
}

func (setting) Annotations() []schema.Annotation { return content() }

// record is a row the server writes and staff read (a mail, a revision, a PayPal
// notice): no trash, no history of its own. Each type states its policy (the area its
// rows belong to).
type record struct{ ent.Schema }

func (record) Mixin() []ent.Mixin { return []ent.Mixin{Base{}} }

// serverTable is the server's own bookkeeping (404 hits, rate limits, page versions):
// the system area's, outside GraphQL, its rows added to in batches.
type serverTable struct{ ent.Schema }

func (serverTable) Mixin() []ent.Mixin { return []ent.Mixin{Private{Area: auth.System}} }

func (serverTable) Annotations() []schema.Annotation { return outsideGraphQL() }

// outsideGraphQL keeps a type out of the GraphQL schema.
func outsideGraphQL() []schema.Annotation { return []schema.Annotation{entgql.Skip(entgql.SkipAll)} }

// content is the annotation set of admin-edited content: a Relay connection, a
// root query field, and generated create/update inputs.
func content() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		entgql.Mutations(entgql.MutationCreate(), entgql.MutationUpdate()),
	}
}
