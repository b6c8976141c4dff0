package rest_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/ent/pageseo"
	"seoagency/ent/revision"
	"seoagency/orders"
	"seoagency/rest"
	"seoagency/testdb"
)

var (
	visitor  = &auth.Viewer{}
	customer = &auth.Viewer{UID: "c", Email: "customer@example.com", EmailVerified: true}
	other    = &auth.Viewer{UID: "o", Email: "other@example.com", EmailVerified: true}
	admin    = &auth.Viewer{UID: "a", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner}
)

type call struct {
	method, path string
	as           *auth.Viewer
	body         string
	status       int
	want         map[string]any // fields of the answer (an object, or the first element of a list)
}

func do(t *testing.T, h http.Handler, c call) (int, []byte) {
	t.Helper()
	req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
	if c.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	req = req.WithContext(auth.WithViewer(req.Context(), c.as))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	return w.Code, w.Body.Bytes()
}

// TestContract calls every route of section 7 with each role that matters and checks
// status and answer. A route missing from this table, or a row without a route, fails.
func TestContract(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	testdb.Seed(t, c)
	h := rest.Handler(c, rest.Deps{})
	ids := map[string]int{
		"logo": c.Logo.Query().OnlyIDX(sys), "banner": c.Banner.Query().OnlyIDX(sys), "about": c.About.Query().OnlyIDX(sys),
		"service": c.ServiceHeading.Query().OnlyIDX(sys), "item": c.ServiceItem.Query().FirstIDX(sys),
		"counter": c.Counter.Query().OnlyIDX(sys), "video": c.VideoSection.Query().OnlyIDX(sys),
		"member": c.TeamMember.Query().FirstIDX(sys), "package": c.PricingPackage.Query().FirstIDX(sys),
		"testimonial": c.Testimonial.Query().FirstIDX(sys), "footerAbout": c.FooterAbout.Query().OnlyIDX(sys),
		"footerAddress": c.FooterAddress.Query().OnlyIDX(sys), "footerSocial": c.FooterSocial.Query().OnlyIDX(sys),
		"copyright": c.Copyright.Query().OnlyIDX(sys), "contact": c.ContactItem.Query().FirstIDX(sys),
		"action": c.CallToAction.Query().OnlyIDX(sys), "step": c.Step.Query().FirstIDX(sys),
	}
	ids["user"] = c.AdminUser.Create().SetUserEmail("boss@example.com").SaveX(sys).ID
	ids["paypal"] = c.PaymentSetting.Create().SetPaypalEmail("shop@example.com").SaveX(sys).ID
	ids["seo"] = c.PageSeo.Query().Where(pageseo.Path("/pricing")).OnlyIDX(sys) // seeded, one per page
	ids["redirect"] = c.Redirect.Create().SetFromPath("/old-services").SetTarget("/service").SaveX(sys).ID
	ids["message"] = c.Message.Create().SetFullName("Ann").SetMessage("Hello").SaveX(sys).ID
	ids["revision"] = c.Revision.Query().Where(revision.NodeID(ids["step"])).OnlyIDX(sys)
	ids["messageRevision"] = c.Revision.Query().Where(revision.NodeID(ids["message"])).OnlyIDX(sys)
	cust := auth.WithViewer(context.Background(), customer)
	mine, err := orders.Create(cust, c, orders.NewOrder{PackageID: ids["package"], CustomerName: "Cu", CustomerAddress: "A", CustomerCountry: "US"})
	if err != nil {
		t.Fatal(err)
	}
	theirs, _ := orders.Create(auth.WithViewer(context.Background(), other), c, orders.NewOrder{PackageID: ids["package"], CustomerName: "Ot", CustomerAddress: "A", CustomerCountry: "US"})
	ids["order"], ids["theirs"] = mine.ID, theirs.ID
	id := func(k string) string { return fmt.Sprint(ids[k]) }

	bannerBody := `{"bannerHeading":"New heading","bannerDetails":"D","bannerImage":"/i.png","buttonLink":"/pricing","youtubeLink":"https://youtube.com/x"}`
	aboutBody := `{"aboutImg":"/a.png","aboutHeading":"H","aboutText":"T","aboutDetails":"D","aboutPointone":"1","aboutPointwo":"2","aboutPointhree":"3"}`
	counterBody := `{"happyClientsNumber":"1","happyClientsText":"a","projectCompleteNumber":"2","projectCompleteText":"b","yearofExperienceNumber":"3","yearofExperienceText":"c","winingAwardNumber":"4","winingAwardText":"d"}`
	videoBody := `{"imageLink":"/v.png","videoLink":"https://youtube.com/v","videoSectionTitle":"T","videoSectionText":"X"}`
	memberBody := `{"facebookLink":"https://facebook.com/a","twitterLink":"https://twitter.com/a","linkedinLink":"https://linkedin.com/a","youtubeLink":"https://youtube.com/a","memberImg":"/m.png","membername":"Max","memberPosition":"Writer"}`
	pricingBody := `{"packageName":"Basic","packageDetails":"D","packagePrice":"249.50","packageButtonText":"Buy","packagePointOne":"1","packagePointTwo":"2","packagePointThree":"3","packagePointFour":"4","packagePointFive":"5","packagePointSix":"6","packagePointSeven":"7","packagePointEight":"8","packagePointNine":"9","packagePointTen":"10"}`

	calls := []call{
		{"GET", "/api/logo", visitor, "", 200, map[string]any{"logo": "/images/logo.svg"}},
		{"POST", "/api/add-logo", admin, `{"logo":"/l.png"}`, 409, nil},
		{"PUT", "/api/logo/" + id("logo"), admin, `{"logo":"/new-logo.png"}`, 200, map[string]any{"logo": "/new-logo.png"}},
		{"PUT", "/api/logo/" + id("logo"), customer, `{"logo":"/x.png"}`, 403, nil},

		{"GET", "/api/users", admin, "", 200, map[string]any{"userEmail": "boss@example.com", "userRole": "Admin"}},
		{"GET", "/api/users", customer, "", 403, nil},
		{"GET", "/api/users/" + id("user"), admin, "", 200, map[string]any{"_id": float64(ids["user"])}},
		{"POST", "/api/add-user", admin, `{"userEmail":"New@Example.com","userRole":"Admin"}`, 200, map[string]any{"userEmail": "new@example.com"}},
		{"POST", "/api/add-user", admin, `{"userEmail":"NEW@example.com"}`, 409, map[string]any{"error.fields.userEmail": "unique"}},
		{"POST", "/api/add-user", visitor, `{"userEmail":"me@example.com"}`, 401, nil},
		{"PUT", "/api/upadete-users/" + id("user"), admin, `{"userEmail":"boss2@example.com"}`, 200, map[string]any{"userEmail": "boss2@example.com"}},

		{"GET", "/api/categories", visitor, "", 200, map[string]any{"name": "Social Media"}},

		{"GET", "/api/banner", visitor, "", 200, map[string]any{"_id": float64(ids["banner"])}},
		{"GET", "/api/banner/" + id("banner"), visitor, "", 200, map[string]any{"buttonLink": "/pricing"}},
		{"GET", "/api/banner/999", visitor, "", 404, nil},
		{"POST", "/api/add-banner", admin, bannerBody, 409, nil},
		{"POST", "/api/add-banner", customer, bannerBody, 403, nil},
		{"PUT", "/api/update-banner/" + id("banner"), admin, bannerBody, 200, map[string]any{"bannerHeading": "New heading"}},
		{"PUT", "/api/update-banner/" + id("banner"), admin, `{"buttonLink":"javascript:alert(1)"}`, 400, map[string]any{"error.fields.buttonLink": "url"}},
		{"PUT", "/api/update-banner/" + id("banner"), admin, `{"bannerHeading":"Stale","version":1}`, 409, map[string]any{"error.fields.version": "stale"}},
		{"PUT", "/api/update-banner/" + id("banner"), admin, `{"bannerHeading":"Fresh","version":2}`, 200, map[string]any{"bannerHeading": "Fresh", "version": float64(3), "updatedBy": "admin@example.com"}},
		// Who saved last is an admin's e-mail: for admins only, whoever else reads the record.
		{"GET", "/api/banner", visitor, "", 200, map[string]any{"bannerHeading": "Fresh", "updatedBy": ""}},
		{"GET", "/api/banner/" + id("banner"), customer, "", 200, map[string]any{"bannerHeading": "Fresh", "updatedBy": ""}},
		{"GET", "/api/banner", admin, "", 200, map[string]any{"bannerHeading": "Fresh", "updatedBy": "admin@example.com"}},

		{"GET", "/api/about", visitor, "", 200, map[string]any{"aboutPointone": "Technical SEO"}},
		{"GET", "/api/about-us/" + id("about"), visitor, "", 200, map[string]any{"aboutText": "About Us"}},
		{"POST", "/api/add-about", admin, aboutBody, 409, nil},
		{"PUT", "/api/update-about/" + id("about"), admin, aboutBody, 200, map[string]any{"aboutHeading": "H"}},

		{"GET", "/api/service", visitor, "", 200, map[string]any{"serviceHeading": "Our Services"}},
		{"GET", "/api/service/" + id("service"), visitor, "", 200, map[string]any{"serviceHeading": "Our Services"}},
		{"POST", "/api/add-Service", admin, `{"serviceHeading":"S","servicesubHeading":"T"}`, 409, nil},
		{"PUT", "/api/service/" + id("service"), admin, `{"servicesubHeading":"Sub","serviceHeading":"What we do"}`, 200, map[string]any{"serviceHeading": "What we do"}},

		{"GET", "/api/redirects", visitor, "", 401, nil},
		{"GET", "/api/redirects", admin, "", 200, map[string]any{"fromPath": "/old-services", "target": "/service", "kind": "Moved", "hits": float64(0)}},
		{"POST", "/api/add-redirect", admin, `{"fromPath":"/articles/*","target":"/articles/new/*"}`, 400, map[string]any{"error.code": "VALIDATION", "error.fields.target": "loop"}},
		{"POST", "/api/add-redirect", admin, `{"fromPath":"/old-blog/%2E%2E/news/","target":"/pricing?from=news"}`, 200, map[string]any{"fromPath": "/news", "allowExternal": "No"}},
		{"POST", "/api/add-redirect", admin, `{"fromPath":"/service","target":"/pricing"}`, 409, map[string]any{"error.code": "CONFLICT"}},
		{"POST", "/api/add-redirect", customer, `{"fromPath":"/x","target":"/pricing"}`, 403, nil},
		{"PUT", "/api/redirect/" + id("redirect"), admin, `{"target":"https://example.org/services"}`, 400, map[string]any{"error.fields.target": "external"}},
		{"PUT", "/api/redirect/" + id("redirect"), admin, `{"kind":"Gone","target":""}`, 200, map[string]any{"kind": "Gone", "fromPath": "/old-services"}},
		{"GET", "/api/page-seo", visitor, "", 401, nil},
		{"GET", "/api/page-seo", customer, "", 403, nil},
		{"GET", "/api/page-seo", admin, "", 200, map[string]any{"path": "/", "title": "", "noindex": "No"}},
		{"POST", "/api/add-page-seo", admin, `{"path":"/blog","title":"Blog"}`, 400, map[string]any{"error.code": "VALIDATION", "error.fields.path": "oneOf"}},
		{"POST", "/api/add-page-seo", admin, `{"path":"/contact-us/","title":"Talk to us"}`, 409, map[string]any{"error.code": "CONFLICT", "error.fields.path": "unique"}},
		{"PUT", "/api/page-seo/" + id("seo"), customer, `{"title":"Hacked"}`, 403, nil},
		{"PUT", "/api/page-seo/" + id("seo"), admin, `{"socialImage":"javascript:alert(1)"}`, 400, map[string]any{"error.fields.socialImage": "url"}},
		{"PUT", "/api/page-seo/" + id("seo"), admin, `{"noindex":"Yes","canonical":"https://example.org/plans"}`, 200, map[string]any{"noindex": "Yes", "canonical": "https://example.org/plans"}},
		{"GET", "/api/service-items", visitor, "", 200, map[string]any{"serviceTitle": "SEO Audit"}},
		{"GET", "/api/service-item/" + id("item"), visitor, "", 200, map[string]any{"serviceTitle": "SEO Audit"}},
		{"POST", "/api/add-service-item", admin, `{"serviceIcon":"/i.svg","serviceTitle":"Speed","serviceDetails":"Fast pages"}`, 200, map[string]any{"serviceTitle": "Speed"}},
		{"POST", "/api/add-service-item", admin, `{"serviceIcon":"/i.svg","serviceTitle":"","serviceDetails":"x"}`, 400, map[string]any{"error.code": "VALIDATION", "error.fields.serviceTitle": "required"}},
		{"PUT", "/api/service-item/" + id("item"), admin, `{"serviceTitle":"Audits"}`, 200, map[string]any{"serviceTitle": "Audits"}},

		{"GET", "/api/counters", visitor, "", 200, map[string]any{"happyClientsNumber": "350"}},
		{"GET", "/api/counters/" + id("counter"), visitor, "", 200, map[string]any{"winingAwardText": "Awards Won"}},
		{"POST", "/api/add-counter", admin, counterBody, 409, nil},
		{"PUT", "/api/update-counters/" + id("counter"), admin, counterBody, 200, map[string]any{"happyClientsNumber": "1"}},

		{"GET", "/api/videos", visitor, "", 200, map[string]any{"videoSectionTitle": "Meet the Team Behind Your Rankings"}},
		{"GET", "/api/videos/" + id("video"), visitor, "", 200, map[string]any{"imageLink": "/images/video.svg"}},
		{"POST", "/api/add-video", admin, videoBody, 409, nil},
		{"PUT", "/api/update-videos/" + id("video"), admin, videoBody, 200, map[string]any{"videoSectionTitle": "T"}},

		{"GET", "/api/videos-items", visitor, "", 200, map[string]any{"membername": "Ava Thompson"}},
		{"GET", "/api/videos-items/" + id("member"), visitor, "", 200, map[string]any{"memberPosition": "Head of Strategy"}},
		{"POST", "/api/add-video-item", admin, memberBody, 200, map[string]any{"membername": "Max"}},
		{"PUT", "/api/videos-items/" + id("member"), admin, `{"memberPosition":"CEO"}`, 200, map[string]any{"memberPosition": "CEO"}},

		{"GET", "/api/testimonials", visitor, "", 200, map[string]any{"packageName": "Basic", "packagePrice": "49.00"}},
		{"GET", "/api/pricing/" + id("package"), visitor, "", 200, map[string]any{"packagePointTen": "Quarterly strategy call"}},
		{"PUT", "/api/pricing/" + id("package"), admin, pricingBody, 200, map[string]any{"packagePrice": "249.50"}},
		{"PUT", "/api/pricing/" + id("package"), admin, `{"packagePrice":"12.345"}`, 400, map[string]any{"error.code": "VALIDATION"}},

		{"GET", "/api/testimonial/" + id("testimonial"), visitor, "", 200, map[string]any{"personName": "Daniel Reed"}},
		{"PUT", "/api/testimonial/" + id("testimonial"), admin, `{"image":"/t.png","personName":"Dana","personTitle":"CEO","desc":"Great"}`, 200, map[string]any{"personName": "Dana"}},

		{"GET", "/api/footer-about", visitor, "", 200, map[string]any{"aboutFooterText": "About Us"}},
		{"GET", "/api/footer-about/" + id("footerAbout"), visitor, "", 200, map[string]any{"aboutFooterText": "About Us"}},
		{"POST", "/api/add-footer-about", admin, `{"aboutFooterText":"A","aboutFooterDetails":"B"}`, 409, nil},
		{"PUT", "/api/footer-about/" + id("footerAbout"), admin, `{"aboutFooterText":"About","aboutFooterDetails":"B"}`, 200, map[string]any{"aboutFooterDetails": "B"}},

		{"GET", "/api/footer-address", visitor, "", 200, map[string]any{"footerEmail": "hello@seo-agency.example"}},
		{"GET", "/api/footer-address/" + id("footerAddress"), visitor, "", 200, map[string]any{"footerPhone": "+1 (415) 555-0134"}},
		{"POST", "/api/add-footer-address", admin, `{"footerPhone":"1","footeraddress":"A","footerEmail":"a@b.co"}`, 409, nil},
		{"PUT", "/api/footer-address/" + id("footerAddress"), admin, `{"footerEmail":"not-mail"}`, 400, map[string]any{"error.fields.footerEmail": "email"}},

		{"GET", "/api/footer-social", visitor, "", 200, map[string]any{"fblink": "https://www.facebook.com/"}},
		{"GET", "/api/footer-social/" + id("footerSocial"), visitor, "", 200, map[string]any{"inslink": "https://www.instagram.com/"}},
		{"POST", "/api/add-footer-social", admin, `{"fblink":"https://facebook.com/x","inslink":"https://instagram.com/x"}`, 409, nil},
		{"PUT", "/api/footer-social/" + id("footerSocial"), admin, `{"fblink":"https://facebook.com/agency","inslink":"https://instagram.com/agency"}`, 200, map[string]any{"fblink": "https://facebook.com/agency"}},

		{"GET", "/api/copyrights", visitor, "", 200, map[string]any{"copyrightText": "© 2026 SEO Agency. All rights reserved."}},
		{"GET", "/api/copyrights/" + id("copyright"), visitor, "", 200, map[string]any{"_id": float64(ids["copyright"])}},
		{"POST", "/api/add-footer-copyright", admin, `{"copyrightText":"c"}`, 409, nil},
		{"PUT", "/api/copyrights/" + id("copyright"), admin, `{"copyrightText":"© Us"}`, 200, map[string]any{"copyrightText": "© Us"}},

		{"GET", "/api/contacts", visitor, "", 200, map[string]any{"contactTitle": "Our Address"}},
		{"GET", "/api/contacts/" + id("contact"), visitor, "", 200, map[string]any{"contactTitle": "Our Address"}},
		{"POST", "/api/add-contact", admin, `{"contactImg":"/c.svg","contactTitle":"Fax","contactDetails":"none"}`, 200, map[string]any{"contactTitle": "Fax"}},
		{"PUT", "/api/contacts/" + id("contact"), admin, `{"contactDetails":"1 New St"}`, 200, map[string]any{"contactDetails": "1 New St"}},

		{"GET", "/api/actions", visitor, "", 200, map[string]any{"buttonText": "Get Started"}},
		{"GET", "/api/actions/" + id("action"), visitor, "", 200, map[string]any{"buttonLink": "/contact"}},
		{"POST", "/api/add-action", admin, `{"heading":"h","subHeading":"s","buttonText":"b","buttonLink":"/x"}`, 409, nil},
		{"PUT", "/api/update-actions/" + id("action"), admin, `{"heading":"Act now"}`, 200, map[string]any{"heading": "Act now"}},

		{"GET", "/api/paypal-email", admin, "", 200, map[string]any{"paypalEmail": "shop@example.com"}},
		{"GET", "/api/paypal-email", customer, "", 403, nil},
		{"GET", "/api/paypal-email/" + id("paypal"), admin, "", 200, map[string]any{"paypalEmail": "shop@example.com"}},
		{"POST", "/api/add-email", admin, `{"paypalEmail":"p@example.com"}`, 409, nil},
		{"PUT", "/api/paypal-email/" + id("paypal"), admin, `{"paypalEmail":"pay@example.com"}`, 200, map[string]any{"paypalEmail": "pay@example.com"}},

		{"GET", "/api/steps", visitor, "", 200, map[string]any{"stepTitle": "Discovery Call"}},
		{"GET", "/api/step-item/" + id("step"), visitor, "", 200, map[string]any{"stepNumber": "01"}},
		{"POST", "/api/add-step", admin, `{"stepTitle":"Launch","stepDetails":"Go","stepNumber":"05"}`, 200, map[string]any{"stepNumber": "05"}},
		{"PUT", "/api/step-item/" + id("step"), admin, `{"stepTitle":"Call"}`, 200, map[string]any{"stepTitle": "Call"}},

		{"POST", "/api/add-item", admin, `{"format":"Facebook","canvaLink":"https://canva.com/d","imageLink":"/d.png","category":"Ads","freeOrPaid":"Paid"}`, 200, map[string]any{"format": "Facebook"}},
		{"POST", "/api/add-item", admin, `{"format":"TikTok","canvaLink":"https://canva.com/d","imageLink":"/d.png","category":"Ads","freeOrPaid":"Paid"}`, 400, map[string]any{"error.code": "VALIDATION"}},

		{"POST", "/api/add-subscriber", visitor, `{"email":"Reader@Example.com"}`, 200, map[string]any{"email": "reader@example.com"}},
		{"POST", "/api/add-subscriber", visitor, `{"email":"reader@example.com"}`, 200, map[string]any{"email": "reader@example.com"}},
		{"POST", "/api/add-subscriber", visitor, `{"email":"nope"}`, 400, map[string]any{"error.fields.email": "email"}},
		{"GET", "/api/subscribers", admin, "", 200, map[string]any{"email": "reader@example.com"}},
		{"GET", "/api/subscribers", visitor, "", 401, map[string]any{"error.code": "UNAUTHENTICATED"}},

		{"POST", "/api/add-message", visitor, `{"fullName":"Bo","phoneNumber":"1","emailAddress":"bo@example.com","website":"https://bo.example","messageStatus":"Read","subject":"Hi","message":"Help"}`, 200, map[string]any{"messageStatus": "UnRead", "subject": "Hi"}},
		{"GET", "/api/messages", admin, "", 200, map[string]any{"fullName": "Bo"}}, // newest first, as GraphQL's messages
		{"GET", "/api/messages", customer, "", 403, nil},
		{"GET", "/api/message/" + id("message"), admin, "", 200, map[string]any{"messageStatus": "UnRead"}},
		{"PUT", "/api/message/" + id("message"), admin, `{"messageStatus":"Read"}`, 200, map[string]any{"messageStatus": "Read"}},
		{"PUT", "/api/message/" + id("message"), customer, `{"messageStatus":"Read"}`, 403, nil},
		{"POST", "/api/message/" + id("message") + "/reply", customer, `{"body":"hi"}`, 403, nil},
		{"POST", "/api/message/" + id("message") + "/reply", admin, `{"body":""}`, 400, nil},

		{"GET", "/api/orders", customer, "", 200, map[string]any{"customerName": "Cu", "customerEmail": "customer@example.com"}},
		{"GET", "/api/orders", admin, "", 200, map[string]any{"customerName": "Ot"}},
		{"GET", "/api/orders", visitor, "", 401, nil},
		{"GET", "/api/order/" + id("order"), customer, "", 200, map[string]any{"paymentStatus": "UnPaid", "orderStatus": "Pending"}},
		{"GET", "/api/order/" + id("theirs"), customer, "", 404, nil},
		{"POST", "/api/new-order", customer, `{"packageName":"Standard","price":"0.01","customerEmail":"evil@example.com","paymentStatus":"Paid","orderStatus":"Delivered","orderDate":"01/01/2000","customerName":"Cu","customerAddress":"A","customerCountry":"US"}`, 200,
			map[string]any{"packageName": "Standard", "price": "99.00", "customerEmail": "customer@example.com", "paymentStatus": "UnPaid", "orderStatus": "Pending"}},
		{"POST", "/api/new-order", customer, `{"packageName":"Standard","customerAddress":"A","customerCountry":"US"}`, 400, map[string]any{"error.fields.customerName": "required"}},
		{"POST", "/api/new-order", visitor, `{"packageName":"Standard","customerName":"V","customerAddress":"A","customerCountry":"US"}`, 401, nil},
		{"PUT", "/api/order-status/" + id("order"), admin, `{"orderStatus":"Delivered"}`, 200, map[string]any{"orderStatus": "Delivered"}},
		{"PUT", "/api/order-status/" + id("order"), admin, `{"orderStatus":"Shipped"}`, 400, map[string]any{"error.fields.orderStatus": "oneOf"}},
		{"PUT", "/api/order-status/" + id("order"), customer, `{"orderStatus":"Delivered"}`, 403, nil},
		{"PUT", "/api/order-cancelled/" + id("theirs"), customer, `{"paymentStatus":"Cancelled"}`, 404, nil},
		{"PUT", "/api/order-cancelled/" + id("order"), customer, `{"paymentStatus":"Cancelled"}`, 200, map[string]any{"paymentStatus": "Cancelled"}},
		{"PUT", "/api/order-cancelled/" + id("order"), customer, `{"paymentStatus":"Cancelled"}`, 409, map[string]any{"error.code": "CONFLICT"}},
		{"PUT", "/api/order-archive/" + id("order"), customer, `{"archived":true}`, 403, nil},
		{"PUT", "/api/order-archive/" + id("order"), admin, `{"archived":true}`, 200, map[string]any{"_id": float64(ids["order"])}},

		// The CSV exports (their files are tested in adminlists): admins only, filters checked.
		{"GET", "/api/export/orders.csv", visitor, "", 401, nil},
		{"GET", "/api/export/orders.csv", customer, "", 403, nil},
		{"GET", "/api/export/orders.csv?payment=Lost", admin, "", 400, map[string]any{"error.fields.payment": "oneOf"}},
		{"GET", "/api/export/subscribers.csv", customer, "", 403, nil},
		{"GET", "/api/export/subscribers.csv?from=2026-05-01&to=2026-04-30", admin, "", 400, map[string]any{"error.fields.to": "range"}},
		{"GET", "/api/export/messages.csv", visitor, "", 401, nil},
		{"GET", "/api/export/messages.csv?sort=-amount", admin, "", 400, map[string]any{"error.fields.sort": "oneOf"}},
		{"GET", "/api/export/invoices.csv", visitor, "", 401, nil},
		{"GET", "/api/export/invoices.csv", customer, "", 403, nil},
		{"GET", "/api/export/invoices.csv?kind=receipt", admin, "", 400, map[string]any{"error.fields.kind": "oneOf"}},
		// An invoice's PDF (the files and who reads them are tested in orders): none of this
		// number, so 404 whoever asks; not a PDF's name, 404 too.
		{"GET", "/api/invoices/2026-000001.pdf", visitor, "", 401, nil},
		{"GET", "/api/invoices/2026-000001.pdf", customer, "", 404, nil},
		{"GET", "/api/invoices/2026-000001", admin, "", 404, nil},
		{"GET", "/api/export/audit.csv", visitor, "", 401, nil},
		{"GET", "/api/export/audit.csv", customer, "", 403, nil},

		{"PUT", "/api/items/" + id("step") + "/position", admin, `{"position":0}`, 200, map[string]any{"position": float64(0)}},
		{"PUT", "/api/items/" + id("message") + "/position", admin, `{"position":0}`, 400, map[string]any{"error.fields.id": "unordered"}},
		{"DELETE", "/api/items/" + id("step"), customer, "", 403, nil},
		{"DELETE", "/api/items/" + id("step"), admin, "", 200, map[string]any{"nodeType": "Step", "deletedBy": "admin@example.com"}},
		{"DELETE", "/api/items/" + id("step"), admin, "", 409, map[string]any{"error.code": "CONFLICT"}},
		{"DELETE", "/api/items/" + id("order"), admin, "", 409, map[string]any{"error.code": "CONFLICT"}},
		{"DELETE", "/api/items/999", admin, "", 404, nil},
		{"GET", "/api/trash", customer, "", 403, nil},
		{"GET", "/api/trash", admin, "", 200, map[string]any{"nodeID": float64(ids["step"])}},
		{"POST", "/api/trash/" + id("step") + "/restore", admin, "", 200, map[string]any{"_id": float64(ids["step"])}},
		{"POST", "/api/trash/" + id("step") + "/restore", admin, "", 409, map[string]any{"error.code": "CONFLICT"}},
		{"POST", "/api/trash/999/restore", admin, "", 404, nil},
		{"GET", "/api/items/" + id("step") + "/history", admin, "", 200, map[string]any{"action": "restore", "actor": "admin@example.com"}},
		{"GET", "/api/items/" + id("step") + "/history", customer, "", 403, nil},
		{"POST", "/api/revisions/" + id("revision") + "/restore", admin, "", 200, map[string]any{"_id": float64(ids["step"])}},
		{"POST", "/api/revisions/" + id("messageRevision") + "/restore", admin, "", 409, map[string]any{"error.code": "CONFLICT"}},
		{"POST", "/api/revisions/999/restore", admin, "", 404, nil},
	}

	covered := map[string]bool{}
	for _, cl := range calls {
		code, body := do(t, h, cl)
		if code != cl.status {
			t.Errorf("%s %s as %s: status %d, want %d: %s", cl.method, cl.path, who(cl.as), code, cl.status, body)
			continue
		}
		var v any
		if err := json.Unmarshal(body, &v); err != nil {
			t.Errorf("%s %s: not JSON: %s", cl.method, cl.path, body)
			continue
		}
		if list, ok := v.([]any); ok && len(list) > 0 {
			v = list[0]
		}
		for k, want := range cl.want {
			if got := lookup(v, k); got != want {
				t.Errorf("%s %s as %s: %s = %v, want %v\n%s", cl.method, cl.path, who(cl.as), k, got, want, body)
			}
		}
		for _, rt := range rest.Routes() {
			if rt.Method == cl.method && matches("/api"+rt.Path, cl.path) {
				covered[rt.Method+" "+rt.Path] = true
			}
		}
	}
	for _, rt := range rest.Routes() {
		if !rt.Served() && !covered[rt.Method+" "+rt.Path] { // the server's tests call the served ones
			t.Errorf("route %s %s has no row in the contract table", rt.Method, rt.Path)
		}
	}
}

