package adminlists

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql"

	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/predicate"
	"seoagency/ent/schema"
	"seoagency/ent/subscriber"
)

// BatchSize is the rows read at a time by an export: its memory does not grow with the list.
const BatchSize = 500

// bom makes spreadsheets read the file as UTF-8.
const bom = "\uFEFF"

// Cell neutralises a value a spreadsheet would run as a formula (it starts with =, +, -, @,
// a tab or a carriage return): a leading ' makes it text, as OWASP advises. A plain
// negative amount stays a number.
func Cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) && !negative.MatchString(s) {
		return "'" + s
	}
	return s
}

// isoTime is a moment in ISO 8601 (RFC 3339), UTC; empty when there is none.
func isoTime(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

// negative is a plain negative amount (a credit note's): a number, not a formula.
var negative = regexp.MustCompile(`^-[0-9]+(\.[0-9]+)?$`)

// Sink is where an export writes: flush is called after each batch (the HTTP response's
// Flush, which also extends its write deadline), so rows leave as they are read.
type Sink struct {
	W     io.Writer
	Flush func() error
}

// export writes the header and then every row, batch by batch: next reads the batch after
// the last row of the one before (nil at first). Nothing is written before the first batch
// is read, so a failure there can still be answered as an error.
func export[T any](s Sink, header []string, next func(last *T) ([]T, error), row func(T) []string) error {
	rows, err := next(nil)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(s.W, bom); err != nil {
		return err
	}
	w := csv.NewWriter(s.W)
	w.UseCRLF = true // RFC 4180
	if err := w.Write(header); err != nil {
		return err
	}
	for {
		for _, r := range rows {
			cells := row(r)
			for i := range cells {
				cells[i] = Cell(cells[i])
			}
			if err := w.Write(cells); err != nil {
				return err
			}
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return err
		}
		if s.Flush != nil {
			if err := s.Flush(); err != nil {
				return err
			}
		}
		if len(rows) < BatchSize {
			return nil
		}
		if rows, err = next(&rows[len(rows)-1]); err != nil {
			return err
		}
	}
}

func direction(asc bool) sql.OrderTermOption {
	if asc {
		return sql.OrderAsc()
	}
	return sql.OrderDesc()
}

// ExportOrders writes the orders under the orders table's URL parameters v (OrderFilterOf) as CSV
// (admins only).
func ExportOrders(ctx context.Context, c *ent.Client, v url.Values, out Sink) error {
	f, s, err := OrderFilterOf(v)
	if err != nil {
		return err
	}
	q, _, err := Orders(ctx, c, f, s)
	if err != nil {
		return err
	}
	column := order.FieldOrderDate
	if s.Amount {
		column = order.FieldPrice
	}
	header := []string{"Order ID", "Order date", "Customer name", "Customer e-mail", "Customer address", "Country", "Package",
		"Amount (USD)", "Refunded (USD)", "Order status", "Payment status"}
	return export(out, header, func(last **ent.Order) ([]*ent.Order, error) {
		b := q.Clone()
		if last != nil {
			o := *last
			var value any = o.OrderDate
			if s.Amount {
				value = int64(o.Price)
			}
			b.Where(predicate.Order(keysetAfter(column, s.Asc, value, o.ID)))
		}
		return b.Order(order.OrderOption(sql.OrderByField(column, direction(s.Asc)).ToFunc()), order.ByID(direction(s.Asc))).Limit(BatchSize).All(ctx)
	}, func(o *ent.Order) []string {
		return []string{strconv.Itoa(o.ID), isoTime(&o.OrderDate), o.CustomerName, o.CustomerEmail, o.CustomerAddress, o.CustomerCountry,
			o.PackageName, o.Price.String(), o.AmountRefunded.String(), string(o.OrderStatus), string(o.PaymentStatus)}
	})
}

// ExportMessages writes the messages under the messages table's URL parameters v (MessageFilterOf) as CSV
// (admins only).
func ExportMessages(ctx context.Context, c *ent.Client, v url.Values, out Sink) error {
	f, s, err := MessageFilterOf(v)
	if err != nil {
		return err
	}
	q, _, err := Messages(ctx, c, f, s)
	if err != nil {
		return err
	}
	header := []string{"Message ID", "Received", "Full name", "E-mail", "Phone", "Website", "Subject", "Message", "Status"}
	return export(out, header, func(last **ent.Message) ([]*ent.Message, error) {
		b := q.Clone()
		if last != nil {
			b.Where(predicate.Message(keysetAfter(message.FieldCreatedAt, s.Asc, (*last).CreatedAt, (*last).ID)))
		}
		return b.Order(message.ByCreatedAt(direction(s.Asc)), message.ByID(direction(s.Asc))).Limit(BatchSize).All(ctx)
	}, func(m *ent.Message) []string {
		return []string{strconv.Itoa(m.ID), isoTime(&m.CreatedAt), m.FullName, m.EmailAddress, m.PhoneNumber, m.Website, m.Subject,
			m.Message, string(m.MessageStatus)}
	})
}

// ExportSubscribers writes the subscribers under the subscribers table's URL parameters v (SubscriberFilterOf) as CSV
// (admins only).
func ExportSubscribers(ctx context.Context, c *ent.Client, v url.Values, out Sink) error {
	f, s, err := SubscriberFilterOf(v)
	if err != nil {
		return err
	}
	q, _, err := Subscribers(ctx, c, f, s)
	if err != nil {
		return err
	}
	header := []string{"Subscriber ID", "E-mail", "Status", "Subscribed", "Confirmed", "Unsubscribed"}
	return export(out, header, func(last **ent.Subscriber) ([]*ent.Subscriber, error) {
		b := q.Clone()
		if last != nil {
			b.Where(predicate.Subscriber(keysetAfter(subscriber.FieldCreatedAt, s.Asc, (*last).CreatedAt, (*last).ID)))
		}
		return b.Order(subscriber.ByCreatedAt(direction(s.Asc)), subscriber.ByID(direction(s.Asc))).Limit(BatchSize).All(ctx)
	}, func(x *ent.Subscriber) []string {
		return []string{strconv.Itoa(x.ID), x.Email, string(x.Status), isoTime(&x.CreatedAt), isoTime(x.ConfirmedAt), isoTime(x.UnsubscribedAt)}
	})
}

// ExportInvoices writes the invoices and credit notes of a period for the accountant (the sales
// area): from and to (YYYY-MM-DD, UTC, both included) bound the date of issue, kind
// (invoice, credit_note) narrows it; in the order of their numbers.
func ExportInvoices(ctx context.Context, c *ent.Client, v url.Values, out Sink) error {
	_, from, to, err := common("", v.Get("from"), v.Get("to"))
	if err != nil {
		return err
	}
	kind, err := enum[invoice.Kind](v, "kind", schema.Invoice{}.Fields(), "kind")
	if err != nil {
		return err
	}
	q := c.Invoice.Query()
	if !from.IsZero() {
		q.Where(invoice.IssuedAtGTE(from))
	}
	if !to.IsZero() {
		q.Where(invoice.IssuedAtLT(to))
	}
	if kind != nil {
		q.Where(invoice.KindEQ(*kind))
	}
	header := []string{"Number", "Date", "Kind", "Credits invoice", "Order ID", "Buyer", "Buyer e-mail", "Country", "Buyer tax id",
		"Subtotal", "Tax rate (%)", "Tax", "Total", "Currency", "PayPal transaction"}
	return export(out, header, func(last **ent.Invoice) ([]*ent.Invoice, error) {
		b := q.Clone()
		if last != nil {
			b.Where(invoice.NumberGT((*last).Number))
		}
		return b.WithCredits().WithOrder().Order(invoice.ByNumber()).Limit(BatchSize).All(ctx)
	}, func(i *ent.Invoice) []string {
		credits, orderID := "", ""
		if i.Edges.Credits != nil {
			credits = i.Edges.Credits.Number
		}
		if i.Edges.Order != nil {
			orderID = strconv.Itoa(i.Edges.Order.ID)
		}
		return []string{i.Number, isoTime(&i.IssuedAt), string(i.Kind), credits, orderID, i.BuyerName, i.BuyerEmail, i.BuyerCountry,
			i.BuyerTaxID, i.Subtotal.String(), fmt.Sprintf("%d.%02d", i.TaxRate/100, i.TaxRate%100), i.TaxAmount.String(),
			i.Total.String(), i.Currency, i.TxnID}
	})
}
