package changes_test

import (
	"sync/atomic"
	"testing"

	"seoagency/changes"
	"seoagency/ent"
	"seoagency/testdb"
)

var sys = testdb.System()

// client is a client on a fresh database whose bus counts what it hears.
func client(t *testing.T) (*ent.Client, *atomic.Int32) {
	c, _ := testdb.Open(t, testdb.SQLite(t))
	heard := new(atomic.Int32)
	changes.Watch(c).Subscribe(func() { heard.Add(1) })
	return c, heard
}

// TestBus: a write to public content is heard by the bus of the client that made it,
// again when its transaction commits, and by no other bus; private writes are not heard.
func TestBus(t *testing.T) {
	a, heardA := client(t)
	b, heardB := client(t)
	a.Copyright.Create().SetCopyrightText("© A").ExecX(sys)
	if heardA.Load() != 1 || heardB.Load() != 0 {
		t.Fatalf("a public write through a: a heard %d, b heard %d", heardA.Load(), heardB.Load())
	}
	a.Subscriber.Create().SetEmail("s@example.com").ExecX(sys)
	if heardA.Load() != 1 {
		t.Fatalf("a private write was heard (%d)", heardA.Load())
	}

	tx, err := b.Tx(sys)
	if err != nil {
		t.Fatal(err)
	}
	ctx := ent.NewTxContext(sys, tx)
	tx.Copyright.Create().SetCopyrightText("© B").ExecX(ctx)
	if heardB.Load() != 1 {
		t.Fatalf("the write in a transaction: b heard %d", heardB.Load())
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if heardB.Load() != 2 || heardA.Load() != 1 {
		t.Fatalf("after the commit: b heard %d, a %d", heardB.Load(), heardA.Load())
	}
}
