// Package apikeys is integrators' API keys: Owner and Admin create them with scopes
// (auth.Scope), an optional expiry and allowed client addresses, and revoke them; a
// request that carries a key's secret acts with its scopes (auth.Viewer.Key). The secret
// is shown once; the database keeps its SHA-256 only, and every request looks it up
// (one indexed query), so a revocation holds at once on every replica.
package apikeys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"entgo.io/ent/privacy"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/apikey"
	"seoagency/validate"
)

// Prefix starts every secret, so that people and secret scanners recognise one, and
// the sign-in middleware tells it from a Firebase ID token.
const Prefix = "sk_live_"

// secretBytes is the secret's entropy: 256 bits.
const secretBytes = 32

// secretLen is the length of a secret: the prefix and 32 bytes in unpadded base64url.
var secretLen = len(Prefix) + base64.RawURLEncoding.EncodedLen(secretBytes)

// shownPrefix is how much of a secret the admin screen shows: the prefix and 4 more.
var shownPrefix = len(Prefix) + 4

// MaxCIDRs bounds the allowed address ranges of one key.
const MaxCIDRs = 20

// MaxName is the longest name of a key (the ent schema's bound).
const MaxName = 80

// LastUsedEvery is how often a key's last use is written at most.
const LastUsedEvery = time.Minute

// Input is what an Owner or Admin gives a new key.
type Input struct {
	Name         string
	Scopes       []string
	ExpiresAt    *time.Time
	AllowedCIDRs []string
}

// Create makes a key and returns it with its secret, which is never readable again. The
// data layer lets only the roles that manage the staff list (Owner, Admin) create one;
// the audit log records it (audit.Hook).
func Create(ctx context.Context, c *ent.Client, in Input, now time.Time) (*ent.APIKey, string, error) {
	if err := auth.Require(ctx, auth.Staff, auth.Add); err != nil {
		return nil, "", err // before the input is read: a refused caller learns nothing of it
	}
	// Control characters first, in every text, as every created text is refused them.
	texts := map[string][]string{"name": {in.Name}, "scopes": in.Scopes, "allowedCidrs": in.AllowedCIDRs}
	for _, field := range []string{"name", "scopes", "allowedCidrs"} {
		for _, t := range texts[field] {
			if err := validate.Text(t); err != nil {
				return nil, "", apierr.Invalid(field, "control", field+" "+err.Error())
			}
		}
	}
	name := strings.TrimSpace(in.Name)
	switch {
	case name == "":
		return nil, "", apierr.Invalid("name", "required", "Give the key a name (who or what uses it).")
	case utf8.RuneCountInString(name) > MaxName:
		return nil, "", apierr.Invalid("name", "maxLength", fmt.Sprintf("name is longer than %d characters.", MaxName))
	}
	var scopes []string
	for _, s := range in.Scopes {
		sc, err := auth.ParseScope(strings.TrimSpace(s))
		if err != nil {
			return nil, "", apierr.Invalid("scopes", "oneOf", err.Error())
		}
		if !slices.Contains(scopes, string(sc)) {
			scopes = append(scopes, string(sc))
		}
	}
	if len(scopes) == 0 {
		return nil, "", apierr.Invalid("scopes", "required", "Give the key at least one scope.")
	}
	cidrs, err := ParseCIDRs(in.AllowedCIDRs)
	if err != nil {
		return nil, "", err
	}
	if in.ExpiresAt != nil && !in.ExpiresAt.After(now) {
		return nil, "", apierr.Invalid("expiresAt", "future", "expiresAt must be in the future.")
	}
	raw := make([]byte, secretBytes)
	if _, err := rand.Read(raw); err != nil {
		return nil, "", err
	}
	secret := Prefix + base64.RawURLEncoding.EncodeToString(raw)
	hash := sha256.Sum256([]byte(secret))
	k, err := c.APIKey.Create().SetName(name).SetPrefix(secret[:shownPrefix]).SetSecretHash(hash[:]).
		SetScopes(scopes).SetAllowedCidrs(cidrs).SetNillableExpiresAt(in.ExpiresAt).
		SetCreatedBy(auth.ForContext(ctx).Email).SetCreatedAt(now).Save(ctx)
	if err != nil {
		return nil, "", err
	}
	return k, secret, nil
}

