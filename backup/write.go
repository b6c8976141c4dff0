package backup

import (
	"archive/tar"
	"bufio"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"entgo.io/ent/dialect/sql/schema"
	"filippo.io/age"
	"gocloud.dev/blob"
	"gocloud.dev/blob/fileblob"
	"gocloud.dev/gcerrors"
)

// Site is what a backup reads and a restore writes: the database and the media store.
type Site struct {
	DB       *sql.DB
	Postgres bool
	Media    *blob.Bucket
}

// Write writes the site's archive to w, encrypted to recipients. The tables are read in
// one read-only transaction (a snapshot: PostgreSQL's repeatable read, SQLite's WAL
// reader), so the site keeps serving and writing while it runs and the archive has
// no order without the payments committed with it. Media files are content-addressed
// and never change, so reading them after the snapshot is safe.
func Write(ctx context.Context, site Site, w io.Writer, recipients ...age.Recipient) (*Manifest, error) {
	if len(recipients) == 0 {
		return nil, errors.New("BACKUP_RECIPIENT: no key to encrypt the archive to")
	}
	enc, err := age.Encrypt(w, recipients...)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(enc)
	m := &Manifest{Format: FormatVersion, CreatedAt: time.Now().UTC().Truncate(time.Second), Database: "sqlite"}
	opts := &sql.TxOptions{ReadOnly: true}
	if site.Postgres {
		m.Database = "postgres"
		opts.Isolation = sql.LevelRepeatableRead
	}
	tx, err := site.DB.BeginTx(ctx, opts)
	if err != nil {
		return nil, fmt.Errorf("starting the snapshot: %w", err)
	}
	defer tx.Rollback() //nolint:errcheck // read-only
	spool, err := os.CreateTemp("", "backup-table-*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(spool.Name())
	defer spool.Close()
	for _, t := range Tables() {
		e, err := dumpTable(ctx, tx, t, spool)
		if err != nil {
			return nil, fmt.Errorf("reading table %s: %w", t.Name, err)
		}
		if err := addFile(tw, tablesDir+t.Name+tableExt, e.Size, spool); err != nil {
			return nil, err
		}
		m.Tables = append(m.Tables, e)
	}
	if err := tx.Rollback(); err != nil {
		return nil, err
	}
	iter := site.Media.List(nil)
	for {
		obj, err := iter.Next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("listing the media store: %w", err)
		}
		if obj.IsDir {
			continue
		}
		e, err := addMedia(ctx, tw, site.Media, obj)
		if err != nil {
			return nil, fmt.Errorf("media file %s: %w", obj.Key, err)
		}
		m.Files = append(m.Files, e)
	}
	manifest, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return nil, err
	}
	if err := tw.WriteHeader(&tar.Header{Name: manifestName, Mode: 0o600, Size: int64(len(manifest)), ModTime: m.CreatedAt}); err != nil {
		return nil, err
	}
	if _, err := tw.Write(manifest); err != nil {
		return nil, err
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	// age writes its last, authenticated chunk here: an archive cut before it is refused.
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return m, nil
}

// dumpTable writes t's rows to spool (emptied first) as JSON lines ordered by id,
// after a header line of the columns.
func dumpTable(ctx context.Context, tx *sql.Tx, t *schema.Table, spool *os.File) (Entry, error) {
	if err := truncate(spool); err != nil {
		return Entry{}, err
	}
	names := make([]string, len(t.Columns))
	quoted := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		names[i], quoted[i] = c.Name, quote(c.Name)
	}
	order := make([]string, len(t.PrimaryKey))
	for i, c := range t.PrimaryKey {
		order[i] = quote(c.Name)
	}
	rows, err := tx.QueryContext(ctx, "SELECT "+strings.Join(quoted, ", ")+" FROM "+quote(t.Name)+" ORDER BY "+strings.Join(order, ", "))
	if err != nil {
		return Entry{}, err
	}
	defer rows.Close()
	sum := sha256.New()
	counted := &countingWriter{w: io.MultiWriter(spool, sum)}
	bw := bufio.NewWriterSize(counted, 64<<10)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(header{Columns: names}); err != nil {
		return Entry{}, err
	}
	cells, dest := newCells(t)
	values := make([]any, len(cells))
	n := 0
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return Entry{}, err
		}
		for i, c := range cells {
			values[i] = c.value()
		}
		if err := enc.Encode(values); err != nil {
			return Entry{}, err
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return Entry{}, err
	}
	if err := bw.Flush(); err != nil {
		return Entry{}, err
	}
	return Entry{Name: t.Name, Rows: n, Size: counted.n, SHA256: hex.EncodeToString(sum.Sum(nil))}, nil
}

