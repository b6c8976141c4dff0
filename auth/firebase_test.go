package auth_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/testproc"
)

// These tests talk to the real Firebase Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).

func TestPasswordSignUpAndSignIn(t *testing.T) {
	v := authtest.Verifier(t)
	ctx := context.Background()
	email := authtest.UniqueEmail(t, "Password")
	signedUp := authtest.SignUpAccount(t, email, "secret-123")

	for name, token := range map[string]string{
		"sign-up": signedUp.IDToken,
		"sign-in": authtest.SignIn(t, email, "secret-123"),
	} {
		got, err := v.Verify(ctx, token)
		if err != nil {
			t.Fatalf("%s token: Verify: %v", name, err)
		}
		want := auth.Viewer{UID: signedUp.UID, Email: email, EmailVerified: false, Provider: "password"}
		if withoutAuthTime(t, *got) != want {
			t.Errorf("%s token: viewer = %+v, want %+v", name, *got, want)
		}
		if !got.SignedIn() || got.Role != "" {
			t.Errorf("%s token: SignedIn=%v Role=%q, want true and none", name, got.SignedIn(), got.Role)
		}
	}

	authtest.VerifyEmail(t, signedUp.IDToken)
	got, err := v.Verify(ctx, authtest.SignIn(t, email, "secret-123"))
	if err != nil {
		t.Fatalf("token after e-mail verification: %v", err)
	}
	if !got.EmailVerified || got.UID != signedUp.UID || got.Provider != "password" {
		t.Errorf("after e-mail verification: viewer = %+v, want verified password account %s", *got, signedUp.UID)
	}
}

func TestEmailIsLowerCased(t *testing.T) {
	v := authtest.Verifier(t)
	email := authtest.UniqueEmail(t, "case")
	mixed := strings.ToUpper(email[:1]) + email[1:strings.Index(email, "@")] + "@SEO-Agency.TEST"
	token := authtest.SignUp(t, mixed, "secret-123")
	got, err := v.Verify(context.Background(), token)
	if err != nil {
		t.Fatal(err)
	}
	if got.Email != email {
		t.Errorf("Email = %q, want %q", got.Email, email)
	}
}

// withoutAuthTime checks that the viewer's sign-in time is the token's (within the last
// few minutes: the accounts were made by this test) and leaves it out for comparing.
func withoutAuthTime(t *testing.T, v auth.Viewer) auth.Viewer {
	t.Helper()
	if age := time.Since(v.AuthTime); age < -time.Minute || age > 5*time.Minute {
		t.Errorf("AuthTime = %s, %s ago: want the sign-in a moment ago", v.AuthTime, age)
	}
	v.AuthTime = time.Time{}
	return v
}

func TestGoogleSignIn(t *testing.T) {
	v := authtest.Verifier(t)
	email := authtest.UniqueEmail(t, "google")
	acct := authtest.SignInGoogleAccount(t, email)
	got, err := v.Verify(context.Background(), acct.IDToken)
	if err != nil {
		t.Fatal(err)
	}
	want := auth.Viewer{UID: acct.UID, Email: email, EmailVerified: true, Provider: "google.com"}
	if withoutAuthTime(t, *got) != want {
		t.Errorf("viewer = %+v, want %+v", *got, want)
	}
	again := authtest.SignInGoogleAccount(t, email)
	if again.UID != acct.UID {
		t.Errorf("second Google sign-in of %s gave uid %s, want the same account %s", email, again.UID, acct.UID)
	}
}

func TestDemoAccounts(t *testing.T) {
	v := authtest.Verifier(t)
	for _, c := range []struct{ email, password string }{
		{authtest.DemoAdminEmail, authtest.DemoAdminPassword},
		{authtest.DemoCustomerEmail, authtest.DemoCustomerPassword},
	} {
		got, err := v.Verify(context.Background(), authtest.SignIn(t, c.email, c.password))
		if err != nil {
			t.Fatalf("%s: %v", c.email, err)
		}
		if got.Email != c.email || !got.EmailVerified || got.Provider != "password" {
			t.Errorf("%s: viewer = %+v, want a verified password account", c.email, *got)
		}
	}
}

