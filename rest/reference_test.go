package rest_test

import (
	"os"
	"testing"

	"seoagency/rest"
)

func TestReferenceIsCurrent(t *testing.T) {
	doc, err := os.ReadFile("../docs/api.md")
	if err != nil || string(doc) != rest.Reference() {
		t.Fatal("docs/api.md is stale: run `go generate ./rest` and commit it")
	}
}
