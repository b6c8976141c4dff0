// Package authtest signs people in against the real Firebase Auth emulator, for
// the tests of any package. The emulator's address comes from
// FIREBASE_AUTH_EMULATOR_HOST (`make test`, or `firebase/emulator.sh start`, set
// it), the project from FIREBASE_PROJECT_ID (default demo-seo-agency).
//
// Every helper fails the test with a clear message when the emulator is not
// there. Accounts live until the emulator restarts, so callers pick unique
// e-mails (UniqueEmail helps).
package authtest

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	firebase "firebase.google.com/go/v4"
	fbauth "firebase.google.com/go/v4/auth"

	"seoagency/auth"
)

const (
	// DefaultProjectID is the project of firebase/firebase.json and the demo data.
	DefaultProjectID = "demo-seo-agency"
	// APIKey is any key: the emulator accepts every one.
	APIKey = "fake-api-key"

	notRunning = "start the Auth emulator: run the tests with `make test`" +
		" (or run `firebase/emulator.sh start` and set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099)"
)

// The demo accounts that firebase/demo-data imports at every emulator start.
const (
	DemoAdminEmail       = "admin@seo-agency.test"
	DemoAdminPassword    = "admin-demo-123"
	DemoCustomerEmail    = "customer@seo-agency.test"
	DemoCustomerPassword = "customer-demo-123"
)

var httpClient = &http.Client{Timeout: 15 * time.Second}

// ProjectID is FIREBASE_PROJECT_ID, or demo-seo-agency.
func ProjectID() string {
	if p := strings.TrimSpace(os.Getenv("FIREBASE_PROJECT_ID")); p != "" {
		return p
	}
	return DefaultProjectID
}

