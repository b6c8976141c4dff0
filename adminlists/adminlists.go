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
	ps, err := where[predicate.Order](ctx, filter{q: f.Q, from: f.From, to: f.To, day: order.FieldOrderDate,
		search: []string{order.FieldCustomerName, order.FieldCustomerEmail, order.FieldPackageName},
		is:     [][2]string{{order.FieldPaymentStatus, value(f.Payment)}, {order.FieldOrderStatus, value(f.Status)}}})
	if err != nil {
		return nil, nil, err
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
	ps, err := where[predicate.Message](ctx, filter{q: f.Q, from: f.From, to: f.To, day: message.FieldCreatedAt,
		search: []string{message.FieldFullName, message.FieldEmailAddress, message.FieldSubject},
		is:     [][2]string{{message.FieldMessageStatus, value(f.Status)}}})
	if err != nil {
		return nil, nil, err
	}
	return c.Message.Query().Where(ps...), &ent.MessageOrder{Field: ent.MessageOrderFieldCreatedAt, Direction: s.direction()}, nil
}

// Subscribers is the admin's query of subscribers under f, newest first unless s says otherwise.
func Subscribers(ctx context.Context, c *ent.Client, f SubscriberFilter, s Sort) (*ent.SubscriberQuery, *ent.SubscriberOrder, error) {
	if err := auth.Require(ctx, auth.Inbox, auth.Read); err != nil {
		return nil, nil, err
	}
	ps, err := where[predicate.Subscriber](ctx, filter{q: f.Q, from: f.From, to: f.To, day: subscriber.FieldCreatedAt,
		search: []string{subscriber.FieldEmail},
		is:     [][2]string{{subscriber.FieldStatus, value(f.Status)}}})
	if err != nil {
		return nil, nil, err
	}
	return c.Subscriber.Query().Where(ps...), &ent.SubscriberOrder{Field: ent.SubscriberOrderFieldCreatedAt, Direction: s.direction()}, nil
}

// filter is a table's filter in the data model's columns.
type filter struct {
	q, from, to string      // as the URL or the GraphQL filter gives them
	search      []string    // the columns q is looked for in, any of them
	is          [][2]string // column and value of each enum filter ("" for any)
	day         string      // the column from and to bound
}

// where is f as predicates of the table P is of (its caller checks who may read it).
func where[P ~func(*sql.Selector)](ctx context.Context, f filter) ([]P, error) {
	q, from, to, err := common(f.q, f.from, f.to)
	if err != nil {
		return nil, err
	}
	var ps []P
	if q != "" {
		var in []P
		for _, column := range f.search {
			in = append(in, sql.FieldContainsFold(column, q))
		}
		ps = append(ps, sql.OrPredicates(in...))
	}
	for _, is := range f.is {
		if is[1] != "" {
			ps = append(ps, sql.FieldEQ(is[0], is[1]))
		}
	}
	if !from.IsZero() {
		ps = append(ps, sql.FieldGTE(f.day, from))
	}
	if !to.IsZero() {
		ps = append(ps, sql.FieldLT(f.day, to))
	}
	return ps, nil
}

// value is an enum filter's value, "" for none.
func value[T ~string](v *T) string {
	if v == nil {
		return ""
	}
	return string(*v)
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
func OrderFilterOf(v url.Values) (f OrderFilter, s Sort, err error) {
	s, err = read(v, &f.Q, &f.From, &f.To, true,
		param(&f.Payment, "payment", schema.Order{}.Fields(), "payment_status"),
		param(&f.Status, "status", schema.Order{}.Fields(), "order_status"))
	return f, s, err
}

// MessageFilterOf reads the messages table's URL parameters.
func MessageFilterOf(v url.Values) (f MessageFilter, s Sort, err error) {
	s, err = read(v, &f.Q, &f.From, &f.To, false, param(&f.Status, "status", schema.Message{}.Fields(), "message_status"))
	return f, s, err
}

// SubscriberFilterOf reads the subscribers table's URL parameters.
func SubscriberFilterOf(v url.Values) (f SubscriberFilter, s Sort, err error) {
	s, err = read(v, &f.Q, &f.From, &f.To, false, param(&f.Status, "status", schema.Subscriber{}.Fields(), "status"))
	return f, s, err
}

// read puts the parameters every table has in q, from and to, reads its enum
// parameters, and returns its sort (amount: whether it may sort by amount).
func read(v url.Values, q, from, to *string, amount bool, enums ...func(url.Values) error) (Sort, error) {
	*q, *from, *to = v.Get("q"), v.Get("from"), v.Get("to")
	for _, read := range enums {
		if err := read(v); err != nil {
			return Sort{}, err
		}
	}
	return ParseSort(v.Get("sort"), amount)
}

// param reads the enum parameter name into *dst (enum).
func param[T ~string](dst **T, name string, fields []entgo.Field, column string) func(url.Values) error {
	return func(v url.Values) (err error) {
		*dst, err = enum[T](v, name, fields, column)
		return err
	}
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
