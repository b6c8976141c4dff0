package server_test

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent/adminuser"
	"seoagency/ent/invitation"
	entmail "seoagency/ent/mail"
	"seoagency/testdb"
)

const (
	inviteQ = `mutation($email: String!, $role: UserRole!) { inviteStaff(email: $email, role: $role) { id email role invitedBy status expiresAt } }`
	lookupQ = `query($token: String!) { invitation(token: $token) { email role invitedBy status } }`
	acceptQ = `mutation($token: String!) { acceptInvitation(token: $token) { email role status } }`
)

// staffToken signs up a verified staff member of s with role (adminToken's are Owners).
func (s *site) staffToken(t *testing.T, role adminuser.UserRole) (email, token string) {
	t.Helper()
	email = authtest.UniqueEmail(t, strings.ToLower(string(role)))
	s.client.AdminUser.Create().SetUserEmail(email).SetUserRole(role).ExecX(testdb.System())
	return email, authtest.SignUpVerified(t, email, "secret-123")
}

var linkLine = regexp.MustCompile(`(?m)^[^:\r\n]+: (https?://[^\s]+)`)

// mailedLink is the button's link of the one mail to addr.
func (s *site) mailedLink(t *testing.T, addr string, n int) *url.URL {
	t.Helper()
	mails := s.mail.Wait(t, addr, n, mailWait)
	m := linkLine.FindStringSubmatch(mails[0].Text)
	if m == nil {
		t.Fatalf("no link in the mail to %s:\n%s", addr, mails[0].Text)
	}
	u, err := url.Parse(m[1])
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestInvitationFromMailToRole(t *testing.T) {
	s := newSite(t, nil)
	adminEmail, admin := s.adminToken(t)
	invited := authtest.UniqueEmail(t, "New.Person")
	// An admin types the address with capitals and spaces around it.
	var out struct {
		InviteStaff struct{ ID, Email, Role, InvitedBy, Status string }
	}
	s.gql.WithToken(admin).Must(t, inviteQ, map[string]any{"email": "  " + strings.ToUpper(invited) + " ", "role": "Editor"}, &out)
	if got := out.InviteStaff; got.Email != strings.ToLower(invited) || got.Role != "Editor" || got.InvitedBy != adminEmail || got.Status != "Pending" {
		t.Fatalf("invitation = %+v", got)
	}
	invited = strings.ToLower(invited)
	// Listed as pending; the token is nowhere in the API or the database.
	var list struct {
		Invitations []struct{ Email, Status string }
	}
	s.gql.WithToken(admin).Must(t, `{ invitations { email status } }`, nil, &list)
	if len(list.Invitations) != 1 || list.Invitations[0].Email != invited {
		t.Fatalf("invitations = %+v", list.Invitations)
	}

	link := s.mailedLink(t, invited, 1)
	if link.Scheme+"://"+link.Host != "https://site.test" || link.Path != "/invitation" {
		t.Fatalf("the mail's link is %s, want the site's /invitation page", link)
	}
	token := link.Query().Get("token")
	stored := s.client.Invitation.Query().OnlyX(testdb.System())
	if strings.Contains(stored.TokenHash, token) || len(token) < 40 {
		t.Fatalf("token %q stored as %q: want a long random token kept only as its hash", token, stored.TokenHash)
	}
	if w := s.get(t, link.RequestURI()); w.Code != http.StatusOK {
		t.Fatalf("GET %s: %d", link.RequestURI(), w.Code)
	}
	// The page, for anyone with the link: who invited whom as what.
	var seen struct {
		Invitation struct{ Email, Role, InvitedBy, Status string }
	}
	s.gql.Must(t, lookupQ, map[string]any{"token": token}, &seen)
	if seen.Invitation.Email != invited || seen.Invitation.Role != "Editor" || seen.Invitation.InvitedBy != adminEmail {
		t.Fatalf("invitation page = %+v", seen.Invitation)
	}

	// The person registers with the invited address (not verified) and accepts.
	person := authtest.SignUp(t, invited, "secret-123")
	if v := s.viewer(t, person); v.IsAdmin || v.EmailVerified {
		t.Fatalf("before accepting: %+v", v)
	}
	var accepted struct {
		AcceptInvitation struct{ Email, Role, Status string }
	}
	s.gql.WithToken(person).Must(t, acceptQ, map[string]any{"token": token}, &accepted)
	if accepted.AcceptInvitation.Role != "Editor" || accepted.AcceptInvitation.Status != "Accepted" {
		t.Fatalf("accepted = %+v", accepted.AcceptInvitation)
	}
	// The next ID token carries the verified e-mail, and the server gives the role.
	fresh := authtest.SignIn(t, invited, "secret-123")
	if v := s.viewer(t, fresh); !v.EmailVerified || !v.IsAdmin {
		t.Fatalf("after accepting, the next request's viewer = %+v, want verified staff", v)
	}
	if role := s.client.AdminUser.Query().Where(adminuser.UserEmail(invited)).OnlyX(testdb.System()).UserRole; role != adminuser.UserRoleEditor {
		t.Fatalf("staff role %s, want Editor", role)
	}
	// Used once: the link is dead now, and the list of waiting invitations empty.
	if r := s.gql.WithToken(fresh).Do(t, acceptQ, map[string]any{"token": token}); r.Code() != "CONFLICT" || !strings.Contains(r.Errors[0].Message, "used already") {
		t.Fatalf("accepting twice: %+v", r.Errors)
	}
	s.gql.WithToken(admin).Must(t, `{ invitations { email } }`, nil, &list)
	if len(list.Invitations) != 0 {
		t.Fatalf("invitations after acceptance = %+v", list.Invitations)
	}
}

func TestInvitationRefusals(t *testing.T) {
	s := newSite(t, nil)
	_, admin := s.staffToken(t, adminuser.UserRoleAdmin)
	_, owner := s.staffToken(t, adminuser.UserRoleOwner)
	customer := authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123")
	invite := func(token, email, role string) (string, string) {
		var out struct{ InviteStaff struct{ ID string } }
		r := s.gql.WithToken(token).Do(t, inviteQ, map[string]any{"email": email, "role": role})
		if len(r.Errors) > 0 {
			return "", r.Code() + ": " + r.Errors[0].Message
		}
		if err := json.Unmarshal(r.Data, &out); err != nil {
			t.Fatal(err)
		}
		return out.InviteStaff.ID, ""
	}
	someone := authtest.UniqueEmail(t, "someone")
	for _, c := range []struct {
		name, token, email, role, want string
	}{
		{"a visitor", "", someone, "Editor", "UNAUTHENTICATED"},
		{"a customer", customer, someone, "Editor", "FORBIDDEN"},
		{"an admin inviting an Owner", admin, someone, "Owner", "FORBIDDEN: Only an Owner may invite an Owner"},
		{"someone already staff", admin, strings.ToUpper(s.client.AdminUser.Query().FirstX(testdb.System()).UserEmail), "Support", "CONFLICT"},
		{"a bad address", admin, "not-an-address", "Support", "VALIDATION"},
		{"a line break in the address", admin, someone + "\r\nBcc: x@evil.test", "Support", "VALIDATION"},
	} {
		if _, got := invite(c.token, c.email, c.role); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: got %q, want %s", c.name, got, c.want)
		}
	}
	if n := s.client.Invitation.Query().CountX(testdb.System()); n != 0 {
		t.Fatalf("%d invitations written by refused calls", n)
	}
	// An Owner invites an Owner; a second invitation to the same address waits for the first.
	if _, err := invite(owner, someone, "Owner"); err != "" {
		t.Fatal(err)
	}
	if _, err := invite(admin, someone, "Editor"); !strings.HasPrefix(err, "CONFLICT") {
		t.Fatalf("a second invitation to one address: %q", err)
	}

	// The links that do not work, each with its reason.
	id, _ := invite(admin, authtest.UniqueEmail(t, "writer"), "Author")
	writer := s.client.Invitation.Query().Where(invitation.RoleEQ(invitation.RoleAuthor)).OnlyX(testdb.System()).Email
	first := s.mailedLink(t, writer, 1).Query().Get("token")
	lookup := func(token string) string {
		r := s.gql.Do(t, lookupQ, map[string]any{"token": token})
		if len(r.Errors) == 0 {
			return "ok"
		}
		return r.Code() + ": " + r.Errors[0].Message
	}
	flip := map[bool]string{true: "B", false: "A"}[first[10] == 'A']
	tampered := first[:10] + flip + first[11:]
	if got := lookup(tampered); !strings.HasPrefix(got, "NOT_FOUND: This invitation link is not valid") {
		t.Errorf("tampered token: %q", got)
	}
	if got := lookup("../../etc/passwd"); !strings.HasPrefix(got, "NOT_FOUND") {
		t.Errorf("garbage token: %q", got)
	}
	// Resent: the old link is dead, the new one works.
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!) { resendInvitation(id: $id) { id } }`, map[string]any{"id": id}, nil)
	second := s.mailedLink(t, writer, 2).Query().Get("token")
	if second == first || lookup(first) == "ok" || lookup(second) != "ok" {
		t.Fatalf("after resending: old %q, new %q", lookup(first), lookup(second))
	}
	// A person signed in as someone else is told which address the invitation is for.
	other := authtest.SignUp(t, authtest.UniqueEmail(t, "other"), "secret-123")
	if r := s.gql.WithToken(other).Do(t, acceptQ, map[string]any{"token": second}); r.Code() != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, "This invitation is for "+writer) {
		t.Fatalf("accepting as another account: %+v", r.Errors)
	}
	// Expired.
	s.client.Invitation.UpdateOneID(mustAtoi(t, id)).SetExpiresAt(time.Now().Add(-time.Minute)).ExecX(testdb.System())
	if got := lookup(second); !strings.HasPrefix(got, "CONFLICT: This invitation expired on") {
		t.Errorf("expired: %q", got)
	}
	// Revoked.
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!) { resendInvitation(id: $id) { id } }`, map[string]any{"id": id}, nil)
	third := s.mailedLink(t, writer, 3).Query().Get("token")
	s.gql.WithToken(admin).Must(t, `mutation($id: ID!) { revokeInvitation(id: $id) { status } }`, map[string]any{"id": id}, nil)
	if got := lookup(third); !strings.HasPrefix(got, "CONFLICT: This invitation was withdrawn") {
		t.Errorf("revoked: %q", got)
	}
	// An admin may not resend or revoke an Owner's invitation.
	ownerInvite := s.client.Invitation.Query().Where(invitation.RoleEQ(invitation.RoleOwner)).OnlyX(testdb.System())
	if r := s.gql.WithToken(admin).Do(t, `mutation($id: ID!) { revokeInvitation(id: $id) { status } }`, map[string]any{"id": ownerInvite.ID}); r.Code() != "FORBIDDEN" {
		t.Errorf("an admin revoking an Owner's invitation: %+v", r.Errors)
	}
	if r := s.gql.WithToken(customer).Do(t, `{ invitations { email } }`, nil); r.Code() != "FORBIDDEN" {
		t.Errorf("a customer listing invitations: %+v", r.Errors)
	}
}

