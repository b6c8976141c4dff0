package staff

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/ent/staffpasskey"
	"seoagency/ent/staffpasskeychallenge"
)

// challengeLife is how long a passkey ceremony may take, from its options to its answer.
const challengeLife = 5 * time.Minute

// maxPasskeys bounds one person's passkeys (each is listed in every sign-in's options).
const maxPasskeys = 20

// relyingParty is the WebAuthn relying party of the site at publicURL: its id is the
// host name and the one origin allowed is the site's own. A site at an IP address has
// none (nil): browsers accept passkeys only for domain names.
func relyingParty(publicURL, name string) (*webauthn.WebAuthn, error) {
	u, err := url.Parse(publicURL)
	if err != nil || u.Hostname() == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return nil, fmt.Errorf("staff: passkeys need PUBLIC_URL as an absolute http(s) URL, not %q", publicURL)
	}
	if net.ParseIP(u.Hostname()) != nil {
		return nil, nil
	}
	if name == "" {
		name = u.Hostname()
	}
	return webauthn.New(&webauthn.Config{
		RPID:          u.Hostname(),
		RPDisplayName: name,
		RPOrigins:     []string{u.Scheme + "://" + u.Host},
	})
}

// Passkey is one passkey as the security page lists it.
type Passkey struct {
	ID         int        `json:"id"`
	Name       string     `json:"name"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
}

// passkeyUser is a staff member as go-webauthn sees them. The user handle is the
// SHA-256 of the Firebase uid: a uid may be longer than the 64 bytes a handle may be.
type passkeyUser struct {
	uid, email string
	creds      []webauthn.Credential
}

func (u passkeyUser) WebAuthnID() []byte {
	sum := sha256.Sum256([]byte(u.uid))
	return sum[:]
}
func (u passkeyUser) WebAuthnName() string                       { return u.email }
func (u passkeyUser) WebAuthnDisplayName() string                { return u.email }
func (u passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }

// passkeysOf is uid's passkeys, rows and credentials in the same order.
func (s *Service) passkeysOf(ctx context.Context, uid, email string) ([]*ent.StaffPasskey, passkeyUser, error) {
	rows, err := s.client.StaffPasskey.Query().Where(staffpasskey.UID(uid)).Order(ent.Asc(staffpasskey.FieldID)).All(system(ctx))
	user := passkeyUser{uid: uid, email: email}
	if err != nil {
		return nil, user, err
	}
	for _, r := range rows {
		var c webauthn.Credential
		if err := json.Unmarshal(r.Credential, &c); err != nil {
			return nil, user, fmt.Errorf("staff: passkey %d: %w", r.ID, err)
		}
		user.creds = append(user.creds, c)
	}
	return rows, user, nil
}

// saveChallenge stores a ceremony's session data for this staff session, and drops
// the person's expired ones.
func (s *Service) saveChallenge(ctx context.Context, cur *current, kind staffpasskeychallenge.Kind, data *webauthn.SessionData) error {
	raw, err := json.Marshal(data)
	if err != nil {
		return err
	}
	sys := system(ctx)
	now := s.now()
	if _, err := s.client.StaffPasskeyChallenge.Delete().Where(staffpasskeychallenge.UID(cur.session.UID),
		staffpasskeychallenge.ExpiresAtLT(now)).Exec(sys); err != nil {
		return err
	}
	return s.client.StaffPasskeyChallenge.Create().SetUID(cur.session.UID).SetSessionID(cur.session.ID).SetKind(kind).
		SetChallenge(data.Challenge).SetSessionData(raw).SetExpiresAt(now.Add(challengeLife)).Exec(sys)
}

// available refuses passkeys on a site without a relying party (PUBLIC_URL at an IP address).
func (s *Service) available() error {
	if s.webauthn == nil {
		return apierr.Conflictf("Passkeys need the site at a domain name, and PUBLIC_URL is an IP address: use a code of your authenticator app.")
	}
	return nil
}

var errChallenge = apierr.Invalid("response", "challenge",
	"This passkey request has expired or was already answered: start again.")

// takeChallenge removes the ceremony answered with challenge and returns its session
// data: a challenge is taken once, by the session and for the kind it was made for,
// before it expires (on any replica: the delete decides).
func (s *Service) takeChallenge(ctx context.Context, cur *current, kind staffpasskeychallenge.Kind, challenge string) (*webauthn.SessionData, error) {
	sys := system(ctx)
	row, err := s.client.StaffPasskeyChallenge.Query().Where(staffpasskeychallenge.Challenge(challenge),
		staffpasskeychallenge.UID(cur.session.UID), staffpasskeychallenge.SessionID(cur.session.ID),
		staffpasskeychallenge.KindEQ(kind)).Only(sys)
	if ent.IsNotFound(err) {
		return nil, errChallenge
	}
	if err != nil {
		return nil, err
	}
	n, err := s.client.StaffPasskeyChallenge.Delete().Where(staffpasskeychallenge.ID(row.ID)).Exec(sys)
	if err != nil {
		return nil, err
	}
	if n == 0 || !s.now().Before(row.ExpiresAt) {
		return nil, errChallenge
	}
	var data webauthn.SessionData
	return &data, json.Unmarshal(row.SessionData, &data)
}

// BeginPasskey starts registering a passkey (a sensitive action, from the security
// page): the options for the browser's navigator.credentials.create.
func (s *Service) BeginPasskey(ctx context.Context) (*protocol.PublicKeyCredentialCreationOptions, error) {
	if err := s.available(); err != nil {
		return nil, err
	}
	v, cur, err := sensitiveViewer(ctx)
	if err != nil {
		return nil, err
	}
	_, user, err := s.passkeysOf(ctx, v.UID, v.Email)
	if err != nil {
		return nil, err
	}
	if len(user.creds) >= maxPasskeys {
		return nil, apierr.Conflictf("You have %d passkeys, the most one person may have: remove one first.", maxPasskeys)
	}
	exclude := make([]protocol.CredentialDescriptor, len(user.creds))
	for i := range user.creds {
		exclude[i] = user.creds[i].Descriptor()
	}
	creation, data, err := s.webauthn.BeginRegistration(user, webauthn.WithExclusions(exclude),
		webauthn.WithResidentKeyRequirement(protocol.ResidentKeyRequirementPreferred))
	if err != nil {
		return nil, err
	}
	if err := s.saveChallenge(ctx, cur, staffpasskeychallenge.KindRegister, data); err != nil {
		return nil, err
	}
	return &creation.Response, nil
}

// FinishPasskey registers the passkey the browser created (response, as
// navigator.credentials.create's JSON) under name. The first factor of a person
// without recovery codes returns new ones (shown this once), as an app's does.
func (s *Service) FinishPasskey(ctx context.Context, name string, response json.RawMessage) (*Passkey, []string, error) {
	if err := s.available(); err != nil {
		return nil, nil, err
	}
	v, cur, err := sensitiveViewer(ctx)
	if err != nil {
		return nil, nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > 60 {
		return nil, nil, apierr.Invalid("name", "length", "Name the passkey in 1 to 60 characters (for example \"Work laptop\"), so you know which one to remove.")
	}
	parsed, err := protocol.ParseCredentialCreationResponseBytes(response)
	if err != nil {
		return nil, nil, apierr.Invalid("response", "format", "The browser's answer is not a passkey registration: start again.")
	}
	data, err := s.takeChallenge(ctx, cur, staffpasskeychallenge.KindRegister, parsed.Response.CollectedClientData.Challenge)
	if err != nil {
		return nil, nil, err
	}
	_, user, err := s.passkeysOf(ctx, v.UID, v.Email)
	if err != nil {
		return nil, nil, err
	}
	cred, err := s.webauthn.CreateCredential(user, *data, parsed)
	if err != nil {
		return nil, nil, apierr.Invalid("response", "refused", "The passkey was not accepted ("+protocolReason(err)+"): start again.")
	}
	raw, err := json.Marshal(cred)
	if err != nil {
		return nil, nil, err
	}
	row, err := s.client.StaffPasskey.Create().SetUID(v.UID).SetName(name).SetCredentialID(cred.ID).
		SetCredential(raw).SetCreatedAt(s.now()).Save(system(ctx))
	if ent.IsConstraintError(err) {
		return nil, nil, apierr.Conflictf("This passkey is registered already.")
	}
	if err != nil {
		return nil, nil, err
	}
	if err := s.record(ctx, auditentry.ActionSecondFactor, fmt.Sprintf("passkey %q added", name)); err != nil {
		return nil, nil, err
	}
	var codes []string
	if left, err := s.recoveryCodesLeft(ctx, v.UID); err != nil || left > 0 {
		return toPasskey(row), nil, err
	}
	codes, err = s.newRecoveryCodes(ctx, v.UID)
	return toPasskey(row), codes, err
}

// BeginPasskeySignIn starts passing the second factor with a passkey: the options for
// navigator.credentials.get, listing the person's passkeys.
func (s *Service) BeginPasskeySignIn(ctx context.Context) (*protocol.PublicKeyCredentialRequestOptions, error) {
	if err := s.available(); err != nil {
		return nil, err
	}
	v, cur, err := staffViewer(ctx)
	if err != nil {
		return nil, err
	}
	_, user, err := s.passkeysOf(ctx, v.UID, v.Email)
	if err != nil {
		return nil, err
	}
	if len(user.creds) == 0 {
		return nil, apierr.Conflictf("No passkey is registered for your account: enter a code of your authenticator app, or a recovery code.")
	}
	assertion, data, err := s.webauthn.BeginLogin(user)
	if err != nil {
		return nil, err
	}
	if err := s.saveChallenge(ctx, cur, staffpasskeychallenge.KindSignIn, data); err != nil {
		return nil, err
	}
	return &assertion.Response, nil
}

// PassWithPasskey checks the browser's answer (navigator.credentials.get's JSON) to
// this session's passkey challenge and marks its second factor passed; answers are
// limited per person as codes are, and each failure is a line of the audit log.
func (s *Service) PassWithPasskey(ctx context.Context, response json.RawMessage) error {
	if err := s.available(); err != nil {
		return err
	}
	v, cur, err := staffViewer(ctx)
	if err != nil {
		return err
	}
	if err := s.limit(ctx, v.UID); err != nil {
		return err
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(response)
	if err != nil {
		return s.failed(ctx, apierr.Invalid("response", "format", "The browser's answer is not a passkey sign-in: try again."))
	}
	data, err := s.takeChallenge(ctx, cur, staffpasskeychallenge.KindSignIn, parsed.Response.CollectedClientData.Challenge)
	if err != nil {
		return s.failed(ctx, err)
	}
	rows, user, err := s.passkeysOf(ctx, v.UID, v.Email)
	if err != nil {
		return err
	}
	cred, err := s.webauthn.ValidateLogin(user, *data, parsed)
	if err != nil {
		return s.failed(ctx, apierr.Invalid("response", "refused",
			"That passkey was not accepted ("+protocolReason(err)+"): use a passkey registered on /admin/security, a code of your authenticator app, or a recovery code."))
	}
	var row *ent.StaffPasskey
	for _, r := range rows {
		if bytes.Equal(r.CredentialID, cred.ID) {
			row = r
		}
	}
	if row == nil { // removed while the ceremony ran
		return s.failed(ctx, errChallenge)
	}
	raw, err := json.Marshal(cred)
	if err != nil {
		return err
	}
	if err := s.client.StaffPasskey.UpdateOne(row).SetCredential(raw).SetLastUsedAt(s.now()).Exec(system(ctx)); err != nil {
		return err
	}
	return s.passed(ctx, cur, "passkey", fmt.Sprintf("second factor passed with passkey %q", row.Name))
}

// RemovePasskey removes one of the viewer's own passkeys (a sensitive action).
func (s *Service) RemovePasskey(ctx context.Context, id int) error {
	v, _, err := sensitiveViewer(ctx)
	if err != nil {
		return err
	}
	sys := system(ctx)
	row, err := s.client.StaffPasskey.Query().Where(staffpasskey.ID(id), staffpasskey.UID(v.UID)).Only(sys)
	if ent.IsNotFound(err) {
		return apierr.NotFoundf("You have no passkey with the id %d: reload the page to see your passkeys.", id)
	}
	if err != nil {
		return err
	}
	if err := s.client.StaffPasskey.DeleteOne(row).Exec(sys); err != nil {
		return err
	}
	return s.record(ctx, auditentry.ActionSecondFactor, fmt.Sprintf("passkey %q removed", row.Name))
}

// protocolReason is go-webauthn's short reason for refusing an answer.
func protocolReason(err error) string {
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.Details != "" {
		return pe.Details
	}
	return "it did not verify"
}

func toPasskey(r *ent.StaffPasskey) *Passkey {
	return &Passkey{ID: r.ID, Name: r.Name, CreatedAt: r.CreatedAt, LastUsedAt: r.LastUsedAt}
}
