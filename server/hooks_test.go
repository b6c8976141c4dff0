package server_test

import (
	"context"
	"testing"
	"time"

	"seoagency/apierr"
	"seoagency/ent"
	"seoagency/lifecycle"
	"seoagency/server"
	"seoagency/testdb"
)

// TestJobsBeforeTheServer: the client's hooks come with it, so its queue may be worked
// before server.New. A job that runs then is heard by the change bus, a redirect saved
// then is checked against the site's own address, and once the server is built the
// rules know the paths it answers itself.
func TestJobsBeforeTheServer(t *testing.T) {
	cfg, d, _ := newDeps(t, nil)
	// A step in the trash past its time: the hourly purge takes it when the queue starts.
	step := d.Client.Step.Query().FirstIDX(sys)
	if err := ent.WithTx(context.Background(), d.Client, func(ctx context.Context, tx *ent.Client) error {
		_, err := lifecycle.Delete(asAdmin, tx, step)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.DB.Exec("UPDATE trash_items SET purge_at = now() - interval '1 day' WHERE node_id = $1", step); err != nil {
		t.Fatal(err)
	}
	heard := make(chan struct{}, 1)
	d.Changes.Subscribe(func() {
		select {
		case heard <- struct{}{}:
		default:
		}
	})
	testdb.Work(t, d.Queue, server.Work(cfg, d))
	select {
	case <-heard:
	case <-time.After(15 * time.Second):
		t.Fatal("the purge job's write was not heard by the change bus")
	}
	// The bus hears the write in its transaction, then again at the commit.
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		_, err := d.Client.GetNode(lifecycle.IncludingDeleted(sys), step)
		if ent.IsNotFound(err) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the purged step is still stored: %v", err)
		}
	}

	// /loop → https://site.test/loop is a loop only to the site at PUBLIC_URL (to another
	// site it is an external target).
	refused := func(from, target, rule string) {
		t.Helper()
		_, err := d.Client.Redirect.Create().SetFromPath(from).SetTarget(target).Save(asAdmin)
		if e, ok := apierr.From(err); !ok || e.Fields["fromPath"]+e.Fields["target"] != rule {
			t.Errorf("%s → %s: %v, want refused (%s)", from, target, err, rule)
		}
	}
	refused("/loop", "https://site.test/loop", "loop")
	srv := server.New(cfg, d) // while the queue works
	t.Cleanup(srv.Close)
	srv.Handler()
	refused("/graphql", "/pricing", "reserved")
	refused("/loop", "https://site.test/loop", "loop")
}
