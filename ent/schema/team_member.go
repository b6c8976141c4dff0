package schema

import (
	"entgo.io/ent"
	"entgo.io/ent/schema"
)

// TeamMember is one person of the team under the video section.
type TeamMember struct{ ent.Schema }

func (TeamMember) Mixin() []ent.Mixin {
	return []ent.Mixin{Base{}, PublicContent{}, Lifecycle{}, Ordered{}}
}

func (TeamMember) Fields() []ent.Field {
	return []ent.Field{
		idField(),
		link("facebook_link"),
		link("twitter_link"),
		link("linkedin_link"),
		link("youtube_link"),
		image("member_img"),
		text("membername", shortLen),
		text("member_position", shortLen),
	}
}

func (TeamMember) Annotations() []schema.Annotation { return content() }
