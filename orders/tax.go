package orders

import (
	"context"
	"fmt"

	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/money"
	"seoagency/pricing"
)

// taxSettings reads how the agency charges tax from the payment settings; a site
// without them charges none.
func taxSettings(ctx context.Context, c *ent.Client) (pricing.Settings, error) {
	s, err := c.PaymentSetting.Query().First(system(ctx))
	if ent.IsNotFound(err) {
		return pricing.Settings{}, nil
	} else if err != nil {
		return pricing.Settings{}, err
	}
	// Both were checked when saved; a text that no longer reads (never expected) charges no tax there.
	rates, _ := pricing.ParseRates(s.TaxRates)
	seller, _ := pricing.Country(s.SellerCountry)
	return pricing.Settings{SellerCountry: seller, PricesIncludeTax: s.PricesIncludeTax, Rates: rates}, nil
}

// Due is what the order's first payment must be (each payment's, but for a coupon of a
// subscription's first period only: RenewalDue): its quote's total, tax included, a
// coupon's discount taken off (the plan's price for an order placed before tax was charged).
func Due(o *ent.Order) money.Cents {
	if o.Total > 0 {
		return o.Total
	}
	return o.Price
}

// dueSQL is Due in SQL, on the orders table t: for the sums of sales that never load rows.
func dueSQL(t interface{ C(string) string }) string {
	return fmt.Sprintf("CASE WHEN %[1]s > 0 THEN %[1]s ELSE %[2]s END", t.C(order.FieldTotal), t.C(order.FieldPrice))
}

// taxRows are the lines a mail shows for the order's money: the price, or with tax the
// subtotal, the tax (or the reverse charge) and the total; a coupon's discount before
// them, and what later periods pay when the coupon was for the first only.
func taxRows(o *ent.Order) [][2]string {
	var rows [][2]string
	price := "Price"
	if o.Discount > 0 {
		rows = [][2]string{{"Plan price", dollars(o.Subtotal + o.Discount)}, {"Coupon " + o.CouponCode, "−" + dollars(o.Discount)}}
		price = "Total"
	}
	if o.Total == 0 || o.TaxAmount == 0 && !o.ReverseCharge {
		rows = append(rows, [2]string{price, dollars(Due(o))})
	} else {
		tax := [2]string{"Tax (" + pricing.Percent(o.TaxRate) + "%)", dollars(o.TaxAmount)}
		if o.ReverseCharge {
			tax = [2]string{"Tax", pricing.ReverseChargeNote}
		}
		rows = append(rows, [2]string{"Subtotal", dollars(o.Subtotal)}, tax, [2]string{"Total", dollars(Due(o))})
	}
	if o.RenewalTotal > 0 {
		rows = append(rows, [2]string{"Later periods", PerPeriod(o.RenewalTotal, o.BillingPeriod)})
	}
	return rows
}

// vatRow shows the customer's VAT id, when they gave one.
func vatRow(o *ent.Order) [][2]string {
	if o.VatID == "" {
		return nil
	}
	return [][2]string{{"VAT id", o.VatID}}
}
