// Package lifecycle holds the rules of content over time, one set for every type with the
// Lifecycle mixin (ent/schema): a delete moves a record to the trash, where it can be
// restored until it is purged; every change writes a revision (who, when, the values
// before and after); a save that carries the version it edited is refused when someone
// saved in between; the admin puts list items in order. The generated ent.UpdateNode,
// ent.DeleteNode and ent.OrderedIDs reach each type by its name.
package lifecycle

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"time"

	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/intercept"
	"seoagency/ent/revision"
)

// Retention is how long a deleted record stays in the trash before it is purged for good.
const Retention = 30 * 24 * time.Hour

type (
	withDeletedKey struct{}
	purgeKey       struct{}
	restoreKey     struct{}
)

// IncludingDeleted returns a context whose queries see the rows in the trash too.
func IncludingDeleted(ctx context.Context) context.Context {
	return context.WithValue(ctx, withDeletedKey{}, true)
}

// RestoringRevision reports whether ctx is the save of RestoreRevision (the audit log says so).
func RestoringRevision(ctx context.Context) bool { return ctx.Value(restoreKey{}) != nil }

// HideDeleted is the Lifecycle mixin's interceptor: no query sees a row in the trash,
// whatever asks (GraphQL, REST, an edge, a count), unless its context says otherwise.
func HideDeleted() ent.Interceptor {
	return intercept.TraverseFunc(func(ctx context.Context, q intercept.Query) error {
		if ctx.Value(withDeletedKey{}) == nil {
			q.WhereP(sql.FieldIsNull("deleted_at"))
		}
		return nil
	})
}

// HideEditor is the Lifecycle mixin's second interceptor: updated_by, the e-mail of
// whoever saved a record last, is for staff. Anyone else reads it empty, whatever asks
// (GraphQL, REST, node(), an edge); server code acting as the system reads it too.
func HideEditor() ent.Interceptor {
	return ent.InterceptFunc(func(next ent.Querier) ent.Querier {
		return ent.QuerierFunc(func(ctx context.Context, q ent.Query) (ent.Value, error) {
			v, err := next.Query(ctx, q)
			if err == nil && EditorHidden(ctx) {
				blankEditor(reflect.ValueOf(v))
			}
			return v, err
		})
	})
}

// EditorColumn is the column of updated_by, which HideEditor empties (a query compiled
// into SQL reads it as ” where EditorHidden).
const EditorColumn = "updated_by"

// EditorHidden: ctx's caller reads updated_by empty.
func EditorHidden(ctx context.Context) bool {
	return auth.ForContext(ctx).Staff() == "" && !isSystem(ctx)
}

// blankEditor empties UpdatedBy in the records a query returned (a slice of them; a
// count or a list of ids has none).
func blankEditor(v reflect.Value) {
	if !v.IsValid() {
		return
	}
	t := v.Type()
	if t.Kind() != reflect.Slice || t.Elem().Kind() != reflect.Pointer || t.Elem().Elem().Kind() != reflect.Struct {
		return
	}
	f, ok := t.Elem().Elem().FieldByName("UpdatedBy") // looked up once: every element has its type
	if !ok || f.Type.Kind() != reflect.String || !f.IsExported() {
		return
	}
	for i := range v.Len() {
		if e := v.Index(i); !e.IsNil() {
			e.Elem().FieldByIndex(f.Index).SetString("")
		}
	}
}

// mutation is what every generated mutation of a lifecycle type offers.
type mutation interface {
	ent.Mutation
	ID() (int, bool)
	Client() *ent.Client
	WhereP(...func(*sql.Selector))
}

// housekeeping fields change without a new version or revision: they are the server's.
var housekeeping = []string{"_id", "createdAt", "updatedAt", "version", "updatedBy", "position"}

