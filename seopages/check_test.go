package seopages

import (
	"strings"
	"testing"
)

func TestChecks(t *testing.T) {
	for _, c := range []struct {
		check func(string) error
		v     string
		ok    bool
	}{
		{CheckPath, "/pricing", true}, {CheckPath, "/contact", true}, {CheckPath, "/login", false}, {CheckPath, "/pricing/", false},
		{CheckPath, "", false},
		{CheckCanonical, "", true}, {CheckCanonical, "/pricing", true}, {CheckCanonical, "https://example.org/a?b=1", true},
		{CheckCanonical, "http://example.org/", true}, {CheckCanonical, "javascript:alert(1)", false}, {CheckCanonical, "//evil.example", false},
		{CheckCanonical, `/\evil.example`, false}, {CheckCanonical, "https://user:pw@example.org/", false}, {CheckCanonical, "pricing", false},
		{CheckCanonical, "https:///nohost", false}, {CheckCanonical, "/a b", false},
		{CheckImage, "", true}, {CheckImage, "/images/card.png", true}, {CheckImage, "https://cdn.example/card.png", true},
		{CheckImage, "http://cdn.example/card.png", false}, {CheckImage, "data:image/png;base64,AAAA", false}, {CheckImage, "ftp://x.example/a.png", false},
	} {
		if err := c.check(c.v); (err == nil) != c.ok {
			t.Errorf("%q: %v, want ok=%v", c.v, err, c.ok)
		}
	}
}

func TestCut(t *testing.T) {
	long := strings.Repeat("word ", 60)
	got := cut(long, descriptionCut)
	if len([]rune(got)) > descriptionCut+1 || !strings.HasSuffix(got, "word…") {
		t.Errorf("cut: %q", got)
	}
	if got := cut("  Short   text\n here ", descriptionCut); got != "Short text here" {
		t.Errorf("short: %q", got)
	}
	if got := cut(strings.Repeat("x", 200), 10); got != "xxxxxxxxxx…" {
		t.Errorf("one long word: %q", got)
	}
}
