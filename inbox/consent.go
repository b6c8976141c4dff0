package inbox

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/subscriber"
	"seoagency/identity"
	"seoagency/mail"
	"seoagency/ratelimit"
	"seoagency/webhooks"
)

// ResendAfter is how long a Pending address waits before a new sign-up sends its
// confirmation again: the form cannot be used to flood someone's mailbox.
const ResendAfter = 10 * time.Minute

// Site paths of the newsletter's signed links (the server's handlers). They carry the
// address as well as the id, so a link dies when the row's address is not that one.
const (
	ConfirmPage     = "/newsletter/confirm"
	UnsubscribePage = "/newsletter/unsubscribe"
)

// ConfirmFor is how long a confirmation link works: a link found in an old mailbox
// confirms nothing. Signing up again sends a fresh one.
const ConfirmFor = 7 * 24 * time.Hour

// ConfirmPath is the (unsigned) path of a subscriber's confirmation link, which
// expires at expires (its signature covers the time).
func ConfirmPath(id int, email string, expires time.Time) string {
	return linkPath(ConfirmPage, id, email) + "&expires=" + strconv.FormatInt(expires.Unix(), 10)
}

// ErrConfirmExpired is the answer to a confirmation link past its time.
var ErrConfirmExpired = apierr.Conflictf("This confirmation link has expired: links work for %d days. Sign up again at the foot of any page and we send a fresh one.",
	int(ConfirmFor/(24*time.Hour)))

// ConfirmLinkLive says whether a confirmation link that expires at expires still works;
// a link without a time (sent before links had one) does not.
func ConfirmLinkLive(expires time.Time) error {
	if expires.IsZero() || time.Now().After(expires) {
		return ErrConfirmExpired
	}
	return nil
}

// UnsubscribePath is the (unsigned) path of a subscriber's unsubscribe link; every
// newsletter-related mail carries it (mail.Message.Unsubscribe).
func UnsubscribePath(id int, email string) string { return linkPath(UnsubscribePage, id, email) }

func linkPath(page string, id int, email string) string {
	return fmt.Sprintf("%s?subscriber=%d&email=%s", page, id, url.QueryEscape(email))
}

// signUpAgain answers a sign-up of an address that has a row: Confirmed sends
// nothing; Pending sends the confirmation again at most once per ResendAfter;
// Unsubscribed becomes Pending with a new confirmation.
func signUpAgain(ctx context.Context, c *ent.Client, email string) error {
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	s, err := c.Subscriber.Query().Where(subscriber.Email(email)).Only(sys)
	if err != nil {
		return err
	}
	switch s.Status {
	case subscriber.StatusPending:
		// A Pending row's updated_at is when its last confirmation was queued. The
		// conditional update makes two sign-ups at once send one mail.
		now := time.Now()
		n, err := c.Subscriber.Update().
			Where(subscriber.ID(s.ID), subscriber.StatusEQ(subscriber.StatusPending), subscriber.UpdatedAtLT(now.Add(-ResendAfter))).
			SetUpdatedAt(now).Save(sys)
		if err != nil || n == 0 {
			return err
		}
	case subscriber.StatusUnsubscribed:
		if err := c.Subscriber.UpdateOne(s).SetStatus(subscriber.StatusPending).ClearUnsubscribedAt().Exec(sys); err != nil {
			return err
		}
	default:
		return nil
	}
	return queueConfirmation(ctx, c, s.ID, email)
}

func queueConfirmation(ctx context.Context, c *ent.Client, id int, email string) error {
	site := identity.Name(ctx, c)
	return mail.Queue(ctx, c, mail.Message{
		Kind:    "newsletter_confirm",
		To:      []string{email},
		Subject: "Confirm your subscription to " + site,
		Body: mail.Body{
			Preheader: "One click and our newsletter is on its way.",
			Heading:   "Confirm your subscription",
			Paragraphs: []string{
				"Someone, we hope you, signed up " + email + " to the " + site + " newsletter.",
				"Confirm it with the button below. If it was not you, ignore this mail: nothing more will come.",
			},
			Button: &mail.Link{Text: "Confirm my subscription", Path: ConfirmPath(id, email, time.Now().Add(ConfirmFor)), Signed: true},
		},
		Unsubscribe: UnsubscribePath(id, email),
	})
}

// errGoneLink is the answer to a signed link whose subscriber is gone or whose
// address is no longer the one in the link.
var errGoneLink = apierr.NotFoundf("This link is no longer valid: the subscription was removed or its address changed. Sign up again at the foot of any page.")

// Confirm confirms the subscriber of a confirmation link whose signature the caller
// has checked, if the link has not expired. Confirming twice changes nothing; an
// address that unsubscribed since must sign up again. c should be a transaction's
// client (the revision goes with it).
func Confirm(ctx context.Context, c *ent.Client, id int, email string, expires time.Time) (*ent.Subscriber, error) {
	if err := ConfirmLinkLive(expires); err != nil {
		return nil, err
	}
	s, err := linked(ctx, c, id, email)
	if err != nil {
		return nil, err
	}
	switch s.Status {
	case subscriber.StatusConfirmed:
		return s, nil
	case subscriber.StatusUnsubscribed:
		return nil, apierr.Conflictf("This address was unsubscribed on %s: sign up again to receive the newsletter.",
			s.UnsubscribedAt.UTC().Format("2 January 2006"))
	}
	s, err = c.Subscriber.UpdateOne(s).SetStatus(subscriber.StatusConfirmed).SetConfirmedAt(time.Now()).
		Save(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return nil, err
	}
	return s, webhooks.Emit(ctx, c, webhooks.Event{Type: webhooks.SubscriberConfirmed, Subject: webhooks.Subject("subscriber", s.ID),
		Data: func() (any, error) {
			return map[string]any{"subscriber": map[string]any{"id": strconv.Itoa(s.ID), "email": s.Email, "confirmedAt": s.ConfirmedAt}}, nil
		}})
}

// Unsubscribe ends the subscription of an unsubscribe link whose signature the caller
// has checked; no newsletter mail goes to the address afterwards. Twice is once.
func Unsubscribe(ctx context.Context, c *ent.Client, id int, email string) (*ent.Subscriber, error) {
	s, err := linked(ctx, c, id, email)
	if err != nil || s.Status == subscriber.StatusUnsubscribed {
		return s, err
	}
	return c.Subscriber.UpdateOne(s).SetStatus(subscriber.StatusUnsubscribed).SetUnsubscribedAt(time.Now()).
		Save(privacy.DecisionContext(ctx, privacy.Allow))
}

// linked is the live subscriber of a signed link, counted as a public write.
func linked(ctx context.Context, c *ent.Client, id int, email string) (*ent.Subscriber, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.PublicWrites); err != nil {
		return nil, err
	}
	s, err := c.Subscriber.Query().Where(subscriber.ID(id), subscriber.Email(email)).
		Only(privacy.DecisionContext(ctx, privacy.Allow))
	if ent.IsNotFound(err) {
		return nil, errGoneLink
	}
	return s, err
}
