package schema

import (
	"context"
	"errors"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/privacy"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"seoagency/auth"
)

// AuditEntry is one line of the audit log (package audit): who did what to which
// record, from which address, when. Lines are appended by the server alone and never
// changed: each carries the hash of the line before it, so an edited or removed line
// shows (audit.Verify).
type AuditEntry struct{ ent.Schema }

func (AuditEntry) Fields() []ent.Field {
	return []ent.Field{
		// The line's place in the chain: 1, 2, 3… with no gap.
		field.Int64("seq").Unique().Immutable().Annotations(entgql.OrderField("SEQ")),
		field.Time("at").Immutable(),
		field.String("actor_uid").Default("").MaxLen(128).Immutable(),
		field.String("actor_email").Default("").MaxLen(emailLen).Immutable(),
		field.String("actor_role").Default("").MaxLen(32).Immutable(),
		field.Enum("action").Values(auditActions...).Immutable().Annotations(entgql.Type("AuditAction")),
		// What was acted on: an entity type, or what was asked for (a route, a field).
		field.String("entity_type").Default("").MaxLen(200).Immutable(),
		// The record's id; 0 when there is none.
		field.Int("entity_id").Default(0).Immutable().Annotations(entgql.Type("ID")),
		// The client's address (behind a trusted proxy, the one it saw).
		field.String("client").Default("").MaxLen(64).Immutable(),
		// The change: the fields set, with their values (sensitive ones redacted).
		field.Text("summary").Default("").Immutable(),
		field.String("prev_hash").MaxLen(64).Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("hash").MaxLen(64).Unique().Immutable(),
	}
}

// auditActions are the kinds of line (audit.Action names them for the Go code).
var auditActions = []string{"create", "update", "delete", "restore", "sign_in", "second_factor", "refused", "export"}

// Policy: the Owner reads the log; nobody writes it but the server (audit.Record, as the
// system), and no update or delete passes the hooks.
func (AuditEntry) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Owner), refuseQuery(auth.Owner)},
		Mutation: privacy.MutationPolicy{refuseMutation(auth.Owner)},
	}
}

// Hooks: a line is never changed, and removed only by retention (PruningAuditLog).
func (AuditEntry) Hooks() []ent.Hook {
	return []ent.Hook{func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			switch op := m.Op(); {
			case op.Is(ent.OpUpdate) || op.Is(ent.OpUpdateOne):
				return nil, errAppendOnly
			case (op.Is(ent.OpDelete) || op.Is(ent.OpDeleteOne)) && ctx.Value(pruneKey{}) == nil:
				return nil, errAppendOnly
			}
			return next.Mutate(ctx, m)
		})
	}}
}

var errAppendOnly = errors.New("the audit log is append-only: its lines are never changed or deleted")

type pruneKey struct{}

// PruningAuditLog is the context of the audit log's retention, the one delete of its lines.
func PruningAuditLog(ctx context.Context) context.Context {
	return context.WithValue(ctx, pruneKey{}, true)
}

func (AuditEntry) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.RelayConnection()}
}

// AuditHead is the chain's one row: its last line (so a removed tail shows) and its
// anchor, the hash of the last line retention removed (the first kept line follows it).
type AuditHead struct{ ent.Schema }

func (AuditHead) Fields() []ent.Field {
	return []ent.Field{
		// One chain, one row: appends that find no row insert this name, once.
		field.String("name").MaxLen(32).Unique(),
		field.Int64("last_seq").Default(0),
		field.String("last_hash").Default("").MaxLen(64),
		field.Int64("anchor_seq").Default(0),
		field.String("anchor_hash").Default("").MaxLen(64),
	}
}

// Policy: the server's own, read and written as the system only.
func (AuditHead) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{refuseQuery(auth.System)},
		Mutation: privacy.MutationPolicy{refuseMutation(auth.System)},
	}
}

func (AuditHead) Annotations() []schema.Annotation { return outsideGraphQL() }
