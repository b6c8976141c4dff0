// Package ent holds the data model (schema/) and the client generated from it.
package ent

//go:generate sh -c "cd .. && go run -mod=mod ent/entc.go"
