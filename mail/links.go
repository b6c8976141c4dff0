package mail

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/url"
	"strings"
)

// Links makes the absolute, and where asked signed, links of mails. A signed link acts
// without a sign-in (confirming or ending a subscription), so its query is signed with
// LINK_SECRET and the page checks it with Verify.
type Links struct {
	PublicURL string
	Secret    string
}

const sigParam = "sig"

// URL is the absolute address of a site path, signed when asked.
func (l Links) URL(path string, signed bool) string {
	if signed {
		path = l.Sign(path)
	}
	return l.PublicURL + path
}

// Absolute makes a site path absolute and leaves a full URL as it is.
func (l Links) Absolute(s string) string {
	if strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") {
		return l.PublicURL + s
	}
	return s
}

// Sign adds sig=… to a site path: an HMAC-SHA256 of the path and its query.
func (l Links) Sign(path string) string {
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	return path + sep + sigParam + "=" + l.signature(path)
}

// Verify reports whether u (a request's URL) carries the signature of its own path
// and query: the same parameters in the same order, with sig last.
func (l Links) Verify(u *url.URL) bool {
	q := u.RawQuery
	i := strings.LastIndex(q, sigParam+"=")
	if i < 0 || (i > 0 && q[i-1] != '&') {
		return false
	}
	signed := u.EscapedPath()
	if i > 0 {
		signed += "?" + q[:i-1]
	}
	want := l.signature(signed)
	return hmac.Equal([]byte(q[i+len(sigParam)+1:]), []byte(want))
}

func (l Links) signature(path string) string {
	m := hmac.New(sha256.New, []byte(l.Secret))
	m.Write([]byte(path))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}
