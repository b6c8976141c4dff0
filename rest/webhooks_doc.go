package rest

import (
	_ "embed"
	"strings"

	"seoagency/webhooks"
)

// webhooksDoc is the reference's section on webhooks (package webhooks), in Markdown;
// {{events}} is the table of events, written from webhooks.EventTypes.
//
//go:embed webhooks.md
var webhooksDoc string

func webhooksSection() string {
	var t strings.Builder
	t.WriteString("| Event | When |\n|---|---|\n")
	for _, e := range webhooks.EventTypes() {
		t.WriteString("| `" + e.Name + "` | " + e.Description + " |\n")
	}
	return strings.Replace(webhooksDoc, "{{events}}\n", t.String(), 1)
}
