// Package account is what a signed-in customer can do with their own data: download
// it, and delete their account. Orders stay for accounting, without the person.
package account

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/invoice"
	entmail "seoagency/ent/mail"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/ent/predicate"
	"seoagency/ent/schema"
	"seoagency/ent/subscriber"
	"seoagency/lifecycle"
)

// Data is everything the shop holds about the viewer that they may read.
type Data struct {
	ExportedAt time.Time `json:"exportedAt"`
	Profile    Profile   `json:"profile"`
	Orders     []Order   `json:"orders"`
	// Messages sent with the viewer's e-mail, and the newsletter subscription of it:
	// only when the e-mail is verified, as anyone may type any address in a form.
	Messages     []*ent.Message  `json:"messages"`
	Subscription *ent.Subscriber `json:"subscription"`
	Note         string          `json:"note,omitempty"`
}

// Profile is the account as the sign-in service knows it.
type Profile struct {
	UID           string `json:"uid"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"emailVerified"`
}

// Order is an order with its history, payments and invoices (credit notes too).
type Order struct {
	*ent.Order
	Events   []*ent.OrderEvent `json:"events"`
	Payments []*ent.Payment    `json:"payments"`
	Invoices []*ent.Invoice    `json:"invoices"`
}

// Export gathers the viewer's own data. It reads as the viewer, through the privacy
// policies GraphQL applies (ent/schema own_policy.go, order_policy.go), never as the
// system: the file holds what the viewer may read there and nothing more (no admin's
// e-mail or note, no PayPal payer).
func Export(ctx context.Context, c *ent.Client) (*Data, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := c.Order.Query().Order(ent.Asc(order.FieldID)).
		WithEvents(func(q *ent.OrderEventQuery) { q.Order(ent.Asc(orderevent.FieldID)) }).
		WithPayments(func(q *ent.PaymentQuery) { q.Order(ent.Asc(payment.FieldID)) }).
		WithInvoices(func(q *ent.InvoiceQuery) { q.Order(ent.Asc(invoice.FieldNumber)) }).All(ctx)
	if err != nil {
		return nil, err
	}
	d := &Data{ExportedAt: time.Now().UTC(), Profile: Profile{UID: v.UID, Email: v.Email, EmailVerified: v.EmailVerified},
		Orders: make([]Order, 0, len(rows)), Messages: []*ent.Message{}}
	for _, o := range rows {
		d.Orders = append(d.Orders, Order{Order: o, Events: o.Edges.Events, Payments: o.Edges.Payments, Invoices: o.Edges.Invoices})
	}
	if !v.EmailVerified || v.Email == "" {
		d.Note = "Your e-mail is not verified, so messages and the newsletter subscription of that address are not included."
		return d, nil
	}
	if d.Messages, err = c.Message.Query().Order(ent.Asc(message.FieldID)).All(ctx); err != nil {
		return nil, err
	}
	d.Subscription, err = c.Subscriber.Query().Order(ent.Desc(subscriber.FieldID)).First(ctx)
	if ent.IsNotFound(err) {
		err = nil
	}
	return d, err
}

// Users deletes sign-in accounts (auth.Verifier).
type Users interface {
	DeleteUser(ctx context.Context, uid string) error
}

// DeletedName is the customer name of an anonymised order.
const DeletedName = "Deleted customer"

// Delete deletes the viewer's account: their orders are kept for accounting with the
// name, e-mail and address replaced (price, dates, statuses, events and payments
// stay, without their e-mail), their messages (with the replies) and subscription are
// erased, however the address was typed, and the mail log's mails to or about them
// deleted, all in one transaction of
// client (the root client); then the sign-in account goes. Admins on the list cannot:
// the list would name someone who no longer exists. A failure after the commit is
// safe to retry: nothing is left to anonymise or erase.
func Delete(ctx context.Context, client *ent.Client, users Users) error {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return err
	}
	if admin, err := admins.IsAdmin(ctx, client, v.Email); err != nil {
		return err
	} else if admin || v.Role != "" {
		return &apierr.Error{Code: apierr.Forbidden, Message: "You are on the admin list: another admin must remove you from it before you can delete your account."}
	}
	if err := ent.WithTx(ctx, client, func(ctx context.Context, c *ent.Client) error { return erase(ctx, c, v) }); err != nil {
		return err
	}
	return users.DeleteUser(ctx, v.UID)
}

