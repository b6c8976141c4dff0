package staff_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"

	"seoagency/auth"
	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/testdb"
)

// softKey is a software authenticator (go-webauthn ships none): one ES256 passkey that
// answers the site's options as a browser with a platform authenticator would, with
// "none" attestation, user present and verified.
type softKey struct {
	key    *ecdsa.PrivateKey
	id     []byte
	origin string
	count  uint32
}

var b64 = base64.RawURLEncoding

func newSoftKey(t *testing.T, origin string) *softKey {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id := make([]byte, 16)
	_, _ = rand.Read(id)
	return &softKey{key: k, id: id, origin: origin}
}

// authData is the authenticator data for rpID: user present and verified, the counter,
// and (attested) the credential's id and COSE public key.
func (k *softKey) authData(t *testing.T, rpID string, attested bool) []byte {
	t.Helper()
	h := sha256.Sum256([]byte(rpID))
	out := append([]byte{}, h[:]...)
	flags := byte(0x01 | 0x04) // UP, UV
	if attested {
		flags |= 0x40
	}
	k.count++
	out = append(out, flags)
	out = binary.BigEndian.AppendUint32(out, k.count)
	if attested {
		out = append(out, make([]byte, 16)...) // AAGUID
		out = binary.BigEndian.AppendUint16(out, uint16(len(k.id)))
		out = append(out, k.id...)
		pub, err := k.key.PublicKey.Bytes() // 0x04 || x || y
		if err != nil {
			t.Fatal(err)
		}
		cose, err := webauthncbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: pub[1:33], -3: pub[33:]})
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, cose...)
	}
	return out
}

func (k *softKey) clientData(kind, challenge string) []byte {
	b, _ := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": k.origin, "crossOrigin": false})
	return b
}

// create answers registration options (navigator.credentials.create's JSON).
func (k *softKey) create(t *testing.T, options map[string]any) map[string]any {
	t.Helper()
	rp := options["rp"].(map[string]any)["id"].(string)
	att, err := webauthncbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": k.authData(t, rp, true)})
	if err != nil {
		t.Fatal(err)
	}
	return map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(k.clientData("webauthn.create", options["challenge"].(string))),
			"attestationObject": b64.EncodeToString(att)}}
}

// get answers sign-in options (navigator.credentials.get's JSON), signed with the key.
func (k *softKey) get(t *testing.T, options map[string]any) map[string]any {
	t.Helper()
	data := k.authData(t, options["rpId"].(string), false)
	cd := k.clientData("webauthn.get", options["challenge"].(string))
	sum := sha256.Sum256(append(append([]byte{}, data...), sha256Of(cd)...))
	sig, err := ecdsa.SignASN1(rand.Reader, k.key, sum[:])
	if err != nil {
		t.Fatal(err)
	}
	return map[string]any{"id": b64.EncodeToString(k.id), "rawId": b64.EncodeToString(k.id), "type": "public-key",
		"response": map[string]any{"clientDataJSON": b64.EncodeToString(cd), "authenticatorData": b64.EncodeToString(data),
			"signature": b64.EncodeToString(sig)}}
}

func sha256Of(b []byte) []byte { s := sha256.Sum256(b); return s[:] }

