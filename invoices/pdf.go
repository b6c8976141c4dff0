package invoices

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-pdf/fpdf"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/order"
	"seoagency/identity"
	"seoagency/money"
	"seoagency/pricing"
)

// Document is an invoice as its PDF prints it: the invoice, the number of the invoice a
// credit note credits (empty otherwise) and the site's name at the top.
type Document struct {
	Invoice  *ent.Invoice
	OrderID  int
	Credited string
	SiteName string
}

// Load reads the invoice numbered number as the viewer in ctx may (the owner of its order,
// the sales area's roles): any other viewer, or no such invoice, is the same NotFound.
func Load(ctx context.Context, c *ent.Client, number string) (Document, error) {
	inv, err := c.Invoice.Query().Where(invoice.Number(number)).WithCredits().WithOrder().Only(ctx)
	if ent.IsNotFound(err) || ent.IsNotSingular(err) {
		return Document{}, apierr.NotFoundf("No invoice %q.", number)
	}
	if err != nil {
		return Document{}, err
	}
	d := Document{Invoice: inv, OrderID: inv.Edges.Order.ID, SiteName: identity.Name(ctx, c)}
	if inv.Edges.Credits != nil {
		d.Credited = inv.Edges.Credits.Number
	}
	return d, nil
}

// Title is what the document is: "Invoice 2026-000042" or "Credit note 2026-000043".
func (d Document) Title() string {
	if d.Invoice.Kind == invoice.KindCreditNote {
		return "Credit note " + d.Invoice.Number
	}
	return "Invoice " + d.Invoice.Number
}

// FileName is the download's name.
func (d Document) FileName() string { return d.Invoice.Number + ".pdf" }

// amount writes an amount with its currency: "USD 199.99", "USD -199.99".
func amount(currency string, c money.Cents) string { return currency + " " + c.String() }

// PDF prints the document on one A4 page. The same invoice gives the same bytes: the
// PDF's dates are the issue's, and its text is left uncompressed (a few kilobytes),
// so the numbers in it can be searched and checked.
func (d Document) PDF() ([]byte, error) {
	inv := d.Invoice
	p := fpdf.New("P", "mm", "A4", "")
	p.SetCompression(false)
	p.SetCatalogSort(true)
	p.SetCreationDate(inv.IssuedAt)
	p.SetModificationDate(inv.IssuedAt)
	p.SetTitle(d.Title(), true)
	p.SetAuthor(inv.SellerName, true)
	p.SetCreator(d.SiteName, true)
	p.SetProducer("seoagency", false)
	p.SetMargins(20, 20, 20)
	p.SetAutoPageBreak(false, 20)
	p.AddPage()
	tr := p.UnicodeTranslatorFromDescriptor("") // UTF-8 to the core fonts' cp1252
	text := func(size float64, style, s string) {
		p.SetFont("Helvetica", style, size)
		p.MultiCell(0, size*0.5, tr(s), "", "L", false)
	}
	text(18, "B", d.SiteName)
	p.Ln(4)
	text(14, "B", d.Title())
	if inv.Kind == invoice.KindCreditNote && d.Credited != "" {
		text(10, "", "Credit note for invoice "+d.Credited)
	}
	text(10, "", "Date of issue: "+inv.IssuedAt.UTC().Format("2 January 2006"))
	text(10, "", "Order #"+strconv.Itoa(d.OrderID))
	p.Ln(6)

	// The parties side by side.
	top := p.GetY()
	block := func(x float64, heading string, lines ...string) float64 {
		p.SetXY(x, top)
		p.SetFont("Helvetica", "B", 10)
		p.CellFormat(80, 6, tr(heading), "", 2, "L", false, 0, "")
		p.SetFont("Helvetica", "", 10)
		for _, l := range lines {
			if strings.TrimSpace(l) == "" {
				continue
			}
			p.SetX(x)
			p.MultiCell(80, 5, tr(l), "", "L", false)
		}
		return p.GetY()
	}
	sellerTax := ""
	if inv.SellerTaxID != "" {
		sellerTax = "Tax id: " + inv.SellerTaxID
	}
	buyerTax := ""
	if inv.BuyerTaxID != "" {
		buyerTax = "Tax id: " + inv.BuyerTaxID
	}
	end := max(block(20, "From", inv.SellerName, inv.SellerAddress, sellerTax),
		block(110, "Billed to", inv.BuyerName, inv.BuyerAddress, inv.BuyerCountry, buyerTax, inv.BuyerEmail))
	p.SetXY(20, end+8)

	// The lines.
	p.SetFont("Helvetica", "B", 10)
	for _, c := range []struct {
		w     float64
		s, al string
	}{{95, "Description", "L"}, {15, "Qty", "R"}, {30, "Unit price", "R"}, {30, "Amount", "R"}} {
		p.CellFormat(c.w, 7, c.s, "B", 0, c.al, false, 0, "")
	}
	p.Ln(-1)
	p.SetFont("Helvetica", "", 10)
	for _, l := range inv.Lines {
		p.CellFormat(95, 7, tr(l.Description), "", 0, "L", false, 0, "")
		p.CellFormat(15, 7, fmt.Sprint(l.Quantity), "", 0, "R", false, 0, "")
		p.CellFormat(30, 7, amount(inv.Currency, l.Unit()), "", 0, "R", false, 0, "")
		p.CellFormat(30, 7, amount(inv.Currency, l.Amount()), "", 1, "R", false, 0, "")
	}
	p.Ln(4)
	total := func(style, label, value string) {
		p.SetFont("Helvetica", style, 10)
		p.CellFormat(140, 7, label, "", 0, "R", false, 0, "")
		p.CellFormat(30, 7, value, "", 1, "R", false, 0, "")
	}
	total("", "Subtotal", amount(inv.Currency, inv.Subtotal))
	total("", "Tax ("+pricing.Percent(inv.TaxRate)+"%)", amount(inv.Currency, inv.TaxAmount))
	total("B", "Total", amount(inv.Currency, inv.Total))
	p.Ln(8)
	if inv.ReverseCharge {
		text(10, "B", pricing.ReverseChargeNote+".")
		text(9, "", "Article 196, Council Directive 2006/112/EC.")
		p.Ln(2)
	}
	paid := "Paid with PayPal, transaction " + inv.TxnID + "."
	if inv.Kind == invoice.KindCreditNote {
		paid = "Refunded with PayPal, transaction " + inv.TxnID + "."
	}
	text(9, "", paid)
	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Latest is the last invoice issued for order o (its receipt mail attaches it); nil when
// the order has none (marked Paid by hand: no ledger row).
func Latest(ctx context.Context, c *ent.Client, o *ent.Order) (*Document, error) {
	sys := system(ctx)
	inv, err := c.Invoice.Query().Where(invoice.HasOrderWith(order.ID(o.ID)), invoice.KindEQ(invoice.KindInvoice)).
		Order(ent.Desc(invoice.FieldID)).First(sys)
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &Document{Invoice: inv, OrderID: o.ID, SiteName: identity.Name(sys, c)}, nil
}
