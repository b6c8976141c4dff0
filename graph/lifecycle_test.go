package graph_test

import (
	"strings"
	"testing"

	"seoagency/ent"
	"seoagency/testdb"
)

// TestLifecycleThroughGraphQL: the trash, history, order and versions as an integrator
// meets them, with the odd requests a stranger could send.
func TestLifecycleThroughGraphQL(t *testing.T) {
	testdb.Each(t, func(t *testing.T, c *ent.Client) {
		testdb.Seed(t, c)
		gql := api(c).As(admin)
		type item struct {
			ID, Label, NodeType, DeletedBy string
			Version                        int
		}
		var team struct {
			TeamMembers struct {
				Edges []struct {
					Node struct{ ID, Membername string }
				}
			}
		}
		gql.Must(t, `{ teamMembers(first: 10) { edges { node { id membername } } } }`, nil, &team)
		first, last := team.TeamMembers.Edges[0].Node, team.TeamMembers.Edges[len(team.TeamMembers.Edges)-1].Node

		var del struct{ DeleteItem item }
		gql.Must(t, `mutation($id: ID!) { deleteItem(id: $id) { label nodeType deletedBy } }`, map[string]any{"id": first.ID}, &del)
		if del.DeleteItem.Label != first.Membername || del.DeleteItem.NodeType != "TeamMember" || del.DeleteItem.DeletedBy != admin.Email {
			t.Errorf("deleteItem answered %+v", del.DeleteItem)
		}
		if r := gql.Do(t, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": first.ID}); !strings.Contains(string(r.Body), `"node":null`) {
			t.Errorf("a deleted record is still a node: %s", r.Body)
		}
		var trash struct {
			Trash struct {
				TotalCount int
				Edges      []struct{ Node struct{ NodeID string } }
			}
		}
		gql.Must(t, `{ trash(first: 5) { totalCount edges { node { nodeID } } } }`, nil, &trash)
		if trash.Trash.TotalCount != 1 || trash.Trash.Edges[0].Node.NodeID != first.ID {
			t.Errorf("trash: %+v", trash)
		}

		// Odd and hostile requests get a clear code, never a 500.
		for _, tc := range []struct{ query, id, code string }{
			{`mutation($id: ID!) { deleteItem(id: $id) { label } }`, "abc", "VALIDATION"},
			{`mutation($id: ID!) { deleteItem(id: $id) { label } }`, "-1", "NOT_FOUND"},
			{`mutation($id: ID!) { deleteItem(id: $id) { label } }`, "99999999999999", "NOT_FOUND"},
			{`mutation($id: ID!) { deleteItem(id: $id) { label } }`, first.ID, "CONFLICT"},
			{`mutation($id: ID!) { restoreItem(id: $id) { id } }`, last.ID, "CONFLICT"},
			{`mutation($id: ID!) { restoreRevision(id: $id) { id } }`, last.ID, "NOT_FOUND"},
			{`mutation($id: ID!) { moveItem(id: $id, position: 0) { id } }`, first.ID, "NOT_FOUND"},
		} {
			if r := gql.Do(t, tc.query, map[string]any{"id": tc.id}); r.Status >= 500 || r.Code() != tc.code {
				t.Errorf("%s with %s: %d %s, want %s", tc.query, tc.id, r.Status, r.Body, tc.code)
			}
		}
		// The trash item's own id restores its record too.
		var trashIDs struct {
			Trash struct {
				Edges []struct{ Node struct{ ID string } }
			}
		}
		gql.Must(t, `{ trash(first: 1) { edges { node { id } } } }`, nil, &trashIDs)
		var restored struct{ RestoreItem struct{ ID string } }
		gql.Must(t, `mutation($id: ID!) { restoreItem(id: $id) { id } }`, map[string]any{"id": trashIDs.Trash.Edges[0].Node.ID}, &restored)
		if restored.RestoreItem.ID != first.ID {
			t.Errorf("restoring by the trash item's id gave %s, want %s", restored.RestoreItem.ID, first.ID)
		}

		// Positions out of range are clamped: first and last.
		for _, pos := range []int{-2147483648, 2147483647, 0} {
			gql.Must(t, `mutation($id: ID!, $p: Int!) { moveItem(id: $id, position: $p) { id } }`, map[string]any{"id": last.ID, "p": pos}, nil)
		}
		gql.Must(t, `{ teamMembers(first: 10) { edges { node { id membername } } } }`, nil, &team)
		if team.TeamMembers.Edges[0].Node.ID != last.ID {
			t.Errorf("after moving to 0 the list starts with %s, want %s", team.TeamMembers.Edges[0].Node.ID, last.ID)
		}

		// A stale version is refused; the history shows who changed what.
		var m struct{ Node struct{ Version int } }
		gql.Must(t, `query($id: ID!) { node(id: $id) { ... on TeamMember { version } } }`, map[string]any{"id": last.ID}, &m)
		update := `mutation($id: ID!, $v: Int, $name: String) { updateTeamMember(id: $id, input: {membername: $name, version: $v}) { version } }`
		gql.Must(t, update, map[string]any{"id": last.ID, "v": m.Node.Version, "name": "Renamed"}, nil)
		if r := gql.Do(t, update, map[string]any{"id": last.ID, "v": m.Node.Version, "name": "Renamed too"}); r.Code() != "CONFLICT" ||
			r.Errors[0].Extensions.Fields["version"] != "stale" || !strings.Contains(r.Errors[0].Message, "changed by "+admin.Email) {
			t.Errorf("stale save: %s", r.Body)
		}
		var h struct {
			History []struct {
				ID, Action, Actor string
				Changes           []struct{ Field, Before, After string }
			}
		}
		gql.Must(t, `query($id: ID!) { history(id: $id) { id action actor changes { field before after } } }`, map[string]any{"id": last.ID}, &h)
		if len(h.History) == 0 || h.History[0].Action != "update" || len(h.History[0].Changes) != 1 ||
			h.History[0].Changes[0].Field != "membername" || h.History[0].Changes[0].After != "Renamed" {
			t.Fatalf("history: %+v", h.History)
		}
		var back struct{ RestoreRevision struct{ Membername string } }
		gql.Must(t, `mutation($id: ID!) { restoreRevision(id: $id) { ... on TeamMember { membername } } }`,
			map[string]any{"id": h.History[len(h.History)-1].ID}, &back)
		if back.RestoreRevision.Membername != last.Membername {
			t.Errorf("restoring the first revision gave %q, want %q", back.RestoreRevision.Membername, last.Membername)
		}

		// Orders are archived, never deleted.
		if r := api(c).As(customer).Do(t, `{ archivedOrders(first: 5) { totalCount } }`, nil); r.Code() != "FORBIDDEN" {
			t.Errorf("archivedOrders as a customer: %s", r.Body)
		}
	})
}
