package orders_test

import (
	"strings"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/ipnmessage"
	"seoagency/ent/mail"
	"seoagency/invoices"
	"seoagency/orders"
	"seoagency/testdb"
)

// taxed sets the agency in Germany with German, French and Hungarian rates.
func (s *shop) taxed(t testing.TB, include bool) {
	t.Helper()
	s.c.PaymentSetting.Update().SetSellerCountry("Germany").SetPricesIncludeTax(include).
		SetTaxRates("DE 19\nFR 20\nHU 27").ExecX(testdb.System())
}

func (s *shop) orderFrom(t testing.TB, country, vat string) (*ent.Order, error) {
	t.Helper()
	return orders.Create(customerCtx, s.c, orders.NewOrder{PackageID: s.pkg.ID, CustomerName: "Jane Doe",
		CustomerAddress: "1 Rue de la Paix", CustomerCountry: country, VATID: vat})
}

func checkoutForm(t *testing.T, s *shop, o *ent.Order) map[string]string {
	t.Helper()
	_, fields, err := s.paypal.Checkout(customerCtx, s.c, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	form := map[string]string{}
	for _, f := range fields {
		form[f.Name] = f.Value
	}
	return form
}

// TestTaxedOrderEndToEnd: a French consumer pays French VAT on top of the price; the
// checkout asks PayPal for the total, a notice for the bare price is refused, the total is
// accepted and invoiced with its tax line; a later change of rates changes nothing.
func TestTaxedOrderEndToEnd(t *testing.T) {
	s := newShop(t)
	s.taxed(t, false)
	o, err := s.orderFrom(t, "France", "")
	if err != nil {
		t.Fatal(err)
	}
	if o.CountryCode != "FR" || o.Subtotal != 19999 || o.TaxRate != 2000 || o.TaxAmount != 4000 || o.Total != 23999 ||
		o.ReverseCharge || o.Price != 19999 || o.CustomerCountry != "France" {
		t.Fatalf("order: %+v", o)
	}
	if form := checkoutForm(t, s, o); form["amount"] != "239.99" {
		t.Fatalf("PayPal is asked for %q", form["amount"])
	}
	s.c.PaymentSetting.Update().SetTaxRates("FR 5.5").ExecX(testdb.System())
	if got := s.get(t, o.ID); orders.Due(got) != 23999 {
		t.Fatalf("a change of rates changed the order: %s", orders.Due(got))
	}
	// The price without the tax, or a cent off, is refused; the total pays.
	for _, gross := range []string{"199.99", "239.98", "240.00", "2399.90"} {
		if m, _ := s.deliver(t, ipn(o, "TXN-"+gross, map[string]string{"mc_gross": gross})); m.Status != ipnmessage.StatusRefused ||
			!strings.Contains(m.Reason, "239.99") {
			t.Fatalf("mc_gross %s: %s %s", gross, m.Status, m.Reason)
		}
	}
	s.pay(t, o, "TXN-1")
	// The money kept is what was paid, tax included, as the refund below takes back.
	if sales, _ := orders.TotalSales(adminCtx, s.c); sales != 23999 {
		t.Errorf("total sales %s, want the 239.99 paid", sales)
	}
	today := time.Now().UTC().Format(time.DateOnly)
	if rep, err := orders.Sales(adminCtx, s.c, today, today, orders.Day); err != nil || rep.Paid != 23999 {
		t.Errorf("the sales report's paid %v (%v), want the 239.99 paid", rep, err)
	}
	inv := s.c.Invoice.Query().OnlyX(adminCtx)
	if inv.Subtotal != 19999 || inv.TaxRate != 2000 || inv.TaxAmount != 4000 || inv.Total != 23999 || inv.ReverseCharge ||
		inv.Lines[0].Amount() != 19999 {
		t.Fatalf("invoice: %+v", inv)
	}
	d, _ := invoices.Load(customerCtx, s.c, inv.Number)
	pdf, _ := d.PDF()
	for _, want := range []string{"(Tax \\(20%\\))", "(USD 40.00)", "(USD 199.99)", "(USD 239.99)"} {
		if !strings.Contains(string(pdf), want) {
			t.Errorf("the PDF lacks %s", want)
		}
	}
	if strings.Contains(string(pdf), "Reverse charge") {
		t.Error("a consumer's invoice mentions the reverse charge")
	}
	confirmation := s.c.Mail.Query().Where(mail.Kind("order_confirmation")).OnlyX(testdb.System()).Body
	for _, want := range []string{"Subtotal", "$199.99", "Tax (20%)", "$40.00", "$239.99"} {
		if !strings.Contains(confirmation, want) {
			t.Errorf("the confirmation lacks %s: %s", want, confirmation)
		}
	}
	// A partial refund takes the tax back in proportion: 60.00 of 239.99 is 10.00 of tax (10.0004).
	s.deliver(t, ipn(o, "TXN-R1", map[string]string{"payment_status": "Refunded", "parent_txn_id": "TXN-1", "mc_gross": "-60.00"}))
	cn := s.c.Invoice.Query().Where(invoice.KindEQ(invoice.KindCreditNote)).OnlyX(adminCtx)
	if cn.Total != -6000 || cn.TaxAmount != -1000 || cn.Subtotal != -5000 || cn.TaxRate != 2000 {
		t.Fatalf("credit note: %+v", cn)
	}
	if spent, _ := orders.TotalSpent(customerCtx, s.c); *spent != 17999 {
		t.Errorf("total spent %s, want 239.99 paid less 60.00 refunded", *spent)
	}
}

// TestReverseChargeOnTheInvoice: a French company with a well-formed VAT id pays the price
// without tax, and its invoice carries the id and the mention.
func TestReverseChargeOnTheInvoice(t *testing.T) {
	s := newShop(t)
	s.taxed(t, false)
	o, err := s.orderFrom(t, "FR", "fr 12 345678901")
	if err != nil {
		t.Fatal(err)
	}
	if !o.ReverseCharge || o.VatID != "FR12345678901" || o.TaxAmount != 0 || o.Total != 19999 {
		t.Fatalf("order: %+v", o)
	}
	s.pay(t, o, "TXN-1")
	// The money kept is what was paid: the price, without tax.
	if sales, _ := orders.TotalSales(adminCtx, s.c); sales != 19999 {
		t.Errorf("total sales %s, want the 199.99 paid", sales)
	}
	today := time.Now().UTC().Format(time.DateOnly)
	if rep, err := orders.Sales(adminCtx, s.c, today, today, orders.Day); err != nil || rep.Paid != 19999 {
		t.Errorf("the sales report's paid %v (%v), want the 199.99 paid", rep, err)
	}
	inv := s.c.Invoice.Query().OnlyX(adminCtx)
	if !inv.ReverseCharge || inv.BuyerTaxID != "FR12345678901" || inv.TaxAmount != 0 || inv.Total != 19999 {
		t.Fatalf("invoice: %+v", inv)
	}
	d, _ := invoices.Load(customerCtx, s.c, inv.Number)
	pdf, _ := d.PDF()
	for _, want := range []string{"(Tax id: FR12345678901)", "(Reverse charge: VAT to be accounted for by the recipient.)", "(Article 196, Council Directive 2006/112/EC.)"} {
		if !strings.Contains(string(pdf), want) {
			t.Errorf("the PDF lacks %s", want)
		}
	}
	// A German company pays German VAT: there is no reverse charge at home.
	de, err := s.orderFrom(t, "DE", "DE123456789")
	if err != nil || de.ReverseCharge || de.TaxAmount != 3800 || de.Total != 23799 {
		t.Fatalf("domestic company: %+v %v", de, err)
	}
}

// TestPricesIncludingTax: the price is what everyone pays; the invoice splits it.
func TestPricesIncludingTax(t *testing.T) {
	s := newShop(t)
	s.taxed(t, true)
	o, err := s.orderFrom(t, "hu", "")
	if err != nil {
		t.Fatal(err)
	}
	// 199.99 / 1.27 = 157.47 (157.4724…), tax 42.52.
	if o.Total != 19999 || o.Subtotal != 15747 || o.TaxAmount != 4252 || o.TaxRate != 2700 {
		t.Fatalf("order: %+v", o)
	}
	if form := checkoutForm(t, s, o); form["amount"] != "199.99" {
		t.Fatalf("PayPal is asked for %q", form["amount"])
	}
}

// TestTaxedSubscription: every period's payment is the total, in the terms and the payments.
func TestTaxedSubscription(t *testing.T) {
	s := newShop(t)
	s.monthly(t)
	s.taxed(t, false)
	o, err := s.orderFrom(t, "Germany", "")
	if err != nil {
		t.Fatal(err)
	}
	if form := checkoutForm(t, s, o); form["a3"] != "117.81" {
		t.Fatalf("a3 %q", form["a3"])
	}
	s.apply(t, subscr(o, "subscr_signup", "I-TAX", "", map[string]string{"mc_amount3": "99.00"}), ipnmessage.StatusRefused)
	s.apply(t, subscr(o, "subscr_signup", "I-TAX", "", nil), ipnmessage.StatusApplied)
	s.apply(t, subscr(o, "subscr_payment", "I-TAX", "P0", map[string]string{"mc_gross": "99.00"}), ipnmessage.StatusRefused)
	for _, txn := range []string{"P1", "P2"} {
		s.apply(t, subscr(o, "subscr_payment", "I-TAX", txn, nil), ipnmessage.StatusApplied)
	}
	for _, inv := range s.c.Invoice.Query().AllX(adminCtx) {
		if inv.Total != 11781 || inv.TaxAmount != 1881 || inv.Subtotal != 9900 {
			t.Fatalf("period's invoice: %+v", inv)
		}
	}
}

// TestOrderFormCountryAndVATID: the form's country and VAT id are refused with what to fix.
func TestOrderFormCountryAndVATID(t *testing.T) {
	s := newShop(t)
	s.taxed(t, false)
	for _, c := range []struct{ country, vat, field string }{
		{"Testland", "", "customerCountry"},
		{"Frankreich", "", "customerCountry"},
		{"France", "FR123", "vatID"},
		{"France", "DE123456789", "vatID"},
		{"France", strings.Repeat("Ä", 41), "vatID"},
		{"US", "\u0000", "vatID"},
	} {
		_, err := s.orderFrom(t, c.country, c.vat)
		if e, ok := apierr.From(err); !ok || e.Fields[c.field] == "" {
			t.Errorf("%q %q: %v, want a refusal of %s", c.country, c.vat, err, c.field)
		}
	}
	if n := s.c.Order.Query().CountX(adminCtx); n != 0 {
		t.Fatalf("%d refused orders were kept", n)
	}
}

// TestTaxSettingsAreChecked: rates and the seller's country are refused when they do not read.
func TestTaxSettingsAreChecked(t *testing.T) {
	s := newShop(t)
	sys := testdb.System()
	for _, bad := range []string{"DE", "Narnia 10", "DE 120", "DE 19, DE 7"} {
		if err := s.c.PaymentSetting.Update().SetTaxRates(bad).Exec(sys); err == nil {
			t.Errorf("rates %q accepted", bad)
		}
	}
	if err := s.c.PaymentSetting.Update().SetSellerCountry("Atlantis").Exec(sys); err == nil {
		t.Error("seller country Atlantis accepted")
	}
}
