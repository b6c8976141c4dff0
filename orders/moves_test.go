package orders_test

import (
	"os"
	"strings"
	"testing"

	"seoagency/orders"
)

// TestDocsListTheMoves: docs/payments.md's table of payment moves is orders.Moves, so
// what admins and integrators read is what the server allows.
func TestDocsListTheMoves(t *testing.T) {
	var want []string
	for _, m := range orders.Moves {
		want = append(want, "| "+string(m.From)+" | "+string(m.To)+" | "+string(m.By)+" | "+m.When+" |")
	}
	docsTableIs(t, "| from | to | by | when |", "orders.Moves", want)
}

// TestDocsListTheSubscriptionMoves: docs/payments.md's table of subscription states is
// orders.SubscriptionMoves.
func TestDocsListTheSubscriptionMoves(t *testing.T) {
	var want []string
	for _, m := range orders.SubscriptionMoves {
		to := m.To
		if to == "" {
			to = "(stays)"
		}
		want = append(want, "| "+m.Notice+" | "+strings.Join(m.From, ", ")+" | "+to+" | "+m.When+" |")
	}
	docsTableIs(t, "| notice | from | to | when |", "orders.SubscriptionMoves", want)
}

// docsTableIs fails t unless the rows of docs/payments.md's four-column table under
// header are want, the rows of source.
func docsTableIs(t *testing.T, header, source string, want []string) {
	t.Helper()
	b, err := os.ReadFile("../docs/payments.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), header+"\n|---|---|---|---|\n")
	if !ok {
		t.Fatalf("docs/payments.md has no table %s", header)
	}
	table, _, _ = strings.Cut(table, "\n\n")
	if got := strings.TrimSpace(table); got != strings.Join(want, "\n") {
		t.Fatalf("docs/payments.md's table:\n%s\n\n%s:\n%s", got, source, strings.Join(want, "\n"))
	}
}
