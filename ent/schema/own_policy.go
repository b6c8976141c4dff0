package schema

import (
	"context"
	"strings"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	gen "seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	genprivacy "seoagency/ent/privacy"
	"seoagency/ent/subscriber"
)

// What a customer reads of their own beyond orders (their data export reads through
// the same rules): the events and payments of their orders without what is for admins
// (who made a change, why, PayPal's payer), and the messages and subscription of their
// e-mail once it is verified (anyone may type any address in a form).

// NormalEmail is an e-mail as it is stored and compared: trimmed, lower-cased.
func NormalEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// SameEmail matches rows whose column holds email however it was typed (case, spaces
// around), in SQL that PostgreSQL and SQLite both run: rows stored before e-mails
// were normalised keep their spelling on SQLite, which has no data migrations.
func SameEmail[P ~func(*sql.Selector)](column, email string) P {
	return func(s *sql.Selector) { s.Where(EmailIs(s, column, email)) }
}

// EmailIs is SameEmail's condition, to combine with others.
func EmailIs(s *sql.Selector, column, email string) *sql.Predicate {
	return sql.P(func(b *sql.Builder) {
		b.WriteString("LOWER(TRIM(").Ident(s.C(column)).WriteString(")) = ").Arg(NormalEmail(email))
	})
}

// verifiedEmail is the viewer's e-mail when it proves who they are, else "".
func verifiedEmail(ctx context.Context) string {
	if v := auth.ForContext(ctx); v.SignedIn() && v.EmailVerified {
		return v.Email
	}
	return ""
}

// ownInboxRows lets a viewer read the messages and the subscription of their verified e-mail.
var ownInboxRows = genprivacy.QueryRuleFunc(func(ctx context.Context, q gen.Query) error {
	email := verifiedEmail(ctx)
	if email == "" {
		return privacy.Skip
	}
	switch q := q.(type) {
	case *gen.MessageQuery:
		q.Where(SameEmail[func(*sql.Selector)](message.FieldEmailAddress, email))
	case *gen.SubscriberQuery:
		q.Where(SameEmail[func(*sql.Selector)](subscriber.FieldEmail, email))
	default:
		return privacy.Skip
	}
	return privacy.Allow
})

// ownOrderRows lets a customer read the events and payments of their own orders (OwnedBy).
var ownOrderRows = genprivacy.QueryRuleFunc(func(ctx context.Context, q gen.Query) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return privacy.Skip
	}
	switch q := q.(type) {
	case *gen.OrderEventQuery:
		q.Where(orderevent.HasOrderWith(OwnedBy(v)))
	case *gen.PaymentQuery:
		q.Where(payment.HasOrderWith(OwnedBy(v)))
	default:
		return privacy.Skip
	}
	return privacy.Allow
})

// hideInternals empties, for anyone but the sales area's roles and the server itself, an event's actor
// (an admin's e-mail) and reason (an admin's note), and a payment's payer (PayPal's
// account, perhaps someone else's) and reason.
func hideInternals() ent.Interceptor {
	return ent.InterceptFunc(func(next ent.Querier) ent.Querier {
		return ent.QuerierFunc(func(ctx context.Context, q ent.Query) (ent.Value, error) {
			v, err := next.Query(ctx, q)
			if err != nil || auth.ForContext(ctx).Can(auth.Sales, auth.Read) || system(ctx) {
				return v, err
			}
			switch rows := v.(type) {
			case []*gen.OrderEvent:
				for _, e := range rows {
					e.Actor, e.Reason = "", ""
				}
			case []*gen.Payment:
				for _, p := range rows {
					p.PayerEmail, p.Reason = "", ""
				}
			}
			return v, err
		})
	})
}

// system: the rules were lifted (privacy.DecisionContext with Allow).
func system(ctx context.Context) bool {
	d, ok := privacy.DecisionFromContext(ctx)
	return ok && d == nil
}
