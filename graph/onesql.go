package graph

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"log/slog"
	"slices"
	"strconv"
	"strings"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/store"
)

// oneSQL answers a query of public lists with one SQL statement whose columns are the
// answer's JSON, written by the database, as PostGraphile does: no resolver, no
// goroutine per field, one round trip however many lists are asked. Each list reads
// through ent (ent.Client.ListPage: its pager, interceptors and privacy policy), so
// the rows are those the executor would read. It compiles only what it writes exactly
// as the executor does: edges, nodes, __typename and node fields that are columns of
// the scalars below, with first as the only argument. Anything else (a cursor,
// pageInfo, totalCount, orderBy, a field with a resolver, a list the caller may not
// read) is left to the executor.
type oneSQL struct {
	client *ent.Client
	schema *ast.Schema
	pages  *pages
	// columns maps each field of a list's node type to its column, by node type.
	columns map[string]map[string]string
	// running bounds the statements PostgreSQL runs at once to a third of the pool, so
	// that a burst of integrators' queries leaves connections to the admin, the customer
	// and PayPal's webhooks (nil on SQLite, where the text slots bound them). Fewer
	// backends at once also cost PostgreSQL's 2 cores less per statement.
	running chan struct{}
}

func newOneSQL(client *ent.Client, schema *ast.Schema) *oneSQL {
	o := &oneSQL{client: client, schema: schema, pages: newPages(client), columns: map[string]map[string]string{}}
	if client.Dialect() == dialect.Postgres {
		o.running = make(chan struct{}, store.PostgresConns/3)
	}
	for name := range schema.Types {
		if node, ok := strings.CutSuffix(name, "Connection"); ok {
			if columns := ent.ListColumns(node); columns != nil {
				o.columns[node] = columns
			}
		}
	}
	return o
}

// maxPairs is the most keys an object of the statement has: PostgreSQL's
// json_build_object takes at most 100 arguments.
const maxPairs = 50

// statement is an operation compiled: the answer's root keys, and the one statement
// that reads those that are not fixed.
type statement struct {
	client  *ent.Client
	running chan struct{} // oneSQL.running
	roots   []root
	query   string // "": every root is fixed
	args    []any
}

// compile is the statement of the operation opCtx runs, or ok false when the operation
// is not one oneSQL compiles (the executor runs it).
func (o *oneSQL) compile(ctx context.Context, opCtx *graphql.OperationContext) (*statement, bool) {
	if opCtx.Operation == nil || opCtx.Operation.Operation != ast.Query {
		return nil, false
	}
	c := compiler{ctx: ctx, o: o, opCtx: opCtx, dialect: o.client.Dialect(), editorHidden: lifecycle.EditorHidden(ctx)}
	roots, ok := c.roots()
	if !ok {
		return nil, false
	}
	st := &statement{client: o.client, running: o.running, roots: roots}
	w := &sqlWriter{dialect: c.dialect}
	w.Grow(1024 * len(roots)) // a list's subquery is about 1 KB
	for _, r := range roots {
		if r.value == nil {
			if w.Len() == 0 {
				w.WriteString("SELECT ")
			} else {
				w.WriteString(", ")
			}
			r.column(w)
		}
	}
	if w.err != nil {
		slog.WarnContext(ctx, "a public query did not compile into one statement", "err", w.err)
		return nil, false
	}
	st.query, st.args = w.String(), w.args
	return st, true
}

// elsewhere: the statement runs in another process (PostgreSQL), not in this one (SQLite).
func (st *statement) elsewhere() bool { return st.client.Dialect() == dialect.Postgres }