// ParseCIDRs reads allowed client addresses: CIDR ranges, or single addresses (a range
// of one), returned in their canonical form.
func ParseCIDRs(in []string) ([]string, error) {
	if len(in) > MaxCIDRs {
		return nil, apierr.Invalid("allowedCidrs", "maxItems", fmt.Sprintf("Give at most %d address ranges.", MaxCIDRs))
	}
	out := []string{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		p, err := netip.ParsePrefix(s)
		if err != nil {
			a, aerr := netip.ParseAddr(s)
			if aerr != nil || a.Zone() != "" {
				return nil, apierr.Invalid("allowedCidrs", "format",
					fmt.Sprintf("%q is not an address range like 203.0.113.0/24 or 2001:db8::/48, nor an address.", clip(s)))
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, p.Masked().String())
	}
	return out, nil
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// List is every key, newest first (Owner, Admin: the data layer says so).
func List(ctx context.Context, c *ent.Client) ([]*ent.APIKey, error) {
	return c.APIKey.Query().Order(ent.Desc(apikey.FieldCreatedAt), ent.Desc(apikey.FieldID)).Limit(1000).All(ctx)
}

// Revoke ends key id at once; revoking it again changes nothing (audited: audit.Hook).
func Revoke(ctx context.Context, c *ent.Client, id int, now time.Time) (*ent.APIKey, error) {
	k, err := c.APIKey.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	if k.RevokedAt != nil {
		return k, nil
	}
	return k.Update().SetRevokedAt(now).Save(ctx)
}

// Status is what the admin screen says of a key.
type Status string

const (
	Active  Status = "Active"
	Revoked Status = "Revoked"
	Expired Status = "Expired"
)

// StatusOf is k's status at now.
func StatusOf(k *ent.APIKey, now time.Time) Status {
	switch {
	case k.RevokedAt != nil:
		return Revoked
	case k.ExpiresAt != nil && !now.Before(*k.ExpiresAt):
		return Expired
	}
	return Active
}

// Parse reports whether s has the shape of a secret (the prefix and 256 bits in
// base64url) and returns its SHA-256, the key's lookup.
func Parse(s string) ([]byte, bool) {
	if len(s) != secretLen || !strings.HasPrefix(s, Prefix) {
		return nil, false
	}
	raw, err := base64.RawURLEncoding.Strict().DecodeString(s[len(Prefix):])
	if err != nil || len(raw) != secretBytes {
		return nil, false
	}
	sum := sha256.Sum256([]byte(s))
	return sum[:], true
}

// Refusal messages of Authenticate, which the sign-in middleware writes as they are.
var (
	ErrUnknown  = &auth.KeyError{Message: "The API key is not valid: check that it was copied whole, or create a new one."}
	ErrRevoked  = &auth.KeyError{Message: "The API key was revoked: ask the site's owner or an admin for a new one."}
	ErrExpired  = &auth.KeyError{Message: "The API key has expired: ask the site's owner or an admin for a new one."}
	ErrAddress  = &auth.KeyError{Forbidden: true, Message: "The API key is not allowed from your address: ask the site's owner or an admin to allow it."}
	errNotFound = errors.New("no such key")
)

// Authenticate finds the key of secret, sent from address client, and returns what it
// grants; an auth.KeyError when it is unknown, revoked, expired or not allowed from
// client; another error when the database could not be read. It notes the key's last
// use at most once a minute (a conditional update, so replicas do not all write).
func Authenticate(ctx context.Context, c *ent.Client, secret, client string, now time.Time) (*auth.Key, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow) // the key itself is the credential
	hash, ok := Parse(secret)
	if !ok {
		return nil, ErrUnknown
	}
	k, err := c.APIKey.Query().Where(apikey.SecretHash(hash)).Only(ctx)
	if ent.IsNotFound(err) {
		err = errNotFound
	}
	if errors.Is(err, errNotFound) || err == nil && subtle.ConstantTimeCompare(k.SecretHash, hash) != 1 {
		return nil, ErrUnknown
	}
	if err != nil {
		return nil, err
	}
	switch StatusOf(k, now) {
	case Revoked:
		return nil, ErrRevoked
	case Expired:
		return nil, ErrExpired
	}
	if !allowed(k.AllowedCidrs, client) {
		return nil, ErrAddress
	}
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= LastUsedEvery {
		// Not the request's own write: a key holder's failed request was still a use.
		err := c.APIKey.Update().Where(apikey.ID(k.ID), apikey.Or(apikey.LastUsedAtIsNil(), apikey.LastUsedAtLT(now.Add(-LastUsedEvery)))).
			SetLastUsedAt(now).Exec(ctx)
		if err != nil {
			return nil, err
		}
	}
	key := &auth.Key{ID: k.ID, Name: k.Name}
	for _, s := range k.Scopes {
		if sc, err := auth.ParseScope(s); err == nil {
			key.Scopes = append(key.Scopes, sc)
		}
	}
	return key, nil
}

// allowed reports whether client is within one of cidrs (none: any address).
func allowed(cidrs []string, client string) bool {
	if len(cidrs) == 0 {
		return true
	}
	a, err := netip.ParseAddr(client)
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, s := range cidrs {
		if p, err := netip.ParsePrefix(s); err == nil && p.Contains(a) {
			return true
		}
	}
	return false
}
