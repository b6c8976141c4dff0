// Package rest serves the backend calls of the specification's browser app under
// /api, for the integrations and scripts that speak that API. It holds no rule of its
// own: handlers decode, call the code the GraphQL resolvers call, and encode.
package rest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"reflect"
	"strconv"
	"strings"

	"seoagency/apierr"
	"seoagency/audit"
	"seoagency/auth"
	"seoagency/ent"
)

// Access is who may call a route; the data layer and the business packages enforce it.
// Staff routes name the area of the roles table they need (auth.Role.May).
type Access struct {
	who  string
	area auth.Area   // staff routes: "" for any staff role, the data layer deciding per record
	at   auth.Access // staff routes with an area
}

var (
	public   = Access{who: "anyone"}
	signedIn = Access{who: "signed-in"}
	// unidentified is anyone, and the route reads nothing of who calls: not even a token
	// (a browser's beacon, PayPal's notices).
	unidentified = Access{who: "anyone, unidentified"}
	// anyStaff lets in every staff role; the record acted on decides (the trash, history).
	anyStaff = Access{who: "staff"}
)

// staff is a route of the staff whose role reaches area a at level at.
func staff(a auth.Area, at auth.Access) Access { return Access{who: "staff", area: a, at: at} }

// Anyone reports whether the route admits visitors.
func (a Access) Anyone() bool { return a == public || a == unidentified }

// Staff reports whether the route is for staff only.
func (a Access) Staff() bool { return a.who == "staff" }

// Admits reports whether role r (in force; "" for a customer) passes the route's door.
func (a Access) Admits(r auth.Role) bool {
	switch {
	case !a.Staff():
		return true
	case a.area == "":
		return r != ""
	}
	return r.May(a.area) >= a.at
}

// String is the access as the API reference shows it.
func (a Access) String() string {
	if a.area == "" {
		return a.who
	}
	return fmt.Sprintf("staff: %s %s", a.area, a.at)
}

// check refuses a caller the access level does not admit. The data layer checks
// again; this is what lets a body be refused only after its sender may send one.
func (a Access) check(ctx context.Context) error {
	switch {
	case a == signedIn:
		_, err := auth.RequireSignedIn(ctx)
		return err
	case a.Staff() && a.area == "":
		return auth.RequireStaff(ctx)
	case a.Staff():
		return auth.Require(ctx, a.area, a.at)
	}
	return nil
}

// Route is one call of the API.
type Route struct {
	Method string
	Path   string // under /api; {id} is a record id (the GraphQL node id)
	Access Access
	action action
}

// Body is the type of the JSON body the route reads (nil for reads).
func (r Route) Body() reflect.Type { return r.action.body }

// Served says the server supplies the route's handler (Deps).
func (r Route) Served() bool { return r.action.served != nil }

type action struct {
	write bool
	body  reflect.Type
	run   func(ctx context.Context, c *ent.Client, r *http.Request) (any, error)
	// stream answers with a file of its own instead of JSON (the CSV exports).
	stream func(ctx context.Context, c *ent.Client, w http.ResponseWriter, r *http.Request) error
	// served picks the handler the server supplies.
	served func(Deps) http.Handler
}

// Deps is what the server gives the API when it builds it (Handler). Identify reads who
// calls (the sign-in, the caller's address) for every route but the unidentified ones.
// The handlers are those of the routes whose work needs what only the running server
// holds (the identity service, the page renderer, the beacons' limits, PayPal's intake):
// the table still says who may call them, and refuses a caller it does not admit
// before the handler runs.
type Deps struct {
	Identify func(http.Handler) http.Handler

	MyData        http.Handler // GET /my-data
	DeleteAccount http.Handler // POST /delete-account
	Preview       http.Handler // POST /preview
	Vitals        http.Handler // POST /vitals
	IPN           http.Handler // POST /paypal/ipn
}

// served is a route whose handler the server supplies.
func served(pick func(Deps) http.Handler) action { return action{served: pick} }