// Host is FIREBASE_AUTH_EMULATOR_HOST, checked to answer; the test fails when
// it is unset or nothing answers there.
func Host(t testing.TB) string {
	t.Helper()
	host := strings.TrimSpace(os.Getenv(auth.EmulatorHostEnv))
	if host == "" {
		t.Fatal(notRunning)
	}
	resp, err := httpClient.Get("http://" + host + "/")
	if err != nil {
		t.Fatalf("the Auth emulator does not answer at %s=%s (%v); %s", auth.EmulatorHostEnv, host, err, notRunning)
	}
	defer resp.Body.Close()
	var status struct {
		AuthEmulator struct {
			Ready bool `json:"ready"`
		} `json:"authEmulator"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&status); err != nil || !status.AuthEmulator.Ready {
		t.Fatalf("%s=%s answers, but not as a ready Firebase Auth emulator (HTTP %d); %s",
			auth.EmulatorHostEnv, host, resp.StatusCode, notRunning)
	}
	return host
}

// Account is a signed-in emulator account.
type Account struct {
	UID          string
	Email        string
	IDToken      string
	RefreshToken string
}

// UniqueEmail returns a fresh lower-case address like prefix-1a2b3c4d5e6f@seo-agency.test.
func UniqueEmail(t testing.TB, prefix string) string {
	t.Helper()
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		t.Fatalf("authtest: random e-mail: %v", err)
	}
	if prefix == "" {
		prefix = "user"
	}
	return strings.ToLower(prefix) + "-" + hex.EncodeToString(b) + "@seo-agency.test"
}

// SignUp creates a password account (e-mail not verified) and returns its ID token.
func SignUp(t testing.TB, email, password string) string {
	t.Helper()
	return SignUpAccount(t, email, password).IDToken
}

// SignUpAccount is SignUp with the account's uid and refresh token.
func SignUpAccount(t testing.TB, email, password string) Account {
	t.Helper()
	return signInCall(t, "accounts:signUp", passwordBody(email, password))
}

// SignIn signs a password account in and returns a fresh ID token.
func SignIn(t testing.TB, email, password string) string {
	t.Helper()
	return SignInAccount(t, email, password).IDToken
}

// SignInAccount is SignIn with the account's uid and refresh token.
func SignInAccount(t testing.TB, email, password string) Account {
	t.Helper()
	return signInCall(t, "accounts:signInWithPassword", passwordBody(email, password))
}

// SignInGoogle signs in with Google (the emulator's fake Google id_token, e-mail
// verified) and returns the ID token: sign_in_provider is google.com. The same
// e-mail gives the same account each time.
func SignInGoogle(t testing.TB, email string) string {
	t.Helper()
	return SignInGoogleAccount(t, email).IDToken
}

// SignInGoogleAccount is SignInGoogle with the account's uid and refresh token.
func SignInGoogleAccount(t testing.TB, email string) Account {
	t.Helper()
	return signInCall(t, "accounts:signInWithIdp", googleBody(t, email))
}

// TrySignUp is SignUp for an address the identity service may refuse.
func TrySignUp(t testing.TB, email, password string) (string, error) {
	a, err := trySignIn(Host(t), "accounts:signUp", passwordBody(email, password))
	return a.IDToken, err
}

// TrySignIn is SignIn for a password the identity service may refuse.
func TrySignIn(t testing.TB, email, password string) (string, error) {
	a, err := trySignIn(Host(t), "accounts:signInWithPassword", passwordBody(email, password))
	return a.IDToken, err
}

// TrySignInGoogle is SignInGoogle for an address the identity service may refuse.
func TrySignInGoogle(t testing.TB, email string) (string, error) {
	a, err := trySignIn(Host(t), "accounts:signInWithIdp", googleBody(t, email))
	return a.IDToken, err
}

func passwordBody(email, password string) map[string]any {
	return map[string]any{"email": email, "password": password, "returnSecureToken": true}
}

func googleBody(t testing.TB, email string) map[string]any {
	sum := sha256.Sum256([]byte(strings.ToLower(email)))
	claims, err := json.Marshal(map[string]any{
		"sub":            "google-" + hex.EncodeToString(sum[:10]),
		"email":          email,
		"email_verified": true,
		"name":           strings.SplitN(email, "@", 2)[0],
	})
	if err != nil {
		t.Fatalf("authtest: %v", err)
	}
	postBody := url.Values{"id_token": {string(claims)}, "providerId": {"google.com"}}.Encode()
	return map[string]any{"postBody": postBody, "requestUri": "http://localhost", "returnSecureToken": true}
}

// VerifyEmail verifies the e-mail of the account of idToken the way a user
// does: it asks for the verification mail, takes the code from the emulator's
// out-of-band box and applies it. Tokens issued before still say
// email_verified=false; sign in again for one that says true.
func VerifyEmail(t testing.TB, idToken string) {
	t.Helper()
	host := Host(t)
	var sent struct {
		Email string `json:"email"`
	}
	call(t, http.MethodPost, identityURL(host, "accounts:sendOobCode"), map[string]any{
		"requestType": "VERIFY_EMAIL", "idToken": idToken,
	}, &sent)
	if sent.Email == "" {
		t.Fatal("authtest: the emulator sent no verification e-mail (the account has no e-mail address)")
	}
	var box struct {
		OobCodes []struct {
			Email       string `json:"email"`
			RequestType string `json:"requestType"`
			OobCode     string `json:"oobCode"`
		} `json:"oobCodes"`
	}
	call(t, http.MethodGet, fmt.Sprintf("http://%s/emulator/v1/projects/%s/oobCodes", host, ProjectID()), nil, &box)
	code := ""
	for _, c := range box.OobCodes {
		if c.RequestType == "VERIFY_EMAIL" && strings.EqualFold(c.Email, sent.Email) {
			code = c.OobCode // the newest is last
		}
	}
	if code == "" {
		t.Fatalf("authtest: no VERIFY_EMAIL code for %s in the emulator's out-of-band box", sent.Email)
	}
	var applied struct {
		EmailVerified bool `json:"emailVerified"`
	}
	call(t, http.MethodPost, identityURL(host, "accounts:update"), map[string]any{"oobCode": code}, &applied)
	if !applied.EmailVerified {
		t.Fatalf("authtest: applying the verification code of %s did not verify the e-mail", sent.Email)
	}
}

// SignUpVerified creates a password account, verifies its e-mail and returns a
// fresh ID token that says email_verified=true.
func SignUpVerified(t testing.TB, email, password string) string {
	t.Helper()
	return SignUpVerifiedAccount(t, email, password).IDToken
}

// SignUpVerifiedAccount is SignUpVerified with the account's uid and refresh token.
func SignUpVerifiedAccount(t testing.TB, email, password string) Account {
	t.Helper()
	a := SignUpAccount(t, email, password)
	VerifyEmail(t, a.IDToken)
	return SignInAccount(t, email, password)
}

// Revoke revokes every token of uid that was issued before the call, through
// the Admin SDK. Firebase compares whole seconds, so Revoke first waits for the
// next second: tokens issued before Revoke are rejected, tokens after it work.
func Revoke(t testing.TB, uid string) {
	t.Helper()
	time.Sleep(time.Until(time.Now().Truncate(time.Second).Add(time.Second + 10*time.Millisecond)))
	if err := AdminClient(t).RevokeRefreshTokens(context.Background(), uid); err != nil {
		t.Fatalf("authtest: revoke the tokens of %s: %v", uid, err)
	}
}

// Disable disables the account uid through the Admin SDK.
func Disable(t testing.TB, uid string) {
	t.Helper()
	if _, err := AdminClient(t).UpdateUser(context.Background(), uid, (&fbauth.UserToUpdate{}).Disabled(true)); err != nil {
		t.Fatalf("authtest: disable %s: %v", uid, err)
	}
}

// Delete deletes the account uid through the Admin SDK.
func Delete(t testing.TB, uid string) {
	t.Helper()
	if err := AdminClient(t).DeleteUser(context.Background(), uid); err != nil {
		t.Fatalf("authtest: delete %s: %v", uid, err)
	}
}

// AdminClient is a Firebase Admin SDK auth client for the emulator's project.
func AdminClient(t testing.TB) *fbauth.Client {
	t.Helper()
	Host(t)
	// The SDK reads FIREBASE_AUTH_EMULATOR_HOST (set: Host checked it) and needs no credentials.
	app, err := firebase.NewApp(context.Background(), &firebase.Config{ProjectID: ProjectID()})
	if err != nil {
		t.Fatalf("authtest: firebase app: %v", err)
	}
	c, err := app.Auth(context.Background())
	if err != nil {
		t.Fatalf("authtest: firebase auth client: %v", err)
	}
	return c
}

// Verifier is an auth.Verifier for the emulator's project.
func Verifier(t testing.TB) *auth.Verifier {
	t.Helper()
	v, err := auth.NewVerifier(context.Background(), auth.Config{ProjectID: ProjectID(), EmulatorHost: Host(t)})
	if err != nil {
		t.Fatalf("authtest: %v", err)
	}
	return v
}

// Claims decodes the payload of an emulator ID token (unchecked: for tests).
func Claims(t testing.TB, idToken string) map[string]any {
	t.Helper()
	parts := strings.Split(idToken, ".")
	if len(parts) != 3 {
		t.Fatalf("authtest: %q is not a JWT", idToken)
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		t.Fatalf("authtest: JWT payload: %v", err)
	}
	var claims map[string]any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&claims); err != nil {
		t.Fatalf("authtest: JWT payload: %v", err)
	}
	return claims
}

// UID is the uid (sub) of an ID token.
func UID(t testing.TB, idToken string) string {
	t.Helper()
	uid, _ := Claims(t, idToken)["sub"].(string)
	if uid == "" {
		t.Fatal("authtest: the ID token has no sub claim")
	}
	return uid
}

// Rewrite returns a copy of the emulator ID token idToken with its claims
// changed by edit, in the emulator's own format (header alg "none", empty
// signature). The emulator's tokens are unsigned, so such a token is exactly
// what a client could send; a verifier must judge it by its claims.
func Rewrite(t testing.TB, idToken string, edit func(claims map[string]any)) string {
	t.Helper()
	parts := strings.Split(idToken, ".")
	if len(parts) != 3 {
		t.Fatalf("authtest: %q is not a JWT", idToken)
	}
	header, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		t.Fatalf("authtest: JWT header: %v", err)
	}
	var h map[string]any
	if err := json.Unmarshal(header, &h); err != nil || h["alg"] != "none" {
		t.Fatalf("authtest: Rewrite takes an emulator ID token (alg none), got header %s", header)
	}
	claims := Claims(t, idToken)
	edit(claims)
	payload, err := json.Marshal(claims)
	if err != nil {
		t.Fatalf("authtest: JWT payload: %v", err)
	}
	return parts[0] + "." + base64.RawURLEncoding.EncodeToString(payload) + "."
}

// Expired returns idToken as it would be an hour after it expired (issued three
// hours ago, expired two hours ago: beyond any clock-skew allowance).
func Expired(t testing.TB, idToken string) string {
	t.Helper()
	now := time.Now().Unix()
	return Rewrite(t, idToken, func(c map[string]any) {
		c["iat"] = now - 3*3600
		c["auth_time"] = now - 3*3600
		c["exp"] = now - 2*3600
	})
}

// ForProject returns idToken as if the emulator of another project had issued
// it (aud and iss of projectID).
func ForProject(t testing.TB, idToken, projectID string) string {
	t.Helper()
	return Rewrite(t, idToken, func(c map[string]any) {
		c["aud"] = projectID
		c["iss"] = "https://securetoken.google.com/" + projectID
	})
}

// Bearer is the Authorization header value for idToken.
func Bearer(idToken string) string { return "Bearer " + idToken }

func identityURL(host, method string) string {
	return fmt.Sprintf("http://%s/identitytoolkit.googleapis.com/v1/%s?key=%s", host, method, APIKey)
}

func signInCall(t testing.TB, method string, body map[string]any) Account {
	t.Helper()
	a, err := trySignIn(Host(t), method, body)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func trySignIn(host, method string, body map[string]any) (Account, error) {
	var out struct {
		LocalID      string `json:"localId"`
		Email        string `json:"email"`
		IDToken      string `json:"idToken"`
		RefreshToken string `json:"refreshToken"`
	}
	if err := try(http.MethodPost, identityURL(host, method), body, &out); err != nil {
		return Account{}, err
	}
	if out.IDToken == "" {
		return Account{}, fmt.Errorf("authtest: %s returned no ID token", method)
	}
	return Account{UID: out.LocalID, Email: out.Email, IDToken: out.IDToken, RefreshToken: out.RefreshToken}, nil
}

// call sends a JSON request to the emulator and decodes its JSON answer into
// out, failing the test on any error the emulator reports.
func call(t testing.TB, method, u string, body any, out any) {
	t.Helper()
	if err := try(method, u, body, out); err != nil {
		t.Fatal(err)
	}
}

// try is call that returns the error: for what the emulator may rightly refuse.
func try(method, u string, body any, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return fmt.Errorf("authtest: %v", err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, u, rd)
	if err != nil {
		return fmt.Errorf("authtest: %v", err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		return fmt.Errorf("authtest: %s %s: %v; %s", method, redact(u), err, notRunning)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return fmt.Errorf("authtest: %s %s: %v", method, redact(u), err)
	}
	if resp.StatusCode/100 != 2 {
		var e struct {
			Error struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		_ = json.Unmarshal(raw, &e)
		msg := e.Error.Message
		if msg == "" {
			msg = strings.TrimSpace(string(raw))
		}
		return fmt.Errorf("authtest: the Auth emulator refused %s %s: HTTP %d: %s", method, redact(u), resp.StatusCode, msg)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			return fmt.Errorf("authtest: %s %s: decode %s: %v", method, redact(u), raw, err)
		}
	}
	return nil
}

func redact(u string) string {
	before, _, _ := strings.Cut(u, "?")
	return before
}
