package config

import (
	"encoding/json"
	"net/http"
)

// ServeBrowser hands the browser its public settings at run time (GET
// /app-config.json), so one web build serves every environment.
func (c Config) ServeBrowser(w http.ResponseWriter, r *http.Request) {
	emulator := ""
	if !c.Production() {
		emulator = c.FirebaseEmulatorHost
	}
	h := w.Header()
	h.Set("Cache-Control", "no-cache")
	h.Set("Content-Type", "application/json; charset=utf-8")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"firebase": map[string]string{
			"apiKey":       c.FirebaseAPIKey,
			"authDomain":   c.FirebaseAuthDomain,
			"projectId":    c.FirebaseProjectID,
			"emulatorHost": emulator,
		},
	})
}
