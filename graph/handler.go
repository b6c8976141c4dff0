package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"strconv"
	"strings"

	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/graph/generated"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/queue"
)

// Options are the production switches of the endpoint.
type Options struct {
	NoIntrospection bool // hide the schema (production, unless enabled)
	Limits          Limits
	Queries         map[string]string // persisted documents by id
	PersistedOnly   bool              // run only Queries (production)
	Cache           *Cache            // public persisted answers kept in memory; nil: none
	Queue           *queue.Queue      // the background queue admins see and retry
}

// NewHandler is the GraphQL endpoint: POST for everything, GET for queries only.
// Every mutation runs in its own transaction.
func NewHandler(client *ent.Client, paypal orders.PayPal, opts ...Options) *handler.Server {
	o := Options{Limits: DefaultLimits}
	if len(opts) > 0 {
		o = opts[0]
	}
	srv := handler.New(generated.NewExecutableSchema(generated.Config{
		Resolvers: &Resolver{Client: client, PayPal: paypal, Queue: o.Queue},
	}))
	srv.AddTransport(Transport{Queries: o.Queries, PersistedOnly: o.PersistedOnly, Cache: o.Cache, Limits: o.Limits,
		TextSlots: make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2))})
	srv.SetQueryCache(newPersistedDocs(o.Queries))
	if !o.NoIntrospection {
		srv.Use(extension.Introspection{})
	}
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		oc := graphql.GetOperationContext(ctx)
		if err := o.Limits.Check(oc.Operation, oc.Variables); err != nil {
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{
				Message: err.Error(), Extensions: map[string]any{"code": "QUERY_TOO_LARGE"}}}})
		}
		return next(ctx)
	})
	srv.AroundFields(func(ctx context.Context, next graphql.Resolver) (any, error) {
		if err := ctx.Err(); err != nil {
			return nil, err // out of time (Limits.Timeout): start nothing more
		}
		res, err := next(ctx)
		if err != nil && ctx.Err() != nil {
			err = ctx.Err() // a statement cut short by the deadline says so
		}
		return res, err
	})
	srv.Use(entgql.Transactioner{TxOpener: client})
	srv.SetErrorPresenter(presentError)
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		slog.ErrorContext(ctx, "panic in a resolver", "panic", p)
		return errors.New("internal error")
	})
	return srv
}

// presentError gives every error the code, message and fields of apierr; an
// unexpected error is logged and its details kept from the client.
func presentError(ctx context.Context, err error) *gqlerror.Error {
	var gerr *gqlerror.Error
	if errors.As(err, &gerr) && gerr.Err == nil {
		return gerr // a syntax or schema validation error: already clear
	}
	numberErr := errors.Is(err, strconv.ErrSyntax) || errors.Is(err, strconv.ErrRange)
	if gerr != nil && len(gerr.Path) > 0 && (numberErr || errors.Is(err, money.ErrFormat)) {
		// An argument refused while it was read (an amount, an id): name the field.
		field := fmt.Sprint(gerr.Path[len(gerr.Path)-1])
		msg := field + " is not valid"
		if errors.Is(err, money.ErrFormat) {
			msg = field + " " + money.ErrFormat.Error()
		} else if field == "id" || strings.HasSuffix(field, "Id") || field == "ids" {
			msg = field + " must be a record id (a whole number)"
		}
		err = apierr.Invalid(field, "format", msg)
	}
	e, ok := apierr.From(err)
	if !ok {
		slog.ErrorContext(ctx, "request failed", "err", err)
	}
	out := graphql.DefaultErrorPresenter(ctx, err)
	out.Message = e.Message
	out.Extensions = map[string]any{"code": e.Code}
	if len(e.Fields) > 0 {
		out.Extensions["fields"] = e.Fields
	}
	if e.RetryAfter > 0 {
		out.Extensions["retryAfter"] = e.RetryAfter
	}
	return out
}
