// Package graph resolves the GraphQL API. Resolvers are thin: the data layer's
// privacy policies and the business packages (orders, inbox, admins) hold the rules.
package graph

import (
	"context"
	"errors"

	"seoagency/ent"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/seoreport"
)

// Resolver carries what resolvers need.
type Resolver struct {
	Client *ent.Client
	PayPal orders.PayPal
	Queue  *queue.Queue // nil where no queue runs (some tests)
	// SEOReport reads the findings of the painted pages; nil where no pages are painted.
	SEOReport func() []seoreport.Finding
}

var errNoQueue = errors.New("the job queue is not running in this process")

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// db is the client of the request: inside a mutation it is the transaction that
// entgql.Transactioner opened, so a failing mutation leaves no half-change.
func (r *Resolver) db(ctx context.Context) *ent.Client {
	if c := ent.FromContext(ctx); c != nil {
		return c
	}
	return r.Client
}

// orDefault is the order of a list when the query names none: the admin's, for ordered types.
func orDefault[T any](given, def *T) *T {
	if given != nil {
		return given
	}
	return def
}