func TestPasskeyRegisteredThenPassesAndIsRefusedOnceRemoved(t *testing.T) {
	g := newRig(t, true)
	admin := g.staffToken(t, auth.RoleAdmin)
	var e apiError

	// A password alone cannot add a factor: held until the second factor.
	if st := g.call(t, admin, "POST", "/api/staff/passkeys/options", nil, &e); st != 403 || e.Error.Code != auth.CodeSecondFactorRequired {
		t.Fatalf("options while held: %d %+v", st, e)
	}
	g.enrol(t, admin)

	var options map[string]any
	if st := g.call(t, admin, "POST", "/api/staff/passkeys/options", nil, &options); st != 200 {
		t.Fatalf("options: %d %v", st, options)
	}
	user := options["user"].(map[string]any)
	if rp := options["rp"].(map[string]any); rp["id"] != "site.test" {
		t.Fatalf("relying party: %v", rp)
	}
	if id, _ := b64.DecodeString(user["id"].(string)); len(id) != 32 || user["name"] != emailOf(t, admin) {
		t.Fatalf("user handle: %v", user)
	}
	key := newSoftKey(t, "https://site.test")
	answer := key.create(t, options)

	// A name is needed; a refused attempt leaves the challenge in place.
	if st := g.call(t, admin, "POST", "/api/staff/passkeys", map[string]any{"name": "  ", "response": answer}, &e); st != 400 || e.Error.Fields["name"] != "length" {
		t.Fatalf("no name: %d %+v", st, e)
	}
	if st := g.call(t, admin, "POST", "/api/staff/passkeys", map[string]any{"name": "Laptop", "response": "not a credential"}, &e); st != 400 || e.Error.Fields["response"] != "format" {
		t.Fatalf("garbage: %d %+v", st, e)
	}
	// Another site's origin is refused (and takes the challenge with it).
	phish := newSoftKey(t, "https://site.test.evil.example")
	var created struct {
		Passkey struct {
			ID   int
			Name string
		}
		RecoveryCodes []string
	}
	if st := g.call(t, admin, "POST", "/api/staff/passkeys", map[string]any{"name": "Laptop", "response": phish.create(t, options)}, &e); st != 400 || e.Error.Fields["response"] != "refused" {
		t.Fatalf("wrong origin: %d %+v", st, e)
	}
	if st := g.call(t, admin, "POST", "/api/staff/passkeys", map[string]any{"name": "Laptop", "response": answer}, &e); st != 400 || e.Error.Fields["response"] != "challenge" {
		t.Fatalf("challenge used twice: %d %+v", st, e)
	}
	g.call(t, admin, "POST", "/api/staff/passkeys/options", nil, &options)
	if st := g.call(t, admin, "POST", "/api/staff/passkeys", map[string]any{"name": "Laptop", "response": key.create(t, options)}, &created); st != 200 ||
		created.Passkey.Name != "Laptop" || created.RecoveryCodes != nil {
		t.Fatalf("register: %d %+v", st, created)
	}

	// The next sign-in is held until the passkey answers.
	g.clock.add(2 * time.Minute)
	time.Sleep(1100 * time.Millisecond)
	again := authtest.SignIn(t, emailOf(t, admin), "secret-123")
	if p := g.probe(t, again); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("new sign-in: %+v", p)
	}
	var signIn map[string]any
	if st := g.call(t, again, "POST", "/api/staff/second-factor/passkey/options", nil, &signIn); st != 200 {
		t.Fatalf("sign-in options: %d %v", st, signIn)
	}
	if allowed := signIn["allowCredentials"].([]any); len(allowed) != 1 || allowed[0].(map[string]any)["id"] != b64.EncodeToString(key.id) {
		t.Fatalf("allowed: %v", allowed)
	}
	// An unknown key's signature is refused (answers count against the codes' limit: 5 a minute).
	stranger := newSoftKey(t, "https://site.test")
	if st := g.call(t, again, "POST", "/api/staff/second-factor/passkey", map[string]any{"response": stranger.get(t, signIn)}, &e); st != 400 || e.Error.Fields["response"] != "refused" {
		t.Fatalf("unknown key: %d %+v", st, e)
	}
	if p := g.probe(t, again); p.Held != auth.CodeSecondFactorRequired {
		t.Fatalf("after refusals: %+v", p)
	}
	g.call(t, again, "POST", "/api/staff/second-factor/passkey/options", nil, &signIn)
	good := key.get(t, signIn)
	if st := g.call(t, again, "POST", "/api/staff/second-factor/passkey", map[string]any{"response": good}, &e); st != 200 {
		t.Fatalf("passkey: %d %+v", st, e)
	}
	if p := g.probe(t, again); p.Role != "Admin" || p.Held != "" {
		t.Fatalf("after the passkey: %+v", p)
	}
	// The same answer again is refused: its challenge is gone.
	if st := g.call(t, again, "POST", "/api/staff/second-factor/passkey", map[string]any{"response": good}, &e); st != 400 || e.Error.Fields["response"] != "challenge" {
		t.Fatalf("replay: %d %+v", st, e)
	}

	// Removed: the next sign-in has no passkey to use, and an answer begun before is refused.
	third := func() string {
		g.clock.add(2 * time.Minute)
		time.Sleep(1100 * time.Millisecond)
		return authtest.SignIn(t, emailOf(t, admin), "secret-123")
	}()
	g.call(t, third, "POST", "/api/staff/second-factor/passkey/options", nil, &signIn)
	if st := g.call(t, again, "DELETE", "/api/staff/passkeys/"+strconv.Itoa(created.Passkey.ID), nil, nil); st != 200 {
		t.Fatalf("remove: %d", st)
	}
	if st := g.call(t, third, "POST", "/api/staff/second-factor/passkey", map[string]any{"response": key.get(t, signIn)}, &e); st != 400 || e.Error.Fields["response"] != "refused" {
		t.Fatalf("removed passkey: %d %+v", st, e)
	}
	if st := g.call(t, third, "POST", "/api/staff/second-factor/passkey/options", nil, &e); st != 409 {
		t.Fatalf("options without passkeys: %d %+v", st, e)
	}
	if st := g.call(t, again, "DELETE", "/api/staff/passkeys/"+strconv.Itoa(created.Passkey.ID), nil, &e); st != 404 {
		t.Fatalf("removed twice: %d %+v", st, e)
	}

	refused := "second factor: second factor failed: That passkey was not accepted ("
	g.wantAuditLike(t, emailOf(t, admin), []string{
		"admin area: signed in to the admin area",
		"second factor: authenticator app set up",
		`second factor: passkey "Laptop" added`,
		"admin area: signed in to the admin area",
		refused,
		`second factor: second factor passed with passkey "Laptop"`,
		"second factor: second factor failed: This passkey request has expired or was already answered: start again.",
		"admin area: signed in to the admin area",
		`second factor: passkey "Laptop" removed`,
		refused,
	})
}

