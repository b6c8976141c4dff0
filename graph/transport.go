package graph

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"

	"seoagency/apierr"
	"seoagency/auth"
	"seoagency/graph/generated"
	"seoagency/ratelimit"
)

// Transport is the only way into the executor on /graphql (GET and POST). It decodes
// a request once, decides on what it decoded (persisted ids, the document's bounds,
// the public cache) and hands exactly that to the executor: nothing else reads the
// bytes, so nothing can read them differently.
type Transport struct {
	Queries       map[string]string // the web app's persisted documents by id
	PersistedOnly bool              // production: ids only, never query text
	Cache         *Cache            // answers of public queries, persisted or (from visitors) text; nil: none
	Limits        Limits
	// Operation counts each operation by name, run or answered from the cache; nil: not counted.
	Operation func(name string)
	// TextSlots bounds how many documents sent as text are validated and run at once,
	// so that they cannot take every core from the web app's persisted queries; nil: no bound.
	TextSlots chan struct{}
	// Docs is the executor's cache of documents (SetQueryCache): it hands the executor a
	// text this transport parsed and validated, so the text is not parsed twice; nil: the
	// executor parses every text again.
	Docs *documents
	// OneSQL answers a visitor's query of public lists with one SQL statement instead of
	// the executor's resolvers; nil: the executor runs every operation.
	OneSQL *oneSQL
	// Uploads bounds the multipart uploads taken at once and paces their bodies; nil: no
	// bound (an admin's upload is still taken only from an admin, into a temporary file).
	Uploads *Uploads
	// Tracer makes a span of each operation the executor checked, run or answered from
	// the cache; nil: none.
	Tracer trace.Tracer
	// Budget counts cost points (in the database, shared by replicas): each API key's
	// under KeyBudget, as each staff member's text queries in production; nil: no one is
	// limited.
	Budget    *ratelimit.Limiter
	KeyBudget ratelimit.Rule
	// PublicText says whether the Owner lets visitors send queries as text in production
	// (the payment settings' Public Text Queries): queries of public content only, each
	// spending PublicBudget points of the caller's address; nil: never.
	PublicText   func(context.Context) bool
	PublicBudget ratelimit.Rule
}

var _ graphql.Transport = Transport{}

// Supports every request but a WebSocket upgrade, so that anything else gets a clear refusal from Do.
func (Transport) Supports(r *http.Request) bool { return r.Header.Get("Upgrade") == "" }

