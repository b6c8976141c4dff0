package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/graph/generated"
	"seoagency/money"
	"seoagency/orders"
)

// NewHandler is the GraphQL endpoint: POST for everything, GET for queries only.
// Every mutation runs in its own transaction.
func NewHandler(client *ent.Client, paypal orders.PayPal) *handler.Server {
	srv := handler.New(generated.NewExecutableSchema(generated.Config{
		Resolvers: &Resolver{Client: client, PayPal: paypal},
	}))
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.Use(extension.Introspection{})
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
	if errors.Is(err, money.ErrFormat) && gerr != nil && len(gerr.Path) > 0 {
		// An amount refused while reading the input: name the field it came in.
		field := fmt.Sprint(gerr.Path[len(gerr.Path)-1])
		err = apierr.Invalid(field, "amount", field+" "+money.ErrFormat.Error())
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
	return out
}
