package graph_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/orders"
	"seoagency/testdb"
)

var (
	admin    = &auth.Viewer{UID: "admin-uid", Email: "admin@example.com", EmailVerified: true, Role: auth.RoleOwner}
	customer = &auth.Viewer{UID: "customer-uid", Email: "customer@example.com", EmailVerified: true}
	other    = &auth.Viewer{UID: "other-uid", Email: "other@example.com", EmailVerified: true}
	visitor  = &auth.Viewer{}
)

func api(c *ent.Client) gqltest.Client {
	return gqltest.Client{H: graph.NewHandler(c, orders.PayPal{
		CheckoutURL: "https://paypal.test/cgi-bin/webscr", PublicURL: "https://site.test"})}
}

// singletons may hold one row only (the specification's section 4).
var singletons = map[string]bool{"Banner": true, "About": true, "ServiceHeading": true, "VideoSection": true,
	"Logo": true, "Counter": true, "CallToAction": true, "Copyright": true, "FooterAbout": true,
	"FooterAddress": true, "FooterSocial": true, "PaymentSetting": true, "SiteIdentity": true}

// listField finds the root query field listing type name.
func listField(t *testing.T, name string) string {
	for _, f := range gqltest.Schema.Query.Fields {
		if f.Type.Name() == name+"Connection" {
			return f.Name
		}
	}
	t.Fatalf("no root list of %s", name)
	return ""
}

// TestContentCRUD creates, reads (list and node) and updates every type that has a
// create mutation, and proves singletons refuse a second row.
func TestContentCRUD(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		gql := api(c).As(admin)
		n := 0
		for _, f := range gqltest.Schema.Mutation.Fields {
			typ, ok := strings.CutPrefix(f.Name, "create")
			// A create that answers with more than the record (an API key's or a webhook
			// endpoint's secret, shown once) is no content type: it has tests of its own.
			if !ok || f.Name == "createOrder" || gqltest.Schema.Types[f.Type.Name()].Fields.ForName("id") == nil {
				continue
			}
			n++
			t.Run(typ, func(t *testing.T) {
				var created map[string]map[string]any
				gql.Must(t, fmt.Sprintf("mutation { %s%s { id } }", f.Name, gqltest.Samples{}.Args(f, "", 1)), nil, &created)
				id := created[f.Name]["id"].(string)

				var node struct {
					Node struct {
						Typename string `json:"__typename"`
					}
				}
				gql.Must(t, `query($id: ID!) { node(id: $id) { __typename } }`, map[string]any{"id": id}, &node)
				if node.Node.Typename != typ {
					t.Fatalf("node(%s) is a %q, want %s", id, node.Node.Typename, typ)
				}

				list, args := listField(t, typ), ""
				if typ == "Post" {
					// posts lists the published ones only; the sample is a case study (gqltest's samples)
					list, args = "adminPosts", "kind: CASE_STUDY, "
				}
				var l map[string]struct{ TotalCount int }
				gql.Must(t, fmt.Sprintf("{ %s(%sfirst: 10) { totalCount } }", list, args), nil, &l)
				if l[list].TotalCount != 1 {
					t.Fatalf("%s totalCount = %d after one create", list, l[list].TotalCount)
				}

				// Update the first text field and read it back.
				input := gqltest.Schema.Types["Update"+typ+"Input"]
				field := ""
				for _, in := range input.Fields {
					if in.Type.NamedType == "String" && !strings.Contains(strings.ToLower(in.Name), "link") &&
						!strings.Contains(strings.ToLower(in.Name), "email") && !strings.Contains(strings.ToLower(in.Name), "img") &&
						!strings.Contains(strings.ToLower(in.Name), "image") && in.Name != "logo" && !strings.Contains(strings.ToLower(in.Name), "icon") &&
						in.Name != "fromPath" && in.Name != "target" && in.Name != "path" && in.Name != "canonical" && in.Name != "slug" &&
						!strings.HasSuffix(strings.ToLower(in.Name), "country") && in.Name != "taxRates" && in.Name != "code" { // paths, countries, rates, coupon codes: not free text
						field = in.Name
						break
					}
				}
				if field != "" {
					var up map[string]map[string]any
					gql.Must(t, fmt.Sprintf(`mutation($id: ID!) { update%s(id: $id, input: {%s: "  Changed text  "}) { %s } }`, typ, field, field),
						map[string]any{"id": id}, &up)
					if got := up["update"+typ][field]; got != "Changed text" {
						t.Fatalf("after update %s = %q, want the trimmed new value", field, got)
					}
				}

				second := gql.Do(t, fmt.Sprintf("mutation { %s%s { id } }", f.Name, gqltest.Samples{}.Args(f, "", 2)), nil)
				if singletons[typ] {
					if second.Code() != "CONFLICT" {
						t.Fatalf("a second %s was not refused: %s", typ, second.Body)
					}
					gql.Must(t, fmt.Sprintf("{ %s(first: 10) { totalCount } }", list), nil, &l)
					if l[list].TotalCount != 1 {
						t.Fatalf("%s has %d rows", typ, l[list].TotalCount)
					}
				} else if len(second.Errors) > 0 {
					t.Fatalf("a second %s failed: %s", typ, second.Body)
				}
			})
		}
		if n < 20 {
			t.Fatalf("only %d create mutations found", n)
		}
	})
}

