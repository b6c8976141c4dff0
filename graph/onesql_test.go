package graph_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	"entgo.io/ent/privacy"
	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/gqltest"
	"seoagency/graph"
	"seoagency/lifecycle"
	"seoagency/orders"
	"seoagency/store"
	"seoagency/testdb"
)

// oneSQLSite is the endpoint twice over the same database: as served (a visitor's query
// of public lists compiled into one statement) and with the executor only, the
// reference every compiled answer must equal.
type oneSQLSite struct {
	*textSite
	executor *textSite
}

func newOneSQLSite(t testing.TB, databaseURL string) *oneSQLSite {
	s := newTextSite(t, databaseURL, graph.DefaultCacheBytes, false)
	exec := *s
	exec.h = graph.NewExecutorHandler(s.client, orders.PayPal{}, graph.Options{Limits: graph.DefaultLimits})
	oddContent(t, s.client, s.db)
	return &oneSQLSite{s, &exec}
}

// odd are texts that JSON must escape, in every script a site may use: each text field
// takes the first its rules accept (a link takes the last).
var odd = []string{
	"Quote \" back\\slash / tab\tnew\nline \u0001 <b>&amp; ünïcødé 日本語 🚀 \u2028 '; DROP TABLE banners; --",
	"Quote \" back\\slash / <b>&amp; ünïcødé 日本語 🚀 \u2028 '; DROP TABLE banners; --",
	"/odd/ünï?q=\"<b>&amp;'🚀",
}

