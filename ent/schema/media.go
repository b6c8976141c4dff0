package schema

import (
	"context"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
	gen "seoagency/ent"
	"seoagency/ent/hook"
	"seoagency/media"
)

// Media is one image of the media library (package media holds the rules). Its files
// are content-addressed: the original, stripped of its metadata, is /media/<hash>.<ext>,
// and each responsive width w is /media/<hash>-<w>.webp and /media/<hash>-<w>.<ext>.
// Content fields keep the original's address, so an image is used where its address is.
type Media struct{ setting }

// Media is the media area's: authors upload to it too.
func (Media) Mixin() []ent.Mixin { return settingOf(auth.Media) }

func (Media) Fields() []ent.Field {
	return []ent.Field{
		// The first 32 hexadecimal digits of the SHA-256 of the stored original.
		field.String("hash").Immutable().MaxLen(64).StructTag(jsonTag("hash")).Annotations(serverOwned),
		// The uploaded file's name, for the admin's eyes and search only; never a path.
		// Anyone else reads it empty, as updated_by (media.PublicMedia).
		field.String("filename").Default("").MaxLen(255).Immutable().StructTag(jsonTag("filename")).Annotations(serverOwned),
		field.Enum("format").Values("jpeg", "png", "gif", "webp").Immutable().StructTag(jsonTag("format")).
			Annotations(entgql.Type("MediaFormat"), serverOwned),
		field.Int64("bytes").Immutable().StructTag(jsonTag("bytes")).Annotations(serverOwned),
		field.Int("width").Immutable().StructTag(jsonTag("width")).Annotations(serverOwned),
		field.Int("height").Immutable().StructTag(jsonTag("height")).Annotations(serverOwned),
		// The responsive widths whose files are stored, ascending; empty until the
		// processing job has made them.
		field.Ints("widths").Optional().StructTag(jsonTag("widths")).Annotations(serverOwned),
		// What the image shows, for people who cannot see it; required where the image
		// carries content, empty for a decorative one.
		optionalText("alt", 300),
	}
}

// Hooks: an image shown by content cannot go to the trash.
func (Media) Hooks() []ent.Hook {
	return []ent.Hook{hook.On(func(next ent.Mutator) ent.Mutator {
		return hook.MediaFunc(func(ctx context.Context, m *gen.MediaMutation) (gen.Value, error) {
			if _, set := m.DeletedAt(); set {
				if id, ok := m.ID(); ok {
					if err := media.RefuseInUse(ctx, m.Client(), id); err != nil {
						return nil, err
					}
				}
			}
			return next.Mutate(ctx, m)
		})
	}, ent.OpUpdateOne)}
}

// Indexes: one live row per file, and the library's newest-first list.
func (Media) Indexes() []ent.Index {
	return []ent.Index{liveUnique("hash"), index.Fields("created_at")}
}

func (Media) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.Mutations(entgql.MutationUpdate()),
	}
}
