package backup_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"fmt"
	"testing"
	"time"

	"seoagency/backup"
	"seoagency/ent"
	"seoagency/ent/orderevent"
	"seoagency/ent/payment"
	"seoagency/money"
	"seoagency/testdb"
)

// BenchmarkBackupRestore measures a site of 10,000 orders (each with a payment and an
// event) and 100 MB of media on PostgreSQL: `go test -run '^$' -bench BackupRestore
// -benchtime 1x ./backup` prints the archive's size and the seconds of a backup and of
// a restore into a fresh database (docs/benchmarks.md has the figures).
func BenchmarkBackupRestore(b *testing.B) {
	src := newSite(b, testdb.Postgres(b))
	seed(b, src, 0)
	ctx := testdb.System()
	const orders = 10000
	for start := 0; start < orders; start += 500 {
		var creates []*ent.OrderCreate
		for i := start; i < start+500; i++ {
			creates = append(creates, src.client.Order.Create().SetOrderDate(time.Now()).SetCustomerName(fmt.Sprintf("Customer %d", i)).
				SetCustomerEmail(fmt.Sprintf("c%d@example.com", i)).SetCustomerAddress("1 Road, Town").SetCustomerCountry("France").
				SetPackageName("Basic").SetPrice(money.Cents(1000+i)))
		}
		made := src.client.Order.CreateBulk(creates...).SaveX(ctx)
		var ps []*ent.PaymentCreate
		var es []*ent.OrderEventCreate
		for _, o := range made {
			ps = append(ps, src.client.Payment.Create().SetOrder(o).SetTxnID(fmt.Sprintf("T%d", o.ID)).SetAmount(o.Price).SetCurrency("USD").SetKind(payment.KindPayment))
			es = append(es, src.client.OrderEvent.Create().SetOrder(o).SetChange(orderevent.ChangePaymentStatus).SetFrom("UnPaid").SetTo("Paid").SetActor("paypal"))
		}
		src.client.Payment.CreateBulk(ps...).ExecX(ctx)
		src.client.OrderEvent.CreateBulk(es...).ExecX(ctx)
	}
	for i := range 50 { // 100 MB of media: incompressible, as photos are
		data := make([]byte, 2<<20)
		_, _ = rand.Read(data)
		if err := src.Media.WriteAll(ctx, fmt.Sprintf("%032x.jpg", i), data, nil); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		began := time.Now()
		data, id, m := archive(b, src.Site)
		backupTime := time.Since(began)
		b.StopTimer()
		dst := newSite(b, testdb.Postgres(b))
		b.StartTimer()
		began = time.Now()
		if _, err := backup.Restore(context.Background(), dst.Site, opener(data), false, id); err != nil {
			b.Fatal(err)
		}
		restoreTime := time.Since(began)
		began = time.Now()
		if _, err := backup.Verify(bytes.NewReader(data), id); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(data))/1e6, "archive-MB")
		b.ReportMetric(float64(m.Rows()), "rows")
		b.ReportMetric(backupTime.Seconds(), "backup-s")
		b.ReportMetric(restoreTime.Seconds(), "restore-s")
		b.ReportMetric(time.Since(began).Seconds(), "verify-s")
	}
}
