package auth

import (
	"cmp"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"os"
	"strings"
	"sync"
	"time"
	"unicode"

	firebase "firebase.google.com/go/v4"
	fbauth "firebase.google.com/go/v4/auth"
	"github.com/hashicorp/golang-lru/v2/expirable"
)

// EmulatorHostEnv is the variable through which the Firebase Admin SDK finds the
// Auth emulator. The SDK reads it itself, so NewVerifier treats a value in the
// process environment like Config.EmulatorHost.
const EmulatorHostEnv = "FIREBASE_AUTH_EMULATOR_HOST"

// verifyTimeout bounds one verification, the revocation look-up included.
const verifyTimeout = 10 * time.Second

// Config says which Firebase project signs the ID tokens the server accepts.
type Config struct {
	// ProjectID is the Firebase project id (FIREBASE_PROJECT_ID); required.
	ProjectID string
	// EmulatorHost is host:port of the Firebase Auth emulator
	// (FIREBASE_AUTH_EMULATOR_HOST), for development and tests only.
	EmulatorHost string
	// Production refuses the emulator: its tokens are unsigned, anyone can forge one.
	Production bool
	// CacheFor keeps a verified token's viewer this long (never past the token's
	// expiry), sparing the revocation look-up on every request; a revocation then
	// takes effect within CacheFor. Zero checks every time.
	CacheFor time.Duration
}

// Verifier checks Firebase ID tokens: signature (not with the emulator, whose
// tokens are unsigned), expiry, project, and revocation.
type Verifier struct {
	client       *fbauth.Client
	projectID    string
	emulatorHost string
	// recent keeps verified tokens' viewers (by the token's SHA-256) for CacheFor;
	// nil when CacheFor is zero.
	recent *expirable.LRU[[32]byte, cachedViewer]
}

type cachedViewer struct {
	viewer Viewer
	until  time.Time // the token's expiry, when sooner than the cache's own
}

// maxCached bounds the memory of the cache: past it, the least recently used go.
const maxCached = 10000

// The SDK takes the emulator address from the process environment when a client is
// made; this serialises the moments NewVerifier changes it. It is the package's one
// variable, and process-wide because what it guards, the environment, is.
var sdkEnvMu sync.Mutex

// NewVerifier makes a Verifier for cfg. With an emulator host it needs no
// credentials; otherwise it uses Google Application Default Credentials
// (GOOGLE_APPLICATION_CREDENTIALS or the metadata server), which the
// revocation check needs.
func NewVerifier(ctx context.Context, cfg Config) (*Verifier, error) {
	projectID := strings.TrimSpace(cfg.ProjectID)
	if projectID == "" {
		return nil, errors.New("auth: the Firebase project id is empty; set FIREBASE_PROJECT_ID")
	}
	// Untrimmed: the SDK turns to the emulator on any non-empty value, " " too.
	fromEnv := os.Getenv(EmulatorHostEnv)
	host := strings.TrimSpace(cfg.EmulatorHost)
	if host == "" {
		host = strings.TrimSpace(fromEnv) // the SDK would use it anyway
	}
	if (host != "" || fromEnv != "") && cfg.Production {
		return nil, fmt.Errorf("auth: the Firebase Auth emulator (%s=%q) is refused in production, "+
			"because the emulator's ID tokens are unsigned and anyone could forge one; "+
			"unset %s (a blank value counts as set) or run with APP_ENV=development", EmulatorHostEnv, cmp.Or(host, fromEnv), EmulatorHostEnv)
	}
	if host != "" {
		if err := checkEmulatorHost(host); err != nil {
			return nil, err
		}
	}

	client, err := newSDKClient(ctx, projectID, host, fromEnv)
	if err != nil {
		if host != "" {
			return nil, fmt.Errorf("auth: cannot make the Firebase Auth client for the emulator at %s: %w", host, err)
		}
		return nil, fmt.Errorf("auth: cannot make the Firebase Auth client for project %q "+
			"(it needs Google Application Default Credentials, e.g. GOOGLE_APPLICATION_CREDENTIALS, "+
			"to check revoked tokens): %w", projectID, err)
	}
	if host != "" {
		slog.Warn("FIREBASE AUTH EMULATOR IN USE: ID tokens are NOT signed and anyone can forge one; "+
			"this is for development and tests only, never for production",
			"emulator_host", host, "project_id", projectID)
	}
	v := &Verifier{client: client, projectID: projectID, emulatorHost: host}
	if cfg.CacheFor > 0 {
		v.recent = expirable.NewLRU[[32]byte, cachedViewer](maxCached, nil, cfg.CacheFor)
	}
	return v, nil
}

