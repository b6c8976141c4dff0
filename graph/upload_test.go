package graph_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/executor"

	"seoagency/auth"
	"seoagency/graph"
	"seoagency/graph/generated"
	"seoagency/media"
)

// An upload past the bound waits Wait for a slot, then is refused with 503, Retry-After
// and the connection closed; a slot given back is taken by the next upload.
func TestUploadsPastTheBoundAre503(t *testing.T) {
	uploads := graph.NewUploads(1)
	uploads.Wait = 200 * time.Millisecond
	tr := graph.Transport{Queries: fuzzQueries, PersistedOnly: true, Limits: graph.DefaultLimits, Uploads: uploads}
	exec := &ranExecutor{Executor: executor.New(generated.NewExecutableSchema(generated.Config{}))}
	const b = "XyZ"
	body := multipartBody(b, [2]string{"operations", `{"id":"u1","variables":{"file":null}}`},
		[2]string{"map", `{"0":["variables.file"]}`}, [2]string{"file:0", "\x89PNG data"})
	post := func(body io.Reader) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/graphql", body)
		admin := auth.WithViewer(graphql.StartOperationTrace(r.Context()), &auth.Viewer{UID: "admin", EmailVerified: true, Role: auth.RoleOwner})
		r = r.WithContext(admin)
		r.Header.Set("Content-Type", "multipart/form-data; boundary="+b)
		w := httptest.NewRecorder()
		tr.Do(w, r, exec)
		return w
	}

	// The first upload's body never ends: it holds the one slot.
	pr, pw := io.Pipe()
	first := make(chan *httptest.ResponseRecorder)
	go func() { first <- post(pr) }()
	_, _ = pw.Write(body[:40])

	start := time.Now()
	w := post(bytes.NewReader(body))
	var out struct {
		Errors []struct {
			Message    string
			Extensions struct{ Code string }
		}
	}
	_ = json.Unmarshal(w.Body.Bytes(), &out)
	if w.Code != 503 || len(out.Errors) != 1 || out.Errors[0].Extensions.Code != "UNAVAILABLE" || w.Header().Get("Retry-After") == "" || w.Header().Get("Connection") != "close" {
		t.Fatalf("past the bound: HTTP %d %s %v", w.Code, w.Body, w.Header())
	}
	if took := time.Since(start); took < uploads.Wait {
		t.Errorf("refused after %v, without waiting %v for a slot", took, uploads.Wait)
	}

	_ = pw.CloseWithError(io.ErrUnexpectedEOF)
	if w := <-first; w.Code != 400 {
		t.Fatalf("the cut body: HTTP %d %s", w.Code, w.Body)
	}
	if w := post(bytes.NewReader(body)); w.Code != 200 || len(exec.files) != 1 || string(exec.files[0]) != "\x89PNG data" {
		t.Fatalf("with the slot given back: HTTP %d %s, files %q", w.Code, w.Body, exec.files)
	}
}

// postMultipart posts a multipart body of parts to a persisted-only transport as an
// Owner, and returns the answer and what ran.
func postMultipart(t *testing.T, body []byte, boundary string) (*httptest.ResponseRecorder, *ranExecutor) {
	t.Helper()
	exec := &ranExecutor{Executor: executor.New(generated.NewExecutableSchema(generated.Config{}))}
	tr := graph.Transport{Queries: fuzzQueries, PersistedOnly: true, Limits: graph.DefaultLimits, Uploads: graph.NewUploads(1)}
	r := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	owner := auth.WithViewer(graphql.StartOperationTrace(r.Context()), &auth.Viewer{UID: "owner", EmailVerified: true, Role: auth.RoleOwner})
	r = r.WithContext(owner)
	r.Header.Set("Content-Type", "multipart/form-data; boundary="+boundary)
	w := httptest.NewRecorder()
	tr.Do(w, r, exec)
	return w, exec
}