// Hook is the Lifecycle mixin's hook: it keeps versions and writes revisions.
func Hook(next ent.Mutator) ent.Mutator {
	return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
		mu, ok := m.(mutation)
		switch op := m.Op(); {
		case !ok:
			return next.Mutate(ctx, m)
		case op.Is(ent.OpDelete) || op.Is(ent.OpDeleteOne):
			if ctx.Value(purgeKey{}) == nil {
				return nil, fmt.Errorf("lifecycle: a %s is deleted with lifecycle.Delete, into the trash", m.Type())
			}
			return next.Mutate(ctx, m)
		case op.Is(ent.OpCreate):
			return create(ctx, mu, next)
		case op.Is(ent.OpUpdateOne):
			return updateOne(ctx, mu, next)
		}
		return next.Mutate(ctx, m)
	})
}

func create(ctx context.Context, m mutation, next ent.Mutator) (ent.Value, error) {
	actor := actorOf(ctx)
	if err := m.SetField("updated_by", actor); err != nil {
		return nil, err
	}
	if slices.Contains(ent.OrderedTypes, m.Type()) { // a new item goes last
		ids, err := m.Client().NodeIDs(system(ctx), m.Type())
		if err != nil {
			return nil, err
		}
		if err := m.SetField("position", len(ids)); err != nil {
			return nil, err
		}
	}
	v, err := next.Mutate(ctx, m)
	if err != nil {
		return nil, err
	}
	after, id, err := snapshot(v)
	if err != nil {
		return nil, err
	}
	return v, record(ctx, m.Client(), id, m.Type(), revision.ActionCreate, actor, "", after)
}

func updateOne(ctx context.Context, m mutation, next ent.Mutator) (ent.Value, error) {
	_, deleting := m.Field("deleted_at")
	restoring := m.FieldCleared("deleted_at") || ctx.Value(restoreKey{}) != nil
	if !deleting && !restoring && !changesContent(m) {
		m.ResetField("version")
		return next.Mutate(ctx, m) // the order of a list: no new version, no revision
	}
	id, _ := m.ID()
	c := m.Client()
	cur, err := c.GetNode(IncludingDeleted(system(ctx)), id)
	if err != nil {
		return nil, err
	}
	before, _, err := snapshot(cur)
	if err != nil {
		return nil, err
	}
	state := stateOf(cur)
	action := revision.ActionUpdate
	switch {
	case deleting:
		action = revision.ActionDelete
	case restoring:
		action = revision.ActionRestore
	case state.deletedAt != nil:
		return nil, apierr.Conflictf("This %s is in the trash (deleted by %s at %s): restore it before editing it.",
			m.Type(), someone(state.deletedBy), stamp(*state.deletedAt))
	}
	if action == revision.ActionUpdate && !changesValues(m, before) {
		m.ResetField("version")
		return next.Mutate(ctx, m) // a save of what is there already: nothing to keep, or to refuse
	}
	if v, ok := m.Field("version"); ok && v.(int) != state.version {
		return nil, stale(m.Type(), state)
	}
	actor := actorOf(ctx)
	if err := m.SetField("version", state.version+1); err != nil {
		return nil, err
	}
	if err := m.SetField("updated_by", actor); err != nil {
		return nil, err
	}
	// A save that raced another past the check above finds no row of its version.
	m.WhereP(sql.FieldEQ("version", state.version))
	v, err := next.Mutate(ctx, m)
	if ent.IsNotFound(err) {
		if now, err2 := c.GetNode(IncludingDeleted(system(ctx)), id); err2 == nil {
			return nil, stale(m.Type(), stateOf(now))
		}
	}
	if err != nil {
		return nil, err
	}
	after, _, err := snapshot(v)
	if err != nil {
		return nil, err
	}
	if action == revision.ActionUpdate && sameContent(before, after) {
		return v, nil
	}
	return v, record(ctx, c, id, m.Type(), action, actor, before, after)
}

// changesContent reports whether m sets or clears a field that is not housekeeping.
func changesContent(m ent.Mutation) bool {
	for _, f := range append(m.Fields(), m.ClearedFields()...) {
		if !slices.Contains(housekeeping, apierr.FieldName(f)) && f != "updated_at" {
			return true
		}
	}
	return false
}

// changesValues reports whether m sets a content field to a value the record (its
// snapshot before) does not have, or clears one.
func changesValues(m ent.Mutation, before string) bool {
	had := fieldsOf(before)
	for _, f := range m.Fields() {
		name := apierr.FieldName(f)
		if slices.Contains(housekeeping, name) || f == "updated_at" {
			continue
		}
		v, _ := m.Field(f)
		b, err := json.Marshal(v)
		old, ok := had[name]
		if err != nil || !ok || old != asText(b) {
			return true
		}
	}
	return len(m.ClearedFields()) > 0
}

