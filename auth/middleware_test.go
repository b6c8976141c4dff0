package auth_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"seoagency/auth"
	"seoagency/auth/authtest"
)

type errorBody struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// serve runs one request through Middleware and reports the viewer the
// handler saw (nil when the handler was not reached).
func serve(t *testing.T, v *auth.Verifier, roleOf func(context.Context, string) (auth.Role, error), authorization ...string) (*httptest.ResponseRecorder, *auth.Viewer) {
	t.Helper()
	var seen *auth.Viewer
	h := auth.Middleware(v, roleOf)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = auth.ForContext(r.Context())
		w.WriteHeader(http.StatusNoContent)
	}))
	req := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(`{}`))
	for _, a := range authorization {
		req.Header.Add("Authorization", a)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec, seen
}

func decodeError(t *testing.T, rec *httptest.ResponseRecorder) errorBody {
	t.Helper()
	if ct := rec.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q, want application/json", ct)
	}
	var body errorBody
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("body %q is not the JSON error: %v", rec.Body.String(), err)
	}
	return body
}

func noAdmins(context.Context, string) (auth.Role, error) { return "", nil }

func TestMiddlewareVisitorWithoutHeader(t *testing.T) {
	rec, seen := serve(t, authtest.Verifier(t), noAdmins)
	if rec.Code != http.StatusNoContent || seen == nil {
		t.Fatalf("status %d, handler reached: %v; want the handler to run", rec.Code, seen != nil)
	}
	if *seen != (auth.Viewer{}) || seen.SignedIn() {
		t.Errorf("viewer = %+v, want a visitor", *seen)
	}
}

func TestMiddlewareSignedIn(t *testing.T) {
	v := authtest.Verifier(t)
	email := authtest.UniqueEmail(t, "mw")
	acct := authtest.SignUpAccount(t, email, "secret-123")
	google := authtest.SignInGoogleAccount(t, authtest.UniqueEmail(t, "mwgoogle"))

	for _, c := range []struct {
		name  string
		token string
		want  auth.Viewer
	}{
		{"password", acct.IDToken, auth.Viewer{UID: acct.UID, Email: email, Provider: "password"}},
		{"google", google.IDToken, auth.Viewer{UID: google.UID, Email: google.Email, EmailVerified: true, Provider: "google.com"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec, seen := serve(t, v, noAdmins, authtest.Bearer(c.token))
			if rec.Code != http.StatusNoContent || seen == nil {
				t.Fatalf("status %d body %s; want the handler to run", rec.Code, rec.Body)
			}
			if withoutAuthTime(t, *seen) != c.want {
				t.Errorf("viewer = %+v, want %+v", *seen, c.want)
			}
		})
	}

	t.Run("scheme is case-insensitive", func(t *testing.T) {
		rec, seen := serve(t, v, noAdmins, "bearer "+acct.IDToken)
		if rec.Code != http.StatusNoContent || seen == nil || seen.UID != acct.UID {
			t.Fatalf("status %d, viewer %+v", rec.Code, seen)
		}
	})
}

func TestMiddlewareRejects(t *testing.T) {
	v := authtest.Verifier(t)
	email := authtest.UniqueEmail(t, "mwreject")
	acct := authtest.SignUpAccount(t, email, "secret-123")
	revoked := authtest.SignIn(t, email, "secret-123")
	authtest.Revoke(t, acct.UID)

	cases := []struct {
		name  string
		auth  []string
		words string
	}{
		{"garbage token", []string{"Bearer garbage"}, "malformed"},
		{"expired token", []string{authtest.Bearer(authtest.Expired(t, acct.IDToken))}, "expired"},
		{"wrong-project token", []string{authtest.Bearer(authtest.ForProject(t, acct.IDToken, "demo-other-project"))}, "another Firebase project"},
		{"revoked token", []string{authtest.Bearer(revoked)}, "revoked"},
		{"not Bearer", []string{"Basic dXNlcjpwYXNz"}, "Bearer scheme"},
		{"bare token", []string{acct.IDToken}, "Bearer scheme"},
		{"Bearer without token", []string{"Bearer"}, "no ID token"},
		{"Bearer with blank token", []string{"Bearer    "}, "no ID token"},
		{"empty header", []string{""}, "empty"},
		{"two tokens", []string{"Bearer a b"}, "more than one value"},
		{"two headers", []string{authtest.Bearer(acct.IDToken), authtest.Bearer(acct.IDToken)}, "more than one Authorization header"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, seen := serve(t, v, noAdmins, c.auth...)
			if seen != nil {
				t.Fatalf("handler ran with viewer %+v; want the request stopped", *seen)
			}
			if rec.Code != http.StatusUnauthorized {
				t.Fatalf("status = %d, want 401", rec.Code)
			}
			if got := rec.Header().Get("WWW-Authenticate"); got != "Bearer" {
				t.Errorf("WWW-Authenticate = %q, want Bearer", got)
			}
			body := decodeError(t, rec)
			if body.Error.Code != "UNAUTHENTICATED" {
				t.Errorf("code = %q, want UNAUTHENTICATED", body.Error.Code)
			}
			if !strings.Contains(body.Error.Message, c.words) || !strings.HasSuffix(body.Error.Message, ".") {
				t.Errorf("message = %q, want a sentence with %q", body.Error.Message, c.words)
			}
		})
	}
}

