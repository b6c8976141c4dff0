package apierr

import (
	"encoding/json"
	"net/http"
)

// WriteJSON answers v as JSON with status: the one JSON writer of the handlers that
// live beside their domain (notices, beacons, account data).
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
