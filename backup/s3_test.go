package backup_test

import (
	"context"
	"testing"

	"filippo.io/age"

	"seoagency/backup"
	entmedia "seoagency/media"
	"seoagency/s3test"
	"seoagency/testdb"
)

// Media in one S3-compatible bucket is backed up to another and restored from it by
// name; a backup that fails leaves no object in the bucket.
func TestS3(t *testing.T) {
	mediaServer, targetServer := s3test.Start(t), s3test.Start(t)
	ctx := context.Background()
	src := newSite(t, testdb.SQLite(t))
	store, err := entmedia.OpenStore(ctx, mediaServer.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	src.Media = store
	seed(t, src, 3)
	target, err := backup.OpenTarget(ctx, targetServer.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer target.Close()
	id, _ := age.GenerateX25519Identity()
	res, err := backup.Run(ctx, src.Site, target, id.Recipient())
	if err != nil {
		t.Fatal(err)
	}
	if objects := targetServer.Objects(t); len(objects) != 1 || objects[0] != res.Name {
		t.Fatalf("the target bucket holds %v after writing %s", objects, res.Name)
	}
	dst := newSite(t, testdb.Postgres(t))
	if _, err := backup.Restore(ctx, dst.Site, backup.OpenArchive(ctx, target, res.Name), false, id); err != nil {
		t.Fatal(err)
	}
	equal(t, rows(t, src.DB), rows(t, dst.DB))
	if want, got := files(t, src.Media), files(t, dst.Media); len(want) != 6 || !sameMap(want, got) {
		t.Fatalf("media: backed up %v, restored %v", want, got)
	}

	src.DB.Close() // the backup fails reading the tables
	if _, err := backup.Run(ctx, src.Site, target, id.Recipient()); err == nil {
		t.Fatal("a backup of a closed database succeeded")
	}
	if objects := targetServer.Objects(t); len(objects) != 1 {
		t.Fatalf("a failed backup left objects: %v", objects)
	}
}
