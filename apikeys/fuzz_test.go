package apikeys

import (
	"crypto/sha256"
	"strings"
	"testing"
)

// FuzzParse: whatever a bearer token holds, Parse takes only the exact shape of a secret
// (the prefix and 43 base64url characters) and its hash is the SHA-256 of the token.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", Prefix, Prefix + strings.Repeat("A", 43), Prefix + strings.Repeat("A", 42) + "=",
		Prefix + strings.Repeat("é", 21) + "A", "sk_test_" + strings.Repeat("A", 43), "eyJhbGciOi.x.y", Prefix + strings.Repeat("_", 43)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		hash, ok := Parse(s)
		if !ok {
			return
		}
		if len(s) != secretLen || !strings.HasPrefix(s, Prefix) || strings.ContainsAny(s[len(Prefix):], "+/=") {
			t.Fatalf("%q parsed", s)
		}
		if sum := sha256.Sum256([]byte(s)); string(sum[:]) != string(hash) {
			t.Fatal("wrong hash")
		}
	})
}

func TestParseCIDRs(t *testing.T) {
	got, err := ParseCIDRs([]string{" 203.0.113.7/24", "2001:db8::1", "10.1.2.3"})
	if err != nil || strings.Join(got, ",") != "203.0.113.0/24,2001:db8::1/128,10.1.2.3/32" {
		t.Fatalf("%v %v", got, err)
	}
	for _, bad := range []string{"10.0.0.0/33", "fe80::1%eth0", "", "host.example.com", "1.2.3"} {
		if _, err := ParseCIDRs([]string{bad}); err == nil {
			t.Errorf("%q taken", bad)
		}
	}
	if !allowed([]string{"203.0.113.0/24"}, "::ffff:203.0.113.9") || allowed([]string{"203.0.113.0/24"}, "not an address") || !allowed(nil, "x") {
		t.Error("allowed")
	}
}
