package main

import (
	"context"
	"strings"
	"testing"

	"seoagency/admins"
	"seoagency/store"
	"seoagency/testdb"
)

func TestAdminAddCommand(t *testing.T) {
	path := testdb.SQLite(t)
	t.Setenv("DATABASE_URL", path)
	if err := run([]string{"admin", "add", "Boss@Example.com"}); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"admin", "add", "boss@example.com"}); err != nil {
		t.Fatalf("adding again: %v", err)
	}
	c, db, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if ok, _ := admins.IsAdmin(context.Background(), c, "BOSS@example.com"); !ok {
		t.Fatal("not an admin after `server admin add`")
	}
	if err := run([]string{"admin", "add", "not-an-email"}); err == nil || !strings.Contains(err.Error(), "not an e-mail") {
		t.Fatalf("bad e-mail: %v", err)
	}
	if err := run([]string{"frobnicate"}); err == nil || !strings.Contains(err.Error(), "usage") {
		t.Fatalf("unknown command: %v", err)
	}
}

func TestMigrateCommandAndProductionCheck(t *testing.T) {
	url := testdb.Postgres(t)
	t.Setenv("DATABASE_URL", url)
	t.Setenv("APP_ENV", "production")
	t.Setenv("FIREBASE_PROJECT_ID", "seo-prod")
	t.Setenv("FIREBASE_AUTH_EMULATOR_HOST", "")
	if err := run([]string{"serve"}); err == nil || !strings.Contains(err.Error(), "server migrate") {
		t.Fatalf("serving an unmigrated production database: %v", err)
	}
	if err := run([]string{"migrate"}); err != nil {
		t.Fatal(err)
	}
	if err := run([]string{"migrate"}); err != nil {
		t.Fatalf("migrating twice: %v", err)
	}
}
