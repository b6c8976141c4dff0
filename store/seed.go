package store

import (
	"context"
	"strconv"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/ent"
	"seoagency/ent/designitem"
	"seoagency/ent/menuitem"
	"seoagency/ent/post"
	"seoagency/ent/pricingpackage"
	"seoagency/ent/revision"
	"seoagency/identity"
	"seoagency/lifecycle"
	"seoagency/menus"
	"seoagency/money"
	"seoagency/posts/results"
	"seoagency/routes"
)

// Seed fills an empty database with the agency's first content, so a fresh install
// renders every section. Each part is loaded only while its table has never had a row:
// an admin's edits and deletes are never overwritten. Images are files the web app ships under /images.
func Seed(ctx context.Context, c *ent.Client) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	parts := []struct {
		typ    string
		exists func(context.Context) (bool, error)
		load   func(context.Context, *ent.Client) error
	}{
		{"Logo", c.Logo.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.Logo.Create().SetLogo("/images/logo.svg").Exec(ctx)
		}},
		{"Banner", c.Banner.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.Banner.Create().
				SetBannerHeading("Grow Your Business With Search Engine Optimization").
				SetBannerDetails("We help ambitious companies rank higher, win more qualified traffic and turn visitors into customers with technical SEO, content and link building that lasts.").
				SetBannerImage("/images/banner.svg").
				SetButtonLink("/pricing").
				SetYoutubeLink("/service").
				Exec(ctx)
		}},
		{"About", c.About.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.About.Create().
				SetAboutImg("/images/about.svg").
				SetAboutHeading("We Are a Results-Driven SEO Agency").
				SetAboutText("About Us").
				SetAboutDetails("For more than a decade we have helped local shops and international brands earn visibility on Google. Every campaign starts with an audit, sets measurable goals and reports progress every month.").
				SetAboutPointone("Technical SEO").
				SetAboutPointwo("Content Strategy").
				SetAboutPointhree("Link Building").
				Exec(ctx)
		}},
		{"ServiceHeading", c.ServiceHeading.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.ServiceHeading.Create().
				SetServiceHeading("Our Services").
				SetServicesubHeading("Everything your website needs to be found, trusted and chosen.").
				Exec(ctx)
		}},
		{"ServiceItem", c.ServiceItem.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			items := [][3]string{
				{"/images/icon-audit.svg", "SEO Audit", "A complete review of your site's structure, speed, indexing and content, with a prioritised plan of fixes."},
				{"/images/icon-keywords.svg", "Keyword Research", "We find the searches your customers make and map each one to the page that should win it."},
				{"/images/icon-content.svg", "Content Marketing", "Articles, guides and landing pages written to answer real questions and rank for them."},
				{"/images/icon-links.svg", "Link Building", "Earned links from relevant, reputable sites that build your domain's authority safely."},
				{"/images/icon-local.svg", "Local SEO", "Google Business Profile, citations and reviews that put you on the map in your city."},
				{"/images/icon-analytics.svg", "Analytics & Reporting", "Clear monthly reports on rankings, traffic and conversions, with what we do next."},
			}
			for _, it := range items {
				if err := c.ServiceItem.Create().SetServiceIcon(it[0]).SetServiceTitle(it[1]).SetServiceDetails(it[2]).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		}},
		{"Counter", c.Counter.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.Counter.Create().
				SetHappyClientsNumber("350").SetHappyClientsText("Happy Clients").
				SetProjectCompleteNumber("1200").SetProjectCompleteText("Projects Completed").
				SetYearofExperienceNumber("12").SetYearofExperienceText("Years of Experience").
				SetWiningAwardNumber("25").SetWiningAwardText("Awards Won").
				Exec(ctx)
		}},
		{"VideoSection", c.VideoSection.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.VideoSection.Create().
				SetImageLink("/images/video.svg").
				SetVideoLink("/images/video.svg").
				SetVideoSectionTitle("Meet the Team Behind Your Rankings").
				SetVideoSectionText("Strategists, writers and engineers who live and breathe search.").
				Exec(ctx)
		}},
		{"TeamMember", c.TeamMember.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			people := [][3]string{
				{"Ava Thompson", "Head of Strategy", "/images/team-1.svg"},
				{"Liam Carter", "Technical SEO Lead", "/images/team-2.svg"},
				{"Sofia Martinez", "Content Director", "/images/team-3.svg"},
			}
			for _, p := range people {
				err := c.TeamMember.Create().SetMembername(p[0]).SetMemberPosition(p[1]).SetMemberImg(p[2]).
					SetFacebookLink("https://www.facebook.com/").SetTwitterLink("https://twitter.com/").
					SetLinkedinLink("https://www.linkedin.com/").SetYoutubeLink("https://www.youtube.com/").Exec(ctx)
				if err != nil {
					return err
				}
			}
			return nil
		}},
		{"PricingPackage", c.PricingPackage.Query().Exist, seedPackages},
		{"Testimonial", c.Testimonial.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.Testimonial.Create().SetImage("/images/team-2.svg").SetPersonName("Daniel Reed").
				SetPersonTitle("Founder, Reed Outdoor").
				SetDesc("Organic traffic doubled in six months and our best pages now sit in the top three. The monthly reports are the clearest we have ever had.").Exec(ctx)
		}},
		{"Step", c.Step.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			steps := [][3]string{
				{"01", "Discovery Call", "We learn your business, your market and what success means to you."},
				{"02", "Audit & Plan", "A full technical and content audit becomes a 90-day roadmap."},
				{"03", "Execution", "We fix, write and promote, week by week, with you in the loop."},
				{"04", "Report & Grow", "Monthly reports show the gains and set the next targets."},
			}
			for _, s := range steps {
				if err := c.Step.Create().SetStepNumber(s[0]).SetStepTitle(s[1]).SetStepDetails(s[2]).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		}},
		{"ContactItem", c.ContactItem.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			items := [][3]string{
				{"/images/icon-location.svg", "Our Address", "221 Market Street, Suite 400, San Francisco, CA 94105"},
				{"/images/icon-mail.svg", "Email Us", "hello@seo-agency.example"},
				{"/images/icon-phone.svg", "Call Us", "+1 (415) 555-0134"},
			}
			for _, it := range items {
				if err := c.ContactItem.Create().SetContactImg(it[0]).SetContactTitle(it[1]).SetContactDetails(it[2]).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		}},
		{"DesignItem", c.DesignItem.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.DesignItem.Create().SetFormat(designitem.FormatInstagram).SetCanvaLink("https://www.canva.com/").
				SetImageLink("/images/about.svg").SetCategory("Social Media").SetFreeOrPaid(designitem.FreeOrPaidFree).Exec(ctx)
		}},
		{"Category", c.Category.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			for _, n := range []string{"Social Media", "Banners", "Presentations"} {
				if err := c.Category.Create().SetName(n).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		}},
		{"FooterAbout", c.FooterAbout.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.FooterAbout.Create().SetAboutFooterText("About Us").
				SetAboutFooterDetails("A search engine optimization agency that turns search into your most reliable source of customers.").Exec(ctx)
		}},
		{"FooterAddress", c.FooterAddress.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.FooterAddress.Create().SetFooterPhone("+1 (415) 555-0134").
				SetFooteraddress("221 Market Street, Suite 400, San Francisco, CA 94105").
				SetFooterEmail("hello@seo-agency.example").Exec(ctx)
		}},
		{"FooterSocial", c.FooterSocial.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.FooterSocial.Create().SetFblink("https://www.facebook.com/").SetInslink("https://www.instagram.com/").Exec(ctx)
		}},
		{"Copyright", c.Copyright.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.Copyright.Create().SetCopyrightText("© 2026 SEO Agency. All rights reserved.").Exec(ctx)
		}},
		// Today's texts: the admin's Site Identity screen starts from them.
		{"SiteIdentity", c.SiteIdentity.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.SiteIdentity.Create().SetSiteName(identity.DefaultName).SetTagline(identity.DefaultTagline).Exec(ctx)
		}},
		{"CallToAction", c.CallToAction.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			return c.CallToAction.Create().SetHeading("Ready to Climb the Rankings?").
				SetSubHeading("Tell us about your website and get a free SEO review within two business days.").
				SetButtonText("Get Started").SetButtonLink("/contact").Exec(ctx)
		}},
		// One empty row per public page: the SEO screen lists them, and every field starts as
		// the page's default from content.
		{"PageSeo", c.PageSeo.Query().Exist, func(ctx context.Context, c *ent.Client) error {
			for _, p := range routes.Marketing() {
				if err := c.PageSeo.Create().SetPath(p).Exec(ctx); err != nil {
					return err
				}
			}
			return nil
		}},
		{"Post", c.Post.Query().Exist, seedPosts},
		// The specification's links, so that the admin edits them like any other.
		{"MenuItem", c.MenuItem.Query().Exist, seedMenus},
	}
	for _, p := range parts {
		// A table whose rows were all deleted is not empty: the trash or a revision
		// (purge leaves one without values) remembers them.
		exists, err := p.exists(lifecycle.IncludingDeleted(ctx))
		if err == nil && !exists {
			exists, err = c.Revision.Query().Where(revision.NodeType(p.typ)).Exist(ctx)
		}
		if err != nil {
			return err
		}
		if exists {
			continue
		}
		if err := ent.WithTx(ctx, c, p.load); err != nil {
			return err
		}
	}
	return nil
}

