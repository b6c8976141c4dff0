package server_test

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	entmail "seoagency/ent/mail"
	"seoagency/ent/message"
	"seoagency/mailtest"
)

const mailWait = 30 * time.Second

// one waits for the n-th mail to addr and returns the one whose subject starts with prefix.
func one(t *testing.T, s *site, addr string, n int, prefix string) mailtest.Mail {
	t.Helper()
	for _, m := range s.mail.Wait(t, addr, n, mailWait) {
		if strings.HasPrefix(m.Subject, prefix) {
			return m
		}
	}
	t.Fatalf("no mail to %s starts with %q", addr, prefix)
	return mailtest.Mail{}
}

// TestShopNotices: an order, a payment, a refund and a cancellation each send their
// mails, through the real queue to a real SMTP server: admins get the shop's notices
// (every admin, until a notification address is set: then only it), the customer a
// confirmation, a receipt with the agency's address, and a cancellation notice. What
// the customer wrote is escaped and reaches no header; a refused change sends nothing.
func TestShopNotices(t *testing.T) {
	s := newSite(t, noLimits)
	admin1, admin := s.adminToken(t)
	admin2, _ := s.adminToken(t)
	customer := authtest.UniqueEmail(t, "customer")
	gql := s.gql.WithToken(authtest.SignUpVerified(t, customer, "secret-123"))
	pkg := s.client.PricingPackage.Query().FirstX(sys)
	hostile := `<b>x</b>"` + "\r\nBcc: evil@example.com"

	var placed struct{ CreateOrder struct{ ID string } }
	gql.Must(t, `mutation($n: String!, $p: ID!) { createOrder(input: {packageId: $p, customerName: $n, customerAddress: "1 Main St", customerCountry: "US"}) { id } }`,
		map[string]any{"n": hostile, "p": pkg.ID}, &placed)
	id := placed.CreateOrder.ID
	price := "$" + pkg.PackagePrice.String()

	for _, to := range []string{admin1, admin2} {
		m := one(t, s, to, 1, "New order #"+id)
		if want := "New order #" + id + ": " + string(pkg.PackageName) + ", " + price; m.Subject != want {
			t.Errorf("admin subject %q, want %q", m.Subject, want)
		}
		if len(m.To) != 2 || m.Headers["Bcc"] != nil || strings.Contains(m.HTML, "<b>x</b>") ||
			!strings.Contains(m.HTML, "&lt;b&gt;x&lt;/b&gt;&#34;") || !strings.Contains(m.Text, "/admin/payment-status/"+id) {
			t.Errorf("new-order mail to %s: to %v, headers %v\n%s\n%s", to, m.To, m.Headers, m.HTML, m.Text)
		}
	}
	conf := one(t, s, customer, 1, "Your order #"+id)
	if !strings.Contains(conf.Text, "https://site.test/pay-now/"+id) || !strings.Contains(conf.Text, "Price: "+price) {
		t.Errorf("confirmation:\n%s", conf.Text)
	}

	// A refused order (a name past 200 characters) writes nothing, so sends nothing.
	r := gql.Do(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "`+strings.Repeat("n", 201)+`", customerAddress: "a", customerCountry: "US"}) { id } }`,
		map[string]any{"p": pkg.ID})
	if r.Code() != "VALIDATION" {
		t.Fatalf("a too long name: %s", r.Body)
	}

	// The notification address set: only it gets admin notices.
	notify := authtest.UniqueEmail(t, "notify")
	if _, err := s.client.PaymentSetting.Update().SetPaypalEmail("shop@example.com").SetNotificationEmail(notify).Save(sys); err != nil {
		t.Fatal(err)
	}
	adm := s.gql.WithToken(admin)
	adm.Must(t, `mutation($id: ID!) { setPaymentStatus(id: $id, status: Paid, reason: "paid by bank transfer") { id } }`, map[string]any{"id": id}, nil)
	paid := one(t, s, notify, 1, "Payment received for order #"+id)
	if paid.Subject != "Payment received for order #"+id+": "+price || !strings.Contains(paid.Text, "paid by bank transfer") {
		t.Errorf("payment notice %q:\n%s", paid.Subject, paid.Text)
	}
	receipt := one(t, s, customer, 2, "Receipt for order #"+id)
	for _, want := range []string{"Order: #" + id, "Plan: " + string(pkg.PackageName), "Amount: " + price,
		"Date: " + time.Now().UTC().Format("01/02/2006"), "From: 221 Market Street, Suite 400, San Francisco, CA 94105"} {
		if !strings.Contains(receipt.Text, want) {
			t.Errorf("the receipt lacks %q:\n%s", want, receipt.Text)
		}
	}
	adm.Must(t, `mutation($id: ID!) { setPaymentStatus(id: $id, status: Refunded, reason: "customer asked <please>") { id } }`, map[string]any{"id": id}, nil)
	refund := one(t, s, notify, 2, "Payment refunded for order #"+id)
	if !strings.Contains(refund.Text, "Reason: customer asked <please>") || !strings.Contains(refund.HTML, "customer asked &lt;please&gt;") {
		t.Errorf("refund notice:\n%s", refund.Text)
	}

	// The customer cancels a second order by REST: a cancellation notice.
	var second struct{ CreateOrder struct{ ID string } }
	gql.Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Ann", customerAddress: "1 Main St", customerCountry: "US"}) { id } }`,
		map[string]any{"p": pkg.ID}, &second)
	one(t, s, notify, 3, "New order #"+second.CreateOrder.ID)
	w := s.send("PUT", "/api/order-cancelled/"+second.CreateOrder.ID, "application/json", `{"paymentStatus":"Cancelled"}`, gql.Token)
	if w.Code != 200 {
		t.Fatalf("cancel: %d %s", w.Code, w.Body)
	}
	one(t, s, customer, 4, "Your order #"+second.CreateOrder.ID+" is cancelled")

	time.Sleep(time.Second) // what else might come
	if n := len(s.mail.To(t, admin1)); n != 1 {
		t.Errorf("admin %s got %d mails after the notification address was set, want only the first", admin1, n)
	}
	if got := s.mail.To(t, "evil@example.com"); len(got) != 0 {
		t.Errorf("a name added a recipient: %v", got)
	}
	if n := len(s.mail.To(t, customer)); n != 4 {
		t.Errorf("the customer got %d mails, want 4 (confirmation, receipt, confirmation, cancellation)", n)
	}
	if n := s.client.Mail.Query().Where(entmail.KindEQ("admin_new_order")).CountX(sys); n != 2 {
		t.Errorf("%d new-order mails written, want 2: the refused order wrote one", n)
	}
}