// run is the JSON answer, or ok false when the statement failed (the executor then
// runs the operation, and says why in its words).
func (st *statement) run(ctx context.Context) (body []byte, ok bool) {
	var values []sql.RawBytes // the database's bytes, valid until the rows are closed
	if st.query != "" {
		if st.running != nil {
			select {
			case st.running <- struct{}{}:
				defer func() { <-st.running }()
			case <-ctx.Done():
				return nil, false
			}
		}
		var rows entsql.Rows
		if err := st.client.QueryRows(ctx, st.query, st.args, &rows); err != nil {
			slog.WarnContext(ctx, "the statement of a public query failed", "err", err)
			return nil, false
		}
		defer rows.Close()
		columns, err := rows.Columns()
		if err != nil || !rows.Next() {
			slog.WarnContext(ctx, "the statement of a public query failed", "err", errors.Join(err, rows.Err()))
			return nil, false
		}
		values = make([]sql.RawBytes, len(columns))
		dest := make([]any, len(columns))
		for i := range dest {
			dest[i] = &values[i]
		}
		if err := rows.Scan(dest...); err != nil {
			slog.WarnContext(ctx, "the statement of a public query failed", "err", err)
			return nil, false
		}
	}
	size := 16
	for _, v := range values {
		if v == nil {
			return nil, false // a list is never null: something the compiler did not foresee
		}
		size += len(v)
	}
	var out bytes.Buffer
	out.Grow(size + 32*len(st.roots))
	out.WriteString(`{"data":{`)
	for i, r := range st.roots {
		if i > 0 {
			out.WriteByte(',')
		}
		out.WriteString(strconv.Quote(r.key))
		out.WriteByte(':')
		if r.value != nil {
			out.Write(r.value)
		} else {
			out.Write(values[0])
			values = values[1:]
		}
	}
	out.WriteString("}}")
	return out.Bytes(), true
}

// paymentsReadySQL is orders.PaymentsReady as JSON: a PayPal e-mail not in the trash.
const paymentsReadySQL = "CASE WHEN EXISTS (SELECT 1 FROM payment_settings WHERE deleted_at IS NULL) THEN 'true' ELSE 'false' END"

// compiler writes one operation's statement.
type compiler struct {
	ctx     context.Context
	o       *oneSQL
	opCtx   *graphql.OperationContext
	dialect string
	// editorHidden: the caller reads updated_by empty (lifecycle.EditorHidden).
	editorHidden bool
}

// root is a key of the answer's data: a fixed value (JSON) or a column of the statement.
type root struct {
	key    string
	value  []byte
	column func(*sqlWriter)
}

func (c compiler) roots() ([]root, bool) {
	var out []root
	for _, f := range c.collect(c.opCtx.Operation.SelectionSet, []string{"Query"}) {
		if f.Name == "__typename" {
			out = append(out, root{key: f.Alias, value: []byte(`"Query"`)})
			continue
		}
		if f.Name == "paymentsReady" { // the pricing section's, with the plans
			out = append(out, root{key: f.Alias, column: func(w *sqlWriter) { w.WriteString(paymentsReadySQL) }})
			continue
		}
		column, ok := c.list(f)
		if !ok {
			return nil, false
		}
		out = append(out, root{key: f.Alias, column: column})
	}
	return out, true
}

// collect is graphql.CollectFields(set, satisfies). A set of fields without directives
// and with distinct response names (the usual case) is collected here, as gqlgen
// would, without its per-operation cache, which a document compiled once never reads
// again; any other set is gqlgen's to collect.
func (c compiler) collect(set ast.SelectionSet, satisfies []string) []graphql.CollectedField {
	out := make([]graphql.CollectedField, 0, len(set))
	for _, s := range set {
		f, ok := s.(*ast.Field)
		if !ok || len(f.Directives) > 0 || slices.ContainsFunc(out, func(o graphql.CollectedField) bool { return o.Alias == f.Alias }) {
			return graphql.CollectFields(c.opCtx, set, satisfies)
		}
		out = append(out, graphql.CollectedField{Field: f, Selections: f.SelectionSet, IsNonDeferrable: true})
	}
	return out
}

// pair is a key of a JSON object and the SQL of its value: value, or else a column of
// the list's rows as it is.
type pair struct {
	key    string
	column string
	value  func(w *sqlWriter)
}