func TestValidationErrorsNameFieldAndRule(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		gql := api(c).As(admin)
		banner := func(heading, link string) string {
			return fmt.Sprintf(`mutation { createBanner(input: {bannerHeading: %q, bannerDetails: "d", bannerImage: "/b.png", buttonLink: %q, youtubeLink: "https://youtube.com/x"}) { id } }`, heading, link)
		}
		cases := []struct {
			name, query, field, rule string
		}{
			{"empty after trimming", banner("   ", "/pricing"), "bannerHeading", "required"},
			{"javascript link", banner("Heading", "javascript:alert(1)"), "buttonLink", "url"},
			{"protocol-relative link", banner("Heading", "//evil.example/x"), "buttonLink", "url"},
			{"too long", banner(strings.Repeat("x", 201), "/pricing"), "bannerHeading", "maxLength"},
			{"bad e-mail", `mutation { createFooterAddress(input: {footerPhone: "1", footeraddress: "a", footerEmail: "not-an-email"}) { id } }`, "footerEmail", "email"},
			{"bad admin e-mail", `mutation { createAdminUser(input: {userEmail: "x@"}) { id } }`, "userEmail", "email"},
			{"zero price", `mutation { createPricingPackage(input: {packageName: Standard, packageDetails: "d", packagePrice: "0", packageButtonText: "b", packagePointOne: "1", packagePointTwo: "2", packagePointThree: "3", packagePointFour: "4", packagePointFive: "5", packagePointSix: "6", packagePointSeven: "7", packagePointEight: "8", packagePointNine: "9", packagePointTen: "10"}) { id } }`, "packagePrice", "range"},
			{"non-numeric id", `{ node(id: "abc") { id } }`, "id", "format"},
			{"message e-mail type", `mutation { sendMessage(input: {emailAddress: "nope", message: "Hi"}) { id } }`, "emailAddress", "email"},
		}
		for _, tc := range cases {
			r := gql.Do(t, tc.query, nil)
			if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields[tc.field] != tc.rule {
				t.Errorf("%s: want VALIDATION %s=%s, got %s", tc.name, tc.field, tc.rule, r.Body)
			} else if !strings.HasPrefix(r.Errors[0].Message, tc.field) {
				t.Errorf("%s: message %q does not name the field", tc.name, r.Errors[0].Message)
			}
		}
		// Amounts are exact: three decimals or words are refused before any write.
		r := gql.Do(t, `mutation { createPricingPackage(input: {packageName: Premium, packageDetails: "d", packagePrice: "10.999", packageButtonText: "b", packagePointOne: "1", packagePointTwo: "2", packagePointThree: "3", packagePointFour: "4", packagePointFive: "5", packagePointSix: "6", packagePointSeven: "7", packagePointEight: "8", packagePointNine: "9", packagePointTen: "10"}) { id } }`, nil)
		if len(r.Errors) == 0 || !strings.Contains(r.Errors[0].Message, "two decimals") {
			t.Errorf("10.999 accepted or unclear: %s", r.Body)
		}
		var count struct{ PricingPackages struct{ TotalCount int } }
		gql.Must(t, `{ pricingPackages(first: 10) { totalCount } }`, nil, &count)
		if count.PricingPackages.TotalCount != 0 {
			t.Errorf("invalid packages were stored: %d", count.PricingPackages.TotalCount)
		}
	})
}

