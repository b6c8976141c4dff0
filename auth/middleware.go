package auth

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
)

// Error codes of the JSON error body the middleware writes.
const (
	CodeUnauthenticated = "UNAUTHENTICATED"
	CodeUnavailable     = "UNAVAILABLE"
)

// Middleware puts the request's Viewer in its context (read it with ForContext).
//
//   - No Authorization header: a visitor (the zero Viewer).
//
//   - "Authorization: Bearer <Firebase ID token>" that verifies: the signed-in
//     user; Role is the staff role roleOf gives a verified e-mail ("" for others).
//
//   - Any other Authorization header, or a token that is malformed, expired,
//     revoked, for another project, or of a disabled or deleted account:
//     401 with WWW-Authenticate: Bearer and
//     {"error":{"code":"UNAUTHENTICATED","message":"…"}}. Never a visitor.
//
//   - The token or the admin list could not be checked: 503 with code UNAVAILABLE.
//
//   - "Authorization: Bearer sk_…": an integrator's API key, which keyOf checks (its
//     first, optional, value); the viewer then has Key set. A key that is not valid:
//     401 as above; one sent from an address it is not allowed from: 403 FORBIDDEN.
//     Without keyOf, a key is refused as a token that does not verify.
//
// roleOf gets the lower-cased verified e-mail; nil means nobody is staff.
func Middleware(v *Verifier, roleOf func(ctx context.Context, email string) (Role, error), keyOf ...KeyFunc) func(http.Handler) http.Handler {
	if v == nil {
		panic("auth.Middleware: nil *Verifier")
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			values := r.Header.Values("Authorization")
			if len(values) == 0 {
				next.ServeHTTP(w, r.WithContext(WithViewer(ctx, &Viewer{})))
				return
			}
			token, msg := bearerToken(values)
			if msg != "" {
				writeUnauthenticated(w, msg)
				return
			}
			if strings.HasPrefix(token, KeyPrefix) {
				if len(keyOf) == 0 || keyOf[0] == nil {
					writeUnauthenticated(w, "API keys are not accepted here; "+want)
					return
				}
				key, err := keyOf[0](r, token)
				var ke *KeyError
				switch {
				case errors.As(err, &ke) && ke.Forbidden:
					writeError(w, http.StatusForbidden, "FORBIDDEN", ke.Message)
					return
				case errors.As(err, &ke):
					writeUnauthenticated(w, ke.Message)
					return
				case err != nil:
					slog.ErrorContext(ctx, "auth: could not check an API key", "err", err, "path", r.URL.Path)
					writeError(w, http.StatusServiceUnavailable, CodeUnavailable,
						"The API key could not be checked right now; try again shortly.")
					return
				}
				next.ServeHTTP(w, r.WithContext(WithViewer(ctx, &Viewer{Key: key})))
				return
			}
			viewer, err := v.Verify(ctx, token)
			if err != nil {
				var te *TokenError
				if errors.As(err, &te) {
					slog.InfoContext(ctx, "auth: ID token rejected", "reason", te.Kind, "detail", te.Err, "path", r.URL.Path)
					writeUnauthenticated(w, te.Message)
					return
				}
				if ctx.Err() != nil {
					// The client went away or the request's deadline passed.
					slog.InfoContext(ctx, "auth: ID token check abandoned", "err", err, "path", r.URL.Path)
				} else {
					slog.ErrorContext(ctx, "auth: could not verify an ID token", "err", err, "path", r.URL.Path)
				}
				writeError(w, http.StatusServiceUnavailable, CodeUnavailable,
					"Sign-in could not be checked right now; try again shortly.")
				return
			}
			if viewer.EmailVerified && viewer.Email != "" && roleOf != nil {
				role, err := roleOf(ctx, viewer.Email)
				if err != nil {
					slog.ErrorContext(ctx, "auth: could not read the admin users list", "err", err, "path", r.URL.Path)
					writeError(w, http.StatusServiceUnavailable, CodeUnavailable,
						"Your role could not be checked right now; try again shortly.")
					return
				}
				viewer.Role = role
			}
			next.ServeHTTP(w, r.WithContext(WithViewer(ctx, viewer)))
		})
	}
}

const want = "send `Authorization: Bearer <Firebase ID token or API key>`, or no Authorization header to continue as a visitor."

// bearerToken takes the token out of the Authorization header, or says in a
// sentence what is wrong with the header.
func bearerToken(values []string) (token, problem string) {
	if len(values) > 1 {
		return "", "The request has more than one Authorization header; " + want
	}
	scheme, rest, _ := strings.Cut(strings.TrimSpace(values[0]), " ")
	if !strings.EqualFold(scheme, "Bearer") {
		if scheme == "" {
			return "", "The Authorization header is empty; " + want
		}
		return "", "The Authorization header does not use the Bearer scheme; " + want
	}
	token = strings.TrimSpace(rest)
	if token == "" {
		return "", "The Authorization header has no ID token after Bearer; " + want
	}
	if strings.ContainsAny(token, " \t") {
		return "", "The Authorization header has more than one value after Bearer; " + want
	}
	return token, ""
}

func writeUnauthenticated(w http.ResponseWriter, message string) {
	w.Header().Set("WWW-Authenticate", "Bearer")
	writeError(w, http.StatusUnauthorized, CodeUnauthenticated, message)
}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func writeError(w http.ResponseWriter, status int, code, message string) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(errorBody{Error: errorDetail{Code: code, Message: message}})
}