func seedMenus(ctx context.Context, c *ent.Client) error {
	for _, m := range []menuitem.Menu{menuitem.MenuHEADER, menuitem.MenuFOOTER} {
		for _, l := range menus.Defaults() {
			if err := c.MenuItem.Create().SetMenu(m).SetLabel(l.Label).SetTarget(l.Path).Exec(ctx); err != nil {
				return err
			}
		}
	}
	return nil
}

func seedPackages(ctx context.Context, c *ent.Client) error {
	plans := []struct {
		name, details, button string
		price                 money.Cents
		points                [10]string
	}{
		{"Basic", "For small businesses starting with SEO.", "Order Basic", 4900, [10]string{
			"SEO audit of 20 pages", "5 target keywords", "On-page optimization", "Google Business Profile setup",
			"Monthly ranking report", "XML sitemap and robots.txt", "Email support",
			"Technical fixes (up to 5)", "1 blog article per month", "Quarterly strategy call"}},
		{"Standard", "For growing companies that want steady traffic.", "Order Standard", 9900, [10]string{
			"SEO audit of 100 pages", "20 target keywords", "On-page optimization", "Local SEO and citations",
			"Monthly ranking report", "Technical fixes (up to 20)", "2 blog articles per month",
			"Competitor analysis", "Link building (5 links per month)", "Monthly strategy call"}},
		{"Premium", "For brands that want to lead their market.", "Order Premium", 19900, [10]string{
			"Unlimited page audit", "50 target keywords", "On-page optimization", "Local and national SEO",
			"Weekly ranking report", "All technical fixes", "4 blog articles per month",
			"Competitor analysis", "Link building (15 links per month)", "Dedicated account manager"}},
	}
	for _, p := range plans {
		err := c.PricingPackage.Create().SetPackageName(pricingpackage.PackageName(p.name)).SetPackageDetails(p.details).
			SetPackageButtonText(p.button).SetPackagePrice(p.price).
			SetPackagePointOne(p.points[0]).SetPackagePointTwo(p.points[1]).SetPackagePointThree(p.points[2]).
			SetPackagePointFour(p.points[3]).SetPackagePointFive(p.points[4]).SetPackagePointSix(p.points[5]).
			SetPackagePointSeven(p.points[6]).SetPackagePointEight(p.points[7]).SetPackagePointNine(p.points[8]).
			SetPackagePointTen(p.points[9]).Exec(ctx)
		if err != nil {
			return err
		}
	}
	return nil
}

