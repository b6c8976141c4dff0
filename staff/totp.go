package staff

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"fmt"
	"image/png"
	"math"
	"strings"
	"time"
	"unicode"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/staffpasskey"
	"seoagency/ent/staffrecoverycode"
	"seoagency/ent/staffsession"
	"seoagency/ent/stafftotp"
	"seoagency/ratelimit"
)

// The TOTP parameters every authenticator app knows (RFC 6238's defaults).
const (
	period = 30
	skew   = 1 // steps either side of now, for clocks a little apart
)

var totpOpts = totp.ValidateOpts{Period: period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1}

// guessing bounds the codes one person may try: 5 a minute and 20 an hour, counted
// in the database for every replica. A 6-digit code accepted over 3 steps is then
// guessed with a chance of about 1 in 17,000 a day.
var guessing = []ratelimit.Rule{
	{Name: "second-factor-min", Limit: 5, Per: time.Minute},
	{Name: "second-factor-hour", Limit: 20, Per: time.Hour},
}

// RecoveryCodes is how many recovery codes a person gets, each for one use.
const RecoveryCodes = 10

// Enrolment is a new authenticator app's secret, shown once: as an otpauth:// URI,
// a QR code of it (a PNG data URL) and the secret for typing in by hand.
type Enrolment struct {
	URI    string `json:"uri"`
	QR     string `json:"qr"`
	Secret string `json:"secret"`
}

// staffViewer is the viewer of a staff member's request (held or not), with its session.
func staffViewer(ctx context.Context) (*auth.Viewer, *current, error) {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return nil, nil, auth.ErrUnauthenticated
	}
	cur, ok := currentOf(ctx)
	if !ok || cur.session.EndedAt != nil {
		if ok {
			return nil, nil, heldExpired
		}
		return nil, nil, auth.ErrForbidden
	}
	return v, cur, nil
}

// sensitiveViewer is staffViewer for a sensitive action: refused while the session is
// held, or when the sign-in is not recent.
func sensitiveViewer(ctx context.Context) (*auth.Viewer, *current, error) {
	v, cur, err := staffViewer(ctx)
	if err != nil {
		return nil, nil, err
	}
	if v.Held != nil {
		return nil, nil, v.Held
	}
	if err := RequireRecent(ctx); err != nil {
		return nil, nil, err
	}
	return v, cur, nil
}

