package account

import (
	"context"
	"strings"
	"testing"

	"seoagency/auth"
	"seoagency/ent"
	"seoagency/ent/orderevent"
	"seoagency/testdb"
)

// TestAddressesAsTypedOnBothDatabases: the export and the erasure find a person's rows
// whatever the case and spaces of the address as stored, with the same SQL on
// PostgreSQL and SQLite (an SQLite file keeps rows from before the normalisation).
func TestAddressesAsTypedOnBothDatabases(t *testing.T) {
	testdb.EachURL(t, func(t *testing.T, url string) {
		c, sqldb := testdb.Open(t, url)
		sys := testdb.System()
		email, other := "gail+x_1@example.com", "xgail+x_1@example.com" // "_" and "+" in LIKE, and one that ends with hers
		v := &auth.Viewer{UID: "gail-uid", Email: email, EmailVerified: true}
		me := auth.WithViewer(context.Background(), v)

		o := c.Order.Create().SetCustomerName("Gail").SetCustomerEmail(email).SetCustomerUID(v.UID).SetCustomerAddress("1 Rue").
			SetCustomerCountry("France").SetPackageName("Basic").SetPrice(100).SaveX(sys)
		c.OrderEvent.Create().SetOrder(o).SetChange(orderevent.ChangePaymentStatus).SetFrom("UnPaid").SetTo("Cancelled").
			SetActor(strings.ToUpper(email)).SetReason("admin's note").ExecX(sys)
		c.Payment.Create().SetOrder(o).SetTxnID("T1").SetAmount(100).SetCurrency("USD").SetPayerEmail(" " + strings.ToUpper(email)).ExecX(sys)
		for _, m := range []struct{ addr, text string }{{strings.ToUpper(email), "capitals"}, {" " + email + " ", "spaces"}, {other, "other"}} {
			// Stored as typed, as rows from before the normalisation are.
			id := c.Message.Create().SetMessage(m.text).SaveX(sys).ID
			if _, err := sqldb.Exec(rebind(url, `UPDATE messages SET email_address = ? WHERE id = ?`), m.addr, id); err != nil {
				t.Fatal(err)
			}
		}
		mail := func(kind string, to []string, replyTo, body string) {
			c.Mail.Create().SetKind(kind).SetTo(to).SetSubject(kind).SetReplyTo(replyTo).SetBody(body).ExecX(sys)
		}
		mail("to_her", []string{strings.ToUpper(email)}, "", `{"heading":"hi"}`)
		mail("reply_to_her", []string{"admin@example.com"}, strings.ToUpper(email), `{"heading":"hi"}`)
		mail("names_her", []string{"admin@example.com"}, "", `{"rows":[["E-mail","`+strings.ToUpper(email)+`"]]}`)
		mail("to_other", []string{other}, other, `{"rows":[["E-mail","`+other+`"]]}`)
		mail("like_wildcards", []string{"gail+xa1@example.com"}, "", `{"rows":[["E-mail","gail+xa1@example.com"]]}`)

		d, err := Export(me, c)
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, m := range d.Messages {
			texts = append(texts, m.Message)
		}
		if strings.Join(texts, ",") != "capitals,spaces" {
			t.Errorf("exported messages: %q", texts)
		}
		if len(d.Orders) != 1 || len(d.Orders[0].Events) != 1 || d.Orders[0].Events[0].Actor != "" || d.Orders[0].Events[0].Reason != "" ||
			len(d.Orders[0].Payments) != 1 || d.Orders[0].Payments[0].PayerEmail != "" {
			t.Errorf("exported order: %+v", d.Orders)
		}

		if err := erase(me, c, v); err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for _, m := range c.Mail.Query().Order(ent.Asc("id")).AllX(sys) {
			kinds = append(kinds, m.Kind)
		}
		if strings.Join(kinds, ",") != "to_other,like_wildcards" {
			t.Errorf("mails left: %v", kinds)
		}
		left := c.Message.Query().AllX(sys)
		if len(left) != 1 || left[0].Message != "other" {
			t.Errorf("messages left: %v", left)
		}
		if e := c.OrderEvent.Query().OnlyX(sys); e.Actor != DeletedName {
			t.Errorf("event actor: %q", e.Actor)
		}
		if p := c.Payment.Query().OnlyX(sys); p.PayerEmail != "" {
			t.Errorf("payer: %q", p.PayerEmail)
		}
	})
}

// rebind writes PostgreSQL's placeholders when databaseURL is PostgreSQL's.
func rebind(databaseURL, q string) string {
	if !strings.HasPrefix(databaseURL, "postgres") {
		return q
	}
	for i := 1; strings.Contains(q, "?"); i++ {
		q = strings.Replace(q, "?", "$"+string(rune('0'+i)), 1)
	}
	return q
}
