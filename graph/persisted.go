package graph

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// Persisted lets clients send a Relay document id ({"id": …} in a POST body, or
// ?id=… in a GET) instead of the query text. With allowText false (production), only
// those ids are accepted: no one can run a query the web app does not send.
func Persisted(queries map[string]string, allowText bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodGet {
				q := r.URL.Query()
				if id := q.Get("id"); id != "" {
					text, ok := queries[id]
					if !ok {
						graphQLError(w, http.StatusBadRequest, "PERSISTED_QUERY_NOT_FOUND", fmt.Sprintf("No persisted query has the id %q: reload the page to get the current app.", id))
						return
					}
					q.Del("id")
					q.Set("query", text)
					r.URL.RawQuery = q.Encode()
				} else if !allowText {
					graphQLError(w, http.StatusBadRequest, "PERSISTED_QUERY_REQUIRED", "Only persisted queries are accepted here: send the document id as id.")
					return
				}
				next.ServeHTTP(w, r)
				return
			}
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
			if err != nil {
				graphQLError(w, http.StatusRequestEntityTooLarge, "TOO_LARGE", "The request body is larger than 1 MiB.")
				return
			}
			var req map[string]json.RawMessage
			if json.Unmarshal(body, &req) == nil {
				if raw, ok := req["id"]; ok {
					var id string
					_ = json.Unmarshal(raw, &id)
					text, ok := queries[id]
					if !ok {
						graphQLError(w, http.StatusBadRequest, "PERSISTED_QUERY_NOT_FOUND", fmt.Sprintf("No persisted query has the id %q: reload the page to get the current app.", id))
						return
					}
					delete(req, "id")
					req["query"], _ = json.Marshal(text)
					body, _ = json.Marshal(req)
				} else if !allowText {
					graphQLError(w, http.StatusBadRequest, "PERSISTED_QUERY_REQUIRED", "Only persisted queries are accepted here: send the document id as id.")
					return
				}
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			r.ContentLength = int64(len(body))
			next.ServeHTTP(w, r)
		})
	}
}

func graphQLError(w http.ResponseWriter, status int, code, message string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []map[string]any{{"message": message, "extensions": map[string]string{"code": code}}}})
}
