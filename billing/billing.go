// Package billing holds the values an invoice is made of that the data model stores
// as they are (an invoice's lines). It imports nothing of the project's but money, so
// the generated ent code can name its types; package invoices issues and prints invoices.
package billing

import "seoagency/money"

// Line is one line of an invoice or credit note. On a credit note the amounts are
// negative: it takes back what its invoice charged. The amounts are stored as whole
// cents (money.Cents reads only amounts of zero or more from JSON).
type Line struct {
	Description string `json:"description"`
	Quantity    int    `json:"quantity"`
	UnitCents   int64  `json:"unit_cents"`
	AmountCents int64  `json:"amount_cents"`
}

// Unit is the price of one.
func (l Line) Unit() money.Cents { return money.Cents(l.UnitCents) }

// Amount is the line's total.
func (l Line) Amount() money.Cents { return money.Cents(l.AmountCents) }
