package server_test

// The attack suite, a customer's data and messages: export and erasure find every row
// of a person however the address was typed and show only what the person may read;
// the account's deletion asks who before what; messages need text and a way to reply,
// and a bot's filled honeypot stores and mails nothing.

import (
	"context"
	"encoding/json"
	"maps"
	"strings"
	"testing"
	"time"

	"seoagency/auth/authtest"
	"seoagency/ent"
	entmail "seoagency/ent/mail"
	"seoagency/ent/message"
	"seoagency/lifecycle"
	"seoagency/testdb"
)

// TestAttackDeleteAccountWhoBeforeWhat: whatever the body, a caller who is nobody hears 401.
func TestAttackDeleteAccountWhoBeforeWhat(t *testing.T) {
	s := newSite(t, noLimits)
	acct := authtest.SignUpAccount(t, authtest.UniqueEmail(t, "del"), "secret-123")
	expired := authtest.Expired(t, acct.IDToken)
	for _, c := range []struct{ name, contentType, body, token string }{
		{"no body", "", "", ""},
		{"a form", "application/x-www-form-urlencoded", "confirm=DELETE", ""},
		{"text", "text/plain", "DELETE", ""},
		{"broken JSON", "application/json", `{"confirm":`, ""},
		{"the right body", "application/json", `{"confirm":"DELETE"}`, ""},
		{"an expired token, no body", "", "", expired},
		{"an expired token, the right body", "application/json", `{"confirm":"DELETE"}`, expired},
		{"a made-up token", "application/json", `{"confirm":"DELETE"}`, "not-a-token"},
	} {
		w := s.send("POST", "/api/delete-account", c.contentType, c.body, c.token)
		if e := decodeError(t, w); w.Code != 401 || e.Error.Code != "UNAUTHENTICATED" {
			t.Errorf("%s: %d %s, want 401 UNAUTHENTICATED", c.name, w.Code, w.Body)
		}
	}
	// A customer is asked what: the body's type, then the word.
	for _, c := range []struct {
		name, contentType, body string
		status                  int
	}{
		{"no body", "", "", 415},
		{"a form", "application/x-www-form-urlencoded", "confirm=DELETE", 415},
		{"no word", "application/json", `{}`, 400},
	} {
		if w := s.send("POST", "/api/delete-account", c.contentType, c.body, acct.IDToken); w.Code != c.status {
			t.Errorf("customer, %s: %d %s, want %d", c.name, w.Code, w.Body, c.status)
		}
	}
	if _, err := authtest.AdminClient(t).GetUser(context.Background(), acct.UID); err != nil {
		t.Fatalf("the account went: %v", err)
	}
}

