package validate

import (
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	for _, ok := range []string{"", "/pricing", "/images/a.png", "https://example.com/x", "http://a.b"} {
		if URL(ok) != nil {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"javascript:alert(1)", "JavaScript:alert(1)", "//evil.com", "data:text/html,x", "ftp://x", "https://", "pricing", "/a b", "https:evil"} {
		if URL(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzURL: an accepted link is empty, site-relative, or http(s) with a host: never a
// script or another scheme that a browser would run or follow elsewhere.
func FuzzURL(f *testing.F) {
	for _, s := range []string{"/a", "https://x.y", "javascript:x", "//x", " java\tscript:x", "http://[::1]/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if URL(s) != nil || s == "" {
			return
		}
		lower := strings.ToLower(s)
		relative := strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//")
		web := strings.HasPrefix(lower, "http://") || strings.HasPrefix(lower, "https://")
		if !relative && !web {
			t.Fatalf("accepted %q", s)
		}
		if strings.ContainsAny(s, " \t\r\n\\") {
			t.Fatalf("accepted %q with white space or a backslash", s)
		}
	})
}

func TestEmail(t *testing.T) {
	for _, ok := range []string{"a@b.co", "first.last+tag@example.com"} {
		if Email(ok) != nil {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"a", "a@b", "A <a@b.co>", "a@b.co ", "@b.co"} {
		if Email(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