func newSDKClient(ctx context.Context, projectID, host, fromEnv string) (*fbauth.Client, error) {
	sdkEnvMu.Lock()
	defer sdkEnvMu.Unlock()
	if host != fromEnv {
		// Point the SDK at our emulator for the moment it makes the client
		// (the client keeps the address), then put the environment back.
		if err := os.Setenv(EmulatorHostEnv, host); err != nil {
			return nil, err
		}
		defer func() {
			if fromEnv == "" {
				_ = os.Unsetenv(EmulatorHostEnv)
			} else {
				_ = os.Setenv(EmulatorHostEnv, fromEnv)
			}
		}()
	}
	app, err := firebase.NewApp(ctx, &firebase.Config{ProjectID: projectID})
	if err != nil {
		return nil, err
	}
	return app.Auth(ctx)
}

func checkEmulatorHost(host string) error {
	if strings.Contains(host, "://") || strings.Contains(host, "/") {
		return fmt.Errorf("auth: %s must be host:port (like 127.0.0.1:9099) without scheme or path, got %q", EmulatorHostEnv, host)
	}
	if _, port, err := net.SplitHostPort(host); err != nil || port == "" {
		return fmt.Errorf("auth: %s must be host:port (like 127.0.0.1:9099), got %q", EmulatorHostEnv, host)
	}
	return nil
}

// ProjectID is the Firebase project whose tokens the verifier accepts.
func (v *Verifier) ProjectID() string { return v.projectID }

// DeleteUser deletes a Firebase account for good (a customer deleting their own);
// tokens verified before stop being taken from the cache at once.
func (v *Verifier) DeleteUser(ctx context.Context, uid string) error {
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	if err := v.client.DeleteUser(ctx, uid); err != nil && !fbauth.IsUserNotFound(err) {
		return fmt.Errorf("%w: deleting the account: %v", ErrVerifierUnavailable, err)
	}
	if v.recent != nil {
		v.recent.Purge()
	}
	return nil
}

// RevokeSessions revokes every refresh token of uid, so no device gets a fresh ID
// token; ID tokens verified before stop being taken from the cache at once.
func (v *Verifier) RevokeSessions(ctx context.Context, uid string) error {
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	if err := v.client.RevokeRefreshTokens(ctx, uid); err != nil {
		return fmt.Errorf("%w: revoking the sign-ins: %v", ErrVerifierUnavailable, err)
	}
	if v.recent != nil {
		v.recent.Purge()
	}
	return nil
}

// EmulatorHost is host:port of the Auth emulator in use, or "" for real Firebase.
func (v *Verifier) EmulatorHost() string { return v.emulatorHost }

// Kinds of rejected ID token. A rejection from Verify is a *TokenError, for which
// errors.Is(err, ErrInvalidToken) holds, and errors.Is with its kind below.
var (
	ErrInvalidToken      = errors.New("the ID token is not valid")
	ErrTokenMalformed    = errors.New("the ID token is malformed")
	ErrTokenExpired      = errors.New("the ID token has expired")
	ErrTokenRevoked      = errors.New("the ID token has been revoked")
	ErrTokenWrongProject = errors.New("the ID token is for another Firebase project")
	ErrAccountDisabled   = errors.New("the account is disabled")
	ErrAccountNotFound   = errors.New("the account no longer exists")
)

// ErrVerifierUnavailable: the token could not be checked (Firebase or the
// emulator did not answer); not the client's fault.
var ErrVerifierUnavailable = errors.New("sign-in could not be checked right now")

// TokenError is a rejected ID token. Message is a sentence for the client;
// Err is the SDK's detail, for logs.
type TokenError struct {
	Kind    error
	Message string
	Err     error
}

func (e *TokenError) Error() string { return e.Message }

// Unwrap lets errors.Is match the kind, ErrInvalidToken and the SDK's error.
func (e *TokenError) Unwrap() []error {
	errs := []error{ErrInvalidToken}
	if e.Kind != nil {
		errs = append(errs, e.Kind)
	}
	if e.Err != nil {
		errs = append(errs, e.Err)
	}
	return errs
}

// Verify checks idToken, and that it is not revoked nor its account disabled or
// deleted, and returns its viewer (Admin is left false: Middleware decides it).
// A rejected token gives a *TokenError; a failure to check gives an error
// wrapping ErrVerifierUnavailable.
func (v *Verifier) Verify(ctx context.Context, idToken string) (*Viewer, error) {
	idToken = strings.TrimSpace(idToken)
	if idToken == "" {
		return nil, &TokenError{Kind: ErrTokenMalformed, Message: "The ID token is empty."}
	}
	key := sha256.Sum256([]byte(idToken))
	if viewer, ok := v.cached(key); ok {
		return viewer, nil
	}
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	tok, err := v.client.VerifyIDTokenAndCheckRevoked(ctx, idToken)
	if err != nil {
		return nil, v.classify(err)
	}
	email, _ := tok.Claims["email"].(string)
	verified, _ := tok.Claims["email_verified"].(bool)
	viewer := Viewer{
		UID:           tok.UID,
		Email:         identityEmail(email),
		EmailVerified: verified,
		Provider:      tok.Firebase.SignInProvider,
		AuthTime:      time.Unix(tok.AuthTime, 0),
	}
	v.remember(key, viewer, time.Unix(tok.Expires, 0))
	return &viewer, nil
}

