package rest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/lifecycle"
	"seoagency/orders"
	"seoagency/rest"
	"seoagency/testdb"
)

// TestListsMatchGraphQL: every REST list answers the rows of its GraphQL twin, in the same
// order, for each role that reads it: what one hides (archived orders, another customer's),
// the other hides, and the admin's order of ordered items and newest-first lists agree.
func TestListsMatchGraphQL(t *testing.T) {
	c, _ := testdb.Open(t, testdb.Postgres(t))
	sys := testdb.System()
	testdb.Seed(t, c)
	asAdmin := auth.WithViewer(context.Background(), admin)
	pkg := c.PricingPackage.Query().FirstIDX(sys)
	c.PaymentSetting.Create().SetPaypalEmail("shop@example.com").SaveX(sys) // orders are taken
	var placed []int
	for _, v := range []*auth.Viewer{customer, other, customer, customer} {
		o, err := orders.Create(auth.WithViewer(context.Background(), v), c, orders.NewOrder{PackageID: pkg, CustomerName: "Cu", CustomerAddress: "A", CustomerCountry: "US"})
		if err != nil {
			t.Fatal(err)
		}
		placed = append(placed, o.ID)
	}
	if _, err := orders.Archive(asAdmin, c, placed[2], true); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Ann", "Bob", "Cid"} {
		c.Message.Create().SetFullName(name).SetMessage("Hello").SaveX(sys)
	}
	for _, e := range []string{"b@example.com", "a@example.com"} {
		c.Subscriber.Create().SetEmail(e).SaveX(sys)
	}
	for _, from := range []string{"/zz-old", "/aa-old"} {
		c.Redirect.Create().SetFromPath(from).SetTarget("/service").SaveX(sys)
	}
	c.AdminUser.Create().SetUserEmail("boss@example.com").SaveX(sys)
	// The last step first and the last contact item deleted: the admin's order is not the ids'.
	steps := c.Step.Query().IDsX(sys)
	if _, err := lifecycle.Move(asAdmin, c, steps[len(steps)-1], 0); err != nil {
		t.Fatal(err)
	}
	for _, id := range c.ContactItem.Query().IDsX(sys)[:2] {
		if _, err := lifecycle.Delete(asAdmin, c, id); err != nil {
			t.Fatal(err)
		}
	}

	h := rest.Handler(c, rest.Deps{})
	gql := gqltest.Client{H: graph.NewHandler(c, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits})}
	twins := []struct {
		path, field string
		as          []*auth.Viewer
	}{
		{"/logo", "logos", []*auth.Viewer{visitor}},
		{"/users", "adminUsers", []*auth.Viewer{admin}},
		{"/categories", "categories", []*auth.Viewer{visitor}},
		{"/banner", "banners", []*auth.Viewer{visitor}},
		{"/about", "abouts", []*auth.Viewer{visitor}},
		{"/service", "serviceHeadings", []*auth.Viewer{visitor}},
		{"/service-items", "serviceItems", []*auth.Viewer{visitor}},
		{"/counters", "counters", []*auth.Viewer{visitor}},
		{"/videos", "videoSections", []*auth.Viewer{visitor}},
		{"/videos-items", "teamMembers", []*auth.Viewer{visitor}},
		{"/testimonials", "pricingPackages", []*auth.Viewer{visitor}},
		{"/footer-about", "footerAbouts", []*auth.Viewer{visitor}},
		{"/footer-address", "footerAddresses", []*auth.Viewer{visitor}},
		{"/footer-social", "footerSocials", []*auth.Viewer{visitor}},
		{"/copyrights", "copyrights", []*auth.Viewer{visitor}},
		{"/contacts", "contactItems", []*auth.Viewer{visitor, admin}},
		{"/actions", "callToActions", []*auth.Viewer{visitor}},
		{"/paypal-email", "paymentSettings", []*auth.Viewer{admin}},
		{"/steps", "steps", []*auth.Viewer{visitor}},
		{"/redirects", "redirects", []*auth.Viewer{admin}},
		{"/page-seo", "pageSeos", []*auth.Viewer{admin}},
		{"/subscribers", "subscribers", []*auth.Viewer{admin}},
		{"/messages", "messages", []*auth.Viewer{admin}},
		{"/orders", "orders", []*auth.Viewer{customer, other, admin}},
		{"/trash", "trash", []*auth.Viewer{admin}},
	}
	twinned := map[string]bool{}
	for _, tw := range twins {
		twinned[tw.path] = true
	}
	for _, rt := range rest.Routes() {
		list := rt.Method == "GET" && !strings.Contains(rt.Path, "{") && !rt.Served() && !strings.HasSuffix(rt.Path, ".csv")
		if list && !twinned[rt.Path] {
			t.Errorf("the REST list %s has no GraphQL twin in this test", rt.Path)
		}
	}
	for _, tw := range twins {
		for _, v := range tw.as {
			code, body := do(t, h, call{method: "GET", path: "/api" + tw.path, as: v})
			var rows []struct {
				ID int `json:"_id"`
			}
			if err := json.Unmarshal(body, &rows); code != 200 || err != nil {
				t.Fatalf("GET %s as %s: %d %s", tw.path, who(v), code, body)
			}
			var fromREST []string
			for _, r := range rows {
				fromREST = append(fromREST, fmt.Sprint(r.ID))
			}
			var data map[string]struct {
				Edges []struct{ Node struct{ ID string } }
			}
			gql.As(v).Must(t, fmt.Sprintf(`{ %s(first: 100) { edges { node { id } } } }`, tw.field), nil, &data)
			var fromGraphQL []string
			for _, e := range data[tw.field].Edges {
				fromGraphQL = append(fromGraphQL, e.Node.ID)
			}
			if len(fromREST) == 0 || !slices.Equal(fromREST, fromGraphQL) {
				t.Errorf("%s as %s: REST %v, GraphQL %s %v", tw.path, who(v), fromREST, tw.field, fromGraphQL)
			}
		}
	}
}
