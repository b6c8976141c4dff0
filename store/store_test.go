package store_test

import (
	"context"
	"testing"

	"seoagency/ent"
	"seoagency/testdb"
)

// TestSeedOnceNeverOverAdminEdits: a fresh database gets every section; seeding again
// (every start does) changes nothing an admin edited and adds nothing twice.
func TestSeedOnceNeverOverAdminEdits(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		ctx := testdb.System()
		testdb.Seed(t, c)
		if n := c.PricingPackage.Query().CountX(ctx); n != 3 {
			t.Fatalf("%d packages", n)
		}
		for name, exists := range map[string]func(context.Context) (bool, error){
			"banner": c.Banner.Query().Exist, "about": c.About.Query().Exist, "service heading": c.ServiceHeading.Query().Exist,
			"services": c.ServiceItem.Query().Exist, "counters": c.Counter.Query().Exist, "video": c.VideoSection.Query().Exist,
			"team": c.TeamMember.Query().Exist, "steps": c.Step.Query().Exist, "contacts": c.ContactItem.Query().Exist,
			"footer about": c.FooterAbout.Query().Exist, "footer address": c.FooterAddress.Query().Exist,
			"footer social": c.FooterSocial.Query().Exist, "copyright": c.Copyright.Query().Exist,
			"call to action": c.CallToAction.Query().Exist, "logo": c.Logo.Query().Exist,
		} {
			if ok, _ := exists(ctx); !ok {
				t.Errorf("no %s seeded", name)
			}
		}
		c.Banner.Update().SetBannerHeading("Admin's heading").ExecX(ctx)
		testdb.Seed(t, c)
		if b := c.Banner.Query().OnlyX(ctx); b.BannerHeading != "Admin's heading" {
			t.Fatalf("seed overwrote the banner: %q", b.BannerHeading)
		}
		if n := c.ServiceItem.Query().CountX(ctx); n != 6 {
			t.Fatalf("%d service items after a second seed", n)
		}
	})
}
