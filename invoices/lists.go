package invoices

import (
	"context"

	"entgo.io/contrib/entgql"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/invoice"
	"seoagency/ent/schema"
)

// newest is the lists' order: the highest number first.
var newest = &ent.InvoiceOrder{Field: ent.InvoiceOrderFieldNumber, Direction: entgql.OrderDirectionDesc}

// PDFURL is where an invoice's PDF is downloaded.
func PDFURL(inv *ent.Invoice) string { return "/api/invoices/" + inv.Number + ".pdf" }

// Mine is the viewer's own invoices and credit notes (a staff member's too: personal),
// newest first.
func Mine(ctx context.Context, c *ent.Client) (*ent.InvoiceQuery, *ent.InvoiceOrder, error) {
	v, err := auth.RequireSignedIn(ctx)
	if err != nil {
		return nil, nil, err
	}
	return c.Invoice.Query().Where(invoice.HasOrderWith(schema.OwnedBy(v))), newest, nil
}

// All is every invoice and credit note, for the sales area's roles, of a year and of a
// kind when given; newest first.
func All(ctx context.Context, c *ent.Client, year *int, kind *invoice.Kind) (*ent.InvoiceQuery, *ent.InvoiceOrder, error) {
	if err := auth.Require(ctx, auth.Sales, auth.Read); err != nil {
		return nil, nil, err
	}
	q := c.Invoice.Query()
	if year != nil {
		q.Where(invoice.Year(*year))
	}
	if kind != nil {
		q.Where(invoice.KindEQ(*kind))
	}
	return q, newest, nil
}