func TestSubscribersNewestFirstWithPagination(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		gql := api(c)
		for i := 1; i <= 12; i++ {
			gql.As(visitor).Must(t, `mutation($e: String!) { subscribe(email: $e) { email } }`,
				map[string]any{"e": fmt.Sprintf("Person%02d@Example.com", i)}, nil)
		}
		// A repeat is a success for the visitor and stores nothing twice.
		gql.As(visitor).Must(t, `mutation { subscribe(email: "person01@example.com") { email } }`, nil, nil)

		type page struct {
			Subscribers struct {
				TotalCount int
				PageInfo   struct {
					HasNextPage bool
					EndCursor   string
				}
				Edges []struct{ Node struct{ Email string } }
			}
		}
		var p1, p2 page
		q := `query($after: Cursor) { subscribers(first: 5, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { email } } } }`
		gql.As(admin).Must(t, q, nil, &p1)
		if p1.Subscribers.TotalCount != 12 || len(p1.Subscribers.Edges) != 5 || !p1.Subscribers.PageInfo.HasNextPage {
			t.Fatalf("first page: %+v", p1)
		}
		if got := p1.Subscribers.Edges[0].Node.Email; got != "person12@example.com" {
			t.Fatalf("newest first: got %s first", got)
		}
		gql.As(admin).Must(t, q, map[string]any{"after": p1.Subscribers.PageInfo.EndCursor}, &p2)
		if got := p2.Subscribers.Edges[0].Node.Email; got != "person07@example.com" {
			t.Fatalf("second page starts with %s", got)
		}
	})
}

// publicQueries are the root fields anyone may read; every other root field is
// private, so a field added without a guard fails TestAuthorizationMatrix.
var publicQueries = map[string]bool{"node": true, "nodes": true, "viewer": true,
	"abouts": true, "banners": true, "callToActions": true, "categories": true, "contactItems": true,
	"copyrights": true, "counters": true, "designItems": true, "footerAbouts": true, "footerAddresses": true,
	"footerSocials": true, "logos": true, "pricingPackages": true, "serviceHeadings": true, "serviceItems": true,
	"steps": true, "teamMembers": true, "testimonials": true, "videoSections": true, "publicMedia": true,
	"siteIdentities": true, "posts": true, "postBySlug": true, "blogPage": true, "menuItems": true,
	"caseStudyBySlug": true, "caseStudiesPage": true, "pageBySlug": true}

