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
	b, err := os.ReadFile("../docs/payments.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "| from | to | by | when |\n|---|---|---|---|\n")
	if !ok {
		t.Fatal("docs/payments.md has no table of payment status moves")
	}
	table, _, _ = strings.Cut(table, "\n\n")
	var want []string
	for _, m := range orders.Moves {
		by := string(m.By)
		want = append(want, "| "+string(m.From)+" | "+string(m.To)+" | "+by+" | "+m.When+" |")
	}
	if got := strings.Split(strings.TrimSpace(table), "\n"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("docs/payments.md's moves:\n%s\n\norders.Moves:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
