package graph_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/executor"

	"seoagency/auth"
	"seoagency/graph"
	"seoagency/graph/generated"
)

// ranExecutor is gqlgen's executor on the real schema, which records what it was
// asked to run instead of running it (no database needed).
type ranExecutor struct {
	*executor.Executor
	ran   []string
	vars  []map[string]any
	files [][]byte // an upload's file at variables.file, read while it runs (it is gone once answered)
	// uploads are the files of the last operation run by their paths ("variables.input.files.0.file").
	uploads map[string][]byte
}

func (e *ranExecutor) DispatchOperation(ctx context.Context, opCtx *graphql.OperationContext) (graphql.ResponseHandler, context.Context) {
	e.ran = append(e.ran, opCtx.RawQuery)
	e.vars = append(e.vars, opCtx.Variables)
	e.uploads = map[string][]byte{}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch v := v.(type) {
		case graphql.Upload:
			data, _ := io.ReadAll(v.File)
			e.uploads[path] = data
		case map[string]any:
			for k, x := range v {
				walk(path+"."+k, x)
			}
		case []any:
			for i, x := range v {
				walk(path+"."+strconv.Itoa(i), x)
			}
		}
	}
	walk("variables", opCtx.Variables)
	if data, ok := e.uploads["variables.file"]; ok {
		e.files = append(e.files, data)
	}
	return graphql.OneShot(&graphql.Response{Data: []byte(`{}`)}), ctx
}

var fuzzQueries = map[string]string{
	"q1": `query Banners { banners(first: 1) { totalCount } }`,
	"m1": `mutation Subscribe($email: String!) { subscribe(email: $email) { email } }`,
	"u1": `mutation Upload($file: Upload!) { uploadMedia(file: $file) { id } }`,
	"u2": `mutation UploadAll($input: UploadMediaFilesInput!) { uploadMediaFiles(input: $input) { id } }`,
	"u3": `mutation UploadPicture($picture: Upload!, $alt: String) { uploadMedia(file: $picture, alt: $alt) { id } }`,
}

const fuzzMutation = `mutation { subscribe(email: \"evil@example.com\") { email } }`

