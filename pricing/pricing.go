// Package pricing is the one place that says what an order costs: the plan's price, the
// tax of the buyer's country as the agency set it, or the EU's reverse charge for a
// company of another member state (docs/payments.md#tax). Orders keep its Quote as a
// snapshot, so a later change of rates never changes an order; the checkout, PayPal's
// form and notices, the mails and the invoices all read that snapshot.
package pricing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"seoagency/apierr"
	"seoagency/money"
	"seoagency/validate"
)

// Settings is how the agency charges tax.
type Settings struct {
	// SellerCountry is the agency's country (ISO code); empty: no reverse charge.
	SellerCountry string
	// PricesIncludeTax: plan prices are what customers pay, tax included; else tax is added.
	PricesIncludeTax bool
	// Rates is the tax rate of each country, in hundredths of a percent (1900 is 19%);
	// a country without one is charged no tax.
	Rates map[string]int
}

// MaxRate is the highest rate accepted: 100%.
const MaxRate = 10000

// ParseRates reads the rates as the admin writes them, one country a line or separated
// by commas or semicolons: a country (code or English name) and a percent with at most
// two decimals, "DE 19", "France 20", "HU 27%", "LU 16.5".
func ParseRates(s string) (map[string]int, error) {
	rates := map[string]int{}
	for _, item := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == ',' || r == ';' }) {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		i := strings.LastIndexAny(item, " \t:=")
		if i < 0 {
			return nil, fmt.Errorf("%q: write a country and its rate, like DE 19", clip(item))
		}
		country, ok := Country(strings.Trim(item[:i], " \t:="))
		if !ok {
			return nil, fmt.Errorf("%q: no country has that code or English name", clip(item))
		}
		rate, err := percent(strings.TrimSuffix(strings.TrimSpace(item[i+1:]), "%"))
		if err != nil {
			return nil, fmt.Errorf("%q: the rate must be a percent from 0 to 100 with at most two decimals, like 19 or 16.5", clip(item))
		}
		if _, twice := rates[country]; twice {
			return nil, fmt.Errorf("%q: %s has a rate already", clip(item), country)
		}
		rates[country] = rate
	}
	return rates, nil
}

// CheckRates is ParseRates as a field validator.
func CheckRates(s string) error { _, err := ParseRates(s); return err }

// FormatRates writes rates as ParseRates reads them, sorted by country: "DE 19\nFR 20".
func FormatRates(rates map[string]int) string {
	var lines []string
	for c, r := range rates {
		lines = append(lines, c+" "+Percent(r))
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// percent reads "19" or "16.5" as hundredths of a percent.
func percent(s string) (int, error) {
	c, err := money.Parse(s) // the same form: digits, at most two decimals
	if err != nil || c > MaxRate {
		return 0, fmt.Errorf("bad rate")
	}
	return int(c), nil
}

// Percent writes hundredths of a percent: 1900 → "19", 1650 → "16.5", 1625 → "16.25".
func Percent(rate int) string {
	s := strconv.Itoa(rate/100) + "." + fmt.Sprintf("%02d", rate%100)
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}

func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// Buyer is who orders, as the order form says.
type Buyer struct {
	Country string // as typed: an ISO code or an English name
	VATID   string // optional: a company's VAT id
}

// Quote is what an order costs, per payment (a subscription pays it every period).
type Quote struct {
	Country       string      // the buyer's ISO code
	VATID         string      // the VAT id as the EU writes it, or as typed outside the EU; may be empty
	Subtotal      money.Cents // before tax
	TaxRate       int         // hundredths of a percent; 0 with ReverseCharge
	Tax           money.Cents
	Total         money.Cents // what PayPal takes
	ReverseCharge bool        // an EU company of another member state accounts for the VAT
	// Discount is what a coupon took off, before tax (as Subtotal is): the price's own
	// subtotal is Subtotal + Discount, so an invoice's lines add up.
	Discount money.Cents
}

// ReverseChargeNote is the mention that an invoice and the checkout carry instead of tax.
const ReverseChargeNote = "Reverse charge: VAT to be accounted for by the recipient"

// Price quotes a plan's price for a buyer. A country that cannot be read or a VAT id
// that is not of its country's form is refused with what to fix, as an apierr for the
// order form's fields.
func Price(price money.Cents, b Buyer, s Settings) (Quote, error) { return PriceLess(price, 0, b, s) }

// PriceLess quotes a plan's price less a coupon's discount off (CouponOff, less than the
// price): the discount comes off the price before tax is added or taken out.
func PriceLess(price, off money.Cents, b Buyer, s Settings) (Quote, error) {
	country, ok := Country(b.Country)
	if !ok {
		return Quote{}, apierr.Invalid("customerCountry", "country",
			"Write the country as its English name or its two-letter ISO code, like Germany or DE.")
	}
	q := Quote{Country: country}
	if err := validate.Text(b.VATID); err != nil { // the rule every stored text has
		return Quote{}, apierr.Invalid("vatID", "control", "vatID "+err.Error())
	}
	if id := strings.TrimSpace(b.VATID); id != "" {
		switch normal, ok, hint := VATID(country, id); {
		case ok:
			q.VATID = normal
		case InEU(country):
			return Quote{}, apierr.Invalid("vatID", "format", fmt.Sprintf(
				"That is not a VAT id of %s: it is written like %s. Leave the field empty if you order as a private person.", CountryName(country), hint))
		case len(id) > MaxVATID || !plainID(id):
			return Quote{}, apierr.Invalid("vatID", "format", fmt.Sprintf("A tax id has at most %d letters, digits, spaces, dots or dashes.", MaxVATID))
		default: // outside the EU a tax id is printed on the invoice and changes nothing
			q.VATID = strings.ToUpper(id)
		}
	}
	q.ReverseCharge = q.VATID != "" && InEU(country) && InEU(s.SellerCountry) && country != s.SellerCountry
	if !q.ReverseCharge {
		q.TaxRate = s.Rates[country]
	}
	net := func(price money.Cents) money.Cents { // the price before tax
		if s.PricesIncludeTax {
			return divRound(price*MaxRate, money.Cents(MaxRate+q.TaxRate))
		}
		return price
	}
	pay := price - off
	q.Subtotal = net(pay)
	if s.PricesIncludeTax {
		q.Total = pay
		q.Tax = pay - q.Subtotal
	} else {
		q.Tax = divRound(pay*money.Cents(q.TaxRate), MaxRate)
		q.Total = pay + q.Tax
	}
	if off > 0 {
		q.Discount = net(price) - q.Subtotal
	}
	return q, nil
}

// divRound divides amounts of zero or more, rounding half a cent up.
func divRound(a, b money.Cents) money.Cents { return (2*a + b) / (2 * b) }

func plainID(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == ' ' || r == '.' || r == '-') {
			return false
		}
	}
	return true
}
