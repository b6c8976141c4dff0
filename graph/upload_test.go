package graph_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/executor"

	"seoagency/auth"
	"seoagency/graph"
	"seoagency/graph/generated"
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