// Do runs one request.
func (t Transport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	start := graphql.Now()
	w.Header().Set("Cache-Control", "no-store") // but a public answer from the cache (Cache.serve)
	req, refused := decodeRequest(w, r, t.Uploads)
	if req.done != nil {
		defer req.done()
	}
	viewer := auth.ForContext(r.Context())
	var text string
	var publicOnly bool // a keyless text in production: public content only
	if refused == nil {
		text, publicOnly, refused = t.document(r.Context(), req, viewer)
	}
	// A text is bounded, and parsed once (for the cache key too); persisted documents are
	// ours, and fit (a test says so). doc stays nil when the text does not parse.
	var doc *ast.QueryDocument
	var tokens []byte // the SHA-256 of the text's tokens; nil: it does not lex
	if refused == nil && !req.HasID {
		tokens, refused = t.Limits.lexDocument(text)
	}
	if refused != nil {
		writeRefusal(w, refused)
		return
	}
	// A visitor's document sent as text that reads only public content is answered from
	// the cache without a slot or validation, and, when a text with the same tokens was
	// parsed before (Cache.shape), without parsing: its key is the document itself, and
	// an answer is kept only after the same document with the same variables passed
	// every check and ran without an error.
	cacheable := t.Cache != nil && tokens != nil && !req.Upload && anonymous(r)
	var key string
	fromCache := func(s textShape) bool {
		var name string
		if key, name = s.key(tokens, req.OperationName, req.Variables); key == "" {
			return false
		}
		e, hit := t.Cache.lookup(key)
		if hit {
			// A kept answer costs what it cost when it ran (the same document and variables).
			if rule, payer, _ := t.payer(r, req, viewer, publicOnly); payer != "" {
				if _, ok := t.spend(w, r.Context(), rule, payer, e.cost); !ok {
					writeResponse(w, http.StatusTooManyRequests, overBudget(w, rule, payer, nil))
					return true
				}
			}
			t.count(name)
			t.Cache.write(w, r, key, e, true)
		}
		return hit
	}
	if cacheable {
		if s, ok := t.Cache.shape(tokens); ok && fromCache(s) {
			return
		}
	}
	if !req.HasID {
		if doc, refused = t.Limits.checkDocument(text); refused != nil {
			writeRefusal(w, refused)
			return
		}
	}
	if cacheable && doc != nil && key == "" {
		if s := shapeOf(doc); s != nil {
			t.Cache.keepShape(tokens, s)
			if fromCache(s) {
				return
			}
		}
	}
	ctx, cancel := context.WithTimeout(r.Context(), runTime(t.Limits.Timeout, len(req.uploads)))
	defer cancel()
	// A text document holds a slot while it is validated and run; its answer is written
	// after the slot is given back, so that neither the response's compression nor a
	// client slow to read it keeps other documents waiting. A document compiled into one
	// statement gives it back while a database server runs that statement.
	var hold slot
	if t.TextSlots != nil && !req.HasID {
		hold.slots = t.TextSlots
		if !hold.take(ctx) {
			writeResponse(w, http.StatusServiceUnavailable, timeoutResponse())
			return
		}
		defer hold.release()
	}
	if doc != nil && t.Docs != nil {
		ctx = t.Docs.checked(ctx, text, doc) // parsed once: the executor takes it as it is
	}
	opCtx, errs := exec.CreateOperationContext(ctx, &graphql.RawParams{
		Query: text, OperationName: req.OperationName, Variables: req.Variables, Extensions: req.Extensions,
		Headers: r.Header, ReadTime: graphql.TraceTiming{Start: start, End: graphql.Now()},
	})
	if errs != nil {
		status := http.StatusOK
		if errcode.GetErrorKind(errs) == errcode.KindProtocol {
			status = http.StatusUnprocessableEntity // the document does not parse or fit the schema
		}
		writeResponse(w, status, exec.DispatchError(graphql.WithOperationContext(ctx, opCtx), errs))
		return
	}
	if req.Upload {
		if refused := uploadsFit(opCtx.Operation, req.uploads); refused != nil {
			writeRefusal(w, refused)
			return
		}
	}
	if publicOnly && shapeOf(opCtx.Doc) == nil {
		writeRefusal(w, &refusal{http.StatusBadRequest, "PERSISTED_QUERY_REQUIRED", "Without an API key, a query sent as text may read public content only (" + publicFields() + "): send an API key (docs/api.md) for anything else."})
		return
	}
	if r.Method == http.MethodGet && opCtx.Operation.Operation != ast.Query {
		w.Header().Set("Allow", "POST")
		writeRefusal(w, &refusal{http.StatusMethodNotAllowed, "METHOD_NOT_ALLOWED", "GET runs queries only: send a mutation by POST."})
		return
	}
	var costs map[string]any // the caller's cost and budget, in the answer's extensions
	var cost int
	if rule, payer, inBody := t.payer(r, req, viewer, publicOnly); payer != "" {
		// An operation too large is left to the executor, which refuses it with its cost,
		// and costs nothing.
		var err error
		if cost, err = t.Limits.Cost(opCtx.Operation, opCtx.Variables); err == nil {
			spent, ok := t.spend(w, ctx, rule, payer, cost)
			if !ok {
				writeResponse(w, http.StatusTooManyRequests, overBudget(w, rule, payer, spent))
				return
			}
			if inBody {
				costs = spent
			}
		}
	}
	var span trace.Span
	if t.Tracer != nil {
		ctx, span = t.startSpan(ctx, opCtx)
		defer span.End()
	}
	run := func() (status int, body []byte, ok bool) {
		if span != nil {
			defer func() {
				if !ok {
					span.SetStatus(codes.Error, "the answer has errors")
				}
			}()
		}
		if t.OneSQL != nil && anonymous(r) && t.Limits.Check(opCtx.Operation, opCtx.Variables) == nil {
			if st, ok := t.OneSQL.compile(ctx, opCtx); ok {
				if st.elsewhere() {
					// The statement's wait is the database server's work, not a core of
					// this process. SQLite's work is this process's: it keeps the slot.
					hold.release()
				}
				if body, ok := st.run(ctx); ok {
					t.count(OperationName(opCtx))
					return http.StatusOK, body, true
				}
				if !hold.take(ctx) {
					return http.StatusServiceUnavailable, mustJSON(timeoutResponse()), false
				}
			}
		}
		resp := t.execute(ctx, exec, opCtx)
		hold.release()
		if costs != nil {
			if resp.Extensions == nil {
				resp.Extensions = map[string]any{}
			}
			resp.Extensions["cost"] = costs
		}
		body, _ = json.Marshal(resp)
		status = http.StatusOK
		if req.Upload && len(resp.Errors) > 0 {
			// A refused upload is a 4xx (5xx when the server is at fault), as an upload
			// through any web form is: tools that check only the status see it.
			status = errorStatus(resp.Errors[0])
		}
		return status, body, len(resp.Errors) == 0
	}
	switch {
	case key != "" && opCtx.Operation.Operation == ast.Query:
		if t.Cache.serve(w, r, key, cost, run) {
			t.count(OperationName(opCtx))
		}
		return
	case t.Cache != nil && req.HasID && opCtx.Operation.Operation == ast.Query && t.Cache.Cacheable(req.ID) && anonymous(r):
		if t.Cache.serve(w, r, cacheKey(req.ID, opCtx.Variables), cost, run) {
			t.count(OperationName(opCtx))
		}
		return
	}
	status, body, _ := run()
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// payer is whose budget a request's cost is taken from, under which rule, and whether the
// answer's body tells it: an API key's (every request), a staff member's text query in
// production (GraphiQL's), and a visitor's text query in production, by address, told in
// the headers only (its answer is shared by the cache). "": no one's (persisted queries of
// people, and everything outside production but keys).
func (t Transport) payer(r *http.Request, req request, v *auth.Viewer, publicOnly bool) (rule ratelimit.Rule, payer string, inBody bool) {
	switch {
	case t.Budget == nil:
	case v.Key != nil:
		return t.KeyBudget, "key:" + strconv.Itoa(v.Key.ID), true
	case t.PersistedOnly && !req.HasID && v.Staff() != "":
		return t.KeyBudget, "staff:" + v.UID, true
	case publicOnly:
		return t.PublicBudget, "address:" + addressKey(ratelimit.Client(r.Context())), false
	}
	return ratelimit.Rule{}, "", false
}

// addressKey is the address a budget is counted by: an IPv6 address's /64, which one
// client usually holds whole, so that it cannot spend a new budget from each address of it.
func addressKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil || !a.Is6() || a.Is4In6() {
		return ip
	}
	p, _ := a.Prefix(64)
	return p.String()
}

