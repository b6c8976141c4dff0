package backup

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"testing"
)

// plainArchive is a small decrypted archive: one table, one media file, its manifest.
func plainArchive(t testing.TB, rows string) []byte {
	return namedArchive(t, "messages", "0123.jpg", rows)
}

func namedArchive(t testing.TB, table, key, rows string) []byte {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	m := Manifest{Format: FormatVersion, Database: "sqlite"}
	add := func(name string, data []byte) Entry {
		if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: int64(len(data))}); err != nil {
			t.Fatal(err)
		}
		_, _ = tw.Write(data)
		sum := sha256.Sum256(data)
		return Entry{Size: int64(len(data)), SHA256: hex.EncodeToString(sum[:])}
	}
	e := add(tablesDir+table+tableExt, []byte(rows))
	e.Name, e.Rows = table, bytes.Count([]byte(rows), []byte("\n"))-1
	m.Tables = append(m.Tables, e)
	f := add(mediaDir+key, []byte("\xff\xd8 an image"))
	f.Name = key
	m.Files = append(m.Files, f)
	data, _ := json.Marshal(m)
	add(manifestName, data)
	_ = tw.Close()
	return buf.Bytes()
}

// FuzzRead feeds the reader of decrypted archives anything: it refuses or reads, never
// panics, and a table it accepts decodes row by row as a restore would.
func FuzzRead(f *testing.F) {
	f.Add(plainArchive(f, `{"columns":["id","created_at","full_name","deleted_at"]}`+"\n"+`[1,"2026-01-02T03:04:05.123456Z","Ann \"A\"",null]`+"\n"))
	f.Add(plainArchive(f, `{"columns":["id","nope"]}`+"\n"))
	f.Add(plainArchive(f, `{"columns":["id"]}`+"\n[1]\n[\"x\"]\n"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _ = read(bytes.NewReader(data), func(kind, name string, body io.Reader) error {
			if kind == "table" {
				return decodeRows(tableByName(name), body, func([]string, []any) error { return nil })
			}
			return nil
		})
	})
}

// A well-formed archive reads; each kind of damage to its plain text is refused.
func TestReadRefuses(t *testing.T) {
	good := plainArchive(t, `{"columns":["id","full_name"]}`+"\n"+`[1,"Ann"]`+"\n")
	if m, err := read(bytes.NewReader(good), nil); err != nil || m.Rows() != 1 {
		t.Fatalf("a good archive: %v", err)
	}
	for name, data := range map[string][]byte{
		"no manifest":      good[:bytes.Index(good, []byte(manifestName))],
		"a row changed":    bytes.Replace(good, []byte(`"Ann"`), []byte(`"Bob"`), 1),
		"a path out":       bytes.Replace(good, []byte(mediaDir+"0123.jpg"), []byte(mediaDir+"../x.jpg"), 1),
		"an unknown table": bytes.Replace(good, []byte("tables/messages"), []byte("tables/messagez"), 1),
	} {
		if _, err := read(bytes.NewReader(data), nil); err == nil {
			t.Errorf("%s: read", name)
		}
	}
}
