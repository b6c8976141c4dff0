// Package seoagency embeds the files the server needs at run time: the ones it shares
// with the web app, so each is written once (the page table web/routes.json and
// Relay's persisted queries), and the versioned database migrations.
package seoagency

import "embed"

// RoutesJSON lists every page of the web app with its title and description.
//
//go:embed web/routes.json
var RoutesJSON []byte

// PersistedQueries maps Relay's document ids to query texts (relay-compiler writes it).
//
//go:embed web/persisted-queries.json
var PersistedQueries []byte

// Migrations are the versioned migrations of the PostgreSQL schema, with Atlas's
// checksum file (go run ./store/newmigration NAME writes the next one).
//
//go:embed ent/migrate/migrations
var Migrations embed.FS