// overBudget is the answer of an operation that costs more than the payer's budget has left.
func overBudget(w http.ResponseWriter, rule ratelimit.Rule, payer string, costs map[string]any) *graphql.Response {
	who := "This API key has"
	switch {
	case strings.HasPrefix(payer, "staff:"):
		who = "Your queries sent as text have"
	case strings.HasPrefix(payer, "address:"):
		who = "Queries sent as text without an API key from your address have"
	}
	ext := map[string]any{"code": apierr.RateLimited}
	if costs != nil {
		ext["cost"] = costs
	}
	return &graphql.Response{Errors: gqlerror.List{{
		Message:    fmt.Sprintf("%s spent the budget of %d points %s: try again in %s seconds.", who, rule.Limit, per(rule.Per), w.Header().Get("Retry-After")),
		Extensions: ext}}}
}

// per says a budget's window in words: "a minute".
func per(d time.Duration) string {
	switch d {
	case time.Second:
		return "a second"
	case time.Minute:
		return "a minute"
	case time.Hour:
		return "an hour"
	}
	return "per " + d.String()
}

// spend takes cost points from payer's budget under rule and says so in the answer's
// headers; false when the budget has fewer points left (none are taken).
func (t Transport) spend(w http.ResponseWriter, ctx context.Context, rule ratelimit.Rule, payer string, cost int) (map[string]any, bool) {
	s := t.Budget.Spend(ctx, rule, payer, cost)
	h := w.Header()
	h.Set("X-RateLimit-Limit", strconv.Itoa(s.Limit))
	h.Set("X-RateLimit-Remaining", strconv.Itoa(s.Remaining))
	h.Set("X-RateLimit-Reset", strconv.FormatInt(s.Reset.Unix(), 10))
	h.Set("X-RateLimit-Cost", strconv.Itoa(cost))
	if !s.OK {
		h.Set("Retry-After", strconv.Itoa(max(1, int(math.Ceil(time.Until(s.Reset).Seconds())))))
	}
	return map[string]any{"requestedQueryCost": cost, "maximumQueryCost": t.Limits.MaxCost,
		"budget": s.Limit, "remaining": s.Remaining, "resetAt": s.Reset.UTC().Format(time.RFC3339)}, s.OK
}