func TestVerifyRejects(t *testing.T) {
	v := authtest.Verifier(t)
	ctx := context.Background()
	email := authtest.UniqueEmail(t, "reject")
	acct := authtest.SignUpAccount(t, email, "secret-123")

	cases := []struct {
		name  string
		token string
		kind  error
		words string
	}{
		{"garbage", "not-a-token", auth.ErrTokenMalformed, "malformed"},
		{"three garbage segments", "abc.def.ghi", auth.ErrTokenMalformed, "malformed"},
		{"empty", "", auth.ErrTokenMalformed, "empty"},
		{"expired", authtest.Expired(t, acct.IDToken), auth.ErrTokenExpired, "expired"},
		{"other project", authtest.ForProject(t, acct.IDToken, "demo-other-project"), auth.ErrTokenWrongProject, "another Firebase project"},
		{"other issuer", authtest.Rewrite(t, acct.IDToken, func(c map[string]any) {
			c["iss"] = "https://securetoken.google.com/demo-other-project"
		}), auth.ErrTokenWrongProject, "not issued by Firebase Authentication"},
		{"unknown account", authtest.Rewrite(t, acct.IDToken, func(c map[string]any) {
			c["sub"], c["user_id"] = "no-such-user-0000000000000", "no-such-user-0000000000000"
		}), auth.ErrAccountNotFound, "no longer exists"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := v.Verify(ctx, c.token)
			if err == nil {
				t.Fatalf("Verify accepted the token: %+v", *got)
			}
			var te *auth.TokenError
			if !errors.As(err, &te) || !errors.Is(err, auth.ErrInvalidToken) || !errors.Is(err, c.kind) {
				t.Fatalf("error %v (%T), want a *TokenError of kind %v", err, err, c.kind)
			}
			if !strings.Contains(err.Error(), c.words) || !strings.HasSuffix(err.Error(), ".") {
				t.Errorf("message %q, want a sentence with %q", err.Error(), c.words)
			}
		})
	}
}

func TestVerifyRejectsTokenOfAnotherProjectsVerifier(t *testing.T) {
	// A genuine emulator token of demo-seo-agency, checked by a server of another project.
	other, err := auth.NewVerifier(context.Background(), auth.Config{
		ProjectID: "demo-other-project", EmulatorHost: authtest.Host(t),
	})
	if err != nil {
		t.Fatal(err)
	}
	token := authtest.SignUp(t, authtest.UniqueEmail(t, "project"), "secret-123")
	_, err = other.Verify(context.Background(), token)
	if !errors.Is(err, auth.ErrTokenWrongProject) {
		t.Fatalf("err = %v, want ErrTokenWrongProject", err)
	}
	if !strings.Contains(err.Error(), `"demo-other-project"`) {
		t.Errorf("message %q should name the project the server accepts", err)
	}
}

func TestVerifyRejectsRevokedDisabledDeleted(t *testing.T) {
	v := authtest.Verifier(t)
	ctx := context.Background()

	email := authtest.UniqueEmail(t, "revoked")
	acct := authtest.SignUpAccount(t, email, "secret-123")
	old := authtest.SignIn(t, email, "secret-123")
	if _, err := v.Verify(ctx, old); err != nil {
		t.Fatalf("before revocation: %v", err)
	}
	authtest.Revoke(t, acct.UID)
	if _, err := v.Verify(ctx, old); !errors.Is(err, auth.ErrTokenRevoked) || !strings.Contains(err.Error(), "revoked") {
		t.Errorf("revoked token: err = %v, want ErrTokenRevoked", err)
	}
	if _, err := v.Verify(ctx, authtest.SignIn(t, email, "secret-123")); err != nil {
		t.Errorf("token issued after the revocation: %v", err)
	}

	disabled := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "disabled"), "secret-123")
	authtest.Disable(t, disabled.UID)
	if _, err := v.Verify(ctx, disabled.IDToken); !errors.Is(err, auth.ErrAccountDisabled) {
		t.Errorf("disabled account: err = %v, want ErrAccountDisabled", err)
	}

	deleted := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "deleted"), "secret-123")
	authtest.Delete(t, deleted.UID)
	if _, err := v.Verify(ctx, deleted.IDToken); !errors.Is(err, auth.ErrAccountNotFound) {
		t.Errorf("deleted account: err = %v, want ErrAccountNotFound", err)
	}
}

