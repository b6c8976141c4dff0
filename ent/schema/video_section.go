package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// VideoSection is the video block and the heading of the team.
type VideoSection struct{ ent.Schema }

func (VideoSection) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Singleton{}}
}

func (VideoSection) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		image("image_link"),
		link("video_link"),
		text("video_section_title", shortLen),
		text("video_section_text", longLen),
	}
}

func (VideoSection) Annotations() []schema.Annotation { return content() }