// list is the subquery of one connection: a JSON object of its edges and __typename.
func (c compiler) list(f graphql.CollectedField) (func(*sqlWriter), bool) {
	conn := c.o.schema.Types[f.Definition.Type.NamedType]
	if conn == nil || !strings.HasSuffix(conn.Name, "Connection") {
		return nil, false
	}
	node := c.o.schema.Types[strings.TrimSuffix(conn.Name, "Connection")]
	if node == nil {
		return nil, false
	}
	columns := c.o.columns[node.Name]
	if columns == nil {
		return nil, false
	}
	limit, ok := c.first(f)
	if !ok {
		return nil, false
	}
	var pairs []pair
	used := make([]string, 0, 16) // the columns the nodes read
	var order []ent.ListOrderTerm // the list's, known once it is read below
	edges := false
	for _, cf := range c.collect(f.Selections, []string{conn.Name}) {
		switch cf.Name {
		case "__typename":
			pairs = append(pairs, pair{key: cf.Alias, value: c.literal(conn.Name)})
		case "edges":
			edge, ok := c.edge(cf, node, columns, &used)
			if !ok {
				return nil, false
			}
			edges = true
			pairs = append(pairs, pair{key: cf.Alias, value: c.array(edge, &order)})
		default:
			return nil, false
		}
	}
	var page *listSQL
	if edges {
		p, ok, err := c.o.pages.page(c.ctx, node.Name, limit, used)
		if !ok || err != nil {
			return nil, false // a read the caller may not do: the executor says so
		}
		page, order = &p, p.order
	}
	if len(pairs) > maxPairs {
		return nil, false
	}
	return func(w *sqlWriter) {
		w.WriteString("(SELECT ")
		c.object(w, pairs)
		if page != nil {
			w.WriteString(" FROM (")
			w.list(page)
			w.WriteString(") AS t")
		}
		w.WriteByte(')')
	}, true
}

// first is the connection's page size (0: no limit), when first is its only argument.
// The arguments are read as ast.Field.ArgumentMap reads them (a variable as the
// executor coerced it, else the literal, else the default), without building its map.
func (c compiler) first(f graphql.CollectedField) (int, bool) {
	if f.Definition == nil {
		return 0, false
	}
	limit := 0
	for _, def := range f.Definition.Arguments {
		var v any
		var err error
		given := false
		if arg := f.Arguments.ForName(def.Name); arg != nil && arg.Value.Kind == ast.Variable {
			v, given = c.opCtx.Variables[arg.Value.Raw]
		} else if arg != nil {
			v, err = arg.Value.Value(c.opCtx.Variables)
			given = true
		}
		if !given && def.DefaultValue != nil {
			v, err = def.DefaultValue.Value(c.opCtx.Variables)
		}
		if err != nil {
			return 0, false
		}
		if v == nil {
			continue
		}
		if def.Name != "first" {
			return 0, false
		}
		n, err := strconv.ParseInt(strings.TrimSpace(toText(v)), 10, 32)
		if err != nil || n < 0 {
			return 0, false
		}
		if n == 0 {
			return 0, false // no rows at all; rare enough to leave to the executor
		}
		limit = int(n)
	}
	return limit, true
}

// toText is an argument's value as the executor coerced it, printed.
func toText(v any) string {
	switch v := v.(type) {
	case int:
		return strconv.Itoa(v)
	case int64:
		return strconv.FormatInt(v, 10)
	case json.Number:
		return v.String()
	}
	return "?"
}

// edge is the JSON object of one edge of the list's rows (t).
func (c compiler) edge(f graphql.CollectedField, node *ast.Definition, columns map[string]string, used *[]string) (func(*sqlWriter), bool) {
	var pairs []pair
	edge := f.Definition.Type.Name() // a list of edges
	for _, cf := range c.collect(f.Selections, []string{edge}) {
		switch cf.Name {
		case "__typename":
			pairs = append(pairs, pair{key: cf.Alias, value: c.literal(edge)})
		case "node":
			n, ok := c.node(cf, node, columns, used)
			if !ok {
				return nil, false
			}
			pairs = append(pairs, pair{key: cf.Alias, value: n})
		default:
			return nil, false
		}
	}
	if len(pairs) > maxPairs {
		return nil, false
	}
	return func(w *sqlWriter) { c.object(w, pairs) }, true
}

