// Package staff keeps staff sessions and their second factor: one Firebase sign-in of
// a staff member is a session (uid and the token's auth_time), recorded in the
// database so every replica agrees; it ends after 12 hours or 30 minutes idle, and
// holds the person's role until they pass a second factor (TOTP, a passkey or a
// recovery code) when their role requires one. Sensitive actions call RequireRecent.
package staff

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"entgo.io/ent/privacy"
	"github.com/go-webauthn/webauthn/webauthn"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/staffsetting"
)

// The limits of a staff session (ASVS 3.3.2) and of a "recent" second factor.
const (
	MaxAge       = 12 * time.Hour
	MaxIdle      = 30 * time.Minute
	RecentFactor = 15 * time.Minute
	// seenEvery: a session's last-seen time is written at most this often.
	seenEvery = time.Minute
)

// DefaultRoles must pass a second factor until the Owner says otherwise.
var defaultRoles = []auth.Role{auth.RoleOwner, auth.RoleAdmin}

// Revoker ends a person's sign-ins at the identity service (*auth.Verifier).
type Revoker interface {
	RevokeSessions(ctx context.Context, uid string) error
}

// Service is the staff sessions and second factors of one server.
type Service struct {
	client *ent.Client
	users  Revoker
	key    cipher.AEAD // seals TOTP secrets
	issuer string      // the name authenticator apps show
	// enforced is false only in development with SECOND_FACTOR=off: roles are then
	// never held for a missing second factor (sessions still end).
	enforced bool
	audit    Recorder
	webauthn *webauthn.WebAuthn // the site as a passkeys' relying party
	now      func() time.Time
}

// Recorder appends a line to the audit log (audit.Record; package audit depends on the
// data layer's rules, which call RequireRecent, so it is passed in).
type Recorder func(ctx context.Context, action auditentry.Action, entityType, summary string) error

// Options configure New.
type Options struct {
	// Secret is at least 32 bytes (LINK_SECRET) from which the key sealing TOTP
	// secrets is derived.
	Secret string
	Issuer string
	// PublicURL is the site's address: its host is the passkeys' relying party id and
	// its origin the one they are used from.
	PublicURL string
	Enforced  bool
	Audit     Recorder
	// Now is the clock (time.Now when nil); tests pass a controlled one.
	Now func() time.Time
}

// New makes the service over client.
func New(client *ent.Client, users Revoker, o Options) (*Service, error) {
	if o.Audit == nil {
		return nil, errors.New("staff: security events need the audit log")
	}
	if len(o.Secret) < 32 {
		return nil, errors.New("staff: the secret sealing second factors needs at least 32 characters (LINK_SECRET)")
	}
	k, err := hkdf.Key(sha256.New, []byte(o.Secret), nil, "seoagency staff totp secret", 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(k)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	rp, err := relyingParty(o.PublicURL, o.Issuer)
	if err != nil {
		return nil, err
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Service{client: client, users: users, key: aead, issuer: o.Issuer, enforced: o.Enforced, audit: o.Audit,
		webauthn: rp, now: o.Now}, nil
}

// system is ctx with the data layer's rules passed: this package is the only way to
// its tables, and it checks who asks itself.
func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

func (s *Service) seal(plain []byte) []byte {
	nonce := make([]byte, s.key.NonceSize())
	_, _ = rand.Read(nonce)
	return s.key.Seal(nonce, nonce, plain, nil)
}

func (s *Service) open(sealed []byte) ([]byte, error) {
	n := s.key.NonceSize()
	if len(sealed) < n {
		return nil, errors.New("staff: sealed secret too short")
	}
	return s.key.Open(nil, sealed[:n], sealed[n:], nil)
}

// SecondFactorRoles are the roles that must pass a second factor.
func (s *Service) SecondFactorRoles(ctx context.Context) ([]auth.Role, error) {
	row, err := s.client.StaffSetting.Query().Order(ent.Asc(staffsetting.FieldID)).First(system(ctx))
	if ent.IsNotFound(err) {
		return slices.Clone(defaultRoles), nil
	}
	if err != nil {
		return nil, err
	}
	out := make([]auth.Role, 0, len(row.SecondFactorRoles))
	for _, r := range row.SecondFactorRoles {
		out = append(out, auth.Role(r))
	}
	return out, nil
}

// SetSecondFactorRoles is the Owner's: which roles must pass a second factor.
func (s *Service) SetSecondFactorRoles(ctx context.Context, roles []auth.Role) error {
	if err := requireOwner(ctx); err != nil {
		return err
	}
	if err := RequireRecent(ctx); err != nil {
		return err
	}
	names := []string{}
	for _, r := range roles {
		if !slices.Contains(auth.Roles(), r) {
			return apierr.Invalid("roles", "oneOf", fmt.Sprintf("%q is not a staff role; the roles are Owner, Admin, Editor, Author and Support", r))
		}
		if !slices.Contains(names, string(r)) {
			names = append(names, string(r))
		}
	}
	err := ent.WithTx(system(ctx), s.client, func(ctx context.Context, c *ent.Client) error {
		n, err := c.StaffSetting.Update().SetSecondFactorRoles(names).Save(ctx)
		if err == nil && n == 0 {
			err = c.StaffSetting.Create().SetSecondFactorRoles(names).Exec(ctx)
		}
		return err
	})
	if err != nil {
		return err
	}
	return s.record(ctx, auditentry.ActionSecondFactor, "roles that need a second factor: "+strings.Join(names, ", "))
}

func requireOwner(ctx context.Context) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return auth.ErrUnauthenticated
	}
	if v.Held != nil {
		return v.Held
	}
	if v.Staff() != auth.RoleOwner {
		return auth.ErrForbidden
	}
	return nil
}

// record appends a security event to the audit log: a sign-in to the admin area, a
// second factor set up, passed or failed, factors reset, signed out everywhere, the
// roles that need a factor. Summaries never carry a code or a secret.
func (s *Service) record(ctx context.Context, action auditentry.Action, summary string) error {
	what := "second factor"
	if action == auditentry.ActionSignIn {
		what = "admin area"
	}
	return s.audit(ctx, action, what, summary)
}
