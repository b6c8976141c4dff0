// Package admins keeps the admin users list: a signed-in person whose verified
// e-mail is on it may do everything.
package admins

import (
	"context"
	"strings"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/adminuser"
)

// IsAdmin reports whether email is on the list (case-insensitive).
func IsAdmin(ctx context.Context, c *ent.Client, email string) (bool, error) {
	if email == "" {
		return false, nil
	}
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	return c.AdminUser.Query().Where(adminuser.UserEmail(strings.ToLower(email))).Exist(sys)
}

// Ensure puts each e-mail on the list unless it is there already; it is how the first
// admin gets in (ADMIN_EMAILS, `server admin add`). It reports the ones it added.
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
		if err := c.AdminUser.Create().SetUserEmail(e).Exec(sys); err != nil {
			return added, err
		}
		added = append(added, e)
	}
	return added, nil
}
