package config

import (
	"fmt"
	"strings"
)

//go:generate sh -c "go run ./configdoc > ../docs/configuration.md"

// Reference writes docs/configuration.md from Settings, so the document cannot drift from
// the defaults Load uses: a test compares the two.
func Reference() string {
	var b strings.Builder
	b.WriteString("# Configuration\n\n" +
		"Generated from `config/settings.go` by `go generate ./config`; a test fails when this file is stale.\n\n" +
		"Environment variables of the `server` binary; every one has a default or may stay unset.\n" +
		"A bad value stops the server with a message naming the variable.\n\n" +
		"| variable | default | meaning |\n|---|---|---|\n")
	for _, s := range Settings() {
		def := "(unset)"
		switch {
		case s.DefaultDoc != "":
			def = s.DefaultDoc
		case s.Default != "":
			def = "`" + s.Default + "`"
		case s.DevDefault != "":
			def = "`" + s.DevDefault + "` in development; required in production"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", s.Name, def, s.Doc)
	}
	return b.String()
}
