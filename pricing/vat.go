package pricing

import (
	"regexp"
	"strings"
)

// vatFormats is the form of a VAT id in each EU member state, after its prefix, as the
// European Commission's VIES service describes them. Only the form is checked: no
// service is called, so a well-formed id that was never issued passes.
var vatFormats = map[string]struct {
	prefix, pattern, example string
}{
	"AT": {"ATU", `\d{8}`, "ATU12345678"},
	"BE": {"BE", `[01]\d{9}`, "BE0123456789"},
	"BG": {"BG", `\d{9,10}`, "BG123456789"},
	"CY": {"CY", `\d{8}[A-Z]`, "CY12345678X"},
	"CZ": {"CZ", `\d{8,10}`, "CZ12345678"},
	"DE": {"DE", `\d{9}`, "DE123456789"},
	"DK": {"DK", `\d{8}`, "DK12345678"},
	"EE": {"EE", `\d{9}`, "EE123456789"},
	"ES": {"ES", `[A-Z0-9]\d{7}[A-Z0-9]`, "ESX1234567X"},
	"FI": {"FI", `\d{8}`, "FI12345678"},
	"FR": {"FR", `[A-HJ-NP-Z0-9]{2}\d{9}`, "FRXX123456789"},
	"GR": {"EL", `\d{9}`, "EL123456789"},
	"HR": {"HR", `\d{11}`, "HR12345678901"},
	"HU": {"HU", `\d{8}`, "HU12345678"},
	"IE": {"IE", `\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W]`, "IE1234567X"},
	"IT": {"IT", `\d{11}`, "IT12345678901"},
	"LT": {"LT", `\d{9}|\d{12}`, "LT123456789"},
	"LU": {"LU", `\d{8}`, "LU12345678"},
	"LV": {"LV", `\d{11}`, "LV12345678901"},
	"MT": {"MT", `\d{8}`, "MT12345678"},
	"NL": {"NL", `\d{9}B\d{2}`, "NL123456789B01"},
	"PL": {"PL", `\d{10}`, "PL1234567890"},
	"PT": {"PT", `\d{9}`, "PT123456789"},
	"RO": {"RO", `[1-9]\d{1,9}`, "RO1234567890"},
	"SE": {"SE", `\d{10}01`, "SE123456789001"},
	"SI": {"SI", `\d{8}`, "SI12345678"},
	"SK": {"SK", `\d{10}`, "SK1234567890"},
}

// vatPatterns are vatFormats compiled once; read only.
var vatPatterns = func() map[string]*regexp.Regexp {
	m := map[string]*regexp.Regexp{}
	for c, f := range vatFormats {
		m[c] = regexp.MustCompile(`^` + f.prefix + `(?:` + f.pattern + `)$`)
	}
	return m
}()

// InEU says whether a country is a member state of the European Union.
func InEU(country string) bool { _, ok := vatFormats[country]; return ok }

// MaxVATID is the longest VAT id accepted as typed (with spaces and dots).
const MaxVATID = 40

// VATID checks a VAT id of a company in an EU country and writes it as the EU does
// ("de 123.456.789" → "DE123456789"); the country's prefix may be left out. ok is false
// when it is not of the country's form; hint then shows the form.
func VATID(country, id string) (normal string, ok bool, hint string) {
	f, eu := vatFormats[country]
	if !eu {
		return "", false, ""
	}
	var b strings.Builder
	for _, r := range strings.ToUpper(id) {
		switch {
		case r == ' ' || r == '.' || r == '-':
		case r < 128:
			b.WriteRune(r)
		default:
			return "", false, f.example
		}
	}
	s := b.String()
	// The prefix may be left out: an id that starts like the country's own form gets it.
	if s != "" && (s[0] >= '0' && s[0] <= '9' || strings.HasPrefix(f.prefix[2:], s[:1])) {
		s = f.prefix[:2] + s
	}
	if len(id) > MaxVATID || !vatPatterns[country].MatchString(s) {
		return "", false, f.example
	}
	return s, true, ""
}
