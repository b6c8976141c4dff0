// Package money keeps amounts exact: whole cents, printed with two decimals.
package money

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Cents is an amount of US cents.
type Cents int64

// Max is the largest amount accepted (one billion dollars).
const Max Cents = 100_000_000_000

// ErrFormat explains what an amount must look like.
var ErrFormat = errors.New(`must be an amount like 49 or 49.99 (dollars, at most two decimals)`)

// String prints dollars with two decimals: 4999 → "49.99".
func (c Cents) String() string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// Parse reads "49", "49.9", "49.99" or "$49.99"; negatives and more than two decimals are refused.
func Parse(s string) (Cents, error) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "$")
	whole, frac, hasFrac := strings.Cut(s, ".")
	if whole == "" || len(whole) > 10 || (hasFrac && (len(frac) == 0 || len(frac) > 2)) {
		return 0, ErrFormat
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, ErrFormat
		}
	}
	w, _ := strconv.ParseInt(whole, 10, 64)
	var f int64
	if hasFrac {
		f, _ = strconv.ParseInt((frac + "0")[:2], 10, 64)
	}
	c := Cents(w*100 + f)
	if c > Max {
		return 0, ErrFormat
	}
	return c, nil
}

// MarshalGQL writes the amount as a string with two decimals.
func (c Cents) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(c.String())) }

// UnmarshalGQL accepts a string or a number.
func (c *Cents) UnmarshalGQL(v any) (err error) {
	switch v := v.(type) {
	case string:
		*c, err = Parse(v)
	case json.Number:
		*c, err = Parse(v.String())
	case int:
		*c, err = Parse(strconv.Itoa(v))
	case int64:
		*c, err = Parse(strconv.FormatInt(v, 10))
	case float64:
		*c, err = Parse(strconv.FormatFloat(v, 'f', -1, 64))
	default:
		err = ErrFormat
	}
	return err
}

// MarshalJSON writes "49.99".
func (c Cents) MarshalJSON() ([]byte, error) { return []byte(strconv.Quote(c.String())), nil }

// UnmarshalJSON accepts "49.99" or 49.99.
func (c *Cents) UnmarshalJSON(b []byte) error {
	s := string(b)
	if u, err := strconv.Unquote(s); err == nil {
		s = u
	}
	v, err := Parse(s)
	if err != nil {
		return err
	}
	*c = v
	return nil
}
