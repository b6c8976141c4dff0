// Package seoagency holds the files the server shares with the web app, so each is
// written once: the page table (web/routes.json) and Relay's persisted queries.
package seoagency

import _ "embed"

// RoutesJSON lists every page of the web app with its title and description.
//
//go:embed web/routes.json
var RoutesJSON []byte

// PersistedQueries maps Relay's document ids to query texts (relay-compiler writes it).
//
//go:embed web/persisted-queries.json
var PersistedQueries []byte
