package backup_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"filippo.io/age"

	"seoagency/backup"
	"seoagency/ent"
	"seoagency/ent/payment"
	"seoagency/money"
	"seoagency/testdb"
)

// The drill: a site with content, orders, payments, revisions and media is backed up
// and restored into a fresh PostgreSQL database and media store: every row and every
// file is the same, the public pages are painted from the same bytes, and new rows take
// ids past the restored ones, in their own block.
func TestRestoreDrill(t *testing.T) {
	src := newSite(t, testdb.Postgres(t))
	seed(t, src, 25)
	data, id, m := archive(t, src.Site)
	if m.Rows() == 0 || len(m.Files) != 6 {
		t.Fatalf("the manifest lists %d rows and %d files", m.Rows(), len(m.Files))
	}
	dst := newSite(t, testdb.Postgres(t))
	restore(t, dst.Site, data, id)
	equal(t, rows(t, src.DB), rows(t, dst.DB))
	if want, got := files(t, src.Media), files(t, dst.Media); len(want) != 6 || !sameMap(want, got) {
		t.Fatalf("media files: backed up %v, restored %v", want, got)
	}
	if want, got := paintedFrom(t, src.client), paintedFrom(t, dst.client); !sameMap(want, got) {
		t.Fatalf("the public pages' answers differ after the restore:\nbefore %v\nafter  %v", want, got)
	}
	ctx := testdb.System()
	last := dst.client.Order.Query().Order(ent.Desc("id")).FirstX(ctx)
	o := dst.client.Order.Create().SetOrderDate(time.Now()).SetCustomerName("New").SetCustomerEmail("new@example.com").
		SetCustomerAddress("x").SetCustomerCountry("x").SetPackageName("x").SetPrice(money.Cents(1)).SaveX(ctx)
	if o.ID != last.ID+1 {
		t.Fatalf("an order after the restore has id %d, the last restored %d", o.ID, last.ID)
	}
}

func sameMap(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A site moves from SQLite to PostgreSQL and back: the rows at the end are those at the start.
func TestSQLitePostgresRoundTrip(t *testing.T) {
	lite := newSite(t, testdb.SQLite(t))
	seed(t, lite, 10)
	data, id, _ := archive(t, lite.Site)
	pg := newSite(t, testdb.Postgres(t))
	restore(t, pg.Site, data, id)
	again, id2, _ := archive(t, pg.Site)
	back := newSite(t, testdb.SQLite(t))
	restore(t, back.Site, again, id2)
	equal(t, rows(t, lite.DB), rows(t, back.DB))
	if !sameMap(files(t, lite.Media), files(t, back.Media)) {
		t.Fatal("the media files differ after the round trip")
	}
}

// A damaged, cut or foreign archive is refused before anything is written; a
// database with rows is refused unless forced.
func TestDamagedArchivesRefused(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		src := newSite(t, testdb.SQLite(t))
		seed(t, src, 5)
		data, id, _ := archive(t, src.Site)
		other, _ := age.GenerateX25519Identity()
		flip := func(at int) []byte {
			d := bytes.Clone(data)
			d[at] ^= 0x01
			return d
		}
		dst := newSite(t, url)
		cases := map[string]struct {
			data []byte
			id   age.Identity
		}{
			"a byte flipped in the header": {flip(40), id},
			"a byte flipped in the middle": {flip(len(data) / 2), id},
			"the last byte flipped":        {flip(len(data) - 1), id},
			"cut at the end of a chunk":    {data[:len(data)-len(data)%(64<<10+16)-1], id},
			"cut short by one byte":        {data[:len(data)-1], id},
			"cut to its first half":        {data[:len(data)/2], id},
			"empty":                        {nil, id},
			"encrypted to another key":     {data, other},
			"not an archive":               {[]byte("age-encryption.org/v1\n-> nothing\n"), id},
		}
		for name, c := range cases {
			_, err := backup.Restore(context.Background(), dst.Site, opener(c.data), false, c.id)
			if err == nil {
				t.Fatalf("%s: restored", name)
			}
			if name == "encrypted to another key" && !errors.Is(err, backup.ErrWrongKey) {
				t.Errorf("%s: %v", name, err)
			}
			for table, rs := range rows(t, dst.DB) {
				if len(rs) > 0 {
					t.Fatalf("%s (%v): %d rows written to %s", name, err, len(rs), table)
				}
			}
			if f := files(t, dst.Media); len(f) > 0 {
				t.Fatalf("%s: media files written: %v", name, f)
			}
		}
		restore(t, dst.Site, data, id)
		_, err := backup.Restore(context.Background(), dst.Site, opener(data), false, id)
		var full *backup.NotEmptyError
		if !errors.As(err, &full) {
			t.Fatalf("restoring into a database with rows: %v", err)
		}
		dst.client.Message.Create().SetSubject("written after the restore").ExecX(testdb.System()) // gone after a forced restore
		if _, err := backup.Restore(context.Background(), dst.Site, opener(data), true, id); err != nil {
			t.Fatalf("forced: %v", err)
		}
		equal(t, rows(t, src.DB), rows(t, dst.DB))
	})
}