// wantAuditLike is wantAudit where a wanted line ending in "(" is the start of the line.
func (g *rig) wantAuditLike(t *testing.T, email string, want []string) {
	t.Helper()
	rows := g.client.AuditEntry.Query().Where(auditentry.ActorEmail(email)).Order(ent.Asc(auditentry.FieldSeq)).AllX(testdb.System())
	var got []string
	for _, r := range rows {
		got = append(got, r.EntityType+": "+r.Summary)
	}
	ok := len(got) == len(want)
	for i := 0; ok && i < len(got); i++ {
		ok = got[i] == want[i] || (strings.HasSuffix(want[i], "(") && strings.HasPrefix(got[i], want[i]))
	}
	if !ok {
		t.Fatalf("audit log of %s:\n%s\nwant:\n%s", email, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A site at an IP address has no passkeys (browsers refuse them there): it starts, says
// so, and refuses the ceremonies with a sentence, while codes work as before.
func TestPasskeysNeedADomainName(t *testing.T) {
	g := newRigAt(t, true, "http://127.0.0.1:8080")
	admin := g.staffToken(t, auth.RoleAdmin)
	g.enrol(t, admin)
	var status struct{ PasskeysAvailable bool }
	if st := g.call(t, admin, "GET", "/api/staff/security", nil, &status); st != 200 || status.PasskeysAvailable {
		t.Fatalf("status: %d %+v", st, status)
	}
	var e apiError
	if st := g.call(t, admin, "POST", "/api/staff/passkeys/options", nil, &e); st != 409 || !strings.Contains(e.Error.Message, "domain name") {
		t.Fatalf("options: %d %+v", st, e)
	}
}

// registerPasskey adds key as a passkey of token's person (who passed a second factor).
func (g *rig) registerPasskey(t *testing.T, token, name string, key *softKey) {
	t.Helper()
	var options map[string]any
	g.call(t, token, "POST", "/api/staff/passkeys/options", nil, &options)
	var e apiError
	if st := g.call(t, token, "POST", "/api/staff/passkeys", map[string]any{"name": name, "response": key.create(t, options)}, &e); st != 200 {
		t.Fatalf("register %s: %d %+v", name, st, e)
	}
}

// An Owner's reset of a lost factor removes the person's passkeys with their app.
func TestOwnerResetRemovesPasskeys(t *testing.T) {
	g := newRig(t, true)
	owner, admin := g.staffToken(t, auth.RoleOwner), g.staffToken(t, auth.RoleAdmin)
	g.enrol(t, owner)
	g.enrol(t, admin)
	g.registerPasskey(t, admin, "Phone", newSoftKey(t, "https://site.test"))
	var status struct{ Passkeys []struct{ Name string } }
	if g.call(t, admin, "GET", "/api/staff/security", nil, &status); len(status.Passkeys) != 1 || status.Passkeys[0].Name != "Phone" {
		t.Fatalf("before the reset: %+v", status)
	}
	if st := g.call(t, owner, "POST", "/api/staff/reset-factors", map[string]string{"email": emailOf(t, admin)}, nil); st != 200 {
		t.Fatalf("reset: %d", st)
	}
	if n := g.client.StaffPasskey.Query().CountX(testdb.System()); n != 0 {
		t.Fatalf("passkeys after the reset: %d", n)
	}
}
