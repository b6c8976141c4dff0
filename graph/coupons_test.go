package graph_test

import (
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/auditentry"
	"seoagency/testdb"
)

// TestCouponsThroughGraphQL: the sales area's staff add and change coupons (audited);
// Support reads them but changes nothing; a customer's order sends only the code, and the
// server's discount and the refusals come back as a client sees them.
func TestCouponsThroughGraphQL(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		testdb.Seed(t, c)
		c.PaymentSetting.Create().SetPaypalEmail("shop@site.test").ExecX(testdb.System())
		gql := api(c)
		owner, support := gql.As(admin), gql.As(&auth.Viewer{UID: "s", Email: "support@example.com", EmailVerified: true, Role: auth.RoleSupport})
		var pkgs struct {
			PricingPackages struct {
				Edges []struct {
					Node struct{ ID, PackagePrice string }
				}
			}
		}
		owner.Must(t, `{ pricingPackages(first: 1) { edges { node { id packagePrice } } } }`, nil, &pkgs)
		pkg := pkgs.PricingPackages.Edges[0].Node

		var created struct {
			CreateCoupon struct{ ID, Code, Amount, Kind string }
		}
		owner.Must(t, `mutation($p: ID!) { createCoupon(input: {code: " spring-20 ", kind: percent, amount: "20", planID: $p, maxUses: 5}) { id code amount kind } }`,
			map[string]any{"p": pkg.ID}, &created)
		if created.CreateCoupon.Code != "SPRING-20" || created.CreateCoupon.Amount != "20.00" {
			t.Fatalf("created %+v", created)
		}
		if n := c.AuditEntry.Query().Where(auditentry.EntityType("Coupon"), auditentry.ActionEQ(auditentry.ActionCreate)).CountX(testdb.System()); n != 1 {
			t.Errorf("%d audit lines for the new coupon", n)
		}
		for _, bad := range []struct{ query, field, rule string }{
			{`mutation { createCoupon(input: {code: "FREE", kind: percent, amount: "100"}) { id } }`, "amount", "range"},
			{`mutation { createCoupon(input: {code: "no spaces", kind: fixed, amount: "10"}) { id } }`, "code", "format"},
			{`mutation { createCoupon(input: {code: "Spring-20", kind: fixed, amount: "10"}) { id } }`, "code", "unique"},
			{`mutation { createCoupon(input: {code: "ZERO", kind: fixed, amount: "0"}) { id } }`, "amount", "range"},
			{`mutation { createCoupon(input: {code: "NOBODY", kind: fixed, amount: "1", maxUses: 0}) { id } }`, "maxUses", "range"},
		} {
			r := owner.Do(t, bad.query, nil)
			if len(r.Errors) == 0 || r.Errors[0].Extensions.Fields[bad.field] != bad.rule {
				t.Errorf("%s: want %s=%s, got %s", bad.query, bad.field, bad.rule, r.Body)
			}
		}
		var list struct{ Coupons struct{ TotalCount int } }
		support.Must(t, `{ coupons(first: 10) { totalCount } }`, nil, &list)
		if list.Coupons.TotalCount != 1 {
			t.Fatalf("Support reads %d coupons", list.Coupons.TotalCount)
		}
		for _, q := range []string{`mutation($id: ID!) { updateCoupon(id: $id, input: {active: false}) { id } }`,
			`mutation { createCoupon(input: {code: "MINE", kind: percent, amount: "50"}) { id } }`} {
			if r := support.Do(t, q, map[string]any{"id": created.CreateCoupon.ID}); r.Code() != "FORBIDDEN" {
				t.Errorf("Support: %s", r.Body)
			}
			if r := gql.As(customer).Do(t, q, map[string]any{"id": created.CreateCoupon.ID}); r.Code() != "FORBIDDEN" {
				t.Errorf("a customer: %s", r.Body)
			}
		}
		if r := gql.As(customer).Do(t, `{ coupons(first: 10) { totalCount } }`, nil); r.Code() != "FORBIDDEN" {
			t.Errorf("a customer listed coupons: %s", r.Body)
		}

		order := `mutation($p: ID!, $code: String) { createOrder(input: {packageId: $p, customerName: "C", customerAddress: "A",
			customerCountry: "US", vatID: "", couponCode: $code}) { id price couponCode discount amountDue renewalAmountDue } }`
		var placed struct {
			CreateOrder struct {
				Price, CouponCode, Discount, AmountDue string
				RenewalAmountDue                       *string
			}
		}
		gql.As(customer).Must(t, order, map[string]any{"p": pkg.ID, "code": "spring-20"}, &placed)
		if o := placed.CreateOrder; o.CouponCode != "SPRING-20" || o.Discount == "0.00" || o.AmountDue == o.Price || o.RenewalAmountDue != nil {
			t.Fatalf("order %+v", o)
		}
		owner.Must(t, `mutation($id: ID!) { updateCoupon(id: $id, input: {active: false}) { id } }`, map[string]any{"id": created.CreateCoupon.ID}, nil)
		for code, rule := range map[string]string{"spring-20": "inactive", "NOPE": "exists", "x' OR 1=1 --": "format", strings.Repeat("A", 100_000): "format"} {
			r := gql.As(customer).Do(t, order, map[string]any{"p": pkg.ID, "code": code})
			if r.Code() != "VALIDATION" || r.Errors[0].Extensions.Fields["couponCode"] != rule {
				t.Errorf("code %q: want couponCode=%s, got %s", code, rule, r.Body)
			}
		}
	})
}
