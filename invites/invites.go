// Package invites brings people onto the staff: an owner or admin invites an e-mail
// address with a role; the mail carries a link with a random, single-use token that
// expires (only its hash is stored); the invited person signs in or registers with that
// address and accepts, which verifies their e-mail and puts them on the staff list.
package invites

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/admins"
	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/invitation"
	"seoagency/identity"
	"seoagency/mail"
	"seoagency/ratelimit"
	"seoagency/validate"
)

// Valid is how long an invitation's link works after it was sent (or sent again).
const Valid = 7 * 24 * time.Hour

// Page is the web app's page that a link opens: Page?token=….
const Page = "/invitation"

// Accounts is what accepting needs of the identity service (auth.Verifier).
type Accounts interface {
	MarkEmailVerified(ctx context.Context, uid string) error
}

// Status is where an invitation stands.
type Status string

const (
	Pending  Status = "Pending"
	Accepted Status = "Accepted"
	Revoked  Status = "Revoked"
	Expired  Status = "Expired"
)

// StatusOf is inv's status at now.
func StatusOf(inv *ent.Invitation, now time.Time) Status {
	switch {
	case inv.AcceptedAt != nil:
		return Accepted
	case inv.RevokedAt != nil:
		return Revoked
	case !now.Before(inv.ExpiresAt):
		return Expired
	}
	return Pending
}

// Invite invites email to the staff as role and mails the link. Owners and admins
// invite; only an Owner invites an Owner. c must be a transaction's client (the
// invitation and its mail are written together).
func Invite(ctx context.Context, c *ent.Client, email string, role auth.Role) (*ent.Invitation, error) {
	v, err := manager(ctx)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(auth.Roles(), role) {
		return nil, apierr.Invalid("role", "oneOf", fmt.Sprintf("role must be one of %v", auth.Roles()))
	}
	if role == auth.RoleOwner && v.Staff() != auth.RoleOwner {
		return nil, &apierr.Error{Code: apierr.Forbidden, Message: "Only an Owner may invite an Owner; invite them as Admin or ask an Owner."}
	}
	email = strings.ToLower(strings.TrimSpace(email))
	if err := validEmail(email); err != nil {
		return nil, err
	}
	if has, err := admins.RoleOf(ctx, c, email); err != nil {
		return nil, err
	} else if has != "" {
		return nil, apierr.Conflictf("%s is already on the staff (as %s): change their role on the admin users list instead.", email, has)
	}
	open, err := c.Invitation.Query().Where(invitation.Email(email), invitation.AcceptedAtIsNil(), invitation.RevokedAtIsNil(),
		invitation.ExpiresAtGT(time.Now())).Exist(ctx)
	if err != nil {
		return nil, err
	}
	if open {
		return nil, apierr.Conflictf("%s has an invitation waiting already: send it again or revoke it from the list of invitations.", email)
	}
	token, hash := newToken()
	inv, err := c.Invitation.Create().SetEmail(email).SetRole(invitation.Role(role)).SetInvitedBy(v.Email).
		SetTokenHash(hash).SetExpiresAt(time.Now().Add(Valid).UTC()).Save(ctx)
	if err != nil {
		return nil, err
	}
	return inv, send(ctx, c, inv, token)
}

// Resend mails a pending or expired invitation again with a new link; the old one
// stops working. c must be a transaction's client.
func Resend(ctx context.Context, c *ent.Client, id int) (*ent.Invitation, error) {
	inv, err := managed(ctx, c, id)
	if err != nil {
		return nil, err
	}
	switch StatusOf(inv, time.Now()) {
	case Accepted:
		return nil, apierr.Conflictf("%s accepted this invitation already.", inv.Email)
	case Revoked:
		return nil, apierr.Conflictf("This invitation to %s was revoked: invite them again.", inv.Email)
	}
	token, hash := newToken()
	inv, err = inv.Update().SetTokenHash(hash).SetExpiresAt(time.Now().Add(Valid).UTC()).Save(ctx)
	if err != nil {
		return nil, err
	}
	return inv, send(ctx, c, inv, token)
}