func TestInvitationAcceptedOnceUnderRace(t *testing.T) {
	s := newSite(t, nil)
	_, admin := s.adminToken(t)
	invited := authtest.UniqueEmail(t, "racer")
	s.gql.WithToken(admin).Must(t, inviteQ, map[string]any{"email": invited, "role": "Support"}, nil)
	token := s.mailedLink(t, invited, 1).Query().Get("token")
	person := authtest.SignUp(t, invited, "secret-123")
	const n = 4
	var wg sync.WaitGroup
	codes := make([]string, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := s.gql.WithToken(person).Do(t, acceptQ, map[string]any{"token": token})
			codes[i] = r.Code()
		}()
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		if c == "" {
			ok++
		}
	}
	if ok != 1 {
		t.Fatalf("%d of %d concurrent acceptances succeeded (codes %v), want exactly 1", ok, n, codes)
	}
	if c := s.client.AdminUser.Query().Where(adminuser.UserEmail(invited)).CountX(testdb.System()); c != 1 {
		t.Fatalf("%d staff entries for %s", c, invited)
	}
}

// Guesses of tokens, failed acceptances included, count against the caller's bound.
func TestInvitationTokenGuessesBounded(t *testing.T) {
	s := newSite(t, map[string]string{"RATE_LIMIT_TOKENS": "4/hour"})
	guess := func() string {
		b := make([]byte, 32)
		_, _ = rand.Read(b)
		return base64.RawURLEncoding.EncodeToString(b)
	}
	person := authtest.SignUp(t, authtest.UniqueEmail(t, "guesser"), "secret-123")
	for i := range 2 {
		if r := s.gql.WithToken(person).Do(t, acceptQ, map[string]any{"token": guess()}); r.Code() != "NOT_FOUND" {
			t.Fatalf("accept guess %d: %+v", i, r.Errors)
		}
		if r := s.gql.Do(t, lookupQ, map[string]any{"token": guess()}); r.Code() != "NOT_FOUND" {
			t.Fatalf("lookup guess %d: %+v", i, r.Errors)
		}
	}
	if r := s.gql.Do(t, lookupQ, map[string]any{"token": guess()}); r.Code() != "RATE_LIMITED" {
		t.Fatalf("the fifth guess: %+v, want RATE_LIMITED", r.Errors)
	}
	if r := s.gql.WithToken(person).Do(t, acceptQ, map[string]any{"token": guess()}); r.Code() != "RATE_LIMITED" {
		t.Fatalf("the sixth guess: %+v, want RATE_LIMITED", r.Errors)
	}
}

