package backup_test

import (
	"context"
	"reflect"
	"sort"
	"testing"

	"seoagency/backup"
)

// Retention keeps the newest archive of each recent day and month, and nothing else
// that is an archive.
func TestPrune(t *testing.T) {
	ctx := context.Background()
	target, err := backup.OpenTarget(ctx, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer target.Close()
	names := []string{
		"backup-20261127T060000.000Z.tar.age", "backup-20261127T050000.000Z.tar.age", // today: the newest stays
		"backup-20261126T230000.000Z.tar.age", "backup-20261125T230000.000Z.tar.age", // the days before
		"backup-20261031T230000.000Z.tar.age", "backup-20261001T010000.000Z.tar.age", // October: its newest
		"backup-20260915T010000.000Z.tar.age", "backup-20250101T010000.000Z.tar.age", // past the months kept
		"backup-20261127T055000.000Z.tar.age.1a2b.tmp", "notes.txt", // not archives
	}
	for _, n := range names {
		if err := target.WriteAll(ctx, n, []byte("x"), nil); err != nil {
			t.Fatal(err)
		}
	}
	deleted, err := backup.Prune(ctx, target, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(deleted)
	want := []string{"backup-20250101T010000.000Z.tar.age", "backup-20260915T010000.000Z.tar.age",
		"backup-20261001T010000.000Z.tar.age", "backup-20261125T230000.000Z.tar.age", "backup-20261127T050000.000Z.tar.age"}
	if !reflect.DeepEqual(deleted, want) {
		t.Fatalf("deleted %v, want %v", deleted, want)
	}
	for _, n := range []string{"backup-20261127T060000.000Z.tar.age", "backup-20261126T230000.000Z.tar.age", "backup-20261031T230000.000Z.tar.age", "notes.txt", "backup-20261127T055000.000Z.tar.age.1a2b.tmp"} {
		if ok, _ := target.Exists(ctx, n); !ok {
			t.Errorf("%s was deleted", n)
		}
	}
}
