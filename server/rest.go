package server

import "net/http"

// rest serves the specification's backend calls under /api.
func (s *Server) rest() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, map[string]any{"error": map[string]string{
			"code": "NOT_FOUND", "message": "No API route " + r.Method + " " + r.URL.Path + "."}})
	})
}
