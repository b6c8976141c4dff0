package orders_test

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/billing"
	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/mail"
	"seoagency/ent/order"
	"seoagency/ent/payment"
	"seoagency/invoices"
	"seoagency/money"
	"seoagency/rest"
	"seoagency/testdb"
)

// number is the n-th number of this year.
func number(n int) string { return invoices.Number(time.Now().UTC().Year(), n) }

// TestInvoicesFollowTheLedger: a payment notice issues one invoice, its redelivery none, a
// refund a credit note that credits it; on both databases.
func TestInvoicesFollowTheLedger(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		s := newShopAt(t, url)
		sys := testdb.System()
		s.c.SiteIdentity.Create().SetSiteName("Rank Up").SetTagline("t").SetLegalName("Rank Up Ltd").
			SetLegalAddress("9 High St, London").SetTaxID("GB123456789").ExecX(sys)
		o := s.order(t, customerCtx)
		s.pay(t, o, "TXN-1")
		all := s.c.Invoice.Query().AllX(adminCtx)
		if len(all) != 1 {
			t.Fatalf("%d invoices after one payment", len(all))
		}
		inv := all[0]
		if inv.Number != number(1) || inv.Kind != invoice.KindInvoice || inv.TxnID != "TXN-1" || inv.Total != 19999 ||
			inv.Subtotal != 19999 || inv.TaxAmount != 0 || inv.Currency != "USD" || inv.SellerName != "Rank Up Ltd" ||
			inv.SellerAddress != "9 High St, London" || inv.SellerTaxID != "GB123456789" || inv.BuyerName != "Jane Doe" ||
			inv.BuyerAddress != "1 Main St" || inv.BuyerCountry != "USA" || inv.BuyerEmail != "customer@example.com" {
			t.Fatalf("invoice: %+v", inv)
		}
		if len(inv.Lines) != 1 || inv.Lines[0].Description != "Premium plan" || inv.Lines[0].Amount() != 19999 || inv.Lines[0].Quantity != 1 {
			t.Fatalf("lines: %+v", inv.Lines)
		}
		// Redelivered, and the same payment told again: no second invoice.
		s.deliver(t, ipn(o, "TXN-1", nil))
		if m, _ := s.deliver(t, ipn(o, "TXN-1", map[string]string{"ipn_track_id": "again"})); m.Status != ipnmessage.StatusDuplicate {
			t.Fatalf("replay: %s", m.Status)
		}
		if n := s.c.Invoice.Query().CountX(adminCtx); n != 1 {
			t.Fatalf("%d invoices after redelivery", n)
		}
		// A refund of the whole amount: a credit note, the next number, negative amounts.
		m, err := s.deliver(t, ipn(o, "TXN-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-1", "mc_gross": "-199.99"}))
		if err != nil || m.Status != ipnmessage.StatusApplied {
			t.Fatalf("refund: %v %s %s", err, m.Status, m.Reason)
		}
		cn := s.c.Invoice.Query().Where(invoice.KindEQ(invoice.KindCreditNote)).WithCredits().OnlyX(adminCtx)
		if cn.Number != number(2) || cn.Total != -19999 || cn.Lines[0].Amount() != -19999 || cn.TxnID != "TXN-R1" ||
			cn.Edges.Credits == nil || cn.Edges.Credits.Number != number(1) || cn.Lines[0].Description != "Refund: Premium plan" {
			t.Fatalf("credit note: %+v", cn)
		}
		// Who reads them: the owner and the sales area; another customer sees none, a visitor is refused.
		if n := s.c.Invoice.Query().CountX(customerCtx); n != 2 {
			t.Fatalf("the owner reads %d invoices", n)
		}
		if n := s.c.Invoice.Query().CountX(otherCtx); n != 0 {
			t.Fatalf("another customer reads %d invoices", n)
		}
		if _, err := s.c.Invoice.Query().Count(visitorCtx); err == nil {
			t.Fatal("a visitor read invoices")
		}
		// Issued is final: no change, no delete, not even by the server itself.
		if err := s.c.Invoice.UpdateOneID(inv.ID).Exec(sys); err == nil || !strings.Contains(err.Error(), "cannot be changed") {
			t.Fatalf("update of an issued invoice: %v", err)
		}
		if _, err := s.c.Invoice.Update().Where(invoice.ID(inv.ID)).Save(adminCtx); err == nil {
			t.Fatal("an Owner updated an invoice")
		}
		if err := s.c.Invoice.DeleteOneID(inv.ID).Exec(sys); err == nil {
			t.Fatal("an issued invoice was deleted")
		}
		if _, err := s.c.Invoice.Create().SetNumber("2026-999999").SetYear(2026).SetKind(invoice.KindInvoice).
			SetIssuedAt(time.Now()).SetOrderID(o.ID).SetPaymentID(inv.PaymentID).SetSubtotal(1).SetTaxAmount(0).
			SetTotal(1).SetLines(nil).Save(adminCtx); err == nil {
			t.Fatal("an Owner issued an invoice by hand")
		}
		if got := s.c.Invoice.GetX(adminCtx, inv.ID); got.Total != 19999 || got.UpdatedAt != inv.UpdatedAt {
			t.Fatalf("invoice changed: %+v", got)
		}
	})
}