// TestRequestErrors: the shapes and statuses of bad requests.
func TestRequestErrors(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	h := rest.Handler(c, rest.Deps{})
	for _, tc := range []struct {
		name, contentType, body string
		status                  int
		code                    string
	}{
		{"not JSON content type", "text/plain", `{"email":"a@b.co"}`, 415, "UNSUPPORTED_MEDIA_TYPE"},
		{"malformed JSON", "application/json", `{"email":`, 400, "VALIDATION"},
		{"wrong type", "application/json", `{"email": 42}`, 400, "VALIDATION"},
		{"array body", "application/json", `[1]`, 400, "VALIDATION"},
		{"huge body", "application/json", `{"email":"` + strings.Repeat("a", rest.MaxBody) + `"}`, 413, "TOO_LARGE"},
	} {
		req := httptest.NewRequest("POST", "/api/add-subscriber", bytes.NewReader([]byte(tc.body)))
		req.Header.Set("Content-Type", tc.contentType)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		var e struct {
			Error struct{ Code, Message string }
		}
		_ = json.Unmarshal(w.Body.Bytes(), &e)
		if w.Code != tc.status || e.Error.Code != tc.code || e.Error.Message == "" {
			t.Errorf("%s: %d %s", tc.name, w.Code, w.Body.String())
		}
	}
	code, body := do(t, h, call{method: "GET", path: "/api/no-such-thing", as: visitor})
	if code != 404 || !strings.Contains(string(body), "NOT_FOUND") {
		t.Errorf("unknown route: %d %s", code, body)
	}
}

func who(v *auth.Viewer) string {
	switch v {
	case admin:
		return "admin"
	case customer:
		return "customer"
	}
	return "visitor"
}

func matches(pattern, path string) bool {
	p, q := strings.Split(pattern, "/"), strings.Split(path, "/")
	if len(p) != len(q) {
		return false
	}
	for i := range p {
		if !strings.HasPrefix(p[i], "{") && p[i] != q[i] {
			return false
		}
	}
	return true
}

// lookup reads a dotted path ("error.fields.email") in decoded JSON.
func lookup(v any, path string) any {
	for _, k := range strings.Split(path, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}
