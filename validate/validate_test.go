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

// TestEmail: only a plain address passes; anything that a mailto: link, a mail
// header or a page could read as more than one address is refused.
func TestEmail(t *testing.T) {
	for _, ok := range []string{"a@b.co", "first.last+tag@example.com", "o'brien@example.ie", "x_y-z@mail.example-host.com",
		"a@xn--bcher-kva.example", strings.Repeat("l", 64) + "@example.com", "a@" + strings.Repeat("d", 63) + ".com"} {
		if Email(ok) != nil {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"a", "a@b", "A <a@b.co>", "a@b.co ", "@b.co", "a@", "a@@b.co", "a@b@c.co",
		"a?bcc=attacker@evil.example", "victim@example.com?bcc=attacker@evil.example", "a@b.co?subject=x",
		"a@b.co&bcc=x@y.z", "a,b@c.co", "a@b.co,c@d.co", "a;b@c.co", "a b@c.co", "a\tb@c.co", "a@b.co\r\nBcc: x@y.z",
		"a\x00@b.co", "a@b.co\x00", "\"quoted\"@b.co", "a(comment)@b.co", "a@[127.0.0.1]", "a@b..co", ".a@b.co", "a.@b.co",
		"a..b@c.co", "a@-b.co", "a@b-.co", "a@.b.co", "a@b.co.", "a@b_c.co", "ä@b.co", "a@bü.co", "a\u202e@b.co",
		strings.Repeat("l", 65) + "@example.com", "a@" + strings.Repeat("d", 64) + ".com",
		"a@" + strings.Repeat("d.", 126) + "co", "<a@b.co>", "a@b.co>", "mailto:a@b.co"} {
		if Email(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzEmail: an accepted address has one @, no character a mailto: link, a header or
// a list would split on, and fits the lengths of RFC 5321.
func FuzzEmail(f *testing.F) {
	for _, s := range []string{"a@b.co", "a?bcc=x@y.z", "a b@c.d", "a@b.co,c@d.e", "x@y.z\r\nBcc: q@r.s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if Email(s) != nil || s == "" {
			return
		}
		if strings.Count(s, "@") != 1 || strings.ContainsAny(s, "?,;:<>()[]\"\\ \t\r\n\x00") || len(s) > 254 {
			t.Fatalf("accepted %q", s)
		}
		for _, r := range s {
			if r > 0x7e || r < 0x21 {
				t.Fatalf("accepted %q with %U", s, r)
			}
		}
	})
}

// TestText: NUL and other control characters are refused in every text; tabs and
// line breaks are text.
func TestText(t *testing.T) {
	for _, ok := range []string{"", "plain", "two\nlines\r\n", "a\tb", "émoji 🎉", "\u00a0nbsp"} {
		if Text(ok) != nil {
			t.Errorf("%q refused", ok)
		}
	}
	for _, bad := range []string{"\x00", "a\x00b", "\x01", "\x07bell", "\x1b[31mred", "\x7f", "\u0085", "\u009f", "\xff\xfe", "a\xc3"} {
		err := Text(bad)
		if err == nil {
			t.Errorf("%q accepted", bad)
		} else if e := err.(*Error); e.Rule != "control" && e.Rule != "encoding" {
			t.Errorf("%q: rule %q", bad, e.Rule)
		}
	}
}