// TestReplyToMessage: a visitor's message tells the admins (Reply-To the visitor); an
// admin's reply, by GraphQL or REST, goes to the visitor with their message quoted,
// joins the thread oldest first and marks the message Read. Customers and visitors
// cannot reply; a bad reply says what to fix and sends nothing.
func TestReplyToMessage(t *testing.T) {
	s := newSite(t, noLimits)
	adminEmail, admin := s.adminToken(t)
	visitor := authtest.UniqueEmail(t, "visitor")
	body, _ := json.Marshal(map[string]string{"fullName": "<i>Vic</i>", "emailAddress": visitor,
		"subject": "Help\r\nBcc: evil@example.com", "message": "line one\n<script>x</script>"})
	w := s.send("POST", "/api/add-message", "application/json", string(body), "")
	if w.Code != 200 {
		t.Fatalf("add-message: %d %s", w.Code, w.Body)
	}
	var sent struct {
		ID int `json:"_id"`
	}
	_ = json.Unmarshal(w.Body.Bytes(), &sent)
	id := strconv.Itoa(sent.ID)

	note := one(t, s, adminEmail, 1, "New message #"+id)
	if rt := note.Headers["Reply-To"]; len(rt) != 1 || !strings.Contains(rt[0], visitor) {
		t.Errorf("Reply-To %v, want %s", rt, visitor)
	}
	if !strings.Contains(note.Text, "https://site.test/view/"+id) || !strings.Contains(note.Text, "> <script>x</script>") ||
		strings.Contains(note.HTML, "<script>") || strings.Contains(note.HTML, "<i>Vic") {
		t.Errorf("message notice:\n%s\n%s", note.Text, note.HTML)
	}

	reply := `mutation($id: ID!, $s: String, $b: String!) { replyToMessage(id: $id, subject: $s, body: $b) { messageStatus replies { sentBy sentTo subject body } } }`
	customer := s.gql.WithToken(authtest.SignUpVerified(t, authtest.UniqueEmail(t, "customer"), "secret-123"))
	if r := customer.Do(t, reply, map[string]any{"id": id, "b": "hi"}); r.Code() != "FORBIDDEN" {
		t.Errorf("a customer's reply: %s", r.Body)
	}
	if w := s.send("POST", "/api/message/"+id+"/reply", "application/json", `{"body":"hi"}`, customer.Token); w.Code != 403 {
		t.Errorf("a customer's REST reply: %d %s", w.Code, w.Body)
	}
	if w := s.send("POST", "/api/message/"+id+"/reply", "application/json", `{"body":"hi"}`, ""); w.Code != 401 {
		t.Errorf("a visitor's REST reply: %d %s", w.Code, w.Body)
	}
	adm := s.gql.WithToken(admin)
	for _, bad := range []map[string]any{{"id": id, "b": "  "}, {"id": id, "b": "x", "s": "two\nlines"}, {"id": id, "b": strings.Repeat("x", 5001)}} {
		if r := adm.Do(t, reply, bad); r.Code() != "VALIDATION" {
			t.Errorf("reply %v: %s", bad, r.Body)
		}
	}
	if st := s.client.Message.GetX(sys, sent.ID).MessageStatus; st != message.MessageStatusUnRead {
		t.Fatalf("refused replies changed the message: %s", st)
	}

	var got struct {
		ReplyToMessage struct {
			MessageStatus string
			Replies       []struct{ SentBy, SentTo, Subject, Body string }
		}
	}
	adm.Must(t, reply, map[string]any{"id": id, "b": "Thanks for writing.\n\nWe can help <b>you</b>."}, &got)
	m := one(t, s, visitor, 1, "Re: Help")
	if m.Subject != "Re: Help Bcc: evil@example.com" || m.Headers["Bcc"] != nil || len(m.To) != 1 {
		t.Errorf("reply mail %q to %v, headers %v", m.Subject, m.To, m.Headers)
	}
	text := strings.ReplaceAll(m.Text, "\r\n", "\n")
	if !strings.Contains(text, "We can help <b>you</b>.") || !strings.Contains(text, "> line one\n> <script>x</script>") ||
		!strings.Contains(m.HTML, "We can help &lt;b&gt;you&lt;/b&gt;.") || strings.Contains(m.HTML, "<script>") {
		t.Errorf("reply mail:\n%s\n%s", m.Text, m.HTML)
	}
	r := got.ReplyToMessage
	if r.MessageStatus != "Read" || len(r.Replies) != 1 || r.Replies[0].SentBy != adminEmail || r.Replies[0].SentTo != visitor {
		t.Errorf("after the reply: %+v", r)
	}

	w = s.send("POST", "/api/message/"+id+"/reply", "application/json", `{"subject":"Second answer","body":"More."}`, admin)
	if w.Code != 200 {
		t.Fatalf("REST reply: %d %s", w.Code, w.Body)
	}
	one(t, s, visitor, 2, "Second answer")
	var thread struct {
		Node struct{ Replies []struct{ Subject string } }
	}
	adm.Must(t, `query($id: ID!) { node(id: $id) { ... on Message { replies { subject } } } }`, map[string]any{"id": id}, &thread)
	if subjects := fmt.Sprint(thread.Node.Replies); subjects != "[{Re: Help Bcc: evil@example.com} {Second answer}]" {
		t.Errorf("thread %s, want oldest first", subjects)
	}
	if got := s.mail.To(t, "evil@example.com"); len(got) != 0 {
		t.Errorf("a subject added a recipient: %v", got)
	}
}
