// Package auth knows who is asking: the viewer in the request context, and the
// Firebase ID token verification that puts it there.
package auth

import (
	"context"
	"errors"
	"time"
)

// Viewer is the person behind a request. The zero value is a visitor.
type Viewer struct {
	UID           string
	Email         string // lower-cased, from the verified token
	EmailVerified bool
	Provider      string // firebase.sign_in_provider: "password", "google.com", …
	// AuthTime is when the person signed in (the token's auth_time); token refreshes
	// keep it, so with UID it names one sign-in: a staff session.
	AuthTime time.Time
	// Role is the staff role of the verified e-mail on the staff list; "" for customers and visitors.
	Role Role
	// Held says why Role is not in force for this request (nil when it is): the staff
	// session has not passed its second factor, or it ended (idle or too old). Set by
	// the staff-session check; rules deny staff rights with this error while it is set.
	Held error
	// Key is the integrator's API key the request came with (nil for people): the viewer
	// is then no person (UID is ""), and acts with the key's scopes only (Can).
	Key *Key
}

// Role is a staff member's role. Customers and visitors have none.
type Role string

// The staff roles (see docs/security.md for what each may do).
const (
	RoleOwner   Role = "Owner"
	RoleAdmin   Role = "Admin"
	RoleEditor  Role = "Editor"
	RoleAuthor  Role = "Author"
	RoleSupport Role = "Support"
)

// Roles lists the staff roles, most powerful first.
func Roles() []Role { return []Role{RoleOwner, RoleAdmin, RoleEditor, RoleAuthor, RoleSupport} }

// Staff is the role in force for this request: "" for customers and visitors, and
// while Held is set.
func (v *Viewer) Staff() Role {
	if !v.SignedIn() || v.Held != nil {
		return ""
	}
	return v.Role
}

// SignedIn reports whether a verified identity token came with the request.
func (v *Viewer) SignedIn() bool { return v != nil && v.UID != "" }

type viewerKey struct{}

// WithViewer returns a context that carries v.
func WithViewer(ctx context.Context, v *Viewer) context.Context {
	return context.WithValue(ctx, viewerKey{}, v)
}

// ForContext returns the viewer of ctx; a visitor when none was set.
func ForContext(ctx context.Context) *Viewer {
	if v, ok := ctx.Value(viewerKey{}).(*Viewer); ok && v != nil {
		return v
	}
	return &Viewer{}
}

var (
	// ErrUnauthenticated: the action needs a signed-in user.
	ErrUnauthenticated = errors.New("sign in required")
	// ErrForbidden: the signed-in user's role does not allow the action.
	ErrForbidden = errors.New("not allowed for your role")
)

// RequireSignedIn returns ErrUnauthenticated for a visitor.
func RequireSignedIn(ctx context.Context) (*Viewer, error) {
	v := ForContext(ctx)
	if !v.SignedIn() {
		return v, ErrUnauthenticated
	}
	return v, nil
}

// Codes of a HeldError, which the web app acts on.
const (
	// CodeSecondFactorRequired: pass the second factor in this session first.
	CodeSecondFactorRequired = "SECOND_FACTOR_REQUIRED"
	// CodeSecondFactorRecent: the action needs a second factor passed within 15 minutes.
	CodeSecondFactorRecent = "SECOND_FACTOR_RECENT"
	// CodeSessionExpired: the staff session ended (12 hours, or idle); sign in again.
	CodeSessionExpired = "SESSION_EXPIRED"
)

// HeldError says why a staff member's role is not in force, with a Code above.
type HeldError struct {
	Code    string
	Message string
}

func (e *HeldError) Error() string { return e.Message }
