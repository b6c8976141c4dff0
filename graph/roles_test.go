package graph_test

import (
	"fmt"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/gqltest"
	"seoagency/testdb"
)

// roleMatrix is the roles, written out here on their own (not read from auth):
// area → how far each staff role reaches ("" none). Owner: everything; Admin: all but
// the owner's settings; Editor: content, posts and media; Author: reads content, adds
// posts (and changes their own drafts: posts_test.go) and media;
// Support: the inbox, and orders read-only.
var roleMatrix = map[string]map[string]string{
	"Owner":   {"content": "write", "posts": "write", "media": "write", "sales": "write", "inbox": "write", "staff": "write", "site": "write", "owner": "write", "system": "write"},
	"Admin":   {"content": "write", "posts": "write", "media": "write", "sales": "write", "inbox": "write", "staff": "write", "site": "write", "system": "write"},
	"Editor":  {"content": "write", "posts": "write", "media": "write"},
	"Author":  {"content": "read", "posts": "add", "media": "add"},
	"Support": {"inbox": "write", "sales": "read"},
}

var levelRank = map[string]int{"": 0, "read": 1, "add": 2, "write": 3}

// operations says what each root field of the API needs, one line per field: "anyone",
// "signed-in" (any account), "any-staff" (any staff role), or "AREA LEVEL". Lists of
// orders, messages and subscribers are "signed-in": each account sees its own rows
// there (the area's readers see all: TestAuthorizationMatrix, the admin lists' tests); "hidden" marks the trash and history, whose records of
// areas a role does not read are not found rather than refused; "noqueue" marks the
// fields that need the job queue, which fail here past the check (no queue runs in
// this package; the server tests run them with one). The fixture is the
// record whose id the field's ID arguments get. A field missing here fails the test.
var operations = map[string]struct{ need, fixture string }{
	// Mutations.
	"subscribe":        {"anyone", ""},
	"sendMessage":      {"anyone", ""},
	"markMessageRead":  {"inbox write", "Message"},
	"createOrder":      {"signed-in", ""},
	"cancelOrder":      {"signed-in", "Order"},
	"setOrderStatus":   {"sales write", "Order"},
	"setPaymentStatus": {"sales write", "Order"},
	"retryJob":         {"system write noqueue", "Job"},
	"backUpNow":        {"owner write noqueue", ""},
	"archiveOrder":     {"sales write", "Order"},
	"createCoupon":     {"sales add", ""},
	"updateCoupon":     {"sales write", "Coupon"},
	"deleteItem":       {"content write", "Doomed"},
	"restoreItem":      {"content write hidden", "Doomed"},
	"restoreRevision":  {"content write hidden", "Revision"},
	"moveItem":         {"content write", "Step"},
	// The site's content: Editors and up write it; Authors only read it (no drafts yet).
	"createAbout":          {"content add", ""},
	"updateAbout":          {"content write", ""},
	"createBanner":         {"content add", ""},
	"updateBanner":         {"content write", ""},
	"createCallToAction":   {"content add", ""},
	"updateCallToAction":   {"content write", ""},
	"createCategory":       {"content add", ""},
	"updateCategory":       {"content write", ""},
	"createContactItem":    {"content add", ""},
	"updateContactItem":    {"content write", ""},
	"createCopyright":      {"content add", ""},
	"updateCopyright":      {"content write", ""},
	"createCounter":        {"content add", ""},
	"updateCounter":        {"content write", ""},
	"createDesignItem":     {"content add", ""},
	"updateDesignItem":     {"content write", ""},
	"createFooterAbout":    {"content add", ""},
	"updateFooterAbout":    {"content write", ""},
	"createFooterAddress":  {"content add", ""},
	"updateFooterAddress":  {"content write", ""},
	"createFooterSocial":   {"content add", ""},
	"updateFooterSocial":   {"content write", ""},
	"createLogo":           {"content add", ""},
	"updateLogo":           {"content write", ""},
	"createPricingPackage": {"content add", ""},
	"updatePricingPackage": {"content write", ""},
	"createServiceHeading": {"content add", ""},
	"updateServiceHeading": {"content write", ""},
	"createServiceItem":    {"content add", ""},
	"updateServiceItem":    {"content write", ""},
	"createStep":           {"content add", ""},
	"updateStep":           {"content write", ""},
	"createTeamMember":     {"content add", ""},
	"updateTeamMember":     {"content write", ""},
	"createTestimonial":    {"content add", ""},
	"updateTestimonial":    {"content write", ""},
	"createVideoSection":   {"content add", ""},
	"updateVideoSection":   {"content write", ""},
	"createAdminUser":      {"staff add", ""},
	"updateAdminUser":      {"staff write", "AdminUser"},
	"createPaymentSetting": {"owner add", ""},
	"createSiteIdentity":   {"site add", ""},
	"updateSiteIdentity":   {"site write", "SiteIdentity"},
	"createMenuItem":       {"site add", ""},
	"updateMenuItem":       {"site write", ""},
	"reorderMenu":          {"site write", ""},
	"updatePaymentSetting": {"owner write", "PaymentSetting"},
	"uploadMedia":          {"media add", ""}, // multipart only: server's TestMediaUploadVariantsServe
	"uploadMediaFiles":     {"media add", ""}, // multipart only: server's TestUploadSeveralFiles
	"updateMedia":          {"media write", "Media"},
	"createRedirect":       {"content add", ""},
	"updateRedirect":       {"content write", "Redirect"},
	"replyToMessage":       {"inbox write", "Message"},
	"createPageSeo":        {"content add", ""},
	"updatePageSeo":        {"content write", "PageSeo"},
	"inviteStaff":          {"staff write", ""},
	"createApiKey":         {"staff add", ""},
	"revokeApiKey":         {"staff write", "APIKey"},
	// Webhooks: the staff area's, as API keys.
	"createWebhookEndpoint":     {"staff write", ""},
	"updateWebhookEndpoint":     {"staff write", "WebhookEndpoint"},
	"deleteWebhookEndpoint":     {"staff write", "WebhookEndpoint"},
	"setWebhookEndpointEnabled": {"staff write", "WebhookEndpoint"},
	"revealWebhookSecret":       {"staff write", "WebhookEndpoint"},
	"sendTestWebhook":           {"staff write", "WebhookEndpoint"},
	"redeliverWebhook":          {"staff write", "WebhookDelivery"},
	"resendInvitation":          {"staff write", "Invitation"},
	"revokeInvitation":          {"staff write", "Invitation"},
	"acceptInvitation":          {"signed-in", ""},
	"sendVerificationEmail":     {"signed-in", ""},
	"sendPasswordReset":         {"anyone noqueue", ""},
	// Posts: the fixture is a published post of someone else's, which only the posts
	// area's writers change (an Author's own drafts: posts_test.go).
	"createPost":           {"posts add", ""},
	"updatePost":           {"posts write", "Post"},
	"publishPost":          {"posts write", "Post"},
	"discardPostDraft":     {"posts write", "Post"},
	"schedulePost":         {"posts write noqueue", "Post"},
	"unpublishPost":        {"posts write", "Post"},
	"sendPostAsNewsletter": {"posts write noqueue", "Post"},
	// Queries.
	"invitation":              {"anyone", ""},
	"adminUsers":              {"staff read", ""},
	"ipnMessages":             {"sales read", ""},
	"messages":                {"signed-in", ""},
	"messagesByStatus":        {"signed-in", ""},
	"subscribers":             {"signed-in", ""},
	"adminMessages":           {"inbox read", ""},
	"adminSubscribers":        {"inbox read", ""},
	"orders":                  {"signed-in", ""},
	"myOrders":                {"signed-in", ""},
	"myInvoices":              {"signed-in", ""},
	"invoices":                {"sales read", ""},
	"checkout":                {"signed-in", "Order"},
	"paymentsReady":           {"anyone", ""},
	"adminOrders":             {"sales read", ""},
	"archivedOrders":          {"sales read", ""},
	"subscriptions":           {"sales read", ""},
	"coupons":                 {"sales read", ""},
	"totalSales":              {"sales read", ""},
	"salesReport":             {"sales read", ""},
	"monthlyRecurringRevenue": {"sales read", ""},
	"paymentCheck":            {"sales read", ""},
	"paymentSettings":         {"owner read", ""},
	"redirects":               {"content read", ""},
	"pageSeos":                {"content read", ""},
	"seoPages":                {"content read", ""},
	"mediaLibrary":            {"media read", ""},
	"trash":                   {"any-staff", ""},
	"history":                 {"content read hidden", "Step"},
	"dashboardCounts":         {"any-staff", ""},
	"invitations":             {"staff read", ""},
	"apiKeys":                 {"staff read", ""},
	"webhookEndpoints":        {"staff read", ""},
	"webhookEventTypes":       {"staff read", ""},
	"webhookDeliveries":       {"staff read", ""},
	"auditLog":                {"owner read", ""},
	"auditChain":              {"owner read", ""},
	"backups":                 {"owner read", ""},
	"jobs":                    {"system read noqueue", ""},
	"notFoundHits":            {"system read", ""},
	"seoReport":               {"content read", ""},
	"webVitals":               {"system read", ""},
	"adminPosts":              {"posts read", ""},
	"menuTargets":             {"site read", ""},
}

