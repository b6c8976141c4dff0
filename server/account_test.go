package server_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	fbauth "firebase.google.com/go/v4/auth"

	"seoagency/auth/authtest"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/payment"
	"seoagency/ent/revision"
	"seoagency/ent/subscriber"
	"seoagency/invoices"
	"seoagency/money"
	"seoagency/testdb"
)

func TestCustomerDownloadsAndDeletesTheirData(t *testing.T) {
	s := newSite(t, noLimits)
	sys := testdb.System()
	annEmail, bobEmail := authtest.UniqueEmail(t, "ann"), authtest.UniqueEmail(t, "bob")
	ann, bob := authtest.SignUpVerified(t, annEmail, "secret-123"), authtest.SignUpVerified(t, bobEmail, "secret-123")
	pkg := s.client.PricingPackage.Query().FirstIDX(context.Background())
	orderAs := func(token, name string) {
		s.gql.WithToken(token).Must(t, `mutation($p: ID!, $n: String!) { createOrder(input: {packageId: $p, customerName: $n, customerAddress: "1 Road", customerCountry: "France"}) { id } }`,
			map[string]any{"p": pkg, "n": name}, nil)
	}
	orderAs(ann, "Ann Smith")
	orderAs(ann, "Ann Smith")
	orderAs(bob, "Bob Jones")
	// Ann's first order and Bob's are paid, so invoiced; Ann's is refunded in part (a credit note).
	ledger := func(o *ent.Order, txn, parent string, kind payment.Kind, cents money.Cents) string {
		var number string
		err := ent.WithTx(sys, s.client, func(ctx context.Context, c *ent.Client) error {
			p := c.Payment.Create().SetTxnID(txn).SetParentTxnID(parent).SetKind(kind).SetAmount(cents).SetCurrency("USD").SetOrderID(o.ID).SaveX(ctx)
			inv, err := invoices.Issue(ctx, c, o, p)
			if err == nil {
				number = inv.Number
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return number
	}
	annOrder := s.client.Order.Query().Where(order.CustomerName("Ann Smith")).Order(ent.Asc(order.FieldID)).FirstX(sys)
	annInvoice := ledger(annOrder, "TXN-ANN", "", payment.KindPayment, annOrder.Price)
	annCredit := ledger(annOrder, "TXN-ANN-R", "TXN-ANN", payment.KindRefund, 1000)
	bobOrder := s.client.Order.Query().Where(order.CustomerName("Bob Jones")).OnlyX(sys)
	bobInvoice := ledger(bobOrder, "TXN-BOB", "", payment.KindPayment, bobOrder.Price)
	for _, e := range []string{annEmail, bobEmail} {
		if w := s.send("POST", "/api/add-message", "application/json", `{"fullName":"F","emailAddress":"`+e+`","subject":"S","message":"hello from `+e+`"}`, ""); w.Code != 200 {
			t.Fatalf("message: %d %s", w.Code, w.Body)
		}
		s.signUp(t, e)
	}

	// A visitor gets nothing.
	if w := s.send("GET", "/api/my-data", "", "", ""); w.Code != 401 {
		t.Fatalf("my-data as a visitor: %d", w.Code)
	}
	w := s.send("GET", "/api/my-data", "", "", ann)
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("my-data: %d %q %s", w.Code, w.Header().Get("Content-Disposition"), w.Body)
	}
	var data struct {
		Profile struct{ Email string }
		Orders  []struct {
			CustomerName, CustomerEmail string
			Events                      []struct{ Change string }
			Invoices                    []struct {
				Number, Kind, Currency string
				Total                  string
				IssuedAt               string
				Lines                  []struct {
					Description string
					AmountCents int64 `json:"amount_cents"`
				}
			}
		}
		Messages     []struct{ EmailAddress, Message string }
		Subscription *struct{ Email, Status string }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &data); err != nil {
		t.Fatal(err)
	}
	if data.Profile.Email != annEmail || len(data.Orders) != 2 || len(data.Messages) != 1 || data.Subscription == nil ||
		data.Subscription.Email != annEmail || data.Subscription.Status != "Pending" {
		t.Fatalf("ann's data: %s", w.Body)
	}
	// The paid order's invoice and credit note, with their dates, totals and lines.
	got := data.Orders[0].Invoices
	if len(got) != 2 || got[0].Number != annInvoice || got[0].Kind != "invoice" || got[0].Total != annOrder.Price.String() ||
		got[0].IssuedAt == "" || len(got[0].Lines) != 1 || got[0].Lines[0].AmountCents != int64(annOrder.Price) ||
		got[1].Number != annCredit || got[1].Kind != "credit_note" || got[1].Total != "-10.00" || len(data.Orders[1].Invoices) != 0 {
		t.Fatalf("ann's invoices: %+v / %+v", got, data.Orders[1].Invoices)
	}
	if strings.Contains(w.Body.String(), bobEmail) || strings.Contains(w.Body.String(), "Bob Jones") || strings.Contains(w.Body.String(), bobInvoice) {
		t.Fatalf("ann's data holds bob's: %s", w.Body)
	}

	// An admin cannot delete their account this way.
	_, admin := s.adminToken(t)
	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"DELETE"}`, admin); w.Code != 403 || !strings.Contains(w.Body.String(), "admin list") {
		t.Fatalf("admin deleting: %d %s", w.Code, w.Body)
	}
	// Nor anyone without the word, nor a visitor.
	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"yes"}`, ann); w.Code != 400 {
		t.Fatalf("without DELETE: %d %s", w.Code, w.Body)
	}
	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"DELETE"}`, ""); w.Code != 401 {
		t.Fatalf("visitor deleting: %d", w.Code)
	}
	if w := s.send("GET", "/api/delete-account", "", "", ann); w.Code == 200 {
		t.Fatalf("GET deleted: %d", w.Code)
	}

	totals := func() (sum int64, n int) {
		for _, o := range s.client.Order.Query().AllX(sys) {
			sum += int64(o.Price)
			n++
		}
		return
	}
	sumBefore, nBefore := totals()
	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"DELETE"}`, ann); w.Code != 200 {
		t.Fatalf("delete: %d %s", w.Code, w.Body)
	}
	if sum, n := totals(); sum != sumBefore || n != nBefore {
		t.Errorf("totals %d/%d, before %d/%d", sum, n, sumBefore, nBefore)
	}
	anon := s.client.Order.Query().Where(order.CustomerName("Deleted customer")).AllX(sys)
	if len(anon) != 2 {
		t.Fatalf("anonymised orders: %d", len(anon))
	}
	for _, o := range anon {
		if !strings.HasSuffix(o.CustomerEmail, "@invalid.invalid") || o.CustomerAddress != "Removed" || o.CustomerCountry != "Removed" {
			t.Errorf("order %d: %+v", o.ID, o)
		}
	}
	if n := s.client.Order.Query().Where(order.CustomerEmail(annEmail)).CountX(sys); n != 0 {
		t.Errorf("%d orders still carry ann's e-mail", n)
	}
	if s.client.Message.Query().Where(message.EmailAddress(annEmail)).ExistX(sys) ||
		s.client.Subscriber.Query().Where(subscriber.Email(annEmail)).ExistX(sys) {
		t.Error("ann's message or subscription is left")
	}
	for _, r := range s.client.Revision.Query().Where(revision.NodeTypeIn("Message", "Subscriber")).AllX(sys) {
		if strings.Contains(r.Before+r.After, annEmail) {
			t.Errorf("a revision keeps ann's e-mail: %+v", r)
		}
	}
	// Bob's data is untouched.
	if n := s.client.Order.Query().Where(order.CustomerEmail(bobEmail)).CountX(sys); n != 1 ||
		!s.client.Message.Query().Where(message.EmailAddress(bobEmail)).ExistX(sys) {
		t.Error("bob's data went too")
	}
	// The account is gone: no sign-in, and the old token is refused.
	if _, err := authtest.AdminClient(t).GetUserByEmail(context.Background(), annEmail); !fbauth.IsUserNotFound(err) {
		t.Errorf("ann's account: %v", err)
	}
	if w := s.send("GET", "/api/my-data", "", "", ann); w.Code != 401 {
		t.Errorf("the deleted account's token: %d", w.Code)
	}
}
