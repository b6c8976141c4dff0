package adminlists

import (
	"context"
	"net/url"
	"strconv"

	"entgo.io/ent/dialect/sql"

	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/predicate"
	"seoagency/ent/schema"
)

// AuditFilter filters the audit log (the Owner's). Q searches the summary, what was acted on
// and the actor; Actor is part of the actor's e-mail or uid; Entity a type or what was asked
// for, exactly; From and To bound the day (UTC).
type AuditFilter struct {
	Q        string
	Actor    string
	Action   *auditentry.Action
	Entity   string
	From, To string
}

// AuditLog is the Owner's query of the audit log under f, newest first. The data layer lets
// only the Owner read it.
func AuditLog(c *ent.Client, f AuditFilter) (*ent.AuditEntryQuery, error) {
	q, from, to, err := common(f.Q, f.From, f.To)
	if err != nil {
		return nil, err
	}
	actor, _, _, err := common(f.Actor, "", "")
	if err != nil {
		return nil, err
	}
	var ps []predicate.AuditEntry
	if q != "" {
		ps = append(ps, auditentry.Or(auditentry.SummaryContainsFold(q), auditentry.EntityTypeContainsFold(q),
			auditentry.ActorEmailContainsFold(q), auditentry.ClientContains(q)))
	}
	if actor != "" {
		ps = append(ps, auditentry.Or(auditentry.ActorEmailContainsFold(actor), auditentry.ActorUIDEQ(actor)))
	}
	if f.Action != nil {
		ps = append(ps, auditentry.ActionEQ(*f.Action))
	}
	if f.Entity != "" {
		ps = append(ps, auditentry.EntityTypeEQ(f.Entity))
	}
	if !from.IsZero() {
		ps = append(ps, auditentry.AtGTE(from))
	}
	if !to.IsZero() {
		ps = append(ps, auditentry.AtLT(to))
	}
	return c.AuditEntry.Query().Where(ps...), nil
}

// AuditFilterOf reads the audit log's URL parameters: q, actor, action, entity, from, to.
func AuditFilterOf(v url.Values) (AuditFilter, error) {
	f := AuditFilter{Q: v.Get("q"), Actor: v.Get("actor"), Entity: v.Get("entity"), From: v.Get("from"), To: v.Get("to")}
	var err error
	f.Action, err = enum[auditentry.Action](v, "action", schema.AuditEntry{}.Fields(), "action")
	return f, err
}

// ExportAudit writes the audit log under its URL parameters v (AuditFilterOf) as CSV, newest
// first (the Owner only).
func ExportAudit(ctx context.Context, c *ent.Client, v url.Values, out Sink) error {
	f, err := AuditFilterOf(v)
	if err != nil {
		return err
	}
	q, err := AuditLog(c, f)
	if err != nil {
		return err
	}
	header := []string{"Line", "Time", "Actor e-mail", "Actor uid", "Role", "Action", "Entity", "Record ID", "Client address", "Summary", "Hash"}
	return export(out, header, func(last **ent.AuditEntry) ([]*ent.AuditEntry, error) {
		b := q.Clone()
		if last != nil {
			b.Where(predicate.AuditEntry(func(s *sql.Selector) { s.Where(sql.LT(s.C(auditentry.FieldSeq), (*last).Seq)) }))
		}
		return b.Order(auditentry.BySeq(sql.OrderDesc())).Limit(BatchSize).All(ctx)
	}, func(e *ent.AuditEntry) []string {
		id := ""
		if e.EntityID != 0 {
			id = strconv.Itoa(e.EntityID)
		}
		return []string{strconv.FormatInt(e.Seq, 10), isoTime(&e.At), e.ActorEmail, e.ActorUID, e.ActorRole, string(e.Action),
			e.EntityType, id, e.Client, e.Summary, e.Hash}
	})
}
