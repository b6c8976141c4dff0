package mail_test

import (
	"net/url"
	"testing"

	"seoagency/mail"
)

// FuzzVerify: no URL a stranger makes up passes as signed (unless it is one the site
// signed), and none makes Verify fail in another way than saying no.
func FuzzVerify(f *testing.F) {
	l := mail.Links{PublicURL: "https://shop.test", Secret: secret}
	for _, s := range []string{
		l.Sign("/newsletter/confirm?subscriber=7"), "/x?sig=", "/x?a=1&sig=abc", "/?sig=%ZZ", "/x?&&sig=&sig=", "//evil?sig=x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		u, err := url.Parse(raw)
		if err != nil {
			return
		}
		if l.Verify(u) {
			// Only what Sign made passes: the same path and query signed again give the same link.
			i := len(u.RawQuery) - len(u.Query().Get("sig")) - len("sig=")
			unsigned := u.EscapedPath()
			if i > 0 {
				unsigned += "?" + u.RawQuery[:i-1]
			}
			if l.Sign(unsigned) != u.EscapedPath()+"?"+u.RawQuery {
				t.Fatalf("%q verifies but was not signed by the site", raw)
			}
		}
	})
}
