package orders

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/message"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/ent/subscriber"
	"seoagency/money"
)

// SalesInterval is the length of one period of the sales report.
type SalesInterval string

const (
	Day   SalesInterval = "DAY"
	Week  SalesInterval = "WEEK" // ISO weeks: Monday to Sunday
	Month SalesInterval = "MONTH"
)

// MarshalGQL writes the interval as the API's enum.
func (i SalesInterval) MarshalGQL(w io.Writer) { _, _ = io.WriteString(w, strconv.Quote(string(i))) }

// UnmarshalGQL reads the API's enum; Sales refuses an unknown interval.
func (i *SalesInterval) UnmarshalGQL(v any) error {
	s, ok := v.(string)
	if !ok {
		return apierr.Invalid("interval", "oneOf", "interval must be DAY, WEEK or MONTH.")
	}
	*i = SalesInterval(s)
	return nil
}

// MaxSalesBuckets bounds a report: 400 days, weeks or months.
const MaxSalesBuckets = 400

// SalesBucket is one period of the report: the days it counts (clipped to the report's
// range, YYYY-MM-DD, UTC, both included) and the money that moved in them.
type SalesBucket struct {
	Start, End string
	Paid       money.Cents // money received
	Refunded   money.Cents // money given back: refunds, partial or full, and chargebacks
	Payments   int         // payments received
}

// SalesReport is the paid sales and refunds of a range of days, period by period.
type SalesReport struct {
	From, To string
	Interval SalesInterval
	Buckets  []SalesBucket
	Paid     money.Cents
	Refunded money.Cents
	Payments int
}

// saleEvent is one order event the report reads, with the order's price for the
// events that carry no amount (an admin's marks).
type saleEvent struct {
	CreatedAt time.Time    `json:"created_at"`
	Change    string       `json:"change"`
	From      string       `json:"from"`
	To        string       `json:"to"`
	Amount    *money.Cents `json:"amount"`
	Price     money.Cents  `json:"price"`
}

// Sales reads the money that moved between from and to (YYYY-MM-DD, UTC, both
// included), one bucket per period, zero-filled (admin).
//
// The order events are the ledger, because they record both PayPal's notices and an
// admin's marks, each on the day it happened:
//   - paid: a move to Paid from UnPaid, Pending or Cancelled is money received, on that
//     day, for the event's amount (PayPal's gross) or else the order's price;
//   - refunded: a full refund (to Refunded: what was left), a partial refund (a refund
//     event) and a chargeback (to Reversed), on the day it happened; PayPal's notice of a
//     refund an admin recorded already is not counted twice;
//   - an admin's undo is counted back on the day of the undo, in the series it corrects:
//     Paid to UnPaid takes a payment back, Refunded or Reversed to Paid takes a refund back.
//
// So over all time, paid less refunded is what the orders kept (TotalSales).
// The events of the range are read in one query (only the columns needed) and added up
// here, in exact cents: a bounded scan that reads the same on PostgreSQL and SQLite,
// whose date functions differ.
func Sales(ctx context.Context, c *ent.Client, from, to string, interval SalesInterval) (*SalesReport, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, err
	}
	start, end, err := salesRange(from, to, interval)
	if err != nil {
		return nil, err
	}
	rep := &SalesReport{From: from, To: to, Interval: interval, Buckets: []SalesBucket{}}
	var starts []time.Time // each bucket's first day, clipped to the range
	for p := periodStart(start, interval); !p.After(end); p = nextPeriod(p, interval) {
		first, last := maxTime(p, start), minTime(nextPeriod(p, interval).AddDate(0, 0, -1), end)
		starts = append(starts, first)
		rep.Buckets = append(rep.Buckets, SalesBucket{Start: first.Format(time.DateOnly), End: last.Format(time.DateOnly)})
	}

	var rows []saleEvent
	err = c.OrderEvent.Query().
		Where(
			orderevent.CreatedAtGTE(start), orderevent.CreatedAtLT(end.AddDate(0, 0, 1)),
			orderevent.Or(
				orderevent.ChangeEQ(orderevent.ChangeRefund),
				orderevent.And(orderevent.ChangeEQ(orderevent.ChangeSubscription), orderevent.AmountNotNil()),
				orderevent.And(orderevent.ChangeEQ(orderevent.ChangePaymentStatus),
					orderevent.Or(orderevent.ToIn("Paid", "Refunded", "Reversed"), orderevent.And(orderevent.From("Paid"), orderevent.To("UnPaid")))),
			),
			func(s *entsql.Selector) { // what the order is paid (Due), joined rather than loaded
				t := entsql.Table(order.Table)
				s.Join(t).On(s.C(orderevent.OrderColumn), t.C(order.FieldID))
				s.AppendSelect(entsql.As(dueSQL(t), "price"))
			},
		).
		Select(orderevent.FieldCreatedAt, orderevent.FieldChange, orderevent.FieldFrom, orderevent.FieldTo, orderevent.FieldAmount).
		Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	for _, e := range rows {
		paid, refunded, payments := e.money()
		if paid == 0 && refunded == 0 {
			continue
		}
		// The last bucket that starts on or before the event's day.
		day := e.CreatedAt.UTC()
		i := sort.Search(len(starts), func(i int) bool { return starts[i].After(day) }) - 1
		b := &rep.Buckets[i]
		b.Paid += paid
		b.Refunded += refunded
		b.Payments += payments
		rep.Paid += paid
		rep.Refunded += refunded
		rep.Payments += payments
	}
	return rep, nil
}

