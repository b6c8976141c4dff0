// Package admins keeps the admin users list, the staff: a signed-in person whose
// verified e-mail is on it has the entry's role (auth.Role.May says what it allows).
// The site always keeps an Owner, and only an Owner makes, changes or removes one.
package admins

import (
	"context"
	"errors"
	"strings"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/hook"
	"seoagency/ent/predicate"
	"seoagency/staff"
	"seoagency/validate"
)

// IsAdmin reports whether email is on the list (case-insensitive).
func IsAdmin(ctx context.Context, c *ent.Client, email string) (bool, error) {
	role, err := RoleOf(ctx, c, email)
	return role != "", err
}

// RoleOf is the staff role of email (case-insensitive); "" when it is not on the list.
func RoleOf(ctx context.Context, c *ent.Client, email string) (auth.Role, error) {
	if email == "" {
		return "", nil
	}
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	entry, err := c.AdminUser.Query().Where(adminuser.UserEmail(strings.ToLower(email))).Only(sys)
	if ent.IsNotFound(err) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	return auth.Role(entry.UserRole), nil
}

// Ensure puts each e-mail on the list as an Owner unless it is there already; it is how
// the first owner gets in (ADMIN_EMAILS, `server admin add`). It reports the ones it added.
func Ensure(ctx context.Context, c *ent.Client, emails ...string) (added []string, err error) {
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	for _, e := range emails {
		e = strings.ToLower(strings.TrimSpace(e))
		if e == "" {
			continue
		}
		ok, err := IsAdmin(ctx, c, e)
		if err != nil {
			return added, err
		}
		if ok {
			continue
		}
		if err := c.AdminUser.Create().SetUserEmail(e).SetUserRole(adminuser.UserRoleOwner).Exec(sys); err != nil {
			return added, err
		}
		added = append(added, e)
	}
	return added, nil
}

// EnsureOwner makes the oldest Admin entry the Owner when the list has none (an install
// from before roles, where every entry was an Admin); it reports whom it promoted.
func EnsureOwner(ctx context.Context, c *ent.Client) (promoted string, err error) {
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	err = ent.WithTx(sys, c, func(ctx context.Context, c *ent.Client) error {
		list, err := c.AdminUser.Query().Where(predicate.AdminUser(lockForUpdate)).Order(ent.Asc(adminuser.FieldID)).All(ctx)
		if err != nil {
			return err
		}
		var oldest *ent.AdminUser
		for _, a := range list {
			switch {
			case a.UserRole == adminuser.UserRoleOwner:
				return nil
			case oldest == nil && a.UserRole == adminuser.UserRoleAdmin:
				oldest = a
			}
		}
		if oldest == nil {
			return nil
		}
		promoted = oldest.UserEmail
		return c.AdminUser.UpdateOne(oldest).SetUserRole(adminuser.UserRoleOwner).Exec(ctx)
	})
	if err != nil {
		promoted = ""
	}
	return promoted, err
}

// Update changes an entry of the list; confirmOwn is the viewer's yes to changing their
// own entry. Hook holds the rules. c must be a transaction's client.
func Update(ctx context.Context, c *ent.Client, id int, in ent.UpdateAdminUserInput, confirmOwn bool) (*ent.AdminUser, error) {
	if confirmOwn {
		ctx = context.WithValue(ctx, confirmOwnKey{}, true)
	}
	return c.AdminUser.UpdateOneID(id).SetInput(in).Save(ctx)
}

type confirmOwnKey struct{}