// The specification's uploads: any variable name, files nested in an input object and
// in a list, several files in one request, one file at several places; each file is the
// part the map names for its place.
func TestUploadsPerTheSpecification(t *testing.T) {
	const b = "bNd"
	all := `{"id":"u2","variables":{"input":{"files":[{"file":null,"alt":"first"},{"file":null},{"file":null}]}}}`
	for name, c := range map[string]struct {
		parts [][2]string
		want  map[string]string
	}{
		"another variable name": {
			[][2]string{{"operations", `{"id":"u3","variables":{"picture":null,"alt":"A"}}`}, {"map", `{"pic":["variables.picture"]}`}, {"file:pic", "one"}},
			map[string]string{"variables.picture": "one"},
		},
		"several files, nested in an input's list": {
			[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.1.file"],"2":["variables.input.files.2.file"]}`},
				{"file:0", "zero"}, {"file:1", "one"}, {"file:2", "two"}},
			map[string]string{"variables.input.files.0.file": "zero", "variables.input.files.1.file": "one", "variables.input.files.2.file": "two"},
		},
		"files in another order than the map's": {
			[][2]string{{"operations", all}, {"map", `{"a":["variables.input.files.0.file"],"b":["variables.input.files.1.file"],"c":["variables.input.files.2.file"]}`},
				{"file:c", "two"}, {"file:a", "zero"}, {"file:b", "one"}},
			map[string]string{"variables.input.files.0.file": "zero", "variables.input.files.1.file": "one", "variables.input.files.2.file": "two"},
		},
		"one file at several places": {
			[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.file","variables.input.files.2.file"],"1":["variables.input.files.1.file"]}`},
				{"file:0", "same"}, {"file:1", "other"}},
			map[string]string{"variables.input.files.0.file": "same", "variables.input.files.1.file": "other", "variables.input.files.2.file": "same"},
		},
	} {
		t.Run(name, func(t *testing.T) {
			w, exec := postMultipart(t, multipartBody(b, c.parts...), b)
			if w.Code != 200 || len(exec.ran) != 1 {
				t.Fatalf("HTTP %d %s", w.Code, w.Body)
			}
			got := map[string]string{}
			for p, data := range exec.uploads {
				got[p] = string(data)
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Fatalf("files %v, want %v", got, c.want)
			}
		})
	}
}