// seedPosts publishes two demo posts, so the blog has something to show, a demo case
// study, and the privacy policy and terms pages (/privacy, /terms).
func seedPosts(ctx context.Context, c *ent.Client) error {
	demo := []struct {
		slug, title, excerpt, seoTitle string
		days                           int
		body                           string
	}{
		{"technical-seo-audit-checklist", "The Technical SEO Audit Checklist We Use for Every New Client",
			"Crawling, indexing, speed and structured data: the twelve checks that find most of the traffic a site is losing.",
			"Technical SEO Audit Checklist (2026)", 9, `{"type":"doc","content":[
{"type":"paragraph","content":[{"type":"text","text":"Every campaign we run starts with the same audit. Before we write a word of content or ask for a single link, we make sure search engines can crawl, render and index the pages that matter. Most sites we audit lose more traffic to technical problems than to weak content."}]},
{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Crawling and indexing"}]},
{"type":"bulletList","content":[
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Compare the pages in your sitemap with the pages Google reports as indexed."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Look for important pages blocked by robots.txt or marked noindex by mistake."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Follow every redirect chain and make each one a single 301."}]}]}]},
{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Speed on a phone"}]},
{"type":"paragraph","content":[{"type":"text","text":"Measure Core Web Vitals on real phones, not only in the lab. A slow largest image or a late web font costs rankings and customers alike."}]},
{"type":"faq","content":[
{"type":"faqItem","attrs":{"question":"How long does an audit take?","answer":"Two weeks for most sites, including the prioritised plan of fixes."}},
{"type":"faqItem","attrs":{"question":"Do you fix the problems too?","answer":"Yes: our Standard and Premium plans include the technical fixes."}}]},
{"type":"callToAction","attrs":{"heading":"Want us to audit your site?","text":"Every plan starts with a full technical audit.","label":"See our plans","href":"/pricing"}}]}`},
		{"local-seo-for-small-businesses", "Local SEO for Small Businesses: Win the Map Pack in Five Steps",
			"", "Local SEO for Small Businesses", 3, `{"type":"doc","content":[
{"type":"paragraph","content":[{"type":"text","text":"When someone nearby searches for what you sell, the three businesses in the map pack get most of the calls. The good news: a small business with a complete profile and honest reviews can beat a national chain there."}]},
{"type":"orderedList","content":[
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Claim and complete your Google Business Profile, categories and opening hours included.","marks":[{"type":"bold"}]}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Use the same name, address and phone number everywhere your business is listed."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Ask every happy customer for a review, and answer each one."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Write a page for each service and each town you serve."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Earn links from local newspapers, associations and partners."}]}]}]},
{"type":"blockquote","content":[{"type":"paragraph","content":[{"type":"text","text":"Three months after we fixed their listings, a family bakery we work with doubled its calls from Google Maps."}]}]},
{"type":"paragraph","content":[{"type":"text","text":"Not sure where to start? "},{"type":"text","text":"Send us a message","marks":[{"type":"link","attrs":{"href":"/contact"}}]},{"type":"text","text":" and we will look at your profile for free."}]}]}`},
	}
	for _, d := range demo {
		at := time.Now().UTC().AddDate(0, 0, -d.days).Truncate(time.Second)
		err := c.Post.Create().SetSlug(d.slug).SetTitle(d.title).SetExcerpt(d.excerpt).SetSeoTitle(d.seoTitle).
			SetBody(d.body).SetAuthorEmail("team@seo-agency.example").SetStatus(post.StatusPUBLISHED).SetPublishedAt(at).Exec(ctx)
		if err != nil {
			return err
		}
	}
	at := time.Now().UTC().AddDate(0, 0, -20).Truncate(time.Second)
	err := c.Post.Create().SetKind(post.KindCASE_STUDY).SetSlug("family-bakery-local-seo").
		SetTitle("How a Family Bakery Doubled Its Calls from Google Maps").
		SetExcerpt("Consistent listings, honest reviews and a page per town took a three-shop bakery into the map pack.").
		SetClientName("Rossi Family Bakery").SetIndustry("Food and hospitality").
		SetResults(results.Figures{{Value: "+112%", Label: "calls from Google Maps"}, {Value: "+180%", Label: "organic traffic"}, {Value: "3", Label: "towns in the map pack"}}).
		SetBody(`{"type":"doc","content":[
{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"The challenge"}]},
{"type":"paragraph","content":[{"type":"text","text":"Three shops, three slightly different addresses across directories, and a profile that had not been touched in years: the bakery was invisible when people nearby searched for fresh bread."}]},
{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What we did"}]},
{"type":"bulletList","content":[
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Made the name, address and phone number the same in forty directories."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Wrote a page for each shop and each town it delivers to."}]}]},
{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Asked every happy customer for a review, and answered each one."}]}]}]},
{"type":"faq","content":[
{"type":"faqItem","attrs":{"question":"How long did it take?","answer":"Three months from the first audit to the map pack in all three towns."}}]}]}`).
		SetAuthorEmail("team@seo-agency.example").SetStatus(post.StatusPUBLISHED).SetPublishedAt(at).Exec(ctx)
	if err != nil {
		return err
	}
	pages := []struct{ slug, title, text string }{
		{"privacy", "Privacy policy", "We collect what you give us (your name, e-mail address and the details of an order or a message) and use it only to answer you, deliver what you ordered and send the newsletter you asked for. Payments go through PayPal: we never see your card. You may ask us at any time what we keep about you, and to delete it."},
		{"terms", "Terms of service", "Our plans are billed as shown on the pricing page, in US dollars. Work starts once a payment is received. You may cancel an unpaid order at any time. We report on the work every month; rankings depend on search engines, which we do not control, so we promise the work, not a position."},
	}
	for _, pg := range pages {
		body := `{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":` + strconv.Quote(pg.text) + `}]}]}`
		err := c.Post.Create().SetKind(post.KindPAGE).SetSlug(pg.slug).SetTitle(pg.title).SetBody(body).
			SetAuthorEmail("team@seo-agency.example").SetStatus(post.StatusPUBLISHED).SetPublishedAt(at).Exec(ctx)
		if err != nil {
			return err
		}
	}
	return nil
}
