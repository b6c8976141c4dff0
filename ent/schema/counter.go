package schema

import "entgo.io/ent"

// Counter is the band of four figures (happy clients, projects, years, awards).
type Counter struct{ section }

func (Counter) Fields() []ent.Field {
	return []ent.Field{
		text("happy_clients_number", 20),
		text("happy_clients_text", shortLen),
		text("project_complete_number", 20),
		text("project_complete_text", shortLen),
		text("yearof_experience_number", 20),
		text("yearof_experience_text", shortLen),
		text("wining_award_number", 20),
		text("wining_award_text", shortLen),
	}
}