// TestAttackEmptyMessages: a message needs something to read and a way to reply, by
// REST and GraphQL alike; a filled honeypot is answered as a success and leaves no trace.
func TestAttackEmptyMessages(t *testing.T) {
	s := newSite(t, noLimits)
	sys := testdb.System()
	adminEmail, _ := s.adminToken(t) // someone to tell about messages
	noText := map[string]string{"subject": "required", "message": "required"}
	noReply := map[string]string{"emailAddress": "required", "phoneNumber": "required"}
	refused := []struct {
		name, body string
		fields     map[string]string
	}{
		{"nothing", `{}`, noText},
		{"every field empty", `{"fullName":"","phoneNumber":"","emailAddress":"","website":"","subject":"","message":""}`, noText},
		{"blanks", `{"fullName":"Ann","emailAddress":"ann@example.com","subject":"  ","message":" \n\t "}`, noText},
		{"nulls", `{"subject":null,"message":null,"emailAddress":"ann@example.com"}`, noText},
		{"no way to reply", `{"fullName":"Ann","subject":"Hi","message":"Call me"}`, noReply},
		{"blank ways to reply", `{"message":"Call me","emailAddress":"  ","phoneNumber":"\t"}`, noReply},
		{"only a status", `{"messageStatus":"Read"}`, noText},
	}
	for _, c := range refused {
		w := s.send("POST", "/api/add-message", "application/json", c.body, "")
		e := decodeError(t, w)
		if w.Code != 400 || e.Error.Code != "VALIDATION" || !maps.Equal(e.Error.Fields, c.fields) || !strings.Contains(e.Error.Message, "or a") {
			t.Errorf("REST, %s: %d %s", c.name, w.Code, w.Body)
		}
		var input map[string]any
		_ = json.Unmarshal([]byte(c.body), &input)
		delete(input, "messageStatus")
		r := s.gql.Do(t, `mutation($in: CreateMessageInput!) { sendMessage(input: $in) { id } }`, map[string]any{"in": input})
		if r.Code() != "VALIDATION" || !maps.Equal(r.Errors[0].Extensions.Fields, c.fields) || r.Errors[0].Message != e.Error.Message {
			t.Errorf("GraphQL, %s: %s", c.name, r.Body)
		}
	}

	// A bot fills every field it finds: the same answer as a person gets, and nothing kept.
	bot := `{"fullName":"Bot","emailAddress":"bot@example.com","subject":"Cheap links","message":"Buy now","honeypot":"http://spam.test"}`
	w := s.send("POST", "/api/add-message", "application/json", bot, "")
	var got map[string]any
	if w.Code != 200 || json.Unmarshal(w.Body.Bytes(), &got) != nil || got["messageStatus"] != "UnRead" || got["subject"] != "Cheap links" {
		t.Errorf("honeypot by REST: %d %s", w.Code, w.Body)
	}
	r := s.gql.Do(t, `mutation { sendMessage(input: {emailAddress: "bot@example.com", message: "Buy now"}, honeypot: "x") { messageStatus message } }`, nil)
	if r.Code() != "" || !strings.Contains(string(r.Data), `"messageStatus":"UnRead"`) {
		t.Errorf("honeypot by GraphQL: %s", r.Body)
	}
	if n := s.client.Message.Query().CountX(lifecycle.IncludingDeleted(sys)); n != 0 {
		t.Errorf("%d messages stored from refused or trapped sends", n)
	}
	if n := s.client.Mail.Query().CountX(sys); n != 0 {
		t.Errorf("%d mails queued from refused or trapped sends", n)
	}

	// A real message, with a phone number only, goes through, and is the one mail the admin gets.
	if w := s.send("POST", "/api/add-message", "application/json", `{"phoneNumber":"+33 1 23 45 67 89","message":"Please call me back","honeypot":""}`, ""); w.Code != 200 {
		t.Fatalf("a real message: %d %s", w.Code, w.Body)
	}
	mails := s.mail.Wait(t, adminEmail, 1, 20*time.Second)
	time.Sleep(500 * time.Millisecond) // anything else queued would be sent by now
	if all := s.mail.Messages(t); len(all) != 1 || !strings.Contains(mails[0].Text, "Please call me back") {
		t.Errorf("mails: %d, %+v", len(all), mails)
	}
}

