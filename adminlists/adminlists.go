// Package adminlists is the admin's tables of orders, messages and subscribers: their text
// search, status and date filters and sorts, written once for the GraphQL lists and the CSV
// export. The filters are the tables' URL parameters: q, payment, status, from, to, sort.
package adminlists

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"entgo.io/contrib/entgql"
	entgo "entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/predicate"
	"seoagency/ent/schema"
	"seoagency/ent/subscriber"
	"seoagency/lists"
	"seoagency/validate"
)

// OrderFilter filters the working orders (lists.Orders: archived ones hidden). Q searches the customer's name and
// e-mail and the package name; From and To (YYYY-MM-DD, UTC, both included) bound the order date.
type OrderFilter struct {
	Q        string
	Payment  *order.PaymentStatus
	Status   *order.OrderStatus
	From, To string
}

// MessageFilter filters messages. Q searches the sender's name and e-mail and the subject;
// From and To bound the day received.
type MessageFilter struct {
	Q        string
	Status   *message.MessageStatus
	From, To string
}

// SubscriberFilter filters subscribers. Q searches the e-mail; From and To bound the day of sign-up.
type SubscriberFilter struct {
	Q        string
	Status   *subscriber.Status
	From, To string
}

// Sort is a list's order, as the URL writes it: "-date" (newest first, the default), "date",
// and for orders "amount" and "-amount" (the price).
type Sort struct {
	Amount bool
	Asc    bool
}

// ParseSort reads a sort; amount says whether the list may be sorted by amount.
func ParseSort(s string, amount bool) (Sort, error) {
	allowed := []string{"-date", "date"}
	if amount {
		allowed = append(allowed, "-amount", "amount")
	}
	switch s {
	case "", "-date":
		return Sort{}, nil
	case "date":
		return Sort{Asc: true}, nil
	case "-amount", "amount":
		if amount {
			return Sort{Amount: true, Asc: s == "amount"}, nil
		}
	}
	return Sort{}, apierr.Invalid("sort", "oneOf", "sort must be one of "+strings.Join(allowed, ", ")+".")
}

func (s Sort) direction() entgql.OrderDirection {
	if s.Asc {
		return entgql.OrderDirectionAsc
	}
	return entgql.OrderDirectionDesc
}

// Orders is the admin's query of orders under f, in the order s; the sales area's readers.
func Orders(ctx context.Context, c *ent.Client, f OrderFilter, s Sort) (*ent.OrderQuery, *ent.OrderOrder, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, nil, err
	}
	q, from, to, err := common(f.Q, f.From, f.To)
	if err != nil {
		return nil, nil, err
	}
	var ps []predicate.Order
	if q != "" {
		ps = append(ps, order.Or(order.CustomerNameContainsFold(q), order.CustomerEmailContainsFold(q), order.PackageNameContainsFold(q)))
	}
	if f.Payment != nil {
		ps = append(ps, order.PaymentStatusEQ(*f.Payment))
	}
	if f.Status != nil {
		ps = append(ps, order.OrderStatusEQ(*f.Status))
	}
	if !from.IsZero() {
		ps = append(ps, order.OrderDateGTE(from))
	}
	if !to.IsZero() {
		ps = append(ps, order.OrderDateLT(to))
	}
	by := ent.OrderOrderFieldOrderDate
	if s.Amount {
		by = ent.OrderOrderFieldPrice
	}
	working, _ := lists.Orders(c, nil)
	return working.Where(ps...), &ent.OrderOrder{Field: by, Direction: s.direction()}, nil
}

// Messages is the admin's query of messages under f, newest first unless s says otherwise.
func Messages(ctx context.Context, c *ent.Client, f MessageFilter, s Sort) (*ent.MessageQuery, *ent.MessageOrder, error) {
	if err := auth.Require(ctx, auth.Inbox, auth.Read); err != nil {
		return nil, nil, err
	}
	q, from, to, err := common(f.Q, f.From, f.To)
	if err != nil {
		return nil, nil, err
	}
	var ps []predicate.Message
	if q != "" {
		ps = append(ps, message.Or(message.FullNameContainsFold(q), message.EmailAddressContainsFold(q), message.SubjectContainsFold(q)))
	}
	if f.Status != nil {
		ps = append(ps, message.MessageStatusEQ(*f.Status))
	}
	if !from.IsZero() {
		ps = append(ps, message.CreatedAtGTE(from))
	}
	if !to.IsZero() {
		ps = append(ps, message.CreatedAtLT(to))
	}
	return c.Message.Query().Where(ps...), &ent.MessageOrder{Field: ent.MessageOrderFieldCreatedAt, Direction: s.direction()}, nil
}

