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

// Subscribe signs an address up to the newsletter (double opt-in): a new address is
// Pending until the link of its confirmation mail is followed. The visitor's answer is
// the same whatever the address's state, so the form tells nobody who is subscribed;
// the row and its mail are written together in c's transaction.
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
	id, err := c.Subscriber.Create().SetEmail(email).
		OnConflict(entsql.ConflictColumns(subscriber.FieldEmail), entsql.ConflictWhere(entsql.IsNull(subscriber.FieldDeletedAt))).
		DoNothing().ID(ctx)
	switch {
	case err == nil:
		return email, queueConfirmation(ctx, c, id, email)
	case !errors.Is(err, sql.ErrNoRows): // DO NOTHING on a repeat returns no row
		return "", err
	}
	return email, signUpAgain(ctx, c, email)
}

// Send stores a visitor's message, which always starts UnRead whatever the client
// says, and tells the admins in the same transaction.
func Send(ctx context.Context, c *ent.Client, in ent.CreateMessageInput) (*ent.Message, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.PublicWrites); err != nil {
		return nil, err
	}
	m, err := c.Message.Create().SetInput(in).SetMessageStatus(message.MessageStatusUnRead).Save(ctx)
	if err != nil {
		return nil, err
	}
	if err := messageArrived(ctx, c, m); err != nil {
		return nil, err
	}
	return m, nil
}

// MarkRead marks a message Read (admin).
func MarkRead(ctx context.Context, c *ent.Client, id int) (*ent.Message, error) {
	if err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	return c.Message.UpdateOneID(id).SetMessageStatus(message.MessageStatusRead).Save(ctx)
}
