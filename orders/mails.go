package orders

import (
	"context"
	"log/slog"
	"strconv"
	"time"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/orderevent"
	"seoagency/invoices"
	"seoagency/mail"
	"seoagency/money"
)

// The shop's notices are written in the transaction of the change they tell about
// (mail.Queue): a change that rolls back sends nothing. Subjects are built here from
// the server's own values only; what a customer wrote goes in bodies, escaped there.

// ref is the order as the site names it: its id, as in /pay-now/{id} and PayPal's invoice.
func ref(o *ent.Order) string { return "#" + strconv.Itoa(o.ID) }

// dollars writes an amount as the web app does ($199.00).
func dollars(c money.Cents) string { return "$" + c.String() }

// toCustomer mails the order's address. What the customer does themselves (ordering,
// cancelling) mails it only when their token says the address is verified: anyone can
// sign up with someone else's address and order and cancel without end. The order is
// placed all the same. What the agency or a payment does is mailed as before.
func toCustomer(ctx context.Context, c *ent.Client, o *ent.Order, m mail.Message) error {
	if v := auth.ForContext(ctx); v.UID == o.CustomerUID && (!v.EmailVerified || v.Email != o.CustomerEmail) {
		slog.InfoContext(ctx, "mail: not sent, the customer's address is not verified", "kind", m.Kind, "order", o.ID)
		return nil
	}
	m.To = []string{o.CustomerEmail}
	return mail.Queue(ctx, c, m)
}

// orderPlaced tells the admins about a new order and confirms it to the customer.
func orderPlaced(ctx context.Context, c *ent.Client, o *ent.Order) error {
	err := mail.QueueToAgency(ctx, c, mail.Message{
		Kind:    "admin_new_order",
		Subject: "New order " + ref(o) + ": " + o.PackageName + ", " + dollars(Due(o)),
		Body: mail.Body{
			Heading: "New order " + ref(o),
			Rows: append(append([][2]string{{"Customer", o.CustomerName}, {"E-mail", o.CustomerEmail}, {"Address", o.CustomerAddress},
				{"Country", o.CustomerCountry}}, vatRow(o)...), append([][2]string{{"Plan", o.PackageName}}, taxRows(o)...)...),
			Button: &mail.Link{Text: "Open the order", Path: "/admin/payment-status/" + strconv.Itoa(o.ID)},
		},
	})
	if err != nil {
		return err
	}
	return toCustomer(ctx, c, o, mail.Message{
		Kind:    "order_confirmation",
		Subject: "Your order " + ref(o) + ": " + o.PackageName + " plan",
		Body: mail.Body{
			Preheader:  "Thank you for your order. Pay it with PayPal to get started.",
			Heading:    "Thank you for your order",
			Paragraphs: []string{"We have your order of the " + o.PackageName + " plan. Pay it with PayPal and we get to work."},
			Rows:       append(append([][2]string{{"Order", ref(o)}, {"Plan", o.PackageName}}, taxRows(o)...), [2]string{"Name", o.CustomerName}),
			Button:     &mail.Link{Text: "Pay Now", Path: "/pay-now/" + strconv.Itoa(o.ID)},
		},
	})
}

// eventMails sends what an event of the order's history means to admins and the customer; o is
// the order as it was before the event.
func eventMails(ctx context.Context, c *ent.Client, o *ent.Order, e event) error {
	amount := Due(o)
	if e.amount != nil {
		amount = *e.amount
	}
	to := order.PaymentStatus(e.to)
	switch {
	case e.change == orderevent.ChangePaymentStatus && to == paid && (o.PaymentStatus == unPaid || o.PaymentStatus == pending || o.PaymentStatus == cancelled):
		return paymentReceived(ctx, c, o, amount, e.reason)
	case e.change == orderevent.ChangeRefund, e.change == orderevent.ChangePaymentStatus && (to == refunded || to == reversed):
		word := "refunded"
		if to == reversed {
			word = "reversed"
		}
		err := mail.QueueToAgency(ctx, c, mail.Message{
			Kind:    "admin_payment_" + word,
			Subject: "Payment " + word + " for order " + ref(o) + ": " + dollars(amount),
			Body: mail.Body{
				Heading: "Payment " + word + " for order " + ref(o),
				Rows: [][2]string{{"Customer", o.CustomerName}, {"E-mail", o.CustomerEmail}, {"Plan", o.PackageName},
					{"Amount", dollars(amount)}, {"Reason", e.reason}, {"By", e.actor}},
				Button: &mail.Link{Text: "Open the order", Path: "/admin/payment-status/" + strconv.Itoa(o.ID)},
			},
		})
		// A refund PayPal reported has its credit note, which the customer gets; a
		// chargeback is the customer's own dispute, answered by the agency.
		if err != nil || to == reversed || e.invoice == nil {
			return err
		}
		return creditNoteSent(ctx, c, o, amount, e.invoice)
	case e.change == orderevent.ChangePaymentStatus && to == cancelled:
		return toCustomer(ctx, c, o, mail.Message{
			Kind:    "order_cancelled",
			Subject: "Your order " + ref(o) + " is cancelled",
			Body: mail.Body{
				Heading:    "Your order is cancelled",
				Paragraphs: []string{"Your order of the " + o.PackageName + " plan is cancelled: nothing is charged. You are welcome to order again at any time."},
				Rows:       append([][2]string{{"Order", ref(o)}, {"Plan", o.PackageName}}, taxRows(o)...),
				Button:     &mail.Link{Text: "See the plans", Path: "/pricing"},
			},
		})
	}
	return nil
}