// money is what one event adds to the paid and refunded series (see Sales).
func (e saleEvent) money() (paid, refunded money.Cents, payments int) {
	amount := e.Price
	if e.Amount != nil {
		amount = *e.Amount
	}
	switch {
	case e.Change == string(orderevent.ChangeSubscription): // a later period's payment, or a state move
		if e.Amount == nil {
			return 0, 0, 0
		}
		return amount, 0, 1
	case e.Change == string(orderevent.ChangeRefund) && e.From == "Refunded":
		return 0, 0, 0 // PayPal confirming a refund an admin recorded already
	case e.Change == string(orderevent.ChangeRefund):
		return 0, amount, 0
	case e.To == "Paid" && (e.From == "UnPaid" || e.From == "Pending" || e.From == "Cancelled"):
		return amount, 0, 1
	case e.From == "Paid" && e.To == "UnPaid":
		return -amount, 0, -1
	case e.To == "Refunded" || e.To == "Reversed":
		return 0, amount, 0
	case e.To == "Paid": // from Refunded or Reversed: the refund or chargeback undone
		return 0, -amount, 0
	}
	return 0, 0, 0
}

// salesRange checks the report's range: real dates, in order, and at most
// MaxSalesBuckets periods.
func salesRange(from, to string, interval SalesInterval) (start, end time.Time, err error) {
	switch interval {
	case Day, Week, Month:
	default:
		return start, end, apierr.Invalid("interval", "oneOf", "interval must be DAY, WEEK or MONTH.")
	}
	start, err = time.Parse(time.DateOnly, from)
	if err != nil {
		return start, end, apierr.Invalid("from", "date", fmt.Sprintf("from must be a date as YYYY-MM-DD, such as 2026-01-31; %q is not.", from))
	}
	end, err = time.Parse(time.DateOnly, to)
	if err != nil {
		return start, end, apierr.Invalid("to", "date", fmt.Sprintf("to must be a date as YYYY-MM-DD, such as 2026-01-31; %q is not.", to))
	}
	if end.Before(start) {
		return start, end, apierr.Invalid("to", "range", "to must be the same day as from or later.")
	}
	n := 0
	for p := periodStart(start, interval); !p.After(end); p = nextPeriod(p, interval) {
		if n++; n > MaxSalesBuckets {
			return start, end, apierr.Invalid("from", "range", fmt.Sprintf("from is too early: a report holds at most %d %ss; choose a later from, an earlier to or a longer interval.", MaxSalesBuckets, strings.ToLower(string(interval))))
		}
	}
	return start, end, nil
}

// periodStart is the first day of the period holding day (a UTC midnight).
func periodStart(day time.Time, interval SalesInterval) time.Time {
	switch interval {
	case Week:
		return day.AddDate(0, 0, -(int(day.Weekday())+6)%7) // back to Monday
	case Month:
		return time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return day
}

func nextPeriod(p time.Time, interval SalesInterval) time.Time {
	switch interval {
	case Week:
		return p.AddDate(0, 0, 7)
	case Month:
		return p.AddDate(0, 1, 0)
	}
	return p.AddDate(0, 0, 1)
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// DashboardCounts is what waits for the admin, each matching a filtered table.
type DashboardCounts struct {
	UnreadMessages int
	// NewSubscribers signed up since Since (YYYY-MM-DD, UTC: the last 7 days and today) and
	// confirmed: the subscribers table filtered by status Confirmed and from Since.
	NewSubscribers int
	Since          string
	// UnpaidOrders are UnPaid and not archived.
	UnpaidOrders int
}

// NewSubscriberDays is how far back a subscriber counts as new.
const NewSubscriberDays = 7

// Counts counts unread messages, new subscribers and unpaid orders (staff), in the
// trash-less lists the admin's tables show: each only for a role that reads its area
// (inbox, sales); the others stay 0.
func Counts(ctx context.Context, c *ent.Client, now time.Time) (*DashboardCounts, error) {
	if err := auth.RequireStaff(ctx); err != nil {
		return nil, err
	}
	y, m, d := now.UTC().Date()
	since := time.Date(y, m, d-NewSubscriberDays, 0, 0, 0, 0, time.UTC)
	out := &DashboardCounts{Since: since.Format(time.DateOnly)}
	v := auth.ForContext(ctx)
	var err error
	if v.Can(auth.Inbox, auth.Read) {
		if out.UnreadMessages, err = c.Message.Query().Where(message.MessageStatusEQ(message.MessageStatusUnRead)).Count(ctx); err != nil {
			return nil, err
		}
		if out.NewSubscribers, err = c.Subscriber.Query().Where(subscriber.StatusEQ(subscriber.StatusConfirmed), subscriber.CreatedAtGTE(since)).Count(ctx); err != nil {
			return nil, err
		}
	}
	if v.Can(auth.Sales, auth.Read) {
		if out.UnpaidOrders, err = c.Order.Query().Where(order.PaymentStatusEQ(order.PaymentStatusUnPaid), order.ArchivedAtIsNil()).Count(ctx); err != nil {
			return nil, err
		}
	}
	return out, nil
}