// TestSubscriptionPaymentsAreInvoiced: each subscr_payment of a monthly plan is one invoice.
func TestSubscriptionPaymentsAreInvoiced(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	o := s.order(t, customerCtx)
	s.apply(t, subscr(o, "subscr_signup", "I-1", "", nil), ipnmessage.StatusApplied)
	for i, txn := range []string{"S-1", "S-2", "S-3"} {
		s.apply(t, subscr(o, "subscr_payment", "I-1", txn, nil), ipnmessage.StatusApplied)
		inv := s.c.Invoice.Query().Where(invoice.TxnID(txn)).OnlyX(adminCtx)
		if inv.Number != number(i+1) || inv.Total != o.Price || inv.Lines[0].Description != "Premium plan, one month (monthly subscription)" {
			t.Fatalf("%s: %+v", txn, inv)
		}
	}
}

// TestInvoiceNumbersHaveNoGap: 50 payments at once through two connection pools (as two
// replicas) get the numbers 1 to 50 of the year; an issue rolled back leaves no gap.
func TestInvoiceNumbersHaveNoGap(t *testing.T) {
	s := newShop(t)
	other, _ := testdb.Open(t, s.url)
	// A transaction that issues and then fails gives its number back.
	first := s.order(t, customerCtx)
	rollback := errors.New("rolled back")
	err := ent.WithTx(testdb.System(), s.c, func(ctx context.Context, c *ent.Client) error {
		p := c.Payment.Create().SetTxnID("GONE").SetKind(payment.KindPayment).SetAmount(19999).SetCurrency("USD").
			SetOrderID(first.ID).SaveX(ctx)
		if inv, err := invoices.Issue(ctx, c, first, p); err != nil || inv.Number != number(1) {
			t.Fatalf("issue: %v %v", inv, err)
		}
		return rollback
	})
	if !errors.Is(err, rollback) {
		t.Fatal(err)
	}
	const n = 50
	orders := make([]*ent.Order, n)
	for i := range orders {
		orders[i] = s.order(t, customerCtx)
	}
	var wg sync.WaitGroup
	for i, o := range orders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := s.c
			if i%2 == 1 {
				c = other
			}
			raw := ipn(o, fmt.Sprintf("TXN-%d", i), nil)
			if err := s.paypal.Receive(context.Background(), c, s.q, raw); err != nil {
				t.Error(err)
				return
			}
			id := c.IpnMessage.Query().Where(ipnmessage.RawHash(hash(raw))).OnlyIDX(adminCtx)
			for s.paypal.Process(context.Background(), c, id) != nil { // a lost race is retried, as the queue would
			}
		}()
	}
	wg.Wait()
	got := s.c.Invoice.Query().Order(invoice.ByNumber()).AllX(adminCtx)
	if len(got) != n {
		t.Fatalf("%d invoices for %d payments", len(got), n)
	}
	for i, inv := range got {
		if inv.Number != number(i+1) {
			t.Fatalf("invoice %d is numbered %s", i+1, inv.Number)
		}
	}
}

