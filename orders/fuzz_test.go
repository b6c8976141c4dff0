package orders_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"seoagency/ent/ipnmessage"
	"seoagency/ent/order"
	"seoagency/ent/payment"
	"seoagency/ent/pricingpackage"
	"seoagency/orders"
	"seoagency/testdb"
)

// FuzzIPN: whatever a verified notice says, an order is Paid only with a payment
// record of exactly its price (a subscription: one a period, each its price), money is
// never counted twice, and nothing panics.
func FuzzIPN(f *testing.F) {
	file := testdb.SQLite(f)
	c, db := testdb.Open(f, file)
	q := testdb.Queue(f, file, db)
	verify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("VERIFIED")) }))
	f.Cleanup(verify.Close)
	sys := testdb.System()
	pkg := seedShop(f, c)
	p := orders.PayPal{VerifyURL: verify.URL, HTTP: &http.Client{Timeout: time.Second}}
	o, err := orders.Create(customerCtx, c, orders.NewOrder{PackageID: pkg.ID, CustomerName: "N", CustomerAddress: "A", CustomerCountry: "US"})
	if err != nil {
		f.Fatal(err)
	}
	monthly := c.PricingPackage.Create().SetPackageName("Basic").SetPackageDetails("d").SetPackageButtonText("Buy").
		SetPackagePrice(9900).SetBillingPeriod(pricingpackage.BillingPeriodMonthly).SetPackagePointOne("1").SetPackagePointTwo("2").
		SetPackagePointThree("3").SetPackagePointFour("4").SetPackagePointFive("5").SetPackagePointSix("6").SetPackagePointSeven("7").
		SetPackagePointEight("8").SetPackagePointNine("9").SetPackagePointTen("10").SaveX(sys)
	sub, err := orders.Create(customerCtx, c, orders.NewOrder{PackageID: monthly.ID, CustomerName: "N", CustomerAddress: "A", CustomerCountry: "US"})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(ipn(o, "T1", nil)))
	f.Add(string(subscr(sub, "subscr_signup", "I-F", "", nil)))
	f.Add(string(subscr(sub, "subscr_payment", "I-F", "S1", nil)))
	f.Add(string(subscr(sub, "subscr_failed", "I-F", "", nil)))
	f.Add(string(subscr(o, "subscr_payment", "I-F", "S2", map[string]string{"mc_gross": "199.99"})))
	f.Add("txn_type=subscr_cancel&subscr_id=I-F&custom=" + itoa(sub.ID))
	f.Add("txn_type=subscr_payment&subscr_id=I-F&txn_id=S3&mc_gross=99.00&payment_status=Completed&mc_currency=USD&custom=%00")
	f.Add(string(ipn(o, "T2", map[string]string{"mc_gross": "49.001"})))
	f.Add("payment_status=Completed&custom=%ff&txn_id=&mc_gross=-1")
	f.Fuzz(func(t *testing.T, raw string) {
		if p.Receive(context.Background(), c, q, []byte(raw)) == nil {
			sum := sha256.Sum256([]byte(raw))
			m := c.IpnMessage.Query().Where(ipnmessage.RawHash(hex.EncodeToString(sum[:]))).OnlyX(sys)
			if err := p.Process(context.Background(), c, m.ID); err != nil {
				t.Fatalf("processing %q: %v", raw, err)
			}
		}
		for _, paid := range c.Order.Query().Where(order.PaymentStatusEQ(order.PaymentStatusPaid)).AllX(sys) {
			pays := c.Payment.Query().Where(payment.HasOrderWith(order.ID(paid.ID)), payment.KindEQ(payment.KindPayment)).AllX(sys)
			if len(pays) == 0 || len(pays) > 1 && paid.BillingPeriod == order.BillingPeriodOneTime {
				t.Fatalf("order %d Paid with payments %+v after %q", paid.ID, pays, raw)
			}
			for _, p := range pays {
				if p.Amount != paid.Price || p.Currency != "USD" {
					t.Fatalf("order %d Paid with payment %+v after %q", paid.ID, p, raw)
				}
			}
		}
	})
}
