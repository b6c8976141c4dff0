package money

import "testing"

func TestParseAndString(t *testing.T) {
	for in, want := range map[string]Cents{"49": 4900, "49.9": 4990, "49.99": 4999, "$0.01": 1, " 199.00 ": 19900} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "-1", "1.999", "abc", "1e3", "1.", ".5", "12345678901", "1,00"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if Cents(4999).String() != "49.99" || Cents(5).String() != "0.05" {
		t.Error("String")
	}
}

// FuzzParse: whatever comes in, an accepted amount is in range and prints back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"49", "49.99", "$1.5", "-3", "1e9", "99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		if c < 0 || c > Max {
			t.Fatalf("Parse(%q) = %d out of range", s, c)
		}
		if back, err := Parse(c.String()); err != nil || back != c {
			t.Fatalf("Parse(%q) = %d prints as %q which reads %d, %v", s, c, c.String(), back, err)
		}
	})
}