// TestInvoicePDF: the PDF holds the number, the parties and the totals, the same bytes
// each time; the download answers the owner and the sales area, and 404 to anyone else.
func TestInvoicePDF(t *testing.T) {
	s := newShop(t)
	sys := testdb.System()
	s.c.SiteIdentity.Create().SetSiteName("Rank Up").SetTagline("t").SetLegalName("Rank Up Ltd").
		SetLegalAddress("9 High St, London").SetTaxID("GB123456789").ExecX(sys)
	o := s.order(t, customerCtx)
	s.pay(t, o, "TXN-1")
	s.deliver(t, ipn(o, "TXN-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-1", "mc_gross": "-50.00"}))

	// The receipt mail carries the invoice, written with it.
	receipt := s.c.Mail.Query().Where(mail.Kind("payment_receipt")).OnlyX(sys)
	if receipt.AttachmentName != number(1)+".pdf" || !strings.HasPrefix(string(receipt.Attachment), "%PDF-") ||
		!strings.Contains(receipt.Body, number(1)) {
		t.Fatalf("receipt: %s, %.20q, %s", receipt.AttachmentName, receipt.Attachment, receipt.Body)
	}
	d, err := invoices.Load(customerCtx, s.c, number(1))
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := d.PDF()
	if err != nil {
		t.Fatal(err)
	}
	again, _ := d.PDF()
	if string(pdf) != string(again) {
		t.Fatal("the same invoice gave different PDF bytes")
	}
	text := string(pdf)
	if !strings.HasPrefix(text, "%PDF-") || strings.Count(text, "/Type /Page\n") != 1 {
		t.Fatalf("not a one-page PDF: %.200s", text)
	}
	for _, want := range []string{"(Rank Up)", "(Invoice " + number(1) + ")", "(Rank Up Ltd)", "(9 High St, London)",
		"(Tax id: GB123456789)", "(Jane Doe)", "(1 Main St)", "(USA)", "(customer@example.com)", "(Premium plan)",
		"(Subtotal)", "(USD 199.99)", "(Tax \\(0%\\))", "(USD 0.00)", "(Total)", "(Order #" + itoa(o.ID) + ")"} {
		if !strings.Contains(text, want) {
			t.Errorf("the PDF lacks %s", want)
		}
	}
	cn, err := invoices.Load(adminCtx, s.c, number(2))
	if err != nil {
		t.Fatal(err)
	}
	pdf, _ = cn.PDF()
	for _, want := range []string{"(Credit note " + number(2) + ")", "(Credit note for invoice " + number(1) + ")", "(USD -50.00)", "(Refund: Premium plan)"} {
		if !strings.Contains(string(pdf), want) {
			t.Errorf("the credit note's PDF lacks %s", want)
		}
	}

	h := rest.Handler(s.c, rest.Deps{})
	path := "/api/invoices/" + number(1) + ".pdf"
	for _, c := range []struct {
		who  string
		v    *auth.Viewer
		code int
	}{
		{"owner", auth.ForContext(customerCtx), 200},
		{"owner", auth.ForContext(adminCtx), 200},
		{"another customer", auth.ForContext(otherCtx), 404},
		{"support", &auth.Viewer{UID: "s", Email: "support@example.com", EmailVerified: true, Role: auth.RoleSupport}, roleCode(auth.RoleSupport)},
		{"editor", &auth.Viewer{UID: "e", Email: "editor@example.com", EmailVerified: true, Role: auth.RoleEditor}, roleCode(auth.RoleEditor)},
		{"visitor", &auth.Viewer{}, 401},
	} {
		req := httptest.NewRequest("GET", path, nil)
		req = req.WithContext(auth.WithViewer(req.Context(), c.v))
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code != c.code {
			t.Errorf("%s: %d, want %d: %s", c.who, w.Code, c.code, w.Body)
			continue
		}
		if c.code == 200 && (w.Header().Get("Content-Type") != "application/pdf" || !strings.HasPrefix(w.Body.String(), "%PDF-") ||
			w.Header().Get("Content-Disposition") != `attachment; filename="`+number(1)+`.pdf"`) {
			t.Errorf("%s: %v %.20q", c.who, w.Header(), w.Body)
		}
	}
	// A number that does not exist is the same 404 as one not the caller's.
	if _, err := invoices.Load(customerCtx, s.c, "2026-999999"); code(err) != apierr.NotFound {
		t.Errorf("unknown number: %v", err)
	}
}

