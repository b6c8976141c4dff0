// Package backup writes and restores the site's archive: every table of the schema
// read in one snapshot, and every file of the media store, in a tar encrypted with age
// (filippo.io/age), with a manifest of row counts and SHA-256 sums at its end.
//
// The archive is portable: each table is a file of JSON lines ordered by id, the
// same whether it was read from SQLite or PostgreSQL, so an archive of one restores
// into the other. A restore reads the whole archive and checks it (age authenticates
// every chunk and the end of the stream; the manifest's sums and counts must match)
// before it writes anything, then restores in one transaction.
package backup

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"filippo.io/age"
)

// FormatVersion is the version of the archive's layout; a restore refuses others.
const FormatVersion = 1

// Manifest is the archive's last entry: what it holds.
type Manifest struct {
	Format    int       `json:"format"`
	CreatedAt time.Time `json:"created_at"`
	// Database is the kind the archive was read from: "postgres" or "sqlite".
	Database string  `json:"database"`
	Tables   []Entry `json:"tables"`
	Files    []Entry `json:"files"`
}

// Entry is one file of the archive: a table's rows, or a media file.
type Entry struct {
	// Name is the table's name, or the media file's key in the store.
	Name   string `json:"name"`
	Rows   int    `json:"rows,omitempty"`
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// Rows is the number of rows of every table.
func (m *Manifest) Rows() int {
	n := 0
	for _, t := range m.Tables {
		n += t.Rows
	}
	return n
}

const (
	manifestName = "manifest.json"
	tablesDir    = "tables/"
	mediaDir     = "media/"
	tableExt     = ".jsonl"
)

// maxManifest bounds what a reader holds in memory for the manifest.
const maxManifest = 64 << 20

// ErrWrongKey is the error of an archive none of the identities opens.
var ErrWrongKey = errors.New("the archive is not encrypted to the key of BACKUP_IDENTITY (or it is not a backup archive)")

// decrypt opens an archive encrypted to one of ids.
func decrypt(r io.Reader, ids []age.Identity) (io.Reader, error) {
	plain, err := age.Decrypt(r, ids...)
	var noMatch *age.NoIdentityMatchError
	if errors.As(err, &noMatch) {
		return nil, ErrWrongKey
	}
	if err != nil {
		return nil, fmt.Errorf("the archive cannot be decrypted (damaged, or not a backup archive): %w", err)
	}
	return plain, nil
}

// each is called with every entry of an archive as it is read: kind is "table" or
// "media", name the table or the key, body its bytes (read to its end or not).
type each func(kind, name string, body io.Reader) error

// read reads a decrypted archive to its end, calling fn (if any) for each entry, and
// checks it against its manifest: the same entries, sizes, sums and row counts, in
// the format this release reads. Any difference is an error, and fn's work must then
// be undone by the caller.
func read(plain io.Reader, fn each) (*Manifest, error) {
	tr := tar.NewReader(plain)
	seen := map[string]Entry{}
	var m *Manifest
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("the archive is damaged: %w", err)
		}
		if m != nil {
			return nil, fmt.Errorf("the archive is damaged: %q follows the manifest", h.Name)
		}
		if h.Typeflag != tar.TypeReg {
			return nil, fmt.Errorf("the archive is damaged: %q is not a file", h.Name)
		}
		if h.Name == manifestName {
			if h.Size > maxManifest {
				return nil, errors.New("the archive is damaged: its manifest is too large")
			}
			m = new(Manifest)
			if err := json.NewDecoder(tr).Decode(m); err != nil {
				return nil, fmt.Errorf("the archive is damaged: its manifest: %w", err)
			}
			continue
		}
		kind, name, err := entryName(h.Name)
		if err != nil {
			return nil, err
		}
		if _, dup := seen[h.Name]; dup {
			return nil, fmt.Errorf("the archive is damaged: %q is in it twice", h.Name)
		}
		sum := sha256.New()
		lines := &lineCounter{}
		body := io.TeeReader(tr, io.MultiWriter(sum, lines))
		if fn != nil {
			if err := fn(kind, name, body); err != nil {
				return nil, err
			}
		}
		if _, err := io.Copy(io.Discard, body); err != nil {
			return nil, fmt.Errorf("the archive is damaged: %w", err)
		}
		e := Entry{Name: name, Size: h.Size, SHA256: hex.EncodeToString(sum.Sum(nil))}
		if kind == "table" {
			e.Rows = lines.n - 1 // the header
		}
		seen[h.Name] = e
	}
	if m == nil {
		return nil, errors.New("the archive is incomplete: it has no manifest (was the backup stopped?)")
	}
	if m.Format != FormatVersion {
		return nil, fmt.Errorf("the archive's format is version %d; this release reads version %d", m.Format, FormatVersion)
	}
	listed := 0
	for _, group := range []struct {
		dir     string
		entries []Entry
	}{{tablesDir, m.Tables}, {mediaDir, m.Files}} {
		for _, want := range group.entries {
			full := group.dir + want.Name
			if group.dir == tablesDir {
				full += tableExt
			}
			got, ok := seen[full]
			if !ok {
				return nil, fmt.Errorf("the archive is incomplete: %q is missing", full)
			}
			if got != want {
				return nil, fmt.Errorf("the archive is damaged: %q does not match its manifest", full)
			}
			listed++
		}
	}
	if listed != len(seen) {
		return nil, errors.New("the archive is damaged: it holds files its manifest does not list")
	}
	return m, nil
}

// entryName checks an entry's name: a known table, or a media key that stays in the store.
func entryName(name string) (kind, key string, err error) {
	switch {
	case strings.HasPrefix(name, tablesDir) && strings.HasSuffix(name, tableExt):
		table := strings.TrimSuffix(strings.TrimPrefix(name, tablesDir), tableExt)
		if tableByName(table) == nil {
			return "", "", fmt.Errorf("the archive has a table %q this release does not know (restore it with the release that made it)", table)
		}
		return "table", table, nil
	case strings.HasPrefix(name, mediaDir):
		key := strings.TrimPrefix(name, mediaDir)
		if key == "" || path.Clean(key) != key || strings.HasPrefix(key, "/") || strings.HasPrefix(key, "../") || key == ".." {
			return "", "", fmt.Errorf("the archive is damaged: %q is not a media file's name", name)
		}
		return "media", key, nil
	}
	return "", "", fmt.Errorf("the archive is damaged: %q is not a file a backup writes", name)
}

// lineCounter counts the lines written to it.
type lineCounter struct{ n int }

func (l *lineCounter) Write(p []byte) (int, error) {
	l.n += bytes.Count(p, []byte{'\n'})
	return len(p), nil
}