func TestMiddlewareAdmin(t *testing.T) {
	v := authtest.Verifier(t)
	verifiedEmail := authtest.UniqueEmail(t, "admin")
	verified := authtest.SignUpVerified(t, verifiedEmail, "secret-123")
	unverifiedEmail := authtest.UniqueEmail(t, "notyet")
	unverified := authtest.SignUp(t, unverifiedEmail, "secret-123")
	googleEmail := authtest.UniqueEmail(t, "googleadmin")
	google := authtest.SignInGoogle(t, googleEmail)

	var mu sync.Mutex
	var asked []string
	admins := map[string]auth.Role{verifiedEmail: auth.RoleEditor, unverifiedEmail: auth.RoleOwner, googleEmail: auth.RoleAdmin}
	isAdmin := func(_ context.Context, email string) (auth.Role, error) {
		mu.Lock()
		defer mu.Unlock()
		asked = append(asked, email)
		return admins[email], nil
	}
	nobody := func(_ context.Context, email string) (auth.Role, error) {
		mu.Lock()
		defer mu.Unlock()
		asked = append(asked, email)
		return "", nil
	}

	for _, c := range []struct {
		name      string
		token     string
		isAdmin   func(context.Context, string) (auth.Role, error)
		wantRole  auth.Role
		wantAsked []string
	}{
		{"verified and listed", verified, isAdmin, auth.RoleEditor, []string{verifiedEmail}},
		{"verified by Google and listed", google, isAdmin, auth.RoleAdmin, []string{googleEmail}},
		{"listed but not verified", unverified, isAdmin, "", nil},
		{"verified but not listed", verified, nobody, "", []string{verifiedEmail}},
		{"no admin list", verified, nil, "", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			asked = nil
			rec, seen := serve(t, v, c.isAdmin, authtest.Bearer(c.token))
			if rec.Code != http.StatusNoContent || seen == nil {
				t.Fatalf("status %d body %s; want the handler to run", rec.Code, rec.Body)
			}
			if seen.Role != c.wantRole || seen.Staff() != c.wantRole {
				t.Errorf("Role = %q, Staff() = %q, want %q", seen.Role, seen.Staff(), c.wantRole)
			}
			if strings.Join(asked, ",") != strings.Join(c.wantAsked, ",") {
				t.Errorf("isAdmin asked about %q, want %q", asked, c.wantAsked)
			}
		})
	}

	t.Run("admin list unavailable", func(t *testing.T) {
		broken := func(context.Context, string) (auth.Role, error) { return "", errors.New("database is down") }
		rec, seen := serve(t, v, broken, authtest.Bearer(verified))
		if seen != nil {
			t.Fatalf("handler ran with viewer %+v; want 503", *seen)
		}
		if rec.Code != http.StatusServiceUnavailable {
			t.Fatalf("status = %d, want 503", rec.Code)
		}
		body := decodeError(t, rec)
		if body.Error.Code != "UNAVAILABLE" || body.Error.Message == "" || strings.Contains(body.Error.Message, "database") {
			t.Errorf("error = %+v, want code UNAVAILABLE and a message that hides the internal error", body.Error)
		}
	})
}

func TestMiddlewareVerifierUnavailable(t *testing.T) {
	token := authtest.SignUp(t, authtest.UniqueEmail(t, "mwdown"), "secret-123")
	down := unreachable(t)
	rec, seen := serve(t, down, noAdmins, authtest.Bearer(token))
	if seen != nil {
		t.Fatalf("handler ran with viewer %+v; want 503", *seen)
	}
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("status = %d, want 503", rec.Code)
	}
	if body := decodeError(t, rec); body.Error.Code != "UNAVAILABLE" {
		t.Errorf("code = %q, want UNAVAILABLE", body.Error.Code)
	}
}
