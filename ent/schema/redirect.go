package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"seoagency/redirects"
)

// Redirect sends an old address elsewhere (301) or says it is gone for good (410);
// package redirects holds the rules, the server answers them before the web app.
type Redirect struct{ setting }

func (Redirect) Fields() []ent.Field {
	return []ent.Field{
		// Normalised by the hook (redirects.Check) before it is stored.
		text("from_path", redirects.MaxPathLen),
		optionalText("target", linkLen),
		field.Enum("kind").Values("Moved", "Gone").Default("Moved").StructTag(jsonTag("kind")).
			Annotations(entgql.Type("RedirectKind")),
		// A form-friendly flag: "Yes" lets target name another host.
		field.Enum("allow_external").Values("No", "Yes").Default("No").StructTag(jsonTag("allow_external")).
			Annotations(entgql.Type("AllowExternal")),
		// Added to in batches by the server (redirects.Hits), never through a mutation.
		field.Int64("hits").Default(0).StructTag(jsonTag("hits")).Annotations(serverOwned),
	}
}

func (Redirect) Indexes() []ent.Index { return []ent.Index{liveUnique("from_path")} }

func (Redirect) Hooks() []ent.Hook { return []ent.Hook{redirects.Hook} }

func (Redirect) Annotations() []schema.Annotation { return content() }
