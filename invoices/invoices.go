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
	// The order's quote (the first period's, or a later one's: quoteOf) splits the payment
	// into its price and its tax; a partial refund takes back tax in the same proportion.
	q, err := quoteOf(sys, c, o, p)
	if err != nil {
		return nil, err
	}
	var tax money.Cents
	if q.total > 0 {
		tax = (2*p.Amount*q.tax + q.total) / (2 * q.total)
	}
	amount, tax := sign*p.Amount, sign*tax
	net := amount - tax
	lines := []billing.Line{{Description: what + Describe(o), Quantity: 1, UnitCents: int64(net), AmountCents: int64(net)}}
	// A whole payment (or its whole refund) with a coupon's discount shows the plan's price
	// and the discount as two lines, before tax like the subtotal.
	if q.discount > 0 && p.Amount == q.total {
		full, off := int64(net+sign*q.discount), int64(-sign*q.discount)
		lines = []billing.Line{{Description: what + Describe(o), Quantity: 1, UnitCents: full, AmountCents: full},
			{Description: what + "Coupon " + o.CouponCode, Quantity: 1, UnitCents: off, AmountCents: off}}
	}
	create := c.Invoice.Create().SetNumber(Number(now.Year(), seq)).SetYear(now.Year()).SetKind(kind).SetIssuedAt(now).
		SetOrderID(o.ID).SetPaymentID(p.ID).SetTxnID(p.TxnID).
		SetSellerName(seller).SetSellerAddress(address).SetSellerTaxID(site.TaxID).
		SetBuyerName(o.CustomerName).SetBuyerAddress(o.CustomerAddress).SetBuyerCountry(o.CustomerCountry).
		SetBuyerTaxID(o.VatID).SetBuyerEmail(o.CustomerEmail).SetCurrency(p.Currency).SetLines(lines).
		SetSubtotal(net).SetTaxRate(o.TaxRate).SetTaxAmount(tax).SetTotal(amount).SetReverseCharge(o.ReverseCharge)
	if credited != nil {
		create.SetCredits(credited)
	}
	return create.Save(sys)
}

// quote is the part of an order's quote that one payment was made under.
type quote struct{ total, tax, discount money.Cents }

// quoteOf is the quote ledger row p of o was paid under: the order's quote (a coupon's
// discount in it), or for a subscription whose coupon was for the first period only, the
// renewal's for every payment but the first (a refund or reversal: its payment's).
func quoteOf(ctx context.Context, c *ent.Client, o *ent.Order, p *ent.Payment) (quote, error) {
	first := quote{o.Total, o.TaxAmount, o.Discount}
	if o.RenewalTotal == 0 {
		return first, nil
	}
	paid := p
	if p.Kind != payment.KindPayment && p.ParentTxnID != "" {
		parent, err := c.Payment.Query().Where(payment.TxnID(p.ParentTxnID)).Only(ctx)
		if ent.IsNotFound(err) {
			return first, nil
		} else if err != nil {
			return quote{}, err
		}
		paid = parent
	}
	earlier, err := c.Payment.Query().Where(payment.HasOrderWith(order.ID(o.ID)), payment.KindEQ(payment.KindPayment),
		payment.IDLT(paid.ID)).Exist(ctx)
	if err != nil {
		return quote{}, err
	}
	if earlier {
		return quote{o.RenewalTotal, o.RenewalTaxAmount, 0}, nil
	}
	return first, nil
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
