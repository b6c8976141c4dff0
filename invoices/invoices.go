// Package invoices issues the shop's invoices and credit notes, one for each row of the
// payments ledger, in the transaction that records the row (so a payment recorded once
// is invoiced once, and a rolled-back one leaves no number behind), and prints them as
// PDF (docs/payments.md#invoices).
package invoices

import (
	"context"
	"fmt"
	"time"

	"entgo.io/ent/privacy"

	"seoagency/billing"
	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/invoicecounter"
	"seoagency/ent/order"
	"seoagency/ent/payment"
	"seoagency/identity"
	"seoagency/money"
)

func system(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// Number writes an invoice's number: the year and its place in the year, 2026-000042.
func Number(year, seq int) string { return fmt.Sprintf("%d-%06d", year, seq) }

// next takes the year's next number inside the caller's transaction. The upsert locks
// the year's row until the transaction ends: another replica's issue waits for it, and a
// rollback gives the number back.
func next(ctx context.Context, c *ent.Client, year int) (int, error) {
	err := c.InvoiceCounter.Create().SetYear(year).SetLast(1).
		OnConflictColumns(invoicecounter.FieldYear).AddLast(1).Exec(ctx)
	if err != nil {
		return 0, err
	}
	row, err := c.InvoiceCounter.Query().Where(invoicecounter.Year(year)).Only(ctx)
	if err != nil {
		return 0, err
	}
	return row.Last, nil
}

// Issue writes the invoice (a payment, or a chargeback cancelled: the money is the
// shop's again) or credit note (a refund, a chargeback) of ledger row p of order o. It
// must run in the transaction that created p: p's unique invoice makes it once.
func Issue(ctx context.Context, c *ent.Client, o *ent.Order, p *ent.Payment) (*ent.Invoice, error) {
	sys := system(ctx)
	kind, sign, what := invoice.KindInvoice, money.Cents(1), ""
	var credited *ent.Invoice
	switch p.Kind {
	case payment.KindRefund, payment.KindReversal:
		kind, sign, what = invoice.KindCreditNote, -1, "Refund: "
		if p.Kind == payment.KindReversal {
			what = "Chargeback: "
		}
		var err error
		credited, err = c.Invoice.Query().Where(invoice.HasPaymentWith(payment.TxnID(p.ParentTxnID)), invoice.KindEQ(invoice.KindInvoice)).
			First(sys)
		if err != nil && !ent.IsNotFound(err) { // a payment from before invoices has none
			return nil, err
		}
	}
	site, err := identity.Load(sys, c)
	if err != nil {
		return nil, err
	}
	seller, address := site.LegalName, site.Address
	if seller == "" {
		seller = site.Name
	}
	if address == "" {
		if a, err := c.FooterAddress.Query().First(sys); err == nil {
			address = a.Footeraddress
		} else if !ent.IsNotFound(err) {
			return nil, err
		}
	}
	now := time.Now().UTC()
	seq, err := next(sys, c, now.Year())
	if err != nil {
		return nil, err
	}
	// The order's quote splits the payment into its price and its tax; a partial refund
	// takes back tax in the same proportion.
	var tax money.Cents
	if o.Total > 0 {
		tax = (2*p.Amount*o.TaxAmount + o.Total) / (2 * o.Total)
	}
	amount, tax := sign*p.Amount, sign*tax
	net := amount - tax
	line := billing.Line{Description: what + Describe(o), Quantity: 1, UnitCents: int64(net), AmountCents: int64(net)}
	create := c.Invoice.Create().SetNumber(Number(now.Year(), seq)).SetYear(now.Year()).SetKind(kind).SetIssuedAt(now).
		SetOrderID(o.ID).SetPaymentID(p.ID).SetTxnID(p.TxnID).
		SetSellerName(seller).SetSellerAddress(address).SetSellerTaxID(site.TaxID).
		SetBuyerName(o.CustomerName).SetBuyerAddress(o.CustomerAddress).SetBuyerCountry(o.CustomerCountry).
		SetBuyerTaxID(o.VatID).SetBuyerEmail(o.CustomerEmail).SetCurrency(p.Currency).SetLines([]billing.Line{line}).
		SetSubtotal(net).SetTaxRate(o.TaxRate).SetTaxAmount(tax).SetTotal(amount).SetReverseCharge(o.ReverseCharge)
	if credited != nil {
		create.SetCredits(credited)
	}
	return create.Save(sys)
}

// Describe is what an order's line says: the plan and, for a subscription, its period.
func Describe(o *ent.Order) string {
	switch o.BillingPeriod {
	case order.BillingPeriodMonthly:
		return o.PackageName + " plan, one month (monthly subscription)"
	case order.BillingPeriodYearly:
		return o.PackageName + " plan, one year (yearly subscription)"
	}
	return o.PackageName + " plan"
}