// paymentReceived tells the admins and sends the customer a receipt that carries the
// agency's address from the footer content, and the payment's invoice as a PDF.
func paymentReceived(ctx context.Context, c *ent.Client, o *ent.Order, amount money.Cents, how string) error {
	err := mail.QueueToAgency(ctx, c, mail.Message{
		Kind:    "admin_payment_received",
		Subject: "Payment received for order " + ref(o) + ": " + dollars(amount),
		Body: mail.Body{
			Heading: "Payment received for order " + ref(o),
			Rows: [][2]string{{"Customer", o.CustomerName}, {"E-mail", o.CustomerEmail}, {"Plan", o.PackageName},
				{"Amount", dollars(amount)}, {"Payment", how}},
			Button: &mail.Link{Text: "Open the order", Path: "/admin/payment-status/" + strconv.Itoa(o.ID)},
		},
	})
	if err != nil {
		return err
	}
	rows := [][2]string{{"Order", ref(o)}, {"Plan", o.PackageName}, {"Amount", dollars(amount)},
		{"Date", time.Now().UTC().Format("01/02/2006")}, {"Billed to", o.CustomerName}}
	a, err := c.FooterAddress.Query().First(system(ctx))
	if err != nil && !ent.IsNotFound(err) {
		return err
	}
	if a != nil {
		for _, r := range [][2]string{{"From", a.Footeraddress}, {"Phone", a.FooterPhone}, {"E-mail", a.FooterEmail}} {
			if r[1] != "" {
				rows = append(rows, r)
			}
		}
	}
	// The payment's invoice, issued in this transaction, goes with the receipt.
	var attachment *mail.Attachment
	doc, err := invoices.Latest(ctx, c, o)
	if err != nil {
		return err
	}
	if doc != nil {
		pdf, err := doc.PDF()
		if err != nil {
			return err
		}
		attachment = &mail.Attachment{Name: doc.FileName(), Data: pdf}
		rows = append(rows, [2]string{"Invoice", doc.Invoice.Number})
	}
	return toCustomer(ctx, c, o, mail.Message{
		Attachment: attachment,
		Kind:       "payment_receipt",
		Subject:    "Receipt for order " + ref(o) + ": " + dollars(amount),
		Body: mail.Body{
			Preheader:  "We received your payment. Thank you.",
			Heading:    "Payment receipt",
			Paragraphs: []string{"We received your payment for the " + o.PackageName + " plan. Thank you: we get to work."},
			Rows:       rows,
			Button:     &mail.Link{Text: "My Orders", Path: "/my-order"},
		},
	})
}

// creditNoteSent sends the customer the credit note of a refund, as a PDF.
func creditNoteSent(ctx context.Context, c *ent.Client, o *ent.Order, amount money.Cents, inv *ent.Invoice) error {
	doc, err := invoices.Of(ctx, c, inv, o.ID)
	if err != nil {
		return err
	}
	pdf, err := doc.PDF()
	if err != nil {
		return err
	}
	rows := [][2]string{{"Order", ref(o)}, {"Plan", o.PackageName}, {"Refunded", dollars(amount)},
		{"Date", inv.IssuedAt.UTC().Format("01/02/2006")}, {"Credit note", inv.Number}}
	if doc.Credited != "" {
		rows = append(rows, [2]string{"For invoice", doc.Credited})
	}
	return toCustomer(ctx, c, o, mail.Message{
		Attachment: &mail.Attachment{Name: doc.FileName(), Data: pdf},
		Kind:       "credit_note",
		Subject:    "Credit note for order " + ref(o) + ": " + dollars(amount) + " refunded",
		Body: mail.Body{
			Preheader:  "We refunded your payment. The credit note is attached.",
			Heading:    "Your refund",
			Paragraphs: []string{"We refunded " + dollars(amount) + " of your payment for the " + o.PackageName + " plan to your PayPal account. The credit note is attached."},
			Rows:       rows,
			Button:     &mail.Link{Text: "My Orders", Path: "/my-order"},
		},
	})
}
