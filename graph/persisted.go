package graph

import (
	"encoding/json"

	"seoagency"
)

// PersistedQueries are the Relay documents of the web app, by id
// (web/persisted-queries.json, which relay-compiler writes).
func PersistedQueries() map[string]string {
	var m map[string]string
	if err := json.Unmarshal(seoagency.PersistedQueries, &m); err != nil {
		panic("web/persisted-queries.json: " + err.Error())
	}
	return m
}