func TestVerificationMail(t *testing.T) {
	s := newSite(t, nil)
	email := authtest.UniqueEmail(t, "unverified")
	token := authtest.SignUp(t, email, "secret-123")
	var out struct{ SendVerificationEmail bool }
	s.gql.WithToken(token).Must(t, `mutation { sendVerificationEmail }`, nil, &out)
	link := s.mailedLink(t, email, 1)
	if link.Query().Get("mode") != "verifyEmail" || link.Query().Get("continueUrl") != "https://site.test/dashboard" {
		t.Fatalf("verification link %s", link)
	}
	mails := s.mail.To(t, email)
	if !strings.Contains(mails[0].HTML, "Verify your e-mail") || !strings.Contains(mails[0].Subject, "SEO Agency") {
		t.Fatalf("the mail is not in the site's look: %s / %s", mails[0].Subject, mails[0].HTML)
	}
	followLink(t, link)
	fresh := authtest.SignIn(t, email, "secret-123")
	if v := s.viewer(t, fresh); !v.EmailVerified {
		t.Fatalf("after following the link: %+v", v)
	}
	if r := s.gql.WithToken(fresh).Do(t, `mutation { sendVerificationEmail }`, nil); r.Code() != "CONFLICT" {
		t.Fatalf("asking once verified: %+v", r.Errors)
	}
	if r := s.gql.Do(t, `mutation { sendVerificationEmail }`, nil); r.Code() != "UNAUTHENTICATED" {
		t.Fatalf("a visitor asking: %+v", r.Errors)
	}
}

