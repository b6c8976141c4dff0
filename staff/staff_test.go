package staff_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"seoagency/admins"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/adminuser"
	"seoagency/ent/auditentry"
	"seoagency/staff"
	"seoagency/staff/staffapi"
	"seoagency/testdb"
)

// clock is the test's controlled time: it moves only when told.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// rig is the staff service behind the real sign-in check (the Auth emulator), on a
// fresh PostgreSQL database, as the server wires it, with one probe route that says
// what a staff action would meet.
type rig struct {
	h      http.Handler
	client *ent.Client
	clock  *clock
}

func newRig(t *testing.T, enforced bool) *rig {
	t.Helper()
	return newRigAt(t, enforced, "https://site.test")
}

// newRigAt is newRig for a site at publicURL.
func newRigAt(t *testing.T, enforced bool, publicURL string) *rig {
	t.Helper()
	client, _ := testdb.Open(t, testdb.Postgres(t))
	clk := &clock{t: time.Now()}
	svc, err := staff.New(client, authtest.Verifier(t), staff.Options{
		Secret: strings.Repeat("k", 32), Issuer: "site.test", PublicURL: publicURL, Enforced: enforced, Now: clk.now,
		Audit: func(ctx context.Context, a auditentry.Action, what, summary string) error {
			return audit.Record(ctx, client, audit.Event{Action: a, EntityType: what, Summary: summary})
		}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	for pattern, h := range staffapi.Routes(svc) {
		mux.Handle(pattern, h)
	}
	mux.HandleFunc("GET /probe", func(w http.ResponseWriter, r *http.Request) {
		v := auth.ForContext(r.Context())
		out := map[string]string{"role": string(v.Staff()), "held": "", "recent": ""}
		var h *auth.HeldError
		if errors.As(v.Held, &h) {
			out["held"] = h.Code
		}
		if errors.As(staff.RequireRecent(r.Context()), &h) {
			out["recent"] = h.Code
		}
		_ = json.NewEncoder(w).Encode(out)
	})
	identify := auth.Middleware(authtest.Verifier(t), func(ctx context.Context, email string) (auth.Role, error) {
		return admins.RoleOf(ctx, client, email)
	})
	ip := func(r *http.Request) string { return "203.0.113.7" }
	return &rig{h: identify(svc.Middleware(ip)(mux)), client: client, clock: clk}
}

// staffToken signs up a verified staff member with role.
func (g *rig) staffToken(t *testing.T, role auth.Role) string {
	t.Helper()
	email := authtest.UniqueEmail(t, strings.ToLower(string(role)))
	g.client.AdminUser.Create().SetUserEmail(email).SetUserRole(adminuser.UserRole(role)).ExecX(testdb.System())
	return authtest.SignUpVerified(t, email, "secret-123")
}

// call sends a request with token and decodes the JSON answer into out.
func (g *rig) call(t *testing.T, token, method, path string, body any, out any) int {
	t.Helper()
	var rd *strings.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = strings.NewReader(string(b))
	} else {
		rd = strings.NewReader("")
	}
	req := httptest.NewRequest(method, path, rd)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Firefox/140 "+strings.Repeat("x", 500))
	if token != "" {
		req.Header.Set("Authorization", authtest.Bearer(token))
	}
	w := httptest.NewRecorder()
	g.h.ServeHTTP(w, req)
	if out != nil {
		if err := json.Unmarshal(w.Body.Bytes(), out); err != nil {
			t.Fatalf("%s %s: %d %s", method, path, w.Code, w.Body.String())
		}
	}
	return w.Code
}

type probe struct{ Role, Held, Recent string }

func (g *rig) probe(t *testing.T, token string) probe {
	t.Helper()
	var p probe
	g.call(t, token, "GET", "/probe", nil, &p)
	return p
}

type apiError struct {
	Error struct {
		Code, Message string
		Fields        map[string]string
	}
}

// code is the authenticator app's code at t.
func code(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, totp.ValidateOpts{Period: 30, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// enrol sets up an authenticator app for token's person and returns its secret and
// recovery codes.
func (g *rig) enrol(t *testing.T, token string) (secret string, recovery []string) {
	t.Helper()
	var e struct{ URI, QR, Secret string }
	if st := g.call(t, token, "POST", "/api/staff/totp", nil, &e); st != 200 {
		t.Fatalf("enrol: %d %+v", st, e)
	}
	if !strings.HasPrefix(e.URI, "otpauth://totp/site.test:") || !strings.Contains(e.URI, "secret="+e.Secret) ||
		!strings.HasPrefix(e.QR, "data:image/png;base64,") {
		t.Fatalf("enrolment: %+v", e)
	}
	var c struct{ RecoveryCodes []string }
	if st := g.call(t, token, "POST", "/api/staff/totp/confirm", map[string]string{"code": code(t, e.Secret, g.clock.now())}, &c); st != 200 {
		t.Fatalf("confirm: %d", st)
	}
	if len(c.RecoveryCodes) != staff.RecoveryCodes {
		t.Fatalf("recovery codes: %v", c.RecoveryCodes)
	}
	return e.Secret, c.RecoveryCodes
}

func TestAdminIsHeldUntilTOTPAndCodesAreTakenOnce(t *testing.T) {
	g := newRig(t, true)
	admin := g.staffToken(t, auth.RoleAdmin)
	if p := g.probe(t, admin); p.Role != "" || p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("before any factor: %+v", p)
	}
	secret, _ := g.enrol(t, admin)
	if p := g.probe(t, admin); p.Role != "Admin" || p.Held != "" || p.Recent != "" {
		t.Fatalf("after confirming the app: %+v", p)
	}
	// The secret is never shown again, and a second app is refused until the first is removed.
	var e apiError
	if st := g.call(t, admin, "POST", "/api/staff/totp", nil, &e); st != 409 || e.Error.Code != "CONFLICT" {
		t.Fatalf("second enrolment: %d %+v", st, e)
	}
	var status map[string]any
	g.call(t, admin, "GET", "/api/staff/security", nil, &status)
	if b, _ := json.Marshal(status); strings.Contains(string(b), secret) || status["totp"] != true || status["recoveryCodesLeft"] != float64(10) {
		t.Fatalf("security page: %s", b)
	}

	// A new sign-in is a new session: held again until a code.
	g.clock.add(2 * time.Minute)
	time.Sleep(1100 * time.Millisecond) // a new sign-in's auth_time is a later second
	again := authtest.SignIn(t, emailOf(t, admin), "secret-123")
	if p := g.probe(t, again); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("new sign-in: %+v", p)
	}
	wrong := "000000"
	if wrong == code(t, secret, g.clock.now()) {
		wrong = "111111"
	}
	if st := g.call(t, again, "POST", "/api/staff/second-factor", map[string]string{"code": wrong}, &e); st != 400 || e.Error.Fields["code"] != "wrong" {
		t.Fatalf("wrong code: %d %+v", st, e)
	}
	now := code(t, secret, g.clock.now())
	if st := g.call(t, again, "POST", "/api/staff/second-factor", map[string]string{"code": now}, nil); st != 200 {
		t.Fatalf("right code: %d", st)
	}
	if p := g.probe(t, again); p.Held != "" || p.Role != "Admin" {
		t.Fatalf("after the code: %+v", p)
	}
	// The same code again, within its window: refused (replay). (Five tries a minute:
	// this test makes its fifth below, 16 minutes on in its own clock.)
	if st := g.call(t, again, "POST", "/api/staff/second-factor", map[string]string{"code": now}, &e); st != 400 || e.Error.Fields["code"] != "used" {
		t.Fatalf("replayed code: %d %+v", st, e)
	}
	// Sensitive actions want the factor again after 15 minutes, and take a new code.
	g.clock.add(16 * time.Minute)
	if p := g.probe(t, again); p.Held != "" || p.Recent != auth.CodeSecondFactorRecent {
		t.Fatalf("16 minutes on: %+v", p)
	}
	if st := g.call(t, again, "POST", "/api/staff/second-factor", map[string]string{"code": code(t, secret, g.clock.now())}, nil); st != 200 {
		t.Fatalf("code 16 minutes on: %d", st)
	}
	if p := g.probe(t, again); p.Recent != "" {
		t.Fatalf("after the fresh code: %+v", p)
	}
}

func TestRecoveryCodesAreSingleUse(t *testing.T) {
	g := newRig(t, true)
	owner := g.staffToken(t, auth.RoleOwner)
	_, recovery := g.enrol(t, owner)
	time.Sleep(1100 * time.Millisecond)
	second := authtest.SignIn(t, emailOf(t, owner), "secret-123")
	// Typed with upper case and spaces, as people do.
	typed := " " + strings.ToUpper(recovery[3]) + " "
	if st := g.call(t, second, "POST", "/api/staff/second-factor", map[string]string{"code": typed}, nil); st != 200 {
		t.Fatalf("recovery code: %d", st)
	}
	if p := g.probe(t, second); p.Role != "Owner" || p.Held != "" {
		t.Fatalf("after a recovery code: %+v", p)
	}
	time.Sleep(1100 * time.Millisecond)
	third := authtest.SignIn(t, emailOf(t, owner), "secret-123")
	var e apiError
	if st := g.call(t, third, "POST", "/api/staff/second-factor", map[string]string{"code": recovery[3]}, &e); st != 400 || e.Error.Fields["code"] != "wrong" {
		t.Fatalf("the used recovery code again: %d %+v", st, e)
	}
	if p := g.probe(t, third); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("after the refused code: %+v", p)
	}
	var status struct{ RecoveryCodesLeft int }
	g.call(t, third, "GET", "/api/staff/security", nil, &status)
	if status.RecoveryCodesLeft != 9 {
		t.Fatalf("codes left: %d", status.RecoveryCodesLeft)
	}
	g.wantAudit(t, emailOf(t, owner), []string{
		"admin area: signed in to the admin area",
		"second factor: authenticator app set up",
		"admin area: signed in to the admin area",
		"second factor: recovery code used",
		"admin area: signed in to the admin area",
		"second factor: second factor failed: " + wrongCodeMessage,
	})
}

