// Package gqltest sends GraphQL requests to a handler in tests and reads the answers
// the way a client would: data, and errors with their code and fields.
package gqltest

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"seoagency/auth"
)

// Client talks to H as one person: Viewer is put straight into the context (for tests
// of the API layer alone), Token is sent as a Bearer token (for the whole server).
type Client struct {
	H      http.Handler
	Viewer *auth.Viewer
	Token  string
}

// As returns a copy of c acting as v.
func (c Client) As(v *auth.Viewer) Client { c.Viewer = v; return c }

// WithToken returns a copy of c sending token.
func (c Client) WithToken(token string) Client { c.Token = token; return c }

// Error is one GraphQL error.
type Error struct {
	Message    string `json:"message"`
	Path       []any  `json:"path"`
	Extensions struct {
		Code   string            `json:"code"`
		Fields map[string]string `json:"fields"`
	} `json:"extensions"`
}

// Result is a GraphQL answer with its HTTP status.
type Result struct {
	Status int
	Data   json.RawMessage `json:"data"`
	Errors []Error         `json:"errors"`
	Body   string
}

// Code is the code of the first error, "" when there is none.
func (r Result) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Extensions.Code
}

// Do posts query with vars.
func (c Client) Do(t testing.TB, query string, vars map[string]any) Result {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	}
	if c.Viewer != nil {
		req = req.WithContext(auth.WithViewer(req.Context(), c.Viewer))
	}
	w := httptest.NewRecorder()
	c.H.ServeHTTP(w, req)
	res := Result{Status: w.Code, Body: w.Body.String()}
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		t.Fatalf("not a GraphQL answer (HTTP %d): %s", w.Code, w.Body.String())
	}
	return res
}

// Must posts query and fails the test on any error; it decodes data into out.
func (c Client) Must(t testing.TB, query string, vars map[string]any, out any) {
	t.Helper()
	r := c.Do(t, query, vars)
	if len(r.Errors) > 0 {
		t.Fatalf("query failed: %s\nquery: %s", r.Body, query)
	}
	if out != nil {
		if err := json.Unmarshal(r.Data, out); err != nil {
			t.Fatalf("decoding %s: %v", r.Data, err)
		}
	}
}
