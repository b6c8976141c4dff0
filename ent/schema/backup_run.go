package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"seoagency/auth"
)

// BackupRun is one run of a backup on the job queue (package backup): scheduled or asked
// for by the Owner, what it wrote or why it failed. The server alone writes it.
type BackupRun struct{ ent.Schema }

func (BackupRun) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("trigger").Values("scheduled", "manual").Immutable().Annotations(entgql.Type("BackupTrigger")),
		// queued: asked for, its job not started yet (a manual run's row is written when asked).
		field.Enum("status").Values("queued", "running", "succeeded", "failed").Default("queued").Annotations(entgql.Type("BackupRunStatus")),
		// Who asked for a manual run (their e-mail); empty for a scheduled one.
		field.String("requested_by").Default("").MaxLen(emailLen).Immutable(),
		// When it was asked for (manual) or started (scheduled).
		field.Time("started_at").Annotations(entgql.OrderField("STARTED_AT")),
		field.Time("finished_at").Optional().Nillable(),
		// The archive's name in BACKUP_TARGET; empty until one is written.
		field.String("archive").Default("").MaxLen(200),
		field.Int64("size").Default(0),
		field.Int64("duration_ms").Default(0),
		// Archives the retention deleted after this run.
		field.Int("pruned").Default(0),
		// Why the run failed, or what went wrong after the archive was written (the retention).
		field.Text("error").Default(""),
	}
}

func (BackupRun) Indexes() []ent.Index {
	return []ent.Index{index.Fields("started_at")}
}

// Policy: the Owner reads the runs and asks for one (package backup writes its row, so the
// audit log records who asked); the job writes the rest as the system.
func (BackupRun) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Owner), refuseQuery(auth.Owner)},
		Mutation: privacy.MutationPolicy{writers(auth.Owner), refuseMutation(auth.Owner)},
	}
}

func (BackupRun) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection()}
}