// TestEveryRoleOnEveryOperation calls every root field of the live schema as every
// kind of person and checks only that each call is let in or refused as the table
// above says: refused is UNAUTHENTICATED for a visitor and FORBIDDEN for an account,
// let in is any other answer but an internal error.
func TestEveryRoleOnEveryOperation(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	testdb.Seed(t, c)
	people := map[string]*auth.Viewer{"visitor": visitor, "customer": customer}
	for _, r := range auth.Roles() {
		people[string(r)] = &auth.Viewer{UID: string(r), Email: strings.ToLower(string(r)) + "@example.com", EmailVerified: true, Role: r}
	}
	gql := api(c)
	owner := gql.As(people["Owner"])
	fixtures := map[string]string{}
	first := func(list string) string {
		var out map[string]struct {
			Edges []struct{ Node struct{ ID string } }
		}
		owner.Must(t, fmt.Sprintf("{ %s(first: 1) { edges { node { id } } } }", list), nil, &out)
		if len(out[list].Edges) == 0 {
			return "1"
		}
		return out[list].Edges[0].Node.ID
	}
	var ord, inv map[string]map[string]string
	pkg := first("pricingPackages")
	samples := gqltest.Samples{PackageID: pkg,
		// Roles an Admin may give and invite to (only an Owner makes Owners).
		Override: map[string]string{"userRole": "Support", "role": "Support"}}
	c.PaymentSetting.Create().SetPaypalEmail("shop@site.test").ExecX(testdb.System()) // orders are taken
	gql.As(other).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "O", customerAddress: "A", customerCountry: "US"}) { id } }`,
		map[string]any{"p": pkg}, &ord)
	fixtures["Order"] = ord["createOrder"]["id"]
	gql.As(visitor).Must(t, `mutation { sendMessage(input: {fullName: "N", emailAddress: "n@example.com", subject: "S", message: "M"}) { __typename } }`, nil, nil)
	owner.Must(t, `mutation { inviteStaff(email: "invited@example.com", role: Support) { id } }`, nil, &inv)
	fixtures["Invitation"] = inv["inviteStaff"]["id"]
	var key struct {
		CreateApiKey struct{ Key struct{ ID string } }
	}
	owner.Must(t, `mutation { createApiKey(input: {name: "sync", scopes: ["orders:read"]}) { key { id } } }`, nil, &key)
	fixtures["APIKey"] = key.CreateApiKey.Key.ID
	var hook struct {
		CreateWebhookEndpoint struct{ Endpoint struct{ ID string } }
		SendTestWebhook       struct{ ID string }
	}
	owner.Must(t, `mutation { createWebhookEndpoint(input: {url: "http://127.0.0.1:9/hook", events: ["order.paid"]}) { endpoint { id } } }`, nil, &hook)
	fixtures["WebhookEndpoint"] = hook.CreateWebhookEndpoint.Endpoint.ID
	owner.Must(t, `mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, map[string]any{"id": fixtures["WebhookEndpoint"]}, &hook)
	fixtures["WebhookDelivery"] = hook.SendTestWebhook.ID
	var au map[string]map[string]string
	owner.Must(t, `mutation { createAdminUser(input: {userEmail: "support2@example.com", userRole: Support}) { id } }`, nil, &au)
	fixtures["AdminUser"] = au["createAdminUser"]["id"]
	var cp map[string]map[string]string
	owner.Must(t, `mutation { createCoupon(input: {code: "spring20", kind: percent, amount: "20"}) { id } }`, nil, &cp)
	fixtures["Coupon"] = cp["createCoupon"]["id"]
	for typ, list := range map[string]string{"Message": "messages", "Step": "steps", "Media": "mediaLibrary",
		"Redirect": "redirects", "PageSeo": "pageSeos", "PaymentSetting": "paymentSettings",
		"SiteIdentity": "siteIdentities", "Post": "posts"} {
		fixtures[typ] = first(list)
	}
	var steps struct {
		Steps struct {
			Edges []struct{ Node struct{ ID string } }
		}
	}
	owner.Must(t, `{ steps(first: 2) { edges { node { id } } } }`, nil, &steps)
	fixtures["Doomed"] = steps.Steps.Edges[1].Node.ID
	owner.Must(t, `mutation($id: ID!) { updateStep(id: $id, input: {stepTitle: "Changed"}) { id } }`, map[string]any{"id": fixtures["Step"]}, nil)
	var hist struct{ History []struct{ ID string } }
	owner.Must(t, `query($id: ID!) { history(id: $id) { id } }`, map[string]any{"id": fixtures["Step"]}, &hist)
	fixtures["Revision"] = hist.History[0].ID
	fixtures["Job"] = "1" // no queue runs here: a job nobody has

	type op struct{ kind, name, query string }
	var ops []op
	for i, f := range gqltest.Schema.Mutation.Fields {
		ops = append(ops, op{"mutation", f.Name, ""})
		o := &ops[len(ops)-1]
		spec, ok := operations[f.Name]
		if !ok {
			continue
		}
		id := fixtures[spec.fixture]
		if typ, ok := strings.CutPrefix(f.Name, "update"); ok && spec.fixture == "" {
			id = first(listField(t, typ))
		}
		o.query = fmt.Sprintf("mutation { %s%s %s }", f.Name, samples.Args(f, id, 100+i), gqltest.Selection(f.Type))
	}
	for _, f := range gqltest.Schema.Query.Fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		ops = append(ops, op{"query", f.Name, fmt.Sprintf("{ %s%s %s }", f.Name,
			samples.Args(f, fixtures[operations[f.Name].fixture], 1), gqltest.Selection(f.Type))})
	}
	for _, o := range ops {
		spec, ok := operations[o.name]
		if publicQueries[o.name] {
			continue // graph_test.go's list of what everybody reads
		}
		if !ok {
			t.Errorf("%s %s has no line in the roles table of this test: say who may call it", o.kind, o.name)
			continue
		}
		if o.name == "uploadMedia" || o.name == "uploadMediaFiles" {
			continue // a file goes only in a multipart request: server's tests refuse it there
		}
		f := strings.Fields(spec.need)
		// The least rights first, so no allowed write changes what a refused call meets.
		for _, name := range []string{"visitor", "customer", "Support", "Author", "Editor", "Admin", "Owner"} {
			v := people[name]
			var want bool
			switch f[0] {
			case "anyone":
				want = true
			case "signed-in":
				want = v.SignedIn()
			case "any-staff":
				want = v.Role != ""
			default:
				want = levelRank[roleMatrix[name][f[0]]] >= levelRank[f[1]]
			}
			r := gql.As(v).Do(t, o.query, nil)
			code := r.Code()
			refusedCode := "FORBIDDEN"
			if !v.SignedIn() {
				refusedCode = "UNAUTHENTICATED"
			}
			got := code != "FORBIDDEN" && code != "UNAUTHENTICATED"
			hidden := strings.Contains(spec.need, "hidden") && v.Role != "" && !want &&
				(code == "NOT_FOUND" || strings.Contains(r.Body, `"data":{"history":[]}`))
			if hidden {
				got = false
			}
			switch {
			case code == "INTERNAL" && !(want && strings.Contains(spec.need, "noqueue")):
				t.Errorf("%s %s as %s: an internal error\n%s", o.kind, o.name, name, r.Body)
			case got != want:
				t.Errorf("%s %s as %s (%s): %s; want allowed=%v\n%s", o.kind, o.name, name, spec.need, code, want, r.Body)
			case !got && !hidden && code != refusedCode:
				t.Errorf("%s %s as %s: refused with %s, want %s", o.kind, o.name, name, code, refusedCode)
			}
		}
	}
}
