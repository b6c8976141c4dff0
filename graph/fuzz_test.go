package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/executor"

	"seoagency/graph"
	"seoagency/graph/generated"
)

// ranExecutor is gqlgen's executor on the real schema, which records what it was
// asked to run instead of running it (no database needed).
type ranExecutor struct {
	*executor.Executor
	ran []string
}

func (e *ranExecutor) DispatchOperation(ctx context.Context, opCtx *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	e.ran = append(e.ran, opCtx.RawQuery)
	return graphql.OneShot(&graphql.Response{Data: []byte(`{}`)}), ctx
}

var fuzzQueries = map[string]string{
	"q1": `query Banners { banners(first: 1) { totalCount } }`,
	"m1": `mutation Subscribe($email: String!) { subscribe(email: $email) { email } }`,
}

const fuzzMutation = `mutation { subscribe(email: \"evil@example.com\") { email } }`

// FuzzPersistedOnly is the differential of the production gate: for any POST body,
// either the request is refused with a client error, or exactly one operation runs,
// it is the persisted document of the id the body names, and the standard library
// reads the same id (and no query text) from the same bytes.
func FuzzPersistedOnly(f *testing.F) {
	q := `{"query":"` + fuzzMutation + `"}`
	for _, s := range []string{
		`{"id":"q1"}`, `{"id":"m1","variables":{"email":"a@b.co"}}`, q, q + ` x`, q + q, `[` + q + `]`,
		`{"id":"q1","query":"` + fuzzMutation + `"}`, `{"id":"q1","id":"m1"}`, `{"ID":"q1","Query":"` + fuzzMutation + `"}`,
		"\xef\xbb\xbf" + `{"id":"q1"}`, `{"id":"q1"}` + "\x00", `{"id":"q1","variables":{"a":1,"a":2}}`, `{"\u0069d":"q1"}`,
		`{"id":"q1","operationName":"Banners","extensions":{}}`, `{"id":"q1"}{"query":"` + fuzzMutation + `"}`,
	} {
		f.Add([]byte(s))
	}
	schema := generated.NewExecutableSchema(generated.Config{})
	f.Fuzz(func(t *testing.T, body []byte) {
		exec := &ranExecutor{Executor: executor.New(schema)}
		tr := graph.Transport{Queries: fuzzQueries, PersistedOnly: true, Limits: graph.DefaultLimits}
		r := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
		r = r.WithContext(graphql.StartOperationTrace(r.Context())) // as handler.Server does
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		tr.Do(w, r, exec)
		if len(exec.ran) == 0 {
			if w.Code < 400 || w.Code >= 500 || !strings.Contains(w.Body.String(), `"errors"`) {
				t.Fatalf("body %q: nothing ran, yet %d %s", body, w.Code, w.Body.String())
			}
			return
		}
		if len(exec.ran) != 1 {
			t.Fatalf("body %q ran %d operations", body, len(exec.ran))
		}
		var std struct {
			ID    *string `json:"id"`
			Query *string `json:"query"`
		}
		dec := json.NewDecoder(bytes.NewReader(body))
		if err := dec.Decode(&std); err != nil || dec.More() || std.ID == nil || std.Query != nil {
			t.Fatalf("body %q ran %q, but the standard library reads it differently (err %v)", body, exec.ran[0], err)
		}
		if want, ok := fuzzQueries[*std.ID]; !ok || exec.ran[0] != want {
			t.Fatalf("body %q ran %q, not the persisted document of id %q", body, exec.ran[0], *std.ID)
		}
	})
}
