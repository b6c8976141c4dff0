package redirects_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/redirect"
	_ "seoagency/ent/runtime"
	"seoagency/lifecycle"
	"seoagency/redirects"
	"seoagency/testdb"
)

var admin = auth.WithViewer(context.Background(), &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner})

// add saves a rule as an admin does; it returns the error's code and message.
func add(c *ent.Client, from, target string, kind redirect.Kind, ext redirect.AllowExternal) (*ent.Redirect, error) {
	return c.Redirect.Create().SetFromPath(from).SetTarget(target).SetKind(kind).SetAllowExternal(ext).Save(admin)
}

func code(err error) apierr.Code {
	var e *apierr.Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

func TestRules(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		moved := func(from, to string) (*ent.Redirect, error) {
			return add(c, from, to, redirect.KindMoved, redirect.AllowExternalNo)
		}
		blog, err := moved("/articles/*", "/news/*")
		if err != nil {
			t.Fatal(err)
		}
		old, err := moved("/old-pricing/", "/pricing")
		if err != nil || old.FromPath != "/old-pricing" {
			t.Fatalf("stored %q, %v", old.FromPath, err)
		}
		for _, tc := range []struct {
			from, to string
			want     apierr.Code
			says     string // the message names the other rule
		}{
			{"/old-pricing", "/service", apierr.Conflict, "/old-pricing → /pricing"},              // the same path twice
			{"/promo", "/old-pricing", apierr.Conflict, "/old-pricing → /pricing"},                // a chain: promo → old-pricing → pricing
			{"/promo", "/articles/2020/post", apierr.Conflict, "/articles/* → /news/*"},           // into a folder redirected
			{"/news/x", "/contact", apierr.Conflict, "/articles/* → /news/*"},                     // a rule's visitors would be redirected again
			{"/pricing", "/service", apierr.Conflict, "/old-pricing → /pricing"},                  // same, the other way round
			{"/a", "/a", apierr.Validation, "again and again"},                                    // a loop on itself
			{"/docs/*", "/docs/v2/*", apierr.Validation, "again and again"},                       // a folder into itself
			{"/promo", "https://evil.example/", apierr.Validation, "another host (evil.example)"}, // another host, not allowed
			{"/promo", "//evil.example", apierr.Validation, "full https://"},
			{"/promo", `/\evil.example`, apierr.Validation, "full https://"},
			{"/promo", "javascript:alert(1)", apierr.Validation, "full https://"},
			{"/promo", "", apierr.Validation, "needs a target"},
			{"/promo", "/pricing/*", apierr.Validation, "only when the path does"},
		} {
			_, err := moved(tc.from, tc.to)
			if code(err) != tc.want || err == nil || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("%s → %s: %v (%s), want %s saying %q", tc.from, tc.to, err, code(err), tc.want, tc.says)
			}
		}
		// A cycle of two rules is a chain at its second rule.
		if _, err := moved("/x", "/y"); err != nil {
			t.Fatal(err)
		}
		if _, err := moved("/y", "/x"); code(err) != apierr.Conflict {
			t.Errorf("a cycle: %v", err)
		}
		// Another host when the rule says so; 410 without a target.
		if r, err := add(c, "/partner", "https://partner.example/offer?ref=seo", redirect.KindMoved, redirect.AllowExternalYes); err != nil || r.Target != "https://partner.example/offer?ref=seo" {
			t.Errorf("external allowed: %v", err)
		}
		if _, err := add(c, "/retired", "", redirect.KindGone, redirect.AllowExternalNo); err != nil {
			t.Errorf("gone: %v", err)
		}
		// An update is checked as the rule it makes; the error names the rule in the way.
		if _, err := c.Redirect.UpdateOneID(old.ID).SetTarget("/x").Save(admin); code(err) != apierr.Conflict || !strings.Contains(err.Error(), "/x → /y") {
			t.Errorf("update into a chain: %v", err)
		}
		// A rule in the trash does not block; its restore is checked again.
		if _, err := lifecycle.Delete(admin, c, blog.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := moved("/news/x", "/contact"); err != nil {
			t.Errorf("after the folder rule went to the trash: %v", err)
		}
		if _, err := lifecycle.Restore(admin, c, blog.ID); code(err) != apierr.Conflict {
			t.Errorf("restore into a chain: %v", err)
		}
		// Only admins.
		if _, err := c.Redirect.Create().SetFromPath("/z").SetTarget("/pricing").Save(context.Background()); err == nil {
			t.Error("a visitor added a rule")
		}
	})
}

func TestHostilePaths(t *testing.T) {
	long := "/" + strings.Repeat("a", redirects.MaxPathLen)
	for _, p := range []string{
		"//evil.com", `/\evil`, "%2F%2Fevil", "/%2F%2Fevil", "/%5Cevil", "/%2F%2Fevil.com/x" + "\x00", "/a\r\nLocation: https://evil", "/a\nb",
		"https://evil.com/x", "evil", "", "/a?b=c", "/a#b", "/%zz", long, "/\xff\xfe", "/a\u2028b",
	} {
		if got, err := redirects.NormalizePath(p); err == nil {
			t.Errorf("%q accepted as %q", p, got)
		}
	}
	for in, want := range map[string]string{
		"/Über/": "/Über", "/caf%C3%A9": "/café", "/a/./b/../c": "/a/c", "/a//b": "/a/b", "/x%20y": "/x y",
	} {
		if got, err := redirects.NormalizePath(in); err != nil || got != want {
			t.Errorf("%q → %q, %v; want %q", in, got, err, want)
		}
	}
	c, _ := testdb.Open(t, testdb.SQLite(t))
	for _, from := range []string{"/api/x", "/graphql", "/assets/*", "/admin/*", "/dashboard", "/", "/*", "/a*b", "/sitemap.xml"} {
		if _, err := add(c, from, "/pricing", redirect.KindMoved, redirect.AllowExternalNo); code(err) != apierr.Validation {
			t.Errorf("from %q: %v", from, err)
		}
	}
}

