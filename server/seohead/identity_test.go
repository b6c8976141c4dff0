package seohead_test

import (
	"strings"
	"testing"

	"seoagency/ent"
	"seoagency/routes"
	"seoagency/testdb"
)

// TestTheSiteIdentityNamesEveryHead: a fresh site's heads carry today's name; once the
// admin names the site, every title, og:site_name and the Organization carry the new name
// (escaped), its legal name, legal address and default social image; markup in the name
// and a name too long are refused.
func TestTheSiteIdentityNamesEveryHead(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		ctx := testdb.System()
		pricing, _ := routes.Match("/pricing")
		head := func() string {
			t.Helper()
			hd, err := writer.Load(ctx, c)
			if err != nil {
				t.Fatal(err)
			}
			return string(writer.Head(hd, shell, pricing, "/pricing", true, false))
		}
		seeded(t, c)
		if h := head(); !strings.Contains(h, "<title>Pricing Plan | SEO Agency</title>") || !strings.Contains(h, `<meta property="og:site_name" content="SEO Agency">`) {
			t.Fatalf("a fresh site's head:\n%s", h)
		}

		c.SiteIdentity.Update().SetSiteName(`Acme "Growth" & Co`).SetLegalName("Acme Holdings LLC").
			SetLegalAddress("1 Legal Way, Austin, TX 73301").SetSocialImage("/media/card.png").ExecX(ctx)
		h := head()
		for _, want := range []string{
			"<title>Pricing Plan | Acme &#34;Growth&#34; &amp; Co</title>",
			`<meta property="og:site_name" content="Acme &#34;Growth&#34; &amp; Co">`,
			`<meta property="og:image" content="` + site + `/media/card.png">`,
		} {
			if !strings.Contains(h, want) {
				t.Errorf("the head lacks %s:\n%s", want, h)
			}
		}
		m := ldScript.FindStringSubmatch(h)
		if m == nil {
			t.Fatalf("no JSON-LD:\n%s", h)
		}
		org := ofType(graph(t, m[1]), "Organization")[0]
		addr, _ := org["address"].(map[string]any)
		if org["name"] != `Acme "Growth" & Co` || org["legalName"] != "Acme Holdings LLC" || addr["streetAddress"] != "1 Legal Way" ||
			addr["addressLocality"] != "Austin" || addr["postalCode"] != "73301" || org["logo"].(map[string]any)["url"] != site+"/images/logo.svg" {
			t.Errorf("organization: %v", org)
		}
		if web := ofType(graph(t, m[1]), "WebSite")[0]; web["name"] != `Acme "Growth" & Co` {
			t.Errorf("website: %v", web)
		}

		for _, name := range []string{`<script>alert(1)</script>`, `Acme <b>`, "", strings.Repeat("n", 61)} {
			if err := c.SiteIdentity.Update().SetSiteName(name).Exec(ctx); err == nil {
				t.Errorf("the name %q was stored", name)
			}
		}
		if err := c.SiteIdentity.Update().SetTagline(`"><img src=x onerror=alert(1)>`).Exec(ctx); err == nil {
			t.Error("markup in the tagline was stored")
		}
		if err := c.SiteIdentity.Update().SetSocialImage("javascript:alert(1)").Exec(ctx); err == nil {
			t.Error("a javascript: social image was stored")
		}
	})
}
