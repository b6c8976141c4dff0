package schema

import "entgo.io/ent"

// TeamMember is one person of the team under the video section.
type TeamMember struct{ listItem }

func (TeamMember) Fields() []ent.Field {
	return []ent.Field{
		link("facebook_link"),
		link("twitter_link"),
		link("linkedin_link"),
		link("youtube_link"),
		image("member_img"),
		text("membername", shortLen),
		text("member_position", shortLen),
	}
}
