package graph

import (
	"strconv"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"seoagency/adminlists"
	"seoagency/graph/generated"
	"seoagency/inbox"
	"seoagency/validate"
)

// The web app takes its inputs' maxlength and its tables' sorts from schema.graphql's
// @maxLength and @allowed (scripts/admin-descriptions.mjs). The ent schema writes its own;
// the ones written by hand in graph/schema must say what the server checks.
func TestSchemaFactsAreWhatTheServerChecks(t *testing.T) {
	s := generated.NewExecutableSchema(generated.Config{}).Schema()
	maxLength := func(where string, d ast.DirectiveList) int {
		if d.ForName("maxLength") == nil {
			t.Fatalf("%s has no @maxLength", where)
		}
		n, _ := strconv.Atoi(d.ForName("maxLength").Arguments.ForName("n").Value.Raw)
		return n
	}
	for _, filter := range []string{"OrderFilter", "MessageFilter", "SubscriberFilter"} {
		if got := maxLength(filter+".q", s.Types[filter].Fields.ForName("q").Directives); got != validate.MaxSearch {
			t.Errorf("%s.q: @maxLength %d, the server takes %d", filter, got, validate.MaxSearch)
		}
	}
	reply := s.Mutation.Fields.ForName("replyToMessage").Arguments
	for arg, want := range map[string]int{"subject": inbox.MaxReplySubject, "body": inbox.MaxReplyBody} {
		if got := maxLength("replyToMessage's "+arg, reply.ForName(arg).Directives); got != want {
			t.Errorf("replyToMessage's %s: @maxLength %d, the server takes %d", arg, got, want)
		}
	}
	for field, amount := range map[string]bool{"adminOrders": true, "adminMessages": false, "adminSubscribers": false} {
		d := s.Query.Fields.ForName(field).Arguments.ForName("sort").Directives.ForName("allowed")
		if d == nil {
			t.Fatalf("%s's sort has no @allowed", field)
		}
		var values []string
		for _, v := range d.Arguments.ForName("values").Value.Children {
			values = append(values, v.Value.Raw)
		}
		// The server's refusal names every sort it takes.
		_, err := adminlists.ParseSort("?", amount)
		if want := "sort must be one of " + strings.Join(values, ", ") + "."; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s's sort: @allowed %v, the server says %v", field, values, err)
		}
	}
}