// EnrolTOTP starts enrolling an authenticator app: a new secret, replacing one not
// yet confirmed. A confirmed one must be removed first (RemoveTOTP, or an Owner's reset).
func (s *Service) EnrolTOTP(ctx context.Context) (*Enrolment, error) {
	v, _, err := staffViewer(ctx)
	if err != nil {
		return nil, err
	}
	sys := system(ctx)
	if ok, err := s.totpEnrolled(ctx, v.UID); err != nil || ok {
		if err == nil {
			err = apierr.Conflictf("An authenticator app is already set up: remove it first to set up another.")
		}
		return nil, err
	}
	key, err := totp.Generate(totp.GenerateOpts{Issuer: s.issuer, AccountName: v.Email, Period: period, Algorithm: otp.AlgorithmSHA1, Digits: otp.DigitsSix})
	if err != nil {
		return nil, err
	}
	img, err := key.Image(240, 240)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	err = s.client.StaffTOTP.Create().SetUID(v.UID).SetSealedSecret(s.seal([]byte(key.Secret()))).
		OnConflictColumns(stafftotp.FieldUID).UpdateSealedSecret().ClearConfirmedAt().SetLastStep(0).Exec(sys)
	if err != nil {
		return nil, err
	}
	return &Enrolment{URI: key.URL(), QR: "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()), Secret: key.Secret()}, nil
}

// ConfirmTOTP confirms the app being enrolled with its first code, passes this
// session's second factor, and returns new recovery codes (shown this once).
func (s *Service) ConfirmTOTP(ctx context.Context, code string) ([]string, error) {
	v, cur, err := staffViewer(ctx)
	if err != nil {
		return nil, err
	}
	if err := s.limit(ctx, v.UID); err != nil {
		return nil, err
	}
	row, err := s.client.StaffTOTP.Query().Where(stafftotp.UID(v.UID)).Only(system(ctx))
	if ent.IsNotFound(err) {
		return nil, apierr.Conflictf("No authenticator app is being set up: start setting one up first.")
	}
	if err != nil {
		return nil, err
	}
	if row.ConfirmedAt != nil {
		return nil, apierr.Conflictf("The authenticator app is already set up.")
	}
	if err := s.takeStep(ctx, row, code, true); err != nil {
		return nil, err
	}
	codes, err := s.newRecoveryCodes(ctx, v.UID)
	if err != nil {
		return nil, err
	}
	return codes, s.passed(ctx, cur, "totp", "authenticator app set up")
}

// Pass checks a code from the authenticator app, or a recovery code, and marks this
// session's second factor passed. Codes are limited per person against guessing, and
// a TOTP code is taken once.
func (s *Service) Pass(ctx context.Context, code string) error {
	v, cur, err := staffViewer(ctx)
	if err != nil {
		return err
	}
	if err := s.limit(ctx, v.UID); err != nil {
		return err
	}
	code = strings.TrimSpace(code)
	if isTOTPCode(code) {
		row, err := s.client.StaffTOTP.Query().Where(stafftotp.UID(v.UID), stafftotp.ConfirmedAtNotNil()).Only(system(ctx))
		if ent.IsNotFound(err) {
			return apierr.Conflictf("No authenticator app is set up for your account: set one up, or enter a recovery code.")
		}
		if err != nil {
			return err
		}
		if err := s.takeStep(ctx, row, code, false); err != nil {
			return s.failed(ctx, err)
		}
		return s.passed(ctx, cur, "totp", "second factor passed")
	}
	n, err := s.client.StaffRecoveryCode.Update().
		Where(staffrecoverycode.UID(v.UID), staffrecoverycode.CodeHash(hashCode(code)), staffrecoverycode.UsedAtIsNil()).
		SetUsedAt(s.now()).Save(system(ctx))
	if err != nil {
		return err
	}
	if n == 0 {
		return s.failed(ctx, wrongCode)
	}
	return s.passed(ctx, cur, "recovery", "recovery code used")
}

// failed records a code refused, and returns why it was.
func (s *Service) failed(ctx context.Context, why error) error {
	if err := s.record(ctx, auditentry.ActionSecondFactor, "second factor failed: "+why.Error()); err != nil {
		return err
	}
	return why
}

var wrongCode = apierr.Invalid("code", "wrong",
	"That code is not right: enter the 6-digit code your authenticator app shows now, or one of your recovery codes.")

func isTOTPCode(code string) bool {
	return len(code) == 6 && strings.IndexFunc(code, func(r rune) bool { return r < '0' || r > '9' }) < 0
}

func (s *Service) limit(ctx context.Context, uid string) error {
	if ok, wait := ratelimit.Within(system(ctx), s.client, uid, guessing...); !ok {
		secs := int(math.Ceil(wait.Seconds()))
		return &apierr.Error{Code: apierr.RateLimited, RetryAfter: secs,
			Message: fmt.Sprintf("Too many codes tried: try again in %d seconds.", secs)}
	}
	return nil
}

// takeStep accepts code if it is the app's code of a step near now that is later
// than the last one taken, and records that step: a code is never taken twice, on
// any replica (the update only succeeds for a later step).
func (s *Service) takeStep(ctx context.Context, row *ent.StaffTOTP, code string, confirm bool) error {
	if !isTOTPCode(strings.TrimSpace(code)) {
		return apierr.Invalid("code", "format", "Enter the 6 digits your authenticator app shows.")
	}
	secret, err := s.open(row.SealedSecret)
	if err != nil {
		return err
	}
	now := s.now()
	step := int64(-1)
	for d := -skew; d <= skew; d++ {
		t := now.Add(time.Duration(d*period) * time.Second)
		want, err := totp.GenerateCodeCustom(string(secret), t, totpOpts)
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(strings.TrimSpace(code))) == 1 {
			step = t.Unix() / period
		}
	}
	if step < 0 {
		return wrongCode
	}
	if step <= row.LastStep {
		return apierr.Invalid("code", "used", "That code was used already: wait for your authenticator app to show the next one.")
	}
	upd := s.client.StaffTOTP.Update().Where(stafftotp.ID(row.ID), stafftotp.LastStepLT(step)).SetLastStep(step)
	if confirm {
		upd.SetConfirmedAt(now)
	}
	n, err := upd.Save(system(ctx))
	if err != nil {
		return err
	}
	if n == 0 {
		return apierr.Invalid("code", "used", "That code was used already: wait for your authenticator app to show the next one.")
	}
	return nil
}

// passed marks the session's second factor passed now.
func (s *Service) passed(ctx context.Context, cur *current, method, event string) error {
	now := s.now()
	err := s.client.StaffSession.Update().Where(staffsession.ID(cur.session.ID)).
		SetSecondFactorAt(now).SetSecondFactorMethod(method).Exec(system(ctx))
	if err != nil {
		return err
	}
	cur.session.SecondFactorAt = &now
	return s.record(ctx, auditentry.ActionSecondFactor, event)
}