// Backups taken while orders and their payments are written, each pair in one
// transaction, never hold an order without its payment.
func TestBackupDuringWrites(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		s := newSite(t, url)
		seed(t, s, 1)
		ctx := testdb.System()
		var stop atomic.Bool
		var wg sync.WaitGroup
		var written atomic.Int64
		for w := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; !stop.Load(); i++ {
					err := ent.WithTx(ctx, s.client, func(ctx context.Context, c *ent.Client) error {
						o, err := c.Order.Create().SetOrderDate(time.Now()).SetCustomerName("Burst").SetCustomerEmail("b@example.com").
							SetCustomerAddress("x").SetCustomerCountry("x").SetPackageName("x").SetPrice(money.Cents(5)).Save(ctx)
						if err != nil {
							return err
						}
						return c.Payment.Create().SetOrder(o).SetTxnID(fmt.Sprintf("BURST-%d-%d", w, o.ID)).
							SetAmount(money.Cents(5)).SetCurrency("USD").SetKind(payment.KindPayment).Exec(ctx)
					})
					if err != nil {
						t.Error(err)
						return
					}
					written.Add(1)
				}
			}()
		}
		var archives [][]byte
		var ids []age.Identity
		// At least four backups, and as many more as it takes for ten orders to be written
		// meanwhile: on a quiet machine a backup takes a few milliseconds.
		for len(archives) < 4 || written.Load() < 10 {
			if len(archives) == 200 {
				t.Fatalf("only %d orders written during %d backups", written.Load(), len(archives))
			}
			data, id, _ := archive(t, s.Site)
			archives, ids = append(archives, data), append(ids, id)
		}
		stop.Store(true)
		wg.Wait()
		for i, data := range archives {
			dst := newSite(t, testdb.SQLite(t))
			restore(t, dst.Site, data, ids[i])
			var orders, orphans int
			if err := dst.DB.QueryRow(`SELECT count(*), count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_payments = o.id)) FROM orders o`).Scan(&orders, &orphans); err != nil {
				t.Fatal(err)
			}
			if orphans > 0 {
				t.Fatalf("backup %d: %d of %d orders without their payment", i, orphans, orders)
			}
			t.Logf("backup %d: %d orders", i, orders)
		}
	})
}

// Verify reads a whole archive without a database.
func TestVerify(t *testing.T) {
	s := newSite(t, testdb.SQLite(t))
	seed(t, s, 3)
	data, id, m := archive(t, s.Site)
	got, err := backup.Verify(bytes.NewReader(data), id)
	if err != nil {
		t.Fatal(err)
	}
	if got.Rows() != m.Rows() || len(got.Files) != len(m.Files) || got.Format != backup.FormatVersion {
		t.Fatalf("verified %+v, wrote %+v", got, m)
	}
	if _, err := backup.Verify(io.LimitReader(bytes.NewReader(data), int64(len(data)-20)), id); err == nil {
		t.Fatal("a cut archive verified")
	}
}
