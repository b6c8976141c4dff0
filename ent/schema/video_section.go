package schema

import "entgo.io/ent"

// VideoSection is the video block and the heading of the team.
type VideoSection struct{ section }

func (VideoSection) Fields() []ent.Field {
	return []ent.Field{
		image("image_link"),
		link("video_link"),
		text("video_section_title", shortLen),
		text("video_section_text", longLen),
	}
}
