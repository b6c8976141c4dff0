package invoices

import (
	"context"

	"seoagency/ent"
	"seoagency/identity"
)

// Of is invoice inv of order orderID as its PDF prints it, read as the system: the mail
// written in the transaction that issued it attaches it (a refund's credit note).
func Of(ctx context.Context, c *ent.Client, inv *ent.Invoice, orderID int) (*Document, error) {
	sys := system(ctx)
	d := &Document{Invoice: inv, OrderID: orderID, SiteName: identity.Name(sys, c)}
	credited, err := c.Invoice.QueryCredits(inv).Only(sys)
	switch {
	case err == nil:
		d.Credited = credited.Number
	case !ent.IsNotFound(err):
		return nil, err
	}
	return d, nil
}