// FuzzPersistedOnly is the differential of the production gate: for any POST body from
// a signed-in customer, either the request is refused with a client error, or exactly one
// operation runs, it is the persisted document of the id the body names, and the standard
// library reads the same id (and no query text) from the same bytes.
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
		exec := postAs(t, fuzzCustomer, schema, body, "application/json")
		if exec == nil {
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

// The callers of the fuzz targets: an Owner (who may upload, and send text in production)
// and a customer (persisted queries only in production).
var (
	fuzzOwner    = &auth.Viewer{UID: "admin", EmailVerified: true, Role: auth.RoleOwner}
	fuzzCustomer = &auth.Viewer{UID: "customer", Email: "c@example.com", EmailVerified: true}
)

// postAs posts body to a persisted-only Transport as v (with a bearer token, which an
// upload needs), and returns what ran; nil when nothing did, once it checked that the
// answer is then a client error that says why.
func postAs(t *testing.T, v *auth.Viewer, schema graphql.ExecutableSchema, body []byte, contentType string) *ranExecutor {
	exec := &ranExecutor{Executor: executor.New(schema)}
	tr := graph.Transport{Queries: fuzzQueries, PersistedOnly: true, Limits: graph.DefaultLimits, Uploads: graph.NewUploads(1)}
	r := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	r = r.WithContext(auth.WithViewer(graphql.StartOperationTrace(r.Context()), v)) // as handler.Server does
	r.Header.Set("Content-Type", contentType)
	r.Header.Set("Authorization", "Bearer x")
	w := httptest.NewRecorder()
	tr.Do(w, r, exec)
	if len(exec.ran) > 0 {
		return exec
	}
	if w.Code < 400 || w.Code >= 500 || !strings.Contains(w.Body.String(), `"errors"`) {
		t.Fatalf("body %q: nothing ran, yet %d %s", body, w.Code, w.Body.String())
	}
	return nil
}

// multipartBody is an upload as the specification has it: operations, map, files.
func multipartBody(boundary string, parts ...[2]string) []byte {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	_ = w.SetBoundary(boundary)
	for _, p := range parts {
		if strings.HasPrefix(p[0], "file:") {
			fw, _ := w.CreateFormFile(strings.TrimPrefix(p[0], "file:"), "a.png")
			_, _ = io.WriteString(fw, p[1])
			continue
		}
		_ = w.WriteField(p[0], p[1])
	}
	_ = w.Close()
	return b.Bytes()
}

// FuzzMultipart: for any multipart body from an Owner, either the upload is refused with
// a client error and nothing runs, or exactly one operation runs, and the standard
// library reads the same request from the same bytes: the parts are operations, map, then
// each file the map names once; the operation is the persisted document of the id the
// operations name, or their query text (staff may send text in production); and each
// path of the map holds, in the variables the operation ran with, the bytes of the part
// the map names for it.
func FuzzMultipart(f *testing.F) {
	const ops = `{"id":"u1","variables":{"file":null}}`
	const all = `{"id":"u2","variables":{"input":{"files":[{"file":null,"alt":"a"},{"file":null}]}}}`
	const b = "XyZ"
	for _, parts := range [][][2]string{
		{{"operations", ops}, {"map", `{"0":["variables.file"]}`}, {"file:0", "\x89PNG data"}},
		{{"map", `{"0":["variables.file"]}`}, {"operations", ops}, {"file:0", "x"}},
		{{"operations", ops}, {"map", `{"0":["variables.file"],"1":["variables.file"]}`}, {"file:0", "x"}, {"file:1", "y"}},
		{{"operations", ops}, {"map", `{"0":["variables.file"]}`}, {"file:1", "x"}},
		{{"operations", ops}, {"map", `{"0":["variables.alt"]}`}, {"file:0", "x"}},
		{{"operations", `{"id":"m1","variables":{"email":"a@b.co","file":null}}`}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}},
		{{"operations", `{"query":"` + fuzzMutation + `","variables":{"file":null}}`}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}},
		{{"operations", ops}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}, {"file:0", "again"}},
		{{"operations", `{"id":"u1","variables":{"file":{"a":1}}}`}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}},
		{{"operations", `{"id":"u3","variables":{"picture":null,"alt":null}}`}, {"map", `{"p":["variables.picture"]}`}, {"file:p", "x"}},
		{{"operations", `{"id":"u3","variables":{"picture":null,"alt":null}}`}, {"map", `{"p":["variables.alt"]}`}, {"file:p", "x"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.1.file"]}`}, {"file:0", "x"}, {"file:1", "y"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.0.file","variables.input.files.1.file"]}`}, {"file:0", "x"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.0.file"]}`}, {"file:0", "x"}, {"file:1", "y"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.2.file"]}`}, {"file:0", "x"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.-1.file"]}`}, {"file:0", "x"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.0.alt"]}`}, {"file:0", "x"}},
		{{"operations", all}, {"map", `{"0":["variables.input.files.0"]}`}, {"file:0", "x"}},
		{{"operations", all}, {"map", `{"1":["variables.input.files.1.file"],"0":["variables.input.files.0.file"]}`}, {"file:1", "y"}, {"file:0", "x"}},
	} {
		f.Add(multipartBody(b, parts...), b)
	}
	schema := generated.NewExecutableSchema(generated.Config{})
	f.Fuzz(func(t *testing.T, body []byte, boundary string) {
		exec := postAs(t, fuzzOwner, schema, body, "multipart/form-data; boundary="+boundary)
		if exec == nil {
			return
		}
		if len(exec.ran) != 1 {
			t.Fatalf("body %q ran %d operations", body, len(exec.ran))
		}
		// The standard library's reading of the same bytes.
		mr := multipart.NewReader(bytes.NewReader(body), boundary)
		var names []string
		parts := map[string][]byte{}
		for {
			p, err := mr.NextPart()
			if err != nil {
				if err != io.EOF {
					t.Fatalf("body %q ran, but the standard library cannot read it: %v", body, err)
				}
				break
			}
			names = append(names, p.FormName())
			data, err := io.ReadAll(p)
			if err != nil {
				t.Fatalf("body %q ran, but the standard library cannot read part %q: %v", body, p.FormName(), err)
			}
			parts[p.FormName()] = data
		}
		var ops struct {
			ID    *string `json:"id"`
			Query *string `json:"query"`
		}
		if err := json.Unmarshal(parts["operations"], &ops); err != nil || (ops.ID == nil) == (ops.Query == nil) ||
			ops.ID != nil && exec.ran[0] != fuzzQueries[*ops.ID] || ops.Query != nil && exec.ran[0] != *ops.Query {
			t.Fatalf("body %q ran %q, but the standard library reads operations %s (err %v)", body, exec.ran[0], parts["operations"], err)
		}
		var fileMap map[string][]string
		if len(names) < 3 || names[0] != "operations" || names[1] != "map" || json.Unmarshal(parts["map"], &fileMap) != nil || len(names) != 2+len(fileMap) {
			t.Fatalf("body %q ran, but the standard library reads parts %q", body, names)
		}
		want := map[string][]byte{}
		for _, name := range names[2:] {
			paths, ok := fileMap[name]
			if !ok {
				t.Fatalf("body %q ran with a part %q that its map does not name", body, name)
			}
			for _, p := range paths {
				want[p] = parts[name]
			}
		}
		if len(want) != len(exec.uploads) {
			t.Fatalf("body %q ran with files at %q, but its map names %q", body, keys(exec.uploads), keys(want))
		}
		for p, data := range want {
			if got, ok := exec.uploads[p]; !ok || !bytes.Equal(got, data) {
				t.Fatalf("body %q ran with %q at %s, not the part the map names there (%q)", body, got, p, data)
			}
		}
	})
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