// Uploads the server refuses, before anything runs, with a 4xx that says why: too many
// files, too large, a map naming a place that is not an upload, that does not exist or
// twice, and maps made to break a reader.
func TestUploadsRefused(t *testing.T) {
	const b = "bNd"
	one := `{"id":"u1","variables":{"file":null}}`
	all := `{"id":"u2","variables":{"input":{"files":[{"file":null,"alt":"first"},{"file":null}]}}}`
	var manyFiles [][2]string
	var manyMap, manyPaths []string
	var items []string
	for i := range graph.MaxUploadFiles + 1 {
		manyMap = append(manyMap, fmt.Sprintf(`"%d":["variables.input.files.%d.file"]`, i, i))
		manyPaths = append(manyPaths, fmt.Sprintf(`"variables.input.files.%d.file"`, i))
		items = append(items, `{"file":null}`)
		manyFiles = append(manyFiles, [2]string{fmt.Sprintf("file:%d", i), "x"})
	}
	many := `{"id":"u2","variables":{"input":{"files":[` + strings.Join(items, ",") + `]}}}`
	big := strings.Repeat("x", media.MaxBytes+1)
	nearlyBig := strings.Repeat("y", media.MaxBytes)
	big3 := `{"id":"u2","variables":{"input":{"files":[{"file":null},{"file":null},{"file":null}]}}}`
	for name, c := range map[string]struct {
		parts  [][2]string
		status int
		says   string
	}{
		"too many files":             {append([][2]string{{"operations", many}, {"map", "{" + strings.Join(manyMap, ",") + "}"}}, manyFiles...), 413, "at most 10"},
		"too many paths":             {[][2]string{{"operations", many}, {"map", `{"0":[` + strings.Join(manyPaths, ",") + `]}`}, {"file:0", "x"}}, 413, "more than 10 paths"},
		"a file over the size limit": {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"]}`}, {"file:0", big}}, 413, "larger than 20 MB"},
		"files over the limit together": {[][2]string{{"operations", big3}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.1.file"],"2":["variables.input.files.2.file"]}`},
			{"file:0", nearlyBig}, {"file:1", nearlyBig}, {"file:2", "z"}}, 413, "40 MB together"},
		"a place that is not an upload": {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.alt"]}`}, {"file:0", "x"}}, 400, "not null"},
		// (The executor's validation of the variables refuses these first.)
		"a null that is not an upload":          {[][2]string{{"operations", `{"id":"u3","variables":{"picture":null,"alt":null}}`}, {"map", `{"0":["variables.picture"],"1":["variables.alt"]}`}, {"file:0", "x"}, {"file:1", "y"}}, 422, "cannot use struct as String"},
		"an input object instead of its upload": {[][2]string{{"operations", `{"id":"u2","variables":{"input":{"files":[null]}}}`}, {"map", `{"0":["variables.input.files.0"]}`}, {"file:0", "x"}}, 422, "must be a MediaFileInput"},
		"a missing path":                        {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.5.file"]}`}, {"file:0", "x"}}, 400, "list of 2 items"},
		"a missing variable":                    {[][2]string{{"operations", one}, {"map", `{"0":["variables.picture"]}`}, {"file:0", "x"}}, 400, "do not have"},
		"a path outside the variables":          {[][2]string{{"operations", one}, {"map", `{"0":["query"]}`}, {"file:0", "x"}}, 400, `"variables."`},
		"the variables themselves":              {[][2]string{{"operations", one}, {"map", `{"0":["variables"]}`}, {"file:0", "x"}}, 400, `"variables."`},
		"a duplicate path":                      {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.0.file"]}`}, {"file:0", "x"}, {"file:1", "y"}}, 400, "twice"},
		"a duplicate path in one entry":         {[][2]string{{"operations", one}, {"map", `{"0":["variables.file","variables.file"]}`}, {"file:0", "x"}}, 400, "twice"},
		"a duplicate key":                       {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"],"0":["variables.file"]}`}, {"file:0", "x"}}, 400, "map must be one JSON object"},
		"a negative index":                      {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.-1.file"]}`}, {"file:0", "x"}}, 400, "an index"},
		"an index with a leading zero":          {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.01.file"]}`}, {"file:0", "x"}}, 400, "an index"},
		"a huge index":                          {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.99999999999999999999.file"]}`}, {"file:0", "x"}}, 400, "an index"},
		"a path through a string":               {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.alt.x"]}`}, {"file:0", "x"}}, 400, "past a value"},
		"a path through an upload":              {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"],"1":["variables.file.x"]}`}, {"file:0", "x"}, {"file:1", "y"}}, 400, "past a value"},
		"an empty list of paths":                {[][2]string{{"operations", one}, {"map", `{"0":[]}`}, {"file:0", "x"}}, 400, "non-empty list"},
		"a path that is no string":              {[][2]string{{"operations", one}, {"map", `{"0":[1]}`}, {"file:0", "x"}}, 400, "as strings"},
		"an empty map":                          {[][2]string{{"operations", one}, {"map", `{}`}, {"file:0", "x"}}, 400, "map must be one JSON object"},
		"a map that is a list":                  {[][2]string{{"operations", one}, {"map", `[["variables.file"]]`}, {"file:0", "x"}}, 400, "map must be one JSON object"},
		"a map with more after it":              {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"]} {}`}, {"file:0", "x"}}, 400, "map must be one JSON object"},
		"a map too large":                       {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"],"x":"` + strings.Repeat("a", 5000) + `"}`}, {"file:0", "x"}}, 413, "larger than"},
		"a map nested deep":                     {[][2]string{{"operations", one}, {"map", strings.Repeat(`{"a":`, 100) + "1" + strings.Repeat("}", 100)}, {"file:0", "x"}}, 400, "map must be one JSON object"},
		"a file the map does not name":          {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"]}`}, {"file:1", "x"}}, 400, "not a file the map names"},
		"a file sent twice":                     {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.1.file"]}`}, {"file:0", "x"}, {"file:0", "y"}}, 400, "came twice"},
		"a file missing":                        {[][2]string{{"operations", all}, {"map", `{"0":["variables.input.files.0.file"],"1":["variables.input.files.1.file"]}`}, {"file:0", "x"}}, 400, `ends before every file the map names: "1"`},
		"a part after the files":                {[][2]string{{"operations", one}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}, {"extra", "y"}}, 400, "goes on after"},
		"an operation that is no upload":        {[][2]string{{"operations", `{"id":"m1","variables":{"email":"a@b.co","file":null}}`}, {"map", `{"0":["variables.file"]}`}, {"file:0", "x"}}, 400, "declares no variable $file"},
	} {
		t.Run(name, func(t *testing.T) {
			w, exec := postMultipart(t, multipartBody(b, c.parts...), b)
			var out struct{ Errors []struct{ Message string } }
			_ = json.Unmarshal(w.Body.Bytes(), &out)
			if w.Code != c.status || len(out.Errors) != 1 || !strings.Contains(out.Errors[0].Message, c.says) || len(exec.ran) != 0 {
				t.Fatalf("HTTP %d %s; ran %q (want %d saying %q)", w.Code, w.Body, exec.ran, c.status, c.says)
			}
		})
	}
}
