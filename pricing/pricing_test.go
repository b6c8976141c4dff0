package pricing

import (
	"strings"
	"testing"

	"seoagency/apierr"
	"seoagency/money"
)

// The agency is in Germany; it charges German VAT at home and the destination's rate to
// EU consumers (the OSS rule), and no tax outside the EU unless a rate is set.
var rates = map[string]int{"DE": 1900, "FR": 2000, "HU": 2700, "LU": 1650, "GB": 2000}

func TestTaxByCountryAndCustomer(t *testing.T) {
	for _, c := range []struct {
		name          string
		price         money.Cents
		include       bool
		country, vat  string
		code, id      string
		sub, tax, tot money.Cents
		rate          int
		reverse       bool
	}{
		{"domestic consumer", 10000, false, "Germany", "", "DE", "", 10000, 1900, 11900, 1900, false},
		{"domestic company pays VAT too", 10000, false, "DE", "DE 123 456 789", "DE", "DE123456789", 10000, 1900, 11900, 1900, false},
		{"EU consumer: the buyer's rate", 10000, false, "france", "", "FR", "", 10000, 2000, 12000, 2000, false},
		{"EU company: reverse charge", 10000, false, "FR", "fr-xx 123456789", "FR", "FRXX123456789", 10000, 0, 10000, 0, true},
		{"EU company, prefix left out", 10000, false, "Netherlands", "123456789B01", "NL", "NL123456789B01", 10000, 0, 10000, 0, true},
		{"Greece writes EL", 10000, false, "GR", "EL123456789", "GR", "EL123456789", 10000, 0, 10000, 0, true},
		{"Austria's U", 10000, false, "Austria", "U12345678", "AT", "ATU12345678", 10000, 0, 10000, 0, true},
		{"EU country without a rate set", 10000, false, "Italy", "", "IT", "", 10000, 0, 10000, 0, false},
		{"outside the EU", 10000, false, "United States", "", "US", "", 10000, 0, 10000, 0, false},
		{"outside the EU, a tax id is kept", 10000, false, "NZ", "123-456-789", "NZ", "123-456-789", 10000, 0, 10000, 0, false},
		{"outside the EU with a rate set", 10000, false, "UK", "", "GB", "", 10000, 2000, 12000, 2000, false},
		{"prices include tax", 11900, true, "DE", "", "DE", "", 10000, 1900, 11900, 1900, false},
		{"prices include tax, reverse charge pays the price", 11900, true, "FR", "FRXX123456789", "FR", "FRXX123456789", 11900, 0, 11900, 0, true},
		{"rounding up half a cent", 1050, false, "LU", "", "LU", "", 1050, 173, 1223, 1650, false}, // 17.325
		{"rounding down", 999, false, "HU", "", "HU", "", 999, 270, 1269, 2700, false},             // 269.73
		{"included, rounding", 999, true, "HU", "", "HU", "", 787, 212, 999, 2700, false},          // 786.61
		{"a cent", 1, false, "DE", "", "DE", "", 1, 0, 1, 1900, false},                             // 0.19
		{"the largest price", money.Max, false, "HU", "", "HU", "", money.Max, 27_000_000_000, 127_000_000_000, 2700, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			q, err := Price(c.price, Buyer{Country: c.country, VATID: c.vat}, Settings{SellerCountry: "DE", PricesIncludeTax: c.include, Rates: rates})
			if err != nil {
				t.Fatal(err)
			}
			want := Quote{Country: c.code, VATID: c.id, Subtotal: c.sub, TaxRate: c.rate, Tax: c.tax, Total: c.tot, ReverseCharge: c.reverse}
			if q != want {
				t.Fatalf("got %+v\nwant %+v", q, want)
			}
			if q.Subtotal+q.Tax != q.Total {
				t.Fatalf("subtotal and tax do not add up: %+v", q)
			}
		})
	}
}

func TestNoReverseChargeWithoutAnEUSeller(t *testing.T) {
	q, err := Price(10000, Buyer{Country: "FR", VATID: "FRXX123456789"}, Settings{SellerCountry: "US", Rates: rates})
	if err != nil || q.ReverseCharge || q.Tax != 2000 {
		t.Fatalf("%+v %v", q, err)
	}
}

func TestRefusedWithWhatToFix(t *testing.T) {
	s := Settings{SellerCountry: "DE", Rates: rates}
	for _, c := range []struct{ country, vat, field, says string }{
		{"Testland", "", "customerCountry", "like Germany or DE"},
		{"XX", "", "customerCountry", "ISO code"},
		{"Deutschland", "", "customerCountry", "English name"},
		{"DE", "DE12345678", "vatID", "written like DE123456789"},
		{"France", "DE123456789", "vatID", "VAT id of France"},
		{"FR", "FRIO123456789", "vatID", "FRXX123456789"},
		{"IT", "IT１２３４５６７８９０１", "vatID", "IT12345678901"}, // full-width digits
		{"DE", "DE" + strings.Repeat("1", 100), "vatID", "DE123456789"},
		{"US", strings.Repeat("9", 41), "vatID", "at most 40"},
		{"US", "<script>", "vatID", "letters, digits"},
		{"US", "ID\u202e123", "vatID", "letters, digits"},
		{strings.Repeat("Germany", 1000), "", "customerCountry", "Germany or DE"},
	} {
		_, err := Price(10000, Buyer{Country: c.country, VATID: c.vat}, s)
		e, ok := apierr.From(err)
		if !ok || e.Fields[c.field] == "" || !strings.Contains(e.Message, c.says) {
			t.Errorf("%q %q: %v, want a refusal of %s saying %q", c.country, c.vat, err, c.field, c.says)
		}
	}
}

func TestCountryNamesAndCodes(t *testing.T) {
	for in, want := range map[string]string{"DE": "DE", "de": "DE", " Germany ": "DE", "UNITED  KINGDOM": "GB", "UK": "GB",
		"USA": "US", "United States": "US", "Côte d’Ivoire": "CI", "New Zealand": "NZ", "Czechia": "CZ", "EL": "GR"} {
		if got, ok := Country(in); !ok || got != want {
			t.Errorf("Country(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "C", "ZZ", "EU", "QO", "Narnia", "001"} {
		if got, ok := Country(in); ok {
			t.Errorf("Country(%q) = %q, want a refusal", in, got)
		}
	}
}

func TestRatesAsTheAdminWritesThem(t *testing.T) {
	got, err := ParseRates("DE 19\nFrance: 20%; hu=27, LU 16.5\n\n")
	if err != nil {
		t.Fatal(err)
	}
	if FormatRates(got) != "DE 19\nFR 20\nHU 27\nLU 16.5" {
		t.Fatalf("%q", FormatRates(got))
	}
	for _, bad := range []string{"DE", "DE 19, DE 20", "Narnia 10", "DE 101", "DE -1", "DE 19.123", "DE nineteen", "DE 1e2"} {
		if _, err := ParseRates(bad); err == nil {
			t.Errorf("ParseRates(%q) accepted", bad)
		}
	}
}