// TestAuthorizationMatrix walks every mutation and every private query of the live
// schema and proves a visitor and a customer are refused, with the few exceptions the
// design allows.
func TestAuthorizationMatrix(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	gql := api(c)
	var pkg map[string]map[string]string
	gql.As(admin).Must(t, `mutation { createPricingPackage(input: {packageName: Basic, packageDetails: "d", packagePrice: "49", packageButtonText: "b", packagePointOne: "1", packagePointTwo: "2", packagePointThree: "3", packagePointFour: "4", packagePointFive: "5", packagePointSix: "6", packagePointSeven: "7", packagePointEight: "8", packagePointNine: "9", packagePointTen: "10"}) { id } }`, nil, &pkg)
	samples := gqltest.Samples{PackageID: pkg["createPricingPackage"]["id"]}
	c.PaymentSetting.Create().SetPaypalEmail("shop@site.test").ExecX(testdb.System()) // orders are taken
	var ord map[string]map[string]string
	gql.As(other).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "O", customerAddress: "A", customerCountry: "US"}) { id } }`,
		map[string]any{"p": pkg["createPricingPackage"]["id"]}, &ord)
	othersOrder := ord["createOrder"]["id"]

	// What a role may do; anything else must be refused.
	allowed := map[string]map[*auth.Viewer]string{
		"subscribe":   {visitor: "ok", customer: "ok"},
		"sendMessage": {visitor: "ok", customer: "ok"},
		"createOrder": {customer: "ok"},
		// Somebody else's order does not exist for a customer.
		"cancelOrder": {customer: "NOT_FOUND"},
		"checkout":    {customer: "NOT_FOUND"},
		// Whether plans can be ordered: the pricing page asks, signed in or not.
		"paymentsReady": {visitor: "ok", customer: "ok"},
		"orders":        {customer: "ok"},
		"myOrders":      {customer: "ok"},
		"myInvoices":    {customer: "ok"},
		// Those of the customer's verified e-mail only (their data export reads the same).
		"messages":         {customer: "ok"},
		"messagesByStatus": {customer: "ok"},
		"subscribers":      {customer: "ok"},
		// Anyone with an invitation's link reads it and a signed-in person accepts it;
		// the samples' token is no invitation's.
		"invitation":       {visitor: "NOT_FOUND", customer: "NOT_FOUND"},
		"acceptInvitation": {customer: "NOT_FOUND"},
		// Asked of the identity service, which this API has none of (server's tests have).
		"sendPasswordReset":     {visitor: "INTERNAL", customer: "INTERNAL"},
		"sendVerificationEmail": {customer: "CONFLICT"}, // the customer's e-mail is verified
	}
	refusal := map[*auth.Viewer]string{visitor: "UNAUTHENTICATED", customer: "FORBIDDEN"}
	check := func(t *testing.T, kind, name string, query string) {
		for _, v := range []*auth.Viewer{visitor, customer} {
			want := refusal[v]
			if a, ok := allowed[name][v]; ok {
				want = a
			}
			r := gql.As(v).Do(t, query, nil)
			got := r.Code()
			if got == "" {
				got = "ok"
			}
			if got != want {
				t.Errorf("%s %s as %s: got %s, want %s\n%s", kind, name, role(v), got, want, r.Body)
			}
		}
	}
	for i, f := range gqltest.Schema.Mutation.Fields {
		if f.Name == "uploadMedia" || f.Name == "uploadMediaFiles" {
			continue // files go only in a multipart request: server's TestMediaUploadVariantsServe and TestUploadSeveralFiles refuse both there
		}
		q := fmt.Sprintf("mutation { %s%s %s }", f.Name, samples.Args(f, othersOrder, 100+i), gqltest.Selection(f.Type))
		check(t, "mutation", f.Name, q)
	}
	for _, f := range gqltest.Schema.Query.Fields {
		if publicQueries[f.Name] || strings.HasPrefix(f.Name, "__") {
			continue
		}
		q := fmt.Sprintf("{ %s%s %s }", f.Name, samples.Args(f, othersOrder, 1), gqltest.Selection(f.Type))
		check(t, "query", f.Name, q)
	}

	// Private rows stay private through node() too.
	for v, want := range map[*auth.Viewer]string{visitor: "UNAUTHENTICATED", customer: "NOT_FOUND"} {
		r := gql.As(v).Do(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": othersOrder})
		if r.Code() != want {
			t.Errorf("node(order) as %s: %s", role(v), r.Body)
		}
	}
	// The matrix let the customer order once: that order, and only it, is theirs to see.
	var mine struct {
		Orders struct {
			TotalCount int
			Edges      []struct {
				Node struct{ CustomerEmail string }
			}
		}
	}
	gql.As(customer).Must(t, `{ orders(first: 10) { totalCount edges { node { customerEmail } } } }`, nil, &mine)
	if mine.Orders.TotalCount != 1 || mine.Orders.Edges[0].Node.CustomerEmail != customer.Email {
		t.Errorf("a customer's orders: %+v", mine.Orders)
	}
	// An admin sees every order in orders, and only their own in myOrders.
	var adm struct {
		Orders   struct{ TotalCount int }
		MyOrders struct{ TotalCount int }
	}
	gql.As(admin).Must(t, `{ orders(first: 1) { totalCount } myOrders(first: 1) { totalCount } }`, nil, &adm)
	if adm.Orders.TotalCount != 2 || adm.MyOrders.TotalCount != 0 {
		t.Errorf("admin: %+v", adm)
	}
}

func role(v *auth.Viewer) string {
	if v == visitor {
		return "visitor"
	}
	return "customer"
}

// TestNoHeaderMakesAnAdmin: the API layer alone, with no viewer in the context, is a visitor.
func TestNoViewerIsAVisitor(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	r := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{})}.Do(t, `{ viewer { isAdmin email } totalSales }`, nil)
	var data struct{ Viewer struct{ IsAdmin bool } }
	_ = json.Unmarshal(r.Data, &data)
	if r.Code() != "UNAUTHENTICATED" || data.Viewer.IsAdmin {
		t.Fatalf("%s", r.Body)
	}
}

func TestQueryLimits(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	gql := api(c).As(admin)
	for q, want := range map[string]string{
		`{ banners { totalCount } }`:             "give first or last",
		`{ banners(first: 101) { totalCount } }`: "between 0 and 100",
		`{ a: orders(first: 100) { edges { node { events(first: 100) { edges { node { id } } } } } } b: orders(first: 100) { edges { node { events(first: 100) { edges { node { id } } } } } } }`: "more than the 20000 allowed",
		`query($n: Int) { banners(first: $n) { totalCount } }`: "give first or last",
		`{ orders(first: 1) { edges { node { events(first: 1) { edges { node { order { events(first: 1) { edges { node { order { events(first: 1) { edges { node { id } } } } } } } } } } } } } } }`: "deeper than 12",
	} {
		r := gql.Do(t, q, nil)
		if r.Code() != "QUERY_TOO_LARGE" || !strings.Contains(r.Errors[0].Message, want) {
			t.Errorf("%s: %s", q, r.Body)
		}
	}
	if r := gql.Do(t, `{ banners(first: 100) { totalCount } }`, nil); len(r.Errors) > 0 {
		t.Errorf("a page of 100 refused: %s", r.Body)
	}
}

func TestIntrospectionCanBeOff(t *testing.T) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	q := `{ __schema { queryType { name } } }`
	if r := (gqltest.Client{H: graph.NewHandler(c, orders.PayPal{})}).Do(t, q, nil); len(r.Errors) > 0 {
		t.Fatalf("introspection on: %s", r.Body)
	}
	off := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{}, graph.Options{NoIntrospection: true, Limits: graph.DefaultLimits})}
	if r := off.Do(t, q, nil); len(r.Errors) == 0 {
		t.Fatalf("introspection off still answers: %s", r.Body)
	}
}

// A connection's own fields are found by name, whatever key they are asked under: aliased
// edges list the rows, edges asked twice load every column either asks for, and an aliased
// totalCount is counted, at the root and in a node (entgql v0.7.0 looked them up by alias
// and answered no rows: see ent/entc.go).
func TestAliasedConnectionFields(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		gql := api(c)
		var pkg map[string]map[string]string
		gql.As(admin).Must(t, `mutation { createPricingPackage(input: {packageName: Basic, packageDetails: "d", packagePrice: "49", packageButtonText: "b", packagePointOne: "1", packagePointTwo: "2", packagePointThree: "3", packagePointFour: "4", packagePointFive: "5", packagePointSix: "6", packagePointSeven: "7", packagePointEight: "8", packagePointNine: "9", packagePointTen: "10"}) { id } }`, nil, &pkg)
		c.PaymentSetting.Create().SetPaypalEmail("shop@site.test").ExecX(testdb.System())
		for _, name := range []string{"Ann", "Bob"} {
			var ord map[string]map[string]string
			gql.As(customer).Must(t, `mutation($p: ID!, $n: String!) { createOrder(input: {packageId: $p, customerName: $n, customerAddress: "A", customerCountry: "US"}) { id } }`,
				map[string]any{"p": pkg["createPricingPackage"]["id"], "n": name}, &ord)
			gql.As(admin).Must(t, `mutation($id: ID!) { setOrderStatus(id: $id, status: Delivered) { id } }`, map[string]any{"id": ord["createOrder"]["id"]}, nil)
		}
		answer := func(q string) string {
			var data map[string]any
			gql.As(admin).Must(t, q, nil, &data)
			b, _ := json.Marshal(data)
			return string(b)
		}
		plain := answer(`{ orders(first: 5) { totalCount edges { node { id customerName events(first: 5) { totalCount edges { node { id change } } } } } } }`)
		if strings.Count(plain, `"change":`) < 2 || !strings.Contains(plain, `"totalCount":2`) {
			t.Fatalf("the orders have no events to list: %s", plain)
		}
		aliased := answer(`{ orders(first: 5) { n: totalCount items: edges { node { id customerName ev: events(first: 5) { n: totalCount items: edges { node { id change } } } } } } }`)
		if want := strings.NewReplacer(`"totalCount"`, `"n"`, `"edges"`, `"items"`, `"events"`, `"ev"`).Replace(plain); aliased != want {
			t.Fatalf("aliased:\n%s\nnot as\n%s", aliased, want)
		}
		twice := answer(`{ orders(first: 5) { a: edges { node { id } } b: edges { node { customerName events(first: 5) { a: edges { node { id } } b: edges { node { change } } } } } } }`)
		var got struct {
			Orders struct {
				A []struct{ Node struct{ ID string } }
				B []struct {
					Node struct {
						CustomerName string
						Events       struct {
							A []struct{ Node struct{ ID string } }
							B []struct{ Node struct{ Change string } }
						}
					}
				}
			}
		}
		if err := json.Unmarshal([]byte(twice), &got); err != nil {
			t.Fatal(err)
		}
		o := got.Orders
		if len(o.A) != 2 || len(o.B) != 2 || o.A[0].Node.ID == "" || o.B[0].Node.CustomerName == "" || o.B[1].Node.CustomerName == "" ||
			len(o.B[0].Node.Events.A) == 0 || o.B[0].Node.Events.A[0].Node.ID == "" || len(o.B[0].Node.Events.B) == 0 || o.B[0].Node.Events.B[0].Node.Change == "" {
			t.Fatalf("edges asked twice: %s", twice)
		}
	})
}