// identityEmail is the e-mail a token identifies someone by: exactly as the identity
// service holds it, lower-cased for comparison. One with surrounding or inner space,
// control characters or anything but a plain address identifies nobody, so
// " victim@example.com" is never taken for victim@example.com.
func identityEmail(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0 {
		return ""
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" || a.Address != s {
		return ""
	}
	return strings.ToLower(s)
}

func (v *Verifier) cached(key [32]byte) (*Viewer, bool) {
	if v.recent == nil {
		return nil, false
	}
	c, ok := v.recent.Get(key)
	if !ok || time.Now().After(c.until) {
		return nil, false
	}
	return &c.viewer, true
}

// remember keeps viewer for the cache's time, never past the token's expiry.
func (v *Verifier) remember(key [32]byte, viewer Viewer, expires time.Time) {
	if v.recent != nil {
		v.recent.Add(key, cachedViewer{viewer: viewer, until: expires})
	}
}

func (v *Verifier) classify(err error) error {
	te := func(kind error, msg string) error { return &TokenError{Kind: kind, Message: msg, Err: err} }
	detail := err.Error()
	switch {
	case fbauth.IsIDTokenExpired(err):
		return te(ErrTokenExpired, "The ID token has expired; sign in again to get a fresh one.")
	case fbauth.IsIDTokenRevoked(err):
		return te(ErrTokenRevoked, "The ID token has been revoked; sign in again.")
	case fbauth.IsUserDisabled(err):
		return te(ErrAccountDisabled, "The account of this ID token is disabled.")
	case fbauth.IsUserNotFound(err):
		return te(ErrAccountNotFound, "The account of this ID token no longer exists.")
	case fbauth.IsIDTokenInvalid(err):
		switch {
		case strings.Contains(detail, "'aud'"):
			return te(ErrTokenWrongProject, fmt.Sprintf(
				"The ID token was issued for another Firebase project; this server accepts tokens of project %q only.", v.projectID))
		case strings.Contains(detail, "'iss'"):
			return te(ErrTokenWrongProject, fmt.Sprintf(
				"The ID token was not issued by Firebase Authentication for project %q.", v.projectID))
		case strings.Contains(detail, "custom token"):
			return te(ErrTokenMalformed,
				"This is a Firebase custom token, not an ID token; exchange it for an ID token by signing in with it first.")
		case strings.Contains(detail, "signature"):
			return te(ErrTokenMalformed, "The ID token's signature is not valid.")
		case strings.Contains(detail, "future timestamp"):
			return te(ErrTokenMalformed, "The ID token claims to be issued in the future; check the device's clock.")
		default:
			return te(ErrTokenMalformed, "The ID token is malformed: it is not a Firebase ID token.")
		}
	default:
		return fmt.Errorf("%w: %w", ErrVerifierUnavailable, err)
	}
}

// EmailVerificationLink is the identity service's link that verifies email's account;
// it leads back to continueURL.
func (v *Verifier) EmailVerificationLink(ctx context.Context, email, continueURL string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	link, err := v.client.EmailVerificationLinkWithSettings(ctx, email, &fbauth.ActionCodeSettings{URL: continueURL})
	return link, v.linkError(err)
}

// PasswordResetLink is the identity service's link that sets a new password for
// email's account, leading back to continueURL; ErrAccountNotFound when there is none.
func (v *Verifier) PasswordResetLink(ctx context.Context, email, continueURL string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	link, err := v.client.PasswordResetLinkWithSettings(ctx, email, &fbauth.ActionCodeSettings{URL: continueURL})
	return link, v.linkError(err)
}

func (v *Verifier) linkError(err error) error {
	switch {
	case err == nil:
		return nil
	case fbauth.IsUserNotFound(err) || fbauth.IsEmailNotFound(err):
		return ErrAccountNotFound
	default:
		return fmt.Errorf("%w: making an e-mail action link: %v", ErrVerifierUnavailable, err)
	}
}

// MarkEmailVerified sets the account's e-mail verified: the person followed a link
// sent to it (an invitation). Their next ID token carries it.
func (v *Verifier) MarkEmailVerified(ctx context.Context, uid string) error {
	ctx, cancel := context.WithTimeout(ctx, verifyTimeout)
	defer cancel()
	if _, err := v.client.UpdateUser(ctx, uid, (&fbauth.UserToUpdate{}).EmailVerified(true)); err != nil {
		if fbauth.IsUserNotFound(err) {
			return ErrAccountNotFound
		}
		return fmt.Errorf("%w: marking the e-mail verified: %v", ErrVerifierUnavailable, err)
	}
	return nil
}