func stale(typ string, s state) error {
	e := apierr.Conflictf("This %s was changed by %s at %s, after you opened it: reload it to see that change, then make yours again.",
		typ, someone(s.updatedBy), stamp(s.updatedAt))
	e.Fields = map[string]string{"version": "stale"}
	return e
}

func someone(who string) string {
	if who == "" {
		return "someone"
	}
	return who
}

func stamp(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }

// state is what the rules read of a record: the Lifecycle mixin's fields.
type state struct {
	version   int
	updatedBy string
	updatedAt time.Time
	deletedAt *time.Time
	deletedBy string
}

func stateOf(n ent.Noder) state {
	v := reflect.ValueOf(n).Elem()
	return state{
		version:   int(v.FieldByName("Version").Int()),
		updatedBy: v.FieldByName("UpdatedBy").String(),
		updatedAt: v.FieldByName("UpdatedAt").Interface().(time.Time),
		deletedAt: v.FieldByName("DeletedAt").Interface().(*time.Time),
		deletedBy: v.FieldByName("DeletedBy").String(),
	}
}

// snapshot is a record's values as the API names them, as JSON with sorted keys.
func snapshot(v any) (string, int, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", 0, err
	}
	var fields map[string]any
	if err := json.Unmarshal(b, &fields); err != nil {
		return "", 0, err
	}
	delete(fields, "edges")
	id, _ := fields["_id"].(float64)
	b, err = json.Marshal(fields)
	return string(b), int(id), err
}

func sameContent(before, after string) bool { return len(Changes(before, after)) == 0 }

func record(ctx context.Context, c *ent.Client, id int, typ string, action revision.Action, actor, before, after string) error {
	return c.Revision.Create().SetNodeID(id).SetNodeType(typ).SetAction(action).SetActor(actor).
		SetBefore(before).SetAfter(after).Exec(system(ctx))
}

// actorOf names who makes a change in the revisions: a signed-in person's e-mail, or
// what acts without one.
func actorOf(ctx context.Context) string {
	if v := auth.ForContext(ctx); v.SignedIn() {
		if v.Email != "" {
			return v.Email
		}
		return "uid:" + v.UID
	}
	if isSystem(ctx) {
		return "system"
	}
	return "visitor"
}

// isSystem: ctx lifts the data layer's rules (system), as server code acting on its own does.
func isSystem(ctx context.Context) bool {
	d, ok := privacy.DecisionFromContext(ctx)
	return ok && d == nil // nil: Allow
}

// system is ctx with the data layer's rules lifted: the rules were checked before.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// Change is one field's difference between two revisions' values.
type Change struct {
	Field  string
	Before *string
	After  *string
}

// Changes lists the fields that differ between two snapshots, housekeeping aside, in
// the order of their names; a value missing on one side is nil there.
func Changes(before, after string) []Change {
	b, a := fieldsOf(before), fieldsOf(after)
	names := make([]string, 0, len(a)+len(b))
	for k := range a {
		names = append(names, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	var out []Change
	for _, k := range names {
		if slices.Contains(housekeeping, k) {
			continue
		}
		bv, bok := b[k]
		av, aok := a[k]
		if bok && aok && bv == av {
			continue
		}
		c := Change{Field: k}
		if bok {
			c.Before = &bv
		}
		if aok {
			c.After = &av
		}
		out = append(out, c)
	}
	return out
}

// fieldsOf reads a snapshot's values as text: strings as they are, the rest as JSON.
func fieldsOf(snap string) map[string]string {
	var raw map[string]json.RawMessage
	if snap == "" || json.Unmarshal([]byte(snap), &raw) != nil {
		return map[string]string{}
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		out[k] = asText(v)
	}
	return out
}

// asText is a JSON value as text: a string as it is, the rest as JSON.
func asText(v json.RawMessage) string {
	var s string
	if json.Unmarshal(v, &s) == nil {
		return s
	}
	return string(v)
}
