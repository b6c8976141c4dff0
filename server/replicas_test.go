package server_test

import (
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/gqltest"
	"seoagency/testdb"
)

// TestReplicasFollowEachOthersEdits: two server processes on one PostgreSQL database.
// An admin's edit through one reaches the other only through the database (LISTEN/NOTIFY):
// within seconds, the other paints its page again and drops its cached public answer.
func TestReplicasFollowEachOthersEdits(t *testing.T) {
	start := time.Now()
	databaseURL := testdb.Postgres(t)
	adminEmail := authtest.UniqueEmail(t, "admin")
	env := []string{"WEB_DIR=" + paintedWeb(t, "")["WEB_DIR"], "ADMIN_EMAILS=" + adminEmail}
	a := startServer(t, databaseURL, "", env...)
	b := startServer(t, databaseURL, "", env...)
	home := "/graphql?id=" + url.QueryEscape(queryID(t, "HomeQuery")) + "&variables=%7B%7D"
	// b has painted its page and cached its answer before the edit.
	waitFor(t, 10*time.Second, func() bool { return strings.Contains(b.body("/"), "<main><h1>") }, "painted page on b")
	if before := b.body(home); strings.Contains(before, "Edited through replica a") || !strings.Contains(before, "bannerHeading") {
		t.Fatalf("b's home query before the edit: %s", before)
	}

	target, _ := url.Parse(a.url)
	gql := gqltest.Client{H: httputil.NewSingleHostReverseProxy(target)}.WithToken(authtest.SignUpVerified(t, adminEmail, "secret-123"))
	var banners struct {
		Banners struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	gql.Must(t, `{ banners(first: 1) { edges { node { id } } } }`, nil, &banners)
	edited := time.Now()
	gql.Must(t, `mutation($id: ID!) { updateBanner(id: $id, input: {bannerHeading: "Edited through replica a"}) { id } }`,
		map[string]any{"id": banners.Banners.Edges[0].Node.ID}, nil)

	waitFor(t, 5*time.Second, func() bool {
		return strings.Contains(b.body(home), "Edited through replica a") &&
			strings.Contains(b.body("/"), "<main><h1>Edited through replica a</h1>")
	}, "edit of replica a on replica b")
	t.Logf("replica b followed an edit in %s", time.Since(edited).Round(time.Millisecond))

	// A team member deleted through a leaves b's home page; restored, it comes back.
	var team struct {
		TeamMembers struct {
			Edges []struct {
				Node struct{ ID, Membername string }
			}
		}
	}
	gql.Must(t, `{ teamMembers(first: 1) { edges { node { id membername } } } }`, nil, &team)
	member := team.TeamMembers.Edges[0].Node
	if !strings.Contains(b.body("/"), member.Membername) {
		t.Fatalf("%s is not on b's home page", member.Membername)
	}
	gql.Must(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": member.ID}, nil)
	waitFor(t, 5*time.Second, func() bool { return !strings.Contains(b.body("/"), member.Membername) }, "delete of replica a on replica b")
	restored := time.Now()
	gql.Must(t, `mutation($id: ID!) { restoreItem(id: $id) { id } }`, map[string]any{"id": member.ID}, nil)
	waitFor(t, 5*time.Second, func() bool { return strings.Contains(b.body("/"), member.Membername) }, "restore of replica a on replica b")
	t.Logf("replica b followed a restore from the trash in %s (test %s)", time.Since(restored).Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
}

// TestDemotedStaffRefusedOnTheOtherReplica: an Owner demotes, then removes, a staff
// member through replica a; the person's very next request on replica b is refused
// (each request reads the role from the shared database, no replica caches it).
func TestDemotedStaffRefusedOnTheOtherReplica(t *testing.T) {
	databaseURL := testdb.Postgres(t)
	ownerEmail, staffEmail := authtest.UniqueEmail(t, "owner"), authtest.UniqueEmail(t, "staff")
	env := []string{"WEB_DIR=" + paintedWeb(t, "")["WEB_DIR"], "ADMIN_EMAILS=" + ownerEmail + "," + staffEmail}
	a := startServer(t, databaseURL, "", env...)
	b := startServer(t, databaseURL, "", env...)
	client := func(p *process, token string) gqltest.Client {
		target, _ := url.Parse(p.url)
		return gqltest.Client{H: httputil.NewSingleHostReverseProxy(target)}.WithToken(token)
	}
	owner := client(a, authtest.SignUpVerified(t, ownerEmail, "secret-123"))
	staff := client(b, authtest.SignUpVerified(t, staffEmail, "secret-123"))
	const auditQ = `{ auditLog(first: 1) { totalCount } }`
	const staffQ = `{ adminUsers(first: 10) { totalCount } }`
	staff.Must(t, auditQ, nil, nil) // an Owner, like the first
	var list struct {
		AdminUsers struct {
			Edges []struct {
				Node struct{ ID, UserEmail string }
			}
		}
	}
	owner.Must(t, `{ adminUsers(first: 10) { edges { node { id userEmail } } } }`, nil, &list)
	id := ""
	for _, e := range list.AdminUsers.Edges {
		if e.Node.UserEmail == staffEmail {
			id = e.Node.ID
		}
	}

	demoted := time.Now()
	owner.Must(t, `mutation($id: ID!) { updateAdminUser(id: $id, input: {userRole: Admin}) { userRole } }`, map[string]any{"id": id}, nil)
	took := time.Since(demoted)
	r := staff.Do(t, auditQ, nil)
	refusedIn := time.Since(demoted)
	if r.Code() != "FORBIDDEN" || !strings.Contains(r.Errors[0].Message, "your role (Admin)") {
		t.Fatalf("the demoted Owner's next request on b: %s", r.Body)
	}
	t.Logf("demotion on replica a answered in %s; refused on replica b %s after the demotion was sent", took.Round(time.Millisecond), refusedIn.Round(time.Millisecond))
	staff.Must(t, staffQ, nil, nil) // an Admin still manages the staff list

	removed := time.Now()
	owner.Must(t, `mutation($id: ID!) { deleteItem(id: $id) { label } }`, map[string]any{"id": id}, nil)
	r = staff.Do(t, staffQ, nil)
	refusedIn = time.Since(removed)
	if r.Code() != "FORBIDDEN" {
		t.Fatalf("the removed staff member's next request on b: %s", r.Body)
	}
	t.Logf("removal on replica a: refused on replica b %s after the removal was sent", refusedIn.Round(time.Millisecond))
}