// node is the JSON object of a list's row (t).
func (c compiler) node(f graphql.CollectedField, node *ast.Definition, columns map[string]string, used *[]string) (func(*sqlWriter), bool) {
	satisfies := append([]string{node.Name}, node.Interfaces...)
	fields := c.collect(f.Selections, satisfies)
	pairs := make([]pair, 0, len(fields))
	for _, cf := range fields {
		if cf.Name == "__typename" {
			pairs = append(pairs, pair{key: cf.Alias, value: c.literal(node.Name)})
			continue
		}
		column, ok := columns[cf.Name]
		if !ok || len(cf.Arguments) > 0 || len(cf.Selections) > 0 {
			return nil, false
		}
		value, ok := c.scalar(column, cf.Definition.Type)
		if !ok {
			return nil, false
		}
		if !slices.Contains(*used, column) && (column != lifecycle.EditorColumn || !c.editorHidden) {
			*used = append(*used, column)
		}
		pairs = append(pairs, pair{key: cf.Alias, column: column, value: value})
	}
	if len(pairs) > maxPairs {
		return nil, false
	}
	return func(w *sqlWriter) { c.object(w, pairs) }, true
}

// scalar is the JSON value of a column of t, written as the executor marshals the
// field's type (nil: the column as it is); ok false for a type it does not write.
func (c compiler) scalar(column string, typ *ast.Type) (func(*sqlWriter), bool) {
	if column == lifecycle.EditorColumn && c.editorHidden {
		return c.literal(""), true
	}
	name := typ.Name()
	if d := c.o.schema.Types[name]; d != nil && d.Kind == ast.Enum {
		return nil, true // stored as its GraphQL name (ent enums)
	}
	pg := c.dialect == dialect.Postgres
	switch name {
	case "Int", "String":
		return nil, true
	case "ID": // graphql.MarshalIntID: the number as a string
		if pg {
			return func(w *sqlWriter) { w.column(column); w.WriteString("::text") }, true
		}
		return func(w *sqlWriter) { w.WriteString("CAST("); w.column(column); w.WriteString(" AS TEXT)") }, true
	case "Time": // graphql.MarshalTime: RFC 3339 with as many decimals as needed, Z for UTC
		if pg { // sessions are in UTC (store.Open); as text: "2006-01-02 15:04:05.99"
			return func(w *sqlWriter) {
				w.WriteString("translate((")
				w.column(column)
				w.WriteString(" AT TIME ZONE 'UTC')::text, ' ', 'T') || 'Z'")
			}, true
		}
		// The driver stores time.Time.String(): "2006-01-02 15:04:05.999999999 -0700 MST",
		// decimals only as needed, then maybe " m=+0.5" (the monotonic clock).
		return func(w *sqlWriter) {
			utc := func() { w.WriteString("instr("); w.column(column); w.WriteString(", ' +0000 ')") }
			w.WriteString("CASE WHEN ") // UTC, the usual case, in fewer steps
			utc()
			w.WriteString(" > 0 THEN replace(substr(")
			w.column(column)
			w.WriteString(", 1, ")
			utc()
			w.WriteString(" - 1), ' ', 'T') || 'Z' ELSE ")
			space := func() { w.WriteString("instr(substr("); w.column(column); w.WriteString(", 20), ' ')") } // after the seconds
			w.WriteString("replace(substr(")
			w.column(column)
			w.WriteString(", 1, 18 + ")
			space()
			w.WriteString("), ' ', 'T') || CASE substr(")
			w.column(column)
			w.WriteString(", 20 + ")
			space()
			w.WriteString(", 5) WHEN '+0000' THEN 'Z' ELSE substr(")
			w.column(column)
			w.WriteString(", 20 + ")
			space()
			w.WriteString(", 3) || ':' || substr(")
			w.column(column)
			w.WriteString(", 23 + ")
			space()
			w.WriteString(", 2) END END")
		}, true
	case "Money": // money.Cents.MarshalGQL: dollars with two decimals, as a string
		return func(w *sqlWriter) {
			w.WriteString("CASE WHEN ")
			w.column(column)
			w.WriteString(" IS NULL THEN NULL ELSE ")
			sign := func() { w.WriteString("CASE WHEN "); w.column(column); w.WriteString(" < 0 THEN '-' ELSE '' END") }
			if pg {
				sign()
				w.WriteString(" || (abs(")
				w.column(column)
				w.WriteString(") / 100)::text || '.' || lpad((abs(")
				w.column(column)
				w.WriteString(") % 100)::text, 2, '0')")
			} else {
				w.WriteString("printf('%s%d.%02d', ")
				sign()
				w.WriteString(", abs(")
				w.column(column)
				w.WriteString(") / 100, abs(")
				w.column(column)
				w.WriteString(") % 100)")
			}
			w.WriteString(" END")
		}, true
	}
	return nil, false
}

