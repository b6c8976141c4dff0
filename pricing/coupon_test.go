package pricing

import (
	"strings"
	"testing"

	"seoagency/money"
)

func TestCouponCodes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"SPRING20", "SPRING20"},
		{"spring20", "SPRING20"}, // without case
		{"  Spring-20_x \t", "SPRING-20_X"},
		{"abc", "ABC"},
		{strings.Repeat("A", 32), strings.Repeat("A", 32)},
		// Refused: too short or long, and anything but A–Z, 0–9, - and _.
		{"", ""}, {"ab", ""}, {strings.Repeat("A", 33), ""}, {strings.Repeat("9", 10_000), ""},
		{"SPRING 20", ""}, {"SPRING20'", ""}, {"' OR '1'='1", ""}, {"x'; DROP TABLE coupons;--", ""},
		{"SPRING%", ""}, {"SPR_NG%", ""}, {"SPRING\x00", ""}, {"SPRING\n20", ""},
		{"ＳＰＲＩＮＧ２０", ""},       // full-width
		{"SPRİNG20", ""},       // a dotted capital I
		{"sprıng20", ""},       // a dotless i, which Unicode's upper case makes I
		{"ſpring20", ""},       // a long s, which it makes S
		{"SPRING\u200b20", ""}, // a zero-width space
		{"СПРИНГ20", ""},       // Cyrillic
	} {
		got, ok := CouponCode(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("CouponCode(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
		if err := CheckCouponCode(c.in); (err == nil) != (c.want != "") {
			t.Errorf("CheckCouponCode(%q) = %v", c.in, err)
		}
	}
}

// TestDiscountBeforeTax: a coupon's discount comes off the price before tax is added or
// taken out; the quote's subtotal and discount make the price's own subtotal, and
// subtotal and tax its total, to the cent.
func TestDiscountBeforeTax(t *testing.T) {
	s := Settings{SellerCountry: "DE", Rates: rates}
	for _, c := range []struct {
		name               string
		price              money.Cents
		percent            bool
		amount             int64
		include            bool
		country            string
		off, sub, tax, tot money.Cents
		discount           money.Cents
	}{
		{"20% before German VAT", 19999, true, 2000, false, "DE", 4000, 15999, 3040, 19039, 4000}, // 39.998 → 40.00; 30.3981
		{"fixed $10 before VAT", 9900, false, 1000, false, "DE", 1000, 8900, 1691, 10591, 1000},
		{"untaxed", 9900, true, 2500, false, "US", 2475, 7425, 0, 7425, 2475},
		{"half a cent rounds up", 999, true, 1250, false, "US", 125, 874, 0, 874, 125}, // 124.875
		{"12.5% of 1 cent is nothing", 1, true, 1250, false, "US", 0, 1, 0, 1, 0},
		{"99.99% leaves a cent", 10000, true, 9999, false, "US", 9999, 1, 0, 1, 9999},
		{"prices include tax: off the price paid", 11900, true, 2000, true, "DE", 2380, 8000, 1520, 9520, 2000},
		{"prices include tax, fixed", 11900, false, 1190, true, "DE", 1190, 9000, 1710, 10710, 1000},
		{"reverse charge", 10000, true, 1000, false, "FR", 1000, 9000, 0, 9000, 1000},
	} {
		t.Run(c.name, func(t *testing.T) {
			off := CouponOff(c.percent, c.amount, c.price)
			if off != c.off {
				t.Fatalf("off %s, want %s", off, c.off)
			}
			s.PricesIncludeTax = c.include
			vat := ""
			if c.name == "reverse charge" {
				vat = "FRXX123456789"
			}
			q, err := PriceLess(c.price, off, Buyer{Country: c.country, VATID: vat}, s)
			if err != nil {
				t.Fatal(err)
			}
			if q.Subtotal != c.sub || q.Tax != c.tax || q.Total != c.tot || q.Discount != c.discount {
				t.Fatalf("quote %+v, want subtotal %s tax %s total %s discount %s", q, c.sub, c.tax, c.tot, c.discount)
			}
			full, _ := Price(c.price, Buyer{Country: c.country, VATID: vat}, s)
			if q.Subtotal+q.Tax != q.Total || q.Subtotal+q.Discount != full.Subtotal {
				t.Fatalf("lines do not add up: %+v, full price %+v", q, full)
			}
		})
	}
}
