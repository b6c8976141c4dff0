package backup_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"entgo.io/ent/schema/field"
	"filippo.io/age"
	"gocloud.dev/blob"

	"seoagency/backup"
	"seoagency/config"
	"seoagency/ent"
	"seoagency/ent/media"
	"seoagency/ent/migrate"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/ent/revision"
	"seoagency/graph"
	entmedia "seoagency/media"
	"seoagency/money"
	"seoagency/orders"
	"seoagency/testdb"
)

// site is one test site: a migrated database and a media folder of its own.
type site struct {
	backup.Site
	url    string
	client *ent.Client
}

func newSite(t testing.TB, url string) site {
	t.Helper()
	client, db := testdb.Open(t, url)
	files, err := entmedia.OpenStore(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { files.Close() })
	return site{Site: backup.Site{DB: db, Postgres: config.IsPostgres(url), Media: files}, url: url, client: client}
}

// seed fills s as a running site would: the first content, orders with their payments
// and events, revisions of an edit, media rows with their files, a message and a PayPal notice; n orders.
func seed(t testing.TB, s site, n int) {
	t.Helper()
	ctx := testdb.System()
	testdb.Seed(t, s.client)
	pkg := s.client.PricingPackage.Query().FirstX(ctx)
	for i := range n {
		o := s.client.Order.Create().SetOrderDate(time.Now()).SetCustomerName(fmt.Sprintf("Customer %d «ünïcode» \"quoted\"", i)).
			SetCustomerEmail(fmt.Sprintf("c%d@example.com", i)).SetCustomerAddress("1 Road\nTown").SetCustomerCountry("France").
			SetPackageName(string(pkg.PackageName)).SetPrice(money.Cents(1000 + i)).SetPackage(pkg).SaveX(ctx)
		s.client.Payment.Create().SetOrder(o).SetTxnID(fmt.Sprintf("TXN-%d-%d", i, time.Now().UnixNano())).SetAmount(money.Cents(1000 + i)).
			SetCurrency("USD").SetKind(payment.KindPayment).ExecX(ctx)
		s.client.OrderEvent.Create().SetOrder(o).SetChange(orderevent.ChangePaymentStatus).SetFrom("UnPaid").SetTo("Paid").SetActor("paypal").SetAmount(money.Cents(1000 + i)).ExecX(ctx)
	}
	s.client.Revision.Create().SetNodeID(pkg.ID).SetNodeType("PricingPackage").SetAction(revision.ActionUpdate).
		SetActor("owner@example.com").SetBefore(`{"name":"old"}`).SetAfter(`{"name":"new"}`).ExecX(ctx)
	for i := range 3 {
		data := make([]byte, 2000+i*5000)
		_, _ = rand.Read(data)
		sum := sha256.Sum256(data)
		hash := hex.EncodeToString(sum[:16])
		if err := s.Media.WriteAll(ctx, hash+".jpg", data, nil); err != nil {
			t.Fatal(err)
		}
		if err := s.Media.WriteAll(ctx, hash+"-640.webp", data[:1000], nil); err != nil {
			t.Fatal(err)
		}
		s.client.Media.Create().SetHash(hash).SetFilename(fmt.Sprintf("photo %d.jpg", i)).SetFormat(media.FormatJpeg).
			SetBytes(int64(len(data))).SetWidth(800).SetHeight(600).SetWidths([]int{640}).SetAlt("a photo").ExecX(ctx)
	}
	s.client.Message.Create().SetFullName("Ann").SetEmailAddress("ann@example.com").SetSubject("Hello").SetMessage("Line 1\nLine 2 — ok").ExecX(ctx)
	s.client.IpnMessage.Create().SetRaw([]byte("txn_id=1&payment_status=Completed\x00\xff")).SetRawHash(fmt.Sprint(time.Now().UnixNano())).
		SetProcessedAt(time.Now()).ExecX(ctx)
}

