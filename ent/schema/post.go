package schema

import (
	"context"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
	"seoagency/documents"
	gen "seoagency/ent"
	"seoagency/ent/post"
	genprivacy "seoagency/ent/privacy"
	"seoagency/posts/results"
	"seoagency/posts/rules"
	"seoagency/seopages"
	"seoagency/validate"
)

// Post is an entry of the publishing model (package posts holds its rules), of one kind
// for good: a blog post at /blog/{slug}, a case study at /case-studies/{slug} (with its
// client, industry and result figures) or a page at /{slug}. Visitors read published
// entries; staff of the posts area read every one; an Author writes entries and changes
// their own while not published. Its status, schedule, author and draft are the server's:
// no input sets them.
type Post struct{ ent.Schema }

func (Post) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{SortedByUpdate: true}, Announced{}, Lifecycle{}}
}

func (Post) Fields() []ent.Field {
	return []ent.Field{
		// Set at creation, never changed: a post, a case study or a page (rules.Path).
		field.Enum("kind").Values("POST", "CASE_STUDY", "PAGE").Default("POST").Immutable().StructTag(jsonTag("kind")).
			Annotations(entgql.Type("PostKind")),
		bounded("slug", true, rules.MaxSlug, rules.CheckSlug),
		text("title", rules.MaxTitle),
		optionalText("excerpt", rules.MaxExcerpt),
		// The document (docs: the post document format), canonicalised by the hook.
		field.Text("body").Default(documents.Empty).StructTag(jsonTag("body")),
		asImage(optionalLink("cover_image")),
		optionalText("cover_alt", rules.MaxAlt),
		optionalText("seo_title", seopages.MaxTitle),
		optionalText("seo_description", seopages.MaxDescription),
		asImage(str("social_image", false, false, validate.MaxLen(linkLen), seopages.CheckImage)),
		field.Bool("noindex").Default(false).StructTag(jsonTag("noindex")),
		str("canonical", false, false, validate.MaxLen(linkLen), seopages.CheckCanonical),
		// A case study's own (rules.CheckEntry refuses them on other kinds).
		optionalText("client_name", rules.MaxClient),
		optionalText("industry", rules.MaxIndustry),
		// Checked by the hook (results.Check): ent checks no JSON field.
		field.JSON("results", results.Figures{}).Optional().StructTag(jsonTag("results")).
			Annotations(entgql.Type("CaseStudyResults")),
		// The staff member who created it, set by the server; for staff only (GraphQL's
		// authorEmail and authorName read it).
		field.String("author_email").Default("").MaxLen(emailLen).Immutable().StructTag(jsonTag("author_email")).
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Enum("status").Values("DRAFT", "SCHEDULED", "PUBLISHED").Default("DRAFT").StructTag(jsonTag("status")).
			Annotations(entgql.Type("PostStatus"), serverOwned),
		// When a schedule publishes it (SCHEDULED) and unpublishes it (any status).
		field.Time("publish_at").Optional().Nillable().StructTag(jsonTag("publish_at")).Annotations(serverOwned),
		field.Time("unpublish_at").Optional().Nillable().StructTag(jsonTag("unpublish_at")).Annotations(serverOwned),
		// Its first publication, kept by later ones.
		field.Time("published_at").Optional().Nillable().StructTag(jsonTag("published_at")).
			Annotations(entgql.OrderField("PUBLISHED_AT"), serverOwned),
		// The pending changes of a published post (posts.Draft as JSON); nil when none.
		// For staff only (GraphQL's draft reads it).
		field.Text("draft").Optional().Nillable().StructTag(jsonTag("draft")).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

func (Post) Indexes() []ent.Index {
	return []ent.Index{liveUnique("slug"), index.Fields("status", "published_at"), index.Fields("kind", "status", "published_at")}
}

// Policy: the posts area's readers read every post, anyone else the published ones;
// its writers change any post, an Author (Add) creates posts and changes their own.
func (Post) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Posts), publishedOnly},
		Mutation: privacy.MutationPolicy{writers(auth.Posts), ownedBy, refuseMutation(auth.Posts)},
	}
}

func (Post) Hooks() []ent.Hook { return []ent.Hook{rules.Hook} }

func (Post) Annotations() []schema.Annotation {
	return append(content(), areaOf{auth.Posts}, listOrder{Field: "PublishedAt", Desc: true})
}

// publishedOnly lets anyone else read the published posts only.
var publishedOnly = genprivacy.PostQueryRuleFunc(func(_ context.Context, q *gen.PostQuery) error {
	q.Where(post.StatusEQ(post.StatusPUBLISHED))
	return privacy.Allow
})

// ownedBy lets a role that adds posts (an Author) change a post of their own while it is
// not published: its editable fields only (rules.AuthorMayChange), never its status,
// schedule, draft or place in the trash. The update is made conditional on both, so a
// post published meanwhile is not changed.
var ownedBy = privacy.MutationRuleFunc(func(ctx context.Context, m ent.Mutation) error {
	v := auth.ForContext(ctx)
	pm, ok := m.(*gen.PostMutation)
	if !ok || !m.Op().Is(ent.OpUpdateOne) || !v.Can(auth.Posts, auth.Add) || NormalEmail(v.Email) == "" || !rules.AuthorMayChange(pm) {
		return privacy.Skip
	}
	id, _ := pm.ID()
	p, err := pm.Client().Post.Get(privacy.DecisionContext(ctx, privacy.Allow), id)
	if err != nil || p.AuthorEmail != NormalEmail(v.Email) || p.Status == post.StatusPUBLISHED {
		return privacy.Skip
	}
	pm.Where(post.AuthorEmail(p.AuthorEmail), post.StatusNEQ(post.StatusPUBLISHED))
	return privacy.Allow
})
