// Package inbox takes what visitors send: newsletter sign-ups and support or
// contact messages, which admins then read.
package inbox

import (
	"context"
	"database/sql"
	entsql "entgo.io/ent/dialect/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/subscriber"
	"seoagency/ratelimit"
	"seoagency/validate"
	"seoagency/webhooks"
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

// MessageInput is a visitor's message as the forms and the API send it.
type MessageInput struct {
	ent.CreateMessageInput
	// Honeypot is a form field people never see and bots fill in: a message that
	// carries it gets the usual answer, and nothing is stored or mailed.
	Honeypot string `json:"honeypot"`
}

// Send stores a visitor's message, which always starts UnRead whatever the client
// says, and tells the admins in the same transaction. No field is required on its
// own, but a message needs something to read and a way to answer it.
func Send(ctx context.Context, c *ent.Client, in MessageInput) (*ent.Message, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.PublicWrites); err != nil {
		return nil, err
	}
	blank := func(s *string) bool { return s == nil || strings.TrimSpace(*s) == "" }
	switch {
	case blank(in.Subject) && blank(in.Message):
		return nil, &apierr.Error{Code: apierr.Validation, Message: "Write a subject or a message: this one has no text.",
			Fields: map[string]string{"subject": "required", "message": "required"}}
	case blank(in.EmailAddress) && blank(in.PhoneNumber):
		return nil, &apierr.Error{Code: apierr.Validation, Message: "Give an e-mail address or a phone number, so that we can answer you.",
			Fields: map[string]string{"emailAddress": "required", "phoneNumber": "required"}}
	}
	if in.Honeypot != "" {
		// Answered as a stored message is, so the bot learns nothing.
		now := time.Now()
		val := func(s *string) string {
			if s == nil {
				return ""
			}
			return *s
		}
		return &ent.Message{CreatedAt: now, UpdatedAt: now, Version: 1, FullName: val(in.FullName), PhoneNumber: val(in.PhoneNumber),
			EmailAddress: val(in.EmailAddress), Website: val(in.Website), Subject: val(in.Subject), Message: val(in.Message),
			MessageStatus: message.MessageStatusUnRead}, nil
	}
	m, err := c.Message.Create().SetInput(in.CreateMessageInput).SetMessageStatus(message.MessageStatusUnRead).Save(ctx)
	if err != nil {
		return nil, err
	}
	if err := messageArrived(ctx, c, m); err != nil {
		return nil, err
	}
	err = webhooks.Emit(ctx, c, webhooks.Event{Type: webhooks.MessageReceived, Subject: webhooks.Subject("message", m.ID),
		Data: func() (any, error) { return map[string]any{"message": messageData(m)}, nil }})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// MarkRead marks a message Read (the inbox area).
func MarkRead(ctx context.Context, c *ent.Client, id int) (*ent.Message, error) {
	if err := auth.Require(ctx, auth.Inbox, auth.Write); err != nil {
		return nil, err
	}
	return c.Message.UpdateOneID(id).SetMessageStatus(message.MessageStatusRead).Save(ctx)
}

// messageData is a visitor's message as webhooks describe it (docs/api.md).
func messageData(m *ent.Message) map[string]any {
	return map[string]any{"id": strconv.Itoa(m.ID), "receivedAt": m.CreatedAt.UTC(), "fullName": m.FullName,
		"emailAddress": m.EmailAddress, "phoneNumber": m.PhoneNumber, "website": m.Website, "subject": m.Subject, "message": m.Message}
}
