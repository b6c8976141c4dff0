package staff

import (
	"context"
	"database/sql"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"time"
	"unicode/utf8"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/staffpasskey"
	"seoagency/ent/staffrecoverycode"
	"seoagency/ent/staffsession"
	"seoagency/ent/staffsignout"
	"seoagency/ent/stafftotp"
)

// errSignedOut: the sign-in was ended by "sign out everywhere"; its tokens are refused.
var errSignedOut = errors.New("staff: this sign-in was signed out everywhere")

var (
	heldExpired = &auth.HeldError{Code: auth.CodeSessionExpired,
		Message: "Your admin session has ended (after 12 hours, or 30 minutes without activity): sign in again."}
	heldFactor = &auth.HeldError{Code: auth.CodeSecondFactorRequired,
		Message: "Pass your second factor first: use your passkey, or enter the code of your authenticator app or a recovery code."}
	heldRecent = &auth.HeldError{Code: auth.CodeSecondFactorRecent,
		Message: "This action needs your second factor again (it was passed more than 15 minutes ago): enter a code to confirm."}
)

// current is the staff session of a request, put in its context by Middleware.
type current struct {
	svc          *Service
	session      *ent.StaffSession
	roleRequires bool // the viewer's role must pass a second factor
}

type currentKey struct{}

func currentOf(ctx context.Context) (*current, bool) {
	c, ok := ctx.Value(currentKey{}).(*current)
	return c, ok
}

// Middleware follows auth.Middleware: for a staff member it finds or starts the
// session of their sign-in and sets Viewer.Held while the session has ended or has
// not passed the second factor their role needs. A sign-in that was signed out
// everywhere gets 401. Customers and visitors pass untouched. clientIP names the
// request's address as the server counts it.
func (s *Service) Middleware(clientIP func(*http.Request) string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ctx := r.Context()
			v := auth.ForContext(ctx)
			if !v.SignedIn() || v.Role == "" {
				next.ServeHTTP(w, r)
				return
			}
			cur, held, err := s.check(ctx, v, clientIP(r), r.UserAgent())
			if errors.Is(err, errSignedOut) {
				w.Header().Set("WWW-Authenticate", "Bearer")
				apierr.WriteJSON(w, http.StatusUnauthorized, map[string]any{"error": map[string]string{
					"code": auth.CodeUnauthenticated, "message": "This sign-in was signed out everywhere: sign in again."}})
				return
			}
			if err != nil {
				slog.ErrorContext(ctx, "staff: could not check the session", "err", err, "path", r.URL.Path)
				apierr.WriteJSON(w, http.StatusServiceUnavailable, map[string]any{"error": map[string]string{
					"code": auth.CodeUnavailable, "message": "Your admin session could not be checked right now; try again shortly."}})
				return
			}
			held2 := *v
			held2.Held = held
			ctx = auth.WithViewer(ctx, &held2)
			ctx = context.WithValue(ctx, currentKey{}, cur)
			next.ServeHTTP(w, r.WithContext(ctx))
		})
	}
}

// check finds or starts v's session and says why its role is held, if it is.
func (s *Service) check(ctx context.Context, v *auth.Viewer, ip, agent string) (*current, error, error) {
	sys := system(ctx)
	now := s.now()
	started := v.AuthTime.UTC()
	sess, err := s.client.StaffSession.Query().Where(staffsession.UID(v.UID), staffsession.StartedAt(started)).Only(sys)
	if ent.IsNotFound(err) {
		sess, err = s.start(ctx, v, started, now, ip, agent)
	}
	if err != nil {
		return nil, nil, err
	}
	cur := &current{svc: s, session: sess}
	if sess.EndedAt != nil {
		if *sess.EndReason == staffsession.EndReasonSignedOut {
			return nil, nil, errSignedOut
		}
		return cur, heldExpired, nil
	}
	reason := staffsession.EndReason("")
	switch {
	case now.Sub(sess.StartedAt) > MaxAge:
		reason = staffsession.EndReasonExpired
	case now.Sub(sess.LastSeenAt) > MaxIdle:
		reason = staffsession.EndReasonIdle
	}
	if reason != "" {
		err := s.client.StaffSession.UpdateOne(sess).SetEndedAt(now).SetEndReason(reason).Exec(sys)
		return cur, heldExpired, err
	}
	if now.Sub(sess.LastSeenAt) >= seenEvery {
		// Conditional, so replicas seeing the same minute write once between them.
		_, err := s.client.StaffSession.Update().
			Where(staffsession.ID(sess.ID), staffsession.LastSeenAtLT(now.Add(-seenEvery))).
			SetLastSeenAt(now).SetClientIP(ip).SetUserAgent(bounded(agent)).Save(sys)
		if err != nil {
			return nil, nil, err
		}
	}
	roles, err := s.SecondFactorRoles(ctx)
	if err != nil {
		return nil, nil, err
	}
	cur.roleRequires = slices.Contains(roles, v.Role)
	if s.enforced && cur.roleRequires && sess.SecondFactorAt == nil {
		return cur, heldFactor, nil
	}
	return cur, nil, nil
}

