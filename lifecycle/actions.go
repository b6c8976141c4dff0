package lifecycle

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/revision"
	"seoagency/ent/trashitem"
)

// Every action here is staff's, and expects c to be a transaction's client (the
// GraphQL mutations and REST writes run in one), so nothing is half-done. Which staff:
// the data layer decides, by the area of the record acted on (a delete, restore or move
// is a change of the record; its revisions and trash item are read by the roles that
// read its area).

// Delete moves a record to the trash, through the type's hooks (the last admin user
// cannot be deleted: package admins); orders and payments never are (they are archived).
func Delete(ctx context.Context, c *ent.Client, id int) (*ent.TrashItem, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	n, err := c.GetNode(ctx, id)
	if ent.IsNotFound(err) {
		if in, _ := c.TrashItem.Query().Where(trashitem.NodeID(id)).Only(ctx); in != nil {
			return nil, apierr.Conflictf("This %s is in the trash already (deleted by %s at %s).", in.NodeType, in.DeletedBy, stamp(in.CreatedAt))
		}
		return nil, apierr.NotFoundf("Not found: nothing has that id; it may have been purged from the trash.")
	}
	if err != nil {
		return nil, err
	}
	typ := typeOf(n)
	if !slices.Contains(ent.LifecycleTypes, typ) {
		return nil, apierr.Conflictf("A %s is never deleted: orders and payments stay for the accounts (archive an order to hide it).", typ)
	}
	snap, _, err := snapshot(n)
	if err != nil {
		return nil, err
	}
	m, save, err := c.UpdateNode(typ, id)
	if err != nil {
		return nil, err
	}
	actor := actorOf(ctx)
	if err := m.SetField("deleted_at", time.Now()); err != nil {
		return nil, err
	}
	if err := m.SetField("deleted_by", actor); err != nil {
		return nil, err
	}
	if _, err := save(ctx); err != nil {
		return nil, err
	}
	return c.TrashItem.Create().SetNodeID(id).SetNodeType(typ).SetLabel(label(snap)).SetDeletedBy(actor).
		SetPurgeAt(time.Now().Add(Retention)).Save(system(ctx))
}

// Restore brings a record back from the trash, as it was when deleted; id is the
// record's, or its trash item's.
func Restore(ctx context.Context, c *ent.Client, id int) (ent.Noder, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	item, err := c.TrashItem.Query().Where(trashitem.Or(trashitem.NodeID(id), trashitem.ID(id))).Only(ctx)
	if ent.IsNotFound(err) {
		if _, err := c.GetNode(ctx, id); err == nil {
			return nil, apierr.Conflictf("This record is not in the trash: it was restored already.")
		}
		return nil, apierr.NotFoundf("Not found: nothing in the trash has that id; it may have been purged.")
	}
	if err != nil {
		return nil, err
	}
	// The server's row: the record's own rules decide the restore, below, in this transaction.
	if err := c.TrashItem.DeleteOne(item).Exec(system(ctx)); err != nil {
		return nil, err
	}
	m, save, err := c.UpdateNode(item.NodeType, item.NodeID)
	if err != nil {
		return nil, err
	}
	m.ClearField("deleted_at")
	if err := m.SetField("deleted_by", ""); err != nil {
		return nil, err
	}
	n, err := save(ctx)
	if ent.IsConstraintError(err) {
		return nil, apierr.Conflictf("This %s cannot come back while another takes its place (there can be only one, or another has the same unique value): delete that one first, then restore this one.", item.NodeType)
	}
	return n, err
}

// RestoreRevision puts a record's values back as they were after revision id. It is an
// update like any other (ent.UpdateNodeWith): the type's update input takes the values, so
// fields only the server sets (a subscriber's consent, an image's widths, counters) keep
// what they hold now, and the type's rules run (the last admin stays). A type with no
// update is not restored. The restore is a revision of its own, so it can be undone the
// same way.
func RestoreRevision(ctx context.Context, c *ent.Client, id int) (ent.Noder, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	rev, err := c.Revision.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("Not found: no revision has that id.")
	}
	if err != nil {
		return nil, err
	}
	values := rev.After
	if rev.Action == revision.ActionDelete || values == "" {
		values = rev.Before
	}
	if _, err := c.GetNode(ctx, rev.NodeID); ent.IsNotFound(err) {
		if in, _ := c.TrashItem.Query().Where(trashitem.NodeID(rev.NodeID)).Only(ctx); in != nil {
			return nil, apierr.Conflictf("This %s is in the trash: restore it from the trash first.", rev.NodeType)
		}
		return nil, apierr.NotFoundf("Not found: the record of this revision was purged.")
	} else if err != nil {
		return nil, err
	}
	in, err := updateInput(values)
	if err != nil {
		return nil, err
	}
	n, ok, err := c.UpdateNodeWith(context.WithValue(ctx, restoreKey{}, true), rev.NodeType, rev.NodeID, in)
	if !ok {
		return nil, apierr.Conflictf("A %s is never edited, so it cannot go back to an earlier version: it changes only through its own actions.", rev.NodeType)
	}
	return n, err
}

