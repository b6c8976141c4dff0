package backup

import (
	"bufio"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"
	"filippo.io/age"
)

// NotEmptyError is the error of a restore into a database that has rows, without force.
type NotEmptyError struct{ Tables []string }

func (e *NotEmptyError) Error() string {
	return fmt.Sprintf("the database is not empty (rows in %s): restore into an empty database, or add --force to replace everything in it", strings.Join(e.Tables, ", "))
}

// Verify reads the whole archive and checks it, writing nothing.
func Verify(r io.Reader, ids ...age.Identity) (*Manifest, error) {
	plain, err := decrypt(r, ids)
	if err != nil {
		return nil, err
	}
	return read(plain, nil)
}

// Restore restores the archive that open opens into site, whose schema is migrated
// and whose tables are empty (force: emptied first). The archive is read twice: once
// whole to verify it before anything is written, then to restore it in one
// transaction, which is rolled back on any error. Media files are written before the
// commit (they are content-addressed: one left by a failed restore is harmless).
func Restore(ctx context.Context, site Site, open func() (io.ReadCloser, error), force bool, ids ...age.Identity) (*Manifest, error) {
	verified, err := verifyOpened(open, ids)
	if err != nil {
		return nil, err
	}
	tx, err := site.DB.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback() //nolint:errcheck // after a commit, nothing to undo
	if err := empty(ctx, tx, force); err != nil {
		return nil, err
	}
	d := dialect.SQLite
	if site.Postgres {
		d = dialect.Postgres
	}
	files := map[string]Entry{}
	for _, f := range verified.Files {
		files[f.Name] = f
	}
	r, err := open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	plain, err := decrypt(r, ids)
	if err != nil {
		return nil, err
	}
	m, err := read(plain, func(kind, name string, body io.Reader) error {
		if kind == "table" {
			if err := insertTable(ctx, tx, d, tableByName(name), body); err != nil {
				return fmt.Errorf("restoring table %s: %w", name, err)
			}
			return nil
		}
		// Checked before it is written: the archive could have changed since it was verified.
		data, err := io.ReadAll(body)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		if want, ok := files[name]; !ok || want.SHA256 != hex.EncodeToString(sum[:]) {
			return fmt.Errorf("the archive changed while it was restored (media file %s)", name)
		}
		if err := site.Media.WriteAll(ctx, name, data, nil); err != nil {
			return fmt.Errorf("writing media file %s: %w", name, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if site.Postgres {
		if err := resetSequences(ctx, tx, m); err != nil {
			return nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return m, nil
}

func verifyOpened(open func() (io.ReadCloser, error), ids []age.Identity) (*Manifest, error) {
	r, err := open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return Verify(r, ids...)
}

// empty refuses a database with rows in a table an archive restores, or (force)
// deletes them, children first.
func empty(ctx context.Context, tx *sql.Tx, force bool) error {
	tables := Tables()
	var full []string
	for i := len(tables) - 1; i >= 0; i-- {
		t := tables[i]
		if force {
			if _, err := tx.ExecContext(ctx, "DELETE FROM "+quote(t.Name)); err != nil {
				return fmt.Errorf("emptying table %s: %w", t.Name, err)
			}
			continue
		}
		var has bool
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM "+quote(t.Name)+")").Scan(&has); err != nil {
			return err
		}
		if has {
			full = append(full, t.Name)
		}
	}
	if len(full) > 0 {
		return &NotEmptyError{Tables: full}
	}
	return nil
}

// maxParams keeps a batch of rows under both databases' limits of bound values
// (PostgreSQL 65,535, SQLite 32,766).
const maxParams = 30000

// insertTable inserts a table's rows, many to a statement.
func insertTable(ctx context.Context, tx *sql.Tx, d string, t *schema.Table, body io.Reader) error {
	var ins *entsql.InsertBuilder
	pending, batch := 0, 0
	flush := func() error {
		if pending == 0 {
			return nil
		}
		query, args := ins.Query()
		pending = 0
		_, err := tx.ExecContext(ctx, query, args...)
		return err
	}
	err := decodeRows(t, body, func(columns []string, values []any) error {
		if pending == 0 {
			ins = entsql.Dialect(d).Insert(t.Name).Columns(columns...)
			batch = max(1, min(500, maxParams/max(1, len(columns))))
		}
		ins.Values(values...)
		if pending++; pending == batch {
			return flush()
		}
		return nil
	})
	if err != nil {
		return err
	}
	return flush()
}

// decodeRows reads a table's file: its header of columns, which t must have, then
// each row, given to fn with the values the database is given.
func decodeRows(t *schema.Table, body io.Reader, fn func(columns []string, values []any) error) error {
	dec := json.NewDecoder(bufio.NewReaderSize(body, 64<<10))
	var h header
	if err := dec.Decode(&h); err != nil {
		return fmt.Errorf("the header: %w", err)
	}
	cols := make([]*schema.Column, len(h.Columns))
	for i, name := range h.Columns {
		c, ok := t.Column(name)
		if !ok {
			return fmt.Errorf("the archive has a column %s this release does not know (restore it with the release that made it)", name)
		}
		cols[i] = c
	}
	for line := 1; ; line++ {
		var raw []json.RawMessage
		if err := dec.Decode(&raw); err == io.EOF {
			return nil
		} else if err != nil {
			return fmt.Errorf("row %d: %w", line, err)
		}
		if len(raw) != len(cols) {
			return fmt.Errorf("row %d has %d values for %d columns", line, len(raw), len(cols))
		}
		values := make([]any, len(cols))
		for i, c := range cols {
			v, err := parseValue(c, raw[i])
			if err != nil {
				return fmt.Errorf("row %d: %w", line, err)
			}
			values[i] = v
		}
		if err := fn(h.Columns, values); err != nil {
			return err
		}
	}
}

// resetSequences moves each PostgreSQL identity past the largest id restored; a table
// without rows keeps the start of its block of global ids.
func resetSequences(ctx context.Context, tx *sql.Tx, m *Manifest) error {
	for _, e := range m.Tables {
		t := tableByName(e.Name)
		if e.Rows == 0 || len(t.PrimaryKey) != 1 || !t.PrimaryKey[0].Increment {
			continue
		}
		id := t.PrimaryKey[0].Name
		q := fmt.Sprintf("SELECT setval(pg_get_serial_sequence('%s', '%s'), max(%s)) FROM %s", quote(t.Name), id, quote(id), quote(t.Name))
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("moving the ids of %s past the restored ones: %w", t.Name, err)
		}
	}
	return nil
}