// literal is a JSON string. The values are type and field names, which GraphQL limits
// to letters, digits and underscores, and the empty string.
func (c compiler) literal(s string) func(*sqlWriter) {
	return func(w *sqlWriter) { w.literal(s) }
}

// object writes a JSON object of pairs.
func (c compiler) object(w *sqlWriter, pairs []pair) {
	if c.dialect == dialect.Postgres {
		w.WriteString("json_build_object(")
	} else {
		w.WriteString("json_object(")
	}
	for i, p := range pairs {
		if i > 0 {
			w.WriteString(", ")
		}
		w.literal(p.key)
		w.WriteString(", ")
		if p.value != nil {
			p.value(w)
		} else {
			w.column(p.column)
		}
	}
	w.WriteString(")")
}

// array is the JSON array of elem over the list's rows (t), in the list's order.
func (c compiler) array(elem func(*sqlWriter), order *[]ent.ListOrderTerm) func(*sqlWriter) {
	return func(w *sqlWriter) {
		pg := c.dialect == dialect.Postgres
		if pg {
			w.WriteString("coalesce(json_agg(")
		} else {
			w.WriteString("json_group_array(")
		}
		elem(w)
		for i, o := range *order {
			if i == 0 {
				w.WriteString(" ORDER BY ")
			} else {
				w.WriteString(", ")
			}
			w.column(o.Column)
			if o.Desc {
				w.WriteString(" DESC")
			} else {
				w.WriteString(" ASC")
			}
		}
		w.WriteString(")")
		if pg {
			w.WriteString(", '[]'::json)")
		}
	}
}

// sqlWriter writes one statement: its text, and the arguments of ent's selectors.
type sqlWriter struct {
	strings.Builder
	dialect string
	args    []any
	err     error
}

// literal writes s as an SQL string.
func (w *sqlWriter) literal(s string) {
	w.WriteByte('\'')
	w.WriteString(strings.ReplaceAll(s, "'", "''"))
	w.WriteByte('\'')
}

// column is a column of the list's rows (t).
func (w *sqlWriter) column(name string) {
	q := byte('"')
	if w.dialect != dialect.Postgres {
		q = '`'
	}
	w.WriteString("t.")
	w.WriteByte(q)
	w.WriteString(name) // ent's column names: letters, digits and underscores
	w.WriteByte(q)
}

// list writes a list's SELECT, its placeholders numbered after the arguments written so far.
func (w *sqlWriter) list(l *listSQL) {
	if l.sel == nil {
		w.WriteString(l.text)
		return
	}
	s := l.sel
	s.SetDialect(w.dialect)
	s.SetTotal(len(w.args))
	query, args := s.Query()
	if err := s.Err(); err != nil && w.err == nil {
		w.err = err
	}
	w.WriteString(query)
	w.args = append(w.args, args...)
}