// updateInput turns a snapshot into the values of an update: housekeeping is the
// server's, and a value the snapshot holds as null is cleared.
func updateInput(snap string) ([]byte, error) {
	var values map[string]any
	if err := json.Unmarshal([]byte(snap), &values); err != nil {
		return nil, err
	}
	for _, k := range housekeeping {
		delete(values, k)
	}
	for k, v := range values {
		if v == nil {
			delete(values, k)
			values["clear"+strings.ToUpper(k[:1])+k[1:]] = true
		}
	}
	return json.Marshal(values)
}

// Move puts a list item at position to (0 is first) among the items of its type; the
// others keep their order.
func Move(ctx context.Context, c *ent.Client, id, to int) (ent.Noder, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	n, err := c.GetNode(ctx, id)
	if err != nil {
		return nil, err
	}
	typ := typeOf(n)
	if !slices.Contains(ent.OrderedTypes, typ) {
		return nil, apierr.Invalid("id", "unordered", "A "+typ+" has no order to change.")
	}
	ids, err := c.NodeIDs(ctx, typ)
	if err != nil {
		return nil, err
	}
	ids = slices.DeleteFunc(ids, func(x int) bool { return x == id })
	to = min(max(to, 0), len(ids))
	ids = slices.Insert(ids, to, id)
	for i, x := range ids {
		m, save, err := c.UpdateNode(typ, x)
		if err != nil {
			return nil, err
		}
		if err := m.SetField("position", i); err != nil {
			return nil, err
		}
		if _, err := save(ctx); err != nil {
			return nil, err
		}
	}
	return c.GetNode(ctx, id)
}

// History lists a record's revisions, newest first (the last 200).
func History(ctx context.Context, c *ent.Client, id int) ([]*ent.Revision, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	return c.Revision.Query().Where(revision.NodeID(id)).
		Order(ent.Desc(revision.FieldCreatedAt), ent.Desc(revision.FieldID)).Limit(200).All(ctx)
}

// PurgeArgs is the hourly job that empties the trash of what is past its time (Purge).
type PurgeArgs struct{}

func (PurgeArgs) Kind() string { return "trash_purge" }

// Purge removes for good what has been in the trash past its time, with its revisions;
// one revision without values stays, so the seed knows the type's table is not new.
// c is the root client: each record goes in its own transaction, read 500 at a time
// until nothing more is due. It reports how many.
func Purge(ctx context.Context, c *ent.Client, now time.Time) (int, error) {
	sys := context.WithValue(system(ctx), purgeKey{}, true)
	purged := 0
	for {
		due, err := c.TrashItem.Query().Where(trashitem.PurgeAtLTE(now)).Limit(500).All(sys)
		if err != nil {
			return purged, err
		}
		for _, item := range due {
			err := ent.WithTx(sys, c, func(sys context.Context, c *ent.Client) error {
				err := c.DeleteNode(IncludingDeleted(sys), item.NodeType, item.NodeID)
				if err != nil && !ent.IsNotFound(err) {
					return err
				}
				if _, err := c.Revision.Delete().Where(revision.NodeID(item.NodeID)).Exec(sys); err != nil {
					return err
				}
				// what is left: that a record of this type was deleted, and when
				err = c.Revision.Create().SetNodeID(item.NodeID).SetNodeType(item.NodeType).
					SetAction(revision.ActionDelete).SetActor("trash purge").Exec(sys)
				if err != nil {
					return err
				}
				return c.TrashItem.DeleteOne(item).Exec(sys)
			})
			if err != nil {
				return purged, err
			}
			purged++
		}
		if len(due) < 500 {
			return purged, nil
		}
	}
}

// Erase removes records of type typ for good at once, in the trash or not, with their
// revisions and trash entries: a person's own data that they asked to delete, of
// which no copy may stay. c should be a transaction's client.
func Erase(ctx context.Context, c *ent.Client, typ string, ids []int) error {
	sys := context.WithValue(system(ctx), purgeKey{}, true)
	for _, id := range ids {
		if err := c.DeleteNode(IncludingDeleted(sys), typ, id); err != nil && !ent.IsNotFound(err) {
			return err
		}
	}
	if _, err := c.Revision.Delete().Where(revision.NodeIDIn(ids...)).Exec(sys); err != nil {
		return err
	}
	_, err := c.TrashItem.Delete().Where(trashitem.NodeIDIn(ids...)).Exec(sys)
	return err
}

func typeOf(n ent.Noder) string { return reflect.TypeOf(n).Elem().Name() }

// label names a record in the trash: its name, title, heading or e-mail, else its
// first text.
func label(snap string) string {
	fields := fieldsOf(snap)
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, hint := range []string{"name", "title", "heading", "email", "subject", "text", "details", "link", ""} {
		for _, k := range keys {
			v := fields[k]
			if v != "" && strings.Contains(strings.ToLower(k), hint) && !slices.Contains(housekeeping, k) && !strings.HasPrefix(v, "{") {
				if r := []rune(v); len(r) > 80 {
					v = string(r[:79]) + "…"
				}
				return v
			}
		}
	}
	return "(empty)"
}