// roleCode is what a staff role gets for another's invoice: the PDF when it reads the sales area.
func roleCode(r auth.Role) int {
	if r.May(auth.Sales) >= auth.Read {
		return 200
	}
	return 404
}

// BenchmarkInvoicePDF prints the time to render one invoice's PDF.
func BenchmarkInvoicePDF(b *testing.B) {
	d := invoices.Document{SiteName: "SEO Agency", OrderID: 42, Invoice: &ent.Invoice{Number: "2026-000042", Kind: invoice.KindInvoice,
		IssuedAt: time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC), SellerName: "SEO Agency Ltd", SellerAddress: "9 High St, London",
		BuyerName: "Jane Doe", BuyerAddress: "1 Main St", BuyerCountry: "USA", BuyerEmail: "jane@example.com", Currency: "USD",
		Subtotal: 19999, Total: 19999, TxnID: "TXN-1"}}
	d.Invoice.Lines = append(d.Invoice.Lines, lineOf("Premium plan", 19999))
	var size int
	for b.Loop() {
		pdf, err := d.PDF()
		if err != nil {
			b.Fatal(err)
		}
		size = len(pdf)
	}
	b.ReportMetric(float64(size), "bytes/pdf")
}

func lineOf(desc string, c money.Cents) billing.Line {
	return billing.Line{Description: desc, Quantity: 1, UnitCents: int64(c), AmountCents: int64(c)}
}

// TestInvoiceListsAreTheirs: a customer lists their own invoices only, and the list of
// every invoice is the sales area's: a customer and an Editor are refused it.
func TestInvoiceListsAreTheirs(t *testing.T) {
	s := newShop(t)
	o := s.order(t, customerCtx)
	s.pay(t, o, "TXN-1")
	numbers := func(ctx context.Context, list func(context.Context, *ent.Client) (*ent.InvoiceQuery, *ent.InvoiceOrder, error)) ([]string, error) {
		q, _, err := list(ctx, s.c)
		if err != nil {
			return nil, err
		}
		var out []string
		for _, inv := range q.AllX(ctx) {
			out = append(out, inv.Number)
		}
		return out, nil
	}
	all := func(ctx context.Context, c *ent.Client) (*ent.InvoiceQuery, *ent.InvoiceOrder, error) {
		return invoices.All(ctx, c, nil, nil)
	}
	if got, err := numbers(customerCtx, invoices.Mine); err != nil || fmt.Sprint(got) != "["+number(1)+"]" {
		t.Fatalf("the owner's invoices: %v, %v", got, err)
	}
	if got, err := numbers(otherCtx, invoices.Mine); err != nil || len(got) != 0 {
		t.Fatalf("another customer lists %v, %v", got, err)
	}
	// Even asked by the order, another's invoice is not there for them.
	if n, err := s.c.Invoice.Query().Where(invoice.HasOrderWith(order.ID(o.ID))).Count(otherCtx); err != nil || n != 0 {
		t.Fatalf("another customer reads %d invoices of the order, %v", n, err)
	}
	editor := auth.WithViewer(context.Background(), &auth.Viewer{UID: "e", Email: "editor@example.com", EmailVerified: true, Role: auth.RoleEditor})
	for who, ctx := range map[string]context.Context{"customer": customerCtx, "editor": editor} {
		if _, err := numbers(ctx, all); code(err) != apierr.Forbidden {
			t.Errorf("%s lists every invoice: %v", who, err)
		}
	}
	if got, err := numbers(adminCtx, all); err != nil || len(got) != 1 {
		t.Fatalf("the admin lists %v, %v", got, err)
	}
}
