package graph

import (
	"context"
	"errors"
	"log/slog"
	"runtime"
	"strings"
	"time"

	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"go.opentelemetry.io/otel/trace"

	"seoagency/account"
	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/ent"
	"seoagency/graph/generated"
	"seoagency/media"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/queue"
	"seoagency/ratelimit"
	"seoagency/seoreport"
	"seoagency/webhooks"
)

// Options are the production switches of the endpoint.
type Options struct {
	NoIntrospection bool // hide the schema (production, unless enabled)
	Limits          Limits
	Queries         map[string]string // persisted documents by id
	PersistedOnly   bool              // run only Queries (production)
	Cache           *Cache            // public persisted answers kept in memory; nil: none
	Queue           *queue.Queue      // the background queue admins see and retry
	// SEOReport reads the findings of the pages painted now; nil: an empty report.
	SEOReport func() []seoreport.Finding
	// VitalsSampleRate is the share of public page visits that report their Web Vitals (shown in the report).
	VitalsSampleRate float64
	Media            *media.Library // the media library; nil: uploads are refused
	// Operation counts each operation by name (metrics), also one answered from the
	// cache; nil: not counted.
	Operation func(name string)
	// Identity makes e-mail action links and marks e-mails verified; nil: the calls
	// that need it fail.
	Identity Identity
	// PublicURL is the site's address, where the identity service's links lead back to.
	PublicURL string
	// Uploads bounds the uploads taken at once; nil: NewUploads(DefaultUploadSlots).
	Uploads *Uploads
	// BackupSchedule is BACKUP_SCHEDULE, shown on the backups page ("": off).
	BackupSchedule string
	// Tracer makes a span of each operation run or answered from the cache; nil: none.
	Tracer trace.Tracer
	// KeyBudget is each API key's budget of cost points (Limits.Cost),
	// RATE_LIMIT_API_KEY_POINTS, which staff members' text queries in production spend too;
	// a zero Limit: not limited.
	KeyBudget ratelimit.Rule
	// PublicText says whether the Owner lets visitors send queries of public content as
	// text in production, each address within PublicBudget (RATE_LIMIT_PUBLIC_QUERY_POINTS);
	// nil: never.
	PublicText   func(context.Context) bool
	PublicBudget ratelimit.Rule
	// Webhooks checks webhook endpoints' addresses (production: public https only).
	Webhooks webhooks.Guard
}

// NewHandler is the GraphQL endpoint: POST for everything, GET for queries only.
// Every mutation runs in its own transaction.
func NewHandler(client *ent.Client, paypal orders.PayPal, opts ...Options) *handler.Server {
	o := Options{Limits: DefaultLimits}
	if len(opts) > 0 {
		o = opts[0]
	}
	return newHandler(client, paypal, o, true)
}

// newHandler is NewHandler; without compile, every operation runs through the
// executor's resolvers, none compiled into one SQL statement (the reference the
// compiled answers' tests compare with).
func newHandler(client *ent.Client, paypal orders.PayPal, o Options, compile bool) *handler.Server {
	schema := generated.NewExecutableSchema(generated.Config{
		Resolvers: &Resolver{Client: client, PayPal: paypal, Queue: o.Queue, SEOReport: o.SEOReport, VitalsSampleRate: o.VitalsSampleRate, Library: o.Media,
			BackupSchedule: o.BackupSchedule, Webhooks: o.Webhooks, Accounts: o.Identity, Mails: account.Mails{Links: o.Identity, PublicURL: o.PublicURL, Queue: o.Queue}},
	})
	srv := handler.New(schema)
	var oneStatement *oneSQL
	if compile {
		oneStatement = newOneSQL(client, schema.Schema())
	}
	docs := newDocuments(schema.Schema(), o.Queries)
	if o.Uploads == nil {
		o.Uploads = NewUploads(DefaultUploadSlots)
	}
	srv.AddTransport(Transport{Queries: o.Queries, PersistedOnly: o.PersistedOnly, Cache: o.Cache, Limits: o.Limits, Operation: o.Operation,
		TextSlots: make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2)), Docs: docs, OneSQL: oneStatement, Uploads: o.Uploads, Tracer: o.Tracer,
		Budget: ratelimit.New(client), KeyBudget: o.KeyBudget, PublicText: o.PublicText, PublicBudget: o.PublicBudget})
	srv.SetQueryCache(docs)
	if !o.NoIntrospection {
		srv.Use(extension.Introspection{})
	} else {
		srv.Use(staffIntrospection{})
	}
	srv.AroundOperations(func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		oc := graphql.GetOperationContext(ctx)
		if o.Operation != nil {
			o.Operation(OperationName(oc))
		}
		if err := o.Limits.Check(oc.Operation, oc.Variables); err != nil {
			return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{tooCostly(err)}})
		}
		if oc.Operation.Operation == ast.Query { // a mutation reads after its own writes
			ctx = media.WithUses(ctx)
		}
		return next(ctx)
	})
	srv.AroundFields(guardField)
	srv.Use(entgql.Transactioner{TxOpener: client})
	srv.SetErrorPresenter(presentError)
	srv.SetRecoverFunc(func(ctx context.Context, p any) error {
		slog.ErrorContext(ctx, "panic in a resolver", "panic", p)
		return errors.New("internal error")
	})
	return srv
}