// MaxBody bounds a request body.
const MaxBody = 1 << 20

// Handler routes /api/… to Routes, with what the server gives (a route whose handler is
// not given answers as an unknown one). Writes run in one transaction each. Its Handler
// method names the route a request matches (for metrics and logs).
func Handler(client *ent.Client, d Deps) *http.ServeMux {
	identify := d.Identify
	if identify == nil {
		identify = func(h http.Handler) http.Handler { return h }
	}
	mux := http.NewServeMux()
	for _, rt := range Routes() {
		h := serve(client, d, rt)
		if h != nil && rt.Access != unidentified {
			h = identify(h)
		}
		if h != nil {
			mux.Handle(rt.Method+" /api"+rt.Path, h)
		}
	}
	mux.Handle("/api/", identify(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if allow := allowed(mux, r); allow != nil {
			w.Header().Set("Allow", strings.Join(allow, ", "))
			writeJSON(w, http.StatusMethodNotAllowed, envelope(&apierr.Error{Code: "METHOD_NOT_ALLOWED", Message: r.URL.Path + " answers " + strings.Join(allow, " or ") + ", not " + r.Method + "."}))
			return
		}
		writeError(w, r, &apierr.Error{Code: apierr.NotFound, Message: "No API route " + r.Method + " " + r.URL.Path + ": see the API reference in docs/api.md."})
	})))
	return mux
}

// allowed lists the methods of the routes at r's path (none: no route has the path).
func allowed(mux *http.ServeMux, r *http.Request) []string {
	var out []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete} {
		other := *r
		other.Method = m
		if _, pattern := mux.Handler(&other); pattern != "/api/" && pattern != "" {
			out = append(out, m)
		}
	}
	return out
}

// serve checks who is calling before it reads anything of the request: a visitor
// gets 401 and a customer 403 on a route that is not theirs, whatever the body.
func serve(client *ent.Client, d Deps, rt Route) http.Handler {
	a := rt.action
	var own http.Handler
	if a.served != nil {
		if own = a.served(d); own == nil {
			return nil
		}
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		if err := rt.Access.check(ctx); err != nil {
			respond(w, r, 0, nil, err)
			return
		}
		if own != nil {
			own.ServeHTTP(w, r)
			return
		}
		if a.stream != nil {
			if err := a.stream(ctx, client, w, r); err != nil {
				respond(w, r, 0, nil, err)
			}
			return
		}
		if !a.write {
			out, err := a.run(ctx, client, r)
			respond(w, r, http.StatusOK, out, err)
			return
		}
		// In the context, the data layer's hooks see the transaction: public content
		// changed is told again after the commit, so no paint reads the data before it.
		var out any
		err := ent.WithTx(ctx, client, func(ctx context.Context, c *ent.Client) (err error) {
			out, err = a.run(ctx, c, r)
			return err
		})
		respond(w, r, http.StatusOK, out, err)
	})
}

func list[T any](fn func(context.Context, *ent.Client) ([]T, error)) action {
	return action{run: func(ctx context.Context, c *ent.Client, r *http.Request) (any, error) {
		out, err := fn(ctx, c)
		if out == nil {
			out = []T{} // an empty list is [], not null
		}
		return out, err
	}}
}

func get[T any](fn func(context.Context, *ent.Client, int) (T, error)) action {
	return action{run: func(ctx context.Context, c *ent.Client, r *http.Request) (any, error) {
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		return fn(ctx, c, id)
	}}
}

// do is a write whose path says everything: no body.
func do[Out any](fn func(context.Context, *ent.Client, int) (Out, error)) action {
	a := get(fn)
	a.write = true
	return a
}

func create[In, Out any](fn func(context.Context, *ent.Client, In) (Out, error)) action {
	return action{write: true, body: reflect.TypeFor[In](), run: func(ctx context.Context, c *ent.Client, r *http.Request) (any, error) {
		var in In
		if err := decode(r, &in); err != nil {
			return nil, err
		}
		return fn(ctx, c, in)
	}}
}