// start records a new session, unless the sign-in is older than the person's last
// "sign out everywhere".
func (s *Service) start(ctx context.Context, v *auth.Viewer, started, now time.Time, ip, agent string) (*ent.StaffSession, error) {
	sys := system(ctx)
	out, err := s.client.StaffSignOut.Query().Where(staffsignout.UID(v.UID)).Only(sys)
	if err == nil && started.Before(out.At) {
		return nil, errSignedOut
	}
	if err != nil && !ent.IsNotFound(err) {
		return nil, err
	}
	// Two requests (or replicas) may see the first request at once: one row wins, both
	// read it, and the one that wrote it records the sign-in.
	_, err = s.client.StaffSession.Create().SetUID(v.UID).SetEmail(v.Email).SetStartedAt(started).
		SetLastSeenAt(now).SetClientIP(ip).SetUserAgent(bounded(agent)).
		OnConflictColumns(staffsession.FieldUID, staffsession.FieldStartedAt).DoNothing().ID(sys)
	switch {
	case errors.Is(err, sql.ErrNoRows): // the other one's
	case err != nil:
		return nil, err
	default:
		if err := s.record(ctx, auditentry.ActionSignIn, "signed in to the admin area"); err != nil {
			return nil, err
		}
	}
	return s.client.StaffSession.Query().Where(staffsession.UID(v.UID), staffsession.StartedAt(started)).Only(sys)
}

// bounded keeps a user agent within its column, cut at a character boundary.
func bounded(agent string) string {
	const max = 200
	if len(agent) <= max {
		return agent
	}
	agent = agent[:max]
	for !utf8.ValidString(agent) {
		agent = agent[:len(agent)-1]
	}
	return agent
}

// RequireRecent is the check of sensitive actions (staff and roles, the payment
// e-mail, refunds and payment status, exports): it refuses with SECOND_FACTOR_RECENT
// unless the staff session passed its second factor within the last 15 minutes. It
// holds for staff whose role requires a second factor or who enrolled one. Calls
// outside a staff member's request (jobs, the server's own work) pass.
func RequireRecent(ctx context.Context) error {
	cur, ok := currentOf(ctx)
	if !ok || !cur.svc.enforced {
		return nil
	}
	if !cur.roleRequires {
		enrolled, err := cur.svc.enrolled(ctx, cur.session.UID)
		if err != nil || !enrolled {
			return err
		}
	}
	at := cur.session.SecondFactorAt
	if at == nil || cur.svc.now().Sub(*at) > RecentFactor {
		return heldRecent
	}
	return nil
}

// enrolled: uid has a second factor (an authenticator app or a passkey).
func (s *Service) enrolled(ctx context.Context, uid string) (bool, error) {
	ok, err := s.totpEnrolled(ctx, uid)
	if err != nil || ok {
		return ok, err
	}
	return s.client.StaffPasskey.Query().Where(staffpasskey.UID(uid)).Exist(system(ctx))
}

func (s *Service) totpEnrolled(ctx context.Context, uid string) (bool, error) {
	return s.client.StaffTOTP.Query().Where(stafftotp.UID(uid), stafftotp.ConfirmedAtNotNil()).Exist(system(ctx))
}

func (s *Service) recoveryCodesLeft(ctx context.Context, uid string) (int, error) {
	return s.client.StaffRecoveryCode.Query().Where(staffrecoverycode.UID(uid), staffrecoverycode.UsedAtIsNil()).Count(system(ctx))
}