// Hook holds the list's rules for every write of an entry, whatever made it (GraphQL,
// REST, a delete to the trash, the restore of a revision, an import): an entry that
// stops granting rights, renamed to another e-mail, demoted from Owner or deleted, must
// pass leaving; and only an Owner writes an Owner entry or gives the Owner role. A
// change of many entries at once cannot be checked that way, and is refused.
func Hook(next ent.Mutator) ent.Mutator {
	return hook.AdminUserFunc(func(ctx context.Context, m *ent.AdminUserMutation) (ent.Value, error) {
		// Who is staff, and as what, is sensitive: a recent second factor first.
		if err := staff.RequireRecent(ctx); err != nil {
			return nil, err
		}
		_, deleting := m.DeletedAt()
		email, renaming := m.UserEmail()
		role, roling := m.UserRole()
		if m.Op().Is(ent.OpCreate) {
			if err := ownerOnly(ctx, role == adminuser.UserRoleOwner); err != nil {
				return nil, err
			}
			return next.Mutate(ctx, m)
		}
		if !deleting && !renaming && !roling {
			return next.Mutate(ctx, m)
		}
		id, one := m.ID()
		if !m.Op().Is(ent.OpUpdateOne) || !one {
			return nil, apierr.Conflictf("Admin users are renamed, given a role or removed one at a time, so that the site always keeps an owner.")
		}
		oldRole, err := m.OldUserRole(ctx)
		if err != nil {
			return nil, err
		}
		if err := ownerOnly(ctx, oldRole == adminuser.UserRoleOwner || role == adminuser.UserRoleOwner); err != nil {
			return nil, err
		}
		if renaming && !deleting {
			old, err := m.OldUserEmail(ctx)
			if err != nil {
				return nil, err
			}
			if old == email {
				renaming = false
			} else {
				// A bad address is a field error before it is a question of who stays.
				var rule *validate.Error
				if err := adminuser.UserEmailValidator(email); errors.As(err, &rule) {
					return nil, apierr.Invalid("userEmail", rule.Rule, "userEmail "+rule.Message)
				}
			}
		}
		demoting := roling && role != oldRole
		if !deleting && !renaming && !demoting {
			return next.Mutate(ctx, m)
		}
		// Deleting one's own entry is confirmed by the delete itself.
		confirmOwn := deleting || ctx.Value(confirmOwnKey{}) != nil
		if err := leaving(ctx, m.Client(), id, deleting || renaming, confirmOwn); err != nil {
			return nil, err
		}
		return next.Mutate(ctx, m)
	})
}

// ownerOnly refuses anyone but an Owner (or the server itself) a write that makes,
// changes or removes an Owner entry.
func ownerOnly(ctx context.Context, touchesOwner bool) error {
	if !touchesOwner || auth.ForContext(ctx).Staff() == auth.RoleOwner {
		return nil
	}
	if d, ok := privacy.DecisionFromContext(ctx); ok && d == nil {
		return nil
	}
	e := apierr.Error{Code: apierr.Forbidden, Message: "Only an Owner gives the Owner role, or changes or removes an Owner's entry."}
	e.Fields = map[string]string{"userRole": "ownerOnly"}
	return &e
}

// leaving is the one rule for an entry that stops granting its rights, renamed to
// another e-mail, given another role or removed (gone: renamed or removed): the last
// Owner never leaves (the site would be locked out of its owner's rights), nor does
// the last entry, and the viewer's own entry leaves only with confirmOwn. Hook calls it
// before the change, in the change's transaction: it locks the whole list until the
// transaction ends (PostgreSQL; SQLite lets one writer in at a time anyway), so two
// concurrent changes cannot both count the other as the owner who remains.
func leaving(ctx context.Context, c *ent.Client, id int, gone, confirmOwn bool) error {
	list, err := c.AdminUser.Query().Where(predicate.AdminUser(lockForUpdate)).Order(ent.Asc(adminuser.FieldID)).All(ctx)
	if err != nil {
		return err
	}
	var entry *ent.AdminUser
	owners := 0
	for _, a := range list {
		if a.ID == id {
			entry = a
		}
		if a.UserRole == adminuser.UserRoleOwner {
			owners++
		}
	}
	switch {
	case entry == nil:
		return apierr.NotFoundf("Not found: no admin user has that id.")
	case gone && len(list) == 1:
		e := apierr.Conflictf("%s is the last admin: the site needs one, so this entry cannot be renamed or removed. Add another admin first.", entry.UserEmail)
		e.Fields = map[string]string{"userEmail": "lastAdmin"}
		return e
	case entry.UserRole == adminuser.UserRoleOwner && owners == 1:
		e := apierr.Conflictf("%s is the last Owner: the site needs one, so this entry cannot be renamed, given another role or removed. Make another admin user an Owner first.", entry.UserEmail)
		e.Fields = map[string]string{"userRole": "lastOwner"}
		return e
	case entry.UserEmail == auth.ForContext(ctx).Email && !confirmOwn:
		e := apierr.Conflictf("%s is your own admin e-mail: changing it, its role or removing it changes your rights at once. Confirm it (confirmOwnEmailChange: true) to go ahead.", entry.UserEmail)
		e.Fields = map[string]string{"userEmail": "ownEmail"}
		return e
	}
	return nil
}

// lockForUpdate makes a query lock the rows it reads (FOR UPDATE) on PostgreSQL.
func lockForUpdate(s *sql.Selector) {
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate()
	}
}
