// Package inbox takes what visitors send: newsletter sign-ups and support or
// contact messages, which admins then read.
package inbox

import (
	"context"
	"database/sql"
	entsql "entgo.io/ent/dialect/sql"
	"errors"
	"strings"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/subscriber"
	"seoagency/ratelimit"
	"seoagency/validate"
)

// Subscribe signs an address up to the newsletter. A repeat is not an error for the
// visitor and stores nothing twice.
func Subscribe(ctx context.Context, c *ent.Client, email string) (string, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.PublicWrites); err != nil {
		return "", err
	}
	email = strings.ToLower(strings.TrimSpace(email))
	for _, rule := range []func(string) error{validate.Text, validate.Required, validate.MaxLen(254), validate.Email} {
		if err := rule(email); err != nil {
			e := err.(*validate.Error)
			return "", apierr.Invalid("email", e.Rule, "email "+e.Message)
		}
	}
	// The unique index covers live rows only: a deleted subscriber may sign up again.
	err := c.Subscriber.Create().SetEmail(email).
		OnConflict(entsql.ConflictColumns(subscriber.FieldEmail), entsql.ConflictWhere(entsql.IsNull(subscriber.FieldDeletedAt))).
		DoNothing().Exec(ctx)
	// DO NOTHING on a repeat returns no row, which is not a failure here.
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	return email, nil
}

// Send stores a visitor's message; it always starts UnRead, whatever the client says.
func Send(ctx context.Context, c *ent.Client, in ent.CreateMessageInput) (*ent.Message, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.PublicWrites); err != nil {
		return nil, err
	}
	return c.Message.Create().SetInput(in).SetMessageStatus(message.MessageStatusUnRead).Save(ctx)
}

// MarkRead marks a message Read (admin).
func MarkRead(ctx context.Context, c *ent.Client, id int) (*ent.Message, error) {
	if err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	return c.Message.UpdateOneID(id).SetMessageStatus(message.MessageStatusRead).Save(ctx)
}