func TestVerifyUnavailableIsNotATokenError(t *testing.T) {
	token := authtest.SignUp(t, authtest.UniqueEmail(t, "down"), "secret-123")
	v := unreachable(t)
	// The SDK retries with back-off; a deadline keeps the test short.
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	_, err := v.Verify(ctx, token)
	if !errors.Is(err, auth.ErrVerifierUnavailable) || errors.Is(err, auth.ErrInvalidToken) {
		t.Fatalf("err = %v, want ErrVerifierUnavailable and not ErrInvalidToken", err)
	}
}

func TestNewVerifierConfig(t *testing.T) {
	ctx := context.Background()
	t.Setenv(auth.EmulatorHostEnv, "")

	cases := []struct {
		name  string
		cfg   auth.Config
		env   string
		words string
	}{
		{"emulator in production", auth.Config{ProjectID: "demo-seo-agency", EmulatorHost: "127.0.0.1:9099", Production: true}, "", "refused in production"},
		{"emulator from the environment in production", auth.Config{ProjectID: "demo-seo-agency", Production: true}, "127.0.0.1:9099", "refused in production"},
		{"blank emulator variable in production", auth.Config{ProjectID: "real-shop", Production: true}, " ", "refused in production"},
		{"no project", auth.Config{EmulatorHost: "127.0.0.1:9099"}, "", "FIREBASE_PROJECT_ID"},
		{"emulator host with scheme", auth.Config{ProjectID: "demo-seo-agency", EmulatorHost: "http://127.0.0.1:9099"}, "", "host:port"},
		{"emulator host without port", auth.Config{ProjectID: "demo-seo-agency", EmulatorHost: "127.0.0.1"}, "", "host:port"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv(auth.EmulatorHostEnv, c.env)
			v, err := auth.NewVerifier(ctx, c.cfg)
			if err == nil {
				t.Fatalf("NewVerifier(%+v) = %v, want an error", c.cfg, v)
			}
			if !strings.Contains(err.Error(), c.words) {
				t.Errorf("error %q, want it to say %q", err, c.words)
			}
		})
	}

	t.Run("emulator in development", func(t *testing.T) {
		t.Setenv(auth.EmulatorHostEnv, "")
		v, err := auth.NewVerifier(ctx, auth.Config{ProjectID: "demo-seo-agency", EmulatorHost: "127.0.0.1:9099"})
		if err != nil {
			t.Fatal(err)
		}
		if v.EmulatorHost() != "127.0.0.1:9099" || v.ProjectID() != "demo-seo-agency" {
			t.Errorf("EmulatorHost, ProjectID = %q, %q", v.EmulatorHost(), v.ProjectID())
		}
	})
}