// NewRecoveryCodes replaces the viewer's recovery codes (a sensitive action).
func (s *Service) NewRecoveryCodes(ctx context.Context) ([]string, error) {
	v, _, err := sensitiveViewer(ctx)
	if err != nil {
		return nil, err
	}
	return s.newRecoveryCodes(ctx, v.UID)
}

// newRecoveryCodes replaces uid's recovery codes with RecoveryCodes new ones, stored
// as hashes: the codes are returned this once.
func (s *Service) newRecoveryCodes(ctx context.Context, uid string) ([]string, error) {
	codes := make([]string, RecoveryCodes)
	err := ent.WithTx(system(ctx), s.client, func(ctx context.Context, c *ent.Client) error {
		if _, err := c.StaffRecoveryCode.Delete().Where(staffrecoverycode.UID(uid)).Exec(ctx); err != nil {
			return err
		}
		rows := make([]*ent.StaffRecoveryCodeCreate, RecoveryCodes)
		for i := range codes {
			codes[i] = recoveryCode()
			rows[i] = c.StaffRecoveryCode.Create().SetUID(uid).SetCodeHash(hashCode(codes[i]))
		}
		return c.StaffRecoveryCode.CreateBulk(rows...).Exec(ctx)
	})
	if err != nil {
		return nil, err
	}
	return codes, nil
}

// recoveryCode is 10 characters of crypto/rand's base32 text (50 bits) in two
// groups: "k7m2p-x4qrt" (base32 has no 0, 1, 8 or 9 to mistake for letters).
func recoveryCode() string {
	t := strings.ToLower(rand.Text())
	return t[:5] + "-" + t[5:10]
}

// hashCode is a recovery code's stored form: spaces, dashes and case do not count.
func hashCode(code string) []byte {
	norm := strings.Map(func(r rune) rune {
		if r == '-' || unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, code)
	sum := sha256.Sum256([]byte(norm))
	return sum[:]
}

// ResetFactors removes the authenticator app, passkeys and recovery codes of the staff member
// with email and ends their sessions: another Owner's remedy for a lost factor.
func (s *Service) ResetFactors(ctx context.Context, email string) error {
	if err := requireOwner(ctx); err != nil {
		return err
	}
	if err := RequireRecent(ctx); err != nil {
		return err
	}
	email = strings.ToLower(strings.TrimSpace(email))
	uids, err := s.client.StaffSession.Query().Where(staffsession.Email(email)).
		GroupBy(staffsession.FieldUID).Strings(system(ctx))
	if err != nil {
		return err
	}
	if len(uids) == 0 {
		return apierr.NotFoundf("%s has never signed in to the admin area: there is nothing to reset.", email)
	}
	for _, uid := range uids {
		if uid == auth.ForContext(ctx).UID {
			return apierr.Conflictf("Another Owner resets your own second factor; use a recovery code if you lost your app.")
		}
		if err := s.removeFactors(ctx, uid, true); err != nil {
			return err
		}
		if err := s.endAll(ctx, uid, "second factors of "+email+" reset by an Owner"); err != nil {
			return err
		}
	}
	return nil
}

// RemoveTOTP removes the viewer's own authenticator app and recovery codes (a sensitive
// action), to set up another (a new phone): a role that needs a second factor sets one
// up again at its next sign-in; this sign-in stays passed.
func (s *Service) RemoveTOTP(ctx context.Context) error {
	v, _, err := sensitiveViewer(ctx)
	if err != nil {
		return err
	}
	if err := s.removeFactors(ctx, v.UID, false); err != nil {
		return err
	}
	return s.record(ctx, auditentry.ActionSecondFactor, "authenticator app removed")
}

// removeFactors deletes uid's authenticator app and recovery codes, and their
// passkeys too with passkeys.
func (s *Service) removeFactors(ctx context.Context, uid string, passkeys bool) error {
	return ent.WithTx(system(ctx), s.client, func(ctx context.Context, c *ent.Client) error {
		if _, err := c.StaffTOTP.Delete().Where(stafftotp.UID(uid)).Exec(ctx); err != nil {
			return err
		}
		if passkeys {
			if _, err := c.StaffPasskey.Delete().Where(staffpasskey.UID(uid)).Exec(ctx); err != nil {
				return err
			}
		}
		_, err := c.StaffRecoveryCode.Delete().Where(staffrecoverycode.UID(uid)).Exec(ctx)
		return err
	})
}
