package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	gen "seoagency/ent"
	"seoagency/ent/order"
	genprivacy "seoagency/ent/privacy"
)

// Admins see every order; a customer sees only the orders placed with the e-mail of
// their verified token, whatever path the query takes (list, node, totals).
func (Order) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{allowAdmin, ownOrdersOnly},
		Mutation: privacy.MutationPolicy{allowAdmin, denyByRole},
	}
}

var ownOrdersOnly = genprivacy.OrderQueryRuleFunc(func(ctx context.Context, q *gen.OrderQuery) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return auth.ErrUnauthenticated
	}
	q.Where(order.CustomerEmail(v.Email))
	return privacy.Allow
})