// Subscribers is the admin's query of subscribers under f, newest first unless s says otherwise.
func Subscribers(ctx context.Context, c *ent.Client, f SubscriberFilter, s Sort) (*ent.SubscriberQuery, *ent.SubscriberOrder, error) {
	if err := auth.Require(ctx, auth.Inbox, auth.Read); err != nil {
		return nil, nil, err
	}
	q, from, to, err := common(f.Q, f.From, f.To)
	if err != nil {
		return nil, nil, err
	}
	var ps []predicate.Subscriber
	if q != "" {
		ps = append(ps, subscriber.EmailContainsFold(q))
	}
	if f.Status != nil {
		ps = append(ps, subscriber.StatusEQ(*f.Status))
	}
	if !from.IsZero() {
		ps = append(ps, subscriber.CreatedAtGTE(from))
	}
	if !to.IsZero() {
		ps = append(ps, subscriber.CreatedAtLT(to))
	}
	return c.Subscriber.Query().Where(ps...), &ent.SubscriberOrder{Field: ent.SubscriberOrderFieldCreatedAt, Direction: s.direction()}, nil
}

// common checks the search text and the dates: from is the first instant of the from day,
// to the first instant after the to day (zero when not given). LIKE's wildcards in q are
// matched literally (ent's ContainsFold escapes them), case aside.
func common(q, fromDay, toDay string) (string, time.Time, time.Time, error) {
	q = strings.TrimSpace(q)
	if n := utf8.RuneCountInString(q); n > validate.MaxSearch {
		return "", time.Time{}, time.Time{}, apierr.Invalid("q", "maxLength", fmt.Sprintf("q (the search text) must be at most %d characters, not %d.", validate.MaxSearch, n))
	}
	from, err := day("from", fromDay)
	if err != nil {
		return "", time.Time{}, time.Time{}, err
	}
	to, err := day("to", toDay)
	if err != nil {
		return "", time.Time{}, time.Time{}, err
	}
	if !from.IsZero() && !to.IsZero() && to.Before(from) {
		return "", time.Time{}, time.Time{}, apierr.Invalid("to", "range", fmt.Sprintf("to (%s) must not be before from (%s).", toDay, fromDay))
	}
	if !to.IsZero() {
		to = to.AddDate(0, 0, 1)
	}
	return q, from, to, nil
}

func day(field, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return time.Time{}, apierr.Invalid(field, "date", fmt.Sprintf("%s must be a date written YYYY-MM-DD, not %q.", field, clip(s)))
	}
	return t, nil
}

// clip keeps an echoed value short.
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40]) + "…"
}

// OrderFilterOf reads the orders table's URL parameters (the CSV export's query string).
func OrderFilterOf(v url.Values) (OrderFilter, Sort, error) {
	f := OrderFilter{Q: v.Get("q"), From: v.Get("from"), To: v.Get("to")}
	var err error
	if f.Payment, err = enum[order.PaymentStatus](v, "payment", schema.Order{}.Fields(), "payment_status"); err != nil {
		return f, Sort{}, err
	}
	if f.Status, err = enum[order.OrderStatus](v, "status", schema.Order{}.Fields(), "order_status"); err != nil {
		return f, Sort{}, err
	}
	s, err := ParseSort(v.Get("sort"), true)
	return f, s, err
}

// MessageFilterOf reads the messages table's URL parameters.
func MessageFilterOf(v url.Values) (MessageFilter, Sort, error) {
	f := MessageFilter{Q: v.Get("q"), From: v.Get("from"), To: v.Get("to")}
	var err error
	if f.Status, err = enum[message.MessageStatus](v, "status", schema.Message{}.Fields(), "message_status"); err != nil {
		return f, Sort{}, err
	}
	s, err := ParseSort(v.Get("sort"), false)
	return f, s, err
}

// SubscriberFilterOf reads the subscribers table's URL parameters.
func SubscriberFilterOf(v url.Values) (SubscriberFilter, Sort, error) {
	f := SubscriberFilter{Q: v.Get("q"), From: v.Get("from"), To: v.Get("to")}
	var err error
	if f.Status, err = enum[subscriber.Status](v, "status", schema.Subscriber{}.Fields(), "status"); err != nil {
		return f, Sort{}, err
	}
	s, err := ParseSort(v.Get("sort"), false)
	return f, s, err
}

// enum reads the parameter param as a value of the enum field named column of the data
// model (none when empty); the values allowed are the model's.
func enum[T ~string](v url.Values, param string, fields []entgo.Field, column string) (*T, error) {
	s := v.Get(param)
	if s == "" {
		return nil, nil
	}
	var values []string
	for _, f := range fields {
		if d := f.Descriptor(); d.Name == column {
			for _, e := range d.Enums {
				values = append(values, e.V)
			}
		}
	}
	for _, allowed := range values {
		if s == allowed {
			t := T(s)
			return &t, nil
		}
	}
	return nil, apierr.Invalid(param, "oneOf", fmt.Sprintf("%s must be one of %s, not %q.", param, strings.Join(values, ", "), clip(s)))
}

// keysetAfter is the rows after (value, id) in the order of column then id, both ascending
// or both descending: how the export reads a list batch by batch without OFFSET.
func keysetAfter(column string, asc bool, value any, id int) func(*sql.Selector) {
	return func(s *sql.Selector) {
		cols := []string{s.C(column), s.C("id")}
		if asc {
			s.Where(sql.CompositeGT(cols, value, id))
		} else {
			s.Where(sql.CompositeLT(cols, value, id))
		}
	}
}