// tooCostly is the error of an operation refused for its size, with its cost when that
// is why.
func tooCostly(err error) *gqlerror.Error {
	ext := map[string]any{"code": "QUERY_TOO_LARGE"}
	var le *LimitError
	if errors.As(err, &le) && le.Cost > 0 {
		ext["cost"] = map[string]any{"requestedQueryCost": le.Cost}
	}
	return &gqlerror.Error{Message: err.Error(), Extensions: ext}
}

// presentError gives every error the code, message and fields of apierr; an
// unexpected error is logged and its details kept from the client.
func presentError(ctx context.Context, err error) *gqlerror.Error {
	var gerr *gqlerror.Error
	if errors.As(err, &gerr) && gerr.Err == nil {
		return gerr // a syntax or schema validation error: already clear
	}
	if field, ok := argumentAt(ctx, gerr); ok {
		// A value refused while an argument was read (a cursor, an amount, an id): the
		// caller sent it, so name the field instead of blaming the server.
		msg := field + " is not valid"
		switch {
		case errors.Is(err, money.ErrFormat):
			msg = field + " " + money.ErrFormat.Error()
		case field == "id" || strings.HasSuffix(field, "Id") || field == "ids":
			msg = field + " must be a record id (a whole number)"
		}
		err = apierr.Invalid(field, "format", msg)
		if field == "after" || field == "before" {
			err = badCursor(field)
		}
	}
	e, ok := apierr.From(err)
	if !ok {
		slog.ErrorContext(ctx, "request failed", "err", err)
	}
	audit.Refusal(ctx, refusedField(ctx), err)
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

// refusedField names what a refused request asked for: the field's path.
func refusedField(ctx context.Context) string {
	if fc := graphql.GetFieldContext(ctx); fc != nil {
		return "GraphQL " + fc.Path().String()
	}
	return "GraphQL"
}

// guardField runs around every field that does work: a resolver or a method (the only
// fields that take arguments, read the database or compute). It refuses a foreign cursor
// (checkCursors), starts nothing once the operation is out of time (Limits.Timeout), and
// reports a statement cut short by the deadline as such. A field read from a value
// already loaded (a struct field of an ent row, an edge of a connection) does no work
// and takes no argument, so it is passed through: an answer has many of them (every
// scalar of every row), and one middleware for all of them is one chain per field.
func guardField(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc != nil && !fc.IsResolver && !fc.IsMethod {
		return next(ctx)
	}
	if err := checkCursors(fc); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err // out of time (Limits.Timeout): start nothing more
	}
	res, err := next(ctx)
	if err != nil && ctx.Err() != nil {
		err = ctx.Err() // a statement cut short by the deadline says so
	}
	return res, err
}

// checkCursors refuses a cursor that decodes but was not made by a connection of this
// API: connections order by id or by a time (createdAt), so a cursor's value is a
// time or nothing; a list sorted by amount (sort: "amount" or "-amount") pages by a whole
// number of cents. Anything else would reach SQL as a value of the wrong type.
func checkCursors(fc *graphql.FieldContext) error {
	if fc == nil || len(fc.Args) == 0 {
		return nil
	}
	sort, _ := fc.Args["sort"].(*string)
	byAmount := sort != nil && strings.HasSuffix(*sort, "amount")
	for _, name := range []string{"after", "before"} {
		c, ok := fc.Args[name].(*entgql.Cursor[int])
		if !ok || c == nil || c.Value == nil {
			continue
		}
		_, isTime := c.Value.(time.Time)
		if byAmount != isWhole(c.Value) || !byAmount && !isTime {
			return badCursor(name)
		}
	}
	return nil
}

// isWhole reports a whole number as a cursor's encoding decodes one.
func isWhole(v any) bool {
	switch v.(type) {
	case int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint:
		return true
	}
	return false
}

func badCursor(arg string) error {
	return apierr.Invalid(arg, "format", arg+" must be a cursor from a previous page (pageInfo.endCursor or startCursor)")
}

// argumentAt reports the argument (or input field) that gerr was raised on: gqlgen
// reads arguments under the field's path extended by their names, while a resolver's
// own error carries the field's path itself.
func argumentAt(ctx context.Context, gerr *gqlerror.Error) (string, bool) {
	fc := graphql.GetFieldContext(ctx)
	if gerr == nil || fc == nil {
		return "", false
	}
	field := fc.Path()
	if len(gerr.Path) <= len(field) || gerr.Path[:len(field)].String() != field.String() {
		return "", false
	}
	for i := len(gerr.Path) - 1; i >= len(field); i-- {
		if name, ok := gerr.Path[i].(ast.PathName); ok {
			return string(name), true
		}
	}
	return "", false
}

// staffIntrospection lets signed-in staff and API key holders read the schema where it is
// hidden from everyone else (production): GraphiQL's documentation and completion need
// it, and they may send queries of their own there.
type staffIntrospection struct{}

func (staffIntrospection) ExtensionName() string                   { return "IntrospectionForStaffAndKeys" }
func (staffIntrospection) Validate(graphql.ExecutableSchema) error { return nil }

func (staffIntrospection) MutateOperationContext(ctx context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if v := auth.ForContext(ctx); v.Key != nil || v.Staff() != "" {
		oc.DisableIntrospection = false
	}
	return nil
}