// rows reads every table of the schema but the rate limits' counters, ordered by id,
// each value as text: times in UTC to the microsecond (PostgreSQL's precision), booleans as true or false, JSON
// compacted with sorted keys (PostgreSQL's jsonb keeps its own order).
func rows(t testing.TB, db *sql.DB) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	for _, table := range migrate.Tables {
		if table.Name == migrate.RateLimitsTable.Name {
			continue
		}
		rs, err := db.Query(`SELECT * FROM "` + table.Name + `" ORDER BY id`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rs.Columns()
		out[table.Name] = []string{}
		for rs.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rs.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var line []string
			for i, v := range vals {
				col, _ := table.Column(cols[i])
				line = append(line, cols[i]+"="+text(col.Type, v))
			}
			out[table.Name] = append(out[table.Name], strings.Join(line, " | "))
		}
		if err := rs.Err(); err != nil {
			t.Fatal(err)
		}
		rs.Close()
	}
	return out
}

func text(typ field.Type, v any) string {
	switch v := v.(type) {
	case nil:
		return "NULL"
	case time.Time:
		return v.UTC().Truncate(time.Microsecond).Format(time.RFC3339Nano)
	case int64:
		if typ == field.TypeBool { // SQLite keeps a boolean as 0 or 1
			return fmt.Sprint(v != 0)
		}
	case []byte:
		return text(typ, string(v))
	case string:
		if typ == field.TypeJSON {
			var x any
			if err := json.Unmarshal([]byte(v), &x); err == nil {
				b, _ := json.Marshal(x)
				return string(b)
			}
		}
		return fmt.Sprintf("%q", v)
	}
	return fmt.Sprint(v)
}

// files is every file of a media store: its key and SHA-256.
func files(t testing.TB, b *blob.Bucket) map[string]string {
	t.Helper()
	out := map[string]string{}
	iter := b.List(nil)
	for {
		obj, err := iter.Next(context.Background())
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		data, err := b.ReadAll(context.Background(), obj.Key)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(data)
		out[obj.Key] = hex.EncodeToString(sum[:])
	}
}

// archive backs s up into memory, encrypted to a new key it returns.
func archive(t testing.TB, s backup.Site) ([]byte, *age.X25519Identity, *backup.Manifest) {
	t.Helper()
	id, err := age.GenerateX25519Identity()
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	m, err := backup.Write(context.Background(), s, &buf, id.Recipient())
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes(), id, m
}

func opener(data []byte) func() (io.ReadCloser, error) {
	return func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
}

func restore(t testing.TB, s backup.Site, data []byte, id age.Identity) *backup.Manifest {
	t.Helper()
	m, err := backup.Restore(context.Background(), s, opener(data), false, id)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// equal fails t unless want and got have the same rows in every table.
func equal(t testing.TB, want, got map[string][]string) {
	t.Helper()
	if len(want) != len(migrate.Tables)-1 || len(got) != len(want) {
		t.Fatalf("compared %d and %d tables of %d", len(want), len(got), len(migrate.Tables)-1)
	}
	for table, w := range want {
		g := got[table]
		if len(g) != len(w) {
			t.Errorf("table %s: %d rows restored, %d backed up", table, len(g), len(w))
			continue
		}
		for i := range w {
			if w[i] != g[i] {
				t.Errorf("table %s row %d:\nbacked up %s\nrestored  %s", table, i, w[i], g[i])
				break
			}
		}
	}
}

// paintedFrom answers every public persisted query of the web app (those the server
// paints the public pages from, as a visitor, without variables) on client's site: the
// answers by query id, as bytes. The painted HTML itself needs the web build and its
// renderer (Node.js), which this package's tests do not build; the renderer is a pure
// function of these answers (ssr), so equal answers paint equal pages.
func paintedFrom(t testing.TB, client *ent.Client) map[string]string {
	t.Helper()
	queries := graph.PersistedQueries()
	public := graph.NewCache(queries, 1<<20)
	h := graph.NewHandler(client, orders.PayPal{}, graph.Options{Queries: queries, Limits: graph.DefaultLimits})
	out := map[string]string{}
	for id := range queries {
		if !public.Cacheable(id) {
			continue
		}
		req := httptest.NewRequest(http.MethodGet, "/graphql?id="+url.QueryEscape(id)+"&variables=%7B%7D", nil)
		req.Header.Set("Accept", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code == http.StatusOK && !strings.Contains(rec.Body.String(), `"errors"`) {
			out[id] = rec.Body.String()
		}
	}
	if len(out) < 5 {
		t.Fatalf("only %d public queries answered without variables: %v", len(out), out)
	}
	return out
}