// oddContent makes the seeded content hard to write: every text field that takes it
// holds odd, times have no decimals, some decimals, or all nine, the admin's order is
// the reverse of the rows' ids, and one row of each ordered list is in the trash.
func oddContent(t testing.TB, c *ent.Client, db *sql.DB) {
	t.Helper()
	ctx := privacy.DecisionContext(auth.WithViewer(context.Background(), admin), privacy.Allow)
	times := []time.Time{
		time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
		time.Date(2026, 11, 24, 23, 59, 59, 120_000_000, time.UTC),
		time.Date(1999, 12, 31, 0, 0, 0, 123_456_000, time.UTC),
	}
	for _, list := range publicLists {
		typ := strings.TrimSuffix(gqltest.Schema.Query.Fields.ForName(list).Type.Name(), "Connection")
		ids, err := c.NodeIDs(ctx, typ)
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range ids {
			for _, column := range ent.ListColumns(typ) {
				m, save, err := c.UpdateNode(typ, id)
				if err != nil {
					t.Fatal(err)
				}
				switch column {
				case "position":
					err = m.SetField(column, len(ids)-i)
				case "created_at", "updated_at":
					continue // stamped by every save: set below
				default:
					if m.SetField(column, "") != nil || column == lifecycle.EditorColumn {
						continue // not a text field
					}
					for _, text := range odd {
						m, save, _ := c.UpdateNode(typ, id)
						_ = m.SetField(column, text)
						if _, err := save(ctx); err == nil {
							break
						}
					}
					continue
				}
				if err == nil {
					_, err = save(ctx)
				}
				if err != nil {
					t.Fatalf("%s %d %s: %v", typ, id, column, err)
				}
			}
		}
		page, _, err := c.ListPage(ctx, typ, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range ids {
			// As the driver writes them (SQLite keeps time.Time's String()).
			created, updated := times[i%len(times)], times[(i+1)%len(times)]
			if c.Dialect() == dialect.Postgres {
				_, err = db.Exec("UPDATE "+page.Select.TableName()+" SET created_at = $1, updated_at = $2 WHERE id = $3", created, updated, id)
			} else {
				_, err = db.Exec("UPDATE "+page.Select.TableName()+" SET created_at = ?, updated_at = ? WHERE id = ?", created.In(time.FixedZone("CET", 3600)), updated, id)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if len(ids) > 2 {
			if _, err := lifecycle.Delete(ctx, c, ids[1]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// sameJSON says whether a and b hold the same JSON: the same keys in the same order,
// the same values, however their strings are escaped.
func sameJSON(a, b []byte) bool {
	da, db := json.NewDecoder(bytes.NewReader(a)), json.NewDecoder(bytes.NewReader(b))
	da.UseNumber()
	db.UseNumber()
	for {
		ta, ea := da.Token()
		tb, eb := db.Token()
		if ea != nil || eb != nil {
			return errors.Is(ea, io.EOF) && errors.Is(eb, io.EOF)
		}
		if ta != tb {
			return false
		}
	}
}

// compiled sends q to both endpoints and fails unless the served one answered with
// one statement, and as the executor does.
func (s *oneSQLSite) compiled(t *testing.T, q call) string {
	t.Helper()
	got, n := s.send(t, q)
	want, m := s.executor.send(t, q)
	if got.Code != 200 || strings.Contains(got.Body.String(), `"errors"`) {
		t.Fatalf("%.200s: %d %.500s", q.query, got.Code, got.Body.String())
	}
	if n != 1 {
		t.Fatalf("%.200s: %d statements, the executor %d", q.query, n, m)
	}
	if !sameJSON(got.Body.Bytes(), want.Body.Bytes()) {
		t.Fatalf("%.200s\ncompiled: %.2000s\nexecutor: %.2000s", q.query, got.Body.String(), want.Body.String())
	}
	return got.Body.String()
}

func TestPublicListsInOneStatement(t *testing.T) {
	for name, database := range databases {
		t.Run(name, func(t *testing.T) {
			s := newOneSQLSite(t, database(t))
			body := s.compiled(t, call{query: publicListsQuery(100)})
			zoned := `"2026-01-02T03:04:05Z"` // PostgreSQL gives times in the session's zone
			if name == "sqlite" {
				zoned = `"2026-01-02T04:04:05+01:00"` // SQLite keeps the zone each time was written in
			}
			if !strings.Contains(body, `DROP TABLE banners`) || !strings.Contains(body, zoned) || !strings.Contains(body, `"2026-11-24T23:59:59.12Z"`) {
				t.Fatalf("the odd content is not in the answer: %.1000s", body)
			}
			for _, q := range []call{
				{query: publicListsQuery(1)},
				{query: `{ a: steps(first: 100) { edges { node { stepTitle id } } } b: steps(first: 2) { __typename edges { cursorless: node { __typename ... on Node { id } } } } __typename }`},
				{query: `query($n: Int, $yes: Boolean!) { serviceItems(first: $n) { edges { node { id serviceTitle @include(if: $yes) } } edges { __typename node { ...Item } } } }
					fragment Item on ServiceItem { id position updatedBy createdAt updatedAt version }`, variables: map[string]any{"n": 2, "yes": false}},
				{query: `{ pricingPackages(first: 3) { edges { node { packageName packagePrice id } } } teamMembers(first: 1) { edges { node { id position } } } }`},
				{query: `{ paymentsReady ready: paymentsReady pricingPackages(first: 3) { edges { node { id } } } }`},
				// The seed's published posts, newest first, as the executor lists them.
				{query: `{ posts(first: 5) { edges { node { id slug title excerpt status publishedAt } } } }`},
				{query: `{ logos(first: 100) { edges { node { id logo id logo } } } logos2: logos(first: 1) { edges { node { logo: id } } } }`},
			} {
				s.compiled(t, q)
			}
		})
	}
}

// What the compiler does not write exactly as the executor does goes to the executor:
// the same answer, from the executor's statements.
func TestOneStatementLeavesTheRestToTheExecutor(t *testing.T) {
	s := newOneSQLSite(t, testdb.SQLite(t))
	for _, q := range []call{
		{query: `{ steps(first: 2) { edges { cursor node { id } } } }`},
		{query: `{ steps(first: 2) { pageInfo { hasNextPage } edges { node { id } } } }`},
		{query: `{ steps(first: 2) { totalCount } }`},
		{query: `{ steps(first: 2, orderBy: {field: CREATED_AT, direction: DESC}) { edges { node { id } } } }`},
		{query: `{ steps(first: 0) { edges { node { id } } } }`},
		{query: `{ steps(first: 2) { edges { node { id } } } banners(first: 1) { edges { node { bannerHeading } } } viewer { email } }`},
		{query: `{ subscribers(first: 2) { edges { node { email } } } }`},       // not the visitor's to read
		{query: `{ steps(first: 1000) { edges { node { id } } } }`},             // past the page size
		{query: `{ steps(first: -1) { edges { node { id } } } }`},               // refused by the executor
		{query: `{ steps(first: 2) { edges { node { id } } } }`, viewer: admin}, // an admin reads who saved last
		{query: `{ steps(last: 2) { edges { node { id stepTitle } } } }`},
	} {
		got, n := s.send(t, q)
		want, m := s.executor.send(t, q)
		if got.Code != want.Code || !sameJSON(got.Body.Bytes(), want.Body.Bytes()) || n != m {
			t.Fatalf("%s: %d with %d statements, the executor %d with %d\n%.500s\n%.500s", q.query, got.Code, n, want.Code, m, got.Body.String(), want.Body.String())
		}
	}
}

// A list the caller may not read is refused as the executor refuses it, also when the
// public lists around it would compile: nothing of the query is answered from one statement.
func TestOneStatementKeepsPrivacy(t *testing.T) {
	s := newOneSQLSite(t, testdb.Postgres(t))
	q := call{query: `{ steps(first: 2) { edges { node { id } } } orders(first: 2) { edges { node { id } } } }`}
	got, _ := s.send(t, q)
	want, _ := s.executor.send(t, q)
	if !strings.Contains(got.Body.String(), `"UNAUTHENTICATED"`) || !sameJSON(got.Body.Bytes(), want.Body.Bytes()) {
		t.Fatalf("%s\nthe executor: %s", got.Body.String(), want.Body.String())
	}
}

// An alias names the edges as the caller likes, once or twice.
func TestOneStatementAliasedEdges(t *testing.T) {
	s := newOneSQLSite(t, testdb.SQLite(t))
	w := s.compiled(t, call{query: `{ steps(first: 2) { items: edges { node { id } } } }`})
	plain, _ := s.send(t, call{query: `{ steps(first: 2) { edges { node { id } } } }`})
	if w != strings.Replace(plain.Body.String(), `"edges"`, `"items"`, 1) || !strings.Contains(w, `"id"`) {
		t.Fatalf("%s, not as %s", w, plain.Body.String())
	}
	s.compiled(t, call{query: `{ steps(first: 2) { a: edges { node { id } } b: edges { node { stepTitle } } } }`})
}

// stuckOnSteps locks the steps table and sends n visitors' documents that read it. waiting
// counts those that wait on the lock, seen from outside the server's pool; release lets
// go of the lock and fails unless every document is then answered.
func stuckOnSteps(t *testing.T, s *textSite, url string, n int) (waiting func() int, release func()) {
	t.Helper()
	watch, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { watch.Close() })
	tx, err := s.db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback() })
	if _, err := tx.Exec("LOCK TABLE steps IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	done := make(chan *httptest.ResponseRecorder, n)
	for i := range n {
		go func() {
			w, _ := s.send(t, call{query: fmt.Sprintf(`{ s%d: steps(first: 2) { edges { node { stepTitle } } } }`, i)})
			done <- w
		}()
	}
	waiting = func() (n int) {
		if err := watch.QueryRow("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%steps%'").Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	release = func() {
		t.Helper()
		tx.Rollback()
		for range n {
			if w := <-done; w.Code != 200 || !strings.Contains(w.Body.String(), "stepTitle") {
				t.Fatalf("a waiting document: %d %.300s", w.Code, w.Body.String())
			}
		}
	}
	return waiting, release
}

// untilWaiting polls waiting until want documents wait on the lock (fails after 10 s).
func untilWaiting(t *testing.T, waiting func() int, want int, why string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); waiting() < want; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d documents wait on the locked table, not %d: %s", waiting(), want, why)
		}
	}
}

// A compiled document gives its text slot back while the database runs its statement:
// documents waiting on a locked table do not keep the next one from being answered.
func TestOneStatementWaitsWithoutASlot(t *testing.T) {
	url := testdb.Postgres(t)
	s := newTextSite(t, url, graph.DefaultCacheBytes, false)
	n := runtime.GOMAXPROCS(0)/2 + 1 // more than the text slots
	waiting, release := stuckOnSteps(t, s, url, n)
	untilWaiting(t, waiting, n, "the others wait for a text slot")
	w, statements := s.send(t, call{query: `{ banners(first: 1) { edges { node { bannerHeading } } } }`})
	if w.Code != 200 || statements != 1 || !strings.Contains(w.Body.String(), "bannerHeading") {
		t.Fatalf("while %d documents wait on the database: %d, %d statements, %.300s", n, w.Code, statements, w.Body.String())
	}
	release()
}

// A burst of public documents stuck on the database takes a third of the pool, not all
// of it: an admin is still answered meanwhile, and every document is answered after.
func TestOneStatementsLeaveThePoolToOthers(t *testing.T) {
	url := testdb.Postgres(t)
	s := newTextSite(t, url, graph.DefaultCacheBytes, false)
	burst := store.PostgresConns // as many as the pool holds
	waiting, release := stuckOnSteps(t, s, url, burst)
	bound := store.PostgresConns / 3
	untilWaiting(t, waiting, bound, "the bound is not reached")
	w, _ := s.send(t, call{viewer: admin, query: `{ subscribers(first: 1) { totalCount } }`})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"totalCount":`) {
		t.Fatalf("an admin while %d public documents wait on the database: %d %.300s", burst, w.Code, w.Body.String())
	}
	if n := waiting(); n != bound {
		t.Fatalf("%d public documents hold a connection of the pool, not %d", n, bound)
	}
	release()
}

// FuzzOneStatement is the compiler's differential: any query of public lists the bytes
// describe (lists, aliases, first, __typename, fragments, directives, and fields the
// compiler leaves to the executor) gets, as a visitor, the executor's answer.
func FuzzOneStatement(f *testing.F) {
	for _, seed := range []string{"", "\x00\x01\x02\x03", "\x05\x11\x22\x33\x44\x55\x66\x77", "\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7"} {
		f.Add([]byte(seed))
	}
	s := newOneSQLSite(f, testdb.SQLite(f))
	f.Fuzz(func(t *testing.T, data []byte) {
		q := fuzzDocument(data)
		got, _ := s.send(t, call{query: q})
		want, _ := s.executor.send(t, call{query: q})
		if got.Code != want.Code || !sameJSON(got.Body.Bytes(), want.Body.Bytes()) {
			t.Fatalf("%s\ncompiled: %d %.1500s\nexecutor: %d %.1500s", q, got.Code, got.Body.String(), want.Code, want.Body.String())
		}
	})
}

// fuzzDocument writes a query of public lists as data says, a byte per choice.
func fuzzDocument(data []byte) string {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b
	}
	var b strings.Builder
	b.WriteString("query Fuzz($yes: Boolean = true, $no: Boolean = false, $n: Int = 2) {")
	for i := range 1 + next()%3 {
		if next()%5 == 0 {
			b.WriteString(" __typename")
		}
		list := publicLists[next()%len(publicLists)]
		node := gqltest.Schema.Types[strings.TrimSuffix(gqltest.Schema.Query.Fields.ForName(list).Type.Name(), "Connection")]
		if next()%2 == 0 {
			fmt.Fprintf(&b, " l%d: ", i)
		}
		b.WriteString(" " + list)
		switch next() % 6 {
		case 0:
			b.WriteString("(first: $n)")
		case 1:
			b.WriteString("(first: 0)")
		case 2:
			b.WriteString("(last: 1)")
		default:
			fmt.Fprintf(&b, "(first: %d)", 1+next()%4)
		}
		b.WriteString(" {")
		switch next() % 8 {
		case 0:
			b.WriteString(" totalCount")
		case 1:
			b.WriteString(" pageInfo { hasNextPage }")
		case 2:
			b.WriteString(" __typename")
		}
		if next()%4 == 0 {
			b.WriteString(" e: edges {")
		} else {
			b.WriteString(" edges {")
		}
		if next()%4 == 0 {
			b.WriteString(" __typename")
		}
		if next()%9 == 0 {
			b.WriteString(" cursor")
		}
		if next()%2 == 0 {
			b.WriteString(" n: node {")
		} else {
			b.WriteString(" node {")
		}
		for j := range 1 + next()%6 {
			field := node.Fields[next()%len(node.Fields)]
			if next()%3 == 0 {
				fmt.Fprintf(&b, " f%d:", j)
			}
			b.WriteString(" " + field.Name)
			switch next() % 7 {
			case 0:
				b.WriteString(" @include(if: $no)")
			case 1:
				b.WriteString(" @skip(if: $no)")
			}
		}
		switch next() % 5 {
		case 0:
			b.WriteString(" __typename")
		case 1:
			b.WriteString(" ... on Node { id }")
		case 2:
			fmt.Fprintf(&b, " ... on %s { id __typename }", node.Name)
		}
		b.WriteString(" } } }")
	}
	return b.String() + " }"
}

// Every list of the schema, public or not, gets the executor's answer: a list whose
// resolver reads other rows than ent's list does would show here.
func TestOneStatementEveryList(t *testing.T) {
	for name, database := range databases {
		t.Run(name, func(t *testing.T) {
			s := newOneSQLSite(t, database(t))
			compiled := 0
			for _, f := range gqltest.Schema.Query.Fields {
				conn := gqltest.Schema.Types[f.Type.Name()]
				if conn == nil || !strings.HasSuffix(conn.Name, "Connection") || f.Arguments.ForName("first") == nil {
					continue
				}
				node := gqltest.Schema.Types[strings.TrimSuffix(conn.Name, "Connection")]
				var fields []string
				for _, nf := range node.Fields {
					if k := gqltest.Schema.Types[nf.Type.Name()].Kind; (k == ast.Scalar || k == ast.Enum) && len(nf.Arguments) == 0 {
						fields = append(fields, nf.Name)
					}
				}
				args := "first: 5"
				for _, a := range f.Arguments {
					if a.Type.NonNull && a.DefaultValue == nil {
						args += ", " + a.Name + ": " + gqltest.Schema.Types[a.Type.Name()].EnumValues[0].Name // messagesByStatus
					}
				}
				q := call{query: fmt.Sprintf("{ %s(%s) { edges { node { %s } } } }", f.Name, args, strings.Join(fields, " "))}
				got, n := s.send(t, q)
				want, _ := s.executor.send(t, q)
				if got.Code != want.Code || !sameJSON(got.Body.Bytes(), want.Body.Bytes()) {
					t.Fatalf("%s\ncompiled: %d %.1000s\nexecutor: %d %.1000s", q.query, got.Code, got.Body.String(), want.Code, want.Body.String())
				}
				if n == 1 && !strings.Contains(got.Body.String(), `"errors"`) {
					compiled++
				}
			}
			if compiled < len(publicLists) {
				t.Fatalf("%d lists compiled, fewer than the %d public lists of the home page", compiled, len(publicLists))
			}
			t.Logf("%d lists compiled into one statement", compiled)
		})
	}
}

// A PostgreSQL server whose TimeZone is not UTC: times still read as the executor
// writes them, in UTC (store.Open's sessions are in UTC).
func TestOneStatementTimesOfAZonedServer(t *testing.T) {
	url := testdb.Postgres(t)
	db, err := sql.Open("postgres", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET timezone TO ''America/New_York''', current_database()); END $$`); err != nil {
		t.Fatal(err)
	}
	s := newOneSQLSite(t, url)
	body := s.compiled(t, call{query: `{ steps(first: 3) { edges { node { id createdAt updatedAt } } } }`})
	if !strings.Contains(body, `Z"`) || strings.Contains(body, `-05:00"`) || strings.Contains(body, `-04:00"`) {
		t.Fatalf("times not in UTC: %s", body)
	}
}
