package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"filippo.io/age"

	"seoagency/store"
	"seoagency/testdb"
	"seoagency/testproc"
)

// A backup killed with SIGKILL while it writes leaves no archive under a backup's
// name, and what it left is refused by `server restore`; the next backup restores.
func TestKilledBackupLeavesNoArchive(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "server")
	if out, err := exec.Command("go", "build", "-o", bin, "seoagency/cmd/server").CombinedOutput(); err != nil {
		t.Fatalf("building the server: %v\n%s", err, out)
	}
	dbURL, mediaDir, target := testdb.SQLite(t), filepath.Join(dir, "media"), filepath.Join(dir, "backups")
	c, _ := testdb.Open(t, dbURL)
	testdb.Seed(t, c)
	// Enough media that the backup is still writing when it is killed.
	if err := os.MkdirAll(mediaDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 40 {
		data := make([]byte, 2<<20)
		_, _ = rand.Read(data)
		if err := os.WriteFile(filepath.Join(mediaDir, fmt.Sprintf("%032x.jpg", i)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	id, _ := age.GenerateX25519Identity()
	identity := filepath.Join(dir, "identity.txt")
	if err := os.WriteFile(identity, []byte(id.String()+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "DATABASE_URL="+dbURL, "MEDIA_STORE="+mediaDir, "BACKUP_TARGET="+target, "BACKUP_RECIPIENT="+id.Recipient().String())

	cmd := exec.Command(bin, "backup")
	cmd.Env = env
	p, err := testproc.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	var partial string
	for partial == "" {
		select {
		case <-p.Exited():
			t.Fatal("the backup ended before it could be killed")
		case <-time.After(2 * time.Millisecond):
		}
		names, _ := filepath.Glob(filepath.Join(target, "*"))
		for _, n := range names {
			if st, err := os.Stat(n); err == nil && st.Size() > 1<<20 {
				partial = n
			}
		}
	}
	p.Kill()
	left, _ := os.ReadDir(target)
	for _, e := range left {
		if strings.HasSuffix(e.Name(), ".tar.age") {
			t.Fatalf("a killed backup left %s", e.Name())
		}
	}
	t.Setenv("DATABASE_URL", testdb.SQLite(t))
	t.Setenv("MEDIA_STORE", filepath.Join(dir, "restored-media"))
	t.Setenv("BACKUP_TARGET", target)
	t.Setenv("BACKUP_IDENTITY", identity)
	if err := run([]string{"restore", partial}); err == nil || !strings.Contains(err.Error(), "nothing restored") {
		t.Fatalf("restoring what a killed backup left: %v", err)
	}
	if n := countRows(t, os.Getenv("DATABASE_URL")); n != 0 {
		t.Fatalf("%d rows written from a refused archive", n)
	}

	var out bytes.Buffer
	cmd = exec.Command(bin, "backup")
	cmd.Env, cmd.Stdout, cmd.Stderr = env, &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("backup: %v\n%s", err, out.String())
	}
	archives, _ := filepath.Glob(filepath.Join(target, "backup-*.tar.age"))
	if len(archives) != 1 || !strings.Contains(out.String(), "40 media files") {
		t.Fatalf("archives %v after: %s", archives, out.String())
	}
	if err := run([]string{"restore", filepath.Base(archives[0])}); err != nil {
		t.Fatalf("restoring the archive by its name in BACKUP_TARGET: %v", err)
	}
	if n, want := countRows(t, os.Getenv("DATABASE_URL")), countRows(t, dbURL); n != want || n == 0 {
		t.Fatalf("%d rows restored of %d", n, want)
	}
	if restored, _ := os.ReadDir(filepath.Join(dir, "restored-media")); len(restored) != 40 {
		t.Fatalf("%d media files restored", len(restored))
	}
	if err := run([]string{"restore", archives[0]}); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("restoring into a database with rows: %v", err)
	}
	if err := run([]string{"restore", "--force", archives[0]}); err != nil {
		t.Fatalf("restoring with --force: %v", err)
	}
	// The move from the embedded SQLite file to PostgreSQL: a fresh database gets the
	// versioned migrations, then the rows.
	t.Setenv("DATABASE_URL", testdb.Postgres(t))
	if err := run([]string{"restore", archives[0]}); err != nil {
		t.Fatalf("restoring into PostgreSQL: %v", err)
	}
	if n, want := countRows(t, os.Getenv("DATABASE_URL")), countRows(t, dbURL); n != want {
		t.Fatalf("%d rows restored into PostgreSQL of %d", n, want)
	}
	t.Setenv("BACKUP_RECIPIENT", "")
	if err := run([]string{"backup"}); err == nil || !strings.Contains(err.Error(), "BACKUP_RECIPIENT") {
		t.Fatalf("a backup without a key: %v", err)
	}
}

// countRows counts the rows of the content and orders tables of the database at url.
func countRows(t *testing.T, url string) int {
	t.Helper()
	_, db, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT (SELECT count(*) FROM pricing_packages) + (SELECT count(*) FROM service_items) + (SELECT count(*) FROM orders)`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// `server backup key` prints a secret key that opens what is encrypted to the public key it names.
func TestBackupKey(t *testing.T) {
	var secret, info bytes.Buffer
	if err := keyCmd(&secret, &info); err != nil {
		t.Fatal(err)
	}
	ids, err := age.ParseIdentities(&secret)
	if err != nil || len(ids) != 1 {
		t.Fatalf("the printed secret key: %v", err)
	}
	recipient := strings.TrimPrefix(strings.SplitN(info.String(), "\n", 2)[0], "BACKUP_RECIPIENT=")
	r, err := age.ParseX25519Recipient(recipient)
	if err != nil {
		t.Fatalf("the printed public key %q: %v", recipient, err)
	}
	if r.String() != ids[0].(*age.X25519Identity).Recipient().String() {
		t.Fatal("the public key is not the secret key's")
	}
}
