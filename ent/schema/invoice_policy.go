package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	gen "seoagency/ent"
	"seoagency/ent/invoice"
	genprivacy "seoagency/ent/privacy"
)

// Policy: the sales area's roles read every invoice, a customer those of their own
// orders; only the server issues them (with the rules lifted), nobody changes them.
func (Invoice) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Sales), ownInvoices, refuseQuery(auth.Sales)},
		Mutation: privacy.MutationPolicy{privacy.AlwaysDenyRule()},
	}
}

var ownInvoices = genprivacy.InvoiceQueryRuleFunc(func(ctx context.Context, q *gen.InvoiceQuery) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return privacy.Skip
	}
	q.Where(invoice.HasOrderWith(OwnedBy(v)))
	return privacy.Allow
})
