package auth

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// Scope is what an integrator's API key may do. Each scope grants areas of the roles
// table, so the data layer's rules (ent/schema's policies) enforce a key exactly as they
// enforce a role: there is no check of a key's own in any resolver or route.
type Scope string

// The scopes (docs/api.md has the table).
const (
	// ScopePublicRead reads what a visitor reads (published content, posts, prices),
	// by GraphQL documents of the key holder's own in production.
	ScopePublicRead Scope = "public:read"
	// ScopeOrdersRead reads orders, payments and customers' data (sales, read).
	ScopeOrdersRead Scope = "orders:read"
	// ScopeContentWrite reads and changes the site's content, posts and media, drafts
	// included (content, posts and media, write), as an Editor does.
	ScopeContentWrite Scope = "content:write"
	// ScopeSubscribersRead reads the newsletter's subscribers and the messages of the
	// contact form (inbox, read: they are one area).
	ScopeSubscribersRead Scope = "subscribers:read"
)

// Scopes lists every scope, in the order the docs and the admin screen show them.
func Scopes() []Scope {
	return []Scope{ScopePublicRead, ScopeOrdersRead, ScopeContentWrite, ScopeSubscribersRead}
}

// grants is the scopes table, the one place that says what each scope reaches. No
// scope reaches the staff list (which holds the keys themselves), the site's identity,
// the owner's settings or the system pages: a key never manages keys, staff or settings.
func (s Scope) grants(a Area) Access {
	switch s {
	case ScopeOrdersRead:
		if a == Sales {
			return Read
		}
	case ScopeContentWrite:
		if a == Content || a == Posts || a == Media {
			return Write
		}
	case ScopeSubscribersRead:
		if a == Inbox {
			return Read
		}
	}
	return None
}

// ParseScope reads a scope's name as the API takes it.
func ParseScope(s string) (Scope, error) {
	if slices.Contains(Scopes(), Scope(s)) {
		return Scope(s), nil
	}
	names := make([]string, 0, len(Scopes()))
	for _, sc := range Scopes() {
		names = append(names, string(sc))
	}
	return "", fmt.Errorf("%q is not a scope: use %s", s, strings.Join(names, ", "))
}

// Key is the API key a request came with: the viewer acts with its scopes only.
type Key struct {
	ID     int
	Name   string
	Scopes []Scope
}

// May is how far the key's scopes reach into area a: the most any of them grants.
func (k *Key) May(a Area) Access {
	at := None
	for _, s := range k.Scopes {
		at = max(at, s.grants(a))
	}
	return at
}

// reachesAny reports whether the key's scopes reach any area beyond what visitors read.
func (k *Key) reachesAny() bool {
	return slices.ContainsFunc(Areas(), func(a Area) bool { return k.May(a) > None })
}

// Has reports whether the key holds scope s.
func (k *Key) Has(s Scope) bool { return slices.Contains(k.Scopes, s) }

// KeyRefused is ErrForbidden for a key whose scopes do not reach an area.
type KeyRefused struct {
	Area Area
	Need Access
}

func (e *KeyRefused) Is(target error) bool { return target == ErrForbidden }

func (e *KeyRefused) Error() string {
	if e.Area == "" {
		return "Not allowed: this API key's scopes reach no private area (this needs orders:read, content:write or subscribers:read)."
	}
	return fmt.Sprintf("Not allowed: this API key's scopes cannot %s %s (this needs %s access to %s).",
		verb(e.Need), e.Area.Words(), e.Need, e.Area)
}

// KeyPrefix marks a bearer token as an API key's secret (apikeys.Prefix starts with it):
// a Firebase ID token (a JWT) never starts with it.
const KeyPrefix = "sk_"

// KeyFunc finds the API key of a secret sent with r: a *KeyError when the key is not
// valid for r, another error when it could not be checked.
type KeyFunc func(r *http.Request, secret string) (*Key, error)

// KeyError is an API key refused; Forbidden: a valid key from an address it is not
// allowed from (403), else a key that is not valid (401).
type KeyError struct {
	Forbidden bool
	Message   string
}

func (e *KeyError) Error() string { return e.Message }
