package pricing

import (
	"strings"
	"sync"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// countryNames maps every country's English name (lower case) to its ISO 3166 code, built
// once from the Unicode CLDR tables of golang.org/x/text; read only afterwards.
var countryNames = sync.OnceValue(func() map[string]string {
	names := map[string]string{}
	en := display.English.Regions()
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			code, ok := isoCode(string([]rune{a, b}))
			if !ok || code != string([]rune{a, b}) {
				continue
			}
			r := language.MustParseRegion(code)
			if n := en.Name(r); n != "" {
				names[strings.ToLower(n)] = code
			}
		}
	}
	// Names people write that CLDR spells otherwise.
	for n, code := range map[string]string{"usa": "US", "united states of america": "US", "uk": "GB",
		"great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB", "northern ireland": "GB",
		"holland": "NL", "the netherlands": "NL", "czech republic": "CZ", "republic of ireland": "IE"} {
		names[n] = code
	}
	return names
})

// Country reads a country as a customer writes it: an ISO 3166 code ("DE", "de") or an
// English name ("Germany", "united kingdom"). It returns the code, or false.
func Country(s string) (string, bool) {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) == 2 {
		if strings.EqualFold(s, "EL") { // Greece's prefix in the EU's VAT system
			return "GR", true
		}
		return isoCode(strings.ToUpper(s))
	}
	code, ok := countryNames()[strings.ToLower(s)]
	return code, ok
}

// isoCode reads a two-letter code as a country's current code: a replaced one reads as
// its successor (UK → GB, FX → FR).
func isoCode(s string) (string, bool) {
	r, err := language.ParseRegion(s)
	if err != nil || !r.IsCountry() {
		return "", false
	}
	code := r.Canonicalize().String()
	return code, len(code) == 2
}

// CountryName is a code's English name ("DE" → "Germany"), or the code itself.
func CountryName(code string) string {
	r, err := language.ParseRegion(code)
	if err != nil {
		return code
	}
	if n := display.English.Regions().Name(r); n != "" {
		return n
	}
	return code
}