// Revoke withdraws an invitation not yet accepted: its link stops working.
func Revoke(ctx context.Context, c *ent.Client, id int) (*ent.Invitation, error) {
	inv, err := managed(ctx, c, id)
	if err != nil {
		return nil, err
	}
	switch StatusOf(inv, time.Now()) {
	case Accepted:
		return nil, apierr.Conflictf("%s accepted this invitation already: remove them from the admin users list instead.", inv.Email)
	case Revoked:
		return inv, nil
	}
	return inv.Update().SetRevokedAt(time.Now().UTC()).Save(ctx)
}

// Open lists the invitations not accepted nor revoked (expired ones too, to send
// again), newest first.
func Open(ctx context.Context, c *ent.Client) ([]*ent.Invitation, error) {
	if _, err := manager(ctx); err != nil {
		return nil, err
	}
	return c.Invitation.Query().Where(invitation.AcceptedAtIsNil(), invitation.RevokedAtIsNil()).
		Order(ent.Desc(invitation.FieldCreatedAt), ent.Desc(invitation.FieldID)).All(ctx)
}

// Lookup is the invitation a link's token stands for, while it can be accepted: what
// the page shows before the person signs in. Anyone may ask; every ask counts against
// the caller's bound on tokens (ratelimit.Tokens), so tokens cannot be guessed.
func Lookup(ctx context.Context, c *ent.Client, token string) (*ent.Invitation, error) {
	if err := ratelimit.Take(ctx, c, ratelimit.Tokens); err != nil {
		return nil, err
	}
	return usable(ctx, c, token, time.Now())
}

// Accept puts the signed-in viewer on the staff with the invitation's role, if the
// token is usable and their account's e-mail is the invited one. Following the mailed
// link proved the mailbox, so the account's e-mail is marked verified (accounts): the
// viewer's next ID token carries it, and with it the role. c must be a transaction's
// client; the attempt counts even when that transaction rolls back (a failed guess).
// Of two concurrent acceptances of one invitation, exactly one succeeds.
func Accept(ctx context.Context, c *ent.Client, accounts Accounts, token string) (*ent.Invitation, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	if err := ratelimit.TakeAttempt(ctx, c, ratelimit.Tokens); err != nil {
		return nil, err
	}
	now := time.Now()
	inv, err := usable(ctx, c, token, now)
	if err != nil {
		return nil, err
	}
	if v.Email == "" || v.Email != inv.Email {
		return nil, &apierr.Error{Code: apierr.Forbidden, Message: fmt.Sprintf(
			"This invitation is for %s, and you are signed in as %s: sign out, then sign in or register with %s.",
			inv.Email, orNoEmail(v.Email), inv.Email)}
	}
	sys := privacy.DecisionContext(ctx, privacy.Allow)
	// Claimed only while still open: of two concurrent acceptances the second finds it
	// taken (PostgreSQL re-reads the row after the first commits).
	n, err := c.Invitation.Update().Where(invitation.ID(inv.ID), invitation.AcceptedAtIsNil(), invitation.RevokedAtIsNil(),
		invitation.ExpiresAtGT(now)).SetAcceptedAt(now.UTC()).Save(sys)
	if err != nil {
		return nil, err
	}
	if n != 1 {
		return nil, errUsed
	}
	if role, err := admins.RoleOf(ctx, c, inv.Email); err != nil {
		return nil, err
	} else if role != "" {
		return nil, apierr.Conflictf("%s is on the staff already (as %s).", inv.Email, role)
	}
	if err := c.AdminUser.Create().SetUserEmail(inv.Email).SetUserRole(adminuser.UserRole(inv.Role)).Exec(sys); err != nil {
		return nil, err
	}
	// Last, so that a refusal above leaves the account as it was; should the commit
	// fail after it, the e-mail stays verified, which the followed link proved anyway.
	if accounts == nil {
		return nil, errNoAccounts
	}
	if err := accounts.MarkEmailVerified(ctx, v.UID); err != nil {
		return nil, err
	}
	inv.AcceptedAt = &now
	return inv, nil
}

var errNoAccounts = errors.New("invites: no identity service is wired to mark the e-mail verified")

var errUsed = apierr.Conflictf("This invitation has been used already: sign in to reach the admin area.")