func truncate(f *os.File) error {
	if err := f.Truncate(0); err != nil {
		return err
	}
	_, err := f.Seek(0, io.SeekStart)
	return err
}

// addFile copies the spooled table into the archive.
func addFile(tw *tar.Writer, name string, size int64, spool *os.File) error {
	if _, err := spool.Seek(0, io.SeekStart); err != nil {
		return err
	}
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: size}); err != nil {
		return err
	}
	_, err := io.Copy(tw, spool)
	return err
}

func addMedia(ctx context.Context, tw *tar.Writer, store *blob.Bucket, obj *blob.ListObject) (Entry, error) {
	r, err := store.NewReader(ctx, obj.Key, nil)
	if err != nil {
		return Entry{}, err
	}
	defer r.Close()
	if err := tw.WriteHeader(&tar.Header{Name: mediaDir + obj.Key, Mode: 0o600, Size: r.Size(), ModTime: r.ModTime()}); err != nil {
		return Entry{}, err
	}
	sum := sha256.New()
	n, err := io.Copy(io.MultiWriter(tw, sum), r)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Name: obj.Key, Size: n, SHA256: hex.EncodeToString(sum.Sum(nil))}, nil
}

// quote quotes an identifier the way both PostgreSQL and SQLite read it.
func quote(name string) string { return `"` + name + `"` }

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// OpenTarget opens where archives are kept (BACKUP_TARGET): a folder (created if
// missing) or an S3-compatible bucket URL, as MEDIA_STORE is.
func OpenTarget(ctx context.Context, where string) (*blob.Bucket, error) {
	if strings.Contains(where, "://") {
		b, err := blob.OpenBucket(ctx, where)
		if err != nil {
			return nil, fmt.Errorf("BACKUP_TARGET: %w", err)
		}
		return b, nil
	}
	// An archive is written under a temporary name next to its final one and renamed
	// when complete; the folder need not be on the same disk as the system's temp folder.
	b, err := fileblob.OpenBucket(where, &fileblob.Options{CreateDir: true, NoTempDir: true, Metadata: fileblob.MetadataDontWrite})
	if err != nil {
		return nil, fmt.Errorf("BACKUP_TARGET %s: %w", where, err)
	}
	return b, nil
}

// Result is what one backup wrote.
type Result struct {
	Name     string
	Size     int64
	Duration time.Duration
	Manifest *Manifest
}

// Run writes an archive named for the current time to target. It appears there only
// when complete: a folder's file is renamed from its temporary name, an S3 upload is
// completed; a failed or killed backup leaves no archive under the final name.
func Run(ctx context.Context, site Site, target *blob.Bucket, recipients ...age.Recipient) (*Result, error) {
	start := time.Now()
	name := namePrefix + start.UTC().Format(nameTime) + nameSuffix
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	w, err := target.NewWriter(wctx, name, &blob.WriterOptions{ContentType: "application/octet-stream"})
	if err != nil {
		return nil, fmt.Errorf("BACKUP_TARGET: %w", err)
	}
	counted := &countingWriter{w: w}
	m, err := Write(ctx, site, counted, recipients...)
	if err != nil {
		cancel() // before Close: the writer then discards what it wrote
		_ = w.Close()
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("BACKUP_TARGET: writing %s: %w", name, err)
	}
	return &Result{Name: name, Size: counted.n, Duration: time.Since(start), Manifest: m}, nil
}

// OpenArchive opens an archive to read: a file on disk, or else a name in target.
func OpenArchive(ctx context.Context, target *blob.Bucket, name string) func() (io.ReadCloser, error) {
	return func() (io.ReadCloser, error) {
		if f, err := os.Open(name); err == nil {
			return f, nil
		} else if !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		r, err := target.NewReader(ctx, name, nil)
		if gcerrors.Code(err) == gcerrors.NotFound {
			return nil, fmt.Errorf("%s: no such file, nor an archive of that name in BACKUP_TARGET", name)
		}
		return r, err
	}
}