// TestAttackExportAndErasureFindThePersonHoweverTyped: messages sent with the address in
// capitals or with spaces (and rows kept as typed before the normalisation) are the
// person's in the download and go with the account, with the mails about them; the
// download holds nothing an admin keeps for admins.
func TestAttackExportAndErasureFindThePersonHoweverTyped(t *testing.T) {
	s := newSite(t, noLimits)
	sys := testdb.System()
	adminEmail, adminTok := s.adminToken(t)
	email := authtest.UniqueEmail(t, "gdpr")
	tok := authtest.SignUpVerified(t, email, "secret-123")
	other := "x" + email // an address that ends with hers
	upper := strings.ToUpper(email)

	for _, m := range []struct{ name, addr, text string }{{"Gail Dupont", upper, "as typed in capitals"},
		{"Gail Dupont", "  " + upper + " ", "with spaces"}, {"Gail Dupont", email, "as is"}, {"Otto", other, "someone else"}} {
		body, _ := json.Marshal(map[string]string{"fullName": m.name, "emailAddress": m.addr, "message": m.text})
		if w := s.send("POST", "/api/add-message", "application/json", string(body), ""); w.Code != 200 {
			t.Fatalf("message %q: %d %s", m.addr, w.Code, w.Body)
		}
	}
	// A row stored before messages kept the address normalised (an SQLite file has no data migration).
	if _, err := s.db.Exec(`INSERT INTO messages (created_at, updated_at, version, updated_by, deleted_by, full_name, phone_number, email_address, website, subject, message, message_status)
		VALUES (now(), now(), 1, '', '', 'Gail Dupont', '', $1, '', '', 'from before', 'UnRead')`, " "+upper); err != nil {
		t.Fatal(err)
	}
	s.signUp(t, upper)
	pkg := s.client.PricingPackage.Query().FirstIDX(context.Background())
	var ord struct{ CreateOrder struct{ ID string } }
	s.gql.WithToken(tok).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Gail Dupont", customerAddress: "1 Rue", customerCountry: "France"}) { id } }`,
		map[string]any{"p": pkg}, &ord)
	admin := s.gql.WithToken(adminTok)
	admin.Must(t, `mutation($id: ID!) { setPaymentStatus(id: $id, status: Paid, reason: "internal: paid by bank transfer") { id } }`, map[string]any{"id": ord.CreateOrder.ID}, nil)
	orderID := s.client.Order.Query().OnlyIDX(sys)
	s.client.Payment.Create().SetOrderID(orderID).SetTxnID("TXN-GDPR").SetAmount(100).SetCurrency("USD").
		SetPayerEmail(upper).SetReason("internal: chargeback dispute").ExecX(sys)
	first := s.client.Message.Query().Order(ent.Asc(message.FieldID)).FirstX(sys)
	admin.Must(t, `mutation($id: ID!) { markMessageRead(id: $id) { id } }`, map[string]any{"id": first.ID}, nil)
	admin.Must(t, `mutation($id: ID!) { replyToMessage(id: $id, body: "We got it") { id } }`, map[string]any{"id": first.ID}, nil)

	w := s.send("GET", "/api/my-data", "", "", tok)
	if w.Code != 200 {
		t.Fatalf("my-data: %d %s", w.Code, w.Body)
	}
	var data struct {
		Orders []struct {
			Events   []struct{ Change, To, Actor, Reason string }
			Payments []struct{ TxnID, PayerEmail string }
		}
		Messages []struct{ EmailAddress, Message string }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &data); err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, m := range data.Messages {
		texts = append(texts, m.Message)
	}
	if strings.Join(texts, ",") != "as typed in capitals,with spaces,as is,from before" {
		t.Errorf("exported messages: %q", texts)
	}
	if len(data.Orders) != 1 || len(data.Orders[0].Events) != 1 || data.Orders[0].Events[0].To != "Paid" ||
		len(data.Orders[0].Payments) != 1 || data.Orders[0].Payments[0].PayerEmail != "" {
		t.Errorf("exported orders: %s", w.Body)
	}
	for _, secret := range []string{adminEmail, "internal: paid by bank transfer", "internal: chargeback dispute", other, "someone else"} {
		if strings.Contains(strings.ToLower(w.Body.String()), strings.ToLower(secret)) {
			t.Errorf("the download holds %q: %s", secret, w.Body)
		}
	}
	// GraphQL shows the customer the same, no more.
	r := s.gql.WithToken(tok).Do(t, `{ messages(first: 10) { totalCount edges { node { message updatedBy } } }
		orders(first: 5) { edges { node { events(first: 5) { edges { node { actor reason } } } payments { payerEmail reason } } } } }`, nil)
	if r.Code() != "" || !strings.Contains(string(r.Data), `"totalCount":4`) || strings.Contains(r.Body, adminEmail) || strings.Contains(r.Body, "internal") {
		t.Errorf("GraphQL as the customer: %s", r.Body)
	}

	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"DELETE"}`, tok); w.Code != 200 {
		t.Fatalf("delete: %d %s", w.Code, w.Body)
	}
	if p := s.client.Payment.Query().OnlyX(sys); p.PayerEmail != "" || p.TxnID != "TXN-GDPR" {
		t.Errorf("the payment after erasure: %+v", p)
	}
	left := s.client.Message.Query().AllX(lifecycle.IncludingDeleted(sys))
	if len(left) != 1 || left[0].EmailAddress != other {
		t.Errorf("messages left: %+v", left)
	}
	if n := s.client.MessageReply.Query().CountX(sys); n != 0 {
		t.Errorf("%d replies to her left", n)
	}
	mails := s.client.Mail.Query().AllX(sys)
	for _, m := range mails {
		all := strings.ToLower(strings.Join(m.To, " ") + " " + m.ReplyTo + " " + m.Body)
		if strings.Contains(all, `"`+email+`"`) || strings.Contains(all, " "+email) || strings.HasPrefix(all, email) || strings.Contains(all, "gail dupont") {
			t.Errorf("mail %d (%s) keeps her: %+v", m.ID, m.Kind, m)
		}
	}
	// Hers went (the notices of her messages, order and payment, her confirmation and receipt); the other's stays.
	if n := s.client.Mail.Query().Where(entmail.ReplyTo(other)).CountX(sys); n != 1 {
		t.Errorf("the other person's notice: %d", n)
	}
}

// TestAttackErasureOfAnUnverifiedAccount: an account whose e-mail is not verified may
// have typed someone else's address. Its deletion takes its orders' mails, and leaves
// the messages of that address, their notices and the other person's mails alone.
func TestAttackErasureOfAnUnverifiedAccount(t *testing.T) {
	s := newSite(t, noLimits)
	sys := testdb.System()
	s.adminToken(t)
	victim := authtest.UniqueEmail(t, "victim")
	body, _ := json.Marshal(map[string]string{"fullName": "Victor", "emailAddress": victim, "message": "my own message"})
	if w := s.send("POST", "/api/add-message", "application/json", string(body), ""); w.Code != 200 {
		t.Fatalf("message: %d %s", w.Code, w.Body)
	}
	s.signUp(t, victim)
	before := s.client.Mail.Query().IDsX(sys)

	tok := authtest.SignUp(t, victim, "secret-123") // the address is not theirs to prove
	pkg := s.client.PricingPackage.Query().FirstIDX(context.Background())
	s.gql.WithToken(tok).Must(t, `mutation($p: ID!) { createOrder(input: {packageId: $p, customerName: "Mallory Order", customerAddress: "1 Rue", customerCountry: "France"}) { id } }`,
		map[string]any{"p": pkg}, nil)
	if w := s.send("POST", "/api/delete-account", "application/json", `{"confirm":"DELETE"}`, tok); w.Code != 200 {
		t.Fatalf("delete: %d %s", w.Code, w.Body)
	}
	after := s.client.Mail.Query().AllX(sys)
	var ids []int
	for _, m := range after {
		ids = append(ids, m.ID)
		if strings.Contains(m.Body, "Mallory Order") {
			t.Errorf("a mail about the deleted account's order is left: %s %s", m.Kind, m.Subject)
		}
	}
	if len(before) == 0 || !equalInts(ids, before) {
		t.Errorf("mails before the account: %v, after its deletion: %v", before, ids)
	}
	if n := s.client.Message.Query().CountX(sys); n != 1 {
		t.Errorf("the address's messages: %d", n)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[int]bool{}
	for _, x := range a {
		seen[x] = true
	}
	for _, x := range b {
		if !seen[x] {
			return false
		}
	}
	return true
}