// SignOutEverywhere revokes the viewer's sign-ins at the identity service and ends
// every staff session of theirs: their ID tokens are refused from the next request.
func (s *Service) SignOutEverywhere(ctx context.Context) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return auth.ErrUnauthenticated
	}
	if err := s.users.RevokeSessions(ctx, v.UID); err != nil {
		return err
	}
	return s.endAll(ctx, v.UID, "signed out everywhere")
}

// endAll ends every session of uid and refuses its sign-ins until now.
func (s *Service) endAll(ctx context.Context, uid, event string) error {
	now := s.now()
	err := ent.WithTx(system(ctx), s.client, func(ctx context.Context, c *ent.Client) error {
		// Firebase counts revocation in whole seconds: so do we.
		err := c.StaffSignOut.Create().SetUID(uid).SetAt(now.Truncate(time.Second)).
			OnConflictColumns(staffsignout.FieldUID).UpdateAt().Exec(ctx)
		if err != nil {
			return err
		}
		return c.StaffSession.Update().Where(staffsession.UID(uid), staffsession.EndedAtIsNil()).
			SetEndedAt(now).SetEndReason(staffsession.EndReasonSignedOut).Exec(ctx)
	})
	if err != nil {
		return err
	}
	return s.record(ctx, auditentry.ActionSecondFactor, event)
}

// Session is one sign-in as the security page lists it.
type Session struct {
	StartedAt  time.Time  `json:"startedAt"`
	LastSeenAt time.Time  `json:"lastSeenAt"`
	ClientIP   string     `json:"clientIp"`
	UserAgent  string     `json:"userAgent"`
	EndedAt    *time.Time `json:"endedAt"`
	Current    bool       `json:"current"`
}

// Status is what the security page shows its viewer.
type Status struct {
	Role               auth.Role   `json:"role"`
	Held               string      `json:"held"` // a HeldError code, or ""
	SecondFactorNeeded bool        `json:"secondFactorNeeded"`
	SecondFactorAt     *time.Time  `json:"secondFactorAt"`
	TOTP               bool        `json:"totp"` // an authenticator app is enrolled
	Passkeys           []*Passkey  `json:"passkeys"`
	PasskeysAvailable  bool        `json:"passkeysAvailable"` // false when PUBLIC_URL is an IP address
	RecoveryCodesLeft  int         `json:"recoveryCodesLeft"`
	SecondFactorRoles  []auth.Role `json:"secondFactorRoles"`
	Sessions           []Session   `json:"sessions"` // the latest 20, newest first
}

// StatusOf is the viewer's own status: their sessions and factors.
func (s *Service) StatusOf(ctx context.Context) (*Status, error) {
	v := auth.ForContext(ctx)
	cur, ok := currentOf(ctx)
	if !v.SignedIn() {
		return nil, auth.ErrUnauthenticated
	}
	if !ok {
		return nil, auth.ErrForbidden // not staff
	}
	sys := system(ctx)
	st := &Status{Role: v.Role, SecondFactorNeeded: s.enforced && cur.roleRequires, SecondFactorAt: cur.session.SecondFactorAt,
		PasskeysAvailable: s.webauthn != nil}
	var held *auth.HeldError
	if errors.As(v.Held, &held) {
		st.Held = held.Code
	}
	var err error
	if st.TOTP, err = s.totpEnrolled(ctx, v.UID); err != nil {
		return nil, err
	}
	passkeys, _, err := s.passkeysOf(ctx, v.UID, v.Email)
	if err != nil {
		return nil, err
	}
	st.Passkeys = make([]*Passkey, len(passkeys))
	for i, p := range passkeys {
		st.Passkeys[i] = toPasskey(p)
	}
	if st.RecoveryCodesLeft, err = s.recoveryCodesLeft(ctx, v.UID); err != nil {
		return nil, err
	}
	if st.SecondFactorRoles, err = s.SecondFactorRoles(ctx); err != nil {
		return nil, err
	}
	rows, err := s.client.StaffSession.Query().Where(staffsession.UID(v.UID)).
		Order(ent.Desc(staffsession.FieldStartedAt)).Limit(20).All(sys)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		st.Sessions = append(st.Sessions, Session{StartedAt: r.StartedAt, LastSeenAt: r.LastSeenAt, ClientIP: r.ClientIP,
			UserAgent: r.UserAgent, EndedAt: r.EndedAt, Current: r.ID == cur.session.ID})
	}
	return st, nil
}