func TestPasswordResetMail(t *testing.T) {
	s := newSite(t, map[string]string{"RATE_LIMIT_ACCOUNT_MAILS": "2/hour"})
	email := authtest.UniqueEmail(t, "forgetful")
	authtest.SignUp(t, email, "old-secret-1")
	var answers []string
	reset := func(addr string) (bool, string) {
		var out struct{ SendPasswordReset bool }
		r := s.gql.Do(t, `mutation($email: String!) { sendPasswordReset(email: $email) }`, map[string]any{"email": addr})
		answers = append(answers, fmt.Sprintf("%d %s", r.Status, r.Body))
		if len(r.Errors) > 0 {
			return false, r.Code()
		}
		if err := json.Unmarshal(r.Data, &out); err != nil {
			t.Fatal(err)
		}
		return out.SendPasswordReset, ""
	}
	// The same answer whether or not an account exists, from the same work (a job each,
	// which asks the identity service later); a mail only to the account.
	nobody := authtest.UniqueEmail(t, "nobody")
	startNobody := time.Now()
	if ok, code := reset(nobody); !ok || code != "" {
		t.Fatalf("reset for no account: %v %s", ok, code)
	}
	tookNobody := time.Since(startNobody)
	startSomeone := time.Now()
	if ok, code := reset(" " + strings.ToUpper(email)); !ok || code != "" {
		t.Fatalf("reset: %v %s", ok, code)
	}
	tookSomeone := time.Since(startSomeone)
	t.Logf("answer took %s without an account, %s with one", tookNobody, tookSomeone)
	if answers[0] != answers[1] {
		t.Fatalf("the answers differ: %q without an account, %q with one", answers[0], answers[1])
	}
	var jobs int
	if err := s.db.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'password_reset'`).Scan(&jobs); err != nil || jobs != 2 {
		t.Fatalf("%d reset jobs queued (%v), want one per ask", jobs, err)
	}
	waitFor(t, 10*time.Second, func() bool {
		var waiting int
		_ = s.db.QueryRow(`SELECT count(*) FROM river_job WHERE kind = 'password_reset' AND state <> 'completed'`).Scan(&waiting)
		return waiting == 0
	}, "both reset jobs done")
	if n := s.client.Mail.Query().Where(entmail.Kind("password_reset")).CountX(testdb.System()); n != 1 {
		t.Fatalf("%d reset mails written, want 1 (none to an address without an account)", n)
	}
	link := s.mailedLink(t, email, 1)
	if link.Query().Get("mode") != "resetPassword" {
		t.Fatalf("reset link %s", link)
	}
	q := link.Query()
	q.Set("newPassword", "new-secret-2")
	link.RawQuery = q.Encode()
	followLink(t, link)
	authtest.SignIn(t, email, "new-secret-2")
	if _, err := authtest.TrySignIn(t, email, "old-secret-1"); err == nil {
		t.Fatal("the old password still signs in")
	}
	// Bounded per client address; a bad address is a field error.
	if _, code := reset("not-an-address"); code != "VALIDATION" {
		t.Fatalf("a bad address: %s", code)
	}
	if _, code := reset(nobody); code != "RATE_LIMITED" {
		t.Fatalf("the third ask from one address: %s, want RATE_LIMITED", code)
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// followLink opens a mailed link of the identity service, which acts and answers with a
// redirect (303) to the site; the redirect is not followed: the site is not running here.
func followLink(t *testing.T, link *url.URL) {
	t.Helper()
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }, Timeout: 10 * time.Second}
	res, err := noRedirects.Get(link.String())
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		t.Fatalf("following the link: %d", res.StatusCode)
	}
}
