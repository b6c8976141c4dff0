// Package validate holds the input rules shared by the data model, the GraphQL
// resolvers and the REST shims, so each rule is written once.
package validate

import (
	"fmt"
	"net/mail"
	"net/url"
	"strings"
	"unicode/utf8"
)

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

// Email accepts a plain address (no display name); empty is left to Required.
func Email(s string) error {
	if s == "" {
		return nil
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || !strings.Contains(s[strings.LastIndex(s, "@"):], ".") {
		return &Error{Rule: "email", Message: "must be an e-mail address like name@example.com"}
	}
	return nil
}

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