// startSpan starts the span of the operation opCtx runs, named as OpenTelemetry's
// conventions say ("query HomePage"). The document is left out: a text may carry values.
func (t Transport) startSpan(ctx context.Context, opCtx *graphql.OperationContext) (context.Context, trace.Span) {
	kind := string(opCtx.Operation.Operation)
	name := kind
	attrs := []attribute.KeyValue{semconv.GraphQLOperationTypeKey.String(kind)}
	if op := OperationName(opCtx); op != "" {
		name += " " + op
		attrs = append(attrs, semconv.GraphQLOperationName(op))
	}
	return t.Tracer.Start(ctx, name, trace.WithAttributes(attrs...))
}

// slot is a text document's hold on one of the transport's text slots; it is used by
// the request's goroutine only.
type slot struct {
	slots chan struct{} // nil: the document needs no slot
	held  bool
}

// take waits for a slot, or for ctx to end (false).
func (s *slot) take(ctx context.Context) bool {
	if s.slots == nil || s.held {
		return true
	}
	select {
	case s.slots <- struct{}{}:
		s.held = true
		return true
	case <-ctx.Done():
		return false
	}
}

func (s *slot) release() {
	if s.held {
		<-s.slots
		s.held = false
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// count counts an operation answered from the cache, which the executor never saw.
func (t Transport) count(name string) {
	if t.Operation != nil {
		t.Operation(name)
	}
}

// OperationName is the name of the operation oc runs, also when the request did not repeat it.
func OperationName(oc *graphql.OperationContext) string {
	if oc.OperationName == "" && oc.Operation != nil {
		return oc.Operation.Name
	}
	return oc.OperationName
}

// anonymous: the request carries no credentials and its context no signed-in viewer
// (auth.Middleware puts the viewer there). A signed-in caller's query, text or
// persisted, is never answered from, nor kept in, the cache: its answer may hold what
// only they may read (an admin reads updatedBy and usedIn), and a visitor's may not.
func anonymous(r *http.Request) bool {
	return len(r.Header.Values("Authorization")) == 0 && !auth.ForContext(r.Context()).SignedIn()
}

// execute runs the operation the executor has checked; ctx carries the time limit.
func (t Transport) execute(ctx context.Context, exec graphql.GraphExecutor, opCtx *graphql.OperationContext) *graphql.Response {
	responses, ctx := exec.DispatchOperation(ctx, opCtx)
	if resp := responses(ctx); resp != nil {
		return resp
	}
	return timeoutResponse()
}

func timeoutResponse() *graphql.Response {
	e, _ := apierr.From(context.DeadlineExceeded)
	return &graphql.Response{Errors: gqlerror.List{{Message: e.Message, Extensions: map[string]any{"code": e.Code}}}}
}

// document is the text to run: a persisted document by id, or the text the caller sent
// outside production, or in production from an API key's holder or a signed-in staff
// member (GraphiQL), or from anyone else while the Owner allows visitors' text queries
// (publicOnly: then it may read public content only).
func (t Transport) document(ctx context.Context, req request, v *auth.Viewer) (text string, publicOnly bool, refused *refusal) {
	switch {
	case req.HasID && req.HasQuery:
		return "", false, badRequest("Send id or query, not both.")
	case req.HasID:
		text, ok := t.Queries[req.ID]
		if !ok {
			return "", false, &refusal{http.StatusBadRequest, "PERSISTED_QUERY_NOT_FOUND", fmt.Sprintf("No persisted query has the id %q: reload the page to get the current app.", req.ID)}
		}
		return text, false, nil
	case t.PersistedOnly && v.Key == nil && v.Staff() == "":
		if v.Role != "" && v.Held != nil {
			e, _ := apierr.From(v.Held) // a staff member who has not passed the second factor
			return "", false, &refusal{e.Status(), string(e.Code), e.Message}
		}
		if t.PublicText == nil || !t.PublicText(ctx) {
			return "", false, &refusal{http.StatusBadRequest, "PERSISTED_QUERY_REQUIRED", "Only persisted queries are accepted here: send the document id as id, or an API key (docs/api.md) with your own query."}
		}
		publicOnly = true
	}
	if strings.TrimSpace(req.Query) == "" {
		return "", false, badRequest("Send the query text as query (or a persisted document id as id).")
	}
	return req.Query, publicOnly, nil
}

// publicFields lists the root fields a visitor's text query may ask for.
func publicFields() string {
	names := make([]string, 0, len(PublicContent))
	for n := range PublicContent {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// cacheKey is a persisted id with the variables the operation declares, as the
// executor read them: variables it does not declare make no new key.
func cacheKey(id string, vars map[string]any) string {
	canonical, _ := json.Marshal(vars) // map keys sorted: one key per meaning
	return id + "\x00" + string(canonical)
}

// textShape is what the cache key of a document sent as text needs of the parsed
// document: its operations, every one a query whose root fields are PublicContent
// (fragments followed), and the variables each declares. Texts with the same tokens
// parse into the same document, so the cache keeps the shape by tokens and a warm
// text is not parsed again.
type textShape []textOperation

type textOperation struct {
	name      string
	variables []string
}

// shapeOf is doc's shape, or nil when its answer is not shared (an operation other
// than a query of public content).
func shapeOf(doc *ast.QueryDocument) textShape {
	s := textShape{}
	for _, o := range doc.Operations {
		if o.Operation != ast.Query || !onlyPublic(doc, o.SelectionSet, map[string]bool{}) {
			return nil
		}
		// Copies: the parsed names share the text's memory, which a kept shape must not hold.
		op := textOperation{name: strings.Clone(o.Name)}
		for _, v := range o.VariableDefinitions {
			op.variables = append(op.variables, strings.Clone(v.Variable))
		}
		s = append(s, op)
	}
	return s
}

// key is the cache key of a request running the document shaped s, and the name of the
// operation it runs; "" when the request does not pick an operation as the executor
// does (the executor says why). The key hashes the document's tokens (their SHA-256,
// Limits.lexDocument), which leave out what does not change its meaning (white space,
// commas, comments, how a string is escaped), the operation picked, and the variables
// that operation declares as the caller sent them (JSON with sorted keys): undeclared
// variables make no new key. Operation names stay in the key: /metrics counts
// operations by name, and a cache hit runs none.
func (s textShape) key(tokens []byte, operationName string, vars map[string]any) (key, name string) {
	var op *textOperation
	for i, o := range s {
		if operationName == "" && len(s) == 1 || operationName != "" && o.name == operationName {
			op = &s[i]
		}
	}
	if op == nil {
		return "", ""
	}
	declared := map[string]any{}
	for _, v := range op.variables {
		if value, ok := vars[v]; ok {
			declared[v] = value
		}
	}
	values, err := json.Marshal(declared)
	if err != nil {
		return "", ""
	}
	var printed bytes.Buffer
	printed.Write(tokens)
	printed.WriteByte(0)
	printed.WriteString(op.name)
	printed.WriteByte(0)
	printed.Write(values)
	sum := sha256.Sum256(printed.Bytes())
	return textPrefix + string(sum[:]), op.name
}

// textPrefix starts every text's key; persisted keys start with their id, never with it.
const textPrefix = "text\x00"

func writeResponse(w http.ResponseWriter, status int, resp *graphql.Response) {
	body, _ := json.Marshal(resp)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func writeRefusal(w http.ResponseWriter, e *refusal) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(e.Status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []map[string]any{{"message": e.Message, "extensions": map[string]string{"code": e.Code}}}})
}

// documents is the executor's cache of parsed and validated documents. It keeps those
// of the persisted queries (a fixed set); any other text is parsed and validated once per
// request, by the transport (checked), so callers cannot fill memory with it.
type documents struct {
	validation *validation
	known      map[string]bool
	docs       sync.Map
}

func newDocuments(schema *ast.Schema, queries map[string]string) *documents {
	d := &documents{validation: newValidation(schema), known: map[string]bool{}}
	for _, text := range queries {
		d.known[text] = true
	}
	return d
}

// checkedDoc is a text and its document, validated, for the one request whose context
// carries it.
type checkedDoc struct {
	text string
	doc  *ast.QueryDocument
}

type checkedKey struct{}

// checked validates doc, parsed from text, with the executor's rules (gqlparser's
// default set, as gqlgen's executor runs it) and, when it is valid, returns a context
// in which the executor finds it instead of parsing text again. An invalid document is
// left to the executor, which parses and validates it again and says why in its words.
func (d *documents) checked(ctx context.Context, text string, doc *ast.QueryDocument) context.Context {
	if len(doc.Operations) == 0 || !d.validation.valid(doc) {
		return ctx
	}
	return context.WithValue(ctx, checkedKey{}, checkedDoc{text, doc})
}

func (d *documents) Get(ctx context.Context, text string) (*ast.QueryDocument, bool) {
	if c, ok := ctx.Value(checkedKey{}).(checkedDoc); ok && c.text == text {
		return c.doc, true
	}
	doc, ok := d.docs.Load(text)
	if !ok {
		return nil, false
	}
	return doc.(*ast.QueryDocument), true
}

func (d *documents) Add(_ context.Context, text string, doc *ast.QueryDocument) {
	if d.known[text] {
		d.docs.Store(text, doc)
	}
}

// errorStatus is the HTTP status of a GraphQL error's extensions.code.
func errorStatus(err *gqlerror.Error) int {
	return (&apierr.Error{Code: apierr.Code(fmt.Sprint(err.Extensions["code"]))}).Status()
}

// uploadsFit: each place the map put a file at is of type Upload in the operation (a
// variable, or a field or item of an input object it declares), so that a file never
// stands where a text or a number is read.
func uploadsFit(op *ast.OperationDefinition, places [][]string) *refusal {
	schema := generated.NewExecutableSchema(generated.Config{}).Schema() // parsed once, at start
	for _, path := range places {
		v := op.VariableDefinitions.ForName(path[0])
		if v == nil {
			return badRequest("The operation declares no variable $%s for the file at variables.%s.", path[0], strings.Join(path, "."))
		}
		t := v.Type
		for _, step := range path[1:] {
			switch {
			case t == nil:
			case t.Elem != nil:
				t = t.Elem
			case schema.Types[t.Name()] != nil && schema.Types[t.Name()].Kind == ast.InputObject:
				if f := schema.Types[t.Name()].Fields.ForName(step); f != nil {
					t = f.Type
				} else {
					t = nil
				}
			default:
				t = nil
			}
		}
		if t == nil || t.Elem != nil || t.NamedType != "Upload" {
			return badRequest("The file at variables.%s is not where the operation takes an Upload: map each file to a place of type Upload.", strings.Join(path, "."))
		}
	}
	return nil
}