const wrongCodeMessage = "That code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes."

// wantAudit checks the audit log's lines of email's person, oldest first, as
// "entity: summary", and that none carries a code.
func (g *rig) wantAudit(t *testing.T, email string, want []string) {
	t.Helper()
	rows := g.client.AuditEntry.Query().Where(auditentry.ActorEmail(email)).Order(ent.Asc(auditentry.FieldSeq)).AllX(testdb.System())
	var got []string
	for _, r := range rows {
		got = append(got, r.EntityType+": "+r.Summary)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("audit log of %s:\n%s\nwant:\n%s", email, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestGuessingCodesIsRateLimited(t *testing.T) {
	g := newRig(t, true)
	admin := g.staffToken(t, auth.RoleAdmin)
	secret, _ := g.enrol(t, admin)
	right := code(t, secret, g.clock.now().Add(30*time.Second))
	var e apiError
	for i := 0; i < 4; i++ { // the first code, confirming the app, was the fifth try
		guess := "12345" + string(rune('0'+i))
		if guess == right {
			guess = "999999"
		}
		if st := g.call(t, admin, "POST", "/api/staff/second-factor", map[string]string{"code": guess}, &e); st != 400 {
			t.Fatalf("guess %d: %d %+v", i, st, e)
		}
	}
	// Even the right code waits once the limit is reached: guesses learn nothing.
	g.clock.add(30 * time.Second)
	if st := g.call(t, admin, "POST", "/api/staff/second-factor", map[string]string{"code": right}, &e); st != 429 || e.Error.Code != "RATE_LIMITED" {
		t.Fatalf("sixth try: %d %+v", st, e)
	}
}

func TestSessionsEndAfterIdleAnd12Hours(t *testing.T) {
	g := newRig(t, false) // sessions end whether or not a second factor is required
	editor := g.staffToken(t, auth.RoleEditor)
	if p := g.probe(t, editor); p.Role != "Editor" || p.Held != "" {
		t.Fatalf("fresh: %+v", p)
	}
	for i := 0; i < 3; i++ { // active: 29 minutes apart three times, past the half hour in all
		g.clock.add(29 * time.Minute)
		if p := g.probe(t, editor); p.Held != "" {
			t.Fatalf("active after %d×29 minutes: %+v", i+1, p)
		}
	}
	g.clock.add(31 * time.Minute)
	if p := g.probe(t, editor); p.Held != auth.CodeSessionExpired || p.Role != "" {
		t.Fatalf("idle 31 minutes: %+v", p)
	}
	g.clock.add(time.Minute) // and it stays ended
	if p := g.probe(t, editor); p.Held != auth.CodeSessionExpired {
		t.Fatalf("after idling out: %+v", p)
	}

	time.Sleep(1100 * time.Millisecond)
	g.clock.t = time.Now()
	fresh := authtest.SignIn(t, emailOf(t, editor), "secret-123")
	for i := 0; i < 24; i++ { // busy all day: every 29 minutes for 11h36m
		g.clock.add(29 * time.Minute)
		if p := g.probe(t, fresh); p.Held != "" {
			t.Fatalf("busy after %v: %+v", time.Duration(i+1)*29*time.Minute, p)
		}
	}
	g.clock.add(25 * time.Minute) // 12h01m after signing in
	if p := g.probe(t, fresh); p.Held != auth.CodeSessionExpired {
		t.Fatalf("12 hours on: %+v", p)
	}
	var e apiError
	if st := g.call(t, fresh, "POST", "/api/staff/totp", nil, &e); st != 401 || e.Error.Code != auth.CodeSessionExpired {
		t.Fatalf("enrolling in an ended session: %d %+v", st, e)
	}
}

func TestLastSeenIsWrittenOnceAMinute(t *testing.T) {
	g := newRig(t, false)
	editor := g.staffToken(t, auth.RoleEditor)
	g.probe(t, editor)
	first := g.client.StaffSession.Query().OnlyX(testdb.System())
	g.clock.add(59 * time.Second)
	g.probe(t, editor)
	if s := g.client.StaffSession.Query().OnlyX(testdb.System()); !s.LastSeenAt.Equal(first.LastSeenAt) {
		t.Fatalf("written within the minute: %v → %v", first.LastSeenAt, s.LastSeenAt)
	}
	g.clock.add(2 * time.Second)
	g.probe(t, editor)
	if s := g.client.StaffSession.Query().OnlyX(testdb.System()); !s.LastSeenAt.After(first.LastSeenAt) || len(s.UserAgent) != 200 || s.ClientIP != "203.0.113.7" {
		t.Fatalf("after a minute: %+v", s)
	}
}

func TestSignOutEverywhereRefusesTheOldToken(t *testing.T) {
	g := newRig(t, false)
	editor := g.staffToken(t, auth.RoleEditor)
	other := authtest.SignIn(t, emailOf(t, editor), "secret-123") // maybe the same second: same session
	if p := g.probe(t, editor); p.Role != "Editor" {
		t.Fatalf("before: %+v", p)
	}
	time.Sleep(1100 * time.Millisecond)
	if st := g.call(t, editor, "POST", "/api/staff/sign-out-everywhere", nil, nil); st != 200 {
		t.Fatalf("sign out everywhere: %d", st)
	}
	var e apiError
	for name, token := range map[string]string{"used": editor, "never used": other} {
		if st := g.call(t, token, "GET", "/probe", nil, &e); st != 401 || e.Error.Code != "UNAUTHENTICATED" {
			t.Fatalf("%s token after signing out everywhere: %d %+v", name, st, e)
		}
	}
	time.Sleep(1100 * time.Millisecond)
	g.clock.t = time.Now()
	fresh := authtest.SignIn(t, emailOf(t, editor), "secret-123")
	if p := g.probe(t, fresh); p.Role != "Editor" {
		t.Fatalf("a new sign-in: %+v", p)
	}
	var status struct {
		Sessions []struct {
			Current   bool
			EndedAt   *time.Time
			ClientIP  string
			UserAgent string
		}
	}
	g.call(t, fresh, "GET", "/api/staff/security", nil, &status)
	if len(status.Sessions) < 2 || !status.Sessions[0].Current || status.Sessions[0].EndedAt != nil ||
		status.Sessions[1].EndedAt == nil || status.Sessions[1].ClientIP != "203.0.113.7" || !strings.HasPrefix(status.Sessions[1].UserAgent, "Firefox/140") {
		t.Fatalf("sessions: %+v", status.Sessions)
	}
}

func TestOwnerSetsRolesAndResetsFactors(t *testing.T) {
	g := newRig(t, true)
	// Behind the identity service's clock, so that 16 minutes on is still before the
	// next sign-in, which a reset must not refuse.
	g.clock.t = time.Now().Add(-20 * time.Minute)
	owner := g.staffToken(t, auth.RoleOwner)
	editor := g.staffToken(t, auth.RoleEditor)
	if p := g.probe(t, editor); p.Role != "Editor" || p.Held != "" {
		t.Fatalf("editor by default: %+v", p)
	}
	var e apiError
	if st := g.call(t, editor, "PUT", "/api/staff/second-factor-roles", map[string]any{"roles": []string{}}, &e); st != 403 {
		t.Fatalf("an editor sets roles: %d %+v", st, e)
	}
	if st := g.call(t, owner, "PUT", "/api/staff/second-factor-roles", map[string]any{"roles": []string{"Owner"}}, &e); st != 403 || e.Error.Code != auth.CodeSecondFactorRequired {
		t.Fatalf("a held owner sets roles: %d %+v", st, e)
	}
	secret, _ := g.enrol(t, owner)
	if st := g.call(t, owner, "PUT", "/api/staff/second-factor-roles", map[string]any{"roles": []string{"Owner", "Chief"}}, &e); st != 400 || e.Error.Fields["roles"] != "oneOf" {
		t.Fatalf("an unknown role: %d %+v", st, e)
	}
	if st := g.call(t, owner, "PUT", "/api/staff/second-factor-roles", map[string]any{"roles": []string{"Owner", "Editor"}}, &e); st != 200 {
		t.Fatalf("owner sets roles: %d %+v", st, e)
	}
	if p := g.probe(t, editor); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("editor once required: %+v", p)
	}
	g.enrol(t, editor)
	g.clock.add(16 * time.Minute)
	if st := g.call(t, owner, "POST", "/api/staff/reset-factors", map[string]string{"email": emailOf(t, editor)}, &e); st != 403 || e.Error.Code != auth.CodeSecondFactorRecent {
		t.Fatalf("reset with a stale factor: %d %+v", st, e)
	}
	if st := g.call(t, owner, "POST", "/api/staff/second-factor", map[string]string{"code": code(t, secret, g.clock.now())}, nil); st != 200 {
		t.Fatalf("owner's fresh code: %d", st)
	}
	if st := g.call(t, owner, "POST", "/api/staff/reset-factors", map[string]string{"email": "nobody@example.com"}, &e); st != 404 {
		t.Fatalf("reset of a stranger: %d %+v", st, e)
	}
	if st := g.call(t, owner, "POST", "/api/staff/reset-factors", map[string]string{"email": emailOf(t, editor)}, &e); st != 200 {
		t.Fatalf("reset: %d %+v", st, e)
	}
	// The editor's sign-in has ended; signing in again, they set up a new app.
	if st := g.call(t, editor, "GET", "/probe", nil, &e); st != 401 {
		t.Fatalf("editor's old sign-in after the reset: %d", st)
	}
	time.Sleep(1100 * time.Millisecond)
	again := authtest.SignIn(t, emailOf(t, editor), "secret-123")
	var status struct {
		Held string
		TOTP bool
	}
	g.call(t, again, "GET", "/api/staff/security", nil, &status)
	if status.Held != auth.CodeSecondFactorRequired || status.TOTP {
		t.Fatalf("editor after the reset: %+v", status)
	}
	g.enrol(t, again)
	g.wantAudit(t, emailOf(t, owner), []string{
		"admin area: signed in to the admin area",
		"second factor: authenticator app set up",
		"second factor: roles that need a second factor: Owner, Editor",
		"second factor: second factor passed",
		"second factor: second factors of " + emailOf(t, editor) + " reset by an Owner",
	})
}

func emailOf(t *testing.T, token string) string {
	t.Helper()
	e, _ := authtest.Claims(t, token)["email"].(string)
	return e
}

func TestFirstRequestsAtOnceMakeOneSessionAndOneSignInLine(t *testing.T) {
	g := newRig(t, true)
	admin := g.staffToken(t, auth.RoleAdmin)
	var wg sync.WaitGroup
	for range 8 { // a page's first queries go together
		wg.Add(1)
		go func() { defer wg.Done(); g.probe(t, admin) }()
	}
	wg.Wait()
	if n := g.client.StaffSession.Query().CountX(testdb.System()); n != 1 {
		t.Fatalf("sessions: %d", n)
	}
	g.wantAudit(t, emailOf(t, admin), []string{"admin area: signed in to the admin area"})
}

func TestRemovingTheAppAsksForANewOneAtTheNextSignIn(t *testing.T) {
	g := newRig(t, true)
	admin := g.staffToken(t, auth.RoleAdmin)
	g.enrol(t, admin)
	if st := g.call(t, admin, "DELETE", "/api/staff/totp", nil, nil); st != 200 {
		t.Fatalf("remove: %d", st)
	}
	var status struct {
		TOTP              bool
		RecoveryCodesLeft int
	}
	g.call(t, admin, "GET", "/api/staff/security", nil, &status)
	if status.TOTP || status.RecoveryCodesLeft != 0 {
		t.Fatalf("after removing the app: %+v", status)
	}
	if p := g.probe(t, admin); p.Role != "Admin" {
		t.Fatalf("this sign-in after removing the app: %+v", p)
	}
	time.Sleep(1100 * time.Millisecond)
	again := authtest.SignIn(t, emailOf(t, admin), "secret-123")
	if p := g.probe(t, again); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("next sign-in: %+v", p)
	}
	g.enrol(t, again) // a new app
	g.wantAudit(t, emailOf(t, admin), []string{
		"admin area: signed in to the admin area",
		"second factor: authenticator app set up",
		"second factor: authenticator app removed",
		"admin area: signed in to the admin area",
		"second factor: authenticator app set up",
	})
}