// usable finds the invitation of token and says in a sentence why it cannot be used.
func usable(ctx context.Context, c *ent.Client, token string, now time.Time) (*ent.Invitation, error) {
	notValid := apierr.NotFoundf("This invitation link is not valid: check that you opened the whole link from the mail, or ask for a new invitation.")
	if !wellFormed(token) {
		return nil, notValid
	}
	inv, err := c.Invitation.Query().Where(invitation.TokenHash(hash(token))).Only(privacy.DecisionContext(ctx, privacy.Allow))
	if ent.IsNotFound(err) {
		return nil, notValid
	}
	if err != nil {
		return nil, err
	}
	switch StatusOf(inv, now) {
	case Accepted:
		return nil, errUsed
	case Revoked:
		return nil, apierr.Conflictf("This invitation was withdrawn. Ask %s for a new one if you still should join.", inv.InvitedBy)
	case Expired:
		return nil, apierr.Conflictf("This invitation expired on %s. Ask %s to send it again.", inv.ExpiresAt.UTC().Format("2 January 2006 15:04 UTC"), inv.InvitedBy)
	}
	return inv, nil
}

// manager is the viewer when they may manage the staff (Owner, Admin).
func manager(ctx context.Context) (*auth.Viewer, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, err
	}
	if r := v.Staff(); r != auth.RoleOwner && r != auth.RoleAdmin {
		if v.Held != nil {
			return nil, v.Held
		}
		return nil, &apierr.Error{Code: apierr.Forbidden, Message: "Not allowed: only an Owner or an Admin manages invitations."}
	}
	return v, nil
}

// managed is the invitation id, for a manager; an Owner's invitation only for an Owner.
func managed(ctx context.Context, c *ent.Client, id int) (*ent.Invitation, error) {
	v, err := manager(ctx)
	if err != nil {
		return nil, err
	}
	inv, err := c.Invitation.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, apierr.NotFoundf("Not found: no invitation has that id.")
	}
	if err != nil {
		return nil, err
	}
	if inv.Role == invitation.RoleOwner && v.Staff() != auth.RoleOwner {
		return nil, &apierr.Error{Code: apierr.Forbidden, Message: "Only an Owner may send or revoke an invitation to be an Owner."}
	}
	return inv, nil
}

func send(ctx context.Context, c *ent.Client, inv *ent.Invitation, token string) error {
	expires := inv.ExpiresAt.UTC().Format("2 January 2006 15:04 UTC")
	site := identity.Name(ctx, c)
	return mail.Queue(ctx, c, mail.Message{
		Kind:    "staff_invitation",
		To:      []string{inv.Email},
		Subject: fmt.Sprintf("You are invited to the %s team", site),
		Body: mail.Body{
			Preheader: fmt.Sprintf("%s invites you to join as %s.", inv.InvitedBy, inv.Role),
			Heading:   fmt.Sprintf("Join the %s team", site),
			Paragraphs: []string{
				fmt.Sprintf("%s invites you to the admin area of %s as %s.", inv.InvitedBy, site, article(string(inv.Role))),
				fmt.Sprintf("Open the link below, then sign in or create your account with this address (%s). The link works once, until %s.", inv.Email, expires),
				"If you did not expect this invitation, ignore this mail: nothing happens without the link.",
			},
			Button: &mail.Link{Text: "Accept the invitation", Path: Page + "?token=" + url.QueryEscape(token)},
		},
	})
}

// article is "an Admin", "a Support"…
func article(role string) string {
	if strings.ContainsRune("AEIOU", rune(role[0])) {
		return "an " + role
	}
	return "a " + role
}

// tokenBytes is a token's randomness: 256 bits, beyond guessing.
const tokenBytes = 32

func newToken() (token, digest string) {
	b := make([]byte, tokenBytes)
	_, _ = rand.Read(b) // never fails (crypto/rand)
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, hash(token)
}

func hash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func wellFormed(token string) bool {
	b, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil && len(b) == tokenBytes
}

func validEmail(email string) error {
	var rule *validate.Error
	for _, check := range []func(string) error{validate.Text, validate.Email} {
		if err := check(email); errors.As(err, &rule) {
			return apierr.Invalid("email", rule.Rule, "email "+rule.Message)
		}
	}
	if email == "" {
		return apierr.Invalid("email", "required", "email is required: the address to invite")
	}
	return nil
}

func orNoEmail(e string) string {
	if e == "" {
		return "an account without a usable e-mail"
	}
	return e
}
