package graph

import (
	"github.com/99designs/gqlgen/graphql/handler"

	"seoagency/ent"
	"seoagency/orders"
)

// NewExecutorHandler is NewHandler with every operation run by the executor's
// resolvers: the reference the compiled answers must equal.
func NewExecutorHandler(client *ent.Client, paypal orders.PayPal, o Options) *handler.Server {
	return newHandler(client, paypal, o, false)
}