func update[In, Out any](fn func(context.Context, *ent.Client, int, In) (Out, error)) action {
	return action{write: true, body: reflect.TypeFor[In](), run: func(ctx context.Context, c *ent.Client, r *http.Request) (any, error) {
		id, err := pathID(r)
		if err != nil {
			return nil, err
		}
		var in In
		if err := decode(r, &in); err != nil {
			return nil, err
		}
		return fn(ctx, c, id, in)
	}}
}

// Decode reads a JSON body as the routes do (Content-Type, size limit, error shape), for
// the /api routes served outside Routes (the preview, which answers HTML).
func Decode(r *http.Request, into any) error { return decode(r, into) }

// WriteError answers err in the API's error shape, as the routes do.
func WriteError(w http.ResponseWriter, r *http.Request, err error) { respond(w, r, 0, nil, err) }

// errTooLarge and errMediaType are the body problems with their own statuses.
var (
	errTooLarge  = errors.New("too large")
	errMediaType = errors.New("not JSON")
)

func pathID(r *http.Request) (int, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil || id <= 0 {
		return 0, apierr.NotFoundf("No record has the id %q: ids are whole numbers, as GraphQL's node ids.", r.PathValue("id"))
	}
	return id, nil
}

// decode reads a JSON object body; unknown fields are ignored, as the server owns them.
func decode(r *http.Request, into any) error {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "application/json" {
		return errMediaType
	}
	body, err := io.ReadAll(http.MaxBytesReader(nil, r.Body, MaxBody))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errTooLarge
	}
	if err != nil {
		return &apierr.Error{Code: apierr.Validation, Message: "The request body could not be read."}
	}
	if err := json.Unmarshal(body, into); err != nil {
		return badJSON(err)
	}
	return nil
}

func badJSON(err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return &apierr.Error{Code: apierr.Validation, Message: fmt.Sprintf("The body is not valid JSON (at byte %d): %v.", syntax.Offset, syntax)}
	case errors.As(err, &typ) && typ.Field != "":
		return apierr.Invalid(typ.Field, "type", fmt.Sprintf("%s must be a %s, not a JSON %s", typ.Field, jsonKind(typ.Type), typ.Value))
	case errors.As(err, &typ):
		return &apierr.Error{Code: apierr.Validation, Message: "The body must be a JSON object."}
	}
	return &apierr.Error{Code: apierr.Validation, Message: "The body is not valid: " + err.Error() + "."}
}

func jsonKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Int, reflect.Int64:
		return "number"
	}
	return strings.ToLower(t.Kind().String())
}

func respond(w http.ResponseWriter, r *http.Request, status int, out any, err error) {
	if err != nil {
		switch {
		case errors.Is(err, errTooLarge):
			writeJSON(w, http.StatusRequestEntityTooLarge, envelope(&apierr.Error{Code: "TOO_LARGE", Message: fmt.Sprintf("The body is larger than %d bytes.", MaxBody)}))
		case errors.Is(err, errMediaType):
			writeJSON(w, http.StatusUnsupportedMediaType, envelope(&apierr.Error{Code: "UNSUPPORTED_MEDIA_TYPE", Message: "Send the body as JSON with Content-Type: application/json."}))
		default:
			writeError(w, r, err)
		}
		return
	}
	writeJSON(w, status, out)
}

func writeError(w http.ResponseWriter, r *http.Request, err error) {
	audit.Refusal(r.Context(), r.Method+" "+r.URL.Path, err)
	e, ok := apierr.From(err)
	if !ok {
		slog.ErrorContext(r.Context(), "request failed", "err", err, "path", r.URL.Path)
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	writeJSON(w, e.Status(), envelope(e))
}

func envelope(e *apierr.Error) map[string]*apierr.Error { return map[string]*apierr.Error{"error": e} }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
