package config_test

import (
	"os"
	"testing"

	"seoagency/config"
)

func TestReferenceIsCurrent(t *testing.T) {
	doc, err := os.ReadFile("../docs/configuration.md")
	if err != nil || string(doc) != config.Reference() {
		t.Fatal("docs/configuration.md is stale: run `go generate ./config` and commit it")
	}
}

// TestEveryVariableIsDocumented: each variable Load reads is a row of Settings (so of
// docs/configuration.md), and each row is read by Load or by the library the row names.
func TestEveryVariableIsDocumented(t *testing.T) {
	read := map[string]bool{}
	if _, err := config.Load(func(k string) string { read[k] = true; return "" }); err != nil {
		t.Fatal(err)
	}
	byOthers := map[string]bool{"GOOGLE_APPLICATION_CREDENTIALS": true, "GOMEMLIMIT": true, "OTEL_EXPORTER_OTLP_HEADERS": true}
	rows := map[string]bool{}
	for _, s := range config.Settings() {
		if rows[s.Name] {
			t.Errorf("%s is listed twice", s.Name)
		}
		rows[s.Name] = true
		if !read[s.Name] && !byOthers[s.Name] {
			t.Errorf("%s is documented but Load never reads it", s.Name)
		}
	}
	for k := range read {
		if !rows[k] {
			t.Errorf("Load reads %s, which config.Settings does not describe", k)
		}
	}
}
