// Package validate holds the input rules shared by the data model, the GraphQL
// resolvers and the REST shims, so each rule is written once.
package validate

import (
	"fmt"
	"net/url"
	"strings"
	"unicode/utf8"
)

// MaxSearch bounds the search text of a list (the admin's tables, the media library), in characters.
const MaxSearch = 200

// Error is a broken rule; Rule is a stable code for clients, Message a sentence for people.
type Error struct {
	Rule    string
	Message string
}

func (e *Error) Error() string { return e.Message }

// Required rejects an empty (after trimming) text.
func Required(s string) error {
	if strings.TrimSpace(s) == "" {
		return &Error{Rule: "required", Message: "is required"}
	}
	return nil
}

// MaxLen rejects texts longer than n characters.
func MaxLen(n int) func(string) error {
	return func(s string) error {
		if utf8.RuneCountInString(s) > n {
			return &Error{Rule: "maxLength", Message: fmt.Sprintf("must be at most %d characters", n)}
		}
		return nil
	}
}

// URL accepts an absolute http(s) URL or a site-relative path ("/images/a.png").
// Anything else (javascript:, data:, protocol-relative //host) is refused: these
// values end up in href and src attributes.
func URL(s string) error {
	bad := &Error{Rule: "url", Message: "must be an http(s) URL or a path starting with /"}
	if s == "" {
		return nil
	}
	if strings.ContainsAny(s, " \t\r\n\\") {
		return bad
	}
	if strings.HasPrefix(s, "/") {
		if strings.HasPrefix(s, "//") {
			return bad
		}
		return nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return bad
	}
	return nil
}

// Text refuses control characters (NUL, escape, …; tab and line breaks are text) and
// bytes that are not UTF-8: no database stores NUL in text, and no page shows the rest.
func Text(s string) error {
	if !utf8.ValidString(s) {
		return &Error{Rule: "encoding", Message: "must be UTF-8 text"}
	}
	for _, r := range s {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || (r >= 0x7f && r <= 0x9f) {
			return &Error{Rule: "control", Message: fmt.Sprintf("must not contain control characters (found U+%04X)", r)}
		}
	}
	return nil
}

// Email accepts a plain address, an RFC 5322 addr-spec in its dot-atom form: no
// display name, no comments or quoted local part, no white space or control
// characters, and no "?" (a mailto: link would read it as the start of headers such
// as bcc=). The local part is at most 64 characters, the whole at most 254, and the
// domain has at least two labels of letters, digits and inner hyphens. Empty is
// left to Required.
func Email(s string) error {
	if s == "" {
		return nil
	}
	bad := &Error{Rule: "email", Message: "must be an e-mail address like name@example.com"}
	local, domain, ok := strings.Cut(s, "@")
	if !ok || len(s) > 254 || local == "" || len(local) > 64 || !dotAtom(local, isAtext) {
		return bad
	}
	labels := strings.Split(domain, ".")
	if len(labels) < 2 || !dotAtom(domain, isLabelChar) {
		return bad
	}
	for _, l := range labels {
		if len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return bad
		}
	}
	return nil
}

// dotAtom reports whether s is non-empty runs of ok characters joined by single dots.
func dotAtom(s string, ok func(byte) bool) bool {
	for _, part := range strings.Split(s, ".") {
		if part == "" {
			return false
		}
		for i := 0; i < len(part); i++ {
			if !ok(part[i]) {
				return false
			}
		}
	}
	return true
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// isAtext is RFC 5322's atext without "?".
func isAtext(c byte) bool { return isAlnum(c) || strings.IndexByte("!#$%&'*+-/=^_`{|}~", c) >= 0 }

func isLabelChar(c byte) bool { return isAlnum(c) || c == '-' }

// OneOf accepts only the listed values.
func OneOf(values ...string) func(string) error {
	return func(s string) error {
		for _, v := range values {
			if s == v {
				return nil
			}
		}
		return &Error{Rule: "oneOf", Message: "must be one of " + strings.Join(values, ", ")}
	}
}
