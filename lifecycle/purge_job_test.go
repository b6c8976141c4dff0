package lifecycle_test

import (
	"context"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/queue"
	"seoagency/testdb"
)

// TestPurgeJob: the trash purge runs as a job of the real queue on PostgreSQL; what is
// past its time goes, what is not stays.
func TestPurgeJob(t *testing.T) {
	url := testdb.Postgres(t)
	c, db := testdb.Open(t, url)
	site(t, c)
	steps := c.Step.Query().IDsX(sys)
	for _, id := range steps[:2] {
		if _, err := inTx(t, c, func(tx *ent.Client) (*ent.TrashItem, error) { return lifecycle.Delete(adminCtx, tx, id) }); err != nil {
			t.Fatal(err)
		}
	}
	// The first was deleted 31 days ago.
	if _, err := db.Exec("UPDATE trash_items SET purge_at = now() - interval '1 day' WHERE node_id = $1", steps[0]); err != nil {
		t.Fatal(err)
	}
	workers := river.NewWorkers()
	river.AddWorker(workers, queue.Sweep[lifecycle.PurgeArgs](c, lifecycle.Purge))
	q := testdb.Queue(t, url, db)
	testdb.Work(t, q, queue.Work{Workers: workers})
	if err := ent.WithTx(context.Background(), c, func(ctx context.Context, c *ent.Client) error {
		return q.InsertTx(ctx, c, lifecycle.PurgeArgs{})
	}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for c.TrashItem.Query().CountX(sys) != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("the purge job left %d trash items, want 1", c.TrashItem.Query().CountX(sys))
		}
		time.Sleep(100 * time.Millisecond)
	}
	if _, err := c.GetNode(lifecycle.IncludingDeleted(sys), steps[0]); !ent.IsNotFound(err) {
		t.Errorf("the purged step is still stored: %v", err)
	}
	if _, err := c.GetNode(lifecycle.IncludingDeleted(sys), steps[1]); err != nil {
		t.Errorf("the step deleted today was purged: %v", err)
	}
}