func erase(ctx context.Context, c *ent.Client, v *auth.Viewer) error {
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	ids, err := c.Order.Query().Where(schema.OwnedBy(v)).IDs(sys)
	if err != nil {
		return err
	}
	for _, id := range ids {
		// An address that cannot receive mail (RFC 2606's .invalid), unique per order.
		if err := c.Order.UpdateOneID(id).SetCustomerName(DeletedName).
			SetCustomerEmail(fmt.Sprintf("deleted-%d@invalid.invalid", id)).
			SetCustomerAddress("Removed").SetCustomerCountry("Removed").Exec(sys); err != nil {
			return err
		}
	}
	// Their orders' history names them where they cancelled; PayPal's payer may be them.
	if err := c.OrderEvent.Update().Where(orderevent.HasOrderWith(order.IDIn(ids...)),
		schema.SameEmail[predicate.OrderEvent](orderevent.FieldActor, v.Email)).SetActor(DeletedName).Exec(sys); err != nil {
		return err
	}
	if err := c.Payment.Update().Where(payment.HasOrderWith(order.IDIn(ids...)),
		schema.SameEmail[predicate.Payment](payment.FieldPayerEmail, v.Email)).SetPayerEmail("").Exec(sys); err != nil {
		return err
	}
	// The mail log: the mails about their orders (to them, and the admins' notices that
	// name them), and, once the address is known to be theirs, every mail to or about it
	// (their messages' notices quote what they wrote).
	var about []predicate.Mail
	if len(ids) > 0 {
		about = append(about, aboutOrders(ids))
	}
	if v.EmailVerified && v.Email != "" {
		about = append(about, aboutAddress(v.Email))
	}
	if len(about) > 0 {
		if _, err := c.Mail.Delete().Where(entmail.Or(about...)).Exec(sys); err != nil {
			return err
		}
	}
	if !v.EmailVerified || v.Email == "" {
		return nil // the messages and subscription of an unverified address may be someone else's
	}
	all := lifecycle.IncludingDeleted(sys)
	if ids, err = c.Message.Query().Where(schema.SameEmail[predicate.Message](message.FieldEmailAddress, v.Email)).IDs(all); err != nil {
		return err
	}
	if err := lifecycle.Erase(ctx, c, "Message", ids); err != nil { // its replies go with it
		return err
	}
	if ids, err = c.Subscriber.Query().Where(schema.SameEmail[predicate.Subscriber](subscriber.FieldEmail, v.Email)).IDs(all); err != nil {
		return err
	}
	return lifecycle.Erase(ctx, c, "Subscriber", ids)
}

// aboutOrders selects the mails about these orders: every one names its order in the
// subject as "order #id" followed by ":" or a space (orders/mails.go).
func aboutOrders(ids []int) predicate.Mail {
	return func(s *sql.Selector) {
		var ps []*sql.Predicate
		for _, id := range ids {
			ref := "%order #" + strconv.Itoa(id)
			ps = append(ps, sql.Like(s.C(entmail.FieldSubject), ref+":%"), sql.Like(s.C(entmail.FieldSubject), ref+" %"))
		}
		s.Where(sql.Or(ps...))
	}
}

// aboutAddress selects the mails sent to email or naming it: as the reply address, as
// a recipient or in the body. Both hold JSON, where the address is a quoted string:
// quoted, it cannot match a longer address that ends with it.
func aboutAddress(email string) predicate.Mail {
	email = schema.NormalEmail(email)
	quoted, _ := json.Marshal(email) // the body's encoding (\u0026 for &)
	forms := []string{string(quoted)}
	if plain := `"` + email + `"`; plain != forms[0] {
		forms = append(forms, plain) // PostgreSQL's text of a jsonb list
	}
	like := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return func(s *sql.Selector) {
		ps := []*sql.Predicate{schema.EmailIs(s, entmail.FieldReplyTo, email)}
		for _, col := range []string{entmail.FieldTo, entmail.FieldBody} {
			for _, f := range forms {
				ps = append(ps, sql.P(func(b *sql.Builder) {
					b.WriteString("LOWER(CAST(").Ident(s.C(col)).WriteString(" AS TEXT)) LIKE ").Arg("%" + like.Replace(f) + "%").WriteString(` ESCAPE '\'`)
				}))
			}
		}
		s.Where(sql.Or(ps...))
	}
}
