package schema

import "entgo.io/ent"

// Copyright is the footer's copyright line.
type Copyright struct{ section }

func (Copyright) Fields() []ent.Field {
	return []ent.Field{
		text("copyright_text", shortLen),
	}
}