// FuzzNormalizePath: an accepted path is a plain path of this site, stable once normalised.
func FuzzNormalizePath(f *testing.F) {
	for _, s := range []string{"/a", "//evil.com", `/\evil`, "%2F%2Fevil", "/%2F%2Fevil", "/%5Cevil", "/a/../b", "/caf%C3%A9", "/a\r\n", "/%2e%2e/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		p, err := redirects.NormalizePath(in)
		if err != nil {
			return
		}
		if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || strings.ContainsAny(p, "\\?#\r\n\x00") || len(p) > redirects.MaxPathLen {
			t.Fatalf("%q → %q", in, p)
		}
		if again, err := redirects.NormalizePath(strings.ReplaceAll(p, "%", "%25")); err != nil || again != p {
			t.Fatalf("%q → %q → %q, %v", in, p, again, err)
		}
	})
}

func TestMatch(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		for _, r := range [][3]string{
			{"/articles/*", "/news/*", "No"}, {"/articles/keep", "/pricing", "No"}, {"/docs/*", "https://docs.example/v2/*", "Yes"},
			{"/old/*", "/service", "No"}, {"/café", "/contact?src=old", "No"},
		} {
			if _, err := add(c, r[0], r[1], redirect.KindMoved, redirect.AllowExternal(r[2])); err != nil {
				t.Fatal(r, err)
			}
		}
		if _, err := add(c, "/gone/*", "", redirect.KindGone, redirect.AllowExternalNo); err != nil {
			t.Fatal(err)
		}
		tab := redirects.NewTable(c, nil)
		for _, tc := range []struct{ path, query, want string }{
			{"/articles", "", "/news"},
			{"/articles/2020/a-post", "utm=x", "/news/2020/a-post?utm=x"},
			{"/articles/keep", "", "/pricing"},               // an exact rule before its folder's
			{`/articles/\evil.com`, "", "/news/%5Cevil.com"}, // r.URL.Path is decoded
			{"/docs/a b", "", "https://docs.example/v2/a%20b"},
			{"/old/x/y", "a=1", "/service?a=1"},
			{"/café", "a=1", "/contact?src=old&a=1"},
			{"/gone/x", "", ""},
		} {
			r, to := tab.Match(context.Background(), tc.path, tc.query)
			if r == nil || to != tc.want {
				t.Errorf("%s?%s → %v %q, want %q", tc.path, tc.query, r, to, tc.want)
			}
		}
		for _, p := range []string{"/articlesque", "/pricing", "/gonex"} {
			if r, _ := tab.Match(context.Background(), p, ""); r != nil {
				t.Errorf("%s matched %s", p, r.From)
			}
		}
		// A change applies once the table hears of it.
		_, _ = add(c, "/new-rule", "/pricing", redirect.KindMoved, redirect.AllowExternalNo)
		if r, _ := tab.Match(context.Background(), "/new-rule", ""); r != nil {
			t.Error("matched before Changed")
		}
		tab.Changed()
		if r, _ := tab.Match(context.Background(), "/new-rule", ""); r == nil {
			t.Error("not matched after Changed")
		}
	})
}

func TestNotFoundBound(t *testing.T) {
	ctx := testdb.System()
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		n := redirects.NewNotFound()
		for i := 0; i < 3; i++ { // a real page that moved, visited often
			n.Add("/old-offer")
		}
		if err := n.Flush(ctx, c); err != nil {
			t.Fatal(err)
		}
		// A flood: 20 flushes of 1,000 random paths each, while the real path is still hit.
		for round := 0; round < 20; round++ {
			for i := 0; i < 1000; i++ {
				n.Add(fmt.Sprintf("/random-%d-%d", round, i))
			}
			n.Add("/old-offer")
			if err := n.Flush(ctx, c); err != nil {
				t.Fatal(err)
			}
			if rows := c.NotFoundHit.Query().CountX(ctx); rows > redirects.NotFoundBound {
				t.Fatalf("round %d: %d rows", round, rows)
			}
		}
		report, err := redirects.Report(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if len(report) != redirects.NotFoundBound || report[0].Path != "/old-offer" || report[0].Count != 23 {
			t.Errorf("report: %d rows, first %s %d", len(report), report[0].Path, report[0].Count)
		}
		if _, err := redirects.Report(context.Background(), c); err == nil {
			t.Error("a visitor read the 404 report")
		}
	})
}

func TestHitsFlush(t *testing.T) {
	for name, url := range map[string]func(testing.TB) string{"postgres": testdb.Postgres, "sqlite": testdb.SQLite} {
		t.Run(name, func(t *testing.T) {
			c, db := testdb.Open(t, url(t))
			r, err := add(c, "/promo", "/pricing", redirect.KindMoved, redirect.AllowExternalNo)
			if err != nil {
				t.Fatal(err)
			}
			h := redirects.NewHits()
			for i := 0; i < 5; i++ {
				h.Add(r.ID)
			}
			if err := h.Flush(context.Background(), db, redirects.Dialect(name == "postgres")); err != nil {
				t.Fatal(err)
			}
			h.Add(r.ID)
			_ = h.Flush(context.Background(), db, redirects.Dialect(name == "postgres"))
			got := c.Redirect.GetX(admin, r.ID)
			// Counting is not an edit: no new version, no revision.
			if got.Hits != 6 || got.Version != r.Version {
				t.Errorf("hits %d, version %d → %d", got.Hits, r.Version, got.Version)
			}
		})
	}
}