// unreachable is a verifier of the emulator's project at an address where nothing
// listens: every check that needs Firebase fails as in an outage.
func unreachable(t *testing.T) *auth.Verifier {
	t.Helper()
	v, err := auth.NewVerifier(context.Background(), auth.Config{ProjectID: authtest.ProjectID(), EmulatorHost: testproc.FreeAddr(t)})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLookalikeEmailsIdentifyNobody: an account whose e-mail differs from a real one
// only by space or control characters gets no e-mail at all, so it can never see,
// pay or cancel the orders of that address, nor be its admin.
func TestLookalikeEmailsIdentifyNobody(t *testing.T) {
	v := authtest.Verifier(t)
	victim := authtest.UniqueEmail(t, "victim")
	checked := 0
	for _, lookalike := range []string{" " + victim, victim + " ", "\t" + victim, victim + "\n", "\u00a0" + victim,
		strings.Replace(victim, "@", " @", 1), "Victim <" + victim + ">", victim + "\u0000"} {
		for provider, signIn := range map[string]func() (string, error){
			"password": func() (string, error) { return authtest.TrySignUp(t, lookalike, "secret-123") },
			"google":   func() (string, error) { return authtest.TrySignInGoogle(t, lookalike) },
		} {
			token, err := signIn()
			if err != nil {
				continue // the identity service refused the address itself: nothing to check
			}
			got, err := v.Verify(context.Background(), token)
			if err != nil {
				t.Fatalf("%s %q: %v", provider, lookalike, err)
			}
			checked++
			if got.Email != "" {
				t.Errorf("%s account %q is identified as %q", provider, lookalike, got.Email)
			}
		}
	}
	if checked == 0 {
		t.Fatal("the emulator refused every look-alike address: nothing was checked")
	}
	t.Logf("%d look-alike accounts signed in, none identified by an e-mail", checked)
}

// TestVerifiedTokensAreKeptForCacheFor: a verified token is trusted for CacheFor without
// a revocation look-up (a revocation shows once that has passed), and never past the
// token's own expiry.
func TestVerifiedTokensAreKeptForCacheFor(t *testing.T) {
	ctx := context.Background()
	const cacheFor = 3 * time.Second
	v, err := auth.NewVerifier(ctx, auth.Config{ProjectID: authtest.ProjectID(), EmulatorHost: authtest.Host(t), CacheFor: cacheFor})
	if err != nil {
		t.Fatal(err)
	}
	acct := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "cached"), "secret-123")
	verified := time.Now()
	if _, err := v.Verify(ctx, acct.IDToken); err != nil {
		t.Fatal(err)
	}
	// The cache entry dates from somewhere between verified and cached: a busy machine
	// can take a while to verify.
	cached := time.Now()
	authtest.Revoke(t, acct.UID)
	if _, err := v.Verify(ctx, acct.IDToken); err != nil || time.Since(verified) >= cacheFor {
		t.Fatalf("within CacheFor (%s after): %v", time.Since(verified), err)
	}
	time.Sleep(time.Until(cached.Add(cacheFor + 100*time.Millisecond)))
	if _, err := v.Verify(ctx, acct.IDToken); !errors.Is(err, auth.ErrTokenRevoked) {
		t.Errorf("past CacheFor: err = %v, want ErrTokenRevoked", err)
	}

	// A token that expires in 2 s is trusted no longer than that, though CacheFor is
	// longer. (Firebase accepts a token up to 5 minutes past its expiry, for clock skew:
	// a revocation shows whether it was looked up again.)
	other := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "expiring"), "secret-123")
	exp := time.Now().Add(2 * time.Second)
	expiring := authtest.Rewrite(t, other.IDToken, func(c map[string]any) { c["exp"] = exp.Unix() })
	verified = time.Now()
	if _, err := v.Verify(ctx, expiring); err != nil {
		t.Fatal(err)
	}
	authtest.Revoke(t, other.UID)
	time.Sleep(time.Until(time.Unix(exp.Unix(), 0).Add(200 * time.Millisecond)))
	if _, err := v.Verify(ctx, expiring); !errors.Is(err, auth.ErrTokenRevoked) || time.Since(verified) >= cacheFor {
		t.Errorf("past the token's expiry, %s after it was verified: err = %v, want ErrTokenRevoked", time.Since(verified), err)
	}
}
