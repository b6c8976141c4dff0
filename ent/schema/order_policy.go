package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/privacy"

	"seoagency/auth"
	gen "seoagency/ent"
	"seoagency/ent/order"
	"seoagency/ent/predicate"
	genprivacy "seoagency/ent/privacy"
)

// The sales area's roles see every order; a customer sees only the orders placed with the e-mail of
// their verified token, whatever path the query takes (list, node, totals).
func (Order) Policy() ent.Policy {
	return privacy.Policy{
		Query:    privacy.QueryPolicy{readers(auth.Sales), ownOrdersOnly},
		Mutation: privacy.MutationPolicy{writers(auth.Sales), refuseMutation(auth.Sales)},
	}
}

var ownOrdersOnly = genprivacy.OrderQueryRuleFunc(func(ctx context.Context, q *gen.OrderQuery) error {
	v := auth.ForContext(ctx)
	if !v.SignedIn() {
		return auth.ErrUnauthenticated
	}
	q.Where(OwnedBy(v))
	return privacy.Allow
})

// OwnedBy selects the viewer's own orders: those with their e-mail (the
// specification's rule) placed from their account. Orders from before accounts were
// recorded have none and go by the e-mail alone.
func OwnedBy(v *auth.Viewer) predicate.Order {
	return order.And(order.CustomerEmail(v.Email), order.Or(order.CustomerUID(""), order.CustomerUID(v.UID)))
}

// Owns is OwnedBy for an order in hand.
func Owns(v *auth.Viewer, o *gen.Order) bool {
	return v.Email != "" && o.CustomerEmail == v.Email && (o.CustomerUID == "" || o.CustomerUID == v.UID)
}
